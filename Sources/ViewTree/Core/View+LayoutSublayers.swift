import Foundation

// UIKit lays a view out through its layer: the layer's `layoutSublayers()` asks its delegate, the view,
// `layoutSublayers(of:)`, whose default runs `layoutSubviews()`. ViewTree makes a view's layer only when it is used
// (a plain view costs no layer), so the layout pass goes through `layoutSublayers(of:)` when that can matter — the
// layer exists, or the view is of an app's own class, which may override `layoutSublayers(of:)` — and calls
// `layoutSubviews()` directly otherwise. The class test is made once per view and kept in a flag bit.

extension View {
    /// Runs the view's layout: `layoutSublayers(of:)` with its layer, or `layoutSubviews()` when no override of the
    /// former can be reached.
    func runLayout() {
        if let layer = storedLayer { return layoutSublayers(of: layer) }
        if isOfAppClass { return layoutSublayers(of: layer) }
        layoutSubviews()
    }

    /// Whether the view's class is not one of ViewTree's own (an app's subclass, which may override methods the
    /// library's classes do not); decided on first use and kept.
    var isOfAppClass: Bool {
        if let known = knownToBeOfAppClass { return known }
        // `_typeName` reads the runtime's name of the class directly; `String(describing:)` went through reflection
        // and protocol-conformance lookups first (about 7,000 instructions a view: 63 % of a 10,000-view animation
        // benchmark's run, whose first frame lays out every view; Performance.md). The qualified name also tells an
        // app's nested `Shapes.View` from ViewTree's `View`, which the bare name did not.
        let appClass = View.isAppClassName(_typeName(type(of: self), qualified: true), libraryClassName: libraryClassName)
        knownToBeOfAppClass = appClass
        return appClass
    }

    /// Whether the class of runtime name `qualified` (`Module.Outer.Name`) is an app's: none of ViewTree's own
    /// module, and not named as the library class it inherits its name from (a class of another library module
    /// that names itself).
    static func isAppClassName(_ qualified: String, libraryClassName: String) -> Bool {
        if qualified.hasPrefix("ViewTree.") { return false }
        let withoutModule = qualified.firstIndex(of: ".").map { String(qualified[qualified.index(after: $0)...]) } ?? qualified
        return plainTypeName(withoutModule) != libraryClassName
    }

    /// A runtime type name as `String(describing:)` prints it: a private type's `(Name in _0123…)` is `Name`.
    static func plainTypeName(_ name: String) -> String {
        guard name.contains(" in _") else { return name }
        var result = "", rest = Substring(name)
        while let open = rest.firstIndex(of: "("), let marker = rest[open...].range(of: " in _"),
              let close = rest[marker.upperBound...].firstIndex(of: ")") {
            result += rest[..<open]
            result += rest[rest.index(after: open)..<marker.lowerBound]
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The default of `action(for:forKey:)`: `NSNull()` outside an animation block (or while animations are off),
    /// else a basic animation of `event` with the innermost block's duration.
    func defaultLayerAction(forKey event: String) -> any LayerAction {
        let context = ThreadContext.current
        guard let block = context.animationStack.last, View.areAnimationsEnabled else { return NSNull() }
        let animation = BasicAnimation(keyPath: event)
        animation.duration = block.duration
        return animation
    }
}
