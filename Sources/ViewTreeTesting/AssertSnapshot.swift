import Foundation

/// Numbers a test's unnamed snapshots, and carries the snapshot settings: create one per test.
///
/// swift-snapshot-testing counts the snapshots of a test in a process-wide table. ViewTreeTesting keeps
/// no global state, so the count lives in a session that the test owns. Both Swift Testing and XCTest
/// make a fresh instance of the suite or test case for every test, so a stored property is per test:
///
/// ```swift
/// @Suite struct ProfileScreenTests {
///     let snapshots = SnapshotSession()
///
///     @Test func layout() {
///         snapshots.assertSnapshot(of: window, as: .recursiveDescription)   // layout.1.txt
///         snapshots.assertSnapshot(of: window, as: .ascii(columns: 40, rows: 20))  // layout.2.txt
///     }
/// }
/// ```
///
/// The counter is keyed by test (file path and test name), so a session shared by mistake still numbers
/// each test from 1. A session is not `Sendable`: it belongs to its test, like a `Simulation`.
public final class SnapshotSession {
    /// Record mode and folders for every assertion of this session (a `record:` argument still wins).
    public var configuration: SnapshotConfiguration
    private var counters: [String: Int] = [:]

    /// Creates a session; `record` overrides `VIEWTREE_RECORD` for every assertion made through it.
    public init(record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
                artifactsDirectory: String? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        configuration = SnapshotConfiguration(record: record, snapshotDirectory: snapshotDirectory,
                                              artifactsDirectory: artifactsDirectory, environment: environment)
    }

    /// Creates a session with a configuration.
    public init(configuration: SnapshotConfiguration) {
        self.configuration = configuration
    }

    /// How many unnamed snapshots the test has taken in this session.
    public func count(testName: String, filePath: StaticString) -> Int {
        counters[key(testName, filePath)] ?? 0
    }

    private func key(_ testName: String, _ filePath: StaticString) -> String { "\(filePath)#\(testName)" }

    /// `named` when given (encoded for a file name, see `SnapshotFileName`), else the next number of this test (1, 2, …).
    private func identifier(named name: String?, testName: String, filePath: StaticString) -> String {
        if let name { return SnapshotFileName.encodeName(name) }
        let k = key(testName, filePath)
        let n = (counters[k] ?? 0) + 1
        counters[k] = n
        return String(n)
    }

    /// Compares `value`, as `strategy` renders it, with the reference
    /// `__Snapshots__/<TestFileName>/<testName>.<n or name>.txt` beside the test file, writing files as
    /// the record mode says, and returns the failure instead of recording it (`nil` on a match).
    public func verifySnapshot<Value>(of value: Value, as strategy: Snapshotting<Value>, named name: String? = nil,
                                      record: SnapshotRecordMode? = nil,
                                      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                      testName: String = #function, line: UInt = #line,
                                      column: UInt = #column) -> SnapshotFailure? {
        let id = identifier(named: name, testName: testName, filePath: filePath)
        return verify(value, as: strategy, identifier: id, record: record, configuration: configuration,
                      filePath: filePath, testName: testName)
    }

    /// Asserts that `value`, as `strategy` renders it, matches its reference file; records a failure in
    /// Swift Testing or XCTest otherwise (see `verifySnapshot` and `SnapshotRecordMode`). Unnamed
    /// snapshots are numbered per test, from 1.
    public func assertSnapshot<Value>(of value: Value, as strategy: Snapshotting<Value>, named name: String? = nil,
                                      record: SnapshotRecordMode? = nil,
                                      fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                      testName: String = #function, line: UInt = #line, column: UInt = #column) {
        let failure = verifySnapshot(of: value, as: strategy, named: name, record: record, fileID: fileID,
                                     filePath: filePath, testName: testName, line: line, column: column)
        report(failure, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

/// Compares `value`, as `strategy` renders it, with the reference
/// `__Snapshots__/<TestFileName>/<testName>.<name>.txt` beside the test file (or in
/// `snapshotDirectory`), writing files as the record mode says, and returns the failure instead of
/// recording it (`nil` on a match). Build your own assertions on it, or test with it.
///
/// Without a `SnapshotSession` there is nothing to count with, so the free functions need a `name`;
/// use `SnapshotSession` for numbered snapshots.
public func verifySnapshot<Value>(of value: Value, as strategy: Snapshotting<Value>, named name: String,
                                  record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
                                  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                  testName: String = #function, line: UInt = #line,
                                  column: UInt = #column) -> SnapshotFailure? {
    verify(value, as: strategy, identifier: SnapshotFileName.encodeName(name), record: record,
           configuration: SnapshotConfiguration(snapshotDirectory: snapshotDirectory),
           filePath: filePath, testName: testName)
}

/// Asserts that `value`, as `strategy` renders it, matches the reference
/// `__Snapshots__/<TestFileName>/<testName>.<name>.txt` beside the test file; records a failure in
/// Swift Testing or XCTest otherwise: a unified diff and the path of the new snapshot on a mismatch,
/// or a note that a missing reference was recorded (see `SnapshotRecordMode`; the `record:` argument
/// wins over `VIEWTREE_RECORD`).
///
/// ```swift
/// assertSnapshot(of: window, as: .ascii(columns: 40, rows: 20), named: "flashing")
/// ```
///
/// Without a `SnapshotSession` there is nothing to count with, so this form needs a `name`;
/// `SnapshotSession.assertSnapshot` numbers unnamed snapshots.
public func assertSnapshot<Value>(of value: Value, as strategy: Snapshotting<Value>, named name: String,
                                  record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
                                  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                  testName: String = #function, line: UInt = #line, column: UInt = #column) {
    let failure = verifySnapshot(of: value, as: strategy, named: name, record: record,
                                 snapshotDirectory: snapshotDirectory, fileID: fileID, filePath: filePath,
                                 testName: testName, line: line, column: column)
    report(failure, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records a snapshot failure, attaching the new snapshot to Swift Testing's issue on a mismatch.
private func report(_ failure: SnapshotFailure?, _ site: CallSite) {
    guard let failure else { return }
    if let path = failure.actualPath, let text = try? String(contentsOfFile: path, encoding: .utf8) {
        attachText(text, named: URL(fileURLWithPath: path).lastPathComponent, fileID: site.fileID,
                   filePath: site.filePath, line: site.line, column: site.column)
    }
    site.record(failure.message)
}
