import Foundation
import ViewTree
import ViewTreeFuzzing

// ViewTreeFuzz: a long model-based random-testing campaign against ViewTree.
//
//   swift run -c release ViewTreeFuzz --ops 1000000 --seed 42
//   swift run -c release ViewTreeFuzz --replay 0x1f2e3d…        (one episode, by its seed)
//   swift run -c release ViewTreeFuzz --shrink-crash 0x1f2e3d…  (an episode that traps)
//
// Prints progress, then "N operations ran clean", or the failing episode's seed and the shortest
// sequence of operations that reproduces the failure, as Swift-like lines. Exit status 1 on failure.
// A trap (a crash) kills the process: `--verbose` prints each episode's seed before it runs, and
// `--shrink-crash SEED` shrinks that episode by running each candidate in a child process.

let usage = """
usage: ViewTreeFuzz [--ops N] [--seed S] [--episode-length L] [--max-views M] [--max-tree T] [--min-tree T]
                    [--hostile-rate P] [--profile ios6|ios7|ios8|ios13] [--replay EPISODE_SEED]
                    [--shrink-runs R] [--print-ops] [--verbose] [--shrink-crash EPISODE_SEED]
"""

func parseInteger(_ text: String) -> UInt64? {
    let t = text.lowercased()
    if t.hasPrefix("0x") { return UInt64(t.dropFirst(2), radix: 16) }
    return UInt64(t.replacingOccurrences(of: "_", with: ""))
}

/// Writes a line to standard output at once (no buffering: progress shows live in a log file, and
/// nothing is lost if a trap kills the process).
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

var operations = 100_000
var masterSeed: UInt64 = 1
var configuration = FuzzConfiguration()
var replay: UInt64?
var shrinkRuns = 20_000
var printOps = false
var verbose = false
var shrinkCrash: UInt64?
/// Child mode (`--run-subset FILE`): run only the listed operations of the `--replay` episode.
var subsetFile: String?
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let flag = arguments.removeFirst()
    func value() -> String {
        guard !arguments.isEmpty else { say(usage); exit(2) }
        return arguments.removeFirst()
    }
    func integer() -> UInt64 {
        guard let v = parseInteger(value()) else { say(usage); exit(2) }
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
        guard let p = PlatformProfile.named(value()) else { say(usage); exit(2) }
        configuration.profiles = [p]
    case "--replay": replay = integer()
    case "--shrink-runs": shrinkRuns = Int(integer())
    case "--print-ops": printOps = true
    case "--verbose": verbose = true
    case "--shrink-crash": shrinkCrash = integer()
    case "--run-subset": subsetFile = value()
    case "-h", "--help": say(usage); exit(0)
    default: say("unknown argument \(flag)\n\(usage)"); exit(2)
    }
}

