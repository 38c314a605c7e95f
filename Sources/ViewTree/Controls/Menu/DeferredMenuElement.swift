import Foundation

/// ViewTree's `UIDeferredMenuElement` (iOS 14): a placeholder in a menu that the elements its provider hands to
/// the completion handler replace, when the menu is shown.
///
/// As UIKit documents it (`UIDeferredMenuElement`, `init(_:)`, `uncached(_:)`): the provider is called when a menu
/// holding the element is shown (a button's tap or press and hold, a bar button item's tap, a context or edit
/// menu's presentation); a loading row stands in for it until the completion handler is called, at once or later
/// (after a network answer, or `DispatchQueue.main.asyncAfter`). An element made with `init(_:)` calls its
/// provider once, the first time it is shown, and keeps the elements for every later showing, in any menu; one
/// made with `uncached(_:)` calls it each time it is shown.
///
/// A shown menu's `visibleChildren`, `allActions` and `performAction(titled:sender:)` see the provided elements in
/// the placeholder's place (none while loading: the loading row cannot be chosen). `children` keeps the
/// placeholder itself, as UIKit's does. Calling a completion handler a second time changes nothing and is
/// reported (`.invalidValue`); a handler from an earlier showing of an uncached element is ignored.
///
/// The element keeps its provider, and the menu keeps the element: a provider that captures the view controller
/// owning the menu's button keeps it alive (as in UIKit); capture it `weak`.
public final class DeferredMenuElement: MenuElement {
    /// The provider's completion handler: the elements to show in the placeholder's place.
    public typealias Completion = ([MenuElement]) -> Void
    /// The closure that is asked for the elements, with the completion handler to call.
    public typealias Provider = (@escaping Completion) -> Void

    private let provider: Provider
    /// `false` for `uncached(_:)`.
    public let isCached: Bool
    /// The elements the provider gave for the latest showing; `nil` before it was shown or while it loads.
    public private(set) var providedElements: [MenuElement]?
    /// How many times the provider was called.
    public private(set) var providerCallCount = 0

    /// `UIDeferredMenuElement(_:)`: the provider is called once, the first time the element is shown; its
    /// elements are kept.
    public convenience init(_ elementProvider: @escaping Provider) {
        self.init(provider: elementProvider, cached: true)
    }

    /// `UIDeferredMenuElement.uncached(_:)` (iOS 15): the provider is called each time the element is shown.
    public static func uncached(_ elementProvider: @escaping Provider) -> DeferredMenuElement {
        DeferredMenuElement(provider: elementProvider, cached: false)
    }

    private init(provider: @escaping Provider, cached: Bool) {
        self.provider = provider
        isCached = cached
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// Whether the loading row shows: the provider was called and has not completed.
    public var isLoading: Bool { providerCallCount > 0 && providedElements == nil }

    /// A menu holding the element is being shown: the provider is asked, unless a cached element has (or is
    /// loading) its elements.
    func willBeShown() {
        if isCached, providerCallCount > 0 { return }
        providedElements = nil
        providerCallCount += 1
        let showing = providerCallCount
        var completed = false
        provider { [weak self] elements in
            guard let self else { return }
            guard !completed else {
                Simulation.current?.report(Diagnostic(code: .invalidValue, subject: "UIDeferredMenuElement",
                    message: "its completion handler was called again; the elements of the first call stay"))
                return
            }
            completed = true
            // An uncached element shown again since: this answer is for a menu no longer on screen.
            guard showing == self.providerCallCount else { return }
            self.providedElements = elements
        }
    }
}

extension Menu {
    /// The children as a shown menu lists them: each deferred element replaced by what it provided (nothing while
    /// it loads).
    var resolvedChildren: [MenuElement] {
        children.flatMap { child -> [MenuElement] in
            guard let deferred = child as? DeferredMenuElement else { return [child] }
            return deferred.providedElements ?? []
        }
    }

    /// The menu is being shown: its deferred elements ask their providers, and so do those of its submenus (ViewTree
    /// opens no submenu on its own, so a submenu's elements are asked for with the menu's, not when it opens). Depth
    /// first, with a stack of its own: a menu nested 20,000 deep overflowed the call stack when each level was a call.
    func willBeShown() {
        var frames: [(children: [MenuElement], next: Int)] = [(children, 0)]
        while let top = frames.indices.last {
            guard frames[top].next < frames[top].children.count else {
                frames.removeLast()
                continue
            }
            let child = frames[top].children[frames[top].next]
            frames[top].next += 1
            if let deferred = child as? DeferredMenuElement {
                deferred.willBeShown()
            } else if let submenu = child as? Menu {
                frames.append((submenu.children, 0))
            }
        }
    }
}
