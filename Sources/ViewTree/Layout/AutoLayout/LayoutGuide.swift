import Foundation

/// `UILayoutGuide`: a rectangle in a view's coordinate space that constraints can use.
open class LayoutGuide: LayoutAnchorProviding {
    /// What the guide stands for.
    enum Kind {
        /// A guide the app added: it has its own frame, found by the constraints.
        case custom
        /// A scroll view's `frameLayoutGuide`: its frame, in its own coordinate space.
        case scrollFrame
        /// A scroll view's `contentLayoutGuide`: the content area (0, 0, contentSize).
        case scrollContent
        /// A rectangle derived from the owner's geometry (safe area, margins, readable content, a
        /// controller's top or bottom layout guide): see `ViewControllers/SafeArea/`.
        case derived(DerivedLayoutGuide)
    }

    let kind: Kind
    /// The view the guide belongs to.
    public internal(set) weak var owningView: View?
    /// A name for logs.
    public var identifier: String

    /// A guide to add to a view with `addLayoutGuide(_:)`.
    public init() {
        kind = .custom
        identifier = ""
    }

    init(kind: Kind, owner: View, identifier: String) {
        self.kind = kind
        self.owningView = owner
        self.identifier = identifier
    }

    /// The owning view.
    public var layoutOwningView: View? { owningView }

    /// `UILayoutGuide:0x… 'identifier'`-like name.
    public var layoutDebugName: String {
        "LayoutGuide'\(identifier)'(\(owningView?.layoutDebugName ?? "nil"))"
    }

    /// `length` (`UILayoutSupport`, for a controller's `topLayoutGuide` and `bottomLayoutGuide`): the guide's
    /// height — how far the bars reach into the controller's view.
    public var length: CGFloat { layoutFrame.height }

    /// The guide's rectangle in the owning view's coordinates, after the last layout pass.
    public var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        switch kind {
        case .scrollFrame:
            return CGRect(origin: .zero, size: owner.bounds.size)
        case .scrollContent:
            let size = (owner as? ScrollView)?.contentSize ?? .zero
            return CGRect(origin: .zero, size: size)
        case .custom:
            // A solution beyond the coordinate limit (constants near greatestFiniteMagnitude) is no
            // frame: `.zero`, as for a guide the engine does not know, rather than an infinite one.
            let frame = owner.simulation?.layoutEngine.frame(of: self) ?? .zero
            return frame.isWithin(View.maximumCoordinate) ? frame : .zero
        case .derived(let kind):
            return kind.frame(in: owner)
        }
    }
}
