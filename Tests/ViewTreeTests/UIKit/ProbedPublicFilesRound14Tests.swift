// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A cell like the probed photo cell: a long press makes it first responder and shows the edit menu with a custom
/// "Save" item; it accepts that item and Copy.
private final class SaveableCell: UICollectionViewCell {
    var accepted: Set<String> = ["copy:", "saveImage"]
    var copiedBy: [AnyObject] = []
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        accepted.contains(action.name)
    }
    override func copy(_ sender: Any?) {
        if let sender = sender as AnyObject? { copiedBy.append(sender) }
    }
    func showSaveMenu() {
        becomeFirstResponder()
        UIMenuController.shared.menuItems = [UIMenuItem(title: "Save", action: Selector("saveImage"))]
        UIMenuController.shared.showMenu(from: self, rect: bounds)
    }
}

@Suite struct ProbedPublicFilesRound14Tests {
    // MARK: UIMenuController

    @Test func theEditMenuShowsTheCommandsTheFirstResponderAccepts() {
        let t = TestWorld()
        let cell = SaveableCell(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        t.window.addSubview(cell)
        var posted: [String] = []
        for name in [UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
                     UIMenuController.willHideMenuNotification, UIMenuController.didHideMenuNotification] {
            t.simulation.notificationCenter.addObserver(forName: name, object: nil) { note in
                posted.append(note.name.rawValue.replacingOccurrences(of: "UIMenuController", with: ""))
            }
        }
        let menu = UIMenuController.shared
        #expect(menu === UIMenuController.shared, "one edit menu per world")
        #expect(menu.menuItems == nil && menu.arrowDirection == .default && !menu.isMenuVisible)
        cell.showSaveMenu()
        #expect(menu.isMenuVisible)
        #expect(menu.visibleActions == ["copy:", "saveImage"], "standard commands first, then the custom items")
        #expect(menu.targetView === cell && menu.targetRect == cell.bounds)
        #expect(posted == ["WillShowMenuNotification", "DidShowMenuNotification"])
        #expect(menu.performMenuAction("copy:") === cell)
        #expect(cell.copiedBy.count == 1 && cell.copiedBy.first === menu, "the action is sent with the menu as sender")
        #expect(!menu.isMenuVisible && menu.visibleActions.isEmpty, "choosing a command hides the menu")
        #expect(posted.suffix(2) == ["WillHideMenuNotification", "DidHideMenuNotification"])

        cell.showSaveMenu()
        #expect(menu.performMenuAction("saveImage") == nil)
        #expect(!menu.isMenuVisible)
        #expect(t.simulation.diagnostics.last?.message.contains("cannot perform a selector") == true)
    }

    @Test func noMenuWithoutAFirstResponderThatAcceptsACommand() {
        let t = TestWorld()
        let cell = SaveableCell(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        t.window.addSubview(cell)
        let menu = UIMenuController.shared
        menu.showMenu(from: cell, rect: cell.bounds)
        #expect(!menu.isMenuVisible, "the cell is not first responder: no menu")
        cell.accepted = []
        #expect(cell.becomeFirstResponder())
        menu.showMenu(from: cell, rect: cell.bounds)
        #expect(!menu.isMenuVisible, "the first responder accepts no command: no menu")
        let outside = SaveableCell(frame: .zero)
        menu.showMenu(from: outside, rect: .zero)
        #expect(!menu.isMenuVisible, "a target view in no window shows no menu")
    }

    @Test func theDeprecatedCallsUpdateAndRefusals() {
        let t = TestWorld()
        let cell = SaveableCell(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let other = UIView(frame: .zero)
        t.window.addSubview(cell)
        t.window.addSubview(other)
        #expect(cell.becomeFirstResponder())
        let menu = UIMenuController.shared
        menu.setTargetRect(CGRect(x: 10, y: 10, width: 1, height: 1), in: cell)
        menu.setMenuVisible(true, animated: true)
        #expect(menu.visibleActions == ["copy:"], "no custom items yet")
        menu.menuItems = [UIMenuItem(title: "Save", action: "saveImage"), UIMenuItem(title: "Share", action: "share")]
        #expect(menu.visibleActions == ["copy:"], "the menu asks again only on update()")
        menu.update()
        #expect(menu.visibleActions == ["copy:", "saveImage"], "Share is not accepted")
        #expect(menu.performMenuAction("share") == nil)
        #expect(menu.isMenuVisible, "a command that does not show is refused and the menu kept")
        #expect(t.simulation.diagnostics.last?.code == .invalidValue)
        menu.hideMenu(from: other)
        #expect(menu.isMenuVisible, "hideMenu(from:) another view leaves it")
        cell.accepted = []
        menu.update()
        #expect(!menu.isMenuVisible, "update() hides a menu with no command left")
        cell.accepted = ["copy:"]
        menu.isMenuVisible = true
        #expect(menu.isMenuVisible)
        menu.hideMenu(from: cell)
        #expect(!menu.isMenuVisible)
    }
}
