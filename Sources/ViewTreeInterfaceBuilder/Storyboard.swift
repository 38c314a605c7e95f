import Foundation
import ViewTree

/// A loaded `.storyboard` file: ViewTree's `UIStoryboard`.
///
/// `instantiateInitialViewController()` and `instantiateViewController(withIdentifier:)` make a scene's view
/// controller (a `ViewController`, a `NavigationController`, or the Swift class registered for its
/// `customClass`), as UIKit does: the controller's view is loaded from the scene on first use of `view`,
/// its outlets and actions are connected then, and its segues run through
/// `performSegue(withIdentifier:sender:)`. `instantiateScene…` load a scene's views alone, for an owner of
/// your choice.
public final class Storyboard {
    /// The parsed document.
    public let document: InterfaceBuilderDocument
    /// The factories and custom classes used to make views and view controllers.
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

    // MARK: View controllers

    /// `instantiateInitialViewController()`: a new controller of the scene `initialViewController` names;
    /// `nil` when the storyboard names none.
    public func instantiateInitialViewController() -> ViewController? {
        guard let id = document.initialViewControllerID, let scene = scene(withControllerID: id) else { return nil }
        return instantiateViewController(of: scene)
    }

    /// `instantiateViewController(withIdentifier:)`: a new controller of the scene with that storyboard
    /// identifier, its view not loaded yet.
    ///
    /// - Throws: `InterfaceBuilderError` of kind `.unknownIdentifier` (UIKit raises an exception).
    public func instantiateViewController(withIdentifier identifier: String) throws -> ViewController {
        instantiateViewController(of: try scene(withIdentifier: identifier))
    }

    /// A new controller of a scene: its class (`customClass` through the registry), `awakeFromNib()`, and
    /// for a navigation controller its root view controller (the `rootViewController` relationship).
    public func instantiateViewController(of scene: InterfaceBuilderScene) -> ViewController {
        var visited = Set<String>()
        return makeController(scene, visited: &visited)
    }

    // MARK: Scenes' views

    /// The initial scene's root view and connections, for `owner`; `nil` when the storyboard names no
    /// initial view controller.
    public func instantiateInitialScene(owner: NibOwner? = nil) -> InterfaceBuilderHierarchy? {
        guard let id = document.initialViewControllerID, let scene = scene(withControllerID: id) else { return nil }
        return instantiate(scene, owner: owner)
    }

    /// The root view and connections of the scene whose controller has that storyboard identifier.
    ///
    /// - Throws: `InterfaceBuilderError` of kind `.unknownIdentifier`.
    public func instantiateScene(withIdentifier identifier: String, owner: NibOwner? = nil) throws -> InterfaceBuilderHierarchy {
        instantiate(try scene(withIdentifier: identifier), owner: owner)
    }

    /// The root view and connections of the scene a segue shows.
    public func instantiateDestinationScene(of segue: InterfaceBuilderSegue, owner: NibOwner? = nil) -> InterfaceBuilderHierarchy? {
        scene(withControllerID: segue.destinationID).map { instantiate($0, owner: owner) }
    }

    /// One scene's root view and connections.
    public func instantiate(_ scene: InterfaceBuilderScene, owner: NibOwner? = nil) -> InterfaceBuilderHierarchy {
        let loader = InterfaceBuilderLoader(document: document, options: InterfaceBuilderLoadOptions(registry: registry, designTime: false))
        return loader.loadScene(scene, owner: owner)
    }

    // MARK: Lookup

    /// The scene whose view controller has this Interface Builder id.
    public func scene(withControllerID id: String) -> InterfaceBuilderScene? {
        scenes.first { $0.viewControllerID == id }
    }

    private func scene(withIdentifier identifier: String) throws -> InterfaceBuilderScene {
        guard let scene = scenes.first(where: { $0.storyboardIdentifier == identifier }) else {
            throw InterfaceBuilderError(kind: .unknownIdentifier, line: 0, column: 0,
                                        message: "Storyboard doesn't contain a view controller with identifier '\(identifier)'")
        }
        return scene
    }
}
