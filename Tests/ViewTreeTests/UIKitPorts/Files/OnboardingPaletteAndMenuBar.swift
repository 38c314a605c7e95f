// An onboarding flow and a theme palette as public UIKit code builds them (iOS 14–17): a page control whose timer
// turns the pages, a colour well and a slider made with primary actions, a search field with filter tokens, a list
// without separators, tooltips and the large content viewer on small controls, a VoiceOver element standing for a
// card, and an app delegate that trims the Mac Catalyst menu bar. Written for this corpus in the style of such files,
// not copied from one.
import UIKit

final class ThemePaletteView: UIView {
    private(set) var tint: UIColor = .systemBlue
    private(set) var saturation: Float = 0
    private let colorWell = UIColorWell(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        colorWell.title = "Tint Color"
        colorWell.supportsAlpha = false
        colorWell.selectedColor = tint
        colorWell.addAction(UIAction { [weak self] action in
            guard let color = (action.sender as? UIColorWell)?.selectedColor else { return }
            self?.tint = color
        }, for: .valueChanged)
        let slider = UISlider(frame: .zero, primaryAction: UIAction { [weak self] action in
            self?.saturation = (action.sender as? UISlider)?.value ?? 0
        })
        slider.minimumValue = -5
        slider.maximumValue = 5
        let stack = UIStackView(arrangedSubviews: [colorWell, slider])
        stack.axis = .vertical
        stack.setCustomSpacing(16, after: colorWell)
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
        ])
        colorWell.addInteraction(UIToolTipInteraction(defaultToolTip: "Pick the app's tint"))
        colorWell.addInteraction(UILargeContentViewerInteraction())
        colorWell.showsLargeContentViewer = true
        colorWell.largeContentTitle = "Tint Color"
        colorWell.scalesLargeContentImage = true
        colorWell.largeContentImageInsets = .init(top: 8, left: 8, bottom: 8, right: 8)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class OnboardingPagesViewController: UIViewController, UIPageControlTimerProgressDelegate {
    let pageControl = UIPageControl()
    private let progress = UIPageControlTimerProgress(preferredDuration: 8)
    private let card = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        pageControl.numberOfPages = 3
        pageControl.direction = .leftToRight
        pageControl.backgroundStyle = .prominent
        progress.delegate = self
        progress.resetsToInitialPageAfterEnd = true
        progress.setDuration(4, forPage: 2)
        pageControl.progress = progress
        view.addSubview(pageControl)
        view.addSubview(card)

        let element = UIAccessibilityElement(accessibilityContainer: view!)
        element.accessibilityLabel = "Welcome card, page \(pageControl.currentPage + 1) of \(pageControl.numberOfPages)"
        element.accessibilityTraits = .summaryElement
        element.accessibilityFrameInContainerSpace = card.frame
        view.accessibilityElements = [element, pageControl]
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        progress.resumeTimer()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        progress.pauseTimer()
    }

    func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool {
        page != 0 || progress.isRunning
    }
}

final class FilterSearchViewController: UIViewController {
    private let searchController = UISearchController(searchResultsController: nil)

    private lazy var collectionView: UICollectionView = {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.topSeparatorVisibility = .hidden
        configuration.separatorConfiguration.bottomSeparatorInsets = .init(top: 0, leading: 20, bottom: 0, trailing: 20)
        configuration.itemSeparatorHandler = { indexPath, separator in
            var separator = separator
            separator.bottomSeparatorVisibility = indexPath.item == 0 ? .hidden : .automatic
            return separator
        }
        return UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        let field = searchController.searchBar.searchTextField
        let token = UISearchToken(icon: UIImage(systemName: "tag"), text: "Purchases")
        token.representedObject = "purchases"
        field.insertToken(token, at: 0)
        field.tokenBackgroundColor = .systemIndigo
        field.allowsCopyingTokens = false
        navigationItem.searchController = searchController
    }

    var filters: [String] {
        searchController.searchBar.searchTextField.tokens.compactMap { $0.representedObject as? String }
    }
}

final class CatalystAppDelegate: UIResponder, UIApplicationDelegate {
    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        builder.remove(menu: .format)
        let refresh = UIKeyCommand(title: "Refresh", action: CatalystAppDelegate.refresh, input: "r", modifierFlags: .command)
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [refresh]), atStartOfMenu: .view)
    }

    func refresh(_ sender: UIKeyCommand) {}
}
