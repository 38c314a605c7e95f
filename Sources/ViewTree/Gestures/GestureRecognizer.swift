import Foundation

/// A gesture recognizer: ViewTree's `UIGestureRecognizer`.
///
/// Attach one to a view with `View.addGestureRecognizer(_:)`. The window delivers each touch to the
/// recognizers of the touched view and of its ancestors *before* the view (UIKit's rule), and the
/// recognizers' states decide what the view then sees: a recognizer that recognizes cancels the
/// view's touches (`cancelsTouchesInView`), and may hold them back while it decides
/// (`delaysTouchesBegan`, `delaysTouchesEnded`).
///
/// The state machine is UIKit's: a discrete gesture goes `possible → recognized` (`.ended`) or
/// `possible → failed`; a continuous one `possible → began → changed … → ended` (or `cancelled`), or
/// `possible → failed`. After a final state, once its touches are lifted, the recognizer is `reset()`
/// to `possible`. A subclass drives it by setting `state` from its `touches…` overrides, as a
/// `UIGestureRecognizerSubclass` does; an invalid transition is rejected with an `.invalidValue`
/// diagnostic and the state is kept.
///
/// Actions are typed method references (`addTarget(self, action: Self.handlePan)`) or closures
/// (`addAction { recognizer in … }`): they run for `began`, `changed`, `ended`/`recognized` and
/// `cancelled`, never for `failed`.
open class GestureRecognizer {
    /// `UIGestureRecognizer.State`.
    public enum State: Int, Sendable, Equatable, CustomStringConvertible {
        /// Not recognized yet: the default.
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended (`recognized` is the same state for discrete gestures).
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The gesture failed.
        case failed

        /// A discrete gesture was recognized: the same as `.ended`, as in UIKit.
        public static let recognized = State.ended

        /// `possible`, `began`, …
        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    // MARK: State (see GestureRecognizer+StateMachine.swift)

    var storedState: State = .possible
    /// A recognition waiting for the recognizers this one requires to fail.
    var pendingState: State?
    /// The touches this recognizer tracks, in the order they began.
    var trackedTouches: [Touch] = []
    /// The recognizers that must fail before this one may recognize (`require(toFail:)`); weak.
    var failureRequirements: [WeakGestureRecognizer] = []
    /// Timers a subclass started; invalidated on reset.
    var timers: [VirtualTimer] = []
    /// The window whose delivery tracks this recognizer (weak).
    weak var deliveringWindow: Window?

    /// The current state. Subclasses set it from their `touches…` overrides (as
    /// `UIGestureRecognizerSubclass.h` allows); the setter runs UIKit's rules: the delegate's
    /// `gestureRecognizerShouldBegin`, failure requirements, preventing other recognizers, cancelling
    /// the view's touches and sending the actions.
    public var state: State {
        get { storedState }
        set { requestTransition(to: newValue) }
    }

    /// The view the recognizer is attached to (weak: the view owns its recognizers).
    public internal(set) weak var view: View?

    /// The delegate (weak, as in UIKit).
    public weak var delegate: GestureRecognizerDelegate?

    /// Whether the recognizer receives touches. Disabling it while it tracks a gesture cancels a
    /// begun gesture and fails a possible one. Default `true`.
    public var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            switch storedState {
            case .began, .changed: requestTransition(to: .cancelled)
            case .possible where !trackedTouches.isEmpty: requestTransition(to: .failed)
            default: break
            }
        }
    }

    /// Whether the view's touches are cancelled when the gesture is recognized (UIKit's default `true`).
    public var cancelsTouchesInView = true
    /// Whether touches in the began phase are held back from the view while the recognizer is still
    /// `possible` (UIKit's default `false`).
    public var delaysTouchesBegan = false
    /// Whether touches in the ended phase are held back from the view while the recognizer is still
    /// `possible` (UIKit's default `true`): a double-tap recognizer keeps the first tap's end from
    /// the view until it fails, and the view gets `touchesCancelled` if it recognizes.
    public var delaysTouchesEnded = true

    /// A name for debugging.
    public var name: String?

    /// The targets and actions, called in the order they were added.
    var targetActions: [TargetAction] = []
    /// The closure actions, called after the targets, in the order they were added.
    var closureActions: [(GestureRecognizer) -> Void] = []

    /// Creates a recognizer with no action: `init(target: nil, action: nil)`. A convenience initialiser, as UIKit's
    /// (UIGestureRecognizer.h declares `- (instancetype)init;` without `NS_DESIGNATED_INITIALIZER`), so it runs a
    /// subclass's override of `init(target:action:)`, and so do the typed `init(target:action:)` forms built on it.
    public convenience init() {
        self.init(target: nil, action: nil)
    }

    /// `init(target:action:)` with a `Selector` (or `nil`, `nil`: a recognizer with no action yet, UIKit code
    /// adding its targets later). UIKit's only designated initialiser (`initWithTarget:action:` is
    /// `NS_DESIGNATED_INITIALIZER` in UIGestureRecognizer.h), so a subclass's own initialiser can call
    /// `super.init(target: target, action: action)` as Signal-iOS's `DirectionalPanGestureRecognizer` does, and a
    /// subclass that overrides it (raywenderlich.com's knob recognizer sets one finger there) inherits every
    /// convenience initialiser, the method-reference ones included, which then run its override. Linux Swift cannot
    /// perform a selector: the pair is kept (see `addTarget(_:action:)` with a `Selector`) and each action it would
    /// have sent reports `.invalidValue`; the recognizer itself recognizes as usual.
    public init(target: Any?, action: Selector?) {
        if let target, let action { addTarget(target, action: action) }
    }

    /// Whether the gesture is continuous (began, changed…, ended) rather than discrete (recognized
    /// once). Library subclasses override it.
    var isContinuous: Bool { false }

    /// The library's own say before the delegate's `gestureRecognizerShouldBegin`: UIKit makes a
    /// scroll view the delegate of its own pan and vetoes scrolling there (content touches that may
    /// not be cancelled); ViewTree leaves `delegate` to the user and asks this instead. Default `true`.
    func libraryShouldBegin() -> Bool { true }

    // MARK: Override points (UIGestureRecognizerSubclass)

    /// New touches began. The default does nothing; subclasses decide the state here.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Touches ended.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Touches were cancelled.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

    /// Called after the recognizer reached a final state and its touches ended, before it returns to
    /// `possible`. Subclasses clear their tracking here and call super.
    open func reset() {}

    /// Whether this recognizer, recognizing, may prevent `preventedGestureRecognizer`. Default `true`.
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing, may prevent this one. Default `true`.
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }

    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail (a subclass's
    /// `require(toFail:)`). Default `false`.
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` must wait for this one to fail. Default `false`.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// The location of the gesture in `view`'s coordinates (the window's when `nil`): the centroid of
    /// the tracked touches. Subclasses may override it (a tap reports where it began).
    open func location(in view: View?) -> CGPoint {
        let down = trackedTouches.filter(\.isDown)
        let touches = down.isEmpty ? trackedTouches : down
        guard !touches.isEmpty else { return .zero }
        var sum = CGPoint.zero
        for t in touches {
            let p = t.location(in: view)
            sum.x += p.x
            sum.y += p.y
        }
        let n = CGFloat(touches.count)
        return CGPoint(x: sum.x / n, y: sum.y / n)
    }
}

/// A weak reference to a recognizer (failure requirements do not own the other recognizer).
struct WeakGestureRecognizer {
    weak var recognizer: GestureRecognizer?
}
