//
//  AlertsPickersAndSelectionButtons.swift
//
//  Twenty-seventh probe. Rewritten member for member from seven public files (same types, members, calls, labels,
//  overrides and control flow; names and comments our own):
//  - Nebary/WaterJugRiddle `WaterJugRiddle/Extensions/UIAlertController.swift` (commit
//    37661462fb9c249dc9f2a9bac8ba52993d71ff50): a convenience initialiser that adds a text field through
//    `addTextField { field = $0 }`, a cancel and a save action, and makes the save action `preferredAction`;
//  - LqDeveloper/SwiftAppUtils `LQAppUtils/Core/UIExtensions/UIAlertControllerExtensions.swift` (commit
//    364fcbaff583bf70f31da71074655d90d681e475): `addAction(title:style:isEnabled:handler:)` returning the action,
//    a text field whose `.editingChanged` goes to a target and a `Selector?`, and `view.tintColor` of the alert;
//  - mattneub/Programming-iOS-Book-Examples `bk2ch12p569ColorPicker/ColorPicker/ViewController.swift` (commit
//    1dbd552d63790ee9538300b20dffd03ed062cf42): a `UIColorWell` with a `title`, `sizeToFit()` and `UIAction`s for
//    `.valueChanged` (reading `action.sender`) and `.editingDidEnd`; a `UIColorPickerViewController` with
//    `supportsAlpha = false`, and its delegate's `colorPickerViewControllerDidSelectColor(_:)`/`…DidFinish(_:)`;
//  - Pearljam66/UIKitFrameworkProject `UIKitFrameworkProject/UIKitFrameworkProject/MainViewController.swift` (commit
//    0216aca4239cb1ee62de0328ee296fba1b7c26db): `changesSelectionAsPrimaryAction`, a `.large` red
//    `UIActivityIndicatorView` started and stopped, titles for `.normal` and `.selected`;
//  - im667/Week6-Project `ViewController/DatePickerViewController.swift` (commit
//    13eeb6620a50d093a27b4839a50214667f3a4c3e): `preferredDatePickerStyle = .wheels`, `datePickerMode = .date`;
//  - deepkumar1/picker1 `ViewController.swift` (commit 37efb83ee24fa1624fffe97782e38a1fecb161e1): a
//    `UIImagePickerController` from the photo library with `allowsEditing`, `info[.editedImage]` then
//    `info[.originalImage]`, `picker.dismiss(animated:completion:)`;
//  - super-cell0/SwiftImagePicker `SelectPhoto/SelectPhoto/ViewController.swift` (commit
//    c2db36d4b3be1c88d271196f4a45e4d446dbea6c): `UIImagePickerController.InfoKey(rawValue:
//    "UIImagePickerControllerEditedImage")` and `imagePickerControllerDidCancel(_:)`.
//  Porting edits only: outlets are made in code and `@IBAction`s are plain methods (the last four files); the second
//  file's `#if canImport(UIKit) && !os(watchOS)` guard is left out, since on Linux it would compile the file to
//  nothing (Porting.md); `String.trimmed()` is WaterJugRiddle's own, one line stands in for it.
//

import UIKit

extension String {
    func trimmed() -> String { trimmingCharacters(in: .whitespacesAndNewlines) }
}

extension UIAlertController {

    /// An alert with one text field, a cancel button and a save button the Return key presses.
    convenience init(editor title: String?,
                     message: String?,
                     text: String?,
                     placeholder: String?,
                     saveTitle: String,
                     saveHandler: @escaping ((UIAlertAction, String) -> Void),
                     cancelHandler: @escaping ((UIAlertAction) -> Void)) {
        self.init(title: title,
                  message: message,
                  preferredStyle: .alert)

        var field: UITextField!
        addTextField { field = $0 }
        field.text = text
        field.placeholder = placeholder

        addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: cancelHandler))

        let save = UIAlertAction(title: saveTitle, style: .default) { action in
            if let entered = field.text {
                saveHandler(action, entered.trimmed())
            }
        }
        addAction(save)
        preferredAction = save
    }

}

public extension UIAlertController {

    /// Adds an action and returns it.
    @discardableResult
    func addAction(title: String, style: UIAlertAction.Style = .default, isEnabled: Bool = true, handler: ((UIAlertAction) -> Void)? = nil) -> UIAlertAction {
        let made = UIAlertAction(title: title, style: style, handler: handler)
        made.isEnabled = isEnabled
        addAction(made)
        return made
    }


