//
//  ControlMenusSample.swift
//
//  Twenty-third probe. Apple's "Adopting menus and UIActions in your user interface" sample (iOS 14), as copied in
//  mihaelamj/cupertino-sample-code under `uikit-adopting-menus-and-uiactions-in-your-user-interface/ControlMenus/`
//  (commit 37fd4fb24f1e9363bb80c988885630cf05344070), seven files kept member for member ("See the LICENSE.txt file
//  for this sample's licensing information"):
//  - `ViewController.swift`: a `CustomMenuControl` whose items push the demos;
//  - `ButtonMenuDemoViewController.swift`: `UIButton(primaryAction:)`, `.menuActionTriggered`,
//    `showsMenuAsPrimaryAction` toggled by `UISwitch(frame:primaryAction:)`, `animateKeyframes`;
//  - `BarButtonItemDemoViewController.swift`: `UIBarButtonItem(image:menu:)`, `(systemItem:primaryAction:menu:)`,
//    `(primaryAction:)`, `.fixedSpace(_:)`, `.flexibleSpace()`, a local function as a `UIAction` handler;
//  - `SegmentedControlDemoViewController.swift`: `UISegmentedControl(frame:actions:)`;
//  - `DeferredMenuElementDemoViewController.swift`: `UIDeferredMenuElement(_:)` fulfilled after 2 s;
//  - `UpdateMenuViewController.swift`: `menuAppearance`, `UIContextMenuConfiguration(identifier:previewProvider:
//    actionProvider:)` in trailing-closure form, `updateVisibleMenu(_:)` from a repeating timer;
//  - `CustomMenuControl.swift`: a `UIControl` subclass overriding `contextMenuInteraction(_:configurationForMenuAtLocation:)`,
//    the preview and will-display/will-end methods, `UIPreviewTarget`, `UIPreviewParameters`, `UITargetedPreview`,
//    `sendAction(_:)`, `isContextMenuInteractionEnabled`, `dismissMenu()`.
//  No porting edit: the file is as the sample has it. In the Swift 6 mode the repeating `Timer` block capturing `self`
//  is the strict-concurrency error Porting.md lists for timers (a test drives `updateVisibleMenu(_:)` itself).
//
import UIKit

class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        
        let customMenuControl = CustomMenuControl(frame: .zero, primaryAction: UIAction(title: "Demo Selector", handler: { _ in }))
        customMenuControl.showSelectedItem = false
        customMenuControl.items = [
            UIAction(title: "Button Demo", handler: { [unowned self] _ in
                let demo = ButtonMenuDemoViewController()
                self.navigationController?.pushViewController(demo, animated: true)
            }),
            UIAction(title: "Bar Button Item Demo", handler: { [unowned self] _ in
                let demo = BarButtonItemDemoViewController()
                self.navigationController?.pushViewController(demo, animated: true)
            }),
            UIAction(title: "Back Button Demo", handler: { [unowned self] _ in
                func makeViewController(_ level: Int) -> UIViewController {
                    let viewController = UIViewController()
                    viewController.title = "Level \(level)"
                    viewController.navigationItem.backButtonTitle = "\(level)"
                    viewController.view.backgroundColor = .systemBackground
                    return viewController
                }
                for level in 1..<10 {
                    self.navigationController?.pushViewController(makeViewController(level), animated: false)
                }
                self.navigationController?.pushViewController(makeViewController(10), animated: true)
            }),
            UIAction(title: "Segmented Control Demo", handler: { [unowned self] _ in
                let demo = SegmentedControlDemoViewController()
                self.navigationController?.pushViewController(demo, animated: true)
            }),
            UIAction(title: "Deferred Element Demo", handler: { [unowned self] _ in
                let demo = DeferredMenuElementDemoViewController()
                self.navigationController?.pushViewController(demo, animated: true)
            }),
            UIAction(title: "Update Menu Demo", handler: { [unowned self] _ in
                let demo = UpdateMenuViewController()
                self.navigationController?.pushViewController(demo, animated: true)
            })
        ]
        customMenuControl.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(customMenuControl)
        
        NSLayoutConstraint.activate([
            customMenuControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            customMenuControl.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40.0)
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        self.navigationController?.setToolbarHidden(true, animated: animated)
    }

}

