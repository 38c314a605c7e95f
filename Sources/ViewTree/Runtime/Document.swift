import Foundation

/// `UIDocument`: a document stored in a file, read and written through a subclass's
/// `load(fromContents:ofType:)` and `contents(forType:)`, with change tracking and autosaving.
///
/// The file is really read and written (`Data` contents, written atomically); completion handlers run on the
/// next turn of the world the document was made in (UIKit calls them back later, on the main queue), or at once
/// with no world. State changes post `Document.stateChangedNotification` to that world's `notificationCenter`.
/// Autosaving happens `Document.autosaveDelay` seconds of virtual time after a change leaves unsaved changes, and
/// on `close`.
open class Document {
    /// `UIDocument.State`, with UIKit's bits.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Open, with no conflict, error or restriction.
        public static let normal: State = []
        /// Not open (before `open`, after `close`).
        public static let closed = State(rawValue: 1 << 0)
        /// Versions conflict (never, in one process).
        public static let inConflict = State(rawValue: 1 << 1)
        /// The last save failed.
        public static let savingError = State(rawValue: 1 << 2)
        /// Editing is disabled (`disableEditing()`).
        public static let editingDisabled = State(rawValue: 1 << 3)
        /// A `progress` is available.
        public static let progressAvailable = State(rawValue: 1 << 4)
    }

    /// `UIDocument.ChangeKind`, with UIKit's raw values.
    public enum ChangeKind: Int, Sendable {
        case done = 0, undone = 1, redone = 2, cleared = 3
    }

    /// `UIDocument.SaveOperation`, with UIKit's raw values.
    public enum SaveOperation: Int, Sendable {
        case forCreating = 0, forOverwriting = 1
    }

    /// `UIDocument.stateChangedNotification`.
    public static let stateChangedNotification = Notification.Name("UIDocumentStateChangedNotification")

    /// How long after a change the document autosaves, in seconds of virtual time. UIKit documents only that it
    /// autosaves "periodically" when there are unsaved changes; the figure is ours (tests that need the save sooner
    /// call `autosave`, `save` or `close`).
    public static let autosaveDelay: TimeInterval = 20

    /// `fileURL`.
    public let fileURL: URL
    /// `documentState`: `.closed` until opened.
    public private(set) var documentState: State = .closed
    /// `fileModificationDate`: the file's modification date when it was last read or written here.
    open var fileModificationDate: Date?
    /// `undoManager`: the document's own, made on first use (it does not count changes: call `updateChangeCount`).
    open var undoManager: UndoManager! {
        get { if storedUndoManager == nil { storedUndoManager = UndoManager() }; return storedUndoManager }
        set { storedUndoManager = newValue }
    }
    private var storedUndoManager: UndoManager?
    /// `progress`: none (reading and writing finish at once).
    open var progress: Progress? { nil }

    private var changeCount = 0
    private var autosavePending = false
    private weak var world: Simulation?

    /// `init(fileURL:)`: a closed document for the file (which need not exist yet: save it `.forCreating`).
    public init(fileURL url: URL) {
        fileURL = url
        world = Simulation.current
    }

    /// `localizedName`: the file's name without its extension.
    open var localizedName: String { fileURL.deletingPathExtension().lastPathComponent }

    /// `fileType`: the uniform type identifier of the file's extension (`public.json`, `public.plain-text`, …);
    /// `nil` for an extension ViewTree does not know (an app's own types are declared in its Info.plist).
    open var fileType: String? { Document.typeIdentifiers[fileURL.pathExtension.lowercased()] }

    /// The identifiers `fileType` knows, by extension.
    static let typeIdentifiers = ["json": "public.json", "txt": "public.plain-text", "text": "public.plain-text",
                                  "png": "public.png", "jpg": "public.jpeg", "jpeg": "public.jpeg", "pdf": "com.adobe.pdf",
                                  "rtf": "public.rtf", "html": "public.html", "xml": "public.xml", "csv": "public.comma-separated-values-text"]

    // MARK: Subclass hooks

    /// `load(fromContents:ofType:)`: the subclass reads its model from the file's contents (`Data`).
    open func load(fromContents contents: Any, ofType typeName: String?) throws {}

    /// `contents(forType:)`: the subclass's model as contents to write (`Data`). The default writes nothing.
    open func contents(forType typeName: String) throws -> Any { Data() }

    /// `read(from:)`: reads the file and calls `load(fromContents:ofType:)`.
    open func read(from url: URL) throws {
        let data = try Data(contentsOf: url)
        try load(fromContents: data, ofType: fileType)
        fileModificationDate = Document.modificationDate(of: url)
    }

    /// `writeContents(_:andAttributes:safelyTo:for:)`: writes `Data` contents atomically.
    open func writeContents(_ contents: Any, andAttributes additionalFileAttributes: [AnyHashable: Any]? = nil,
                            safelyTo url: URL, for saveOperation: SaveOperation) throws {
        guard let data = contents as? Data else {
            throw NSError(domain: NSCocoaErrorDomain, code: 512, // NSFileWriteUnknownError
                          userInfo: [NSLocalizedDescriptionKey: "contents(forType:) returned \(type(of: contents)), not Data: ViewTree writes Data contents only"])
        }
        try data.write(to: url, options: .atomic)
        fileModificationDate = Document.modificationDate(of: url)
    }

    /// `fileAttributesToWrite(to:for:)`: attributes to write with the file (a thumbnail, a hidden extension).
    /// The default has none; what a subclass returns reaches `writeContents(_:andAttributes:safelyTo:for:)`, which
    /// writes the contents only.
    open func fileAttributesToWrite(to url: URL, for saveOperation: SaveOperation) throws -> [AnyHashable: Any] { [:] }

    /// `handleError(_:userInteractionPermitted:)`: records the error (`lastError`) and finishes handling it.
    open func handleError(_ error: Error, userInteractionPermitted: Bool) {
        lastError = error
        finishedHandlingError(error, recovered: false)
    }

    /// `finishedHandlingError(_:recovered:)`.
    open func finishedHandlingError(_ error: Error, recovered: Bool) {}

    /// The last error `handleError` received (ViewTree's, for tests).
    public private(set) var lastError: Error?

    // MARK: Opening, saving, closing

    /// `open(completionHandler:)`: reads the file; `true` and `.normal` on success.
    open func open(completionHandler: ((Bool) -> Void)? = nil) {
        reread(from: fileURL, opening: true, completionHandler)
    }

    /// `save(to:for:completionHandler:)`: writes `contents(forType:)` to `url`. A document saved `.forCreating` is open
    /// afterwards, as UIKit's.
    open func save(to url: URL, for saveOperation: SaveOperation, completionHandler: ((Bool) -> Void)? = nil) {
        do {
            let contents = try contents(forType: fileType ?? "")
            let attributes = try fileAttributesToWrite(to: url, for: saveOperation)
            try writeContents(contents, andAttributes: attributes, safelyTo: url, for: saveOperation)
            changeCount = 0
            setState(documentState.subtracting([.closed, .savingError]))
            finish(completionHandler, true)
        } catch {
            setState(documentState.union(.savingError))
            handleError(error, userInteractionPermitted: false)
            finish(completionHandler, false)
        }
    }

    /// `autosave(completionHandler:)`: saves over the file when there are unsaved changes; `true` otherwise.
    open func autosave(completionHandler: ((Bool) -> Void)? = nil) {
        guard hasUnsavedChanges, !documentState.contains(.closed) else { finish(completionHandler, true); return }
        save(to: fileURL, for: .forOverwriting, completionHandler: completionHandler)
    }

    /// `close(completionHandler:)`: autosaves unsaved changes, then closes; the handler gets whether the save (if
    /// any) succeeded.
    open func close(completionHandler: ((Bool) -> Void)? = nil) {
        autosave { success in
            self.setState(self.documentState.union(.closed))
            completionHandler?(success)
        }
    }

    /// `revert(toContentsOf:completionHandler:)`: reads the file again, dropping unsaved changes.
    open func revert(toContentsOf url: URL, completionHandler: ((Bool) -> Void)? = nil) {
        reread(from: url, opening: false, completionHandler)
    }

    /// Reads the file at `url` (no unsaved changes after), opening the document when `opening`.
    private func reread(from url: URL, opening: Bool, _ completion: ((Bool) -> Void)?) {
        do {
            try read(from: url)
            changeCount = 0
            if opening { setState(documentState.subtracting([.closed, .savingError])) }
            finish(completion, true)
        } catch {
            handleError(error, userInteractionPermitted: true)
            finish(completion, false)
        }
    }

    // MARK: Changes

    /// `hasUnsavedChanges`.
    open var hasUnsavedChanges: Bool { changeCount != 0 }

    /// `updateChangeCount(_:)`: records a change; unsaved changes are autosaved `autosaveDelay` later.
    open func updateChangeCount(_ change: ChangeKind) {
        switch change {
        case .done, .redone: changeCount += 1
        case .undone: changeCount -= 1
        case .cleared: changeCount = 0
        }
        scheduleAutosave()
    }

    /// `disableEditing()` / `enableEditing()`.
    open func disableEditing() { setState(documentState.union(.editingDisabled)) }
    open func enableEditing() { setState(documentState.subtracting(.editingDisabled)) }

    /// The file system's modification date of the file at `url`.
    static func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    private func scheduleAutosave() {
        guard hasUnsavedChanges, !autosavePending, let world else { return }
        autosavePending = true
        world.scheduledTimer(withTimeInterval: Document.autosaveDelay, repeats: false) { [weak self] _ in
            guard let self else { return }
            self.autosavePending = false
            self.autosave()
        }
    }

    private func setState(_ state: State) {
        guard state != documentState else { return }
        documentState = state
        world?.notificationCenter.post(name: Document.stateChangedNotification, object: self)
    }

    private func finish(_ completion: ((Bool) -> Void)?, _ success: Bool) {
        guard let completion else { return }
        Simulation.performOnNextTurn(of: world) { completion(success) }
    }
}
