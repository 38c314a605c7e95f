import Foundation

/// `UIVisualEffect`: what a `VisualEffectView` shows behind or through its content. ViewTree draws nothing, so an
/// effect is its kind and style, kept for code, tests and descriptions to read.
open class VisualEffect {
    public init() {}
}

/// `UIBlurEffect`: a blur of what is behind the view.
open class BlurEffect: VisualEffect {
    /// `UIBlurEffect.Style`, with UIBlurEffect.h's raw values.
    public enum Style: Int, Sendable, CaseIterable {
        case extraLight = 0, light = 1, dark = 2
        /// tvOS only in UIKit; accepted here.
        case extraDark = 3
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9,
             systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13,
             systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18,
             systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The style given at creation.
    public let style: Style

    /// `init(style:)`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// `UIVibrancyEffect`: content drawn through a blur, for labels and fills over a `BlurEffect`.
open class VibrancyEffect: VisualEffect {
    /// `UIVibrancyEffectStyle` (iOS 13), with UIVibrancyEffect.h's raw values.
    public enum Style: Int, Sendable, CaseIterable {
        case label = 0, secondaryLabel = 1, tertiaryLabel = 2, quaternaryLabel = 3
        case fill = 4, secondaryFill = 5, tertiaryFill = 6, separator = 7
    }

    /// The blur the vibrancy is for.
    public let blurEffect: BlurEffect
    /// The style (`.label` for `init(blurEffect:)`).
    public let style: Style

    /// `init(blurEffect:)`.
    public convenience init(blurEffect: BlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// `init(blurEffect:style:)` (iOS 13).
    public init(blurEffect: BlurEffect, style: Style) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}
