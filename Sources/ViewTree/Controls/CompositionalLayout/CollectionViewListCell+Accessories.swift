import Foundation

// A list cell's accessories as UIKit lays them out: `-[UICollectionViewListCell layoutSubviews]` first runs
// `_layoutAccessoriesAndContentView` (the accessory views placed, the content view inset beside them), then the
// cell's own layout. The metrics and their sources are `ListCellAccessoryMetrics`; the order of a side's accessories
// is UIKit's (`CellAccessory.systemPlacementOrder`), custom views going innermost by default (`Placement.leading`'s
// position is `{ $0.count }`, Apple's declaration; a trailing one's the start of the side's leading-to-trailing list).
extension CollectionViewListCell {
    /// One accessory placed: its view, the width it reserves and the size its view takes.
    private struct Placed {
        let accessory: CellAccessory
        let view: View
        let slot: CGFloat
        let size: CGSize
    }

    /// The accessories shown in the current editing state, each side in leading-to-trailing order.
    private func shownAccessories(editing: Bool) -> (leading: [CellAccessory], trailing: [CellAccessory]) {
        var leading: [CellAccessory] = [], trailing: [CellAccessory] = []
        var customLeading: [CellAccessory] = [], customTrailing: [CellAccessory] = []
        for accessory in accessories where accessory.isDisplayed(editing: editing) {
            let isCustom = accessory.systemPlacementOrder == nil
            switch (accessory.isLeading, isCustom) {
            case (true, false): leading.append(accessory)
            case (false, false): trailing.append(accessory)
            case (true, true): customLeading.append(accessory)
            case (false, true): customTrailing.append(accessory)
            }
        }
        let byOrder: (CellAccessory, CellAccessory) -> Bool = { ($0.systemPlacementOrder ?? 0) < ($1.systemPlacementOrder ?? 0) }
        leading.sort(by: byOrder)
        trailing.sort(by: byOrder)
        // UIKit inserts the leading custom views in order at the end (innermost), the trailing ones in reverse at
        // the start (innermost), so either keeps the order they were given.
        return (leading + customLeading, customTrailing + trailing)
    }

    /// The view that shows `accessory`: the custom view, or the cell's view for that system accessory.
    private func accessoryView(for accessory: CellAccessory) -> View {
        if case .customView(let configuration) = accessory.kind { return configuration.customView }
        let key = ListCellAccessoryView.identifier(of: accessory.kind)
        let view: View
        if let made = systemAccessoryViews[key] {
            view = made
        } else {
            view = ListCellAccessoryView.make(for: accessory.kind)
            if accessory.kind == .outlineDisclosure, let chevron = view as? ListCellAccessoryView {
                chevron.addTarget(self, action: CollectionViewListCell.outlineDisclosureTapped, for: .touchUpInside)
            }
            systemAccessoryViews[key] = view
        }
        if case .label(let text) = accessory.kind, let label = view as? Label, label.text != text { label.text = text }
        return view
    }

    /// The room `accessory` reserves and the size of its view, in a cell `height` tall.
    private func measure(_ accessory: CellAccessory, view: View, height: CGFloat) -> (slot: CGFloat, size: CGSize) {
        let chevron = ListCellAccessoryMetrics.disclosureChevronSize
        var size: CGSize
        switch accessory.kind {
        case .disclosureIndicator: size = chevron
        case .outlineDisclosure: size = ListCellAccessoryMetrics.outlineDisclosureHitSize
        case .checkmark: size = ListCellAccessoryMetrics.checkmarkSize
        case .delete, .insert, .multiselect: size = ListCellAccessoryMetrics.editingControlSize
        case .reorder: size = ListCellAccessoryMetrics.reorderControlSize
        case .detail: size = ListCellAccessoryMetrics.detailButtonSize
        case .label: size = view.intrinsicContentSize
        case .customView: size = CollectionViewListCell.ownSize(of: view)
        }
        // A chevron's box is as wide as the chevron is long (`defaultDisclosureLayoutWidthForView:`).
        let isChevron = accessory.kind == .disclosureIndicator || accessory.kind == .outlineDisclosure
        let actual = isChevron ? max(chevron.width, chevron.height) : max(0, size.width)
        size.height = min(size.height, height)
        let slot: CGFloat
        switch accessory.reservedWidth {
        case .standard: slot = ListCellAccessoryMetrics.standardSlotWidth(sidebar: listAppearance == .sidebar, traits: traitCollection)
        case .actual: slot = actual
        case .custom(let width): slot = width        // checked when the accessories were set
        }
        return (slot, CGSize(width: max(0, size.width), height: max(0, size.height)))
    }

