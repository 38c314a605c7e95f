import Foundation

/// `UICellAccessory` (iOS 14): a view at a list cell's side (disclosure indicator, checkmark, …). ViewTree keeps
/// the accessories a cell is given and lays out none of them. (Not `Sendable`: a custom-view accessory holds a view.)
public struct CellAccessory: Equatable {
    /// `UICellAccessory.DisplayedState`: when the accessory shows.
    public enum DisplayedState: Int, Sendable {
        /// `.always`.
        case always
        /// `.whenEditing`.
        case whenEditing
        /// `.whenNotEditing`.
        case whenNotEditing
    }

    /// Which accessory it is.
    public enum Kind: Equatable {
        case disclosureIndicator, checkmark, delete, insert, reorder, outlineDisclosure, multiselect, detail
        case label(String)
        /// `.customView(configuration:)`.
        case customView(CustomViewConfiguration)
    }

    /// `UICellAccessory.Placement`: which side of the cell an accessory goes on.
    public enum Placement: Equatable, Sendable {
        /// `.leading(displayed:)`.
        case leading(displayed: DisplayedState = .always)
        /// `.trailing(displayed:)`.
        case trailing(displayed: DisplayedState = .always)
    }

    /// `UICellAccessory.LayoutDimension`: the width an accessory reserves.
    public enum LayoutDimension: Equatable, Sendable {
        /// The system's standard width.
        case standard
        /// The accessory's own width.
        case actual
        /// A width of its own.
        case custom(CGFloat)
    }

    /// `UICellAccessory.CustomViewConfiguration` (iOS 14): a view of the app's own as an accessory. Two are equal when
    /// they show the same view at the same place.
    public struct CustomViewConfiguration: Equatable {
        /// The view shown.
        public var customView: View
        /// Where it goes.
        public var placement: Placement
        /// Whether it is hidden. Default `false`.
        public var isHidden: Bool
        /// The width it reserves. Default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// Its tint; `nil`: the cell's. Default `nil`.
        public var tintColor: Color?
        /// Whether it keeps its size whatever the text size. Default `false`.
        public var maintainsFixedSize: Bool

        /// `init(customView:placement:isHidden:reservedLayoutWidth:tintColor:maintainsFixedSize:)`.
        public init(customView: View, placement: Placement, isHidden: Bool = false, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: Color? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }

        public static func == (lhs: CustomViewConfiguration, rhs: CustomViewConfiguration) -> Bool {
            lhs.customView === rhs.customView && lhs.placement == rhs.placement && lhs.isHidden == rhs.isHidden
                && lhs.reservedLayoutWidth == rhs.reservedLayoutWidth && lhs.tintColor == rhs.tintColor
                && lhs.maintainsFixedSize == rhs.maintainsFixedSize
        }
    }

    /// `UICellAccessory.OutlineDisclosureOptions` (iOS 14): how an outline disclosure looks.
    public struct OutlineDisclosureOptions: Equatable, Sendable {
        /// `UICellAccessory.OutlineDisclosureOptions.Style`.
        public enum Style: Int, Sendable {
            /// A header cell's chevron (`.header`) or a row's (`.cell`), as the cell decides.
            case automatic, header, cell
        }
        /// The style. Default `.automatic`.
        public var style: Style
        /// Whether it is hidden. Default `nil` (the cell decides).
        public var isHidden: Bool?
        /// The width it reserves. Default `nil`.
        public var reservedLayoutWidth: LayoutDimension?
        /// Its tint. Default `nil`.
        public var tintColor: Color?

        /// `init(style:isHidden:reservedLayoutWidth:tintColor:)`.
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// What it is.
    public let kind: Kind
    /// When it shows.
    public let displayed: DisplayedState
    /// An outline disclosure's options (`outlineDisclosure(displayed:options:actionHandler:)`); `nil` for other kinds.
    public private(set) var outlineDisclosureOptions: OutlineDisclosureOptions?
    /// An outline disclosure's action (in place of expanding or collapsing the item); not compared by `==`.
    public private(set) var actionHandler: (() -> Void)?

