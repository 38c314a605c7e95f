import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Record modes, file layout, numbering and the temporary folder, through the non-recording entry
/// point `verifySnapshot`, with reference files in a temporary folder and an environment of our own
/// (the process's `VIEWTREE_RECORD` must not change what these tests see).
@Suite struct SnapshotRecordModeTests {
    let tmp = TemporaryDirectory()

    /// A session whose references and artifacts live in `tmp`, reading `environment` only.
    func session(record: SnapshotRecordMode? = nil, environment: [String: String] = [:]) -> SnapshotSession {
        SnapshotSession(record: record, snapshotDirectory: tmp.path("refs"), artifactsDirectory: tmp.path("artifacts"),
                        environment: environment)
    }

    // MARK: missing (the default)

    @Test func missingWritesTheReferenceAndFailsThenPasses() throws {
        let s = session()
        let failure = try #require(s.verifySnapshot(of: "hello", as: .lines, named: "greeting", testName: "greets()"))
        #expect(failure.reason == .recordedNewReference)
        #expect(failure.referencePath == tmp.path("refs", "greets.greeting.txt"))
        #expect(failure.message.contains("no reference was found on disk, so the snapshot was recorded"))
        #expect(failure.message.contains("record mode \"missing\" (from the default)"))
        #expect(failure.message.contains(tmp.path("refs", "greets.greeting.txt")))
        #expect(tmp.read("refs", "greets.greeting.txt") == "hello\n", "written with a final newline")
        #expect(s.verifySnapshot(of: "hello", as: .lines, named: "greeting", testName: "greets()") == nil,
                "the second run compares against the recorded reference")
    }

    // MARK: never

    @Test func neverFailsOnAMissingReferenceAndWritesNothing() throws {
        let failure = try #require(session(record: .never).verifySnapshot(of: "x", as: .lines, named: "a", testName: "t()"))
        #expect(failure.reason == .missingReference)
        #expect(failure.message.contains("has no reference, and record mode \"never\" (from the record: parameter) writes none"))
        #expect(failure.message.contains("expected reference: \(tmp.path("refs", "t.a.txt"))"))
        #expect(!tmp.exists("refs", "t.a.txt"))
        #expect(!tmp.exists("artifacts"))
    }

    @Test func neverPassesOnAMatch() throws {
        try tmp.write("same\n", to: "refs", "t.a.txt")
        #expect(session(record: .never).verifySnapshot(of: "same", as: .lines, named: "a", testName: "t()") == nil)
    }

    // MARK: all

    @Test func allRewritesAChangedReferenceAndFails() throws {
        try tmp.write("old\n", to: "refs", "t.a.txt")
        let failure = try #require(session(record: .all).verifySnapshot(of: "new", as: .lines, named: "a", testName: "t()"))
        #expect(failure.reason == .recordedInRecordAllMode)
        #expect(tmp.read("refs", "t.a.txt") == "new\n")
        #expect(failure.message.contains("it changed:"))
        #expect(failure.diff == "--- reference\n+++ actual\n@@ -1,1 +1,1 @@\n-old\n+new\n")
    }

    @Test func allRewritesAnUnchangedReferenceAndStillFails() throws {
        try tmp.write("same\n", to: "refs", "t.a.txt")
        let failure = try #require(session(record: .all).verifySnapshot(of: "same", as: .lines, named: "a", testName: "t()"))
        #expect(failure.reason == .recordedInRecordAllMode)
        #expect(failure.message.contains("it is unchanged"))
        #expect(failure.diff == nil)
        #expect(tmp.read("refs", "t.a.txt") == "same\n")
    }

    // MARK: failed

    @Test func failedRewritesOnlyOnMismatch() throws {
        try tmp.write("same\n", to: "refs", "t.same.txt")
        try tmp.write("old\n", to: "refs", "t.changed.txt")
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: tmp.path("refs", "t.same.txt"))
        let s = session(record: .failed)

        #expect(s.verifySnapshot(of: "same", as: .lines, named: "same", testName: "t()") == nil)
        let date = try FileManager.default.attributesOfItem(atPath: tmp.path("refs", "t.same.txt"))[.modificationDate] as? Date
        #expect(date == past, "a matching reference is not rewritten")

        let failure = try #require(s.verifySnapshot(of: "new", as: .lines, named: "changed", testName: "t()"))
        #expect(failure.reason == .rerecordedMismatch)
        #expect(failure.message.contains("did not match the reference, so record mode \"failed\" (from the record: parameter) rewrote it"))
        #expect(failure.message.contains("-old\n+new\n"))
        #expect(tmp.read("refs", "t.changed.txt") == "new\n")
        #expect(s.verifySnapshot(of: "new", as: .lines, named: "changed", testName: "t()") == nil)
    }

    @Test func failedRecordsAMissingReference() throws {
        let failure = try #require(session(record: .failed).verifySnapshot(of: "x", as: .lines, named: "a", testName: "t()"))
        #expect(failure.reason == .recordedNewReference)
        #expect(tmp.read("refs", "t.a.txt") == "x\n")
    }

    // MARK: mismatch: diff and the temporary folder

    @Test func mismatchFailsWithAUnifiedDiffAndWritesTheNewSnapshotToTheArtifactsFolder() throws {
        let reference = (1...20).map { "line \($0)" }.joined(separator: "\n") + "\n"
        var lines = (1...20).map { "line \($0)" }
        lines[5] = "line six"
        lines.append("line 21")
        let actual = lines.joined(separator: "\n")
        try tmp.write(reference, to: "refs", "t.a.txt")

        let failure = try #require(session().verifySnapshot(of: actual, as: .lines, named: "a", testName: "t()"))
        #expect(failure.reason == .mismatch)
        #expect(failure.diff == """
            --- reference
            +++ actual
            @@ -3,7 +3,7 @@
             line 3
             line 4
             line 5
            -line 6
            +line six
             line 7
             line 8
             line 9
            @@ -18,3 +18,4 @@
             line 18
             line 19
             line 20
            +line 21

            """)
        let artifact = tmp.path("artifacts", "SnapshotRecordModeTests", "t.a.txt")
        #expect(failure.actualPath == artifact, "a subfolder per test file, the reference's file name")
        #expect(tmp.read("artifacts", "SnapshotRecordModeTests", "t.a.txt") == actual + "\n")
        #expect(tmp.read("refs", "t.a.txt") == reference, "the reference is left alone")
        #expect(failure.message.hasPrefix("Snapshot \"t.a.txt\" does not match the reference (record mode \"missing\" (from the default)).\n"))
        #expect(failure.message.contains("  reference: \(tmp.path("refs", "t.a.txt"))\n"))
        #expect(failure.message.contains("  actual:    \(artifact)\n"))
        #expect(failure.message.contains(failure.diff ?? "no diff"))
        #expect(failure.message.contains("re-run with record: .failed (VIEWTREE_RECORD=failed)"))
    }

    @Test func theArtifactsFolderComesFromTheEnvironmentThenTheTemporaryDirectory() throws {
        try tmp.write("old\n", to: "refs", "t.a.txt")
        let fromEnv = SnapshotSession(snapshotDirectory: tmp.path("refs"),
                                      environment: ["VIEWTREE_SNAPSHOT_ARTIFACTS": tmp.path("env-artifacts")])
        let f1 = try #require(fromEnv.verifySnapshot(of: "new", as: .lines, named: "a", testName: "t()"))
        #expect(f1.actualPath == tmp.path("env-artifacts", "SnapshotRecordModeTests", "t.a.txt"))
        #expect(tmp.read("env-artifacts", "SnapshotRecordModeTests", "t.a.txt") == "new\n")

        let unique = "t\(UUID().uuidString.prefix(8))"
        try tmp.write("old\n", to: "refs", "\(unique).a.txt")
        let fromTemp = SnapshotSession(snapshotDirectory: tmp.path("refs"), environment: [:])
        let f2 = try #require(fromTemp.verifySnapshot(of: "new", as: .lines, named: "a", testName: unique))
        let expected = FileManager.default.temporaryDirectory
            .appendingPathComponent("ViewTreeSnapshots").appendingPathComponent("SnapshotRecordModeTests")
            .appendingPathComponent("\(unique).a.txt").path
        #expect(f2.actualPath == expected)
        #expect(f2.message.contains("  actual:    \(expected)\n"), "the message names the temporary folder")
        #expect(FileManager.default.fileExists(atPath: expected))
        try? FileManager.default.removeItem(atPath: expected)
    }

    // MARK: VIEWTREE_RECORD

    @Test func theEnvironmentChoosesWhenNothingElseDoes() throws {
        let failure = try #require(session(environment: ["VIEWTREE_RECORD": "never"])
            .verifySnapshot(of: "x", as: .lines, named: "a", testName: "t()"))
        #expect(failure.reason == .missingReference)
        #expect(failure.message.contains("record mode \"never\" (from VIEWTREE_RECORD)"))

        try tmp.write("x\n", to: "refs", "t.b.txt")
        let all = try #require(session(environment: ["VIEWTREE_RECORD": " ALL "])
            .verifySnapshot(of: "x", as: .lines, named: "b", testName: "t()"))
        #expect(all.reason == .recordedInRecordAllMode, "trimmed, any case")
    }

    @Test func theParameterWinsOverTheEnvironment() throws {
        let env = ["VIEWTREE_RECORD": "never"]
        let failure = try #require(session(environment: env)
            .verifySnapshot(of: "x", as: .lines, named: "a", record: .missing, testName: "t()"))
        #expect(failure.reason == .recordedNewReference)
        #expect(failure.message.contains("from the record: parameter"))
        #expect(tmp.exists("refs", "t.a.txt"))

        // The session's mode is an explicit choice too; a call's parameter beats the session's.
        let s = session(record: .never, environment: ["VIEWTREE_RECORD": "all"])
        #expect(s.verifySnapshot(of: "x", as: .lines, named: "b", testName: "t()")?.reason == .missingReference)
        #expect(s.verifySnapshot(of: "x", as: .lines, named: "b", record: .missing, testName: "t()")?.reason == .recordedNewReference)
    }

    @Test func resolveOrder() throws {
        #expect(try SnapshotRecordMode.resolve(nil, environment: [:]) == (.missing, .defaultValue))
        #expect(try SnapshotRecordMode.resolve(nil, environment: ["VIEWTREE_RECORD": ""]) == (.missing, .defaultValue))
        #expect(try SnapshotRecordMode.resolve(nil, environment: ["VIEWTREE_RECORD": "failed"]) == (.failed, .environment))
        #expect(try SnapshotRecordMode.resolve(.never, environment: ["VIEWTREE_RECORD": "all"]) == (.never, .parameter))
    }

    @Test func anUnknownEnvironmentValueFailsAndNamesTheValidOnes() throws {
        let failure = try #require(session(environment: ["VIEWTREE_RECORD": "yes"])
            .verifySnapshot(of: "x", as: .lines, named: "a", testName: "t()"))
        #expect(failure.reason == .configuration)
        #expect(failure.message == "VIEWTREE_RECORD=yes is not a record mode; use one of: missing, all, failed, never")
        #expect(!tmp.exists("refs"))
        // A valid parameter makes the variable irrelevant.
        #expect(session(environment: ["VIEWTREE_RECORD": "yes"])
            .verifySnapshot(of: "x", as: .lines, named: "a", record: .never, testName: "t()")?.reason == .missingReference)
    }

    // MARK: Names and numbering

    @Test func unnamedSnapshotsAreNumberedPerTestWithinTheSession() throws {
        let s = session()
        let first = s.verifySnapshot(of: "1", as: .lines, testName: "numbering()")
        let named = s.verifySnapshot(of: "n", as: .lines, named: "Big Title!", testName: "numbering()")
        let second = s.verifySnapshot(of: "2", as: .lines, testName: "numbering()")
        let other = s.verifySnapshot(of: "o", as: .lines, testName: "other(profile:)")
        #expect(first?.referencePath == tmp.path("refs", "numbering.1.txt"))
        #expect(named?.referencePath == tmp.path("refs", "numbering.Big%20Title%21.txt"), "a name replaces the number (percent-encoded: see SnapshotFileName)")
        #expect(second?.referencePath == tmp.path("refs", "numbering.2.txt"), "names do not consume numbers")
        #expect(other?.referencePath == tmp.path("refs", "other-profile.1.txt"), "each test counts from 1")
        #expect(s.count(testName: "numbering()", filePath: #filePath) == 2)
        #expect(SnapshotSession().count(testName: "numbering()", filePath: #filePath) == 0, "a new session starts over")
    }

    @Test func referencesGoBesideTheTestFileByDefault() throws {
        let failure = try #require(verifySnapshot(of: "x", as: .lines, named: "first", record: .never,
                                                  filePath: "/nonexistent/Tests/AppTests/FeedTests.swift",
                                                  testName: "scrollsToTop()"))
        #expect(failure.referencePath == "/nonexistent/Tests/AppTests/__Snapshots__/FeedTests/scrollsToTop.first.txt")
    }

    @Test func theFreeFunctionTakesASnapshotDirectory() throws {
        let failure = try #require(verifySnapshot(of: "x", as: .lines, named: "n", record: .never,
                                                  snapshotDirectory: tmp.path("custom"), testName: "t()"))
        #expect(failure.referencePath == tmp.path("custom", "t.n.txt"))
    }

    @Test func windowsLineEndingsInAReferenceStillMatch() throws {
        try tmp.write("a\r\nb\r\n", to: "refs", "t.a.txt")
        #expect(session(record: .never).verifySnapshot(of: "a\nb\n", as: .lines, named: "a", testName: "t()") == nil)
    }

    // MARK: Recording through the test library

    @Test func assertSnapshotRecordsAnIssueInSwiftTesting() throws {
        try tmp.write("old\n", to: "refs", "t.a.txt")
        let s = session()
        withKnownIssue {
            s.assertSnapshot(of: "new", as: .lines, named: "a", testName: "t()")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("does not match the reference") && $0.rawValue.contains("+new") }
        }
        // A match records nothing (a recorded issue here would fail this test).
        s.assertSnapshot(of: "old", as: .lines, named: "a", testName: "t()")
        #expect(TestLibrary.current == .swiftTesting)
    }

    @Test func pullbackComposesStrategies() {
        struct Screen { let title: String }
        let strategy: Snapshotting<Screen> = Snapshotting<String>.lines.pullback { "title: \($0.title)" }
        #expect(strategy.snapshot(Screen(title: "Feed")) == "title: Feed")
        #expect(strategy.pathExtension == "txt")
    }
}
