import Foundation

/// `UIDocumentBrowserViewControllerDelegate` (iOS 11): what the browser tells its app. Every member has UIKit's
/// default (nothing happens).
public protocol DocumentBrowserViewControllerDelegate: AnyObject {
    /// `documentBrowser(_:didRequestDocumentCreationWithHandler:)`: the user tapped Create Document; call the handler
    /// with a template file's URL and how to import it (`nil` or `.none`: cancelled).
    func documentBrowser(_ controller: DocumentBrowserViewController,
                         didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, DocumentBrowserViewController.ImportMode) -> Void)
    /// `documentBrowser(_:didPickDocumentsAt:)` (iOS 12): the user opened documents.
    func documentBrowser(_ controller: DocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL])
    /// `documentBrowser(_:didPickDocumentURLs:)` (iOS 11): the same, under iOS 11's name. ViewTree calls both (a
    /// delegate implements one; the other's default does nothing).
    func documentBrowser(_ controller: DocumentBrowserViewController, didPickDocumentURLs documentURLs: [URL])
    /// `documentBrowser(_:didImportDocumentAt:toDestinationURL:)`: a created document was imported.
    func documentBrowser(_ controller: DocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL)
    /// `documentBrowser(_:failedToImportDocumentAt:error:)`.
    func documentBrowser(_ controller: DocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: Error?)
}

extension DocumentBrowserViewControllerDelegate {
    public func documentBrowser(_ controller: DocumentBrowserViewController,
                                didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, DocumentBrowserViewController.ImportMode) -> Void) {
        importHandler(nil, .none)
    }
    public func documentBrowser(_ controller: DocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {}
    public func documentBrowser(_ controller: DocumentBrowserViewController, didPickDocumentURLs documentURLs: [URL]) {}
    public func documentBrowser(_ controller: DocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL) {}
    public func documentBrowser(_ controller: DocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: Error?) {}
}

/// `UIDocumentBrowserViewController` (iOS 11): the Files-like browser a document app starts in (Xcode's document
/// app template and the CS193p document apps make it the root controller). ViewTree shows no files: a test plays
/// the user with `createDocument()` and `pickDocuments(at:)`, and the browser calls its delegate as UIKit's does.
/// Created documents are imported into `documentsDirectory`.
open class DocumentBrowserViewController: ViewController {
    /// `UIDocumentBrowserViewController.ImportMode`, with UIKit's raw values.
    public enum ImportMode: UInt, Sendable {
        /// Nothing is imported (the creation was cancelled).
        case none = 0
        /// The template is copied.
        case copy = 1
        /// The template is moved.
        case move = 2
    }

    /// `UIDocumentBrowserViewController.BrowserUserInterfaceStyle`, with UIKit's raw values.
    public enum BrowserUserInterfaceStyle: UInt, Sendable {
        case white = 0, light = 1, dark = 2
    }

    /// `delegate` (weak, as UIKit's).
    public weak var delegate: DocumentBrowserViewControllerDelegate?
    /// `allowsDocumentCreation`: default `true`; `createDocument()` does nothing when `false`.
    open var allowsDocumentCreation = true
    /// `allowsPickingMultipleItems`: default `true`; with `false`, `pickDocuments(at:)` opens the first only.
    open var allowsPickingMultipleItems = true
    /// `allowedContentTypes`: the type identifiers given at creation (`nil`: the app's document types).
    public let allowedContentTypes: [String]?
    /// `shouldShowFileExtensions` (kept).
    open var shouldShowFileExtensions = false
    /// `browserUserInterfaceStyle` (kept).
    open var browserUserInterfaceStyle: BrowserUserInterfaceStyle = .white
    /// `additionalLeadingNavigationBarButtonItems` / `additionalTrailingNavigationBarButtonItems` (kept).
    open var additionalLeadingNavigationBarButtonItems: [BarButtonItem] = []
    open var additionalTrailingNavigationBarButtonItems: [BarButtonItem] = []
    /// Where created documents are imported (ViewTree's: the app's Documents folder on a device). Default: a folder
    /// named `Documents` in the temporary directory.
    public var documentsDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("Documents")

