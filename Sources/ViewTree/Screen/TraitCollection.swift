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
    /// The light appearance.
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
    /// `userInterfaceIdiom`: the world's device's (phone or pad) in a window, `.unspecified` in no window.
    public var userInterfaceIdiom: Device.Idiom = .unspecified
    /// `userInterfaceLevel` (iOS 13): `.base` in a window of an iOS 13+ world (see `UserInterfaceLevel`).
    public var userInterfaceLevel: UserInterfaceLevel = .unspecified
    /// `accessibilityContrast` (iOS 13): `.normal` in a window of an iOS 13+ world.
    public var accessibilityContrast: AccessibilityContrast = .unspecified
    /// `legibilityWeight` (iOS 13): `.regular` in a window of an iOS 13+ world.
    public var legibilityWeight: LegibilityWeight = .unspecified
    /// The app's own traits (`TraitDefinition` types), read with `traits[SomeTrait.self]`.
    var customTraits = CustomTraitValues()

    /// Creates a trait collection that specifies the traits given (the others unspecified): UIKit's
    /// `init(horizontalSizeClass:)`, `init(userInterfaceIdiom:)`, `init(preferredContentSizeCategory:)`, … in one.
    public init(horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UserInterfaceSizeClass = .unspecified,
                userInterfaceStyle: UserInterfaceStyle = .unspecified, displayScale: CGFloat = 0,
                preferredContentSizeCategory: ContentSizeCategory = .unspecified,
                layoutDirection: TraitEnvironmentLayoutDirection = .unspecified,
                userInterfaceIdiom: Device.Idiom = .unspecified,
                userInterfaceLevel: UserInterfaceLevel = .unspecified,
                accessibilityContrast: AccessibilityContrast = .unspecified,
                legibilityWeight: LegibilityWeight = .unspecified) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.userInterfaceIdiom = userInterfaceIdiom
        self.userInterfaceLevel = userInterfaceLevel
        self.accessibilityContrast = accessibilityContrast
        self.legibilityWeight = legibilityWeight
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
        // Profiles have no version number; iOS 13 is the release whose indicators became private views, so that
        // field tells the eras of the iOS 13 traits apart.
        let iOS13 = world.profile.indicatorKind == .privateView
        return TraitCollection(
            horizontalSizeClass: size.width >= regularWidthMinimum ? .regular : .compact,
            verticalSizeClass: size.height >= regularHeightMinimum ? .regular : .compact,
            userInterfaceStyle: iOS13 ? .light : .unspecified,
            displayScale: world.pixelScale,
            preferredContentSizeCategory: contentSizeCategory ?? world.preferredContentSizeCategory,
            layoutDirection: .leftToRight,
            userInterfaceIdiom: world.screen.device.idiom,
            userInterfaceLevel: iOS13 ? .base : .unspecified,
            accessibilityContrast: iOS13 ? .normal : .unspecified,
            legibilityWeight: iOS13 ? .regular : .unspecified)
    }

    /// `hasDifferentColorAppearance(comparedTo:)` (iOS 13): whether colours would resolve differently: a trait
    /// that affects colour appearance differs (the appearance, the level, the contrast, or a custom trait whose
    /// `affectsColorAppearance` is `true`).
    public func hasDifferentColorAppearance(comparedTo traitCollection: TraitCollection?) -> Bool {
        let other = traitCollection ?? TraitCollection()
        return userInterfaceStyle != other.userInterfaceStyle || userInterfaceLevel != other.userInterfaceLevel
            || accessibilityContrast != other.accessibilityContrast
            || customTraits.differsInColorAppearance(from: other.customTraits)
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
    /// tells the eras apart), the profile's screen scale and the device's idiom, with the overrides of this view,
    /// its ancestors and their controllers applied top-down (`traitOverrides`, `overrideUserInterfaceStyle`,
    /// `setOverrideTraitCollection(_:forChild:)`). A view in no window has `.unspecified` everything but its
    /// overrides.
    public var traitCollection: TraitCollection { traits(inheriting: windowTraits) }

    /// `overrideUserInterfaceStyle` (iOS 13): the appearance this view and its subviews report in their
    /// `traitCollection` instead of the system's (`.unspecified`: none). Their layers show their dynamic colours in it
    /// at once (`Core/View+DynamicColors.swift`); `traitCollectionDidChange(_:)` follows at the next trait update, as a
    /// trait override's change does (`traitOverrides`). Before iOS 13 (a profile without the iOS 13 traits) it changes
    /// nothing: the style stays `.unspecified`.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { extras?.overrideUserInterfaceStyle ?? .unspecified }
        set {
            if newValue == (extras?.overrideUserInterfaceStyle ?? .unspecified) { return }
            TraitUpdateSnapshot.recordingChange(below: self, in: simulation) {
                layoutExtras.overrideUserInterfaceStyle = newValue
            }
        }
    }

    /// The traits of the window this view is in, before any override (unspecified in no window).
    var windowTraits: TraitCollection {
        guard let window, let world = simulation else { return TraitCollection() }
        return TraitCollection.of(windowSize: window.bounds.size, in: world)
    }

    /// This view's traits if its window's were `base`: the overrides along the way from the window down to this
    /// view, applied in that order, so that the nearest wins.
    func traits(inheriting base: TraitCollection) -> TraitCollection {
        var overriding: [View] = []
        var current: View? = self
        while let view = current {
            if view.mayOverrideTraits { overriding.append(view) }
            current = view.storedSuperview
        }
        var traits = base
        for view in overriding.reversed() { view.applyOwnTraitOverrides(to: &traits) }
        return traits
    }
}


extension ViewController {
    /// `traitCollection`: its view's traits once the view is loaded and in a window (unspecified before). A controller
    /// being presented whose view is not in the window yet (while its presentation controller's
    /// `presentationTransitionWillBegin()` lays out, as Simplenote's card does from
    /// `presentedViewController.traitCollection`) has its presenter's traits, with its own overrides: UIKit's traits flow
    /// down the controller hierarchy, presented controllers included (UITraitCollection documentation, "the trait
    /// environment hierarchy": window scene → window → presentation controller → view controller → view).
    public var traitCollection: TraitCollection {
        if let view = viewIfLoaded, view.window != nil || presentationPhase != .presenting { return view.traitCollection }
        if presentationPhase == .presenting, let presenter = storedPresenting {
            var traits = presenter.traitCollection
            applyOwnTraitOverrides(to: &traits)
            return traits
        }
        if let view = viewIfLoaded { return view.traitCollection }
        var traits = TraitCollection()
        applyOwnTraitOverrides(to: &traits)
        return traits
    }
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

    /// Tells the window's views and their controllers whose traits changed that they did, when the window's own
    /// traits were `previous` before: each controller before its view, parents before children (the order in which
    /// UIKit propagates traits down the window's hierarchy). An environment whose overrides hide the change hears
    /// nothing.
    func noteTraitsChanged(from previous: TraitCollection) {
        var stack: [View] = [self]
        while let view = stack.popLast() {
            let before = view.traits(inheriting: previous)
            if let controller = view.viewControllerForNext as? ViewController {
                if let presentation = controller.storedPresentationController, presentation.managesCustomPresentation {
                    TraitUpdateSnapshot.deliver(to: presentation, previous: before)
                }
                TraitUpdateSnapshot.deliver(to: controller, previous: before)
            }
            TraitUpdateSnapshot.deliver(to: view, previous: before)
            stack.append(contentsOf: view.subviews.reversed())
        }
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
