import Foundation
import ViewTree

/// `UIView`: ViewTree's `View`.
public typealias UIView = View
/// `UIWindow`: ViewTree's `Window`.
public typealias UIWindow = Window
/// `UIScrollView`: ViewTree's `ScrollView`.
public typealias UIScrollView = ScrollView
/// `UIScrollViewDelegate`: ViewTree's `ScrollViewDelegate`.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// `UIImageView`: ViewTree's `ImageView`.
public typealias UIImageView = ImageView
/// `UIImage`: ViewTree's `Image` (a name and a size; nothing is drawn).
public typealias UIImage = Image
/// `UILabel`: ViewTree's `Label`.
public typealias UILabel = Label

extension View {
    /// `UIView.AutoresizingMask`: ViewTree's `AutoresizingMask` (the same bits).
    public typealias AutoresizingMask = ViewTree.AutoresizingMask
}

extension ScrollView {
    /// `UIScrollView.DecelerationRate`: ViewTree's `DecelerationRate`.
    public typealias DecelerationRate = ViewTree.DecelerationRate
    /// `UIScrollView.IndicatorStyle`: ViewTree's `ScrollIndicatorStyle`.
    public typealias IndicatorStyle = ScrollIndicatorStyle
}

extension ScrollView {
    /// `UIScrollView.ContentInsetAdjustmentBehavior`: ViewTree's `ContentInsetAdjustmentBehavior`.
    public typealias ContentInsetAdjustmentBehavior = ViewTree.ContentInsetAdjustmentBehavior
}

/// `NSDirectionalEdgeInsets`: ViewTree's `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// `UIViewAutoresizing`: the Swift 3 name of `UIView.AutoresizingMask`.
public typealias UIViewAutoresizing = AutoresizingMask

/// `UIViewContentMode`: the Swift 3 name of `UIView.ContentMode`.
public typealias UIViewContentMode = View.ContentMode
/// `UISemanticContentAttribute`: ViewTree's `View.SemanticContentAttribute`.
public typealias UISemanticContentAttribute = View.SemanticContentAttribute
/// `UIModalTransitionStyle`: ViewTree's `ViewController.ModalTransitionStyle`.
public typealias UIModalTransitionStyle = ViewController.ModalTransitionStyle
/// `UIStatusBarStyle`: ViewTree's `ViewController.StatusBarStyle`.
public typealias UIStatusBarStyle = ViewController.StatusBarStyle
/// `UIStatusBarAnimation`: ViewTree's `StatusBarAnimation`.
public typealias UIStatusBarAnimation = StatusBarAnimation
/// `UIUserInterfaceLayoutDirection`: ViewTree's `UserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection

/// `UIMotionEffect`, `UIInterpolatingMotionEffect`, `UIMotionEffectGroup`: ViewTree's motion effects (kept, never
/// moving a view: a simulated world has no gyroscope).
public typealias UIMotionEffect = MotionEffect
public typealias UIInterpolatingMotionEffect = InterpolatingMotionEffect
public typealias UIMotionEffectGroup = MotionEffectGroup

/// The type an `#imageLiteral(resourceName:)` makes when nothing else is asked for: `UIImage`, as in UIKit.
public typealias _ImageLiteralType = UIImage

/// `UISymbolEffectCompletion`: ViewTree's `SymbolEffectCompletion`.
public typealias UISymbolEffectCompletion = SymbolEffectCompletion
/// `UISymbolEffectCompletionContext`: ViewTree's `SymbolEffectCompletionContext`.
public typealias UISymbolEffectCompletionContext = SymbolEffectCompletionContext
