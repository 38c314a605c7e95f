import Foundation
import Testing
import ViewTree
import ViewTreeFuzzing

/// The collections family of the fuzzer (`FuzzCollectionStep`: stack views, diffable collection views with
/// compositional layouts and outlines, menus) on a small fixed budget, so that CI keeps it running; the campaigns are
/// `swift run ViewTreeFuzz --collection-weight 200 …` (Reliability.md).
@Suite struct CollectionFuzzTests {
    /// A short episode, mostly the family's steps, with bad values ten times as often as the default.
    static let configuration: FuzzConfiguration = {
        var c = FuzzConfiguration(episodeLength: 250, maxViews: 60, maxTreeSize: 20, hostileRate: 0.1)
        c.collectionWeight = 400
        return c
    }()

    @Test func anEpisodeOfTheCollectionsFamilyRunsClean() {
        let seed: UInt64 = 239
        var statistics = FuzzStatistics()
        if let report = FuzzCampaign.runEpisode(seed: seed, configuration: Self.configuration, shrinkRuns: 200, statistics: &statistics) {
            Issue.record("\(report.originalFailure)\n\n\(report.reproduction)")
        }
        // The episode is mostly the family's, and sends it bad input that must be refused.
        let (_, ops) = FuzzGenerator.episode(seed: seed, configuration: Self.configuration)
        let family = ops.filter { if case .collection = $0 { true } else { false } }
        #expect(family.count > ops.count / 2, "\(family.count) of \(ops.count) steps are the family's")
        #expect(statistics.diagnostics > 0, "the family's bad input was refused with diagnostics")
    }

    @Test func aZeroWeightLeavesEveryEarlierStreamAsItWas() {
        // The family is off by default: the generator never draws it, so the CI seeds replay what they did.
        let (_, ops) = FuzzGenerator.episode(seed: 0x5EED_0001, configuration: .ci)
        #expect(!ops.contains { if case .collection = $0 { true } else { false } })
    }
}
