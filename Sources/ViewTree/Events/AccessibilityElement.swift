import Foundation

/// ViewTree's `UIAccessibilityElement`: an element VoiceOver reads that is not a view — a part of a drawn view, or
/// one element standing for several views — listed in its container's `accessibilityElements`.
///
/// Its frame is either `accessibilityFrame` (screen coordinates, as set) or, once `accessibilityFrameInContainerSpace`
/// is set, that rectangle in the container view converted to the screen (the window here) each time it is read, so
/// it follows the container as it moves ("the frame … in the coordinate space of its container … the system uses
/// it to update the accessibilityFrame", UIAccessibilityElement's documentation).
open class AccessibilityElement {
    private weak var containerObject: AnyObject?
    private var storedFrame = CGRect.zero
    private var frameInContainer: CGRect?

    /// `init(accessibilityContainer:)`: an element of `container` (kept weakly; a value that is not an object
    /// leaves the element without a container).
    public init(accessibilityContainer container: Any) {
        containerObject = type(of: container) is AnyClass ? container as AnyObject : nil
    }

    /// `accessibilityContainer`: the view (or element) holding this element (weak, as UIKit's).
    open var accessibilityContainer: Any? {
        get { containerObject }
        set { containerObject = newValue.flatMap { type(of: $0) is AnyClass ? $0 as AnyObject : nil } }
    }

    /// `isAccessibilityElement`. Default `true` (an element is there to be read).
    open var isAccessibilityElement = true
    /// `accessibilityLabel`. Default `nil`.
    open var accessibilityLabel: String?
    /// `accessibilityHint`. Default `nil`.
    open var accessibilityHint: String?
    /// `accessibilityValue`. Default `nil`.
    open var accessibilityValue: String?
    /// `accessibilityIdentifier`. Default `nil`.
    open var accessibilityIdentifier: String?
    /// `accessibilityTraits`. Default `.none`.
    open var accessibilityTraits: AccessibilityTraits = .none
    /// `accessibilityCustomActions`. Default `nil`.
    open var accessibilityCustomActions: [AccessibilityCustomAction]?
    /// `accessibilityActivationPoint`: where VoiceOver's double tap lands, in screen coordinates; until set, the
    /// midpoint of `accessibilityFrame` ("The default value for this property is the midpoint of the accessibility
    /// frame", UIAccessibility's documentation).
    open var accessibilityActivationPoint: CGPoint {
        get { activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { activationPoint = newValue }
    }
    private var activationPoint: CGPoint?

    /// `accessibilityFrameInContainerSpace` (iOS 10): the frame in the container view's coordinates; `.zero` until
    /// set. Setting it makes `accessibilityFrame` follow the container.
    open var accessibilityFrameInContainerSpace: CGRect {
        get { frameInContainer ?? .zero }
        set { frameInContainer = newValue }
    }

    /// `accessibilityFrame`: the frame in screen coordinates — with `accessibilityFrameInContainerSpace` set and a
    /// container view, that rectangle converted to the screen (`Accessibility.convertToScreenCoordinates(_:in:)`);
    /// else as set (default `.zero`). Setting it stops following the container.
    open var accessibilityFrame: CGRect {
        get {
            guard let frameInContainer else { return storedFrame }
            guard let view = containerObject as? View else { return frameInContainer }
            return Accessibility.convertToScreenCoordinates(frameInContainer, in: view)
        }
        set {
            storedFrame = newValue
            frameInContainer = nil
        }
    }
}
