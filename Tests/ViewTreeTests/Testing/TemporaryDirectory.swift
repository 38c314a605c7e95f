import Foundation

/// A fresh folder under the system's temporary directory, removed when the test's suite instance goes:
/// tests of record modes write reference files here, never into the repository.
final class TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ViewTreeTestingTests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// A path inside the folder.
    func path(_ components: String...) -> String {
        components.reduce(url) { $0.appendingPathComponent($1) }.path
    }

    func write(_ text: String, to components: String...) throws {
        let file = components.reduce(url) { $0.appendingPathComponent($1) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ components: String...) -> String? {
        let file = components.reduce(url) { $0.appendingPathComponent($1) }
        return try? String(contentsOf: file, encoding: .utf8)
    }

    func exists(_ components: String...) -> Bool {
        FileManager.default.fileExists(atPath: components.reduce(url) { $0.appendingPathComponent($1) }.path)
    }
}
