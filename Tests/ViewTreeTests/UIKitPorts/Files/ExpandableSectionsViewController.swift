//
//  ExpandableSectionsViewController.swift
//
//  Nineteenth probe. Adapted (rewritten, keeping the UIKit members it uses) from likil33/ExpandCollapseTableView
//  `ExpandTableView/ExpandTableView/ViewController.swift` (commit 832ce03148e61e0431179ea2ed4311e3cf0b697d): a
//  table whose sections fold and unfold when their header is tapped, with a registered
//  `UITableViewHeaderFooterView` subclass holding a tap recognizer on its content view, a chevron symbol swapped
//  on each toggle, and `deleteRows`/`insertRows` for the section's rows. Porting edits only (Porting.md): the
//  `@IBOutlet` table is made in code, `#selector(headerTapped)` is a method reference. The last extension follows
//  two files the search index showed without their repositories (a checkout list's
//  `configureSectionHeaderPriceLabel(at:with:)` and an issue list's `showActionButton(forSection:)`): a shown header
//  found again with `tableView.headerView(forSection:)` and updated in place, for every section up to
//  `numberOfSections`.
//
import UIKit

struct FoldableSection {
    var title: String
    var rows: [String]
    var isFolded: Bool

    init(title: String, rows: [String], isFolded: Bool = false) {
        self.title = title
        self.rows = rows
        self.isFolded = isFolded
    }
}

protocol FoldingHeaderDelegate: AnyObject {
    func foldingHeader(_ header: FoldingHeaderView, didToggle section: Int)
}

final class FoldingHeaderView: UITableViewHeaderFooterView {
    static let reuseIdentifier = "FoldingHeaderView"

    let titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }()

    let chevronView: UIImageView = {
        let imageView = UIImageView(image: UIImage(systemName: "chevron.down"))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        return imageView
    }()

    var section = 0
    weak var delegate: FoldingHeaderDelegate?

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(titleLabel)
        contentView.addSubview(chevronView)
        let tap = UITapGestureRecognizer(target: self, action: FoldingHeaderView.headerTapped)
        contentView.addGestureRecognizer(tap)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            chevronView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            chevronView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            chevronView.widthAnchor.constraint(equalToConstant: 24),
            chevronView.heightAnchor.constraint(equalToConstant: 24),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func headerTapped() {
        delegate?.foldingHeader(self, didToggle: section)
    }

    func setFolded(_ folded: Bool) {
        chevronView.image = folded ? UIImage(systemName: "chevron.down") : UIImage(systemName: "chevron.up")
    }
}

final class ExpandableSectionsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    var sections: [FoldableSection] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        sections = [
            FoldableSection(title: "Fruit", rows: ["Apple", "Pear"]),
            FoldableSection(title: "Vegetables", rows: ["Leek", "Kale", "Chard"]),
            FoldableSection(title: "Grains", rows: ["Oats", "Rye"], isFolded: true),
        ]
        tableView.register(FoldingHeaderView.self, forHeaderFooterViewReuseIdentifier: FoldingHeaderView.reuseIdentifier)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
        tableView.delegate = self
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].isFolded ? 0 : sections[section].rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: FoldingHeaderView.reuseIdentifier) as! FoldingHeaderView
        header.titleLabel.text = sections[section].title
        header.section = section
        header.delegate = self
        header.setFolded(sections[section].isFolded)
        return header
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        44
    }
}

extension ExpandableSectionsViewController: FoldingHeaderDelegate {
    func foldingHeader(_ header: FoldingHeaderView, didToggle section: Int) {
        let paths = sections[section].rows.indices.map { IndexPath(row: $0, section: section) }
        let folded = !sections[section].isFolded
        sections[section].isFolded = folded
        header.setFolded(folded)
        if folded {
            tableView.deleteRows(at: paths, with: .automatic)
        } else {
            tableView.insertRows(at: paths, with: .automatic)
        }
    }
}

extension ExpandableSectionsViewController {
    func markHeaders(withPrefix prefix: String) {
        for section in 0..<tableView.numberOfSections {
            guard let header = tableView.headerView(forSection: section) as? FoldingHeaderView else { continue }
            header.titleLabel.text = prefix + sections[section].title
        }
    }
}
