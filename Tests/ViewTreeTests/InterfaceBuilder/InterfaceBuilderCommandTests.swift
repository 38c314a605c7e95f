import Foundation
import Testing
import ViewTreeDemoKit
import ViewTreeInterfaceBuilder

/// `ViewTreeDemo ib <file>`: a CI linter for Interface Builder files.
@Suite struct InterfaceBuilderCommandTests {
    func run(_ arguments: [String]) -> DemoResult {
        DemoCommand.run(arguments: ["ib"] + arguments, stdoutIsTerminal: false)
    }

    @Test func aFileWithoutIssuesExitsZeroAndPrintsItsHierarchy() {
        let result = run([Fixtures.url("SeedC5-Heights250AndOneWidth375.xib").path])
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("<ScrollView: 0x"))
        #expect(result.stdout.contains("Issues: 0 errors, 0 warnings"))
    }

    @Test func errorsExitOneInXcodesWords() {
        let result = run([Fixtures.url("SeedC4-ContentHeight160.xib").path])
        #expect(result.exitCode == 1)
        #expect(result.stdout.contains("error: Scrollable Content Size Ambiguity: Scroll View (Sc1-vw-001): Scroll View has ambiguous scrollable content width"))
        #expect(result.stdout.contains("error: Missing Constraints: View (Cnt-vw-001): Need constraints for: width"))
    }

    @Test func jsonIsOneDecodableObject() throws {
        let result = run([Fixtures.url("SeedC3-IntrinsicSizes.xib").path, "--format", "json"])
        #expect(result.exitCode == 1)
        let output = try JSONDecoder().decode(InterfaceBuilderCommand.Output.self, from: Data(result.stdout.utf8))
        #expect(output.kind == "xib" && output.device == "retina4_7" && output.hasErrors)
        #expect(output.issues.count == 4)
        #expect(output.loadReport.map(\.element).isEmpty)   // every control of the file has its class now
    }

    @Test func aMalformedFileIsAnErrorWithItsPosition() throws {
        // A name of this process's own: clones testing at once share the temporary directory, and one's `defer` removed
        // the file another was about to read ("cannot read", 0:0).
        let name = "viewtree-ib-command-malformed-\(ProcessInfo.processInfo.processIdentifier).xib"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try Data("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\">\n<objects>".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = run([url.path])
        #expect(result.exitCode == 1)
        #expect(result.stderr.hasPrefix("\(url.path):2:"))
    }

    @Test func usageErrorsExitTwo() {
        #expect(run([]).exitCode == 2)
        #expect(run(["a.xib", "b.xib"]).exitCode == 2)
        #expect(run(["a.xib", "--format", "yaml"]).exitCode == 2)
        #expect(run(["--bogus"]).exitCode == 2)
    }
}
