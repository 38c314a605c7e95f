// Swift 3–4.1 spellings of UIKit and Foundation names that Swift 4.2 (Xcode 10) moved into their types, as apps of
// that era write them (the twenty-second probe's files). Apple's SDK still has them in the Swift 4 language mode;
// in later modes they are errors there ("has been renamed"), so code that compiled in 2017–2018 reads them.
// Each is the same type or value as its Swift 4.2 name.
import Foundation
import ViewTree

/// Swift 4.0–4.1's `UIApplicationLaunchOptionsKey` (`UIApplication.LaunchOptionsKey`), the key type of
/// `application(_:didFinishLaunchingWithOptions:)`'s dictionary in the Swift 4 templates
/// (mhuq1138/StackWithPersistentContainer2 `AppDelegate.swift`).
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

/// Swift 4.0–4.1's `NSAttributedStringKey` (`NSAttributedString.Key`): `[NSAttributedStringKey.foregroundColor: …]`.
/// Linux Foundation declares the name only as unavailable ("renamed"); this declaration, in a module that imports
/// Foundation, shadows it for code that imports ViewTreeUIKit.
public typealias NSAttributedStringKey = NSAttributedString.Key

// MARK: Core Animation's string constants (Swift 4.1: global `String`s; Swift 4.2: members of typed names)

/// Swift 4.1's `kCALineCapButt` (`CAShapeLayerLineCap.butt`).
public let kCALineCapButt = ShapeLayer.LineCap.butt
/// Swift 4.1's `kCALineCapRound` (`CAShapeLayerLineCap.round`): `shapeLayer.lineCap = kCALineCapRound`
/// (mukulBakshi28/BezierPathCircularLoder `AnimatorView.swift`).
public let kCALineCapRound = ShapeLayer.LineCap.round
/// Swift 4.1's `kCALineCapSquare` (`CAShapeLayerLineCap.square`).
public let kCALineCapSquare = ShapeLayer.LineCap.square
/// Swift 4.1's `kCALineJoinMiter` (`CAShapeLayerLineJoin.miter`).
public let kCALineJoinMiter = ShapeLayer.LineJoin.miter
/// Swift 4.1's `kCALineJoinRound` (`CAShapeLayerLineJoin.round`).
public let kCALineJoinRound = ShapeLayer.LineJoin.round
/// Swift 4.1's `kCALineJoinBevel` (`CAShapeLayerLineJoin.bevel`).
public let kCALineJoinBevel = ShapeLayer.LineJoin.bevel
/// Swift 4.1's `kCAFillRuleNonZero` (`CAShapeLayerFillRule.nonZero`).
public let kCAFillRuleNonZero = ShapeLayer.FillRule.nonZero
/// Swift 4.1's `kCAFillRuleEvenOdd` (`CAShapeLayerFillRule.evenOdd`).
public let kCAFillRuleEvenOdd = ShapeLayer.FillRule.evenOdd
/// Swift 4.1's `kCAFillModeRemoved` (`CAMediaTimingFillMode.removed`).
public let kCAFillModeRemoved = MediaTimingFillMode.removed
/// Swift 4.1's `kCAFillModeForwards` (`CAMediaTimingFillMode.forwards`): `animation.fillMode = kCAFillModeForwards`.
public let kCAFillModeForwards = MediaTimingFillMode.forwards
/// Swift 4.1's `kCAFillModeBackwards` (`CAMediaTimingFillMode.backwards`).
public let kCAFillModeBackwards = MediaTimingFillMode.backwards
/// Swift 4.1's `kCAFillModeBoth` (`CAMediaTimingFillMode.both`).
public let kCAFillModeBoth = MediaTimingFillMode.both
/// Swift 4.1's `kCAMediaTimingFunctionLinear`: `CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear)`.
public let kCAMediaTimingFunctionLinear = MediaTimingFunction.Name.linear
/// Swift 4.1's `kCAMediaTimingFunctionEaseIn`.
public let kCAMediaTimingFunctionEaseIn = MediaTimingFunction.Name.easeIn
/// Swift 4.1's `kCAMediaTimingFunctionEaseOut`.
public let kCAMediaTimingFunctionEaseOut = MediaTimingFunction.Name.easeOut
/// Swift 4.1's `kCAMediaTimingFunctionEaseInEaseOut`.
public let kCAMediaTimingFunctionEaseInEaseOut = MediaTimingFunction.Name.easeInEaseOut
/// Swift 4.1's `kCAMediaTimingFunctionDefault`.
public let kCAMediaTimingFunctionDefault = MediaTimingFunction.Name.default
/// Swift 4.1's `kCAGradientLayerAxial` (`CAGradientLayerType.axial`).
public let kCAGradientLayerAxial = GradientLayer.GradientType.axial
/// Swift 4.1's `kCAGradientLayerRadial` (`CAGradientLayerType.radial`).
public let kCAGradientLayerRadial = GradientLayer.GradientType.radial

extension Color {
    /// Swift 3's `UIColor(colorLiteralRed:green:blue:alpha:)`, the standard library's colour-literal initializer
    /// under its Swift 3 name (`_ColorLiteralConvertible`), which Swift 3 apps called directly
    /// (itolisto/Conversa-iOS `Classes/PageViewController.swift`: `UIColor.init(colorLiteralRed: 55.0/255.0, …)`).
    /// Swift 3.2 deprecated it and Swift 4 made it unavailable (the standard library's `MigrationSupport.swift`:
    /// `@available(swift, deprecated: 3.2, obsoleted: 4.0)`, forwarding to `init(_colorLiteralRed:…)`); kept here
    /// so such a file ports with its import changed. The same colour as `#colorLiteral(red:green:blue:alpha:)`.
    public convenience init(colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(_colorLiteralRed: red, green: green, blue: blue, alpha: alpha)
    }
}

