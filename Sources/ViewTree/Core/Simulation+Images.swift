import Foundation

// The world's images by name: what an app's asset catalog holds, for `Image(named:)` (`UIImage(named:)`).
// ViewTree draws nothing, so an image is a name and a size; a test registers the ones its views load.

extension Simulation {
    /// Registers `name` with a size in points, as the app's asset catalog would hold it, so that
    /// `Image(named:)` (`UIImage(named:)` with ViewTreeUIKit) finds it while this world is current.
    /// Its `scale` is `scale`, by default (`nil`) this world's screen scale, as a device loads the catalog's
    /// variant for its screen (`@2x` on a 2× screen). A size that is not finite or is negative is rejected with an
    /// `.invalidValue` diagnostic, and a previous registration under that name is kept.
    public func registerImage(named name: String, size: CGSize, scale: CGFloat? = nil) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            report(Diagnostic(code: .invalidValue, subject: "image \"\(name)\"",
                              message: "registerImage(named:size:) rejected the size \(UIKitFormat.size(size)): an image's size must be finite and not negative; the previous registration is kept"))
            return
        }
        namedImages[name] = Image(name: name, size: size, scale: scale ?? Image.screenScale(in: self))
    }

    /// The image registered under `name` in this world, if any.
    public func image(named name: String) -> Image? {
        namedImages[name]
    }
}

extension Simulation {
    /// Registers a colour set under `name`, as the app's asset catalog would hold it, so that `Color(named:)`
    /// (`UIColor(named:)`) finds it while this world is current.
    public func registerColor(named name: String, _ color: Color) {
        namedColors[name] = color
    }

    /// The colour registered under `name` in this world, if any.
    public func color(named name: String) -> Color? {
        namedColors[name]
    }
}

extension Color {
    /// `UIColor(named:)` (iOS 11): the colour registered under `name` (`Simulation.registerColor(named:_:)`) in
    /// `world`, by default the current world; `nil` when there is none, as UIKit returns `nil` for a colour set
    /// the app's asset catalog lacks.
    public convenience init?(named name: String, in world: Simulation? = Simulation.current) {
        guard let color = world?.color(named: name) else { return nil }
        self.init(componentsOf: color)
    }
}

extension Image {
    /// `UIImage(named:)`: the image registered under `name` (`Simulation.registerImage(named:size:)`) in
    /// `world`, by default the current world; `nil` when there is none or it has no such image, as UIKit
    /// returns `nil` for a name that is not in the app's bundle.
    public convenience init?(named name: String, in world: Simulation? = Simulation.current) {
        guard let image = world?.image(named: name) else { return nil }
        self.init(name: image.name, size: image.size, scale: image.scale)
    }
}

/// `ImageResource` (iOS 17, DeveloperToolsSupport): an image of the app's asset catalog, as Xcode 15's generated asset
/// symbols name it (`GeneratedAssetSymbols.swift` declares `static let noResults = ImageResource(name: "NoResults",
/// bundle: resourceBundle)` for an image set named NoResults, and `UIImage.noResults` over it). ViewTree has no asset
/// catalog: the name is looked up among the world's registered images (`Simulation.registerImage(named:size:)`).
public struct ImageResource: Hashable, Sendable {
    /// The image set's name in the catalog.
    public let name: String
    /// The bundle's path (`Bundle.bundlePath`), which identifies it; kept for equality, not used to look up.
    public let bundlePath: String

    /// `init(name:bundle:)`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.bundlePath
    }
}

/// `ColorResource` (iOS 17, DeveloperToolsSupport): a colour set of the app's asset catalog, as Xcode 15's generated
/// asset symbols name it; looked up among the world's registered colours (`Simulation.registerColor(named:_:)`).
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name in the catalog.
    public let name: String
    /// The bundle's path, kept for equality.
    public let bundlePath: String

    /// `init(name:bundle:)`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.bundlePath
    }
}

extension Image {
    /// `UIImage(resource:)` (iOS 17): the image of a generated asset symbol — the one registered under its name in
    /// the current world. UIKit's initializer is not failable (the symbol exists only for an image in the catalog);
    /// ViewTree gives an empty (0 × 0) image of that name when the test registered none, as `#imageLiteral` does.
    public convenience init(resource: ImageResource) {
        let registered = Simulation.current?.image(named: resource.name)
        self.init(name: resource.name, size: registered?.size ?? .zero, scale: registered?.scale ?? 1)
    }
}

extension Color {
    /// `UIColor(resource:)` (iOS 17): the colour of a generated asset symbol — the one registered under its name in
    /// the current world; clear when the test registered none (UIKit's initializer is not failable).
    public convenience init(resource: ColorResource) {
        self.init(componentsOf: Simulation.current?.color(named: resource.name) ?? .clear)
    }
}
