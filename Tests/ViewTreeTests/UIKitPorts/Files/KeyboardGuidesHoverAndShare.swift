//
//  KeyboardGuidesHoverAndShare.swift
//
//  Twenty-sixth probe. Rewritten from five public files, keeping the UIKit members each uses:
//  - hemil0102/DeveloperStudy `KeyboardTrailingPractice/KeyboardTrailingPractice/ViewController.swift` (commit
//    5c5eb7f629491dfabbc5333de2003d2808a0ac44): a rounded-rect text field whose bottom is pinned 10 pt above
//    `view.keyboardLayoutGuide.topAnchor`, and a `UIViewController` extension adding a tap that ends editing without
//    cancelling touches;
//  - fuwamaki/function-confirm-ios `FunctionConfirm/Classes/SampleKeyboardLayoutGuide/
//    SampleKeyboardLayoutGuideViewController.swift` (commit 17f13698ea347ac5b2dacf58c8de51ea658876a8): a background tap
//    whose delegate is the controller, keyboard notifications read through `(notification as NSNotification).userInfo`
//    with a `Foundation.Notification` parameter, `contentInset.bottom` and `scrollIndicatorInsets = .zero`;
//  - jamztang/testHoverButton `testHoverButton/ViewController.swift` (commit 04fd01708a6745c8b9bfdda82f0e581b364b79dc):
//    a `UIHoverGestureRecognizer` handler reading `location(in:)` and `state`, and a retroactive
//    `extension UIGestureRecognizer.State: CustomDebugStringConvertible` switching over every case with
//    `@unknown default`;
//  - bonyadmitr/XcodeProjects `ActivityViewController/ActivityViewController/ViewController.swift` (commit
//    06a4c682e6424263480d4b0b5658ceb511bb0a29): `UIActivityViewController(activityItems:applicationActivities: nil)`
//    with `excludedActivityTypes` mixing system types and `UIActivity.ActivityType(rawValue:)`, presented after a
//    `DispatchQueue.main.asyncAfter`;
//  - nuno-vieira/gist-client `GistClient/Presentation/Common/Extensions/UIColor+light+dark.swift` (commit
//    b81094852677f3a1dbc9ca1deffcdea820d7e90c): `UIColor(light:dark:)` switching over `userInterfaceStyle` with a
//    `default:`.
//  Porting edits only: outlets are made in code; `#selector(…)` becomes a method reference and `@objc` is dropped.
//  No `expect-error` is left.
//

import Foundation
import UIKit

final class KeyboardTrailingViewController: UIViewController {
    var textField: UITextField = {
        let textField = UITextField()
        textField.borderStyle = .roundedRect
        return textField
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemRed
        view.addSubview(textField)
        textField.translatesAutoresizingMaskIntoConstraints = false
        textField.heightAnchor.constraint(equalToConstant: 50).isActive = true
        textField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
        textField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20).isActive = true
        textField.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -10).isActive = true
        hideKeyboardWhenTappedAround()
    }
}

extension UIViewController {
    func hideKeyboardWhenTappedAround() {
        let tap = UITapGestureRecognizer(target: self, action: UIViewController.dismissKeyboard)
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
    }

    func dismissKeyboard() {
        view.endEditing(true)
    }
}

final class KeyboardInsetScrollViewController: UIViewController {
    let scrollView = UIScrollView()
    let textField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        view.addSubview(scrollView)
        scrollView.addSubview(textField)
        let tapGestureRecognizer = UITapGestureRecognizer(target: self, action: KeyboardInsetScrollViewController.tapBackground)
        view.addGestureRecognizer(tapGestureRecognizer)
        tapGestureRecognizer.cancelsTouchesInView = false
        tapGestureRecognizer.delegate = self
    }
}

extension KeyboardInsetScrollViewController: UIGestureRecognizerDelegate {
    private func tapBackground(_ sender: AnyObject) {
        view.endEditing(true)
    }
}

extension KeyboardInsetScrollViewController {
    func showKeyboard(_ notification: Foundation.Notification) {
        guard let userInfo = (notification as NSNotification).userInfo,
              let keyboard = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        scrollView.contentInset.bottom = keyboard.cgRectValue.height
    }

    func hideKeyboard(_ notification: Foundation.Notification) {
        scrollView.contentInset = .zero
        scrollView.scrollIndicatorInsets = .zero
    }
}

final class HoverTooltipViewController: UIViewController {
    let tooltipButton = UIButton(type: .system)
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tooltipButton)
        tooltipButton.addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: HoverTooltipViewController.handleToolTipGesture))
    }

    @available(iOS 13.0, *)
    func handleToolTipGesture(_ recognizer: UIHoverGestureRecognizer) {
        let point = recognizer.location(in: view)
        if recognizer.state == .began {
            log.append("show tooltip at \(point)")
        } else {
            log.append("dismiss tooltip (\(recognizer.state.debugDescription))")
        }
    }
}

extension UIGestureRecognizer.State: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch self {
        case .began: return "began"
        case .cancelled: return "cancelled"
        case .possible: return "possible"
        case .changed: return "changed"
        case .ended: return "ended"
        case .failed: return "failed"
        @unknown default: return "unknown"
        }
    }
}

final class ShareSheetViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.lightGray
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            self.showActivityVC()
        }
    }

    private func showActivityVC() {
        let objectsToShare = ["Some text"]
        let activityVC = UIActivityViewController(activityItems: objectsToShare, applicationActivities: nil)
        activityVC.excludedActivityTypes = [
            .airDrop, .openInIBooks, .saveToCameraRoll, .assignToContact,
            .copyToPasteboard,
            UIActivity.ActivityType(rawValue: "com.apple.reminders.RemindersEditorExtension"),
            UIActivity.ActivityType(rawValue: "com.apple.mobilenotes.SharingExtension"),
        ]
        present(activityVC, animated: true, completion: nil)
    }
}

extension UIColor {
    convenience init(light: UIColor, dark: UIColor) {
        self.init(dynamicProvider: { traitCollection -> UIColor in
            switch traitCollection.userInterfaceStyle {
            case .light: return light
            case .dark: return dark
            default: return light
            }
        })
    }
}
