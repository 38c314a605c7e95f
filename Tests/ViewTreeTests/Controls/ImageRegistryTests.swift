import Foundation
import Testing
import ViewTree

/// `Image(named:)` finds what the current world registered, and nothing else.
@Suite struct ImageRegistryTests {
    @Test func aRegisteredImageIsFoundInItsWorldOnly() {
        let other = Simulation()
        let world = Simulation()                       // current from here on
        world.registerImage(named: "star", size: CGSize(width: 24, height: 24))
        #expect(Image(named: "star") == Image(name: "star", size: CGSize(width: 24, height: 24), scale: world.pixelScale))
        #expect(Image(named: "moon") == nil, "not registered: nil, as UIKit")
        #expect(Image(named: "star", in: other) == nil, "another world's catalog is its own")
        let imageView = ImageView(image: Image(named: "star"))
        #expect(imageView.intrinsicContentSize == CGSize(width: 24, height: 24))
    }

    @Test func aBadSizeIsRejectedAndThePreviousOneKept() {
        let world = Simulation()
        world.registerImage(named: "star", size: CGSize(width: 24, height: 24))
        world.registerImage(named: "star", size: CGSize(width: CGFloat.nan, height: 1))
        world.registerImage(named: "star", size: CGSize(width: -1, height: 1))
        #expect(world.image(named: "star")?.size == CGSize(width: 24, height: 24))
        #expect(world.diagnostics.count == 2 && world.diagnostics.allSatisfy { $0.code == .invalidValue })
        #expect(world.diagnostics.first?.subject == "image \"star\"")
    }
}
