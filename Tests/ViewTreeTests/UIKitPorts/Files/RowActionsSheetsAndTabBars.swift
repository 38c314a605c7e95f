//
//  RowActionsSheetsAndTabBars.swift
//
//  Thirtieth probe. Rewritten member for member from seven public files (same types, members, calls, labels,
//  overrides and control flow; names of locals and comments our own), patterns of iOS 8–13 apps:
//  - sergiomgomes/Todoey `Todoey/Controllers/SwipeTableViewController.swift` (commit
//    50a75d8ea70fccda303364c6f5cfe92c40224356): a `UITableViewController` base class returning
//    `[UITableViewRowAction]` from `tableView(_:editActionsForRowAt:)` (iOS 8–10's swipe buttons; deprecated in
//    iOS 13), a destructive action with a `backgroundColor`, and `canEditRowAt`;
//  - Yaraslav-IOS-Developer/CustomTableViewProject `CustomTableViewProject/ProfileSettingsTableViewController.swift`
//    (commit 86cc7e741365d5c47c650f0efbc0b6600012ad83): a static-cell `UITableViewController` with an empty
//    `tableFooterView`, round images and bordered buttons from `#colorLiteral`, section headers restyled in
//    `willDisplayHeaderView` through `view as! UITableViewHeaderFooterView` and `tintColor`, a `UITextFieldDelegate`,
//    and an image picker whose result is compared `image == backroundImage`;
//  - the same repository's `CustomTableViewProject/ViewController(extension).swift` (commit
//    fd6fc1ee5fe03f5dd61876239c25a5069544dc2c): an action sheet whose actions get an icon and a left alignment
//    through key-value coding (`setValue(_:forKey: "image")`, `"titleTextAlignment"` with
//    `CATextLayerAlignmentMode.left`), from `#imageLiteral(resourceName:)`; written, as in the repository's earlier
//    revision (`ProfileSettingsTableViewController(extension).swift`, commit 86cc7e74…), on the static-cell controller;
//  - WooRaZil-Boy/Raywenderlich_iOS `Auto_Layout_by_Tutorials/Ch10_Adaptive_Layout/MessagingApp/MessagingApp/
//    Controllers/SettingsTableViewController.swift` (commit b693c1fb186962ce024ff29ba033f758ffe9e20b): a controller
//    that makes itself a `.popover` in `awakeFromNib()`, is its `popoverPresentationController!`'s delegate, answers
//    `adaptivePresentationStyle(for:)` by size classes and wraps itself in a navigation controller for the adapted
//    style;
//  - Kifuapp/KifuSF `KifuSF/KFCTabBar.swift` (commit 68c8fc1b9027b98277bb6a9108a0303e87b9ceb9): a
//    `UITabBarController` subclass giving each child a `UITabBarItem(title:image:tag:)` and then wrapping every child
//    in a `UINavigationController` with `viewControllers?.map`;
//  - sergejvorobey/TapWork `TapWork/Navigation/TabBarController.swift` (commit
//    07364dd84defd79824c08dfa09c11eaf0e9bffae): `tabBar.tintColor`, `unselectedItemTintColor`, `barTintColor` and
//    `tabBar.items![i].title` set in `viewDidLoad()`;
//  - deanuharatinu/game-store `GameStore/TabBarController.swift` (commit 2b42b7871ce5cd0896b1fb14d2412cf8a6564ded):
//    `unselectedItemTintColor` and an opaque bar (`isTranslucent = false`).
//  The apps' own types these files name (KifuSF's three tab controllers and icons) are written short at the end.
//  Porting edits only (Porting.md): the storyboard's outlets are made in code, the `@IBAction`s are plain methods
//  and the bar button's `#selector(dismissModal)` a method reference (`@objc` dropped); two classes are renamed
//  where the files share a name (`TabBarController` → `TapWorkTabBarController`, `GameStoreTabBarController`).
//

import Foundation
import UIKit

// MARK: - Todoey: swipe actions of iOS 8

class SwipeTableViewController: UITableViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)

        return cell
    }

    override func tableView(_ tableView: UITableView, editActionsForRowAt: IndexPath) -> [UITableViewRowAction]? {

        let remove = UITableViewRowAction(style: .destructive, title: "Delete") { action, index in
            self.delete(at: index)
        }

        remove.backgroundColor = .red

        return [remove]
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        return true
    }

    func delete(at indexPath: IndexPath){

    }
}

// MARK: - CustomTableViewProject: a static-cell settings screen

class ProfileSettingsTableViewController: UITableViewController {

    var backroundImage: UIImageView!
    var userImage: UIImageView!
    var updateProfilePictureButton: UIButton!

    let imagePicker = UIImagePickerController()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.tableFooterView = UIView()
        imagePicker.delegate = self


        userImage.layer.cornerRadius = userImage.frame.height / 2
        userImage.layer.borderWidth = 2
        userImage.layer.borderColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)

        updateProfilePictureButton.backgroundColor = .clear
        updateProfilePictureButton.layer.cornerRadius = 20
        updateProfilePictureButton.layer.borderWidth = 1
        updateProfilePictureButton.layer.borderColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 1)


    }

    func actionUpdateProfilePictureButton(_ sender: Any) {
        alertController()
    }
    func longPressImageBackground(_ sender: UILongPressGestureRecognizer) {
        alertController()
    }

}

