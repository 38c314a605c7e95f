import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Menus (`UIMenu`, `UIAction`) on buttons and bar button items, chosen as a user would.
@Suite struct MenuTests {
    /// A sort menu with a single-selection submenu, an inline section and a hidden item.
    func sortMenu(log: @escaping (String, Any?) -> Void) -> ViewTree.Menu {
        let byName = Action(title: "Name", state: .on) { log("Name", $0.sender) }
        let byDate = Action(title: "Date") { log("Date", $0.sender) }
        let delete = Action(title: "Delete", image: Image(systemName: "trash"), attributes: .destructive) { log("Delete", $0.sender) }
        let secret = Action(title: "Secret", attributes: .hidden) { log("Secret", $0.sender) }
        let off = Action(title: "Archive", attributes: .disabled) { log("Archive", $0.sender) }
        return Menu(title: "Options", children: [
            Menu(title: "Sort by", options: .singleSelection, children: [byName, byDate]),
            Menu(options: .displayInline, children: [delete, off]),
            secret,
        ])
    }

    @Test func aTapOnAButtonWhoseMenuIsItsPrimaryActionShowsTheMenuInsteadOfSendingTouchUpInside() {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 667))
        var log: [String] = []
        let button = Button(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        t.window.addSubview(button)
        button.menu = sortMenu { name, sender in log.append("\(name) from \(sender is Button ? "button" : "?")") }
        button.showsMenuAsPrimaryAction = true
        button.addAction(Action { _ in log.append("touchUpInside") }, for: .touchUpInside)
        button.addAction(Action { _ in log.append("menuActionTriggered") }, for: .menuActionTriggered)

        #expect(tap(button))
        #expect(log == ["menuActionTriggered"])
        #expect(button.presentedMenu === button.menu)
        #expect(button.performMenuAction(titled: "Date"))
        #expect(log == ["menuActionTriggered", "Date from button"])
        #expect(button.presentedMenu == nil)
        // The single-selection submenu moved its check mark.
        #expect(button.menu?.selectedElements.map(\.title) == ["Date"])
        // Hidden and disabled items cannot be chosen, and a title that is not there does nothing.
        #expect(!button.performMenuAction(titled: "Secret") && !button.performMenuAction(titled: "Archive"))
        #expect(!button.performMenuAction(titled: "Nope"))
        #expect(log.count == 2)
        #expect(button.menu?.visibleChildren.count == 2)

        button.showsMenuAsPrimaryAction = false
        #expect(tap(button))
        #expect(log.last == "touchUpInside")
    }

    @Test func aPopUpButtonShowsItsChosenActionsTitle() {
        _ = Simulation()
        let button = Button(type: .system)
        button.changesSelectionAsPrimaryAction = true
        button.showsMenuAsPrimaryAction = true
        let small = Action(title: "Small") { _ in }
        let large = Action(title: "Large") { _ in }
        button.menu = Menu(children: [small, large])
        #expect(small.state == .on && button.title(for: .normal) == "Small")
        #expect(button.performMenuAction(titled: "Large"))
        #expect(small.state == .off && large.state == .on && button.title(for: .normal) == "Large")
    }

    @Test func anActionIsAnObjectWhoseSenderIsSetOnlyWhileItRuns() {
        _ = Simulation()
        var seen: [String] = []
        let action = Action(title: "Go") { action in seen.append(action.sender == nil ? "no sender" : "sender") }
        let button = Button(type: .system)
        button.addAction(action, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(seen == ["sender"] && action.sender == nil)
        action.state = .on
        action.attributes = .disabled
        #expect(action.state == .on && action.attributes == .disabled)
        let menu = Menu(children: [action]).replacingChildren([])
        #expect(menu.children.isEmpty)
    }

    @Test func barButtonItemsTakeSpacesMenusAndTypedTargetActions() {
        final class Screen {
            var saves = 0
            func save() { saves += 1 }
            func share(_ item: BarButtonItem) { saves += 10 }
        }
        let world = Simulation()
        let screen = Screen()
        let space = BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        #expect(space.title == nil && space.systemItem == .flexibleSpace)
        space.performPrimaryAction()
        let save = BarButtonItem(title: "Save", style: .done, target: screen, action: Screen.save)
        save.performPrimaryAction()
        let share = BarButtonItem(barButtonSystemItem: .action, target: screen, action: Screen.share)
        share.performPrimaryAction()
        #expect(screen.saves == 11 && save.target === screen)
        #expect(BarButtonItem.fixedSpace(12).width == 12)

        var chosen: [String] = []
        let more = BarButtonItem(image: Image(systemName: "ellipsis.circle"), menu: Menu(children: [
            Action(title: "Rename") { _ in chosen.append("Rename") },
        ]))
        more.performPrimaryAction()
        #expect(more.presentedMenu === more.menu)
        #expect(more.performMenuAction(titled: "Rename") && chosen == ["Rename"] && more.presentedMenu == nil)

        let named = BarButtonItem(title: "Edit", style: .plain, target: screen, action: Selector("edit"))
        named.performPrimaryAction()
        #expect(world.diagnostics.last?.message.contains("selector edit") == true)
        #expect(screen.saves == 11)
    }

    @Test func controllersKeepToolbarItemsAndCompareByIdentity() {
        _ = Simulation()
        let first = ViewController(), second = ViewController()
        let navigation = NavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        #expect(navigation.viewControllers.firstIndex(of: second) == 1)
        #expect(navigation.isToolbarHidden)
        navigation.setToolbarHidden(false, animated: true)
        first.setToolbarItems([BarButtonItem.flexibleSpace(), BarButtonItem(barButtonSystemItem: .add)], animated: false)
        #expect(!navigation.isToolbarHidden && first.toolbarItems?.last?.title == "Add")
        #expect(Set([first, second, first]).count == 2)
    }
}
