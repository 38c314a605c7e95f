/// What the subviews of one view share: their way back to it, and the window they are in.
///
/// A view made its superview's link when it was added (`View.superviewLink`), and holds it
/// strongly; the link refers to the superview weakly. So a child still never keeps its parent
/// alive (the ownership rule), but the tree forms one weak reference per *parent* (the link's)
/// instead of two per view (a weak superview and a weak window in every view): forming a weak
/// reference, and loading one, is an atomic operation on the referent's side table, and a third
/// of adding a view to a tree went into them (issue #21). `child.superviewLink === parent's link`
/// asks "is this my subview?" with two loads and no reference counted.
///
/// A parent makes its link with its first subview and keeps it for life (it lives in the
/// parent's `SubviewStorage`), so the identity test above is exact. Once the parent is gone, a
/// child that outlived it (kept by the test) reads `superview == nil` through the weak
/// reference, by construction, as before.
final class SuperviewLink {
    /// The superview, while it exists. Weak: parents own children, never the other way round.
    weak var view: View?
    /// The window the superview's subviews are in: the superview's own window's link (a `Window`'s
    /// own when the superview is a window), or nil. Kept current for the whole subtree when it
    /// moves (`View.setWindowOnSubtree`); a leaf stores no window of its own.
    @exclusivity(unchecked) var windowLink: WindowLink?

    init(view: View, windowLink: WindowLink?) {
        self.view = view
        self.windowLink = windowLink
    }
}

/// What the views in a window hold of it: one small object per window, which the window owns and
/// the links of its subtree's parents share (`SuperviewLink.windowLink`).
///
/// It refers to the window weakly, and says whether the window is still alive without loading it
/// (`isAlive`, cleared as the window's `deinit` begins — exactly when the weak reference starts
/// reading nil), so moving a view into a tree decides whether its window changes by comparing
/// links, without a weak load of either window (issue #21).
final class WindowLink {
    /// The window, while it exists.
    weak var window: Window?
    /// `true` from the window's creation until its `deinit` begins.
    @exclusivity(unchecked) var isAlive = true

    /// The link if its window is alive, else nil: what "the window" compares as.
    @inline(__always)
    var ifAlive: WindowLink? { isAlive ? self : nil }

    /// Whether `a` and `b` stand for the same window, a link whose window is gone standing for
    /// none (`a?.ifAlive === b?.ifAlive`), asked without taking a reference to either (issue #21:
    /// each reference taken and dropped is two atomic operations, and every view added asks this).
    @inline(__always)
    static func sameWindow(_ a: WindowLink?, _ b: WindowLink?) -> Bool {
        aliveIdentity(a) == aliveIdentity(b)
    }

    @inline(__always)
    private static func aliveIdentity(_ link: WindowLink?) -> ObjectIdentifier? {
        guard let link, link.isAlive else { return nil }
        return ObjectIdentifier(link)
    }
}
