import Foundation

/// `UIGraphicsImageRendererFormat`: the scale and opacity of a renderer's images.
public final class GraphicsImageRendererFormat {
    /// `scale`: default the current world's screen scale (`Image.screenScale(in:)`: the world's `pixelScale`, 1 with
    /// no world), as UIKit's default format takes the main screen's; the same scale an image drawn at scale 0 or an
    /// asset-catalog image gets, and asking for it does not make the world's screen.
    public var scale: CGFloat
    /// `opaque`; default `false`.
    public var opaque = false

    /// `init()`: the default format.
    public init() { scale = Image.screenScale(in: Simulation.current) }

    /// `default()`.
    public static func `default`() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }
    /// `preferred()`: as `default()`.
    public static func preferred() -> GraphicsImageRendererFormat { GraphicsImageRendererFormat() }
}

/// `UIGraphicsRendererContext`: what every renderer's drawing block gets (an image renderer's
/// `GraphicsImageRendererContext`, a PDF renderer's `GraphicsPDFRendererContext`): a `cgContext` that draws
/// nothing and the rectangle calls, accepted and drawing nothing (ViewTree keeps no pixels).
public class GraphicsRendererContext {
    /// `cgContext`: a context that draws nothing.
    public let cgContext = CGContext()

    init() {}

    /// `fill(_:)`: nothing is drawn.
    public func fill(_ rect: CGRect) {}
    /// `stroke(_:)`: nothing is drawn.
    public func stroke(_ rect: CGRect) {}
    /// `fill(_:blendMode:)`: nothing is drawn.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {}
    /// `stroke(_:blendMode:)`: nothing is drawn.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {}
    /// `clip(to:)`.
    public func clip(to rect: CGRect) {}
}

/// `UIGraphicsImageRendererContext`: what the drawing block of an image renderer gets.
public final class GraphicsImageRendererContext: GraphicsRendererContext {
    /// `format`.
    public let format: GraphicsImageRendererFormat
    let bounds: CGRect

    init(format: GraphicsImageRendererFormat, bounds: CGRect) {
        self.format = format
        self.bounds = bounds
    }

    /// `currentImage`: the image so far (a blank image of the renderer's size).
    public var currentImage: Image { GraphicsImageRenderer.blankImage(size: bounds.size, scale: format.scale) }
}

/// `UIGraphicsImageRenderer`: makes an image by running drawing code. The drawing block runs, at once, with a
/// context that draws nothing (and `UIGraphicsGetCurrentContext()` is that context meanwhile), and the result is
/// a blank image of the renderer's size in points, named `GraphicsImageRenderer.imageName`: ViewTree keeps no
/// pixels, so two rendered images of one size are equal.
public final class GraphicsImageRenderer {
    /// `format`.
    public let format: GraphicsImageRendererFormat
    /// The rectangle drawn into.
    public let bounds: CGRect

    /// The name of a rendered image.
    public static let imageName = "UIGraphicsImageRenderer"

    /// `init(size:format:)`.
    public init(size: CGSize, format: GraphicsImageRendererFormat = .default()) {
        self.format = format
        bounds = CGRect(origin: .zero, size: GraphicsImageRenderer.clean(size))
    }

    /// `init(bounds:format:)`.
    public init(bounds: CGRect, format: GraphicsImageRendererFormat = .default()) {
        self.format = format
        self.bounds = CGRect(origin: bounds.origin, size: GraphicsImageRenderer.clean(bounds.size))
    }

    /// `image(actions:)`.
    public func image(actions: (GraphicsImageRendererContext) -> Void) -> Image {
        let context = GraphicsImageRendererContext(format: format, bounds: bounds)
        GraphicsContextStack.push(context.cgContext, size: bounds.size)
        actions(context)
        GraphicsContextStack.pop()
        return GraphicsImageRenderer.blankImage(size: bounds.size, scale: format.scale)
    }

