//
//  NotesListViewController.swift
//
//  Written in the style of public iOS 13–16 code (not copied from any one file): a notes list with a search
//  controller and scope bar, pull to refresh, swipe actions, reordering in edit mode, a toolbar with a count,
//  an alert with text fields, a pull-down menu on a bar button, a share sheet, a date picker and a stepper in
//  an editor, an activity indicator and a progress view. Its target-action code keeps `#selector` and `@objc`,
//  which Linux Swift cannot compile (Porting.md shows the one-line port of each):
// expect-error: '#selector' can only be used with the Objective-C runtime
// expect-error: Objective-C interoperability is disabled
//

import UIKit

struct Note: Hashable {
    var id: Int
    var title: String
    var body: String
    var pinned: Bool
    var due: Date?
    var priority: Int
}

enum NoteScope: Int, CaseIterable {
    case all, pinned, due

    var title: String {
        switch self {
        case .all: return "All"
        case .pinned: return "Pinned"
        case .due: return "Due"
        }
    }
}

final class NoteCell: UITableViewCell {
    static let reuseIdentifier = "NoteCell"

    private let pinView = UIImageView(image: UIImage(systemName: "pin.fill"))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        pinView.tintColor = .systemOrange
        pinView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .footnote)
        accessoryView = pinView
        textLabel?.font = .preferredFont(forTextStyle: .headline)
        detailTextLabel?.textColor = .secondaryLabel
        detailTextLabel?.numberOfLines = 2
        showsReorderControl = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        pinView.isHidden = true
        accessoryType = .none
    }

    func configure(with note: Note, dateFormatter: DateFormatter) {
        textLabel?.text = note.title.isEmpty ? "New Note" : note.title
        var detail = note.body
        if let due = note.due {
            detail = "Due " + dateFormatter.string(from: due) + " — " + detail
        }
        detailTextLabel?.text = detail
        pinView.isHidden = !note.pinned
        accessibilityLabel = [textLabel?.text, detailTextLabel?.text].compactMap { $0 }.joined(separator: ", ")
        accessibilityTraits.insert(.button)
    }
}

