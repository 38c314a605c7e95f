import Foundation

/// Edge insets that follow the layout direction: `NSDirectionalEdgeInsets` (ViewTree lays out left to right,
/// so leading is left and trailing is right).
public struct DirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the leading edge.
    public var leading: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets in UIKit's argument order.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `NSDirectionalEdgeInsetsZero`.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension View {
    /// UIView's default `layoutMargins`: 8 pt on every side (Apple's documentation of `layoutMargins`).
    public static let standardLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// A controller's root view's minimum side margins on a phone narrower than 414 pt upright: 16 pt; 20 pt on
    /// an iPad and on the 414-pt and wider phones (`wideScreenMinimumWidth`), upright too
    /// (`UIViewController.systemMinimumLayoutMargins`, iOS 11 documentation; the 16/20-pt root-view margins
    /// logged since iOS 8: "16 points for compact width and 20 points for regular", useyourloaf.com, and
    /// on an iPhone 6 Plus upright, a compact width, views pinned to the margins at −16 pt leave a 4-pt gap at
    /// each side, i.e. 20-pt margins: neil-wu.github.io 2015 and "Margins and Autolayout on iPhone 6 Plus",
    /// Vik Denic 2015).
    public static let compactRootViewSideMargin: CGFloat = 16
    /// See `compactRootViewSideMargin`.
    public static let regularRootViewSideMargin: CGFloat = 20
    /// The widest a readable-content guide gets at the default text size ("Large", 17-pt body): 672 pt
    /// (logged `readableContentGuide.layoutFrame.width` on iPad; WWDC 2015 "What's New in UIKit" introduced it).
    public static let readableContentWidth: CGFloat = 672

    /// `layoutMargins`: the default spacing for content inside the view. Default 8 pt each side; a controller's
    /// root view gets 0 top and bottom and 16 pt (20 on an iPad or a 414-pt-wide phone) at the sides; a table view cell's
    /// content view, from iOS 11, 11 pt above and below and the cell margin at the sides
    /// (`PlatformProfile.cellContentViewVerticalMargin`). Non-finite values are rejected.
    public var layoutMargins: EdgeInsets {
        get {
            guard extras?.preservesSuperviewLayoutMargins == true, superview != nil else { return ownLayoutMargins }
            // The chain of views that preserve their superview's margins, walked without recursion (a deep
            // chain of them must not exhaust the stack), then resolved from its top down.
            var chain: [View] = [self]
            while let last = chain.last, last.extras?.preservesSuperviewLayoutMargins == true, let up = last.superview {
                chain.append(up)
            }
            var margins = chain.removeLast().ownLayoutMargins
            while let view = chain.popLast(), let superview = view.superview {
                margins = view.ownLayoutMargins.preserving(margins, ofSuperviewBounds: superview.bounds, within: view.frame)
            }
            return margins
        }
        set {
            guard newValue.isFinite else {
                return reject(.nonFiniteGeometry, "layoutMargins \(newValue) has a NaN or infinite inset; kept \(layoutMargins)")
            }
            let changed = extras?.layoutMarginsStorage != newValue
            layoutExtras.layoutMarginsStorage = newValue
            simulation?.layoutEngineStorage?.invalidate()
            if changed { layoutMarginsDidChange() }
        }
    }

    /// `preservesSuperviewLayoutMargins` (iOS 8): whether the superview's margins count too where this view comes
    /// closer to the superview's edges than those margins: on each such edge the margin is at least what of the
    /// superview's margin reaches into this view ("This margin affects layouts where the distance between the edge of
    /// a view and its superview is smaller than the corresponding margin", Apple's documentation; a child at (10, 10)
    /// of a view with 20-pt margins reads margins (10, 10, 8, 8), measured on UIKit by OpenUIKit's
    /// `testPreservesSuperviewLayoutMargins`). Default `false`.
    public var preservesSuperviewLayoutMargins: Bool {
        get { extras?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            layoutExtras.preservesSuperviewLayoutMargins = newValue
            simulation?.layoutEngineStorage?.invalidate()
            layoutMarginsDidChange()
        }
    }

    /// The margins the view has of its own: set, or its kind's default (see `layoutMargins`).
    private var ownLayoutMargins: EdgeInsets {
        let set = extras?.layoutMarginsStorage
        // A cell's content view is no controller's view: its default needs no look-up of one.
        if set == nil, self is TableViewCellContentView, let profile = simulation?.profile,
           let vertical = profile.cellContentViewVerticalMargin {
            let side = tableCellMargin
            return EdgeInsets(top: vertical, left: side, bottom: vertical, right: side)
        }
        guard let controller = ViewController.owning(self) else { return set ?? View.standardLayoutMargins }
        // Before iOS 11 the system kept a root view's margins whatever was set (`rootViewMarginsAreSettable`).
        if let margins = set, simulation?.profile.rootViewMarginsAreSettable != false {
            guard controller.viewRespectsSystemMinimumLayoutMargins else { return margins }
            return margins.raised(to: controller.systemMinimumLayoutMargins)
        }
        let side = hasWideSystemMargins ? View.regularRootViewSideMargin : View.compactRootViewSideMargin
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// `directionalLayoutMargins`: `layoutMargins` with leading and trailing (left to right).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return DirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set { layoutMargins = EdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    /// Whether the margins guide is inset by the safe area too (iOS 11+). Default `true`.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { extras?.insetsLayoutMarginsFromSafeArea ?? true }
        set { layoutExtras.insetsLayoutMarginsFromSafeArea = newValue }
    }

    /// The margins as a layout guide.
    public var layoutMarginsGuide: LayoutGuide { derivedGuide(.layoutMargins) }

    /// A guide whose width stays readable (at most `readableContentWidth`), centred inside the margins guide.
    public var readableContentGuide: LayoutGuide { derivedGuide(.readableContent) }

    /// The insets of the margins guide: the margins, plus the safe area where it counts.
    var layoutMarginsGuideInsets: EdgeInsets {
        var m = layoutMargins
        if insetsLayoutMarginsFromSafeArea, simulation?.profile.safeAreaModel == .safeArea {
            let s = safeAreaInsets
            m.top += s.top
            m.left += s.left
            m.bottom += s.bottom
            m.right += s.right
        }
        return m
    }

    /// Whether the world's device has the system's 20-pt minimum side margins instead of 16: an iPad, or
    /// a phone at least `wideScreenMinimumWidth` wide upright (in either orientation; see
    /// `compactRootViewSideMargin`).
    var hasWideSystemMargins: Bool {
        guard let device = simulation?.screen.device else { return false }
        return device.idiom == .pad || device.portraitSize.width >= View.wideScreenMinimumWidth
    }

    /// The margin of a table's cells in this view's world: where their built-in labels and separators
    /// start, the table's default `separatorInset`, a header's title. `PlatformProfile.tableCellMargin`
    /// (15 or 16 pt), or `wideScreenTableCellMargin` (20 pt from iOS 8) on a device with 20-pt system
    /// margins (`hasWideSystemMargins`).
    var tableCellMargin: CGFloat {
        let profile = simulation?.profile ?? .default
        if let wide = profile.wideScreenTableCellMargin, hasWideSystemMargins { return wide }
        return profile.tableCellMargin
    }

    /// The narrowest phone (upright) with 20-pt system side margins: 414 pt, the iPhone 6 Plus's (see
    /// `compactRootViewSideMargin`).
    public static let wideScreenMinimumWidth: CGFloat = 414
}

