import Foundation
import ViewTree

/// Something to watch over virtual time: a world, the view the probes start from, and what happens
/// at the start (a flash, a drag, an animation).
///
/// Snapshotting a scenario `as: .timeline(…)` runs `action` at the world's current time, then runs
/// the world's clock forward, sampling the probes. It moves the clock: snapshot a scenario once.
///
/// ```swift
/// let scenario = Scenario(world: world, root: scroll) { $0.flashScrollIndicators() }
/// ```
public struct Scenario<Root: View> {
    /// The world whose clock the timeline runs.
    public let world: Simulation
    /// The view the probes start from.
    public let root: Root
    /// What happens at the start, just before the first sample.
    public let action: (Root) -> Void

    /// Keeps the window of a scenario made by `init(profile:windowSize:setUp:action:)` alive: views
    /// do not retain their window (as in UIKit), and a world holds its windows weakly.
    private let window: Window?

    /// A scenario in an existing world (keep the window alive yourself, as a test does anyway).
    public init(world: Simulation, root: Root, action: @escaping (Root) -> Void = { _ in }) {
        self.world = world
        self.root = root
        self.action = action
        self.window = nil
    }

    /// A scenario in a fresh world for `profile`, with a key window of `windowSize`: `setUp` builds the
    /// tree in the window and returns the root for the probes.
    public init(profile: PlatformProfile = .default, windowSize: CGSize = TestWorld.defaultWindowSize,
                setUp: (Window) -> Root, action: @escaping (Root) -> Void = { _ in }) {
        let testWorld = TestWorld(profile: profile, windowSize: windowSize)
        self.world = testWorld.simulation
        self.root = setUp(testWorld.window)
        self.action = action
        self.window = testWorld.window
    }
}

/// One column of a timeline: a named value read from the scenario's root at every sample.
public struct TimelineProbe<Root: View> {
    /// The column header; `nil` until the first sample names it from the view it reads.
    let title: String?
    /// A short name of the subject, made at the first sample (e.g. `ImageView:0x4`).
    let subject: (Root) -> String
    /// The kind of value, used in the default title (`alpha`, `presentation.alpha`).
    let kind: String
    /// The value at the current time, as text.
    let read: (Root) -> String

    /// A probe with a fixed title and a value formatter of your own.
    public init(_ title: String, _ read: @escaping (Root) -> String) {
        self.title = title
        self.subject = { _ in "" }
        self.kind = title
        self.read = read
    }

    private init(kind: String, title: String?, view: @escaping (Root) -> View?, read: @escaping (View) -> String) {
        self.title = title
        self.kind = kind
        self.subject = { root in view(root).map(shortName) ?? "nil" }
        self.read = { root in view(root).map(read) ?? "-" }
    }

    /// The model `alpha` of the view `view` returns (`-` while it returns `nil`).
    public static func alpha(of view: @escaping (Root) -> View?, title: String? = nil) -> TimelineProbe {
        TimelineProbe(kind: "alpha", title: title, view: view) { formatNumber($0.alpha) }
    }

    /// The alpha on screen (`presentation().alpha`) of the view `view` returns.
    public static func presentationAlpha(of view: @escaping (Root) -> View?, title: String? = nil) -> TimelineProbe {
        TimelineProbe(kind: "presentation.alpha", title: title, view: view) { formatNumber($0.presentation().alpha) }
    }

    /// The model frame of the view `view` returns, as UIKit prints it: `(x y; w h)`.
    public static func frame(of view: @escaping (Root) -> View?, title: String? = nil) -> TimelineProbe {
        TimelineProbe(kind: "frame", title: title, view: view) { UIKitFormat.rect($0.frame) }
    }

    /// The frame on screen (`presentation().frame`) of the view `view` returns.
    public static func presentationFrame(of view: @escaping (Root) -> View?, title: String? = nil) -> TimelineProbe {
        TimelineProbe(kind: "presentation.frame", title: title, view: view) { UIKitFormat.rect($0.presentation().frame) }
    }

    /// `isHidden` of the view `view` returns, as `YES` / `NO`.
    public static func isHidden(of view: @escaping (Root) -> View?, title: String? = nil) -> TimelineProbe {
        TimelineProbe(kind: "hidden", title: title, view: view) { $0.isHidden ? "YES" : "NO" }
    }

