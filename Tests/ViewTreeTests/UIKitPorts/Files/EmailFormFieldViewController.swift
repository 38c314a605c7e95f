//
//  EmailFormFieldViewController.swift
//
//  Nineteenth probe. Adapted (rewritten, keeping the UIKit members it uses) from the source printed in
//  jrasmusson/swift-arcade `Animation/Login/README.md` (commit 7980f164a509f18b133a984845359d6e7d7b2dd4): a form
//  field that floats its label up with a concatenated translate-and-scale transform in a running property
//  animator when tapped, shows its text field and a clear button, validates the e-mail when editing ends (an
//  invalid one turns the border red and shows a caption), and undoes it all with a second animator; a controller
//  stacks it over an "Undo" button with `contentEdgeInsets`, system spacing and `.primaryActionTriggered`.
//  Porting edits only (Porting.md): `#selector`s are method references (the symbol-button factory takes the action
//  as a closure instead of a target and `Selector`), and the e-mail check uses `NSRegularExpression` where the
//  original used `NSPredicate(format: "SELF MATCHES %@")`, which Foundation on Linux does not support.
//
import Foundation
import UIKit

private struct FieldStyle {
    static let height: CGFloat = 60
    static let validTint: UIColor = .systemGreen
    static let invalidTint: UIColor = .systemRed
    static let background: UIColor = .systemGray5
    static let foreground: UIColor = .systemGray
}

final class EmailFormFieldView: UIView {
    let label = UILabel()
    let invalidLabel = UILabel()
    let textField = UITextField()
    lazy var cancelButton = makeSymbolButton(systemName: "clear.fill") { [weak self] in self?.cancelTapped() }

    override init(frame: CGRect) {
        super.init(frame: frame)
        textField.delegate = self
        style()
        layout()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: FieldStyle.height)
    }

    private func style() {
        translatesAutoresizingMaskIntoConstraints = false
        backgroundColor = FieldStyle.background
        layer.cornerRadius = FieldStyle.height / 4
        label.translatesAutoresizingMaskIntoConstraints = false
        label.textColor = .systemGray
        label.text = "Email"
        invalidLabel.translatesAutoresizingMaskIntoConstraints = false
        invalidLabel.textColor = FieldStyle.invalidTint
        invalidLabel.text = "Email is invalid"
        invalidLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        invalidLabel.isHidden = true
        textField.translatesAutoresizingMaskIntoConstraints = false
        textField.tintColor = FieldStyle.validTint
        textField.isHidden = true
        cancelButton.translatesAutoresizingMaskIntoConstraints = false
        cancelButton.imageView?.tintColor = FieldStyle.foreground
        cancelButton.isHidden = true
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: EmailFormFieldView.tapped))
    }

    private func layout() {
        addSubview(label)
        addSubview(invalidLabel)
        addSubview(textField)
        addSubview(cancelButton)
        NSLayoutConstraint.activate([
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
            label.leadingAnchor.constraint(equalToSystemSpacingAfter: leadingAnchor, multiplier: 2),
            invalidLabel.topAnchor.constraint(equalTo: topAnchor, constant: 6),
            invalidLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: leadingAnchor, multiplier: 2),
            textField.leadingAnchor.constraint(equalToSystemSpacingAfter: leadingAnchor, multiplier: 2),
            trailingAnchor.constraint(equalToSystemSpacingAfter: textField.trailingAnchor, multiplier: 2),
            bottomAnchor.constraint(equalToSystemSpacingBelow: textField.bottomAnchor, multiplier: 2),
            cancelButton.centerYAnchor.constraint(equalTo: centerYAnchor),
            trailingAnchor.constraint(equalToSystemSpacingAfter: cancelButton.trailingAnchor, multiplier: 2),
        ])
    }

    func tapped(_ recognizer: UITapGestureRecognizer) {
        if recognizer.state == UIGestureRecognizer.State.ended {
            enterEmailAnimation()
        }
    }

    func enterEmailAnimation() {
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.1, delay: 0, options: []) {
            self.backgroundColor = .white
            self.label.textColor = FieldStyle.validTint
            self.layer.borderWidth = 1
            self.layer.borderColor = self.label.textColor.cgColor
            self.textField.tintColor = FieldStyle.validTint
            let lift = CGAffineTransform(translationX: -8, y: -24)
            let shrink = CGAffineTransform(scaleX: 0.7, y: 0.7)
            self.label.transform = lift.concatenating(shrink)
        } completion: { _ in
            self.textField.isHidden = false
            self.textField.becomeFirstResponder()
            self.cancelButton.isHidden = false
        }
    }

    func showInvalidEmailMessage() {
        label.isHidden = true
        invalidLabel.isHidden = false
        layer.borderColor = FieldStyle.invalidTint.cgColor
        textField.tintColor = FieldStyle.invalidTint
    }

    func undo() {
        let animator = UIViewPropertyAnimator(duration: 0.1, curve: .linear) {
            self.backgroundColor = FieldStyle.background
            self.label.textColor = FieldStyle.foreground
            self.layer.borderWidth = 0
            self.layer.borderColor = UIColor.clear.cgColor
            self.label.isHidden = false
            self.invalidLabel.isHidden = true
            self.textField.isHidden = true
            self.textField.text = ""
            self.cancelButton.isHidden = true
            self.label.transform = .identity
        }
        animator.startAnimation()
    }

    func cancelTapped() {
        textField.resignFirstResponder()
        undo()
    }
}

