import Foundation

// The views UIKit shows a navigation bar's button items with, per era (`PlatformProfile.navigationBarButtons`,
// `Platform/NavigationBarButtonMetrics.swift`, Docs/Fidelity.md, "Device dumps, a further probe"). Each is a
// `BarButtonItemView`, so a tap on it runs the item's action as before; UIKit's non-underscored private classes are
// named without their `UI` (`NavigationButton` prints where UIKit prints `UINavigationButton`), underscored ones keep
// their whole name.

/// iOS 7–10's view of a bar button item (UIKit's `UINavigationButton`, a `UIButton` subclass): as wide as its title,
/// 30 pt high, the title a `UIButtonLabel` centred in it; an image item 11 pt wider each side.
final class NavigationButton: BarButtonItemView {
    init(item: BarButtonItem) { super.init(item: item, label: ButtonLabel(frame: .zero)) }

    /// Never decoded: a private part of a navigation bar.
    required init?(coder: NSCoder) { nil }

    override func arrange(contentSize size: CGSize, showsImage: Bool, offset: Offset) {
        let padding = showsImage ? NavigationButtonMetrics.imagePadding : 0
        let height = NavigationButtonMetrics.height
        frame.size = CGSize(width: size.width + 2 * padding, height: height)
        label.frame.origin = CGPoint(x: padding + offset.horizontal, y: roundToPixels((height - size.height) / 2) + offset.vertical)
    }

    override var libraryClassName: String { "NavigationButton" }
}

/// iOS 7–10's back button (UIKit's `UINavigationItemButtonView`): its title a plain label starting
/// `NavigationButtonMetrics.backTitleLeft` in, after the bar's chevron (`_UINavigationBarBackIndicatorView`), its
/// bottom level with the bar title's. UIKit's prints `userInteractionEnabled = NO` (its bar takes the touch); ViewTree's
/// stays touchable, so a tap on it pops as before, and prints no such field.
final class NavigationItemButtonView: BarButtonItemView {
    init(item: BarButtonItem) { super.init(item: item, label: Label(frame: .zero)) }

    /// Never decoded: a private part of a navigation bar.
    required init?(coder: NSCoder) { nil }

    override func arrange(contentSize size: CGSize, showsImage: Bool, offset: Offset) {
        let left = NavigationButtonMetrics.backTitleLeft
        frame.size = CGSize(width: left + size.width, height: NavigationButtonMetrics.height)
        // The bar title's bottom (`NavigationItemViewMetrics`) in this view's coordinates: 8 + 27 − 2 − 6 = 27
        // (`(19 5.5; 34 21.5)`, iOS 8, beside the title's `(0 3.5; 68 21.5)` in an item view 8 pt down).
        let bottom = NavigationItemViewMetrics.top + NavigationItemViewMetrics.height - NavigationItemViewMetrics.titleBottomInset
            - NavigationButtonMetrics.backButtonTop
        label.frame.origin = CGPoint(x: left + offset.horizontal, y: bottom - size.height + offset.vertical)
    }

    override var libraryClassName: String { "NavigationItemButtonView" }
}

/// iOS 11+'s holder of a bar's left or right items (`ButtonBarButtonMetrics`), as wide as its button, 44 pt high.
final class _UIButtonBarStackView: View {
    override var libraryClassName: String { "_UIButtonBarStackView" }
}

/// iOS 11+'s inner button of a bar button (not opaque, not touchable), holding the title or the chevron.
final class _UIModernBarButton: View {
    override var libraryClassName: String { "_UIModernBarButton" }
}

/// iOS 11+'s holder of the back button's title button.
final class _UIBackButtonContainerView: View {
    override var libraryClassName: String { "_UIBackButtonContainerView" }
}

