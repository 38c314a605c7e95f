import Foundation
import Testing
import ViewTree
import ViewTreeUIKit

/// `UIImage.scale`: pixels per point, as Apple documents it and devices report it; the bitmap and encoded files
/// follow it.
@Suite struct ImageScaleTests {
    /// "If you load an image from a file whose name includes the @2x modifier, the scale is set to 2.0. You can also
    /// specify an explicit scale factor when initializing an image from a Core Graphics image. All other images are
    /// assumed to have a scale factor of 1.0" (UIImage `scale` documentation).
    @Test func bytesAndBitmapsKeepTheScaleTheyWereGiven() throws {
        let png = try #require(Image(name: "", size: CGSize(width: 40, height: 30)).pngData())
        #expect(Image(data: png)?.scale == 1)
        let retina = try #require(Image(data: png, scale: 2))
        #expect(retina.scale == 2 && retina.size == CGSize(width: 20, height: 15))
        #expect(Image(data: png, scale: .nan)?.scale == 1, "a scale that is not finite and positive is 1")
        #expect(Image(data: png, scale: -2)?.scale == 1)
        let bitmap = try #require(retina.cgImage)
        #expect(bitmap.width == 40 && bitmap.height == 30, "size × scale pixels")
        let wrapped = UIImage(cgImage: bitmap, scale: 3, orientation: .up)
        #expect(wrapped.scale == 3)
        #expect(UIImage(cgImage: bitmap).scale == 1)
    }

    @Test func aFileNamedAt2xOrAt3xHasThatScale() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ImageScaleTests-\(#line)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = try #require(Image(name: "", size: CGSize(width: 60, height: 60)).pngData())
        for (file, scale) in [("icon.png", 1.0), ("icon@2x.png", 2.0), ("icon@3x.png", 3.0)] {
            let path = folder.appendingPathComponent(file).path
            try png.write(to: URL(fileURLWithPath: path))
            let image = try #require(Image(contentsOfFile: path))
            #expect(image.scale == CGFloat(scale), "\(file)")
            #expect(image.size.width == 60 / CGFloat(scale), "\(file)")
        }
    }

    /// A @2x image written out as PNG has its pixels, and `UIImage(data:)` reads them back at scale 1, twice as
    /// large in points: the well-known round trip that loses the scale on a device.
    @Test func pngDataOfAScaledImageHasItsPixels() throws {
        let image = Image(name: "badge", size: CGSize(width: 10, height: 12), scale: 2)
        let data = try #require(image.pngData())
        let back = try #require(Image(data: data))
        #expect(back.size == CGSize(width: 20, height: 24) && back.scale == 1)
        let jpeg = try #require(image.jpegData(compressionQuality: 0.8))
        #expect(Image(data: jpeg, scale: 2)?.size == CGSize(width: 10, height: 12))
    }

    /// Asset-catalog images, symbols and images drawn at scale 0 take the screen's scale.
    @Test func catalogSymbolAndDrawnImagesTakeTheScreensScale() throws {
        let world = Simulation()
        world.screen = Screen(device: .iPhone8Plus)
        world.registerImage(named: "logo", size: CGSize(width: 50, height: 20))
        let logo = try #require(UIImage(named: "logo"))
        #expect(logo.scale == 3)
        #expect(logo.cgImage?.width == 150, "an asset's bitmap is three times its size on a 3× screen")
        world.registerImage(named: "legacy", size: CGSize(width: 8, height: 8), scale: 2)
        #expect(UIImage(named: "legacy")?.scale == 2, "a catalog holding only the @2x variant")
        #expect(UIImage(systemName: "star")?.scale == 3)
        #expect(UIImage(systemName: "star")?.withConfiguration(.init(pointSize: 30)).scale == 3)

        UIGraphicsBeginImageContextWithOptions(CGSize(width: 128, height: 128), false, 0)
        let drawnAtZero = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(drawnAtZero?.scale == 3 && drawnAtZero?.size == CGSize(width: 128, height: 128))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), true, 2)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 2)
        UIGraphicsEndImageContext()
        UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1, "the plain function draws at 1")
        UIGraphicsEndImageContext()

        let rendered = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        #expect(rendered.scale == 3)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in }.scale == 1)
    }

    /// A renderer's default format takes the scale every other scale-0 image takes (the world's `pixelScale`),
    /// even under a profile whose rounding scale is not its default device's.
    @Test func aRenderersDefaultFormatAgreesWithImagesDrawnAtScaleZero() throws {
        var profile = PlatformProfile.iOS13
        profile.screenScale = 2
        let world = Simulation(profile: profile)
        #expect(world.pixelScale == 2)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 0)
        let drawn = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(UIGraphicsImageRendererFormat().scale == drawn.scale)
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }.scale == 2)
    }

    @Test func variantsKeepTheScaleAndEqualityAndArchivesSeeIt() throws {
        let image = Image(name: "chevron", size: CGSize(width: 9, height: 14), scale: 2)
        #expect(image.withRenderingMode(.alwaysTemplate).scale == 2)
        #expect(image.withTintColor(.red).scale == 2)
        #expect(image.imageFlippedForRightToLeftLayoutDirection().scale == 2)
        #expect(Image.animatedImage(with: [image, image], duration: 1)?.scale == 2)
        #expect(image != Image(name: "chevron", size: CGSize(width: 9, height: 14)), "another scale is another image")
        let decoded = try JSONDecoder().decode(Image.self, from: JSONEncoder().encode(image))
        #expect(decoded == image && decoded.scale == 2)
        let plain = Image(name: "dot", size: CGSize(width: 1, height: 1))
        let json = try #require(String(data: JSONEncoder().encode(plain), encoding: .utf8))
        #expect(!json.contains("scale"), "an archive of a scale-1 image reads as before")
    }
}
