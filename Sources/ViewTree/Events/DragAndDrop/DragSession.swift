import Foundation

/// `UIDragItem`: one thing dragged: its provider, and an object the app attaches for drops inside the app.
open class DragItem {
    /// `itemProvider`: what the item offers.
    public let itemProvider: NSItemProvider
    /// `localObject`: any object of the app's, seen by drops in the same app (not across apps).
    open var localObject: Any?
    /// `previewProvider`: the preview while the item is dragged (kept; ViewTree draws none).
    open var previewProvider: (() -> DragPreview?)?

    /// `init(itemProvider:)`.
    public init(itemProvider: NSItemProvider) { self.itemProvider = itemProvider }
}

/// `UIDragPreview`: a view standing for a dragged item (kept; nothing is drawn).
open class DragPreview {
    /// The view shown.
    public let view: View
    /// How it is drawn.
    public let parameters: DragPreviewParameters
    /// `init(view:parameters:)`.
    public init(view: View, parameters: DragPreviewParameters = DragPreviewParameters()) {
        self.view = view
        self.parameters = parameters
    }
}

/// `UIDragPreviewParameters`.
open class DragPreviewParameters: PreviewParameters {}

/// `UIDragPreviewTarget`.
open class DragPreviewTarget: PreviewTarget {}

/// `UITargetedDragPreview`: a drag preview placed in a container.
open class TargetedDragPreview: TargetedPreview {}

/// `UIDropOperation`, with UIKit's raw values.
public enum DropOperation: UInt, Sendable {
    /// No drop: the session ends with nothing dropped.
    case cancel = 0
    /// A drop here is refused (shown as forbidden).
    case forbidden = 1
    /// The data is copied.
    case copy = 2
    /// The data moves (only within one app).
    case move = 3
}

/// `UIDropProposal`: what a drop target would do with the session where it is now.
open class DropProposal {
    /// `operation`.
    public let operation: DropOperation
    /// `isPrecise`: the drop point is offset above the finger for precision (kept).
    open var isPrecise = false
    /// `prefersFullSizePreview` (kept).
    open var prefersFullSizePreview = false

    /// `init(operation:)`.
    public init(operation: DropOperation) { self.operation = operation }
}

/// `UIDragDropSession`: what a drag session and a drop session share.
public protocol DragDropSession: AnyObject {
    /// `items`: the items dragged.
    var items: [DragItem] { get }
    /// `location(in:)`: the finger's point in `view`'s coordinates.
    func location(in view: View) -> CGPoint
    /// `allowsMoveOperation`: whether a `.move` may end the session (true unless the source said no).
    var allowsMoveOperation: Bool { get }
    /// `isRestrictedToDraggingApplication`: whether only the source app may take the drop.
    var isRestrictedToDraggingApplication: Bool { get }
    /// `hasItemsConforming(toTypeIdentifiers:)`: whether an item offers one of the identifiers.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// `canLoadObjects(ofClass:)`: whether an item offers an object of the class.
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool
}

extension DragDropSession {
    public func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains(where: item.itemProvider.hasItemConformingToTypeIdentifier) }
    }

    public func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    /// `canLoadObjects(ofClass:)` for a Swift value bridged to a loadable class (`URL`, `String`).
    public func canLoadObjects<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        items.contains { $0.itemProvider.canLoadObject(ofClass: T.self) }
    }
}

/// `UIDragSession`: a drag in progress, as its source sees it.
public protocol DragSession: DragDropSession {
    /// `localContext`: anything the source app keeps with the session (read by its own drop targets).
    var localContext: Any? { get set }
}

/// `UIDropSessionProgressIndicatorStyle`, with UIKit's raw values.
public enum DropSessionProgressIndicatorStyle: UInt, Sendable {
    case none = 0, `default` = 1
}

/// `UIDropSession`: a drag in progress, as a drop target sees it.
public protocol DropSession: DragDropSession {
    /// `localDragSession`: the drag session when the drag began in this app (always, in a simulated world).
    var localDragSession: DragSession? { get }
    /// `progressIndicatorStyle`: default `.default` (kept; loading finishes on the next turn).
    var progressIndicatorStyle: DropSessionProgressIndicatorStyle { get set }
    /// `loadObjects(ofClass:completion:)`: the items' objects of the class, on the next turn (UIKit calls
    /// back on the main queue); call it from `performDrop`.
    @discardableResult
    func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress
}

extension DropSession {
    /// `loadObjects(ofClass:completion:)` for a Swift value bridged to a loadable class (`URL`, `String`).
    @discardableResult
    public func loadObjects<T: _ObjectiveCBridgeable>(ofClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress
    where T._ObjectiveCType: NSItemProviderReading {
        let objects = items.compactMap { ($0.itemProvider.object(as: T._ObjectiveCType.self) as? T._ObjectiveCType) }
        return NSItemProvider.finish { completion(objects.map { T._unconditionallyBridgeFromObjectiveC($0) }) }
    }
}

/// The one session of a simulated drag: the source's drag session and the target's drop session at once
/// (a drag never leaves the app in a simulated world).
final class SimulatedDragSession: DragSession, DropSession {
    var items: [DragItem]
    var localContext: Any?
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    /// The finger, in window coordinates.
    var windowLocation: CGPoint
    weak var window: Window?

    init(items: [DragItem], at location: CGPoint, in window: Window) {
        self.items = items
        windowLocation = location
        self.window = window
    }

    var localDragSession: DragSession? { self }
    var progressIndicatorStyle = DropSessionProgressIndicatorStyle.default

    func location(in view: View) -> CGPoint { view.convert(windowLocation, from: window) }

    func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress {
        let objects = items.compactMap { $0.itemProvider.object(as: aClass) }
        return NSItemProvider.finish { completion(objects) }
    }
}

/// `UIDragAnimating`: lets a drop add animations alongside its own (they run at once: nothing is drawn).
public protocol DragAnimating: AnyObject {
    /// `addAnimations(_:)`.
    func addAnimations(_ animations: @escaping () -> Void)
    /// `addCompletion(_:)`: called with the final position (`.end`) once the drop is over.
    func addCompletion(_ completion: @escaping (ViewPropertyAnimator.Position) -> Void)
}

/// The drop animation of a simulated drop: animations run when added, completions on the next turn.
final class SimulatedDropAnimation: DragAnimating {
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping (ViewPropertyAnimator.Position) -> Void) {
        Simulation.performOnNextTurn(of: Simulation.current) { completion(.end) }
    }
}
