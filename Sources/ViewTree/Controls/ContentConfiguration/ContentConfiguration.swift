import Foundation

// iOS 14's content configurations: `UIContentConfiguration`, `UIContentView`, `UIConfigurationState`, and the
// `contentConfiguration` of cells (TableViewCell+ContentConfiguration.swift).

/// `UIConfigurationState`: what a configuration is updated for.
public protocol ConfigurationState {
    /// `traitCollection`.
    var traitCollection: TraitCollection { get }
}

/// `UICellConfigurationState`: a cell's state (the flags UIKit's `UIViewConfigurationState` and
/// `UICellConfigurationState` have).
public struct CellConfigurationState: ConfigurationState {
    public var traitCollection: TraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false
    public var isExpanded = false
    /// The custom states set through the subscript.
    private var customStates: [ConfigurationStateCustomKey: AnyHashable] = [:]

    /// `init(traitCollection:)`.
    public init(traitCollection: TraitCollection) { self.traitCollection = traitCollection }

    /// A custom state of your own (`state[.isArchived] = true`), as a cell's `configurationState` override adds
    /// it; `nil` when not set.
    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

/// `UIConfigurationStateCustomKey`: the key of a custom configuration state.
public struct ConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// `init(rawValue:)`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// `init(_:)`: `UIConfigurationStateCustomKey("com.example.archived")`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// `UIContentConfiguration`: a value that describes a content view and makes it.
public protocol ContentConfiguration {
    /// `makeContentView()`.
    func makeContentView() -> View & ContentView
    /// `updated(for:)`: the configuration for a state (a cell's selection, highlight, …).
    func updated(for state: ConfigurationState) -> Self
}

/// `UIContentView`: a view that shows a content configuration.
public protocol ContentView: AnyObject {
    /// `configuration`: setting it updates the view.
    var configuration: ContentConfiguration { get set }
    /// `supports(_:)`: whether the view can show `configuration` (then a cell reuses it rather than make a
    /// new one). The default answers whether it is of the same type as the current one.
    func supports(_ configuration: ContentConfiguration) -> Bool
}

extension ContentView {
    public func supports(_ configuration: ContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The content configuration of a cell or header: the view it made fills the cell's `contentView` (UIKit makes
/// the configuration's view the cell's content view itself; ViewTree's `contentView` is a constant, so the
/// configuration's view is its only subview-filling child).
final class ContentConfigurationHost {
    var configuration: ContentConfiguration?
    weak var shown: View?

    /// Shows `configuration` in `container` through `host`, made on first use.
    static func apply(_ configuration: ContentConfiguration?, to host: inout ContentConfigurationHost?, in container: View) {
        let made = host ?? ContentConfigurationHost()
        host = made
        made.apply(configuration, in: container)
    }

    /// Shows `configuration` in `container`: the view already shown takes it when it supports it, else a new
    /// view replaces it.
    func apply(_ configuration: ContentConfiguration?, in container: View) {
        self.configuration = configuration
        guard let configuration else {
            shown?.removeFromSuperview()
            shown = nil
            return
        }
        if let current = shown, let contentView = current as? ContentView, contentView.supports(configuration) {
            contentView.configuration = configuration
            return
        }
        shown?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
        shown = view
    }
}
