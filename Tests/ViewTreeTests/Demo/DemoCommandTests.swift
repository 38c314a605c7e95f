import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ViewTree
import ViewTreeDemoKit

/// `swift run ViewTreeDemo`, through its testable entry point.
@Suite struct DemoCommandTests {
    func run(_ arguments: String..., terminal: Bool = false) -> DemoResult {
        DemoCommand.run(arguments: arguments, stdoutIsTerminal: terminal)
    }

    /// The output's lines with runs of spaces collapsed, so that tests do not depend on column widths.
    func collapsedLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
    }

    func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    // MARK: No arguments

    @Test func noArgumentsExplainsEveryScenario() throws {
        let result = run()
        #expect(result.exitCode == 0 && result.stderr.isEmpty)
        let out = result.stdout
        #expect(out.hasPrefix("ViewTree demo: "))
        #expect(out.contains("At a glance"))
        for scenario in DemoScenario.catalog() {
            #expect(out.contains("\n\(scenario.heading)\n"), "a section for \(scenario.name)")
            #expect(out.contains(scenario.explanation[0]))
            #expect(out.contains("\n  \(scenario.name) "), "\(scenario.name) is listed at the top")
            switch scenario.kind {
            case .timeline: #expect(out.contains("Hierarchy at \(UIKitFormat.number(CGFloat(scenario.snapshotTimes[0]))) s ("))
            case .eventLog: #expect(out.contains("(The hierarchy: ViewTreeDemo run \(scenario.name) --format tree.)"))
            }
        }
        for claim in ["A3", "A4", "A5", "A7", "B2", "B3", "B5"] {
            #expect(out.contains(claim), "claim \(claim) is named")
        }
        #expect(!out.contains("\u{1B}"), "no colours when standard output is not a terminal")
        #expect(!out.contains(try Regex("0x[0-9a-f]{5,}")), "small per-world ids, not addresses")
    }

    /// The point of the demo: with the category the indicator stays at alpha 1 on iOS 7–12, and on
    /// iOS 13+ it fades as if there were no category.
    @Test func theCategoryKeepsTheIndicatorOnIOS7To12AndNotOnIOS13() {
        let lines = collapsedLines(run().stdout)
        // The value tables: t = 0, 0.2, 0.5, 1.4, 1.6, 1.9, 2.5, 3.
        #expect(lines.contains("t (s) 0 0.2 0.5 1.4 1.6 1.9 2.5 3"))
        #expect(lines.contains("ios7 with MRAScrollView category 0.00 0.68 1.00 1.00 1.00 1.00 1.00 1.00"))
        #expect(lines.contains("ios7 without the category 0.00 0.68 1.00 1.00 0.81 0.00 0.00 0.00"))
        #expect(lines.contains("ios7 MRATextView + MRAScrollView 0.00 0.68 1.00 1.00 1.00 1.00 1.00 1.00"))
        #expect(lines.contains("ios13 MRATextView + MRAScrollView 0.00 0.68 1.00 1.00 0.81 0.00 0.00 0.00"))
        #expect(lines.contains("ios7 tagged ScrollView + ForScrollView 0.00 0.68 1.00 1.00 1.00 1.00 1.00 1.00"))
        #expect(lines.contains("ios13 tagged ScrollView + ForScrollView 0.00 0.68 1.00 1.00 0.81 0.00 0.00 0.00"))
        #expect(lines.contains("ios7 tagged 836913 0.00 0.68 1.00 1.00 1.00 1.00 1.00 1.00"), "B5: the tagged table")
        #expect(lines.contains("ios7 untagged 0.00 0.68 1.00 1.00 0.81 0.00 0.00 0.00"))
        // The charts: one glyph per 0.1 s; █ is alpha 1, · is 0.
        let kept = "·▂▆" + String(repeating: "█", count: 28)
        let faded = "·▂▆" + String(repeating: "█", count: 13) + "▇▃▁" + String(repeating: "·", count: 12)
        #expect(lines.contains("ios13 ios7 MRATextView + MRAScrollView " + kept))
        #expect(lines.contains("ios13 ios13 MRATextView + MRAScrollView " + faded))
        #expect(lines.contains("textview ios7 with MRAScrollView category " + kept))
        #expect(lines.contains("textview ios7 without the category " + faded))
        #expect(lines.contains("flash ios7 plain ScrollView " + faded))
        #expect(lines.contains("ios13 MRATextView + MRAScrollView the indicator is a _UIScrollViewScrollIndicator, not an ImageView: the category never sees it"))
        #expect(lines.contains("ios7 MRATextView + MRAScrollView the indicator is an ImageView: the ImageView category reaches it"))
    }

    /// A7 on iOS 8: without fixes the indicator shows though nothing scrolls; with contentSize set by
    /// hand alone the move into the window hides it; the owner's re-flash brings it back.
    @Test func iOS8WithAndWithoutTheArticlesFixes() {
        let lines = collapsedLines(run("run", "ios8").stdout)
        #expect(lines.contains("ios8 no fixes 1.00 1.00 1.00 1.00 1.00 1.00 1.00 1.00"))
        #expect(lines.contains("ios8 contentSize by hand only - - 0.00 0.00 0.00 0.00 0.00 0.00"))
        #expect(lines.contains("ios8 contentSize + owner re-flash - - 0.00 1.00 1.00 1.00 1.00 1.00"))
        #expect(lines.contains("ios8 no fixes contentSize {0, 0}: cannot scroll"))
        #expect(lines.contains("ios8 contentSize + owner re-flash contentSize {320, 589}: scrolls vertically"))
        // Blank (not in a window) until the move at 0.5 s.
        #expect(lines.contains("ios8 contentSize by hand only " + String(repeating: "·", count: 26)))
        // On iOS 7 the same code needs no fix.
        let iOS7 = collapsedLines(run("run", "ios8", "--platform", "ios7").stdout)
        #expect(iOS7.contains("ios7 contentSize by hand only - - 1.00 1.00 1.00 1.00 1.00 1.00"))
    }

    @Test func dragShowsTheIndicatorWhileMovingAndChartsTheOffset() throws {
        let out = run("run", "drag", "--at", "0.1,0.5,1,2.5").stdout
        let lines = collapsedLines(out)
        #expect(lines.contains("ios7 plain ScrollView 0.00 0.96 1.00 0.00"))
        let offsets = try #require(lines.last { $0.hasPrefix("ios7 plain ScrollView: contentOffset.y ") && !$0.contains("·") && !$0.contains("▇") })
        let values = offsets.split(separator: " ").suffix(4).compactMap { Double($0) }
        #expect(values.count == 4 && values[0] == 0 && values[1] > 100 && values[2] > values[1] && values[3] >= values[2])
    }

    // MARK: list and run formats

    @Test func listNamesEveryScenarioOnALine() {
        let result = run("list")
        #expect(result.exitCode == 0 && result.stderr.isEmpty)
        let lines = result.stdout.split(separator: "\n")
        let names = DemoScenario.catalog().map(\.name)
        #expect(names == ["flash", "textview", "table", "horizontal", "ios8", "ios13", "drag",
                          "navigation", "modal", "controls", "gestures", "scrolltouch"])
        #expect(lines.count == names.count)
        for (line, name) in zip(lines, names) { #expect(line.hasPrefix(name + " ")) }
    }

    @Test func textFormatHasTheExplanationChartAndTable() {
        let result = run("run", "textview", "--at", "0,1.6")
        #expect(result.exitCode == 0)
        let lines = collapsedLines(result.stdout)
        #expect(lines[0] == "textview: MRATextView keeps its scroll bar [A3, A4, A5]")
        #expect(lines.contains("t (s) 0 1.6"))
        #expect(lines.contains("ios7 with MRAScrollView category 0.00 1.00"))
        #expect(lines.contains("ios7 without the category 0.00 0.81"))
        #expect(lines.contains("ios7 with MRAScrollView category indicator frame (316.5 0; 3.5 60)"), "A5: verticalScrollBarH")
        #expect(run("run", "textview", "--format", "text") == run("run", "textview"))
    }

    @Test func treeFormatPrintsTheHierarchyAtEachTime() {
        let out = run("run", "flash", "--format", "tree", "--at", "2,0.5").stdout
        #expect(count("<Window: 0x1; frame = (0 0; 320 240); gestureRecognizers = <NSArray: 0x9>; layer = <WindowLayer: 0x2>>", in: out) == 2)
        let blocks = out.components(separatedBy: "# flash · ios7 · plain ScrollView · t = ")
        let heading = " s · model values: what was last set, before animations\n"
        #expect(blocks.count == 3 && blocks[1].hasPrefix("0.5" + heading) && blocks[2].hasPrefix("2" + heading), "in time order")
        // iOS 7: 3.5 pt, flush with the edges; the horizontal indicator laid out with the flash spans
        // the 320-pt content, as in a real iOS 7 dump (`(0 412.5; 320 3.5)`).
        #expect(blocks[2].contains("<ImageView: 0x5; frame = (0 196.5; 320 3.5); alpha = 0;"))
        #expect(blocks[2].contains("<ImageView: 0x7; frame = (316.5 0; 3.5 40); alpha = 0;"), "faded by 2 s")
        #expect(blocks[1].contains("<ImageView: 0x7; frame = (316.5 0; 3.5 40); opaque = NO;"), "shown at 0.5 s")
    }

    @Test func jsonFormatIsAnArrayOfTimesAndTrees() throws {
        let out = run("run", "textview", "--format", "json", "--at", "0.5,2.5").stdout
        let parsed = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [[String: Any]]
        let entries = try #require(parsed)
        #expect(entries.count == 4, "two variants × two times")
        #expect(entries.map { $0["time"] as? Double } == [0.5, 2.5, 0.5, 2.5])
        #expect(entries.map { $0["variant"] as? String } == ["with MRAScrollView category", "with MRAScrollView category",
                                                             "without the category", "without the category"])
        let tree = try #require(entries[3]["tree"] as? [String: Any])
        let nodes = try #require(tree["nodes"] as? [[String: Any]])
        // The text view's first subview is its `_UITextContainerView` (TextViewPrivateSubviewsTests), then the indicators.
        #expect(nodes.map { $0["className"] as? String } == ["Window", "MRATextView", "_UITextContainerView", "ImageView", "ImageView"])
        #expect(nodes[4]["alpha"] as? Double == 0, "without the category the indicator has faded at 2.5 s")
        let kept = try #require((entries[1]["tree"] as? [String: Any])?["nodes"] as? [[String: Any]])
        #expect(kept[4]["alpha"] as? Double == 1)
    }

    @Test func asciiFormatDrawsTheIndicatorWhileShown() {
        let out = run("run", "flash", "--format", "ascii", "--at", "0.5,2.5").stdout
        let blocks = out.components(separatedBy: "# flash · ios7 · plain ScrollView · t = ")
        #expect(blocks.count == 3)
        #expect(blocks[1].contains("+Window>ScrollView") && blocks[1].contains("#"), "the indicator bar at 0.5 s")
        #expect(!blocks[2].contains("#"), "gone at 2.5 s")
    }

    @Test func svgFormatIsWellFormedWithARectPerView() throws {
        let result = run("run", "ios13", "--format", "svg", "--at", "0.5,2.5")
        #expect(result.exitCode == 0 && result.stderr.isEmpty)
        let svg = result.stdout
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(XMLParser(data: Data(svg.utf8)).parse(), "well-formed XML")
        // Every view of every picture is a titled rect: as many as the JSON has nodes.
        let json = run("run", "ios13", "--format", "json", "--at", "0.5,2.5").stdout
        let nodes = count("\"className\"", in: json)
        // ios7: the text view's pictures hold 5 views (its container view), the scroll view's 4; ios13: 10 (the layout
        // view, the container view, its canvas and the canvas's view) and 6.
        #expect(nodes == 2 * (5 + 4) + 2 * (10 + 6), "two variants × two times")
        #expect(count("</title><rect ", in: svg) == nodes)
        #expect(count("<polyline ", in: svg) == 4, "a timeline line per row")
        #expect(svg.contains("ios13 · MRATextView + MRAScrollView"))
    }

    @Test func outputWritesTheFileAndSaysSo() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("viewtree-demo-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = run("run", "table", "--format", "svg", "--output", path, terminal: true)
        #expect(result.exitCode == 0 && result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("wrote svg for table to \(path) ("))
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == run("run", "table", "--format", "svg").stdout)
        let text = run("run", "table", "--output=\(path)", terminal: true)
        #expect(text.exitCode == 0)
        #expect(!(try String(contentsOfFile: path, encoding: .utf8)).contains("\u{1B}"), "no colours in a file")
        let failed = run("run", "table", "--output", "/nonexistent-dir/x.svg")
        #expect(failed.exitCode == 1)
        #expect(failed.stderr == "error: cannot write --output '/nonexistent-dir/x.svg': the folder '/nonexistent-dir' does not exist (the demo does not create folders)\n")
    }

    @Test func outputErrorsSayWhichPathAndWhy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewtree-demo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let intoFolder = run("run", "flash", "--output", folder.path)
        #expect(intoFolder.exitCode == 1)
        #expect(intoFolder.stderr == "error: cannot write --output '\(folder.path)': it is a folder; give a file name, e.g. '\(folder.path)/demo.txt'\n")
        let file = folder.appendingPathComponent("plain.txt")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let underAFile = run("run", "flash", "--output", file.path + "/x.txt")
        #expect(underAFile.stderr == "error: cannot write --output '\(file.path)/x.txt': '\(file.path)' is a file, not a folder\n")
    }

    // MARK: Explanations that match the outcome

    @Test func anotherProfileGetsItsOwnExplanationAndTheRowsAreDescribed() {
        let lines = collapsedLines(run("run", "textview", "--platform", "ios13").stdout)
        #expect(lines.contains("Written for iOS 7, this scenario's own profile:"))
        #expect(lines.contains { $0.hasPrefix("On iOS 13+ the indicator is a _UIScrollViewScrollIndicator") })
        #expect(lines.contains("image view [A2]: the MRAScrollView category never runs, so both rows fade alike."))
        #expect(lines.contains("ios13 with MRAScrollView category shown from 0.1 s, hidden again from 1.9 s"))
        let own = collapsedLines(run("run", "textview").stdout)
        #expect(!own.contains { $0.hasPrefix("Written for") }, "on its own profile the explanation stands alone")
        #expect(own.contains("ios7 with MRAScrollView category shown from 0.1 s, still fully shown at 3 s (kept)"))
        #expect(own.contains("ios7 without the category shown from 0.1 s, hidden again from 1.9 s"))
    }

    @Test func aProfileWithTheSameRowsSaysSo() {
        let lines = collapsedLines(run("run", "table", "--platform", "ios6").stdout)
        #expect(lines.contains("On iOS 6 (ios6) every row is the same as on iOS 7: the explanation holds."))
    }

    @Test func everyScenarioOnEveryProfileDescribesEachRow() {
        for scenario in DemoScenario.catalog() {
            for profile in PlatformProfile.all {
                let out = run("run", scenario.name, "--platform", profile.identifier).stdout
                let body = scenario.kind == .timeline ? "What the rows show:\n" : "What happens, in order"
                #expect(out.contains(body), "\(scenario.name) on \(profile.identifier)")
                if !scenario.defaultProfiles.contains(profile) {
                    #expect(out.contains("\nOn "), "\(scenario.name) on \(profile.identifier) says what differs")
                }
            }
        }
    }

    @Test func theOffsetHasItsOwnChartInPoints() {
        let out = run("run", "drag").stdout
        #expect(out.contains("Alpha on screen (presentation alpha) of the vertical indicator, 0–3 s:\n"))
        #expect(out.contains("\ncontentOffset.y on screen, 0 pt (·) to 300 pt (█), 0–3 s:\n"))
        let alphaChart = out.components(separatedBy: "contentOffset.y on screen")[0]
        #expect(!alphaChart.contains("ios7  plain ScrollView: contentOffset.y  ·"), "not inside the alpha chart")
        #expect(collapsedLines(out).contains("ios7 plain ScrollView: contentOffset.y goes from 0 to 248.5 pt, at rest from 1.2 s"))
    }

    @Test func timesAreSortedOnceAndTheTextFormatStaysInsideItsChart() {
        #expect(run("run", "flash", "--at", "2,0.5,0.5,2.0") == run("run", "flash", "--at", "0.5,2"))
        let late = run("run", "flash", "--at", "0,30")
        #expect(late.exitCode == 2)
        #expect(late.stderr.hasPrefix("error: bad --at value '30': the text format's chart and values span 0 to 3 s; for later times use --format tree, ascii, json or svg\n"))
        #expect(run("run", "flash", "--format", "tree", "--at", "30").exitCode == 0, "a picture at 30 s is fine")
    }

    @Test func theOverviewExplainsItsWords() {
        let out = run().stdout
        #expect(out.contains("replay the seed articles' scroll-indicator tricks (three iOS blog posts"))
        #expect(out.contains("Docs/Seeds.md"))
        #expect(out.contains("\"On screen\" is the presentation alpha"))
        #expect(out.contains("(ios8, contentSize + owner re-flash), model values:"))
        #expect(out.contains("The owner re-flash fixes that"))
        #expect(out.contains("(baseClass = TextView: a subclass names the nearest ViewTree class it extends"))
    }

    // MARK: Determinism, terminal, help, errors

    @Test func outputIsTheSameEveryRun() {
        #expect(run() == run())
        #expect(run("run", "drag", "--format", "svg") == run("run", "drag", "--format", "svg"))
        #expect(run("run", "table", "--format", "json") == run("run", "table", "--format", "json"))
    }

    @Test func headingsAreBoldOnlyOnATerminal() {
        let plain = run()
        let colored = run(terminal: true)
        #expect(colored.stdout.contains("\u{1B}[1mAt a glance\u{1B}[0m"))
        #expect(colored.stdout.replacingOccurrences(of: "\u{1B}[1m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "") == plain.stdout)
        #expect(!run("run", "flash", "--format", "svg", terminal: true).stdout.contains("\u{1B}"))
        #expect(!run("run", "flash", "--format", "json", terminal: true).stdout.contains("\u{1B}"))
    }

    @Test(arguments: [["--help"], ["-h"], ["run", "flash", "--help"], ["list", "-h"]])
    func helpPrintsTheUsage(arguments: [String]) {
        let result = DemoCommand.run(arguments: arguments, stdoutIsTerminal: false)
        #expect(result == DemoResult(stdout: DemoCommand.usage(), stderr: "", exitCode: 0))
        #expect(result.stdout.hasPrefix("usage: ViewTreeDemo"))
        for word in ["list", "run <scenario>", "--platform", "--at", "--format", "--output", "text|svg|tree|json|ascii"] {
            #expect(result.stdout.contains(word))
        }
    }

    @Test(arguments: [
        (["bogus"], "unknown command 'bogus'"),
        (["--platform", "ios7"], "unknown option '--platform'"),
        (["list", "flash"], "list takes no arguments, got 'flash'"),
        (["run"], "run needs a scenario"),
        (["run", "nope"], "unknown scenario 'nope'"),
        (["run", "flash", "table"], "one scenario at a time: got 'flash' and 'table'"),
        (["run", "flash", "--platform", "ios5"], "unknown platform 'ios5'"),
        (["run", "flash", "--format", "png"], "unknown format 'png'"),
        (["run", "flash", "--bogus"], "unknown option '--bogus'"),
        (["run", "flash", "--at"], "--at needs a value"),
        (["run", "flash", "--format", "svg", "--format", "json"], "--format given twice"),
        (["run", "flash", "--output="], "--output needs a file name"),
        (["run", "flash", "--at", "x"], "bad --at value 'x' in 'x': expected seconds from 0 to 60, e.g. 0,0.5,1.5,2"),
        (["run", "flash", "--at", "-1"], "bad --at value '-1' in '-1': expected seconds from 0 to 60, e.g. 0,0.5,1.5,2"),
        (["run", "flash", "--at", "0,61"], "bad --at value '61' in '0,61': expected seconds from 0 to 60, e.g. 0,0.5,1.5,2"),
        (["run", "flash", "--at", "0,,1"], "bad --at value '' in '0,,1': expected seconds from 0 to 60, e.g. 0,0.5,1.5,2"),
        (["run", "flash", "--at=nan"], "bad --at value 'nan' in 'nan': expected seconds from 0 to 60, e.g. 0,0.5,1.5,2"),
        (["run", "flash", "--at", "1e1"], "bad --at value '1e1' in '1e1': expected seconds from 0 to 60, e.g. 0,0.5,1.5,2"),
    ])
    func errorsExitTwoWithOneLineAndTheUsage(arguments: [String], message: String) {
        let result = DemoCommand.run(arguments: arguments, stdoutIsTerminal: true)
        #expect(result.exitCode == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "error: \(message)\n" + DemoCommand.usage())
    }

    @Test func optionsMayComeBeforeTheScenarioAndUseEquals() {
        let a = run("run", "--platform=ios13", "--at", "0.5", "flash")
        let b = run("run", "flash", "--platform", "ios13", "--at=0.5")
        #expect(a.exitCode == 0 && a == b)
        #expect(collapsedLines(a.stdout).contains("ios13 plain ScrollView 1.00"))
    }
}
