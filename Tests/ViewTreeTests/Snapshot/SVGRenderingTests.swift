import Foundation
import Testing
import ViewTree

@Suite struct SVGRenderingTests {
    @Test(arguments: [
        (CGFloat(0), 2, "0.00"),
        (314.5, 2, "314.50"),
        (-0.001, 2, "0.00"),
        (-2.5, 2, "-2.50"),
        (0.125, 2, "0.13"),
        (1.0 / 3.0, 2, "0.33"),
        (1.0 / 3.0, 0, "0"),
        (38.66666, 3, "38.667"),
        (.nan, 2, "0.00"),
        (.infinity, 2, "0.00"),
        (1e300, 2, "90071992547409.92"),
    ])
    func numbersHaveFixedDecimals(value: CGFloat, decimals: Int, expected: String) {
        #expect(SVGFormat.number(value, decimals: decimals) == expected)
    }

    @Test func textIsEscaped() {
        #expect(SVGFormat.escaped("Box<Int> & 'a' \"b\"") == "Box&lt;Int&gt; &amp; &apos;a&apos; &quot;b&quot;")
        #expect(SVGFormat.escaped("a\u{1}b\tc") == "a\u{FFFD}b\tc")
        #expect(SVGFormat.hexRGB(Color(red: 1, green: 0.5, blue: 0)) == "#ff8000")
        #expect(SVGFormat.hexRGB(Color(white: 1.0 / 3.0)) == "#555555")
    }

