//
//  CopyableLabelsAndEditMenus.swift
//
//  Thirty-second probe. Rewritten member for member from six public "copyable label" files, the idiom that lets a
//  `UILabel` show the edit menu on a long press, from the `UIMenuController` of iOS 3–16 to the
//  `UIEditMenuInteraction` of iOS 16 (same types, members, calls, labels, overrides and control flow; names of
//  locals and comments our own):
//  - ningguotong/TestPod_master `TestPod_Example/TestPod_Example/UICopyLabel.swift` (commit
//    383e64092e5665b554011f4154273cce3f5ea7c7): a long press makes the label first responder and shows
//    `UIMenuController.shared` with `setTargetRect(_:in:)` + `setMenuVisible(_:animated:)` when it is not visible;
//    `canPerformAction(_:withSender:)` accepts only `copy(_:)`, whose override fills `UIPasteboard.general` and hides
//    the menu;
//  - LuciaJohnson/ITProgrammer `View/ITCopyLabel.swift`: a custom `UIMenuItem` ("Copy") whose action is the label's
//    own `copying(sender:)`, the menu pointed at the label's `frame` in its superview, also set up again in
//    `awakeFromNib()`;
//  - mrustaa/ContainerController `Example/ContainerControllerSwift/Framework/Designable/CopyableLabel.swift`: iOS 13's
//    `showMenu(from:rect:)` at a 1 × 1 rectangle under the finger (`recognizer.location(in:)`), and
//    `#selector(UIResponderStandardEditActions.copy)`;
//  - TonDogs/TonScan.ios `TonScan/Common/View/CopyableLabel.swift`: `showMenu(from:rect:)` over the bounds and
//    `hideMenu(from:)` after copying;
//  - a public `CopyableLabel.swift` whose header reads "Created by Lech H. Conde on 01/11/16 … Mavels Software &
//    Consulting", rewritten for iOS 16 (found with find_string, "CopyableLabel: UIEditMenuInteractionDelegate"): a
//    `UIEditMenuInteraction(delegate: self)` added with `addInteraction(_:)`, presented from the long press's
//    `.began` at `UIEditMenuConfiguration(identifier: nil, sourcePoint:)`, the delegate's
//    `editMenuInteraction(_:menuFor:suggestedActions:)` returning `UIMenu(children: [copyAction])`;
//  - a public AppSeed `CopyableLabel.swift` ("Created by tunay alver on 30.08.2025", found the same way): a lazy
//    `UIEditMenuInteraction`, an empty `UIEditMenuInteractionDelegate` conformance (so the menu is the suggested
//    actions, UIKit's default) and `copy(_:)` with `canPerformAction(_:withSender:)` accepting only it.
//  Porting edits only: `#selector(…)` becomes a method reference (gesture actions) or `Selector("copy:")` (the
//  `canPerformAction` comparisons) and `@objc` is dropped; AppSeed's app base class `BaseLabel` (not public with it)
//  is `UILabel` with `init(frame:)`. The six classes are renamed per source, as they share this file.
//

import UIKit

// MARK: - ningguotong/TestPod_master

class UICopyLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        self.sharedInit()
        self.setUp()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        self.sharedInit()
        self.setUp()
    }

    func setUp() {
        self.numberOfLines = 0
        self.lineBreakMode = .byCharWrapping
    }

    func sharedInit() {
        isUserInteractionEnabled = true
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: UICopyLabel.showMenu(sender:)))
    }

    func showMenu(sender: AnyObject?) {
        becomeFirstResponder()
        let menu = UIMenuController.shared
        if !menu.isMenuVisible {
            menu.setTargetRect(bounds, in: self)
            menu.setMenuVisible(true, animated: true)
        }
    }

    override func copy(_ sender: Any?) {
        let board = UIPasteboard.general
        board.string = text
        let menu = UIMenuController.shared
        menu.setMenuVisible(false, animated: true)
    }

    override var canBecomeFirstResponder: Bool {
        return true
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == Selector("copy:") {
            return true
        }
        return false
    }
}

// MARK: - LuciaJohnson/ITProgrammer

class ITCopyLabel: UILabel {
    func attachTapHandler() {
        self.isUserInteractionEnabled = true
        let longPress = UILongPressGestureRecognizer.init(target: self, action: ITCopyLabel.handlelongPress(recognizer:))
        self.addGestureRecognizer(longPress)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        attachTapHandler()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        attachTapHandler()
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        attachTapHandler()
    }

    func copying(sender: Any) {
        let pasteboard = UIPasteboard.general
        pasteboard.string = self.text
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        return action == Selector("copying:")
    }