    /// The `contentOffset` of the scroll view `scrollView` returns, as `{x, y}`.
    public static func contentOffset(of scrollView: @escaping (Root) -> ScrollView?, title: String? = nil) -> TimelineProbe {
        TimelineProbe(kind: "contentOffset", title: title, view: { scrollView($0) }) { view in
            (view as? ScrollView).map { UIKitFormat.point($0.contentOffset) } ?? "-"
        }
    }

    /// The header, given or made from the subject at the first sample: `alpha(ImageView:0x4)`.
    func header(for root: Root) -> String {
        if let title { return title }
        return "\(kind)(\(subject(root)))"
    }
}

extension Snapshotting {
    /// Chosen values sampled over virtual time: runs the scenario's `action`, then the world's clock
    /// from its current time `t0` for `duration` seconds, and reads every probe at `t0`, `t0 + every`,
    /// `t0 + 2·every`, … up to `t0 + duration`.
    ///
    /// The text is a table with a header and one row per sample. The first column is the time since
    /// `t0`, formatted `%.2f`; the others are the probes in order, padded to line up. Numbers are
    /// printed with up to four decimals (`0.6667`, `1`), frames and points as UIKit prints them. The
    /// same scenario gives the same bytes on every run and machine: nothing depends on wall time.
    ///
    /// A non-positive or non-finite `every` or `duration` gives a one-line snapshot that says so (and so
    /// fails against any real reference).
    public static func timeline<Root: View>(duration: TimeInterval, every interval: TimeInterval,
                                            probes: [TimelineProbe<Root>]) -> Snapshotting
    where Value == Scenario<Root> {
        Snapshotting { scenario in
            guard duration.isFinite, duration >= 0, interval.isFinite, interval > 0 else {
                return "invalid timeline: duration \(duration), every \(interval) (both must be finite, every > 0)\n"
            }
            let world = scenario.world
            let t0 = world.now
            scenario.action(scenario.root)
            let headers = ["t"] + probes.map { $0.header(for: scenario.root) }
            var table: [[String]] = [headers]
            // Sample times are computed from the index, so rounding does not drift over long timelines.
            let count = Int((duration / interval + 1e-9).rounded(.down))
            for k in 0...count {
                let t = t0 + Double(k) * interval
                if t > world.now { world.run(until: t) }
                table.append([String(format: "%.2f", t - t0)] + probes.map { $0.read(scenario.root) })
            }
            return formatTable(table)
        }
    }
}

/// Columns padded to their widest cell and separated by ` | `; trailing spaces trimmed.
func formatTable(_ rows: [[String]]) -> String {
    let widths = rows.reduce(into: [Int]()) { widths, row in
        for (i, cell) in row.enumerated() {
            if i == widths.count { widths.append(0) }
            widths[i] = max(widths[i], cell.count)
        }
    }
    var out = ""
    for (r, row) in rows.enumerated() {
        var line = ""
        for (i, cell) in row.enumerated() {
            if i > 0 { line += " | " }
            line += cell + String(repeating: " ", count: widths[i] - cell.count)
        }
        while line.last == " " { line.removeLast() }
        out += line + "\n"
        if r == 0 {
            out += widths.map { String(repeating: "-", count: $0) }.joined(separator: "-+-") + "\n"
        }
    }
    return out
}

/// A number with up to four decimals and no trailing zeros: `1`, `0.5`, `0.6667`; `-0` prints `0`.
func formatNumber(_ value: CGFloat) -> String {
    guard value.isFinite else { return "\(value)" }
    var s = String(format: "%.4f", Double(value))
    while s.hasSuffix("0") { s.removeLast() }
    if s.hasSuffix(".") { s.removeLast() }
    return s == "-0" ? "0" : s
}

/// `Class:0xN`: the head of the view's description, enough to tell views apart in a message.
func shortName(_ view: View) -> String {
    let d = view.description
    let head = d.prefix { $0 != ";" && $0 != ">" }
    return String(head.dropFirst()).replacingOccurrences(of: " ", with: "")
}
