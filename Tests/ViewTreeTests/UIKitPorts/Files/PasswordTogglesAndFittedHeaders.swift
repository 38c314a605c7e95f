//
//  PasswordTogglesAndFittedHeaders.swift
//
//  Thirty-first probe. Rewritten member for member from six public files (same types, members, calls, labels,
//  overrides and control flow; names of locals and comments our own):
//  - muk-y/PasswordTextField `Sources/PasswordTextField/PasswordTextField.swift` (commit
//    4a19161b9197218ed8550f222f6784487ec9aefb): a `UITextField` subclass whose `rightView` is an eye button (a frame,
//    then `translatesAutoresizingMaskIntoConstraints = false` and a 40-pt width constraint), `rightViewMode = .always`,
//    `isSecureTextEntry` toggled with the button's `isSelected`, images for `.normal` and `.selected` from
//    `UIImage(named:in:with:)` behind `#available(iOS 13.0, *)`;
//  - VladimirFibe/iOSProfessional `Bankey/Bankey/UITextField+Extension.swift` (commit
//    1be412c3154c02eb928298aeb017772612eef8e6): the same toggle as a `UITextField` extension around a global
//    `let` button of `UIButton(type: .system)`, symbol images, `.primaryActionTriggered`;
//  - bonyadmitr/XcodeProjects `CustomViews/CustomViews/Classes/ResizableHeaderTableView.swift` (commit
//    033766d90958ab15000d5c284eab8a234982c5a7), Swift 4.0: a `UITableView` subclass overriding
//    `init(frame:style: UITableViewStyle)` that sizes its `tableHeaderView` with
//    `systemLayoutSizeFitting(UILayoutFittingCompressedSize)` and sets it again;
//  - hoangthuha/IdeaApp `IdeaApp/Extensions/UITableViewExtension.swift` (commit
//    e28e79d7ac9c7224a03a4d0943ebce8e9bb0eea0): `setAndLayoutTableHeaderView(_:)` — set the header, `setNeedsLayout()`,
//    `layoutIfNeeded()`, measure with `UILayoutFittingCompressedSize`, set the frame's height, set the header again;
//  - gladiusKatana/Stashboard `Stashboard/Core/CustomNavController.swift` (commit
//    2daa693d7ac48de66bb75b004ecf56ae524db454): the iOS 15 navigation bar fix — a `UINavigationController` subclass
//    overriding `init(rootViewController:)` and `init?(coder:)` that gives its bar a `UINavigationBarAppearance`
//    `configureWithDefaultBackground()` as `standardAppearance` and `scrollEdgeAppearance`, again in
//    `traitCollectionDidChange(_:)`;
//  - hayabusabusa/DiscordNavigationControllerSample `DiscordNavigationControllerSample/Hide/SwipeHideViewController.swift`
//    (commit 9aa83b68b5b5306e4d7f4844e332f5f4bde5c609): `hidesBarsOnSwipe` turned on in `viewWillAppear(_:)` and off in
//    `viewWillDisappear(_:)`.
//  Not porting edits, but differences of the source: muk-y's file imports `UIKit.UITextField` (the submodule; the
//  same trap as `UIKit.UIGestureRecognizerSubclass`, Porting.md) and loads its images from its package's `.module`
//  bundle, which a file outside that package does not have: written `import UIKit` and `.main`. IdeaApp's file
//  imports only Foundation (its app target sees UIKit through another file): written `import UIKit`.
//  No porting edit: `#selector` and `@objc` are kept, and listed.
//

import UIKit

// MARK: - muk-y/PasswordTextField

class PasswordTextField: UITextField {

    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setup()
    }

    private func setup() {
        isSecureTextEntry = true

        let eye = UIButton(frame: CGRect(x: .zero, y: .zero, width: 30, height: 30))
        eye.translatesAutoresizingMaskIntoConstraints = false
        eye.widthAnchor.constraint(equalToConstant: 40).isActive = true
        if #available(iOS 13.0, *) {
            eye.setImage(UIImage(named: "ic_visibility_off", in: .main, with: nil), for: .normal)
            eye.setImage(UIImage(named: "ic_visibility_on", in: .main, with: nil), for: .selected)
        }
        rightView = eye
        rightViewMode = .always
// expect-error: '#selector' can only be used with the Objective-C runtime
        eye.addTarget(self, action: #selector(showHidePassword(_:)), for: .touchUpInside)
    }

// expect-error: Objective-C interoperability is disabled
    @objc private func showHidePassword(_ sender: UIButton) {
        sender.isSelected.toggle()
        isSecureTextEntry = !sender.isSelected
    }
}

// MARK: - VladimirFibe/iOSProfessional (Bankey)

// expect-error-swift6: let 'passwordToggleButton' is not concurrency-safe because non-'Sendable' type 'UIButton' (aka 'Button') may have shared mutable state [#MutableGlobalVariable]
let passwordToggleButton = UIButton(type: .system)

extension UITextField {
    func enablePasswordToggle() {
        passwordToggleButton.setImage(UIImage(systemName: "eye.fill"), for: .normal)
        passwordToggleButton.setImage(UIImage(systemName: "eye.slash"), for: .selected)
// expect-error: '#selector' can only be used with the Objective-C runtime
        passwordToggleButton.addTarget(self, action: #selector(togglePasswordView), for: .primaryActionTriggered)
        rightView = passwordToggleButton
        rightViewMode = .always
    }

// expect-error: Objective-C interoperability is disabled
    @objc func togglePasswordView(_ sender: Any) {
        isSecureTextEntry.toggle()
        passwordToggleButton.isSelected.toggle()
    }
}

// MARK: - bonyadmitr/XcodeProjects: ResizableHeaderTableView

open class ResizableHeaderTableView: UITableView {

    override init(frame: CGRect, style: UITableViewStyle) {
        super.init(frame: frame, style: style)
        sizeHeaderToFit()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        sizeHeaderToFit()
    }

    private func sizeHeaderToFit() {
        guard let header = tableHeaderView else { return }
        let fitted = header.systemLayoutSizeFitting(UILayoutFittingCompressedSize).height
        header.frame.size.height = fitted
        tableHeaderView = header
    }
}

// MARK: - hoangthuha/IdeaApp

extension UITableView {
    // Set the header first so it can be measured, give it the height it needs, then set it again.
    func setAndLayoutTableHeaderView(_ header: UIView) {
        self.tableHeaderView = header
        header.setNeedsLayout()
        header.layoutIfNeeded()
        let needed = header.systemLayoutSizeFitting(UILayoutFittingCompressedSize).height
        var headerFrame = header.frame
        headerFrame.size.height = needed
        header.frame = headerFrame
        self.tableHeaderView = header
    }
}

// MARK: - gladiusKatana/Stashboard: CustomNavigationController

class CustomNavigationController: UINavigationController {

    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        self.updateBarTintColor()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        self.updateBarTintColor()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        self.updateBarTintColor()
    }

    private func updateBarTintColor() {
        let barLook = UINavigationBarAppearance()
        barLook.configureWithDefaultBackground()

        self.navigationBar.standardAppearance = barLook
        self.navigationBar.scrollEdgeAppearance = barLook
    }
}

// MARK: - hayabusabusa/DiscordNavigationControllerSample: SwipeHideViewController

final class SwipeHideViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Hide on Swipe up"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.hidesBarsOnSwipe = true
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.hidesBarsOnSwipe = false
    }
}
