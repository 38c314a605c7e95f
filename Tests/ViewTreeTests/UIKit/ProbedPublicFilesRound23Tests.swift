// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

// The twenty-third probe's behaviours, driven through code as the port files of the probe write it
// (Tests/ViewTreeTests/UIKitPorts/Files/: ControlMenusSample, TooltipInteractions, DynamicColorTraits,
// SheetsCalendarsAndWells). Each type here is a condensed copy of the probed one.

// MARK: Probed code (condensed)

/// Apple's ControlMenus `CustomMenuControl`: a control whose menu is its primary action, built from proxies of its items.
fileprivate final class ProbedMenuControl: UIControl {
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    var items: [UIAction] = [] {
        didSet {
            if items.isEmpty {
                contextMenuInteraction?.dismissMenu()
                isContextMenuInteractionEnabled = false
            } else {
                updateMenuIfVisible()
                isContextMenuInteractionEnabled = true
            }
        }
    }
    var selectedIndex: Int = -1 { didSet { updateMenuIfVisible() } }
    var showSelectedItem = true
    private(set) var highlightedByMenu = false
    let titleLabel = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        showsMenuAsPrimaryAction = true
        addSubview(titleLabel)
    }
    convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            titleLabel.text = primaryAction.title
        }
    }
    func updateMenuIfVisible() { contextMenuInteraction?.updateVisibleMenu { [weak self] old in self?.menu ?? old } }
    func proxyAction(_ action: UIAction, selected: Bool) -> UIAction {
        UIAction(title: action.title, image: action.image, discoverabilityTitle: action.discoverabilityTitle,
                 attributes: action.attributes, state: selected ? .on : .off) { proxy in
            guard let control = proxy.sender as? ProbedMenuControl else { return }
            control.selectedIndex = control.items.firstIndex(of: action) ?? -1
            control.sendAction(action)
            control.sendActions(for: .primaryActionTriggered)
        }
    }
    var menu: UIMenu {
        let selected = showSelectedItem && selectedIndex >= 0 && selectedIndex < items.count ? items[selectedIndex] : nil
        return UIMenu(title: "", children: items.map { proxyAction($0, selected: $0 == selected) })
    }
    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in self?.menu }
    }
    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor config: UIContextMenuConfiguration,
                                         animator: UIContextMenuInteractionAnimating?) {
        super.contextMenuInteraction(interaction, willDisplayMenuFor: config, animator: animator)
        highlightedByMenu = true
    }
    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor config: UIContextMenuConfiguration,
                                         animator: UIContextMenuInteractionAnimating?) {
        super.contextMenuInteraction(interaction, willEndFor: config, animator: animator)
        highlightedByMenu = false
    }
}

/// Apple's ControlMenus `UpdateMenuViewController`: a shorter menu with a preview when rich, a longer one when compact.
fileprivate final class ProbedUpdateMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    var appearances: [UIContextMenuInteraction.Appearance] = []
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        appearances.append(interaction.menuAppearance)
        let items = (1...5).map { UIAction(title: "Item \($0)") { _ in } }
        if interaction.menuAppearance == .rich {
            return UIContextMenuConfiguration(identifier: nil) { () -> UIViewController? in UIViewController() }
                actionProvider: { _ in UIMenu(title: "", children: items) }
        }
        let compactOnly = UIMenu(title: "", options: .displayInline, children: [UIAction(title: "Compact-only Item 1") { _ in }])
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(title: "", children: items + [compactOnly]) }
    }
}

/// Apple's TooltipSample `ViewWithTooltipRegion`.
fileprivate final class ProbedTooltipRegionView: UIView, UIToolTipInteractionDelegate {
    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration? {
        var topRect = bounds, bottomRect = bounds
        let partHeight = bounds.size.height / 3
        topRect.size.height = partHeight
        bottomRect.size.height = partHeight
        bottomRect.origin.y = partHeight * 2
        if topRect.contains(point) { return UIToolTipConfiguration(toolTip: "Top area of the view.", in: topRect) }
        if bottomRect.contains(point) { return UIToolTipConfiguration(toolTip: "Bottom area of the view.", in: bottomRect) }
        return nil
    }
}

