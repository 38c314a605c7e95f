// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

private final class Banner: UIView {}
private final class CaptionLabel: UILabel {}
private final class StyledSettingsController: UIViewController {}

/// `appearance()` on the controls, as an app delegate styles its app.
@Suite struct ControlAppearanceTests {
    @Test func proxiesStyleControlsAsTheyEnterAWindow() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        UILabel.appearance().textColor = .red
        UISwitch.appearance().onTintColor = .green
        UIPageControl.appearance().pageIndicatorTintColor = .gray
        UIButton.appearance().tintColor = .orange
        let label = UILabel(), chosen = UILabel(), toggle = UISwitch(), dots = UIPageControl(), button = UIButton(type: .system)
        chosen.textColor = .blue
        #expect(label.textColor == .black)                                  // not before it enters a window
        for view in [label, chosen, toggle, dots, button] { t.window.addSubview(view) }
        #expect(label.textColor == .red && chosen.textColor == .blue)       // a value the view set is kept
        #expect(toggle.onTintColor == .green && dots.pageIndicatorTintColor == .gray && button.tintColor == .orange)
        #expect(UILabel.appearance() === UILabel.appearance())              // one proxy per class and world
    }

    @Test func aContainedProxyWinsInsideItsContainer() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        UILabel.appearance().textColor = .red
        UILabel.appearance(whenContainedInInstancesOf: [Banner.self]).textColor = .white
        UILabel.appearance(whenContainedInInstancesOf: [StyledSettingsController.self]).font = UIFont.systemFont(ofSize: 22)
        let banner = Banner(), inBanner = UILabel(), outside = UILabel()
        banner.addSubview(inBanner)
        t.window.addSubview(banner)
        t.window.addSubview(outside)
        #expect(inBanner.textColor == .white && outside.textColor == .red)
        let settings = StyledSettingsController()
        let title = UILabel()
        settings.view.addSubview(title)
        t.show(settings)
        #expect(title.font.pointSize == 22 && outside.font.pointSize == UILabel().font.pointSize)
    }

    @Test func aSubclassProxyStylesOnlyThatSubclass() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        CaptionLabel.appearance().textColor = .gray
        let caption = CaptionLabel(), label = UILabel()
        t.window.addSubview(caption)
        t.window.addSubview(label)
        #expect(caption.textColor == .gray && label.textColor == .black)
    }

    @Test func aProxyOfAnotherWorldOrOfNoneChangesNothing() {
        let styled = TestWorld(), plain = TestWorld()
        styled.simulation.makeCurrent()
        UILabel.appearance().textColor = .red
        plain.simulation.makeCurrent()
        let label = UILabel()
        plain.window.addSubview(label)
        #expect(label.textColor == .black)
    }
}
