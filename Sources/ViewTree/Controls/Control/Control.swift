import Foundation

/// The base class of views that turn touches into events for their targets: ViewTree's `UIControl`.
///
/// A control has a `state` (`isEnabled`, `isSelected`, `isHighlighted`), tracks a touch from down to
/// up (`beginTracking` → `continueTracking` → `endTracking`, or `cancelTracking`), and sends
/// `Control.Event`s to the actions registered with `addAction(_:for:)` or
/// `addTarget(_:action:for:)`. Whether a lifted finger counts as inside (`touchUpInside`) or outside
/// (`touchUpOutside`) is decided against the bounds grown by `Control.trackingBoundsExpansion` (70 pt)
/// on every side, as UIKit does. See `Docs/Controls.md`.
open class Control: View {
    // MARK: Constants that imitate UIKit

    /// 70 pt: how far outside its bounds a touch still counts as inside a tracking control (for
    /// `touchDragInside`/`Outside`/`Enter`/`Exit`, `touchUpInside`/`Outside` and `isTouchInside`).
    /// Source: device reports — "the second time is called when finger leaves the control about 70
    /// pixels, which is the default behavior of the UIControl" (Stack Overflow 14340122, an answer
    /// that measured both its own 25-pt rule and UIKit's); the question there estimated "100 pixels"
    /// and an older one "about 150% of the width and height", both by eye. 70 is the measured one.
    public static let trackingBoundsExpansion: CGFloat = 70

    // MARK: Stored state

    var storedEnabled = true
    var storedSelected = false
    var storedHighlighted = false
    /// Whether a touch is being tracked (set by the tracking code, read through `isTracking`).
    var trackingFlag = false
    var touchInsideFlag = false
    /// The touch being tracked (UIControl tracks one touch at a time).
    weak var trackedTouch: Touch?
    /// The registered actions, in registration order (see `Control+TargetAction.swift`).
    var registrations: [ControlActionRegistration] = []
    /// Re-entrancy guard: how deep `sendActions` calls are nested (a handler that sends again).
    var sendDepth = 0

    // MARK: State

    /// Whether the control accepts touches; a disabled control is skipped by hit testing, draws
    /// its `.disabled` state and sends no events from touches. Default `true`.
    open var isEnabled: Bool {
        get { storedEnabled }
        set {
            guard newValue != storedEnabled else { return }
            storedEnabled = newValue
            if !newValue, trackingFlag { cancelTrackingFromSystem() }
            stateDidChange()
        }
    }

    /// Whether the control is selected (a button's toggled look). Default `false`.
    open var isSelected: Bool {
        get { storedSelected }
        set {
            guard newValue != storedSelected else { return }
            storedSelected = newValue
            stateDidChange()
        }
    }

