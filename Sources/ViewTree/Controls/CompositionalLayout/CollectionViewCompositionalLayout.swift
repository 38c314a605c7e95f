import Foundation

/// `UICollectionViewCompositionalLayout` (iOS 13): sections made of groups of items, each sized as an absolute
/// length, a fraction of its container, or an estimate its cell replaces (self-sizing).
///
/// Every section comes from the one `NSCollectionLayoutSection` it was made with, or from the section provider,
/// asked at each layout pass with the section's index and the environment (a container of the collection view's
/// bounds size with no insets, and its traits). The geometry is
/// `CompositionalLayoutSolver`'s. Cells with an estimated side are laid out at the estimate, asked
/// `preferredLayoutAttributesFitting(_:)` when first shown (their fixed sides held at `.required`), and laid out
/// again at the sizes they prefer, as a flow layout's self-sizing cells; so are headers and footers.
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// `UICollectionViewCompositionalLayoutSectionProvider`: the section at an index, for an environment.
    public typealias SectionProvider = (Int, any CollectionLayoutEnvironment) -> CollectionLayoutSection?

    /// The longest side (of an item, a group, an inset or a spacing) a compositional layout accepts: 10^7 pt
    /// (ours; longer lengths, like non-finite or negative ones, are reported and taken as 0, so a definition can
    /// never make geometry the views reject).
    public static let maximumLength: CGFloat = 10_000_000

    private let sectionProvider: SectionProvider
    /// `configuration`: setting it lays the sections out again.
    open var configuration: CollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    /// The laid-out elements, indexed by index path and by position along the scroll axis.
    private var index = LayoutElementIndex(vertical: true)
    private var contentSize = CGSize.zero
    /// Self-sizing views' preferred sizes, kept until `reloadData()` or a width change.
    private var measuredSizes: [SelfSizingKey: CGSize] = [:]
    /// Problems already reported (each once per layout, not once per pass).
    private var reportedProblems: Set<String> = []
    /// The sections, at the last layout pass, of lists whose first item is their header (`.firstItemInSection`).
    private(set) var firstItemHeaderSections: Set<Int> = []
    /// The appearance of each list section, at the last layout pass.
    private(set) var listAppearances: [Int: CollectionLayoutListConfiguration.Appearance] = [:]

    /// `init(section:)`: every section is `section`.
    public convenience init(section: CollectionLayoutSection) {
        self.init(section: section, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// `init(section:configuration:)`.
    public convenience init(section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// `init(sectionProvider:)`: each section from `sectionProvider`, asked at every layout pass.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration())
    }

    /// `init(sectionProvider:configuration:)`.
    public init(sectionProvider: @escaping SectionProvider, configuration: CollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// `init?(coder:)`: a compositional layout with no section definitions (a coder carries no closures), so each
    /// section with content is reported as UIKit reports a missing definition; a subclass gives its own.
    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        configuration = CollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    open override var collectionViewContentSize: CGSize {
        prepareIfNeeded()
        return contentSize
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    open override func prepare() {
        index = LayoutElementIndex(vertical: configuration.scrollDirection == .vertical)
        contentSize = .zero
        firstItemHeaderSections = []
        listAppearances = [:]
        guard let cv = collectionView else { return }
        let vertical = configuration.scrollDirection == .vertical
        // UIKit solves the layout for the collection view's bounds size; the container it passes has no insets.
        let bounds = cv.bounds.size
        let container = CompositionalLayoutContainer(contentSize: CGSize(width: bounds.width.isFinite ? bounds.width : 0,
                                                                         height: bounds.height.isFinite ? bounds.height : 0),
                                                     contentInsets: .zero)
        let environment = CompositionalLayoutEnvironment(container: container, traitCollection: cv.traitCollection)
        let effective = container.effectiveContentSize
        var solver = CompositionalLayoutSolver(vertical: vertical, measured: measuredSizes, maximumLength: Self.maximumLength,
                                               scale: cv.traitCollection.displayScale, attributesClass: attributesClass)
        var spacing = configuration.interSectionSpacing
        if !(spacing.isFinite && spacing >= 0 && spacing <= Self.maximumLength) {
            solver.problem("configuration.interSectionSpacing is \(spacing); a length must be finite and 0…\(Self.maximumLength) pt: 0 is used")
            spacing = 0
        }
        var position: CGFloat = 0
        var handlers: [(section: Int, handler: CollectionLayoutSection.VisibleItemsInvalidationHandler)] = []
        for section in 0..<cv.numberOfSections {
            guard let definition = sectionProvider(section, environment) else {
                // UIKit's assertion text for a provider that returns nil where a section has content.
                solver.problem("Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error. (section \(section) is not shown)")
                continue
            }
            if definition.firstItemIsHeader { firstItemHeaderSections.insert(section) }
            if let appearance = definition.listAppearance { listAppearances[section] = appearance }
            if section > 0 { position += spacing }
            position = solver.layOut(definition, section: section, items: cv.numberOfItems(inSection: section),
                                     from: position, container: effective)
            if definition.orthogonalScrollingBehavior != .none, let handler = definition.visibleItemsInvalidationHandler {
                handlers.append((section, handler))
            }
        }
        // Across the scroll direction: the container, or the widest section if wider.
        contentSize = vertical ? CGSize(width: max(effective.width, solver.widestCross), height: position)
                               : CGSize(width: position, height: max(effective.height, solver.widestCross))
        for a in solver.elements { index.append(a) }
        index.finish()
        // Orthogonal sections' handlers see their cells in the visible bounds, last section first (as UIKit calls them).
        for (section, handler) in handlers.reversed() {
            let visible = index.elements.filter {
                $0.indexPath.section == section && $0.representedElementCategory == .cell && $0.frame.intersects(cv.bounds)
            }
            handler(visible, .zero, environment)
        }
        for message in solver.problems.sorted() where !reportedProblems.contains(message) {
            reportedProblems.insert(message)
            cv.reject(.invalidValue, "UICollectionViewCompositionalLayout: \(message)")
        }
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        prepareIfNeeded()
        return index.elements(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareIfNeeded()
        return index.item(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareIfNeeded()
        return index.supplementary(ofKind: elementKind, at: indexPath)
    }

    /// A section's decoration item (its background) of `elementKind`, at item 0 of the section.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        prepareIfNeeded()
        return index.decoration(ofKind: elementKind, at: indexPath)
    }

    /// A view shown for an element with an estimated side: its preferred size is kept for the element; returns
    /// whether an estimated side differs from the one it was laid out at and from what was known.
    override func recordPreferredSize(of view: CollectionReusableView, for attributes: CollectionViewLayoutAttributes) -> Bool {
        guard attributes.sizesWidth || attributes.sizesHeight else { return false }
        guard let preferred = usablePreferredSize(of: view, for: attributes) else { return false }
        let key = SelfSizingKey(kind: attributes.representedElementKind, indexPath: attributes.indexPath)
        let known = measuredSizes[key]
        measuredSizes[key] = preferred
        let differs = (attributes.sizesWidth && preferred.width != attributes.size.width)
            || (attributes.sizesHeight && preferred.height != attributes.size.height)
        return differs && preferred != known
    }

    override func forgetMeasuredSizes() { measuredSizes = [:] }
}
