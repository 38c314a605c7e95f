import Foundation
import ViewTree
import ViewTreeFuzzing

// ViewTreeFuzz: a long model-based random-testing campaign against ViewTree.
//
//   swift run -c release ViewTreeFuzz --ops 1000000 --seed 42
//   swift run -c release ViewTreeFuzz --replay 0x1f2e3d…        (one episode, by its seed)
//
// Prints progress, then "N operations ran clean", or the failing episode's seed and the shortest
// sequence of operations that reproduces the failure, as Swift-like lines. Exit status 1 on failure.

let usage = """
usage: ViewTreeFuzz [--ops N] [--seed S] [--episode-length L] [--max-views M] [--max-tree T] [--min-tree T]
                    [--hostile-rate P] [--profile ios6|ios7|ios8|ios13] [--replay EPISODE_SEED]
                    [--shrink-runs R] [--print-ops]
"""

func parseInteger(_ text: String) -> UInt64? {
    let t = text.lowercased()
    if t.hasPrefix("0x") { return UInt64(t.dropFirst(2), radix: 16) }
    return UInt64(t.replacingOccurrences(of: "_", with: ""))
}

var operations = 100_000
var masterSeed: UInt64 = 1
var configuration = FuzzConfiguration()
var replay: UInt64?
var shrinkRuns = 20_000
var printOps = false
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let flag = arguments.removeFirst()
    func value() -> String {
        guard !arguments.isEmpty else { print(usage); exit(2) }
        return arguments.removeFirst()
    }
    func integer() -> UInt64 {
        guard let v = parseInteger(value()) else { print(usage); exit(2) }
        return v
    }
    switch flag {
    case "--ops": operations = Int(integer())
    case "--seed": masterSeed = integer()
    case "--episode-length": configuration.episodeLength = max(1, Int(integer()))
    case "--max-views": configuration.maxViews = max(2, Int(integer()))
    case "--max-tree": configuration.maxTreeSize = max(2, Int(integer()))
    case "--min-tree": configuration.minTreeSize = max(2, Int(integer()))
    case "--hostile-rate": configuration.hostileRate = Double(value()) ?? configuration.hostileRate
    case "--profile":
        guard let p = PlatformProfile.named(value()) else { print(usage); exit(2) }
        configuration.profiles = [p]
    case "--replay": replay = integer()
    case "--shrink-runs": shrinkRuns = Int(integer())
    case "--print-ops": printOps = true
    case "-h", "--help": print(usage); exit(0)
    default: print("unknown argument \(flag)\n\(usage)"); exit(2)
    }
}

let clock = ContinuousClock()
let start = clock.now
func seconds() -> Double {
    let d = start.duration(to: clock.now)
    return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

func report(_ failure: FuzzReport) -> Never {
    print("FAILED after \(String(format: "%.1f", seconds())) s: \(failure.originalFailure)")
    print("episode seed 0x\(String(failure.header.seed, radix: 16)) (profile \(failure.header.profile.identifier)); shrunk \(failure.originalCount) → \(failure.ops.count) operations in \(failure.shrinkStatistics.runs) runs")
    print("")
    print(failure.reproduction)
    exit(1)
}

if let seed = replay {
    let (header, ops) = FuzzGenerator.episode(seed: seed, configuration: configuration)
    print("replaying episode 0x\(String(seed, radix: 16)): \(ops.count) operations, profile \(header.profile.identifier)")
    if printOps { for op in ops { print(op.swiftLine) } }
    if let report = FuzzCampaign.runEpisode(seed: seed, configuration: configuration, shrinkRuns: shrinkRuns) {
        ViewTreeFuzz.report(report)
    }
    print("\(ops.count) operations ran clean in \(String(format: "%.1f", seconds())) s")
    exit(0)
}

print("ViewTreeFuzz: \(operations) operations, seed \(masterSeed), episodes of \(configuration.episodeLength) operations, up to \(configuration.maxViews) views, profiles \(configuration.profiles.map(\.identifier).joined(separator: ","))")
var nextReport = max(1, operations / 20)
let campaign = FuzzCampaign(masterSeed: masterSeed, configuration: configuration)
func describe(_ s: FuzzStatistics) -> String {
    let mean = s.operations == 0 ? 0 : Double(s.viewsChecked) / Double(s.operations)
    return "views per step: mean \(Int(mean.rounded())), largest \(s.largestTree); \(s.diagnostics) expected diagnostics"
}
let outcome = campaign.run(operations: operations, shrinkRuns: shrinkRuns) { episodes, statistics in
    let done = statistics.operations
    if done >= nextReport || done == operations {
        print("  \(done) operations, \(episodes) episodes, \(String(format: "%.1f", seconds())) s (\(describe(statistics)))")
        nextReport = done + max(1, operations / 20)
    }
}
switch outcome {
case let .clean(done, episodes, statistics):
    print("\(done) operations ran clean (\(episodes) episodes) in \(String(format: "%.1f", seconds())) s; \(describe(statistics))")
case let .failed(failure):
    report(failure)
}
