/// A problem ViewTree noticed and handled instead of corrupting the tree or crashing.
///
/// UIKit mostly ignores bad input silently or throws an Objective-C exception; ViewTree keeps the
/// previous state and records one of these in the world (`Simulation.diagnostics`) so that a test
/// can read what happened, to which view, and why.
public struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
    /// What kind of problem this is: stable, for tests to match on.
    public enum Code: String, Sendable, Equatable, CaseIterable {
        /// A view was asked to become a subview of itself or of one of its descendants.
        case hierarchyCycle
        /// A geometry value (frame, bounds, center, size, offset) had a NaN or infinite component.
        case nonFiniteGeometry
        /// An index passed to a hierarchy method was out of range.
        case indexOutOfRange
        /// A sibling passed to `insertSubview(_:aboveSubview:)` / `belowSubview:` is not a subview.
        case notASubview
        /// A view joined a tree that belongs to another world.
        case worldMismatch
        /// `layoutSubviews` kept requesting layout; the pass was stopped.
        case layoutLoop
        /// A run-loop request could not be honoured (negative/NaN time, re-entrant run, no progress).
        case runLoop
        /// An animation request was malformed (NaN or negative duration or delay).
        case animation
        /// A category could not be installed or removed.
        case category
        /// A value was out of its valid range and was clamped or rejected.
        case invalidValue
        /// Auto Layout could not satisfy the required constraints.
        case unsatisfiableConstraints
        /// A view-controller request could not be honoured (a containment cycle, presenting from a controller
        /// that already presents, pushing a controller already on a stack, a transition already running).
        case viewController
    }

    /// The kind of problem.
    public let code: Code
    /// The view concerned, as `ClassName#id` (or a short description when there is none).
    public let subject: String
    /// A sentence that says what was asked, and why it was rejected or changed.
    public let message: String

    /// Creates a diagnostic.
    public init(code: Code, subject: String, message: String) {
        self.code = code
        self.subject = subject
        self.message = message
    }

    /// `[code] subject: message`.
    public var description: String { "[\(code.rawValue)] \(subject): \(message)" }
}
