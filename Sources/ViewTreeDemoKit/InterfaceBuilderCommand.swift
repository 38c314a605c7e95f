import Foundation
import ViewTree
import ViewTreeInterfaceBuilder

/// `ViewTreeDemo ib <file> [--format text|json]`: loads a `.xib` or `.storyboard`, prints the hierarchy
/// at the file's device size and the issues Interface Builder would show, and exits 1 when there are
/// errors (ambiguity, conflicts) or the file cannot be read, so it works as a CI linter.
public enum InterfaceBuilderCommand {
    /// The output formats.
    public enum Format: String, CaseIterable, Sendable {
        /// The hierarchy, the issues and the load report, as text.
        case text
        /// The same as one JSON object (sorted keys).
        case json
    }

    /// The usage text.
    public static let usage = """
        usage: ViewTreeDemo ib <file.xib|file.storyboard> [--format text|json]

        Loads the file as Interface Builder's canvas has it, lays it out at the file's device size, and
        prints the hierarchy (recursiveDescription) and Interface Builder's issues: Missing Constraints,
        Scrollable Content Size Ambiguity, Conflicting Constraints (errors) and Misplaced Views (warnings).
        Exit status: 0 without errors, 1 with errors or an unreadable file, 2 for a usage error.

        """

    /// The JSON output.
    public struct Output: Codable, Equatable, Sendable {
        /// The file as given.
        public var file: String
        /// `xib` or `storyboard`.
        public var kind: String
        /// Xcode's device id.
        public var device: String
        /// Each top-level view's `recursiveDescription()`.
        public var hierarchies: [String]
        /// The issues.
        public var issues: [InterfaceBuilderIssue]
        /// What the loader could not do as Interface Builder would.
        public var loadReport: [InterfaceBuilderLoadReport.Entry]
        /// Whether any issue is an error.
        public var hasErrors: Bool
    }

    /// Runs the subcommand with its arguments (after `ib`).
    public static func run(arguments: [String]) -> DemoResult {
        var path: String?
        var format = Format.text
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--format":
                guard index + 1 < arguments.count, let value = Format(rawValue: arguments[index + 1]) else {
                    return DemoResult(stderr: "error: --format takes text or json\n\n" + usage, exitCode: 2)
                }
                format = value
                index += 2
                continue
            case "--help", "-h":
                return DemoResult(stdout: usage)
            default:
                if argument.hasPrefix("-") { return DemoResult(stderr: "error: unknown option '\(argument)'\n\n" + usage, exitCode: 2) }
                guard path == nil else { return DemoResult(stderr: "error: one file at a time, got '\(argument)'\n\n" + usage, exitCode: 2) }
                path = argument
            }
            index += 1
        }
        guard let path else { return DemoResult(stderr: "error: no file given\n\n" + usage, exitCode: 2) }
        let document: InterfaceBuilderDocument
        do {
            document = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: path))
        } catch let error as InterfaceBuilderError {
            return DemoResult(stderr: "\(path):\(error.line):\(error.column): error: \(error.message)\n", exitCode: 1)
        } catch {
            return DemoResult(stderr: "\(path): error: \(error)\n", exitCode: 1)
        }
        let check = InterfaceBuilderChecker.check(document)
        let exitCode: Int32 = check.hasErrors ? 1 : 0
        switch format {
        case .json:
            let output = Output(file: path, kind: document.kind == .xib ? "xib" : "storyboard", device: document.device.id,
                                hierarchies: check.windows.flatMap(\.subviews).map { $0.recursiveDescription() },
                                issues: check.issues, loadReport: check.report.entries, hasErrors: check.hasErrors)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let data = (try? encoder.encode(output)) ?? Data()
            return DemoResult(stdout: String(decoding: data, as: UTF8.self) + "\n", exitCode: exitCode)
        case .text:
            return DemoResult(stdout: text(check, path: path), exitCode: exitCode)
        }
    }

    static func text(_ check: InterfaceBuilderCheck, path: String) -> String {
        let document = check.document
        let device = document.device
        let size = device.orientedScreenSize
        var out = "\(path): \(document.kind == .xib ? "xib" : "storyboard"), device \(device.id) "
        out += "(\(UIKitFormat.number(size.width)) × \(UIKitFormat.number(size.height)) @\(UIKitFormat.number(device.scale))x)"
        if document.kind == .storyboard { out += ", \(document.scenes.count) scene\(document.scenes.count == 1 ? "" : "s")" }
        out += "\n\n" + check.hierarchyDescription + "\n"
        let errors = check.issues.filter(\.isError).count
        let warnings = check.issues.count - errors
        out += "\nIssues: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
        for issue in check.issues { out += "\(path):\(issue.description)\n" }
        if !check.report.isEmpty {
            out += "\nLoad report (\(check.report.entries.count)):\n"
            for entry in check.report.entries { out += "  \(entry)\n" }
        }
        return out
    }
}
