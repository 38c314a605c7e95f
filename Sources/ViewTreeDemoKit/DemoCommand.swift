import Foundation
import ViewTree

/// What a run of the demo produced: the text for standard output and standard error, and the exit
/// code. `ViewTreeDemo` prints it; tests compare it.
public struct DemoResult: Equatable, Sendable {
    /// Everything for standard output.
    public var stdout: String
    /// Everything for standard error.
    public var stderr: String
    /// 0 on success, 1 when a file could not be written, 2 for a usage error.
    public var exitCode: Int32

    /// Creates a result.
    public init(stdout: String = "", stderr: String = "", exitCode: Int32 = 0) {
        self.stdout = stdout
        self.stderr = stderr
        self.exitCode = exitCode
    }
}

/// The `ViewTreeDemo` command line, as a function of its arguments.
///
/// ```text
/// ViewTreeDemo                      every scenario, explained, with charts and hierarchies
/// ViewTreeDemo list                 the scenarios, one line each
/// ViewTreeDemo run <scenario> [--platform <profile>] [--at <t,…>] [--format <format>] [--output <file>]
/// ViewTreeDemo --help | -h
/// ```
///
/// The output depends only on the arguments (and, for bold headings, on whether standard output is
/// a terminal): the scenarios run on a virtual clock and print per-world ids, not addresses.
public enum DemoCommand {
    /// The output formats of `run`.
    public enum Format: String, CaseIterable, Sendable {
        /// The explanation, the timeline chart, the values at the `--at` times, and facts.
        case text
        /// The SVG picture: trees at the `--at` times and the timeline plot.
        case svg
        /// `recursiveDescription()` at each `--at` time.
        case tree
        /// The `TreeSnapshot` JSON at each `--at` time, as one JSON array.
        case json
        /// The ASCII rendering at each `--at` time.
        case ascii
    }

    /// The latest `--at` time accepted, in seconds.
    public static let maximumTime: TimeInterval = 60
    /// The most `--at` times accepted.
    public static let maximumTimeCount = 50

    /// The usage text.
    public static func usage() -> String {
        let profiles = PlatformProfile.all.map(\.identifier).joined(separator: "|")
        let formats = Format.allCases.map(\.rawValue).joined(separator: "|")
        let names = DemoScenario.catalog().map(\.name).joined(separator: ", ")
        return """
        usage: ViewTreeDemo                      run every scenario and explain it
               ViewTreeDemo list                 list the scenarios
               ViewTreeDemo run <scenario> [--platform <profile>] [--at <times>] [--format <format>] [--output <file>]
               ViewTreeDemo ib <file.xib|file.storyboard> [--format text|json]   check an Interface Builder file
               ViewTreeDemo --help | -h          show this help

        scenarios:   \(names)
        --platform   \(profiles) (default: the scenario's own profiles)
        --at         comma-separated virtual times in seconds, e.g. 0,0.5,1.5,2 (sorted; a time given twice counts once)
                     text: the columns of the value table, 0 to \(UIKitFormat.number(CGFloat(DemoTimeline.duration))) (the chart's span)
                           (chart scenarios only: an event-log scenario's text is its whole log, 0 to \(UIKitFormat.number(CGFloat(DemoTimeline.duration))) s)
                     other formats: when to picture the tree, 0 to \(UIKitFormat.number(CGFloat(maximumTime)))
        --format     \(formats) (default: text)
        --output     write the output to this file instead of standard output

        """
    }

    /// Runs the demo with `arguments` (without the program name). `stdoutIsTerminal` allows bold
    /// headings in text output written to standard output.
    public static func run(arguments: [String], stdoutIsTerminal: Bool) -> DemoResult {
        if arguments.contains("--help") || arguments.contains("-h") {
            return DemoResult(stdout: usage())
        }
        guard let command = arguments.first else {
            return DemoResult(stdout: DemoReport.overview(style: .init(color: stdoutIsTerminal)))
        }
        switch command {
        case "list":
            guard arguments.count == 1 else { return usageError("list takes no arguments, got '\(arguments[1])'") }
            return DemoResult(stdout: list())
        case "run":
            switch parseRun(Array(arguments.dropFirst())) {
            case .failure(let error): return usageError(error.message)
            case .success(let request): return perform(request, stdoutIsTerminal: stdoutIsTerminal)
            }
        case "ib":
            return InterfaceBuilderCommand.run(arguments: Array(arguments.dropFirst()))
        default:
            if command.hasPrefix("-") { return usageError("unknown option '\(command)'") }
            return usageError("unknown command '\(command)'")
        }
    }

    /// `list`: each scenario's name, claims and one-line summary.
    static func list() -> String {
        let scenarios = DemoScenario.catalog()
        let width = scenarios.map(\.name.count).max() ?? 0
        return scenarios.map { DemoText.pad($0.name, width) + "  " + $0.summary + ($0.claims.isEmpty ? "" : " " + $0.claimList) }
            .joined(separator: "\n") + "\n"
    }

    /// A parsed `run`.
    struct RunRequest {
        var scenario: DemoScenario
        var profiles: [PlatformProfile]
        var times: [TimeInterval]?
        var format: Format = .text
        var output: String?
    }

