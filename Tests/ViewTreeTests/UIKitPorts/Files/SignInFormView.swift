// A sign-in form as many UIKit files write it: text fields with keyboard traits, a secure password
// field, `returnKeyType` chaining, an `inputAccessoryView`, a table of options below with
// `estimatedRowHeight`, `separatorInset` and accessory types. Written for this corpus in the style of
// such files, not copied from one.
import Foundation
import UIKit

final class SignInFormView: UIView, UITextFieldDelegate, UITableViewDataSource {
    let emailField = UITextField()
    let passwordField = UITextField()
    let optionsTable = UITableView(frame: .zero, style: .grouped)
    private let options = ["Remember me", "Forgot password?"]

    override init(frame: CGRect) {
        super.init(frame: frame)
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.returnKeyType = .next
        emailField.delegate = self
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .done
        passwordField.delegate = self
        let toolbar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        passwordField.inputAccessoryView = toolbar
        optionsTable.dataSource = self
        optionsTable.estimatedRowHeight = 44
        optionsTable.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        optionsTable.keyboardDismissMode = .onDrag
        optionsTable.register(UITableViewCell.self, forCellReuseIdentifier: "option")
        [emailField, passwordField, optionsTable].forEach { addSubview($0) }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        emailField.frame = CGRect(x: 20, y: 20, width: bounds.width - 40, height: 34)
        passwordField.frame = emailField.frame.offsetBy(dx: 0, dy: 44)
        optionsTable.frame = CGRect(x: 0, y: passwordField.frame.maxY + 20, width: bounds.width, height: 120)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        options.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "option", for: indexPath)
        cell.textLabel?.text = options[indexPath.row]
        cell.accessoryType = indexPath.row == 0 ? .checkmark : .disclosureIndicator
        return cell
    }
}
