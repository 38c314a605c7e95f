// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

private final class Card: UIView {}
private final class AlertLikeController: UIViewController {}
private final class BrandNavigationController: UINavigationController {}

/// `UIView.appearance()`, the proxy app delegates use for an app-wide tint, and the proxies of the bars and
/// toolbars, which now share the controls' matching and precedence.
@Suite struct ViewAppearanceProxyTests {
    @Test func aViewProxyTintsEveryViewAsItEntersAWindow() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        UIView.appearance().tintColor = .purple
        let plain = UIView(), label = UILabel(), chosen = UIView()
        chosen.tintColor = .green
        #expect(plain.tintColor != .purple)                                 // not before it enters a window
        for view in [plain, label, chosen] { t.window.addSubview(view) }
        #expect(plain.tintColor == .purple && label.tintColor == .purple)   // plain views and subclasses alike
        #expect(chosen.tintColor == .green)                                 // a tint the view set is kept
        let child = UIView()
        chosen.addSubview(child)
        #expect(child.tintColor == .purple)                                 // its own tint, set by the proxy
    }

    @Test func aSubclassProxyWinsOverTheViewProxy() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        UILabel.appearance().tintColor = .orange     // made first, still the more specific
        UIView.appearance().tintColor = .purple
        let label = UILabel(), button = UIButton(type: .system)
        t.window.addSubview(label)
        t.window.addSubview(button)
        #expect(label.tintColor == .orange && button.tintColor == .purple)
    }

    @Test func aContainedViewProxyAppliesInsideItsContainerOnly() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        UIView.appearance(whenContainedInInstancesOf: [Card.self]).backgroundColor = .yellow
        UIView.appearance(whenContainedInInstancesOf: [AlertLikeController.self]).tintColor = .red
        let card = Card(), inside = UIView(), outside = UIView()
        card.addSubview(inside)
        t.window.addSubview(card)
        t.window.addSubview(outside)
        #expect(inside.backgroundColor == .yellow && outside.backgroundColor == nil && card.backgroundColor == nil)
        let alert = AlertLikeController()
        let button = UIButton(type: .system)
        alert.view.addSubview(button)
        t.show(alert)
        #expect(button.tintColor == .red && outside.tintColor != .red)
    }

    @Test func aViewInAWindowAlreadyIsLeftAlone() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        let early = UIView()
        t.window.addSubview(early)
        UIView.appearance().backgroundColor = .blue
        #expect(early.backgroundColor == nil)       // "doesn't change the appearance of a view that's already in a window"
        early.removeFromSuperview()
        t.window.addSubview(early)
        #expect(early.backgroundColor == .blue)     // until it enters one again
    }

    @Test func barsTakeTheViewProxysTintUnderTheirOwn() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        UIView.appearance().tintColor = .purple
        UINavigationBar.appearance(whenContainedInInstancesOf: [BrandNavigationController.self]).barTintColor = .black
        UIToolbar.appearance().barTintColor = .darkGray
        UISearchBar.appearance().searchBarStyle = .minimal
        let brand = BrandNavigationController(rootViewController: UIViewController())
        t.show(brand)
        #expect(brand.navigationBar.barTintColor == .black && brand.navigationBar.tintColor == .purple)
        let other = UINavigationController(rootViewController: UIViewController())
        let toolbar = UIToolbar(), search = UISearchBar()
        other.view.addSubview(toolbar)
        other.view.addSubview(search)
        t.show(other)
        #expect(other.navigationBar.barTintColor == nil)
        #expect(toolbar.barTintColor == .darkGray && search.searchBarStyle == .minimal)
    }

    @Test func aProxyWithNoWorldCurrentStylesNothing() {
        let proxy = UIView.appearance()
        proxy.tintColor = .red
        let t = TestWorld()
        let view = UIView()
        t.window.addSubview(view)
        #expect(view.tintColor != .red)
    }
}
