import Foundation

/// `UIDocumentPickerDelegate`: hears what the user did with a document picker. Both methods are optional in UIKit
/// (here they default to doing nothing). The picker has dismissed itself when either is called.
public protocol DocumentPickerDelegate: AnyObject {
    /// `documentPicker(_:didPickDocumentsAt:)`: the user picked documents (to open or import) or, when
    /// exporting, a destination (the exported documents' new URLs).
    func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// `documentPickerWasCancelled(_:)`: the user cancelled.
    func documentPickerWasCancelled(_ controller: DocumentPickerViewController)
}

extension DocumentPickerDelegate {
    /// Default: nothing.
    public func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    /// Default: nothing.
    public func documentPickerWasCancelled(_ controller: DocumentPickerViewController) {}
}

/// `UIDocumentPickerViewController`: the system's sheet for opening, importing or exporting documents (the Files
/// browser), presented modally. There is no Files app on Linux, so a test plays the user: `pickDocuments(at:)` or
/// `cancel()`. As on a device, the picker dismisses itself, and the delegate is told once it is gone (developers
/// present an alert from `documentPicker(_:didPickDocumentsAt:)`, which needs the picker off screen; a delegate that
/// calls `dismiss` there dismisses its own controller, a classic bug this reproduces). Content types are their
/// identifiers here (`"com.adobe.pdf"`); ViewTreeUIKit adds the `UTType` initialisers. No file is copied or moved:
/// the delegate gets the URLs the test gives (`asCopy` is kept).
open class DocumentPickerViewController: ViewController {
    /// `UIDocumentPickerMode` (deprecated in iOS 14), with UIKit's raw values.
    public enum Mode: UInt, Sendable, Hashable {
        /// `.import`: copies of the picked documents.
        case `import` = 0
        /// `.open`: the picked documents themselves.
        case open = 1
        /// `.exportToService`: copies of the app's documents, put where the user picks.
        case exportToService = 2
        /// `.moveToService`: the app's documents, moved where the user picks.
        case moveToService = 3
    }

    /// `delegate` (weak, as UIKit's).
    public weak var delegate: DocumentPickerDelegate?
    /// `allowsMultipleSelection` (iOS 11): whether the user may pick more than one document. Default `false`.
    open var allowsMultipleSelection = false
    /// `shouldShowFileExtensions` (iOS 13): whether the browser shows extensions. Default `false`. Kept.
    open var shouldShowFileExtensions = false
    /// `directoryURL` (iOS 13): the folder the picker starts in. Default `nil` (the last one). Kept.
    open var directoryURL: URL?
    /// `documentPickerMode`: what the picker does with what the user picks.
    public let documentPickerMode: Mode
    /// The type identifiers the user may open (none when exporting).
    public let contentTypeIdentifiers: [String]
    /// The documents to export (none when opening).
    public let urlsToExport: [URL]
    /// Whether the picked or exported documents are copies (`asCopy`; `.import` and `.exportToService` are).
    public let asCopy: Bool

    /// The designated initialiser every form comes to.
    init(mode: Mode, contentTypeIdentifiers: [String], urls: [URL], asCopy: Bool) {
        documentPickerMode = mode
        self.contentTypeIdentifiers = contentTypeIdentifiers
        urlsToExport = urls
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }

    /// `init(forOpeningContentTypes:asCopy:)` (iOS 14) with the types' identifiers: opens (or, `asCopy`, imports)
    /// documents of those types.
    public convenience init(forOpeningContentTypeIdentifiers identifiers: [String], asCopy: Bool = false) {
        self.init(mode: asCopy ? .import : .open, contentTypeIdentifiers: identifiers, urls: [], asCopy: asCopy)
    }

    /// `init(forExporting:asCopy:)` (iOS 14): exports (`asCopy`) or moves the documents at `urls` where the user picks.
    public convenience init(forExporting urls: [URL], asCopy: Bool = false) {
        self.init(mode: asCopy ? .exportToService : .moveToService, contentTypeIdentifiers: [], urls: urls, asCopy: asCopy)
    }

    /// `init(forExporting:)` (iOS 14): `init(forExporting:asCopy: false)`, the documents moved.
    public convenience init(forExporting urls: [URL]) { self.init(forExporting: urls, asCopy: false) }

    /// `init(documentTypes:in:)` (deprecated in iOS 14): opening or importing documents of the types.
    public convenience init(documentTypes allowedUTIs: [String], in mode: Mode) {
        self.init(mode: mode, contentTypeIdentifiers: allowedUTIs, urls: [], asCopy: mode == .import || mode == .exportToService)
    }

    /// `init(url:in:)` (deprecated in iOS 14): exporting or moving one document.
    public convenience init(url: URL, in mode: Mode) {
        self.init(mode: mode, contentTypeIdentifiers: [], urls: [url], asCopy: mode == .import || mode == .exportToService)
    }

    /// `initWithCoder:`: ViewTree decodes no document pickers (`nil`), as UIKit makes them in code only.
    public required init?(coder: NSCoder) { nil }

    override var libraryClassName: String { "DocumentPickerViewController" }

    // MARK: What the user does

    /// The user picked the documents at `urls` (or, when exporting, the destinations they went to): the picker
    /// dismisses itself, then tells its delegate `documentPicker(_:didPickDocumentsAt:)`. Picking nothing, or more
    /// than one without `allowsMultipleSelection`, is rejected with a diagnostic (the user cannot); the picker stays.
    public func pickDocuments(at urls: [URL]) {
        guard !urls.isEmpty, allowsMultipleSelection || urls.count == 1 else {
            let problem = urls.isEmpty ? "no document" : "\(urls.count) documents without allowsMultipleSelection"
            return rejectPick("pickDocuments(at:) with \(problem): the user cannot pick that; the picker stays")
        }
        finish { $1.documentPicker($0, didPickDocumentsAt: urls) }
    }

    /// The user tapped Cancel: the picker dismisses itself, then tells its delegate `documentPickerWasCancelled(_:)`.
    public func cancel() {
        finish { $1.documentPickerWasCancelled($0) }
    }

    /// Dismisses the picker (when it is presented), then tells the delegate.
    private func finish(_ tell: @escaping (DocumentPickerViewController, DocumentPickerDelegate) -> Void) {
        guard let presenter = presentingViewController else {
            if let delegate { tell(self, delegate) }
            return
        }
        presenter.dismiss(animated: true) { [weak self] in
            guard let self, let delegate = self.delegate else { return }
            tell(self, delegate)
        }
    }

    private func rejectPick(_ message: String) {
        let diagnostic = Diagnostic(code: .invalidValue, subject: "DocumentPickerViewController", message: message)
        diagnostic.report(in: simulation ?? Simulation.current)
    }
}
