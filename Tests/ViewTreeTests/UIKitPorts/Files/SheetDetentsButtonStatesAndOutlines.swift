//
//  SheetDetentsButtonStatesAndOutlines.swift
//
//  Twenty-ninth probe. Rewritten member for member from eight public files (same types, members, calls, labels,
//  overrides and control flow; names and comments our own):
//  - pointfreeco/swift-navigation `Examples/CaseStudies/Internal/DetentsHelper.swift` (commit
//    ef8a5223764d93f8d72481c290d1570edc2bca60): a controller's own `sheetPresentationController` given a medium detent,
//    `prefersScrollingExpandsWhenScrolledToEdge`, `prefersEdgeAttachedInCompactHeight` and
//    `widthFollowsPreferredContentSizeWhenEdgeAttached`;
//  - oyvinddd/officesports `OfficeSports/Extensions/UIViewController+Sheet.swift` (commit
//    409fbed0061488db8c1ee31d30b6dbb354fc18b3): the same through optional chaining, with
//    `largestUndimmedDetentIdentifier = .none` and `prefersGrabberVisible`;
//  - Yogerasim/Tracker `Tracker/Helpers/HelperSheet.swift` (commit 670dfade340423c093d2931b41086528043dda99): a
//    `.pageSheet` presented with a large detent and a grabber;
//  - mastodon/mastodon-ios `MastodonSDK/Sources/MastodonUI/View/Content/FollowButton.swift` (commit
//    58e568646090c1aaf9444ad17a443b3fa3696703): a `UIButton` subclass set up with `UIButton.Configuration.filled()` and
//    `background.cornerRadius`;
//  - Little-tale/TodoAssignment `TodoAssignment/View/Button/CustomButton.swift` (commit
//    f1151264e4a2fcf56418cc8e21f3c857b571d6d8): two filled configurations swapped by `configurationUpdateHandler` on
//    `isSelected`, toggled on `.touchUpInside` and the handler called by hand;
//  - bdrsky2010/TamagotchiAssignment `TamagotchiAssignment/Extension/UIButton+.swift` (commit
//    1f4e50c0d9a13646a397ef1b73a08d9c42e7b268): a `configurationUpdateHandler` switching on `state`
//    (`.highlighted`) to change `baseForegroundColor` and an `attributedTitle` made from an `NSAttributedString`;
//  - mattneub/Programming-iOS-Book-Examples `bk2ch08p465CollectionViewLists3/CollectionViewLists/
//    CollectionViewController.swift` (commit 0231b3c6729406acfd01a8fec67ea76d2126e19a): a `UICollectionViewController`
//    with a plain list layout, a header row with `.outlineDisclosure(options: .init(style: .header))`, and a section
//    snapshot applied to a section the data source creates;
//  - rthally94/SproutApp `GrowApp/Extensions/UICellAccessory+Extensions.swift` (commit
//    83310d9d38954cc947a39c3695dfe96283bd1f63): a `.customView` cell accessory holding a `UIButton(type:primaryAction:)`
//    placed `.trailing(displayed: .whenNotEditing)`.
//  Porting edits only: the TodoAssignment button's `#selector(updateButton)` becomes a method reference and `@objc` is
//  dropped; the Tamagotchi app's colour constants (`TamagotchiUsed.Color`) are written as the two colours they name.
//

import UIKit

// MARK: - Sheets

extension UIViewController {
    func mediumDetents() {
        if let sheet = sheetPresentationController {
            sheet.detents = [.medium()]
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        }
    }
}

extension UIViewController {

    func applySheetPresentation() {
        let sheet = sheetPresentationController
        sheet?.detents = [.medium()]
        sheet?.largestUndimmedDetentIdentifier = .none
        sheet?.prefersScrollingExpandsWhenScrolledToEdge = false
        sheet?.prefersEdgeAttachedInCompactHeight = true
        sheet?.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        sheet?.prefersGrabberVisible = true
    }
}

extension UIViewController {

    func presentFullScreenSheet(_ viewController: UIViewController) {
        viewController.modalPresentationStyle = .pageSheet
        if let sheet = viewController.sheetPresentationController {
            sheet.detents = [.large()]
            sheet.prefersGrabberVisible = true
        }
        present(viewController, animated: true)
    }
}

