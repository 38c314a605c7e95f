import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// The content size categories themselves and the Dynamic Type sizes they give fonts.
@Suite struct ContentSizeCategoryTests {
    @Test func categoriesHaveUIKitsRawValuesAndOrder() {
        let ordered: [ContentSizeCategory] = [.unspecified, .extraSmall, .small, .medium, .large, .extraLarge,
            .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
            .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
        #expect(ordered.sorted() == ordered)
        #expect(ordered.shuffled().sorted() == ordered)
        #expect(ContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue == "UICTContentSizeCategoryAccessibilityXXXL")
        #expect(ContentSizeCategory.unspecified.rawValue == "_UICTContentSizeCategoryUnspecified")
        #expect(ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS") == .extraSmall)
        #expect(ContentSizeCategory.unspecified < .extraSmall)
        #expect(!(ContentSizeCategory.large < .large))
        #expect(ContentSizeCategory.extraExtraExtraLarge > .large)
    }

    @Test func onlyTheFiveLargestAreAccessibilityCategories() {
        let accessibility: [ContentSizeCategory] = [.accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                                                   .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
        let others: [ContentSizeCategory] = [.unspecified, .extraSmall, .small, .medium, .large, .extraLarge,
                                            .extraExtraLarge, .extraExtraExtraLarge]
        #expect(accessibility.allSatisfy { $0.isAccessibilityCategory })
        #expect(others.filter { $0.isAccessibilityCategory }.isEmpty)
    }

    @Test func textStylesHaveTheHumanInterfaceGuidelinesSizes() {
        #expect(Font.TextStyle.body.pointSize(for: .extraSmall) == 14)
        #expect(Font.TextStyle.body.pointSize(for: .large) == 17)
        #expect(Font.TextStyle.body.pointSize(for: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(Font.TextStyle.largeTitle.pointSize(for: .extraExtraExtraLarge) == 40)
        #expect(Font.TextStyle.title2.pointSize(for: .accessibilityMedium) == 34)
        #expect(Font.TextStyle.footnote.pointSize(for: .medium) == 12)
        #expect(Font.TextStyle.caption2.pointSize(for: .accessibilityExtraExtraLarge) == 34)
        #expect(Font.TextStyle.callout.pointSize(for: .unspecified) == 16)          // Large's
        #expect(Font.TextStyle.caption1.defaultPointSize == 12)
        for (style, row) in Font.TextStyle.pointSizes {
            #expect(row.count == 12, "\(style.rawValue)")
            #expect(row == row.sorted(), "\(style.rawValue) grows with the category")
        }
    }

    @Test func preferredFontsFollowTheCurrentWorldsCategory() {
        let world = Simulation()
        #expect(Font.preferredFont(forTextStyle: .title1).pointSize == 28)
        world.preferredContentSizeCategory = .extraLarge
        #expect(Font.preferredFont(forTextStyle: .title1).pointSize == 30)
        #expect(Font.preferredFont(forTextStyle: .headline) == .systemFont(ofSize: 19, weight: .semibold))
        let ax3 = TraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: ax3).pointSize == 40)
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: TraitCollection()).pointSize == 19)
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 19)
    }

    @Test func fontMetricsScaleByTheStylesRatioToLarge() {
        let world = Simulation()
        let custom = Font(pointSize: 34, name: "Avenir")
        #expect(FontMetrics.default.scaledFont(for: custom) == custom)               // scale 1 at Large
        #expect(FontMetrics.default.scaledValue(for: 44) == 44)
        world.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge       // Body 53 / 17
        #expect(FontMetrics.default.scaledFont(for: custom).pointSize == 106)          // 34 × 53 / 17
        #expect(FontMetrics.default.scaledFont(for: custom).name == "Avenir")
        #expect(FontMetrics.default.scaledFont(for: custom, maximumPointSize: 60).pointSize == 60)
        #expect(FontMetrics(forTextStyle: .title2).scaledValue(for: 22) == 56)
        let small = TraitCollection(preferredContentSizeCategory: .extraSmall)        // Title 2 19 / 22
        #expect(FontMetrics(forTextStyle: .title2).scaledValue(for: 22, compatibleWith: small) == 19)
        #expect(FontMetrics(forTextStyle: .title2).scaledFont(for: Font(pointSize: 44), compatibleWith: small).pointSize == 38)
    }

    @Test func twoWorldsKeepTheirOwnCategory() {
        let a = Simulation()
        let b = Simulation()
        b.preferredContentSizeCategory = .accessibilityLarge
        #expect(a.preferredContentSizeCategory == .large)
        #expect(Font.preferredFont(forTextStyle: .body).pointSize == 33)             // b is current
        a.makeCurrent()
        #expect(Font.preferredFont(forTextStyle: .body).pointSize == 17)
        let windowA = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: a)
        let windowB = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: b)
        #expect(windowA.traitCollection.preferredContentSizeCategory == .large)
        #expect(windowB.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
    }
}