class ButtonMenuDemoViewController: UIViewController {

    let eventExplainer = UILabel()
    func showExplainer(_ text: String) {
        eventExplainer.text = text
        UIView.animateKeyframes(withDuration: 1.0, delay: 0.0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.2) {
                self.eventExplainer.alpha = 1.0
            }
            UIView.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.2) {
                self.eventExplainer.alpha = 0.0
            }
        } completion: { _ in
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        self.title = "UIButton"
        
        eventExplainer.translatesAutoresizingMaskIntoConstraints = false
        eventExplainer.text = "PH"
        eventExplainer.alpha = 0.0
        view.addSubview(eventExplainer)

        let button = UIButton(primaryAction: UIAction(title: "Menu Button", handler: { [unowned self] _ in self.showExplainer("Button Triggered") }))
        button.addAction(UIAction(title: "", handler: { [unowned self] _ in self.showExplainer("Menu Triggered") }), for: .menuActionTriggered)
        let items = (1...5).map { UIAction(title: $0.description) { [unowned self] action in self.showExplainer("Menu Action '\(action.title)'") } }
        button.menu = UIMenu(title: "", children: items)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.showsMenuAsPrimaryAction = false
        view.addSubview(button)
        
        let swtch = UISwitch(frame: .zero, primaryAction: UIAction(title: "", handler: { [unowned button] action in
            guard let swtch = action.sender as? UISwitch else { return }
            button.showsMenuAsPrimaryAction = swtch.isOn
        }))
        swtch.isOn = button.showsMenuAsPrimaryAction
        let label = UILabel()
        label.text = ".showsMenuAsPrimaryAction = "
        let stack = UIStackView(arrangedSubviews: [label, swtch])
        stack.axis = .horizontal
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20.0),
            eventExplainer.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            eventExplainer.topAnchor.constraint(equalTo: swtch.bottomAnchor, constant: 20.0),
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.topAnchor.constraint(equalTo: eventExplainer.bottomAnchor, constant: 20.0)
        ])
    }

}

class BarButtonItemDemoViewController: UIViewController {

    let eventExplainer = UILabel()
    func showExplainer(_ text: String) {
        eventExplainer.text = text
        UIView.animateKeyframes(withDuration: 1.0, delay: 0.0, options: []) {
            UIView.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 0.2) {
                self.eventExplainer.alpha = 1.0
            }
            UIView.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.2) {
                self.eventExplainer.alpha = 0.0
            }
        } completion: { _ in
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        self.title = "UIBarButtonItem"

        eventExplainer.translatesAutoresizingMaskIntoConstraints = false
        eventExplainer.text = "PH"
        eventExplainer.alpha = 0.0
        view.addSubview(eventExplainer)

        NSLayoutConstraint.activate([
            eventExplainer.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            eventExplainer.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20.0)
        ])

        func menuHandler(action: UIAction) {
            showExplainer("Menu Action '\(action.title)'")
        }
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"),
                            menu: UIMenu(title: "",
                                         children: (1...5).map { UIAction(title: "Option \($0)", handler: menuHandler) })),
            UIBarButtonItem(systemItem: .action,
                            primaryAction: UIAction(title: "", handler: { [unowned self] action in self.showExplainer("Action Bar Button") }),
                            menu: UIMenu(title: "",
                                         children: (1...5).map { UIAction(title: "Action \($0)", handler: menuHandler) }))
        ]
        
        let saveAction = UIAction(title: "", handler: menuHandler)
        let saveMenu = UIMenu(title: "", children: [
            UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc"), handler: menuHandler),
            UIAction(title: "Rename", image: UIImage(systemName: "pencil"), handler: menuHandler),
            UIAction(title: "Duplicate", image: UIImage(systemName: "plus.square.on.square"), handler: menuHandler),
            UIAction(title: "Move", image: UIImage(systemName: "folder"), handler: menuHandler)
        ])
        let optionsImage = UIImage(systemName: "ellipsis.circle")
        let optionsMenu = UIMenu(title: "", children: [
            UIAction(title: "Info", image: UIImage(systemName: "info.circle"), handler: menuHandler),
            UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up"), handler: menuHandler),
            UIAction(title: "Collaborate", image: UIImage(systemName: "person.crop.circle.badge.plus"), handler: menuHandler)
        ])
        let revertAction = UIAction(title: "Revert", handler: menuHandler)
        self.toolbarItems = [
            UIBarButtonItem(systemItem: .save, primaryAction: saveAction, menu: saveMenu),
            .fixedSpace(20.0),
            UIBarButtonItem(image: optionsImage, menu: optionsMenu),
            .flexibleSpace(),
            UIBarButtonItem(primaryAction: revertAction)
        ]
    }
    
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        self.navigationController?.setToolbarHidden(false, animated: animated)
    }
    
}