/// Apple's TooltipSample shopping-cart delegate.
fileprivate final class ProbedCartTooltips: NSObject, UIToolTipInteractionDelegate {
    var cartItemCount = 0
    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration? {
        switch cartItemCount {
        case 0: return UIToolTipConfiguration(toolTip: "Click to add the item to your cart. Your cart is empty.")
        case 1: return UIToolTipConfiguration(toolTip: "Click to add the item to your cart. Your cart contains 1 item.")
        default: return UIToolTipConfiguration(toolTip: "Click to add the item to your cart. Your cart contains \(cartItemCount) items.")
        }
    }
}

/// Apple's TooltipSample `TextViewWithTooltip`.
fileprivate final class ProbedTextViewWithTooltip: UITextView, UIToolTipInteractionDelegate {
    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration? {
        guard let selectedTextRange, selectedTextRange.isEmpty == false else { return nil }
        var unionedRect = firstRect(for: selectedTextRange)
        for selectionRect in selectionRects(for: selectedTextRange) { unionedRect = unionedRect.union(selectionRect.rect) }
        guard let selectedText = text(in: selectedTextRange) else { return nil }
        return UIToolTipConfiguration(toolTip: "Selected text: \(selectedText)", in: unionedRect)
    }
}

/// RayJiang16/XYColor's `_PrivateView` and `setLayerBorderColor(_:)`, with the hidden view kept by the caller (the
/// associated object is Objective-C's runtime: Porting.md).
fileprivate final class ProbedPrivateView: UIView {
    private var callbackList: [(() -> Void)?] = []
    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    func traitCollectionChange(_ callback: (() -> Void)?) { callbackList.append(callback) }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            for callback in callbackList { callback?() }
        }
    }
}

fileprivate extension UIView {
    func probedSetLayerBorderColor(_ color: UIColor, privateView: ProbedPrivateView) {
        if privateView.superview !== self { insertSubview(privateView, at: 0) }
        privateView.traitCollectionChange { [weak self] in
            guard let self else { return }
            self.layer.borderColor = color.resolvedColor(with: self.traitCollection).cgColor
        }
        layer.borderColor = color.resolvedColor(with: traitCollection).cgColor
    }
}

/// nuno-vieira/gist-client's `UIColor(light:dark:)`.
fileprivate extension UIColor {
    convenience init(probedLight light: UIColor, dark: UIColor) {
        self.init(dynamicProvider: { traitCollection -> UIColor in
            switch traitCollection.userInterfaceStyle {
            case .light: return light
            case .dark: return dark
            default: return light
            }
        })
    }
}

/// ryangomba/people's custom detents.
fileprivate extension UISheetPresentationController.Detent.Identifier {
    static let probedNormal = UISheetPresentationController.Detent.Identifier("normal")
    static let probedSmall = UISheetPresentationController.Detent.Identifier("small")
}

/// tanmaychk/snoke_iOSapp's multi-date calendar controller, recording instead of printing.
fileprivate final class ProbedCalendarController: UIViewController, UICalendarSelectionMultiDateDelegate {
    var heard: [String] = []
    let calenderView = UICalendarView(frame: CGRect(x: 0, y: 0, width: 375, height: 500))
    override func viewDidLoad() {
        super.viewDidLoad()
        let selection = UICalendarSelectionMultiDate(delegate: self)
        calenderView.selectionBehavior = selection
        calenderView.calendar = Calendar(identifier: .gregorian)
        calenderView.tintColor = .systemGreen
        view.addSubview(calenderView)
    }
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents) {
        heard.append("deselect \(dateComponents.day ?? 0)")
    }
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents) {
        heard.append("select \(dateComponents.day ?? 0)")
    }
}


// MARK: Tests

