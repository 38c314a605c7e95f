import Foundation

/// `UndoManager` (Foundation on Linux has none): records undo actions in groups and runs them back.
///
/// As Foundation's: an action registered while undoing goes on the redo stack, one registered while redoing on the
/// undo stack, and any other clears the redo stack. With `groupsByEvent` (the default), the actions registered
/// outside an explicit group form one group until the end of the current turn of the world the manager was made in
/// (one "event"); with no world, each such action is its own group. `undo()` runs the newest group's actions newest
/// first. Undoing inside an open group closes it first, as Foundation does for an event group.
open class UndoManager {
    /// One group of actions, with the name shown in an Undo menu.
    private struct Group {
        /// Each action, with the target it was registered for.
        var actions: [(run: () -> Void, target: ObjectIdentifier?)] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The group being recorded (explicit or by event), and how deep explicit grouping is.
    private var open: Group?
    private var explicitDepth = 0
    private var eventGroupPending = false
    private weak var world: Simulation?

    /// `isUndoing`, `isRedoing`.
    public private(set) var isUndoing = false
    public private(set) var isRedoing = false
    /// `groupsByEvent`: default `true`.
    open var groupsByEvent = true
    /// `levelsOfUndo`: how many groups are kept (0: no limit).
    open var levelsOfUndo = 0
    /// `isUndoRegistrationEnabled`: `disableUndoRegistration()` / `enableUndoRegistration()` nest.
    public var isUndoRegistrationEnabled: Bool { disabledDepth == 0 }
    private var disabledDepth = 0

    /// `init()`: an empty manager in the current world.
    public init() { world = Simulation.current }

    /// `registerUndo(withTarget:handler:)`: records `handler`, to run with `target` when undone. The target is held
    /// weakly here (Foundation holds it strongly; a target that went is skipped, so a test never keeps a view alive).
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        record({ [weak target] in if let target { handler(target) } }, target: ObjectIdentifier(target))
    }

    /// `setActionName(_:)`: the name of the group being recorded (or the newest one).
    open func setActionName(_ actionName: String) {
        if open != nil { open!.name = actionName } else if !undoStack.isEmpty { undoStack[undoStack.count - 1].name = actionName }
    }

    /// `beginUndoGrouping()` / `endUndoGrouping()`: an explicit group; nested ones join the outermost.
    open func beginUndoGrouping() {
        if explicitDepth == 0 { closeOpenGroup(); open = Group() }
        explicitDepth += 1
    }

    open func endUndoGrouping() {
        guard explicitDepth > 0 else { return }
        explicitDepth -= 1
        if explicitDepth == 0 { closeOpenGroup() }
    }

    /// `groupingLevel`.
    open var groupingLevel: Int { explicitDepth + (open != nil && explicitDepth == 0 ? 1 : 0) }

    /// `canUndo`, `canRedo`.
    open var canUndo: Bool { !undoStack.isEmpty || !(open?.actions.isEmpty ?? true) }
    open var canRedo: Bool { !redoStack.isEmpty }

    /// `undoActionName`, `redoActionName`, and the menu titles ("Undo Typing").
    open var undoActionName: String {
        if let open, !open.actions.isEmpty { return open.name }
        return undoStack.last?.name ?? ""
    }
    open var redoActionName: String { redoStack.last?.name ?? "" }
    open var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
    open var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }

    /// `undo()`: runs the newest group's actions, newest first; what they register goes on the redo stack.
    open func undo() {
        if explicitDepth == 0 { closeOpenGroup() }
        guard let group = undoStack.popLast() else { return }
        run(group, undoing: true)
    }

    /// `redo()`: runs the newest undone group; what it registers goes back on the undo stack.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        run(group, undoing: false)
    }

    /// `removeAllActions()`.
    open func removeAllActions() { undoStack = []; redoStack = []; open = nil; explicitDepth = 0 }

    /// `removeAllActions(withTarget:)`.
    open func removeAllActions(withTarget target: AnyObject) {
        let id = ObjectIdentifier(target)
        func strip(_ group: Group) -> Group {
            var kept = group
            kept.actions.removeAll { $0.target == id }
            return kept
        }
        undoStack = undoStack.map(strip).filter { !$0.actions.isEmpty }
        redoStack = redoStack.map(strip).filter { !$0.actions.isEmpty }
        open = open.map(strip)
    }

    /// `disableUndoRegistration()` / `enableUndoRegistration()`.
    open func disableUndoRegistration() { disabledDepth += 1 }
    open func enableUndoRegistration() { disabledDepth = max(0, disabledDepth - 1) }

    // MARK: Recording

    private func record(_ action: @escaping () -> Void, target: ObjectIdentifier?) {
        if isUndoing || isRedoing {
            // Running a group: its registrations form the one group that reverses it.
            open!.actions.append((action, target))
            return
        }
        if open == nil {
            open = Group()
            if groupsByEvent { scheduleEventGroupEnd() }
        }
        open!.actions.append((action, target))
        redoStack = []
        if explicitDepth == 0 && (!groupsByEvent || world == nil) { closeOpenGroup() }
    }

    private func scheduleEventGroupEnd() {
        guard let world, !eventGroupPending else { return }
        eventGroupPending = true
        world.perform { [weak self] in
            guard let self else { return }
            self.eventGroupPending = false
            if self.explicitDepth == 0 { self.closeOpenGroup() }
        }
    }

    private func closeOpenGroup() {
        guard let group = open else { return }
        open = nil
        guard !group.actions.isEmpty else { return }
        undoStack.append(group)
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    private func run(_ group: Group, undoing: Bool) {
        let saved = (open, explicitDepth)
        open = Group(name: group.name)
        explicitDepth = 0
        if undoing { isUndoing = true } else { isRedoing = true }
        for action in group.actions.reversed() { action.run() }
        isUndoing = false
        isRedoing = false
        if let reverse = open, !reverse.actions.isEmpty {
            if undoing { redoStack.append(reverse) } else { undoStack.append(reverse) }
        }
        (open, explicitDepth) = saved
    }
}