    /// `pngData(actions:)`: the image `image(actions:)` makes, as PNG bytes (see `Image.pngData()`).
    public func pngData(actions: (GraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// `jpegData(withCompressionQuality:actions:)`: the image `image(actions:)` makes, as JPEG bytes (see
    /// `Image.jpegData(compressionQuality:)`).
    public func jpegData(withCompressionQuality compressionQuality: CGFloat,
                         actions: (GraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    /// A blank image of `size` points at `scale` (the screen's when it is 0, as UIKit's image contexts take it).
    static func blankImage(size: CGSize, scale: CGFloat) -> Image {
        Image(name: imageName, size: size, scale: scale == 0 ? Image.screenScale(in: Simulation.current) : scale)
    }

    /// A size with NaN, infinite or negative sides made 0 (UIKit asserts on them).
    static func clean(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: size.height.isFinite ? max(0, size.height) : 0)
    }
}

/// The calling thread's open image contexts (`UIGraphicsBeginImageContextWithOptions`, renderers), innermost
/// last: UIKit's graphics context stack is per thread too.
public enum GraphicsContextStack {
    /// Opens a context for an image of `size` points.
    public static func push(_ context: CGContext, size: CGSize) {
        push(context, size: size, scale: 1)
    }

    /// Opens a context for an image of `size` points at `scale` pixels per point (0: the screen's).
    public static func push(_ context: CGContext, size: CGSize, scale: CGFloat) {
        ThreadContext.current.graphicsContexts.append(GraphicsContextEntry(context: context, size: size, scale: scale))
    }

    /// `UIGraphicsPushContext(_:)`: makes `context` the current one, with no image to make from it (UIKit's
    /// `UIGraphicsGetImageFromCurrentImageContext()` gives `nil` while such a context is on top).
    public static func push(_ context: CGContext) {
        ThreadContext.current.graphicsContexts.append(GraphicsContextEntry(context: context, size: nil))
    }

    /// Closes the innermost context (nothing when none is open).
    public static func pop() { _ = ThreadContext.current.graphicsContexts.popLast() }

    /// The innermost context, if any.
    public static var current: CGContext? { ThreadContext.current.graphicsContexts.last?.context }

    /// The size of the innermost image context, if any (`nil` when the innermost context was pushed with
    /// `push(_:)`).
    public static var currentImageSize: CGSize? { ThreadContext.current.graphicsContexts.last?.size }

    /// `UIGraphicsBeginImageContextWithOptions`: opens a context for an image of `size` points (NaN, infinite or
    /// negative sides taken as 0) at `scale` pixels per point: 0 is the screen's, as Apple documents ("If you
    /// specify a value of 0.0, the scale factor is set to the scale factor of the device's main screen"); a NaN,
    /// infinite or negative scale is taken as 1 (UIKit documents no such case).
    public static func beginImageContext(size: CGSize, scale: CGFloat = 1) {
        push(CGContext(), size: GraphicsImageRenderer.clean(size), scale: scale == 0 ? 0 : Image.validScale(scale))
    }

    /// `UIGraphicsGetImageFromCurrentImageContext()`: a blank image of the innermost context's size and scale,
    /// `nil` when none is open.
    public static func imageFromCurrentContext() -> Image? {
        guard let entry = ThreadContext.current.graphicsContexts.last, let size = entry.size else { return nil }
        return GraphicsImageRenderer.blankImage(size: size, scale: entry.scale)
    }
}

/// One open context: the context and the size of its image (`nil`: a context pushed with
/// `UIGraphicsPushContext(_:)`, or a PDF context, which make no image), and the PDF document it writes, for a
/// context opened with `UIGraphicsBeginPDFContextToData` or `…ToFile`.
struct GraphicsContextEntry {
    let context: CGContext
    let size: CGSize?
    /// The scale of the image it makes (0: the screen's, resolved when the image is made).
    var scale: CGFloat = 1
    var pdf: PDFDocumentBuilder? = nil
    /// Where a PDF context's document goes when it is closed.
    var pdfOutput: ((Data) -> Void)? = nil
}
