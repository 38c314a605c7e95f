// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

// MARK: Probed code, as the port files of the nineteenth probe write it (Tests/ViewTreeTests/UIKitPorts/Files/)

/// `ScrollObservingViews.swift` (after hirohisa/playground's `RefreshableTableView`): loads more when its
/// `contentOffset`, observed with block-based KVO, reaches the bottom.
private final class LoadMoreTableView: UITableView {
    var onRefresh: (() -> Void)?
    var onLoadMore: (() -> Void)?
    private(set) var isLoadingMore = false
    private var observation: NSKeyValueObservation?

    func setUp() {
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: LoadMoreTableView.refresh, for: .valueChanged)
        observation?.invalidate()
        observation = observe(\.contentOffset) { [weak self] _, _ in
            guard let self else { return }
            if self.isScrolledPastBottom() { self.loadMore() }
        }
    }

    private func refresh(sender: UIRefreshControl) { onRefresh?() }

    func stopLoading() {
        isLoadingMore = false
        refreshControl?.endRefreshing()
    }

    private func isScrolledPastBottom() -> Bool {
        if contentSize.height == 0 || frame.size.height == 0 { return false }
        return contentSize.height <= contentOffset.y + frame.size.height
    }

    private func loadMore() {
        guard let onLoadMore, !isLoadingMore else { return }
        isLoadingMore = true
        onLoadMore()
    }
}

/// A data source of `count` rows, growing when asked.
private final class GrowingRows: NSObject, UITableViewDataSource {
    var count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// `ScrollObservingViews.swift` (after Pim's `ScrollViewObserver`): three observations with `[.old, .new]`.
private final class ScrollGeometryObserver {
    var scrollView: UIScrollView? { didSet { updateObservers() } }
    var updates = 0
    private var observations: [NSKeyValueObservation] = []

    private func updateObservers() {
        guard let scrollView else { observations = []; return }
        observations = [
            scrollView.observe(\.contentSize, options: [.old, .new]) { [weak self] _, change in
                guard change.oldValue != change.newValue else { return }
                self?.updates += 1
            },
            scrollView.observe(\.frame, options: [.old, .new]) { [weak self] _, change in
                guard change.oldValue != change.newValue else { return }
                self?.updates += 1
            },
            scrollView.observe(\.contentOffset, options: [.old, .new]) { [weak self] _, change in
                guard change.oldValue != change.newValue else { return }
                self?.updates += 1
            },
        ]
    }
}

/// `ExpandableSectionsViewController.swift` (after likil33/ExpandCollapseTableView): sections folded by a tap on
/// their registered header, which `headerView(forSection:)` finds again.
private final class FoldingHeaderView: UITableViewHeaderFooterView {
    let titleLabel = UILabel()
    var section = 0
    var onToggle: ((Int) -> Void)?

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        titleLabel.frame = CGRect(x: 16, y: 0, width: 200, height: 44)
        contentView.addSubview(titleLabel)
        contentView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: FoldingHeaderView.headerTapped))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func headerTapped() { onToggle?(section) }
}

private final class FoldingListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    var sections: [(title: String, rows: [String], folded: Bool)] = [
        ("Fruit", ["Apple", "Pear"], false), ("Vegetables", ["Leek", "Kale", "Chard"], false), ("Plain", ["Oats"], false),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        view.addSubview(tableView)
        tableView.register(FoldingHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
        tableView.delegate = self
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].folded ? 0 : sections[section].rows.count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard section < 2 else {
            let plain = UIView()   // a plain view as a header: not a UITableViewHeaderFooterView
            plain.backgroundColor = .systemGray6
            return plain
        }
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as! FoldingHeaderView
        header.titleLabel.text = sections[section].title
        header.section = section
        header.onToggle = { [weak self] in self?.toggle($0) }
        return header
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 44 }

    func toggle(_ section: Int) {
        let paths = sections[section].rows.indices.map { IndexPath(row: $0, section: section) }
        sections[section].folded.toggle()
        if sections[section].folded {
            tableView.deleteRows(at: paths, with: .automatic)
        } else {
            tableView.insertRows(at: paths, with: .automatic)
        }
    }
}

