import Foundation
import ViewTree

/// The object a nib is loaded for (File's Owner), or a storyboard's view controller: it says which
/// outlets and actions it has, by the names Interface Builder uses, since Swift on Linux cannot set a
/// property or call a method from its name.
///
/// ```swift
/// final class ProfileOwner: NibOwner {
///     var nameLabel: Label?
///     var saved = 0
///     func registerConnections(_ connections: NibConnections) {
///         connections.outlet("nameLabel") { [weak self] (label: Label) in self?.nameLabel = label }
///         connections.action("save:") { [weak self] _ in self?.saved += 1 }
///     }
/// }
/// ```
public protocol NibOwner: AnyObject {
    /// Registers the outlets and actions; called once per load, before any outlet is set.
    func registerConnections(_ connections: NibConnections)
    /// Called after every outlet is connected, as `awakeFromNib` is.
    func awakeFromNib()
}

extension NibOwner {
    /// Does nothing.
    public func awakeFromNib() {}
}

/// The outlets and actions an owner registers for one load. The closures are the owner's: capture
/// the owner weakly in them (the loaded views keep the actions, and a strong capture would keep the
/// owner alive as long as the views).
public final class NibConnections {
    struct Outlet {
        let connect: (AnyObject) -> Bool
    }
    var outlets: [String: Outlet] = [:]
    var actions: [String: (AnyObject?) -> Void] = [:]

    init() {}

    /// An outlet named `property` that takes objects of type `T`; an object of another type is not
    /// connected and is listed in the load report.
    public func outlet<T: AnyObject>(_ property: String, _ set: @escaping (T) -> Void) {
        outlets[property] = Outlet { object in
            guard let typed = object as? T else { return false }
            set(typed)
            return true
        }
    }

    /// An action with Interface Builder's selector name (`save:`, `valueChanged:forEvent:`); the
    /// handler receives the sender.
    public func action(_ selector: String, _ handler: @escaping (AnyObject?) -> Void) {
        actions[selector] = handler
    }
}

/// An action connection of a loaded file: which view sends it, on which control event, to which
/// selector. `sendAction()` calls the owner's handler with the view as sender (controls call it when
/// they fire; tests can call it directly).
public final class NibAction {
    /// The view that sends the action (weak: the view tree owns the view).
    public private(set) weak var sender: View?
    /// Interface Builder's selector (`save:`).
    public let selector: String
    /// The control event (`touchUpInside`, `valueChanged`), as written in the file.
    public let eventType: String?
    /// The Interface Builder id of the target (`-1` for File's Owner).
    public let destinationID: String
    let handler: ((AnyObject?) -> Void)?

    init(sender: View, selector: String, eventType: String?, destinationID: String, handler: ((AnyObject?) -> Void)?) {
        self.sender = sender
        self.selector = selector
        self.eventType = eventType
        self.destinationID = destinationID
        self.handler = handler
    }

    /// Whether the owner registered a handler for the selector.
    public var isConnected: Bool { handler != nil }

    /// Sends the action to its target, as `sendAction(_:to:for:)` does; does nothing when unconnected.
    public func sendAction() { handler?(sender) }
}
