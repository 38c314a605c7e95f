import Foundation

/// Where a `CollectionViewListCell` (`UICollectionViewListCell`, iOS 14+) puts its accessories, and the room its
/// content view keeps beside them. Every number cites its source here and in Docs/Fidelity.md.
///
/// The rule, read from UIKit's own `UICollectionViewListCell` and `UITableConstants_IOS` (decompiled UIKitCore, as
/// published in public repositories) and checked against a published iPhone SE (2×) / iOS 26.1 measurement of list
/// cells (`collection_list_accessories`, another UIKit re-implementation's conformance notes):
/// - the accessories of a side are laid out from the cell's edge inward, the outermost `max(0, the cell's layout
///   margin)` from the edge (`interspaceBetweenInnerAccessoryIdentifier:outerAccessoryIdentifier:…` with no outer
///   accessory: `fmax(_minimumCellAccessoryMargin, directionalLayoutMargins)`, and a list cell's minimum is 0);
/// - neighbours are `trailingInterAccessorySpacing` (trailing side) or `leadingInterAccessorySpacing` (leading
///   side) apart;
/// - the content view starts where the innermost accessory ends, with no gap (a list cell's content padding comes
///   from its content view's layout margins, `_UITableViewCellUsesLayoutMarginBasedContentPadding`);
/// - each accessory reserves a width (`UICellAccessory.LayoutDimension`): `.standard` is `standardWidth`, `.actual`
///   the accessory's own width, `.custom(w)` `w`; the accessory is centred in it ("The layout width that the system
///   reserves for the accessory, and then centers the accessory within", Apple's `reservedLayoutWidth`), and
///   vertically in the cell.
public enum ListCellAccessoryMetrics {
    /// 24 pt: what a `.standard` reserved width is (`defaultImageViewSymbolImageAndAccessoryLayoutWidthForSidebar:NO`
    /// in `UITableConstants_IOS`, at the default text size; 28 in a sidebar, `sidebarStandardWidth`). The
    /// measurement agrees: a checkmark 19 pt wide sits 18.5 pt from the trailing edge (16 + (24 − 19) / 2) and the
    /// content view is 335 pt wide in a 375-pt cell (375 − 16 − 24); a 26-pt delete control at x 15 beside a content
    /// view starting at 40 (16 + 24). UIKit scales it with the text size (`standardSlotWidth(sidebar:traits:)`); the
    /// accessories' own glyphs keep their measured sizes here (**ours**: no measurement at other sizes).
    public static let standardWidth: CGFloat = 24

    /// 28 pt: a `.standard` reserved width in a `.sidebar` list (`defaultImageViewSymbolImageAndAccessoryLayoutWidth
    /// ForSidebar:YES`).
    public static let sidebarStandardWidth: CGFloat = 28

    /// A `.standard` reserved width at the text size of `traits`: `standardWidth` (or `sidebarStandardWidth`) scaled by
    /// `UIFontMetrics.default` (Body's curve) — the decompiled method returns `[[UIFontMetrics defaultMetrics]
    /// scaledValueForValue:24 compatibleWithTraitCollection:traits]` (28 in a sidebar). 24 at Large, 24 × 19 / 17 at
    /// extra large.
    public static func standardSlotWidth(sidebar: Bool, traits: TraitCollection?) -> CGFloat {
        FontMetrics.default.scaledValue(for: sidebar ? sidebarStandardWidth : standardWidth, compatibleWith: traits)
    }

    /// 8 pt between two trailing accessories (`defaultInterAccessoryPaddingForCell:trailingAccessoryGroup:YES` is
    /// `defaultCellContentTrailingPadding`, 8 in `UITableConstants_IOS`). The measurement agrees: beside a disclosure
    /// indicator, a checkmark's glyph ends 10.5 pt before the chevron's 14-pt box (8 + the 2.5 pt its 19-pt glyph
    /// leaves in its 24-pt slot).
    public static let trailingInterAccessorySpacing: CGFloat = 8

    /// 16 pt between two leading accessories (`defaultInterAccessoryPaddingForCell:trailingAccessoryGroup:NO` is
    /// `defaultCellContentLeadingPaddingForSidebar:NO`, 16). No measurement of two leading accessories found.
    public static let leadingInterAccessorySpacing: CGFloat = 16

    /// 10 pt: a list cell's default `indentationWidth` (`defaultIndentationWidthForSidebarStyle:NO` in
    /// `UITableConstants_IOS`, applied by `-[UICollectionViewListCell _updateDefaultIndentationWidth]` unless the app
    /// set a width).
    public static let defaultIndentationWidth: CGFloat = 10

