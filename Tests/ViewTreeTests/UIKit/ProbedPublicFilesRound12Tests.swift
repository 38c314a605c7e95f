// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A palette like a probed one: a colour well and a slider made with `init(frame:primaryAction:)`.
private final class PaletteViewController: UIViewController {
    let well = UIColorWell(frame: CGRect(x: 20, y: 100, width: 44, height: 44))
    var picked: [UIColor] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        well.title = "Tint Color"
        well.supportsAlpha = false
        well.selectedColor = .systemBlue
        well.addAction(UIAction { [weak self] action in
            guard let colour = (action.sender as? UIColorWell)?.selectedColor else { return }
            self?.picked.append(colour)
        }, for: .valueChanged)
        view.addSubview(well)
    }
}

/// An onboarding pager like a probed one: a page control whose timer progress turns the pages.
private final class OnboardingViewController: UIViewController, UIPageControlTimerProgressDelegate {
    let pageControl = UIPageControl(frame: CGRect(x: 0, y: 100, width: 390, height: 37))
    let progress = UIPageControlTimerProgress(preferredDuration: 10)
    var asked: [Int] = []
    var refuse: Set<Int> = []
    var changes = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        pageControl.numberOfPages = 3
        pageControl.direction = .leftToRight
        progress.delegate = self
        progress.resetsToInitialPageAfterEnd = true
        pageControl.progress = progress
        view.addSubview(pageControl)
    }
    func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool {
        asked.append(page)
        return !refuse.contains(page)
    }
    func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress) { changes += 1 }
}

/// A tooltip delegate that gives the left half of its view its own tooltip.
private final class HalfTipDelegate: UIToolTipInteractionDelegate {
    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration? {
        guard let view = interaction.view, point.x < view.bounds.midX else { return nil }
        return UIToolTipConfiguration(toolTip: "Left half", in: CGRect(x: 0, y: 0, width: view.bounds.midX, height: view.bounds.height))
    }
}

/// A large-content delegate that records where the finger was lifted.
private final class LiftRecorder: UILargeContentViewerInteractionDelegate {
    var lifted: [String?] = []
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, didEndOn item: UILargeContentViewerItem?, at point: CGPoint) {
        lifted.append(item?.largeContentTitle)
    }
}

/// An app delegate that rearranges the menu bar as a probed one does.
private final class MenuBarAppDelegate: UIResponder {
    var systems: [UIMenuSystem] = []
    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        systems.append(builder.system)
        guard builder.system == .main else { return }
        builder.remove(menu: .format)
        builder.remove(menu: .file)
        let reload = UIMenu(title: "Reload", identifier: UIMenu.Identifier("app.reload"), options: .displayInline,
                            children: [UIKeyCommand(title: "Reload", action: MenuBarAppDelegate.reload, input: "r", modifierFlags: .command)])
        builder.insertSibling(reload, afterMenu: .toolbar)
        builder.remove(menu: .toolbar)
        builder.insertSibling(UIMenu(title: "Settings…", identifier: UIMenu.Identifier("app.settings"), children: []), afterMenu: .about)
        builder.insertChild(UIMenu(title: "Go", identifier: UIMenu.Identifier("app.go"), children: []), atEndOfMenu: .root)
        builder.insertSibling(reload, afterMenu: .help)
        builder.remove(menu: .format)
    }
    func reload(_ command: UIKeyCommand) {}
}

/// The gaps a twelfth probe of public UIKit files found: colour wells and `init(frame:primaryAction:)`, search
/// tokens, page-control progress, tooltips, list separators, the large content viewer and accessibility elements.
@Suite struct ProbedPublicFilesRound12Tests {
    // MARK: 1. Colour wells and init(frame:primaryAction:)

