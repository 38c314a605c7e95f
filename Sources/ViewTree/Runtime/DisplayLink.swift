import Foundation

/// `CADisplayLink`: a target called on every display frame of the world's virtual clock, once added to a run
/// loop. It runs on a `VirtualDisplayLink` of the world current when `add(to:forMode:)` is called (the
/// `RunLoop` and mode are accepted, as UIKit code passes `.main` and `.default`/`.common`: every link of a world
/// fires on its run loop's frames). As in Core Animation, the link holds its target strongly until
/// `invalidate()`. `#selector` needs Objective-C: the action is a method reference,
/// `CADisplayLink(target: self, selector: Counter.step)` for `func step()` or `func step(_ link: CADisplayLink)`.
public final class DisplayLink {
    private var target: AnyObject?
    private let fire: (AnyObject, DisplayLink) -> Void
    private var link: VirtualDisplayLink?
    private var storedPreferredFramesPerSecond = 0
    private var storedIsPaused = false

    /// `init(target:selector:)` with a method that takes no argument.
    public init<Target: AnyObject>(target: Target, selector action: @escaping (Target) -> () -> Void) {
        self.target = target
        fire = { target, _ in if let target = target as? Target { action(target)() } }
    }

    /// `init(target:selector:)` with a method that takes the link.
    public init<Target: AnyObject>(target: Target, selector action: @escaping (Target) -> (DisplayLink) -> Void) {
        self.target = target
        fire = { target, link in if let target = target as? Target { action(target)(link) } }
    }

    /// `add(to:forMode:)`: starts calling the target on the current world's frames (the first frame after now).
    /// A second call does nothing; with no world current the link never fires.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard link == nil, target != nil, let world = Simulation.current else { return }
        let link = world.runLoop.displayLink { [weak self] _ in
            guard let self, let target = self.target else { return }
            self.fire(target, self)
        }
        link.preferredFramesPerSecond = storedPreferredFramesPerSecond
        link.isPaused = storedIsPaused
        self.link = link
    }

    /// `remove(from:forMode:)`: stops the callbacks (the link can be added again).
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        link?.invalidate()
        link = nil
    }

    /// `invalidate()`: stops for good and releases the target.
    public func invalidate() {
        link?.invalidate()
        link = nil
        target = nil
    }

    /// `isPaused`.
    public var isPaused: Bool {
        get { storedIsPaused }
        set {
            storedIsPaused = newValue
            link?.isPaused = newValue
        }
    }

    /// `preferredFramesPerSecond`; 0 (the default) is the display's rate.
    public var preferredFramesPerSecond: Int {
        get { storedPreferredFramesPerSecond }
        set {
            link?.preferredFramesPerSecond = newValue
            if newValue >= 0 { storedPreferredFramesPerSecond = newValue }
        }
    }

    /// `timestamp`: the time of the frame being delivered (world time, as `CACurrentMediaTime()`).
    public var timestamp: TimeInterval { link?.timestamp ?? 0 }
    /// `targetTimestamp`: the time of the next frame.
    public var targetTimestamp: TimeInterval { link?.targetTimestamp ?? 0 }
    /// `duration`: seconds between display frames.
    public var duration: TimeInterval { link?.duration ?? 0 }
}