final class NotesListViewController: UITableViewController {
    private var notes: [Note] = []
    private var filtered: [Note] = []
    private var scope: NoteScope = .all
    private var nextID = 1
    private let searchController = UISearchController(searchResultsController: nil)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let countLabel = UILabel()
    private let syncProgress = UIProgressView(progressViewStyle: .bar)
    private lazy var dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter
    }()

    private var isFiltering: Bool {
        let text = searchController.searchBar.text ?? ""
        return searchController.isActive && (!text.isEmpty || scope != .all)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always

        tableView.register(NoteCell.self, forCellReuseIdentifier: NoteCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 64
        tableView.keyboardDismissMode = .interactive
        tableView.allowsSelectionDuringEditing = false
        tableView.cellLayoutMarginsFollowReadableWidth = true

        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Notes"
        searchController.searchBar.scopeButtonTitles = NoteScope.allCases.map(\.title)
        searchController.searchBar.delegate = self
        searchController.searchBar.autocapitalizationType = .none
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true

        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Syncing…")
        refresh.addAction(UIAction { [weak self] _ in self?.sync() }, for: .valueChanged)
        tableView.refreshControl = refresh

        let add = UIBarButtonItem(systemItem: .compose, primaryAction: UIAction { [weak self] _ in
            self?.promptForNewNote()
        })
        let sortMenu = UIMenu(title: "Sort By", options: .displayInline, children: [
            UIAction(title: "Title", image: UIImage(systemName: "textformat")) { [weak self] _ in
                self?.sort(by: { $0.title.localizedCaseInsensitiveCompare($1.title) == .orderedAscending })
            },
            UIAction(title: "Priority", image: UIImage(systemName: "exclamationmark")) { [weak self] _ in
                self?.sort(by: { $0.priority > $1.priority })
            },
        ])
        let more = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: UIMenu(children: [
            sortMenu,
            UIAction(title: "Select", image: UIImage(systemName: "checkmark.circle")) { [weak self] _ in
                self?.setEditing(true, animated: true)
            },
            UIAction(title: "Delete All", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
                self?.confirmDeleteAll()
            },
        ]))
        navigationItem.rightBarButtonItems = [add, more]
        navigationItem.leftBarButtonItem = editButtonItem

        countLabel.font = .preferredFont(forTextStyle: .caption1)
        countLabel.adjustsFontForContentSizeCategory = true
        countLabel.textColor = .secondaryLabel
        spinner.hidesWhenStopped = true
        toolbarItems = [
            UIBarButtonItem(customView: spinner),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(customView: countLabel),
            UIBarButtonItem.flexibleSpace(),
            UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in self?.share() }),
        ]
        navigationController?.setToolbarHidden(false, animated: false)

        syncProgress.translatesAutoresizingMaskIntoConstraints = false
        syncProgress.isHidden = true
        view.addSubview(syncProgress)
        NSLayoutConstraint.activate([
            syncProgress.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            syncProgress.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            syncProgress.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])

        NotificationCenter.default.addObserver(self, selector: #selector(contentSizeChanged),
                                               name: UIContentSizeCategory.didChangeNotification, object: nil)
        load()
    }

    @objc private func contentSizeChanged() {
        tableView.reloadData()
    }

    private func load() {
        notes = (1...12).map { index -> Note in
            let due: Date? = index % 3 == 0 ? Date(timeIntervalSince1970: Double(index) * 86_400) : nil
            let body = String(repeating: "Text ", count: index)
            return Note(id: index, title: "Note \(index)", body: body, pinned: index % 4 == 0, due: due, priority: index % 3)
        }
        nextID = notes.count + 1
        tableView.reloadData()
        updateCount()
    }

    private func updateCount() {
        let shown = isFiltering ? filtered.count : notes.count
        countLabel.text = shown == 1 ? "1 Note" : "\(shown) Notes"
        countLabel.sizeToFit()
    }

    private func note(at indexPath: IndexPath) -> Note {
        isFiltering ? filtered[indexPath.row] : notes[indexPath.row]
    }

    private func sort(by order: (Note, Note) -> Bool) {
        notes.sort(by: order)
        tableView.reloadSections(IndexSet(integer: 0), with: .automatic)
    }

    private func sync() {
        spinner.startAnimating()
        syncProgress.isHidden = false
        syncProgress.setProgress(0.3, animated: true)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            guard let self else { return }
            self.syncProgress.setProgress(1, animated: true)
            self.spinner.stopAnimating()
            self.tableView.refreshControl?.endRefreshing()
            UIView.animate(withDuration: 0.25, delay: 0.2, options: [.curveEaseOut], animations: {
                self.syncProgress.alpha = 0
            }, completion: { _ in
                self.syncProgress.isHidden = true
                self.syncProgress.alpha = 1
                self.syncProgress.progress = 0
            })
        }
    }

    private func promptForNewNote() {
        let alert = UIAlertController(title: "New Note", message: "Give it a title.", preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Title"
            field.autocapitalizationType = .sentences
            field.clearButtonMode = .whileEditing
            field.returnKeyType = .done
        }
        alert.addTextField { field in
            field.placeholder = "Body"
        }
        let create = UIAlertAction(title: "Create", style: .default) { [weak self, weak alert] _ in
            guard let self, let fields = alert?.textFields, fields.count == 2 else { return }
            self.insert(Note(id: self.nextID, title: fields[0].text ?? "", body: fields[1].text ?? "",
                             pinned: false, due: nil, priority: 0))
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(create)
        alert.preferredAction = create
        present(alert, animated: true)
    }

    private func insert(_ note: Note) {
        nextID += 1
        notes.insert(note, at: 0)
        tableView.performBatchUpdates({
            self.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
        }, completion: { [weak self] _ in
            self?.updateCount()
        })
        UINotificationFeedbackGenerator().notificationOccurred(.success)
    }

    private func confirmDeleteAll() {
        let sheet = UIAlertController(title: nil, message: "Delete all \(notes.count) notes?", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete All", style: .destructive) { [weak self] _ in
            self?.notes.removeAll()
            self?.tableView.reloadData()
            self?.updateCount()
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItems?.last
        present(sheet, animated: true)
    }

    private func share() {
        let text = notes.map { "• \($0.title)" }.joined(separator: "\n")
        let activity = UIActivityViewController(activityItems: [text], applicationActivities: nil)
        activity.excludedActivityTypes = [.assignToContact, .saveToCameraRoll]
        activity.completionWithItemsHandler = { type, completed, _, error in
            if let error { print("share failed:", error) }
            if completed { print("shared via", type?.rawValue ?? "?") }
        }
        activity.popoverPresentationController?.sourceView = view
        present(activity, animated: true)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        navigationItem.rightBarButtonItems?.forEach { $0.isEnabled = !editing }
        searchController.searchBar.isUserInteractionEnabled = !editing
    }

    // MARK: Data source

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        isFiltering ? filtered.count : notes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: NoteCell.reuseIdentifier, for: indexPath) as! NoteCell
        cell.configure(with: note(at: indexPath), dateFormatter: dateFormatter)
        return cell
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        !isFiltering
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let moved = notes.remove(at: sourceIndexPath.row)
        notes.insert(moved, at: destinationIndexPath.row)
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        notes.isEmpty ? "No notes yet. Tap ✎ to write one." : nil
    }

    // MARK: Delegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let editor = NoteEditorViewController(note: note(at: indexPath))
        editor.onSave = { [weak self] updated in
            guard let self, let index = self.notes.firstIndex(where: { $0.id == updated.id }) else { return }
            self.notes[index] = updated
            self.tableView.reloadRows(at: [IndexPath(row: index, section: 0)], with: .none)
        }
        navigationController?.pushViewController(editor, animated: true)
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self else { return done(false) }
            let removed = self.note(at: indexPath)
            self.notes.removeAll { $0.id == removed.id }
            self.filtered.removeAll { $0.id == removed.id }
            tableView.deleteRows(at: [indexPath], with: .automatic)
            self.updateCount()
            done(true)
        }
        delete.image = UIImage(systemName: "trash")
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = true
        return configuration
    }

    override func tableView(_ tableView: UITableView,
                            leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let current = note(at: indexPath)
        let pin = UIContextualAction(style: .normal, title: current.pinned ? "Unpin" : "Pin") { [weak self] _, _, done in
            guard let self, let index = self.notes.firstIndex(where: { $0.id == current.id }) else { return done(false) }
            self.notes[index].pinned.toggle()
            tableView.reloadRows(at: [indexPath], with: .none)
            done(true)
        }
        pin.backgroundColor = .systemOrange
        pin.image = UIImage(systemName: current.pinned ? "pin.slash" : "pin")
        return UISwipeActionsConfiguration(actions: [pin])
    }

    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        tableView.isEditing ? .none : .delete
    }

    override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        false
    }
}