/// `StarRatingControls.swift` (FoodTracker's rating control as a stack view, after christopherstock/SoundBoard_Swift).
private final class StackRatingControl: UIStackView {
    private(set) var buttons: [UIButton] = []
    var rating = 0 { didSet { updateButtonSelectionStates() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for index in 0..<5 {
            let button = UIButton()
            button.setImage(UIImage(named: "emptyStar", in: Bundle(for: type(of: self)), compatibleWith: traitCollection), for: .normal)
            button.translatesAutoresizingMaskIntoConstraints = false
            button.heightAnchor.constraint(equalToConstant: 44).isActive = true
            button.widthAnchor.constraint(equalToConstant: 44).isActive = true
            button.accessibilityLabel = "Set \(index + 1) star rating"
            button.addTarget(self, action: StackRatingControl.ratingButtonTapped, for: .touchUpInside)
            addArrangedSubview(button)
            buttons.append(button)
        }
        updateButtonSelectionStates()
    }

    required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func ratingButtonTapped(button: UIButton) {
        guard let index = buttons.firstIndex(of: button) else { return }
        rating = index + 1 == rating ? 0 : index + 1
    }

    private func updateButtonSelectionStates() {
        for (index, button) in buttons.enumerated() {
            button.isSelected = index < rating
            button.accessibilityValue = rating == 0 ? "No rating set." : rating == 1 ? "1 star set." : "\(rating) stars set."
        }
    }
}

/// `ScrollObservingViews.swift` (after 26th-SOPT-iOS/KimHyunKi): a header whose height follows the offset.
private final class StretchyHeaderController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let header = UIImageView()
    var headerHeight: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        view.addSubview(scrollView)
        view.addSubview(header)
        header.translatesAutoresizingMaskIntoConstraints = false
        headerHeight = header.heightAnchor.constraint(equalToConstant: 210)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerHeight,
        ])
        scrollView.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height * 3)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.delegate = self
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offset = scrollView.contentOffset.y
        headerHeight.constant = offset < 0 ? 210 - offset : max(210 - offset, 108)
    }
}

/// `DimmedPresentationTransitions.swift` (after iossocket/XLPresentViewControllerDemo): a presentation controller
/// dimming alongside the transition, and a half-screen frame for the presented view.
private final class DimmingPresentationController: UIPresentationController {
    lazy var dimmingView: UIView = {
        let view = UIView(frame: self.containerView!.bounds)
        view.backgroundColor = .black
        view.alpha = 0
        return view
    }()

    override func presentationTransitionWillBegin() {
        containerView!.addSubview(presentedView!)
        containerView!.addSubview(dimmingView)
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { (_: UIViewControllerTransitionCoordinatorContext!) -> Void in
            self.dimmingView.alpha = 0.2
        }, completion: nil)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        let screen = UIScreen.main.bounds
        return CGRect(x: screen.width / 4, y: screen.height / 4, width: screen.width / 2, height: screen.height / 2)
    }
}

private final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        let toVC = transitionContext.viewController(forKey: .to)!
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toVC)
        let finalCenter = toView.center
        toView.center.y += UIScreen.main.bounds.height
        container.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.center = finalCenter
        }, completion: { _ in transitionContext.completeTransition(true) })
    }
}

private final class PresentingCardController: UIViewController, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { SlideUpAnimator() }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

/// `ScrollOnboardingViewController.swift` (after IhwanID's onboarding): slides side by side in a paging scroll view,
/// laid out from the sizes read in `viewDidLayoutSubviews`, and a page control that scrolls to its page.
private final class ScrollOnboardingController: UIViewController, UIScrollViewDelegate {
    let pageControl = UIPageControl()
    let scrollView = UIScrollView()
    var scrollWidth: CGFloat! = 0.0
    var scrollHeight: CGFloat! = 0.0
    let titles = ["CHALLENGE", "COMPARE", "WIN"]

