import Foundation

/// `UICellAccessory` (iOS 14): a view at a list cell's side (disclosure indicator, checkmark, …). ViewTree keeps
/// the accessories a cell is given and lays out none of them.
public struct CellAccessory: Equatable, Sendable {
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
    public enum Kind: Equatable, Sendable {
        case disclosureIndicator, checkmark, delete, insert, reorder, outlineDisclosure, multiselect, detail
        case label(String)
    }

    /// What it is.
    public let kind: Kind
    /// When it shows.
    public let displayed: DisplayedState

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
    /// `.outlineDisclosure(displayed:)`.
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> CellAccessory { .init(kind: .outlineDisclosure, displayed: displayed) }
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
