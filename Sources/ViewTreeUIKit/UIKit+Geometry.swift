import Foundation
import ViewTree

/// `UIEdgeInsets`: ViewTree's `EdgeInsets` (`CGRect.inset(by:)` takes it, as in UIKit).
public typealias UIEdgeInsets = EdgeInsets
/// `UIView.AnimationOptions` is ViewTree's own nested `View.AnimationOptions`; this is the option set's
/// old Objective-C-era name, still seen in Swift 3 code.
public typealias UIViewAnimationOptions = View.AnimationOptions
/// `UIOffset`: ViewTree's `Offset`.
public typealias UIOffset = Offset
/// `UIFloatRange`: ViewTree's `FloatRange`.
public typealias UIFloatRange = FloatRange

// Core Graphics' geometric zeros, which `import UIKit` brings in: current SDKs declare them to Swift as global
// constants (`let CGPointZero: CGPoint`, `let CGRectZero: CGRect`, `let CGSizeZero: CGSize`, Apple's "Geometric
// Zeros" documentation), so code written with them (`layer.shadowOffset = CGSizeZero`) ports. Each is its type's `.zero`.
/// `CGPointZero`: `CGPoint.zero`.
public let CGPointZero = CGPoint.zero
/// `CGRectZero`: `CGRect.zero`.
public let CGRectZero = CGRect.zero
/// `CGSizeZero`: `CGSize.zero`.
public let CGSizeZero = CGSize.zero
