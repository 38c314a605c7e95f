// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeUIKit

/// `UIFontDescriptor.withDesign(_:)` the way real code uses it: a rounded system font at a weight, then bold.
@Suite struct FontDesignTests {
    @Test func aDesignKeepsTheWeightAndTraits() throws {
        let bold = UIFont.systemFont(ofSize: 17, weight: .bold)
        let rounded = try #require(bold.fontDescriptor.withDesign(.rounded))
        #expect(rounded.postscriptName == "System-Rounded-W0.4")
        #expect(rounded.symbolicTraits.contains(.traitBold))
        #expect(UIFont(descriptor: rounded, size: 17).fontName == "System-Rounded-W0.4")
        // Back to the default design: the weight is still there.
        #expect(rounded.withDesign(.default)?.postscriptName == "System-W0.4")
        // Another design replaces the first rather than adding to it.
        #expect(rounded.withDesign(.serif)?.postscriptName == "System-Serif-W0.4")
    }

    @Test func aRoundedPreferredFontCanBeMadeBold() throws {
        let title = UIFont.preferredFont(forTextStyle: .largeTitle)
        let descriptor = try #require(title.fontDescriptor.withDesign(.rounded)?.withSymbolicTraits(.traitBold))
        #expect(descriptor.postscriptName == "System-Rounded-Bold")
        #expect(descriptor.symbolicTraits == .traitBold)
        #expect(UIFont(descriptor: descriptor, size: title.pointSize).pointSize == title.pointSize)
    }

    @Test func theMonospacedSystemFontKnowsItIsBold() {
        #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .bold).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(!UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).fontDescriptor.symbolicTraits.contains(.traitBold))
    }

    @Test func onlyTheSystemFontAndKnownDesignsHaveDesigns() {
        #expect(UIFont(name: "Avenir-Heavy", size: 15)?.fontDescriptor.withDesign(.rounded) == nil)
        #expect(UIFont(name: "Systematic", size: 15)?.fontDescriptor.withDesign(.rounded) == nil)
        #expect(UIFont.systemFont(ofSize: 15).fontDescriptor.withDesign(UIFontDescriptor.SystemDesign(rawValue: "Comic")) == nil)
    }
}
