import Foundation

// The world's resource files by name: what an app's bundle holds (`Main.storyboard`, `ProfileCell.xib`) for
// UIKit's by-name loaders (`UIStoryboard(name:bundle:)`, `UINib(nibName:bundle:)`, `loadNibNamed`), and a
// place for libraries built on ViewTree to keep one value per world (the Interface Builder class registry).
// Both belong to the world, never to the process: two tests with their own worlds never see each other's.

extension Simulation {
    /// Directories searched, in order, for a resource by name before the bundle a loader is given: a test
    /// points them at the app's source folder (`Base.lproj` inside each is searched too).
    public var resourceDirectories: [URL] {
        get { storedResourceDirectories }
        set { storedResourceDirectories = newValue }
    }

    /// `name.ext` in the first resource directory that has it (the directory itself, then its `Base.lproj`),
    /// else `nil`.
    public func resourceURL(named name: String, withExtension ext: String) -> URL? {
        guard !name.isEmpty else { return nil }
        let file = ext.isEmpty ? name : "\(name).\(ext)"
        for directory in storedResourceDirectories {
            for folder in [directory, directory.appendingPathComponent("Base.lproj")] {
                let url = folder.appendingPathComponent(file)
                if FileManager.default.fileExists(atPath: url.path) { return url }
            }
        }
        return nil
    }

    /// The value of type `Value` a library keeps in this world, if any.
    public func attachment<Value>(_ type: Value.Type) -> Value? {
        attachments[ObjectIdentifier(type)] as? Value
    }

    /// Keeps `value` in this world as the one value of its type (`nil` removes it).
    public func setAttachment<Value>(_ value: Value?, for type: Value.Type = Value.self) {
        attachments[ObjectIdentifier(type)] = value
    }
}