extension EdgeInsets {
    /// These insets raised on each edge to at least the given minimum (leading is left, trailing is right).
    func raised(to minimum: DirectionalEdgeInsets) -> EdgeInsets {
        EdgeInsets(top: Swift.max(top, minimum.top), left: Swift.max(left, minimum.leading),
                   bottom: Swift.max(bottom, minimum.bottom), right: Swift.max(right, minimum.trailing))
    }

    /// These margins of a view at `frame` in a superview whose bounds and margins are given, raised on each edge to
    /// what of the superview's margins reaches into the view (`preservesSuperviewLayoutMargins`).
    func preserving(_ outer: EdgeInsets, ofSuperviewBounds b: CGRect, within frame: CGRect) -> EdgeInsets {
        EdgeInsets(top: Swift.max(top, outer.top - (frame.minY - b.minY)),
                   left: Swift.max(left, outer.left - (frame.minX - b.minX)),
                   bottom: Swift.max(bottom, outer.bottom - (b.maxY - frame.maxY)),
                   right: Swift.max(right, outer.right - (b.maxX - frame.maxX)))
    }
}

extension ViewController {
    /// `systemMinimumLayoutMargins` (iOS 11): the smallest margins the root view gets while
    /// `viewRespectsSystemMinimumLayoutMargins` is on: nothing above and below, and at the sides
    /// `View.compactRootViewSideMargin` (16 pt), or `View.regularRootViewSideMargin` (20 pt) on an iPad or a phone
    /// at least 414 pt wide upright — the root view's default margins. Before the view is loaded, the compact
    /// 16 pt (the view's world, which decides, is not known yet).
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let side = storedView?.hasWideSystemMargins == true ? View.regularRootViewSideMargin : View.compactRootViewSideMargin
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// `viewRespectsSystemMinimumLayoutMargins` (iOS 11): while `true` (the default) the root view's margins are
    /// never smaller than `systemMinimumLayoutMargins`, whatever its `layoutMargins` or `directionalLayoutMargins`
    /// were set to; `false` lets the set margins through unchanged ("the root view's layout margins are guaranteed
    /// to be no smaller than the values in the systemMinimumLayoutMargins property … Changing this property to false
    /// causes the view to obtain its margins solely from its directionalLayoutMargins property", Apple's
    /// documentation).
    public var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { storedViewRespectsSystemMinimumLayoutMargins }
        set {
            guard newValue != storedViewRespectsSystemMinimumLayoutMargins else { return }
            storedViewRespectsSystemMinimumLayoutMargins = newValue
            guard let view = storedView else { return }
            view.simulation?.layoutEngineStorage?.invalidate()
            view.layoutMarginsDidChange()
        }
    }
}
