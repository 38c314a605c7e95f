//
//  SettingsListViewController.swift
//
//  Written in the style of public iOS 14–16 settings screens (not copied from any one file): a
//  `UITableViewController` whose cells use `defaultContentConfiguration()`, an action sheet that sets its
//  `popoverPresentationController` source for iPad (as jonreid/ViewControllerPresentationSpy's sample and
//  velvetroom/radcity's Controller+Alert do), a half-height sheet with `sheetPresentationController` detents,
//  an accessibility announcement, and the iOS 13 semantic colours. No `expect-error` is left.
//

import UIKit

final class SettingsListViewController: UITableViewController {
    enum Row: Int, CaseIterable {
        case account, notifications, appearance, signOut

        var title: String {
            switch self {
            case .account: return "Account"
            case .notifications: return "Notifications"
            case .appearance: return "Appearance"
            case .signOut: return "Sign Out"
            }
        }
    }

    private(set) var signedOut = false
    var notificationsOn = true

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.backgroundColor = .systemGroupedBackground
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        let row = Row(rawValue: indexPath.row) ?? .account
        var content = cell.defaultContentConfiguration()
        content.text = row.title
        switch row {
        case .notifications:
            content.secondaryText = notificationsOn ? "On" : "Off"
            content.prefersSideBySideTextAndSecondaryText = true
            content.image = UIImage(systemName: "bell")
        case .signOut:
            content.textProperties.color = .systemRed
        default:
            content.image = UIImage(systemName: "person.crop.circle")
            content.imageProperties.tintColor = .systemBlue
        }
        content.secondaryTextProperties.color = .secondaryLabel
        cell.contentConfiguration = content
        cell.accessoryType = row == .signOut ? .none : .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch Row(rawValue: indexPath.row) {
        case .signOut:
            confirmSignOut(from: tableView.cellForRow(at: indexPath))
        case .appearance:
            showAppearanceSheet()
        default:
            break
        }
    }

    private func confirmSignOut(from source: UIView?) {
        let sheet = UIAlertController(title: "Sign out?", message: "You can sign in again at any time.",
                                      preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { [weak self] _ in
            self?.signedOut = true
            UIAccessibility.post(notification: .announcement, argument: "Signed out")
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = source ?? view
            popover.sourceRect = source?.bounds ?? CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
            popover.permittedArrowDirections = [.up, .down]
        }
        present(sheet, animated: true)
    }

    private func showAppearanceSheet() {
        let picker = UIViewController()
        picker.view.backgroundColor = .systemBackground
        picker.modalPresentationStyle = .pageSheet
        if let sheet = picker.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 24
        }
        present(picker, animated: true)
    }
}
