import Foundation
import ViewTree

/// A loaded `.storyboard` file: ViewTree's `UIStoryboard`, scene by scene.
///
/// ViewTree has no view controller class yet, so a scene instantiates as its view controller's root
/// view and its connections (`InterfaceBuilderHierarchy`), with the controller's identifiers and
/// segues; the outlets of the scene's controller go to the owner passed in.
public final class Storyboard {
    /// The parsed document.
    public let document: InterfaceBuilderDocument
    /// The factories and custom classes used to make views.
    public let registry: InterfaceBuilderRegistry

    /// A storyboard from a parsed document.
    public init(document: InterfaceBuilderDocument, registry: InterfaceBuilderRegistry = .standard) {
        self.document = document
        self.registry = registry
    }

    /// Reads and parses a `.storyboard` file.
    public convenience init(contentsOf url: URL, registry: InterfaceBuilderRegistry = .standard) throws {
        self.init(document: try InterfaceBuilderDocument(contentsOf: url), registry: registry)
    }

    /// The scenes, in file order.
    public var scenes: [InterfaceBuilderScene] { document.scenes }

    /// The storyboard identifiers of the scenes that have one, in file order.
    public var identifiers: [String] { scenes.compactMap(\.storyboardIdentifier) }

    /// `instantiateInitialViewController()`: the initial scene's root view and connections; `nil` when the
    /// storyboard names no initial view controller.
    public func instantiateInitialViewController(owner: NibOwner? = nil) -> InterfaceBuilderHierarchy? {
        guard let id = document.initialViewControllerID, let scene = scenes.first(where: { $0.viewControllerID == id }) else { return nil }
        return instantiate(scene, owner: owner)
    }

    /// `instantiateViewController(withIdentifier:)`: the scene whose controller has that storyboard
    /// identifier.
    ///
    /// - Throws: `InterfaceBuilderError` of kind `.unknownIdentifier` (UIKit raises an exception).
    public func instantiateViewController(withIdentifier identifier: String, owner: NibOwner? = nil) throws -> InterfaceBuilderHierarchy {
        guard let scene = scenes.first(where: { $0.storyboardIdentifier == identifier }) else {
            throw InterfaceBuilderError(kind: .unknownIdentifier, line: 0, column: 0,
                                        message: "Storyboard doesn't contain a view controller with identifier '\(identifier)'")
        }
        return instantiate(scene, owner: owner)
    }

    /// The destination of a segue: the scene whose controller it names.
    public func instantiateDestination(of segue: StoryboardSegue, owner: NibOwner? = nil) -> InterfaceBuilderHierarchy? {
        guard let scene = scenes.first(where: { $0.viewControllerID == segue.destinationID }) else { return nil }
        return instantiate(scene, owner: owner)
    }

    /// One scene's root view and connections.
    public func instantiate(_ scene: InterfaceBuilderScene, owner: NibOwner? = nil) -> InterfaceBuilderHierarchy {
        let loader = InterfaceBuilderLoader(document: document, options: InterfaceBuilderLoadOptions(registry: registry, designTime: false))
        return loader.loadScene(scene, owner: owner)
    }
}
