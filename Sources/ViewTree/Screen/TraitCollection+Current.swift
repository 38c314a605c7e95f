import Foundation

// `UITraitCollection.current` (iOS 13): the traits code running now should use — what a dynamic colour resolves
// with when its components are read. Per thread, as UIKit's is (a thread-local in UIKit; ViewTree's `ThreadContext`),
// never process-wide: two tests on two threads never see each other's.

/// What `TraitCollection.current` is on a thread while something set it.
enum CurrentTraits {
    /// While UIKit calls one of an environment's methods (`layoutSubviews()`, `draw(_:)`, `traitCollectionDidChange(_:)`,
    /// …): its traits, read when asked (so a call that reads none costs no trait computation).
    case environment(any TraitEnvironment)
    /// Set by the app (`current = …`, `performAsCurrent(_:)`), for the task that set it (an async test resumes on
    /// whatever thread the pool picks; another test's setting on that thread is not its own).
    case set(TraitCollection, task: Int)
}

extension TraitCollection {
    /// `UITraitCollection.current` (iOS 13): the traits in effect where code runs. UIKit sets it to a view's (or view
    /// controller's) own traits while it calls `layoutSubviews()`, `draw(_:)`, `updateConstraints()`,
    /// `tintColorDidChange()` and `traitCollectionDidChange(_:)`, and a controller's `viewWillLayoutSubviews()`,
    /// `viewDidLayoutSubviews()`, `updateViewConstraints()` and `traitCollectionDidChange(_:)` (Apple, "Supporting Dark
    /// Mode in Your Interface"); ViewTree does the same. Anywhere else it is what the app set (`current = …` or
    /// `performAsCurrent(_:)`), or else the current world's screen's traits (unspecified with no world). Per thread.
    public static var current: TraitCollection {
        get {
            switch ThreadContext.current.currentTraits {
            case .environment(let environment): return environment.traitCollection
            case .set(let traits, let task) where task == ThreadContext.runningTaskIdentity: return traits
            default: return Simulation.current?.screen.traitCollection ?? TraitCollection()
            }
        }
        set { ThreadContext.current.currentTraits = .set(newValue, task: ThreadContext.runningTaskIdentity) }
    }

    /// `performAsCurrent(_:)` (iOS 14): runs `actions` with `current` set to this collection, then restores it.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let context = ThreadContext.current
        let saved = context.currentTraits
        context.currentTraits = .set(self, task: ThreadContext.runningTaskIdentity)
        defer { context.currentTraits = saved }
        try actions()
    }
}

extension ThreadContext {
    /// Runs `body` with `TraitCollection.current` the traits of `environment`, as UIKit runs the methods it names
    /// (see `TraitCollection.current`), and restores the previous value after.
    func withCurrentTraits<Result>(of environment: any TraitEnvironment, _ body: () throws -> Result) rethrows -> Result {
        let saved = currentTraits
        currentTraits = .environment(environment)
        defer { currentTraits = saved }
        return try body()
    }
}
