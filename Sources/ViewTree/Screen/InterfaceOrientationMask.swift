import Foundation

/// `UIInterfaceOrientationMask`: a set of interface orientations, with UIKit's bits (`1 << UIInterfaceOrientation`
/// raw value: portrait 1, upside down 2, landscape right 3, landscape left 4; UIApplication.h).
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]

    /// The mask of one orientation.
    public init(_ orientation: InterfaceOrientation) {
        switch orientation {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeLeft
        case .landscapeRight: self = .landscapeRight
        }
    }
}
