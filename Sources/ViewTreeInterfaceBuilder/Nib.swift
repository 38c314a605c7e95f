import Foundation
import ViewTree

/// A loaded `.xib` file: ViewTree's `UINib`. Each `instantiate(withOwner:)` makes a fresh set of views.
///
/// ```swift
/// let nib = try Nib(contentsOf: URL(fileURLWithPath: "ProfileView.xib"))
/// let views = nib.instantiate(withOwner: nil)
/// ```
public final class Nib {
    /// The parsed document.
    public let document: InterfaceBuilderDocument
    /// The factories and custom classes used to make views.
    public let registry: InterfaceBuilderRegistry

    /// A nib from a parsed document.
    public init(document: InterfaceBuilderDocument, registry: InterfaceBuilderRegistry = .standard) {
        self.document = document
        self.registry = registry
    }

    /// Reads and parses a `.xib` file (a storyboard's first scene loads too).
    ///
    /// - Throws: `InterfaceBuilderError` (malformed XML with its line and column, or not an Interface
    ///   Builder document).
    public convenience init(contentsOf url: URL, registry: InterfaceBuilderRegistry = .standard) throws {
        self.init(document: try InterfaceBuilderDocument(contentsOf: url), registry: registry)
    }

    /// Parses a `.xib` from its data.
    public convenience init(data: Data, registry: InterfaceBuilderRegistry = .standard) throws {
        self.init(document: try InterfaceBuilderDocument(data: data), registry: registry)
    }

    /// `instantiate(withOwner:options:)`: makes the top-level views, connects the owner's outlets and
    /// actions, and returns the top-level views in file order.
    public func instantiate(withOwner owner: NibOwner?) -> [View] {
        instantiateHierarchy(withOwner: owner).topLevelViews
    }

    /// Like `instantiate(withOwner:)`, with everything the load made: objects by id, actions, prototype
    /// cells and the load report.
    public func instantiateHierarchy(withOwner owner: NibOwner?) -> InterfaceBuilderHierarchy {
        let loader = InterfaceBuilderLoader(document: document, options: InterfaceBuilderLoadOptions(registry: registry, designTime: false))
        if document.kind == .storyboard, let scene = document.scenes.first {
            return loader.loadScene(scene, owner: owner)
        }
        return loader.loadXib(owner: owner)
    }
}
