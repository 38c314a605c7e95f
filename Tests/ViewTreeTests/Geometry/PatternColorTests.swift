// `UIColor(patternImage:)`: a colour that keeps the image it tiles, has no RGB components, compares by its image and
// prints as UIKit's `UIDynamicPatternColor`.
import Foundation
import Testing
import ViewTree
import ViewTreeTesting

@Suite struct PatternColorTests {
    let tile = Image(name: "tile", size: CGSize(width: 8, height: 8))

    @Test func aPatternColourKeepsItsImageAndHasNoRGBComponents() {
        let color = Color(patternImage: tile)
        #expect(color.space == .pattern && color.patternImage == tile)
        var r: CGFloat = -1, w: CGFloat = -1
        #expect(!color.getRed(&r, green: nil, blue: nil, alpha: nil) && r == -1)
        #expect(!color.getWhite(&w, alpha: nil) && w == -1)
        #expect(color.cgColor.components == [1] && color.cgColor.numberOfComponents == 1 && color.cgColor.alpha == 1)
        #expect(Color(cgColor: color.cgColor) == color)
        #expect(Color.red.patternImage == nil)
    }

    @Test func equalityFollowsTheImage() {
        #expect(Color(patternImage: tile) == Color(patternImage: Image(name: "tile", size: CGSize(width: 8, height: 8))))
        #expect(Color(patternImage: tile) != Color(patternImage: Image(name: "stripes", size: CGSize(width: 8, height: 8))))
        #expect(Color(patternImage: tile) != Color.black, "not the black its unused components would say")
        #expect(Set([Color(patternImage: tile), Color(patternImage: tile), .black]).count == 2)
        #expect(Color(patternImage: tile).withAlphaComponent(0.5).patternImage == tile)
    }

    @Test func itPrintsAsUIKitsDynamicPatternColourWithAFixedAddress() {
        #expect(Color(patternImage: tile).description == "<UIDynamicPatternColor: 0x0 image = \"tile\" 8 x 8>")
    }

    @Test func itIsAViewsBackgroundColourAndDescriptionsAndSnapshotsPrintIt() throws {
        let t = TestWorld(profile: .iOS13)
        let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = Color(patternImage: tile)
        t.window.addSubview(view)
        #expect(view.backgroundColor == Color(patternImage: tile))
        #expect(view.layer.backgroundColor?.components == [1])
        #expect(view.description.contains("backgroundColor = <UIDynamicPatternColor: 0x0 image = \"tile\" 8 x 8>"))
        let svg = view.svgRendering(scale: 1)
        #expect(svg.contains("fill=\"#a0a0a0\""))
        let data = try JSONEncoder().encode(view.backgroundColor)
        #expect(try JSONDecoder().decode(Color.self, from: data) == Color(patternImage: tile))
    }

    @Test func anImageWithNoAreaIsReportedAndGivesClear() {
        let t = TestWorld()
        let color = Color(patternImage: Image(name: "empty", size: .zero))
        #expect(color == .clear)
        #expect(t.simulation.diagnostics.last?.message.contains("has no area to tile") == true)
    }

    @Test func anAnimationFromAPatternShowsTheOtherColourAtOnce() {
        let pattern = Color(patternImage: tile)
        #expect(pattern.interpolated(to: .red, fraction: 0) == pattern)
        #expect(pattern.interpolated(to: .red, fraction: 0.25) == .red)
        #expect(Color.red.interpolated(to: pattern, fraction: 0.5) == pattern)
    }
}
