import Foundation
import Testing
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

    /// Expects the fixture `name` to check clean, with the view `viewID` laid out within a point of the frame Xcode saved.
    static func expectClean(_ name: String, viewID: String, savedAt saved: CGRect,
                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let check = InterfaceBuilderChecker.check(try document(name))
        #expect(check.issues.isEmpty, "\(check.issues)", sourceLocation: sourceLocation)
        let frame = try #require(check.frame(ofViewWithID: viewID), sourceLocation: sourceLocation)
        #expect(frame.isWithinAPoint(of: saved), "\(frame)", sourceLocation: sourceLocation)
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
