import Foundation

/// ViewTree's `UICollectionView`: a scroll view that shows the items of a data source where its
/// `collectionViewLayout` puts them, creating and reusing cells as they scroll in and out. Cells are
/// tiled in `layoutSubviews`, which runs on every scroll step (a change of `bounds.origin`), as UIKit's.
open class CollectionView: ScrollView {
    /// `UICollectionView.elementKindSectionHeader`'s value, `UICollectionElementKindSectionHeader`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// `UICollectionView.elementKindSectionFooter`'s value, `UICollectionElementKindSectionFooter`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// How long `performBatchUpdates` animates the moves. UIKit publishes no number; 0.3 s is the
    /// duration commonly measured for its batch updates and the one UIKit-cross-platform uses for its
    /// implicit animations (ours, documented in Docs/Fidelity.md).
    public static let batchUpdateAnimationDuration: TimeInterval = 0.3

    /// `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The raw value (UIKit's bits).
        public let rawValue: UInt
        /// Creates a position.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No change of offset when the item is visible.
        public static let none = ScrollPosition([])
        /// The item's top at the top of the visible bounds.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout; setting it lays the items out again.
    open var collectionViewLayout: CollectionViewLayout {
        didSet {
            // One layout lays out one collection view (it reads that view's sections and items): another's is
            // refused, and the old layout stays.
            if let owner = collectionViewLayout.ownerOtherThan(self) {
                let refused = collectionViewLayout
                collectionViewLayout = oldValue                 // assigned in its own didSet: no second call
                return reject(.invalidValue, CollectionViewLayout.sharedLayoutMessage(refused, owner: owner))
            }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            // Decoration views are the layout's (made from its registrations): the new layout makes its own.
            if oldValue !== collectionViewLayout { forgetDecorationViews() }
            collectionViewLayout.invalidateLayout()
        }
    }
    /// The data source (weak, as UIKit's).
    open weak var dataSource: CollectionViewDataSource? { didSet { reloadData() } }
    /// The scroll view's `delegate` as a collection view delegate (set `delegate` to an object that
    /// adopts `CollectionViewDelegate`, as in UIKit).
    var collectionDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }
    /// Whether a tap selects an item. Default `true`.
    open var allowsSelection = true
    /// Whether several items can be selected. Default `false`.
    open var allowsMultipleSelection = false
    /// `isEditing` (iOS 14): whether the collection view is in editing mode. Selection then follows
    /// `allowsSelectionDuringEditing` and `allowsMultipleSelectionDuringEditing`, and a shown cell's
    /// `configurationState.isEditing` is true (a change asks the shown cells to update their configurations).
    /// Default `false`.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for cell in visibleCells { cell.setNeedsUpdateConfiguration() }
        }
    }
    /// `allowsSelectionDuringEditing` (iOS 14): whether a tap selects an item in editing mode. Default `false`
    /// (UICollectionView's documentation, as UITableView's).
    open var allowsSelectionDuringEditing = false
    /// `allowsMultipleSelectionDuringEditing` (iOS 14): whether several items can be selected in editing mode.
    /// Default `false`.
    open var allowsMultipleSelectionDuringEditing = false

    /// `allowsFocus` (iOS 15): whether cells can take the keyboard focus. Default `false` (**ours**: Apple lets "the
    /// system" choose by platform). Kept: ViewTree has no focus engine, so it changes nothing (Docs/Porting.md).
    open var allowsFocus = false
    /// `allowsFocusDuringEditing` (iOS 15): `allowsFocus` in editing mode. Default `false` (**ours**); kept.
    open var allowsFocusDuringEditing = false
    /// `selectionFollowsFocus` (iOS 14): whether a focused cell is selected. Default `false` (**ours**); kept.
    open var selectionFollowsFocus = false
    /// Whether items can be selected now (in or out of editing mode).
    var selectionAllowedNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }
    /// Whether several items can be selected now.
    var multipleSelectionAllowedNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    private var cellClasses: [String: CollectionViewCell.Type] = [:]
    private var cellFactories: [String: () -> CollectionViewCell] = [:]
    private var supplementaryClasses: [String: CollectionReusableView.Type] = [:]
    private var supplementaryFactories: [String: () -> CollectionReusableView] = [:]
    var cellPool: [String: [CollectionViewCell]] = [:]
    private var supplementaryPool: [String: [CollectionReusableView]] = [:]
    var visible: [TableIndexPath: CollectionViewCell] = [:]
    /// The supplementary views shown, by kind and index path (`key(_:_:)`).
    private var visibleSupplementary: [String: ShownSupplementary] = [:]
    /// The decoration views shown and pooled (CollectionView+DecorationViews.swift).
    var decorations = DecorationViewState()
    /// The supplementary views dequeued since the collection view asked its data source for one (`nil` while it is not
    /// asking): only one of them may be returned (CollectionView+SupplementaryRequest.swift).
    var supplementaryDequeues: Set<ObjectIdentifier>?
    private var counts: [Int]?
    /// Whether the item counts have been asked of the data source since the last reload.
    var hasLoadedCounts: Bool { counts != nil }
    private var selected: Set<TableIndexPath> = []
    private var pendingUpdates: BatchUpdates?
    /// The shown cell `reconfigureItems(at:)` is asking the data source for again (CollectionView+Reconfigure.swift).
    var reconfiguration: CellReconfiguration<CollectionViewCell>?
    /// The items a batch update inserted, while its animation block tiles (see `performBatchUpdates`).
    private var appearingItems: Set<TableIndexPath> = []
    var isTiling = false
    /// The interactive movement in progress (CollectionView+InteractiveMovement.swift).
    var interactiveMovement: InteractiveMovement?
    /// The finger that went down on a shown cell, and that cell: lifted on it, it taps the item (CollectionView+Touches.swift).
    weak var itemTouch: Touch?
    weak var itemTouchCell: CollectionViewCell?
    /// The reuse identifiers this collection view gave cell and supplementary registrations (CollectionView+Registration.swift).
    var registrationIdentifiers: [ObjectIdentifier: RegistrationIdentifier] = [:]
    /// How many registrations this collection view has given an identifier (each gets the next number).
    var registrationsMade = 0
    /// `dragDelegate` (iOS 11): what a drag from an item lifts (CollectionView+DragAndDrop.swift). Weak, as UIKit's.
    public weak var dragDelegate: CollectionViewDragDelegate?
    /// `dropDelegate` (iOS 11): takes drops (CollectionView+DragAndDrop.swift). Weak, as UIKit's.
    public weak var dropDelegate: CollectionViewDropDelegate?
    /// Whether drags are enabled here and whether one is under way.
    var dragAndDrop = ListDragAndDropState()
    /// `reorderingCadence` (iOS 11): how quickly items make room during a drop (kept; ViewTree moves items at once).
    open var reorderingCadence: ReorderingCadence = .immediate
    /// `prefetchDataSource` (iOS 10): hears of items coming soon (CollectionView+Prefetching.swift). Weak, as UIKit's.
    public weak var prefetchDataSource: CollectionViewDataSourcePrefetching?
    /// `isPrefetchingEnabled` (iOS 10): whether `prefetchDataSource` is told. Default `true`.
    open var isPrefetchingEnabled = true
    /// The items told to `prefetchDataSource` and neither shown nor cancelled since.
    var prefetchLedger = PrefetchLedger()
    /// A prefetching call is running (the source may change the collection view meanwhile).
    var isPrefetching = false
    /// The content last scrolled towards its start (up, or left when only horizontal scrolling is possible).
    var prefetchScrollsBack = false
    /// How many cells the collection view has made (for benchmarks and tests of reuse).
    public private(set) var cellsCreated = 0

    /// `contextMenuInteraction` (iOS 14): the interaction that shows the items' context menus, whose configurations
    /// come from the delegate's `collectionView(_:contextMenuConfigurationForItemAt:point:)`; made when the
    /// collection view joins a world (CollectionView+ContextMenus.swift).
    public internal(set) var contextMenuInteraction: ContextMenuInteraction?
    /// Answers `contextMenuInteraction` through the delegate.
    var itemContextMenus: RowContextMenus<CollectionView>?

    override func didJoinSimulation(_ simulation: Simulation) {
        super.didJoinSimulation(simulation)
        installItemContextMenusIfNeeded()
    }

    /// `init(frame:collectionViewLayout:)`.
    ///
    /// A layout already laying out another collection view is refused with a diagnostic (a layout lays out one
    /// collection view): the new one gets a flow layout instead.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        let owner = layout.ownerOtherThan(nil)
        collectionViewLayout = owner == nil ? layout : CollectionViewFlowLayout()
        super.init(frame: frame)
        collectionViewLayout.collectionView = self
        if let owner { reject(.invalidValue, CollectionViewLayout.sharedLayoutMessage(layout, owner: owner) + " (a flow layout is used instead)") }
        if simulation != nil { installItemContextMenusIfNeeded() }   // made in a world: no join follows
    }

    /// `initWithCoder:` (required by `View`): a collection view at the coder's frame, with the layout archived with
    /// it (`ArchivedCollectionViewLayoutDecoding`: a storyboard's, custom class included), else a new flow layout.
    public required init?(coder: NSCoder) {
        let archived = (coder as? ArchivedCollectionViewLayoutDecoding)?.decodedCollectionViewLayout
        let layout = archived.flatMap { $0.ownerOtherThan(nil) == nil ? $0 : nil } ?? CollectionViewFlowLayout()
        collectionViewLayout = layout
        super.init(coder: coder)
        layout.collectionView = self
        if simulation != nil { installItemContextMenusIfNeeded() }
    }

    /// `init(frame:)`: with a flow layout.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout())
    }

    /// The layout decides where a fling ends (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`),
    /// kept within the content (non-finite answers are ignored).
    override func adjustedTargetContentOffset(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        let wanted = collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        guard wanted.x.isFinite, wanted.y.isFinite else { return proposed }
        let lo = minimumContentOffset, hi = maximumContentOffset
        return CGPoint(x: min(max(wanted.x, lo.x), hi.x), y: min(max(wanted.y, lo.y), hi.y))
    }

    override var libraryClassName: String { "CollectionView" }

    /// `; layout: <…>; dataSource: <…>` after the scroll view's fields, from iOS 13
    /// (`PlatformProfile.printsDataSourceInDescriptions`).
    override func appendObjectSuffixFields(to line: inout DescriptionLine, numbering: inout DescriptionNumbering) {
        guard (simulation?.profile ?? .default).printsDataSourceInDescriptions else { return }
        line.append("; layout: ")
        View.appendObjectReference(collectionViewLayout, to: &line, numbering: &numbering)
        line.append("; dataSource: ")
        View.appendObjectReference(dataSource, to: &line, numbering: &numbering)
    }

    /// Before iOS 13 the layout follows the line: `…; contentSize: {320, 5951}> collection view
    /// layout: <UICollectionViewFlowLayout: 0x7ae60ab0>`.
    override func appendTrailer(to line: inout DescriptionLine, numbering: inout DescriptionNumbering) {
        guard !(simulation?.profile ?? .default).printsDataSourceInDescriptions else { return }
        line.append(" collection view layout: ")
        View.appendObjectReference(collectionViewLayout, to: &line, numbering: &numbering)
    }

    // MARK: Registration and reuse

    /// Registers the class made for cells of `identifier`.
    open func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
        cellFactories[identifier] = nil
    }

    /// Registers a maker of cells for an identifier, used as a registered class is: what
    /// `register(_ nib:forCellWithReuseIdentifier:)` (the Interface Builder module's `UINib` registration)
    /// does with the nib's cell. It replaces a class registered for the identifier, and a class replaces it;
    /// `nil` unregisters.
    public func registerCellFactory(_ factory: (() -> CollectionViewCell)?, forCellWithReuseIdentifier identifier: String) {
        cellFactories[identifier] = factory
        cellClasses[identifier] = nil
    }

    /// Registers the class made for supplementary views of `kind` and `identifier`.
    open func register(_ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
                       withReuseIdentifier identifier: String) {
        supplementaryClasses[kind + "\u{0}" + identifier] = viewClass
        supplementaryFactories[kind + "\u{0}" + identifier] = nil
    }

    /// Registers a maker of supplementary views of `kind` and `identifier`, used as a registered class is: what
    /// `register(_ nib:forSupplementaryViewOfKind:withReuseIdentifier:)` (the Interface Builder module's `UINib`
    /// registration) does with the nib's view. It replaces a class registered for them, and a class replaces it;
    /// `nil` unregisters.
    public func registerSupplementaryViewFactory(_ factory: (() -> CollectionReusableView)?, forSupplementaryViewOfKind kind: String,
                                                 withReuseIdentifier identifier: String) {
        supplementaryFactories[kind + "\u{0}" + identifier] = factory
        supplementaryClasses[kind + "\u{0}" + identifier] = nil
    }

    /// A pooled cell of `identifier`, or a new one of the registered class. An identifier that was
    /// never registered (UIKit throws) gets a plain cell and a diagnostic.
    ///
    /// While `reconfigureItems(at:)` asks for a shown item's cell again, the dequeue for that item with the cell's
    /// identifier returns that cell as it is (no `prepareForReuse()`).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: TableIndexPath) -> CollectionViewCell {
        let cell = dequeuedCell(withReuseIdentifier: identifier, for: indexPath)
        if let list = cell as? CollectionViewListCell { giveListContext(to: list, at: indexPath) }
        return cell
    }

    /// The cell `dequeueReusableCell(withReuseIdentifier:for:)` hands out.
    private func dequeuedCell(withReuseIdentifier identifier: String, for indexPath: TableIndexPath) -> CollectionViewCell {
        if let shown = reconfiguration?.handBack(forIdentifier: identifier, at: indexPath, report: { reject(.invalidValue, $0) }) {
            return shown
        }
        if let cell = cellPool[identifier]?.popLast() {
            cell.prepareForReuse()
            cell.setNeedsUpdateConfiguration()
            return cell
        }
        let cell: CollectionViewCell
        if let cellClass = cellClasses[identifier] {
            cell = cellClass.init(registeredFrame: .zero)
        } else if let factory = cellFactories[identifier] {
            cell = factory()
        } else {
            reject(.invalidValue, "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\"): no class is registered for it (UIKit raises NSInternalInconsistencyException); a plain CollectionViewCell is used")
            cell = CollectionViewCell(registeredFrame: .zero)
        }
        cell.reuseIdentifier = identifier
        cellsCreated += 1
        return cell
    }

    /// A pooled supplementary view of `kind` and `identifier`, or a new one of the registered class. A kind and
    /// identifier nothing is registered for (UIKit raises) gets a plain view and a diagnostic in UIKit's words.
    open func dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                               for indexPath: TableIndexPath) -> CollectionReusableView {
        let key = kind + "\u{0}" + identifier
        if let view = supplementaryPool[key]?.popLast() {
            view.prepareForReuse()
            noteSupplementaryDequeue(view)
            return view
        }
        let view: CollectionReusableView
        if let viewClass = supplementaryClasses[key] {
            view = viewClass.init(registeredFrame: .zero)
        } else if let factory = supplementaryFactories[key] {
            view = factory()
        } else {
            reject(.invalidValue, Self.unregisteredSupplementaryMessage(kind: kind, identifier: identifier))
            view = CollectionReusableView(registeredFrame: .zero)
        }
        view.reuseIdentifier = identifier
        noteSupplementaryDequeue(view)
        return view
    }

    // MARK: Data

    /// The number of sections (from the data source; at most `TableView`'s row limit per section).
    public var numberOfSections: Int { loadCounts().count }

    /// The number of items in `section` (0 outside the sections).
    public func numberOfItems(inSection section: Int) -> Int {
        let c = loadCounts()
        return section >= 0 && section < c.count ? c[section] : 0
    }

    /// Most sections and items a collection view accepts from its data source: more is rejected
    /// (a data source returning `Int.max` must not make the layout loop for ever).
    public static let maximumItemCount = 10_000_000

    private func loadCounts() -> [Int] {
        if let counts { return counts }
        guard let dataSource else { counts = []; return [] }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 || sections > CollectionView.maximumItemCount {
            reject(.invalidValue, "numberOfSections(in:) returned \(sections); 0…\(CollectionView.maximumItemCount) accepted, none shown")
            sections = 0
        }
        var result: [Int] = []
        var total = 0
        for s in 0..<sections {
            var n = dataSource.collectionView(self, numberOfItemsInSection: s)
            if n < 0 || n > CollectionView.maximumItemCount - total {
                reject(.invalidValue, "numberOfItemsInSection \(s) returned \(n); more than \(CollectionView.maximumItemCount) items in all or negative counts are not accepted: section \(s) shows none")
                n = 0
            }
            total += n
            result.append(n)
        }
        counts = result
        return result
    }

    // MARK: Touches (CollectionView+Touches.swift)

    /// A finger down on a shown cell is tracked for a tap; other touches go up the responder chain.
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if !beginItemTouch(touches) { super.touchesBegan(touches, with: event) }
    }

    /// A finger that moves off its cell will select nothing.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if !moveItemTouch(touches) { super.touchesMoved(touches, with: event) }
    }

    /// Lifting the finger on its cell taps the item (`userDidTapItem(at:)`).
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if !endItemTouch(touches) { super.touchesEnded(touches, with: event) }
    }

    /// A cancelled touch (scrolling began) selects nothing.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if !cancelItemTouch(touches) { super.touchesCancelled(touches, with: event) }
    }

    /// Forgets every cell and count and lays out again, as UIKit's `reloadData`.
    open func reloadData() {
        counts = nil
        // The items the movement knew may be gone: it ends, as a cancelled one (ours).
        if interactiveMovement?.isEnding == false { interactiveMovement = nil }
        for (path, cell) in visible.sorted(by: { $0.key < $1.key }) { retire(cell, at: path) }
        visible = [:]
        for (key, _) in visibleSupplementary.sorted(by: { $0.key < $1.key }) { retireSupplementary(key) }
        selected = []
        // The items told to the prefetching source are forgotten: after a reload they are told again.
        prefetchLedger.reset()
        collectionViewLayout.forgetMeasuredSizes()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    // MARK: Tiling

    /// `backgroundView`: a view under all other content, kept at the visible bounds (it does not scroll;
    /// ScrollView+BackgroundView.swift). Default `nil`.
    open var backgroundView: View? {
        didSet { replaceBackgroundView(oldValue, with: backgroundView) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        tile()
        placeBackgroundView(backgroundView)
        updatePrefetching()
    }

    override func boundsDidChange(from old: CGRect) {
        placeBackgroundView(backgroundView)
        super.boundsDidChange(from: old)
        let moved = scrollsHorizontallyOnly ? bounds.minX - old.minX : bounds.minY - old.minY
        if moved != 0 { prefetchScrollsBack = moved < 0 }
        if bounds.width != old.width { collectionViewLayout.forgetMeasuredSizes() }
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
            collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
        }
    }

    /// Shows a cell for every item the layout puts in the visible bounds, and retires the others; again while
    /// self-sizing cells shown for the first time prefer other sizes (at most `maximumSelfSizingPasses` times).
    func tile() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        var passes = 0
        while tileOnce(), passes < CollectionView.maximumSelfSizingPasses {
            passes += 1
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Tiles once; returns whether a newly shown self-sizing cell preferred a size its item did not have.
    private func tileOnce() -> Bool {
        var measuredNewSizes = false
        let layout = collectionViewLayout
        layout.prepareIfNeeded()
        let size = layout.collectionViewContentSize
        if size.width.isFinite, size.height.isFinite, size != contentSize { contentSize = size }
        let attributes = layout.layoutAttributesForElements(in: bounds) ?? []
        var wanted: Set<TableIndexPath> = []
        var wantedSupplementary: Set<String> = []
        var wantedDecorations: Set<String> = []
        for a in attributes where !a.isHidden {
            switch a.representedElementCategory {
            case .cell:
                wanted.insert(a.indexPath)
            case .supplementaryView:
                if let kind = a.representedElementKind { wantedSupplementary.insert(Self.key(kind, a.indexPath)) }
            case .decorationView:
                if let kind = a.representedElementKind { wantedDecorations.insert(Self.decorationKey(kind, a.indexPath)) }
            }
        }
        retireDecorationViews(except: wantedDecorations)
        for (path, cell) in visible.sorted(by: { $0.key < $1.key }) where !wanted.contains(path) {
            visible[path] = nil
            retire(cell, at: path)
        }
        for (key, _) in visibleSupplementary.sorted(by: { $0.key < $1.key }) where !wantedSupplementary.contains(key) {
            retireSupplementary(key)
        }
        for a in attributes where !a.isHidden {
            switch a.representedElementCategory {
            case .cell:
                let cell: CollectionViewCell
                if let shown = visible[a.indexPath] {
                    cell = shown
                } else {
                    guard let made = requestCell(at: a.indexPath) else { continue }
                    cell = made
                    guard adopt(cell, for: a.indexPath) else { continue }
                    if appearingItems.contains(a.indexPath), let initial = layout.initialLayoutAttributesForAppearingItem(at: a.indexPath) {
                        // An inserted item's cell starts where the layout says, then animates to its place.
                        View.performWithoutAnimation { place(cell, initial) }
                    }
                    if layout.recordPreferredSize(of: cell, for: a) { measuredNewSizes = true }
                }
                place(cell, a)
            case .supplementaryView:
                guard let kind = a.representedElementKind else { continue }
                let key = Self.key(kind, a.indexPath)
                if let shown = visibleSupplementary[key] { place(shown.view, a); continue }
                guard let view = requestSupplementaryView(ofKind: kind, at: a.indexPath) else { continue }
                visibleSupplementary[key] = ShownSupplementary(view: view, kind: kind, indexPath: a.indexPath)
                if view.superview !== self { addContentSubview(view) }
                collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: a.indexPath)
                if layout.recordPreferredSize(of: view, for: a) { measuredNewSizes = true }
                place(view, a)
            case .decorationView:
                guard let kind = a.representedElementKind, let view = decorationView(for: a, kind: kind) else { continue }
                place(view, a)
            }
        }
        orderShownViewsByZIndex(attributes)
        return measuredNewSizes
    }

    /// Puts the shown cells, supplementary and decoration views in the order of their attributes' `zIndex`, lowest
    /// at the back, keeping the order they have among equal ones (and leaving the collection view's other subviews
    /// where they are): UIKit presents them "top to bottom" by `zIndex` (rdar://27519174, whose iOS 10 regression
    /// broke that order and was reported against it). A decoration view with a `zIndex` above the cells' is in front
    /// of them.
    private func orderShownViewsByZIndex(_ attributes: [CollectionViewLayoutAttributes]) {
        // Runs on every tiling (every scroll step): most layouts give every element one zIndex, and then no order
        // can be wrong.
        guard let first = attributes.first?.zIndex, attributes.contains(where: { $0.zIndex != first }) else { return }
        var zIndexByView: [ObjectIdentifier: Int] = [:]
        for a in attributes where !a.isHidden {
            let view: View?
            switch a.representedElementCategory {
            case .cell: view = visible[a.indexPath]
            case .supplementaryView: view = a.representedElementKind.flatMap { visibleSupplementary[Self.key($0, a.indexPath)]?.view }
            case .decorationView: view = a.representedElementKind.flatMap { decorations.visible[Self.decorationKey($0, a.indexPath)] }
            }
            if let view, view.superview === self { zIndexByView[ObjectIdentifier(view)] = a.zIndex }
        }
        let slots = subviews.indices.filter { zIndexByView[ObjectIdentifier(subviews[$0])] != nil }
        let shown = slots.map { subviews[$0] }
        let zIndexes = shown.map { zIndexByView[ObjectIdentifier($0)] ?? 0 }
        guard zip(zIndexes, zIndexes.dropFirst()).contains(where: { $0 > $1 }) else { return }
        let desired = shown.indices.sorted { (zIndexes[$0], $0) < (zIndexes[$1], $1) }.map { shown[$0] }
        for (position, slot) in slots.enumerated() where subviews[slot] !== desired[position] {
            if let from = subviews.firstIndex(where: { $0 === desired[position] }) { performExchange(slot, from) }
        }
    }

    /// How many times one tiling may lay the items out again because newly shown self-sizing cells
    /// preferred other sizes (cells whose preference changes each time must not hang a test).
    static let maximumSelfSizingPasses = 4

    /// A supplementary view's key: its kind and index path (an item's badges have one per item).
    private static func key(_ kind: String, _ path: TableIndexPath) -> String {
        path.count >= 2 ? "\(kind)\u{0}\(path.section)\u{0}\(path.item)" : "\(kind)\u{0}\(path.first ?? 0)"
    }

    /// Takes a cell from the data source into the visible set; a cell this collection view already
    /// shows for another item is rejected (it cannot be in two places).
    private func adopt(_ cell: CollectionViewCell, for path: TableIndexPath) -> Bool {
        if visible.values.contains(where: { $0 === cell }) {
            reject(.invalidValue, "cellForItemAt \(path) returned a cell already shown for another item; it is not shown twice")
            return false
        }
        visible[path] = cell
        cell.isSelected = selected.contains(path)
        if cell.superview !== self { addContentSubview(cell) }
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        return true
    }

    private func place(_ view: CollectionReusableView, _ a: CollectionViewLayoutAttributes) {
        view.apply(a)
        // The transform first (identity while the frame is set, so the frame is the layout's untransformed one).
        if view.transform != .identity { view.transform = .identity }
        if view.frame != a.frame { view.frame = a.frame }
        if view.alpha != a.alpha { view.alpha = a.alpha }
        if a.transform != .identity { view.transform = a.transform }
    }

    /// A supplementary view on screen, with its kind and index path.
    struct ShownSupplementary {
        let view: CollectionReusableView
        let kind: String
        let indexPath: TableIndexPath
    }

    /// Whether the supplementary views on screen follow their sections through a batch update — a moved or shifted
    /// section's header moves with it, the headers of deleted and reloaded sections go and the data source is asked for
    /// new ones (and for those of inserted sections) — as UIKit's do: DifferenceKit's stress test
    /// (`Tests/StressTests/DifferenceKitStressTests.swift` @1adb706b, run on a simulator) reads every visible header
    /// right after batches that delete, insert, move and reload sections and finds each showing its section's model;
    /// Apple's documentation of `reloadSections(_:)` ("reloads the specified sections"). Before, a header stayed at
    /// its index path, showing another section's. **Ours**: a supplementary view keyed to an item other than a
    /// section's first (a compositional layout's badge) is asked for again rather than followed.
    static let supplementaryViewsFollowTheirSections = true

    /// Re-keys the supplementary views on screen by their sections' places after `plan`; retires the others.
    private func moveSupplementaryViews(with plan: BatchUpdatePlan) {
        var kept: [String: ShownSupplementary] = [:]
        for (key, shown) in visibleSupplementary.sorted(by: { $0.key < $1.key }) {
            let path = shown.indexPath
            let section = path.count >= 2 ? path.section : path.first ?? -1
            guard path.count < 2 || path.item == 0, plan.sectionTargets.indices.contains(section),
                  let newSection = plan.sectionTargets[section] else {
                retireSupplementary(key)
                continue
            }
            let newPath = path.count >= 2 ? TableIndexPath(item: path.item, section: newSection) : TableIndexPath(index: newSection)
            kept[Self.key(shown.kind, newPath)] = ShownSupplementary(view: shown.view, kind: shown.kind, indexPath: newPath)
        }
        visibleSupplementary = kept
    }

    /// Takes the supplementary view shown under `key` off screen, tells the delegate and pools it.
    private func retireSupplementary(_ key: String) {
        guard let shown = visibleSupplementary.removeValue(forKey: key) else { return }
        shown.view.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: shown.view, forElementOfKind: shown.kind, at: shown.indexPath)
        if let id = shown.view.reuseIdentifier { supplementaryPool[shown.kind + "\u{0}" + id, default: []].append(shown.view) }
    }

    private func retire(_ cell: CollectionViewCell, at path: TableIndexPath) {
        cell.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        if let id = cell.reuseIdentifier { cellPool[id, default: []].append(cell) }
    }

    // MARK: Queries

    /// The cells on screen, by index path.
    public var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap { visible[$0] } }

    /// The index paths of the cells on screen, in order.
    public var indexPathsForVisibleItems: [TableIndexPath] { visible.keys.sorted() }

    /// The cell on screen for `indexPath`, if any.
    public func cellForItem(at indexPath: TableIndexPath) -> CollectionViewCell? { visible[indexPath] }

    /// The index path of a cell on screen.
    public func indexPath(for cell: CollectionViewCell) -> TableIndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The layout's attributes for an item.
    public func layoutAttributesForItem(at indexPath: TableIndexPath) -> CollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// `layoutAttributesForSupplementaryElement(ofKind:at:)`: the layout's attributes for a supplementary view.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: TableIndexPath) -> CollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// `supplementaryView(forElementKind:at:)` (iOS 9): the supplementary view of `elementKind` on screen at
    /// `indexPath`, if any.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: TableIndexPath) -> CollectionReusableView? {
        visibleSupplementary[Self.key(elementKind, indexPath)]?.view
    }

    /// `visibleSupplementaryViews(ofKind:)` (iOS 9): the supplementary views of `elementKind` on screen, in index
    /// path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        shownSupplementaries(ofKind: elementKind).map(\.view)
    }

    /// `indexPathsForVisibleSupplementaryElements(ofKind:)` (iOS 9): the index paths of the supplementary views of
    /// `elementKind` on screen, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [TableIndexPath] {
        shownSupplementaries(ofKind: elementKind).map(\.indexPath)
    }

    private func shownSupplementaries(ofKind kind: String) -> [ShownSupplementary] {
        visibleSupplementary.values.filter { $0.kind == kind }.sorted { $0.indexPath < $1.indexPath }
    }

    /// The item whose frame contains `point` (content coordinates), if any.
    public func indexPathForItem(at point: CGPoint) -> TableIndexPath? {
        guard point.isFinitePoint else { return nil }
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .last { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    /// Scrolls so that an item is at `position`, within the content. An index path the layout has no item at is
    /// refused with a diagnostic in UIKit's words ("attempt to scroll to invalid index path", NSInvalidArgumentException:
    /// Alua-Kinzhebayeva/iOS-PDF-Reader issue 60, WenchaoD/FSPagerView issue 256; "Attempted to scroll the collection view
    /// to an out-of-bounds item" on later systems: chiahsien/CHTCollectionViewWaterfallLayout issue 203, airbnb/epoxy-ios
    /// PR 142), and the offset stays.
    open func scrollToItem(at indexPath: TableIndexPath, at position: ScrollPosition, animated: Bool) {
        guard let a = collectionViewLayout.layoutAttributesForItem(at: indexPath) else {
            let path = "{length = \(indexPath.count), path = \(indexPath.map(String.init).joined(separator: " - "))}"
            reject(.indexOutOfRange, "scrollToItem(at: \(indexPath)): attempt to scroll to invalid index path \(path) (UIKit raises NSInvalidArgumentException; later systems NSInternalInconsistencyException \"Attempted to scroll the collection view to an out-of-bounds item\"): the layout has no item there; the offset stays")
            return
        }
        var offset = contentOffset
        let f = a.frame
        if position.contains(.top) { offset.y = f.minY }
        if position.contains(.centeredVertically) { offset.y = f.midY - bounds.height / 2 }
        if position.contains(.bottom) { offset.y = f.maxY - bounds.height }
        if position.contains(.left) { offset.x = f.minX }
        if position.contains(.centeredHorizontally) { offset.x = f.midX - bounds.width / 2 }
        if position.contains(.right) { offset.x = f.maxX - bounds.width }
        let inset = adjustedContentInset
        offset.x = min(max(offset.x, -inset.left), max(contentSize.width + inset.right - bounds.width, -inset.left))
        offset.y = min(max(offset.y, -inset.top), max(contentSize.height + inset.bottom - bounds.height, -inset.top))
        setContentOffset(offset, animated: animated)
    }

    // MARK: Selection

    /// The selected items, in order.
    ///
    /// Optional, as UIKit declares it (`[IndexPath]?`), so `indexPathsForSelectedItems?.first` ports; ViewTree
    /// returns an empty array when nothing is selected, as UIKit's collection view does.
    public var indexPathsForSelectedItems: [TableIndexPath]? { selected.sorted() }

    /// Selects an item (no delegate call, as UIKit), scrolling to it at `scrollPosition`.
    /// An index path that names no item (the wrong number of indexes, a section or item out of range) is refused
    /// with a diagnostic in UIKit's words, and the selection stays: UIKit raises NSInternalInconsistencyException
    /// "Attempted to modify the selection of an out-of-bounds item (2) when there are only 0 items in section 0."
    open func selectItem(at indexPath: TableIndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return deselectAll() }
        guard isExistingItem(indexPath, asked: "selectItem(at: \(indexPath))") else { return }
        guard selectionAllowedNow else { return }
        if !multipleSelectionAllowedNow { deselectAll() }
        addToSelection(indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Adds an item to the selection whatever the selection properties say: `selectItem`'s last step, and the
    /// two-finger pan's selection (CollectionView+MultipleSelectionInteraction.swift), which needs only
    /// `allowsMultipleSelectionDuringEditing`.
    func addToSelection(_ indexPath: TableIndexPath) {
        selected.insert(indexPath)
        visible[indexPath]?.isSelected = true
    }

    /// Deselects an item (no delegate call). An index path that is not selected and names no item is refused as
    /// `selectItem` refuses it.
    open func deselectItem(at indexPath: TableIndexPath, animated: Bool) {
        guard selected.contains(indexPath) || isExistingItem(indexPath, asked: "deselectItem(at: \(indexPath))") else { return }
        selected.remove(indexPath)
        visible[indexPath]?.isSelected = false
    }

    /// Whether `indexPath` names an item the collection view has now; else a diagnostic saying why not, in the words
    /// of UIKit's exception ("Attempted to modify the selection of an out-of-bounds item (2) when there are only 0
    /// items in section 0.": mikaoj/BSImagePicker PR 360; raised by `_validateSelectionOrHighlightIndexPath:`,
    /// WenchaoD/FSCalendar PR 1433).
    func isExistingItem(_ indexPath: TableIndexPath, asked call: String) -> Bool {
        guard indexPath.count == 2 else {
            reject(.invalidValue, "\(call): a collection view's index path has exactly 2 indexes (section, item), this one has \(indexPath.count); ignored, the selection stays (UIKit raises)")
            return false
        }
        let sections = numberOfSections
        guard indexPath.section >= 0, indexPath.section < sections else {
            reject(.indexOutOfRange, "\(call): Attempted to modify the selection of an item in section \(indexPath.section) when there are only \(sections) sections; ignored, the selection stays (UIKit raises NSInternalInconsistencyException)")
            return false
        }
        let items = numberOfItems(inSection: indexPath.section)
        guard indexPath.item >= 0, indexPath.item < items else {
            reject(.indexOutOfRange, "\(call): Attempted to modify the selection of an out-of-bounds item (\(indexPath.item)) when there are only \(items) items in section \(indexPath.section); ignored, the selection stays (UIKit raises NSInternalInconsistencyException)")
            return false
        }
        return true
    }

    private func deselectAll() {
        for path in selected { visible[path]?.isSelected = false }
        selected = []
    }

    /// What a tap on an item does, in the order of UIKit's documented figure ("Tracking touches in a cell",
    /// *Collection View Programming Guide for iOS*): `shouldHighlightItemAt`, then (its cell highlighted)
    /// `didHighlightItemAt`; as the finger lifts, `shouldSelectItemAt` (`shouldDeselectItemAt` for a selected item
    /// under multiple selection), then (its cell no longer highlighted) `didUnhighlightItemAt`; then, if allowed,
    /// the selection (deselecting others unless multiple selection is allowed) with `didSelectItemAt`. An item
    /// that may not be highlighted is not selected either.
    open func userDidTapItem(at indexPath: TableIndexPath) {
        guard indexPath.section < numberOfSections, indexPath.item < numberOfItems(inSection: indexPath.section) else { return }
        // A header-style outline disclosure takes the whole cell's tap and the cell is not selectable (Apple,
        // `UICellAccessory.OutlineDisclosureOptions.Style.header`): CollectionView+OutlineDisclosure.swift.
        if let (disclosure, isHeader) = shownOutlineDisclosure(forItemAt: indexPath), isHeader {
            return performOutlineDisclosureAction(disclosure, forItemAt: indexPath)
        }
        guard selectionAllowedNow else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        visible[indexPath]?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
        let multiple = multipleSelectionAllowedNow
        let deselecting = multiple && selected.contains(indexPath)
        let allowed = deselecting ? collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
                                  : collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        visible[indexPath]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        guard allowed else { return }
        if multiple, selected.contains(indexPath) {
            deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        for path in selected where path != indexPath && !multiple {
            deselectItem(at: path, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: path)
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    // MARK: Batch updates

    /// Inserts items (inside `performBatchUpdates`, or on its own), at their index paths after the update.
    open func insertItems(at indexPaths: [TableIndexPath]) { record { $0.insertedRows.formUnion(indexPaths) } }
    /// Deletes items, at their index paths before the update.
    open func deleteItems(at indexPaths: [TableIndexPath]) { record { $0.deletedRows.formUnion(indexPaths) } }
    /// Reloads items (a deletion and an insertion: their cells are asked for again).
    open func reloadItems(at indexPaths: [TableIndexPath]) { record { $0.reloadedRows.formUnion(indexPaths) } }
    /// `reconfigureItems(at:)` (iOS 15): updates the shown cells of these items in place. The data source's
    /// `collectionView(_:cellForItemAt:)` (a diffable data source's cell provider) is asked again for each item
    /// that has a shown cell, in index-path order, and `dequeueReusableCell(withReuseIdentifier:for:)` (or
    /// `dequeueConfiguredReusableCell(using:for:item:)`) with the cell's identifier returns that very cell; a
    /// self-sizing cell is measured again. Items not shown are not asked.
    ///
    /// Inside `performBatchUpdates` the items name the items before the update, as reloads do, and are
    /// reconfigured once the update is applied (items it deletes or reloads are not). Rejected with a diagnostic,
    /// the collection view unchanged: an index path that is not an item's, an item out of range, and a call made
    /// while the collection view asks its data source for cells (from `cellForItemAt`, say).
    open func reconfigureItems(at indexPaths: [TableIndexPath]) {
        performReconfigure(of: indexPaths)
    }
    /// Whether a batch update is being recorded (`performBatchUpdates`' block is running).
    var isRecordingBatch: Bool { pendingUpdates != nil }
    /// Records reconfigured items into the batch being recorded.
    func recordReconfigured(_ indexPaths: [TableIndexPath]) { pendingUpdates?.reconfiguredRows.formUnion(indexPaths) }
    /// Moves an item (its cell goes with it).
    open func moveItem(at indexPath: TableIndexPath, to newIndexPath: TableIndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }
    /// Inserts sections, at their indexes after the update.
    open func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Deletes sections, at their indexes before the update, with their items.
    open func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Reloads every item of these sections.
    open func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// Moves a section with its items.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    private func record(_ change: @escaping (inout BatchUpdates) -> Void) {
        if pendingUpdates != nil {
            change(&pendingUpdates!)
        } else {
            performBatchUpdates({ if self.pendingUpdates != nil { change(&self.pendingUpdates!) } }, completion: nil)
        }
    }

    /// Applies the inserts, deletes and moves made in `updates` together, animating the cells on
    /// screen to their new places over `batchUpdateAnimationDuration` on the virtual clock, then calls
    /// `completion(true)`. Counts or index paths that do not add up (UIKit raises "Invalid update: invalid
    /// number of items in section …") are reported with UIKit's text (`BatchUpdatePlan`), the collection view
    /// reloads instead, and the completion gets `false`.
    /// `performBatchUpdates(_:completion:)` called with a closure: UIKit marks the updates block
    /// `NS_NOESCAPE`, so it is non-escaping, and a block that uses `self` implicitly compiles as it does on
    /// iOS. It runs the optional-block version above (which a subclass may override) with the block.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { block in performBatchUpdates(Optional(block), completion: completion) }
    }

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard pendingUpdates == nil else {
            // Nested: the updates join the outer batch.
            updates?()
            if let completion { perform(afterBatch: completion) }
            return
        }
        let before = loadCounts()
        pendingUpdates = BatchUpdates()
        updates?()
        let batch = pendingUpdates ?? BatchUpdates()
        pendingUpdates = nil
        counts = nil
        let after = loadCounts()
        let plan: BatchUpdatePlan
        switch BatchUpdatePlan.make(batch, before: before, after: after, words: .collection) {
        case .failure(let error):
            reject(.invalidValue, "performBatchUpdates: \(error.message) (UIKit raises NSInternalInconsistencyException; ViewTree reloads the collection view instead)")
            reloadData()
            perform(afterBatch: completion, finished: false)
            return
        case .success(let made):
            plan = made
        }
        // Cells on screen follow their items; deleted and reloaded items' cells go (those the layout gives final
        // attributes, after animating to them).
        let layout = collectionViewLayout
        var moved: [TableIndexPath: CollectionViewCell] = [:]
        var disappearing: [(cell: CollectionViewCell, path: TableIndexPath)] = []
        for (path, cell) in visible.sorted(by: { $0.key < $1.key }) {
            if let target = plan.target(of: path), target.keepsCell {
                moved[target.path] = cell
            } else if layout.finalLayoutAttributesForDisappearingItem(at: path) != nil {
                disappearing.append((cell, path))
            } else {
                retire(cell, at: path)
            }
        }
        visible = moved
        if CollectionView.supplementaryViewsFollowTheirSections { moveSupplementaryViews(with: plan) }
        selected = Set(selected.compactMap { path in plan.target(of: path).flatMap { $0.keepsCell ? $0.path : nil } })
        // UIKit's order: the layout is invalidated and prepared, told the updates, the views animate to their new
        // places (an inserted item's cell from its initial attributes), and the layout finalizes inside the block.
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: CollectionViewUpdateItem.items(of: batch))
        appearingItems = batch.insertedRows.union(batch.insertedSections.isEmpty ? [] : Set(after.indices.flatMap { section in
            batch.insertedSections.contains(section) ? (0..<after[section]).map { TableIndexPath(item: $0, section: section) } : []
        }))
        let duration = CollectionView.batchUpdateAnimationDuration
        View.animate(withDuration: duration, animations: {
            self.tile()
            // Asked again: the layout has now been told the updates (`prepare(forCollectionViewUpdates:)`), as UIKit
            // asks it; the first answer only chose which cells stay to animate out.
            for (cell, path) in disappearing {
                if let final = layout.finalLayoutAttributesForDisappearingItem(at: path) { self.place(cell, final) }
            }
            layout.finalizeCollectionViewUpdates()
        }, completion: { finished in
            for (cell, path) in disappearing where cell.superview === self && !self.visible.values.contains(where: { $0 === cell }) {
                self.retire(cell, at: path)
            }
            completion?(finished)
        })
        appearingItems = []
        reconfigureItems(batch.reconfiguredRows, after: plan, before: before)
    }

    /// Calls a batch's completion on the next run-loop turn: `true`, or `false` for a batch that was
    /// refused (the collection view reloaded instead), as a table view's.
    private func perform(afterBatch completion: ((Bool) -> Void)?, finished: Bool = true) {
        guard let completion else { return }
        Simulation.performOnNextTurn(of: simulation) { completion(finished) }
    }
}