class SegmentedControlDemoViewController: UIViewController {
    
    enum Colors: Int, CaseIterable, CustomStringConvertible {
        case red = 0, green, blue
        
        var description: String {
            return ["Red", "Green", "Blue"][self.rawValue]
        }
        
        func color() -> UIColor {
            return [.red, .green, .blue][self.rawValue]
        }
    }
    
    enum Shapes: Int, CaseIterable, CustomStringConvertible {
        case seal = 0, shield, capsule
        
        var description: String {
            return ["Seal", "Shield", "Capsule"][self.rawValue]
        }
        
        func image() -> UIImage {
            let symbolName = ["seal.fill", "shield.fill", "capsule.fill"][self.rawValue]
            return UIImage(systemName: symbolName)!
        }
    }
    
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let imageView = UIImageView()
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle, scale: .large)

        let colorSelector = UISegmentedControl(frame: .zero, actions: Colors.allCases.map { color in
            UIAction(title: color.description) { [unowned imageView] _ in
                imageView.tintColor = color.color()
            }
        })
        colorSelector.selectedSegmentIndex = 0
        let shapeSelector = UISegmentedControl(frame: .zero, actions: Shapes.allCases.map { shape in
            UIAction(title: shape.description) { [unowned imageView] _ in
                imageView.image = shape.image()
            }
        })
        shapeSelector.selectedSegmentIndex = 0
        imageView.tintColor = Colors(rawValue: colorSelector.selectedSegmentIndex)!.color()
        imageView.image = Shapes(rawValue: shapeSelector.selectedSegmentIndex)!.image()

        let stackView = UIStackView(arrangedSubviews: [imageView, colorSelector, shapeSelector])
        stackView.axis = .vertical
        stackView.alignment = .center
        stackView.spacing = 20.0
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)
        
        NSLayoutConstraint.activate([
            stackView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20.0)
        ])
    }

}

class DeferredMenuElementDemoViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        self.title = "UIDeferredMenuElement"
        
        let button = UIButton(primaryAction: UIAction(title: "Menu Button", handler: { _ in }))
        button.menu = UIMenu(title: "", children: [
            UIMenu(title: "", options: .displayInline, children: (1...2).map { UIAction(title: "Static Item \($0)") { action in } }),
            UIDeferredMenuElement({ completion in
                DispatchQueue.main.asyncAfter(deadline: .now() + 2.0) {
                    let items = (1...2).map { UIAction(title: "Dynamic Item \($0)") { action in } }
                    completion([UIMenu(title: "", options: .displayInline, children: items)])
                }
            })
        ])
        button.translatesAutoresizingMaskIntoConstraints = false
        button.showsMenuAsPrimaryAction = true
        view.addSubview(button)
        
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20.0)
        ])
    }

}

class UpdateMenuViewController: UIViewController, UIContextMenuInteractionDelegate {

