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
final class WorldLink {
    /// The world, while it exists.
    weak var world: Simulation?
    /// Bit `selector.index` is set while some category replaces that selector.
    @exclusivity(unchecked) var replacedSelectors: UInt32 = 0
    /// The world's animator has running animations (`Animator.activeCount > 0`).
    @exclusivity(unchecked) var animationsRunning = false
    /// The world has a layout pass queued (`Simulation.layoutPassScheduled`).
    @exclusivity(unchecked) var layoutPassScheduled = false
    /// The view whose frame the world's Auto Layout engine is setting right now, if any: its own
    /// change is not news to the engine, every other geometry change of a view in the system is
    /// (`View.noteGeometryChangeToLayoutEngine`, asked without loading the world).
    @exclusivity(unchecked) var viewPlacedByLayoutEngine: ObjectIdentifier?

    /// Whether a category installed in the world replaces `selector`.
    @inline(__always)
    func replaces(_ selector: CategorySelector) -> Bool { replacedSelectors & (1 << UInt32(selector.index)) != 0 }
}
