// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A reading screen whose font the user picks (a probed font-picker screen's shape).
private final class ReaderViewController: UIViewController, UIFontPickerViewControllerDelegate {
    let label = UILabel()
    var events: [String] = []
    func showPicker(_ configuration: UIFontPickerViewController.Configuration = .init()) -> UIFontPickerViewController {
        let picker = UIFontPickerViewController(configuration: configuration)
        picker.delegate = self
        present(picker, animated: false)
        return picker
    }
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        viewController.dismiss(animated: false, completion: nil)
        guard let descriptor = viewController.selectedFontDescriptor else { return }
        label.font = UIFont(descriptor: descriptor, size: 24)
        events.append("picked \(descriptor.postscriptName)")
    }
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {
        events.append("cancelled, presented: \(presentedViewController != nil)")
    }
}

/// The gaps an eleventh probe of public UIKit files found: the font picker, deferred menu elements and a layer's
/// accessibility texts.
@Suite struct ProbedPublicFilesRound11Tests {
    // MARK: 1. The font picker

    @Test func theUserPicksAFamilyAndTheDelegateSetsTheLabelsFont() throws {
        let t = TestWorld()
        let reader = ReaderViewController()
        t.show(reader)
        let configuration = UIFontPickerViewController.Configuration()
        #expect(!configuration.includeFaces && !configuration.displayUsingSystemFont && configuration.filteredTraits.isEmpty)
        let picker = reader.showPicker(configuration)
        t.run(for: 0.1)
        configuration.includeFaces = true
        #expect(!picker.configuration.includeFaces, "the picker keeps a copy")
        #expect(reader.presentedViewController === picker && picker.selectedFontDescriptor == nil)
        #expect(picker.pick(fontNamed: "Avenir-Bold"))
        #expect(reader.events == ["picked Avenir"], "without includeFaces the family is picked")
        t.run(for: 0.1)
        #expect(reader.presentedViewController == nil, "the delegate dismissed it")
        let font = try #require(reader.label.font)
        #expect(font.fontName == "Avenir" && font.pointSize == 24)
    }

    @Test func withFacesTheFaceIsPickedAndFilteredTraitsLimitTheList() {
        let t = TestWorld()
        let reader = ReaderViewController()
        t.show(reader)
        let configuration = UIFontPickerViewController.Configuration()
        configuration.includeFaces = true
        configuration.filteredTraits = .traitBold
        let picker = reader.showPicker(configuration)
        #expect(!picker.pick(fontNamed: "Avenir-Italic"))
        #expect(reader.events.isEmpty && picker.selectedFontDescriptor == nil)
        #expect(t.simulation.diagnostics.contains { $0.subject == "UIFontPickerViewController" && $0.message.contains("not listed") })
        #expect(picker.pick(fontNamed: "Avenir-BoldItalic"))
        #expect(reader.events == ["picked Avenir-BoldItalic"])
        #expect(reader.label.font?.fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])
    }

    @Test func cancellingDismissesThePickerThenTellsTheDelegate() {
        let t = TestWorld()
        let reader = ReaderViewController()
        t.show(reader)
        let picker = reader.showPicker()
        t.run(for: 0.1)
        #expect(reader.presentedViewController === picker)
        picker.cancel()
        t.run(for: 0.1)
        #expect(reader.events == ["cancelled, presented: false"])
        #expect(!picker.pick(fontNamed: ""), "a nameless font cannot be picked")
    }

    // MARK: 2. Deferred menu elements

    @Test func aCachedDeferredElementAsksOnceWhenTheMenuFirstShowsAndKeepsItsElements() {
        let t = TestWorld(profile: .iOS13)
        var asked = 0
        var chosen: [String] = []
        let deferred = UIDeferredMenuElement { completion in
            asked += 1
            completion([UIAction(title: "Camera") { _ in chosen.append("camera") }])
        }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        t.window.addSubview(button)
        button.menu = UIMenu(title: "Welcome!", children: [deferred, UIAction(title: "Delete", attributes: .destructive) { _ in }])
        button.showsMenuAsPrimaryAction = true
        #expect(asked == 0 && button.menu?.visibleChildren.map(\.title) == ["Delete"], "not asked before it shows")
        #expect(tap(button))
        #expect(asked == 1 && deferred.isCached && !deferred.isLoading)
        #expect(button.presentedMenu?.visibleChildren.map(\.title) == ["Camera", "Delete"])
        #expect(button.menu?.children.first === deferred, "children keep the placeholder")
        #expect(button.performMenuAction(titled: "Camera") && chosen == ["camera"])
        #expect(tap(button))
        #expect(asked == 1, "cached: the provider is not asked again")
    }

