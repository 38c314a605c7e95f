import Foundation

/// A button in a navigation bar or toolbar: ViewTree's `UIBarButtonItem`. It is not a view; the bar shows it
/// with a `BarButtonItemView` (UIKit's private `_UIButtonBarButton`), which `view` returns once the item is on a
/// bar.
///
/// Its action is a closure (`primaryAction`, as UIKit's `init(title:image:primaryAction:menu:)` of iOS 14
/// takes a `UIAction`), a typed method reference (`init(title:style:target:action:)` with
/// `action: MyController.save`, the port of `#selector(save)`), or a menu.
open class BarButtonItem {
    /// `UIBarButtonItem.Style` (`.bordered` was deprecated in iOS 8 and draws as `.plain`).
    public enum Style: Int, Sendable { case plain = 0, bordered = 1, done = 2 }

    /// `UIBarButtonItem.SystemItem`, with UIKit's raw values (UIBarButtonItem.h).
    public enum SystemItem: Int, Sendable, CaseIterable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close

        /// The English title UIKit shows for the items drawn as text ("Done", "Cancel", "Edit", "Save", "Undo",
        /// "Redo"); the name of the glyph for the others (what VoiceOver reads: "Add", "Share" for `.action`…),
        /// and `nil` for the two spaces.
        public var title: String? {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .add: return "Add"
            case .flexibleSpace, .fixedSpace: return nil
            case .compose: return "Compose"
            case .reply: return "Reply"
            case .action: return "Share"
            case .organize: return "Organize"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .refresh: return "Refresh"
            case .stop: return "Stop"
            case .camera: return "Camera"
            case .trash: return "Delete"
            case .play: return "Play"
            case .pause: return "Pause"
            case .rewind: return "Rewind"
            case .fastForward: return "Fast Forward"
            case .undo: return "Undo"
            case .redo: return "Redo"
            case .pageCurl: return "Page Curl"
            case .close: return "Close"
            }
        }

        /// Whether the item is a space in a toolbar, not a button.
        public var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }
    }

    /// The title shown.
    open var title: String? { didSet { itemView?.update() } }
    /// `setTitleTextAttributes(_:for:)`'s attributes, by the state's raw value.
    var titleTextAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// `UIBarItem.imageInsets`: moves the image's edges; default zero. Stored (the image is not drawn).
    open var imageInsets = EdgeInsets.zero

    /// `UIBarItem.setTitleTextAttributes(_:for:)`: the title's attributes in a state (stored: the title is
    /// not drawn; `nil` removes the state's).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: Control.State) {
        titleTextAttributesByState[state.rawValue] = attributes
    }

    /// `UIBarItem.titleTextAttributes(for:)`: what `setTitleTextAttributes(_:for:)` set for the state, or `nil`.
    open func titleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesByState[state.rawValue]
    }
    /// `image`: the image shown instead of the title.
    open var image: Image? { didSet { itemView?.update() } }
    /// `UIBarItem.landscapeImagePhone`: the image for a phone's compact-height bars; default `nil`. Stored (ViewTree
    /// shows `image` in every orientation).
    open var landscapeImagePhone: Image?
    /// The background images set by `setBackgroundImage(_:for:…barMetrics:)` and
    /// `setBackButtonBackgroundImage(_:for:barMetrics:)` (`BarButtonItem+BackgroundImages.swift`).
    var backgroundImagesByKey: [BarButtonBackgroundKey: Image] = [:]
    /// Plain or done (bold).
    open var style: Style { didSet { if style != oldValue { itemView?.itemStyleDidChange() } } }
    /// The system item the button was made as, if any.
    public let systemItem: SystemItem?
    /// The action a tap performs.
    public var primaryAction: Action?
    /// `menu` (iOS 14): shown by a tap when there is no primary action, by a long press otherwise.
    public var menu: Menu?
    /// The menu on screen, shown by a tap on an item whose only action is its menu.
    public private(set) var presentedMenu: Menu?
    /// `width`: the item's width in a toolbar (0: its natural width; a `.fixedSpace`'s gap).
    open var width: CGFloat = 0
    /// `tintColor`.
    open var tintColor: Color?
    /// `isEnabled`. Default `true`. A bar's button appearance shows its `disabled` state while it is `false`.
    open var isEnabled = true { didSet { if isEnabled != oldValue { itemView?.update() } } }
    /// `tag`.
    open var tag = 0
    /// `accessibilityLabel`.
    open var accessibilityLabel: String?
    /// `accessibilityHint` (UIBarItem answers NSObject's informal UIAccessibility protocol). Default `nil`.
    open var accessibilityHint: String?
    /// `isAccessibilityElement`, as NSObject's: default `false` (the bar's view for the item is what VoiceOver
    /// reads). WinObjC's `Accessibility.mm` sets both on a `UIBarButtonItem` and reads them back.
    open var isAccessibilityElement = false
    /// `customView`: a view shown instead of a button.
    open var customView: View?
    /// The view on the bar, once the item is shown (weak: the bar owns it).
    public var view: View? { customView ?? itemView }
    weak var itemView: BarButtonItemView?
    /// The typed action of `init(…target:action:)` or `setTarget(_:action:)`, sent to whatever `target`
    /// is when the item is tapped; `false` when that target is not of the method's class.
    private var targetAction: ((AnyObject, BarButtonItem) -> Bool)?
    /// `action`: a named selector, which Linux Swift cannot perform (see `Selector`). Settable, as in
    /// UIKit (`item.action = #selector(done)` ports as `Selector("done")`); setting it replaces a typed
    /// action, and a tap then reports that the selector cannot be performed.
    public var action: Selector? {
        get { selectorAction }
        set { selectorAction = newValue; targetAction = nil }
    }
    private var selectorAction: Selector?
    /// `target`: the object the action is sent to (weak, as in UIKit), while it is alive. Settable, as in
    /// UIKit: a typed action set earlier is then sent to the new target (if it is of the method's class).
    public weak var target: AnyObject?

    /// `init(title:style:primaryAction:)`.
    public init(title: String?, style: Style = .plain, primaryAction: Action? = nil) {
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
        systemItem = nil
    }

    /// `init(title:image:primaryAction:menu:)` (iOS 14).
    public init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.title = title
        self.image = image
        style = .plain
        self.primaryAction = primaryAction
        self.menu = menu
        systemItem = nil
    }

    /// `init(image:style:primaryAction:)`.
    public convenience init(image: Image?, style: Style = .plain, primaryAction: Action? = nil) {
        self.init(title: nil, image: image, primaryAction: primaryAction, menu: nil)
        self.style = style
    }

    /// `init(barButtonSystemItem:primaryAction:)` and `init(systemItem:primaryAction:menu:)` (iOS 14).
    public init(barButtonSystemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        title = barButtonSystemItem.title
        style = barButtonSystemItem == .done || barButtonSystemItem == .save ? .done : .plain
        systemItem = barButtonSystemItem
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// `init(systemItem:primaryAction:menu:)` (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.init(barButtonSystemItem: systemItem, primaryAction: primaryAction, menu: menu)
    }

    /// `init(customView:)`.
    public init(customView: View) {
        title = nil
        style = .plain
        systemItem = nil
        self.customView = customView
    }

    /// `fixedSpace(_:)` (iOS 14): a gap of `width` points in a toolbar.
    public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
        let item = BarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// `flexibleSpace()` (iOS 14): a space that takes the toolbar's free width.
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(barButtonSystemItem: .flexibleSpace) }

    // MARK: Target-action

    /// `init(barButtonSystemItem:target:action:)` with a typed method reference (the port of `#selector(m)`);
    /// the target is held weakly, as UIKit's.
    public convenience init<Target: AnyObject>(barButtonSystemItem: SystemItem, target: Target?,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(barButtonSystemItem: barButtonSystemItem)
        setTarget(target, action: action)
    }

    /// `init(barButtonSystemItem:target:action:)` with a method taking the item as sender.
    public convenience init<Target: AnyObject>(barButtonSystemItem: SystemItem, target: Target?,
                                               action: @escaping (Target) -> (BarButtonItem) -> Void) {
        self.init(barButtonSystemItem: barButtonSystemItem)
        setTarget(target, action: action)
    }

    /// `init(barButtonSystemItem:target:action:)` with no action or a named selector (`target: nil, action: nil`
    /// is how UIKit code makes toolbar spaces).
    public convenience init(barButtonSystemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init(barButtonSystemItem: barButtonSystemItem)
        setTarget(target, selector: action)
    }

    /// `init(title:style:target:action:)` with a typed method reference.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(title: title, style: style)
        setTarget(target, action: action)
    }

    /// `init(title:style:target:action:)` with a method taking the item as sender.
    public convenience init<Target: AnyObject>(title: String?, style: Style, target: Target?,
                                               action: @escaping (Target) -> (BarButtonItem) -> Void) {
        self.init(title: title, style: style)
        setTarget(target, action: action)
    }

    /// `init(title:style:target:action:)` with no action or a named selector.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init(title: title, style: style)
        setTarget(target, selector: action)
    }

    /// `init(image:style:target:action:)` with a typed method reference.
    public convenience init<Target: AnyObject>(image: Image?, style: Style, target: Target?,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(image: image, style: style)
        setTarget(target, action: action)
    }

    /// `init(image:style:target:action:)` with a method taking the item as sender.
    public convenience init<Target: AnyObject>(image: Image?, style: Style, target: Target?,
                                               action: @escaping (Target) -> (BarButtonItem) -> Void) {
        self.init(image: image, style: style)
        setTarget(target, action: action)
    }

    /// `init(image:style:target:action:)` with no action or a named selector.
    public convenience init(image: Image?, style: Style, target: AnyObject?, action: Selector?) {
        self.init(image: image, style: style)
        setTarget(target, selector: action)
    }

    /// `init(image:landscapeImagePhone:style:target:action:)` with no action or a named selector.
    public convenience init(image: Image?, landscapeImagePhone: Image?, style: Style, target: AnyObject?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// Sets the target-action pair (the target weakly).
    public func setTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void) {
        setTarget(target) { target, _ in action(target)() }
    }

    /// Sets the target-action pair with a method taking the item as sender.
    public func setTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> (BarButtonItem) -> Void) {
        setTarget(target) { target, item in action(target)(item) }
    }

    private func setTarget<Target: AnyObject>(_ target: Target?, perform: @escaping (Target, BarButtonItem) -> Void) {
        selectorAction = nil
        self.target = target
        targetAction = { target, item in
            guard let target = target as? Target else { return false }
            perform(target, item)
            return true
        }
    }

    private func setTarget(_ target: AnyObject?, selector: Selector?) {
        targetAction = nil
        selectorAction = selector
        self.target = target
    }

    /// What a tap on the item's view does (if enabled): runs the primary action, else the target-action pair,
    /// with the item as sender, else shows its menu (`presentedMenu`). A named selector cannot be performed on Linux: the tap is reported as a
    /// `.invalidValue` diagnostic in the current world naming the selector. A space does nothing.
    public func performPrimaryAction() {
        guard isEnabled, systemItem?.isSpace != true else { return }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let targetAction {
            // No target (given as nil, or gone): a nil-targeted action, sent up the responder chain.
            guard let target else { sendUpTheResponderChain(targetAction); return }
            if !targetAction(target, self) {
                Simulation.current?.report(Diagnostic(code: .invalidValue, subject: "UIBarButtonItem \"\(title ?? "")\"",
                    message: "tapped, but its target \(type(of: target)) is not of the class its action was written for; nothing was sent"))
            }
        } else if let menu {
            presentedMenu = menu
            menu.willBeShown()
        } else if let action {
            Simulation.current?.report(Diagnostic(code: .invalidValue, subject: "UIBarButtonItem \"\(title ?? "")\"",
                message: "tapped, but its action is the selector \(action.name), which Linux Swift cannot perform; give it a method reference (action: MyController.method) or a primaryAction"))
        }
    }

    /// A typed action whose target is `nil` (passed as `nil`, as "done" toolbars above a keyboard often are, or
    /// released since): UIKit sends it "to the first responder, from whence it progresses up the responder chain
    /// until it is handled" (`UIApplication.sendAction(_:to:from:for:)`). So here: the first responder of the
    /// key window of the item's world (its view's, else the current one), then each `next`, until one is of the
    /// class the method was written for; with no first responder, or none of that class, nothing happens (UIKit's
    /// `sendAction` returns `false`).
    private func sendUpTheResponderChain(_ targetAction: (AnyObject, BarButtonItem) -> Bool) {
        let world = view?.simulation ?? Simulation.current
        guard let first = world?.keyWindow?.firstResponder else { return }
        for responder in Simulation.responderChain(from: first, limit: BarButtonItem.maximumResponderChainSteps)
            where targetAction(responder, self) { return }
    }

    /// How many responders a nil-targeted action visits at most (**ours**: a bound against a `next` override
    /// that makes a chain without end; one that comes back to a responder already visited ends the walk there, as
    /// for key commands; UIKit's chain ends at the application, a real chain is a few dozen long).
    public static let maximumResponderChainSteps = 10_000

    /// Chooses the item titled `title` in the item's menu, as a tap on it does (see `Menu.performAction(titled:sender:)`),
    /// with the bar button item as sender, and dismisses the menu. Returns whether an action ran.
    @discardableResult
    public func performMenuAction(titled title: String) -> Bool {
        guard let menu, menu.performAction(titled: title, sender: self) else { return false }
        presentedMenu = nil
        return true
    }

    /// The view a bar shows for this item: its custom view, else `make(self)` (a toolbar's `BarButtonItemView`, a
    /// navigation bar's view of the era, `NavigationBar+Buttons.swift`).
    func makeView(_ make: (BarButtonItem) -> BarButtonItemView = { BarButtonItemView(item: $0) }) -> View {
        if let customView { return customView }
        let v = make(self)
        itemView = v
        return v
    }
}

