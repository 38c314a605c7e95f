import Foundation

/// When `assertSnapshot` writes reference files (swift-snapshot-testing's record modes).
///
/// Chosen per call with the `record:` parameter, else per session (`SnapshotSession(record:)`), else by
/// the `VIEWTREE_RECORD` environment variable (`missing`, `all`, `failed` or `never`), else `missing`.
/// An explicit choice always wins over the environment.
public enum SnapshotRecordMode: String, Sendable, Equatable, CaseIterable {
    /// Writes a reference only when there is none, and fails saying it was recorded (the default).
    case missing
    /// Writes every reference, changed or not, and fails: re-run without it to compare.
    case all
    /// Writes missing references and rewrites those that differ, failing each time; a match passes.
    case failed
    /// Writes nothing: a missing reference fails, as on CI.
    case never

    /// `VIEWTREE_RECORD`.
    public static let environmentVariable = "VIEWTREE_RECORD"

    /// Where a record mode came from, as failure messages say.
    public enum Source: String, Sendable, Equatable {
        /// The `record:` parameter or the session's `record`.
        case parameter = "the record: parameter"
        /// The `VIEWTREE_RECORD` environment variable.
        case environment = "VIEWTREE_RECORD"
        /// Nothing chose one: `missing`.
        case defaultValue = "the default"
    }

    /// The record mode in force: `explicit` when given, else `VIEWTREE_RECORD` from `environment`
    /// (trimmed, any case; empty counts as unset), else `.missing`. Throws a `.configuration`
    /// failure naming the valid values when the variable holds anything else.
    public static func resolve(_ explicit: SnapshotRecordMode?,
                               environment: [String: String]) throws(SnapshotFailure) -> (mode: SnapshotRecordMode, source: Source) {
        if let explicit { return (explicit, .parameter) }
        if let raw = environment[environmentVariable]?.trimmingCharacters(in: .whitespaces), !raw.isEmpty {
            guard let mode = SnapshotRecordMode(rawValue: raw.lowercased()) else {
                let valid = allCases.map(\.rawValue).joined(separator: ", ")
                throw SnapshotFailure(reason: .configuration,
                                      message: "\(environmentVariable)=\(raw) is not a record mode; use one of: \(valid)",
                                      referencePath: nil)
            }
            return (mode, .environment)
        }
        return (.missing, .defaultValue)
    }
}

/// Why a snapshot assertion failed, with the message it records and the files involved.
public struct SnapshotFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Reason: String, Sendable, Equatable {
        /// There was no reference; the snapshot was written as the new reference (`missing`, `failed`).
        case recordedNewReference
        /// Record mode `all` wrote the reference (changed or not).
        case recordedInRecordAllMode
        /// The snapshot differed and record mode `failed` rewrote the reference.
        case rerecordedMismatch
        /// There was no reference and record mode `never` writes none.
        case missingReference
        /// The snapshot differs from the reference; it was written to the artifacts folder.
        case mismatch
        /// The settings are wrong (an unknown `VIEWTREE_RECORD` value).
        case configuration
        /// A file could not be read or written.
        case fileSystem
    }

    /// What happened.
    public var reason: Reason
    /// The failure message, as recorded: what was expected, what was found, which files to look at.
    public var message: String
    /// The reference file, when there is one to speak of.
    public var referencePath: String?
    /// Where the new snapshot was written after a mismatch (in the artifacts folder).
    public var actualPath: String?
    /// The unified diff from the reference to the new snapshot, when both exist and differ.
    public var diff: String?

    /// Creates a failure.
    public init(reason: Reason, message: String, referencePath: String?, actualPath: String? = nil, diff: String? = nil) {
        self.reason = reason
        self.message = message
        self.referencePath = referencePath
        self.actualPath = actualPath
        self.diff = diff
    }

    /// The message.
    public var description: String { message }
}
