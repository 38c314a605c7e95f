import Foundation

// Which views show a navigation bar's button items and where they go, per era (`PlatformProfile.navigationBarButtons`,
// `NavigationBarButtonViews.swift`, Docs/Fidelity.md, "Device dumps, a further probe").

extension NavigationBar {
    /// The view showing `item` on this bar (its custom view, else the era's view), styled by the shown appearance's
    /// button appearance for it.
    func buttonView(for item: BarButtonItem, isBack: Bool, leading: Bool) -> View {
        let kind = (simulation?.profile ?? .default).navigationBarButtons
        let view = item.makeView { item in
            switch kind {
            case .barButtonItemView:
                return BarButtonItemView(item: item)
            case .navigationButton:
                return isBack ? NavigationItemButtonView(item: item) : NavigationButton(item: item)
            case .buttonBarButton:
                let button = _UIButtonBarButton(item: item, isBackButton: isBack)
                button.isLeading = leading
                return button
            }
        }
        (view as? BarButtonItemView)?.applyBarAppearance(barButtonAppearance(for: item))
        return view
    }

    /// Adds an item's view to the bar (or its content view) and returns what was added: from iOS 11 a left or right
    /// item's button inside a `_UIButtonBarStackView` of its own, the back button first in the content view (before
    /// the title, as the iOS 12 trace lists them). A custom view and ViewTree's own `BarButtonItemView` follow the
    /// bar's width at their side, as before; UIKit's views print no `autoresize`.
    @discardableResult
    func place(_ view: View, atLeft: Bool) -> View {
        let host = contentHost
        var shown = view
        if let button = view as? _UIButtonBarButton {
            if button.isBackButton {
                if titleLabel.superview === host { host.insertSubview(button, belowSubview: titleLabel) } else { host.insertSubview(button, at: 0) }
            } else {
                let stack = _UIButtonBarStackView(frame: CGRect(origin: .zero, size: button.frame.size))
                button.frame.origin = .zero
                stack.addSubview(button)
                host.addSubview(stack)
                shown = stack
            }
        } else {
            if !(view is NavigationButton || view is NavigationItemButtonView) {
                view.autoresizingMask = atLeft ? .flexibleRightMargin : .flexibleLeftMargin
            }
            host.addSubview(view)
        }
        shownItemViews.append(shown)
        return shown
    }

    /// Where an item's view sits: its distance from the bar's edge, and its top (`nil`: centred in the bar).
    static func placement(of view: View) -> (inset: CGFloat, top: CGFloat?) {
        switch view {
        case is NavigationItemButtonView:
            return (NavigationButtonMetrics.backButtonLeft, NavigationButtonMetrics.backButtonTop)
        case let button as NavigationButton:
            return button.showsImage ? (NavigationButtonMetrics.imageEdgeInset, NavigationButtonMetrics.imageTop)
                : (NavigationButtonMetrics.titleEdgeInset, NavigationButtonMetrics.titleTop)
        case is _UIButtonBarButton:
            return (0, nil)   // the back button, at the content view's edge
        case is _UIButtonBarStackView:
            return (ButtonBarButtonMetrics.stackEdgeInset, nil)
        default:
            return (NavigationBar.edgeMargin, nil)
        }
    }
}

extension BarButtonItemView {
    /// Whether the view shows its item's image, the item having no title.
    var showsImage: Bool { item?.title == nil && item?.image != nil }
}