@Suite struct ProbedPublicFilesRound23Tests {
    @Test func aControlWhoseMenuIsItsPrimaryActionShowsItCompactOnATapAndItsItemsActWithTheControlAsSender() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        var pushed: [String] = []
        var demoSelector = 0
        let control = ProbedMenuControl(frame: CGRect(x: 20, y: 100, width: 200, height: 44),
                                        primaryAction: UIAction(title: "Demo Selector") { _ in demoSelector += 1 })
        control.showSelectedItem = false
        #expect(control.contextMenuInteraction == nil, "no items yet: the interaction is off")
        control.items = ["Button Demo", "Update Menu Demo"].map { title in UIAction(title: title) { _ in pushed.append(title) } }
        #expect(control.isContextMenuInteractionEnabled && control.showsMenuAsPrimaryAction)
        t.window.addSubview(control)
        var menuTriggered = 0
        control.addAction(UIAction { _ in menuTriggered += 1 }, for: .menuActionTriggered)
        #expect(tap(control))
        let interaction = control.contextMenuInteraction
        #expect(interaction?.presentedMenu?.children.map(\.title) == ["Button Demo", "Update Menu Demo"])
        #expect(interaction?.menuAppearance == .compact, "a tap shows the menu without a preview")
        #expect(menuTriggered == 1 && demoSelector == 0, "the tap sends menuActionTriggered, not the primary action")
        #expect(control.highlightedByMenu)
        #expect(interaction?.performMenuAction(titled: "Update Menu Demo") == true)
        #expect(pushed == ["Update Menu Demo"], "the proxy found the control as its sender and sent the item")
        #expect(control.selectedIndex == 1 && demoSelector == 1)
        #expect(!control.highlightedByMenu && interaction?.menuAppearance == .unknown)
    }

    @Test func aButtonMadeFromItsPrimaryActionIsASystemButtonTitledByIt() {
        let t = TestWorld(profile: .iOS13)
        var explained: [String] = []
        let button = UIButton(primaryAction: UIAction(title: "Menu Button") { _ in explained.append("Button Triggered") })
        button.addAction(UIAction(title: "") { _ in explained.append("Menu Triggered") }, for: .menuActionTriggered)
        button.menu = UIMenu(title: "", children: (1...5).map { n in UIAction(title: n.description) { _ in explained.append("Menu Action '\(n)'") } })
        #expect(button.buttonType == .system && button.title(for: .normal) == "Menu Button")
        button.frame = CGRect(x: 20, y: 100, width: 160, height: 44)
        t.window.addSubview(button)
        #expect(tap(button))
        #expect(explained == ["Button Triggered"])
        let swtch = UISwitch(frame: .zero, primaryAction: UIAction { [weak button] action in
            guard let swtch = action.sender as? UISwitch else { return }
            button?.showsMenuAsPrimaryAction = swtch.isOn
        })
        swtch.frame.origin = CGPoint(x: 20, y: 200)
        t.window.addSubview(swtch)
        #expect(tap(swtch))
        #expect(button.showsMenuAsPrimaryAction)
        #expect(tap(button))
        #expect(explained == ["Button Triggered", "Menu Triggered"])
        #expect(button.performMenuAction(titled: "3"))
        #expect(explained.last == "Menu Action '3'")
    }

    @Test func aPressAndHoldAsksForTheRichMenuAndUpdateVisibleMenuChangesIt() {
        let t = TestWorld(profile: .iOS13)
        let delegate = ProbedUpdateMenuDelegate()
        let imageView = UIImageView(image: UIImage(systemName: "shield.fill"))
        imageView.isUserInteractionEnabled = true
        imageView.frame = CGRect(x: 50, y: 100, width: 100, height: 100)
        let interaction = UIContextMenuInteraction(delegate: delegate)
        imageView.addInteraction(interaction)
        t.window.addSubview(imageView)
        #expect(interaction.menuAppearance == .unknown)
        #expect(interaction.presentMenu(at: CGPoint(x: 50, y: 50)))
        #expect(delegate.appearances == [.rich])
        #expect(interaction.presentedMenu?.children.count == 5 && interaction.presentedPreview != nil)
        interaction.updateVisibleMenu { current in
            for case let action as UIAction in current.children { action.attributes = action.title == "Item 2" ? [.hidden] : [] }
            return current
        }
        #expect(interaction.performMenuAction(titled: "Item 2") == false, "a hidden item cannot be chosen")
        interaction.dismissMenu()
        #expect(interaction.menuAppearance == .unknown)
    }

    @Test func aControlsToolTipMakesItsInteractionWhoseDelegateChoosesTheText() {
        let t = TestWorld(profile: .iOS13)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Add to Cart"
        let cart = ProbedCartTooltips()
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in cart.cartItemCount += 1 })
        #expect(button.toolTipInteraction == nil)
        button.toolTip = "Click to add the item to your cart. Your cart is empty."
        let interaction = button.toolTipInteraction
        #expect(interaction != nil && button.interactions.contains { $0 === interaction })
        #expect(interaction?.defaultToolTip == button.toolTip)
        button.toolTipInteraction?.delegate = cart
        button.frame = CGRect(x: 20, y: 100, width: 160, height: 44)
        t.window.addSubview(button)
        #expect(tap(button) && tap(button))
        #expect(interaction?.toolTipConfiguration(at: CGPoint(x: 5, y: 5))?.toolTip == "Click to add the item to your cart. Your cart contains 2 items.")
        button.toolTip = nil
        #expect(button.toolTipInteraction === interaction && interaction?.defaultToolTip == nil, "nil clears the text, keeps the interaction")
        #expect(button.preferredBehavioralStyle == .automatic && button.behavioralStyle == .pad)
        button.preferredBehavioralStyle = .mac
        #expect(button.behavioralStyle == .pad, "the Mac style needs the Mac idiom")
        #expect(UISlider().behavioralStyle == .pad)
    }

    @Test func aViewsTooltipRegionsAndAColoursAccessibilityName() {
        let t = TestWorld(profile: .iOS13)
        let view = ProbedTooltipRegionView(frame: CGRect(x: 0, y: 100, width: 300, height: 90))
        let interaction = UIToolTipInteraction()
        interaction.delegate = view
        view.addInteraction(interaction)
        t.window.addSubview(view)
        #expect(interaction.toolTipConfiguration(at: CGPoint(x: 10, y: 10))?.toolTip == "Top area of the view.")
        #expect(interaction.toolTipConfiguration(at: CGPoint(x: 10, y: 10))?.sourceRect == CGRect(x: 0, y: 0, width: 300, height: 30))
        #expect(interaction.toolTipConfiguration(at: CGPoint(x: 10, y: 45)) == nil)
        #expect(interaction.toolTipConfiguration(at: CGPoint(x: 10, y: 80))?.toolTip == "Bottom area of the view.")
        #expect(UIColor.systemYellow.accessibilityName == "yellow")
        #expect(UIColor.systemGreen.accessibilityName == "green")
        #expect(UIColor(red: 0, green: 0, blue: 0.4, alpha: 1).accessibilityName == "dark blue")
        #expect(UIColor(white: 0.5, alpha: 1).accessibilityName == "gray")
        #expect(UIColor.white.accessibilityName == "white" && UIColor.clear.accessibilityName == "clear")
    }

    @Test func aTextViewsSelectionRectsCoverEachLineOfTheSelection() {
        let t = TestWorld(profile: .iOS13)
        let textView = ProbedTextViewWithTooltip(frame: CGRect(x: 0, y: 100, width: 120, height: 200))
        textView.font = UIFont.systemFont(ofSize: 17)
        textView.text = "one two three four five six seven eight nine ten"
        t.window.addSubview(textView)
        let interaction = UIToolTipInteraction()
        interaction.delegate = textView
        textView.addInteraction(interaction)
        #expect(interaction.toolTipConfiguration(at: CGPoint(x: 5, y: 5)) == nil, "no selection, no tooltip")
        let start = textView.beginningOfDocument
        guard let from = textView.position(from: start, offset: 4), let to = textView.position(from: start, offset: 33),
              let range = textView.textRange(from: from, to: to) else {
            Issue.record("no range")
            return
        }
        textView.selectedTextRange = range
        let rects = textView.selectionRects(for: range)
        #expect(rects.count > 1, "the selection wraps over several lines")
        #expect(rects.first?.containsStart == true && rects.first?.containsEnd == false)
        #expect(rects.last?.containsEnd == true && rects.last?.containsStart == false)
        #expect(zip(rects, rects.dropFirst()).allSatisfy { $0.rect.minY < $1.rect.minY })
        let tip = interaction.toolTipConfiguration(at: CGPoint(x: 5, y: 5))
        #expect(tip?.toolTip == "Selected text: two three four five six seven")
        #expect(tip?.sourceRect == rects.map(\.rect).reduce(textView.firstRect(for: range)) { $0.union($1) })
        #expect(textView.selectionRects(for: textView.textRange(from: from, to: from)!).isEmpty)
    }

    @Test func aLayerColourSetThroughTheHiddenViewFollowsTheAppearance() {
        let t = TestWorld(profile: .iOS13)
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        t.window.addSubview(card)
        let privateView = ProbedPrivateView(frame: .zero)
        let border = UIColor(probedLight: .black, dark: .white)
        card.probedSetLayerBorderColor(border, privateView: privateView)
        #expect(card.subviews.first === privateView && privateView.isHidden)
        #expect(card.layer.borderColor.map { UIColor(cgColor: $0) } == .black)
        t.window.overrideUserInterfaceStyle = .dark
        t.run(for: 0.1)
        #expect(card.layer.borderColor.map { UIColor(cgColor: $0) } == .white, "re-resolved when the appearance changed")
        #expect(border.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(border.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
    }

    @Test func customDetentsSizeTheSheetFromTheLargestDetent() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let root = UIViewController()
        t.show(root)
        let content = UIViewController()
        let sheet = content.sheetPresentationController
        sheet?.detents = [
            .custom(identifier: .probedSmall) { context in (context.maximumDetentValue * 0.3).rounded() },
            .custom(identifier: .probedNormal) { context in (context.maximumDetentValue * 0.4).rounded() },
        ]
        sheet?.prefersGrabberVisible = true
        root.present(content, animated: false)
        t.waitForTransitions()
        #expect(content.view.frame.height == 227, "0.3 of the iPhone X's 758-pt largest detent, rounded")
        sheet?.animateChanges { sheet?.selectedDetentIdentifier = .probedNormal }
        #expect(content.view.frame.height == 303)
        #expect(content.view.convert(content.view.bounds, to: nil).maxY == 812)
    }

    @Test func aMultiDateCalendarTellsItsDelegateOfEachTap() throws {
        let t = TestWorld(profile: .iOS13)
        let controller = ProbedCalendarController()
        t.show(controller)
        let calendar = Calendar(identifier: .gregorian)
        let visible = controller.calenderView.visibleDateComponents
        var day = DateComponents(calendar: calendar, year: visible.year, month: visible.month, day: 10)
        #expect(controller.calenderView.tapDate(day))
        day.day = 12
        #expect(controller.calenderView.tapDate(day))
        day.day = 10
        #expect(controller.calenderView.tapDate(day))
        #expect(controller.heard == ["select 10", "select 12", "deselect 10"])
        #expect(controller.calenderView.tintColor == .systemGreen)
    }

    @Test func generatedAssetSymbolsFindTheWorldsRegisteredImageAndColour() {
        let t = TestWorld(profile: .iOS13)
        t.simulation.registerImage(named: "NoResults", size: CGSize(width: 64, height: 48))
        t.simulation.registerColor(named: "Brand", UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let image = UIImage(resource: ImageResource(name: "NoResults", bundle: .main))
        #expect(image.size == CGSize(width: 64, height: 48))
        #expect(UIImage(resource: ImageResource(name: "Missing", bundle: .main)).size == .zero)
        #expect(UIColor(resource: ColorResource(name: "Brand", bundle: .main)) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        var config = UIContentUnavailableConfiguration.empty()
        config.image = image
        config.text = "No results found"
        config.secondaryText = "Try searching something else"
        let controller = UIViewController()
        t.show(controller)
        controller.contentUnavailableConfiguration = config
        t.run(for: 0.1)
        #expect((controller.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)?.text == "No results found")
    }
}