/// iOS 11+'s view of a bar button item, 44 pt high: a left or right item's in a `_UIButtonBarStackView`, its title in
/// a `_UIModernBarButton` `ButtonBarButtonMetrics.titleOuterPadding` from its outer side; the back item's in the
/// content view itself, holding the chevron's `_UIModernBarButton` and a `_UIBackButtonContainerView` around the
/// title's. Prints `gestureRecognizers` where the profile says (`PlatformProfile.barButtonHasGestureRecognizers`).
final class _UIButtonBarButton: BarButtonItemView {
    /// Whether this is the bar's back button.
    let isBackButton: Bool
    /// Whether the item is on the bar's leading side (its outer padding on the left).
    var isLeading = false {
        didSet { if isLeading != oldValue { update() } }
    }

    init(item: BarButtonItem, isBackButton: Bool) {
        self.isBackButton = isBackButton
        super.init(item: item, label: ButtonLabel(frame: .zero))
        // Unlike iOS 7–10's `UINavigationButton`, it prints no `opaque = NO` in any dump (see `ButtonBarButtonMetrics`).
        isOpaque = true
    }

    /// Never decoded: a private part of a navigation bar.
    required init?(coder: NSCoder) { nil }

    override func installLabel() {
        let titleButton = _UIButtonBarButton.modernBarButton()
        titleButton.addSubview(label)
        guard isBackButton else { addSubview(titleButton); return }
        let chevron = _UIButtonBarButton.modernBarButton()
        chevron.addSubview(ImageView(frame: .zero))
        addSubview(chevron)
        let container = _UIBackButtonContainerView(frame: .zero)
        container.addSubview(titleButton)
        addSubview(container)
    }

    /// A `_UIModernBarButton` as the dumps print it: `opaque = NO; userInteractionEnabled = NO`.
    private static func modernBarButton() -> View {
        let button = _UIModernBarButton(frame: .zero)
        button.isOpaque = false
        button.isUserInteractionEnabled = false
        return button
    }

    override func arrange(contentSize size: CGSize, showsImage: Bool, offset: Offset) {
        guard let titleButton = label.superview else { return }
        let height = NavigationBar.height
        let titleFrameSize = showsImage ? size
            : CGSize(width: size.width, height: size.height + ButtonBarButtonMetrics.titleTopInModernButton)
        let titleTop = showsImage ? roundToPixels((height - size.height) / 2) : ButtonBarButtonMetrics.titleTop
        if isBackButton {
            let left = ButtonBarButtonMetrics.backTitleLeft
            frame.size = CGSize(width: left + size.width, height: height)
            // The chevron where iOS 8–10's indicator is (**ours**: the dumps give no frames inside the back button).
            let chevron = subviews.first { $0 is _UIModernBarButton }
            chevron?.frame = NavigationBarBackIndicatorMetrics.iOS8.frame
            chevron?.subviews.first?.frame = CGRect(origin: .zero, size: NavigationBarBackIndicatorMetrics.iOS8.frame.size)
            titleButton.superview?.frame = CGRect(x: left, y: 0, width: size.width, height: height)
            titleButton.frame = CGRect(origin: CGPoint(x: 0, y: titleTop), size: titleFrameSize)
        } else {
            let outer = ButtonBarButtonMetrics.titleOuterPadding
            let inner = showsImage ? ButtonBarButtonMetrics.imagePadding : 0
            frame.size = CGSize(width: size.width + outer + inner, height: height)
            titleButton.frame = CGRect(origin: CGPoint(x: isLeading ? outer : inner, y: titleTop), size: titleFrameSize)
            // The stack is as wide as its button (a title set later widens both; the bar places the stack).
            if let stack = superview as? _UIButtonBarStackView { stack.frame.size = frame.size }
        }
        label.frame.origin = CGPoint(x: offset.horizontal,
                                     y: (showsImage ? 0 : ButtonBarButtonMetrics.titleTopInModernButton) + offset.vertical)
    }

    /// iOS 13+ (`PlatformProfile.barButtonHasGestureRecognizers`).
    override var printsGestureRecognizers: Bool {
        ((simulation?.profile ?? .default).barButtonHasGestureRecognizers) || super.printsGestureRecognizers
    }

    override var libraryClassName: String { "_UIButtonBarButton" }
}
