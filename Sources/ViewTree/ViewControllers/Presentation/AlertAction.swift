import Foundation

/// A button of an alert: ViewTree's `UIAlertAction`.
public final class AlertAction {
    /// `UIAlertAction.Style`.
    public enum Style: Int, Sendable { case `default`, cancel, destructive }

    /// The button's title.
    public let title: String?
    /// Default, cancel or destructive.
    public let style: Style
    /// Whether the button can be tapped. Default `true`.
    public var isEnabled = true
    let handler: ((AlertAction) -> Void)?

    // The private properties apps reach by key-value coding (AlertAction+KeyValueCoding.swift).
    /// `image`: shown at the leading side of the action's button.
    var image: Image?
    /// `titleTextAlignment`: an `NSTextAlignment` raw value; the title is centred until set.
    var titleTextAlignment = AlertAction.defaultTitleTextAlignment
    /// `titleTextColor`: the title's colour; the alert's tint when `nil`.
    var titleTextColor: Color?
    /// `imageTintColor`: the image's tint.
    var imageTintColor: Color?
    /// `checked`: the check mark of a chosen action.
    var checked = false

    /// `init()`: an action with no title, `.default`, no handler (NSObject's initializer, which UIKit leaves public;
    /// Xamarin's device-run `UIAlertControllerTest.InitWithNibNameTest` adds two such to an alert).
    public convenience init() { self.init(title: nil, style: .default) }

    /// `init(title:style:handler:)`. The handler runs after the alert is dismissed.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