    private init(kind: Kind, displayed: DisplayedState) {
        self.kind = kind
        self.displayed = displayed
    }

    public static func == (lhs: CellAccessory, rhs: CellAccessory) -> Bool {
        lhs.kind == rhs.kind && lhs.displayed == rhs.displayed && lhs.outlineDisclosureOptions == rhs.outlineDisclosureOptions
    }

    /// `.disclosureIndicator(displayed:)`.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> CellAccessory { .init(kind: .disclosureIndicator, displayed: displayed) }
    /// `.checkmark(displayed:)`.
    public static func checkmark(displayed: DisplayedState = .always) -> CellAccessory { .init(kind: .checkmark, displayed: displayed) }
    /// `.delete(displayed:)` (shown while editing by default).
    public static func delete(displayed: DisplayedState = .whenEditing) -> CellAccessory { .init(kind: .delete, displayed: displayed) }
    /// `.insert(displayed:)`.
    public static func insert(displayed: DisplayedState = .whenEditing) -> CellAccessory { .init(kind: .insert, displayed: displayed) }
    /// `.reorder(displayed:)`.
    public static func reorder(displayed: DisplayedState = .whenEditing) -> CellAccessory { .init(kind: .reorder, displayed: displayed) }
    /// `.outlineDisclosure(displayed:options:actionHandler:)`.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: (() -> Void)? = nil) -> CellAccessory {
        var accessory = CellAccessory(kind: .outlineDisclosure, displayed: displayed)
        accessory.outlineDisclosureOptions = options
        accessory.actionHandler = actionHandler
        return accessory
    }
    /// `.customView(configuration:)`: a view of the app's own (kept, not laid out).
    public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let shown), .trailing(let shown): displayed = shown
        }
        return CellAccessory(kind: .customView(configuration), displayed: displayed)
    }
    /// `.multiselect(displayed:)`.
    public static func multiselect(displayed: DisplayedState = .whenEditing) -> CellAccessory { .init(kind: .multiselect, displayed: displayed) }
    /// `.detail(displayed:)`.
    public static func detail(displayed: DisplayedState = .always) -> CellAccessory { .init(kind: .detail, displayed: displayed) }
    /// `.label(text:displayed:)`.
    public static func label(text: String, displayed: DisplayedState = .always) -> CellAccessory { .init(kind: .label(text), displayed: displayed) }
}

/// `UICollectionViewListCell` (iOS 14): a list row's cell. Its `accessories` are laid out at its sides and its
/// content view beside them, indented by `indentationLevel` × `indentationWidth`
/// (`CollectionViewListCell+Accessories.swift`, `ListCellAccessoryMetrics`); its `defaultContentConfiguration()` is
/// the list's header preset on the first item of a `headerMode = .firstItemInSection` section, else
/// `UIListContentConfiguration.cell()`.
open class CollectionViewListCell: CollectionViewCell {
    /// The longest length an accessory or indentation may take: 10⁷ pt (as compositional layouts' lengths).
    static let maximumLength: CGFloat = 10_000_000

