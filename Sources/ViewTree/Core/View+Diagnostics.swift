import Foundation

extension View {
    /// A short name for messages: `ClassName 0xID` (the id it has or will have in snapshots).
    var diagnosticName: String {
        let name = String(describing: type(of: self))
        if let world = storedSimulation { return "<\(name): 0x\(String(world.snapshotID(for: self), radix: 16))>" }
        return "<\(name) (in no world) frame = \(UIKitFormat.rect(currentFrame))>"
    }

    /// Records a rejection in the view's world; a view in no world writes it to standard error so
    /// that it is never silent.
    func reject(_ code: Diagnostic.Code, _ message: String) {
        let diagnostic = Diagnostic(code: code, subject: diagnosticName, message: message)
        if let world = storedSimulation {
            world.report(diagnostic)
        } else {
            FileHandle.standardError.write(Data("ViewTree: \(diagnostic)\n".utf8))
        }
    }
}

extension Diagnostic {
    /// Records the diagnostic in `world`, or writes it to standard error when there is none, so that a rejection
    /// is never silent (for objects that belong to no view: display links, pickers, timing parameters).
    func report(in world: Simulation?) {
        if let world { world.report(self) } else { FileHandle.standardError.write(Data("ViewTree: \(self)\n".utf8)) }
    }
}
