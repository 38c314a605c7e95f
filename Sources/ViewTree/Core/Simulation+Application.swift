import Foundation

/// What a world knows of its app, as `UIApplication` shows it: the app delegate, the URLs the app asked to open,
/// its scenes, its run state and its small flags (badge, idle timer). `UIApplication.shared` (ViewTreeUIKit) is
/// a view of this record, so everything it remembers lives in the world and two worlds never share it.
public final class ApplicationRecord {
    /// `UIApplication.State` (UIApplication.h values).
    public enum State: Int, Sendable, Hashable {
        /// In the foreground and receiving events.
        case active = 0
        /// In the foreground, not receiving events (launching, or interrupted).
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// The app delegate, held strongly as UIKit's application holds the delegate `UIApplicationMain` made (the
    /// delegate usually owns the window; nothing here refers back to the world strongly).
    public var delegate: AnyObject?
    /// `applicationState`: `.active` once launched; before, `.inactive` as during launch.
    public var state: State = .inactive
    /// Every URL the app asked `UIApplication.open(_:options:completionHandler:)` to open, oldest first.
    public private(set) var openedURLs: [URL] = []
    /// The URL schemes `canOpenURL(_:)` answers `true` for: those a device always has an app for (web, phone,
    /// mail, messages, FaceTime, maps, the Settings URL). A test adds a scheme to stand for an installed app.
    public var openableURLSchemes: Set<String> = ApplicationRecord.systemURLSchemes
    /// Every image `UIImageWriteToSavedPhotosAlbum` saved (ViewTreeUIKit), oldest first: a simulated
    /// world has no photo library, so a test asks here what the app saved.
    public private(set) var savedPhotos: [Image] = []

    /// Records an image the app saved to the photo library (`UIImageWriteToSavedPhotosAlbum`).
    public func recordSavedPhoto(_ image: Image) { savedPhotos.append(image) }
    /// `applicationIconBadgeNumber`.
    public var applicationIconBadgeNumber = 0
    /// `isIdleTimerDisabled`.
    public var isIdleTimerDisabled = false
    /// `isNetworkActivityIndicatorVisible` (deprecated in iOS 13; stored).
    public var isNetworkActivityIndicatorVisible = false
    /// `UIApplication.shortcutItems`: the dynamic Home Screen quick actions, `nil` until the app sets them
    /// (**ours**: UIKit documents no initial value). Immutable copies of what was set: the items "are instances
    /// of the UIApplicationShortcutItem class, and are therefore immutable" (`shortcutItems` documentation), so
    /// changing a mutable item after setting it changes nothing registered.
    public var shortcutItems: [ApplicationShortcutItem]? {
        get { storedShortcutItems }
        set { storedShortcutItems = newValue?.map { $0.copy() } }
    }
    private var storedShortcutItems: [ApplicationShortcutItem]?
    /// The static quick actions of the app's Info.plist (`UIApplicationShortcutItems`): a test sets them to stand
    /// for the built app's. Shown before the dynamic ones (`displayedQuickActions`).
    public var staticShortcutItems: [ApplicationShortcutItem] = []
    /// The world's `UIApplication` object (ViewTreeUIKit makes it on the first read of `UIApplication.shared` and keeps
    /// it here, so the app is one object per world, as UIKit's singleton is: observers that filter notifications by
    /// `object: UIApplication.shared` receive the ones the application posts). `nil` until made.
    public var applicationObject: AnyObject?
    /// The world's `UIDevice` object (ViewTreeUIKit's `UIDevice.current`, kept as `applicationObject` is). `nil` until made.
    public var deviceObject: AnyObject?

    /// The names of the app's alternate icons, the keys of `CFBundleIcons` › `CFBundleAlternateIcons` in its
    /// Info.plist: a test sets them to stand for the built app's. `UIApplication.setAlternateIconName(_:completionHandler:)`
    /// accepts only these (and `nil`, the primary icon). Empty by default (an app declares none unless it opts in).
    public var alternateIconNames: Set<String> = []
    /// The iPad's own list, `CFBundleIcons~ipad` › `CFBundleAlternateIcons`: when set, an iPad world looks names up
    /// here rather than in `alternateIconNames` (an Info.plist key with the `~ipad` suffix replaces the plain key on
    /// iPad). `nil` by default: an iPad uses `alternateIconNames`.
    public var padAlternateIconNames: Set<String>?
    /// `UIApplication.alternateIconName`: the alternate icon the Home Screen shows, `nil` for the primary icon.
    public var alternateIconName: String?
    /// Each icon change the system confirmed to the user ("You have changed the icon for …"), oldest first: the new
    /// name, `nil` for the primary icon. A test reads here what the user was shown.
    public var iconChangeAlerts: [String?] = []

