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
//
// No global mutable state: the options are parsed into a value, and each mode is a function.

let usage = """
usage: ViewTreeFuzz [--ops N] [--seed S] [--episode-length L] [--max-views M] [--max-tree T] [--min-tree T]
                    [--hostile-rate P] [--controller-weight W] [--alert-weight W] [--collection-weight W] [--list-weight W] [--text-weight W] [--gesture-weight W] [--gesture-surfaces] [--gesture-surfaces-2] [--cell-weight W] [--layout-weight W] [--profile ios6|ios7|ios8|ios10|ios11|ios13] [--replay EPISODE_SEED]
                    [--shrink-runs R] [--print-ops] [--verbose] [--shrink-crash EPISODE_SEED]
"""

/// Writes a line to standard output at once (no buffering: progress shows live in a log file, and
/// nothing is lost if a trap kills the process).
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

/// The command line.
struct Options {
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

    init(_ commandLine: [String]) {
        var arguments = commandLine
        func fail(_ message: String = "") -> Never {
            say(message.isEmpty ? usage : "\(message)\n\(usage)")
            exit(2)
        }
        func value() -> String {
            guard !arguments.isEmpty else { fail() }
            return arguments.removeFirst()
        }
        func integer() -> UInt64 {
            let text = value().lowercased().replacingOccurrences(of: "_", with: "")
            let parsed = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
            guard let parsed else { fail("not a number: \(text)") }
            return parsed
        }
        while !arguments.isEmpty {
            let flag = arguments.removeFirst()
            switch flag {
            case "--ops": operations = Int(integer())
            case "--seed": masterSeed = integer()
            case "--episode-length": configuration.episodeLength = max(1, Int(integer()))
            case "--max-views": configuration.maxViews = max(2, Int(integer()))
            case "--max-tree": configuration.maxTreeSize = max(2, Int(integer()))
            case "--min-tree": configuration.minTreeSize = max(2, Int(integer()))
            case "--hostile-rate": configuration.hostileRate = Double(value()) ?? configuration.hostileRate
            case "--controller-weight": configuration.controllerWeight = max(0, Int(integer()))
            case "--alert-weight": configuration.alertWeight = max(0, Int(integer()))
            case "--collection-weight": configuration.collectionWeight = max(0, Int(integer()))
            case "--list-weight": configuration.listWeight = max(0, Int(integer()))
            case "--text-weight": configuration.textWeight = max(0, Int(integer()))
            case "--gesture-weight": configuration.gestureWeight = max(0, Int(integer()))
            case "--gesture-surfaces": configuration.gestureSurfaces = true
            case "--gesture-surfaces-2": configuration.gestureSurfaces2 = true
            case "--cell-weight": configuration.cellWeight = max(0, Int(integer()))
            case "--layout-weight": configuration.layoutWeight = max(0, Int(integer()))
            case "--profile":
                guard let p = PlatformProfile.named(value()) else { fail("unknown profile") }
                configuration.profiles = [p]
            case "--replay": replay = integer()
            case "--shrink-runs": shrinkRuns = Int(integer())
            case "--print-ops": printOps = true
            case "--verbose": verbose = true
            case "--shrink-crash": shrinkCrash = integer()
            case "--run-subset": subsetFile = value()
            case "-h", "--help": say(usage); exit(0)
            default: fail("unknown argument \(flag)")
            }
        }
    }

