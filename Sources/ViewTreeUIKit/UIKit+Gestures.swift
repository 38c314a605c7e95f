import Foundation
import ViewTree

// `UIGestureRecognizer.State` and `UISwipeGestureRecognizer.Direction` are ViewTree's own nested types.

/// `UIGestureRecognizer`: ViewTree's `GestureRecognizer`.
public typealias UIGestureRecognizer = GestureRecognizer
/// `UIGestureRecognizerDelegate`: ViewTree's `GestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// `UITapGestureRecognizer`: ViewTree's `TapGestureRecognizer`.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// `UIPanGestureRecognizer`: ViewTree's `PanGestureRecognizer`.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// `UIPinchGestureRecognizer`: ViewTree's `PinchGestureRecognizer`.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// `UISwipeGestureRecognizer`: ViewTree's `SwipeGestureRecognizer`.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// `UILongPressGestureRecognizer`: ViewTree's `LongPressGestureRecognizer`.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// `UIGestureRecognizerState`: the Swift 3 name of `UIGestureRecognizer.State`.
public typealias UIGestureRecognizerState = GestureRecognizer.State
/// `UISwipeGestureRecognizerDirection`: the Swift 3 name of `UISwipeGestureRecognizer.Direction`.
public typealias UISwipeGestureRecognizerDirection = SwipeGestureRecognizer.Direction
/// `UIScreenEdgePanGestureRecognizer`: ViewTree's `ScreenEdgePanGestureRecognizer`.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
/// `UIHoverGestureRecognizer` (iOS 13): ViewTree's `HoverGestureRecognizer`.
public typealias UIHoverGestureRecognizer = HoverGestureRecognizer
/// `UIRotationGestureRecognizer`: ViewTree's `RotationGestureRecognizer`.
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
/// `UIRectEdge`: ViewTree's `RectEdge`.
public typealias UIRectEdge = RectEdge
