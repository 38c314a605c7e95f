import Foundation
import ViewTree

/// `UIVisualEffect`: ViewTree's `VisualEffect`.
public typealias UIVisualEffect = VisualEffect
/// `UIBlurEffect`: ViewTree's `BlurEffect` (`UIBlurEffect.Style` is its own).
public typealias UIBlurEffect = BlurEffect
/// `UIVibrancyEffect`: ViewTree's `VibrancyEffect`.
public typealias UIVibrancyEffect = VibrancyEffect
/// `UIVibrancyEffectStyle`: ViewTree's `VibrancyEffect.Style`.
public typealias UIVibrancyEffectStyle = VibrancyEffect.Style
/// `UIVisualEffectView`: ViewTree's `VisualEffectView`.
public typealias UIVisualEffectView = VisualEffectView
