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
    private var storedFrameRateRange = FrameRateRange.default

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

    /// `preferredFrameRateRange` (iOS 15): the rates the link accepts. Default `.default` (no preference: the
    /// display's rate). The link is called at its `preferred` rate, else its `maximum`, as
    /// `preferredFramesPerSecond` would be (the display's factor nearest to it); 0 is the display's rate. A range
    /// with a NaN, infinite or negative rate, a minimum above its maximum, or a preferred rate outside it is
    /// rejected with a diagnostic (Core Animation raises on one) and the previous range kept.
    public var preferredFrameRateRange: FrameRateRange {
        get { storedFrameRateRange }
        set {
            if let problem = newValue.problem {
                let diagnostic = Diagnostic(code: .invalidValue, subject: "CADisplayLink",
                                            message: "preferredFrameRateRange \(newValue) \(problem); it stays \(storedFrameRateRange)")
                diagnostic.report(in: Simulation.current)
                return
            }
            storedFrameRateRange = newValue
            // A rate beyond any display's is the display's own (the stride is 1 from the display rate up).
            preferredFramesPerSecond = Int(min((newValue.preferred ?? newValue.maximum).rounded(), FrameRateRange.largestRate))
        }
    }

    /// `timestamp`: the time of the frame being delivered (world time, as `CACurrentMediaTime()`).
    public var timestamp: TimeInterval { link?.timestamp ?? 0 }
    /// `targetTimestamp`: the time of the next frame.
    public var targetTimestamp: TimeInterval { link?.targetTimestamp ?? 0 }
    /// `duration`: seconds between display frames.
    public var duration: TimeInterval { link?.duration ?? 0 }
}

/// `CAFrameRateRange` (iOS 15): the frame rates an animation or display link accepts, in frames per second.
public struct FrameRateRange: Hashable, Sendable, CustomStringConvertible {
    /// `minimum`.
    public var minimum: Float
    /// `maximum` (0: no limit).
    public var maximum: Float
    /// `preferred` (`nil`: no preference).
    public var preferred: Float?

    /// `init()`: all zero, no preference (`CAFrameRateRangeDefault`).
    public init() { self.init(minimum: 0, maximum: 0, preferred: nil) }

    /// `init(minimum:maximum:preferred:)`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The largest rate passed on as `preferredFramesPerSecond` (a rate above every display's means the display's;
    /// the bound only keeps the conversion to `Int` in range).
    static let largestRate: Float = 1_000_000

    /// `.default`: no preference, minimum and maximum 0 (`CAFrameRateRangeDefault`): the display's rate.
    public static let `default` = FrameRateRange()

    /// `isEqual(to:)` (`CAFrameRateRangeIsEqualToRange`).
    public func isEqual(to range: FrameRateRange) -> Bool { self == range }

    /// `{minimum, maximum, preferred}`.
    public var description: String { "{\(minimum), \(maximum), \(preferred.map { "\($0)" } ?? "none")}" }

    /// Why Core Animation would refuse the range, or `nil` when it is valid (the default is valid).
    var problem: String? {
        let rates = [minimum, maximum] + (preferred.map { [$0] } ?? [])
        if rates.contains(where: { !$0.isFinite || $0 < 0 }) { return "has a rate that is not a finite, non-negative number" }
        if maximum > 0, minimum > maximum { return "has its minimum above its maximum" }
        if let preferred, preferred > 0, preferred < minimum || (maximum > 0 && preferred > maximum) {
            return "prefers a rate outside it"
        }
        return nil
    }
}
