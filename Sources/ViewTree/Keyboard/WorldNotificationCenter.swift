import Foundation

/// A world's notification centre (`world.notificationCenter`): Foundation's `NotificationCenter`
/// API, delivering synchronously on the world's thread, with no process-wide default.
///
/// Why not Foundation's own class: under Swift 6's strict concurrency its block observers must be
/// `@Sendable`, so a block could not capture the views and controllers a UI test observes with,
/// and its selector form needs `@objc`. This one takes ordinary closures, and — the port of
/// `addObserver(self, selector: #selector(keyboardWillShow(_:)), name:object:)` — a typed method
/// reference with the observer held weakly, as controls take targets:
///
/// ```swift
/// world.notificationCenter.addObserver(self, action: Self.keyboardWillShow,
///                                      name: Responder.keyboardWillShowNotification, object: nil)
/// ```
///
/// Observers are called in the order they were added. An observer added or removed while a
/// notification is being posted takes effect from the next post.
public final class WorldNotificationCenter {
    /// What `addObserver(forName:object:using:)` returns: pass it to `removeObserver(_:)`. An `NSObject`, so it is the
    /// `NSObjectProtocol` Foundation's `addObserver(forName:object:queue:using:)` returns.
    public final class ObservationToken: NSObject {}

    private struct Entry {
        let name: Notification.Name?
        weak var object: AnyObject?
        let filtersObject: Bool
        weak var observer: AnyObject?
        let observerID: ObjectIdentifier
        /// `false` when the observer is gone.
        let deliver: (AnyObject, Notification) -> Bool
    }

    private var entries: [Entry] = []
    private var postDepth = 0

    /// How deeply posts may nest (an observer that posts what it observes). Ours.
    public static let maximumPostDepth = 64

    /// Creates an empty centre (a world makes its own).
    public init() {}

    /// Adds a block observer for `name` (`nil`: every name) from `object` (`nil`: any sender).
    /// The block runs synchronously in `post`. Returns the token that removes it; the centre holds
    /// the block until then (capture views `weak` so that it does not keep them alive).
    @discardableResult
    public func addObserver(forName name: Notification.Name?, object: AnyObject?,
                            using block: @escaping (Notification) -> Void) -> ObservationToken {
        let token = ObservationToken()
        entries.append(Entry(name: name, object: object, filtersObject: object != nil, observer: token,
                             observerID: ObjectIdentifier(token)) { _, n in block(n); return true })
        strongTokens.append(token)
        return token
    }
    /// `addObserver(forName:object:queue:using:)` with Foundation's signature (an `Any?` object, a queue, an
    /// `NSObjectProtocol` token), so that code written against `NotificationCenter` — and a protocol that lists that
    /// method, as dependency-injection code does — works with the world's centre unchanged. The block runs synchronously
    /// in `post`, on the world's thread, whatever `queue` is: Foundation runs it on the posting thread for a `nil` queue
    /// and waits for it otherwise (swift-corelibs-foundation adds it to the queue and waits until it finished), and the
    /// world's thread is the main queue's part in a test (**ours**: no queue is entered). The object filters by identity,
    /// as Foundation's does; a value that is not an object matches nothing.
    @discardableResult
    public func addObserver(forName name: Notification.Name?, object: Any?, queue: OperationQueue?,
                            using block: @escaping (Notification) -> Void) -> NSObjectProtocol {
        addObserver(forName: name, object: object.map { $0 as AnyObject }, using: block)
    }

    /// `removeObserver(_:)` with Foundation's `Any` parameter (a token from `addObserver(forName:object:queue:using:)`,
    /// or an observer object).
    public func removeObserver(_ observer: Any) { removeObserver(observer as AnyObject) }

    /// Block observers' tokens are held here so the block lives until `removeObserver(token)`.
    private var strongTokens: [ObservationToken] = []

    /// `addObserver(_:selector:name:object:)` with a method taking the notification; the observer
    /// is held weakly (a released observer is dropped).
    public func addObserver<Observer: AnyObject>(_ observer: Observer, action: @escaping (Observer) -> (Notification) -> Void,
                                                 name: Notification.Name?, object: AnyObject?) {
        entries.append(Entry(name: name, object: object, filtersObject: object != nil, observer: observer,
                             observerID: ObjectIdentifier(observer)) { o, n in
            guard let o = o as? Observer else { return false }
            action(o)(n)
            return true
        })
    }

    /// `addObserver(_:selector:name:object:)` with a method taking an `NSNotification`, the parameter type of
    /// Swift 3 and 4 code's selectors (`@objc func keyboardWillChange(notif: NSNotification)`, which UIKit calls
    /// with the posted notification). The method gets an `NSNotification` with the posted name, sender and
    /// `userInfo` (UIKit passes the same object; Linux's Foundation does not bridge `Notification` to it).
    public func addObserver<Observer: AnyObject>(_ observer: Observer, action: @escaping (Observer) -> (NSNotification) -> Void,
                                                 name: Notification.Name?, object: AnyObject?) {
        entries.append(Entry(name: name, object: object, filtersObject: object != nil, observer: observer,
                             observerID: ObjectIdentifier(observer)) { o, n in
            guard let o = o as? Observer else { return false }
            action(o)(NSNotification(name: n.name, object: n.object, userInfo: n.userInfo))
            return true
        })
    }

    /// `addObserver(_:selector:name:object:)` with a method taking no argument.
    public func addObserver<Observer: AnyObject>(_ observer: Observer, action: @escaping (Observer) -> () -> Void,
                                                 name: Notification.Name?, object: AnyObject?) {
        entries.append(Entry(name: name, object: object, filtersObject: object != nil, observer: observer,
                             observerID: ObjectIdentifier(observer)) { o, _ in
            guard let o = o as? Observer else { return false }
            action(o)()
            return true
        })
    }

    /// Removes every registration of `observer` (an object or a token).
    public func removeObserver(_ observer: AnyObject) {
        let id = ObjectIdentifier(observer)
        entries.removeAll { $0.observerID == id }
        strongTokens.removeAll { ObjectIdentifier($0) == id }
    }

    /// Removes `observer`'s registrations for `name` (`nil`: all) and `object` (`nil`: all).
    public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: AnyObject?) {
        let id = ObjectIdentifier(observer)
        entries.removeAll { e in
            e.observerID == id && (name == nil || e.name == name) && (object == nil || e.object === object)
        }
    }

    /// Posts a notification to every matching observer, synchronously, in registration order.
    public func post(_ notification: Notification) {
        guard postDepth < WorldNotificationCenter.maximumPostDepth else { return }
        postDepth += 1
        defer { postDepth -= 1 }
        let sender = notification.object as AnyObject?
        var sawReleased = false
        for e in entries {
            if let name = e.name, name != notification.name { continue }
            if e.filtersObject {
                guard let wanted = e.object else { sawReleased = true; continue }
                guard let sender, sender === wanted else { continue }
            }
            guard let observer = e.observer else { sawReleased = true; continue }
            if !e.deliver(observer, notification) { continue }
        }
        if sawReleased { entries.removeAll { $0.observer == nil || ($0.filtersObject && $0.object == nil) } }
    }

    /// Posts `name` from `object` with `userInfo`.
    public func post(name: Notification.Name, object: Any?, userInfo: [AnyHashable: Any]? = nil) {
        post(Notification(name: name, object: object, userInfo: userInfo))
    }

    /// How many registrations are live (for leak tests).
    public var observerCount: Int { entries.filter { $0.observer != nil }.count }
}
