import Foundation

/// `UIPrintInfo` (iOS 4.2): what a print job is — its name, output type, orientation, duplex mode and printer.
/// Values are kept; `dictionaryRepresentation` and `init(dictionary:)` round-trip them (**ours**: the keys are
/// ViewTree's, `UIPrintInfo`'s are private).
public final class PrintInfo: IdentityHashable {
    /// `UIPrintInfo.OutputType`, with `UIPrintInfo.h`'s raw values.
    public enum OutputType: Int, Sendable, CaseIterable {
        /// Mixed text, graphics and images (`UIPrintInfoOutputGeneral`).
        case general = 0
        /// Photos (`UIPrintInfoOutputPhoto`).
        case photo = 1
        /// Black text and line art (`UIPrintInfoOutputGrayscale`).
        case grayscale = 2
        /// Black-and-white photos (`UIPrintInfoOutputPhotoGrayscale`).
        case photoGrayscale = 3
    }

    /// `UIPrintInfo.Orientation`, with `UIPrintInfo.h`'s raw values.
    public enum Orientation: Int, Sendable, CaseIterable {
        /// `UIPrintInfoOrientationPortrait`.
        case portrait = 0
        /// `UIPrintInfoOrientationLandscape`.
        case landscape = 1
    }

    /// `UIPrintInfo.Duplex`, with `UIPrintInfo.h`'s raw values.
    public enum Duplex: Int, Sendable, CaseIterable {
        /// One-sided (`UIPrintInfoDuplexNone`).
        case none = 0
        /// Two-sided, flipped on the long edge.
        case longEdge = 1
        /// Two-sided, flipped on the short edge.
        case shortEdge = 2
    }

    /// `jobName`: the name the print centre lists the job under. Default `""` (**ours**: UIKit's default comes
    /// from the app's bundle, which a simulated world has not).
    public var jobName = ""
    /// `outputType`; `.general` by default (`outputType` documentation: "The default is
    /// UIPrintInfo.OutputType.general").
    public var outputType: OutputType = .general
    /// `orientation`; `.portrait` by default (**ours**: the zero value; UIKit documents none).
    public var orientation: Orientation = .portrait
    /// `duplex`; `.none` by default (**ours**: the zero value).
    public var duplex: Duplex = .none
    /// `printerID`: the printer last chosen; `nil` until the user picks one.
    public var printerID: String?

    static let jobNameKey = "jobName"
    static let outputTypeKey = "outputType"
    static let orientationKey = "orientation"
    static let duplexKey = "duplex"
    static let printerIDKey = "printerID"

    /// `init(dictionary:)`: a print info with the values of a `dictionaryRepresentation` (defaults for what is
    /// missing or not understood); `nil` gives the defaults.
    public init(dictionary: [AnyHashable: Any]?) {
        guard let dictionary else { return }
        if let name = dictionary[Self.jobNameKey] as? String { jobName = name }
        if let raw = dictionary[Self.outputTypeKey] as? Int, let value = OutputType(rawValue: raw) { outputType = value }
        if let raw = dictionary[Self.orientationKey] as? Int, let value = Orientation(rawValue: raw) { orientation = value }
        if let raw = dictionary[Self.duplexKey] as? Int, let value = Duplex(rawValue: raw) { duplex = value }
        printerID = dictionary[Self.printerIDKey] as? String
    }

    /// `printInfo()`: a print info with the defaults.
    public static func printInfo() -> PrintInfo { PrintInfo(dictionary: nil) }

    /// `dictionaryRepresentation`.
    public var dictionaryRepresentation: [AnyHashable: Any] {
        var result: [AnyHashable: Any] = [Self.jobNameKey: jobName, Self.outputTypeKey: outputType.rawValue,
                                          Self.orientationKey: orientation.rawValue, Self.duplexKey: duplex.rawValue]
        if let printerID { result[Self.printerIDKey] = printerID }
        return result
    }

    /// A copy (what a presented print job keeps: later changes to the original are ignored).
    func copy() -> PrintInfo { PrintInfo(dictionary: dictionaryRepresentation) }
}