    /// 20 pt: the default `indentationWidth` in a `.sidebar` list (`defaultIndentationWidthForSidebarStyle:YES`).
    public static let sidebarIndentationWidth: CGFloat = 20

    /// The disclosure indicator's chevron, 10.5 × 14 pt (measured on iOS 26.1, the same `chevron.forward` image as a
    /// table cell's, `defaultDisclosureImageForCell:`). It reserves a square box as wide as its longer side
    /// (`defaultDisclosureLayoutWidthForView:` returns the image's larger dimension): 14 pt, ending the cell margin
    /// (16) from the trailing edge, the chevron at x 347 in a 375-pt cell.
    public static let disclosureChevronSize = CGSize(width: 10.5, height: 14)

    /// The checkmark, 19 × 18 pt (measured on iOS 26.1, 18.5 pt from the trailing edge).
    public static let checkmarkSize = CGSize(width: 19, height: 18)

    /// The delete, insert and multiselect controls, 26 × 26 pt (measured on iOS 26.1: a 22-pt disc in a 26-pt box at
    /// x 15, centred on its 24-pt slot).
    public static let editingControlSize = CGSize(width: 26, height: 26)

    /// The reorder control, 27 × 44 pt (measured on iOS 26.1 at x 333.5 in a 375-pt cell: centred on its 24-pt slot
    /// 16 pt from the edge); never taller than the cell (**ours**).
    public static let reorderControlSize = CGSize(width: 27, height: 44)

    /// The outline disclosure's view, 44 × 44 pt, centred on its 14-pt box (measured on iOS 26.1:
    /// `_UICollectionViewListAccessoryDisclosure` 44×44 at x 330, its chevron at x 347; UIKit gives it a
    /// `_minimumSizeForHitTesting`), never taller than the cell (**ours**).
    public static let outlineDisclosureHitSize = CGSize(width: 44, height: 44)

    /// The detail (ⓘ) button, 22 × 22 pt (**ours**: the size of a table cell's detail button in ViewTree's
    /// profiles; no list measurement found).
    public static let detailButtonSize = CGSize(width: 22, height: 22)
}

extension CellAccessory {
    /// UIKit's `_systemTypePlacementForHeader:` of the system accessory (decompiled `UICellAccessory.m`): below 200 the
    /// accessory goes on the leading side, from 200 on the trailing side (`_defaultPlacementForHeader:` is
    /// `placement > 199`), and a side's system accessories are ordered by it, leading to trailing — delete 101,
    /// insert 102, multiselect 103; label 201, checkmark 202, detail 203, disclosure indicator 205, outline
    /// disclosure 206, reorder 208 (204 is `popUpMenu`, not modelled). `nil` for a custom view.
    var systemPlacementOrder: Int? {
        switch kind {
        case .delete: return 101
        case .insert: return 102
        case .multiselect: return 103
        case .label: return 201
        case .checkmark: return 202
        case .detail: return 203
        case .disclosureIndicator: return 205
        case .outlineDisclosure: return 206
        case .reorder: return 208
        case .customView: return nil
        }
    }

    /// Whether it goes on the leading side: a system accessory's from its placement order, a custom view's from
    /// its `placement`.
    var isLeading: Bool {
        if case .customView(let configuration) = kind {
            if case .leading = configuration.placement { return true }
            return false
        }
        return (systemPlacementOrder ?? 0) < 200
    }

    /// Whether it shows in the cell's editing state (`displayed`; UIKit's `_isDisplayedForEditingState:`).
    func isDisplayed(editing: Bool) -> Bool {
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// Whether it is hidden: it still takes its room ("A hidden accessory takes up space in the layout, but it isn't
    /// visible and doesn't provide any behaviors", Apple's `isHidden`).
    var isHiddenAccessory: Bool {
        switch kind {
        case .customView(let configuration): return configuration.isHidden
        case .outlineDisclosure: return outlineDisclosureOptions?.isHidden ?? false
        default: return false
        }
    }

    /// The width it reserves (`reservedLayoutWidth`): the custom view's and outline disclosure's option, else UIKit's
    /// default for its class — `.actual` for the disclosure indicator, the outline disclosure and the label (their
    /// initialisers set `reservedLayoutWidth` to 0, `UICellAccessory.m`), `.standard` for the others
    /// (`UICellAccessoryStandardDimension`, the base class's default).
    var reservedWidth: LayoutDimension {
        switch kind {
        case .customView(let configuration): return configuration.reservedLayoutWidth
        case .outlineDisclosure: return outlineDisclosureOptions?.reservedLayoutWidth ?? .actual
        case .disclosureIndicator, .label: return .actual
        default: return .standard
        }
    }
}
