import Foundation
import Testing
import ViewTree

/// `UIFontDescriptor`'s bold/italic idiom, and the keyboard appearance trait.
@Suite struct FontDescriptorTests {
    @Test func aBoldVariantOfTheSystemFontIsTheBoldSystemFont() throws {
        let body = Font.systemFont(ofSize: 17)
        #expect(body.fontDescriptor.symbolicTraits.isEmpty)
        let bold = try #require(body.fontDescriptor.withSymbolicTraits(.traitBold))
        #expect(bold.symbolicTraits == .traitBold)
        let font = Font(descriptor: bold, size: 0)   // 0 keeps the descriptor's size
        #expect(font.pointSize == 17)
        #expect(font.fontName == "System-Bold")
        #expect(Font(descriptor: bold, size: 20).pointSize == 20)
    }

    @Test func traitsCombineAndComeBackFromTheName() throws {
        let italic = try #require(Font(pointSize: 15, name: "HelveticaNeue").fontDescriptor.withSymbolicTraits(.traitItalic))
        #expect(italic.postscriptName == "HelveticaNeue-Italic")
        let both = try #require(italic.withSymbolicTraits([.traitBold, .traitItalic]))
        #expect(both.postscriptName == "HelveticaNeue-BoldItalic")
        #expect(both.symbolicTraits == [.traitBold, .traitItalic])
        let plain = try #require(both.withSymbolicTraits([]))
        #expect(plain.postscriptName == "HelveticaNeue")
        #expect(plain.withSize(30).pointSize == 30)
    }

    @Test func weightsFromBoldUpCountAsBold() {
        #expect(Font(pointSize: 17, name: "System-W0.4").fontDescriptor.symbolicTraits == .traitBold)
        #expect(Font(pointSize: 17, name: "System-W0.62").fontDescriptor.symbolicTraits == .traitBold)
        #expect(Font(pointSize: 17, name: "System-W0.3").fontDescriptor.symbolicTraits.isEmpty)
    }

    @Test func aFaceViewTreeCannotNameIsNil() {
        #expect(Font.systemFont(ofSize: 12).fontDescriptor.withSymbolicTraits(.traitCondensed) == nil)
        #expect(Font.systemFont(ofSize: 12).fontDescriptor.withSymbolicTraits([.traitBold, .traitMonoSpace]) == nil)
        #expect(FontDescriptor.SymbolicTraits.traitBold.rawValue == 2 && FontDescriptor.SymbolicTraits.traitMonoSpace.rawValue == 1024)
    }

    @Test func keyboardAppearanceIsStoredWithUIKitsRawValues() {
        let field = TextField(frame: .zero)
        #expect(field.keyboardAppearance == .default)
        field.keyboardAppearance = .dark
        #expect(field.keyboardAppearance == .dark && KeyboardAppearance.alert == .dark)
        let view = TextView(frame: .zero)
        view.keyboardAppearance = .light
        #expect(view.keyboardAppearance.rawValue == 2)
    }
}