    @Test func aSingleViewIsOneRectFillingTheViewBox() {
        let view = View(frame: CGRect(x: 5, y: 5, width: 40, height: 20))
        view.backgroundColor = .blue
        #expect(view.svgRendering(scale: 2) == """
        <svg xmlns="http://www.w3.org/2000/svg" width="80.00" height="40.00" viewBox="0.00 0.00 40.00 20.00">
        <title>View (5 5; 40 20)</title><rect x="0.00" y="0.00" width="40.00" height="20.00" fill="#0000ff" stroke="#888888" stroke-width="0.50"/>
        <text x="2.00" y="8.00" font-family="monospace" font-size="7.00" fill="#555555">View</text>
        </svg>

        """)
    }

    /// A window with a scroll view (offset 20, clipping, a half-transparent subview) and a hidden view.
    func scene() -> (Simulation, Window, ScrollView) {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 80), simulation: world)
        let scroll = ScrollView(frame: CGRect(x: 10, y: 10, width: 80, height: 60))
        scroll.contentInsetAdjustmentBehavior = .never   // no status-bar safe area (iOS 11+ default profile)
        scroll.contentSize = CGSize(width: 80, height: 200)
        scroll.contentOffset = CGPoint(x: 0, y: 20)
        let box = View(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        box.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        box.alpha = 0.25
        scroll.addSubview(box)
        let hidden = View(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        hidden.isHidden = true
        window.addSubview(scroll)
        window.addSubview(hidden)
        return (world, window, scroll)
    }

    @Test func everyViewIsARectWithItsAlphaHiddenFlagOffsetAndClip() throws {
        let (world, window, scroll) = scene()
        scroll.flashScrollIndicators()
        world.run(until: 1)
        let svg = window.svgRendering()
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100.00\" height=\"80.00\" viewBox=\"0.00 0.00 100.00 80.00\">\n"))
        #expect(svg.hasSuffix("</svg>\n"))
        // window, scroll view, box, two indicators, hidden view
        #expect(svg.components(separatedBy: "<rect ").count - 1 == 6 + 1, "six views and the scroll view's clip rect")
        #expect(svg.components(separatedBy: "<g ").count == svg.components(separatedBy: "</g>").count)
        #expect(svg.contains("<g transform=\"translate(10.00 10.00)\">"), "the scroll view at its frame origin")
        #expect(svg.contains("<clipPath id=\"vt-clip1\"><rect x=\"0.00\" y=\"20.00\" width=\"80.00\" height=\"60.00\"/></clipPath>"))
        #expect(svg.contains("<g transform=\"translate(0.00 -20.00)\">"), "the content shifted by the offset")
        #expect(svg.contains("<g transform=\"translate(0.00 0.00)\" opacity=\"0.25\">"), "the box's alpha")
        #expect(svg.contains("fill=\"#ff0000\" fill-opacity=\"0.50\""), "its background colour")
        #expect(svg.contains("display=\"none\""), "the hidden view is listed, not drawn")
        // The vertical indicator, shown by the flash: filled with the style's colour, rounded.
        let indicator = try #require(scroll.verticalScrollIndicatorView)
        #expect(indicator.presentation().alpha == 1)
        #expect(svg.contains("<title>ImageView (74.5 25.5; 2.5 37)</title><rect x=\"0.00\" y=\"0.00\" width=\"2.50\" height=\"37.00\" rx=\"1.25\" fill=\"#000000\" fill-opacity=\"0.35\"/>"))
    }

    @Test func presentationAndModelDifferWhileAFadeRuns() {
        let (world, window, scroll) = scene()
        scroll.flashScrollIndicators()
        world.run(until: 0.1)
        let onScreen = window.svgRendering(tree: .presentation)
        let model = window.svgRendering(tree: .model)
        #expect(onScreen != model)
        #expect(model.components(separatedBy: "opacity=\"0.00\"").count - 1 == 1, "model: only the horizontal indicator is at 0")
        #expect(onScreen.components(separatedBy: "opacity=\"0.00\"").count - 1 == 1)
        #expect(model.contains("<g transform=\"translate(74.50 25.50)\">\n"), "model: the vertical indicator is at 1")
        #expect(onScreen.contains("<g transform=\"translate(74.50 25.50)\" opacity=\"0."), "on screen it is still fading in")
    }

    @Test func theSameTreeGivesTheSameBytesAndPrefixesSeparateClipIds() {
        let (_, a, _) = scene()
        let (_, b, _) = scene()
        #expect(a.svgRendering() == b.svgRendering())
        #expect(a.svgRendering(idPrefix: "left").contains("id=\"left-clip1\""))
        #expect(a.svgRendering(idPrefix: "left").contains("url(#left-clip1)"))
    }

    @Test func iOS13IndicatorsAreDrawnByTheirFillView() {
        let world = Simulation(profile: .iOS13)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentInsetAdjustmentBehavior = .never   // no status-bar safe area (iOS 11+ default profile)
        scroll.contentSize = CGSize(width: 100, height: 400)
        window.addSubview(scroll)
        scroll.flashScrollIndicators()
        let svg = window.svgRendering(labeled: false)
        #expect(svg.contains("<title>_UIScrollViewScrollIndicator (94 3; 3 23.6667)</title><rect x=\"0.00\" y=\"0.00\" width=\"3.00\" height=\"23.67\" rx=\"1.50\" fill=\"none\"/>"))
        #expect(svg.contains("<title>View (0 0; 3 23.6667)</title><rect x=\"0.00\" y=\"0.00\" width=\"3.00\" height=\"23.67\" fill=\"#000000\" fill-opacity=\"0.35\"/>"))
        #expect(!svg.contains("<text"), "unlabeled")
    }

    @Test func emptyBoundsAndBadScaleStillMakeADocument() {
        #expect(View(frame: .zero).svgRendering() == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0.00\" height=\"0.00\" viewBox=\"0.00 0.00 0.00 0.00\">\n</svg>\n")
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.svgRendering(scale: .nan) == view.svgRendering(scale: 1))
        #expect(view.svgRendering(scale: -3) == view.svgRendering(scale: 1))
    }

    @Test func aVeryDeepTreeRendersWithoutRecursion() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var parent = root
        for _ in 0..<20_000 {
            let child = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            parent = child
        }
        let svg = root.svgRendering(labeled: false)
        #expect(svg.components(separatedBy: "<rect ").count - 1 == 20_001)
    }
}
