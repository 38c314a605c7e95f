// Extracts the fenced ```swift blocks of the documentation and groups them into compile units.
//
// A block is compiled exactly as printed. What it is compiled as is said by an HTML comment on the line
// just before its fence (invisible on GitHub, visible in the Markdown source):
//
//     (no comment)                                   a complete file of a test target (`-parse-as-library`)
//     <!-- compile: script -->                       a complete `main.swift` (top-level code allowed)
//     <!-- compile: manifest -->                     a `Package.swift`, checked against PackageDescription
//     <!-- compile: fragment, wrapper: NAME -->      lines that only compile inside the wrapper NAME
//     <!-- compile: module: NAME -->                 compiled together with the file's other blocks of module
//                                                    NAME, each block a file of one module (a type defined
//                                                    in one block is visible in the next); combines with
//                                                    `fragment, wrapper: NAME`
//
// A wrapper is defined once in the same Markdown file, anywhere, by a comment whose first line names it and
// whose lines hold the code around the sample; the line `{{sample}}` stands for the sample's lines:
//
//     <!-- compile-wrapper: world
//     import Foundation
//     import ViewTree
//     func sample(world: Simulation) {
//     {{sample}}
//     }
//     -->
import Foundation

/// One fenced ```swift block of a Markdown file.
struct MarkdownSample: Sendable {
    /// What a block is compiled as.
    enum Kind: String, Sendable {
        case library, script, manifest
    }

    /// The Markdown file, relative to the package root (`Docs/Porting.md`).
    let file: String
    /// The 1-based line of the opening fence.
    let fenceLine: Int
    /// The block's lines, as printed (the fence's indentation removed).
    let lines: [String]
    let kind: Kind
    /// The wrapper a fragment is compiled in, nil for a complete block.
    let wrapper: String?
    /// The module the block shares with the file's other blocks of that name, nil for a block on its own.
    let module: String?

    /// `Docs/Porting.md:45`: where the block starts.
    var location: String { "\(file):\(fenceLine)" }
}

/// A code wrapper a Markdown file defines for its fragments.
struct SampleWrapper: Sendable {
    let name: String
    /// The 1-based Markdown line of the wrapper's first code line.
    let firstLine: Int
    let lines: [String]
}

/// A problem in how a Markdown file marks its samples (not a compiler error).
struct MarkupProblem: Sendable, CustomStringConvertible {
    let file: String
    let line: Int
    let message: String
    var description: String { "\(file):\(line): \(message)" }
}

/// A Markdown file's samples and wrappers.
struct MarkdownDocument: Sendable {
    let file: String
    var samples: [MarkdownSample] = []
    var wrappers: [String: SampleWrapper] = [:]
    var problems: [MarkupProblem] = []

    static let sampleMarker = "{{sample}}"

