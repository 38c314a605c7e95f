import Foundation

// The stepper's background, divider, increment and decrement images (stored; ViewTree draws no pixels). Xamarin's
// device-run suite (xamarin-macios tests/monotouch-test/UIKit/StepperTest.cs, BackgroundImage) sets `nil` for a state;
// Apple's UIKitCatalog (`StepperViewController.swift`, as in appium/ios-uicatalog) sets all four for a custom stepper.

extension Stepper {
    /// `setBackgroundImage(_:for:)`: the background in a state; `nil` removes the state's.
    public func setBackgroundImage(_ image: Image?, for state: State) { backgroundImages[state] = image }
    /// `backgroundImage(for:)`: the state's background image, else `.normal`'s; `nil` by default.
    public func backgroundImage(for state: State) -> Image? { backgroundImages[state] }

    /// `setDividerImage(_:forLeftSegmentState:rightSegmentState:)` (iOS 6): the image between the − and + halves for a
    /// combination of their states; `nil` removes the combination's.
    public func setDividerImage(_ image: Image?, forLeftSegmentState leftState: State, rightSegmentState rightState: State) {
        dividerImages[leftState, rightState] = image
    }
    /// `dividerImage(forLeftSegmentState:rightSegmentState:)`: the combination's image, else the normal/normal one's
    /// (**ours**); `nil` by default.
    public func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State) -> Image? {
        dividerImages[leftState, rightState]
    }
    /// `setIncrementImage(_:for:)` (iOS 6): the + glyph's image in a state (UIKit: "If you don't specify a custom
    /// image, a plus (+) glyph is used"); `nil` removes the state's.
    public func setIncrementImage(_ image: Image?, for state: State) { incrementImages[state] = image }
    /// `incrementImage(for:)`: the state's image, else `.normal`'s; `nil` until one is set (**ours**: UIKit's own
    /// plus glyph is not an image ViewTree returns).
    public func incrementImage(for state: State) -> Image? { incrementImages[state] }
    /// `setDecrementImage(_:for:)` (iOS 6): the − glyph's image in a state; `nil` removes the state's.
    public func setDecrementImage(_ image: Image?, for state: State) { decrementImages[state] = image }
    /// `decrementImage(for:)`: the state's image, else `.normal`'s; `nil` until one is set (**ours**, as the increment's).
    public func decrementImage(for state: State) -> Image? { decrementImages[state] }
}