/// `Selector`: a method's name, as `#selector(save)` or `Selector("save")` names it. Linux Swift has no
/// Objective-C runtime, so a selector cannot be performed; ViewTree takes one where UIKit code passes `nil` or a
/// string (`UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)`), and says so with a
/// diagnostic if it would have to perform it. Give actions as method references instead (Docs/Porting.md).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name, e.g. `"save:"`.
    public let name: String
    /// `Selector("save:")`.
    public init(_ name: String) { self.name = name }
    /// A selector from a string literal.
    public init(stringLiteral name: String) { self.name = name }
    /// The name.
    public var description: String { name }
}

/// The view that shows a `BarButtonItem` in a bar; its label is the title. A toolbar's items, and a navigation bar's
/// where the profile has no view of UIKit's for them (`NavigationBarButtonKind.barButtonItemView`), are of this class;
/// a navigation bar's are otherwise of the era's subclass (`NavigationBar+Buttons.swift`): `NavigationButton` and
/// `NavigationItemButtonView` on iOS 7–10, `_UIButtonBarButton` from iOS 11.
public class BarButtonItemView: View {
    /// The item (weak: the navigation item owns it).
    public private(set) weak var item: BarButtonItem?
    let label: Label
    /// The bar's `BarButtonItemAppearance` for this item (BarButtonItemAppearance.swift), once a bar styled it.
    var barAppearance: BarButtonItemAppearance?
    /// Whether a bar styled the item (with an appearance, or with none, which restores the label's defaults).
    var isStyledByBar = false

