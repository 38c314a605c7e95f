import Foundation
import ViewTree

/// Drags what is under `point` in `view` (its coordinates; its centre by default) onto `target` at `targetPoint` (the
/// target's coordinates; its centre by default) and lets go, through `Window.dragAndDrop(from:to:)`, then runs the
/// world for one turn so that the dropped items' objects are loaded. Returns the operation the drag ended with, or
/// `nil` when nothing was lifted; records a failure when the two views are not in one window of a world.
@discardableResult
public func dragAndDrop(_ view: View, from point: CGPoint? = nil, onto target: View, at targetPoint: CGPoint? = nil,
                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) -> DropOperation? {
    guard let window = view.window, let world = window.simulation, target.window === window else {
        recordFailure("dragAndDrop: \(TouchCheck.describe(view)) and \(TouchCheck.describe(target)) must be in one window of a world",
                      fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
    let start = view.convert(point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    let end = target.convert(targetPoint ?? CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: window)
    let operation = window.dragAndDrop(from: start, to: end)
    world.run(for: 0)
    return operation
}
