import Foundation
import ViewTree

// The text of the event-log scenarios (view controllers, controls, touches): the explanation, then
// each variant's log in the order UIKit made its calls, then facts read at the end.
extension DemoReport {
    /// One variant run to the end of the timeline: its log and its facts.
    struct LogRun {
        let profile: PlatformProfile
        let label: String
        let entries: [DemoLog.Entry]
        let lines: [String]
        let facts: [String]
    }

    /// Builds every case on each profile and runs it to the end of the timeline (3 s).
    static func logRuns(_ scenario: DemoScenario, profiles: [PlatformProfile]) -> [LogRun] {
        var runs: [LogRun] = []
        for profile in profiles {
            for demoCase in scenario.build(profile) {
                demoCase.world.run(until: DemoTimeline.duration)
                demoCase.log?.pollRecognizers()
                runs.append(LogRun(profile: profile, label: demoCase.label, entries: demoCase.log?.entries ?? [],
                                   lines: demoCase.log?.lines(indent: "    ") ?? [], facts: demoCase.facts()))
            }
        }
        return runs
    }

    /// An event-log scenario's section: heading, explanation, the logs, the facts.
    static func logSection(_ scenario: DemoScenario, profiles: [PlatformProfile], style: Style) -> [String] {
        let heading = scenario.heading
        var lines = [style.heading(heading), String(repeating: "-", count: heading.count)]
        let runs = logRuns(scenario, profiles: profiles)
        lines += logExplanation(scenario, runs: runs)
        lines.append("")
        lines.append("What happens, in order (virtual time in seconds; \"finger\" is the demo's finger, \"test\" the scenario's own calls):")
        for run in runs {
            lines.append("\(run.profile.identifier)  \(run.label)")
            lines += run.lines
        }
        lines.append("")
        lines.append("At 3 s:")
        let labels = DemoText.labelColumns(runs.map { [$0.profile.identifier, $0.label] })
        for (label, run) in zip(labels, runs) where !run.facts.isEmpty {
            lines.append(label + "  " + run.facts.joined(separator: "; "))
        }
        return lines
    }

    /// The explanation, and for each profile that is not the scenario's own, its note or whether
    /// every log is the same as on the scenario's first profile.
    static func logExplanation(_ scenario: DemoScenario, runs: [LogRun]) -> [String] {
        var profiles: [PlatformProfile] = []
        for run in runs where !profiles.contains(run.profile) { profiles.append(run.profile) }
        let others = profiles.filter { !scenario.defaultProfiles.contains($0) }
        guard !others.isEmpty, let home = scenario.defaultProfiles.first else { return scenario.explanation }
        let homeNames = scenario.defaultProfiles.map(\.name).joined(separator: " and ")
        var lines = ["Written for \(homeNames), this scenario's own profile\(scenario.defaultProfiles.count > 1 ? "s" : ""):"]
        lines += scenario.explanation
        let reference = logRuns(scenario, profiles: [home]).map(\.entries)
        for profile in others {
            lines.append("")
            if let note = scenario.profileNotes[profile.identifier] {
                lines += note
                continue
            }
            let mine = runs.filter { $0.profile == profile }.map(\.entries)
            lines.append(mine == reference
                ? "On \(profile.name) (\(profile.identifier)) every call comes in the same order at the same time as on \(home.name): the explanation holds."
                : "On \(profile.name) (\(profile.identifier)) the calls differ from \(home.name)'s: read the log below.")
        }
        return lines
    }
}