    struct UsageError: Error {
        let message: String
    }

    static func usageError(_ message: String) -> DemoResult {
        DemoResult(stderr: "error: \(message)\n" + usage(), exitCode: 2)
    }

    static func parseRun(_ arguments: [String]) -> Result<RunRequest, UsageError> {
        var scenarioName: String?
        var options: [String: String] = [:]
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            guard argument.hasPrefix("-") else {
                if let scenarioName {
                    return .failure(UsageError(message: "one scenario at a time: got '\(scenarioName)' and '\(argument)'"))
                }
                scenarioName = argument
                continue
            }
            // `--name value` or `--name=value`.
            var name = argument, value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
            }
            guard ["--platform", "--at", "--format", "--output"].contains(name) else {
                return .failure(UsageError(message: "unknown option '\(name)'"))
            }
            if value == nil {
                guard i < arguments.count else { return .failure(UsageError(message: "\(name) needs a value")) }
                value = arguments[i]
                i += 1
            }
            guard options[name] == nil else { return .failure(UsageError(message: "\(name) given twice")) }
            options[name] = value
        }
        guard let scenarioName else { return .failure(UsageError(message: "run needs a scenario")) }
        guard let scenario = DemoScenario.named(scenarioName) else {
            return .failure(UsageError(message: "unknown scenario '\(scenarioName)'"))
        }
        var request = RunRequest(scenario: scenario, profiles: scenario.defaultProfiles)
        if let platform = options["--platform"] {
            guard let profile = PlatformProfile.named(platform) else {
                return .failure(UsageError(message: "unknown platform '\(platform)'"))
            }
            request.profiles = [profile]
        }
        if let format = options["--format"] {
            guard let parsed = Format(rawValue: format) else {
                return .failure(UsageError(message: "unknown format '\(format)'"))
            }
            request.format = parsed
        }
        if let at = options["--at"] {
            switch parseTimes(at) {
            case .failure(let error): return .failure(error)
            case .success(let times):
                if request.format == .text, scenario.kind == .eventLog {
                    return .failure(UsageError(message: "--at with the text format: \(scenario.name) prints its log of calls from 0 to \(UIKitFormat.number(CGFloat(DemoTimeline.duration))) s, not values at chosen times; to picture its tree at those times use --format tree, ascii, json or svg"))
                }
                if request.format == .text, let late = times.first(where: { $0 > DemoTimeline.duration }) {
                    return .failure(UsageError(message: "bad --at value '\(UIKitFormat.number(CGFloat(late)))': the text format's chart and values span 0 to \(UIKitFormat.number(CGFloat(DemoTimeline.duration))) s; for later times use --format tree, ascii, json or svg"))
                }
                request.times = times
            }
        }
        if let output = options["--output"] {
            guard !output.isEmpty else { return .failure(UsageError(message: "--output needs a file name")) }
            request.output = output
        }
        return .success(request)
    }

    /// `0,0.5,1.5`: each a finite number of seconds from 0 to `maximumTime`; returned sorted, each time
    /// once (the world's clock only moves forward, so the outputs are in time order anyway).
    static func parseTimes(_ text: String) -> Result<[TimeInterval], UsageError> {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count <= maximumTimeCount else {
            return .failure(UsageError(message: "bad --at value '\(text)': at most \(maximumTimeCount) times"))
        }
        var times: [TimeInterval] = []
        for part in parts {
            guard let t = Double(part), t.isFinite, t >= 0, t <= maximumTime,
                  part.allSatisfy({ $0.isNumber || $0 == "." }) else {
                return .failure(UsageError(message: "bad --at value '\(part)' in '\(text)': expected seconds from 0 to \(UIKitFormat.number(CGFloat(maximumTime))), e.g. 0,0.5,1.5,2"))
            }
            if !times.contains(t) { times.append(t) }
        }
        return .success(times.sorted())
    }

    static func perform(_ request: RunRequest, stdoutIsTerminal: Bool) -> DemoResult {
        let scenario = request.scenario
        let style = DemoReport.Style(color: stdoutIsTerminal && request.output == nil)
        let output: String
        switch request.format {
        case .text:
            output = DemoReport.text(scenario, profiles: request.profiles, times: request.times ?? DemoTimeline.keyTimes, style: style)
        case .tree:
            output = DemoReport.tree(scenario, profiles: request.profiles, times: request.times ?? scenario.snapshotTimes, style: style)
        case .ascii:
            output = DemoReport.ascii(scenario, profiles: request.profiles, times: request.times ?? scenario.snapshotTimes, style: style)
        case .json:
            output = DemoReport.json(scenario, profiles: request.profiles, times: request.times ?? scenario.snapshotTimes)
        case .svg:
            output = DemoReport.svg(scenario, profiles: request.profiles, times: request.times ?? scenario.snapshotTimes)
        }
        guard let path = request.output else { return DemoResult(stdout: output) }
        if let problem = DemoOutputFile.write(output, to: path) {
            return DemoResult(stderr: "error: cannot write --output '\(path)': \(problem)\n", exitCode: 1)
        }
        return DemoResult(stdout: "wrote \(request.format.rawValue) for \(scenario.name) to \(path) (\(output.utf8.count) bytes)\n")
    }
}
