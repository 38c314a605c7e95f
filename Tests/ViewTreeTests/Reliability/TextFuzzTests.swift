import Foundation
import Testing
import ViewTree
import ViewTreeFuzzing

/// The texts family of the fuzzer (`FuzzTextStep`: text views and text fields, their text set in code and typed,
/// selections, hand-made ranges, marked text, fonts, insets, frames and queries, with delegates that refuse or
/// re-enter) on a small fixed budget, so that CI keeps it running; the campaigns are `swift run ViewTreeFuzz
/// --text-weight 400 …` (Reliability.md).
@Suite struct TextFuzzTests {
    /// A short episode, mostly the family's steps, with bad values ten times as often as the default.
    static let configuration: FuzzConfiguration = {
        var c = FuzzConfiguration(episodeLength: 300, maxViews: 60, maxTreeSize: 20, hostileRate: 0.1)
        c.textWeight = 400
        return c
    }()

    @Test func anEpisodeOfTheTextsFamilyRunsClean() {
        var statistics = FuzzStatistics()
        if let report = FuzzCampaign.runEpisode(seed: 331, configuration: Self.configuration, shrinkRuns: 200, statistics: &statistics) {
            Issue.record("\(report.originalFailure)\n\n\(report.reproduction)")
        }
        let ops = FuzzGenerator.episode(seed: 331, configuration: Self.configuration).1
        let steps = ops.compactMap { op -> FuzzTextStep? in if case let .text(step) = op { step } else { nil } }
        #expect(steps.count > ops.count / 2, "\(steps.count) of \(ops.count) steps are the family's")
        // Most kinds of step are drawn (a seed whose stream lost them would test less than it says).
        let kinds = Set(steps.map { String(describing: $0).prefix { $0 != "(" } })
        #expect(kinds.count >= 15, "kinds drawn: \(kinds.sorted())")
        #expect(statistics.diagnostics > 0, "the family's bad input was refused with diagnostics")
    }

    @Test func aZeroWeightLeavesEveryEarlierStreamAsItWas() {
        // The family is off by default: the generator never draws it, so the CI seeds replay what they did.
        let (_, ops) = FuzzGenerator.episode(seed: 0x5EED_0001, configuration: .ci)
        #expect(!ops.contains { if case .text = $0 { true } else { false } })
    }
}
