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
