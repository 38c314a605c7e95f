import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `View.asciiRendering` and the `.ascii` strategy on a small tree: a window, a scroll view that flashes
/// its indicators, a card, a footer image further down, and two views that must not show.
///
/// The window is 320 × 240 points drawn in 40 × 15 cells: a cell is 8 × 16 points.
@Suite struct AsciiRenderingTests {
    let t = TestWorld(windowSize: CGSize(width: 320, height: 240))
    let scroll = ScrollView(frame: CGRect(x: 16, y: 32, width: 288, height: 176))

    init() {
        scroll.contentSize = CGSize(width: 288, height: 704)
        t.window.addSubview(scroll)
        scroll.addSubview(View(frame: CGRect(x: 16, y: 16, width: 128, height: 48)))
        scroll.addSubview(ImageView(frame: CGRect(x: 16, y: 400, width: 256, height: 80)))
        let hidden = View(frame: CGRect(x: 160, y: 16, width: 100, height: 48))
        hidden.isHidden = true
        scroll.addSubview(hidden)
        let transparent = View(frame: CGRect(x: 160, y: 16, width: 100, height: 48))
        transparent.alpha = 0
        scroll.addSubview(transparent)
    }

    /// The tree before and after the flash differ only in the indicator column.
    static let withoutIndicator = """
        +Window--------------------------------+
        |                                      |
        | +ScrollView------------------------+ |
        | | +View----------+                 | |
        | | |              |                 | |
        | | +--------------+                 | |
        | |                                  | |
        | |                                  | |
        | |                                  | |
        | |                                  | |
        | |                                  | |
        | |                                  | |
        | +----------------------------------+ |
        |                                      |
        +--------------------------------------+

        """

    /// The vertical indicator (2.5 × 42.5 pt at x 298.5 in the window) is column 37, rows 2–4: it
    /// covers the scroll view's right edge, where it sits.
    static let withIndicator = """
        +Window--------------------------------+
        |                                      |
        | +ScrollView------------------------# |
        | | +View----------+                 # |
        | | |              |                 # |
        | | +--------------+                 | |
        | |                                  | |
        | |                                  | |
        | |                                  | |
        | |                                  | |
        | |                                  | |
        | |                                  | |
        | +----------------------------------+ |
        |                                      |
        +--------------------------------------+

        """

    @Test func aFlashShowsTheIndicatorAsABarWhileItIsOnScreen() {
        #expect(t.window.asciiRendering(columns: 40, rows: 15) == Self.withoutIndicator, "indicators start at alpha 0")
        scroll.flashScrollIndicators()
        #expect(t.window.asciiRendering(columns: 40, rows: 15) == Self.withoutIndicator,
                "on screen, the fade-in has not started at t = 0")
        #expect(t.window.asciiRendering(columns: 40, rows: 15, tree: .model) == Self.withIndicator,
                "the model alpha is already 1")
        t.run(until: 0.5)
        #expect(t.window.asciiRendering(columns: 40, rows: 15) == Self.withIndicator)
        t.run(until: 1.7)
        #expect(t.window.asciiRendering(columns: 40, rows: 15) == Self.withIndicator, "still fading out on screen")
        #expect(t.window.asciiRendering(columns: 40, rows: 15, tree: .model) == Self.withoutIndicator)
        t.run(until: 3)
        #expect(t.window.asciiRendering(columns: 40, rows: 15) == Self.withoutIndicator)
    }

    @Test func scrolledContentMovesAndIsClippedByTheScrollView() {
        scroll.flashScrollIndicators()
        t.run(until: 0.5)
        scroll.contentOffset = CGPoint(x: 0, y: 352)
        // The card is above the visible part now; the footer (content y 400–480) is at window y 80–160,
        // and the indicator has moved two thirds down its track.
        #expect(t.window.asciiRendering(columns: 40, rows: 15, style: .box) == """
            ┌Window────────────────────────────────┐
            │                                      │
            │ ┌ScrollView────────────────────────┐ │
            │ │                                  │ │
            │ │                                  │ │
            │ │ ┌ImageView─────────────────────┐ │ │
            │ │ │                              │ │ │
            │ │ │                              │ █ │
            │ │ │                              │ █ │
            │ │ └──────────────────────────────┘ █ │
            │ │                                  █ │
            │ │                                  │ │
            │ └──────────────────────────────────┘ │
            │                                      │
            └──────────────────────────────────────┘

            """)
    }

    @Test func aViewThatOverflowsAClippingParentIsCutAtItsOutline() {
        scroll.addSubview(View(frame: CGRect(x: 200, y: 120, width: 200, height: 200)))
        let rendering = t.window.asciiRendering(columns: 40, rows: 15)
        let lines = rendering.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[12] == "| +----------------------------------+ |", "the scroll view's bottom edge stays whole")
        #expect(lines[9] == "| |                        +View-----| |", "the overflowing view stops inside the outline")
        #expect(lines[11] == "| |                        |         | |")
    }

    @Test func withoutLabelsOnlyOutlinesRemain() {
        let rendering = t.window.asciiRendering(columns: 40, rows: 15, labeled: false)
        #expect(rendering.hasPrefix("+--------------------------------------+\n|                                      |\n| +----------------------------------+ |\n| | +--------------+"))
    }

    @Test func iOS13IndicatorsArePrivateViewsButStillBars() {
        let t13 = TestWorld(profile: .iOS13, windowSize: CGSize(width: 320, height: 240))
        let scroll13 = ScrollView(frame: CGRect(x: 16, y: 32, width: 288, height: 176))
        scroll13.contentSize = CGSize(width: 288, height: 704)
        t13.window.addSubview(scroll13)
        scroll13.flashScrollIndicators()
        t13.run(until: 0.5)
        let lines = t13.window.asciiRendering(columns: 40, rows: 15).split(separator: "\n")
        #expect(lines[2] == "| +ScrollView------------------------# |")
        #expect(lines[3] == "| |                                  # |", "no outline of the indicator's fill view")
        #expect(!lines.joined().contains("_UIScrollViewScrollIndicator"))
    }

    @Test func emptyGridsAndEmptyViewsRenderNothing() {
        #expect(t.window.asciiRendering(columns: 0, rows: 10) == "")
        #expect(View(frame: .zero).asciiRendering(columns: 10, rows: 10) == "")
        #expect(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).asciiRendering(columns: 1, rows: 1) == "+\n")
    }

    @Test func theAsciiStrategyIsTheRendering() {
        let strategy: Snapshotting<Window> = .ascii(columns: 40, rows: 15)
        #expect(strategy.snapshot(t.window) == Self.withoutIndicator)
        #expect(strategy.pathExtension == "txt")
    }
}
