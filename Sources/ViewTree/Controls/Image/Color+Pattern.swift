import Foundation

// `UIColor(patternImage:)`: a colour that tiles an image. Since iOS 13 UIKit makes a `UIDynamicPatternColor` (a
// `UIDynamicColor` holding the image, resolved to a tiled Core Graphics pattern colour when drawn). ViewTree draws
// nothing, so the colour keeps the image, compares by it and prints it; it has no red, green or blue.
extension Color {
    /// `UIColor(patternImage:)`: a colour that tiles `image`, usable wherever a colour is (a view's
    /// `backgroundColor`, a label's `textColor`). `getRed(_:green:blue:alpha:)` and `getWhite(_:alpha:)` answer
    /// `false`; its `cgColor` has the one component of a pattern colour, its opacity (1); two pattern colours are
    /// equal when their images are; it prints as `<UIDynamicPatternColor: 0x0 image = "tile" 8 x 8>`.
    ///
    /// An image with no area (or a non-finite size) cannot tile: UIKit's initializer returns `nil` for it
    /// (`-[UIDynamicPatternColor initWithPatternImage:]` checks the image's tiled pattern colour), which a Swift
    /// caller cannot see. ViewTree reports it (`.invalidValue`) and makes `UIColor.clear`'s colour instead.
    public convenience init(patternImage image: Image) {
        let size = image.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            DiffableDiagnostics.report("UIColor(patternImage:)", "the image \(image) has no area to tile (UIKit returns nil); UIColor.clear's colour is made instead", subject: "UIColor")
            self.init(white: 0, alpha: 0)
            return
        }
        self.init(red: 0, green: 0, blue: 0, alpha: 1, space: .pattern, patternImage: image)
    }

    /// The class UIKit prints for a pattern colour: `UIDynamicPatternColor` from iOS 13 (UIKitCore's
    /// `-[UIDynamicPatternColor description]`, `@"<%@: %p image = %@>"`; honghaoz/ChouTi's
    /// `Color+HexTests.swift` expects a pattern colour's description to start with `<UIDynamicPatternColor`).
    static let patternColorClassName = "UIDynamicPatternColor"

    /// The address a pattern colour prints: UIKit prints the object's, which changes on every run; ViewTree
    /// prints this fixed one, so descriptions and snapshots stay deterministic (ours).
    static let patternColorAddress = "0x0"
}
