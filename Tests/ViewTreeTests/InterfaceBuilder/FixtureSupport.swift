import Foundation
import ViewTreeInterfaceBuilder

/// The real files under `Fixtures/` (read at run time, as the snapshot references are).
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

    static func document(_ name: String) throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(contentsOf: url(name))
    }

    /// Every `.xib` and `.storyboard` in the folder, sorted.
    static var all: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
    }
}

extension InterfaceBuilderCheck {
    /// Checks an Interface Builder document given as text (the probes' minimal copies of real files).
    static func of(_ text: String) throws -> InterfaceBuilderCheck {
        InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: text))
    }

    /// The frame the checker laid the view with Interface Builder id `id` out at, in the first hierarchy holding it.
    func frame(ofViewWithID id: String) -> CGRect? {
        hierarchies.lazy.compactMap { $0.view(withID: id)?.frame }.first
    }
}

extension CGRect {
    /// Whether each of the rectangle's origin and size is less than a point from `saved`'s: a frame Xcode saved, read
    /// within the checker's rounding (`misplacementTolerance`).
    func isWithinAPoint(of saved: CGRect) -> Bool {
        abs(minX - saved.minX) < 1 && abs(minY - saved.minY) < 1 && abs(width - saved.width) < 1 && abs(height - saved.height) < 1
    }
}