    /// How many screenshots the user took (`Simulation.takeScreenshot()`, ViewTreeUIKit).
    public var screenshotsTaken = 0

    /// `UIDevice.isProximityMonitoringEnabled` as the app set it (ViewTreeUIKit keeps it `false` on a device without a
    /// proximity sensor).
    public var isProximityMonitoringEnabled = false
    /// Whether something covers the proximity sensor (the user's ear): a test sets it
    /// (`Simulation.isProximitySensorCovered`, ViewTreeUIKit).
    public var isProximitySensorCovered = false

    /// `UIBackgroundRefreshStatus`, with UIKit's raw values.
    public enum BackgroundRefreshStatus: Int, Sendable, Hashable {
        /// Background refresh is off for this app and the user cannot turn it on (parental controls, a profile).
        case restricted = 0
        /// The user turned background refresh off, for this app or for every app.
        case denied = 1
        /// The app may refresh its content in the background.
        case available = 2
    }
    /// `UIApplication.backgroundRefreshStatus`: `.available` until a test plays the user turning Background App Refresh
    /// off (`Simulation.backgroundRefreshStatus`, ViewTreeUIKit).
    public var backgroundRefreshStatus: BackgroundRefreshStatus = .available

    /// Whether the device has a passcode, so that its protected files are locked while it is (**ours**: `true`, as on
    /// the devices that ask for one when set up; a test turns it off).
    public var deviceHasPasscode = true
    /// Whether the device is locked (`Simulation.lockDevice()` / `unlockDevice()`, ViewTreeUIKit).
    public var isDeviceLocked = false

    /// How many times the app called `registerForRemoteNotifications()`.
    public internal(set) var remoteNotificationRegistrations = 0
    /// The scenes connected (UIKit's `connectedScenes`), in connection order; the objects are ViewTreeUIKit's
    /// `UIScene`s (held strongly, as UIKit keeps a connected scene until it disconnects).
    public var connectedScenes: [AnyObject] = []
    /// How many times `beginIgnoringInteractionEvents` was called more than `endIgnoringInteractionEvents`.
    public var ignoringInteractionEventsDepth = 0
    /// The shared print controller (`PrintInteractionController.shared`), made on first use.
    var printing: PrintInteractionController?
    /// The shared edit menu (`MenuController.shared`), made on first use.
    var menuController: MenuController?
    /// The haptics played (`FeedbackGenerator.swift`), made on first use.
    var feedback: FeedbackRecord?
    /// The background tasks begun (`BackgroundTasks.swift`), made on first use.
    var backgroundTaskRecord: BackgroundTaskRecord?
    /// The `appearance()` proxies of the bar classes (`AppearanceProxy.swift`), made on first use.
    var appearanceProxies: AppearanceProxyRecord?
    /// The controls' appearance proxies (`Controls/Appearance/ViewAppearance.swift`), oldest first.
    var viewAppearanceProxies: [ViewAppearanceEntry] = []
    /// The accessibility notifications posted (`Accessibility.swift`), and the settings read.
    var accessibilityPosts: [Accessibility.Post] = []
    var accessibilitySettings = Accessibility.Settings()
    /// The Apple Pencil settings (`PencilInteraction.swift`).
    var pencilPreferences = PencilPreferences()
    /// The spelling dictionaries and learned words (`TextChecker.swift`), made on first use.
    var spelling: SpellingRecord?

    /// The schemes a device can always open: `http`, `https`, `tel`, `telprompt`, `mailto`, `sms`, `facetime`,
    /// `facetime-audio`, `maps` and `app-settings` (`UIApplication.openSettingsURLString`). Source: Apple's
    /// "Apple URL Scheme Reference" (the schemes of the built-in apps) and `openSettingsURLString`'s
    /// documentation.
    public static let systemURLSchemes: Set<String> = [
        "http", "https", "tel", "telprompt", "mailto", "sms", "facetime", "facetime-audio", "maps", "app-settings",
    ]

    /// An empty record (a world makes its own; one made here belongs to no world).
    public init() {}

    /// Whether `url` can be opened: its scheme is one of `openableURLSchemes` (compared without case).
    public func canOpen(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return openableURLSchemes.contains(scheme)
    }

    /// Records that the app opened `url` (when it can be opened) and says whether it was.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        guard canOpen(url) else { return false }
        openedURLs.append(url)
        return true
    }

    /// Counts one `registerForRemoteNotifications()`.
    public func noteRemoteNotificationRegistration() { remoteNotificationRegistrations += 1 }
}

extension Simulation {
    /// The world's app record (made on first use): what `UIApplication.shared` shows and remembers.
    public var application: ApplicationRecord {
        if let record = applicationStorage { return record }
        let record = ApplicationRecord()
        applicationStorage = record
        return record
    }
}
