import Foundation

/// An object that can respond to and handle events: ViewTree's `UIResponder`.
///
/// `View` (and so `Window`) is a responder. Touches that a view does not handle travel up the
/// responder chain through `next`: a view's `next` is its view controller when it is a controller's
/// root view, otherwise its superview; a window's `next` is `nil` (ViewTree's core has no `UIApplication`; a
/// hardware-keyboard press goes on from the window to ViewTreeUIKit's application and app delegate).
///
/// The default implementation of every `touches…` method forwards the message to `next`, as
/// UIResponder's does ("The default implementation of this method forwards the message up the
/// responder chain", Apple's documentation of `touchesBegan(_:with:)`); an override that does not
/// handle a touch calls `super`.
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or `nil`. A view returns its controller or its superview.
    open var next: Responder? { nil }

    /// `undoManager`: the nearest one up the responder chain (a window has its own, as UIKit's windows do).
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: Touches

    /// One or more new touches began in a view or window. The default forwards to `next`.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesBegan(touches, with: event)
    }

    /// One or more touches moved. The default forwards to `next`.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesMoved(touches, with: event)
    }

    /// One or more fingers were lifted. The default forwards to `next`.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesEnded(touches, with: event)
    }

    /// The system cancelled the touches (a gesture recognizer recognized, a scroll view began to
    /// scroll, the view left the window). The default forwards to `next`.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// `touchesEstimatedPropertiesUpdated(_:)` (iOS 9.1): the estimated properties of the touches got their final
    /// values (Apple Pencil's force, angles, location). The default forwards to `next`. ViewTree's finger touches
    /// estimate nothing (`Touch.estimatedProperties` is empty), so ViewTree never calls it, as UIKit never does for
    /// a finger.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<Touch>) {
        next?.touchesEstimatedPropertiesUpdated(touches)
    }

    // MARK: Motion

    /// A motion (a shake) began. The default forwards to `next`, as UIResponder's. `Simulation.shake()` sends it
    /// to the key window's first responder.
    open func motionBegan(_ motion: Event.EventSubtype, with event: Event?) {
        next?.motionBegan(motion, with: event)
    }

    /// A motion ended. The default forwards to `next`.
    open func motionEnded(_ motion: Event.EventSubtype, with event: Event?) {
        next?.motionEnded(motion, with: event)
    }

    /// A motion was cancelled. The default forwards to `next`.
    open func motionCancelled(_ motion: Event.EventSubtype, with event: Event?) {
        next?.motionCancelled(motion, with: event)
    }

    // MARK: Presses (Events/Press.swift)

    /// `pressesBegan(_:with:)` (iOS 9): physical buttons or hardware-keyboard keys were pressed. The default forwards
    /// to the next responder ("The default implementation of this method forwards the message up the responder
    /// chain"); after a window, to the application and then the app delegate. `Simulation.keyDown(_:modifierFlags:)`
    /// sends it to the key window's first responder.
    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        pressChainNext?.pressesBegan(presses, with: event)
    }

    /// `pressesChanged(_:with:)`: a press's force changed (analog buttons). The default forwards up the chain.
    open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) {
        pressChainNext?.pressesChanged(presses, with: event)
    }

    /// `pressesEnded(_:with:)`: buttons or keys were released (`Simulation.keyUp(_:)`). The default forwards up the chain.
    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) {
        pressChainNext?.pressesEnded(presses, with: event)
    }

    /// `pressesCancelled(_:with:)`: the system cancelled presses. The default forwards up the chain.
    open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) {
        pressChainNext?.pressesCancelled(presses, with: event)
    }

    // MARK: Key commands (Responder+KeyCommands.swift)

    /// `keyCommands`: the hardware-keyboard shortcuts this responder offers while it is in the responder chain;
    /// default nil. A test presses one with `Simulation.pressKey(_:modifierFlags:)`.
    open var keyCommands: [KeyCommand]? { nil }

    // MARK: Menu bar (Responder/MenuBuilder.swift)

    /// `buildMenu(with:)` (iOS 13): adds, removes and rearranges the menus of `builder`'s system — the app
    /// delegate's is asked for the main menu (`MainMenuBuilder.mainMenu(builtBy:)`). Default: nothing.
    open func buildMenu(with builder: MenuBuilder) {}

    // MARK: First responder (the per-window model is in Responder+FirstResponder.swift)

    /// Whether this object can become the first responder. Default `false`, as UIResponder's.
    open var canBecomeFirstResponder: Bool { false }

    /// `inputView`: the view shown instead of the system keyboard while this responder is first; `nil` (the
    /// keyboard). Read-only here, as UIResponder's: a subclass overrides it (text fields and text views make it
    /// settable). Shown at its own height in the keyboard's window (`world.keyboard.inputViewsWindow`), and the
    /// keyboard's frame is that height (plus the accessory's).
    open var inputView: View? { nil }

    /// `inputAccessoryView`: the view shown above the keyboard while this responder is first; `nil`. Read-only
    /// here, as UIResponder's: a chat screen's controller overrides it (with `canBecomeFirstResponder` `true`) to
    /// dock its input bar, and text fields and text views make it settable. Shown across the screen on top of the
    /// keys, in the keyboard's window, its height counted in the keyboard's frame.
    open var inputAccessoryView: View? { nil }

    /// `inputAssistantItem` (iOS 9): the groups of the iPad shortcuts bar while this responder edits. Text fields and
    /// text views keep theirs; another responder gets a new, empty item at each read (ViewTree keeps none for it:
    /// responders carry no storage for a bar only text input shows), so what is set on it is not kept.
    open var inputAssistantItem: TextInputAssistantItem { TextInputAssistantItem() }

    /// `textInputContextIdentifier`: the identifier under which the system remembers this responder's input mode;
    /// `nil` (none remembered).
    open var textInputContextIdentifier: String? { nil }

    /// `reloadInputViews()`: the first responder's changed `inputView` or `inputAccessoryView` is swapped in while
    /// the keyboard is up, and the keyboard posts its new frame (`keyboardWillChangeFrame`, `keyboardWillShow`).
    /// Nothing happens for a responder that is not first or does not show the keyboard.
    open func reloadInputViews() {
        guard isFirstResponderOfItsWindow, showsKeyboardAsFirstResponder, let window = responderWindow,
              let keyboard = window.simulation?.keyboard, keyboard.isVisible else { return }
        keyboard.show(over: window, for: self)
    }

    // MARK: Key-value coding (Responder+KeyValueCoding.swift)

    /// `setValue(_:forKey:)` (NSObject's key-value coding, which UIKit code uses for properties by name — a theme
    /// table, a user-defined runtime attribute of a nib — and for the private keys it reaches for, such as an
    /// alert's `attributedTitle`): sets the property `key` names, else calls `setValue(_:forUndefinedKey:)`.
    open func setValue(_ value: Any?, forKey key: String) { setKnownValue(value, forKey: key) }

    /// `value(forKey:)`: the property `key` names, else `value(forUndefinedKey:)`.
    open func value(forKey key: String) -> Any? { knownValue(forKey: key) }

    /// `setValue(_:forUndefinedKey:)`: UIKit raises `NSUnknownKeyException` ("this class is not key value
    /// coding-compliant for the key …"); ViewTree reports it and changes nothing. Override it to take keys of your
    /// own (a nib's user-defined runtime attributes for an `@IBInspectable` property, which Linux Swift cannot look
    /// up by name).
    open func setValue(_ value: Any?, forUndefinedKey key: String) { reportUndefinedKey(key, setting: true) }

    /// `value(forUndefinedKey:)`: reported as `setValue(_:forUndefinedKey:)`; `nil`.
    open func value(forUndefinedKey key: String) -> Any? {
        reportUndefinedKey(key, setting: false)
        return nil
    }

    /// Whether this object gives up first-responder status when asked. Default `true`.
    open var canResignFirstResponder: Bool { true }

    /// Whether this object is the first responder of its window.
    open var isFirstResponder: Bool { isFirstResponderOfItsWindow }

    /// Asks to become the first responder of its window; returns whether it did. It does only when
    /// it is a view in a window (or a view controller whose view is in one), `canBecomeFirstResponder` is `true` and the current first responder
    /// (if any) agrees to resign; `true` at once when it already is.
    @discardableResult
    open func becomeFirstResponder() -> Bool { performBecomeFirstResponder() }

    /// Asks to give up first-responder status; returns whether it did (`false` when
    /// `canResignFirstResponder` is `false`). `true` when it was not the first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool { performResignFirstResponder(force: false) }

    // MARK: Edit actions (UIResponderStandardEditActions)

    /// `canPerformAction(_:withSender:)`: whether this responder handles `action` (an edit menu asks before it
    /// shows an item). UIKit answers `true` when the class implements the method, else asks the next responder;
    /// Linux Swift cannot look a method up by name, so the default asks the next responder (`false` at the end of
    /// the chain): override it to answer for the actions you implement, as UIKit code does.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        next?.canPerformAction(action, withSender: sender) ?? false
    }

    /// `target(forAction:withSender:)`: the first responder from here up the chain whose
    /// `canPerformAction(_:withSender:)` says `true`, or `nil`.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: Responder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    /// `copy(_:)` (`UIResponderStandardEditActions`); does nothing until overridden (a text field copies).
    open func copy(_ sender: Any?) {}
    /// `cut(_:)`; does nothing until overridden.
    open func cut(_ sender: Any?) {}
    /// `paste(_:)`; does nothing until overridden.
    open func paste(_ sender: Any?) {}
    /// `select(_:)`; does nothing until overridden.
    open func select(_ sender: Any?) {}
    /// `selectAll(_:)`; does nothing until overridden.
    open func selectAll(_ sender: Any?) {}
    /// `delete(_:)`; does nothing until overridden.
    open func delete(_ sender: Any?) {}

    // MARK: NSObject

    /// `isKind(of:)`: whether this object is an instance of `aClass` or of a subclass of it.
    public func isKind(of aClass: AnyClass) -> Bool { classChain(of: type(of: self), contains: aClass) }

    /// `isMember(of:)`: whether this object is an instance of exactly `aClass`.
    public func isMember(of aClass: AnyClass) -> Bool { ObjectIdentifier(type(of: self)) == ObjectIdentifier(aClass) }

    /// `isSubclass(of:)`: whether this class is `aClass` or a subclass of it.
    public class func isSubclass(of aClass: AnyClass) -> Bool { classChain(of: self, contains: aClass) }

    /// `superclass()`: this class's superclass (`nil` for `Responder`, whose `NSObject` superclass ViewTree does not have).
    public class func superclass() -> AnyClass? { _getSuperclass(self) }

    /// `NSObject.description`: `<ClassName>`. UIKit prints the object's address too (`<MyApp.Controller: 0x7f…>`);
    /// ViewTree prints none, so the text is the same at each run. A view overrides it with UIKit's one-line view
    /// description (`View.description`), and a subclass may override it, as UIKit code does.
    open var description: String { "<\(String(describing: type(of: self)))>" }

    /// `NSObject.hash`: the identity's hash (UIKit's is the address), consistent with `isEqual(_:)`.
    open var hash: Int { ObjectIdentifier(self).hashValue }

    /// `NSObject.isEqual(_:)`: identity, as `NSObject`'s default; a subclass may override it.
    open func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    /// `NSObjectProtocol.isProxy()`: `false` (no responder is an `NSProxy`).
    public func isProxy() -> Bool { false }

    /// `NSObjectProtocol`'s `self()`: the object itself. Code rarely calls it; it is here because UIKit code names
    /// it without knowing: `static let reuseIdentifier = String(describing: type(of: self))` in a view or controller
    /// subclass compiles because a static stored property's `self` finds this instance method (the compiler warns
    /// "'self' refers to the method", as Xcode does), and the string is the method's type, `(Cell) -> () -> Cell`.
    public func `self`() -> Self { self }
}

/// Whether `aClass` is `type` or one of its superclasses (`NSObject.isKind(of:)`'s walk).
func classChain(of type: AnyClass, contains aClass: AnyClass) -> Bool {
    var current: AnyClass? = type
    while let candidate = current {
        if ObjectIdentifier(candidate) == ObjectIdentifier(aClass) { return true }
        current = _getSuperclass(candidate)
    }
    return false
}

/// Responders are `NSObjectProtocol` objects, as UIKit's `NSObject`s are, so a delegate protocol UIKit code declares
/// as `protocol PickerDelegate: NSObjectProtocol` is adopted by a view controller or a view as written (Apple's
/// QuiltSimulator `ThreadPickerViewControllerDelegate`).
extension Responder: NSObjectProtocol, CustomStringConvertible {}
