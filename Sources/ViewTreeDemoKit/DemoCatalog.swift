import Foundation
import SeedPorts
import ViewTree

extension DemoScenario {
    /// Every scenario, in the order the demo shows them.
    public static func catalog() -> [DemoScenario] {
        [flash(), textView(), table(), horizontal(), iOS8(), iOS13(), drag(),
         navigation(), modal(), controls(), gestures(), scrollTouch()]
    }

    /// The scenario with this name, if any.
    public static func named(_ name: String) -> DemoScenario? {
        catalog().first { $0.name == name }
    }
}

// MARK: Shared set-up

/// The demo's window size: small, so hierarchies and pictures stay short.
let demoWindowSize = CGSize(width: 320, height: 240)

/// Forty lines of text: 589 pt of content in a 320 × 200 text view, so it overflows.
func demoText() -> String {
    (1...40).map { "Line \($0) of the text view" }.joined(separator: "\n")
}

/// A visible key window in a fresh world of `profile`, with `categories` installed.
func demoWindow(_ profile: PlatformProfile, size: CGSize = demoWindowSize,
                categories: [Category<ImageView>] = []) -> (Simulation, Window) {
    let world = Simulation(profile: profile)
    for category in categories { world.install(category) }
    let window = Window(frame: CGRect(origin: .zero, size: size), simulation: world)
    window.makeKeyAndVisible()
    return (world, window)
}

/// `"{w, h}"`, as UIKit prints a size.
func sizeText(_ size: CGSize) -> String { UIKitFormat.size(size) }

/// Whether the content overflows vertically, in words.
func scrollFact(_ scrollView: ScrollView) -> String {
    let size = "contentSize \(sizeText(scrollView.contentSize))"
    switch (scrollView.canScrollVertically, scrollView.canScrollHorizontally) {
    case (true, true): return size + ": scrolls both ways"
    case (true, false): return size + ": scrolls vertically"
    case (false, true): return size + ": scrolls horizontally only"
    case (false, false): return size + ": cannot scroll"
    }
}

/// What the vertical indicator is, and whether an image-view category can reach it.
func indicatorKindFact(_ scrollView: ScrollView) -> String {
    guard let indicator = scrollView.verticalScrollIndicatorView else { return "no vertical indicator" }
    let name = String(describing: type(of: indicator))
    return indicator is ImageView
        ? "the indicator is an \(name): the ImageView category reaches it"
        : "the indicator is a \(name), not an ImageView: the category never sees it"
}

/// The model frame of the vertical indicator, as UIKit prints it.
func indicatorFrameFact(_ scrollView: ScrollView) -> String {
    guard let indicator = scrollView.verticalScrollIndicatorView else { return "no vertical indicator" }
    return "indicator frame \(UIKitFormat.rect(indicator.frame))"
}

/// Numbered rows for the table scenario.
final class DemoRows: TableViewDataSource {
    let count: Int

    init(count: Int) { self.count = count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row")
            ?? TableViewCell(style: .default, reuseIdentifier: "row")
        cell.text = "Row \(indexPath.row)"
        return cell
    }
}

// MARK: The scenarios

extension DemoScenario {
    /// B2/B3: a plain scroll view flashes.
    static func flash() -> DemoScenario {
        DemoScenario(
            name: "flash", title: "A plain scroll view flashes its indicators", claims: ["B2", "B3"],
            summary: "flashScrollIndicators(): fade in, about 1.5 s, fade out (no category)",
            explanation: [
                "A 320 × 200 scroll view with 1000 pt of content calls flashScrollIndicators() at 0 s.",
                "Its indicator (an image view) fades in over 0.33 s, stays about 1.5 s, then fades out over",
                "0.33 s, every step through the image view's alpha setter: what the articles' category fights.",
            ],
            defaultProfiles: [.iOS7], snapshotTimes: [0.5, 2.5],
            profileNotes: [
                "ios13": ["On iOS 13+ the indicator is a _UIScrollViewScrollIndicator (a plain view holding a fill view), not an",
                        "image view [A2]: it fades in and out on the same clock as on iOS 7–12."],
            ]
        ) { profile in
            let (world, window) = demoWindow(profile)
            let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            scroll.contentSize = CGSize(width: 320, height: 1000)
            window.addSubview(scroll)
            scroll.flashScrollIndicators()
            return [DemoCase(label: "plain ScrollView", world: world, window: window,
                             probes: [.verticalIndicator(of: scroll)], facts: { [scrollFact(scroll)] })]
        }
    }

