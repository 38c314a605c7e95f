//
//  WorkoutLogViewController.swift
//
//  Written in the style of public iOS 14–16 code (not copied from any one file): a list-style collection
//  view with cell registrations, content and background configurations and accessories; a table with a
//  diffable data source, swipe actions and context menus; button configurations; a sheet with detents;
//  property animators and keyframes; a shape layer drawn from a Bézier path; a blur; a keyboard layout
//  guide; dynamic colours, symbol configurations and font metrics. No `expect-error` is left.
//

import UIKit

struct Workout: Hashable {
    let id = UUID()
    var title: String
    var minutes: Int
    var done: Bool
}

final class ProgressBadgeView: UIView {
    private let track = CAShapeLayer()
    private let fill = CAShapeLayer()

    var progress: CGFloat = 0 {
        didSet { fill.strokeEnd = max(0, min(1, progress)) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for shape in [track, fill] {
            shape.fillColor = UIColor.clear.cgColor
            shape.lineWidth = 6
            shape.lineCap = .round
            layer.addSublayer(shape)
        }
        track.strokeColor = UIColor.systemGray5.cgColor
        fill.strokeColor = UIColor.systemOrange.cgColor
        fill.strokeEnd = 0
    }

    required init?(coder: NSCoder) { fatalError() }

    override func layoutSubviews() {
        super.layoutSubviews()
        let path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY),
                                radius: min(bounds.width, bounds.height) / 2 - 3,
                                startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        track.path = path.cgPath
        fill.path = path.cgPath
    }

    func animate(to value: CGFloat) {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = fill.strokeEnd
        animation.toValue = value
        animation.duration = 0.4
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        fill.add(animation, forKey: "progress")
        progress = value
    }
}

final class WorkoutLogViewController: UIViewController, UITableViewDelegate, UITextFieldDelegate {
    private enum Section { case main }

    private var workouts: [Workout] = [
        Workout(title: "Run", minutes: 30, done: true),
        Workout(title: "Swim", minutes: 45, done: false),
        Workout(title: "Yoga", minutes: 20, done: false),
    ]
    private lazy var listView: UICollectionView = {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.showsSeparators = true
        configuration.headerMode = .none
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        return UICollectionView(frame: .zero, collectionViewLayout: layout)
    }()
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private var tableSource: UITableViewDiffableDataSource<Section, Workout>!
    private var listSource: UICollectionViewDiffableDataSource<Section, Workout>!
    private let badge = ProgressBadgeView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
    private let nameField = UITextField()
    private let addButton = UIButton(type: .system)
    private var animator: UIViewPropertyAnimator?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor { traits in
            traits.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : UIColor(white: 0.97, alpha: 1)
        }
        configureList()
        configureTable()
        configureInput()

        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
        blur.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        blur.layer.cornerRadius = 16
        blur.clipsToBounds = true
        blur.contentView.addSubview(badge)
        view.addSubview(blur)

