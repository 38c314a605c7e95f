// UIKit view files compiled against ViewTreeUIKit with only `import UIKit` replaced (issue 18). Each file in
// Files/ lists, in `// expect-error:` lines, the compiler errors it still meets (what Docs/Porting.md says
// still needs an edit); the test fails when an error appears that is not listed, or a listed one is gone
// (then the gap is closed: delete the line, and the row in Docs/Porting.md).
import Foundation
import Testing

private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
private let filesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Files")

/// One UIKit file of Files/, with its `import UIKit` replaced.
struct UIKitPortFile: Sendable, CustomTestStringConvertible {
    let name: String
    let lines: [String]
    var testDescription: String { name }

    static func all() -> [UIKitPortFile] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: filesFolder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return names.map { name in
            let text = (try? String(contentsOf: filesFolder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            var lines = text.components(separatedBy: "\n")
            if lines.last == "" { lines.removeLast() }
            return UIKitPortFile(name: name, lines: lines)
        }
    }

    /// The `// expect-error: …` messages (both language modes) and, in the Swift 6 mode, the
    /// `// expect-error-swift6: …` ones (strict concurrency: errors the Swift 5 mode does not report).
    func expectedErrors(swiftVersion: String) -> [String] {
        let markers = swiftVersion == "5" ? ["// expect-error: "] : ["// expect-error: ", "// expect-error-swift6: "]
        return lines.compactMap { line in
            guard let marker = markers.first(where: { line.hasPrefix($0) }) else { return nil }
            return String(line.dropFirst(marker.count))
        }
    }

    /// The file as compiled: `import UIKit` becomes `import ViewTreeUIKit`, nothing else changes.
    var ported: [String] {
        lines.map { $0 == "import UIKit" ? "import ViewTreeUIKit" : $0 }
    }
}

@Suite struct UIKitPortTests {
    @Test func thereAreFilesAndEachImportsUIKit() {
        let files = UIKitPortFile.all()
        #expect(files.count >= 4)
        for file in files { #expect(file.lines.contains("import UIKit"), "\(file.name) imports UIKit") }
    }

    /// Swift 6 (the package's mode): what the file meets, strict concurrency included.
    @Test(arguments: UIKitPortFile.all())
    func compilesWithOnlyTheImportReplaced(_ file: UIKitPortFile) throws {
        try check(file, swiftVersion: "6")
    }

    /// Swift 5, the mode most public UIKit code is written in: the strict-concurrency errors are not reported,
    /// the rest are the same (Porting.md, "The held-out files").
    @Test(arguments: UIKitPortFile.all())
    func compilesInTheSwift5LanguageMode(_ file: UIKitPortFile) throws {
        try check(file, swiftVersion: "5")
    }

    private func check(_ file: UIKitPortFile, swiftVersion: String) throws {
        let path = "Tests/ViewTreeTests/UIKitPorts/Files/\(file.name)"
        let sample = MarkdownSample(file: path, fenceLine: 0, lines: file.ported, kind: .library, wrapper: nil, module: nil)
        let unit = SampleUnit(samples: [sample], files: [SampleSourceFile(sample: sample, wrapper: nil, index: 1)], kind: .library)
        let result = try SampleCompiler.locate(packageRoot: packageRoot).compile(unit, swiftVersion: swiftVersion)
        let expected = file.expectedErrors(swiftVersion: swiftVersion)
        let errors = result.diagnostics.compactMap { line -> String? in
            guard let range = line.range(of: ": error: ") else { return nil }
            return String(line[range.upperBound...])
        }
        let unexpected = result.diagnostics.filter { line in
            guard let range = line.range(of: ": error: ") else { return false }
            return !expected.contains(String(line[range.upperBound...]))
        }
        let gone = expected.filter { !errors.contains($0) }
        #expect(unexpected.isEmpty, "\(file.name) (Swift \(swiftVersion)): errors not listed as known gaps:\n\(unexpected.joined(separator: "\n"))")
        #expect(gone.isEmpty, "\(file.name) (Swift \(swiftVersion)): these listed errors no longer occur (delete their expect-error lines and their rows in Docs/Porting.md):\n\(gone.joined(separator: "\n"))")
        if result.status != 0 && errors.isEmpty {
            Issue.record("\(file.name) (Swift \(swiftVersion)): the compiler failed without an error line:\n\(result.output)")
        }
    }
}