    override func loadView() {
        super.loadView()
        scrollView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height - 60)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pageControl.frame = CGRect(x: 0, y: view.bounds.height - 50, width: view.bounds.width, height: 30)
        view.addSubview(scrollView)
        view.addSubview(pageControl)
    }

    override func viewDidLayoutSubviews() {
        scrollWidth = scrollView.frame.size.width
        scrollHeight = scrollView.frame.size.height
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.layoutIfNeeded()
        scrollView.delegate = self
        scrollView.isPagingEnabled = true
        for index in 0..<titles.count {
            let slide = UIView(frame: CGRect(x: scrollWidth * CGFloat(index), y: 0, width: scrollWidth, height: scrollHeight))
            let title = UILabel(frame: CGRect(x: 32, y: 100, width: scrollWidth - 64, height: 30))
            title.font = UIFontMetrics.default.scaledFont(for: UIFont(name: "CooperHewitt-BoldItalic", size: 24) ?? .boldSystemFont(ofSize: 24))
            title.text = titles[index]
            slide.addSubview(title)
            scrollView.addSubview(slide)
        }
        scrollView.contentSize = CGSize(width: scrollWidth * CGFloat(titles.count), height: scrollHeight)
        scrollView.contentSize.height = 1.0
        pageControl.numberOfPages = titles.count
        pageControl.currentPage = 0
        pageControl.addTarget(self, action: ScrollOnboardingController.pageChanged, for: .valueChanged)
    }

    func pageChanged(_ sender: Any) {
        scrollView.scrollRectToVisible(CGRect(x: scrollWidth * CGFloat(pageControl.currentPage), y: 0,
                                              width: scrollWidth, height: scrollHeight), animated: true)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageControl.currentPage = Int(scrollView.contentOffset.x / scrollWidth)
    }
}

/// A view that counts its `draw(_:)` calls.
private final class CountingDrawView: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) { draws += 1 }
}

@Suite struct ProbedPublicFilesRound19Tests {
    // MARK: Block-based key-value observing (hirohisa/playground, YetAnotherSwipeDismiss)

    @Test func observingTheContentOffsetReportsEachScrollWithTheOldAndNewValues() {
        let t = TestWorld()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        t.window.addSubview(scrollView)
        var changes: [(CGPoint?, CGPoint?)] = []
        let observation = scrollView.observe(\.contentOffset, options: [.old, .new]) { observed, change in
            #expect(observed === scrollView)
            #expect(change.kind == .setting && !change.isPrior && change.indexes == nil)
            changes.append((change.oldValue, change.newValue))
        }
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        scrollView.contentOffset = CGPoint(x: 0, y: 100)      // the same value: no notification
        scrollView.bounds.origin.y = 250                      // the offset is the bounds' origin
        #expect(changes.count == 2)
        #expect(changes.first?.0 == .zero && changes.first?.1 == CGPoint(x: 0, y: 100))
        #expect(changes.last?.0 == CGPoint(x: 0, y: 100) && changes.last?.1 == CGPoint(x: 0, y: 250))
        observation.invalidate()
        observation.invalidate()                              // twice: nothing more
        scrollView.contentOffset = .zero
        #expect(changes.count == 2)
    }

