import Foundation
import ViewTree

/// What the demo prints, in each format. Every function returns the whole output as a string; the
/// same arguments give the same bytes.
enum DemoReport {
    /// How headings look: bold on a terminal, plain otherwise.
    struct Style {
        let color: Bool

        func heading(_ text: String) -> String {
            color ? "\u{1B}[1m" + text + "\u{1B}[0m" : text
        }
    }

    // MARK: Text

    /// The whole demo: an introduction, every scenario's rows in one chart, then each scenario's
    /// section with its hierarchy.
    static func overview(style: Style) -> String {
        let scenarios = DemoScenario.catalog()
        var lines = [
            style.heading("ViewTree demo: UIKit's view tree on a virtual clock, scenario by scenario"),
            "",
            "Each scenario runs in its own world on a virtual clock, so the output is the same every run.",
            "The first \(scenarios.filter { $0.kind == .timeline }.count) replay the seed articles' scroll-indicator tricks (three iOS blog posts ViewTree was",
            "built from; the ids in brackets, [A3], [B5], …, are their claims, listed in Docs/Seeds.md) and chart",
            "them; the other \(scenarios.filter { $0.kind == .eventLog }.count) log what UIKit calls, in order: view controllers, controls, touches, gestures.",
            "",
            style.heading("The scenarios") + " (`ViewTreeDemo run <name>` shows one; `ViewTreeDemo --help` for the options):",
        ]
        lines += DemoCommand.list().split(separator: "\n").map { "  " + $0 }
        lines += [
            "",
            "Each chart row is one scroll indicator's alpha on screen, one character per 0.1 s from 0 to 3 s:",
            "\(DemoTimeline.zeroGlyph) hidden (0), \(String(DemoTimeline.levels)) partly to fully shown (1), blank: not in a visible window yet.",
            "\"On screen\" is the presentation alpha: where a running fade animation has got to. The model",
            "alpha is the value last set, which jumps at once: the hierarchies (recursiveDescription) print it.",
        ]
        var samplings: [(DemoScenario, DemoSampling)] = []
        var allRows: [DemoRow] = []
        var labels: [[String]] = []
        for scenario in scenarios where scenario.kind == .timeline {
            let sampling = DemoSampling(scenario, profiles: scenario.defaultProfiles, extraTimes: DemoTimeline.keyTimes)
            samplings.append((scenario, sampling))
            for row in sampling.rows {
                allRows.append(row)
                labels.append([scenario.name, row.profile.identifier, row.name])
            }
        }
        lines += ["", style.heading("At a glance") + ": the scroll-indicator scenarios"]
        // One chart for all alpha rows, so the time axes line up; offsets (points) get their own.
        let combined = DemoSampling.combining(samplings.map(\.1))
        let isAlpha = allRows.map { $0.probe.kind == .alpha }
        lines += DemoText.chart(labels: zip(labels, isAlpha).filter(\.1).map(\.0),
                                rows: allRows.filter { $0.probe.kind == .alpha }, sampling: combined)
        for (label, row) in zip(labels, allRows) {
            guard case .points(let maximum) = row.probe.kind else { continue }
            lines.append("")
            lines.append("\(row.probe.label) on screen (\(row.scenario.name)), 0 pt (\(DemoTimeline.zeroGlyph)) to \(UIKitFormat.number(maximum)) pt (\(DemoTimeline.levels.last!)), 0–3 s:")
            lines += DemoText.chart(labels: [label], rows: [row], sampling: combined)
        }
        var explainedBaseClass = false
        for (scenario, sampling) in samplings {
            lines.append("")
            lines += section(scenario, sampling: sampling, keyTimes: DemoTimeline.keyTimes, style: style)
            for profile in scenario.defaultProfiles {
                for demoCase in scenario.build(profile) {
                    for t in scenario.snapshotTimes {
                        demoCase.world.run(until: t)
                        lines.append("")
                        lines.append("Hierarchy at \(DemoText.seconds(t)) s (\(profile.identifier), \(demoCase.label)), model values:")
                        let hierarchy = demoCase.window.recursiveDescription().trimmingTrailingNewline()
                        if !explainedBaseClass, hierarchy.contains("baseClass = ") {
                            explainedBaseClass = true
                            lines.append("(baseClass = TextView: a subclass names the nearest ViewTree class it extends, as UIKit prints baseClass = UITextView.)")
                        }
                        lines.append(hierarchy)
                    }
                }
            }
        }
        // The event logs; their hierarchies are one `run <name> --format tree` away.
        for scenario in scenarios where scenario.kind == .eventLog {
            lines.append("")
            lines += logSection(scenario, profiles: scenario.defaultProfiles, style: style)
            lines.append("(The hierarchy: ViewTreeDemo run \(scenario.name) --format tree.)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A scenario's explanation, chart, numeric table and facts.
    static func section(_ scenario: DemoScenario, sampling: DemoSampling, keyTimes: [TimeInterval],
                        style: Style) -> [String] {
        let heading = scenario.heading
        var lines = [style.heading(heading), String(repeating: "-", count: heading.count)]
        lines += explanation(scenario, sampling: sampling)
        let labels = sampling.rows.map { [$0.profile.identifier, $0.name] }
        let alphaRows = sampling.rows.filter { $0.probe.kind == .alpha }
        let probe = alphaRows.first?.probe.label ?? "indicator"
        lines.append("")
        lines.append("Alpha on screen (presentation alpha) of the \(probe), 0–3 s:")
        lines += DemoText.chart(labels: alphaRows.map { [$0.profile.identifier, $0.name] }, rows: alphaRows, sampling: sampling)
        for row in sampling.rows {
            guard case .points(let maximum) = row.probe.kind else { continue }
            lines.append("")
            lines.append("\(row.probe.label) on screen, 0 pt (\(DemoTimeline.zeroGlyph)) to \(UIKitFormat.number(maximum)) pt (\(DemoTimeline.levels.last!)), 0–3 s:")
            lines += DemoText.chart(labels: [[row.profile.identifier, row.name]], rows: [row], sampling: sampling)
        }
        lines.append("")
        lines.append("What the rows show:")
        let outcomeLabels = DemoText.labelColumns(labels)
        for (label, row) in zip(outcomeLabels, sampling.rows) {
            lines.append(label + "  " + DemoOutcome.describe(row, sampling: sampling))
        }
        lines.append("")
        lines.append("Values on screen at the --at times (alpha with two decimals, offsets in points; -: not on screen):")
        lines += DemoText.table(labels: labels, rows: sampling.rows, sampling: sampling, times: keyTimes)
        lines.append("")
        lines.append("At 3 s:")
        let factLabels = DemoText.labelColumns(sampling.facts.map { [$0.0.identifier, $0.1] })
        for (label, fact) in zip(factLabels, sampling.facts) {
            lines.append(label + "  " + fact.2.joined(separator: "; "))
        }
        return lines
    }

    /// The scenario's explanation, and for each profile that is not one of its own, what differs there:
    /// the scenario's note for that profile, or whether its rows match those of the scenario's profile.
    static func explanation(_ scenario: DemoScenario, sampling: DemoSampling) -> [String] {
        var profiles: [PlatformProfile] = []
        for row in sampling.rows where !profiles.contains(row.profile) { profiles.append(row.profile) }
        let others = profiles.filter { !scenario.defaultProfiles.contains($0) }
        guard !others.isEmpty, let home = scenario.defaultProfiles.first else { return scenario.explanation }
        let homeNames = scenario.defaultProfiles.map(\.name).joined(separator: " and ")
        var lines = ["Written for \(homeNames), this scenario's own profile\(scenario.defaultProfiles.count > 1 ? "s" : ""):"]
        lines += scenario.explanation
        let reference = DemoSampling(scenario, profiles: [home])
        for profile in others {
            lines.append("")
            if let note = scenario.profileNotes[profile.identifier] {   // each note starts "On <profile> …"
                lines += note
                continue
            }
            let mine = sampling.rows.filter { $0.profile == profile }.map { sampling.values(of: $0, at: DemoTimeline.sampleTimes) }
            let theirs = reference.rows.map { reference.values(of: $0, at: DemoTimeline.sampleTimes) }
            lines.append(mine == theirs
                ? "On \(profile.name) (\(profile.identifier)) every row is the same as on \(home.name): the explanation holds."
                : "On \(profile.name) (\(profile.identifier)) the rows differ from \(home.name)'s: read what they show below.")
        }
        return lines
    }

    /// `run <scenario>` in the text format.
    static func text(_ scenario: DemoScenario, profiles: [PlatformProfile], times: [TimeInterval], style: Style) -> String {
        if scenario.kind == .eventLog {
            return logSection(scenario, profiles: profiles, style: style).joined(separator: "\n") + "\n"
        }
        let sampling = DemoSampling(scenario, profiles: profiles, extraTimes: times)
        return section(scenario, sampling: sampling, keyTimes: times, style: style).joined(separator: "\n") + "\n"
    }

    // MARK: Per-time formats

    /// Builds every case on each profile and calls `render` at each time (in the order given; a
    /// case's world only moves forward, so times are visited sorted and the results put back in
    /// order). Returns, per case, the rendered values in the order of `times`.
    static func renderCases<T>(_ scenario: DemoScenario, profiles: [PlatformProfile], times: [TimeInterval],
                               _ render: (DemoCase, TimeInterval) -> T) -> [(PlatformProfile, DemoCase, [T])] {
        var result: [(PlatformProfile, DemoCase, [T])] = []
        let sorted = Array(Set(times)).sorted()
        for profile in profiles {
            for demoCase in scenario.build(profile) {
                var byTime: [TimeInterval: T] = [:]
                for t in sorted {
                    demoCase.world.run(until: t)
                    byTime[t] = render(demoCase, t)
                }
                result.append((profile, demoCase, times.compactMap { byTime[$0] }))
            }
        }
        return result
    }

    /// `--format tree`: the hierarchy at each time, per case.
    static func tree(_ scenario: DemoScenario, profiles: [PlatformProfile], times: [TimeInterval], style: Style) -> String {
        perTime(scenario, profiles: profiles, times: times, style: style,
                values: "model values: what was last set, before animations") { $0.window.recursiveDescription() }
    }

    /// Columns of the ASCII pictures.
    static let asciiColumns = 40

    /// `--format ascii`: the ASCII picture at each time, per case.
    static func ascii(_ scenario: DemoScenario, profiles: [PlatformProfile], times: [TimeInterval], style: Style) -> String {
        perTime(scenario, profiles: profiles, times: times, style: style,
                values: "on screen: where animations have got to") { demoCase in
            let size = demoCase.window.bounds.size
            // Characters are about twice as tall as wide.
            let rows = max(1, Int((CGFloat(asciiColumns) * size.height / max(size.width, 1) / 2).rounded()))
            return demoCase.window.asciiRendering(columns: asciiColumns, rows: rows)
        }
    }

    private static func perTime(_ scenario: DemoScenario, profiles: [PlatformProfile], times: [TimeInterval],
                                style: Style, values: String, _ render: @escaping (DemoCase) -> String) -> String {
        let rendered = renderCases(scenario, profiles: profiles, times: times) { demoCase, _ in render(demoCase) }
        var out = ""
        for (profile, demoCase, outputs) in rendered {
            for (t, output) in zip(times, outputs) {
                if !out.isEmpty { out += "\n" }
                out += style.heading("# \(scenario.name) · \(profile.identifier) · \(demoCase.label) · t = \(DemoText.seconds(t)) s · \(values)") + "\n"
                out += output
            }
        }
        return out
    }

    /// One element of `--format json`.
    struct JSONEntry: Encodable {
        let scenario: String
        let platform: String
        let variant: String
        let time: Double
        let tree: TreeSnapshot
    }

    /// `--format json`: a JSON array of `{scenario, platform, variant, time, tree}`, sorted keys.
    static func json(_ scenario: DemoScenario, profiles: [PlatformProfile], times: [TimeInterval]) -> String {
        let rendered = renderCases(scenario, profiles: profiles, times: times) { demoCase, _ in demoCase.window.treeSnapshot() }
        var entries: [JSONEntry] = []
        for (profile, demoCase, trees) in rendered {
            for (t, tree) in zip(times, trees) {
                entries.append(JSONEntry(scenario: scenario.name, platform: profile.identifier,
                                         variant: demoCase.label, time: t, tree: tree))
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        guard let data = try? encoder.encode(entries) else { return "[]\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

extension DemoSampling {
    /// Several samplings on one time axis (the union of their times; a row has no value at a time
    /// its own sampling did not visit).
    static func combining(_ samplings: [DemoSampling]) -> DemoSampling {
        var combined = DemoSampling(times: Array(Set(samplings.flatMap(\.times))).sorted())
        for sampling in samplings {
            for var row in sampling.rows {
                row.values = combined.times.map { t in sampling.times.firstIndex(of: t).map { row.values[$0] } ?? nil }
                combined.rows.append(row)
            }
            combined.facts += sampling.facts
        }
        return combined
    }

    /// An empty sampling on `times`.
    init(times: [TimeInterval]) {
        self.times = times
    }
}

extension String {
    /// The string without one trailing newline.
    func trimmingTrailingNewline() -> String {
        hasSuffix("\n") ? String(dropLast()) : self
    }
}