    /// `accessories`: the accessories shown at the cell's sides (system ones where UIKit puts them, whatever their
    /// order in the array; custom views innermost on their side, in the order given). A change lays the cell out again.
    /// Two system accessories of one kind are rejected (`.invalidValue`; UIKit raises "Accessories array contains more
    /// than one system accessory of the same type"), as are a `.custom` reserved width that is not finite, negative or
    /// over 10⁷ pt and a custom view that is the cell, its content view or a view holding the cell; the accessories stay
    /// as they were.
    open var accessories: [CellAccessory] = [] {
        didSet {
            let system = accessories.filter { $0.systemPlacementOrder != nil }.map { ListCellAccessoryView.identifier(of: $0.kind) }
            if Set(system).count != system.count {
                reject(.invalidValue, "accessories holds more than one system accessory of the same type (\(system.joined(separator: ", "))); UIKit raises, and the accessories stay as they were")
                accessories = oldValue
                return
            }
            for accessory in accessories {
                guard case .custom(let width) = accessory.reservedWidth,
                      !(width.isFinite && width >= 0 && width <= CollectionViewListCell.maximumLength) else { continue }
                reject(.invalidValue, "an accessory's reservedLayoutWidth .custom(\(width)) must be finite and 0…\(Int(CollectionViewListCell.maximumLength)) pt; the accessories stay as they were")
                accessories = oldValue
                return
            }
            for case .customView(let configuration) in accessories.map(\.kind) where !acceptsAccessoryView(configuration.customView) {
                reject(.invalidValue, "a custom-view accessory is the cell, its content view or a view that holds the cell; the accessories stay as they were")
                accessories = oldValue
                return
            }
            if accessories != oldValue { setNeedsLayout() }
        }
    }

    /// `indentationLevel`: how many `indentationWidth`s the content view (and, with `indentsAccessories`, the
    /// leading accessories) moves from the leading edge. Default 0; in an outline shown by a diffable data source, the
    /// item's `level(of:)` in its section snapshot unless the app set a level (UIKit's `_setDefaultIndentationLevel:`,
    /// which an explicit `indentationLevel` overrides). A negative level is rejected (`.invalidValue`) and the level stays.
    open var indentationLevel: Int {
        get { explicitIndentationLevel ?? defaultIndentationLevel }
        set {
            guard newValue >= 0, CGFloat(newValue) <= CollectionViewListCell.maximumLength else {
                reject(.invalidValue, "indentationLevel \(newValue) must be 0…\(Int(CollectionViewListCell.maximumLength)); it stays \(indentationLevel)")
                return
            }
            let old = indentationLevel
            explicitIndentationLevel = newValue
            if newValue != old { setNeedsLayout() }
        }
    }
    /// The level the app set (`nil`: the default one).
    private var explicitIndentationLevel: Int?
    /// The level the collection view gives the item (its outline level), 0 after reuse.
    var defaultIndentationLevel = 0 {
        didSet { if explicitIndentationLevel == nil, defaultIndentationLevel != oldValue { setNeedsLayout() } }
    }

    /// `indentationWidth`: the width of one indentation level. Default `ListCellAccessoryMetrics.defaultIndentationWidth`
    /// (10), `sidebarIndentationWidth` (20) in a `.sidebar` list, until the app sets one. A negative or non-finite width
    /// is rejected (`.invalidValue`) and the width stays.
    open var indentationWidth: CGFloat {
        get { explicitIndentationWidth ?? (listAppearance == .sidebar ? ListCellAccessoryMetrics.sidebarIndentationWidth
                                                                     : ListCellAccessoryMetrics.defaultIndentationWidth) }
        set {
            guard newValue.isFinite, newValue >= 0, newValue <= CollectionViewListCell.maximumLength else {
                reject(.invalidValue, "indentationWidth \(newValue) must be finite and 0…\(Int(CollectionViewListCell.maximumLength)) pt; it stays \(UIKitFormat.number(indentationWidth))")
                return
            }
            let old = indentationWidth
            explicitIndentationWidth = newValue
            if newValue != old { setNeedsLayout() }
        }
    }
    private var explicitIndentationWidth: CGFloat?

    /// `indentsAccessories`: whether the leading accessories move with the indentation (else only the content view
    /// does, past them). Default `true` (Apple's documentation).
    open var indentsAccessories = true {
        didSet { if indentsAccessories != oldValue { setNeedsLayout() } }
    }

    /// The indentation: `indentationLevel` × `indentationWidth` (UIKit's `_leadingIndentation`).
    var leadingIndentation: CGFloat { min(CGFloat(indentationLevel) * indentationWidth, CollectionViewListCell.maximumLength) }