    @Test func tappingAColorWellPresentsThePickerAndAPickSendsValueChanged() throws {
        let t = TestWorld()
        let palette = PaletteViewController()
        t.show(palette)
        #expect(palette.well.intrinsicContentSize == CGSize(width: 28, height: 28))
        #expect(tap(palette.well))
        t.waitForTransitions()
        let picker = try #require(palette.presentedViewController as? UIColorPickerViewController)
        #expect(picker === palette.well.presentedPicker)
        #expect(picker.title == "Tint Color" && !picker.supportsAlpha && picker.selectedColor == .systemBlue)
        palette.well.selectedColor = .red
        #expect(palette.picked.isEmpty, "setting selectedColor in code sends nothing")
        picker.pick(UIColor.green.withAlphaComponent(0.5))
        #expect(palette.picked == [UIColor.green], "without supportsAlpha the pick is opaque; valueChanged was sent")
        #expect(palette.well.selectedColor == .green)
    }

    @Test func aColorWellOutsideAnyControllerReportsInsteadOfPresenting() {
        let t = TestWorld()
        let well = UIColorWell(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        t.window.addSubview(well)
        #expect(well.presentPicker() == nil)
        #expect(t.simulation.diagnostics.last?.message.contains("outside any view controller") == true)
    }

    @Test func initFramePrimaryActionRegistersForPrimaryActionTriggeredAndTitlesAButton() {
        let t = TestWorld()
        var fired: [String] = []
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 120, height: 44),
                              primaryAction: UIAction(title: "Save") { _ in fired.append("save") })
        let slider = UISlider(frame: CGRect(x: 10, y: 80, width: 200, height: 30),
                              primaryAction: UIAction { _ in fired.append("slider") })
        t.window.addSubview(button)
        t.window.addSubview(slider)
        #expect(button.title(for: .normal) == "Save")
        #expect(button.allControlEvents == .primaryActionTriggered && slider.allControlEvents == .primaryActionTriggered)
        #expect(tap(button))
        #expect(fired == ["save"])
        slider.sendActions(for: .primaryActionTriggered)
        #expect(fired == ["save", "slider"])
    }

    // MARK: 2. Search tokens

    @Test func tokensPrecedeTheTextAndTheDeleteKeyRemovesTheLastOne() {
        let t = TestWorld()
        let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        t.window.addSubview(searchBar)
        let field = searchBar.searchTextField
        let purchases = UISearchToken(icon: UIImage(systemName: "tag"), text: "Purchases")
        purchases.representedObject = 42
        field.insertToken(purchases, at: 0)
        field.insertToken(UISearchToken(icon: UIImage(systemName: "flag"), text: "Country"), at: 0)
        #expect(field.tokens.map(\.text) == ["Country", "Purchases"])
        #expect(field.tokens.last?.representedObject as? Int == 42)
        #expect(field.allowsDeletingTokens && field.allowsCopyingTokens && field.tokenBackgroundColor == nil)

        field.insertToken(UISearchToken(icon: nil, text: "Far"), at: 5)
        #expect(field.tokens.count == 2 && t.simulation.diagnostics.last?.message.contains("insertToken") == true)
        field.removeToken(at: 2)
        #expect(field.tokens.count == 2 && t.simulation.diagnostics.last?.message.contains("removeToken") == true)

        #expect(field.becomeFirstResponder())
        #expect(type("ab", into: field))
        field.deleteBackward()
        #expect(field.text == "a" && field.tokens.count == 2, "inside the text the key deletes text")
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "" && field.tokens.map(\.text) == ["Country"], "at the start it deletes the last token")
        field.allowsDeletingTokens = false
        field.deleteBackward()
        #expect(field.tokens.count == 1)
        field.removeToken(at: 0)
        #expect(field.tokens.isEmpty)
    }

    // MARK: 3. Page control progress

    @Test func aTimerProgressTurnsThePagesOnTheVirtualClock() {
        let t = TestWorld()
        let pager = OnboardingViewController()
        t.show(pager)
        let progress = pager.progress
        #expect(!progress.isRunning && pager.pageControl.progress === progress)
        progress.resumeTimer()
        #expect(progress.isRunning)
        t.run(for: 5)
        #expect(abs(progress.currentProgress - 0.5) < 0.01, "half of the first page's 10 s")
        #expect(pager.pageControl.currentPage == 0)
        t.run(for: 5.1)
        #expect(pager.asked == [1] && pager.pageControl.currentPage == 1)
        #expect(progress.currentProgress < 0.02, "the new page starts at 0")
        progress.setDuration(2, forPage: 1)
        #expect(abs(progress.currentProgress - 0.01) < 0.005, "the 0.1 s done at 10 s a page is kept, not re-measured at 2 s")
        t.run(for: 2.1)
        #expect(pager.pageControl.currentPage == 2)
        pager.refuse = [0]
        t.run(for: 10.1)
        #expect(pager.asked == [1, 2, 0], "after the last page, page 0 (resetsToInitialPageAfterEnd)")
        #expect(pager.pageControl.currentPage == 2 && !progress.isRunning && progress.currentProgress == 1,
                "a refusal stops the timer at the end of the page")
        #expect(pager.changes > 0)
    }

    @Test func pausingKeepsTheProgressAndATapRestartsThePage() {
        let t = TestWorld()
        let pager = OnboardingViewController()
        t.show(pager)
        let progress = pager.progress
        progress.resumeTimer()
        t.run(for: 3)
        progress.pauseTimer()
        t.run(for: 20)
        #expect(!progress.isRunning && abs(progress.currentProgress - 0.3) < 0.01 && pager.asked.isEmpty)
        var changed = 0
        pager.pageControl.addAction(UIAction { _ in changed += 1 }, for: .valueChanged)
        #expect(tap(pager.pageControl, at: CGPoint(x: 300, y: 18)))
        #expect(pager.pageControl.currentPage == 1 && changed == 1 && progress.currentProgress == 0)
        progress.preferredDuration = 0
        #expect(progress.preferredDuration == 10 && t.simulation.diagnostics.last?.message.contains("preferredDuration") == true)
        progress.currentProgress = .nan
        #expect(progress.currentProgress == 0)
    }

    @Test func aProgressResumedBeforeItHasAControlStartsWhenItGetsOne() {
        let t = TestWorld()
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 37))
        control.numberOfPages = 2
        let progress = UIPageControlTimerProgress(preferredDuration: 1)
        progress.resumeTimer()
        t.run(for: 5)
        #expect(progress.isRunning && progress.currentProgress == 0, "no control, no clock")
        control.progress = progress
        t.run(for: 0.5)
        #expect(abs(progress.currentProgress - 0.5) < 0.01, "the control's world's clock, in a window or not")
        t.run(for: 0.6)
        #expect(control.currentPage == 1)
        progress.resumeTimer()
        #expect(control.currentPage == 1, "resuming a running timer changes nothing")
        let other = UIPageControl(frame: .zero)
        other.progress = progress
        #expect(control.progress == nil && progress.pageControl === other, "a progress belongs to one control")
    }

    @Test func aVerticalPageControlIsTallAndStepsDownwards() {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 37, height: 200))
        control.numberOfPages = 3
        #expect(control.direction == .natural)
        control.direction = .topToBottom
        #expect(control.intrinsicContentSize == CGSize(width: 37, height: 3 * 7 + 2 * 9))
        #expect(UIPageControl.Direction.bottomToTop.rawValue == 4)
    }

    // MARK: 4. Tooltips

    @Test func aToolTipInteractionGivesItsDefaultOrTheDelegatesTip() {
        let t = TestWorld()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        t.window.addSubview(label)
        let interaction = UIToolTipInteraction(defaultToolTip: "this is test")
        label.addInteraction(interaction)
        #expect(interaction.view === label && interaction.isEnabled)
        let tip = interaction.toolTipConfiguration(at: CGPoint(x: 150, y: 20))
        #expect(tip?.toolTip == "this is test" && tip?.sourceRect == label.bounds)
        #expect(interaction.toolTipConfiguration(at: CGPoint(x: 250, y: 20)) == nil, "outside the view")
        let delegate = HalfTipDelegate()
        interaction.delegate = delegate
        #expect(interaction.toolTipConfiguration(at: CGPoint(x: 150, y: 20)) == nil)
        #expect(interaction.toolTipConfiguration(at: CGPoint(x: 50, y: 20))?.toolTip == "Left half")
        interaction.isEnabled = false
        #expect(interaction.toolTipConfiguration(at: CGPoint(x: 50, y: 20)) == nil)
        #expect(UIToolTipConfiguration(toolTip: "x").sourceRect.isNull)
    }

    // MARK: 5. List separators

    @Test func listSeparatorsAreKeptPerSectionAndPerItem() {
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        #expect(list.separatorConfiguration.topSeparatorVisibility == .automatic)
        #expect(list.separatorConfiguration.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        list.separatorConfiguration.topSeparatorVisibility = .hidden
        list.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        list.itemSeparatorHandler = { indexPath, configuration in
            var configuration = configuration
            if indexPath.item == 0 { configuration.bottomSeparatorVisibility = .hidden }
            return configuration
        }
        let first = list.separatorConfiguration(forItemAt: IndexPath(item: 0, section: 0))
        let second = list.separatorConfiguration(forItemAt: IndexPath(item: 1, section: 0))
        #expect(first.bottomSeparatorVisibility == .hidden && second.bottomSeparatorVisibility == .automatic)
        #expect(second.topSeparatorVisibility == .hidden && second.bottomSeparatorInsets.leading == 20)
        list.showsSeparators = false
        #expect(list.separatorConfiguration(forItemAt: IndexPath(item: 1, section: 0)).bottomSeparatorVisibility == .hidden)
        #expect(UIListSeparatorConfiguration.Visibility.hidden.rawValue == 2)
        let layout = UICollectionViewCompositionalLayout.list(using: list)
        #expect(layout.collectionView == nil)
    }

    // MARK: 6. The large content viewer

    @Test func theLargeContentViewerShowsTheItemUnderTheFingerAtAccessibilitySizes() {
        let t = TestWorld()
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        let slider = UISlider(frame: CGRect(x: 100, y: 0, width: 200, height: 50))
        bar.addSubview(button)
        bar.addSubview(slider)
        t.window.addSubview(bar)
        let recorder = LiftRecorder()
        let interaction = UILargeContentViewerInteraction(delegate: recorder)
        bar.addInteraction(interaction)
        button.showsLargeContentViewer = true
        button.largeContentTitle = "Hello there"
        button.scalesLargeContentImage = true
        button.largeContentImageInsets = UIEdgeInsets(top: 100, left: 100, bottom: 100, right: 100)
        #expect(!slider.showsLargeContentViewer && slider.largeContentTitle == nil && !slider.scalesLargeContentImage)
        #expect(interaction.largeContentItem(at: CGPoint(x: 50, y: 25)) == nil, "not at an accessibility text size")

        t.simulation.preferredContentSizeCategory = .accessibilityLarge
        t.run(for: 0)
        #expect(interaction.largeContentItem(at: CGPoint(x: 50, y: 25)) === button)
        #expect(interaction.largeContentItem(at: CGPoint(x: 200, y: 25)) == nil, "the slider does not show the viewer")
        interaction.endLargeContentViewer(at: CGPoint(x: 50, y: 25))
        interaction.endLargeContentViewer(at: CGPoint(x: 200, y: 25))
        #expect(recorder.lifted == ["Hello there", nil])
        #expect(button.largeContentImageInsets.left == 100 && button.scalesLargeContentImage)
        #expect(!UILargeContentViewerInteraction.isEnabled)
    }

    // MARK: 7. Accessibility elements

    @Test func anAccessibilityElementFollowsItsContainer() {
        let t = TestWorld()
        let container = UIView(frame: CGRect(x: 40, y: 100, width: 200, height: 80))
        t.window.addSubview(container)
        let element = UIAccessibilityElement(accessibilityContainer: container)
        element.accessibilityLabel = "The name is Ada and the random number is 3"
        element.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 10, width: 50, height: 20)
        container.accessibilityElements = [element]
        #expect(element.isAccessibilityElement && element.accessibilityTraits == .none)
        #expect((element.accessibilityContainer as? UIView) === container)
        #expect(element.accessibilityFrame == CGRect(x: 50, y: 110, width: 50, height: 20))
        container.frame.origin = CGPoint(x: 0, y: 0)
        #expect(element.accessibilityFrame == CGRect(x: 10, y: 10, width: 50, height: 20), "it follows the container")
        element.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        container.frame.origin = CGPoint(x: 100, y: 100)
        #expect(element.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4), "a frame set in screen coordinates stays")
        #expect((container.accessibilityElements?.first as? UIAccessibilityElement) === element)
        #expect(UIAccessibilityElement(accessibilityContainer: 5).accessibilityContainer == nil, "a value is no container")
    }

    @Test func anAccessibilityElementDoesNotKeepItsContainer() {
        weak var gone: UIView?
        let element: UIAccessibilityElement
        do {
            let container = UIView()
            gone = container
            element = UIAccessibilityElement(accessibilityContainer: container)
        }
        #expect(gone == nil && element.accessibilityContainer == nil)
    }

    // MARK: 8. The menu bar builder

    @Test func theAppDelegateRearrangesTheStandardMenuBar() throws {
        let delegate = MenuBarAppDelegate()
        let standard = MainMenuBuilder()
        #expect(standard.topLevelTitles == ["App", "File", "Edit", "Format", "View", "Window", "Help"])
        #expect(standard.system == .main && standard.system != UIMenuSystem.context)
        let bar = MainMenuBuilder.mainMenu(builtBy: delegate)
        #expect(delegate.systems == [.main])
        #expect(bar.identifier == .root && bar.children.map(\.title) == ["App", "Edit", "View", "Window", "Help", "Go"])
        let view = try #require(bar.children[2] as? UIMenu)
        #expect(view.children.compactMap { ($0 as? UIMenu)?.identifier.rawValue } == ["app.reload", "com.apple.menu.sidebar", "com.apple.menu.fullscreen"])
        let app = try #require(bar.children[0] as? UIMenu)
        #expect(app.children.compactMap { ($0 as? UIMenu)?.title }.prefix(2) == ["", "Settings…"])

        let builder = MainMenuBuilder()
        delegate.buildMenu(with: builder)
        #expect(builder.refusedEdits.count == 2, "the second insert of the same menu and the second removal change nothing")
        #expect(builder.refusedEdits.allSatisfy { $0.contains("already in the menu bar") || $0.contains("no menu") })
        #expect(builder.menu(for: .format) == nil && builder.menu(for: .edit)?.title == "Edit")
        #expect(builder.action(for: UIAction.Identifier("none")) == nil)
        builder.replaceChildren(ofMenu: .help) { $0 + [UIAction(title: "Search Help", identifier: UIAction.Identifier("help.search")) { _ in }] }
        #expect(builder.action(for: UIAction.Identifier("help.search"))?.title == "Search Help")
        builder.replace(menu: .window, with: UIMenu(title: "Windows", identifier: .window, children: []))
        #expect(builder.topLevelTitles == ["App", "Edit", "View", "Windows", "Help", "Go"])
        builder.insertChild(UIMenu(title: "One", options: .displayInline, children: []), atStartOfMenu: .view)
        builder.insertChild(UIMenu(title: "Two", options: .displayInline, children: []), atStartOfMenu: .view)
        #expect(builder.menu(for: .view)?.children.prefix(2).map(\.title) == ["Two", "One"], "menus without identifiers never clash")
        #expect(builder.refusedEdits.count == 2)
    }
}
