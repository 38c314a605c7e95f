#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// State that belongs to the current thread, as Core Animation's `CATransaction` does.
///
/// `View.animate(withDuration:…)` is static, as in UIKit, so the setters called inside its block
/// need to find the open animation without being told. A process-wide variable would let two tests
/// running in parallel see each other's animations; a `@TaskLocal` needs a `Sendable` value, which
/// a stack of open animations holding views is not. The block is synchronous, so it runs start to
/// end on one thread: per-thread storage is exactly as wide as the block, and two tests on two
/// threads never meet. The key is created once and never changes; the context is created on first
/// use and released with its thread.
final class ThreadContext {
    /// Open `View.animate` blocks, innermost last.
    @exclusivity(unchecked) var animationStack: [AnimationTransaction] = []
    /// Depth of `View.performWithoutAnimation` blocks.
    @exclusivity(unchecked) var animationsDisabledDepth = 0
    /// Nesting of `hitTest` through the default implementation.
    @exclusivity(unchecked) var hitTestDepth = 0
    /// Nesting of category replacements, to stop one that re-enters its own setter forever.
    @exclusivity(unchecked) var categoryDepth = 0
    /// Nesting of trait changes delivered at once (environments in no world), to stop handlers that keep
    /// changing overrides from recursing for ever (TraitUpdates.swift).
    @exclusivity(unchecked) var immediateTraitDeliveryDepth = 0
    /// Nesting of `scrollViewDidScroll` / `scrollViewDidZoom` calls, to stop a delegate that keeps scrolling or
    /// zooming its scroll view from inside them (`ScrollView.maximumNestedScrollCallbacks`).
    @exclusivity(unchecked) var scrollCallbackDepth = 0
    /// Nesting of `layoutIfNeeded()` calls, to stop a `layoutSubviews` that asks for layout and lays itself out
    /// again (`View.maximumNestedLayoutIfNeeded`).
    @exclusivity(unchecked) var layoutIfNeededDepth = 0
    /// Nesting of subview moves whose callbacks run app code, to stop a `didMoveToWindow` (or another move
    /// callback) that moves the view again for ever (`View.maximumNestedHierarchyChanges`).
    @exclusivity(unchecked) var hierarchyChangeDepth = 0
    /// The dynamic colour providers being asked on this thread, innermost last (`ColorProviderBox`: a provider that
    /// resolves its own colour again is refused instead of recursing for ever).
    var resolvingColorProviders: [ObjectIdentifier] = []
    /// The view controllers whose `loadView()` runs on this thread, innermost last (a `loadView` that reads `view`
    /// before setting one gets the default view instead of recursing for ever: `ViewController.loadViewIfNeeded()`).
    var loadingViewControllers: [ObjectIdentifier] = []
    /// The view controllers being added as children on this thread, innermost last: an `addChild` of one of them from
    /// inside its own `willMove(toParent:)` is refused (`ViewController.performAddChild`).
    var adoptingChildren: [ObjectIdentifier] = []
    /// Nesting of `PageViewController.setViewControllers` calls (a completion that sets the pages again without
    /// animation recurses: `PageViewController.maximumNestedPageChanges`).
    var pageChangeDepth = 0
    /// `UITraitCollection.current` while UIKit would have set it (`CurrentTraits`); nil: the current world's screen's.
    var currentTraits: CurrentTraits?
    /// Open `Transaction` (CATransaction) blocks, innermost last.
    var layerTransactions: [LayerTransactionState] = []
    /// Open image contexts (`GraphicsImageRenderer.swift`), innermost last.
    var graphicsContexts: [GraphicsContextEntry] = []
    /// Set while a view makes its layer: that layer's id is the view's id + 1, not a new one.
    var makingViewLayer = false
    /// The world that views created on this thread join (UIKit's process): the newest `Simulation`
    /// made here, or the one last made current, held as its link (`WorldLink`), which refers to
    /// the world weakly: the thread never keeps a world alive. A view created here joins through
    /// the link without loading the world (issue #21).
    var currentWorldLink: WorldLink?
    /// The task that made `currentWorldLink` current (`runningTaskIdentity`: the task's identity, or
    /// the one value that stands for "no task" on a thread outside Swift concurrency). An async
    /// test resumes on whatever thread the pool picks, and that thread's current world may belong
    /// to another test: a world counts as current only for the task that made it current.
    var currentWorldTask = 0

    /// The world the next view created on this thread joins instead of the current one (set by
    /// `Window(frame:simulation:)` around its call to `View.init(frame:)`).
    var worldForNextView: Simulation?