extension EmailFormFieldView: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.endEditing(true)
        return true
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        textField.text != ""
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let text = textField.text else { return }
        if isValidEmail(text) {
            undo()
        } else {
            showInvalidEmailMessage()
        }
        textField.text = ""
    }
}

final class EmailFormViewController: UIViewController {
    let stackView = UIStackView()
    let formField = EmailFormFieldView()
    let undoButton = makeTitledButton("Undo")

    override func viewDidLoad() {
        super.viewDidLoad()
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.spacing = 20
        stackView.alignment = .leading
        undoButton.addTarget(self, action: EmailFormViewController.undoTapped, for: .primaryActionTriggered)
        stackView.addArrangedSubview(formField)
        stackView.addArrangedSubview(undoButton)
        view.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stackView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            formField.leadingAnchor.constraint(equalToSystemSpacingAfter: view.leadingAnchor, multiplier: 2),
            view.trailingAnchor.constraint(equalToSystemSpacingAfter: formField.trailingAnchor, multiplier: 2),
            undoButton.heightAnchor.constraint(equalTo: formField.heightAnchor),
            undoButton.widthAnchor.constraint(equalTo: formField.widthAnchor),
        ])
    }

    func undoTapped() {
        formField.undo()
    }
}

func makeTitledButton(_ text: String) -> UIButton {
    let button = UIButton()
    button.translatesAutoresizingMaskIntoConstraints = false
    button.setTitle(text, for: .normal)
    button.titleLabel?.adjustsFontSizeToFitWidth = true
    button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    button.backgroundColor = .systemBlue
    button.layer.cornerRadius = 60 / 4
    return button
}

func makeSymbolButton(systemName: String, action: @escaping () -> Void) -> UIButton {
    let configuration = UIImage.SymbolConfiguration(scale: .large)
    let button = UIButton()
    button.translatesAutoresizingMaskIntoConstraints = false
    button.addAction(UIAction { _ in action() }, for: .primaryActionTriggered)
    button.setImage(UIImage(systemName: systemName, withConfiguration: configuration), for: .normal)
    button.imageView?.contentMode = .scaleAspectFit
    return button
}

func isValidEmail(_ email: String) -> Bool {
    let pattern = "^[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}$"
    return email.range(of: pattern, options: .regularExpression) != nil
}
