import Foundation

/// Where snapshot files go and how recording is decided. A `SnapshotSession` holds one; the free
/// functions make one from their parameters.
public struct SnapshotConfiguration: Sendable, Equatable {
    /// The record mode; `nil` lets `VIEWTREE_RECORD` decide (then `missing`).
    public var record: SnapshotRecordMode?
    /// The folder of reference files; `nil` means `__Snapshots__/<TestFileName>/` beside the test file.
    public var snapshotDirectory: String?
    /// The folder where a mismatching snapshot is written; `nil` means `VIEWTREE_SNAPSHOT_ARTIFACTS` when
    /// set, else `ViewTreeSnapshots/` in the temporary directory. A subfolder per test file is added.
    public var artifactsDirectory: String?
    /// The environment read for `VIEWTREE_RECORD` and `VIEWTREE_SNAPSHOT_ARTIFACTS` (the process's by
    /// default; tests of record modes pass their own).
    public var environment: [String: String]

    /// `VIEWTREE_SNAPSHOT_ARTIFACTS`.
    public static let artifactsEnvironmentVariable = "VIEWTREE_SNAPSHOT_ARTIFACTS"

    /// Creates a configuration.
    public init(record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
                artifactsDirectory: String? = nil,
                environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.record = record
        self.snapshotDirectory = snapshotDirectory
        self.artifactsDirectory = artifactsDirectory
        self.environment = environment
    }

    /// The folder of reference files for a test file.
    func referenceDirectory(filePath: StaticString) -> URL {
        if let snapshotDirectory { return URL(fileURLWithPath: snapshotDirectory, isDirectory: true) }
        let file = URL(fileURLWithPath: "\(filePath)")
        return file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent, isDirectory: true)
    }

    /// The folder where mismatching snapshots of a test file go.
    func artifactsDirectory(filePath: StaticString) -> URL {
        let base: URL
        if let artifactsDirectory {
            base = URL(fileURLWithPath: artifactsDirectory, isDirectory: true)
        } else if let env = environment[Self.artifactsEnvironmentVariable], !env.isEmpty {
            base = URL(fileURLWithPath: env, isDirectory: true)
        } else {
            base = FileManager.default.temporaryDirectory.appendingPathComponent("ViewTreeSnapshots", isDirectory: true)
        }
        let file = URL(fileURLWithPath: "\(filePath)").deletingPathExtension().lastPathComponent
        return base.appendingPathComponent(file, isDirectory: true)
    }
}

/// The core of every snapshot assertion: compares (and, per the record mode, writes) one snapshot,
/// and returns the failure instead of recording it.
func verify<Value>(_ value: Value, as strategy: Snapshotting<Value>, identifier: String,
                   record: SnapshotRecordMode?, configuration: SnapshotConfiguration,
                   filePath: StaticString, testName: String) -> SnapshotFailure? {
    let mode: SnapshotRecordMode, source: SnapshotRecordMode.Source
    do {
        (mode, source) = try SnapshotRecordMode.resolve(record ?? configuration.record, environment: configuration.environment)
    } catch {
        return error
    }
    if let problem = SnapshotFileName.problem(withPathExtension: strategy.pathExtension) {
        return SnapshotFailure(
            reason: .configuration,
            message: "Snapshot \"\(identifier)\": the strategy's pathExtension \"\(strategy.pathExtension)\" cannot end a file name: \(problem). Nothing was read or written.",
            referencePath: nil)
    }
    let fileName = SnapshotFileName.fileName(testName: testName, identifier: identifier, pathExtension: strategy.pathExtension)
    let reference = configuration.referenceDirectory(filePath: filePath).appendingPathComponent(fileName)
    let referencePath = reference.path
    let label = "Snapshot \"\(fileName)\""
    let modeNote = "record mode \"\(mode.rawValue)\" (from \(source.rawValue))"

    var actual = strategy.snapshot(value)
    if !actual.hasSuffix("\n") { actual += "\n" }

    let fm = FileManager.default
    var existing: String?
    if fm.fileExists(atPath: referencePath) {
        do {
            existing = try String(contentsOf: reference, encoding: .utf8).replacingOccurrences(of: "\r\n", with: "\n")
        } catch {
            return SnapshotFailure(reason: .fileSystem,
                                   message: "\(label): cannot read the reference \(referencePath): \(error.localizedDescription)",
                                   referencePath: referencePath)
        }
    }

    func write(_ text: String, to url: URL) -> SnapshotFailure? {
        do {
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
            return nil
        } catch {
            return SnapshotFailure(reason: .fileSystem,
                                   message: "\(label): cannot write \(url.path): \(error.localizedDescription)",
                                   referencePath: referencePath)
        }
    }
    let diff = existing.flatMap { LineDiff.unified(from: $0, to: actual) }

    if mode == .all {
        if let failure = write(actual, to: reference) { return failure }
        let change = existing == nil ? "there was no reference before"
            : diff.map { "it changed:\n\($0)" } ?? "it is unchanged"
        return SnapshotFailure(
            reason: .recordedInRecordAllMode,
            message: "\(label) was recorded, as \(modeNote) records every snapshot; \(change)\n"
                + "  reference: \(referencePath)\n"
                + "Turn recording off and re-run the test to compare against it.",
            referencePath: referencePath, diff: diff)
    }

    if existing == nil {
        if mode == .never {
            return SnapshotFailure(
                reason: .missingReference,
                message: "\(label) has no reference, and \(modeNote) writes none.\n"
                    + "  expected reference: \(referencePath)\n"
                    + "Record it with record: .missing (or \(SnapshotRecordMode.environmentVariable)=missing) and re-run.",
                referencePath: referencePath)
        }
        if let failure = write(actual, to: reference) { return failure }
        return SnapshotFailure(
            reason: .recordedNewReference,
            message: "\(label): no reference was found on disk, so the snapshot was recorded (\(modeNote)).\n"
                + "  reference: \(referencePath)\n"
                + "Check it, then re-run the test to compare against it.",
            referencePath: referencePath)
    }

    guard let diff else { return nil }

    if mode == .failed {
        if let failure = write(actual, to: reference) { return failure }
        return SnapshotFailure(
            reason: .rerecordedMismatch,
            message: "\(label) did not match the reference, so \(modeNote) rewrote it.\n"
                + "  reference: \(referencePath)\n"
                + diff
                + "Re-run the test to compare against the new reference.",
            referencePath: referencePath, diff: diff)
    }

    let artifact = configuration.artifactsDirectory(filePath: filePath).appendingPathComponent(fileName)
    let artifactNote: String
    let actualPath: String?
    if write(actual, to: artifact) == nil {
        artifactNote = "  actual:    \(artifact.path)\n"
        actualPath = artifact.path
    } else {
        artifactNote = "  actual:    (could not be written to \(artifact.path))\n"
        actualPath = nil
    }
    return SnapshotFailure(
        reason: .mismatch,
        message: "\(label) does not match the reference (\(modeNote)).\n"
            + "  reference: \(referencePath)\n"
            + artifactNote
            + diff
            + "If the change is right, copy the actual file over the reference, or re-run with record: .failed "
            + "(\(SnapshotRecordMode.environmentVariable)=failed).",
        referencePath: referencePath, actualPath: actualPath, diff: diff)
}
