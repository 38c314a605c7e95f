// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

// MARK: Probed code, as the files write it

/// fromkk/MovableToolbar `Sample/Views/Cell.swift` writes `static let reuseableIdentifier = String(describing:
/// type(of: self))` in a `UICollectionViewCell` subclass: that `self` is NSObject's `self()` method, which the
/// compiler names with a warning ("'self' refers to the method"), as Xcode does. The probe compiled it as written;
/// here the method is named through a generic parameter, which finds the same member without the warning.
private final class MovableToolbarCell: UICollectionViewCell {}

private func selfMethodTypeName<Cell: UIResponder>(_: Cell.Type) -> String { String(describing: type(of: Cell.`self`)) }

/// AnnFrol/ChooseRight `ChooseRight!/MainModel/Views/MainViewControllerMenu.swift`: the settings menu, its
/// contacts section made small (iOS 16).
private func chooseRightSettingsMenu(opened: @escaping (String) -> Void) -> UIMenu {
    let appInfoAction = UIAction(title: "Choose Right!", subtitle: "Version 1.0",
                                 image: UIImage(systemName: "square.and.arrow.up"), state: .off) { _ in opened("info") }
    let appInfoMenu = UIMenu(title: "", options: .displayInline, children: [appInfoAction])
    let emailAction = UIAction(title: "Email", image: UIImage(named: "emailLogo"), identifier: nil, attributes: [],
                               state: .off) { _ in opened("email") }
    let telegramAction = UIAction(title: "Telegram", image: UIImage(named: "telegramLogo")) { _ in opened("telegram") }
    let contactsMenu = UIMenu(title: "Contact us ", options: [.displayInline], children: [emailAction, telegramAction])
    let mainMenu = UIMenu(title: "", children: [appInfoMenu, contactsMenu])
    if #available(iOS 16.0, *) {
        contactsMenu.preferredElementSize = .small
    }
    return mainMenu
}

/// asianchun/Fridge_IO `Fridge_IO/Fridge/GroceryPageTableViewController.swift`: the search bar's setup.
private final class GroceryPageTableViewController: UITableViewController, UISearchBarDelegate {
    let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        searchController.searchBar.delegate = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        searchController.scopeBarActivation = .onSearchActivation
        searchController.searchBar.scopeButtonTitles = ["All", "Dairy", "F&V", "Meat", "Sea", "Cond", "Other"]
    }
}

/// gvanush/Hero `Hero/HeroApp.swift`: the toolbar part of the app's appearance setup.
private func configureHeroToolbarAppearance() -> UIToolbarAppearance {
    let toolbarAppearance = UIToolbarAppearance()
    toolbarAppearance.configureWithDefaultBackground()
    UIToolbar.appearance().standardAppearance = toolbarAppearance
    UIToolbar.appearance().compactAppearance = toolbarAppearance
    UIToolbar.appearance().scrollEdgeAppearance = toolbarAppearance
    UIToolbar.appearance().compactScrollEdgeAppearance = toolbarAppearance
    return toolbarAppearance
}

/// pookjw/Booth `Booth/Effects/Effects/EffectsView.swift`: the full-screen effects layout (`.full`), its section
/// made by a function of its own here so a test can read it.
private func boothFullLayout() -> (UICollectionViewCompositionalLayout, UICollectionViewCompositionalLayoutConfiguration) {
    let configuration: UICollectionViewCompositionalLayoutConfiguration = .init()
    configuration.contentInsetsReference = .none
    configuration.scrollDirection = .vertical
    let layout: UICollectionViewCompositionalLayout = .init(sectionProvider: { _, _ in boothFullSection() },
                                                            configuration: configuration)
    return (layout, configuration)
}