    /// A custom view's size: its intrinsic size where it has one, else its frame's (**ours**: UIKit asks the view
    /// to size itself; a view without an intrinsic size keeps the size it was given).
    private static func ownSize(of view: View) -> CGSize {
        let intrinsic = view.intrinsicContentSize, frame = view.bounds.size
        let width = intrinsic.width >= 0 ? intrinsic.width : frame.width
        let height = intrinsic.height >= 0 ? intrinsic.height : frame.height
        guard width.isFinite, height.isFinite else { return .zero }
        return CGSize(width: min(max(0, width), maximumLength), height: min(max(0, height), maximumLength))
    }

    /// Whether `view` can be shown as this cell's accessory: not the cell, its content view, or a view that holds
    /// the cell (`accessories` rejects those when set; one that came to hold the cell later is skipped).
    func acceptsAccessoryView(_ view: View) -> Bool {
        view !== self && view !== contentView && !isDescendant(of: view)
    }

    /// How far the content view is inset from the leading and trailing edges of a cell of `size`, and the accessories
    /// placed (frames in the cell's coordinates, as if left to right), in the cell's current editing state.
    private func accessoryLayout(in size: CGSize) -> (leading: CGFloat, trailing: CGFloat, frames: [(Placed, CGRect)]) {
        let editing = (superview as? CollectionView)?.isEditing ?? false
        let (leadingSide, trailingSide) = shownAccessories(editing: editing)
        let width = size.width, height = size.height
        let margin = tableCellMargin
        let indent = min(leadingIndentation, width)
        func place(_ list: [CellAccessory]) -> [Placed] {
            list.compactMap { accessory in
                let view = accessoryView(for: accessory)
                guard accessory.systemPlacementOrder != nil || acceptsAccessoryView(view) else { return nil }
                let (slot, size) = measure(accessory, view: view, height: height)
                return Placed(accessory: accessory, view: view, slot: slot, size: size)
            }
        }
        let leading = place(leadingSide), trailing = place(trailingSide)
        var frames: [(Placed, CGRect)] = []
        func frame(_ p: Placed, slotX: CGFloat) -> CGRect {
            CGRect(x: roundToPixels(slotX + (p.slot - p.size.width) / 2), y: roundToPixels((height - p.size.height) / 2),
                   width: p.size.width, height: p.size.height)
        }
        // Leading: from the cell's margin (raised by the indentation when accessories indent or there are none),
        // outermost first; the content view starts where the last one ends, indented there unless the accessories
        // already were (`_contentViewShouldBeIndented`, `_shouldIncreaseCellLeadingLayoutMarginForIndentation`).
        var leadingInset = indent
        if !leading.isEmpty {
            var x = margin + (indentsAccessories ? indent : 0)
            for (i, p) in leading.enumerated() {
                if i > 0 { x += ListCellAccessoryMetrics.leadingInterAccessorySpacing }
                frames.append((p, frame(p, slotX: x)))
                x += p.slot
            }
            leadingInset = x + (indentsAccessories ? 0 : indent)
        }
        // Trailing: from the cell's margin inward, outermost (last) first.
        var trailingInset: CGFloat = 0
        if !trailing.isEmpty {
            var x = width - margin
            for (i, p) in trailing.reversed().enumerated() {
                if i > 0 { x -= ListCellAccessoryMetrics.trailingInterAccessorySpacing }
                x -= p.slot
                frames.append((p, frame(p, slotX: x)))
            }
            trailingInset = width - x
        }
        leadingInset = min(max(0, leadingInset), width)
        trailingInset = min(max(0, trailingInset), width - leadingInset)
        return (leadingInset, trailingInset, frames)
    }

    /// How much narrower than a cell of `size` the accessories and indentation leave its content view.
    func accessoryInsetWidth(in size: CGSize) -> CGFloat {
        let (leading, trailing, _) = accessoryLayout(in: size)
        return leading + trailing
    }

    /// Places the accessory views and insets the content view beside them (UIKit's `_layoutAccessoriesAndContentView`),
    /// mirrored in a right-to-left layout. Views of accessories no longer shown leave the cell.
    func layOutAccessoriesAndContentView() {
        let (leading, trailing, frames) = accessoryLayout(in: bounds.size)
        let width = bounds.width
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let shown = frames.map(\.0.view)
        for old in placedAccessoryViews where old.superview === self && !shown.contains(where: { $0 === old }) {
            old.removeFromSuperview()
        }
        placedAccessoryViews = shown
        for (p, f) in frames {
            let placed = rightToLeft ? CGRect(x: width - f.maxX, y: f.minY, width: f.width, height: f.height) : f
            if p.view.superview !== self { addSubview(p.view) }
            if p.view.frame != placed { p.view.frame = placed }
            if p.view.isHidden != p.accessory.isHiddenAccessory { p.view.isHidden = p.accessory.isHiddenAccessory }
            if case .customView(let configuration) = p.accessory.kind, let tint = configuration.tintColor, p.view.tintColor != tint {
                p.view.tintColor = tint
            }
            if let system = p.view as? ListCellAccessoryView, p.accessory.kind == .outlineDisclosure {
                system.takesTouches = !p.accessory.isHiddenAccessory && !outlineDisclosureActsAsHeader
            }
        }
        let content = CGRect(x: rightToLeft ? trailing : leading, y: 0, width: max(0, width - leading - trailing), height: bounds.height)
        if contentView.frame != content { contentView.frame = content }
    }

