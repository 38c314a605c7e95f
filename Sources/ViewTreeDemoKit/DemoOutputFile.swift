import Foundation

/// Writes `--output` files, and says in words why one cannot be written (which folder is missing, that
/// the path is a folder, …) instead of Foundation's "The file doesn't exist." or "NSCocoaErrorDomain
/// error 512".
enum DemoOutputFile {
    /// Writes `text` to `path`; returns `nil`, or why the file could not be written.
    static func write(_ text: String, to path: String) -> String? {
        if let problem = problem(with: path) { return problem }
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return nil
        } catch {
            // Checked above; what is left is rarer (a full disk, a folder that changed meanwhile).
            return (problem(with: path) ?? "the system refused: \(error.localizedDescription)")
        }
    }

    /// Why `path` cannot be written, checked before trying, or `nil` if nothing is known to be wrong.
    static func problem(with path: String) -> String? {
        let files = FileManager.default
        var isFolder: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return "it is a folder; give a file name, e.g. '\((path as NSString).appendingPathComponent("demo.txt"))'"
        }
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        var parentIsFolder: ObjCBool = false
        if !files.fileExists(atPath: folder, isDirectory: &parentIsFolder) {
            return "the folder '\(folder)' does not exist (the demo does not create folders)"
        }
        if !parentIsFolder.boolValue {
            return "'\(folder)' is a file, not a folder"
        }
        if files.fileExists(atPath: path), !files.isWritableFile(atPath: path) {
            return "the file exists and is not writable (permissions)"
        }
        if !files.isWritableFile(atPath: folder) {
            return "the folder '\(folder)' is not writable (permissions)"
        }
        return nil
    }
}
