import Foundation
import ViewTree

/// `UIEdgeInsets`: ViewTree's `EdgeInsets` (`CGRect.inset(by:)` takes it, as in UIKit).
public typealias UIEdgeInsets = EdgeInsets
/// `UIView.AnimationOptions` is ViewTree's own nested `View.AnimationOptions`; this is the option set's
/// old Objective-C-era name, still seen in Swift 3 code.
public typealias UIViewAnimationOptions = View.AnimationOptions
/// `UIOffset`: ViewTree's `Offset`.
public typealias UIOffset = Offset
