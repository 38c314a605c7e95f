import Foundation
import Testing
import ViewTree

/// `UIImage.imageFlippedForRightToLeftLayoutDirection()` and `flipsForRightToLeftLayoutDirection` (iOS 9).
@Suite struct ImageRightToLeftFlippingTests {
    let arrow = Image(name: "back", size: CGSize(width: 13, height: 21))

    @Test func anImageDoesNotFlipUntilAskedTo() {
        #expect(!arrow.flipsForRightToLeftLayoutDirection)
        let flipped = arrow.imageFlippedForRightToLeftLayoutDirection()
        #expect(flipped.flipsForRightToLeftLayoutDirection)
        #expect(flipped.name == "back" && flipped.size == arrow.size)
        #expect(flipped != arrow, "UIImage.isEqual(_:) tells a flipping image from the plain one")
        #expect(!arrow.flipsForRightToLeftLayoutDirection, "the original is unchanged")
    }

    @Test func theOtherVariantsKeepTheFlip() {
        let flipped = arrow.imageFlippedForRightToLeftLayoutDirection()
        #expect(flipped.withRenderingMode(.alwaysTemplate).flipsForRightToLeftLayoutDirection)
        #expect(flipped.withTintColor(.red).flipsForRightToLeftLayoutDirection)
        #expect(flipped.withAlignmentRectInsets(EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)).flipsForRightToLeftLayoutDirection)
        let chevron = Image(systemName: "chevron.right")!.imageFlippedForRightToLeftLayoutDirection()
        #expect(chevron.withConfiguration(Image.SymbolConfiguration(pointSize: 30)).flipsForRightToLeftLayoutDirection)
    }

    @Test func theFlipSurvivesAnArchiveAndAnOldArchiveReadsWithout() throws {
        let flipped = arrow.imageFlippedForRightToLeftLayoutDirection()
        let decoded = try JSONDecoder().decode(Image.self, from: try JSONEncoder().encode(flipped))
        #expect(decoded == flipped && decoded.flipsForRightToLeftLayoutDirection)
        let plain = try JSONEncoder().encode(arrow)
        #expect(!String(decoding: plain, as: UTF8.self).contains("flipsForRightToLeftLayoutDirection"))
        #expect(try JSONDecoder().decode(Image.self, from: plain) == arrow)
    }
}
