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

    /// Runs the episode of `seed` (recording its shrunk reproduction if it fails); its operations and statistics.
    func run(seed: UInt64, _ configuration: FuzzConfiguration) -> (ops: [FuzzOperation], statistics: FuzzStatistics) {
        var statistics = FuzzStatistics()
        if let report = FuzzCampaign.runEpisode(seed: seed, configuration: configuration, shrinkRuns: 200, statistics: &statistics) {
            Issue.record("\(report.originalFailure)\n\n\(report.reproduction)")
        }
        return (FuzzGenerator.episode(seed: seed, configuration: configuration).1, statistics)
    }

    @Test func anEpisodeOfTheCollectionsFamilyRunsClean() {
        let (ops, statistics) = run(seed: 239, Self.configuration)
        // The episode is mostly the family's, and sends it bad input that must be refused.
        let family = ops.filter { if case .collection = $0 { true } else { false } }
        #expect(family.count > ops.count / 2, "\(family.count) of \(ops.count) steps are the family's")
        #expect(statistics.diagnostics > 0, "the family's bad input was refused with diagnostics")
    }

    /// A short episode of the family's lists and tables (`FuzzListStep`: table views with diffable data sources,
    /// supplementary and decoration items, self-sizing cells, selection, cell registrations, scrolling to items).
    static let listConfiguration: FuzzConfiguration = {
        var c = FuzzConfiguration(episodeLength: 120, maxViews: 60, maxTreeSize: 20, hostileRate: 0.1)
        c.listWeight = 400
        return c
    }()

    @Test func anEpisodeOfTheListsAndTablesRunsClean() {
        let (ops, statistics) = run(seed: 300, Self.listConfiguration)
        let lists = ops.compactMap { op -> FuzzListStep? in if case let .collection(.list(step)) = op { step } else { nil } }
        #expect(lists.count > ops.count / 3, "\(lists.count) of \(ops.count) steps are the lists'")
        // Every kind of list step is drawn (a seed whose stream lost one would test less than it says).
        let kinds = Set(lists.map { String(describing: $0).prefix { $0 != "(" } })
        #expect(kinds.count >= 8, "kinds drawn: \(kinds.sorted())")
        #expect(statistics.diagnostics > 0, "the lists' bad input was refused with diagnostics")
    }

    /// A short episode of the family's editable tables and grids (`FuzzCellStep`: taps on cells through the touch
    /// pipeline, editing, batch updates, reordering, interactive movement, cells not dequeued, text fields in cells).
    static let cellConfiguration: FuzzConfiguration = {
        var c = FuzzConfiguration(episodeLength: 120, maxViews: 60, maxTreeSize: 20, hostileRate: 0.1)
        c.cellWeight = 400
        return c
    }()

    @Test func anEpisodeOfTheEditableTablesAndGridsRunsClean() {
        let (ops, statistics) = run(seed: 331, Self.cellConfiguration)
        let cells = ops.compactMap { op -> FuzzCellStep? in if case let .collection(.cell(step)) = op { step } else { nil } }
        #expect(cells.count > ops.count / 3, "\(cells.count) of \(ops.count) steps are the cells entry's")
        let kinds = Set(cells.map { String(describing: $0).prefix { $0 != "(" } })
        #expect(kinds.count >= 10, "kinds drawn: \(kinds.sorted())")
        #expect(statistics.diagnostics > 0, "the entry's bad input was refused with diagnostics")
    }

    @Test func aZeroCellWeightDrawsNoCellSteps() {
        // The cells entry has its own weight (0 by default), and a zero weight is never drawn: the lists entry's seed
        // draws what it drew before.
        let (_, ops) = FuzzGenerator.episode(seed: 300, configuration: Self.listConfiguration)
        #expect(!ops.contains { if case .collection(.cell) = $0 { true } else { false } })
    }

    @Test func aZeroListWeightLeavesTheCollectionStreamsAsTheyWere() {
        // The lists entry has its own weight (0 by default): seed 239 of the collections family draws what it drew
        // before the entry was added (its operations' Swift, FNV-1a hashed, as printed by `--print-ops`).
        let (_, ops) = FuzzGenerator.episode(seed: 239, configuration: Self.configuration)
        #expect(!ops.contains { if case .collection(.list) = $0 { true } else { false } })
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in ops.map(\.swiftLine).joined(separator: "\n").utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        #expect(hash == 0xd442_90a8_89ba_bb3e)
    }

    @Test func aZeroWeightLeavesEveryEarlierStreamAsItWas() {
        // The family is off by default: the generator never draws it, so the CI seeds replay what they did.
        let (_, ops) = FuzzGenerator.episode(seed: 0x5EED_0001, configuration: .ci)
        #expect(!ops.contains { if case .collection = $0 { true } else { false } })
    }
}
