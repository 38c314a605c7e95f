//
//  ComposeMessageViewController.swift
//
//  Written in the style of public compose screens (not copied from one file): a `UITextView` with a
//  character count, `typingAttributes` and an attributed placeholder text, an input accessory toolbar, a send
//  button pinned above the keyboard through `keyboardWillChangeFrameNotification`, a Cmd-Return `UIKeyCommand`
//  on a controller that becomes first responder, a cancel action sheet anchored to a bar button item, and
//  `UIView.transition`/`animateKeyframes`. Selectors are typed method references and the keyboard
//  notification is observed on the world's centre, as Porting.md says; no `expect-error` is left.
//

import UIKit

final class CharacterCountLabel: UILabel {
    var limit = 140 { didSet { update(count: 0) } }
    func update(count: Int) {
        text = "\(limit - count)"
        textColor = count > limit ? .systemRed : .secondaryLabel
    }
}

final class ComposeMessageViewController: UIViewController, UITextViewDelegate {
    private let textView = UITextView()
    private let countLabel = CharacterCountLabel()
    private let sendButton = UIButton(type: .system)
    private let accessory = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    private var bottomConstraint: NSLayoutConstraint!

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Send", action: ComposeMessageViewController.send, input: "\r", modifierFlags: .command)]   // #selector(send)
    }

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.title = "New Message"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: ComposeMessageViewController.cancel)

        textView.font = .preferredFont(forTextStyle: .body)
        textView.delegate = self
        textView.keyboardDismissMode = .interactive
        textView.textContainerInset = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
        textView.attributedText = NSAttributedString(string: "", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        textView.typingAttributes = [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.label]

        let flexible = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        let done = UIBarButtonItem(title: "Done", style: .done, target: self, action: ComposeMessageViewController.dismissKeyboard)
        accessory.items = [flexible, done]
        textView.inputAccessoryView = accessory

        sendButton.setTitle("Send", for: .normal)
        sendButton.setImage(UIImage(systemName: "paperplane.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold)), for: .normal)
        sendButton.isEnabled = false
        sendButton.addTarget(self, action: ComposeMessageViewController.send, for: .touchUpInside)

        for subview in [textView, countLabel, sendButton] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        bottomConstraint = sendButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8)
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            textView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: sendButton.topAnchor, constant: -8),
            sendButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            bottomConstraint,
            countLabel.centerYAnchor.constraint(equalTo: sendButton.centerYAnchor),
            countLabel.trailingAnchor.constraint(equalTo: sendButton.leadingAnchor, constant: -12),
        ])

        view.simulation?.notificationCenter.addObserver(self, action: ComposeMessageViewController.keyboardWillChange,   // NotificationCenter.default, #selector
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        countLabel.update(count: 0)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textView.becomeFirstResponder()
    }

    func textViewDidChange(_ textView: UITextView) {
        let count = textView.text.count
        countLabel.update(count: count)
        sendButton.isEnabled = count > 0 && count <= countLabel.limit
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let current = textView.text as NSString
        let updated = current.replacingCharacters(in: range, with: text)
        return updated.count <= countLabel.limit * 2
    }

    private func keyboardWillChange(_ note: Notification) {
        guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double else { return }
        let overlap = max(0, view.bounds.maxY - view.convert(frame, from: nil).minY - view.safeAreaInsets.bottom)
        bottomConstraint.constant = -8 - overlap
        UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
    }

    private func dismissKeyboard() { view.endEditing(true) }

    private func cancel() {
        if textView.text.isEmpty {
            dismiss(animated: true)
            return
        }
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Delete Draft", style: .destructive) { [weak self] _ in self?.dismiss(animated: true) })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.popoverPresentationController?.barButtonItem = navigationItem.leftBarButtonItem
        present(alert, animated: true)
    }

    private func send() {
        UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve, animations: {
            self.textView.text = ""
        }, completion: { _ in
            self.countLabel.update(count: 0)
        })
        UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.sendButton.transform = CGAffineTransform(scaleX: 1.2, y: 1.2) }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.sendButton.transform = .identity }
        })
        let generator = UINotificationFeedbackGenerator()
        generator.notificationOccurred(.success)
    }
}
