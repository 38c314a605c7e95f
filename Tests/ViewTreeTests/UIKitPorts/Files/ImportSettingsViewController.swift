//
//  ImportSettingsViewController.swift
//
//  A settings screen in the shape of public apps' import/export screens (written for ViewTree's port tests): a
//  compositional list with section backgrounds, a document picker for importing PDFs, an alert styled through
//  the private `attributedTitle` key, rounded cards by key path, and a gradient header that sizes its layer in
//  `layoutSublayers(of:)`. It imports UniformTypeIdentifiers beside UIKit, as document-picker code does.
//

import UIKit
import UniformTypeIdentifiers

final class GradientHeaderView: UIView {
    private let gradient = CAGradientLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
        layer.insertSublayer(gradient, at: 0)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        gradient.frame = bounds
    }
}

final class SectionCardBackground: UICollectionReusableView {
    static let elementKind = "section-card"

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        setValue(12, forKeyPath: "layer.cornerRadius")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class ImportSettingsViewController: UIViewController, UIDocumentPickerDelegate {
    private var collectionView: UICollectionView!
    private let header = GradientHeaderView(frame: .zero)
    private(set) var importedFiles: [URL] = []
    private let rows = [["Import PDF…", "Export backup…"], ["Delete all data"]]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)

        collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)

        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 120),
            collectionView.topAnchor.constraint(equalTo: header.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    private func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .absolute(44)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: SectionCardBackground.elementKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionCardBackground.self, forDecorationViewOfKind: SectionCardBackground.elementKind)
        return layout
    }

    private func importPDF() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [UTType.pdf], asCopy: true)
        picker.delegate = self
        picker.allowsMultipleSelection = true
        present(picker, animated: true)
    }

    private func confirmDeletion() {
        let alert = UIAlertController(title: nil, message: "This cannot be undone.", preferredStyle: .alert)
        let title = NSAttributedString(string: "Delete all data?",
                                       attributes: [.foregroundColor: UIColor.systemRed,
                                                    .font: UIFont.boldSystemFont(ofSize: 17)])
        alert.setValue(title, forKey: "attributedTitle")
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.importedFiles.removeAll()
        })
        present(alert, animated: true)
    }

    // MARK: UIDocumentPickerDelegate

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        importedFiles.append(contentsOf: urls.filter { UTType(filenameExtension: $0.pathExtension)?.conforms(to: .pdf) == true })
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}

extension ImportSettingsViewController: UICollectionViewDataSource, UICollectionViewDelegate {
    func numberOfSections(in collectionView: UICollectionView) -> Int { rows.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        rows[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = rows[indexPath.section][indexPath.item]
        if indexPath.section == 1 { content.textProperties.color = .systemRed }
        (cell as? UICollectionViewListCell)?.contentConfiguration = content
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        switch (indexPath.section, indexPath.item) {
        case (0, 0): importPDF()
        case (1, _): confirmDeletion()
        default: break
        }
    }
}