    /// The options that decide an episode, to pass to a child process.
    var configurationArguments: [String] {
        var arguments = ["--episode-length", String(configuration.episodeLength), "--max-views", String(configuration.maxViews),
                         "--max-tree", String(configuration.maxTreeSize), "--min-tree", String(configuration.minTreeSize),
                         "--hostile-rate", String(configuration.hostileRate)]
        if configuration.profiles.count == 1 { arguments += ["--profile", configuration.profiles[0].identifier] }
        if configuration.alertWeight != 0 { arguments += ["--alert-weight", String(configuration.alertWeight)] }
        if configuration.collectionWeight != 0 { arguments += ["--collection-weight", String(configuration.collectionWeight)] }
        if configuration.listWeight != 0 { arguments += ["--list-weight", String(configuration.listWeight)] }
        if configuration.textWeight != 0 { arguments += ["--text-weight", String(configuration.textWeight)] }
        if configuration.gestureWeight != 0 { arguments += ["--gesture-weight", String(configuration.gestureWeight)] }
        if configuration.gestureSurfaces { arguments += ["--gesture-surfaces"] }
        if configuration.gestureSurfaces2 { arguments += ["--gesture-surfaces-2"] }
        if configuration.cellWeight != 0 { arguments += ["--cell-weight", String(configuration.cellWeight)] }
        if configuration.layoutWeight != 0 { arguments += ["--layout-weight", String(configuration.layoutWeight)] }
        if configuration.controllerWeight != FuzzGenerator.defaultControllerWeight {
            arguments += ["--controller-weight", String(configuration.controllerWeight)]
        }
        return arguments
    }
}

/// Seconds since `start`, for progress lines (wall clock: the tool's own timing, never the simulation's).
func seconds(since start: ContinuousClock.Instant) -> String {
    let d = start.duration(to: ContinuousClock.now)
    return String(format: "%.1f", Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18)
}

func hex(_ seed: UInt64) -> String { "0x" + String(seed, radix: 16) }

func describe(_ s: FuzzStatistics) -> String {
    let mean = s.operations == 0 ? 0 : Double(s.viewsChecked) / Double(s.operations)
    return "views per step: mean \(Int(mean.rounded())), largest \(s.largestTree); \(s.diagnostics) expected diagnostics\(s.gestureActions > 0 ? "; \(s.gestureActions) gesture actions" : "")\(s.gestureSurfaceChecks.valuesChecked > 0 ? "; surfaces: \(s.gestureSurfaceChecks.valuesChecked) values, \(s.gestureSurfaceChecks.selectionsChecked) selections, \(s.gestureSurfaceChecks.presentationsChecked) presentations checked" : "")\(s.gestureSurfaceChecks.controllersSettled + s.gestureSurfaceChecks.fieldsChecked > 0 ? "; surfaces 2: \(s.gestureSurfaceChecks.controllersSettled) settled controllers, \(s.gestureSurfaceChecks.pagesChecked) pages, \(s.gestureSurfaceChecks.fieldsChecked) text fields checked" : "")\(s.layoutEquationsChecked + s.layoutFramesCompared > 0 ? "; \(s.layoutEquationsChecked) layout equations checked, \(s.layoutFramesCompared) frames compared with a fresh world" : "")"
}

func report(_ failure: FuzzReport, since start: ContinuousClock.Instant) -> Never {
    say("FAILED after \(seconds(since: start)) s: \(failure.originalFailure)")
    say("episode seed \(hex(failure.header.seed)) (profile \(failure.header.profile.identifier)); shrunk \(failure.originalCount) → \(failure.ops.count) operations in \(failure.shrinkStatistics.runs) runs")
    say("")
    say(failure.reproduction)
    exit(1)
}

/// Child mode: runs the listed operations of an episode; a trap ends this process with a signal.
func runSubset(_ options: Options, seed: UInt64, file: String) -> Never {
    let (header, ops) = FuzzGenerator.episode(seed: seed, configuration: options.configuration)
    let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    let subset = text.split(separator: " ").compactMap { Int($0) }.filter { ops.indices.contains($0) }.map { ops[$0] }
    exit(FuzzRunner.run(subset, header: header) == nil ? 0 : 1)
}

