import Foundation

/// A category that is installed in a world; remove it with `remove()` or `Simulation.uninstall(_:)`.
public final class InstalledCategory {
    /// The category's name.
    public let name: String
    /// The class it was installed on, e.g. `"ImageView"`.
    public let targetClassName: String
    let id: Int
    var registry: CategoryRegistry?

    init(name: String, targetClassName: String, id: Int, registry: CategoryRegistry) {
        self.name = name
        self.targetClassName = targetClassName
        self.id = id
        self.registry = registry
    }

    /// Whether it is still installed.
    public var isInstalled: Bool {
        guard let registry, registry.world != nil else { return false }
        return registry.isInstalled(id)
    }

    /// Removes the category; the implementation it replaced (an earlier category's, or the class's
    /// own) is in effect again. Removing twice records a diagnostic.
    /// After the world is gone there is nothing to remove it from: it does nothing.
    public func remove() {
        guard let registry, registry.world != nil else { return }
        registry.remove(id)
    }
}

/// The categories installed in one world, and the dispatch of replaced methods.
///
/// Resolution follows the Objective-C runtime: for a view of class D and a selector, the candidates
/// are the categories on D and on its superclasses; on each class only the last installed counts
/// (a category replaces the method; the one it replaced is gone while it is installed); the most
/// derived class's replacement runs first, and its `callSuper` reaches the next class up, ending with
/// the primitive implementation. The resolved chain is cached per (class, selector) and the cache is
/// dropped on every install and removal. A world with no category for a selector pays one array
/// lookup per setter call.
final class CategoryRegistry {
    struct Entry {
        let id: Int
        let name: String
        let targetType: AnyClass
        let targetName: String
        let matches: (View) -> Bool
        /// Whether a class is `targetType` or one of its subclasses.
        let isAncestor: (AnyClass) -> Bool
        let replacement: AnyReplacement
    }

    /// The owning world (weak, as every back-reference: see Docs/Architecture.md).
    weak var world: Simulation?
    /// The world's link, whose copy of which selectors are replaced this registry keeps current.
    var link: WorldLink?

    private func updateLink() {
        var bits: UInt32 = 0
        for (i, list) in entries.enumerated() where !list.isEmpty { bits |= 1 << UInt32(i) }
        link?.replacedSelectors = bits
    }
    @exclusivity(unchecked) private var entries: [[Entry]] = Array(repeating: [], count: CategorySelector.allCases.count)
    private var installedIDs: [Int] = []
    private var nextID = 1
    private var cache: [CacheKey: [Entry]] = [:]

    private struct CacheKey: Hashable {
        let type: ObjectIdentifier
        let selector: Int
    }

    /// The most a replacement may re-enter its own setter before ViewTree stops it.
    static let maximumReentrancy = 32

    /// Whether any category in this world replaces `selector`: the fast path's only question.
    @inline(__always)
    func replaces(_ selector: CategorySelector) -> Bool { !entries[selector.index].isEmpty }

    func install<Target: View>(_ category: Category<Target>) -> InstalledCategory {
        let id = nextID
        nextID += 1
        let targetName = String(describing: Target.self)
        for (selector, replacement) in category.replacements {
            entries[selector.index].append(Entry(id: id, name: category.name, targetType: Target.self,
                                                 targetName: targetName,
                                                 matches: { Category<Target>.matches($0) },
                                                 isAncestor: { $0 is Target.Type },
                                                 replacement: replacement))
        }
        installedIDs.append(id)
        cache.removeAll()
        updateLink()
        return InstalledCategory(name: category.name, targetClassName: targetName, id: id, registry: self)
    }

    func isInstalled(_ id: Int) -> Bool { installedIDs.contains(id) }

    func remove(_ id: Int) {
        guard let position = installedIDs.firstIndex(of: id) else {
            world?.report(Diagnostic(code: .category, subject: "category #\(id)",
                                     message: "removed a category that is not installed; nothing changed"))
            return
        }
        installedIDs.remove(at: position)
        for i in entries.indices { entries[i].removeAll { $0.id == id } }
        cache.removeAll()
        updateLink()
    }

    /// Names of the installed categories, `Class (Name)`, in installation order.
    var installedDescriptions: [String] {
        installedIDs.compactMap { id in
            for list in entries { if let e = list.first(where: { $0.id == id }) { return "\(e.targetName) (\(e.name))" } }
            return nil
        }
    }

    /// The replacements that apply to `view` for `selector`, most derived class first.
    private func chain(for view: View, _ selector: CategorySelector) -> [Entry] {
        let key = CacheKey(type: ObjectIdentifier(type(of: view)), selector: selector.index)
        if let cached = cache[key] { return cached }
        // The last installed category on each class wins; earlier ones on that class are replaced.
        var perClass: [Entry] = []
        for entry in entries[selector.index] where entry.matches(view) {
            perClass.removeAll { $0.targetType == entry.targetType }
            perClass.append(entry)
        }
        // All candidates are ancestors of the view's class, so "is a subclass of" orders them fully.
        func depth(_ e: Entry) -> Int {
            perClass.filter { other in other.isAncestor(e.targetType) }.count
        }
        let ordered = perClass.sorted { depth($0) > depth($1) }
        cache[key] = ordered
        return ordered
    }

    /// Calls the replacement chain for `selector` on `view`, ending in `primitive`.
    func invoke<Value>(_ selector: CategorySelector, on view: View, value: Value,
                       primitive: @escaping (View, Value) -> Void) {
        let chain = chain(for: view, selector)
        guard !chain.isEmpty else { return primitive(view, value) }
        let context = ThreadContext.current
        guard context.categoryDepth < CategoryRegistry.maximumReentrancy else {
            world?.report(Diagnostic(code: .category, subject: view.diagnosticName,
                                     message: "category \(chain[0].targetName) (\(chain[0].name)) re-entered \(selector.rawValue) \(CategoryRegistry.maximumReentrancy) times; called the original implementation instead of recursing forever"))
            return primitive(view, value)
        }
        context.categoryDepth += 1
        defer { context.categoryDepth -= 1 }
        call(chain, at: 0, view: view, value: value, primitive: primitive)
    }

    private func call<Value>(_ chain: [Entry], at index: Int, view: View, value: Value,
                             primitive: @escaping (View, Value) -> Void) {
        guard index < chain.count, let replacement = chain[index].replacement as? Replacement<Value> else {
            return primitive(view, value)
        }
        let callSuper = SuperCall<Value> { newValue in
            self.call(chain, at: index + 1, view: view, value: newValue, primitive: primitive)
        }
        replacement.body(view, value, callSuper)
    }
}
