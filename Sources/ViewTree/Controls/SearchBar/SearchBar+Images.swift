import Foundation

// The search bar's customizable images: its background (per bar position and metrics, as a navigation bar's),
// the scope bar's background and the search field's background per control state. ViewTree draws none of
// them; they are kept, so that code setting and reading them runs (the common "no grey background" idiom sets
// `backgroundImage = UIImage()`).
extension SearchBar {
    /// `backgroundImage`: the bar's background for `.any` position and `.default` metrics; `nil` by default (the
    /// system background).
    public var backgroundImage: Image? {
        get { backgroundImage(for: .any, barMetrics: .default) }
        set { setBackgroundImage(newValue, for: .any, barMetrics: .default) }
    }

    /// `setBackgroundImage(_:for:barMetrics:)`.
    public func setBackgroundImage(_ backgroundImage: Image?, for barPosition: BarPosition, barMetrics: BarMetrics) {
        images.backgrounds[BarImageKey(position: barPosition, metrics: barMetrics)] = backgroundImage
    }

    /// `backgroundImage(for:barMetrics:)`: the image set for exactly that position and metrics.
    public func backgroundImage(for barPosition: BarPosition, barMetrics: BarMetrics) -> Image? {
        storedImages?.backgrounds[BarImageKey(position: barPosition, metrics: barMetrics)]
    }

    /// `scopeBarBackgroundImage`; `nil` by default.
    public var scopeBarBackgroundImage: Image? {
        get { storedImages?.scopeBarBackground }
        set { images.scopeBarBackground = newValue }
    }

    /// `setSearchFieldBackgroundImage(_:for:)`: the field's background in a control state.
    public func setSearchFieldBackgroundImage(_ backgroundImage: Image?, for state: Control.State) {
        images.searchFieldBackgrounds[state.rawValue] = backgroundImage
    }

    /// `searchFieldBackgroundImage(for:)`.
    public func searchFieldBackgroundImage(for state: Control.State) -> Image? {
        storedImages?.searchFieldBackgrounds[state.rawValue]
    }

    /// `setImage(_:for:state:)`: the image of one of the bar's icons in a state.
    public func setImage(_ iconImage: Image?, for icon: Icon, state: Control.State) {
        images.icons[IconKey(icon: icon, state: state.rawValue)] = iconImage
    }

    /// `image(for:state:)`.
    public func image(for icon: Icon, state: Control.State) -> Image? {
        storedImages?.icons[IconKey(icon: icon, state: state.rawValue)]
    }

    /// `UISearchBar.Icon`, with UIKit's raw values.
    public enum Icon: Int, Sendable, Hashable {
        /// The magnifying glass.
        case search = 0
        /// The clear button.
        case clear = 1
        /// The bookmark button.
        case bookmark = 2
        /// The results list button.
        case resultsList = 3
    }

    struct IconKey: Hashable {
        let icon: Icon
        let state: UInt
    }
}

/// What a search bar keeps of its customizable images (allocated when the first is set).
final class SearchBarImages {
    var backgrounds: [BarImageKey: Image] = [:]
    var scopeBarBackground: Image?
    var searchFieldBackgrounds: [UInt: Image] = [:]
    var icons: [SearchBar.IconKey: Image] = [:]
}
