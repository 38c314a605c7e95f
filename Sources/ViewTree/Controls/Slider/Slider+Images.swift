import Foundation

// The slider's thumb and track images (stored; ViewTree draws no pixels). Xamarin's device-run suite
// (xamarin-macios tests/monotouch-test/UIKit/SliderTest.cs) reads them `nil` on a new slider, and an image set for
// `.normal` as the current one.

extension Slider {
    /// `setThumbImage(_:for:)`: the thumb's image in a state; `nil` removes the state's.
    public func setThumbImage(_ image: Image?, for state: State) { thumbImages[state] = image }
    /// `thumbImage(for:)`: the state's thumb image, else `.normal`'s; `nil` by default.
    public func thumbImage(for state: State) -> Image? { thumbImages[state] }
    /// `setMinimumTrackImage(_:for:)`: the track's image left of the thumb in a state.
    public func setMinimumTrackImage(_ image: Image?, for state: State) { minimumTrackImages[state] = image }
    /// `minimumTrackImage(for:)`: the state's image, else `.normal`'s; `nil` by default.
    public func minimumTrackImage(for state: State) -> Image? { minimumTrackImages[state] }
    /// `setMaximumTrackImage(_:for:)`: the track's image right of the thumb in a state.
    public func setMaximumTrackImage(_ image: Image?, for state: State) { maximumTrackImages[state] = image }
    /// `maximumTrackImage(for:)`: the state's image, else `.normal`'s; `nil` by default.
    public func maximumTrackImage(for state: State) -> Image? { maximumTrackImages[state] }

    /// `currentThumbImage`: the thumb image of the current `state`.
    public var currentThumbImage: Image? { thumbImage(for: state) }
    /// `currentMinimumTrackImage`: the minimum track image of the current `state`.
    public var currentMinimumTrackImage: Image? { minimumTrackImage(for: state) }
    /// `currentMaximumTrackImage`: the maximum track image of the current `state`.
    public var currentMaximumTrackImage: Image? { maximumTrackImage(for: state) }
}
