import Foundation
import ViewTree

/// The demo's sampling of a scenario over virtual time, and its text charts.
public enum DemoTimeline {
    /// The timeline runs from 0 to this many seconds.
    public static let duration: TimeInterval = 3
    /// Samples per second: one every 0.1 s, 31 over 3 s.
    public static let samplesPerSecond = 10
    /// The times of the numeric table when `--at` is not given: the fade-in, the hold, the fade-out
    /// of a flash (which starts at 1.5 s and lasts 0.33 s), and after.
    public static let keyTimes: [TimeInterval] = [0, 0.2, 0.5, 1.4, 1.6, 1.9, 2.5, 3.0]

    /// The chart's sample times: 0, 0.1, …, 3, each computed as its index / 10, so that they are the
    /// same numbers as the literals `0.1`, `1.4` (no accumulated drift).
    public static let sampleTimes: [TimeInterval] = {
        let count = Int((duration * Double(samplesPerSecond)).rounded())
        return (0...count).map { Double($0) / Double(samplesPerSecond) }
    }()

    /// Glyphs for a fraction above 0, eighths: `▁` is at most 1/8, `█` is more than 7/8.
    static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// The glyph for exactly 0 (hidden).
    static let zeroGlyph: Character = "·"
    /// The glyph for "nothing on screen" (not in a visible window).
    static let absentGlyph: Character = " "

    /// The chart glyph of a value that is `fraction` of its full scale (`nil`: nothing on screen).
    public static func glyph(_ fraction: CGFloat?) -> Character {
        guard let fraction, fraction.isFinite else { return absentGlyph }
        guard fraction > 0 else { return zeroGlyph }
        let level = Int((min(fraction, 1) * CGFloat(levels.count)).rounded(.up))
        return levels[min(max(level, 1), levels.count) - 1]
    }
}

/// One charted row: a probe of one case, sampled at every time of a `DemoSampling`.
struct DemoRow {
    let scenario: DemoScenario
    let profile: PlatformProfile
    let caseLabel: String
    let probe: DemoProbe
    /// Whether this is the case's first probe (its indicator); later ones print their label.
    let isMain: Bool
    /// Sampled values, in the order of `DemoSampling.times`.
    var values: [CGFloat?]

    /// The row's name in a per-scenario chart: the case, and the probe when it is not the main one.
    var name: String { isMain ? caseLabel : "\(caseLabel): \(probe.label)" }

    /// `value` as a fraction of the probe's full scale.
    func fraction(_ value: CGFloat?) -> CGFloat? {
        guard let value else { return nil }
        switch probe.kind {
        case .alpha: return value
        case .points(let maximum): return maximum > 0 ? value / maximum : 0
        }
    }

    /// `value` as the numeric table prints it.
    func formatted(_ value: CGFloat?) -> String {
        guard let value else { return "-" }
        switch probe.kind {
        case .alpha: return SVGFormat.number(value, decimals: 2)
        case .points: return SVGFormat.number(value, decimals: 0)
        }
    }
}

/// A scenario sampled at a set of times on some profiles: the rows, and each case's facts read at
/// the end of the timeline.
struct DemoSampling {
    /// Sorted, without duplicates.
    let times: [TimeInterval]
    var rows: [DemoRow] = []
    /// (profile, case label, facts), in order.
    var facts: [(PlatformProfile, String, [String])] = []

    /// Builds every case of `scenario` on each profile and samples its probes at `times` (and at
    /// every chart time), reading the facts at the end of the timeline.
    init(_ scenario: DemoScenario, profiles: [PlatformProfile], extraTimes: [TimeInterval] = []) {
        times = Array(Set(DemoTimeline.sampleTimes + extraTimes)).sorted()
        for profile in profiles {
            for demoCase in scenario.build(profile) {
                var caseRows = demoCase.probes.enumerated().map { i, probe in
                    DemoRow(scenario: scenario, profile: profile, caseLabel: demoCase.label, probe: probe,
                            isMain: i == 0, values: [])
                }
                var caseFacts: [String]?
                for t in times {
                    if caseFacts == nil, t > DemoTimeline.duration {
                        demoCase.world.run(until: DemoTimeline.duration)
                        caseFacts = demoCase.facts()
                    }
                    demoCase.world.run(until: t)
                    for i in caseRows.indices { caseRows[i].values.append(caseRows[i].probe.read()) }
                    if t == DemoTimeline.duration { caseFacts = demoCase.facts() }
                }
                rows += caseRows
                facts.append((profile, demoCase.label, caseFacts ?? demoCase.facts()))
            }
        }
    }

    /// A row's values at the given times (which must be among `times`).
    func values(of row: DemoRow, at wanted: [TimeInterval]) -> [CGFloat?] {
        wanted.map { t in times.firstIndex(of: t).map { row.values[$0] } ?? nil }
    }
}

/// Text layout helpers shared by the charts and tables.
enum DemoText {
    /// `text` padded with spaces to `width` characters (left-aligned).
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// `text` padded on the left to `width` characters (right-aligned).
    static func padLeft(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
    }

    /// Columns of labels, each padded to its widest entry, joined with two spaces.
    static func labelColumns(_ labels: [[String]]) -> [String] {
        let columns = labels.map(\.count).max() ?? 0
        let widths = (0..<columns).map { c in labels.map { c < $0.count ? $0[c].count : 0 }.max() ?? 0 }
        return labels.map { row in
            (0..<columns).map { c in pad(c < row.count ? row[c] : "", widths[c]) }.joined(separator: "  ")
        }
    }

    /// A time as a short number of seconds: `0`, `0.2`, `1.5`.
    static func seconds(_ t: TimeInterval) -> String { UIKitFormat.number(CGFloat(t)) }

    /// The chart: one line per row, `labels` then one glyph per sample time, under a time axis.
    static func chart(labels: [[String]], rows: [DemoRow], sampling: DemoSampling) -> [String] {
        let names = labelColumns(labels)
        let width = names.map(\.count).max() ?? 0
        let chartTimes = DemoTimeline.sampleTimes
        var axis = "", ticks = ""
        for (i, t) in chartTimes.enumerated() {
            let whole = t.rounded()
            if abs(t - whole) < 1e-9 {
                let label = "\(Int(whole))s"
                if axis.count <= i {
                    axis += String(repeating: " ", count: i - axis.count) + label
                }
                ticks += "|"
            } else {
                ticks += " "
            }
        }
        var lines = [pad("", width) + "  " + axis, pad("", width) + "  " + ticks]
        for (name, row) in zip(names, rows) {
            let values = sampling.values(of: row, at: chartTimes)
            let bar = String(values.map { DemoTimeline.glyph(row.fraction($0)) })
            lines.append(pad(name, width) + "  " + bar)
        }
        return lines
    }

    /// The numeric table: a header of times, then one line per row with its values at those times.
    static func table(labels: [[String]], rows: [DemoRow], sampling: DemoSampling, times: [TimeInterval]) -> [String] {
        let names = labelColumns(labels)
        let width = max(names.map(\.count).max() ?? 0, "t (s)".count)
        let cells = rows.map { row in sampling.values(of: row, at: times).map { row.formatted($0) } }
        let headers = times.map(seconds)
        let columnWidth = max(5, (cells.flatMap { $0 } + headers).map(\.count).max() ?? 0)
        var lines = [pad("t (s)", width) + headers.map { " " + padLeft($0, columnWidth) }.joined()]
        for (name, row) in zip(names, cells) {
            lines.append(pad(name, width) + row.map { " " + padLeft($0, columnWidth) }.joined())
        }
        return lines
    }
}
