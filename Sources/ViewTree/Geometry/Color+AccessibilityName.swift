import Foundation

extension Color {
    /// The hue bands `accessibilityName` names, as (upper bound in degrees, name), in order; a hue from 345° up is red
    /// again. **Ours**: Apple documents `accessibilityName` only as "a localized description of the color for
    /// accessibility attributes" (`UIColor.accessibilityName`, iOS 14, over `AXNameFromColor(_:)`) and publishes
    /// neither its names nor its bands; these are the common English hue names at the usual colour-wheel bounds.
    static let accessibilityHueNames: [(upperBound: CGFloat, name: String)] = [
        (15, "red"), (45, "orange"), (70, "yellow"), (165, "green"), (195, "cyan"), (255, "blue"), (290, "purple"),
        (345, "pink"), (360, "red"),
    ]
    /// Below this saturation a colour is named as a grey (black, gray, white). **Ours**, as the bands.
    static let accessibilityGraySaturation: CGFloat = 0.15
    /// Below this brightness a colour is "dark …" (a grey below `accessibilityBlackBrightness` is "black"). **Ours**.
    static let accessibilityDarkBrightness: CGFloat = 0.45
    /// Below this brightness a grey is "black". **Ours**.
    static let accessibilityBlackBrightness: CGFloat = 0.15
    /// Above this brightness a colour below `accessibilityPaleSaturation` is "light …". **Ours**.
    static let accessibilityLightBrightness: CGFloat = 0.8
    /// Below this saturation a bright colour is "light …". **Ours**.
    static let accessibilityPaleSaturation: CGFloat = 0.5
    /// Above this brightness a grey is "white". **Ours**.
    static let accessibilityWhiteBrightness: CGFloat = 0.9
    /// Above this brightness a grey is "light gray". **Ours**.
    static let accessibilityLightGrayBrightness: CGFloat = 0.7

    /// `accessibilityName` (iOS 14): a short English description of the colour for VoiceOver — "clear" for a fully
    /// transparent colour, "black", "dark gray", "gray", "light gray" or "white" for a grey, else a hue name
    /// (`accessibilityHueNames`) after "dark" or "light" when the colour is dark or pale ("yellow" for
    /// `.systemYellow`, "dark blue" for (0, 0, 0.4)). A dynamic colour is named as it resolves now. The names and
    /// their bounds are **ours** (see `accessibilityHueNames`); UIKit localizes its own.
    public var accessibilityName: String {
        let color = resolvedColor(with: TraitCollection.current)
        guard color.alpha > 0 else { return "clear" }
        let (r, g, b) = (min(max(color.red, 0), 1), min(max(color.green, 0), 1), min(max(color.blue, 0), 1))
        let (hue, saturation, brightness) = Color.hueSaturationBrightness(red: r, green: g, blue: b)
        if saturation < Color.accessibilityGraySaturation {
            if brightness < Color.accessibilityBlackBrightness { return "black" }
            if brightness > Color.accessibilityWhiteBrightness { return "white" }
            if brightness < Color.accessibilityDarkBrightness { return "dark gray" }
            if brightness > Color.accessibilityLightGrayBrightness { return "light gray" }
            return "gray"
        }
        let degrees = hue * 360
        let name = Color.accessibilityHueNames.first { degrees < $0.upperBound }?.name ?? "red"
        if brightness < Color.accessibilityDarkBrightness { return "dark " + name }
        if saturation < Color.accessibilityPaleSaturation, brightness > Color.accessibilityLightBrightness { return "light " + name }
        return name
    }
}
