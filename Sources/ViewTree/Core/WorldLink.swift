/// What a view holds of its world: one small object per world, which the world owns and every
/// view of that world shares.
///
/// The link refers to the world weakly, so a view never keeps its world alive (the ownership
/// rule), and holds copies of the few facts the hot paths ask on every setter call: whether a
/// category replaces a selector, whether an animation runs, whether a layout pass is scheduled.
/// Those answers need no load of the world: a weak load is an atomic increment and decrement of
/// the world's side-table count, which made up a fifth of building and autoresizing a tree
/// (issue #21). The world keeps the copies current (`CategoryRegistry`, `Animator`,
/// `Simulation.noteLayoutRequested`); code that needs the world itself still goes through
/// `View.storedSimulation`, which reads `world` here.
///
/// The thread's current world is kept as its link too (`ThreadContext`), and the link holds the
/// world's id counter, so a view created in the current world joins it, and gets its id, without
/// loading the world at all (issue #21: a weak load and the slow-path release of the side-tabled
/// world were a seventh of building a tree).
final class WorldLink {
    /// The world, while it exists.
    weak var world: Simulation?
    /// Whether the world is still alive: `true` from its creation until its `deinit` begins,
    /// which is when `world` starts reading `nil`. Asked instead of loading `world` where only
    /// the liveness matters.
    @exclusivity(unchecked) var worldIsAlive = true
    /// The next id printed in place of an address in this world (see `Simulation.assignSnapshotID`).
    @exclusivity(unchecked) var nextSnapshotID = 1
    /// Bit `selector.index` is set while some category replaces that selector.
    @exclusivity(unchecked) var replacedSelectors: UInt32 = 0
    /// The world's animator has running animations (`Animator.activeCount > 0`).
    @exclusivity(unchecked) var animationsRunning = false
    /// Some view class of the world has an appearance proxy (`Controls/Appearance/`): a view moving into a
    /// window (a plain `View` too, for `UIView.appearance()`) looks for proxies only then.
    @exclusivity(unchecked) var hasViewAppearanceProxies = false
    /// Some view of the world is key-value observed (`KeyValueObservers`): its setters tell the observations,
    /// and the autoresizing pass and the Auto Layout placement take the setter's path, which does.
    @exclusivity(unchecked) var hasKeyValueObservations = false
    /// The world has a layout pass queued (`Simulation.layoutPassScheduled`).
    @exclusivity(unchecked) var layoutPassScheduled = false
    /// The view whose frame the world's Auto Layout engine is setting right now, if any: its own
    /// change is not news to the engine, every other geometry change of a view in the system is
    /// (`View.noteGeometryChangeToLayoutEngine`, asked without loading the world).
    @exclusivity(unchecked) var viewPlacedByLayoutEngine: ObjectIdentifier?

    /// Whether a category installed in the world replaces `selector`.
    @inline(__always)
    func replaces(_ selector: CategorySelector) -> Bool { replacedSelectors & (1 << UInt32(selector.index)) != 0 }

    /// Gives `view` the next id of this world, if it has none yet. Each view takes two ids: its own
    /// and, the next one, its layer's (see `Layers/`), so that making the layer object later (it is
    /// made lazily) never shifts an id.
    @inline(__always)
    func assignSnapshotID(_ view: View) {
        guard view.snapshotID == 0 else { return }
        view.snapshotID = takeSnapshotIDs()
    }

    /// Takes the next two ids (a view's and its layer's; see `assignSnapshotID`), returning the first.
    @inline(__always)
    func takeSnapshotIDs() -> Int {
        let id = nextSnapshotID
        nextSnapshotID += 2
        return id
    }
}
