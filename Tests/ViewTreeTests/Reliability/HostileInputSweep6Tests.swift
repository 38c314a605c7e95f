import Foundation
import Testing
import ViewTree
import ViewTreeTesting
import ViewTreeFuzzing

/// The sixth sweep (Reliability.md, bugs 92 and on): what the fuzzer's collections family (`FuzzCollectionStep`:
/// stack views, diffable collection views with compositional layouts and outlines, menus) found. The tests of bugs 92
/// and 93 failed without their fixes; bug 94 stopped the fuzzer (signal 11), and its second test guards bug 88's
/// cycle check through the rewritten walk.
@Suite struct HostileInputSweep6Tests {
    func diagnosed(_ t: TestWorld, _ code: Diagnostic.Code, _ text: String = "") -> [Diagnostic] {
        t.simulation.diagnostics.filter { $0.code == code && (text.isEmpty || $0.message.contains(text)) }
    }

    // 92. An arranged view arranged again at the end.

    @Test func anArrangedViewAddedAgainMovesToTheEnd() throws {
        let t = TestWorld()
        let stack = StackView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        t.window.addSubview(stack)
        let a = View(), b = View(), c = View()
        for v in [a, b, c] { stack.addArrangedSubview(v) }
        // "Adds a view to the end of the arranged subviews array" (UIStackView, addArrangedSubview(_:)).
        stack.addArrangedSubview(a)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        // The index "must not be greater than the number of views currently in this array" — the view itself counted.
        stack.insertArrangedSubview(b, at: 3)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        #expect(diagnosed(t, .indexOutOfRange).isEmpty)
        // One past the count is still refused, and changes nothing.
        stack.insertArrangedSubview(c, at: 4)
        #expect(diagnosed(t, .indexOutOfRange).count == 1)
        #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        #expect(stack.subviews.count == 3, "subviews are not reordered, as UIKit documents")
        t.window.layoutIfNeeded()
        try InvariantChecker.check([t.window])
    }

    // 93. A section snapshot given an identifier it holds, or a parent it does not.

    @Test func aSectionSnapshotRefusesDuplicatesAndMissingParentsInUIKitsWords() {
        let t = TestWorld()
        var outline = DiffableDataSourceSectionSnapshot<Int>()
        outline.append([1, 2])
        // UIKit raises NSInternalInconsistencyException "Identifiers in a section snapshot must be unique. Duplicate
        // item identifiers: {(…)}" (hackiftekhar/IQListKit issue 3); nothing is added, not even the new ones.
        outline.append([3, 2], to: 1)
        #expect(outline.items == [1, 2])
        outline.append([4, 4])
        #expect(outline.items == [1, 2])
        outline.insert([5, 1], before: 2)
        #expect(outline.items == [1, 2])
        #expect(diagnosed(t, .invalidValue, "Identifiers in a section snapshot must be unique. Duplicate item identifiers").count == 3)
        // A parent, or an anchor, the section snapshot does not hold.
        outline.append([6], to: 99)
        outline.insert([7], before: 99)
        outline.insert([8], after: 98)
        #expect(outline.items == [1, 2])
        #expect(diagnosed(t, .invalidValue, "is not in the section snapshot").count == 3)
        // Valid calls still work.
        outline.append([3], to: 1)
        outline.insert([0], before: 1)
        #expect(outline.items == [0, 1, 3, 2])
        #expect(diagnosed(t, .invalidValue).count == 6)
    }

    // 94. A menu nested 20,000 levels deep.

    /// `depth` menus, each holding an action `"a<level>"` and the next; the deepest holds `deepest`.
    func nestedMenu(depth: Int, deepest: [MenuElement]) -> Menu {
        var menu = Menu(title: "level \(depth)", children: deepest)
        for level in stride(from: depth - 1, through: 0, by: -1) {
            menu = Menu(title: "level \(level)", children: [Action(title: "a\(level)") { _ in }, menu])
        }
        return menu
    }

    /// (The limit only guards against a hang: alone, the test takes 0.2 s in a debug build and 6 s under ThreadSanitizer,
    /// but with the whole suite running beside it on two cores, ThreadSanitizer's run passed the minute once.)
    @Test(.timeLimit(.minutes(5))) func aMenuNestedTwentyThousandDeepIsWalkedWithoutOverflowingTheStack() throws {
        let t = TestWorld()
        var chosen: [String] = []
        let deferred = DeferredMenuElement { $0([Action(title: "provided") { chosen.append($0.title) }]) }
        let depth = 20_000
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        t.window.addSubview(button)
        button.changesSelectionAsPrimaryAction = true
        button.menu = nestedMenu(depth: depth, deepest: [deferred])
        // A pop-up button chose the first action and shows it (its menu walked once, through every level).
        #expect(button.title(for: .normal) == "a0")
        // Shown: the deferred element at the bottom is asked (the walk that asks reached it).
        #expect(button.contextMenuInteraction?.presentMenu(at: CGPoint(x: 50, y: 22)) == true)
        #expect(deferred.providerCallCount == 1)
        let actions = button.menu!.allActions
        #expect(actions.count == depth + 1)
        #expect(actions.first?.title == "a0" && actions.last?.title == "provided", "depth first, as before")
        #expect(button.performMenuAction(titled: "provided"))
        #expect(chosen == ["provided"])
        #expect(button.title(for: .normal) == "provided")
        try InvariantChecker.check([t.window])
    }

    @Test func aMenuThatListsItselfIsStillReportedOnceAWalk() {
        // The walk without calls keeps bug 88's guard: a deferred element that provides a menu holding it.
        let t = TestWorld()
        final class Box { weak var element: DeferredMenuElement? }
        let box = Box()
        let element = DeferredMenuElement { done in done(box.element.map { [Menu(title: "loop", children: [$0, Action(title: "x") { _ in }])] } ?? []) }
        box.element = element
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        t.window.addSubview(button)
        button.menu = Menu(title: "root", children: [Action(title: "r") { _ in }, element])
        button.contextMenuInteraction?.presentMenu(at: CGPoint(x: 50, y: 22))
        #expect(button.menu!.allActions.map(\.title) == ["r", "x"])
        #expect(diagnosed(t, .invalidValue, "the menu lists itself").count == 1)
    }
}
