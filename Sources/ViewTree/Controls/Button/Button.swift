import Foundation

/// A control that shows a title and an image and performs its action when tapped: ViewTree's
/// `UIButton`.
///
/// The title, its colour, the image and the background image are set per state
/// (`setTitle(_:for:)`, …); a state without its own value uses `.normal`'s. The button shows the
/// values for its current `state` in `titleLabel` and `imageView` (added as subviews when there is
/// something to show, as UIKit's `UIButtonLabel` and `UIImageView`), highlights while a touch is
/// down inside it, and sizes itself from its content (`intrinsicContentSize`, `sizeToFit()`): the
/// title's size in its font, rounded up to device pixels, plus the image's width, plus
/// `contentEdgeInsets` — and, while those insets are zero, UIKit's 6-pt padding above and below a
/// title (`Button.defaultTitleVerticalPadding`). `titleEdgeInsets` and `imageEdgeInsets` move the
/// title and image without changing the size, as Apple documents. See `Docs/Controls.md`.
open class Button: Control {
    /// `UIButton.appearance()`: the current world's proxy; carries the tint and background colours.
    open override class func appearance() -> Button { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`: applies inside instances of `containerTypes` only (views, or view
    /// controllers whose view is an ancestor). See `View.appearance()`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> Button {
        appearanceProxy(self, containers: containerTypes, make: { Button(frame: .zero) }, properties: appearanceProperties)
    }

    // MARK: Types

    /// `UIButton.ButtonType`. Raw values are UIKit's.
    public enum ButtonType: Int, Sendable {
        /// No style: white title, 18-pt font, no tint.
        case custom = 0
        /// The iOS 7+ system button: tinted title in the 15-pt system font, dimmed while highlighted.
        case system = 1
        /// A detail-disclosure (ⓘ) button.
        case detailDisclosure = 2
        /// An info button for dark backgrounds.
        case infoLight = 3
        /// An info button for light backgrounds.
        case infoDark = 4
        /// A "+" button.
        case contactAdd = 5
        /// A close (ⓧ) button (iOS 13).
        case close = 7

        /// `UIButtonTypeRoundedRect`: the same as `.system` since iOS 7.
        public static let roundedRect = ButtonType.system
    }

    // MARK: Constants that imitate UIKit

    /// 6 pt above and below the title while `contentEdgeInsets` is zero: a system button titled
    /// "Button" in the 15-pt system font is 30 pt high (title 18 + 12), one in 18 pt is 33 (21 + 12).
    /// Source: debug-view-hierarchy measurements published on Stack Overflow ("For a default button,
    /// with no explicit width or height set, UIKit insets the title label by 6-pts on the Top and
    /// Bottom … with an 18-pt system font, the title label height is 21.0 … the button frame height
    /// is 33-pts"), and Erica Sadun's *Core iOS Developer's Cookbook* log of a system button:
    /// `Hello World: {78, 30}`. Any non-zero `contentEdgeInsets` replace it (the well-known
    /// `contentEdgeInsets = (0.01, 0, 0.01, 0)` trick removes it).
    public static let defaultTitleVerticalPadding: CGFloat = 6

    /// 15 pt: the title font of a `.system` button (`UIButton(type: .system).titleLabel.font`:
    /// the system font at 15 pt, as Interface Builder shows for a new button).
    public static let systemTitlePointSize: CGFloat = 15

    /// 18 pt: the title font of a `.custom` button made in code (the system font at 18 pt — the
    /// size of the Stack Overflow measurement above). Reported widely; not found in a dump.
    public static let customTitlePointSize: CGFloat = 18

    /// (30, 34): a button with neither title nor image. Ours: recalled from device output of
    /// `UIButton().intrinsicContentSize` on iOS 7+, not found in a published dump.
    public static let emptyIntrinsicSize = CGSize(width: 30, height: 34)

    /// iOS 7's default tint, (0, 122, 255): a system button's title colour.
    /// Source: the iOS 7 system blue, `UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)` as
    /// `tintColor` prints it (`UIDeviceRGBColorSpace 0 0.478431 1 1`).
    public static let systemTintColor = Color(red: 0, green: 122.0 / 255.0, blue: 1)

    /// 0.2: the alpha a system button's title and image are drawn with while highlighted. Ours
    /// (the iOS 7 system button visibly fades its title to about a fifth while pressed).
    public static let systemHighlightedAlpha: CGFloat = 0.2
    /// Whether the title label takes the state's title colour only while the button has a title to
    /// show (`true`): `setTitleColor(.blue, for: .normal)` on a button with no title leaves
    /// `titleLabel.textColor` as it was. Source: UIKit-cross-platform's
    /// `ButtonSetTitleColorForStateTests.testNoTitleColorWithoutTitleForNormalState`, a suite its
    /// authors also run against UIKit on iOS.
    public static let stylesLabelOnlyWithTitle = true

    // MARK: Stored state

    /// The button's type; fixed at creation.
    public let buttonType: ButtonType
    var titles = ControlStateValues<String>()
    var attributedTitles = ControlStateValues<NSAttributedString>()
    var titleColors = ControlStateValues<Color>()
    var titleShadowColors = ControlStateValues<Color>()
    var images = ControlStateValues<Image>()
    /// `setPreferredSymbolConfiguration(_:forImageIn:)`'s configurations (Button+Content.swift).
    var symbolConfigurations = ControlStateValues<Image.SymbolConfiguration>()
    /// Whether `setPreferredSymbolConfiguration(_:forImageIn:)` was ever called: from then on the button sets its image
    /// view's configuration.
    var symbolConfigurationsGiven = false
    var backgroundImages = ControlStateValues<Image>()
    let titleLabelStorage: ButtonLabel
    let imageViewStorage = ImageView(frame: .zero)
    let backgroundImageViewStorage = ImageView(frame: .zero)
    /// `subtitleLabel`, made when first asked for with a configuration (see `Button+Configuration.swift`).
    var subtitleLabelStorage: ButtonLabel?

    // MARK: Insets

    /// Margins around the title and image together; they add to the intrinsic size. Default zero
    /// (and then a title gets 6 pt of padding above and below). Rejected when not finite.
    open var contentEdgeInsets: EdgeInsets = .zero {
        didSet { insetsDidChange(\.contentEdgeInsets, oldValue) }
    }

    /// Moves the title (a positive inset pushes that edge in); does not change the intrinsic size.
    open var titleEdgeInsets: EdgeInsets = .zero {
        didSet { insetsDidChange(\.titleEdgeInsets, oldValue) }
    }

    /// Moves the image; does not change the intrinsic size.
    open var imageEdgeInsets: EdgeInsets = .zero {
        didSet { insetsDidChange(\.imageEdgeInsets, oldValue) }
    }

    /// Whether the image is drawn darker while highlighted. Default `true`. Stored only.
    open var adjustsImageWhenHighlighted = true
    /// Whether the image is drawn lighter while disabled. Default `true`. Stored only.
    open var adjustsImageWhenDisabled = true
    /// `reversesTitleShadowWhenHighlighted`: whether the title's shadow flips while highlighted. Default `false`.
    /// Stored only.
    open var reversesTitleShadowWhenHighlighted = false
    /// `showsTouchWhenHighlighted`: whether a glow shows under the finger. Default `false`. Stored only.
    open var showsTouchWhenHighlighted = false

    /// `isPointerInteractionEnabled` (iOS 13.4): whether the button reacts to an iPad's pointer. Default `false`
    /// (UIButton documentation). Stored: ViewTree simulates no pointer (`Events/Pointer/Pointer.swift`).
    open var isPointerInteractionEnabled = false
    /// `UIButton.PointerStyleProvider`: the button, the effect and shape UIKit proposes, and the style to use.
    public typealias PointerStyleProvider = (Button, PointerEffect, PointerShape) -> PointerStyle?
    /// `pointerStyleProvider` (iOS 13.4): the style of the pointer over the button; `nil` for the system's.
    open var pointerStyleProvider: PointerStyleProvider?

    /// `menu` (iOS 14): the menu a tap shows when `showsMenuAsPrimaryAction`, and a press and hold shows otherwise
    /// (through the button's `contextMenuInteraction`; see `Button+Menu.swift`).
    open var menu: Menu? {
        didSet {
            isContextMenuInteractionEnabled = menu != nil
            menuDidChange()
        }
    }
    /// `preferredMenuElementOrder` (iOS 16): the order of the menu's elements relative to the button. Default
    /// `.automatic`. Kept: ViewTree shows the menu's elements in their own order.
    open var preferredMenuElementOrder: ContextMenuConfiguration.ElementOrder = .automatic
    /// `preferredBehavioralStyle` (iOS 15): the style asked for; default `.automatic` (`BehavioralStyle.swift`).
    open var preferredBehavioralStyle: BehavioralStyle = .automatic
    /// `changesSelectionAsPrimaryAction` (iOS 15): a pop-up button, whose title is its menu's chosen action.
    open var changesSelectionAsPrimaryAction = false { didSet { menuDidChange() } }
    /// The menu on screen — shown by a tap (`showsMenuAsPrimaryAction`) or a press and hold — until an item is chosen
    /// or it is dismissed.
    public var presentedMenu: Menu? { tapPresentedMenu ?? contextMenuInteraction?.presentedMenu }
    /// The menu a tap showed.
    var tapPresentedMenu: Menu?

    /// `configuration` (iOS 15): the button's content and look (see `Button+Configuration.swift`); `nil` for a
    /// button set up the older way (`setTitle(_:for:)`…).
    open var configuration: Configuration? { didSet { configurationDidChange() } }
    /// `configurationUpdateHandler` (iOS 15): called to update `configuration` when the state changes or
    /// `setNeedsUpdateConfiguration()` asks (before the next layout).
    open var configurationUpdateHandler: ((Button) -> Void)? { didSet { setNeedsUpdateConfiguration() } }
    /// `automaticallyUpdatesConfiguration` (iOS 15); default `true`: state changes update the configuration.
    open var automaticallyUpdatesConfiguration = true
    /// An update of the configuration was asked for and has not run yet.
    var needsConfigurationUpdate = false
    /// Set while a configuration is being applied, so that applying it does not ask for another update.
    var isApplyingConfiguration = false

    // MARK: Init

    /// `UIButton(type:)`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        let size = buttonType == .custom ? Button.customTitlePointSize : Button.systemTitlePointSize
        titleLabelStorage = ButtonLabel(frame: .zero)
        titleLabelStorage.font = Font.systemFont(ofSize: size)
        super.init(frame: .zero)
        configureDefaults()
    }

    /// `UIButton(type:primaryAction:)` (iOS 14): a button of `buttonType` (`.system` unless given) whose
    /// `primaryAction` is registered for `.primaryActionTriggered` and gives the button its title and image
    /// (`convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?)` in the iOS 14 SDK;
    /// Apple's ControlMenus sample writes `UIButton(primaryAction:)`).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: Action?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        adoptPrimaryActionContent(primaryAction)
    }

    /// `initWithFrame:`: a `.custom` button.
    public override init(frame: CGRect) {
        buttonType = .custom
        titleLabelStorage = ButtonLabel(frame: .zero)
        titleLabelStorage.font = Font.systemFont(ofSize: Button.customTitlePointSize)
        super.init(frame: frame)
        configureDefaults()
    }

    /// `initWithCoder:` (required by `View`): a `.custom` button at the coder's frame, as `init(frame:)`.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        titleLabelStorage = ButtonLabel(frame: .zero)
        titleLabelStorage.font = Font.systemFont(ofSize: Button.customTitlePointSize)
        super.init(coder: coder)
        configureDefaults()
    }

    private func configureDefaults() {
        isOpaque = false
        // The image view (not the background image's) clips on iOS 6–7: PlatformProfile.buttonImageViewClipsToBounds.
        if (simulation?.profile ?? .default).buttonImageViewClipsToBounds { imageViewStorage.clipsToBounds = true }
        contentHorizontalAlignment = .center
        contentVerticalAlignment = .center
        updateContent()
    }

    // MARK: Parts

    /// The label that shows the current title (`UIButtonLabel`). It joins the button's subviews
    /// when the button has a title.
    public var titleLabel: Label? { titleLabelStorage }

    /// The image view that shows the current image. It joins the subviews when there is an image.
    public var imageView: ImageView? { imageViewStorage }

    // MARK: Layout

    /// Places the background image, the image and the title (`backgroundRect(forBounds:)`,
    /// `imageRect(forContentRect:)`, `titleRect(forContentRect:)`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate { updateConfiguration() }
        applyConfigurationCornerStyle()
        layoutContent()
    }

    /// The size that fits the content: `intrinsicContentSize`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentFittingSize() }

    /// The title and image sizes plus the insets (see the class comment).
    open override var intrinsicContentSize: CGSize { contentFittingSize() }

    /// The rectangle for the background image: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle for the title and image: the bounds inset by `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// Where the title goes in `contentRect`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { componentRects(in: contentRect).title }

    /// Where the image goes in `contentRect`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { componentRects(in: contentRect).image }

    // MARK: Description

    override var libraryClassName: String { "Button" }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// `init(frame:primaryAction:)`: the button shows the action's title and image (UIButton's documentation).
    override func adoptPrimaryActionContent(_ action: Action) {
        setTitle(action.title.isEmpty ? nil : action.title, for: .normal)
        if let image = action.image { setImage(image, for: .normal) }
    }

    override var showsMenuOnTap: Bool { showsMenuAsPrimaryAction && menu != nil }

    /// A toggle button (iOS 15): with `changesSelectionAsPrimaryAction` and no menu shown by the tap, a tap inside
    /// flips `isSelected` ("If no menu is provided or it is not the primary action, UIControlStateSelected is toggled
    /// on and off for the primary action", UIButton.h; Apple's page: "If menu is nil, setting this property to true
    /// makes the button toggle its selected state"), so the title, image and colours of `.selected` show. Flipped
    /// before the tap's events are sent (ours), so an action reads the new state.
    override func didTapInside(_ touch: Touch, with event: ViewTree.Event?) {
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
    }

    override func presentMenuFromTap() {
        tapPresentedMenu = menu
        menu?.willBeShown()
        guard let interaction = contextMenuInteraction,
              let configuration = contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero) else { return }
        // The control hears of its menu as its context menu interaction's delegate (an override follows it).
        shownMenuConfiguration = configuration
        MenuAnimator.run { contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: $0) }
    }

    /// The configuration of the menu a tap shows now (`presentMenuFromTap()`), until it goes.
    var shownMenuConfiguration: ContextMenuConfiguration?

    /// The button's menu, as its context menu interaction's configuration.
    open override func contextMenuInteraction(_ interaction: ContextMenuInteraction,
                                              configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration? {
        guard let menu else { return nil }
        return ContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: { _ in menu })
    }

    override func stateDidChange() {
        super.stateDidChange()
        if configuration != nil || configurationUpdateHandler != nil, automaticallyUpdatesConfiguration {
            setNeedsUpdateConfiguration()
        }
        updateContent()
    }

    /// A system button's title is drawn in its tint: a new tint recolours it.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }
}

/// The label a button shows its title in: UIKit's private `UIButtonLabel`.
final class ButtonLabel: Label {
    override init(frame: CGRect) {
        super.init(frame: frame)
        // A button's title truncates in the middle (`UIButton.titleLabel.lineBreakMode` is
        // `.byTruncatingMiddle`; OpenUIKit's `testButtonTitleTruncatesInTheMiddle`, a width sweep on iOS 26.1,
        // as on every earlier release).
        lineBreakMode = .byTruncatingMiddle
        // Not opaque in every era, unlike a label made in code: `<UIButtonLabel: 0x16e72b70; frame = (133 6; 38 18);
        // text = 'Verify'; opaque = NO; userInteractionEnabled = NO; …>` (iOS 7), `… text = 'Cancel'; clipsToBounds =
        // YES; opaque = NO; …` (iOS 6), `… text = 'Button'; opaque = NO; …` (iOS 13+).
        isOpaque = false
    }

    /// Never decoded: a private part of a button.
    required init?(coder: NSCoder) { nil }

    override var libraryClassName: String { "ButtonLabel" }
}