// MARK: - Button configurations

public final class FollowButton: UIButton {

    public init() {
        super.init(frame: .zero)
        configureAppearance()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func configureAppearance() {
        var filled = UIButton.Configuration.filled()
        filled.background.cornerRadius = 10
        self.configuration = filled
    }
}

class CustomButton: UIButton {

    override init(frame: CGRect) {
        super.init(frame: frame)
        designView()
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        designView()
    }

    func designView() {
        var plainLook = UIButton.Configuration.filled()
        plainLook.baseBackgroundColor = .black
        plainLook.baseForegroundColor = .darkGray

        self.configuration = plainLook

        var selectedLook = UIButton.Configuration.filled()
        selectedLook.baseBackgroundColor = .darkGray
        selectedLook.baseForegroundColor = .orange

        // The look follows isSelected.
        self.configurationUpdateHandler = {
            button in
            button.configuration = button.isSelected ? selectedLook : plainLook
        }

        self.addTarget(self, action: CustomButton.updateButton, for: .touchUpInside)
    }

    func updateButton() {
        self.isSelected.toggle()
        self.configurationUpdateHandler?(self)
    }
}

enum TamagotchiPalette {
    static let lightBackground = UIColor(red: 245/255, green: 252/255, blue: 252/255, alpha: 1)
    static let border = UIColor(red: 77/255, green: 106/255, blue: 120/255, alpha: 1)
}

extension UIButton {
    func configureButtonTitleColorChangeOnByState(title: String) {
        self.configurationUpdateHandler = { btn in
            switch btn.state {
            case .highlighted:
                btn.configuration?.baseForegroundColor = TamagotchiPalette.lightBackground
                btn.configuration?.attributedTitle = AttributedString(
                    NSAttributedString(string: title, attributes: [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 13, weight: .bold), NSAttributedString.Key.foregroundColor: TamagotchiPalette.lightBackground]))
            default:
                btn.configuration?.baseForegroundColor = TamagotchiPalette.border
                btn.configuration?.attributedTitle = AttributedString(
                    NSAttributedString(string: title, attributes: [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 13, weight: .bold), NSAttributedString.Key.foregroundColor: TamagotchiPalette.border]))
            }
        }
    }
}

// MARK: - An outline in a collection view controller

class CollectionViewController: UICollectionViewController {
    init() {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        // Also possible: config.headerMode = .firstItemInSection
        let layout = UICollectionViewCompositionalLayout.list(using: config)
        super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
    private let cellId = "Cell"

    var dataSource: UICollectionViewDiffableDataSource<String, String>?

    override func viewDidLoad() {
        super.viewDidLoad()
        // iOS 14: no registration by identifier, a registration value configures each cell.
        let reg = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, ip, s in
            var contentConfig = cell.defaultContentConfiguration()
            contentConfig.text = s
            if ip.item == 0 {
                let opts = UICellAccessory.OutlineDisclosureOptions(style: .header)
                cell.accessories = [.outlineDisclosure(options: opts)]
            } else {
                cell.accessories = []
            }
            cell.contentConfiguration = contentConfig
        }
        let ds = UICollectionViewDiffableDataSource<String, String>(collectionView: self.collectionView) { cv, ip, s in
            cv.dequeueConfiguredReusableCell(using: reg, for: ip, item: s)
        }
        self.dataSource = ds
        // An outline: one parent, three children; the section is made by the apply.
        var snap = NSDiffableDataSourceSectionSnapshot<String>()
        snap.append(["Pep"])
        snap.append(["Manny", "Moe", "Jack"], to: "Pep")
        self.dataSource?.apply(snap, to: "Dummy", animatingDifferences: false)
    }
}

// MARK: - A custom-view accessory

extension UICellAccessory {
    static func todoAccessory() -> UICellAccessory {
        let placement = UICellAccessory.Placement.trailing(displayed: .whenNotEditing)

        let todoAction: UIAction = .init(image: UIImage(systemName: "circle"), handler: { _ in
            print("🦋")
        })
        let todoButton = UIButton(type: .system, primaryAction: todoAction)

        let configuration = UICellAccessory.CustomViewConfiguration(customView: todoButton, placement: placement)
        let todoAccessory = UICellAccessory.customView(configuration: configuration)
        return todoAccessory
    }
}
