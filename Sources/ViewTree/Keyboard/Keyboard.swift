import Foundation

/// The simulated software keyboard of a world (`world.keyboard`): it slides up when a text field
/// or text view becomes first responder and down when editing ends, on the virtual clock, posting
/// UIKit's keyboard notifications to `world.notificationCenter` with their frames.
///
/// Showing at time t (window `W × H`, keyboard height `h` = `profile.controls.keyboardHeight(forWidth: W)`):
/// `keyboardWillChangeFrame` and `keyboardWillShow` at t with begin frame `(0, H, W, h)` and end
/// frame `(0, H − h, W, h)`, duration `profile.controls.keyboardAnimationDuration` (0.25 s) and
/// curve 7; then `keyboardDidChangeFrame` and `keyboardDidShow` at t + 0.25. Hiding is the same
/// with the frames swapped and `…Hide`. Moving from one text field to another while shown posts
/// `keyboardWillShow`/`keyboardDidShow` again with equal begin and end frames, as UIKit does.
/// Frames are in the window's (screen) coordinates; the values are a `CGRect`, a `Double` and an
/// `Int` (on iOS, `as? CGRect` / `as? Double` / `as? Int` read the bridged `NSValue`/`NSNumber`).
public final class Keyboard {
    weak var world: Simulation?
    /// The window the keyboard is shown over.
    public private(set) weak var window: Window?
    /// The keyboard's frame once the current animation ends (its end frame); `nil` while hidden
    /// (or hiding). As UIKit's notifications, it is the destination at once, not an in-between frame.
    public private(set) var frame: CGRect?
    /// Whether the keyboard is on screen or coming up (set with `keyboardWillShow`).
    public var isVisible: Bool { frame != nil }
    private var pendingDid: VirtualTimer?
    /// Where the first responder's input accessory and input views are shown.
    let inputViews = InputViewsHost()

    init(world: Simulation) { self.world = world }

    /// `inputAccessoryView` and `inputView` of the first responder while the keyboard is up: UIKit shows them in its
    /// keyboard window, above the app's; ViewTree's is `inputViewsWindow` (made while one of them is shown).
    public var inputViewsWindow: Window? { inputViews.window }

    /// Shows the keyboard over `window` (or posts the "shown again" pair when it is already up) for `responder`, the
    /// first responder: its `inputView` replaces the system keyboard (at the input view's height) and its
    /// `inputAccessoryView` sits on top, and both count in the keyboard's frame (see `InputViewsHost`).
    func show(over window: Window, for responder: Responder? = nil) {
        guard let world else { return }
        let metrics = world.profile.controls
        let size = window.bounds.size
        let inputView = responder?.inputView
        let accessory = responder?.inputAccessoryView
        let keysHeight = inputView.map { InputViewsHost.height(of: $0, limit: size.height, width: size.width) } ?? metrics.keyboardHeight(forWidth: size.width)
        let accessoryHeight = accessory.map { InputViewsHost.height(of: $0, limit: size.height, width: size.width) } ?? 0
        let h = min(size.height, keysHeight + accessoryHeight)
        let shown = CGRect(x: 0, y: size.height - h, width: size.width, height: h)
        let hidden = CGRect(x: 0, y: size.height, width: size.width, height: h)
        let begin = frame ?? hidden
        self.window = window
        frame = shown
        inputViews.show(accessory: accessory, accessoryHeight: accessoryHeight, inputView: inputView,
                        keyboardFrame: shown, over: window)
        keyboardGuidesDidChange(in: window)
        post(will: [Responder.keyboardWillChangeFrameNotification, Responder.keyboardWillShowNotification],
             did: [Responder.keyboardDidChangeFrameNotification, Responder.keyboardDidShowNotification],
             begin: begin, end: shown, duration: metrics.keyboardAnimationDuration, curve: metrics.keyboardAnimationCurve)
    }

    /// Hides the keyboard (nothing when it is hidden).
    func hide() {
        guard let world, let current = frame, let window else { return }
        let metrics = world.profile.controls
        let end = CGRect(x: 0, y: window.bounds.height, width: current.width, height: current.height)
        frame = nil
        inputViews.hide()
        keyboardGuidesDidChange(in: window)
        post(will: [Responder.keyboardWillChangeFrameNotification, Responder.keyboardWillHideNotification],
             did: [Responder.keyboardDidChangeFrameNotification, Responder.keyboardDidHideNotification],
             begin: current, end: end, duration: metrics.keyboardAnimationDuration, curve: metrics.keyboardAnimationCurve)
    }

    /// The keyboard layout guides of the window's views moved: the layout engine rebuilds on the next pass.
    private func keyboardGuidesDidChange(in window: Window) {
        world?.layoutEngineStorage?.invalidate()
        for view in window.subtreeViews() where view.extras?.derivedLayoutGuides.isEmpty == false {
            view.setNeedsLayout()
            for case let guide as TrackingLayoutGuide in view.extras?.derivedLayoutGuides ?? [] { guide.updateTrackedConstraints() }
        }
    }

    private func post(will: [Notification.Name], did: [Notification.Name], begin: CGRect, end: CGRect,
                      duration: TimeInterval, curve: Int) {
        guard let world else { return }
        // The value types UIKit posts: frames as `NSValue`, the rest as `NSNumber`. Both `as? NSValue` and
        // `as? CGRect` read a frame (CGGeometryBridging.swift), `as? Double` / `as? NSNumber` the duration.
        let info: [AnyHashable: Any] = [
            Responder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            Responder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            Responder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
            Responder.keyboardAnimationCurveUserInfoKey: NSNumber(value: curve),
            Responder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        // A "did" pair still pending from an interrupted animation is posted now, in order.
        if let pending = pendingDid, pending.isValid {
            pending.invalidate()
            pendingDid = nil
            pendingFire?()
        }
        for name in will { world.notificationCenter.post(name: name, object: nil, userInfo: info) }
        let fire: () -> Void = { [weak world] in
            for name in did { world?.notificationCenter.post(name: name, object: nil, userInfo: info) }
        }
        pendingFire = fire
        pendingDid = world.runLoop.scheduledTimer(withTimeInterval: duration, repeats: false) { [weak self] _ in
            self?.pendingFire = nil
            self?.pendingDid = nil
            fire()
        }
    }
    private var pendingFire: (() -> Void)?
}

// UIKit's keyboard notification names and user-info keys, on `Responder` as on `UIResponder`.
extension Responder {
    /// `UIResponder.keyboardWillShowNotification`.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// `UIResponder.keyboardDidShowNotification`.
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// `UIResponder.keyboardWillHideNotification`.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// `UIResponder.keyboardDidHideNotification`.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// `UIResponder.keyboardWillChangeFrameNotification`.
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// `UIResponder.keyboardDidChangeFrameNotification`.
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    /// `UIResponder.keyboardFrameBeginUserInfoKey`: the frame before the animation (an `NSValue`, as UIKit posts it; `as? CGRect` reads it too).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// `UIResponder.keyboardFrameEndUserInfoKey`: the frame after the animation (an `NSValue`, as UIKit posts it; `as? CGRect` reads it too).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// `UIResponder.keyboardAnimationDurationUserInfoKey`: seconds (an `NSNumber`; `as? Double` reads it).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// `UIResponder.keyboardAnimationCurveUserInfoKey`: the curve (an `NSNumber` of 7; `as? Int` and `as? UInt` read it).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// `UIResponder.keyboardIsLocalUserInfoKey`: whether the keyboard belongs to this app (an `NSNumber`, always `true`).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
