// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// iOS 17's target-action trait registrations, ported as UIKit code writes them with `#selector`: the selector
/// becomes a method reference.
private final class ThemedScreen: UIViewController {
    let badge = UIView()
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
        // registerForTraitChanges([UITraitUserInterfaceStyle.self], action: #selector(updateColors))
        registerForTraitChanges([UITraitUserInterfaceStyle.self], action: ThemedScreen.updateColors)
        // badge.registerForTraitChanges([...], target: self, action: #selector(badgeChanged))
        badge.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: self, action: ThemedScreen.badgeChanged)
        badge.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: self, action: ThemedScreen.badgeViewChanged)
        badge.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: self, action: ThemedScreen.badgeChangedFrom)
    }

    func updateColors() { log.append("screen \(traitCollection.userInterfaceStyle == .dark ? "dark" : "light")") }
    func badgeChanged() { log.append("badge") }
    func badgeViewChanged(_ view: UIView) { log.append("badge view \(view === badge)") }
    func badgeChangedFrom(_ view: UIView, previous: UITraitCollection) {
        log.append("badge was \(previous.userInterfaceStyle == .light ? "light" : "other")")
    }
}

@Suite struct TraitChangeActionTests {
    @Test func actionsRunOnTheirTargetsAfterAChange() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let screen = ThemedScreen()
        t.window.overrideUserInterfaceStyle = .light
        t.show(screen)
        t.window.layoutIfNeeded()
        screen.log.removeAll()
        t.window.overrideUserInterfaceStyle = .dark
        t.window.layoutIfNeeded()
        #expect(screen.log == ["screen dark", "badge", "badge view true", "badge was light"],
                "controllers hear before their views; each registration in the order made")
    }

    @Test func aTargetIsHeldWeakly() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let view = UIView()
        t.window.addSubview(view)
        weak var gone: ThemedScreen?
        do {
            let target = ThemedScreen()
            gone = target
            view.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: target, action: ThemedScreen.badgeChanged)
        }
        #expect(gone == nil, "the registration does not keep its target")
        t.window.overrideUserInterfaceStyle = .dark
        t.window.layoutIfNeeded()   // the registration runs and finds no target: nothing happens
    }

    @Test func aScreenRegisteringItselfIsReleased() {
        weak var gone: ThemedScreen?
        do {
            let t = TestWorld()
            let screen = ThemedScreen()
            gone = screen
            t.show(screen)
            t.window.layoutIfNeeded()
        }
        #expect(gone == nil)
    }
}