let clock = ContinuousClock()
let start = clock.now
func seconds() -> Double {
    let d = start.duration(to: clock.now)
    return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

func report(_ failure: FuzzReport) -> Never {
    say("FAILED after \(String(format: "%.1f", seconds())) s: \(failure.originalFailure)")
    say("episode seed 0x\(String(failure.header.seed, radix: 16)) (profile \(failure.header.profile.identifier)); shrunk \(failure.originalCount) → \(failure.ops.count) operations in \(failure.shrinkStatistics.runs) runs")
    say("")
    say(failure.reproduction)
    exit(1)
}

/// The options that decide an episode, to pass to a child process.
func configurationArguments(_ configuration: FuzzConfiguration) -> [String] {
    var arguments = ["--episode-length", String(configuration.episodeLength), "--max-views", String(configuration.maxViews),
                     "--max-tree", String(configuration.maxTreeSize), "--min-tree", String(configuration.minTreeSize),
                     "--hostile-rate", String(configuration.hostileRate)]
    if configuration.profiles.count == 1 { arguments += ["--profile", configuration.profiles[0].identifier] }
    return arguments
}

if let file = subsetFile, let seed = replay {
    // Child: run the listed operations of the episode; a trap ends this process with a signal.
    let (header, ops) = FuzzGenerator.episode(seed: seed, configuration: configuration)
    let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    let subset = text.split(separator: " ").compactMap { Int($0) }.filter { ops.indices.contains($0) }.map { ops[$0] }
    exit(FuzzRunner.run(subset, header: header) == nil ? 0 : 1)
}

if let seed = shrinkCrash {
    let (header, ops) = FuzzGenerator.episode(seed: seed, configuration: configuration)
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("ViewTreeFuzz-\(ProcessInfo.processInfo.processIdentifier).subset")
    /// Runs the operations at `indices` in a child process; returns the signal that ended it, if any.
    func crashSignal(_ indices: [Int]) -> Int32? {
        try? indices.map(String.init).joined(separator: " ").write(to: file, atomically: true, encoding: .utf8)
        let child = Process()
        child.executableURL = executable
        child.arguments = ["--replay", "0x" + String(seed, radix: 16), "--run-subset", file.path] + configurationArguments(configuration)
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        guard (try? child.run()) != nil else { return nil }
        child.waitUntilExit()
        return child.terminationReason == .uncaughtSignal ? child.terminationStatus : nil
    }
    say("episode 0x\(String(seed, radix: 16)): \(ops.count) operations, profile \(header.profile.identifier)")
    guard let signal = crashSignal(Array(ops.indices)) else {
        say("the episode does not crash (run it with --replay to check its invariants)")
        exit(0)
    }
    let (shrunk, stats) = Shrinker.shrink(Array(ops.indices), maxRuns: shrinkRuns) { crashSignal($0) == signal }
    try? FileManager.default.removeItem(at: file)
    let failure = FuzzFailure(invariant: "crash", message: "the process was killed by signal \(signal)", step: shrunk.count - 1)
    say("CRASHED (signal \(signal)); shrunk \(ops.count) → \(shrunk.count) operations in \(stats.runs) child runs\n")
    say(FuzzRunner.reproduction(shrunk.map { ops[$0] }, header: header, failure: failure,
                                  configuration: configuration, originalCount: ops.count))
    exit(1)
}

if let seed = replay {
    let (header, ops) = FuzzGenerator.episode(seed: seed, configuration: configuration)
    say("replaying episode 0x\(String(seed, radix: 16)): \(ops.count) operations, profile \(header.profile.identifier)")
    if printOps { for op in ops { say(op.swiftLine) } }
    if let report = FuzzCampaign.runEpisode(seed: seed, configuration: configuration, shrinkRuns: shrinkRuns) {
        ViewTreeFuzz.report(report)
    }
    say("\(ops.count) operations ran clean in \(String(format: "%.1f", seconds())) s")
    exit(0)
}

say("ViewTreeFuzz: \(operations) operations, seed \(masterSeed), episodes of \(configuration.episodeLength) operations, up to \(configuration.maxViews) views, profiles \(configuration.profiles.map(\.identifier).joined(separator: ","))")
var nextReport = max(1, operations / 20)
let campaign = FuzzCampaign(masterSeed: masterSeed, configuration: configuration)
func describe(_ s: FuzzStatistics) -> String {
    let mean = s.operations == 0 ? 0 : Double(s.viewsChecked) / Double(s.operations)
    return "views per step: mean \(Int(mean.rounded())), largest \(s.largestTree); \(s.diagnostics) expected diagnostics"
}
if verbose {
    // Each episode's seed, before it runs, unbuffered: if a trap kills the process, the last one
    // printed is the episode to pass to --shrink-crash.
    let seeds = FuzzCampaign(masterSeed: masterSeed, configuration: configuration)
    FileHandle.standardError.write(Data("episode 0 seed 0x\(String(seeds.episodeSeed(0), radix: 16))\n".utf8))
}
let outcome = campaign.run(operations: operations, shrinkRuns: shrinkRuns) { episodes, statistics in
    if verbose {
        FileHandle.standardError.write(Data("episode \(episodes) seed 0x\(String(campaign.episodeSeed(episodes), radix: 16))\n".utf8))
    }
    let done = statistics.operations
    if done >= nextReport || done == operations {
        say("  \(done) operations, \(episodes) episodes, \(String(format: "%.1f", seconds())) s (\(describe(statistics)))")
        nextReport = done + max(1, operations / 20)
    }
}
switch outcome {
case let .clean(done, episodes, statistics):
    say("\(done) operations ran clean (\(episodes) episodes) in \(String(format: "%.1f", seconds())) s; \(describe(statistics))")
case let .failed(failure):
    report(failure)
}
