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
    /// The name it was loaded by (`UIStoryboard(name:bundle:)`), else `nil`.
    public internal(set) var name: String?

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
    /// identifier, its view not loaded yet. For an identifier the storyboard does not have, UIKit raises
    /// "Storyboard (<UIStoryboard>) doesn't contain a view controller with identifier 'X'"; ViewTree records that
    /// as an `.invalidValue` diagnostic in the current world and returns a plain `ViewController`
    /// (`viewController(withIdentifier:)` throws instead).
    public func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        do {
            return try viewController(withIdentifier: identifier)
        } catch {
            Storyboard.report("\(name.map { "Storyboard '\($0)'" } ?? "The storyboard") doesn't contain a view controller with identifier '\(identifier)'; a plain ViewController is returned")
            return ViewController()
        }
    }

    /// `instantiateViewController(identifier:creator:)` (iOS 13): a new controller of the scene with that
    /// identifier, made by `creator` (given a coder, as UIKit's) when it returns one, else as
    /// `instantiateViewController(withIdentifier:)` makes it, and configured from the scene. Where UIKit raises
    /// (no such identifier, or the scene's controller is not a `Controller`), ViewTree records an
    /// `.invalidValue` diagnostic and returns `nil`: the result is implicitly unwrapped, so code written for
    /// UIKit's non-optional result compiles unchanged.
    public func instantiateViewController<Controller: ViewController>(identifier: String,
                                                                      creator: ((NSCoder) -> Controller?)? = nil) -> Controller! {
        guard let scene = try? scene(withIdentifier: identifier) else {
            Storyboard.report("\(name.map { "Storyboard '\($0)'" } ?? "The storyboard") doesn't contain a view controller with identifier '\(identifier)'; nil is returned")
            return nil
        }
        var visited = Set<String>()
        let made = makeController(scene, visited: &visited, made: creator.flatMap { $0(NSCoder()) })
        if let controller = made as? Controller { return controller }
        Storyboard.report("the scene with identifier '\(identifier)' makes a \(type(of: made)), not a \(Controller.self); nil is returned")
        return nil
    }

    /// A new controller of the scene with that storyboard identifier.
    ///
    /// - Throws: `InterfaceBuilderError` of kind `.unknownIdentifier` where UIKit raises an exception.
    public func viewController(withIdentifier identifier: String) throws -> ViewController {
        instantiateViewController(of: try scene(withIdentifier: identifier))
    }

    /// Records a diagnostic in the current world, or writes it to standard error in none.
    static func report(_ message: String, subject: String = "UIStoryboard") {
        let diagnostic = Diagnostic(code: .invalidValue, subject: subject, message: message)
        if let world = Simulation.current {
            world.report(diagnostic)
        } else {
            FileHandle.standardError.write(Data("ViewTree: \(diagnostic)\n".utf8))
        }
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
