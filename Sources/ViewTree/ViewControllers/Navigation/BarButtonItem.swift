import Foundation

/// A button in a navigation bar: ViewTree's `UIBarButtonItem`. It is not a view; the bar shows it with a
/// `BarButtonItemView` (UIKit's private `_UIButtonBarButton`), which `view` returns once the item is on a bar.
///
/// UIKit's `init(title:style:target:action:)` takes a selector; here the action is a closure, as UIKit's
/// `init(title:image:primaryAction:menu:)` (iOS 14) takes a `UIAction`.
public final class BarButtonItem {
    /// `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable { case plain, done }
    /// `UIBarButtonItem.SystemItem` (the ones whose title a test reads).
    public enum SystemItem: String, Sendable { case done = "Done", cancel = "Cancel", edit = "Edit", save = "Save", add = "Add" }

    /// The title shown.
    public var title: String? { didSet { itemView?.update() } }
    /// Plain or done (bold).
    public var style: Style
    /// The action a tap performs.
    public var primaryAction: Action?
    /// Whether the button is enabled. Default `true`.
    public var isEnabled = true
    /// A view shown instead of a button.
    public let customView: View?
    /// The view on the bar, once the item is shown (weak: the bar owns it).
    public var view: View? { customView ?? itemView }
    weak var itemView: BarButtonItemView?

    /// `init(title:style:primaryAction:)`.
    public init(title: String?, style: Style = .plain, primaryAction: Action? = nil) {
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
        customView = nil
    }

    /// `init(barButtonSystemItem:primaryAction:)`: the title is the system item's (English) name.
    public init(barButtonSystemItem: SystemItem, primaryAction: Action? = nil) {
        title = barButtonSystemItem.rawValue
        style = barButtonSystemItem == .done || barButtonSystemItem == .save ? .done : .plain
        self.primaryAction = primaryAction
        customView = nil
    }

    /// `init(customView:)`.
    public init(customView: View) {
        title = nil
        style = .plain
        self.customView = customView
    }

    /// What a tap on the item's view does: runs the primary action (if enabled), with the item as sender.
    public func performPrimaryAction() {
        guard isEnabled else { return }
        primaryAction?.perform(sender: self)
    }

    /// The view a bar shows for this item.
    func makeView() -> View {
        if let customView { return customView }
        let v = BarButtonItemView(item: self)
        itemView = v
        return v
    }
}

/// The view that shows a `BarButtonItem` in a bar (UIKit's `_UIButtonBarButton`); its label is the title.
public final class BarButtonItemView: View {
    /// The item (weak: the navigation item owns it).
    public private(set) weak var item: BarButtonItem?
    let label = Label(frame: .zero)

    init(item: BarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        isOpaque = false
        addSubview(label)
        update()
    }

    /// Never decoded: a private part of a navigation bar.
    required init?(coder: NSCoder) { nil }

    func update() {
        label.text = item?.title
        label.sizeToFit()
        let size = label.frame.size
        frame.size = CGSize(width: size.width + 2 * BarButtonItemView.horizontalPadding, height: NavigationBar.height)
        label.frame.origin = CGPoint(x: BarButtonItemView.horizontalPadding, y: ((NavigationBar.height - size.height) / 2).rounded())
    }

    /// Space each side of a bar button's title (ours: the hit area of UIKit's buttons is wider than the text).
    static let horizontalPadding: CGFloat = 8

    override var libraryClassName: String { "BarButtonItemView" }
}