extension NotesListViewController: UISearchResultsUpdating, UISearchBarDelegate {
    func updateSearchResults(for searchController: UISearchController) {
        let text = (searchController.searchBar.text ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        filtered = notes.filter { note in
            let matchesScope: Bool
            switch scope {
            case .all: matchesScope = true
            case .pinned: matchesScope = note.pinned
            case .due: matchesScope = note.due != nil
            }
            return matchesScope && (text.isEmpty || note.title.lowercased().contains(text) || note.body.lowercased().contains(text))
        }
        tableView.reloadData()
        updateCount()
    }

    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        scope = NoteScope(rawValue: selectedScope) ?? .all
        updateSearchResults(for: searchController)
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        scope = .all
        searchBar.selectedScopeButtonIndex = 0
    }
}

final class NoteEditorViewController: UIViewController, UITextViewDelegate {
    var onSave: ((Note) -> Void)?
    private var note: Note
    private let titleField = UITextField()
    private let bodyView = UITextView()
    private let dueSwitch = UISwitch()
    private let datePicker = UIDatePicker()
    private let priorityStepper = UIStepper()
    private let priorityLabel = UILabel()
    private let stack = UIStackView()

    init(note: Note) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
        hidesBottomBarWhenPushed = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))

        titleField.text = note.title
        titleField.font = .preferredFont(forTextStyle: .title2)
        titleField.borderStyle = .none
        titleField.placeholder = "Title"
        titleField.addTarget(self, action: #selector(titleChanged(_:)), for: .editingChanged)

        bodyView.text = note.body
        bodyView.font = .preferredFont(forTextStyle: .body)
        bodyView.isScrollEnabled = false
        bodyView.delegate = self
        bodyView.textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        bodyView.textContainer.lineFragmentPadding = 0
        bodyView.layer.borderColor = UIColor.separator.cgColor
        bodyView.layer.borderWidth = 1 / UIScreen.main.scale
        bodyView.layer.cornerRadius = 8

        let dueLabel = UILabel()
        dueLabel.text = "Due date"
        dueSwitch.isOn = note.due != nil
        dueSwitch.addAction(UIAction { [weak self] action in
            guard let self, let toggle = action.sender as? UISwitch else { return }
            UIView.animate(withDuration: 0.3) {
                self.datePicker.isHidden = !toggle.isOn
                self.datePicker.alpha = toggle.isOn ? 1 : 0
                self.stack.layoutIfNeeded()
            }
        }, for: .valueChanged)
        let dueRow = UIStackView(arrangedSubviews: [dueLabel, dueSwitch])
        dueRow.spacing = 8

        datePicker.datePickerMode = .dateAndTime
        datePicker.preferredDatePickerStyle = .compact
        datePicker.minimumDate = Date(timeIntervalSince1970: 0)
        datePicker.minuteInterval = 15
        datePicker.date = note.due ?? Date(timeIntervalSince1970: 86_400)
        datePicker.isHidden = note.due == nil
        datePicker.addTarget(self, action: #selector(dateChanged(_:)), for: .valueChanged)

        priorityStepper.minimumValue = 0
        priorityStepper.maximumValue = 3
        priorityStepper.stepValue = 1
        priorityStepper.wraps = false
        priorityStepper.autorepeat = true
        priorityStepper.value = Double(note.priority)
        priorityStepper.addAction(UIAction { [weak self] _ in self?.priorityChanged() }, for: .valueChanged)
        priorityLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        let priorityRow = UIStackView(arrangedSubviews: [priorityLabel, UIView(), priorityStepper])
        priorityRow.alignment = .center
        priorityChanged()

        stack.axis = .vertical
        stack.spacing = UIStackView.spacingUseSystem
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
        [titleField, bodyView, dueRow, datePicker, priorityRow].forEach(stack.addArrangedSubview)
        stack.setCustomSpacing(24, after: bodyView)
        stack.translatesAutoresizingMaskIntoConstraints = false

        let scrollView = UIScrollView()
        scrollView.alwaysBounceVertical = true
        scrollView.keyboardDismissMode = .onDrag
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        view.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.frameLayoutGuide.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.frameLayoutGuide.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            scrollView.frameLayoutGuide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.frameLayoutGuide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            bodyView.heightAnchor.constraint(greaterThanOrEqualToConstant: 120),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if note.title.isEmpty { titleField.becomeFirstResponder() }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        view.endEditing(true)
    }

    private func priorityChanged() {
        note.priority = Int(priorityStepper.value)
        priorityLabel.text = "Priority: " + String(repeating: "!", count: note.priority)
        priorityStepper.accessibilityValue = "\(note.priority)"
    }

    @objc private func titleChanged(_ field: UITextField) {
        note.title = field.text ?? ""
        navigationItem.rightBarButtonItem?.isEnabled = !(field.text ?? "").isEmpty
    }

    @objc private func dateChanged(_ picker: UIDatePicker) {
        note.due = dueSwitch.isOn ? picker.date : nil
    }

    @objc private func save() {
        note.body = bodyView.text
        note.due = dueSwitch.isOn ? datePicker.date : nil
        onSave?(note)
        navigationController?.popViewController(animated: true)
    }

    func textViewDidChange(_ textView: UITextView) {
        note.body = textView.text
        let size = textView.sizeThatFits(CGSize(width: textView.bounds.width, height: .greatestFiniteMagnitude))
        if size.height != textView.bounds.height {
            UIView.performWithoutAnimation { stack.layoutIfNeeded() }
        }
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        let current = textView.text as NSString
        return current.replacingCharacters(in: range, with: text).count <= 2_000
    }
}
