import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Issue 12, "snapshots on disk": a snapshot file never lands outside its folder, and two different
/// names never share a file.
@Suite struct SnapshotFileNameTests {
    let tmp = TemporaryDirectory()

    func session(record: SnapshotRecordMode = .missing) -> SnapshotSession {
        SnapshotSession(record: record, snapshotDirectory: tmp.path("refs", "deep", "er"),
                        artifactsDirectory: tmp.path("artifacts", "deep", "er"), environment: [:])
    }

    /// Every regular file under the temporary folder, relative to it.
    func filesWritten() -> [String] {
        let root = tmp.url.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        return walker.compactMap { $0 as? String }.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }.sorted()
    }

    @Test(arguments: ["../../../escaped", "txt/../../../../x", "..", "txt/x", "a\\b", "", ".", "txt.", ".txt", "a\u{0}b"])
    func aPathExtensionThatIsNotOneFileNameComponentIsRejected(pathExtension: String) throws {
        let strategy = Snapshotting<String>(pathExtension: pathExtension) { $0 }
        for mode in [SnapshotRecordMode.missing, .all, .failed] {
            let failure = try #require(session(record: mode).verifySnapshot(of: "x", as: strategy, named: "n", testName: "t()"))
            #expect(failure.reason == .configuration, "\(failure.message)")
            #expect(failure.message.contains("pathExtension"), "\(failure.message)")
        }
        // A mismatch would write an artifact: it must not either.
        try tmp.write("old\n", to: "refs", "deep", "er", "t.n.txt")
        _ = session(record: .never).verifySnapshot(of: "new", as: strategy, named: "n", testName: "t()")
        #expect(filesWritten() == ["refs/deep/er/t.n.txt"], "nothing was written anywhere: \(filesWritten())")
        #expect(!FileManager.default.fileExists(atPath: tmp.url.deletingLastPathComponent().appendingPathComponent("escaped").path))
    }

    @Test func anOrdinaryExtensionWithADotStillWorks() throws {
        let strategy = Snapshotting<String>(pathExtension: "tree.json") { $0 }
        let failure = try #require(session().verifySnapshot(of: "x", as: strategy, named: "n", testName: "t()"))
        #expect(failure.reason == .recordedNewReference)
        #expect(failure.referencePath == tmp.path("refs", "deep", "er", "t.n.tree.json"))
    }

    @Test(arguments: ["../../escaped", "a/b", "..", "/etc/passwd", "a\\b"])
    func namesWithSeparatorsOrDotDotStayInsideTheFolder(name: String) throws {
        let failure = try #require(session().verifySnapshot(of: "x", as: .lines, named: name, testName: "t()"))
        #expect(failure.reason == .recordedNewReference)
        let written = filesWritten()
        #expect(written.count == 1 && written[0].hasPrefix("refs/deep/er/") && !written[0].dropFirst(13).contains("/"),
                "\(written)")
    }

    @Test func testNamesThatAreNotPlainSignaturesStayInsideTheFolder() throws {
        let failure = try #require(session().verifySnapshot(of: "x", as: .lines, named: "n", testName: "../../x()"))
        #expect(failure.reason == .recordedNewReference)
        let written = filesWritten()
        #expect(written.count == 1 && written[0].hasPrefix("refs/deep/er/") && !written[0].dropFirst(13).contains("/"),
                "\(written)")
    }

    @Test func differentNamesNeverShareAFile() throws {
        let names = ["scroll/top", "scroll top", "scroll-top", "scroll_top", "scroll.top", "scroll%2Ftop",
                     "scroll%20top", "scroll  top", "scroll top ", " scroll top", "Scroll top", "scröll top"]
        var paths: [String: String] = [:]
        for name in names {
            let failure = try #require(session().verifySnapshot(of: name, as: .lines, named: name, testName: "t()"))
            #expect(failure.reason == .recordedNewReference, "\(name) found another name's file: \(failure.message)")
            let path = try #require(failure.referencePath)
            #expect(paths[path] == nil, "\(name) and \(paths[path] ?? "") share \(path)")
            paths[path] = name
        }
        #expect(filesWritten().count == names.count)
    }

    @Test func namesMadeOfLettersDigitsDashesAndUnderscoresAreKeptAsTheyAre() throws {
        for name in ["feed-ios13", "flashing", "ios7-at-2s", "A_b-9"] {
            let failure = try #require(session().verifySnapshot(of: "x", as: .lines, named: name, testName: "layout()"))
            #expect(failure.referencePath == tmp.path("refs", "deep", "er", "layout.\(name).txt"))
        }
        let parameterized = try #require(session().verifySnapshot(of: "x", as: .lines, named: "n",
                                                                  testName: "seed(profile:category:)"))
        #expect(parameterized.referencePath == tmp.path("refs", "deep", "er", "seed-profile-category.n.txt"),
                "a test function's signature keeps swift-snapshot-testing's form")
    }
}