// MARK: Table view delegate
// expect-error:  instance method 'tableView(_:willDisplayHeaderView:forSection:)' declared in 'TableViewController' cannot be overridden from extension
extension ProfileSettingsTableViewController  {

    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        view.tintColor = #colorLiteral(red: 0.5362802744, green: 0.6920174956, blue: 0.8061967492, alpha: 1)
        let header = view as! UITableViewHeaderFooterView
        header.textLabel?.textColor = .white
        header.textLabel?.font = UIFont(name: "Helvetica Neue", size: 14)
    }
}

// MARK: Text field delegate

extension ProfileSettingsTableViewController: UITextFieldDelegate {


    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

}

// MARK: Picking an image

extension ProfileSettingsTableViewController: UIImagePickerControllerDelegate, UINavigationControllerDelegate {

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey : Any]) {

        if let picked = info[.originalImage] as? UIImage {

// expect-error: 'UIImage' (aka 'Image') is not implicitly convertible to 'AnyHashable'; did you mean to use 'as' to explicitly convert?
// expect-error: 'UIImageView' (aka 'ImageView') is not implicitly convertible to 'AnyHashable'; did you mean to use 'as' to explicitly convert?
            if  (picked == backroundImage) {
                userImage.image = picked
                userImage.contentMode = .scaleAspectFill
                userImage.clipsToBounds = true
                dismiss(animated: true)
            } else {
                backroundImage.image = picked
                backroundImage.contentMode = .scaleAspectFill
                backroundImage.clipsToBounds = true
                dismiss(animated: true)
            }


        }

    }
}

// MARK: An action sheet with icons set by key-value coding

extension ProfileSettingsTableViewController {

    func alertController() {
        let cameraIcon = #imageLiteral(resourceName: "camera")
        let photoIcon = #imageLiteral(resourceName: "photo")

        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)

        let camera = UIAlertAction(title: "Camera", style: .default) { _ in
            self.imagePicker.sourceType = .camera
            self.imagePicker.allowsEditing = true
            self.present(self.imagePicker, animated: true)
        }
        camera.setValue(cameraIcon, forKey: "image")
        camera.setValue(CATextLayerAlignmentMode.left, forKey:"titleTextAlignment")

        let library = UIAlertAction(title: "Photo", style: .default) { _ in
            self.imagePicker.sourceType = .photoLibrary
            self.imagePicker.allowsEditing = true
            self.present(self.imagePicker, animated: true)
        }
        library.setValue(photoIcon, forKey: "image")
        library.setValue(CATextLayerAlignmentMode.left, forKey:"titleTextAlignment")

        let cancel = UIAlertAction(title: "Cancel", style: .cancel)

        sheet.addAction(camera)
        sheet.addAction(library)
        sheet.addAction(cancel)

        present(sheet, animated: true)
    }
}

// MARK: - Auto Layout by Tutorials: a settings popover that adapts

class SettingsTableViewController: UITableViewController {
    override func awakeFromNib() {
        // Before the controller loads: a Done button, and a popover by default.
        super.awakeFromNib()

        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: SettingsTableViewController.dismissModal)
        modalPresentationStyle = .popover
        popoverPresentationController!.delegate = self
    }

    private func dismissModal() {
        dismiss(animated: true)
    }
}

extension SettingsTableViewController: UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        // Full screen only when both size classes are compact.
        switch(traitCollection.horizontalSizeClass, traitCollection.verticalSizeClass) {
        case (.compact, .compact):
            return .fullScreen
        default:
            return .none
        }
    }

    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle ) -> UIViewController? {
        // A navigation bar, so that the Done button shows.
        return UINavigationController(rootViewController: controller.presentedViewController)
    }
}

// MARK: - KifuSF: tabs wrapped in navigation controllers

class KFCTabBar: UITabBarController {

    override func viewDidLoad() {
        super.viewDidLoad()

        let home = KFCOpenDonations()
        home.tabBarItem = UITabBarItem(title: "Home", image: .kfBoxIcon, tag: 0)

        let status = KFCStatus()
        status.tabBarItem = UITabBarItem(title: "Status", image: .kfStatusIcon, tag: 1)

        let leaderboard = KFCLeaderboard()
        leaderboard.tabBarItem = UITabBarItem(title: "Leaderboard", image: .kfLeaderboardIcon, tag: 2)

        viewControllers = [home, status, leaderboard]
        viewControllers = viewControllers?.map { UINavigationController(rootViewController: $0) }
    }


}

// MARK: - TapWork: a restyled tab bar with retitled items

class TapWorkTabBarController: UITabBarController {

    override func viewDidLoad() {
        super.viewDidLoad()

        tabBar.tintColor = .red
        tabBar.unselectedItemTintColor = .black
        tabBar.barTintColor = .white
        tabBar.items![0].title = "Лента"
        tabBar.items![1].title = "Сообщения"
        tabBar.items![2].title = "Избранное"
        tabBar.items![3].title = "Личный кабинет"
        navigationController?.navigationBar.isHidden = true

    }
}

// MARK: - GameStore: an opaque tab bar

class GameStoreTabBarController: UITabBarController {

    override func viewDidLoad() {
        super.viewDidLoad()
        self.tabBar.unselectedItemTintColor = UIColor.lightGray
        self.tabBar.isTranslucent = false
    }

}

// MARK: - KifuSF's own types, written short

class KFCOpenDonations: UIViewController {}
class KFCStatus: UIViewController {}
class KFCLeaderboard: UIViewController {}

extension UIImage {
    static var kfBoxIcon: UIImage { UIImage() }
    static var kfStatusIcon: UIImage { UIImage() }
    static var kfLeaderboardIcon: UIImage { UIImage() }
}
