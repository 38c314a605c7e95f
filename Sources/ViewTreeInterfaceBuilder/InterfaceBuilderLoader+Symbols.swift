import Foundation
import ViewTree

// SF Symbols in Interface Builder files (Xcode 11+): `<imageView image="gear" catalog="system">` (Xcode 11) or
// `<imageReference key="image" image="info.circle" catalog="system" symbolScale="default"/>` (Xcode 12+), with an
// optional `<preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize"
// pointSize="24" scale="large" weight="bold"/>`, and a `<resources>` entry giving the symbol's catalog size.

extension InterfaceBuilderLoader {
    /// The larger side of an SF Symbol on Xcode's canvas, per point of the symbol's point size: 20/17 (a symbol at
    /// UIKit's default 17-pt medium configuration is 20 pt on its larger side). Fitted on WordPress-iOS's
    /// `SingleButtonTableViewCell.xib` (Xcode 13, iPhone 11): an image view showing `info.circle` with
    /// `symbolScale="default"`, placed by an aspect-ratio constraint and its intrinsic size, saved 20 × 19, where
    /// the `<resources>` entry says `width="128" height="121"`. The catalog size is not a rendering size: Xcode 12+
    /// writes every system image with its larger side 128 (Xcode 11: 64), so only its aspect ratio is used. One file
    /// of evidence: the ratio is **ours** for other point sizes and symbols (real symbols' extents vary a little).
    static let symbolCanvasExtentPerPoint: CGFloat = 20.0 / 17.0

    /// Interface Builder's `symbolScale=` / `scale=` values.
    static let symbolScales: [String: Image.SymbolScale] = [
        "default": .default, "unspecified": .unspecified, "small": .small, "medium": .medium, "large": .large,
    ]

    /// Interface Builder's `weight=` values of a preferred symbol configuration.
    static let symbolWeights: [String: Image.SymbolWeight] = [
        "ultraLight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular, "medium": .medium,
        "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
    ]

    /// The system symbol an image view element shows (`nil` when it shows a named image or none): its name and
    /// configuration (the reference's `symbolScale`, then the view's preferred symbol configuration).
    func systemSymbol(of element: InterfaceBuilderElement) -> (name: String, configuration: Image.SymbolConfiguration)? {
        let reference = element.child("imageReference", key: "image")
        let name: String?
        if let reference, reference["catalog"] == "system" {
            name = reference["image"]
        } else if reference == nil, element["catalog"] == "system" {
            name = element["image"]
        } else {
            name = nil
        }
        guard let name, !name.isEmpty else { return nil }
        var configuration = Image.SymbolConfiguration.unspecified
        if let scale = reference?["symbolScale"].flatMap({ Self.symbolScales[$0] }) { configuration.scale = scale }
        if let preferred = element.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration") {
            configuration = configuration.applying(Self.symbolConfiguration(preferred))
        }
        return (name, configuration)
    }

    /// `<preferredSymbolConfiguration configurationType="pointSize" pointSize="24" scale="large" weight="bold"/>`, or
    /// `configurationType="font"` with a `<fontDescription>` (its point size or text style).
    static func symbolConfiguration(_ element: InterfaceBuilderElement) -> Image.SymbolConfiguration {
        let scale = element["scale"].flatMap { symbolScales[$0] } ?? .default
        var configuration: Image.SymbolConfiguration
        if let font = element.child("fontDescription") {
            if font.number("pointSize") == nil, let style = font["style"].flatMap(InterfaceBuilderValues.textStyle) {
                configuration = Image.SymbolConfiguration(textStyle: style, scale: scale)
            } else {
                configuration = Image.SymbolConfiguration(pointSize: font.number("pointSize") ?? 0, scale: scale)
            }
        } else {
            configuration = Image.SymbolConfiguration(pointSize: element.number("pointSize") ?? 0, scale: scale)
        }
        if let weight = element["weight"].flatMap({ symbolWeights[$0] }) { configuration.weight = weight }
        return configuration
    }

    /// The size Xcode's canvas gives the symbol `name` at `configuration`: the catalog size's aspect ratio (from
    /// `<resources>`; square without an entry) with its larger side `symbolCanvasExtentPerPoint` × the point size ×
    /// the scale's factor, rounded to the device's pixels.
    func canvasSymbolSize(_ name: String, configuration: Image.SymbolConfiguration) -> CGSize {
        let extent = configuration.effectivePointSize * configuration.scale.sizeFactor * Self.symbolCanvasExtentPerPoint
        let catalog = document.imageSizes[name] ?? CGSize(width: 1, height: 1)
        let longest = max(catalog.width, catalog.height)
        guard longest > 0, extent.isFinite else { return .zero }
        let scale = document.canvasScale
        func pixels(_ value: CGFloat) -> CGFloat { (value * extent / longest * scale).rounded() / scale }
        return CGSize(width: pixels(catalog.width), height: pixels(catalog.height))
    }

    /// An image view's system symbol: the symbol image (`UIImage(systemName:withConfiguration:)`); on the canvas its
    /// intrinsic size is the size Xcode lays the symbol out at (`canvasSymbolSize`), ViewTree's symbols being square.
    func applySystemSymbol(_ symbol: (name: String, configuration: Image.SymbolConfiguration), to imageView: ImageView) {
        imageView.image = Image(systemName: symbol.name, withConfiguration: symbol.configuration)
        if options.designTime {
            imageView.placeholderIntrinsicContentSize = canvasSymbolSize(symbol.name, configuration: symbol.configuration)
        }
    }
}