/// Shrinks an episode that traps, running every candidate in a child process.
func shrinkCrash(_ options: Options, seed: UInt64) -> Never {
    let (header, ops) = FuzzGenerator.episode(seed: seed, configuration: options.configuration)
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("ViewTreeFuzz-\(ProcessInfo.processInfo.processIdentifier).subset")
    /// Runs the operations at `indices` in a child process; returns the signal that ended it, if any.
    func crashSignal(_ indices: [Int]) -> Int32? {
        try? indices.map(String.init).joined(separator: " ").write(to: file, atomically: true, encoding: .utf8)
        let child = Process()
        child.executableURL = executable
        child.arguments = ["--replay", hex(seed), "--run-subset", file.path] + options.configurationArguments
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        guard (try? child.run()) != nil else { return nil }
        child.waitUntilExit()
        return child.terminationReason == .uncaughtSignal ? child.terminationStatus : nil
    }
    say("episode \(hex(seed)): \(ops.count) operations, profile \(header.profile.identifier)")
    guard let signal = crashSignal(Array(ops.indices)) else {
        say("the episode does not crash (run it with --replay to check its invariants)")
        exit(0)
    }
    let (shrunk, stats) = Shrinker.shrink(Array(ops.indices), maxRuns: options.shrinkRuns) { crashSignal($0) == signal }
    try? FileManager.default.removeItem(at: file)
    let failure = FuzzFailure(invariant: "crash", message: "the process was killed by signal \(signal)", step: shrunk.count - 1)
    say("CRASHED (signal \(signal)); shrunk \(ops.count) → \(shrunk.count) operations in \(stats.runs) child runs\n")
    say(FuzzRunner.reproduction(shrunk.map { ops[$0] }, header: header, failure: failure,
                                configuration: options.configuration, originalCount: ops.count))
    exit(1)
}

/// Runs one episode (and shrinks it if it fails).
func replay(_ options: Options, seed: UInt64, start: ContinuousClock.Instant) -> Never {
    let (header, ops) = FuzzGenerator.episode(seed: seed, configuration: options.configuration)
    say("replaying episode \(hex(seed)): \(ops.count) operations, profile \(header.profile.identifier)")
    if options.printOps { for op in ops { say(op.swiftLine) } }
    if let failure = FuzzCampaign.runEpisode(seed: seed, configuration: options.configuration, shrinkRuns: options.shrinkRuns) {
        report(failure, since: start)
    }
    say("\(ops.count) operations ran clean in \(seconds(since: start)) s")
    exit(0)
}

/// Runs a campaign of `options.operations` operations.
func runCampaign(_ options: Options, start: ContinuousClock.Instant) -> Never {
    let configuration = options.configuration
    say("ViewTreeFuzz: \(options.operations) operations, seed \(options.masterSeed), episodes of \(configuration.episodeLength) operations, up to \(configuration.maxViews) views, profiles \(configuration.profiles.map(\.identifier).joined(separator: ","))")
    let campaign = FuzzCampaign(masterSeed: options.masterSeed, configuration: configuration)
    // Each episode's seed, before it runs, unbuffered: if a trap kills the process, the last one
    // printed is the episode to pass to --shrink-crash.
    func announce(_ episode: Int) {
        guard options.verbose else { return }
        FileHandle.standardError.write(Data("episode \(episode) seed \(hex(campaign.episodeSeed(episode)))\n".utf8))
    }
    announce(0)
    var nextReport = max(1, options.operations / 20)
    let outcome = campaign.run(operations: options.operations, shrinkRuns: options.shrinkRuns) { episodes, statistics in
        let done = statistics.operations
        if done < options.operations { announce(episodes) }
        if done >= nextReport || done == options.operations {
            say("  \(done) operations, \(episodes) episodes, \(seconds(since: start)) s (\(describe(statistics)))")
            nextReport = done + max(1, options.operations / 20)
        }
    }
    switch outcome {
    case let .clean(done, episodes, statistics):
        say("\(done) operations ran clean (\(episodes) episodes) in \(seconds(since: start)) s; \(describe(statistics))")
        exit(0)
    case let .failed(failure):
        report(failure, since: start)
    }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let start = ContinuousClock.now
if let file = options.subsetFile, let seed = options.replay { runSubset(options, seed: seed, file: file) }
if let seed = options.shrinkCrash { shrinkCrash(options, seed: seed) }
if let seed = options.replay { replay(options, seed: seed, start: start) }
runCampaign(options, start: start)
