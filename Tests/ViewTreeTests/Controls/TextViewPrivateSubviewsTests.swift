import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A text view's private subviews per era (`PlatformProfile.textViewTextSubviews`), as device dumps print them: the
/// `_UITextContainerView` as large as the content, first, before the scroll indicators; from iOS 16 (the iOS 13+ profile)
/// an empty `_UITextLayoutView` before it and an empty canvas in it.
@Suite struct TextViewPrivateSubviewsTests {
    /// The lines under a text view's own, with the indicators (and their fills) left out.
    private func privateLines(of textView: TextView) -> [String] {
        textView.recursiveDescription().split(separator: "\n").dropFirst().map { withoutAddresses(String($0)) }
            .filter { !$0.contains("ScrollIndicator") && !$0.contains("<ImageView:") && !$0.hasPrefix("   |    | <View:") }
    }

    /// Sentry's redaction tests ("iOS 26 & 18"), a 40 × 40 text view made in code:
    /// `| <_UITextLayoutView: 0x12dd0ba00; frame = (0 0; 0 0); layer = <CALayer: 0x600000cebfc0>>`
    /// `| <<_UITextContainerView: 0x12dd0b440; frame = (0 0; 40 30); backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <CALayer: 0x600000ce9350>> minSize = {0, 0}, maxSize = {1.7976931348623157e+308, 1.7976931348623157e+308}, textContainer = <NSTextContainer: 0x600003518210 size = (40.000000,inf); widthTracksTextView = YES; heightTracksTextView = NO>; exclusionPaths = 0x1e5cbb9d0; lineBreakMode = 0>`
    /// `|    | <_UITextLayoutCanvasView: 0x12dd0b680; frame = (0 0; 0 0); backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <CALayer: 0x600000ce9ad0>>`
    /// `|    |    | <UIView: 0x13250a680; frame = (0 0; 0 0); layer = <CALayer: 0x600000ccf840>>`
    /// The container's height is ViewTree's computed content size, 30.3333 (its 12-pt line on the 3× pixel grid) where
    /// the dump prints 30 beside a `contentSize` of 32 (**sources disagree**, Docs/Fidelity.md).
    @Test func aModernTextViewPrintsItsLayoutViewThenItsContainerWithACanvas() {
        let world = Simulation(profile: .iOS13)
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let textView = TextView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        root.addSubview(textView)
        let lines = textView.recursiveDescription().split(separator: "\n").map { withoutAddresses(String($0)) }
        #expect(textView.contentSize == CGSize(width: 40, height: 8 + 43.0 / 3 + 8))
        #expect(Array(lines.dropFirst().prefix(4)) == [
            "   | <_UITextLayoutView: 0x…; frame = (0 0; 0 0); layer = <Layer: 0x…>>",
            "   | <<_UITextContainerView: 0x…; frame = (0 0; 40 30.3333); backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <Layer: 0x…>> minSize = {0, 0}, maxSize = {1.7976931348623157e+308, 1.7976931348623157e+308}, textContainer = <TextContainer: 0x… size = (40.000000,inf); widthTracksTextView = YES; heightTracksTextView = NO>; exclusionPaths = 0x…; lineBreakMode = 0>",
            "   |    | <_UITextLayoutCanvasView: 0x…; frame = (0 0; 0 0); backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <Layer: 0x…>>",
            "   |    |    | <View: 0x…; frame = (0 0; 0 0); layer = <Layer: 0x…>>",
        ])
        // Never laid out, scrolled or flashed: no indicators, the container is the last subview (Sentry's dump
        // ends with it: iOS 13+ makes indicators lazily, `scrollIndicatorsCreatedLazily`).
        #expect(textView.horizontalScrollIndicatorView == nil && textView.verticalScrollIndicatorView == nil)
        #expect(textView.subviews.count == 2)
        // Laid out, the indicators come as the last subviews (an iOS 15 device prints them after the container view).
        textView.setNeedsLayout()
        textView.layoutIfNeeded()
        #expect(textView.subviews.count == 4)
        #expect(textView.subviews.suffix(2).allSatisfy { $0 === textView.horizontalScrollIndicatorView || $0 === textView.verticalScrollIndicatorView })
        withExtendedLifetime(world) {}
    }

    /// MonkeyDev's wiki (an iOS 11 device): `<<_UITextContainerView: 0x105318060; frame = (0 0; 343 317); layer =
    /// <__UITextTiledLayer: 0x1c40c42f0>> minSize = {0, 0}, maxSize = {1.7976931348623157e+308, 1.7976931348623157e+308},
    /// textContainer = <NSTextContainer: 0x1c0105fa0 size = (343.000000,inf); widthTracksTextView = YES;
    /// heightTracksTextView = NO>; exclusionPaths = 0x1c40025e0; lineBreakMode = 0>`, the text view's first subview,
    /// under `contentSize: {343, 317}`, then the two image-view indicators.
    @Test func anIOS11ContainerIsTheContentSizeOnADoubleUnderscoredTiledLayer() throws {
        let world = Simulation(profile: .iOS11)
        let textView = TextView(frame: CGRect(x: 26, y: 230, width: 343, height: 427))
        textView.text = String(repeating: "A line of the change log\n", count: 12)
        let lines = privateLines(of: textView)
        let size = textView.contentSize
        #expect(size.width == 343 && size.height > 16)
        #expect(lines == [
            "   | <<_UITextContainerView: 0x…; frame = (0 0; 343 \(UIKitFormat.number(size.height))); layer = <__UITextTiledLayer: 0x…>> minSize = {0, 0}, maxSize = {1.7976931348623157e+308, 1.7976931348623157e+308}, textContainer = <TextContainer: 0x… size = (343.000000,inf); widthTracksTextView = YES; heightTracksTextView = NO>; exclusionPaths = 0x…; lineBreakMode = 0>",
        ])
        #expect(textView.subviews.map { "\(type(of: $0))" } == ["_UITextContainerView", "ImageView", "ImageView"])
        withExtendedLifetime(world) {}
    }

    /// iOS 9–10 (a 32-bit device's CTF write-up; a WeChat-plugin note on a 64-bit one): `layer = <_UITextTiledLayer: …>`
    /// and a container `FLT_MAX` high, `size = (240.000000,340282346638528859811704183484516925440.000000)`, the largest
    /// `CGFloat` of a 64-bit device in `maxSize`; a 32-bit one's (the iOS 7 profile) prints `3.4028235e+38`.
    @Test func earlierContainersAreTiledAndFloatHigh() throws {
        let world = Simulation(profile: .iOS10)
        let textView = TextView(frame: CGRect(x: 67, y: 424, width: 240, height: 128))
        textView.text = "Learn how to hide your feelings"
        let line = try #require(privateLines(of: textView).first)
        #expect(line.contains("layer = <_UITextTiledLayer: 0x…>> minSize = {0, 0}, maxSize = {1.7976931348623157e+308, 1.7976931348623157e+308}"))
        #expect(line.contains("size = (240.000000,340282346638528859811704183484516925440.000000)"))
        #expect(textView.subviews.first?.frame == CGRect(origin: .zero, size: textView.contentSize))
        withExtendedLifetime(world) {}

        let old = Simulation(profile: .iOS7)
        let textView7 = TextView(frame: CGRect(x: 0, y: 0, width: 240, height: 128))
        let line7 = try #require(privateLines(of: textView7).first)
        #expect(line7.contains("maxSize = {3.4028235e+38, 3.4028235e+38}"))
        withExtendedLifetime(old) {}
    }

    /// iOS 6 has no TextKit: no container view.
    @Test func iOS6TextViewsHaveNoContainerView() {
        let world = Simulation(profile: .iOS6)
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(!textView.subviews.contains { "\(type(of: $0))" == "_UITextContainerView" })
        withExtendedLifetime(world) {}
    }

    /// The container view follows the content: typing, a new width and a new font resize it.
    @Test func theContainerFollowsTheContentSize() throws {
        let world = Simulation(profile: .iOS11)
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let container = try #require(textView.subviews.first)
        #expect(container.frame == CGRect(origin: .zero, size: textView.contentSize))
        textView.text = String(repeating: "word ", count: 60)
        #expect(container.frame.height > 40)
        #expect(container.frame == CGRect(origin: .zero, size: textView.contentSize))
        textView.frame.size.width = 300
        #expect(container.frame == CGRect(origin: .zero, size: textView.contentSize))
        #expect(container.frame.width == 300)
        withExtendedLifetime(world) {}
    }

    /// Content a caller adds goes above the private views and below the indicators, as UIKit's `addSubview` puts it.
    @Test func addedContentGoesAboveThePrivateViews() {
        let world = Simulation(profile: .iOS13)
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let badge = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        textView.addSubview(badge)
        #expect(textView.subviews.prefix(3).map { "\(type(of: $0))" } == ["_UITextLayoutView", "_UITextContainerView", "View"])
        #expect(textView.subviews[2] === badge)
        withExtendedLifetime(world) {}
    }

    /// Code that empties a text view (`subviews.forEach { $0.removeFromSuperview() }`, a common pattern) takes the private
    /// views too, as in UIKit; the text view goes on computing its content size, and typing into it adds nothing back.
    @Test func aTextViewWhosePrivateViewsWereRemovedKeepsWorking() {
        let world = Simulation(profile: .iOS13)
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.subviews.forEach { $0.removeFromSuperview() }
        textView.text = String(repeating: "word ", count: 60)
        #expect(textView.contentSize.height > 40)
        #expect(textView.subviews.isEmpty)
        withExtendedLifetime(world) {}
    }

    /// A text view made outside any world takes the default profile's container, and the era's views when it joins one.
    @Test func joiningAWorldOfAnotherEraRemakesThePrivateViews() {
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(textView.subviews.first.map { "\(type(of: $0))" } == "_UITextContainerView")
        let t = TestWorld(profile: .iOS13)
        t.window.addSubview(textView)
        #expect(textView.subviews.prefix(2).map { "\(type(of: $0))" } == ["_UITextLayoutView", "_UITextContainerView"])
        #expect(textView.subviews.filter { "\(type(of: $0))" == "_UITextContainerView" }.count == 1)
    }
}
