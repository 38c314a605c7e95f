import Foundation

/// `UIPrintInteractionControllerDelegate`: the print options' and the job's progress. Every method is optional
/// (defaults do nothing).
public protocol PrintInteractionControllerDelegate: AnyObject {
    /// `printInteractionControllerWillPresentPrinterOptions(_:)`.
    func printInteractionControllerWillPresentPrinterOptions(_ printInteractionController: PrintInteractionController)
    /// `printInteractionControllerDidPresentPrinterOptions(_:)`.
    func printInteractionControllerDidPresentPrinterOptions(_ printInteractionController: PrintInteractionController)
    /// `printInteractionControllerWillDismissPrinterOptions(_:)`.
    func printInteractionControllerWillDismissPrinterOptions(_ printInteractionController: PrintInteractionController)
    /// `printInteractionControllerDidDismissPrinterOptions(_:)`.
    func printInteractionControllerDidDismissPrinterOptions(_ printInteractionController: PrintInteractionController)
    /// `printInteractionControllerWillStartJob(_:)`.
    func printInteractionControllerWillStartJob(_ printInteractionController: PrintInteractionController)
    /// `printInteractionControllerDidFinishJob(_:)`.
    func printInteractionControllerDidFinishJob(_ printInteractionController: PrintInteractionController)
}

extension PrintInteractionControllerDelegate {
    /// Does nothing.
    public func printInteractionControllerWillPresentPrinterOptions(_ printInteractionController: PrintInteractionController) {}
    /// Does nothing.
    public func printInteractionControllerDidPresentPrinterOptions(_ printInteractionController: PrintInteractionController) {}
    /// Does nothing.
    public func printInteractionControllerWillDismissPrinterOptions(_ printInteractionController: PrintInteractionController) {}
    /// Does nothing.
    public func printInteractionControllerDidDismissPrinterOptions(_ printInteractionController: PrintInteractionController) {}
    /// Does nothing.
    public func printInteractionControllerWillStartJob(_ printInteractionController: PrintInteractionController) {}
    /// Does nothing.
    public func printInteractionControllerDidFinishJob(_ printInteractionController: PrintInteractionController) {}
}

/// `UIPrintInteractionController` (iOS 4.2): the shared print job of a world (`shared` is the current world's, as
/// `Pasteboard.general` is). The app sets the content (`printingItem` or `printingItems`) and options, then
/// `present(animated:completionHandler:)` shows the print options; ViewTree draws no print panel: the test plays
/// the user with `print(copies:)` or `cancel()` (**ours**) and reads the jobs from `printedJobs`.
///
/// Printable content: PDF data, or an image in a format Image I/O reads (PNG, JPEG, GIF, TIFF, BMP, HEIC, told by
/// their leading bytes), given as `Data`, as a file URL whose file holds such data, or as an `Image` (`canPrint`
/// documentation: "The file referenced by the URL must contain PDF data or an image in a format supported by the
/// Image I/O framework").
public final class PrintInteractionController: IdentityHashable {
    /// `UIPrintInteractionController.CompletionHandler`: the controller, whether the job was sent, and an error.
    public typealias CompletionHandler = (PrintInteractionController, Bool, Error?) -> Void

    /// A job the user sent to a printer (**ours**: what a test reads instead of paper).
    public struct PrintJob {
        /// The job's options as they were when the options were presented (later changes are ignored,
        /// `printInfo` documentation).
        public let printInfo: PrintInfo
        /// What was printed: `printingItem` alone, or `printingItems`.
        public let items: [Any]
        /// The copies the user asked for.
        public let copies: Int
    }

    weak var world: Simulation?

    init(world: Simulation?) { self.world = world }

    /// `shared`: the current world's print controller (a fresh one, in no world, when none is current).
    public static var shared: PrintInteractionController {
        guard let world = Simulation.current else { return PrintInteractionController(world: nil) }
        return world.application.printInteractionController(in: world)
    }

    /// `isPrintingAvailable`: `true` (a simulated device reaches its simulated printers).
    public static var isPrintingAvailable: Bool { true }

    /// `printableUTIs`: PDF and the image types recognised (`com.adobe.pdf`, `public.png`, `public.jpeg`,
    /// `com.compuserve.gif`, `public.tiff`, `com.microsoft.bmp`, `public.heic`).
    public static let printableUTIs: Set<String> = Set(PrintableKind.allCases.map(\.uti))