/// Swift 4.0–4.1's `UIAccessibilityCustomRotorDirection` (`UIAccessibilityCustomRotor.Direction`):
/// `predicate.searchDirection == UIAccessibilityCustomRotorDirection.next` (lucas1295santos/AppleAccessibilityRotorExample
/// `RotorTests/ViewController.swift`).
public typealias UIAccessibilityCustomRotorDirection = AccessibilityCustomRotor.Direction

/// Swift 4.0–4.1's `kCAEmitterLayer…` shape constants (`CAEmitterLayerEmitterShape` from Swift 4.2):
/// `emitterShape = kCAEmitterLayerLine` (emanet29/confettis `confettis/Lanceur.swift`, twenty-seventh probe).
public let kCAEmitterLayerPoint = EmitterLayer.Shape.point
/// Swift 4.1's `kCAEmitterLayerLine`.
public let kCAEmitterLayerLine = EmitterLayer.Shape.line
/// Swift 4.1's `kCAEmitterLayerRectangle`.
public let kCAEmitterLayerRectangle = EmitterLayer.Shape.rectangle
/// Swift 4.1's `kCAEmitterLayerCuboid`.
public let kCAEmitterLayerCuboid = EmitterLayer.Shape.cuboid
/// Swift 4.1's `kCAEmitterLayerCircle`.
public let kCAEmitterLayerCircle = EmitterLayer.Shape.circle
/// Swift 4.1's `kCAEmitterLayerSphere`.
public let kCAEmitterLayerSphere = EmitterLayer.Shape.sphere
/// Swift 4.1's `kCAEmitterLayer…` mode constants (`CAEmitterLayerEmitterMode`): `kCAEmitterLayerPoints`.
public let kCAEmitterLayerPoints = EmitterLayer.Mode.points
/// Swift 4.1's `kCAEmitterLayerOutline`.
public let kCAEmitterLayerOutline = EmitterLayer.Mode.outline
/// Swift 4.1's `kCAEmitterLayerSurface`.
public let kCAEmitterLayerSurface = EmitterLayer.Mode.surface
/// Swift 4.1's `kCAEmitterLayerVolume`.
public let kCAEmitterLayerVolume = EmitterLayer.Mode.volume
/// Swift 4.1's `kCAEmitterLayer…` render-mode constants (`CAEmitterLayerRenderMode`): `kCAEmitterLayerUnordered`.
public let kCAEmitterLayerUnordered = EmitterLayer.RenderMode.unordered
/// Swift 4.1's `kCAEmitterLayerOldestFirst`.
public let kCAEmitterLayerOldestFirst = EmitterLayer.RenderMode.oldestFirst
/// Swift 4.1's `kCAEmitterLayerOldestLast`.
public let kCAEmitterLayerOldestLast = EmitterLayer.RenderMode.oldestLast
/// Swift 4.1's `kCAEmitterLayerBackToFront`.
public let kCAEmitterLayerBackToFront = EmitterLayer.RenderMode.backToFront
/// Swift 4.1's `kCAEmitterLayerAdditive`.
public let kCAEmitterLayerAdditive = EmitterLayer.RenderMode.additive

/// Swift 4.0–4.1's `UIPageViewControllerNavigationDirection` (`UIPageViewController.NavigationDirection` from Swift
/// 4.2): `setViewControllers([page], direction: UIPageViewControllerNavigationDirection.forward, …)` (sphericalwave/AudioFrame
/// `AudioFrame/PageViewController.swift`, twenty-seventh probe).
public typealias UIPageViewControllerNavigationDirection = PageViewController.NavigationDirection
/// Swift 4.1's `UIPageViewControllerTransitionStyle` (`UIPageViewController.TransitionStyle`).
public typealias UIPageViewControllerTransitionStyle = PageViewController.TransitionStyle
/// Swift 4.1's `UIPageViewControllerNavigationOrientation` (`UIPageViewController.NavigationOrientation`).
public typealias UIPageViewControllerNavigationOrientation = PageViewController.NavigationOrientation
/// Swift 4.1's `UIPageViewControllerSpineLocation` (`UIPageViewController.SpineLocation`).
public typealias UIPageViewControllerSpineLocation = PageViewController.SpineLocation

// MARK: Geometry functions (Swift 4.1: C functions; Swift 4.2: initialisers)

/// Swift 4.1's `UIEdgeInsetsMake(_:_:_:_:)` (top, left, bottom, right): `UIEdgeInsets(top:left:bottom:right:)`, which
/// Swift 4.2 made it ("'UIEdgeInsetsMake' has been replaced by 'UIEdgeInsets.init(top:left:bottom:right:)'"); the
/// Swift 4.0 `WMFScrollable.swift` of wikimedia/wikipedia-ios writes `UIEdgeInsetsMake(0, 0, height, 0)`.
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Swift 4.1's `UIEdgeInsetsInsetRect(_:_:)`: `rect.inset(by: insets)`, which Swift 4.2 made it ("'UIEdgeInsetsInsetRect'
/// has been replaced by instance method 'CGRect.inset(by:)'", the compiler's message quoted in
/// isaced/ISEmojiView#16). UIKit's function moves the origin by the left and top insets and shrinks the size by
/// both pairs, from `origin` and `size` as given (openradar 44341686: a rectangle of negative size is not
/// standardised first), as `inset(by:)` does. Wikipedia's `CircledRankView.swift` (Swift 4.0) writes
/// `UIEdgeInsetsInsetRect(CGRect(origin: .zero, size: size), padding)` (thirty-first probe).
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
    rect.inset(by: insets)
}