    /// The appearance of the list section the cell was last dequeued for (`nil` outside a list), and whether the
    /// section styles it as its header (`headerMode = .firstItemInSection`, first item): UIKit reads both from the
    /// layout attributes it gives the cell as it is dequeued (`_setLayoutAttributes:`).
    var listAppearance: CollectionLayoutListConfiguration.Appearance?
    var isStyledAsListHeader = false

    /// The views of the system accessories, kept across layouts (by UIKit's accessory identifier).
    var systemAccessoryViews: [String: View] = [:]
    /// The accessory views placed at the last layout.
    var placedAccessoryViews: [View] = []

    /// `defaultContentConfiguration()`: the header preset of the list's appearance on a cell the list styles as its
    /// header — `.plainHeader()` (plain lists), `.groupedHeader()` (grouped and inset grouped), `.sidebarHeader()`
    /// (sidebar) — else `.cell()` (decompiled `-[UICollectionViewListCell defaultContentConfiguration]`, which
    /// chooses by the style and header flag of the cell's layout attributes).
    var listDefaultContentConfiguration: ListContentConfiguration {
        guard isStyledAsListHeader else { return .cell() }
        switch listAppearance {
        case .grouped, .insetGrouped: return .groupedHeader()
        case .sidebar: return .sidebarHeader()
        case .plain, .sidebarPlain, nil: return .plainHeader()
        }
    }

    /// Updates the configuration if asked, lays out the accessories and the content view, then the cell (UIKit's
    /// order). What the update and the content view's new frame changed in the constraints is solved before the cell's
    /// own layout, so this pass places the views inside (UIKit's engine follows frames as they are set).
    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        layOutAccessoriesAndContentView()
        storedSimulation?.layoutEngine.prepareLayoutPass()
        super.layoutSubviews()
    }

    /// Measures the content at the width the accessories and indentation leave it, and adds them back.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                               verticalFittingPriority: LayoutPriority) -> CGSize {
        updateConfigurationForLayout()          // what the update sets (accessories, views) counts
        guard targetSize.width.isFinite, targetSize.width > 0 else {
            return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                 verticalFittingPriority: verticalFittingPriority)
        }
        let height = targetSize.height.isFinite && targetSize.height > 0 ? targetSize.height : bounds.height
        let insets = accessoryInsetWidth(in: CGSize(width: targetSize.width, height: height))
        var target = targetSize
        target.width = max(0, target.width - insets)
        var size = super.systemLayoutSizeFitting(target, withHorizontalFittingPriority: horizontalFittingPriority,
                                                  verticalFittingPriority: verticalFittingPriority)
        size.width += insets
        return size
    }

    /// A new text size changes the `.standard` accessory slots (`ListCellAccessoryMetrics.standardSlotWidth`): the
    /// accessories and the content view are laid out again.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory,
           !accessories.isEmpty {
            setNeedsLayout()
        }
    }

    /// Clears the outline level the collection view gave (UIKit's `_setDefaultIndentationLevel:0` in `prepareForReuse`).
    open override func prepareForReuse() {
        super.prepareForReuse()
        defaultIndentationLevel = 0
    }

    /// `separatorLayoutGuide` (iOS 14): a guide whose leading edge is where the row's separator starts. Constrain
    /// its `leadingAnchor` (to a label's, say) to move the separator; without that it sits at the content view's
    /// leading layout margin (at a low priority, so your constraint wins). The separator is not drawn: read the
    /// guide's `layoutFrame`.
    public var separatorLayoutGuide: LayoutGuide {
        if let made = storedSeparatorGuide { return made }
        let guide = LayoutGuide()
        addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor)
        leading.priority = .defaultLow
        LayoutConstraint.activate([leading, guide.trailingAnchor.constraint(equalTo: trailingAnchor),
                                   guide.bottomAnchor.constraint(equalTo: bottomAnchor),
                                   guide.heightAnchor.constraint(equalToConstant: 0)])
        storedSeparatorGuide = guide
        return guide
    }
    private var storedSeparatorGuide: LayoutGuide?

    override var libraryClassName: String { "CollectionViewListCell" }
}
