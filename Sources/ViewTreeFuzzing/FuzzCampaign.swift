import Foundation
import ViewTree

/// Running episodes, shrinking failures, and printing reproductions.
public enum FuzzRunner {
    /// Runs `ops` from scratch in a fresh world of `header.profile`, checking every invariant after
    /// every step and at the teardown; returns the first failure, or `nil` when everything held.
    public static func run(_ ops: [FuzzOperation], header: FuzzEpisodeHeader) -> FuzzFailure? {
        var ignored = FuzzStatistics()
        return run(ops, header: header, statistics: &ignored)
    }

    /// `run(_:header:)`, adding what the episode did to `statistics`.
    public static func run(_ ops: [FuzzOperation], header: FuzzEpisodeHeader,
                           statistics: inout FuzzStatistics) -> FuzzFailure? {
        let session = FuzzSession(profile: header.profile)
        defer { statistics.add(session.statistics) }
        do {
            for op in ops { try session.step(op) }
            try session.tearDown(drain: header.drainsBeforeTeardown)
            return nil
        } catch {
            return error
        }
    }

    /// Shrinks a failing sequence to the shortest one that breaks the same invariant.
    public static func shrink(_ ops: [FuzzOperation], header: FuzzEpisodeHeader, failure: FuzzFailure,
                              maxRuns: Int = 20_000) -> (ops: [FuzzOperation], failure: FuzzFailure, statistics: Shrinker.Statistics) {
        // Everything after the failing step is irrelevant (a teardown failure keeps them all).
        let prefix = failure.step >= 0 && failure.step < ops.count ? Array(ops[...failure.step]) : ops
        var last = failure
        let (shrunk, stats) = Shrinker.shrink(prefix, maxRuns: maxRuns, simplifications: simplifications) { candidate in
            guard let f = run(candidate, header: header), f.invariant == failure.invariant else { return false }
            last = f
            return true
        }
        // The failure of the final sequence itself (the last candidate that failed may be a longer one).
        let final = run(shrunk, header: header) ?? last
        return (shrunk, final, stats)
    }

    /// Simpler variants of an operation, tried after the sequence is 1-minimal.
    static func simplifications(_ op: FuzzOperation) -> [FuzzOperation] {
        switch op {
        case let .makeTree(first, count, shape, seed) where count > 1:
            // A smaller tree of the same seed is a prefix of the bigger one: same handles, same views.
            return [1, 2, count / 4, count / 2].filter { $0 >= 1 && $0 < count }
                .map { .makeTree(first: first, count: $0, shape: shape, seed: seed) }
        case let .animate(d, delay, changes) where changes.count > 1:
            return changes.indices.map { i in
                var fewer = changes
                fewer.remove(at: i)
                return .animate(duration: d, delay: delay, changes: fewer)
            }
        case let .run(d) where d > 1.0 / 60:
            return [.run(1.0 / 60), .run(d / 2)]
        default:
            return []
        }
    }

    /// The reproduction as Swift-like lines, with a header comment.
    public static func reproduction(_ ops: [FuzzOperation], header: FuzzEpisodeHeader, failure: FuzzFailure,
                                    configuration: FuzzConfiguration, originalCount: Int) -> String {
        var lines: [String] = []
        lines.append("// \(failure)")
        lines.append("// episode seed 0x\(String(header.seed, radix: 16)), profile \(header.profile.identifier), teardown \(header.drainsBeforeTeardown ? "drains the clock first" : "releases at once")")
        lines.append("// replay: swift run -c release ViewTreeFuzz --replay 0x\(String(header.seed, radix: 16)) --episode-length \(configuration.episodeLength) --max-views \(configuration.maxViews) --max-tree \(configuration.maxTreeSize) --min-tree \(configuration.minTreeSize) --hostile-rate \(configuration.hostileRate)\(configuration.profiles.count == 1 ? " --profile \(configuration.profiles[0].identifier)" : "")\(configuration.controllerWeight == FuzzGenerator.defaultControllerWeight ? "" : " --controller-weight \(configuration.controllerWeight)")\(configuration.alertWeight == 0 ? "" : " --alert-weight \(configuration.alertWeight)")\(configuration.collectionWeight == 0 ? "" : " --collection-weight \(configuration.collectionWeight)")\(configuration.listWeight == 0 ? "" : " --list-weight \(configuration.listWeight)")\(configuration.textWeight == 0 ? "" : " --text-weight \(configuration.textWeight)")\(configuration.gestureWeight == 0 ? "" : " --gesture-weight \(configuration.gestureWeight)")\(configuration.gestureSurfaces ? " --gesture-surfaces" : "")\(configuration.gestureSurfaces2 ? " --gesture-surfaces-2" : "")\(configuration.cellWeight == 0 ? "" : " --cell-weight \(configuration.cellWeight)")\(configuration.layoutWeight == 0 ? "" : " --layout-weight \(configuration.layoutWeight)")")
        lines.append("// shortest reproducing sequence: \(ops.count) of \(originalCount) operations")
        lines.append("let world = Simulation(profile: .\(swiftProfileName(header.profile)))")
        lines.append("let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world); window.makeKeyAndVisible()")
        lines.append("let window2 = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 300), simulation: world); window2.isHidden = false")
        if ops.contains(where: { if case .collection = $0 { true } else { false } }) {
            lines.append("let kw = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world); kw.isHidden = false  // the collections family's window")
        }
        if ops.contains(where: { if case .gesture = $0 { true } else { false } }) {
            lines.append("let gestureWindow = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world); gestureWindow.isHidden = false  // the gestures family's window")
        }
        if ops.contains(where: { if case .text = $0 { true } else { false } }) {
            lines.append("let textWindow = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world); textWindow.isHidden = false  // the texts family's window")
        }
        if ops.contains(where: { if case .layout = $0 { true } else { false } }) {
            lines.append("let layoutWindow = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world); layoutWindow.isHidden = false  // the layouts family's window")
            lines.append("let stacks = View(frame: layoutWindow.bounds); layoutWindow.addSubview(stacks)")
            lines.append("let container = View(frame: CGRect(x: 20, y: 60, width: 280, height: 360)); container.layoutMargins = EdgeInsets(top: 12, left: 10, bottom: 14, right: 16); layoutWindow.addSubview(container)")
        }
        for (i, op) in ops.enumerated() {
            lines.append(op.swiftLine + (i == failure.step ? "   // ← fails here" : ""))
        }
        if failure.step >= ops.count || failure.step < 0 {
            lines.append(header.drainsBeforeTeardown ? "world.run(for: 10); /* drop every reference */   // ← fails here"
                                                     : "/* drop every reference to the views, windows and world */   // ← fails here")
        }
        return lines.joined(separator: "\n")
    }