private func boothFullSection() -> NSCollectionLayoutSection {
    let itemSize: NSCollectionLayoutSize = .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
    let item: NSCollectionLayoutItem = .init(layoutSize: itemSize)
    let groupSize: NSCollectionLayoutSize = .init(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
    let group: NSCollectionLayoutGroup = .horizontal(layoutSize: groupSize, subitems: [item])
    let section: NSCollectionLayoutSection = .init(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    section.orthogonalScrollingProperties.bounce = .always
    section.orthogonalScrollingProperties.decelerationRate = .fast
    section.contentInsetsReference = .none
    return section
}

/// Anvipo/Pomogator `Sources/App/BaseVC.swift`: a pushed controller replaces its back button's action (iOS 16), popping itself and
/// telling its presenter.
private final class PomogatorBaseVC: UIViewController {
    var backTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        guard let navigationController else {
            return
        }
        let shouldShowBackButton = navigationController.viewControllers.count > 1
        if !shouldShowBackButton {
            return
        }
        navigationItem.backAction = UIAction { [weak self] _ in
            guard let self else {
                return
            }
            guard let navigationController = self.navigationController else {
                return
            }
            navigationController.popViewController(animated: true)
            self.backTaps += 1
        }
    }
}

/// mosariot/MantraCounter `ReadTheMantra/Extensions/FixInputAssistant.swift`: hides the iPad shortcuts bar of
/// every text field and text view under a view.
extension UIView {
    fileprivate func fixInputAssistant() {
        subviews.forEach { subview in
            if type(of: subview) is UITextField.Type {
                let item = (subview as! UITextField).inputAssistantItem
                item.leadingBarButtonGroups = []
                item.trailingBarButtonGroups = []
            } else if subview.subviews.count > 0 {
                subview.fixInputAssistant()
            }
            if type(of: subview) is UITextView.Type {
                let item = (subview as! UITextView).inputAssistantItem
                item.leadingBarButtonGroups = []
                item.trailingBarButtonGroups = []
            } else if subview.subviews.count > 0 {
                subview.fixInputAssistant()
            }
        }
    }
}

@Suite struct ProbedPublicFilesRound17Tests {
    // MARK: NSObject's self() (fromkk/MovableToolbar)

    @Test func aStaticPropertysSelfIsTheSelfMethod() {
        #expect(selfMethodTypeName(MovableToolbarCell.self).hasSuffix("(MovableToolbarCell) -> () -> MovableToolbarCell"))
        let cell = UICollectionViewCell(frame: .zero)
        #expect(cell.`self`() === cell)
        let controller = UIViewController()
        #expect(controller.`self`() === controller)
    }

    // MARK: UINavigationItem.backAction (Anvipo/Pomogator)

    @Test func aBackActionReplacesWhatTheBackButtonDoesButNotItsLook() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let root = UIViewController()
        root.title = "Lists"
        let nav = UINavigationController(rootViewController: root)
        t.show(nav)
        let pushed = PomogatorBaseVC()
        nav.pushViewController(pushed, animated: false)
        t.waitForTransitions()
        #expect(pushed.navigationItem.backAction != nil)
        let back = try #require(nav.navigationBar.backButtonItem)
        #expect(back.title == "Lists")                                     // the look is kept
        back.performPrimaryAction()
        t.waitForTransitions()
        #expect(pushed.backTaps == 1 && nav.topViewController === root)

        var closed = 0
        root.navigationItem.backAction = UIAction(title: "Close") { _ in closed += 1 }
        let made = try #require(nav.navigationBar.backButtonItem)          // a root with a back action gets a button
        #expect(made.title == "Close")
        made.performPrimaryAction()
        #expect(closed == 1 && nav.topViewController === root)
        root.navigationItem.backAction = nil
        #expect(nav.navigationBar.backButtonItem == nil)
    }

    // MARK: UITableView.fillerRowHeight (EzoRisu/AirConditionerErrorCode)

    @Test func fillerRowsAreOffByDefaultAndTheHeightIsKept() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        #expect(tableView.fillerRowHeight == 0)
        // The file's search handler: `tableView.fillerRowHeight = 0.0` once there is text; its commented-out
        // `viewDidLoad` line asked for the pre-iOS 15 rows.
        tableView.fillerRowHeight = UITableView.automaticDimension
        #expect(tableView.fillerRowHeight == UITableView.automaticDimension)
        tableView.fillerRowHeight = 0.0
        #expect(tableView.fillerRowHeight == 0)
    }

    // MARK: UITextInputAssistantItem and UIBarButtonItemGroup (mosariot/MantraCounter)

    @Test func textInputsKeepTheirAssistantItemsGroups() {
        let form = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let notes = UITextView(frame: CGRect(x: 0, y: 50, width: 320, height: 100))
        form.addSubview(field)
        form.addSubview(notes)
        let undo = UIBarButtonItem(barButtonSystemItem: .undo, target: nil, action: nil)
        field.inputAssistantItem.leadingBarButtonGroups = [UIBarButtonItemGroup(barButtonItems: [undo], representativeItem: nil)]
        notes.inputAssistantItem.trailingBarButtonGroups = [undo.creatingFixedGroup()]
        #expect(field.inputAssistantItem === field.inputAssistantItem)          // one per text input
        #expect(field.inputAssistantItem.leadingBarButtonGroups.first?.barButtonItems.first === undo)
        #expect(field.inputAssistantItem.allowsHidingShortcuts)

        form.fixInputAssistant()
        #expect(field.inputAssistantItem.leadingBarButtonGroups.isEmpty && field.inputAssistantItem.trailingBarButtonGroups.isEmpty)
        #expect(notes.inputAssistantItem.trailingBarButtonGroups.isEmpty)
    }

    @Test func aGroupRefusesAnEmptyListAndARepresentativeAmongItsItems() {
        let t = TestWorld()
        let bold = UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)
        let more = UIBarButtonItem(title: "…", style: .plain, target: nil, action: nil)
        let group = UIBarButtonItemGroup(barButtonItems: [bold], representativeItem: more)
        #expect(group.representativeItem === more && !group.isDisplayingRepresentativeItem && !group.isHidden)
        #expect(t.simulation.diagnostics.isEmpty)

        let looped = UIBarButtonItemGroup(barButtonItems: [bold], representativeItem: bold)
        #expect(looped.representativeItem == nil)
        #expect(t.simulation.diagnostics.last?.code == .invalidValue)
        _ = UIBarButtonItemGroup(barButtonItems: [], representativeItem: nil)
        #expect(t.simulation.diagnostics.count == 2)
    }

    // MARK: UIMenu.preferredElementSize (AnnFrol/ChooseRight)

    @Test func aMenusElementSizeIsAutomaticUntilSetAndSurvivesReplacingChildren() throws {
        let plain = UIMenu(title: "", children: [])
        #expect(plain.preferredElementSize == .automatic)
        #expect(UIMenu.ElementSize.automatic.rawValue == -1 && UIMenu.ElementSize.small.rawValue == 0)
        #expect(UIMenu.ElementSize.medium.rawValue == 1 && UIMenu.ElementSize.large.rawValue == 2)
        let palette = UIMenu(options: .displayInline, preferredElementSize: .medium, children: [])
        #expect(palette.preferredElementSize == .medium)
        #expect(palette.replacingChildren([UIAction(title: "Bold") { _ in }]).preferredElementSize == .medium)

        var opened: [String] = []
        let menu = chooseRightSettingsMenu { opened.append($0) }
        let sections = menu.children.compactMap { $0 as? UIMenu }
        #expect(sections.map(\.preferredElementSize) == [.automatic, .small])
        #expect(menu.performAction(titled: "Telegram"))
        #expect(opened == ["telegram"])
    }

    // MARK: UISearchController.scopeBarActivation (asianchun/Fridge_IO)

    @Test func onSearchActivationShowsTheScopeBarWhileTheSearchIsActive() throws {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 667))
        let groceries = GroceryPageTableViewController(style: .plain)
        t.window.rootViewController = UINavigationController(rootViewController: groceries)
        let search = groceries.searchController
        t.window.addSubview(search.searchBar)
        #expect(search.scopeBarActivation == .onSearchActivation && !search.searchBar.showsScopeBar)

        #expect(search.searchBar.becomeFirstResponder())
        #expect(search.isActive && search.searchBar.showsScopeBar)
        let cancel = try #require(search.searchBar.cancelButton)
        search.searchBar.layoutIfNeeded()
        #expect(tap(cancel))
        #expect(!search.isActive && !search.searchBar.showsScopeBar)
    }

    @Test func onTextEntryWaitsForTheFirstKeystroke() throws {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 667))
        let search = UISearchController(searchResultsController: nil)
        #expect(search.scopeBarActivation == .automatic && search.automaticallyShowsScopeBar)
        search.scopeBarActivation = .onTextEntry
        search.searchBar.scopeButtonTitles = ["All", "Recent"]
        t.window.addSubview(search.searchBar)

        #expect(search.searchBar.becomeFirstResponder())
        #expect(search.isActive && !search.searchBar.showsScopeBar)
        search.searchBar.searchTextField.insertText("m")
        #expect(search.searchBar.showsScopeBar)
        search.searchBar.searchTextField.deleteBackward()
        #expect(search.searchBar.showsScopeBar)                      // shown until the search ends
        search.isActive = false
        #expect(!search.searchBar.showsScopeBar)
    }

    @Test func showingTheScopeBarYourselfMakesItManual() {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 667))
        let search = UISearchController(searchResultsController: nil)
        search.searchBar.scopeButtonTitles = ["All", "Recent"]
        t.window.addSubview(search.searchBar)
        search.isActive = true
        #expect(search.searchBar.showsScopeBar)                      // .automatic: shown while active
        search.searchBar.showsScopeBar = false
        #expect(search.scopeBarActivation == .manual && !search.automaticallyShowsScopeBar)
        search.isActive = false
        search.isActive = true
        #expect(!search.searchBar.showsScopeBar)                     // left to the app
        search.automaticallyShowsScopeBar = true
        #expect(search.scopeBarActivation == .automatic && search.searchBar.showsScopeBar)
        #expect(UISearchController.ScopeBarActivation.onTextEntry.rawValue == 2)
        #expect(UISearchController.ScopeBarActivation.onSearchActivation.rawValue == 3)
    }

    // MARK: The iOS 15 prominent headers and the sidebar presets (folium-app/Folium)

    @Test func prominentHeadersAreLargerAndInTheTextColour() {
        let header = UIListContentConfiguration.header()
        let prominent = UIListContentConfiguration.prominentInsetGroupedHeader()
        let extra = UIListContentConfiguration.extraProminentInsetGroupedHeader()
        #expect(prominent.textProperties.font == UIFont.preferredFont(forTextStyle: .title2))
        #expect(extra.textProperties.font == UIFont.preferredFont(forTextStyle: .title1))
        #expect(header.textProperties.font.pointSize < prominent.textProperties.font.pointSize)
        #expect(prominent.textProperties.font.pointSize < extra.textProperties.font.pointSize)
        #expect(prominent.textProperties.color == UIListContentConfiguration.textColor)
        #expect(header.textProperties.color != prominent.textProperties.color)
        #expect(extra.directionalLayoutMargins == header.directionalLayoutMargins)

        #expect(UIListContentConfiguration.sidebarHeader().textProperties.font == header.textProperties.font)
        let accompanied = UIListContentConfiguration.accompaniedSidebarSubtitleCell()
        #expect(accompanied.secondaryTextProperties.font == UIListContentConfiguration.subtitleCell().secondaryTextProperties.font)
        #expect(UIListContentConfiguration.accompaniedSidebarCell().textProperties.font == UIFont.preferredFont(forTextStyle: .body))
    }

    @Test func aSupplementaryRegistrationShowsAnExtraProminentHeader() throws {
        // Folium's MissingFilesController: a section header from the data source's section identifier.
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 667))
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collection = UICollectionView(frame: t.window.bounds,
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        t.window.addSubview(collection)
        var dataSource: UICollectionViewDiffableDataSource<String, String>!
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { supplementaryView, _, indexPath in
            var contentConfiguration = UIListContentConfiguration.extraProminentInsetGroupedHeader()
            contentConfiguration.text = dataSource.sectionIdentifier(for: indexPath.section) ?? ""
            contentConfiguration.textProperties.color = .label
            supplementaryView.contentConfiguration = contentConfiguration
        }
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, file in
            var content = cell.defaultContentConfiguration()
            content.text = file
            cell.contentConfiguration = content
        }
        dataSource = .init(collectionView: collection) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Required"])
        snapshot.appendItems(["bios.bin"], toSection: "Required")
        dataSource.apply(snapshot, animatingDifferences: false)
        collection.layoutIfNeeded()

        let header = try #require(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                               at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let shown = try #require(header.contentConfiguration as? UIListContentConfiguration)
        #expect(shown.text == "Required")
        #expect(shown.textProperties.font == UIFont.preferredFont(forTextStyle: .title1))
    }

    // MARK: UIToolbarAppearance (gvanush/Hero)

    @Test func aToolbarHasFourAppearancesAndShowsTheCompactOneInCompactHeight() {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 667))
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 623, width: 375, height: 44))
        t.window.addSubview(toolbar)
        #expect(toolbar.standardAppearance === toolbar.standardAppearance)   // one default, kept
        #expect(toolbar.standardAppearance.backgroundEffect != nil)          // the default background
        #expect(toolbar.compactAppearance == nil && toolbar.scrollEdgeAppearance == nil)
        #expect(toolbar.compactScrollEdgeAppearance == nil)

        let compact = UIToolbarAppearance()
        compact.configureWithOpaqueBackground()
        toolbar.compactAppearance = compact
        #expect(toolbar.shownAppearance === toolbar.standardAppearance)
        toolbar.traitOverrides.verticalSizeClass = .compact
        #expect(toolbar.shownAppearance === compact)
        toolbar.compactAppearance = nil
        #expect(toolbar.shownAppearance === toolbar.standardAppearance)
    }

    @Test func theToolbarProxyGivesEachToolbarItsOwnCopy() {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 667))
        let appearance = configureHeroToolbarAppearance()
        appearance.backgroundColor = .orange
        let own = UIToolbarAppearance()
        own.configureWithTransparentBackground()
        let kept = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        kept.standardAppearance = own
        let plain = UIToolbar(frame: CGRect(x: 0, y: 44, width: 375, height: 44))
        t.window.addSubview(kept)
        t.window.addSubview(plain)

        #expect(plain.standardAppearance !== appearance)                    // a copy, as UIKit's proxy copies
        #expect(plain.standardAppearance.backgroundColor == .orange)
        #expect(plain.compactAppearance !== plain.standardAppearance)       // one copy per property
        #expect(plain.scrollEdgeAppearance?.backgroundColor == .orange)
        #expect(plain.compactScrollEdgeAppearance?.backgroundEffect != nil)
        #expect(kept.standardAppearance === own)                            // set on the toolbar: kept
    }

    // MARK: The layout configuration's insets reference and orthogonal scrolling properties (pookjw/Booth)

    @Test func theLayoutConfigurationKeepsItsInsetsReference() {
        #expect(UICollectionViewCompositionalLayoutConfiguration().contentInsetsReference == .automatic)
        let (layout, configuration) = boothFullLayout()
        #expect(configuration.contentInsetsReference == .none)
        #expect(layout.configuration.contentInsetsReference == .none)
    }

    @Test func anOrthogonalSectionKeepsItsBounceAndDeceleration() {
        let size = NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10))
        let fresh = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        #expect(fresh.orthogonalScrollingProperties.bounce == .automatic)
        #expect(fresh.orthogonalScrollingProperties.decelerationRate == .automatic)
        #expect(UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce.never.rawValue == 2)

        let section = boothFullSection()
        #expect(section.orthogonalScrollingProperties.bounce == .always)
        let rate = section.orthogonalScrollingProperties.decelerationRate
        #expect(rate.rawValue == UIScrollView.DecelerationRate.fast.rawValue)
        #expect(rate.resolved(collectionViewRate: .normal) == .fast)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                          collectionViewLayout: boothFullLayout().0)
        collection.decelerationRate = .fast
        #expect(UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.automatic
                    .resolved(collectionViewRate: collection.decelerationRate) == .fast)
    }
}
