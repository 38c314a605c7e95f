import Foundation

// The controller tree as UIKit's private `-[UIViewController _printHierarchy]` prints it (iOS 8+):
//   <UINavigationController 0x…>, state: appeared, view: <UILayoutContainerView 0x…>
//      | <MyViewController 0x…>, state: appeared, view: <UIView 0x…>
// with ViewTree's class names and per-world ids (`c1`, `c2`, … for controllers, in order of first
// description; `0x…` ids for views, shared with `recursiveDescription`).
extension ViewController {
    /// The controller, its children and what it presents, one line each, indented as `recursiveDescription`.
    public func hierarchyDescription() -> String {
        var lines: [String] = []
        var ids: [ObjectIdentifier: Int] = [:]
        var stack: [(ViewController, Int, Bool)] = [(self, 0, false)]
        while let (controller, depth, presented) = stack.popLast() {
            let id = ids[ObjectIdentifier(controller)] ?? (ids.count + 1)
            ids[ObjectIdentifier(controller)] = id
            var line = String(repeating: "   | ", count: depth)
            if presented { line += "+ " }
            line += "<\(controller.printedClassName) c\(id)>, state: \(controller.appearStateName)"
            if let view = controller.storedView {
                line += ", view: <\(view.printedClassName) \(view.printedID)>"
            } else {
                line += ", view: (view not loaded)"
            }
            if let title = controller.navigationItemTitleForDescription { line += ", title: '\(title)'" }
            lines.append(line)
            var next: [(ViewController, Int, Bool)] = controller.childList.map { ($0, depth + 1, false) }
            if let p = controller.storedPresented { next.append((p, depth + 1, true)) }
            stack.append(contentsOf: next.reversed())
        }
        return lines.joined(separator: "\n") + "\n"
    }

    var appearStateName: String {
        switch appearState {
        case .disappeared: return "disappeared"
        case .appearing: return "appearing"
        case .appeared: return "appeared"
        case .disappearing: return "disappearing"
        }
    }

    var navigationItemTitleForDescription: String? { storedNavigationItem?.displayedTitle ?? title }

    /// The Swift class name (a user's subclass prints its own name).
    var printedClassName: String { String(describing: type(of: self)) }

    /// Whether this controller, its children or what it presents are in a push, pop, presentation or an
    /// appearance that has not ended.
    public var hasTransitionInProgress: Bool {
        var stack: [ViewController] = [self]
        while let c = stack.popLast() {
            if c.appearState == .appearing || c.appearState == .disappearing || c.presentationPhase != .none { return true }
            if let nav = c as? NavigationController, nav.isTransitioning || !nav.queuedOperations.isEmpty { return true }
            stack.append(contentsOf: c.childList)
            if let p = c.storedPresented { stack.append(p) }
        }
        return false
    }
}

extension View {
    /// `0xN`, the id `recursiveDescription` prints for this view in its world.
    var printedID: String {
        guard let world = simulation else { return "0x?" }
        return "0x" + String(world.snapshotID(for: self), radix: 16)
    }
}
