import Foundation

/// Which background image of a bar button item: a state, a style (`nil`: any) and bar metrics, or the back button's.
struct BarButtonBackgroundKey: Hashable {
    let state: UInt
    let style: BarButtonItem.Style?
    let metrics: BarMetrics
    let isBackButton: Bool
}

// `UIBarButtonItem`'s background images (iOS 5–6 customisation, still in the API). Stored: ViewTree draws no item
// backgrounds. Each getter returns what its setter stored for exactly that key, `nil` by default (xamarin-macios
// `tests/monotouch-test/UIKit/BarButtonItemTest.cs`, `BackgroundImage` and `BackButtonBackgroundImage`, run on devices).
extension BarButtonItem {
    /// `setBackgroundImage(_:for:barMetrics:)`: the background for a state, whatever the style (`nil` removes it).
    public func setBackgroundImage(_ backgroundImage: Image?, for state: Control.State, barMetrics: BarMetrics) {
        backgroundImagesByKey[key(state, nil, barMetrics, back: false)] = backgroundImage
    }

    /// `backgroundImage(for:barMetrics:)`.
    public func backgroundImage(for state: Control.State, barMetrics: BarMetrics) -> Image? {
        backgroundImagesByKey[key(state, nil, barMetrics, back: false)]
    }

    /// `setBackgroundImage(_:for:style:barMetrics:)` (iOS 6): the background for a state and a style.
    public func setBackgroundImage(_ backgroundImage: Image?, for state: Control.State, style: Style, barMetrics: BarMetrics) {
        backgroundImagesByKey[key(state, style, barMetrics, back: false)] = backgroundImage
    }

    /// `backgroundImage(for:style:barMetrics:)` (iOS 6).
    public func backgroundImage(for state: Control.State, style: Style, barMetrics: BarMetrics) -> Image? {
        backgroundImagesByKey[key(state, style, barMetrics, back: false)]
    }

    /// `setBackButtonBackgroundImage(_:for:barMetrics:)`: the background when the item is a back button.
    public func setBackButtonBackgroundImage(_ backgroundImage: Image?, for state: Control.State, barMetrics: BarMetrics) {
        backgroundImagesByKey[key(state, nil, barMetrics, back: true)] = backgroundImage
    }

    /// `backButtonBackgroundImage(for:barMetrics:)`.
    public func backButtonBackgroundImage(for state: Control.State, barMetrics: BarMetrics) -> Image? {
        backgroundImagesByKey[key(state, nil, barMetrics, back: true)]
    }

    private func key(_ state: Control.State, _ style: Style?, _ metrics: BarMetrics, back: Bool) -> BarButtonBackgroundKey {
        BarButtonBackgroundKey(state: state.rawValue, style: style, metrics: metrics, isBackButton: back)
    }
}
