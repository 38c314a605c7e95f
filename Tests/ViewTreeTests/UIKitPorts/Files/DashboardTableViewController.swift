//
//  DashboardTableViewController.swift
//
//  Written in the style of public iOS 15+ code (not copied from any one file): a grouped table with registered
//  header views, row animations on display, context menus and leading swipe actions; a spinner, a segmented
//  title view, a progress bar, a date picker, a stepper, a button with a menu, the pasteboard and the device
//  idiom. No `expect-error` is left.
//

import UIKit

final class CountHeaderView: UITableViewHeaderFooterView {
    static let reuseID = "Header"
    let countLabel = UILabel()
    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(countLabel)
    }
    required init?(coder: NSCoder) { fatalError() }
}

final class DashboardTableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let table = UITableView(frame: .zero, style: .grouped)
    private let spinner = UIActivityIndicatorView(style: .large)
    private let segmented = UISegmentedControl(items: ["Day", "Week"])
    private let progress = UIProgressView(progressViewStyle: .bar)
    private let datePicker = UIDatePicker()
    private let stepper = UIStepper()
    private let sortButton = UIButton(type: .system)
    private var data: [[String]] = [["A", "B"], ["C"]]

    override func viewDidLoad() {
        super.viewDidLoad()
        table.register(CountHeaderView.self, forHeaderFooterViewReuseIdentifier: CountHeaderView.reuseID)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = self
        table.delegate = self
        table.sectionHeaderTopPadding = 0
        table.estimatedRowHeight = 60
        table.rowHeight = UITableView.automaticDimension
        table.tableFooterView = UIView()
        table.frame = view.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(table)
        spinner.hidesWhenStopped = true
        spinner.color = .gray
        spinner.center = view.center
        view.addSubview(spinner)
        spinner.startAnimating()
        segmented.selectedSegmentIndex = 0
        segmented.addAction(UIAction { [weak self] action in
            guard let control = action.sender as? UISegmentedControl else { return }
            self?.reload(period: control.selectedSegmentIndex)
        }, for: .valueChanged)
        navigationItem.titleView = segmented
        progress.setProgress(0.4, animated: true)
        progress.progressTintColor = .systemGreen
        datePicker.datePickerMode = .date
        datePicker.preferredDatePickerStyle = .compact
        datePicker.minimumDate = Date(timeIntervalSince1970: 0)
        stepper.minimumValue = 1
        stepper.maximumValue = 10
        stepper.stepValue = 1
        stepper.wraps = false
        sortButton.setTitle("Sort", for: .normal)
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.menu = UIMenu(title: "Sort by", options: .displayInline, children: [
            UIAction(title: "Name", image: UIImage(systemName: "textformat"), state: .on) { _ in },
            UIAction(title: "Date", image: UIImage(systemName: "calendar")) { _ in },
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: sortButton)
        let idiom = UIDevice.current.userInterfaceIdiom
        let scale = UIScreen.main.scale
        if idiom == .pad && scale > 1 {
            table.cellLayoutMarginsFollowReadableWidth = true
        }
        addChild(DashboardChildViewController())
        UIPasteboard.general.string = "copied"
        view.addInteraction(UIContextMenuInteraction(delegate: DashboardMenuDelegate()))
    }

    private func reload(period: Int) {
        spinner.startAnimating()
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.spinner.stopAnimating()
            self.table.reloadSections(IndexSet(integer: 0), with: .automatic)
        }
    }

    func numberOfSections(in tableView: UITableView) -> Int { data.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { data[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = data[indexPath.section][indexPath.row]
        cell.imageView?.image = UIImage(systemName: "circle")
        cell.accessoryType = .checkmark
        return cell
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: CountHeaderView.reuseID) as? CountHeaderView
        header?.countLabel.text = "\(data[section].count)"
        return header
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 44 }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        cell.alpha = 0
        UIView.animate(withDuration: 0.25, delay: 0.05 * Double(indexPath.row), options: []) { cell.alpha = 1 }
    }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Copy") { _ in UIPasteboard.general.string = "x" }])
        }
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let pin = UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
        pin.backgroundColor = .systemOrange
        let configuration = UISwipeActionsConfiguration(actions: [pin])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}

final class DashboardChildViewController: UIViewController {
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        preferredContentSize = CGSize(width: 300, height: 200)
    }
}

final class DashboardMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        nil
    }
}