    /// Adds a text field that reports its edits to a target.
    func addTextField(text: String? = nil, placeholder: String? = nil, editingChangedTarget: Any?, editingChangedSelector: Selector?) {
        addTextField { field in
            field.text = text
            field.placeholder = placeholder
            if let target = editingChangedTarget, let selector = editingChangedSelector {
                field.addTarget(target, action: selector, for: .editingChanged)
            }
        }
    }


    convenience init(title: String, message: String? = nil, defaultActionButtonTitle: String = "OK", tintColor: UIColor? = nil) {
        self.init(title: title, message: message, preferredStyle: .alert)
        let okay = UIAlertAction(title: defaultActionButtonTitle, style: .default, handler: nil)
        addAction(okay)
        if let tint = tintColor {
            view.tintColor = tint
        }
    }
}

class ColourChoosingController: UIViewController, UIColorPickerViewControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        let well = UIColorWell(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
        well.addAction(UIAction { action in
            if let picked = (action.sender as? UIColorWell)?.selectedColor {
                print(picked)
            }
        }, for: .valueChanged)
        well.addAction(UIAction { action in print("ended") }, for: .editingDidEnd)
        well.title = "Choose a colour:"
        well.sizeToFit()
        self.view.addSubview(well)
    }


    func showPicker(_ sender: Any) {
        let picker = UIColorPickerViewController()
        picker.title = "Colours"
        picker.delegate = self
        print(picker.supportsAlpha)
        picker.supportsAlpha = false
        self.present(picker, animated: true)
        self.pickedColour = nil
    }
    var pickedColour: UIColor?
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
        self.pickedColour = viewController.selectedColor
    }
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        print("done")
        if let colour = self.pickedColour {
            print(colour)
        }
    }
}

class SpinnerToggleController: UIViewController {

    var spinner: UIActivityIndicatorView! = UIActivityIndicatorView()
    var toggle: UIButton! = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()

        // The button keeps a selected state of its own.
        toggle.changesSelectionAsPrimaryAction = true
        spinner.color = .systemRed
        spinner.style = .large
    }

    func toggleSpinner(_ sender: UIButton) {
        if spinner.isAnimating {
            spinner.stopAnimating()
            toggle.setTitle("Start", for: .normal)
        } else {
            spinner.startAnimating()
            toggle.setTitle("Stop", for: .selected)
        }
    }
}

class WheelDateController: UIViewController {

    var datePicker: UIDatePicker! = UIDatePicker()

    override func viewDidLoad() {
        super.viewDidLoad()

        datePicker.preferredDatePickerStyle = .wheels
        datePicker.datePickerMode = .date

    }


}

class LibraryPhotoController: UIViewController, UINavigationControllerDelegate, UIImagePickerControllerDelegate
{


    func choosePhoto(_ sender: Any) {
        let picker = UIImagePickerController()
        picker.sourceType = UIImagePickerController.SourceType.photoLibrary
        picker.delegate = self
        picker.allowsEditing = true

        self.present(picker, animated: true, completion: nil)

    }

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey : Any]) {

        var chosen: UIImage?
        if let edited = info[.editedImage] as? UIImage {
            chosen = edited
            self.photoView.image = chosen!
            picker.dismiss(animated: true, completion: nil)
        } else if let original = info[.originalImage] as? UIImage {
            chosen = original
            self.photoView.image = chosen!
            picker.dismiss(animated: true, completion: nil)
        }

    }


    var photoView: UIImageView! = UIImageView()

}

class EditedPhotoController: UIViewController {

    var homeImageView: UIImageView! = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    func pickPhoto(_ sender: Any) {
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.delegate = self
        picker.allowsEditing = true

        present(picker, animated: true)
    }
}

extension EditedPhotoController: UIImagePickerControllerDelegate, UINavigationControllerDelegate {

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey : Any]) {

        if let edited = info[UIImagePickerController.InfoKey(rawValue: "UIImagePickerControllerEditedImage")] as? UIImage {
            homeImageView.image = edited
        }
        picker.dismiss(animated: true, completion: nil)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true, completion: nil)
    }
}