    /// Whether the shown outline disclosure is a header's (a tap anywhere on the cell toggles the item, so its chevron
    /// does not act on its own: UIKit makes it with `handlesOwnAction:` false then).
    private var outlineDisclosureActsAsHeader: Bool {
        guard let collection = superview as? CollectionView, let path = collection.indexPath(for: self) else { return false }
        return collection.shownOutlineDisclosure(forItemAt: path)?.isHeader ?? false
    }

    /// A tap on a `.cell`-style outline disclosure's chevron: the accessory's action, or the item expanded or collapsed.
    func outlineDisclosureTapped() {
        guard let collection = superview as? CollectionView, let path = collection.indexPath(for: self),
              let (accessory, _) = collection.shownOutlineDisclosure(forItemAt: path) else { return }
        collection.performOutlineDisclosureAction(accessory, forItemAt: path)
    }
}

/// The view of a list cell's system accessory, of UIKit's private class for it
/// (`-[UICollectionViewListCell _createSystemTypeAccessoryViewWithCellAccessory:…]`): `_UICollectionViewListAccessoryDisclosure`
/// (disclosure indicator, outline disclosure), `_UICollectionViewListAccessoryCheckmark`,
/// `_UICollectionViewListAccessoryControl` (delete, insert, multiselect, detail), `_UICollectionViewListCellReorderControl`;
/// a label accessory is a plain label, as UIKit's (`UILabel`). It takes no touches (a tap selects the row), except a
/// `.cell`-style outline disclosure's chevron, which expands or collapses the item.
class ListCellAccessoryView: Control {
    /// Whether it takes touches (only a `.cell`-style outline disclosure does).
    var takesTouches = false {
        didSet { if isUserInteractionEnabled != takesTouches { isUserInteractionEnabled = takesTouches } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// Never decoded: a private part of a cell.
    required init?(coder: NSCoder) { nil }

    /// A new view for a system accessory of `kind`.
    static func make(for kind: CellAccessory.Kind) -> View {
        switch kind {
        case .disclosureIndicator, .outlineDisclosure: return _UICollectionViewListAccessoryDisclosure(frame: .zero)
        case .checkmark: return _UICollectionViewListAccessoryCheckmark(frame: .zero)
        case .reorder: return _UICollectionViewListCellReorderControl(frame: .zero)
        case .label:
            // `UICellAccessoryLabel`'s default font (`body`) and colour (`secondaryLabel`,
            // `defaultAccessoryTintColorForAccessorySystemType:` 7).
            let label = Label(frame: .zero)
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            return label
        default: return _UICollectionViewListAccessoryControl(frame: .zero)
        }
    }

    /// The key a cell keeps the view of a system accessory under (UIKit's `_identifier`).
    static func identifier(of kind: CellAccessory.Kind) -> String {
        switch kind {
        case .disclosureIndicator: return "DisclosureIndicator"
        case .checkmark: return "Checkmark"
        case .delete: return "Delete"
        case .insert: return "Insert"
        case .reorder: return "Reorder"
        case .outlineDisclosure: return "OutlineDisclosure"
        case .multiselect: return "Multiselect"
        case .detail: return "Detail"
        case .label: return "Label"
        case .customView: return "CustomView"
        }
    }
}

/// UIKit's private `_UICollectionViewListAccessoryDisclosure`: a disclosure indicator's or outline disclosure's chevron.
final class _UICollectionViewListAccessoryDisclosure: ListCellAccessoryView {
    override var libraryClassName: String { "_UICollectionViewListAccessoryDisclosure" }
}

/// UIKit's private `_UICollectionViewListAccessoryCheckmark`.
final class _UICollectionViewListAccessoryCheckmark: ListCellAccessoryView {
    override var libraryClassName: String { "_UICollectionViewListAccessoryCheckmark" }
}

/// UIKit's private `_UICollectionViewListAccessoryControl`: the delete, insert, multiselect and detail controls.
final class _UICollectionViewListAccessoryControl: ListCellAccessoryView {
    override var libraryClassName: String { "_UICollectionViewListAccessoryControl" }
}

/// UIKit's private `_UICollectionViewListCellReorderControl` (ViewTree reorders through
/// `CollectionView.beginInteractiveMovementForItem(at:)`; the control itself takes no touches here).
final class _UICollectionViewListCellReorderControl: ListCellAccessoryView {
    override var libraryClassName: String { "_UICollectionViewListCellReorderControl" }
}
