import Foundation
import Testing
import ViewTree
import ViewTreeTesting
import ViewTreeFuzzing

/// The fifth sweep for hostile and re-entrant input (Reliability.md, bugs 84–91): compositional layouts given huge
/// group counts, anchors that are not numbers and visible-items handlers that invalidate their layout; a stack view
/// arranged again from its subview's own callback; a menu that lists itself through a deferred element; text
/// positions further apart than `Int.max`; outlines nested thousands deep; selections of items that do not exist.
/// Each test hung, stopped the process or left a corrupt state without its fix.
@Suite struct HostileInputSweep5Tests {
    /// A collection view filling `t`'s window, laid out (`source` must be kept alive by the caller).
    func show(_ t: TestWorld, _ layout: CollectionViewLayout, _ source: CompoCounts) -> CollectionView {
        let collection = CollectionView(frame: t.window.bounds, collectionViewLayout: layout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(CollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "badge")
        collection.dataSource = source
        t.window.addSubview(collection)
        t.window.layoutIfNeeded()
        return collection
    }

    func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    func diagnosed(_ t: TestWorld, _ code: Diagnostic.Code, _ text: String) -> Int {
        t.simulation.diagnostics.filter { $0.code == code && $0.message.contains(text) }.count
    }

    // 84. A group count of Int.max.

    @Test(.timeLimit(.minutes(5)), arguments: [false, true])   // a hang guard only (sanitizers, two cores, the suite beside it)
    func aGroupCountOfIntMaxTakesTheSectionsItemsAndEnds(equalSplit: Bool) throws {
        let t = TestWorld()
        let item = CollectionLayoutItem(layoutSize: size(.absolute(10), .absolute(44)))
        let groupSize = size(.absolute(300), .absolute(44))
        let group = equalSplit ? CollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: Int.max)
                               : CollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: Int.max)
        let source = CompoCounts([5])
        let collection = show(t, CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)), source)
        #expect(collection.visibleCells.count == 5, "one group takes the section's five items")
        #expect(collection.visibleCells.allSatisfy { $0.frame.minY == 0 })
        try InvariantChecker.check([t.window])
    }

    // 85. A badge anchor offset that is not a number.

    @Test(arguments: [false, true])
    func aBadgeAnchorOffsetThatIsNotANumberIsReportedAndLeftOut(fractional: Bool) throws {
        let t = TestWorld()
        let anchor = fractional ? CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -CGFloat.infinity))
                                : CollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: CGFloat.nan, y: 1e300))
        let badge = CollectionLayoutSupplementaryItem(layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
                                                      containerAnchor: anchor)
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(44)), supplementaryItems: [badge])
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let source = CompoCounts([3])
        _ = show(t, layout, source)
        let badges = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 480)) ?? [])
            .filter { $0.representedElementKind == "badge" }
        #expect(badges.count == 3)
        // Inside the top trailing corner of each 320 × 44 cell, as with no offset.
        #expect(badges.map(\.frame) == (0..<3).map { CGRect(x: 300, y: CGFloat($0) * 44, width: 20, height: 20) })
        #expect(diagnosed(t, .invalidValue, "anchor has") == 1, "reported once per layout")
        try InvariantChecker.check([t.window])
    }

    // 86. A visible-items handler that invalidates its layout and asks it again.

    @Test func aVisibleItemsHandlerThatInvalidatesItsLayoutDoesNotRecurse() throws {
        let t = TestWorld()
        final class Box { weak var layout: CollectionViewCompositionalLayout?; var calls = 0 }
        let box = Box()
        let item = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(44)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(44)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = { items, _, _ in
            box.calls += 1
            guard box.calls < 100_000 else { return }
            for visible in items { visible.center = CGPoint(x: CGFloat.infinity, y: .nan) }
            box.layout?.invalidateLayout()
            _ = box.layout?.collectionViewContentSize
        }
        let layout = CollectionViewCompositionalLayout(section: section)
        box.layout = layout
        let source = CompoCounts([4])
        let collection = show(t, layout, source)
        t.run(for: 0.1)
        #expect(box.calls < 1_000, "bounded by the layout feedback-loop guard, not by the test's counter")
        #expect(diagnosed(t, .layoutLoop, "from inside its own prepare()") >= 1)
        let finite = { (v: CGFloat) in v.isFinite && abs(v) <= View.maximumCoordinate }
        #expect(collection.visibleCells.allSatisfy { [$0.frame.minX, $0.frame.minY, $0.frame.width, $0.frame.height].allSatisfy(finite) })
        try InvariantChecker.check([t.window])
    }

    // 87. A view that arranges itself in its stack view when added to it.

    /// Asks its stack view to arrange it as soon as it joins one (as a view that "installs itself" may).
    final class SelfArranging: View {
        var moves = 0
        override func didMoveToSuperview() {
            super.didMoveToSuperview()
            moves += 1
            guard moves < 1_000 else { return }
            (superview as? StackView)?.addArrangedSubview(self)
        }
    }

    @Test func aViewThatArrangesItselfWhenAddedIsArrangedOnceWhereAsked() throws {
        let t = TestWorld()
        let stack = StackView(frame: t.window.bounds)
        t.window.addSubview(stack)
        let first = View(), arranging = SelfArranging()
        stack.addArrangedSubview(first)
        stack.insertArrangedSubview(arranging, at: 0)
        #expect(stack.arrangedSubviews.count == 2)
        #expect(stack.arrangedSubviews.first === arranging && stack.arrangedSubviews.last === first)
        t.window.layoutIfNeeded()
        #expect(t.simulation.diagnostics.filter { $0.code == .unsatisfiableConstraints }.isEmpty)
        try InvariantChecker.check([t.window])
    }

    // 88. A deferred element that provides a menu holding it.

    @Test func aMenuThatListsItselfThroughADeferredElementIsWalkedOnce() throws {
        let t = TestWorld()
        final class Box { var element: DeferredMenuElement? }
        let box = Box()
        var chosen = 0
        let deferred = DeferredMenuElement { completion in
            guard let again = box.element else { return completion([]) }
            completion([Menu(title: "again", children: [again, Action(title: "x") { _ in chosen += 1 }])])
        }
        box.element = deferred
        let button = Button(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        t.window.addSubview(button)
        button.menu = Menu(title: "", children: [deferred])
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        tap(button)
        #expect(deferred.providedElements?.count == 1)
        #expect(button.menu?.allActions.map(\.title) == ["x"])
        #expect(button.performMenuAction(titled: "x"))
        #expect(chosen == 1)
        #expect(button.title(for: .normal) == "x")
        #expect(diagnosed(t, .invalidValue, "the menu lists itself") >= 1)
        box.element = nil // the deferred element's provider holds the box; the box no longer holds it
    }

    // 89. Text positions further apart than Int.max.

    @Test func textPositionsFurtherApartThanIntMaxAreOutsideTheText() throws {
        let t = TestWorld()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        t.window.addSubview(field)
        field.text = "hello"
        let far = TextRange(start: TextPosition(offset: Int.min), end: TextPosition(offset: 3))
        #expect(field.text(in: far) == nil)
        #expect(field.offset(from: TextPosition(offset: Int.min), to: field.endOfDocument) == Int.max)
        #expect(field.offset(from: TextPosition(offset: Int.max), to: TextPosition(offset: -2)) == Int.min)
        field.replace(far, withText: "x")
        #expect(field.text == "hello")
        let view = TextView(frame: CGRect(x: 0, y: 40, width: 200, height: 100))
        t.window.addSubview(view)
        view.text = "hello"
        view.selectedRange = NSRange(location: 1, length: 2)
        view.selectedTextRange = TextRange(start: TextPosition(offset: -1), end: TextPosition(offset: Int.max))
        #expect(view.selectedRange == NSRange(location: 1, length: 2), "refused; the selection stays")
        #expect(diagnosed(t, .invalidValue, "outside the text") == 1)
        #expect(diagnosed(t, .invalidValue, "selectedRange") == 1)
    }

    // 90. An outline nested 20,000 levels deep.

    @Test func anOutlineNestedTwentyThousandDeepIsWalkedWithoutOverflowingTheStack() {
        let depth = 20_000
        var outline = DiffableDataSourceSectionSnapshot<Int>()
        outline.append([0])
        for level in 1..<depth { outline.append([level], to: level - 1) }
        #expect(outline.items == Array(0..<depth))
        #expect(outline.visibleItems == [0])
        outline.expand(Array(0..<depth))
        #expect(outline.visibleItems.count == depth)
        let below = outline.snapshot(of: 0)
        #expect(below.rootItems == [1] && below.items.count == depth - 1 && below.level(of: depth - 1) == depth - 2)
        var other = DiffableDataSourceSectionSnapshot<Int>()
        other.append([-1])
        other.replace(childrenOf: -1, using: below)
        #expect(other.items == [-1] + Array(1..<depth))
        #expect(other.isExpanded(depth - 2))
        outline.delete([1])
        #expect(outline.items == [0])
    }

    @Test func anOutlineKeepsItsOrderWhenWalkedWithoutCalls() {
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["a", "b"])
        outline.append(["a1", "a2"], to: "a")
        outline.append(["a1x"], to: "a1")
        outline.append(["b1"], to: "b")
        #expect(outline.items == ["a", "a1", "a1x", "a2", "b", "b1"])
        outline.expand(["a", "b"])
        #expect(outline.visibleItems == ["a", "a1", "a2", "b", "b1"])
        #expect(outline.snapshot(of: "a", includingParent: true).items == ["a", "a1", "a1x", "a2"])
    }

    // 91. Selecting an item that does not exist.

    @Test func selectingAnItemThatDoesNotExistIsRefusedInUIKitsWords() throws {
        let t = TestWorld()
        let source = CompoCounts([3])
        let collection = show(t, CollectionViewFlowLayout(), source)
        collection.allowsMultipleSelection = true
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        for path in [IndexPath(item: 99, section: 0), IndexPath(item: -1, section: 0), IndexPath(item: 0, section: 5),
                     IndexPath(), IndexPath(indexes: [0, 0, 0])] {
            collection.selectItem(at: path, animated: false, scrollPosition: [])
        }
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(diagnosed(t, .indexOutOfRange, "Attempted to modify the selection of an out-of-bounds item (99) when there are only 3 items in section 0") == 1)
        #expect(diagnosed(t, .indexOutOfRange, "in section 5 when there are only 1 sections") == 1)
        #expect(diagnosed(t, .invalidValue, "has exactly 2 indexes") == 2)
        collection.deselectItem(at: IndexPath(item: 7, section: 0), animated: false)
        #expect(diagnosed(t, .indexOutOfRange, "out-of-bounds item (7)") == 1)
        collection.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        #expect(collection.indexPathsForSelectedItems == [])
        try InvariantChecker.check([t.window])
    }
}
