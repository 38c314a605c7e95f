import Foundation

// Trait collections (`UITraitCollection`): the size classes, appearance and scale a view is shown with, derived
// from its window and its world's profile, and `traitCollectionDidChange(_:)` when a window's size crosses a
// size-class threshold.

/// `UIUserInterfaceSizeClass`: how much room a view has along an axis.
public enum UserInterfaceSizeClass: Int, Sendable, Hashable {
    /// Not known (the view is in no window).
    case unspecified = 0
    /// Little room: an iPhone's width, or its height in landscape.
    case compact = 1
    /// Plenty of room: an iPad, or an iPhone's height in portrait.
    case regular = 2
}

/// `UIUserInterfaceStyle`: light or dark appearance.
public enum UserInterfaceStyle: Int, Sendable, Hashable {
    /// Before iOS 13, and for a view in no window.
    case unspecified = 0
    /// The light appearance (ViewTree has no dark one).
    case light = 1
    /// The dark appearance.
    case dark = 2
}

/// `UITraitCollection`: the size classes, appearance, scale and text size a view is shown with.
public struct TraitCollection: Sendable, Hashable {
    /// The horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass
    /// Light or dark (`.unspecified` before iOS 13).
    public var userInterfaceStyle: UserInterfaceStyle
    /// Points to pixels: the world's profile's screen scale, 0 in no window.
    public var displayScale: CGFloat
    /// The user's text size: the world's `Simulation.preferredContentSizeCategory` in a window, `.unspecified` in
    /// no window. A change is a trait change (`traitCollectionDidChange(_:)`).
    public var preferredContentSizeCategory: ContentSizeCategory
    /// `layoutDirection` (iOS 10): the app's layout direction in a window (left to right: ViewTree's app
    /// language is), `.unspecified` in no window. A view's own `semanticContentAttribute` does not change it
    /// (`effectiveUserInterfaceLayoutDirection` tells that), as in UIKit.
    public var layoutDirection: TraitEnvironmentLayoutDirection = .unspecified
    /// `userInterfaceLevel` (iOS 13): `.base` in a window, `.unspecified` in none; `.elevated` only through
    /// `traitOverrides` (UIKit also elevates presented sheets and popovers; ViewTree does not).
    public var userInterfaceLevel: UserInterfaceLevel = .unspecified

    /// Creates a trait collection; `TraitCollection(preferredContentSizeCategory:)` is UIKit's
    /// `init(preferredContentSizeCategory:)`.
    public init(horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UserInterfaceSizeClass = .unspecified,
                userInterfaceStyle: UserInterfaceStyle = .unspecified, displayScale: CGFloat = 0,
                preferredContentSizeCategory: ContentSizeCategory = .unspecified,
                userInterfaceLevel: UserInterfaceLevel = .unspecified) {
        self.userInterfaceLevel = userInterfaceLevel
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// The narrowest window that is regular horizontally: an iPad's 768-pt portrait width (iPhones,
    /// up to 428 pt wide in portrait and 926 pt in landscape, are compact except the Plus/Max phones in
    /// landscape, which this rule treats as compact too).
    public static let regularWidthMinimum: CGFloat = 768
    /// The shortest window that is regular vertically: iPhones in landscape (at most 428 pt high) are
    /// compact; every portrait iPhone (at least 480 pt high) and every iPad are regular.
    public static let regularHeightMinimum: CGFloat = 480

    /// The traits of a window of `size` in `world`, with the world's content size category unless another is
    /// given (the previous one, when it changes).
    static func of(windowSize size: CGSize, in world: Simulation,
                   contentSizeCategory: ContentSizeCategory? = nil) -> TraitCollection {
        TraitCollection(
            horizontalSizeClass: size.width >= regularWidthMinimum ? .regular : .compact,
            verticalSizeClass: size.height >= regularHeightMinimum ? .regular : .compact,
            userInterfaceStyle: world.profile.indicatorKind == .privateView ? .light : .unspecified,
            displayScale: world.pixelScale,
            preferredContentSizeCategory: contentSizeCategory ?? world.preferredContentSizeCategory)
    }

    /// `hasDifferentColorAppearance(comparedTo:)` (iOS 13): whether colours would resolve differently, i.e. the
    /// appearance (light or dark) or the level (base or elevated) differs (both are among UIKit's
    /// `systemTraitsAffectingColorAppearance`). ViewTree has no contrast trait.
    public func hasDifferentColorAppearance(comparedTo traitCollection: TraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
            || userInterfaceLevel != (traitCollection?.userInterfaceLevel ?? .unspecified)
    }
}

/// `UITraitEnvironment`: what has a trait collection and hears when it changes (views and view controllers).
public protocol TraitEnvironment: AnyObject {
    /// The traits it is shown with.
    var traitCollection: TraitCollection { get }
    /// Called when the traits changed, with the previous ones.
    func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}

extension View {
    /// `traitCollection`: the size classes from the window's size (see `TraitCollection`'s
    /// thresholds), `.light` appearance on an iOS 13+ profile (`.unspecified` before: profiles have no
    /// version number, and iOS 13 is the release whose indicators became private views, so that field
    /// tells the eras apart), and the profile's screen scale. A view in no window has `.unspecified`
    /// everything.
    /// `.base` level. `traitOverrides` of the view, its ancestors and their controllers apply last, in a window or not.
    public var traitCollection: TraitCollection {
        guard let window, let world = simulation else {
            var traits = TraitCollection()
            applyTraitOverrides(to: &traits)
            return traits
        }
        var traits = TraitCollection.of(windowSize: window.bounds.size, in: world)
        traits.layoutDirection = .leftToRight
        traits.userInterfaceLevel = .base
        if traits.userInterfaceStyle != .unspecified, let style = overriddenUserInterfaceStyle { traits.userInterfaceStyle = style }
        applyTraitOverrides(to: &traits)
        return traits
    }