    @Test func withoutOptionsTheChangeCarriesNoValues() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        var received: [NSKeyValueObservedChange<CGFloat>] = []
        let observation = view.observe(\.alpha) { _, change in received.append(change) }
        view.alpha = 0.5
        #expect(received.count == 1 && received[0].newValue == nil && received[0].oldValue == nil)
        withExtendedLifetime(observation) {}
    }

    @Test func initialAndPriorOptionsCallTheHandlerAtOnceAndBeforeEachChange() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        t.window.addSubview(view)
        var log: [String] = []
        let observation = view.observe(\.isHidden, options: [.initial, .prior, .old, .new]) { _, change in
            log.append("\(change.isPrior ? "prior" : "after") old=\(String(describing: change.oldValue)) new=\(String(describing: change.newValue))")
        }
        #expect(log == ["after old=nil new=Optional(false)"])
        view.isHidden = true
        #expect(log.dropFirst() == ["prior old=Optional(false) new=nil", "after old=Optional(false) new=Optional(true)"])
        withExtendedLifetime(observation) {}
    }

    @Test func releasingTheObservationEndsIt() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        t.window.addSubview(view)
        var count = 0
        var observation: NSKeyValueObservation? = view.observe(\.center) { _, _ in count += 1 }
        view.center = CGPoint(x: 10, y: 10)
        #expect(count == 1)
        observation = nil
        view.center = CGPoint(x: 20, y: 20)
        #expect(count == 1 && observation == nil)
    }

    @Test func aFrameChangedByAutoresizingOrAutoLayoutIsReported() {
        let t = TestWorld(windowSize: CGSize(width: 320, height: 480))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let stretchy = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        stretchy.autoresizingMask = [.flexibleWidth]
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        t.window.addSubview(container)
        container.addSubview(stretchy)
        container.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            pinned.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            pinned.topAnchor.constraint(equalTo: container.topAnchor),
            pinned.heightAnchor.constraint(equalToConstant: 40),
        ])
        container.layoutIfNeeded()
        var widths: [CGFloat] = []
        var pinnedWidths: [CGFloat] = []
        let a = stretchy.observe(\.frame, options: .new) { _, change in widths.append(change.newValue?.width ?? -1) }
        let b = pinned.observe(\.bounds, options: .new) { _, change in pinnedWidths.append(change.newValue?.width ?? -1) }
        container.frame.size.width = 400                     // autoresizing
        container.layoutIfNeeded()                           // Auto Layout
        #expect(widths == [400])
        #expect(pinnedWidths == [360])
        withExtendedLifetime((a, b)) {}
    }

    @Test func aScrollViewsContentSizeAndInsetAreReportedAndAGeometryObserverCountsEachKind() {
        let t = TestWorld()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        t.window.addSubview(scrollView)
        let observer = ScrollGeometryObserver()
        observer.scrollView = scrollView
        var insets: [UIEdgeInsets?] = []
        let inset = scrollView.observe(\.contentInset, options: .new) { _, change in insets.append(change.newValue) }
        scrollView.contentSize = CGSize(width: 320, height: 900)
        scrollView.frame.size.height = 300
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(observer.updates == 3)   // the size, the frame, the offset; the inset changes none of the three
        #expect(insets == [UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)])
        withExtendedLifetime(inset) {}
    }

    @Test func aTableThatObservesItsOwnOffsetLoadsMoreAtTheBottom() {
        let t = TestWorld(windowSize: CGSize(width: 320, height: 480))
        let table = LoadMoreTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        let rows = GrowingRows(count: 20)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.rowHeight = 44
        var loads = 0
        table.onLoadMore = {
            loads += 1
            rows.count += 20
            table.reloadData()
            table.stopLoading()
        }
        table.setUp()
        t.window.addSubview(table)
        table.layoutIfNeeded()
        #expect(table.contentSize.height == 880)
        table.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        #expect(loads == 0)
        table.setContentOffset(CGPoint(x: 0, y: 440), animated: false)   // 440 + 440 ≥ 880: the bottom
        #expect(loads == 1 && rows.count == 40 && table.contentSize.height == 1760)
        #expect(table.refreshControl != nil)
    }

    @Test func aHandlerThatKeepsChangingWhatItObservesIsStoppedWithADiagnostic() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        var calls = 0
        let observation = view.observe(\.center) { observed, _ in
            calls += 1
            observed.center.x += 1                                  // re-entrant: notifies again from inside
        }
        view.center = CGPoint(x: 100, y: 100)
        #expect(calls == UIView.maximumNestedKeyValueNotifications)
        #expect(t.simulation.diagnostics.contains { $0.code == .invalidValue && $0.message.contains("nested") })
        withExtendedLifetime(observation) {}
    }

    @Test func aViewInNoWorldCannotBeObservedAndSaysSo() {
        // Made before any world exists in this test: in no world.
        let observed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(observed.simulation == nil)
        var initial = 0
        var later = 0
        let observation = observed.observe(\.alpha, options: [.initial]) { _, change in
            if change.isPrior { return }
            if initial == 0 { initial += 1 } else { later += 1 }
        }
        observed.alpha = 0.3
        #expect(initial == 1 && later == 0)
        withExtendedLifetime(observation) {}
    }

    @Test func valuesThatAreNotEquatableAreReportedAtEachChange() {
        final class Badge: UIView {
            var look: (alpha: CGFloat, hidden: Bool) { (alpha, isHidden) }   // a tuple: not Equatable
        }
        let t = TestWorld()
        let view = Badge(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        var count = 0
        let observation = view.observe(\.look) { _, _ in count += 1 }
        view.alpha = 0.5
        view.alpha = 0.5                                                   // the same value: the setter notes nothing
        view.center = CGPoint(x: 40, y: 40)                                // reported: the look cannot be compared
        #expect(count == 2)
        withExtendedLifetime(observation) {}
    }

    // MARK: drawHierarchy(in:afterScreenUpdates:) (JukeJam, ios_scrollview_image, Workfinder)

    @Test func drawingTheHierarchyCommitsPendingWorkAndNeedsAContext() {
        let t = TestWorld()
        let view = CountingDrawView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        t.window.addSubview(view)
        t.run(for: 0.1)
        let drawsBefore = view.draws
        view.setNeedsDisplay()
        #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) == false)   // no context
        #expect(view.draws == drawsBefore + 1)                                            // the pending draw ran
        let image = UIGraphicsImageRenderer(size: view.bounds.size).image { _ in
            #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: false))
        }
        #expect(image.size == CGSize(width: 100, height: 60))
        UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 2)
        #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
        let snapshot = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(snapshot?.size == CGSize(width: 100, height: 60))
        #expect(view.drawHierarchy(in: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), afterScreenUpdates: true) == false)
        #expect(t.simulation.diagnostics.contains { $0.code == .nonFiniteGeometry && $0.message.contains("drawHierarchy") })
    }

    // MARK: headerView(forSection:) (ExpandCollapseTableView and the header-lookup files)

    @Test func shownHeadersAreFoundBySectionAndATapFoldsTheirRows() throws {
        let t = TestWorld(windowSize: CGSize(width: 320, height: 480))
        let list = FoldingListController()
        t.show(list)
        list.tableView.layoutIfNeeded()
        let first = try #require(list.tableView.headerView(forSection: 0) as? FoldingHeaderView)
        #expect(first.titleLabel.text == "Fruit")
        #expect(list.tableView.headerView(forSection: 2) == nil)          // a plain UIView header
        #expect(list.tableView.headerView(forSection: 7) == nil)          // no such section
        #expect(list.tableView.headerView(forSection: -1) == nil)
        #expect(list.tableView.footerView(forSection: 0) == nil)          // no footer
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
        tap(first)
        t.run(for: 0.5)
        #expect(list.tableView.numberOfRows(inSection: 0) == 0)
        tap(try #require(list.tableView.headerView(forSection: 0)))
        t.run(for: 0.5)
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
    }

    @Test func aTitledSectionsHeaderIsAHeaderFooterViewWithItsTitle() throws {
        final class Titled: NSObject, UITableViewDataSource {
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
            func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { section == 1 ? "End" : nil }
        }
        let t = TestWorld(windowSize: CGSize(width: 320, height: 480))
        let table = UITableView(frame: t.window.bounds, style: .grouped)
        let source = Titled()
        table.dataSource = source
        t.window.addSubview(table)
        table.layoutIfNeeded()
        #expect(try #require(table.headerView(forSection: 1)).textLabel?.text == "Section 1")
        #expect(try #require(table.footerView(forSection: 1)).textLabel?.text == "End")
        #expect(table.footerView(forSection: 0) == nil)
    }

    // MARK: sublayerTransform (PerspectiveFoldView)

    @Test func aLayersSublayerTransformIsKeptAndANonFiniteOneRefused() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        t.window.addSubview(view)
        #expect(CATransform3DIsIdentity(view.layer.sublayerTransform))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        view.layer.sublayerTransform = perspective
        #expect(view.layer.sublayerTransform.m34 == -1.0 / 500)
        var broken = perspective
        broken.m11 = .nan
        view.layer.sublayerTransform = broken
        #expect(view.layer.sublayerTransform == perspective)
        #expect(t.simulation.diagnostics.contains { $0.code == .nonFiniteGeometry && $0.message.contains("sublayerTransform") })
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 200))   // the view's own geometry is untouched
    }

    // MARK: The ported files' behaviour

    @Test func aStackRatingControlSelectsUpToTheTappedStarAndResetsOnASecondTap() {
        let t = TestWorld(windowSize: CGSize(width: 320, height: 480))
        let rating = StackRatingControl(frame: CGRect(x: 0, y: 100, width: 300, height: 44))
        rating.spacing = 8
        t.window.addSubview(rating)
        rating.layoutIfNeeded()
        #expect(rating.buttons.map(\.frame.minX) == [0, 52, 104, 156, 208])
        tap(rating.buttons[2])
        #expect(rating.rating == 3)
        #expect(rating.buttons.map(\.isSelected) == [true, true, true, false, false])
        #expect(rating.buttons[0].accessibilityValue == "3 stars set.")
        tap(rating.buttons[2])
        #expect(rating.rating == 0 && rating.buttons[0].accessibilityValue == "No rating set.")
    }

    @Test func aStretchyHeaderFollowsTheOffset() {
        let t = TestWorld(windowSize: CGSize(width: 320, height: 480))
        let controller = StretchyHeaderController()
        t.show(controller)
        controller.scrollView.contentOffset = CGPoint(x: 0, y: -50)
        controller.view.layoutIfNeeded()
        #expect(controller.header.frame.height == 260)
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        controller.view.layoutIfNeeded()
        #expect(controller.header.frame.height == 108)
    }

    @Test func aToastFadesOutAndLeavesItsView() {
        let t = TestWorld(windowSize: CGSize(width: 320, height: 480))
        let host = UIView(frame: t.window.bounds)
        t.window.addSubview(host)
        let toast = UILabel(frame: CGRect(x: 85, y: 380, width: 150, height: 35))
        toast.text = "Saved"
        host.addSubview(toast)
        UIView.animate(withDuration: 2, delay: 0.1, options: .curveEaseOut, animations: { toast.alpha = 0 },
                       completion: { _ in toast.removeFromSuperview() })
        t.run(for: 1)
        #expect(toast.superview === host && toast.layer.presentation()!.opacity > 0)
        t.run(for: 1.5)
        #expect(toast.superview == nil)
    }

    @Test func aCustomPresentationDimsAlongsideAndCentresAHalfScreenCard() throws {
        let t = TestWorld(windowSize: CGSize(width: 320, height: 480))
        let presenting = PresentingCardController()
        t.show(presenting)
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = presenting
        presenting.present(card, animated: true)
        t.run(for: 1)
        let presentation = try #require(card.presentationController as? DimmingPresentationController)
        #expect(presentation.dimmingView.alpha == CGFloat(Float(0.2)))   // alpha has the layer opacity's precision
        let screen = t.simulation.screen.bounds
        #expect(card.view.frame == CGRect(x: screen.width / 4, y: screen.height / 4, width: screen.width / 2, height: screen.height / 2))
        #expect(presenting.presentedViewController === card)
    }

    @Test func aScrollOnboardingLaysItsSlidesOutFromTheLaidOutSizeAndScrollsToThePageControlsPage() {
        let t = TestWorld(windowSize: CGSize(width: 320, height: 480))
        let onboarding = ScrollOnboardingController()
        t.show(onboarding)
        #expect(onboarding.scrollWidth == 320 && onboarding.scrollHeight == 420)
        #expect(onboarding.scrollView.contentSize == CGSize(width: 960, height: 1))
        #expect(onboarding.scrollView.subviews.filter { $0.subviews.first is UILabel }.map(\.frame.minX) == [0, 320, 640])
        onboarding.pageControl.currentPage = 2
        onboarding.pageControl.sendActions(for: .valueChanged)
        t.run(for: 1)
        #expect(onboarding.scrollView.contentOffset == CGPoint(x: 640, y: 0))
    }
}
