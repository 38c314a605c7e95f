// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// `UINavigationBar.items` as UIKit declares it (optional, settable) and the bar's own item stack.
@Suite struct NavigationBarItemsTests {
    @Test func aStandaloneBarKeepsItsOwnItems() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(bar.items?.count == 0 && bar.topItem == nil)
        let first = UINavigationItem(title: "Inbox")
        bar.items = [first]
        bar.pushItem(UINavigationItem(title: "Message"), animated: true)
        #expect(bar.items?.map(\.title) == ["Inbox", "Message"] && bar.backItem === first)
        #expect(bar.popItem(animated: true)?.title == "Message" && bar.topItem === first)
        bar.setItems(nil, animated: false)
        #expect(bar.items?.isEmpty == true && bar.popItem(animated: false) == nil)
    }

    @Test func aNavigationControllersBarRefusesDirectChanges() {
        let t = TestWorld()
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        t.show(navigation)
        navigation.navigationBar.pushItem(UINavigationItem(title: "Stray"), animated: false)
        navigation.navigationBar.items = []
        #expect(navigation.navigationBar.items?.count == 1 && navigation.navigationBar.topItem === root.navigationItem)
        #expect(t.simulation.diagnostics.filter { $0.message.contains("managed by a navigation controller") }.count == 2)
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(navigation.navigationBar.items?.count == 2, "the controller still changes its bar")
    }
}
