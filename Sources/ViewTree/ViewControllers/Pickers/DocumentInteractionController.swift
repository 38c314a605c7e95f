import Foundation

/// `UIDocumentInteractionControllerDelegate`: supplies the controller a document preview is presented on, and hears
/// the preview begin and end. Every method is optional in UIKit (UIDocumentInteractionController.h); here each has a
/// default. Without `documentInteractionControllerViewControllerForPreview(_:)` no preview can be shown.
public protocol DocumentInteractionControllerDelegate: AnyObject {
    /// `documentInteractionControllerViewControllerForPreview(_:)`: the controller the preview is presented on
    /// ("This method is required if preview is supported"). The default (not implemented) makes
    /// `presentPreview(animated:)` return `false`.
    func documentInteractionControllerViewControllerForPreview(_ controller: DocumentInteractionController) -> ViewController
    /// `documentInteractionControllerRectForPreview(_:)`: where the preview's zoom starts. Default: the view's bounds.
    func documentInteractionControllerRectForPreview(_ controller: DocumentInteractionController) -> CGRect
    /// `documentInteractionControllerViewForPreview(_:)`: the view the preview zooms from; `nil` (the default) fades.
    func documentInteractionControllerViewForPreview(_ controller: DocumentInteractionController) -> View?
    /// `documentInteractionControllerWillBeginPreview(_:)`: before the preview is presented.
    func documentInteractionControllerWillBeginPreview(_ controller: DocumentInteractionController)
    /// `documentInteractionControllerDidEndPreview(_:)`: after the preview was dismissed.
    func documentInteractionControllerDidEndPreview(_ controller: DocumentInteractionController)
}

extension DocumentInteractionControllerDelegate {
    /// Not implemented: no preview (the controller notes it, and the controller returned is never presented).
    public func documentInteractionControllerViewControllerForPreview(_ controller: DocumentInteractionController) -> ViewController {
        controller.delegateSuppliesNoPreviewController = true
        return ViewController()
    }
    /// Default: `.zero` (UIKit then uses the view's bounds).
    public func documentInteractionControllerRectForPreview(_ controller: DocumentInteractionController) -> CGRect { .zero }
    /// Default: `nil`.
    public func documentInteractionControllerViewForPreview(_ controller: DocumentInteractionController) -> View? { nil }
    /// Default: nothing.
    public func documentInteractionControllerWillBeginPreview(_ controller: DocumentInteractionController) {}
    /// Default: nothing.
    public func documentInteractionControllerDidEndPreview(_ controller: DocumentInteractionController) {}
}

/// `UIDocumentInteractionController`: previews a file (Quick Look) on a controller its delegate supplies.
/// `presentPreview(animated:)` presents a full-screen preview controller titled with the document's `name` on the
/// delegate's controller and returns `true`; `false`, with nothing presented, when the delegate supplies no
/// controller or the presentation is refused. Dismissing the preview (`dismissPreview(animated:)`, or dismissing its
/// presenter's presented controller) tells the delegate `documentInteractionControllerDidEndPreview(_:)`. ViewTree has
/// no other apps and no Quick Look renderer: the "Open in" and options menus are not modelled, and the preview shows
/// no content. An object, not a view controller, as in UIKit: keep a strong reference while it is in use.
open class DocumentInteractionController {
    /// `delegate` (weak, as UIKit's).
    public weak var delegate: DocumentInteractionControllerDelegate?
    /// `url`: the document. Setting it makes `name` its last path component and `uti` its extension's type.
    open var url: URL? {
        didSet {
            name = url?.lastPathComponent
            uti = url.flatMap { Document.typeIdentifiers[$0.pathExtension.lowercased()] }
        }
    }
    /// `uti`: the document's type identifier (`"com.adobe.pdf"`), from the URL's extension; `nil` for an extension
    /// ViewTree does not know. Set it for a custom type.
    open var uti: String?
    /// `name`: the document's name, from the URL; set it when the URL does not tell it.
    open var name: String?
    /// `annotation`: property-list information for the receiving app. Kept (there is no other app).
    open var annotation: Any?
    /// The preview presented now, if any.
    public private(set) weak var previewController: ViewController?
    /// Set by the delegate's default `documentInteractionControllerViewControllerForPreview(_:)`.
    var delegateSuppliesNoPreviewController = false
    /// Set while `presentPreview(animated:)` asks its delegate and presents: a call from inside (the delegate's
    /// `…WillBeginPreview`) is refused, instead of beginning previews for ever.
    private var isBeginningPreview = false

    /// `init(url:)` (`interactionControllerWithURL:`): a controller for the document at `url`.
    public init(url: URL) {
        self.url = url
        name = url.lastPathComponent
        uti = Document.typeIdentifiers[url.pathExtension.lowercased()]
    }

    /// `icons`: the document's icons, smallest first. ViewTree has no icon set: one generic document icon (UIKit
    /// returns "a generic document icon if an icon cannot be determined").
    open var icons: [Image] { [Image(name: "doc", size: DocumentInteractionController.genericIconSize)] }
    /// The generic icon's size: 64 × 64 pt (ours; UIKit's sizes depend on the device).
    public static let genericIconSize = CGSize(width: 64, height: 64)

    /// `presentPreview(animated:)`: presents the full-screen preview on the delegate's controller (after
    /// `documentInteractionControllerWillBeginPreview(_:)`). Returns `false`, with nothing presented or told, when
    /// there is no delegate, the delegate supplies no controller, or the presentation is refused (the controller is
    /// not in a window, or already presents another).
    @discardableResult
    open func presentPreview(animated: Bool) -> Bool {
        guard !isBeginningPreview else {
            let presenter = delegate?.documentInteractionControllerViewControllerForPreview(self)
            Diagnostic(code: .viewController, subject: "DocumentInteractionController",
                       message: "presentPreview(animated:) for \"\(name ?? "a document")\" was called while its preview is beginning (from the delegate's documentInteractionControllerWillBeginPreview); refused, the preview being presented stays")
                .report(in: presenter?.viewIfLoaded?.simulation ?? Simulation.current)
            return false
        }
        guard previewController == nil, let delegate else { return false }
        isBeginningPreview = true
        defer { isBeginningPreview = false }
        delegateSuppliesNoPreviewController = false
        let presenter = delegate.documentInteractionControllerViewControllerForPreview(self)
        guard !delegateSuppliesNoPreviewController,
              presenter.viewIfLoaded?.window != nil, presenter.presentedViewController == nil else { return false }
        let preview = DocumentPreviewController(interaction: self)
        delegate.documentInteractionControllerWillBeginPreview(self)
        presenter.present(preview, animated: animated)
        guard presenter.presentedViewController === preview else { return false }
        previewController = preview
        return true
    }

    /// `dismissPreview(animated:)`: dismisses the preview if it is shown.
    open func dismissPreview(animated: Bool) {
        previewController?.dismiss(animated: animated)
    }

    /// The preview left the screen.
    func previewDidEnd() {
        previewController = nil
        delegate?.documentInteractionControllerDidEndPreview(self)
    }
}

/// The full-screen preview (UIKit's Quick Look controller), titled with the document's name.
final class DocumentPreviewController: ViewController {
    private weak var interaction: DocumentInteractionController?

    init(interaction: DocumentInteractionController) {
        self.interaction = interaction
        super.init(nibName: nil, bundle: nil)
        title = interaction.name
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isBeingDismissed || presentingViewController == nil { interaction?.previewDidEnd() }
    }
}