    func demoImageView() -> UIImageView {
        let imageView = UIImageView(image: UIImage(systemName: "shield.fill"))
        imageView.isUserInteractionEnabled = true
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 288.0)
        return imageView
    }
    
    var contextMenuInteraction: UIContextMenuInteraction!
    
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        self.title = "Updating Menu"

        let imageView = demoImageView()
        contextMenuInteraction = UIContextMenuInteraction(delegate: self)
        imageView.addInteraction(contextMenuInteraction)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            imageView.centerYAnchor.constraint(equalTo: view.centerYAnchor)
        ])
    }
    
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        if interaction.menuAppearance == .rich {
            // For a rich presentation, we'll use a shorter menu and configure the preview
            return UIContextMenuConfiguration(identifier: nil) { () -> UIViewController? in
                let viewController = UIViewController()
                let imageView = self.demoImageView()
                viewController.view = imageView
                viewController.preferredContentSize = imageView.sizeThatFits(.zero)
                return viewController
            } actionProvider: { _ -> UIMenu? in
                return UIMenu(title: "", children: [
                    UIAction(title: "Item 1", image: UIImage(systemName: "mic"), handler: { _ in }),
                    UIAction(title: "Item 2", image: UIImage(systemName: "message"), handler: { _ in }),
                    UIAction(title: "Item 3", image: UIImage(systemName: "envelope"), handler: { _ in }),
                    UIAction(title: "Item 4", image: UIImage(systemName: "phone"), handler: { _ in }),
                    UIAction(title: "Item 5", image: UIImage(systemName: "video"), handler: { _ in })
                ])
            }
        } else {
            // For a compact presentation, we focus on the menu, but add additional actions
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ -> UIMenu? in
                return UIMenu(title: "", children: [
                    UIAction(title: "Item 1", image: UIImage(systemName: "mic"), handler: { _ in }),
                    UIAction(title: "Item 2", image: UIImage(systemName: "message"), handler: { _ in }),
                    UIAction(title: "Item 3", image: UIImage(systemName: "envelope"), handler: { _ in }),
                    UIAction(title: "Item 4", image: UIImage(systemName: "phone"), handler: { _ in }),
                    UIAction(title: "Item 5", image: UIImage(systemName: "video"), handler: { _ in }),
                    UIMenu(title: "", options: .displayInline, children: [
                        UIAction(title: "Compact-only Item 1", image: UIImage(systemName: "mic"), handler: { _ in }),
                        UIAction(title: "Compact-only Item 2", image: UIImage(systemName: "message"), handler: { _ in }),
                        UIAction(title: "Compact-only Item 3", image: UIImage(systemName: "envelope"), handler: { _ in }),
                        UIAction(title: "Compact-only Item 4", image: UIImage(systemName: "phone"), handler: { _ in }),
                        UIAction(title: "Compact-only Item 5", image: UIImage(systemName: "video"), handler: { _ in })
                    ])
                ])
            }
        }
    }
    
// expect-error-swift6: capture of 'self' with non-Sendable type 'UpdateMenuViewController' in a '@Sendable' closure [#SendableClosureCaptures]
    var timer: Timer? = nil
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: 2.0, repeats: true, block: { [unowned self] _ in
            self.contextMenuInteraction.updateVisibleMenu { currentMenu -> UIMenu in
                currentMenu.children.forEach { element in
                    guard let action = element as? UIAction else { return }
                    
                    action.state = Bool.random() ? .off : .on
                    action.attributes = Bool.random() ? [.hidden] : []
                }
                return currentMenu
            }
        })
    }
    
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        timer?.invalidate()
        timer = nil
    }
    
}

class CustomMenuControl: UIControl {
    
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var items: [UIAction] = [] {
        didSet {
            if items.isEmpty {
                self.contextMenuInteraction?.dismissMenu()
                self.isContextMenuInteractionEnabled = false
            } else {
                self.updateMenuIfVisible()
                self.isContextMenuInteractionEnabled = true
            }
        }
    }
    
    var selectedIndex: Int = -1 {
        didSet {
            self.updateMenuIfVisible()
        }
    }
    
    var showSelectedItem: Bool = true {
        didSet {
            self.updateMenuIfVisible()
        }
    }
    
    override var isHighlighted: Bool {
        didSet {
            self.titleLabel.isHighlighted = self.isHighlighted
        }
    }
    
