// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A canvas whose moves undo and redo, written as UIKit code writes undo (`registerUndo(withTarget:handler:)`
/// inside the changing method, so an undo registers its own redo).
private final class Canvas {
    var position = 0
    let undoManager: UndoManager
    init(_ undoManager: UndoManager) { self.undoManager = undoManager }

    func move(to newPosition: Int) {
        let old = position
        undoManager.registerUndo(withTarget: self) { $0.move(to: old) }
        undoManager.setActionName("Move")
        position = newPosition
    }
}

@Suite struct UndoManagerTests {
    @Test func undoAndRedoRunBackAndForth() {
        let world = Simulation()
        world.makeCurrent()
        let canvas = Canvas(UndoManager())
        canvas.move(to: 5)
        world.run(for: 0)                                   // the event's group closes with the turn
        canvas.move(to: 9)
        world.run(for: 0)
        #expect(canvas.undoManager.canUndo && !canvas.undoManager.canRedo)
        #expect(canvas.undoManager.undoMenuItemTitle == "Undo Move")
        canvas.undoManager.undo()
        #expect(canvas.position == 5 && canvas.undoManager.canRedo)
        canvas.undoManager.undo()
        #expect(canvas.position == 0 && !canvas.undoManager.canUndo)
        canvas.undoManager.redo()
        #expect(canvas.position == 5)
        canvas.move(to: 7)                                  // a new change clears what could be redone
        #expect(!canvas.undoManager.canRedo)
    }

    @Test func oneEventIsOneGroupAndExplicitGroupsNest() {
        let world = Simulation()
        world.makeCurrent()
        let canvas = Canvas(UndoManager())
        canvas.move(to: 1)
        canvas.move(to: 2)                                  // same turn: one group
        canvas.undoManager.undo()
        #expect(canvas.position == 0)
        canvas.undoManager.beginUndoGrouping()
        canvas.move(to: 3)
        canvas.undoManager.beginUndoGrouping()
        canvas.move(to: 4)
        canvas.undoManager.endUndoGrouping()
        canvas.undoManager.endUndoGrouping()
        canvas.undoManager.undo()
        #expect(canvas.position == 0)
    }

    @Test func theResponderChainEndsAtTheWindowsManagerAndRegistrationCanBeDisabled() {
        let t = TestWorld()
        let controller = UIViewController()
        t.show(controller)
        let field = UIView()
        controller.view.addSubview(field)
        #expect(field.undoManager != nil && field.undoManager === t.window.undoManager)
        #expect(controller.undoManager === t.window.undoManager)
        let manager = UndoManager()
        let canvas = Canvas(manager)
        manager.disableUndoRegistration()
        canvas.move(to: 3)
        manager.enableUndoRegistration()
        #expect(!manager.canUndo)
        canvas.move(to: 4)
        manager.removeAllActions(withTarget: canvas)
        #expect(!manager.canUndo)
    }
}
