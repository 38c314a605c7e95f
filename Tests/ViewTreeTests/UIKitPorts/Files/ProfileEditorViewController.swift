//
//  ProfileEditorViewController.swift
//
//  Written in the style of public profile-editing screens (not copied from one file): Dynamic Type
//  (`preferredFont`, a bold variant through `UIFontDescriptor`, `adjustsFontForContentSizeCategory`,
//  `traitCollectionDidChange` comparing `preferredContentSizeCategory`, the content size notification), a
//  `UIImagePickerController` with its delegate and info keys, a `UIActivityViewController` share sheet with
//  excluded types and a completion handler, `keyboardAppearance`, and opening the Settings URL. Target-action
//  uses method references and the notification is observed on the world's centre, as Porting.md says; no
//  `expect-error` is left.

import UIKit

final class ProfileEditorViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate, UITextFieldDelegate {
    private let avatarView = UIImageView()
    private let nameField = UITextField()
    private let titleLabel = UILabel()
    private let shareButton = UIButton(type: .system)
    private let photoButton = UIButton(type: .system)
    private var contentSizeObserver: AnyObject?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Profile"

        titleLabel.font = UIFont.preferredFont(forTextStyle: .title1)
        if let bold = titleLabel.font.fontDescriptor.withSymbolicTraits(.traitBold) {
            titleLabel.font = UIFont(descriptor: bold, size: 0)
        }
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.text = "Your profile"

        avatarView.contentMode = .scaleAspectFill
        avatarView.clipsToBounds = true
        avatarView.layer.cornerRadius = 40
        avatarView.image = UIImage(systemName: "person.crop.circle")

        nameField.borderStyle = .roundedRect
        nameField.placeholder = "Name"
        nameField.keyboardAppearance = .dark
        nameField.returnKeyType = .done
        nameField.clearButtonMode = .whileEditing
        nameField.delegate = self

        photoButton.setTitle("Choose photo", for: .normal)
        photoButton.addTarget(self, action: ProfileEditorViewController.choosePhoto, for: .touchUpInside)   // #selector(choosePhoto)
        shareButton.setTitle("Share", for: .normal)
        shareButton.addTarget(self, action: ProfileEditorViewController.share, for: .touchUpInside)   // #selector(share)

        let stack = UIStackView(arrangedSubviews: [titleLabel, avatarView, nameField, photoButton, shareButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 80),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),
            nameField.widthAnchor.constraint(equalTo: stack.widthAnchor),
        ])

        // NotificationCenter.default.addObserver(forName:object:queue:using:): the world's centre (Porting.md).
        contentSizeObserver = view.simulation?.notificationCenter.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil) { [weak self] _ in
            self?.updateForContentSize()
        }
        updateForContentSize()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            updateForContentSize()
        }
    }

    private func updateForContentSize() {
        let large = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        (view.subviews.first as? UIStackView)?.axis = large ? .vertical : .vertical
        titleLabel.numberOfLines = large ? 0 : 1
        if traitCollection.preferredContentSizeCategory > .extraExtraLarge {
            avatarView.isHidden = true
        }
    }

    private func choosePhoto() {
        guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.allowsEditing = true
        picker.mediaTypes = ["public.image"]
        picker.delegate = self
        present(picker, animated: true)
    }

    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        if let image = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage {
            avatarView.image = image
        }
        picker.dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }

    private func share() {
        var items: [Any] = ["Hello from \(nameField.text ?? "me")"]
        if let image = avatarView.image { items.append(image) }
        let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
        activity.excludedActivityTypes = [.airDrop, .assignToContact, .print]
        activity.popoverPresentationController?.sourceView = shareButton
        activity.popoverPresentationController?.sourceRect = shareButton.bounds
        activity.completionWithItemsHandler = { [weak self] type, completed, _, error in
            guard completed, error == nil else { return }
            self?.title = "Shared via \(type?.rawValue ?? "?")"
        }
        present(activity, animated: true)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    private func openSettings() {
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
        if UIApplication.shared.canOpenURL(url) {
            UIApplication.shared.open(url, options: [:], completionHandler: nil)
        }
    }
}
