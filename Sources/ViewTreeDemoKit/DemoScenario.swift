import Foundation
import ViewTree

/// One demo scenario: a named, explained situation from the seed articles, built afresh in a world
/// of the given platform profile whenever it is shown.
///
/// Values hold closures (views are not `Sendable`), so there are no global scenario constants:
/// `DemoScenario.catalog()` makes the list each time it is asked.
public struct DemoScenario {
    /// The name used on the command line (`flash`, `textview`, …).
    public let name: String
    /// A title for headings.
    public let title: String
    /// The seed claims it shows (`A3`, `B5`, …), as listed in `Docs/Seeds.md`.
    public let claims: [String]
    /// One line for `list`.
    public let summary: String
    /// Two or three lines of plain English: what happens and what to look at, on `defaultProfiles`.
    public let explanation: [String]
    /// What is different on another profile, by profile identifier (`"ios13"`): printed instead of
    /// "the same as …" when the scenario runs there (`--platform`) and its rows differ from the default
    /// profile's. A profile with differing rows and no note gets a line saying that the rows differ.
    public let profileNotes: [String: [String]]
    /// The profiles shown when no `--platform` is given.
    public let defaultProfiles: [PlatformProfile]
    /// The virtual times at which the demo prints the hierarchy (and, for `tree`, `json`, `ascii`
    /// and `svg`, the default `--at` times).
    public let snapshotTimes: [TimeInterval]
    /// Builds the scenario's cases (its variants, each in its own world) for a profile, at virtual
    /// time 0. Anything that happens later is scheduled on each world's clock.
    public let build: (PlatformProfile) -> [DemoCase]
    /// What the text format shows: a chart of values over time, or the log of what happened.
    public let kind: Kind

    /// What a scenario's text shows.
    public enum Kind: Sendable, Equatable {
        /// The seed scenarios: charts and tables of the probes' values over 0–3 s.
        case timeline
        /// View controllers, controls, touches: each case's `DemoLog`, the calls in the order UIKit made them.
        case eventLog
    }

    /// Creates a scenario.
    public init(name: String, title: String, claims: [String], summary: String, explanation: [String],
                defaultProfiles: [PlatformProfile], snapshotTimes: [TimeInterval],
                profileNotes: [String: [String]] = [:], kind: Kind = .timeline,
                build: @escaping (PlatformProfile) -> [DemoCase]) {
        self.kind = kind
        self.name = name
        self.title = title
        self.claims = claims
        self.summary = summary
        self.explanation = explanation
        self.profileNotes = profileNotes
        self.defaultProfiles = defaultProfiles
        self.snapshotTimes = snapshotTimes
        self.build = build
    }

    /// The claims in brackets: `[B2, B3]` (empty when the scenario shows no seed claim).
    public var claimList: String { claims.isEmpty ? "" : "[" + claims.joined(separator: ", ") + "]" }

    /// `textview: MRATextView keeps its scroll bar [A3, A4, A5]`: the name, the title and the claims.
    public var heading: String { "\(name): \(title)" + (claims.isEmpty ? "" : " " + claimList) }
}

/// One variant of a scenario in its own world: a window, the values to chart, and facts to state.
public struct DemoCase {
    /// What distinguishes this variant (`with the MRAScrollView category`).
    public let label: String
    /// The world (clock, categories, profile).
    public let world: Simulation
    /// The window: the root of the printed hierarchy and pictures.
    public let window: Window
    /// The values charted over time; the first is the indicator the scenario is about.
    public let probes: [DemoProbe]
    /// Short statements read at the end of the timeline (`contentSize {0, 0}: cannot scroll`).
    public let facts: () -> [String]
    /// Objects the views reference weakly (data sources, delegates), kept alive with the case.
    let retained: [AnyObject]
    /// What happened, in order (event-log scenarios); `nil` for a chart scenario.
    public let log: DemoLog?

    /// Creates a case.
    public init(label: String, world: Simulation, window: Window, probes: [DemoProbe],
                facts: @escaping () -> [String] = { [] }, retaining retained: [AnyObject] = [],
                log: DemoLog? = nil) {
        self.log = log
        self.label = label
        self.world = world
        self.window = window
        self.probes = probes
        self.facts = facts
        self.retained = retained
    }
}

/// A value sampled over virtual time: an indicator's on-screen alpha, or a content offset.
public struct DemoProbe {
    /// What the value is, which decides how it is charted and printed.
    public enum Kind: Equatable {
        /// An opacity in 0…1, printed with two decimals.
        case alpha
        /// A distance in points from 0 to `maximum` (charted as a fraction of it), printed whole.
        case points(maximum: CGFloat)
    }

    /// A short name for the row (`indicator alpha`, `contentOffset.y`).
    public let label: String
    /// How the value is charted.
    public let kind: Kind
    /// Reads the value now; `nil` when there is nothing on screen to read (the view is not in a
    /// visible window, or does not exist).
    public let read: () -> CGFloat?

    /// Creates a probe.
    public init(label: String, kind: Kind, read: @escaping () -> CGFloat?) {
        self.label = label
        self.kind = kind
        self.read = read
    }

    /// The presentation alpha (what is on screen) of a scroll view's vertical indicator, looked up
    /// at each read (the indicator is replaced when the scroll view joins a world of another era).
    public static func verticalIndicator(of scrollView: ScrollView, label: String = "vertical indicator") -> DemoProbe {
        DemoProbe(label: label, kind: .alpha) { onScreenAlpha(of: scrollView.verticalScrollIndicatorView) }
    }

    /// The presentation alpha of a scroll view's horizontal indicator.
    public static func horizontalIndicator(of scrollView: ScrollView, label: String = "horizontal indicator") -> DemoProbe {
        DemoProbe(label: label, kind: .alpha) { onScreenAlpha(of: scrollView.horizontalScrollIndicatorView) }
    }

    /// A scroll view's vertical content offset (presentation bounds origin), charted from 0 to `maximum`.
    public static func verticalOffset(of scrollView: ScrollView, maximum: CGFloat) -> DemoProbe {
        DemoProbe(label: "contentOffset.y", kind: .points(maximum: maximum)) {
            guard isOnScreen(scrollView) else { return nil }
            return scrollView.presentation().bounds.minY
        }
    }

    /// Whether a view is in a window that is visible.
    static func isOnScreen(_ view: View?) -> Bool {
        guard let view, let window = view.window else { return false }
        return !window.isHidden
    }

    static func onScreenAlpha(of view: View?) -> CGFloat? {
        guard let view, isOnScreen(view) else { return nil }
        return view.presentation().alpha
    }
}
