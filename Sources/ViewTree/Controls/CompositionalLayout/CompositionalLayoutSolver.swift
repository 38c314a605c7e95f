import Foundation

/// What a self-sized element's measured size is kept under: a cell's index path (`kind` nil), or a supplementary
/// view's kind and index path.
struct SelfSizingKey: Hashable {
    let kind: String?
    let indexPath: IndexPath
}

/// One layout pass of a compositional layout: the frames of every section's items and boundary items.
///
/// The rules (see `CollectionLayoutGroup`, `CollectionLayoutItem`, `CollectionLayoutSection` and Docs/Fidelity.md for
/// their sources): a section's group is sized against the container less the section's `contentInsets` across the
/// scroll direction (the whole length along it); a group's subitems against the group less its own `contentInsets`
/// and less the spacing between the items it takes; a group takes items while they fit along its axis, and none when
/// its first does not fit; a cell's frame is its item's frame less the item's `contentInsets` on the axes that are
/// not estimated; an estimated side of an item is the size its cell preferred once shown, and an estimated side of a
/// group grows to its items. Fractions are rounded down to a pixel, positions to the nearest pixel.
struct CompositionalLayoutSolver {
    /// Whether the layout scrolls vertically (sections and groups follow each other down).
    let vertical: Bool
    /// Sizes self-sizing views preferred.
    let measured: [SelfSizingKey: CGSize]
    /// The longest side accepted.
    let maximumLength: CGFloat
    /// Pixels per point (0: no rounding, a collection view in no window).
    let scale: CGFloat
    /// The class of the attributes made (the layout's `layoutAttributesClass`).
    let attributesClass: CollectionViewLayoutAttributes.Type
    /// Every element, in layout order.
    private(set) var elements: [CollectionViewLayoutAttributes] = []
    /// What was wrong with the definitions (each told once by the layout).
    private(set) var problems: Set<String> = []
    /// The widest a section that does not scroll orthogonally is across the scroll direction, insets included.
    private(set) var widestCross: CGFloat = 0

    /// How far past its group's length an item may reach and still count as fitting (rounding of fractions), and
    /// how far below a pixel a length may be and still count as on it.
    static let fittingTolerance: CGFloat = 1e-6

    /// The most subitems a cycling group counts beyond the section's items left (ours: a bound, so that zero-length
    /// items end; a real group holds far fewer).
    static let countingLimit = 1024

    init(vertical: Bool, measured: [SelfSizingKey: CGSize], maximumLength: CGFloat, scale: CGFloat,
         attributesClass: CollectionViewLayoutAttributes.Type = CollectionViewLayoutAttributes.self) {
        self.attributesClass = attributesClass
        self.vertical = vertical
        self.measured = measured
        self.maximumLength = maximumLength
        self.scale = scale.isFinite && scale > 0 ? scale : 0
    }

    /// New attributes of `attributesClass` for an element.
    private func attributes(_ category: CollectionViewLayoutAttributes.ElementCategory, kind: String?, at path: IndexPath) -> CollectionViewLayoutAttributes {
        let made = attributesClass.init()
        made.indexPath = path
        made.representedElementCategory = category
        made.representedElementKind = kind
        return made
    }

    /// A fraction's length, rounded down to a pixel ("a value that is a hair below a pixel counts as on it").
    private func floorToPixel(_ value: CGFloat) -> CGFloat {
        scale > 0 ? ((value * scale) + Self.fittingTolerance).rounded(.down) / scale : value
    }

    /// A position, rounded to the nearest pixel.
    private func roundToPixel(_ value: CGFloat) -> CGFloat {
        scale > 0 ? (value * scale).rounded() / scale : value
    }

    mutating func problem(_ message: String) { problems.insert(message) }

    // MARK: Values

    /// A length, or 0 (and a problem) when it is not finite, negative, or longer than `maximumLength`.
    private mutating func valid(_ value: CGFloat, _ what: String) -> CGFloat {
        if value.isFinite, value >= 0, value <= maximumLength { return value }
        problem("\(what) is \(value); a length must be finite and 0…\(maximumLength) pt: 0 is used")
        return 0
    }

