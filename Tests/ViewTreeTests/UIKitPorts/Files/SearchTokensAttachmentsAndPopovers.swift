//
//  SearchTokensAttachmentsAndPopovers.swift
//
//  Twenty-sixth probe. Rewritten from five public files, keeping the UIKit members each uses:
//  - rajusmail444/specificApps `Attachments/Attachments/ViewController.swift` (commit
//    314eae9447fcfd9c347277c624532e34e2763402): a centred `NSMutableParagraphStyle`, an attributed string built with
//    colour, paragraph style and font, an `NSTextAttachment` with a symbol `image` and explicit `bounds`, appended with
//    `NSAttributedString(attachment:)` and `.init(string:)`, shown by a multi-line label;
//  - lhcosta/MeetingiOS `MeetingiOS/MeetingiOS/Utils/ViewController+SearchController.swift` (commit
//    269fe94547c663c2e1deac97268a2bab3174f72e): a `UIViewController` extension installing a search controller with a
//    scope bar (`scopeButtonTitles`, `showsScopeBar`), `self as? UISearchResultsUpdating` as its updater and
//    `navigationItem.hidesSearchBarWhenScrolling`;
//  - bhargavthakkarPromact/Demo_iOS13_SearchBar `Demo_iOS13_SearchBar/Demo_iOS13_SearchBar/ViewController.swift`
//    (commit a38f92e6da4e4c483513dd8a279c502c19d7458b): `UISearchToken(icon:text:)` inserted with
//    `searchTextField.insertToken(_:at:)`, `tokenBackgroundColor`, `allowsCopyingTokens`, `allowsDeletingTokens`,
//    `clearButtonMode = .never`;
//  - duyhuan/Popover `PopOverView/ViewController.swift` (commit 825db6ed0e189c5ccdbe57ee9a912c817d3c8471): a controller
//    that is the popover's delegate in `prepare(for:sender:)`, sets `preferredContentSize`, and answers
//    `adaptivePresentationStyle(for:)` with `.none`;
//  - HedvigInsurance/ugglan `Projects/hCore/Sources/UIColor+DynamicPolyfill.swift` (commit
//    00f1c95ab15d1317c5f0ee5c79852f47c20a6f6f): `UIColor(light:dark:)` and `UIColor(dynamic:)` over
//    `init(dynamicProvider:)`, the second passing a closure value straight through.
//  No edit beyond the import: the five compile as written. No `expect-error` is left.
//

import Foundation
import UIKit

final class AttachmentLabelViewController: UIViewController {
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        label.frame = CGRect(x: 0, y: 300, width: view.frame.size.width, height: 100)
        view.addSubview(label)
        label.numberOfLines = 0
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let attrString = NSMutableAttributedString(
            string: "Tap the bell to start: ", attributes: [
                .foregroundColor: UIColor.label,
                .paragraphStyle: style,
                .font: UIFont.systemFont(ofSize: 25)
            ]
        )
        let attachment = NSTextAttachment()
        attachment.image = UIImage(systemName: "bell")
        attachment.bounds = CGRect(x: 0, y: 0, width: 45, height: 45)
        attrString.append(NSAttributedString(attachment: attachment))
        attrString.append(.init(string: " - notifications"))
        label.attributedText = attrString
    }
}

extension UIViewController {
    /// Installs a search controller, with a scope bar when titles are given.
    func installSearchBar(scopeTitles: [String]?) {
        let search = UISearchController(searchResultsController: nil)
        search.hidesNavigationBarDuringPresentation = false
        search.obscuresBackgroundDuringPresentation = false
        search.searchResultsUpdater = self as? UISearchResultsUpdating
        if let titles = scopeTitles, titles.count > 0 {
            search.searchBar.scopeButtonTitles = titles
            search.searchBar.showsScopeBar = true
        }
        navigationItem.hidesSearchBarWhenScrolling = false
        navigationItem.searchController = search
    }
}

final class SearchTokensViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let search = UISearchController(searchResultsController: nil)
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Type something here..."
        search.searchBar.scopeButtonTitles = ["Title", "Genre", "Rating", "Actor"]
        navigationItem.searchController = search
        let iosToken = UISearchToken(icon: UIImage(systemName: "tag"), text: "iOS")
        let shopToken = UISearchToken(icon: UIImage(systemName: "cart.fill"), text: "Shop")
        search.searchBar.searchTextField.insertToken(iosToken, at: 0)
        search.searchBar.searchTextField.insertToken(shopToken, at: 1)
        search.searchBar.searchTextField.tokenBackgroundColor = .systemBlue
        search.searchBar.searchTextField.allowsCopyingTokens = false
        search.searchBar.searchTextField.allowsDeletingTokens = false
        search.searchBar.searchTextField.clearButtonMode = .never
    }
}

final class PopoverSourceViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "showView" {
            let controller = segue.destination
            controller.popoverPresentationController?.delegate = self
            controller.preferredContentSize = CGSize(width: 205, height: 30)
        }
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

extension UIColor {
    public convenience init(light: UIColor, dark: UIColor) {
        self.init(dynamicProvider: { trait in
            if trait.userInterfaceStyle == .dark { return dark }
            return light
        })
    }

    public convenience init(dynamic: @escaping (_ trait: UITraitCollection) -> UIColor) {
        self.init(dynamicProvider: dynamic)
    }
}
