import Foundation

/// `UISheetPresentationController` (iOS 15): the detents a sheet rests at. A sheet shows at its selected detent,
/// or its smallest one when none is selected (Apple's documentation of `selectedDetentIdentifier`: "If nil, the
/// sheet displays at the smallest detent"); changing the selection (or the detents) of a sheet on screen moves
/// its view at once (inside `animateChanges(_:)` too: no animation is simulated). A user's drag between detents
/// is not simulated.
public final class SheetPresentationController: PresentationController {
    /// `UISheetPresentationController.Detent`: a height a sheet can rest at.
    public final class Detent {
        /// `Detent.Identifier`: a detent's name.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public let rawValue: String
            /// Creates an identifier from its name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Creates an identifier from its name.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// `.medium`: the system's half-height detent (raw value as UIKit's, `com.apple.UIKit.medium`).
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// `.large`: the system's full-height detent (`com.apple.UIKit.large`).
            public static let large = Identifier("com.apple.UIKit.large")
        }

        /// `UISheetPresentationControllerDetentResolutionContext` (iOS 16): what a custom detent's resolver gets.
        public struct ResolutionContext: Sendable {
            /// `maximumDetentValue`: the height of the large detent.
            public let maximumDetentValue: CGFloat
            /// `containerTraitCollection`.
            public let containerTraitCollection: TraitCollection
        }

        /// The detent's identifier.
        public let identifier: Identifier
        private let resolver: (ResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (ResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// `.medium()`: about half the screen's height (Apple: "approximately half the height of the screen");
        /// ViewTree uses `SheetPresentationController.mediumDetentFraction` of the window's height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { _ in nil }   // resolved by `height(maximum:windowHeight:traits:)`
        }

        /// `.large()`: the full height of a sheet.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// `.custom(identifier:resolver:)` (iOS 16): the height the resolver returns (clamped to 0…the large
        /// detent's); a `nil` answer leaves the detent out. Without an identifier, a unique one is made.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (ResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom.\(UUID().uuidString)"), resolver: resolver)
        }

        /// The detent's height in a window of `windowHeight` whose large detent is `maximum` tall.
        func height(maximum: CGFloat, windowHeight: CGFloat, traits: TraitCollection) -> CGFloat? {
            if identifier == .medium { return min(maximum, (windowHeight * SheetPresentationController.mediumDetentFraction).rounded()) }
            let context = ResolutionContext(maximumDetentValue: maximum, containerTraitCollection: traits)
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(max(value, 0), maximum)
        }
    }

    /// The part of the window's height a `.medium()` sheet takes: one half (ours, from Apple's "approximately half
    /// the height of the screen").
    public static let mediumDetentFraction: CGFloat = 0.5

    /// `detents`; default `[.large()]` (UISheetPresentationController documentation). An empty array is kept as
    /// `[.large()]`, as UIKit treats it.
    public var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty { detents = [.large()] }
            sheetDidChange()
        }
    }
    /// `selectedDetentIdentifier`: the detent shown; `nil` for the smallest.
    public var selectedDetentIdentifier: Detent.Identifier? { didSet { sheetDidChange() } }
    /// `invalidateDetents()` (iOS 16): asks the custom detents' resolvers again and rests the sheet at the result.
    public func invalidateDetents() { sheetDidChange() }
    /// `largestUndimmedDetentIdentifier` (stored: the dimming is not changed).
    public var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// `prefersGrabberVisible`; default `false`. Stored.
    public var prefersGrabberVisible = false
    /// `preferredCornerRadius`; `nil` for the system's. Stored.
    public var preferredCornerRadius: CGFloat?
    /// `prefersScrollingExpandsWhenScrolledToEdge`; default `true`. Stored.
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// `prefersEdgeAttachedInCompactHeight`; default `false`. Stored.
    public var prefersEdgeAttachedInCompactHeight = false
    /// `widthFollowsPreferredContentSizeWhenEdgeAttached`; default `false`. Stored.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    override init(presentedViewController: ViewController) {
        super.init(presentedViewController: presentedViewController)
    }

    /// `animateChanges(_:)`: runs the changes (the sheet moves to its new detent at once).
    public func animateChanges(_ changes: () -> Void) { changes() }

    /// The height the sheet shows at, given the large detent's height.
    func shownHeight(maximum: CGFloat, windowHeight: CGFloat, traits: TraitCollection) -> CGFloat {
        let resolved = detents.compactMap { detent in
            detent.height(maximum: maximum, windowHeight: windowHeight, traits: traits).map { (detent.identifier, $0) }
        }
        if let selected = selectedDetentIdentifier, let match = resolved.first(where: { $0.0 == selected }) { return match.1 }
        return resolved.map(\.1).min() ?? maximum
    }

    /// Moves a sheet on screen to its detent.
    private func sheetDidChange() {
        guard let controller = presentedStorage, controller.presentationContainer != nil,
              let view = controller.storedView, let window = view.window,
              controller.resolvedPresentationStyle() == .pageSheet else { return }
        DropShadowView.mover(for: view).frame = controller.presentedFrame(style: .pageSheet, in: window)
    }
}

extension ViewController {
    /// `sheetPresentationController` (iOS 15): made on first use when the controller is presented as a sheet
    /// (`modalPresentationStyle` `.automatic`, `.pageSheet` or `.formSheet`); `nil` for other styles.
    public var sheetPresentationController: SheetPresentationController? {
        if let existing = storedSheet { return existing }
        switch modalPresentationStyle {
        case .automatic, .pageSheet, .formSheet: break
        default: return nil
        }
        let sheet = SheetPresentationController(presentedViewController: self)
        storedSheet = sheet
        return sheet
    }
}

/// `UISheetPresentationControllerDelegate` (iOS 15): the adaptive presentation delegate of a sheet, told when the
/// user drags the sheet to another detent. ViewTree's sheets are not dragged, so the method is called only by
/// `SheetPresentationController.userDidSelectDetent(_:)`, which plays that drag.
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    /// Nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController) {}
}

extension SheetPresentationController {
    /// Plays the user dragging the sheet to the detent `identifier`: selects it and tells the delegate, as UIKit
    /// does after a drag (a change made in code tells no one).
    public func userDidSelectDetent(_ identifier: Detent.Identifier) {
        guard selectedDetentIdentifier != identifier else { return }
        selectedDetentIdentifier = identifier
        (delegate as? SheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
}
