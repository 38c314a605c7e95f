import Foundation

/// The images a control keeps per state (and bar metrics) for UIKit's `set…Image(_:for:)` and `…Image(for:)` pairs
/// that ViewTree stores without drawing (a slider's thumb and tracks, a stepper's and a segmented control's
/// backgrounds). A state without an image of its own reads `.normal`'s, as `UIButton.image(for:)` does.
struct ControlStateImages {
    private struct Key: Hashable {
        let state: UInt
        let metrics: BarMetrics
    }

    private var images: [Key: Image] = [:]

    /// The image for `state` and `metrics`: its own, else `.normal`'s. Setting `nil` removes the state's own.
    subscript(state: Control.State, metrics: BarMetrics = .default) -> Image? {
        get {
            images[Key(state: state.rawValue, metrics: metrics)]
                ?? images[Key(state: Control.State.normal.rawValue, metrics: metrics)]
        }
        set { images[Key(state: state.rawValue, metrics: metrics)] = newValue }
    }
}