    /// Whether the control draws highlighted: set while a tracked touch is inside. Default `false`.
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set {
            guard newValue != storedHighlighted else { return }
            storedHighlighted = newValue
            stateDidChange()
        }
    }

    /// The state, combined from `isHighlighted`, `isEnabled` and `isSelected`.
    open var state: State {
        var s: State = .normal
        if storedHighlighted { s.insert(.highlighted) }
        if !storedEnabled { s.insert(.disabled) }
        if storedSelected { s.insert(.selected) }
        return s
    }

    /// Whether the control is tracking a touch now.
    open var isTracking: Bool { trackingFlag }

    /// Whether the tracked touch is inside the expanded tracking bounds now.
    open var isTouchInside: Bool { touchInsideFlag }

    /// How content (a button's title and image) is placed horizontally. Default `.left`, as
    /// UIControl's (Chameleon's `UIControl` sets it in `initWithFrame:`); a button centres.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .left {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }

    /// How content is placed vertically. Default `.top`, as UIControl's; a button centres.
    open var contentVerticalAlignment: ContentVerticalAlignment = .top {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// `toolTip` (iOS 15): the text a pointer hovering over the control shows. Default `nil`. Setting a text makes the
    /// control's `toolTipInteraction` (once) and adds it to the control, with the text as its `defaultToolTip`
    /// ("When you set the toolTip property, the control creates a UIToolTipInteraction object and assigns it to the
    /// toolTipInteraction property", `UIControl.toolTipInteraction` documentation); `nil` clears the default text and
    /// keeps the interaction (and its delegate). The text is kept in the interaction: a control without a tooltip
    /// stores one reference. ViewTree simulates no pointer: a test asks `toolTipInteraction?.toolTipConfiguration(at:)`.
    open var toolTip: String? {
        get { toolTipInteraction?.defaultToolTip }
        set {
            if newValue == nil, toolTipInteraction == nil { return }
            let interaction = toolTipInteraction ?? ToolTipInteraction()
            interaction.defaultToolTip = newValue
            if toolTipInteraction == nil {
                toolTipInteraction = interaction
                addInteraction(interaction)
            }
        }
    }

    /// `toolTipInteraction` (iOS 15): the tooltip interaction `toolTip` made; `nil` until a tooltip is set. Its
    /// `delegate` may choose the text at hover time (Apple's TooltipSample gives the shopping-cart count).
    public private(set) var toolTipInteraction: ToolTipInteraction?

    // MARK: Init

    /// `initWithFrame:`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `initWithCoder:` (required by `View`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `init(frame:primaryAction:)` (iOS 14): a control at `frame` whose `primaryAction` is registered for
    /// `.primaryActionTriggered` ("Initializes the control and adds primaryAction for the
    /// UIControlEventPrimaryActionTriggered control event", `UIControl.h`). A button also takes the action's title
    /// and image, as UIKit's does. Declared in the class, not an extension, so that a subclass may declare its own
    /// `convenience init(frame:primaryAction:)`, as Apple's ControlMenus sample does (Swift refuses to let a subclass
    /// match an initializer declared in an extension).
    public convenience init(frame: CGRect, primaryAction: Action?) {
        self.init(frame: frame)
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        adoptPrimaryActionContent(primaryAction)
    }

    // MARK: Hit testing

    /// A disabled control is not hit (the touch goes to the view behind it), as Chameleon's
    /// `UIControl` turns user interaction off with `enabled`.
    open override func hitTest(_ point: CGPoint, with event: ViewTree.Event?) -> View? {
        guard storedEnabled else { return nil }
        return super.hitTest(point, with: event)
    }

    // MARK: Tracking (UIControl's override points; the touch handling is in Control+Tracking.swift)

    /// A touch went down in the control: return whether to keep tracking it. Default `true`.
    open func beginTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool { true }

    /// The tracked touch moved: return whether to keep tracking it. Default `true`.
    open func continueTracking(_ touch: Touch, with event: ViewTree.Event?) -> Bool { true }

    /// The tracked touch was lifted (`touch` is `nil` when tracking ended otherwise). Default: nothing.
    open func endTracking(_ touch: Touch?, with event: ViewTree.Event?) {}

    /// Tracking was cancelled (a scroll view took the touch, the control left its window).
    open func cancelTracking(with event: ViewTree.Event?) {}

    /// Starts tracking the first touch (see `Control+Tracking.swift`).
    open override func touchesBegan(_ touches: Set<Touch>, with event: ViewTree.Event?) {
        handleTouchesBegan(touches, with: event)
    }

    /// Continues tracking.
    open override func touchesMoved(_ touches: Set<Touch>, with event: ViewTree.Event?) {
        handleTouchesMoved(touches, with: event)
    }

    /// Ends tracking: `touchUpInside` or `touchUpOutside`.
    open override func touchesEnded(_ touches: Set<Touch>, with event: ViewTree.Event?) {
        handleTouchesEnded(touches, with: event)
    }

    /// Cancels tracking: `touchCancel`.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: ViewTree.Event?) {
        handleTouchesCancelled(touches, with: event)
    }

    /// The view left its window: a touch being tracked is cancelled.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { cancelTrackingFromSystem() }
    }

    // MARK: Hooks

    /// Called after `isEnabled`, `isSelected` or `isHighlighted` changed: a button shows the
    /// content for the new state. Subclasses that override call super.
    func stateDidChange() {}

    /// A tracked touch was lifted inside: a value control changes its value here (and sends
    /// `.valueChanged`) before `touchUpInside` is sent.
    func didTapInside(_ touch: Touch, with event: ViewTree.Event?) {}

    /// `init(frame:primaryAction:)` gave the control `action`: a button shows its title and image (see
    /// `init(frame:primaryAction:)`); other controls take nothing from it.
    func adoptPrimaryActionContent(_ action: Action) {}

    /// Whether a touch up inside also sends `.primaryActionTriggered` (a button's, iOS 9+).
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// Whether a tap shows a menu instead of sending `touchUpInside`: `showsMenuAsPrimaryAction` with the context
    /// menu interaction enabled (a button: with a `menu`).
    var showsMenuOnTap: Bool { showsMenuAsPrimaryAction && isContextMenuInteractionEnabled }

    // MARK: Context menu (iOS 14)

    /// `showsMenuAsPrimaryAction` (iOS 14, `UIControl`): a tap shows the control's menu — its context menu
    /// interaction's, configured by `contextMenuInteraction(_:configurationForMenuAtLocation:)` (a button's `menu`) —
    /// instead of sending `touchUpInside` and `primaryActionTriggered`; it sends `menuActionTriggered`. Default `false`
    /// ("The default value is false", `UIControl.showsMenuAsPrimaryAction` documentation). UIKit shows the menu at the
    /// touch down; ViewTree at the tap's end, as for buttons (Controls.md).
    open var showsMenuAsPrimaryAction = false

    /// `isContextMenuInteractionEnabled` (iOS 14): whether the control shows a menu from its context menu
    /// interaction — a press and hold on it (a button sets it when given a `menu`). Default `false`. While `true`
    /// the interaction is among the control's `interactions`, so its long-press recognizer watches the control.
    open var isContextMenuInteractionEnabled = false {
        didSet {
            guard isContextMenuInteractionEnabled != oldValue else { return }
            if let interaction = contextMenuInteraction {
                addInteraction(interaction)
            } else if let own = ownContextMenuInteraction {
                removeInteraction(own)
            }
        }
    }

    /// `contextMenuInteraction` (iOS 14): the interaction through which the control's menu shows, `nil` while
    /// `isContextMenuInteractionEnabled` is `false`. Its delegate is the control, whose
    /// `contextMenuInteraction(_:…)` methods a subclass overrides (calling super) to follow the menu.
    public var contextMenuInteraction: ContextMenuInteraction? {
        guard isContextMenuInteractionEnabled else { return nil }
        if let made = ownContextMenuInteraction { return made }
        let made = ContextMenuInteraction(delegate: self)
        ownContextMenuInteraction = made
        return made
    }
    private var ownContextMenuInteraction: ContextMenuInteraction?

    /// `contextMenuInteraction(_:configurationForMenuAtLocation:)`: the control's menu configuration; `nil` by default
    /// (a button gives its `menu`).
    open func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration? { nil }
    /// `contextMenuInteraction(_:willDisplayMenuFor:animator:)`: the control's menu is about to show. Does nothing.
    open func contextMenuInteraction(_ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
                                     animator: ContextMenuInteractionAnimating?) {}
    /// `contextMenuInteraction(_:willEndFor:animator:)`: the control's menu is about to go (an item was chosen or it
    /// was dismissed). Does nothing.
    open func contextMenuInteraction(_ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
                                     animator: ContextMenuInteractionAnimating?) {}
    /// `contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)`. Does nothing.
    open func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                     willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                                     animator: ContextMenuInteractionCommitAnimating) {}
    /// `contextMenuInteraction(_:previewForHighlightingMenuWithConfiguration:)`: `nil` (the control).
    open func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                     previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    /// `contextMenuInteraction(_:previewForDismissingMenuWithConfiguration:)`: `nil` (the control).
    open func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                     previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }

    /// `menuAttachmentPoint(for:)` (iOS 16): where the menu attaches, in the control's coordinates; the
    /// default is the top-left corner (UIKit positions the menu by the control's frame).
    open func menuAttachmentPoint(for configuration: ContextMenuConfiguration) -> CGPoint { .zero }

    /// `performPrimaryAction()` (iOS 17.4): what a tap's primary action does, without a touch — a button whose menu
    /// is its primary action shows the menu (sending `.menuActionTriggered`), any other control sends
    /// `.primaryActionTriggered` (its primary `UIAction` is one of those actions). A disabled control does nothing.
    open func performPrimaryAction() {
        guard isEnabled else { return }
        if showsMenuOnTap {
            showMenuAsPrimaryAction(with: nil)
        } else {
            sendActions(for: .primaryActionTriggered)
        }
    }

    /// Shows the menu of a control whose menu is its primary action: through its context menu interaction, in the
    /// compact appearance (a menu with no preview); a button overrides it (`Button+Menu.swift`).
    func presentMenuFromTap() {
        guard let interaction = contextMenuInteraction else { return }
        interaction.presentMenu(at: CGPoint(x: bounds.midX, y: bounds.midY), appearance: .compact)
    }

    /// `sendActions(for:)`: runs every registration whose events intersect `controlEvents`, in
    /// registration order (a target whose method takes another sender type is skipped; a released
    /// target is dropped). Nested sends deeper than `Control.maximumSendDepth` are refused with a
    /// diagnostic (a handler that sends the same event again, forever). Overridable, as UIKit's; the control's
    /// own touches send through the same registrations without calling it, as UIKit's do.
    open func sendActions(for controlEvents: Event) {
        sendActions(for: controlEvents, with: nil)
    }

    /// `sendAction(_:)` (iOS 14): runs an action's handler with this control as its `sender`; every `UIAction`
    /// the control sends goes through it, so an override sees (and may filter) them, as in UIKit.
    open func sendAction(_ action: Action) {
        action.perform(sender: self)
    }

    /// What a tap (or `performPrimaryAction()`) does to a control whose menu is its primary action: it sends
    /// `.menuActionTriggered` and shows the menu.
    func showMenuAsPrimaryAction(with event: ViewTree.Event?) {
        sendActions(for: .menuActionTriggered, with: event)
        presentMenuFromTap()
    }

    /// `bounds` grown by `trackingBoundsExpansion` on every side.
    public var expandedTrackingBounds: CGRect {
        bounds.insetBy(dx: -Control.trackingBoundsExpansion, dy: -Control.trackingBoundsExpansion)
    }

    override var libraryClassName: String { "Control" }
}

extension Control: ContextMenuInteractionDelegate {}