    convenience init(item: BarButtonItem) { self.init(item: item, label: Label(frame: .zero)) }

    /// A view for `item` showing its title in `label` (UIKit's `UIButtonLabel` in a button, a plain label in iOS
    /// 7–10's back item).
    init(item: BarButtonItem, label: Label) {
        self.item = item
        self.label = label
        super.init(frame: .zero)
        isOpaque = false
        label.isOpaque = false   // as before labels became opaque by default; not attested in a dump
        installLabel()
        update()
    }

    /// Never decoded: a private part of a navigation bar.
    required init?(coder: NSCoder) { nil }

    /// Puts the label in the view (a subclass puts it in its own containers).
    func installLabel() { addSubview(label) }

    func update() {
        label.text = item?.title
        let style = isStyledByBar ? barTitleStyle() : nil
        if let style {
            label.font = style.font
            label.textColor = style.color
        }
        label.sizeToFit()
        // An image-only item is as wide as its image (the label stays empty).
        let showsImage = self.showsImage
        let size = showsImage ? (item?.image?.size ?? label.frame.size) : label.frame.size
        arrange(contentSize: size, showsImage: showsImage, offset: style?.offset ?? .zero)
    }

    /// Sizes the view around content (the title, or the image of an image-only item) of `size` and places the label,
    /// moved by `offset` (the appearance's `titlePositionAdjustment`): 44 pt high, `horizontalPadding` each side.
    func arrange(contentSize size: CGSize, showsImage: Bool, offset: Offset) {
        frame.size = CGSize(width: size.width + 2 * BarButtonItemView.horizontalPadding, height: NavigationBar.height)
        label.frame.origin = CGPoint(x: BarButtonItemView.horizontalPadding + offset.horizontal,
                                     y: ((NavigationBar.height - size.height) / 2).rounded() + offset.vertical)
    }

    /// Space each side of a bar button's title (ours: the hit area of UIKit's buttons is wider than the text).
    static let horizontalPadding: CGFloat = 8

    /// A finger lifted inside the item's view performs the item's action (`performPrimaryAction()`: the back
    /// button pops, a disabled item does nothing), as UIKit's `_UIButtonBarButton`, a control, acts on touch up
    /// inside; lifted outside, nothing happens. The inside test is the view's bounds (ours: UIKit's wider tracking
    /// margin for bar buttons is not attested). Before, a touch on an item's view reached no code, and a tap helper
    /// aimed at it did nothing.
    public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let item, let touch = touches.first, bounds.containsUIKitPoint(touch.location(in: self)) else { return }
        item.performPrimaryAction()
    }

    override var libraryClassName: String { "BarButtonItemView" }
}