    override func tintColorDidChange() {
        super.tintColorDidChange()
        titleLabel.textColor = self.tintColor
    }
    
    private lazy var titleLabel: UILabel = {
        let label = UILabel()
        label.textColor = self.tintColor
        label.highlightedTextColor = .secondaryLabel
        label.translatesAutoresizingMaskIntoConstraints = false
        self.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: 16.0),
            label.trailingAnchor.constraint(equalTo: self.trailingAnchor, constant: -16.0),
            label.centerYAnchor.constraint(equalTo: self.centerYAnchor),
            self.heightAnchor.constraint(greaterThanOrEqualTo: label.heightAnchor),
            self.heightAnchor.constraint(greaterThanOrEqualToConstant: 44.0)
        ])
        return label
    }()
    
    func configureBackground(highlighted: Bool) {
        self.backgroundColor = highlighted ? .systemGray2 : .systemGray5
        self.layer.cornerRadius = highlighted ? 8.0 : 16.0
        self.layer.cornerCurve = .continuous
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        self.showsMenuAsPrimaryAction = true
        configureBackground(highlighted: false)
        self.titleLabel.text = "Title"
    }

    convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction = primaryAction {
            self.addAction(primaryAction, for: .primaryActionTriggered)
            self.titleLabel.text = primaryAction.title
        }
    }
    
    func updateMenuIfVisible() {
        self.contextMenuInteraction?.updateVisibleMenu { [unowned self] _ in
            return self.menu
        }
    }
    
    func proxyAction(_ action: UIAction, selected: Bool) -> UIAction {
        let proxy = UIAction(title: action.title,
                             image: action.image,
                             discoverabilityTitle: action.discoverabilityTitle,
                             attributes: action.attributes,
                             state: selected ? .on : .off) { proxy in
            guard let control = proxy.sender as? CustomMenuControl else { return }
            control.selectedIndex = control.items.firstIndex(of: action) ?? -1
            control.sendAction(action)
            control.sendActions(for: .primaryActionTriggered)
        }
        return proxy
    }
    
    var menu: UIMenu {
        let selectedAction: UIAction?
        if showSelectedItem && selectedIndex >= 0 && selectedIndex < items.count {
            selectedAction = items[selectedIndex]
        } else {
            selectedAction = nil
        }
        return UIMenu(title: "", children: items.map {
            return proxyAction($0, selected: $0 == selectedAction)
        })
    }
    
    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ -> UIMenu? in
            self.menu
        }
    }
    
    func previewForMenuPresentation() -> UITargetedPreview {
        let previewTarget = UIPreviewTarget(container: titleLabel, center: titleLabel.center)
        let previewParameters = UIPreviewParameters()
        previewParameters.backgroundColor = .clear
        return UITargetedPreview(view: UIView(frame: titleLabel.frame), parameters: previewParameters, target: previewTarget)
    }
    
    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         previewForHighlightingMenuWithConfiguration config: UIContextMenuConfiguration) -> UITargetedPreview? {
        return previewForMenuPresentation()
    }
    
    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         previewForDismissingMenuWithConfiguration config: UIContextMenuConfiguration) -> UITargetedPreview? {
        return previewForMenuPresentation()
    }
    
    func animateBackgroundHighlight(_ animator: UIContextMenuInteractionAnimating?, highlighted: Bool) {
        if let animator = animator {
            animator.addAnimations {
                self.configureBackground(highlighted: highlighted)
            }
        } else {
            configureBackground(highlighted: highlighted)
        }
    }
    
    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         willDisplayMenuFor config: UIContextMenuConfiguration,
                                         animator: UIContextMenuInteractionAnimating?) {
        super.contextMenuInteraction(interaction, willDisplayMenuFor: config, animator: animator)
        animateBackgroundHighlight(animator, highlighted: true)
    }
    
    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         willEndFor config: UIContextMenuConfiguration,
                                         animator: UIContextMenuInteractionAnimating?) {
        super.contextMenuInteraction(interaction, willEndFor: config, animator: animator)
        animateBackgroundHighlight(animator, highlighted: false)
    }
    
}
