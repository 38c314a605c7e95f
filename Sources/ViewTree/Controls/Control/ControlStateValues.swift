import Foundation

/// What a control keeps per state (and bar metrics) for UIKit's `set…(_:for:)` and `…(for:)` pairs: a button's
/// titles, title colours and images, a slider's thumb and track images, a stepper's and a segmented control's
/// backgrounds. A state without a value of its own reads `.normal`'s ("If a title is not specified for a state,
/// the default is to use the title associated with the normal state", Apple's documentation of
/// `UIButton.title(for:)`; the same for the images).
struct ControlStateValues<Value> {
    private struct Key: Hashable {
        let state: UInt
        let metrics: BarMetrics
    }

    private var values: [Key: Value] = [:]

    /// The value for `state` and `metrics`: its own, else `.normal`'s. Setting `nil` removes the state's own.
    subscript(state: Control.State, metrics: BarMetrics = .default) -> Value? {
        get {
            values[Key(state: state.rawValue, metrics: metrics)]
                ?? values[Key(state: Control.State.normal.rawValue, metrics: metrics)]
        }
        set { values[Key(state: state.rawValue, metrics: metrics)] = newValue }
    }

    /// Whether no state has a value of its own.
    var isEmpty: Bool { values.isEmpty }
}

/// Values by a pair of control states and bar metrics: the divider images of a segmented control or a stepper
/// (`setDividerImage(_:forLeftSegmentState:rightSegmentState:…)`). A pair without its own value reads the
/// normal/normal pair's (**ours**, as `ControlStateValues` falls back to `.normal`; UIKit does not document it).
struct ControlStatePairValues<Value> {
    private struct Key: Hashable {
        let left: UInt
        let right: UInt
        let metrics: BarMetrics
    }

    private var values: [Key: Value] = [:]

    /// The value for the pair and `metrics`: its own, else the normal/normal pair's. Setting `nil` removes the pair's own.
    subscript(left: Control.State, right: Control.State, metrics: BarMetrics = .default) -> Value? {
        get {
            values[Key(left: left.rawValue, right: right.rawValue, metrics: metrics)]
                ?? values[Key(left: Control.State.normal.rawValue, right: Control.State.normal.rawValue, metrics: metrics)]
        }
        set { values[Key(left: left.rawValue, right: right.rawValue, metrics: metrics)] = newValue }
    }
}
