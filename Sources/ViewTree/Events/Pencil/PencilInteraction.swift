import Foundation

/// `UIPencilPreferredAction` (iOS 12.1): what the user chose, in Settings, for a double tap or a squeeze of
/// Apple Pencil, with UIPencilInteraction.h's raw values (`UIPencilPreferredActionIgnore = 0` … `RunSystemShortcut
/// = 6`, as the objc2-ui-kit bindings generated from the iOS 17.5 header list them).
public enum PencilPreferredAction: Int, Sendable, Hashable {
    /// No action, or pencil interactions are turned off in Accessibility settings.
    case ignore = 0
    /// Switch between the current tool and the eraser.
    case switchEraser = 1
    /// Switch between the current tool and the previous one.
    case switchPrevious = 2
    /// Show and hide the colour palette.
    case showColorPalette = 3
    /// Show the ink attributes palette (iOS 16).
    case showInkAttributes = 4
    /// Show the contextual palette (iOS 17.5).
    case showContextualPalette = 5
    /// Run the shortcut the user chose (iOS 17.5).
    case runSystemShortcut = 6
}

/// A world's Apple Pencil settings, as the Settings app keeps them (`simulation.pencilPreferences`).
public struct PencilPreferences: Sendable, Hashable {
    /// The double-tap action: by default `.switchEraser`, Settings' default for Apple Pencil (2nd generation)
    /// ("Switch between current tool and eraser", Apple Support, "Change Apple Pencil settings on iPad").
    public var tapAction: PencilPreferredAction = .switchEraser
    /// The squeeze action: by default `.showContextualPalette`, Settings' default for Apple Pencil Pro ("Show
    /// tool palette", same article).
    public var squeezeAction: PencilPreferredAction = .showContextualPalette
    /// "Only Draw with Apple Pencil": off by default.
    public var prefersPencilOnlyDrawing = false
    /// "Show Hover" tool preview (iOS 17.5): on by default (same article: hover is on unless turned off).
    public var prefersHoverToolPreview = true

    /// The settings of a new device.
    public init() {}
}

extension Simulation {
    /// The world's Apple Pencil settings: what `UIPencilInteraction.preferredTapAction` and its siblings answer.
    /// A test plays the user changing them in Settings.
    public var pencilPreferences: PencilPreferences {
        get { application.pencilPreferences }
        set { application.pencilPreferences = newValue }
    }
}

/// `UIPencilHoverPose` (iOS 17.5): where Apple Pencil hovers during a tap or squeeze.
public final class PencilHoverPose {
    /// `location`: in the interaction's view.
    public let location: CGPoint
    /// `zOffset`: the height above the screen, 0…1.
    public let zOffset: CGFloat
    /// `azimuthAngle`, in radians.
    public let azimuthAngle: CGFloat
    /// `azimuthUnitVector`.
    public let azimuthUnitVector: CGVector
    /// `altitudeAngle`, in radians.
    public let altitudeAngle: CGFloat
    /// `rollAngle`, in radians.
    public let rollAngle: CGFloat

    /// A pose at `location`; the angles default to a pencil held upright (`altitudeAngle` π/2).
    public init(location: CGPoint, zOffset: CGFloat = 0, azimuthAngle: CGFloat = 0, altitudeAngle: CGFloat = .pi / 2,
                rollAngle: CGFloat = 0) {
        self.location = location
        self.zOffset = zOffset
        self.azimuthAngle = azimuthAngle
        self.azimuthUnitVector = CGVector(dx: cos(azimuthAngle), dy: sin(azimuthAngle))
        self.altitudeAngle = altitudeAngle
        self.rollAngle = rollAngle
    }
}

/// `UIPencilInteractionDelegate`: told of double taps and squeezes. Every method is optional.
public protocol PencilInteractionDelegate: AnyObject {
    /// `pencilInteractionDidTap(_:)` (iOS 12.1; deprecated in 17.5): a double tap.
    func pencilInteractionDidTap(_ interaction: PencilInteraction)
    /// `pencilInteraction(_:didReceiveTap:)` (iOS 17.5): a double tap, with where the pencil hovered. Without
    /// this method, `pencilInteractionDidTap(_:)` is called instead, as on earlier systems.
    func pencilInteraction(_ interaction: PencilInteraction, didReceiveTap tap: PencilInteraction.Tap)
    /// `pencilInteraction(_:didReceiveSqueeze:)` (iOS 17.5): a squeeze, once per phase.
    func pencilInteraction(_ interaction: PencilInteraction, didReceiveSqueeze squeeze: PencilInteraction.Squeeze)
}

extension PencilInteractionDelegate {
    /// Without the method: nothing.
    public func pencilInteractionDidTap(_ interaction: PencilInteraction) {}
    /// Without the method: `pencilInteractionDidTap(_:)`.
    public func pencilInteraction(_ interaction: PencilInteraction, didReceiveTap tap: PencilInteraction.Tap) {
        pencilInteractionDidTap(interaction)
    }
    /// Without the method: nothing.
    public func pencilInteraction(_ interaction: PencilInteraction, didReceiveSqueeze squeeze: PencilInteraction.Squeeze) {}
}