    private mutating func valid(_ insets: DirectionalEdgeInsets, _ what: String) -> DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: valid(insets.top, "\(what).top"), leading: valid(insets.leading, "\(what).leading"),
                              bottom: valid(insets.bottom, "\(what).bottom"), trailing: valid(insets.trailing, "\(what).trailing"))
    }

    /// A dimension's length in `container`: an estimate is replaced by the measured length when there is one.
    private mutating func length(_ d: CollectionLayoutDimension, in container: CGSize, measured: CGFloat?) -> CGFloat {
        let raw: CGFloat
        switch d.kind {
        case .fractionalWidth: raw = floorToPixel(d.dimension * container.width)
        case .fractionalHeight: raw = floorToPixel(d.dimension * container.height)
        case .absolute: raw = d.dimension
        case .estimated: raw = measured ?? d.dimension
        }
        return valid(raw, "a dimension \(d)")
    }

    private mutating func size(of item: CollectionLayoutItem, in container: CGSize, key: SelfSizingKey?) -> CGSize {
        let m = key.flatMap { measured[$0] }
        return CGSize(width: length(item.layoutSize.widthDimension, in: container, measured: m?.width),
                      height: length(item.layoutSize.heightDimension, in: container, measured: m?.height))
    }

    private func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
    }
    private func mainLength(_ s: CGSize) -> CGFloat { vertical ? s.height : s.width }
    private func crossLength(_ s: CGSize) -> CGFloat { vertical ? s.width : s.height }

    // MARK: Sections

    /// Lays out section `section` (`items` items) from `start` along the scroll axis in a container of `container`
    /// (its effective size); returns where the section ends.
    mutating func layOut(_ definition: CollectionLayoutSection, section: Int, items: Int, from start: CGFloat, container: CGSize) -> CGFloat {
        let insets = valid(definition.contentInsets, "the section's contentInsets")
        // Across the scroll direction the section's insets come off the container; along it the whole length counts.
        let sectionBox = vertical ? CGSize(width: max(0, container.width - insets.leading - insets.trailing), height: container.height)
                                  : CGSize(width: container.width, height: max(0, container.height - insets.top - insets.bottom))
        let (mainBefore, mainAfter) = vertical ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
        let (crossBefore, crossAfter) = vertical ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
        var position = start + valid(definition.spaceBeforeBoundaryItems, "the list's headerTopPadding")
        let boundaries = definition.boundarySupplementaryItems
        for item in boundaries where item.isLeadingBoundary(vertical: vertical) {
            position += placeBoundary(item, of: definition, section: section, at: position, sectionBox: sectionBox,
                                      container: container, crossBefore: crossBefore)
        }
        position += mainBefore
        let groupSize = size(of: definition.group, in: sectionBox, key: nil)
        let spacing = valid(definition.interGroupSpacing, "the section's interGroupSpacing")
        let orthogonal = definition.orthogonalScrollingBehavior != .none
        var next = 0
        var cross = crossBefore
        if definition.orthogonalScrollingBehavior == .groupPagingCentered, items > 0 {
            cross += centeringOffset(of: definition.group, size: groupSize, in: crossLength(sectionBox), section: section, items: items)
        }
        var thickest: CGFloat = 0
        var first = true
        while next < items {
            let origin = orthogonal ? point(main: position, cross: cross + (first ? 0 : spacing))
                                    : point(main: position + (first ? 0 : spacing), cross: crossBefore)
            let placed = place(definition.group, at: origin, size: groupSize, section: section, next: next, end: items, emit: true)
            guard placed.consumed > 0 else {
                problem("section \(section)'s group takes no items (it has no subitems, or its first one is longer than the group, where UIKit lays out nothing): the section's remaining items are not shown")
                break
            }
            if orthogonal {
                cross += (first ? 0 : spacing) + crossLength(placed.size)
                thickest = max(thickest, mainLength(placed.size))
            } else {
                position += (first ? 0 : spacing) + mainLength(placed.size)
                widestCross = max(widestCross, crossBefore + crossLength(placed.size) + crossAfter)
            }
            first = false
            next += placed.consumed
        }
        if orthogonal { position += thickest }
        position += mainAfter
        for item in boundaries where item.isTrailingBoundary(vertical: vertical) {
            position += placeBoundary(item, of: definition, section: section, at: position, sectionBox: sectionBox,
                                      container: container, crossBefore: crossBefore)
        }
        placeDecorations(of: definition, section: section, from: start, to: position, container: container)
        return position
    }

    /// `.groupPagingCentered`: how far the first group starts past the section's leading inset so that it is centred
    /// across the section, `(box − group) / 2` rounded to a pixel, 0 for a group wider than the box. UIKit centres each
    /// group in the visible width and insets the orthogonal scroller so that the first and last groups centre too
    /// (Apple Developer Forums thread 684678 asks how to make the first group leading-aligned and the last
    /// trailing-aligned, which `.groupPagingCentered` does not do; the backport IBPCollectionViewCompositionalLayout
    /// sets its scroller's leading inset to `(container − group) / 2`). ViewTree's orthogonal sections do not scroll:
    /// the centred first group is what shows at rest. Centring inside the section's insets (not the container) is
    /// **ours**: the backport ignores an orthogonal section's insets, and the sources say nothing of them.
    private mutating func centeringOffset(of group: CollectionLayoutGroup, size: CGSize, in box: CGFloat, section: Int, items: Int) -> CGFloat {
        // The first group as it will be placed (an estimated group grows to its items).
        let measured = place(group, at: .zero, size: size, section: section, next: 0, end: items, emit: false)
        return roundToPixel(max(0, box - crossLength(measured.size)) / 2)
    }

    /// Places a section's decoration items (its backgrounds): each covers the whole section — its headers and
    /// footers, its `contentInsets`, the container's whole width across the scroll direction — less the item's own
    /// `contentInsets`, behind the section's cells (Apple's "Section Background Decoration" sample insets a
    /// background 5 pt into a section whose content is inset 10 pt).
    private mutating func placeDecorations(of definition: CollectionLayoutSection, section: Int, from start: CGFloat,
                                           to end: CGFloat, container: CGSize) {
        for item in definition.decorationItems {
            let insets = valid(item.contentInsets, "a decoration item's contentInsets")
            let whole = vertical ? CGRect(x: 0, y: start, width: container.width, height: end - start)
                                 : CGRect(x: start, y: 0, width: end - start, height: container.height)
            let frame = CGRect(x: whole.minX + insets.leading, y: whole.minY + insets.top,
                               width: max(0, whole.width - insets.leading - insets.trailing),
                               height: max(0, whole.height - insets.top - insets.bottom))
            let a = attributes(.decorationView, kind: item.elementKind, at: IndexPath(item: 0, section: section))
            a.frame = CGRect(x: roundToPixel(frame.minX), y: roundToPixel(frame.minY), width: frame.width, height: frame.height)
            a.zIndex = item.zIndex
            elements.append(a)
        }
    }

    /// Places a header or footer at `position`; returns its length along the scroll axis.
    private mutating func placeBoundary(_ item: CollectionLayoutBoundarySupplementaryItem, of definition: CollectionLayoutSection,
                                        section: Int, at position: CGFloat, sectionBox: CGSize, container: CGSize,
                                        crossBefore: CGFloat) -> CGFloat {
        let follows = definition.supplementariesFollowContentInsets
        let box = follows ? sectionBox : (vertical ? CGSize(width: container.width, height: sectionBox.height)
                                                   : CGSize(width: sectionBox.width, height: container.height))
        let path = IndexPath(item: 0, section: section)
        let s = size(of: item, in: box, key: SelfSizingKey(kind: item.elementKind, indexPath: path))
        let a = attributes(.supplementaryView, kind: item.elementKind, at: path)
        let origin = point(main: position, cross: follows ? crossBefore : 0)
        a.frame = CGRect(origin: CGPoint(x: roundToPixel(origin.x), y: roundToPixel(origin.y)), size: s)
        a.zIndex = item.zIndex
        a.sizesWidth = item.layoutSize.widthDimension.isEstimated
        a.sizesHeight = item.layoutSize.heightDimension.isEstimated
        elements.append(a)
        return mainLength(s)
    }

    // MARK: Groups

    /// One item of a group as planned: its size (a nested group's grown size, and the size it was proposed), the
    /// space before and after it along the group's axis, its offset across, and how many items it takes.
    private struct Entry {
        let item: CollectionLayoutItem
        let size: CGSize
        let proposed: CGSize
        let before: CGFloat
        let after: CGFloat
        let across: CGFloat
        let consumed: Int
    }

    /// Lays out `group` in a frame of `size` at `origin` with the section's items from `next` (before `end`);
    /// returns the size it takes (its estimated sides fitted to its items) and how many items it took. With
    /// `emit` false it only measures (a nested group is measured before it is placed).
    mutating func place(_ group: CollectionLayoutGroup, at origin: CGPoint, size: CGSize, section: Int, next: Int, end: Int,
                        emit: Bool) -> (size: CGSize, consumed: Int) {
        guard !group.subitems.isEmpty else { return (size, 0) }
        let horizontal = group.axis == .horizontal
        let insets = valid(group.contentInsets, "a group's contentInsets")
        let inner = CGSize(width: max(0, size.width - insets.leading - insets.trailing),
                           height: max(0, size.height - insets.top - insets.bottom))
        let available = horizontal ? inner.width : inner.height
        let gap = valid(group.interItemSpacing?.spacing ?? 0, "a group's interItemSpacing")
        let flexible = group.interItemSpacing?.isFlexible ?? false
        var count: Int
        var equalSplit = false
        switch group.repetition {
        case .cycling:
            let alongEstimated = (horizontal ? group.layoutSize.widthDimension : group.layoutSize.heightDimension).isEstimated
            // A group estimated along its own axis holds one run of its subitems; otherwise as many as fit.
            count = alongEstimated ? group.subitems.count : fittingCount(group, inner: inner, gap: gap, next: next, end: end, section: section)
        case .equalSplit(let n), .repeating(let n):
            count = n
            if n < 1 {
                problem("a group's count is \(n); it must be at least 1: 1 is used")
                count = 1
            }
            if case .equalSplit = group.repetition { equalSplit = true }
        }
        guard count > 0 else { return (size, 0) }
        // The items are sized in the group's inner size less the spacing between them (a count's items share it).
        let spacings = gap * CGFloat(count - 1)
        var box = inner
        if horizontal { box.width = max(0, box.width - spacings) } else { box.height = max(0, box.height - spacings) }
        let share = equalSplit ? floorToPixel((horizontal ? box.width : box.height) / CGFloat(count)) : nil
        var entries: [Entry] = []
        var used: CGFloat = 0
        var taken = 0
        // Stops at the section's last item: a `where` clause would still count to `count`, which may be `Int.max`.
        for k in 0..<count {
            guard taken < end - next else { break }
            let item = group.subitems[k % group.subitems.count]
            let edge = item.edgeSpacing
            let before = valid((horizontal ? edge?.leading : edge?.top)?.spacing ?? 0, "an item's edgeSpacing")
            let after = valid((horizontal ? edge?.trailing : edge?.bottom)?.spacing ?? 0, "an item's edgeSpacing")
            let across = valid((horizontal ? edge?.top : edge?.leading)?.spacing ?? 0, "an item's edgeSpacing")
            var proposed: CGSize
            let taking: (size: CGSize, consumed: Int)
            if let nested = item as? CollectionLayoutGroup {
                proposed = self.size(of: nested, in: box, key: nil)
                if let share { if horizontal { proposed.width = share } else { proposed.height = share } }
                taking = place(nested, at: .zero, size: proposed, section: section, next: next + taken, end: end, emit: false)
                if taking.consumed == 0 { break }
            } else {
                proposed = self.size(of: item, in: box, key: SelfSizingKey(kind: nil, indexPath: IndexPath(item: next + taken, section: section)))
                if let share { if horizontal { proposed.width = share } else { proposed.height = share } }
                taking = (proposed, 1)
            }
            used += (entries.isEmpty ? 0 : gap) + before + (horizontal ? taking.size.width : taking.size.height) + after
            entries.append(Entry(item: item, size: taking.size, proposed: proposed, before: before, after: after,
                                 across: across, consumed: taking.consumed))
            taken += taking.consumed
        }
        let extra = flexible && entries.count > 1 ? max(0, available - used) / CGFloat(entries.count - 1) : 0
        var cursor: CGFloat = 0
        var thickness: CGFloat = 0
        var consumed = 0
        for (k, e) in entries.enumerated() {
            if k > 0 { cursor += gap + extra }
            cursor += e.before
            let itemOrigin = horizontal
                ? CGPoint(x: origin.x + insets.leading + cursor, y: origin.y + insets.top + e.across)
                : CGPoint(x: origin.x + insets.leading + e.across, y: origin.y + insets.top + cursor)
            if emit {
                if let nested = e.item as? CollectionLayoutGroup {
                    _ = place(nested, at: itemOrigin, size: e.proposed, section: section, next: next + consumed, end: end, emit: true)
                } else {
                    emitCell(e.item, at: itemOrigin, size: e.size, path: IndexPath(item: next + consumed, section: section))
                }
            }
            cursor += (horizontal ? e.size.width : e.size.height) + e.after
            thickness = max(thickness, e.across + (horizontal ? e.size.height : e.size.width))
            consumed += e.consumed
        }
        var fitted = size
        if group.layoutSize.widthDimension.isEstimated {
            fitted.width = (horizontal ? cursor : thickness) + insets.leading + insets.trailing
        }
        if group.layoutSize.heightDimension.isEstimated {
            fitted.height = (horizontal ? thickness : cursor) + insets.top + insets.bottom
        }
        return (fitted, consumed)
    }

    /// How many of a cycling group's subitems fit: the largest n for which n items, their fractions taken of the
    /// group's inner length less n − 1 spacings, and those spacings fit in the inner length. 0 when even the first
    /// does not fit.
    private mutating func fittingCount(_ group: CollectionLayoutGroup, inner: CGSize, gap: CGFloat, next: Int, end: Int, section: Int) -> Int {
        let horizontal = group.axis == .horizontal
        let available = horizontal ? inner.width : inner.height
        var absolute: CGFloat = 0
        var fraction: CGFloat = 0
        var n = 0
        // The count does not depend on how many items are left (a last, partly filled group sizes its items as a full
        // one), but zero-length items would fit for ever: the count stops at `countingLimit` or the items left.
        while n < max(end - next, Self.countingLimit) {
            let item = group.subitems[n % group.subitems.count]
            let part = alongParts(of: item, horizontal: horizontal, inner: inner,
                                  key: SelfSizingKey(kind: nil, indexPath: IndexPath(item: next + n, section: section)))
            let a = absolute + part.absolute, f = fraction + part.fraction
            let spacings = gap * CGFloat(n)
            guard a + f * max(0, available - spacings) + spacings <= available + Self.fittingTolerance else { break }
            absolute = a
            fraction = f
            n += 1
        }
        return n
    }

    /// An item's length along its group's axis, as points plus a fraction of the group's length (its edge spacing
    /// included); values that are not lengths count as 0 (they are reported when the item is sized).
    private func alongParts(of item: CollectionLayoutItem, horizontal: Bool, inner: CGSize, key: SelfSizingKey) -> (absolute: CGFloat, fraction: CGFloat) {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v >= 0 && v <= maximumLength ? v : 0 }
        let d = horizontal ? item.layoutSize.widthDimension : item.layoutSize.heightDimension
        let edge = item.edgeSpacing
        let edges = clean((horizontal ? edge?.leading : edge?.top)?.spacing ?? 0) + clean((horizontal ? edge?.trailing : edge?.bottom)?.spacing ?? 0)
        switch d.kind {
        case .fractionalWidth:
            return horizontal ? (edges, clean(d.dimension)) : (edges + clean(d.dimension * inner.width), 0)
        case .fractionalHeight:
            return horizontal ? (edges + clean(d.dimension * inner.height), 0) : (edges, clean(d.dimension))
        case .absolute:
            return (edges + clean(d.dimension), 0)
        case .estimated:
            let m = item is CollectionLayoutGroup ? nil : measured[key].map { horizontal ? $0.width : $0.height }
            return (edges + clean(m ?? d.dimension), 0)
        }
    }

    /// A cell's attributes: the item's frame less its `contentInsets` on the sides that are not estimated, at a whole
    /// pixel.
    private mutating func emitCell(_ item: CollectionLayoutItem, at origin: CGPoint, size: CGSize, path: IndexPath) {
        let sizesWidth = item.layoutSize.widthDimension.isEstimated
        let sizesHeight = item.layoutSize.heightDimension.isEstimated
        var i = valid(item.contentInsets, "an item's contentInsets")
        if sizesWidth { i.leading = 0; i.trailing = 0 }
        if sizesHeight { i.top = 0; i.bottom = 0 }
        let a = attributes(.cell, kind: nil, at: path)
        // Insets larger than the item make a frame of the difference, taken positive (measured UIKit behaviour).
        a.frame = CGRect(x: roundToPixel(origin.x + i.leading), y: roundToPixel(origin.y + i.top),
                         width: abs(size.width - i.leading - i.trailing), height: abs(size.height - i.top - i.bottom))
        a.sizesWidth = sizesWidth
        a.sizesHeight = sizesHeight
        elements.append(a)
        // The item's anchored supplementary items (badges), sized against the cell and attached by their anchors.
        for supplementary in item.supplementaryItems where supplementary.containerAnchor != nil {
            let s = self.size(of: supplementary, in: a.frame.size, key: nil)
            for anchor in [supplementary.containerAnchor, supplementary.itemAnchor].compactMap({ $0 })
            where !anchor.hasUsableOffset(within: maximumLength) {
                let given = anchor.isFractionalOffset ? "fractionalOffset" : "absoluteOffset"
                problem("a supplementary item's (\(supplementary.elementKind)) anchor has \(given) (\(anchor.givenOffset.x), \(anchor.givenOffset.y)); an offset must be finite and within ±\(maximumLength): the item is placed without it")
            }
            let badge = attributes(.supplementaryView, kind: supplementary.elementKind, at: path)
            let frame = supplementary.anchoredFrame(in: a.frame, size: s)
            badge.frame = CGRect(x: roundToPixel(frame.minX), y: roundToPixel(frame.minY), width: frame.width, height: frame.height)
            badge.zIndex = supplementary.zIndex
            elements.append(badge)
        }
    }
}