    /// `overrideUserInterfaceStyle` (iOS 13): the appearance this view and its subviews report in their
    /// `traitCollection` instead of the system's (`.unspecified`: none). ViewTree's colours have one (light)
    /// appearance, so it changes what code reads, not a colour; `traitCollectionDidChange(_:)` is not sent for it.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { extras?.overrideUserInterfaceStyle ?? .unspecified }
        set {
            if newValue == .unspecified, extras == nil { return }
            layoutExtras.overrideUserInterfaceStyle = newValue
        }
    }

    /// The nearest override of the appearance: this view's or an ancestor's, or that of the controller whose
    /// root view it is (UIKit passes a controller's override to its view and its children).
    private var overriddenUserInterfaceStyle: UserInterfaceStyle? {
        nearestInSuperviews { view in
            if let style = view.extras?.overrideUserInterfaceStyle, style != .unspecified { return style }
            if let controller = view.extras?.viewControllerForNext as? ViewController,
               controller.overrideUserInterfaceStyle != .unspecified {
                return controller.overrideUserInterfaceStyle
            }
            return nil
        }
    }
}


extension ViewController {
    /// `traitCollection`: its view's traits once the view is loaded and in a window (unspecified before).
    public var traitCollection: TraitCollection { viewIfLoaded?.traitCollection ?? TraitCollection() }
}

extension View: TraitEnvironment {}
extension ViewController: TraitEnvironment {}

extension Window {
    /// A window whose size crosses a size-class threshold (a rotation, a resize) tells its views and their
    /// controllers that the traits changed, with the previous traits (see `noteTraitsChanged(from:)`).
    func noteTraitsMayHaveChanged(fromSize oldSize: CGSize) {
        guard let world = simulation else { return }
        let previous = TraitCollection.of(windowSize: oldSize, in: world)
        guard previous != TraitCollection.of(windowSize: bounds.size, in: world) else { return }
        noteTraitsChanged(from: previous)
    }

    /// Tells the window's views and their controllers that the traits changed from `previous`: each controller
    /// before its view, parents before children (ours: the order in which UIKit propagates traits down the
    /// window's hierarchy).
    func noteTraitsChanged(from previous: TraitCollection) {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            view.noteOwnTraitsChanged(from: previous)
            stack.append(contentsOf: view.subviews.reversed())
        }
    }
}

extension View {
    /// Tells the controller whose view this is (its custom presentation controller first), then this view, that the
    /// traits changed from `previous`.
    func noteOwnTraitsChanged(from previous: TraitCollection) {
        if let controller = viewControllerForNext as? ViewController {
            if let presentation = controller.storedPresentationController, presentation.managesCustomPresentation {
                presentation.traitCollectionDidChange(previous)
            }
            controller.traitCollectionDidChange(previous)
            controller.notifyTraitRegistrations(from: previous)
        }
        traitCollectionDidChange(previous)
        notifyTraitRegistrations(from: previous)
    }
}

/// `UITraitEnvironmentLayoutDirection`, with UIKit's raw values.
public enum TraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    /// `.unspecified` (-1).
    case unspecified = -1
    /// `.leftToRight`.
    case leftToRight = 0
    /// `.rightToLeft`.
    case rightToLeft = 1
}

extension Screen {
    /// `traitCollection`: the traits of a window filling this screen in the current world (`Simulation.current`,
    /// whose screen this is); unspecified traits otherwise.
    public var traitCollection: TraitCollection {
        guard let world = Simulation.current, world.screen === self else { return TraitCollection() }
        return TraitCollection.of(windowSize: bounds.size, in: world)
    }
}

extension TraitCollection {
    /// `UITraitCollection.current` (iOS 13): the traits in effect where code runs — ViewTree's are the current
    /// world's screen's (UIKit sets them to a view's own while it draws or lays out); unspecified with no world.
    public static var current: TraitCollection { Simulation.current?.screen.traitCollection ?? TraitCollection() }
}