    /// The link of the world a view created now joins: a pending `worldForNextView`'s, else the
    /// current world's while that world lives; nil when there is none. The current world is asked
    /// of its link (`worldIsAlive`), not loaded: a view joins it without touching the world.
    ///
    /// The context is read as `isAnimationBlockOpen` reads it, without retaining it: the thread's
    /// key holds it until the thread ends (issue #21: a retain and a release per view made).
    static func worldLinkForNewView() -> WorldLink? {
        // Read once here: the closure below would check the lazy global's initialization again.
        let runtime = threadRuntime
        guard let raw = pthread_getspecific(runtime.contextKey) else { return nil }
        return Unmanaged<ThreadContext>.fromOpaque(raw)._withUnsafeGuaranteedRef { context in
            if let world = context.worldForNextView {
                context.worldForNextView = nil
                return world.link
            }
            // The task first: a world is confined to the task that made it current, so only that
            // task may read the flag its release writes (possibly on another thread).
            guard let link = context.currentWorldLink, context.currentWorldTask == runtime.runningTaskIdentity,
                  link.worldIsAlive else { return nil }
            return link
        }
    }

    /// The identity of the task running now (stable while the task lives), or 0 when no task runs:
    /// the running task's address. Two calls give the same value exactly when the same task (or no
    /// task) runs.
    ///
    /// Every view's initializer asks this (issue #21), so it asks the Concurrency runtime's own entry
    /// point, `swift_task_getCurrent` — the function `withUnsafeCurrentTask` calls to learn the task it
    /// hands its closure, part of the runtime's stable ABI since Swift 5.5 — through a pointer looked
    /// up once (`threadRuntime`): about 10 instructions. `withUnsafeCurrentTask` itself, a generic
    /// function of the resilient Concurrency library called with a closure, cost about 150 more per
    /// view. Where the lookup finds no such symbol, the identity is read through
    /// `withUnsafeCurrentTask` as before: the optional's bit pattern, read in place.
    static var runningTaskIdentity: Int { threadRuntime.runningTaskIdentity }

    /// The calling thread's current world, if it was made current by the running task.
    static var currentWorldForThisTask: Simulation? {
        guard let raw = pthread_getspecific(threadRuntime.contextKey) else { return nil }
        return Unmanaged<ThreadContext>.fromOpaque(raw)._withUnsafeGuaranteedRef { context in
            guard let world = context.currentWorldLink?.world else { return nil }
            return context.currentWorldTask == runningTaskIdentity ? world : nil
        }
    }

    /// The context of the calling thread.
    class var current: ThreadContext {
        if let raw = pthread_getspecific(threadRuntime.contextKey) {
            return Unmanaged<ThreadContext>.fromOpaque(raw).takeUnretainedValue()
        }
        let context = ThreadContext()
        pthread_setspecific(threadRuntime.contextKey, Unmanaged.passRetained(context).toOpaque())
        return context
    }

    /// Whether a `View.animate` block is open on the calling thread. The setters ask this on every
    /// geometry change, so it reads the context without creating one (a thread that never opened a
    /// block has none) and without retaining it: the thread's key holds it until the thread ends.
    class var isAnimationBlockOpen: Bool {
        guard let raw = pthread_getspecific(threadRuntime.contextKey) else { return false }
        return Unmanaged<ThreadContext>.fromOpaque(raw)._withUnsafeGuaranteedRef { !$0.animationStack.isEmpty }
    }
}

/// Made once, immutable afterwards (one lazy global, so a new view, which needs both, pays one
/// initialization check): the key under which each thread keeps its own context, and the
/// Concurrency runtime's `swift_task_getCurrent` looked up with `dlsym` (see
/// `ThreadContext.runningTaskIdentity`).
private let threadRuntime = ThreadRuntime()

/// See `threadRuntime`. The entry point's address is kept as an integer, so the value is `Sendable`
/// and shared by every thread.
private struct ThreadRuntime: Sendable {
    /// The key under which each thread keeps its `ThreadContext`.
    let contextKey: pthread_key_t
    /// `swift_task_getCurrent`'s address, or 0 when the process has no such symbol.
    private let currentTaskEntry: UInt

    init() {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            #if canImport(Darwin)
            Unmanaged<ThreadContext>.fromOpaque(raw).release()
            #else
            if let raw { Unmanaged<ThreadContext>.fromOpaque(raw).release() }
            #endif
        }
        contextKey = key
        #if canImport(Darwin)
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)   // RTLD_DEFAULT
        #else
        let everywhere: UnsafeMutableRawPointer? = nil               // RTLD_DEFAULT
        #endif
        currentTaskEntry = UInt(bitPattern: dlsym(everywhere, "swift_task_getCurrent"))
    }

    /// `ThreadContext.runningTaskIdentity` (see there).
    @inline(__always)
    var runningTaskIdentity: Int {
        if let entry = UnsafeRawPointer(bitPattern: currentTaskEntry) {
            let getCurrent = unsafeBitCast(entry, to: (@convention(c) () -> UnsafeRawPointer?).self)
            return Int(bitPattern: getCurrent())
        }
        return withUnsafeCurrentTask { task in
            withUnsafeBytes(of: task) { bytes in
                if bytes.count == MemoryLayout<Int>.size { return bytes.load(as: Int.self) }
                switch task {
                case .none: return 0
                case .some(let running): return running.hashValue == 0 ? 1 : running.hashValue
                }
            }
        }
    }
}
