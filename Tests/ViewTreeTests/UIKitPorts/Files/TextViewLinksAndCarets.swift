//
//  TextViewLinksAndCarets.swift
//
//  Twenty-seventh probe. Rewritten member for member from five public files (same types, members, calls, labels,
//  overrides and control flow; names and comments our own):
//  - Gahlot/IOS `TextViewDelegate/TextViewDelegate/UrlTextViewDelegate.swift` (commit
//    4e6f1f7a4f1fde9f9ac8629b424457693ef510c8): a controller answering `shouldInteractWith URL:in:interaction:` by
//    opening another address with `UIApplication.shared.open(_:options:completionHandler:)` (an `NSURL` bridged
//    `as URL`), printing `interaction.rawValue`, and refusing attachments (`shouldInteractWith textAttachment:`);
//  - ankola/UitextView_Clickable_Link `Clickable_UitextView_Swift4/Clickable_Uilabel_Swift4/ViewController.swift`
//    (commit 983351afd6b91835f7f325f52f5372cd5a656037): a `UITextView` made in code, an `NSMutableAttributedString`
//    with `.link` as a `String` over `NSRange(location: 100, length: 25)`, `isEditable = false`, and a delegate that
//    compares the URL and refuses it;
//  - fetlife/fetlife-ios `FetLife/ViewControllers/MessageTextView.swift` (commit
//    503271df733d41b203d4fb1508602dc0f142e225): a `UITextView` subclass that is its own delegate from
//    `awakeFromNib()`, `isSelectable`, and both link methods, iOS 10's and iOS 7's (`shouldInteractWith:in:`);
//  - PrimalHQ/primal-ios-app `Primal/Common/Extension/UITextView+Extra.swift` (commit
//    75949ec7de8f30f2dc74b06ab2fb4667f5bc0916): `caretRect(for:)` of `selectedTextRange?.start` scrolled to with
//    `scrollRectToVisible(_:animated:)`, `offset(from:to:)` from `beginningOfDocument` into an `NSRange`;
//  - dmitriykotenko/MobecanUI `Sources/MobecanUI/UiRequisite/SmallViews/MaskedTextField/UITextInput+.swift` (commit
//    8ad00e00554eb74c5971b26a5775b03375d16563): the selection as a UTF-16 `NSRange`, in an extension of the
//    `UITextInput` protocol.
//  All five compile as written.
//

import Foundation
import UIKit

class LinkRedirectingController: UIViewController, UITextViewDelegate {

    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        // Whatever was touched, go elsewhere.
        let elsewhere: URL = NSURL(string: "https://example.org")! as URL
        UIApplication.shared.open(elsewhere, options: [:], completionHandler: nil)
        print("----")
        print(textView.text)
        print(URL)
        print(characterRange)
        print(interaction.rawValue)
        return true
    }

    func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        return false
    }
}

class LinkedParagraphController: UIViewController, UITextViewDelegate {

    let paragraphView = UITextView()
    let shortText = "Some text with a link"
    let expected = URL.init(string: "https://www.example.com")

    override func viewDidLoad() {
        super.viewDidLoad()

        paragraphView.frame = CGRect.init(x: 0, y: 50, width: 300, height: 500)
        paragraphView.delegate = self
        paragraphView.text = shortText

        let linked = NSMutableAttributedString(string: "Reading about iOS? The best free lessons are one tap away, right here. Reading about iOS? The best free lessons are one tap away, right here. Reading about iOS? The best free lessons are one tap away, right here.")
        linked.addAttribute(.link, value: "https://www.example.com", range: NSRange(location: 100, length: 25))

        paragraphView.attributedText = linked
        paragraphView.isEditable = false
        paragraphView.isUserInteractionEnabled = true

        self.view.addSubview(paragraphView)
    }

    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        print(URL, characterRange, interaction)
        if URL == expected {
            print(true)
        } else {
            print(false)
        }
        return false
    }
}

class ConversationTextView: UITextView, UITextViewDelegate {

    override func awakeFromNib() {
        super.awakeFromNib()
        self.delegate = self
        self.isEditable = false
        self.isSelectable = true
    }

    @available(iOS 10.0, *)
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        print(URL)
        return true
    }

    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool {
        print(URL)
        return true
    }

}

extension UITextView {
    func revealCaret() {
        guard let caretPosition = selectedTextRange?.start else { return }
        let caretFrame = caretRect(for: caretPosition)
        scrollRectToVisible(caretFrame, animated: true)
    }

    func nsRange(_ from: UITextPosition, _ to: UITextPosition) -> NSRange? {
        let lower = offset(from: beginningOfDocument, to: from)
        let upper = offset(from: beginningOfDocument, to: to)
        let count = upper - lower
        guard count >= 0, lower >= 0 else {
            return nil
        }
        return NSRange(location: lower, length: count)
    }
}

extension UITextInput {

    var selectionInUTF16: NSRange? {
        guard let selection = selectedTextRange else {
            return nil
        }

        let start = offset(from: beginningOfDocument, to: selection.start)
        let count = offset(from: selection.start, to: selection.end)

        return NSRange(location: start, length: count)
    }
}