    /// A3–A5: MRATextView with and without the MRAScrollView category.
    static func textView() -> DemoScenario {
        DemoScenario(
            name: "textview", title: "MRATextView keeps its scroll bar", claims: ["A3", "A4", "A5"],
            summary: "MRATextView + the MRAScrollView category: the indicator never fades",
            explanation: [
                "MRATextView (tag 836913) flashes, then moves its vertical indicator to the top with alpha 1 [A3].",
                "The MRAScrollView category on every image view refuses alpha 0 for that indicator while the text",
                "overflows [A4] and makes it verticalScrollBarH = 60 pt tall [A5]; without it, the indicator fades.",
            ],
            defaultProfiles: [.iOS7], snapshotTimes: [2.5],
            profileNotes: [
                "ios8": ["On iOS 8 a text view's contentSize stays {0, 0}, so it cannot scroll [A7]: no fade-out is ever",
                         "scheduled, and MRATextView's flash leaves the indicator at alpha 1 in both rows, with or without",
                         "the category. The ios8 scenario shows the article's two fixes."],
                "ios13": ["On iOS 13+ the indicator is a _UIScrollViewScrollIndicator (a plain view holding a fill view), not an",
                        "image view [A2]: the MRAScrollView category never runs, so both rows fade alike."],
            ]
        ) { profile in
            [(true, "with MRAScrollView category"), (false, "without the category")].map { withCategory, label in
                let (world, window) = demoWindow(profile, categories: withCategory ? [mraScrollViewCategory()] : [])
                let textView = MRATextView()
                textView.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
                textView.verticalScrollBarH = 60
                textView.text = demoText()
                window.addSubview(textView)
                textView.flashScrollIndicators()
                return DemoCase(label: label, world: world, window: window,
                                probes: [.verticalIndicator(of: textView)],
                                facts: { [indicatorFrameFact(textView)] })
            }
        }
    }

    /// B5: a tagged table view, `reloadData` then `flashScrollIndicators`.
    static func table() -> DemoScenario {
        DemoScenario(
            name: "table", title: "A tagged table view keeps its indicator", claims: ["B4", "B5"],
            summary: "tableView.tag = 836913; reloadData(); flashScrollIndicators() with the ForScrollView category",
            explanation: [
                "Article B's recipe: the ForScrollView category is installed app-wide, the table is tagged 836913",
                "in viewDidLoad, and after reloadData() (50 rows) it calls flashScrollIndicators(). The tagged",
                "table's indicator stays; an untagged table in the same app fades: the tag selects [B4, B5].",
            ],
            defaultProfiles: [.iOS7], snapshotTimes: [2.5],
            profileNotes: [
                "ios13": ["On iOS 13+ the indicator is a _UIScrollViewScrollIndicator (a plain view holding a fill view), not an",
                        "image view [A2]: the ForScrollView category never runs, so the tagged table fades like the untagged one."],
            ]
        ) { profile in
            [(true, "tagged 836913"), (false, "untagged")].map { tagged, label in
                let (world, window) = demoWindow(profile, categories: [forScrollViewCategory()])
                let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
                window.addSubview(table)
                if tagged { table.tag = noDisableVerticalScrollTag }
                let rows = DemoRows(count: 50)
                table.dataSource = rows
                table.reloadData()
                table.flashScrollIndicators()
                return DemoCase(label: label, world: world, window: window,
                                probes: [.verticalIndicator(of: table)],
                                facts: { [scrollFact(table)] }, retaining: [rows])
            }
        }
    }

