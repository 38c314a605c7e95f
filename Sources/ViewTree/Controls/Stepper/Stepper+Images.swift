import Foundation

// The stepper's background images (stored; ViewTree draws no pixels). Xamarin's device-run suite
// (xamarin-macios tests/monotouch-test/UIKit/StepperTest.cs, BackgroundImage) sets `nil` for a state.

extension Stepper {
    /// `setBackgroundImage(_:for:)`: the background in a state; `nil` removes the state's.
    public func setBackgroundImage(_ image: Image?, for state: State) { backgroundImages[state] = image }
    /// `backgroundImage(for:)`: the state's background image, else `.normal`'s; `nil` by default.
    public func backgroundImage(for state: State) -> Image? { backgroundImages[state] }
}
