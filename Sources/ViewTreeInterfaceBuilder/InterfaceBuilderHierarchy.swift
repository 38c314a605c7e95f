import Foundation
import ViewTree

/// The objects made from one load of a xib, or of one storyboard scene: the top-level views, every
/// object by its Interface Builder id, the actions, and the load report.
public final class InterfaceBuilderHierarchy {
    /// The document loaded from.
    public let document: InterfaceBuilderDocument
    /// The top-level views, in file order (a xib's top-level `<view>`s, or a scene's root view).
    public internal(set) var topLevelViews: [View] = []
    /// What the loader could not do as Interface Builder would.
    public internal(set) var report = InterfaceBuilderLoadReport()
    /// The action connections, in file order.
    public internal(set) var actions: [NibAction] = []
    /// A table's prototype cells by reuse identifier (made once; at run time they are templates, not
    /// subviews of the table).
    public internal(set) var prototypeCells: [String: TableViewCell] = [:]
    /// A collection view's prototype cells by reuse identifier (templates at run time; their classes are
    /// registered with the collection view for their identifiers).
    public internal(set) var collectionPrototypeCells: [String: CollectionViewCell] = [:]
    /// The segues of the scene, in file order.
    public internal(set) var segues: [InterfaceBuilderSegue] = []

    var objects: [String: AnyObject] = [:]
    /// Every view made from an element, in file order, with its element and its frame in the file.
    var loadedViews: [(view: View, element: InterfaceBuilderElement, fileFrame: CGRect)] = []
    /// Views whose frame reaches beyond their alignment rectangle (sliders), loaded as that rectangle.
    var alignmentInsets: [ObjectIdentifier: EdgeInsets] = [:]

    init(document: InterfaceBuilderDocument) { self.document = document }

    /// The object (view, layout guide or constraint) with an Interface Builder id.
    public func object(withID id: String) -> AnyObject? { objects[id] }

    /// The view with an Interface Builder id.
    public func view(withID id: String) -> View? { objects[id] as? View }

    /// The constraint with an Interface Builder id.
    public func constraint(withID id: String) -> LayoutConstraint? { objects[id] as? LayoutConstraint }

    /// The Interface Builder id of a loaded view.
    public func id(of view: View) -> String? { loadedViews.first { $0.view === view }?.element.id }
}

/// A segue of a storyboard scene as the file describes it (`<segue destination="…" kind="show"
/// identifier="…"/>`); `ViewController.performSegue(withIdentifier:sender:)` makes a `StoryboardSegue` from it.
public struct InterfaceBuilderSegue: Equatable, Sendable {
    /// `identifier`, for `performSegue(withIdentifier:sender:)`.
    public let identifier: String?
    /// `kind`: `show`, `presentation`, `relationship`, `embed`, `unwind`, …
    public let kind: String
    /// The destination view controller's id.
    public let destinationID: String
    /// `relationship` (`rootViewController`, `viewControllers`) for relationship segues.
    public let relationship: String?
    /// The id of the object that triggers it (a button, or the view controller).
    public let sourceID: String

    /// Creates a segue description.
    public init(identifier: String?, kind: String, destinationID: String, relationship: String?, sourceID: String) {
        self.identifier = identifier
        self.kind = kind
        self.destinationID = destinationID
        self.relationship = relationship
        self.sourceID = sourceID
    }
}