        let symbol = UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold, scale: .medium)
        let settings = UIBarButtonItem(image: UIImage(systemName: "gearshape", withConfiguration: symbol),
                                       style: .plain, target: nil, action: nil)
        settings.primaryAction = UIAction { [weak self] _ in self?.presentSettingsSheet() }
        navigationItem.rightBarButtonItems = [settings, editButtonItem]
    }

    private func configureList() {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Workout> { cell, _, workout in
            var content = cell.defaultContentConfiguration()
            content.text = workout.title
            content.secondaryText = "\(workout.minutes) min"
            content.image = UIImage(systemName: workout.done ? "checkmark.circle.fill" : "circle")
            content.imageProperties.tintColor = workout.done ? .systemGreen : .tertiaryLabel
            content.textProperties.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17, weight: .medium))
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.backgroundColor = workout.done ? UIColor.systemGreen.withAlphaComponent(0.1) : .secondarySystemGroupedBackground
            cell.backgroundConfiguration = background
            cell.accessories = [.disclosureIndicator(), .delete(displayed: .whenEditing)]
        }
        listSource = UICollectionViewDiffableDataSource<Section, Workout>(collectionView: listView) { view, indexPath, workout in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: workout)
        }
        listView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(listView)
        var snapshot = NSDiffableDataSourceSnapshot<Section, Workout>()
        snapshot.appendSections([.main])
        snapshot.appendItems(workouts)
        listSource.apply(snapshot, animatingDifferences: false)
    }

    private func configureTable() {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.delegate = self
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableSource = UITableViewDiffableDataSource<Section, Workout>(tableView: tableView) { table, indexPath, workout in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = workout.title
            content.secondaryText = workout.done ? "Done" : "To do"
            cell.contentConfiguration = content
            cell.accessoryType = workout.done ? .checkmark : .none
            return cell
        }
        tableSource.defaultRowAnimation = .fade
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            listView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            listView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            listView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            listView.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.4),
            tableView.topAnchor.constraint(equalTo: listView.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        var snapshot = NSDiffableDataSourceSnapshot<Section, Workout>()
        snapshot.appendSections([.main])
        snapshot.appendItems(workouts)
        tableSource.apply(snapshot, animatingDifferences: false)
    }

    private func configureInput() {
        nameField.placeholder = "New workout"
        nameField.borderStyle = .roundedRect
        nameField.returnKeyType = .done
        nameField.delegate = self
        nameField.translatesAutoresizingMaskIntoConstraints = false

        var config = UIButton.Configuration.filled()
        config.title = "Add"
        config.image = UIImage(systemName: "plus")
        config.imagePadding = 6
        config.cornerStyle = .capsule
        config.baseBackgroundColor = .systemOrange
        addButton.configuration = config
        addButton.addAction(UIAction { [weak self] _ in self?.addWorkout() }, for: .touchUpInside)
        addButton.translatesAutoresizingMaskIntoConstraints = false

        let row = UIStackView(arrangedSubviews: [nameField, addButton])
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)
        NSLayoutConstraint.activate([
            tableView.bottomAnchor.constraint(equalTo: row.topAnchor, constant: -8),
            row.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            row.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
            addButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 88),
        ])
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = textField.text ?? ""
        guard let swiftRange = Range(range, in: current) else { return false }
        return current.replacingCharacters(in: swiftRange, with: string).count <= 30
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        addWorkout()
        return textField.resignFirstResponder()
    }

    private func addWorkout() {
        guard let title = nameField.text?.trimmingCharacters(in: .whitespaces), !title.isEmpty else {
            shake(nameField)
            return
        }
        workouts.append(Workout(title: title, minutes: 15, done: false))
        nameField.text = nil
        var snapshot = tableSource.snapshot()
        snapshot.appendItems([workouts[workouts.count - 1]], toSection: .main)
        tableSource.apply(snapshot, animatingDifferences: true)
        badge.animate(to: CGFloat(workouts.filter(\.done).count) / CGFloat(workouts.count))
        UIAccessibility.post(notification: .announcement, argument: "Added \(title)")
    }

    private func shake(_ target: UIView) {
        UIView.animateKeyframes(withDuration: 0.4, delay: 0, options: [.calculationModeLinear]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { target.transform = CGAffineTransform(translationX: -8, y: 0) }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) { target.transform = CGAffineTransform(translationX: 8, y: 0) }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { target.transform = .identity }
        }
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self, let workout = self.tableSource.itemIdentifier(for: indexPath) else { return done(false) }
            var snapshot = self.tableSource.snapshot()
            snapshot.deleteItems([workout])
            self.tableSource.apply(snapshot)
            done(true)
        }
        delete.image = UIImage(systemName: "trash")
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [
                UIAction(title: "Mark done", image: UIImage(systemName: "checkmark")) { _ in },
                UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
            ])
        }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        animator?.stopAnimation(true)
        let cell = tableView.cellForRow(at: indexPath)
        animator = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) {
            cell?.contentView.alpha = 0.5
        }
        animator?.addCompletion { _ in cell?.contentView.alpha = 1 }
        animator?.startAnimation()
    }

    private func presentSettingsSheet() {
        let settings = UIViewController()
        settings.view.backgroundColor = .systemBackground
        let toggle = UISwitch()
        toggle.isOn = true
        toggle.onTintColor = .systemOrange
        let slider = UISlider()
        slider.minimumValue = 5
        slider.maximumValue = 120
        slider.value = 30
        let picker = UIDatePicker()
        picker.datePickerMode = .time
        picker.preferredDatePickerStyle = .wheels
        let stack = UIStackView(arrangedSubviews: [toggle, slider, picker])
        stack.axis = .vertical
        stack.frame = settings.view.bounds.insetBy(dx: 20, dy: 20)
        settings.view.addSubview(stack)
        if let sheet = settings.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 24
        }
        present(settings, animated: true)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        listView.isEditing = editing
        tableView.setEditing(editing, animated: animated)
    }
}
