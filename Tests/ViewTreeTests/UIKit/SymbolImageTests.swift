// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeUIKit

/// `UIImage(systemName:)` and symbol configurations.
@Suite struct SymbolImageTests {
    @Test func aSymbolIsATemplateSizedForBodyText() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        #expect(star.isSymbolImage && star.renderingMode == .alwaysTemplate)
        #expect(star.size == CGSize(width: 17, height: 17))
        #expect(star == UIImage(systemName: "star.fill"))
        #expect(star != UIImage(systemName: "star"))
        #expect(UIImage(named: "star.fill") == nil)
    }

    @Test func malformedNamesGiveNoImage() {
        for name in ["", "Star", "star fill", ".star", "star.", "star..fill", "stär"] {
            #expect(UIImage(systemName: name) == nil, "\(name)")
        }
    }

    @Test func configurationsSetSizeWeightAndScale() throws {
        let big = try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .bold)))
        #expect(big.size == CGSize(width: 30, height: 30))
        #expect(big.symbolConfiguration?.weight == .bold)
        let large = big.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        #expect(large.size.width == (30 * Image.symbolLargeScaleFactor * 3).rounded() / 3)
        #expect(large.symbolConfiguration?.weight == .bold)
        let title = try #require(UIImage(systemName: "heart", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1)))
        #expect(title.size.width == UIFont.preferredFont(forTextStyle: .title1).pointSize)
        let plain = Image(name: "logo", size: CGSize(width: 10, height: 5))
        #expect(plain.withConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) == plain)
        #expect(plain.applyingSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 40)) == nil)
        #expect(UIImage.SymbolConfiguration(pointSize: .nan).effectivePointSize == 17)
    }

    @Test func tintAndRenderingModeMakeNewImages() throws {
        let symbol = try #require(UIImage(systemName: "bell"))
        let red = symbol.withTintColor(.red)
        #expect(red.renderingMode == .alwaysOriginal && red.tintColor == .red && symbol.tintColor == nil)
        #expect(symbol.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
        #expect(red != symbol)
    }

    @Test func anImageViewAppliesItsPreferredSymbolConfiguration() throws {
        _ = Simulation()
        let view = UIImageView(image: UIImage(systemName: "gear"))
        #expect(view.intrinsicContentSize == CGSize(width: 17, height: 17))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 24)
        #expect(view.intrinsicContentSize == CGSize(width: 24, height: 24))
        view.sizeToFit()
        #expect(view.bounds.size == CGSize(width: 24, height: 24))
    }

    @Test func symbolImagesRoundTripThroughCoding() throws {
        let symbol = try #require(UIImage(systemName: "bolt", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)))
        let tinted = symbol.withTintColor(.blue)
        let data = try JSONEncoder().encode(tinted)
        #expect(try JSONDecoder().decode(Image.self, from: data) == tinted)
    }
}
