import Foundation

/// `UIDragInteractionDelegate`: what a view's drag interaction lifts, and what it hears of the drag.
/// Every member but `itemsForBeginning` has UIKit's default.
public protocol DragInteractionDelegate: AnyObject {
    /// `dragInteraction(_:itemsForBeginning:)`: the items to lift; none: no drag begins.
    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: DragSession) -> [DragItem]
    /// `dragInteraction(_:previewForLifting:session:)` (asked and kept; nothing is drawn).
    func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem, session: DragSession) -> TargetedDragPreview?
    /// `dragInteraction(_:sessionWillBegin:)`.
    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession)
    /// `dragInteraction(_:sessionAllowsMoveOperation:)`: default `true`.
    func dragInteraction(_ interaction: DragInteraction, sessionAllowsMoveOperation session: DragSession) -> Bool
    /// `dragInteraction(_:sessionIsRestrictedToDraggingApplication:)`: default `false`.
    func dragInteraction(_ interaction: DragInteraction, sessionIsRestrictedToDraggingApplication session: DragSession) -> Bool
    /// `dragInteraction(_:sessionDidMove:)`.
    func dragInteraction(_ interaction: DragInteraction, sessionDidMove session: DragSession)
    /// `dragInteraction(_:session:willEndWith:)`.
    func dragInteraction(_ interaction: DragInteraction, session: DragSession, willEndWith operation: DropOperation)
    /// `dragInteraction(_:session:didEndWith:)`.
    func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation)
}

extension DragInteractionDelegate {
    public func dragInteraction(_ interaction: DragInteraction, previewForLifting item: DragItem, session: DragSession) -> TargetedDragPreview? { nil }
    public func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: DragSession) {}
    public func dragInteraction(_ interaction: DragInteraction, sessionAllowsMoveOperation session: DragSession) -> Bool { true }
    public func dragInteraction(_ interaction: DragInteraction, sessionIsRestrictedToDraggingApplication session: DragSession) -> Bool { false }
    public func dragInteraction(_ interaction: DragInteraction, sessionDidMove session: DragSession) {}
    public func dragInteraction(_ interaction: DragInteraction, session: DragSession, willEndWith operation: DropOperation) {}
    public func dragInteraction(_ interaction: DragInteraction, session: DragSession, didEndWith operation: DropOperation) {}
}

/// `UIDropInteractionDelegate`: whether a view takes a drop, what it would do, and the drop itself.
public protocol DropInteractionDelegate: AnyObject {
    /// `dropInteraction(_:canHandle:)`: default `true` (UIKit assumes so when it is not implemented).
    func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool
    /// `dropInteraction(_:sessionDidEnter:)`.
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession)
    /// `dropInteraction(_:sessionDidUpdate:)`: default `.cancel`: a view that proposes nothing takes no drop.
    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal
    /// `dropInteraction(_:sessionDidExit:)`.
    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession)
    /// `dropInteraction(_:performDrop:)`: the drop (load the items' objects here).
    func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession)
    /// `dropInteraction(_:concludeDrop:)`: after the drop's animation.
    func dropInteraction(_ interaction: DropInteraction, concludeDrop session: DropSession)
    /// `dropInteraction(_:sessionDidEnd:)`: the session is over, dropped here or not.
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession)
}

extension DropInteractionDelegate {
    public func dropInteraction(_ interaction: DropInteraction, canHandle session: DropSession) -> Bool { true }
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: DropSession) -> DropProposal {
        DropProposal(operation: .cancel)
    }
    public func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, performDrop session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, concludeDrop session: DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: DropSession) {}
}

/// `UIDragInteraction`: makes a view a drag source. `Window.dragAndDrop(from:to:)` (and ViewTreeTesting's
/// `dragAndDrop`) lift from it.
open class DragInteraction: Interaction {
    /// The delegate (weak, as UIKit's).
    public private(set) weak var delegate: DragInteractionDelegate?
    /// The view it is added to.
    public private(set) weak var view: View?
    /// `isEnabled`: `isEnabledByDefault` until set.
    open var isEnabled: Bool {
        get { enabledOverride ?? DragInteraction.isEnabledByDefault(for: view) }
        set { enabledOverride = newValue }
    }
    private var enabledOverride: Bool?
    /// `allowsSimultaneousRecognitionDuringLift` (kept).
    open var allowsSimultaneousRecognitionDuringLift = false

    /// `init(delegate:)`.
    public init(delegate: DragInteractionDelegate) { self.delegate = delegate }

    /// `isEnabledByDefault`: `true` on an iPad, `false` on an iPhone, as UIKit documents for drag
    /// interactions (and for table and collection views' `dragInteractionEnabled`); the device is the
    /// current world's.
    public static var isEnabledByDefault: Bool { isEnabledByDefault(for: nil) }

    /// The default for a view in a world (its world's device), or the current world's.
    static func isEnabledByDefault(for view: View?) -> Bool {
        (view?.simulation ?? Simulation.current)?.screen.device.idiom == .pad
    }

    open func willMove(to view: View?) {}
    open func didMove(to view: View?) { self.view = view }
}

/// `UIDropInteraction`: makes a view a drop target.
open class DropInteraction: Interaction {
    /// The delegate (weak, as UIKit's).
    public private(set) weak var delegate: DropInteractionDelegate?
    /// The view it is added to.
    public private(set) weak var view: View?
    /// `allowsSimultaneousDropSessions` (kept).
    open var allowsSimultaneousDropSessions = false

    /// `init(delegate:)`.
    public init(delegate: DropInteractionDelegate) { self.delegate = delegate }

    open func willMove(to view: View?) {}
    open func didMove(to view: View?) { self.view = view }
}