    /// B4/C2: tag 836914 keeps the horizontal indicator of wide content.
    static func horizontal() -> DemoScenario {
        DemoScenario(
            name: "horizontal", title: "Tag 836914 keeps the horizontal indicator", claims: ["A4", "B4", "C2"],
            summary: "a scroll view tagged 836914 with three screen-wide images keeps its horizontal indicator",
            explanation: [
                "Article C's scroll view: 300 pt high at y = 64, content {960, 200} holding three 320-pt images side",
                "by side, so it scrolls horizontally only [C2]. Tagged 836914, the category's second branch keeps",
                "its horizontal indicator (mask FlexibleTopMargin) after a flash [A4, B4]; untagged, it fades.",
            ],
            defaultProfiles: [.iOS7], snapshotTimes: [2.5],
            profileNotes: [
                "ios13": ["On iOS 13+ the indicator is a _UIScrollViewScrollIndicator (a plain view holding a fill view), not an",
                        "image view [A2]: the ForScrollView category never runs, so the tagged view's horizontal indicator",
                          "fades like the untagged one's."],
            ]
        ) { profile in
            [(true, "tagged 836914"), (false, "untagged")].map { tagged, label in
                let (world, window) = demoWindow(profile, size: CGSize(width: 320, height: 400),
                                                 categories: [forScrollViewCategory()])
                let scroll = ScrollView(frame: CGRect(x: 0, y: 64, width: 320, height: 300))
                window.addSubview(scroll)
                scroll.contentSize = CGSize(width: 3 * 320, height: 200)
                let colors = [Color(red: 1, green: 0.8, blue: 0.8), Color(red: 0.8, green: 1, blue: 0.8),
                              Color(red: 0.8, green: 0.8, blue: 1)]
                for i in 0..<3 {
                    let image = ImageView(image: Image(name: "Snip20170104_\(i + 1)", size: CGSize(width: 320, height: 200)))
                    image.frame = CGRect(x: CGFloat(i) * 320, y: 0, width: 320, height: 200)
                    image.backgroundColor = colors[i]
                    scroll.addSubview(image)
                }
                if tagged { scroll.tag = noDisableHorizontalScrollTag }
                scroll.flashScrollIndicators()
                return DemoCase(label: label, world: world, window: window,
                                probes: [.horizontalIndicator(of: scroll)], facts: { [scrollFact(scroll)] })
            }
        }
    }

    /// A7: iOS 8, without and with the article's fixes.
    static func iOS8() -> DemoScenario {
        DemoScenario(
            name: "ios8", title: "iOS 8: the text view without and with the article's fixes", claims: ["A7"],
            summary: "iOS 8: contentSize stays {0, 0} and the move to a window writes _alpha = 0; the two fixes",
            explanation: [
                "On iOS 8 a text view's contentSize stays {0, 0}: with no fixes it cannot scroll, yet MRATextView's",
                "flash shows its indicator and nothing hides it. Built before its window, the move into the window",
                "(0.5 s) writes the indicator's _alpha = 0 directly, behind setAlpha:, so the category cannot refuse",
                "it. The owner re-flash fixes that: the owner view (MRAOwnerView, which holds the text view) calls",
                "flashScrollIndicators() again in its didMoveToWindow, after the reset [A7].",
            ],
            defaultProfiles: [.iOS8], snapshotTimes: [2.5],
            profileNotes: [
                "ios6": ["Without iOS 8's two quirks the same code needs neither fix: contentSize follows the text, the",
                         "move into the window leaves the indicator alone, and every variant keeps its indicator (the",
                         "last two rows are blank until they enter the window at 0.5 s)."],
                "ios7": ["Without iOS 8's two quirks the same code needs neither fix: contentSize follows the text, the",
                         "move into the window leaves the indicator alone, and every variant keeps its indicator (the",
                         "last two rows are blank until they enter the window at 0.5 s)."],
                "ios13": ["On iOS 13+ the indicator is a _UIScrollViewScrollIndicator (a plain view holding a fill view), not an",
                        "image view [A2]: the MRAScrollView category never runs, so no variant keeps its indicator."],
            ]
        ) { profile in
            // 1. No fixes: in the window from the start, flashed as on iOS 7.
            let (world1, window1) = demoWindow(profile, categories: [mraScrollViewCategory()])
            let plain = MRATextView()
            plain.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
            plain.verticalScrollBarH = 60
            plain.text = demoText()
            window1.addSubview(plain)
            plain.flashScrollIndicators()
            let noFixes = DemoCase(label: "no fixes", world: world1, window: window1,
                                   probes: [.verticalIndicator(of: plain)], facts: { [scrollFact(plain)] })

            // 2. contentSize set by hand, built and flashed before the window (viewDidLoad), no re-flash.
            let (world2, window2) = demoWindow(profile, categories: [mraScrollViewCategory()])
            let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            let sized = MRATextView()
            sized.frame = container.bounds
            sized.verticalScrollBarH = 60
            container.addSubview(sized)
            sized.text = demoText()
            let fitting = sized.sizeThatFits(CGSize(width: sized.bounds.width, height: .greatestFiniteMagnitude))
            sized.contentSize = CGSize(width: sized.bounds.width, height: fitting.height)
            sized.flashScrollIndicators()
            world2.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak window2] _ in window2?.addSubview(container) }
            let sizeOnly = DemoCase(label: "contentSize by hand only", world: world2, window: window2,
                                    probes: [.verticalIndicator(of: sized)], facts: { [scrollFact(sized)] })

