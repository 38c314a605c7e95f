import Foundation

/// `UIFeedbackGenerator` (iOS 10): haptics. A simulated device has no Taptic Engine, so a generator records what
/// it would have played in its world (`Simulation.playedFeedback`), which a test can check ("tapping Save plays
/// a success haptic").
open class FeedbackGenerator {
    /// The world the generator was made in (weak).
    public private(set) weak var simulation: Simulation?

    /// A generator in the current world.
    public init() { simulation = Simulation.current }

    /// `prepare()`: wakes the Taptic Engine; recorded as nothing.
    open func prepare() {}

    func record(_ feedback: Feedback) { simulation?.feedbackRecord.played.append(feedback) }

    /// One played feedback.
    public enum Feedback: Equatable, Sendable, CustomStringConvertible {
        /// An impact of a style, at an intensity (0…1).
        case impact(ImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        /// A notification (success, warning, error).
        case notification(NotificationFeedbackGenerator.FeedbackType)
        /// A selection change.
        case selection

        /// `impact(medium, 1)`, `notification(success)`, `selection`.
        public var description: String {
            switch self {
            case .impact(let style, let intensity): return "impact(\(style), \(UIKitFormat.number(intensity)))"
            case .notification(let type): return "notification(\(type))"
            case .selection: return "selection"
            }
        }
    }
}

/// `UIImpactFeedbackGenerator`.
open class ImpactFeedbackGenerator: FeedbackGenerator {
    /// `UIImpactFeedbackGenerator.FeedbackStyle` (UIFeedbackGenerator.h values).
    public enum FeedbackStyle: Int, Sendable, CustomStringConvertible {
        case light = 0, medium, heavy, soft, rigid
        /// The case's name.
        public var description: String { ["light", "medium", "heavy", "soft", "rigid"][rawValue] }
    }

    /// The style.
    public let style: FeedbackStyle

    /// `UIImpactFeedbackGenerator(style:)`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// `UIImpactFeedbackGenerator()`: medium, as UIKit's default.
    public convenience override init() { self.init(style: .medium) }

    /// `impactOccurred()`.
    open func impactOccurred() { record(.impact(style, intensity: 1)) }

    /// `impactOccurred(intensity:)` (iOS 13): intensity clamped to 0…1 (NaN: 1).
    open func impactOccurred(intensity: CGFloat) {
        record(.impact(style, intensity: intensity.isNaN ? 1 : min(1, max(0, intensity))))
    }
}

/// `UINotificationFeedbackGenerator`.
open class NotificationFeedbackGenerator: FeedbackGenerator {
    /// `UINotificationFeedbackGenerator.FeedbackType` (UIFeedbackGenerator.h values).
    public enum FeedbackType: Int, Sendable, CustomStringConvertible {
        case success = 0, warning, error
        /// The case's name.
        public var description: String { ["success", "warning", "error"][rawValue] }
    }

    /// `notificationOccurred(_:)`.
    open func notificationOccurred(_ notificationType: FeedbackType) { record(.notification(notificationType)) }
}

/// `UISelectionFeedbackGenerator`.
open class SelectionFeedbackGenerator: FeedbackGenerator {
    /// `selectionChanged()`.
    open func selectionChanged() { record(.selection) }
}

/// The feedback a world's generators played.
final class FeedbackRecord {
    var played: [FeedbackGenerator.Feedback] = []
}

extension Simulation {
    /// Every haptic the world's feedback generators played, oldest first.
    public var playedFeedback: [FeedbackGenerator.Feedback] { feedbackRecord.played }

    var feedbackRecord: FeedbackRecord {
        if let record = application.feedback { return record }
        let record = FeedbackRecord()
        application.feedback = record
        return record
    }
}
