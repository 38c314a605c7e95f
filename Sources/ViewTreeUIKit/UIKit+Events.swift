import Foundation
import ViewTree

// `UITouch.Phase`, `UITouch.TouchType`, `UIEvent.EventType` and `UIEvent.EventSubtype` are ViewTree's own
// nested types.

/// `UIResponder`: ViewTree's `Responder` (keyboard notification names and keys included).
public typealias UIResponder = Responder
/// `UIKeyCommand`: ViewTree's `KeyCommand` (its action a typed method reference).
public typealias UIKeyCommand = KeyCommand
/// `UIKeyModifierFlags`: ViewTree's `KeyCommand.ModifierFlags`.
public typealias UIKeyModifierFlags = KeyCommand.ModifierFlags
/// `UIPress` (iOS 9): ViewTree's `Press` (a test presses keys with `Simulation.keyDown(_:modifierFlags:)`).
public typealias UIPress = Press
/// `UIPressesEvent` (iOS 9): ViewTree's `PressesEvent`.
public typealias UIPressesEvent = PressesEvent
/// `UIKey` (iOS 13.4): ViewTree's `Key`.
public typealias UIKey = Key
/// `UIKeyboardHIDUsage` (iOS 13.4): ViewTree's `KeyboardHIDUsage`.
public typealias UIKeyboardHIDUsage = KeyboardHIDUsage
/// `UITouch`: ViewTree's `Touch`.
public typealias UITouch = Touch
/// `UIEvent`: ViewTree's `Event` (inside a `UIControl` subclass, plain `Event` is `UIControl.Event`, as in
/// UIKit; `UIEvent` always names the touch event).
public typealias UIEvent = ViewTree.Event

/// `UIAccessibility`: ViewTree's `Accessibility` (posts are recorded in the world; settings are the world's).
public typealias UIAccessibility = Accessibility
/// `UIAccessibilityTraits`: ViewTree's `AccessibilityTraits` (also `UIAccessibility.Traits`).
public typealias UIAccessibilityTraits = AccessibilityTraits

/// `UIAccessibilityConvertFrameToScreenCoordinates(_:_:)`, the name Swift 3–4 code calls: see
/// `UIAccessibility.convertToScreenCoordinates(_:in:)`.
public func UIAccessibilityConvertFrameToScreenCoordinates(_ rect: CGRect, _ view: UIView) -> CGRect {
    Accessibility.convertToScreenCoordinates(rect, in: view)
}

/// `UIAccessibilityConvertPathToScreenCoordinates(_:_:)`, the name Swift 3–4 code calls: see
/// `UIAccessibility.convertToScreenCoordinates(_:in:)`.
public func UIAccessibilityConvertPathToScreenCoordinates(_ path: UIBezierPath, _ view: UIView) -> UIBezierPath {
    Accessibility.convertToScreenCoordinates(path, in: view)
}

/// `UIPointerInteraction`: ViewTree's `PointerInteraction` (no pointer hovers in ViewTree; see its documentation).
public typealias UIPointerInteraction = PointerInteraction
/// `UIPointerInteractionDelegate`: ViewTree's `PointerInteractionDelegate`.
public typealias UIPointerInteractionDelegate = PointerInteractionDelegate
/// `UIPointerStyle`: ViewTree's `PointerStyle`.
public typealias UIPointerStyle = PointerStyle
/// `UIPointerEffect`: ViewTree's `PointerEffect`.
public typealias UIPointerEffect = PointerEffect
/// `UIPointerShape`: ViewTree's `PointerShape`.
public typealias UIPointerShape = PointerShape
/// `UIPointerRegion`: ViewTree's `PointerRegion`.
public typealias UIPointerRegion = PointerRegion
/// `UIPointerRegionRequest`: ViewTree's `PointerRegionRequest`.
public typealias UIPointerRegionRequest = PointerRegionRequest
/// `UIAccessibilityCustomAction`: ViewTree's `AccessibilityCustomAction`.
public typealias UIAccessibilityCustomAction = AccessibilityCustomAction
/// `UIAccessibilityContainerType`: ViewTree's `AccessibilityContainerType`.
public typealias UIAccessibilityContainerType = AccessibilityContainerType
/// `UIToolTipInteraction` (iOS 15): ViewTree's `ToolTipInteraction`.
public typealias UIToolTipInteraction = ToolTipInteraction
/// `UIToolTipInteractionDelegate` (iOS 15): ViewTree's `ToolTipInteractionDelegate`.
public typealias UIToolTipInteractionDelegate = ToolTipInteractionDelegate
/// `UIToolTipConfiguration` (iOS 15): ViewTree's `ToolTipConfiguration`.
public typealias UIToolTipConfiguration = ToolTipConfiguration
/// `UILargeContentViewerInteraction` (iOS 13): ViewTree's `LargeContentViewerInteraction`.
public typealias UILargeContentViewerInteraction = LargeContentViewerInteraction
/// `UILargeContentViewerInteractionDelegate` (iOS 13): ViewTree's `LargeContentViewerInteractionDelegate`.
public typealias UILargeContentViewerInteractionDelegate = LargeContentViewerInteractionDelegate
/// `UILargeContentViewerItem` (iOS 13): ViewTree's `LargeContentViewerItem`.
public typealias UILargeContentViewerItem = LargeContentViewerItem
/// `UIAccessibilityElement`: ViewTree's `AccessibilityElement`.
public typealias UIAccessibilityElement = AccessibilityElement

/// `UIPencilInteraction` (iOS 12.1): ViewTree's `PencilInteraction` (a test plays `doubleTap(hoverLocation:)`).
public typealias UIPencilInteraction = PencilInteraction
/// `UIPencilInteractionDelegate`: ViewTree's `PencilInteractionDelegate`.
public typealias UIPencilInteractionDelegate = PencilInteractionDelegate
/// `UIPencilPreferredAction`: ViewTree's `PencilPreferredAction`.
public typealias UIPencilPreferredAction = PencilPreferredAction
/// `UIPencilHoverPose` (iOS 17.5): ViewTree's `PencilHoverPose`.
public typealias UIPencilHoverPose = PencilHoverPose

/// `UIAccessibilityCustomRotor` (iOS 10): ViewTree's `AccessibilityCustomRotor`.
public typealias UIAccessibilityCustomRotor = AccessibilityCustomRotor
/// `UIAccessibilityCustomRotorItemResult`: ViewTree's `AccessibilityCustomRotorItemResult`.
public typealias UIAccessibilityCustomRotorItemResult = AccessibilityCustomRotorItemResult
/// `UIAccessibilityCustomRotorSearchPredicate`: ViewTree's `AccessibilityCustomRotorSearchPredicate`.
public typealias UIAccessibilityCustomRotorSearchPredicate = AccessibilityCustomRotorSearchPredicate
