// Every fenced ```swift block of README.md and Docs/*.md compiles exactly as printed (issue 22). How a block
// says it is a fragment, a manifest or part of a multi-block module: MarkdownSamples.swift.
import Foundation
import Testing

/// The package root: this file is Tests/ViewTreeTests/Docs/DocSampleTests.swift.
private let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

extension SampleUnit: CustomTestStringConvertible {
    var testDescription: String { title }
}

@Suite struct DocSampleTests {
    static let documentation = DocumentationSamples(root: packageRoot)

    @Test func theMarkdownMarksItsSamplesCorrectly() {
        for problem in Self.documentation.problems {
            Issue.record(Comment(rawValue: "\(problem)"),
                         sourceLocation: SourceLocation(fileID: "ViewTreeTests/\(problem.file)",
                                                        filePath: packageRoot.appendingPathComponent(problem.file).path,
                                                        line: problem.line, column: 1))
        }
    }

    @Test func theDocumentationHasSamples() {
        #expect(Self.documentation.documents.map(\.file).contains("README.md"))
        #expect(Self.documentation.documents.contains { $0.file == "Docs/GettingStarted.md" && !$0.samples.isEmpty })
    }

    @Test(arguments: DocSampleTests.documentation.units)
    func swiftBlockCompilesAsPrinted(_ unit: SampleUnit) throws {
        let compiler = try SampleCompiler.locate(packageRoot: packageRoot)
        if let failure = compiler.check(unit), let first = unit.samples.first {
            Issue.record(Comment(rawValue: failure),
                         sourceLocation: SourceLocation(fileID: "ViewTreeTests/\(first.file)",
                                                        filePath: packageRoot.appendingPathComponent(first.file).path,
                                                        line: first.fenceLine, column: 1))
        }
    }
}

/// The extraction and the error mapping themselves, on small Markdown texts.
@Suite struct DocSampleExtractionTests {
    @Test func aPlainBlockIsALibraryFileWithItsOwnLines() throws {
        let doc = MarkdownDocument(file: "Docs/X.md", text: "# X\n\n```swift\nimport ViewTree\nlet a = 1\n```\n\n```sh\nls\n```\n")
        #expect(doc.problems.isEmpty)
        let sample = try #require(doc.samples.first)
        #expect(doc.samples.count == 1)
        #expect(sample.fenceLine == 3)
        #expect(sample.kind == .library)
        #expect(sample.lines == ["import ViewTree", "let a = 1"])
        let file = SampleSourceFile(sample: sample, wrapper: nil, index: 1)
        #expect(file.origins.map(\.line) == [4, 5])
    }

    @Test func aFragmentIsPlacedInItsWrapperAndKeepsItsMarkdownLines() throws {
        let text = """
        <!-- compile-wrapper: world
        import ViewTree
        func sample(world: Simulation) {
        {{sample}}
        }
        -->

        <!-- compile: fragment, wrapper: world -->
        ```swift
        world.run(until: 1)
        ```
        """
        let doc = MarkdownDocument(file: "README.md", text: text)
        #expect(doc.problems.isEmpty)
        let sample = try #require(doc.samples.first)
        #expect(sample.wrapper == "world")
        let file = SampleSourceFile(sample: sample, wrapper: doc.wrappers["world"], index: 1)
        #expect(file.text == "import ViewTree\nfunc sample(world: Simulation) {\nworld.run(until: 1)\n}\n")
        #expect(file.origins.map(\.line) == [2, 3, 10, 5])
    }

    @Test func blocksOfOneModuleAreOneUnit() {
        let text = "<!-- compile: module: ports -->\n```swift\nstruct A {}\n```\n\n```swift\nstruct B {}\n```\n<!-- compile: module: ports -->\n```swift\nlet a = A()\n```\n"
        let units = DocumentationSamples(documents: [MarkdownDocument(file: "R.md", text: text)]).units
        #expect(units.map(\.title) == ["R.md:2, 10 (module ports)", "R.md:6"])
    }

    @Test func badMarkupIsReportedWithItsLine() {
        let text = "<!-- compile: fragment -->\n```swift\nx\n```\n<!-- compile: fragment, wrapper: nowhere -->\n```swift\ny\n```\n<!-- compile: frobnicate -->\n```swift\nz\n```\n<!-- compile: manifest -->\n\ntext\n"
        let doc = MarkdownDocument(file: "D.md", text: text)
        let lines = doc.problems.map(\.line)
        #expect(lines == [1, 9, 13, 6])
        #expect(doc.problems.map(\.message).contains { $0.contains("\"nowhere\" is not defined") })
    }

    @Test func aBrokenSampleFailsNamingTheFileTheBlockAndTheError() throws {
        let text = "Intro.\n\n```swift\nimport ViewTree\n\nfunc f() { let v: View = 3 }\n```\n"
        let unit = try #require(DocumentationSamples(documents: [MarkdownDocument(file: "Docs/Broken.md", text: text)]).units.first)
        let compiler = try SampleCompiler.locate(packageRoot: packageRoot)
        let failure = try #require(compiler.check(unit))
        #expect(failure.hasPrefix("the swift block at Docs/Broken.md:3 does not compile as printed:"))
        #expect(failure.hasSuffix(SampleCompiler.hint))
        #expect(failure.contains("Docs/Broken.md:6:"))
        #expect(failure.contains("error: cannot convert value of type 'Int' to specified type 'View'"))
    }

    @Test func importingAModuleThatIsNotAProductFails() throws {
        let text = "```swift\nimport SeedPorts\n```\n"
        let unit = try #require(DocumentationSamples(documents: [MarkdownDocument(file: "P.md", text: text)]).units.first)
        let compiler = try SampleCompiler.locate(packageRoot: packageRoot)
        let failure = try #require(compiler.check(unit))
        #expect(failure.contains("P.md:2: error: imports SeedPorts, which is not a library product"))
    }
}
