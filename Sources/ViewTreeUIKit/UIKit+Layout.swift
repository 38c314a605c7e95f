import Foundation
import ViewTree

/// `NSLayoutConstraint`: ViewTree's `LayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// `UILayoutPriority`: ViewTree's `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// `UILayoutGuide`: ViewTree's `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// `NSLayoutAnchor`: ViewTree's `LayoutAnchor`.
public typealias NSLayoutAnchor = LayoutAnchor
/// `NSLayoutXAxisAnchor`: ViewTree's `LayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// `NSLayoutYAxisAnchor`: ViewTree's `LayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// `NSLayoutDimension`: ViewTree's `LayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension

extension LayoutConstraint {
    /// `NSLayoutConstraint.Axis`: ViewTree's `LayoutConstraintAxis`.
    public typealias Axis = LayoutConstraintAxis
    /// `NSLayoutConstraint.Relation`: ViewTree's `LayoutRelation`.
    public typealias Relation = LayoutRelation
    /// `NSLayoutConstraint.Attribute`: ViewTree's `LayoutAttribute`.
    public typealias Attribute = LayoutAttribute
}

/// Swift 4.1's spelling of `UIView.layoutFittingCompressedSize`.
public let UILayoutFittingCompressedSize = View.layoutFittingCompressedSize
/// Swift 4.1's spelling of `UIView.layoutFittingExpandedSize`.
public let UILayoutFittingExpandedSize = View.layoutFittingExpandedSize
/// Swift 3's name of `NSLayoutConstraint.FormatOptions`.
public typealias NSLayoutFormatOptions = LayoutConstraint.FormatOptions

/// `UITrackingLayoutGuide`: ViewTree's `TrackingLayoutGuide`.
public typealias UITrackingLayoutGuide = TrackingLayoutGuide
/// `UIKeyboardLayoutGuide`: ViewTree's `KeyboardLayoutGuide`.
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
