// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A document holding a JSON list of notes, as a UIKit app writes one (CS193p's EmojiArt documents have this shape).
private final class NotesDocument: UIDocument {
    var notes: [String] = []
    override func contents(forType typeName: String) throws -> Any { try JSONEncoder().encode(notes) }
    override func load(fromContents contents: Any, ofType typeName: String?) throws {
        guard let data = contents as? Data else { return }
        notes = try JSONDecoder().decode([String].self, from: data)
    }
}

@Suite struct DocumentTests {
    /// A fresh file URL in a directory of this test's own (removed at the end of the test by the caller).
    func scratchURL(_ name: String) -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewtree-documents-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent(name)
    }

    @Test func aDocumentIsCreatedSavedReopenedAndAutosaved() throws {
        let world = Simulation()
        world.makeCurrent()
        let url = scratchURL("Groceries.json")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        var states: [UIDocument.State] = []
        let document = NotesDocument(fileURL: url)
        world.notificationCenter.addObserver(forName: UIDocument.stateChangedNotification, object: document) { _ in
            states.append(document.documentState)
        }
        #expect(document.documentState == .closed && document.localizedName == "Groceries" && document.fileType == "public.json")
        document.notes = ["milk"]
        var created: Bool?
        document.save(to: url, for: .forCreating) { created = $0 }
        #expect(created == nil)                                             // called back on the next turn
        world.run(for: 0)
        #expect(created == true && document.documentState == .normal && states == [.normal])

        document.notes.append("eggs")
        document.updateChangeCount(.done)
        #expect(document.hasUnsavedChanges)
        world.run(for: UIDocument.autosaveDelay + 1)                        // autosaved on the world's clock
        #expect(!document.hasUnsavedChanges)

        let reopened = NotesDocument(fileURL: url)
        var opened: Bool?
        reopened.open { opened = $0 }
        world.run(for: 0)
        #expect(opened == true && reopened.notes == ["milk", "eggs"])

        reopened.notes = []
        reopened.updateChangeCount(.done)
        var closed: Bool?
        reopened.close { closed = $0 }                                      // closing saves the change first
        world.run(for: 0)
        #expect(closed == true && reopened.documentState == .closed)
        let third = NotesDocument(fileURL: url)
        third.open()
        #expect(third.notes.isEmpty)
    }

    @Test func aMissingFileFailsToOpenAndABadSaveIsAnError() {
        let world = Simulation()
        world.makeCurrent()
        let url = scratchURL("Missing.json")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let document = NotesDocument(fileURL: url)
        var opened: Bool?
        document.open { opened = $0 }
        world.run(for: 0)
        #expect(opened == false && document.documentState == .closed && document.lastError != nil)

        final class Wrong: UIDocument {
            override func contents(forType typeName: String) throws -> Any { "not data" }
        }
        let wrong = Wrong(fileURL: url)
        var saved: Bool?
        wrong.save(to: url, for: .forCreating) { saved = $0 }
        world.run(for: 0)
        #expect(saved == false && wrong.documentState.contains(.savingError))
    }
}
