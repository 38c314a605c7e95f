import Foundation
import Synchronization

// Dynamic colours (iOS 13): a colour that is one colour per trait collection — `UIColor(dynamicProvider:)` and the
// system colours (`systemBackground`, `label`, …). It keeps what resolves it; `resolvedColor(with:)` resolves it, and
// reading its components (`getRed(_:green:blue:alpha:)`, `cgColor`, `red`) resolves it with
// `TraitCollection.current`, as UIKit does ("If you retrieve the color values, either directly or using another type
// such as CGColor, you must handle Dark Mode changes yourself", Apple, "UI element colors").

/// What a dynamic colour resolves with. A class, so that a `Color` grows by one reference, and so that two colours made
/// from the same dynamic one are equal (`==` compares it by identity).
final class DynamicColor: Sendable, CustomStringConvertible {
    enum Kind: Sendable {
        /// A system colour: UIKit's name for it (`systemBackgroundColor`) and its appearances.
        case system(name: String, SystemColorAppearances)
        /// `UIColor(dynamicProvider:)`.
        case provider(ColorProviderBox)
        /// `withAlphaComponent(_:)` of a dynamic colour: its every appearance at `alpha`.
        case alpha(CGFloat, of: DynamicColor)
    }

    let kind: Kind

    init(_ kind: Kind) { self.kind = kind }

    /// The fixed colour for `traits`.
    func resolve(with traits: TraitCollection) -> Color {
        switch kind {
        case .system(_, let appearances): return appearances.color(for: traits)
        case .provider(let box): return box.resolve(with: traits, dynamic: self)
        case .alpha(let alpha, let base): return base.resolve(with: traits).withAlphaComponent(alpha)
        }
    }

    /// As UIKit prints a dynamic colour: `<UIDynamicSystemColor: 0x…; name = systemBackgroundColor>` (a device's
    /// `po UIColor.secondarySystemGroupedBackground`, rmaddy's Stack Overflow answer "What is the default background
    /// color of UITableViewCell in iOS 13?"; Docs/Fidelity.md), `<UIDynamicProviderColor: 0x…; provider = …>` for a
    /// provider's, `<UIDynamicModifiedColor: 0x…; alpha = …, baseColor = …>` for an opacity change (the last two in
    /// UIKit's class names, their fields ours). The address is `Color.patternColorAddress`, fixed (ours).
    var description: String {
        let address = Color.patternColorAddress
        switch kind {
        case .system(let name, _): return "<\(DynamicColor.systemColorClassName): \(address); name = \(name)>"
        case .provider: return "<UIDynamicProviderColor: \(address); provider = <__NSMallocBlock__: \(address)>>"
        case .alpha(let alpha, let base):
            return "<UIDynamicModifiedColor: \(address); alpha = \(UIKitFormat.number(alpha)), baseColor = \(base)>"
        }
    }

    /// The class UIKit prints for a system colour (device output: see `description`).
    static let systemColorClassName = "UIDynamicSystemColor"
}

/// A `UIColor(dynamicProvider:)` closure. UIKit's parameter is not `@Sendable`; the initializer takes it `sending`
/// (nothing else can reach what it captures) and keeps it behind a mutex, so the colour stays `Sendable` and a provider
/// runs on one thread at a time.
final class ColorProviderBox: Sendable {
    private let provider: Mutex<(TraitCollection) -> Color>

    init(_ provider: sending @escaping (TraitCollection) -> Color) {
        self.provider = Mutex(provider)
    }

    /// Asks the provider for `traits`' colour, and resolves what it returns (a provider may return a dynamic colour)
    /// with the same traits. A provider that resolves its own colour from inside itself (directly or through another
    /// colour) would recurse for ever (UIKit's too): that inner resolution is refused with an `.invalidValue`
    /// diagnostic and gets `UIColor.clear`'s colour.
    func resolve(with traits: TraitCollection, dynamic: DynamicColor) -> Color {
        let context = ThreadContext.current
        let id = ObjectIdentifier(self)
        guard !context.resolvingColorProviders.contains(id) else {
            DiffableDiagnostics.report("resolvedColor(with:)", "a dynamic colour's provider resolved the same colour again from inside itself (it would recurse for ever); UIColor.clear's colour is used for the inner resolution", subject: "UIColor")
            return .clear
        }
        context.resolvingColorProviders.append(id)
        defer { context.resolvingColorProviders.removeLast() }
        let given = provider.withLock { provider in provider(traits) }
        return given.resolvedColor(with: traits)
    }
}