    /// `canPrint(_:)` for data: whether it is PDF data or an image of a recognised format.
    public static func canPrint(_ data: Data) -> Bool { PrintableKind(data: data) != nil }

    /// `canPrint(_:)` for a URL: a file URL whose file can be read and holds printable data.
    public static func canPrint(_ url: URL) -> Bool {
        guard url.isFileURL, let data = try? Data(contentsOf: url) else { return false }
        return canPrint(data)
    }

    /// `printInfo`: the job's options (`nil`: the defaults). Read when the options are presented.
    public var printInfo: PrintInfo?
    /// `delegate` (weak).
    public weak var delegate: PrintInteractionControllerDelegate?
    /// `showsNumberOfCopies`: whether the user may choose how many copies; `true` by default.
    public var showsNumberOfCopies = true
    /// `showsPaperSelectionForLoadedPapers`: `false` by default; kept.
    public var showsPaperSelectionForLoadedPapers = false
    /// `showsPaperOrientation` (iOS 15): `true` by default; kept.
    public var showsPaperOrientation = true

    /// `printingItem`: one printable object. The content properties are mutually exclusive (`UIPrintInteractionController`
    /// documentation: "four mutually exclusive properties for giving it the content to print"): setting one clears
    /// the other (**ours**: which one wins when both are set is not documented).
    public var printingItem: Any? {
        get { item }
        set { item = newValue; if newValue != nil { items = nil } }
    }
    /// `printingItems`: several printable objects, printed one after another.
    public var printingItems: [Any]? {
        get { items }
        set { items = newValue; if newValue != nil { item = nil } }
    }
    private var item: Any?
    private var items: [Any]?

    /// Whether the print options are on screen (between `present` and the user's choice or `dismiss`).
    public private(set) var isPresented = false
    private var presentedInfo: PrintInfo?
    private var completion: CompletionHandler?

    /// The jobs the user sent from this controller, oldest first (**ours**).
    public private(set) var printedJobs: [PrintJob] = []

    /// Whether one item can be printed: printable `Data`, a URL to printable data, or an `Image`.
    static func isPrintable(_ item: Any) -> Bool {
        switch item {
        case let data as Data: return canPrint(data)
        case let url as URL: return canPrint(url)
        case is Image: return true
        default: return false
        }
    }

    /// The content to print, or why there is none.
    private func content() -> Result<[Any], PrintRefusal> {
        let content: [Any]
        if let item { content = [item] } else if let items, !items.isEmpty { content = items } else { return .failure(.noContent) }
        guard content.allSatisfy(Self.isPrintable) else { return .failure(.notPrintable) }
        return .success(content)
    }

    private enum PrintRefusal: Error {
        case noContent, notPrintable
        var message: String {
            switch self {
            case .noContent: return "there is nothing to print (set printingItem or printingItems)"
            case .notPrintable: return "an item to print is neither PDF data nor an image Image I/O reads (canPrint is false)"
            }
        }
    }

    private func refuse(_ message: String) {
        let diagnostic = Diagnostic(code: .invalidValue, subject: "UIPrintInteractionController", message: message)
        diagnostic.report(in: world)
    }

    /// `present(animated:completionHandler:)`: shows the print options (a sheet on a phone). Returns `false`,
    /// showing nothing, when there is nothing printable to print or the options are already shown (each refused
    /// with `.invalidValue`); the completion handler is then not called. Otherwise the delegate hears
    /// `WillPresentPrinterOptions` and `DidPresentPrinterOptions`, and `completion` runs when the user prints or
    /// cancels, or the app dismisses. The print info is copied now: later changes to it are ignored, as UIKit's
    /// `printInfo` documentation says.
    @discardableResult
    public func present(animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        guard !isPresented else {
            refuse("present(animated:completionHandler:): the print options are already shown; nothing changed")
            return false
        }
        if case .failure(let refusal) = content() {
            refuse("present(animated:completionHandler:): \(refusal.message); nothing was shown")
            return false
        }
        isPresented = true
        presentedInfo = (printInfo ?? PrintInfo.printInfo()).copy()
        self.completion = completion
        delegate?.printInteractionControllerWillPresentPrinterOptions(self)
        // A delegate that cancelled or dismissed in `WillPresent` ended the presentation: no `DidPresent` after it.
        if isPresented { delegate?.printInteractionControllerDidPresentPrinterOptions(self) }
        return true
    }

    /// `present(from:in:animated:completionHandler:)`: the iPad popover form; ViewTree shows the same options.
    @discardableResult
    public func present(from rect: CGRect, in view: View, animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        present(animated: animated, completionHandler: completion)
    }