            // 3. Both fixes: MRAOwnerView sets contentSize by hand and re-flashes in didMoveToWindow.
            let (world3, window3) = demoWindow(profile, categories: [mraScrollViewCategory()])
            let fixed = MRATextView()
            fixed.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
            fixed.verticalScrollBarH = 60
            let owner = MRAOwnerView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), textView: fixed)
            owner.setTextFixingContentSize(demoText())
            fixed.flashScrollIndicators()
            world3.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak window3] _ in window3?.addSubview(owner) }
            let bothFixes = DemoCase(label: "contentSize + owner re-flash", world: world3, window: window3,
                                     probes: [.verticalIndicator(of: fixed)], facts: { [scrollFact(fixed)] })
            return [noFixes, sizeOnly, bothFixes]
        }
    }

    /// iOS 13+: the indicators are no longer image views.
    static func iOS13() -> DemoScenario {
        DemoScenario(
            name: "ios13", title: "iOS 13+: the category has no effect", claims: ["A2", "A4", "B4"],
            summary: "on iOS 13+ the indicator is a private view, not an image view: it fades whatever the category",
            explanation: [
                "The same code on iOS 7–12 and on iOS 13+: MRATextView with the MRAScrollView category, and a",
                "scroll view tagged 836913 with the ForScrollView category. Since iOS 13 the indicator is a",
                "_UIScrollViewScrollIndicator, not a UIImageView [A2], so neither category runs and it fades.",
            ],
            defaultProfiles: [.iOS7, .iOS13], snapshotTimes: [2.5],
            profileNotes: [
                "ios8": ["On iOS 8 the text view's contentSize stays {0, 0}, so it cannot scroll [A7]: no fade-out is",
                         "scheduled and MRATextView's flash leaves its indicator at alpha 1. The tagged scroll view keeps",
                         "its indicator through the category, as on iOS 7–12."],
            ]
        ) { profile in
            let (world1, window1) = demoWindow(profile, categories: [mraScrollViewCategory()])
            let textView = MRATextView()
            textView.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
            textView.verticalScrollBarH = 60
            textView.text = demoText()
            window1.addSubview(textView)
            textView.flashScrollIndicators()
            let text = DemoCase(label: "MRATextView + MRAScrollView", world: world1, window: window1,
                                probes: [.verticalIndicator(of: textView)], facts: { [indicatorKindFact(textView)] })

            let (world2, window2) = demoWindow(profile, categories: [forScrollViewCategory()])
            let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            scroll.tag = noDisableVerticalScrollTag
            scroll.contentSize = CGSize(width: 320, height: 1000)
            window2.addSubview(scroll)
            scroll.flashScrollIndicators()
            let tagged = DemoCase(label: "tagged ScrollView + ForScrollView", world: world2, window: window2,
                                  probes: [.verticalIndicator(of: scroll)], facts: { [indicatorKindFact(scroll)] })
            return [text, tagged]
        }
    }

    /// A1/B3: a drag and a fling.
    static func drag() -> DemoScenario {
        DemoScenario(
            name: "drag", title: "A drag and a fling", claims: ["A1", "B3"],
            summary: "a finger drags the content up and flings it: the indicator shows, then fades after it stops",
            explanation: [
                "At 0.2 s a finger drags a plain scroll view's content 100 pt up over 0.25 s and lifts at 1500 pt/s",
                "(decelerationRate .fast). The indicator fades in as the drag begins [A1], stays while the content",
                "decelerates, and fades out 0.5 s after it comes to rest [B3]. The second chart is the offset.",
            ],
            defaultProfiles: [.iOS7], snapshotTimes: [0.4, 3.0]
        ) { profile in
            let (world, window) = demoWindow(profile)
            let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            scroll.contentSize = CGSize(width: 320, height: 2000)
            scroll.decelerationRate = .fast
            window.addSubview(scroll)
            world.scheduledTimer(withTimeInterval: 0.2, repeats: false) { [weak scroll] _ in
                scroll?.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 50), duration: 0.25,
                            releaseVelocity: CGPoint(x: 0, y: -1500))
            }
            return [DemoCase(label: "plain ScrollView", world: world, window: window,
                             probes: [.verticalIndicator(of: scroll), .verticalOffset(of: scroll, maximum: 300)],
                             facts: { ["at rest at contentOffset \(UIKitFormat.point(scroll.contentOffset))"] })]
        }
    }
}