    @Test func anUncachedElementAsksEachTimeAndLoadsUntilItsLateCompletion() {
        let t = TestWorld(profile: .iOS13)
        var pending: [([UIMenuElement]) -> Void] = []
        let deferred = UIDeferredMenuElement.uncached { completion in pending.append(completion) }
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        t.window.addSubview(button)
        button.menu = UIMenu(children: [UIMenu(title: "Section", options: .displayInline, children: [deferred])])
        button.showsMenuAsPrimaryAction = true
        #expect(tap(button))
        #expect(deferred.isLoading && !deferred.isCached && pending.count == 1)
        #expect(!button.performMenuAction(titled: "Camera"), "the loading row cannot be chosen")
        pending[0]([UIAction(title: "Camera") { _ in }])
        #expect(button.presentedMenu?.allActions.map(\.title) == ["Camera"])
        pending[0]([UIAction(title: "Photo") { _ in }])
        #expect(button.presentedMenu?.allActions.map(\.title) == ["Camera"], "a second call changes nothing")
        #expect(t.simulation.diagnostics.contains { $0.subject == "UIDeferredMenuElement" })
        #expect(button.performMenuAction(titled: "Camera"))
        #expect(tap(button))
        #expect(pending.count == 2 && deferred.providerCallCount == 2 && deferred.isLoading, "uncached: asked again")
        pending[0]([])
        #expect(deferred.isLoading, "an answer for an earlier showing is ignored")
    }

    @Test func aBarButtonItemsDeferredElementIsAskedWhenItsMenuShows() {
        var asked = 0
        let item = UIBarButtonItem(title: "More", menu: UIMenu(children: [UIDeferredMenuElement.uncached { completion in
            asked += 1
            completion([UIAction(title: "Share") { _ in }])
        }]))
        item.performPrimaryAction()
        #expect(item.presentedMenu != nil)
        #expect(asked == 1 && item.performMenuAction(titled: "Share"))
    }

    // MARK: 3. A layer's accessibility texts

    @Test func aLayerKeepsTheAccessibilityTextsCodeTagsItWith() {
        let gradient = CAGradientLayer()
        #expect(gradient.accessibilityHint == nil && gradient.accessibilityLabel == nil && gradient.accessibilityValue == nil)
        gradient.accessibilityHint = "gradientLayer"
        gradient.accessibilityLabel = "Background"
        gradient.accessibilityValue = "2 colours"
        let view = UIView()
        view.layer.insertSublayer(gradient, at: 0)
        #expect(view.layer.sublayers?.first { $0.accessibilityHint == "gradientLayer" } === gradient)
        #expect(gradient.accessibilityLabel == "Background" && gradient.accessibilityValue == "2 colours")
        gradient.accessibilityHint = nil
        #expect(gradient.accessibilityHint == nil)
    }
}

/// A grade card whose gradient follows the pointer (a probed card view's shape).
private final class HoverCard: UIView {
    var log: [String] = []
    override init(frame: CGRect) {
        super.init(frame: frame)
        let gesture = UIHoverGestureRecognizer(target: self, action: HoverCard.handleHover)
        addGestureRecognizer(gesture)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func handleHover(_ recognizer: UIHoverGestureRecognizer) {
        let location = recognizer.location(in: recognizer.view)
        switch recognizer.state {
        case .began, .changed: log.append("\(recognizer.state == .began ? "began" : "changed") \(Int(location.x)),\(Int(location.y))")
        case .ended: log.append("ended")
        default: break
        }
    }
}

/// A delegate that refuses every hover.
private final class NoHover: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

extension ProbedPublicFilesRound11Tests {
    // MARK: 4. Hover

    @Test func aHoverRecognizerBeginsChangesAndEndsAsThePointerCrossesItsView() {
        let t = TestWorld()
        let card = HoverCard(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        t.window.addSubview(card)
        hover(card, along: [CGPoint(x: -5, y: 20), CGPoint(x: 10, y: 20), CGPoint(x: 50, y: 60), CGPoint(x: 150, y: 60),
                            CGPoint(x: 20, y: 20)])
        #expect(card.log == ["began 10,20", "changed 50,60", "ended", "began 20,20", "ended"])
        let recognizer = card.gestureRecognizers?.first as? UIHoverGestureRecognizer
        #expect(recognizer?.state == .possible && recognizer?.location(in: nil) == .zero)
        let refuser = NoHover()
        recognizer?.delegate = refuser
        hover(card, along: [CGPoint(x: 50, y: 50)])
        #expect(card.log.count == 5, "the delegate refused the entry")
        recognizer?.delegate = nil
        recognizer?.isEnabled = false
        recognizer?.pointerMoved(to: CGPoint(x: 50, y: 50))
        #expect(card.log.count == 5 && recognizer?.state == .possible)
        recognizer?.isEnabled = true
        recognizer?.pointerMoved(to: CGPoint(x: CGFloat.nan, y: 1))
        #expect(recognizer?.state == .possible, "a point that is not finite is ignored")
    }
}
