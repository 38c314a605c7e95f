import Foundation
import Testing
import ViewTreeDemoKit

/// The package root: this file is Tests/ViewTreeTests/Demo/DemoDocTests.swift.
private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// An output excerpt in Docs/Demo.md: a ```text block right under `<!-- demo-output: run navigation -->`.
/// The block's lines must appear in that command's standard output as printed; a line `…` alone
/// stands for lines left out (each run of lines between two `…` appears in one piece, in order).
struct DemoOutputExcerpt: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let line: Int
    let lines: [String]
    var testDescription: String { "Docs/Demo.md:\(line): ViewTreeDemo \(arguments.joined(separator: " "))" }

    static let marker = "<!-- demo-output:"

    static func parse(_ text: String) -> [DemoOutputExcerpt] {
        let lines = text.components(separatedBy: "\n")
        var excerpts: [DemoOutputExcerpt] = []
        var i = 0
        while i < lines.count {
            let trimmed = lines[i].trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix(marker), trimmed.hasSuffix("-->") else { i += 1; continue }
            let command = trimmed.dropFirst(marker.count).dropLast(3).trimmingCharacters(in: .whitespaces)
            guard i + 1 < lines.count, lines[i + 1].hasPrefix("```") else { i += 1; continue }
            var end = i + 2
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            excerpts.append(DemoOutputExcerpt(arguments: command.split(separator: " ").map(String.init), line: i + 2,
                                              lines: Array(lines[(i + 2)..<min(end, lines.count)])))
            i = end + 1
        }
        return excerpts
    }

    /// `nil` when every piece of the excerpt appears in `output` in order; else what is missing.
    func mismatch(in output: String) -> String? {
        let out = output.components(separatedBy: "\n")
        var pieces: [[String]] = [[]]
        for line in lines { if line == "…" { pieces.append([]) } else { pieces[pieces.count - 1].append(line) } }
        var from = 0
        for piece in pieces where !piece.isEmpty {
            guard let at = (from..<max(from, out.count - piece.count + 1)).first(where: { Array(out[$0..<($0 + piece.count)]) == piece }) else {
                return "these lines of \(testDescription) are not in the output (from its line \(from + 1) on):\n"
                    + piece.joined(separator: "\n") + "\n--- the output ---\n" + output
            }
            from = at + piece.count
        }
        return nil
    }
}

@Suite struct DemoDocTests {
    static let text = (try? String(contentsOf: packageRoot.appendingPathComponent("Docs/Demo.md"), encoding: .utf8)) ?? ""
    static let excerpts = DemoOutputExcerpt.parse(text)

    @Test(arguments: DemoDocTests.excerpts)
    func theExcerptIsWhatTheDemoPrints(_ excerpt: DemoOutputExcerpt) {
        let result = DemoCommand.run(arguments: excerpt.arguments, stdoutIsTerminal: false)
        #expect(result.exitCode == 0, "\(excerpt.testDescription): \(result.stderr)")
        if let problem = excerpt.mismatch(in: result.stdout) { Issue.record(Comment(rawValue: problem)) }
    }

    @Test func everyScenarioIsDocumentedAndEveryEventLogHasAnExcerpt() {
        #expect(!Self.text.isEmpty, "Docs/Demo.md is readable")
        for scenario in DemoScenario.catalog() {
            #expect(Self.text.contains("| `\(scenario.name)` |"), "the scenario table lists \(scenario.name)")
            if scenario.kind == .eventLog {
                #expect(Self.excerpts.contains { $0.arguments.first == "run" && $0.arguments.dropFirst().first == scenario.name },
                        "Docs/Demo.md shows \(scenario.name)'s output")
            }
        }
    }

    @Test func anExcerptMayLeaveLinesOut() {
        let excerpt = DemoOutputExcerpt(arguments: [], line: 1, lines: ["a", "b", "…", "d"])
        #expect(excerpt.mismatch(in: "a\nb\nc\nd\n") == nil)
        #expect(excerpt.mismatch(in: "a\nc\nb\nd\n") != nil, "a piece must appear in one run")
        #expect(excerpt.mismatch(in: "d\na\nb\n") != nil, "pieces in order")
        #expect(DemoOutputExcerpt.parse("x\n<!-- demo-output: run flash -->\n```text\nl1\nl2\n```\n").map(\.lines) == [["l1", "l2"]])
    }
}