    /// Parses `text`, the contents of `file`.
    init(file: String, text: String) {
        self.file = file
        let lines = text.components(separatedBy: "\n").map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
        var index = 0
        var directive: (text: String, line: Int)?
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("<!-- compile-wrapper:") {
                index = parseWrapper(lines, from: index)
                directive = nil
                continue
            }
            if trimmed.hasPrefix("<!-- compile") {
                directive = (trimmed, index + 1)
                index += 1
                continue
            }
            if let fence = Self.openingFence(line) {
                index = parseBlock(lines, from: index, fence: fence, directive: directive)
                directive = nil
                continue
            }
            if !trimmed.isEmpty, let pending = directive {
                problems.append(MarkupProblem(file: file, line: pending.line,
                                              message: "a compile directive must be the line just before a ```swift fence; found \"\(trimmed)\" first"))
                directive = nil
            }
            index += 1
        }
        if let pending = directive {
            problems.append(MarkupProblem(file: file, line: pending.line,
                                          message: "a compile directive at the end of the file has no ```swift block after it"))
        }
        for sample in samples {
            if let name = sample.wrapper, wrappers[name] == nil {
                problems.append(MarkupProblem(file: file, line: sample.fenceLine,
                                              message: "the fragment's wrapper \"\(name)\" is not defined in this file (add <!-- compile-wrapper: \(name) … -->)"))
            }
        }
    }

    /// The fence's indentation, marker (``` or ~~~, possibly longer) and info string, if `line` opens one.
    private static func openingFence(_ line: String) -> (indent: Int, marker: String, info: String)? {
        let indent = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(indent)
        guard let first = rest.first, first == "`" || first == "~" else { return nil }
        let marker = String(rest.prefix { $0 == first })
        guard marker.count >= 3 else { return nil }
        let info = rest.dropFirst(marker.count).trimmingCharacters(in: .whitespaces)
        return (indent, marker, info)
    }

    private mutating func parseBlock(_ lines: [String], from start: Int,
                                     fence: (indent: Int, marker: String, info: String),
                                     directive: (text: String, line: Int)?) -> Int {
        var end = start + 1
        while end < lines.count {
            let candidate = lines[end].trimmingCharacters(in: .whitespaces)
            if candidate.hasPrefix(fence.marker), candidate.allSatisfy({ $0 == fence.marker.first }) { break }
            end += 1
        }
        let language = fence.info.split(separator: " ").first.map(String.init) ?? ""
        if end == lines.count {
            problems.append(MarkupProblem(file: file, line: start + 1, message: "the code block opened here is never closed"))
        }
        guard language == "swift" else {
            if let directive {
                problems.append(MarkupProblem(file: file, line: directive.line,
                                              message: "a compile directive before a ```\(language) block: only ```swift blocks are compiled"))
            }
            return end + 1
        }
        let body = lines[(start + 1)..<min(end, lines.count)].map { line -> String in
            let spaces = min(fence.indent, line.prefix { $0 == " " }.count)
            return String(line.dropFirst(spaces))
        }
        var kind = MarkdownSample.Kind.library
        var wrapper: String?
        var module: String?
        var isFragment = false
        if let directive {
            let options = Self.options(of: directive.text)
            for (key, value) in options {
                switch (key, value) {
                case ("fragment", nil): isFragment = true
                case ("script", nil): kind = .script
                case ("manifest", nil): kind = .manifest
                case ("wrapper", let name?): wrapper = name
                case ("module", let name?): module = name
                default:
                    problems.append(MarkupProblem(file: file, line: directive.line,
                                                  message: "unknown compile option \"\(key)\(value.map { ": " + $0 } ?? "")\"; the options are: script, manifest, fragment, wrapper: NAME, module: NAME"))
                }
            }
            if isFragment != (wrapper != nil) {
                problems.append(MarkupProblem(file: file, line: directive.line,
                                              message: isFragment ? "a fragment needs a wrapper: <!-- compile: fragment, wrapper: NAME -->"
                                                                  : "a wrapper is only for a fragment: <!-- compile: fragment, wrapper: NAME -->"))
            }
        }
        samples.append(MarkdownSample(file: file, fenceLine: start + 1, lines: body, kind: kind,
                                      wrapper: isFragment ? wrapper : nil, module: module))
        return end + 1
    }

    /// `<!-- compile: fragment, wrapper: world -->` → [("fragment", nil), ("wrapper", "world")].
    private static func options(of directive: String) -> [(String, String?)] {
        var text = directive.dropFirst("<!-- compile".count)
        if text.hasSuffix("-->") { text = text.dropLast(3) }
        text = text.drop { $0 == ":" || $0 == " " }
        return text.split(separator: ",").compactMap { item in
            let parts = item.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let key = parts.first, !key.isEmpty else { return nil }
            return (key, parts.count > 1 ? parts[1] : nil)
        }
    }

    private mutating func parseWrapper(_ lines: [String], from start: Int) -> Int {
        let header = lines[start].trimmingCharacters(in: .whitespaces)
        let name = header.dropFirst("<!-- compile-wrapper:".count).trimmingCharacters(in: .whitespaces)
        var end = start + 1
        while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "-->" { end += 1 }
        guard end < lines.count else {
            problems.append(MarkupProblem(file: file, line: start + 1, message: "the wrapper comment opened here is never closed by a line \"-->\""))
            return end
        }
        let body = Array(lines[(start + 1)..<end])
        if name.isEmpty || name.contains(" ") {
            problems.append(MarkupProblem(file: file, line: start + 1, message: "a wrapper needs a one-word name: <!-- compile-wrapper: NAME"))
        } else if body.filter({ $0.trimmingCharacters(in: .whitespaces) == Self.sampleMarker }).count != 1 {
            problems.append(MarkupProblem(file: file, line: start + 1,
                                          message: "the wrapper \"\(name)\" must have exactly one line \(Self.sampleMarker) where the sample goes"))
        } else if wrappers[name] != nil {
            problems.append(MarkupProblem(file: file, line: start + 1, message: "the wrapper \"\(name)\" is defined twice"))
        } else {
            wrappers[name] = SampleWrapper(name: name, firstLine: start + 2, lines: body)
        }
        return end + 1
    }
}