    /// `present(from:animated:completionHandler:)`: the iPad popover form from a bar button item; ViewTree shows the
    /// same options.
    @discardableResult
    public func present(from item: BarButtonItem, animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        present(animated: animated, completionHandler: completion)
    }

    /// `dismiss(animated:)`: takes the options away without printing; the completion handler hears `false`.
    /// Nothing happens when they are not shown.
    public func dismiss(animated: Bool) {
        guard isPresented else { return }
        finish(printed: nil)
    }

    /// Plays the user tapping Print with `copies` copies (**ours**): the options go, the job is recorded in
    /// `printedJobs` with the print info as presented, and the completion handler hears `true`. Refused with
    /// `.invalidValue`, leaving the options shown, when they are not shown, `copies` is below 1, or it is not 1
    /// while `showsNumberOfCopies` is off (the user cannot choose). Returns whether the job was sent.
    @discardableResult
    public func print(copies: Int = 1) -> Bool {
        guard isPresented else {
            refuse("print(copies:): the print options are not shown; nothing was printed")
            return false
        }
        guard copies >= 1, showsNumberOfCopies || copies == 1 else {
            refuse("print(copies: \(copies)): \(copies < 1 ? "at least one copy is printed" : "the options do not show the number of copies"); nothing was printed")
            return false
        }
        guard case .success(let content) = content() else {
            refuse("print(copies:): the content changed and can no longer be printed; nothing was printed")
            return false
        }
        finish(printed: PrintJob(printInfo: presentedInfo ?? PrintInfo.printInfo(), items: content, copies: copies))
        return true
    }

    /// Plays the user tapping Cancel (**ours**): the options go and the completion handler hears `false`.
    public func cancel() {
        guard isPresented else {
            refuse("cancel(): the print options are not shown")
            return
        }
        finish(printed: nil)
    }

    /// Ends the presentation: the options go (`WillDismiss`, `DidDismiss`), then, for a job, `WillStartJob`, the
    /// job and `DidFinishJob`; the completion handler last.
    private func finish(printed job: PrintJob?) {
        let handler = completion
        completion = nil
        isPresented = false
        presentedInfo = nil
        delegate?.printInteractionControllerWillDismissPrinterOptions(self)
        delegate?.printInteractionControllerDidDismissPrinterOptions(self)
        if let job {
            delegate?.printInteractionControllerWillStartJob(self)
            printedJobs.append(job)
            delegate?.printInteractionControllerDidFinishJob(self)
        }
        handler?(self, job != nil, nil)
    }
}

/// The kinds of data UIKit prints natively, told by their leading bytes.
enum PrintableKind: CaseIterable {
    case pdf, png, jpeg, gif, tiff, bmp, heic

    var uti: String {
        switch self {
        case .pdf: return "com.adobe.pdf"
        case .png: return "public.png"
        case .jpeg: return "public.jpeg"
        case .gif: return "com.compuserve.gif"
        case .tiff: return "public.tiff"
        case .bmp: return "com.microsoft.bmp"
        case .heic: return "public.heic"
        }
    }

    /// The kind of `data`, from its signature: `%PDF`, PNG's eight bytes, JPEG's `FF D8 FF`, `GIF8`, TIFF's
    /// `II*\0` / `MM\0*`, `BM`, or an ISO media file of brand `heic`/`heix`/`mif1`.
    init?(data: Data) {
        let bytes = [UInt8](data.prefix(12))
        func starts(_ prefix: [UInt8]) -> Bool { bytes.count >= prefix.count && Array(bytes.prefix(prefix.count)) == prefix }
        if starts([0x25, 0x50, 0x44, 0x46]) { self = .pdf }
        else if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { self = .png }
        else if starts([0xFF, 0xD8, 0xFF]) { self = .jpeg }
        else if starts([0x47, 0x49, 0x46, 0x38]) { self = .gif }
        else if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { self = .tiff }
        else if starts([0x42, 0x4D]) { self = .bmp }
        else if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8),
                ["heic", "heix", "mif1"].contains(String(decoding: bytes[8..<12], as: UTF8.self)) { self = .heic }
        else { return nil }
    }
}

extension ApplicationRecord {
    /// The world's shared print controller, made on first use.
    func printInteractionController(in world: Simulation) -> PrintInteractionController {
        if let controller = printing { return controller }
        let controller = PrintInteractionController(world: world)
        printing = controller
        return controller
    }
}
