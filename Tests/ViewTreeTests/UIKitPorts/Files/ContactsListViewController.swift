//
//  ContactsListViewController.swift
//
//  Written in the style of public iOS 13+ code (not copied from any one file): a diffable table, a cell
//  subclass, swipe actions, a UIColor hex extension, Dynamic Type fonts and keyboard frames read from NSValue.
//

import UIKit

extension UIColor {
    convenience init(hex: Int, alpha: CGFloat = 1.0) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255.0,
                  green: CGFloat((hex >> 8) & 0xFF) / 255.0,
                  blue: CGFloat(hex & 0xFF) / 255.0,
                  alpha: alpha)
    }

    class var accent: UIColor { UIColor(hex: 0x3D7EFF) }
}

struct Contact: Hashable, Sendable {
    let id: Int
    let name: String
    let phone: String
}

final class ContactCell: UITableViewCell {
    static let reuseIdentifier = "ContactCell"

    private let nameLabel = UILabel()
    private let phoneLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        phoneLabel.font = .preferredFont(forTextStyle: .subheadline)
        phoneLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [nameLabel, phoneLabel])
        stack.axis = .vertical
        stack.spacing = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            stack.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        nameLabel.text = nil
        phoneLabel.text = nil
    }

    func configure(with contact: Contact) {
        nameLabel.text = contact.name
        phoneLabel.text = contact.phone
    }
}

final class ContactsListViewController: UIViewController, UITableViewDelegate {
    enum Section: Hashable, Sendable {
        case favourites
        case all
    }

    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var dataSource: UITableViewDiffableDataSource<Section, Contact>!
    private var contacts: [Contact] = []
    private var favouriteIDs: Set<Int> = []
    private var keyboardObserver: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        view.backgroundColor = .systemBackground
        tableView.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        tableView.delegate = self
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        dataSource = UITableViewDiffableDataSource<Section, Contact>(tableView: tableView) { tableView, indexPath, contact in
            let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath) as? ContactCell
            cell?.configure(with: contact)
            return cell
        }
        keyboardObserver = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                                  object: nil, queue: .main) { notification in
            guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            print("keyboard height", frame.height)
        }
    }

    func show(_ newContacts: [Contact], animated: Bool = true) {
        contacts = newContacts
        var snapshot = NSDiffableDataSourceSnapshot<Section, Contact>()
        snapshot.appendSections([.favourites, .all])
        snapshot.appendItems(contacts.filter { favouriteIDs.contains($0.id) }, toSection: .favourites)
        snapshot.appendItems(contacts.filter { !favouriteIDs.contains($0.id) }, toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let contact = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self = self else { return completion(false) }
            self.show(self.contacts.filter { $0 != contact })
            completion(true)
        }
        let favourite = UIContextualAction(style: .normal, title: "Favourite") { [weak self] _, _, completion in
            self?.favouriteIDs.insert(contact.id)
            self?.show(self?.contacts ?? [])
            completion(true)
        }
        favourite.backgroundColor = .accent
        let configuration = UISwipeActionsConfiguration(actions: [delete, favourite])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let contact = dataSource.itemIdentifier(for: indexPath) else { return }
        let alert = UIAlertController(title: contact.name, message: "Add a note", preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Note"
        }
        alert.addAction(UIAlertAction(title: "Save", style: .default) { _ in
            print(alert.textFields?.first?.text ?? "")
        })
        present(alert, animated: true)
    }
}