/// A system colour's appearances: light and dark, each at normal and at high contrast
/// (`accessibilityContrast`), and dark elevated content (`userInterfaceLevel`), as UIKit resolves them.
struct SystemColorAppearances: Sendable {
    let light: Color
    let dark: Color
    let lightHighContrast: Color
    let darkHighContrast: Color
    /// Dark, in elevated content (a sheet, a popover): lighter than `dark` for the six background colours, `dark`
    /// itself for every other colour (WebKit's device-run `system-color-for-css-value-expected.txt`; Color+SystemColors).
    let darkElevated: Color

    /// Dark for a `.dark` style; light for `.light` and `.unspecified` (a trait collection that says nothing of the
    /// style resolves as light: `resolvedColor(with: UITraitCollection())` of `label` is black, the iOS 12 look); the
    /// elevated dark variant for `.elevated` content; the high-contrast variant for `.high` contrast. Elevated content
    /// at high contrast shows the elevated variant (**ours**: no source gives that combination; the elevation is what
    /// sets a sheet apart from what lies under it).
    func color(for traits: TraitCollection) -> Color {
        let dark = traits.userInterfaceStyle == .dark
        if dark, traits.userInterfaceLevel == .elevated { return darkElevated }
        if traits.accessibilityContrast == .high { return dark ? darkHighContrast : lightHighContrast }
        return dark ? self.dark : light
    }
}

extension Color {
    /// `UIColor(dynamicProvider:)` (iOS 13): a colour that is what `provider` returns for the trait collection it is
    /// resolved with. The closure is kept and asked at every resolution (`resolvedColor(with:)`, and with
    /// `TraitCollection.current` when the components are read: `getRed(_:green:blue:alpha:)`, `cgColor`, `red`), never
    /// when the colour is made. A view's layer resolves a view's dynamic `backgroundColor` with the view's traits, and
    /// again when they change.
    ///
    /// UIKit's parameter is not `@Sendable`; this one is `sending`, which a closure literal always is: it may capture
    /// what it likes, provided nothing else uses that afterwards (the colour may be resolved on any thread).
    public convenience init(dynamicProvider provider: sending @escaping (TraitCollection) -> Color) {
        self.init(dynamic: DynamicColor(.provider(ColorProviderBox(provider))))
    }

    /// `resolvedColor(with:)` (iOS 13): the fixed colour this colour is for `traitCollection` — itself for a fixed
    /// colour; a system colour's appearance for the traits' style and contrast; a provider's answer.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        guard let dynamic else { return self }
        return dynamic.resolve(with: traitCollection)
    }

    /// A system colour (`Color+SystemColors.swift`): UIKit's `name` for it and its appearances, in 0–255 sRGB
    /// components as the sources list them. A high-contrast or elevated value left out is the normal one.
    static func system(_ name: String, light: Color, dark: Color, lightHighContrast: Color? = nil,
                       darkHighContrast: Color? = nil, darkElevated: Color? = nil) -> Color {
        Color(dynamic: DynamicColor(.system(name: name, SystemColorAppearances(
            light: light, dark: dark, lightHighContrast: lightHighContrast ?? light, darkHighContrast: darkHighContrast ?? dark,
            darkElevated: darkElevated ?? dark))))
    }

    /// UIKit's name of a system colour (`systemBackgroundColor`, the selector's), `nil` for any other colour.
    var systemColorName: String? {
        guard case .system(let name, _)? = dynamic?.kind else { return nil }
        return name
    }

    /// Whether this colour is dynamic (resolves per trait collection). Not UIKit API.
    public var isDynamic: Bool { dynamic != nil }
}