    /// `init(forOpeningFilesWithContentTypes:)`.
    public init(forOpeningFilesWithContentTypes allowedContentTypes: [String]?) {
        self.allowedContentTypes = allowedContentTypes
        super.init(nibName: nil, bundle: nil)
    }

    /// `initWithCoder:`: a browser from a storyboard, for the app's document types.
    public required init?(coder: NSCoder) {
        allowedContentTypes = nil
        super.init(coder: coder)
    }

    // MARK: What the user does

    /// The user tapped Create Document: asks the delegate for a template and imports it (copied or moved into
    /// `documentsDirectory`, under a name not taken there), then tells the delegate where it went, or that it failed.
    public func createDocument() {
        guard allowsDocumentCreation, let delegate else { return }
        delegate.documentBrowser(self, didRequestDocumentCreationWithHandler: { [weak self] url, mode in
            guard let self, let url, mode != .none else { return }
            do {
                try FileManager.default.createDirectory(at: self.documentsDirectory, withIntermediateDirectories: true)
                guard let destination = try self.transfer(url, into: self.documentsDirectory, mode: mode) else { return }
                self.delegate?.documentBrowser(self, didImportDocumentAt: url, toDestinationURL: destination)
            } catch {
                self.delegate?.documentBrowser(self, failedToImportDocumentAt: url, error: error)
            }
        })
    }

    /// The user opened documents: the delegate's `didPickDocumentsAt` (and iOS 11's `didPickDocumentURLs`).
    public func pickDocuments(at urls: [URL]) {
        guard let delegate, !urls.isEmpty else { return }
        let picked = allowsPickingMultipleItems ? urls : [urls[0]]
        delegate.documentBrowser(self, didPickDocumentsAt: picked)
        delegate.documentBrowser(self, didPickDocumentURLs: picked)
    }

    // MARK: UIKit's methods

    /// `revealDocument(at:importIfNeeded:completion:)`: the document is shown (there is nothing to scroll to);
    /// the completion gets its URL on the next turn.
    open func revealDocument(at url: URL, importIfNeeded: Bool, completion: ((URL?, Error?) -> Void)? = nil) {
        guard let completion else { return }
        Simulation.performOnNextTurn(of: simulation ?? Simulation.current) { completion(url, nil) }
    }

    /// `importDocument(at:nextToDocumentAt:mode:completionHandler:)`: copies or moves the file into the folder of
    /// `neighbourURL`; the handler gets the new URL or the error, on the next turn.
    open func importDocument(at documentURL: URL, nextToDocumentAt neighbourURL: URL, mode: ImportMode,
                             completionHandler: @escaping (URL?, Error?) -> Void) {
        var result: (URL?, Error?) = (nil, nil)
        do {
            result = (try transfer(documentURL, into: neighbourURL.deletingLastPathComponent(), mode: mode), nil)
        } catch {
            result = (nil, error)
        }
        Simulation.performOnNextTurn(of: simulation ?? Simulation.current) { completionHandler(result.0, result.1) }
    }

    /// Copies or moves the file at `url` into `folder`, under a name not taken there; `nil` for `.none`.
    private func transfer(_ url: URL, into folder: URL, mode: ImportMode) throws -> URL? {
        guard mode != .none else { return nil }
        let destination = try uniqueLocation(for: url, in: folder)
        if mode == .move { try FileManager.default.moveItem(at: url, to: destination) } else {
            try FileManager.default.copyItem(at: url, to: destination)
        }
        return destination
    }

    /// `url`'s file name in `folder`, with " 2", " 3", … before the extension while the name is taken, as Files names copies.
    private func uniqueLocation(for url: URL, in folder: URL) throws -> URL {
        let base = url.deletingPathExtension().lastPathComponent, ext = url.pathExtension
        var candidate = folder.appendingPathComponent(url.lastPathComponent)
        var n = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            let name = "\(base) \(n)"
            candidate = folder.appendingPathComponent(ext.isEmpty ? name : "\(name).\(ext)")
            n += 1
        }
        return candidate
    }
}
