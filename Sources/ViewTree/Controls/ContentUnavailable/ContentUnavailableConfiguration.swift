import Foundation

// iOS 17's content-unavailable configurations (`UIContentUnavailableConfiguration`): a description of an empty state
// (an image, a text, a secondary text, up to two buttons) that a view controller shows over its view
// (`contentUnavailableConfiguration`, ViewController+ContentUnavailable.swift) or a `ContentUnavailableView` shows.

/// `UIContentUnavailableConfigurationState` (iOS 17): what a content-unavailable configuration is updated for.
public struct ContentUnavailableConfigurationState: ConfigurationState, Hashable {
    /// `traitCollection`.
    public var traitCollection: TraitCollection
    /// `searchText`: the text of the view controller's search controller's search bar, `nil` with none.
    public var searchText: String?

    /// `init(traitCollection:)`.
    public init(traitCollection: TraitCollection) { self.traitCollection = traitCollection }
}

/// `UIContentUnavailableConfiguration` (iOS 17): an empty state's content. `.empty()` has nothing; `.loading()`
/// shows a spinning activity indicator; `.search()` says no results were found, naming the search text once
/// updated for a state that has some. Fonts, colours and spacing are ours (named constants below), from iOS 17
/// screenshots; ViewTree draws no pixels.
public struct ContentUnavailableConfiguration: ContentConfiguration {
    /// `UIContentUnavailableConfiguration.TextProperties`: as a list configuration's.
    public typealias TextProperties = ListContentConfiguration.TextProperties
    /// `UIContentUnavailableConfiguration.ImageProperties`: as a list configuration's.
    public typealias ImageProperties = ListContentConfiguration.ImageProperties

    /// `UIContentUnavailableConfiguration.ButtonProperties`: what a button does besides its configuration.
    public struct ButtonProperties {
        /// `primaryAction`: performed when the button is tapped.
        public var primaryAction: Action?
        /// `menu`: shown when the button is tapped (with no primary action).
        public var menu: Menu?
        /// `isEnabled`. Default `true`.
        public var isEnabled = true
        /// No action, no menu, enabled.
        public init() {}
    }

    /// `UIContentUnavailableConfiguration.Alignment`, with UIKit's raw values.
    public enum Alignment: Int, Sendable, Hashable {
        /// `.center`: the content centred (the default).
        case center = 0
        /// `.natural`: the content along the leading edge.
        case natural = 1
    }

    /// The kind of empty state a factory made.
    enum Kind: Sendable, Hashable { case empty, loading, search }
    let kind: Kind

    /// `image`.
    public var image: Image?
    /// `imageProperties`.
    public var imageProperties = ImageProperties()
    /// `text`: the primary text (`attributedText` wins when set).
    public var text: String?
    /// `attributedText`.
    public var attributedText: NSAttributedString?
    /// `textProperties`: `title2`, `label` colour, centred.
    public var textProperties: TextProperties
    /// `secondaryText` (`secondaryAttributedText` wins when set).
    public var secondaryText: String?
    /// `secondaryAttributedText`.
    public var secondaryAttributedText: NSAttributedString?
    /// `secondaryTextProperties`: `body`, `secondaryLabel` colour, centred.
    public var secondaryTextProperties: TextProperties
    /// `button`: a plain button; shown when it has a title or an image.
    public var button = Button.Configuration.plain()
    /// `buttonProperties`.
    public var buttonProperties = ButtonProperties()
    /// `secondaryButton`: a plain button below the first; shown when it has a title or an image.
    public var secondaryButton = Button.Configuration.plain()
    /// `secondaryButtonProperties`.
    public var secondaryButtonProperties = ButtonProperties()
    /// `alignment`. Default `.center`.
    public var alignment = Alignment.center
    /// `directionalLayoutMargins`: around the content. Default `defaultMargins`.
    public var directionalLayoutMargins = ContentUnavailableConfiguration.defaultMargins
    /// `axesPreservingSuperviewLayoutMargins`. Default both. Kept.
    public var axesPreservingSuperviewLayoutMargins: Axis = .both
    /// `imageToTextPadding`. Default `defaultPadding`.
    public var imageToTextPadding = ContentUnavailableConfiguration.defaultPadding
    /// `textToSecondaryTextPadding`. Default `defaultTextPadding`.
    public var textToSecondaryTextPadding = ContentUnavailableConfiguration.defaultTextPadding
    /// `textToButtonPadding`. Default `defaultPadding`.
    public var textToButtonPadding = ContentUnavailableConfiguration.defaultPadding
    /// `buttonToSecondaryButtonPadding`. Default `defaultTextPadding`.
    public var buttonToSecondaryButtonPadding = ContentUnavailableConfiguration.defaultTextPadding
    /// `background`: the view's background. Default clear.
    public var background = BackgroundConfiguration.clear()

    /// The margins around the content: 20 pt on every side (ours, from iOS 17 screenshots).
    public static let defaultMargins = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    /// The space between the image and the text, and between the texts and the buttons: 16 pt (ours).
    public static let defaultPadding: CGFloat = 16
    /// The space between the texts and between the buttons: 8 pt (ours).
    public static let defaultTextPadding: CGFloat = 8
    /// `search()`'s text: "No Results" (iOS 17's English string, also SwiftUI's `ContentUnavailableView.search`).
    public static let searchText = "No Results"
    /// `search()`'s secondary text: "Check the spelling or try a new search." (as `searchText`).
    public static let searchSecondaryText = "Check the spelling or try a new search."

    init(kind: Kind) {
        self.kind = kind
        textProperties = TextProperties(font: .preferredFont(forTextStyle: .title2), color: ListContentConfiguration.textColor)
        textProperties.alignment = .center
        secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .body),
                                                 color: ListContentConfiguration.secondaryTextColor)
        secondaryTextProperties.alignment = .center
    }

    /// `empty()`: no content; fill it in.
    public static func empty() -> ContentUnavailableConfiguration { ContentUnavailableConfiguration(kind: .empty) }

    /// `loading()`: a spinning activity indicator, no text.
    public static func loading() -> ContentUnavailableConfiguration { ContentUnavailableConfiguration(kind: .loading) }

    /// `search()`: a magnifying glass, `searchText` and `searchSecondaryText`; updated for a state with search text,
    /// the text names it (`No Results for “query”`).
    public static func search() -> ContentUnavailableConfiguration {
        var made = ContentUnavailableConfiguration(kind: .search)
        made.image = Image(systemName: "magnifyingglass")
        made.text = searchText
        made.secondaryText = searchSecondaryText
        return made
    }

    /// Whether it shows an activity indicator (`loading()`).
    public var showsActivityIndicator: Bool { kind == .loading }

    /// `makeContentView()`: a `ContentUnavailableView`.
    public func makeContentView() -> View & ContentView { ContentUnavailableView(configuration: self) }

    /// `updated(for:)`: a `search()` configuration names a content-unavailable state's non-empty search text;
    /// every other configuration is unchanged.
    public func updated(for state: ConfigurationState) -> ContentUnavailableConfiguration {
        guard kind == .search, text == Self.searchText || text?.hasPrefix(Self.searchText + " for ") == true,
              let query = (state as? ContentUnavailableConfigurationState)?.searchText, !query.isEmpty else { return self }
        var updated = self
        updated.text = "\(Self.searchText) for \u{201C}\(query)\u{201D}"
        return updated
    }

    /// The primary text as shown.
    var shownText: String? { attributedText?.string ?? text }
    /// The secondary text as shown.
    var shownSecondaryText: String? { secondaryAttributedText?.string ?? secondaryText }
}
