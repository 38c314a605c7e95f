//
//  KeyboardInsetAdjusters.swift
//
//  Twentieth probe. Adapted (rewritten, keeping the UIKit members they use) from two public files that keep a form's
//  scroll view clear of the keyboard by its insets:
//  - philsch91/mad-fixed-exercise `mad-fixed-exercise/KeyboardAdjustment.swift` (commit
//    8d19d54119c378bc5e030e2b755d2b07f794ea4c): an `NSObject` that remembers a scroll view's initial `contentInset` and
//    `scrollIndicatorInsets`, raises their bottoms by the keyboard's height on `keyboardWillShowNotification` and puts
//    them back on `keyboardWillHideNotification`;
//  - sceyt/sceyt-chat-ios-uikit `Sources/SceytChatUIKit/Extension/UIScrollView+Extension.swift` (commit
//    e270c58a2a6ad22f21730c46e0c9711935f0fab6): `adjustInsetsToKeyboard(notification:container:)`, which converts the keyboard's screen frame into the container with
//    `convert(_:from: view.window)`, subtracts the container's bottom safe area and copies `contentInset` into
//    `scrollIndicatorInsets`.
//  Porting edits only (Porting.md): `NotificationCenter.default` is the world's centre and the selectors are method
//  references; `(userInfo[…] as AnyObject).cgRectValue`, which asks an `AnyObject` for a member by Objective-C's dynamic
//  lookup, is `(userInfo[…] as? NSValue)?.cgRectValue`.
//
import UIKit

class KeyboardAdjustment: NSObject {
    weak var scrollView: UIScrollView!
    let initialContentInset: UIEdgeInsets
    let initialScrollIndicatorInsets: UIEdgeInsets

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        initialContentInset = scrollView.contentInset
        initialScrollIndicatorInsets = scrollView.scrollIndicatorInsets
        super.init()

        let center = scrollView.simulation?.notificationCenter
        center?.addObserver(self, action: KeyboardAdjustment.keyboardWillShow(notificaton:), name: UIResponder.keyboardWillShowNotification, object: nil)
        center?.addObserver(self, action: KeyboardAdjustment.keyboardWillHide(notificaton:), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    deinit {
        scrollView?.simulation?.notificationCenter.removeObserver(self)
    }

    func keyboardWillShow(notificaton: Notification) {
        if let userInfo = notificaton.userInfo {
            if let keyboardRect = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue {
                /**
                 Adjust the contentInset and scrollIndicatorInsets of the set UIScrollView
                 with respect to the final keyboard frame in the form of a CGRect
                 that is passed with the keyboardFrameEndUserInfoKey key in the userInfo dictionary of the NSNotification with the name keyboardWillShowNotification
                 */
                let contentInset = UIEdgeInsets(top: scrollView.contentInset.top, left: scrollView.contentInset.left, bottom: keyboardRect.height, right: scrollView.contentInset.right)
                let scrollIndicatorInsets = UIEdgeInsets(top: scrollView.scrollIndicatorInsets.top, left: scrollView.scrollIndicatorInsets.left, bottom: keyboardRect.height, right: scrollView.scrollIndicatorInsets.right)
                scrollView.contentInset = contentInset
                scrollView.scrollIndicatorInsets = scrollIndicatorInsets
            }
        }
    }

    func keyboardWillHide(notificaton: Notification) {
        /**
         Set the contentInset and scrollIndicatorInsets of the UIScrollView
         to their initial values
         */
        let contentInset = UIEdgeInsets(top: scrollView.contentInset.top, left: scrollView.contentInset.left, bottom: initialContentInset.bottom, right: scrollView.contentInset.right)
        let scrollIndicatorInsets = UIEdgeInsets(top: scrollView.scrollIndicatorInsets.top, left: scrollView.scrollIndicatorInsets.left, bottom: initialScrollIndicatorInsets.bottom, right: scrollView.scrollIndicatorInsets.right)

        scrollView.contentInset = contentInset
        scrollView.scrollIndicatorInsets = scrollIndicatorInsets
    }
}

public extension UIScrollView {

    func adjustInsetsToKeyboard(notification: Notification, container view: UIView) {
        guard let keyboardValue = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }

        let keyboardScreenEndFrame = keyboardValue.cgRectValue
        let keyboardViewEndFrame = view.convert(keyboardScreenEndFrame, from: view.window)

        if notification.name == UIResponder.keyboardWillHideNotification {
            contentInset = .zero
        } else if notification.name == UIResponder.keyboardWillShowNotification {
            contentInset = .init(top: 0, left: 0, bottom: keyboardViewEndFrame.height - view.safeAreaInsets.bottom, right: 0)
        }
        scrollIndicatorInsets = contentInset
    }

}
