import Foundation
import Testing
import ViewTree

@Suite struct UIKitFormatTests {
    @Test(arguments: [
        (CGFloat(20.5), "20.5"), (333.66666666, "333.667"), (0, "0"), (-3, "-3"), (1e12, "1e+12"),
        (0.1, "0.1"), (2.5, "2.5"), (-0.0, "-0"), (1_000_000, "1e+06"), (123_456, "123456"),
    ])
    func numbersPrintLikePercentG(value: CGFloat, expected: String) {
        #expect(UIKitFormat.number(value) == expected)
    }

    @Test func rectsSizesPointsAndInsets() {
        #expect(UIKitFormat.rect(CGRect(x: 0, y: 0, width: 320, height: 480)) == "(0 0; 320 480)")
        #expect(UIKitFormat.rect(CGRect(x: 369.5, y: 3, width: 2.5, height: 42.5)) == "(369.5 3; 2.5 42.5)")
        #expect(UIKitFormat.size(CGSize(width: 375, height: 1000)) == "{375, 1000}")
        #expect(UIKitFormat.point(CGPoint(x: 0, y: -64)) == "{0, -64}")
        #expect(EdgeInsets(top: 64, left: 0, bottom: 49, right: 0).description == "{64, 0, 49, 0}")
    }

    @Test func edgeInsetsShrinkRects() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50).inset(by: EdgeInsets(top: 8, left: 5, bottom: 8, right: 5))
        #expect(r == CGRect(x: 5, y: 8, width: 90, height: 34))
    }

    @Test func colorsPrintLikeUIColor() {
        #expect(Color.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(Color(white: 0.5, alpha: 1).description == "UIExtendedGrayColorSpace 0.5 1")
    }

    @Test func autoresizingMaskHasUIKitsBits() {
        #expect(AutoresizingMask.flexibleLeftMargin.rawValue == 1)
        #expect(AutoresizingMask.flexibleWidth.rawValue == 2)
        #expect(AutoresizingMask.flexibleRightMargin.rawValue == 4)
        #expect(AutoresizingMask.flexibleTopMargin.rawValue == 8)
        #expect(AutoresizingMask.flexibleHeight.rawValue == 16)
        #expect(AutoresizingMask.flexibleBottomMargin.rawValue == 32)
        let all: AutoresizingMask = [.flexibleBottomMargin, .flexibleLeftMargin, .flexibleHeight, .flexibleWidth,
                                     .flexibleTopMargin, .flexibleRightMargin]
        #expect(all.debugTokens == "LM+W+RM+TM+H+BM")
    }
}