    static func swiftProfileName(_ profile: PlatformProfile) -> String {
        switch profile.identifier {
        case "ios6": "iOS6"
        case "ios8": "iOS8"
        case "ios10": "iOS10"
        case "ios11": "iOS11"
        case "ios13": "iOS13"
        default: "iOS7"
        }
    }
}

/// A campaign: many episodes from one master seed, until an operation budget is spent or an
/// invariant breaks.
public struct FuzzCampaign {
    /// The result of a campaign.
    public enum Outcome: Sendable {
        /// Every episode ran clean.
        case clean(operations: Int, episodes: Int, statistics: FuzzStatistics)
        /// An episode failed; the reproduction is shrunk.
        case failed(FuzzReport)
    }

    /// The master seed episodes' seeds are drawn from.
    public let masterSeed: UInt64
    /// The configuration.
    public let configuration: FuzzConfiguration

    /// A campaign.
    public init(masterSeed: UInt64, configuration: FuzzConfiguration) {
        self.masterSeed = masterSeed
        self.configuration = configuration
    }

    /// The seed of episode `index` (0-based).
    public func episodeSeed(_ index: Int) -> UInt64 {
        var rng = SplitMix64(seed: masterSeed)
        var seed: UInt64 = 0
        for _ in 0...index { seed = rng.next() }
        return seed
    }

    /// Runs episodes until `operations` operations have run (the last episode may be cut short),
    /// calling `progress(episodesDone, statistics)` after each episode.
    public func run(operations: Int, shrinkRuns: Int = 20_000,
                    progress: (Int, FuzzStatistics) -> Void = { _, _ in }) -> Outcome {
        var statistics = FuzzStatistics()
        var done = 0
        var episodes = 0
        var seeds = SplitMix64(seed: masterSeed)
        while done < operations {
            let seed = seeds.next()
            var config = configuration
            config.episodeLength = min(configuration.episodeLength, operations - done)
            if let report = FuzzCampaign.runEpisode(seed: seed, configuration: config, shrinkRuns: shrinkRuns,
                                                     statistics: &statistics) {
                return .failed(report)
            }
            done += config.episodeLength
            episodes += 1
            progress(episodes, statistics)
        }
        return .clean(operations: done, episodes: episodes, statistics: statistics)
    }

    /// Generates and runs one episode; on failure, shrinks it.
    public static func runEpisode(seed: UInt64, configuration: FuzzConfiguration, shrinkRuns: Int = 20_000) -> FuzzReport? {
        var statistics = FuzzStatistics()
        return runEpisode(seed: seed, configuration: configuration, shrinkRuns: shrinkRuns, statistics: &statistics)
    }

    /// `runEpisode(seed:configuration:shrinkRuns:)`, adding what the episode did to `statistics`.
    public static func runEpisode(seed: UInt64, configuration: FuzzConfiguration, shrinkRuns: Int = 20_000,
                                  statistics: inout FuzzStatistics) -> FuzzReport? {
        let (header, ops) = FuzzGenerator.episode(seed: seed, configuration: configuration)
        guard let failure = FuzzRunner.run(ops, header: header, statistics: &statistics) else { return nil }
        let (shrunk, final, stats) = FuzzRunner.shrink(ops, header: header, failure: failure, maxRuns: shrinkRuns)
        return FuzzReport(header: header, configuration: configuration, originalFailure: failure,
                          originalCount: ops.count, failure: final, ops: shrunk, shrinkStatistics: stats)
    }
}

/// A failing episode and its shrunk reproduction.
public struct FuzzReport: Sendable {
    /// The episode.
    public let header: FuzzEpisodeHeader
    /// The configuration it was generated with.
    public let configuration: FuzzConfiguration
    /// The failure as first found.
    public let originalFailure: FuzzFailure
    /// The episode's length.
    public let originalCount: Int
    /// The failure of the shrunk sequence.
    public let failure: FuzzFailure
    /// The shrunk sequence.
    public let ops: [FuzzOperation]
    /// How the shrink went.
    public let shrinkStatistics: Shrinker.Statistics

    /// The reproduction, as Swift-like lines.
    public var reproduction: String {
        FuzzRunner.reproduction(ops, header: header, failure: failure, configuration: configuration, originalCount: originalCount)
    }
}
