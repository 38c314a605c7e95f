// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A reminder row with a VoiceOver action, as Apple's "Today" tutorial adds one.
private final class ReminderRow: UIView {
    var done = false
    func configure() {
        let name = "Toggle completion"
        accessibilityCustomActions = [UIAccessibilityCustomAction(name: name) { [weak self] _ in
            self?.done.toggle()
            return true
        }]
    }
}

/// A chart that refuses vertical pans (a probed power-usage chart overrides the view's hook).
private final class ChartView: UIView {
    var styleChanges = 0
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: self)
        return abs(velocity.x) > abs(velocity.y)
    }
    func watchStyle() {
        registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitVerticalSizeClass.self]) { (self: ChartView, _: UITraitCollection) in
            self.styleChanges += 1
        }
    }
}

private final class CopyMenu: UIEditMenuInteractionDelegate {
    var copied = 0
    var events: [String] = []
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        UIMenu(children: [UIAction(title: "Copy") { _ in self.copied += 1 }])
    }
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        events.append("present \(configuration.sourcePoint.x)")
    }
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        animator.addCompletion { self.events.append("dismissed") }
    }
}

/// A button that follows its menu, as a probed context-menu library's does.
private final class ContextMenuButton: UIButton {
    var events: [String] = []
    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                         animator: (any UIContextMenuInteractionAnimating)?) {
        super.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator)
        events.append("display")
    }
    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                         animator: (any UIContextMenuInteractionAnimating)?) {
        super.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator)
        animator?.addCompletion { [weak self] in self?.events.append("dismissed") }
    }
}

/// The gaps a seventh probe of public UIKit files found: VoiceOver custom actions, the view's gesture hook, iOS 17
/// trait registration, edit menus, blend-mode drawing and a control's primary action.
@Suite struct ProbedPublicFilesRound7Tests {
    @Test func customActionsRunWhenChosen() {
        let row = ReminderRow()
        #expect(row.accessibilityCustomActions == nil)
        row.configure()
        #expect(row.accessibilityCustomActions?.map(\.name) == ["Toggle completion"])
        #expect(row.performAccessibilityCustomAction(named: "Toggle completion") && row.done)
        #expect(!row.performAccessibilityCustomAction(named: "Delete") && row.done)
        row.accessibilityUserInputLabels = ["Reminder"]
        row.accessibilityContainerType = .list
        #expect(row.accessibilityUserInputLabels == ["Reminder"] && row.accessibilityContainerType == .list)
        #expect(!row.accessibilityPerformEscape() && !row.shouldGroupAccessibilityChildren)
        let bold = UIAccessibilityCustomAction(attributedName: NSAttributedString(string: "Flag"), actionHandler: nil)
        #expect(bold.name == "Flag" && bold.actionHandler == nil)
    }

    @Test func aViewCanRefuseItsRecognizers() {
        let t = TestWorld()
        let chart = ChartView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let pan = UIPanGestureRecognizer()
        var began = 0
        pan.addAction { recognizer in if recognizer.state == .began { began += 1 } }
        chart.addGestureRecognizer(pan)
        t.window.addSubview(chart)
        drag(chart, from: CGPoint(x: 150, y: 50), to: CGPoint(x: 150, y: 250))      // vertical: refused
        #expect(began == 0)
        drag(chart, from: CGPoint(x: 50, y: 150), to: CGPoint(x: 250, y: 150))      // horizontal
        #expect(began == 1)
    }

    @Test func traitRegistrationsRunWhenTheirTraitsChange() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let chart = ChartView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        t.window.addSubview(chart)
        chart.watchStyle()
        let unrelated = chart.registerForTraitChanges([UITraitDisplayScale.self]) { (_: ChartView, _: UITraitCollection) in
            Issue.record("the display scale did not change")
        }
        #expect(chart.traitCollection.verticalSizeClass == .regular)
        t.simulation.rotate(to: .landscapeLeft)          // an iPhone's height becomes compact
        #expect(chart.traitCollection.verticalSizeClass == .compact && chart.styleChanges == 1)
        chart.unregisterForTraitChanges(unrelated)
        t.simulation.rotate(to: .portrait)
        #expect(chart.styleChanges == 2)
    }

    @Test func editMenusAskTheirDelegate() {
        let t = TestWorld()
        let field = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        t.window.addSubview(field)
        let menu = CopyMenu()
        let interaction = UIEditMenuInteraction(delegate: menu)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 20, y: 10)))
        #expect(interaction.presentedMenu == nil)                 // in no view yet
        field.addInteraction(interaction)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "copy", sourcePoint: CGPoint(x: 20, y: 10)))
        #expect(interaction.presentedMenu?.children.count == 1 && menu.events == ["present 20.0"])
        #expect(interaction.performMenuAction(titled: "Copy") && menu.copied == 1)
        #expect(interaction.presentedMenu == nil && menu.events == ["present 20.0", "dismissed"])
    }

    @Test func blendModeDrawingAndPrimaryActions() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
        let image = renderer.image { context in
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10), blendMode: .clear)
            UIImage().draw(in: CGRect(x: 0, y: 0, width: 5, height: 5), blendMode: .destinationOut, alpha: 0.5)
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).fill(with: .multiply, alpha: 1)
        }
        #expect(image.size == CGSize(width: 10, height: 10))
        let button = UIButton(type: .system)
        var fired = 0
        button.addAction(UIAction { _ in fired += 1 }, for: .primaryActionTriggered)
        button.performPrimaryAction()
        #expect(fired == 1)
        button.isEnabled = false
        button.performPrimaryAction()
        #expect(fired == 1 && button.preferredMenuElementOrder == .automatic)
    }

    @Test func aButtonHearsOfItsMenuAsItsInteractionsDelegate() {
        let t = TestWorld()
        let button = ContextMenuButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        t.window.addSubview(button)
        #expect(button.contextMenuInteraction == nil && !button.isContextMenuInteractionEnabled)
        var chosen = 0
        button.menu = UIMenu(children: [UIAction(title: "Share") { _ in chosen += 1 }])
        button.showsMenuAsPrimaryAction = true
        #expect(button.isContextMenuInteractionEnabled && button.contextMenuInteraction != nil)
        tap(button)
        #expect(button.presentedMenu != nil && button.events == ["display"])
        #expect(button.performMenuAction(titled: "Share") && chosen == 1)
        #expect(button.events == ["display", "dismissed"])
    }

    /// An eighth, short probe: a navigation bar appearance's back indicator, tinted white as a probed extension does.
    @Test func aNavigationBarAppearanceHasABackIndicator() {
        let appearance = UINavigationBarAppearance()
        let system = appearance.backIndicatorImage
        #expect(system.isSymbolImage && appearance.backIndicatorTransitionMaskImage.isSymbolImage)
        let white = appearance.backIndicatorImage.withTintColor(.white).withRenderingMode(.alwaysOriginal)
        appearance.setBackIndicatorImage(white, transitionMaskImage: white)
        #expect(appearance.backIndicatorImage === white && appearance.copy().backIndicatorTransitionMaskImage === white)
        appearance.setBackIndicatorImage(nil, transitionMaskImage: white)
        #expect(appearance.backIndicatorImage.isSymbolImage)
    }
}