/// ViewTree's `UIPencilInteraction` (iOS 12.1): tells its delegate when the user double-taps (or, on Apple
/// Pencil Pro, squeezes) the pencil while the view is in a window and visible ("if the interaction's view is
/// in a visible view hierarchy", UIPencilInteraction.h). A simulated world has no pencil: a test plays the user
/// with `doubleTap(hoverLocation:)` and `squeeze(hoverLocation:)`, and sets what the user chose in Settings
/// with `simulation.pencilPreferences`.
open class PencilInteraction: Interaction {
    /// `UIPencilInteraction.Tap` (iOS 17.5): one double tap.
    public final class Tap {
        /// `timestamp`: the world's time.
        public let timestamp: TimeInterval
        /// `hoverPose`: where the pencil hovered, `nil` when out of range.
        public let hoverPose: PencilHoverPose?
        init(timestamp: TimeInterval, hoverPose: PencilHoverPose?) {
            self.timestamp = timestamp
            self.hoverPose = hoverPose
        }
    }

    /// `UIPencilInteraction.Phase` (iOS 17.5), with UIKit's raw values.
    public enum Phase: Int, Sendable, Hashable {
        /// The squeeze began.
        case began = 0
        /// It changed.
        case changed = 1
        /// It ended: the moment to act, as Apple's sample code does.
        case ended = 2
        /// It was cancelled.
        case cancelled = 3
    }

    /// `UIPencilInteraction.Squeeze` (iOS 17.5): one phase of a squeeze.
    public final class Squeeze {
        /// `phase`.
        public let phase: Phase
        /// `timestamp`: the world's time.
        public let timestamp: TimeInterval
        /// `hoverPose`: where the pencil hovered, `nil` when out of range.
        public let hoverPose: PencilHoverPose?
        init(phase: Phase, timestamp: TimeInterval, hoverPose: PencilHoverPose?) {
            self.phase = phase
            self.timestamp = timestamp
            self.hoverPose = hoverPose
        }
    }

    /// `view`: the view the interaction was added to (weak).
    public private(set) weak var view: View?
    /// `delegate` (weak).
    open weak var delegate: PencilInteractionDelegate?
    /// `isEnabled`: whether the delegate is told. Default `true`.
    open var isEnabled = true

    /// `init()`.
    public init() {}
    /// `init(delegate:)` (iOS 17.5).
    public init(delegate: PencilInteractionDelegate) { self.delegate = delegate }

    /// `preferredTapAction` (class property): the current world's double-tap setting (`.switchEraser` with no
    /// world).
    open class var preferredTapAction: PencilPreferredAction { currentPreferences.tapAction }
    /// `preferredSqueezeAction` (class property, iOS 17.5): the current world's squeeze setting.
    open class var preferredSqueezeAction: PencilPreferredAction { currentPreferences.squeezeAction }
    /// `prefersPencilOnlyDrawing` (class property): the current world's "Only Draw with Apple Pencil".
    open class var prefersPencilOnlyDrawing: Bool { currentPreferences.prefersPencilOnlyDrawing }
    /// `prefersHoverToolPreview` (class property, iOS 17.5): the current world's "Show Hover".
    open class var prefersHoverToolPreview: Bool { currentPreferences.prefersHoverToolPreview }

    private static var currentPreferences: PencilPreferences { Simulation.current?.pencilPreferences ?? PencilPreferences() }

    /// `willMove(to:)`.
    open func willMove(to view: View?) {}
    /// `didMove(to:)`: the interaction now belongs to `view`.
    open func didMove(to view: View?) { self.view = view }

    /// Whether the delegate would be told now: enabled, on a view in a window, that view and its ancestors shown.
    public var canReceive: Bool {
        guard isEnabled, let view, view.window != nil else { return false }
        var current: View? = view
        while let shown = current {
            if shown.isHidden { return false }
            current = shown.superview
        }
        return true
    }

    /// Plays the user double-tapping the pencil (hovering at `hoverLocation` in the view, or out of range for
    /// `nil`): the delegate gets `pencilInteraction(_:didReceiveTap:)`. `false`, and nothing told, when the
    /// interaction cannot receive (see `canReceive`).
    @discardableResult
    open func doubleTap(hoverLocation: CGPoint? = nil) -> Bool {
        guard canReceive else { return false }
        let tap = Tap(timestamp: now, hoverPose: hoverLocation.map { PencilHoverPose(location: $0) })
        delegate?.pencilInteraction(self, didReceiveTap: tap)
        return true
    }

    /// Plays the user squeezing the pencil: the delegate gets `pencilInteraction(_:didReceiveSqueeze:)` for each
    /// of `phases` (a whole squeeze by default: `.began`, then `.ended`). `false`, and nothing told, when the
    /// interaction cannot receive.
    @discardableResult
    open func squeeze(hoverLocation: CGPoint? = nil, phases: [Phase] = [.began, .ended]) -> Bool {
        guard canReceive else { return false }
        let pose = hoverLocation.map { PencilHoverPose(location: $0) }
        for phase in phases {
            delegate?.pencilInteraction(self, didReceiveSqueeze: Squeeze(phase: phase, timestamp: now, hoverPose: pose))
        }
        return true
    }

    private var now: TimeInterval { view?.window?.simulation?.now ?? 0 }
}