/// One source file handed to the compiler, with the Markdown line of each of its lines.
struct SampleSourceFile: Sendable {
    let name: String
    let text: String
    /// `origins[i]` is where line i + 1 of the file comes from.
    let origins: [(file: String, line: Int)]

    init(sample: MarkdownSample, wrapper: SampleWrapper?, index: Int) {
        let base = sample.file.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: ".", with: "_")
        switch sample.kind {
        case .manifest: name = "Package.swift"
        case .script: name = "main.swift"
        case .library: name = "\(base)_line\(sample.fenceLine)_\(index).swift"
        }
        var lines: [String] = []
        var origins: [(file: String, line: Int)] = []
        let own = sample.lines.enumerated().map { (sample.file, sample.fenceLine + 1 + $0.offset) }
        if let wrapper {
            for (offset, line) in wrapper.lines.enumerated() {
                if line.trimmingCharacters(in: .whitespaces) == MarkdownDocument.sampleMarker {
                    lines += sample.lines
                    origins += own
                } else {
                    lines.append(line)
                    origins.append((sample.file, wrapper.firstLine + offset))
                }
            }
        } else {
            lines = sample.lines
            origins = own
        }
        text = lines.joined(separator: "\n") + "\n"
        self.origins = origins
    }
}

/// What the compiler checks in one invocation: a block on its own, or the blocks of one `module:`.
struct SampleUnit: Sendable {
    let samples: [MarkdownSample]
    let files: [SampleSourceFile]
    let kind: MarkdownSample.Kind

    /// `Docs/Porting.md:45` or `Docs/Porting.md:45, 80, 112 (module ports)`.
    var title: String {
        guard let first = samples.first else { return "(empty)" }
        if samples.count == 1 { return first.location }
        let lines = samples.map { String($0.fenceLine) }.joined(separator: ", ")
        return "\(first.file):\(lines) (module \(first.module ?? "?"))"
    }
}

/// The documentation's samples: README.md and Docs/*.md under `root`.
struct DocumentationSamples: Sendable {
    let documents: [MarkdownDocument]

    /// The Markdown files whose blocks must compile, relative to the package root, sorted.
    static func markdownFiles(under root: URL) -> [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
    }

    init(root: URL) {
        documents = Self.markdownFiles(under: root).map { file in
            let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
            return MarkdownDocument(file: file, text: text)
        }
    }

    init(documents: [MarkdownDocument]) { self.documents = documents }

    var problems: [MarkupProblem] { documents.flatMap(\.problems) }

    /// The compile units, in file and line order.
    var units: [SampleUnit] {
        documents.flatMap { document -> [SampleUnit] in
            var units: [SampleUnit] = []
            var moduleIndex: [String: Int] = [:]
            var grouped: [[MarkdownSample]] = []
            for sample in document.samples {
                if let module = sample.module {
                    if let at = moduleIndex[module] { grouped[at].append(sample); continue }
                    moduleIndex[module] = grouped.count
                }
                grouped.append([sample])
            }
            for group in grouped {
                let files = group.enumerated().map { index, sample in
                    SampleSourceFile(sample: sample, wrapper: sample.wrapper.flatMap { document.wrappers[$0] }, index: index + 1)
                }
                let kind = group.contains { $0.kind == .manifest } ? .manifest
                         : group.contains { $0.kind == .script } ? MarkdownSample.Kind.script : .library
                units.append(SampleUnit(samples: group, files: files, kind: kind))
            }
            return units
        }
    }
}