    func handlelongPress(recognizer: UIGestureRecognizer) {
        becomeFirstResponder()
        let menu = UIMenuController.shared
        let copyItem = UIMenuItem(title: "Copy", action: Selector("copying:"))
        menu.menuItems = [copyItem]
        menu.setTargetRect(self.frame, in: self.superview!)
        menu.setMenuVisible(true, animated: true)
    }

    override var canBecomeFirstResponder: Bool {
        return true
    }
}

// MARK: - mrustaa/ContainerController

class ContainerCopyableLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        self.sharedInit()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        self.sharedInit()
    }

    func sharedInit() {
        self.isUserInteractionEnabled = true
        let gesture = UILongPressGestureRecognizer(target: self, action: ContainerCopyableLabel.showMenu)
        self.addGestureRecognizer(gesture)
    }

    func showMenu(_ recognizer: UILongPressGestureRecognizer) {
        self.becomeFirstResponder()

        let menu = UIMenuController.shared

        let locationOfTouchInLabel = recognizer.location(in: self)

        if !menu.isMenuVisible {
            var rect = bounds
            rect.origin = locationOfTouchInLabel
            rect.size = CGSize(width: 1, height: 1)

            if #available(iOS 13.0, *) {
                menu.showMenu(from: self, rect: rect)
            } else {
                // Before iOS 13 the source shows nothing either.
            }
        }
    }

    override func copy(_ sender: Any?) {
        let board = UIPasteboard.general

        board.string = text

        let menu = UIMenuController.shared

        if #available(iOS 13.0, *) {
            menu.showMenu(from: self, rect: bounds)
        } else {
            menu.setMenuVisible(false, animated: true)
        }
    }

    override var canBecomeFirstResponder: Bool {
        return true
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        return action == Selector("copy:")
    }
}

// MARK: - TonDogs/TonScan.ios

class TonScanCopyableLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        self.sharedInit()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        self.sharedInit()
    }

    func sharedInit() {
        self.isUserInteractionEnabled = true
        self.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: TonScanCopyableLabel.showMenu(sender:)))
    }

    func showMenu(sender: AnyObject?) {
        self.becomeFirstResponder()

        let menu = UIMenuController.shared

        if !menu.isMenuVisible {
            menu.showMenu(from: self, rect: bounds)
        }
    }

    override func copy(_ sender: Any?) {
        let board = UIPasteboard.general
        board.string = text

        let menu = UIMenuController.shared
        menu.hideMenu(from: self)
    }

    override var canBecomeFirstResponder: Bool {
        return true
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        return action == Selector("copy:")
    }
}

// MARK: - The iOS 16 edit-menu label (Lech H. Conde's header)

class EditMenuCopyableLabel: UILabel {

    private var editMenuInteraction: UIEditMenuInteraction?

    override var canBecomeFirstResponder: Bool {
        return true
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        sharedInit()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        sharedInit()
    }

    func sharedInit() {
        isUserInteractionEnabled = true

        // The interaction that shows the menu.
        editMenuInteraction = UIEditMenuInteraction(delegate: self)
        if let interaction = editMenuInteraction {
            addInteraction(interaction)
        }

        // A long press presents it.
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: EditMenuCopyableLabel.showMenu(_:)))
    }

    func showMenu(_ sender: UILongPressGestureRecognizer) {
        guard sender.state == .began else { return }
        becomeFirstResponder()

        let location = sender.location(in: self)
        let configuration = UIEditMenuConfiguration(identifier: nil, sourcePoint: location)
        editMenuInteraction?.presentEditMenu(with: configuration)
    }

    private func copyText() {
        UIPasteboard.general.string = text
    }
}

extension EditMenuCopyableLabel: UIEditMenuInteractionDelegate {
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration, suggestedActions: [UIMenuElement]) -> UIMenu? {
        let copyAction = UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { [weak self] _ in
            self?.copyText()
        }
        return UIMenu(children: [copyAction])
    }
}

// MARK: - AppSeed

final class AppSeedCopyableLabel: UILabel {
    override var canBecomeFirstResponder: Bool { true }

    private lazy var editMenuInteraction = UIEditMenuInteraction(delegate: self)

    override init(frame: CGRect) {
        super.init(frame: frame)
        enableCopyGesture()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        enableCopyGesture()
    }

    private func enableCopyGesture() {
        isUserInteractionEnabled = true
        addInteraction(editMenuInteraction)
        let longPress = UILongPressGestureRecognizer(target: self, action: AppSeedCopyableLabel.showMenu)
        addGestureRecognizer(longPress)
    }

    private func showMenu(_ sender: UILongPressGestureRecognizer) {
        becomeFirstResponder()
        let configuration = UIEditMenuConfiguration(identifier: nil, sourcePoint: sender.location(in: self))
        editMenuInteraction.presentEditMenu(with: configuration)
    }

    override func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        return action == Selector("copy:")
    }
}

extension AppSeedCopyableLabel: UIEditMenuInteractionDelegate { }
