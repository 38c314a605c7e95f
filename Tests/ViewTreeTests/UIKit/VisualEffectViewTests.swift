import Testing
import ViewTreeTesting
import ViewTreeUIKit

@Suite struct VisualEffectViewTests {
    @Test func contentGoesInTheContentViewWhichFollowsTheSize() {
        let t = TestWorld()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        let label = UILabel()
        blur.contentView.addSubview(label)
        t.window.addSubview(blur)
        #expect(blur.contentView.frame == blur.bounds)
        blur.frame.size = CGSize(width: 300, height: 100)
        #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(blur.subviews.count == 2 && blur.subviews.last === blur.contentView)   // backdrop, then content
        #expect(blur.recursiveDescription().contains("_UIVisualEffectBackdropView"))
        #expect(blur.recursiveDescription().contains("_UIVisualEffectContentView"))
        #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func theBackdropIsThereOnlyForABlur() {
        let view = UIVisualEffectView(effect: nil)
        #expect(view.subviews.count == 1 && view.subviews.first === view.contentView)
        let blur = UIBlurEffect(style: .dark)
        view.effect = blur
        #expect(view.subviews.count == 2)
        view.effect = UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel)
        #expect(view.subviews.count == 1)
        #expect((view.effect as? UIVibrancyEffect)?.style == .secondaryLabel)
        #expect(UIVibrancyEffect(blurEffect: blur).style == .label)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20 && UIBlurEffect.Style.regular.rawValue == 4)
    }

    @Test func aSubviewAddedToTheEffectViewItselfIsKeptWithUIKitsWarning() {
        let t = TestWorld()
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        t.window.addSubview(blur)
        let badge = UIView()
        blur.addSubview(badge)
        #expect(badge.superview === blur)
        #expect(t.simulation.diagnostics.last?.message.contains("instead add them to the -contentView") == true)
    }
}
