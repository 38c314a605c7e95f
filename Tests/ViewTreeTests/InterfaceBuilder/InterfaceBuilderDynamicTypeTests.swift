import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder
import ViewTreeTesting

/// A label whose file gives it a text style and `adjustsFontForContentSizeCategory="YES"` follows the world's text
/// size, as in UIKit.
@Suite struct InterfaceBuilderDynamicTypeTests {
    @Test func aStyledAdjustingLabelFromAFileFollowsTheCategory() throws {
        let t = TestWorld()
        t.simulation.preferredContentSizeCategory = .extraLarge
        let text = InterfaceBuilderLoadingTests.xib("""
            <view id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <subviews>
                    <label text="Title" adjustsFontForContentSizeCategory="YES" id="adjusting">
                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                    </label>
                    <label text="Fixed" id="fixed">
                        <fontDescription key="fontDescription" style="UICTFontTextStyleLargeTitle"/>
                    </label>
                </subviews>
            </view>
            """)
        let loaded = Nib(document: try InterfaceBuilderDocument(string: text)).instantiateHierarchy(withOwner: nil)
        let adjusting = try #require(loaded.view(withID: "adjusting") as? Label)
        let fixed = try #require(loaded.view(withID: "fixed") as? Label)
        #expect(adjusting.adjustsFontForContentSizeCategory && !fixed.adjustsFontForContentSizeCategory)
        #expect(adjusting.font.pointSize == 19 && adjusting.font == .preferredFont(forTextStyle: .headline))  // xLarge
        #expect(fixed.font.pointSize == 36)                                           // Large Title at xLarge
        let root = try #require(loaded.view(withID: "root"))
        t.window.addSubview(root)
        t.simulation.preferredContentSizeCategory = .small
        #expect(adjusting.font.pointSize == 15)
        #expect(fixed.font.pointSize == 36)
    }
}
