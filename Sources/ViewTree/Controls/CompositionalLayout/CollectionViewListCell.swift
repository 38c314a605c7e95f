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

/// `UICollectionViewListCell` (iOS 14): a list row's cell, with `accessories` and an `indentationLevel` (both kept); its
/// `defaultContentConfiguration()` is `UIListContentConfiguration.cell()` (a `CollectionViewCell`'s).
open class CollectionViewListCell: CollectionViewCell {
    /// `accessories`: kept (not laid out).
    open var accessories: [CellAccessory] = []
    /// `indentationLevel`. Default 0 (kept).
    open var indentationLevel = 0

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
