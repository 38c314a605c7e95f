import Foundation
import Testing
import ViewTree
import ViewTreeFuzzing

/// The layouts family of the fuzzer (`FuzzLayoutStep`: views positioned by constraints drawn from a hidden target,
/// target moves, activations, removals, intrinsic sizes, bad values, and stack views) on a small fixed budget, so that
/// CI keeps it running; the campaigns are `swift run ViewTreeFuzz --layout-weight 2000 …` (Reliability.md).
@Suite struct LayoutFuzzTests {
    /// A short episode, mostly the family's steps, with bad values ten times as often as the default.
    static let configuration: FuzzConfiguration = {
        var c = FuzzConfiguration(episodeLength: 300, maxViews: 60, maxTreeSize: 20, hostileRate: 0.1)
        c.layoutWeight = 2000
        return c
    }()

    @Test func anEpisodeOfTheLayoutsFamilyRunsCleanAndItsOraclesCompare() {
        var statistics = FuzzStatistics()
        if let report = FuzzCampaign.runEpisode(seed: 383, configuration: Self.configuration, shrinkRuns: 200, statistics: &statistics) {
            Issue.record("\(report.originalFailure)\n\n\(report.reproduction)")
        }
        let ops = FuzzGenerator.episode(seed: 383, configuration: Self.configuration).1
        let steps = ops.compactMap { op -> FuzzLayoutStep? in if case let .layout(step) = op { step } else { nil } }
        #expect(steps.count > ops.count / 2, "\(steps.count) of \(ops.count) steps are the family's")
        let kinds = Set(steps.map { String(describing: $0).prefix { $0 != "(" } })
        #expect(kinds.count >= 17, "kinds drawn: \(kinds.sorted())")
        // The oracles compared something: equations on laid-out frames, frames against a fresh world; bad input was refused.
        #expect(statistics.layoutEquationsChecked > 50, "\(statistics.layoutEquationsChecked) equations checked")
        #expect(statistics.layoutFramesCompared > 10, "\(statistics.layoutFramesCompared) frames compared")
        #expect(statistics.diagnostics > 0)
    }

    @Test func aZeroWeightLeavesEveryEarlierStreamAsItWas() {
        let (_, ops) = FuzzGenerator.episode(seed: 0x5EED_0001, configuration: .ci)
        #expect(!ops.contains { if case .layout = $0 { true } else { false } })
    }
}
