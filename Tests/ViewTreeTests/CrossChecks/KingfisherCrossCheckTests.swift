// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// What Kingfisher's suite (onevcat/Kingfisher `Tests/KingfisherTests/`, XCTest cases run on an iOS simulator) reads
/// back from UIKit after its extensions set an image: `UIButtonExtensionTests.swift` @06f75b4d,
/// `ImageViewExtensionTests.swift` @018e6361 and `ImageDrawingTests.swift` @47820b2a. Most of the suite checks
/// Kingfisher's own cache, downloader and processors; these are its few UIKit facts. Rows in Docs/Fidelity.md,
/// "Behaviours checked against Texture's, Kingfisher's and MBProgressHUD's device tests".
@Suite struct KingfisherCrossCheckTests {
    /// testSettingNonWorkingImageWithFailureImage, …BackgroundImage…, testDownloadAndSetImage: a new button has no
    /// image and no background image for `UIControl.State()` (which is `.normal`); one set for it reads back, and
    /// one set for `.highlighted` is kept apart from it.
    @Test func aButtonsImagesByState() {
        let button = UIButton()
        let state = UIControl.State()
        #expect(state == .normal)
        #expect(button.image(for: state) == nil && button.backgroundImage(for: state) == nil)
        let image = UIImage(name: "test", size: CGSize(width: 64, height: 64))
        let other = UIImage(name: "other", size: CGSize(width: 8, height: 8))
        button.setImage(image, for: state)
        button.setBackgroundImage(image, for: .normal)
        button.setImage(other, for: .highlighted)
        #expect(button.image(for: .normal) == image && button.backgroundImage(for: .normal) == image)
        #expect(button.image(for: .highlighted) == other)
    }

    /// testSettingImageWhileKeepingCurrentOne: an image view keeps the image set, and `nil` clears it.
    @Test func anImageViewKeepsItsImage() {
        let imageView = UIImageView()
        #expect(imageView.image == nil)
        let image = UIImage(name: "test", size: CGSize(width: 64, height: 64))
        imageView.image = image
        #expect(imageView.image == image)
        imageView.image = nil
        #expect(imageView.image == nil)
    }

    /// testImageScaling: the same bitmap wrapped at scale 2 (`UIImage(cgImage:scale:orientation:)`, which
    /// Kingfisher's `scaled(to:)` calls) is half as tall in points and reads `scale` 2. testImageResizing /
    /// testImageCropping: an image drawn by a renderer of 20 × 20 is 20 × 20.
    @Test func imageSizesFollowTheScale() throws {
        let image = UIImage(name: "test", size: CGSize(width: 64, height: 48))
        let bitmap = try #require(image.cgImage)
        let scaled = UIImage(cgImage: bitmap, scale: 2, orientation: image.imageOrientation)
        #expect(scaled.size == CGSize(width: 32, height: 24))
        #expect(scaled.scale == 2)
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        #expect(drawn.size == CGSize(width: 20, height: 20))
    }
}
