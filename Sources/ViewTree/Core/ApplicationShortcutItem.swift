import Foundation

/// `UIApplicationShortcutIcon` (iOS 9): the icon of a Home Screen quick action — one of the system's icons, an
/// image of the app's (`templateImageName`) or an SF Symbol (`systemImageName`, iOS 13). ViewTree draws no Home
/// Screen: the icon is kept for the test to read (`source`).
public final class ApplicationShortcutIcon: IdentityHashable {
    /// `UIApplicationShortcutIcon.IconType`, with the raw values of `UIApplicationShortcutItem.h` (declaration
    /// order from 0: compose … update).
    public enum IconType: Int, Sendable, CaseIterable {
        case compose = 0, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite,
             love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task,
             taskCompleted, alarm, bookmark, shuffle, audio, update
    }

    /// Where the icon's picture comes from.
    public enum Source: Equatable, Sendable {
        /// `init(type:)`: a system icon.
        case type(IconType)
        /// `init(templateImageName:)`: an image in the app's bundle, drawn as a template.
        case templateImageName(String)
        /// `init(systemImageName:)`: an SF Symbol.
        case systemImageName(String)
    }

    /// What the icon shows.
    public let source: Source

    /// `init(type:)`.
    public init(type: IconType) { source = .type(type) }
    /// `init(templateImageName:)`.
    public init(templateImageName: String) { source = .templateImageName(templateImageName) }
    /// `init(systemImageName:)` (iOS 13).
    public init(systemImageName: String) { source = .systemImageName(systemImageName) }
}

/// `UIApplicationShortcutItem` (iOS 9): a Home Screen quick action. Immutable, as UIKit's ("The quick actions
/// you've registered with your app object are immutable"); `MutableApplicationShortcutItem` is the mutable
/// kind, and `mutableCopy()` makes one. `userInfo` takes any values (UIKit's are `NSSecureCoding`, which Swift's
/// `String` and `Int` are not on Linux). Equal by identity, as an `NSObject`.
open class ApplicationShortcutItem: IdentityHashable {
    var typeStorage: String
    var titleStorage: String
    var subtitleStorage: String?
    var iconStorage: ApplicationShortcutIcon?
    var userInfoStorage: [String: Any]?
    var targetContentIdentifierStorage: Any?

    /// `init(type:localizedTitle:localizedSubtitle:icon:userInfo:)`.
    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: ApplicationShortcutIcon?,
                userInfo: [String: Any]? = nil) {
        typeStorage = type
        titleStorage = localizedTitle
        subtitleStorage = localizedSubtitle
        iconStorage = icon
        userInfoStorage = userInfo
    }

    /// `init(type:localizedTitle:)`: no subtitle, icon or user info.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }

    /// `type`: the app's identifier for the action (required).
    open var type: String { typeStorage }
    /// `localizedTitle` (required).
    open var localizedTitle: String { titleStorage }
    /// `localizedSubtitle`.
    open var localizedSubtitle: String? { subtitleStorage }
    /// `icon`.
    open var icon: ApplicationShortcutIcon? { iconStorage }
    /// `userInfo`.
    open var userInfo: [String: Any]? { userInfoStorage }
    /// `targetContentIdentifier` (iOS 13): which scene the action should go to; `nil` by default.
    open var targetContentIdentifier: Any? { targetContentIdentifierStorage }

    /// `copy()`: an immutable item with the same values (also from a mutable one).
    public func copy() -> ApplicationShortcutItem {
        let item = ApplicationShortcutItem(type: typeStorage, localizedTitle: titleStorage,
                                           localizedSubtitle: subtitleStorage, icon: iconStorage, userInfo: userInfoStorage)
        item.targetContentIdentifierStorage = targetContentIdentifierStorage
        return item
    }

    /// `mutableCopy()`: a `MutableApplicationShortcutItem` with the same values (typed `Any`, as in UIKit, so that
    /// `as? UIMutableApplicationShortcutItem` reads as in Apple's example).
    public func mutableCopy() -> Any {
        let item = MutableApplicationShortcutItem(type: typeStorage, localizedTitle: titleStorage,
                                                  localizedSubtitle: subtitleStorage, icon: iconStorage, userInfo: userInfoStorage)
        item.targetContentIdentifierStorage = targetContentIdentifierStorage
        return item
    }
}

/// `UIMutableApplicationShortcutItem`: a quick action whose values can change before it is registered.
open class MutableApplicationShortcutItem: ApplicationShortcutItem {
    /// `type`.
    open override var type: String {
        get { typeStorage }
        set { typeStorage = newValue }
    }
    /// `localizedTitle`.
    open override var localizedTitle: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }
    /// `localizedSubtitle`.
    open override var localizedSubtitle: String? {
        get { subtitleStorage }
        set { subtitleStorage = newValue }
    }
    /// `icon`.
    open override var icon: ApplicationShortcutIcon? {
        get { iconStorage }
        set { iconStorage = newValue }
    }
    /// `userInfo`.
    open override var userInfo: [String: Any]? {
        get { userInfoStorage }
        set { userInfoStorage = newValue }
    }
    /// `targetContentIdentifier`.
    open override var targetContentIdentifier: Any? {
        get { targetContentIdentifierStorage }
        set { targetContentIdentifierStorage = newValue }
    }
}

extension ApplicationRecord {
    /// How many quick actions the Home Screen shows for an app: four, static ones first ("iOS 9 displays up to
    /// four Home screen quick actions for your app. Within this limit, the system shows your static quick actions
    /// first", Apple's *Adopting 3D Touch on iPhone* guide).
    public static let maximumDisplayedQuickActions = 4

    /// The quick actions the Home Screen menu shows now: `staticShortcutItems`, then the dynamic `shortcutItems`,
    /// at most `maximumDisplayedQuickActions`.
    public var displayedQuickActions: [ApplicationShortcutItem] {
        Array((staticShortcutItems + (shortcutItems ?? [])).prefix(Self.maximumDisplayedQuickActions))
    }
}
