import Foundation
import ViewTree

/// The classes the fuzzer builds trees from.
///
/// To fuzz a new control (a `TextView`, a `TableView`), add a case, say how to make one in
/// `make(frame:)`, and give its Swift name; the generator then mixes it into new trees. If the
/// control adds subviews of its own (cells), return `false` from `modelsAllSubviews`: the checker
/// then only requires the subviews the model knows to appear in the model's order among them.
public enum FuzzViewKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// A `Window`: the session makes the two windows of an episode; operations never make one.
    case window
    /// A plain `View`.
    case view
    /// An `ImageView` (the class scroll indicators are on iOS 6–12, so image-view categories reach them).
    case imageView
    /// A `ScrollView`, with its two indicators.
    case scrollView

    /// The kinds that operations create, with their relative weights in new trees.
    public static let generated: [(kind: FuzzViewKind, weight: Int)] = [
        (.view, 6), (.imageView, 2), (.scrollView, 2),
    ]

    /// Makes a view of this kind.
    public func make(frame: CGRect) -> View {
        switch self {
        case .window: return View(frame: frame)  // never asked: windows are made by the session
        case .view: return View(frame: frame)
        case .imageView: return ImageView(frame: frame)
        case .scrollView: return ScrollView(frame: frame)
        }
    }

    /// The class name as written in reproduced Swift lines.
    public var swiftName: String {
        switch self {
        case .window: "Window"
        case .view: "View"
        case .imageView: "ImageView"
        case .scrollView: "ScrollView"
        }
    }

    /// Whether every subview of a view of this kind comes from the fuzzer's own operations (a scroll
    /// view's two indicators are modelled explicitly). A table view that makes cells would say `false`.
    public var modelsAllSubviews: Bool { true }

    /// Whether views of this kind are `ImageView`s (what an image-view category applies to).
    var isImageView: Bool { self == .imageView }
}

/// The categories the fuzzer installs and removes. Each is a `Category` value built by `make()`.
public enum FuzzCategory: String, Sendable, Hashable, CaseIterable, Codable {
    /// On `ImageView`: refuses any alpha that would become 0 (the seed's "keep the indicator
    /// visible" category, in its most aggressive form); other values go to `super`.
    case refuseAlphaZero
    /// On `View`: rewrites every finite frame to `frame.integral` before calling `super`.
    case integralFrames
    /// On `ImageView`: the same rewrite, only for image views (so it reaches iOS 6–12 indicators).
    case integralImageFrames
    /// On `View`: passes alpha through to `super` unchanged (a spy: exercises chains of categories).
    case passThroughAlpha
    /// On `ScrollView`: re-enters the alpha setter from inside its replacement, forever; ViewTree
    /// stops it after `32` levels with a `.category` diagnostic and calls the original setter.
    case reentrantAlpha

    /// The name the category is installed under.
    public var categoryName: String {
        switch self {
        case .refuseAlphaZero: "RefuseAlphaZero"
        case .integralFrames: "IntegralFrames"
        case .integralImageFrames: "IntegralImageFrames"
        case .passThroughAlpha: "PassThroughAlpha"
        case .reentrantAlpha: "ReentrantAlpha"
        }
    }

    /// Installs the category in `world`.
    public func install(in world: Simulation) -> InstalledCategory {
        switch self {
        case .refuseAlphaZero:
            return world.install(Category(categoryName, on: ImageView.self).setAlpha { _, alpha, callSuper in
                if alpha <= 0 { return }
                callSuper(alpha)
            })
        case .integralFrames:
            return world.install(Category(categoryName, on: View.self).setFrame { _, frame, callSuper in
                callSuper(frame.isFiniteRect ? frame.integral : frame)
            })
        case .integralImageFrames:
            return world.install(Category(categoryName, on: ImageView.self).setFrame { _, frame, callSuper in
                callSuper(frame.isFiniteRect ? frame.integral : frame)
            })
        case .passThroughAlpha:
            return world.install(Category(categoryName, on: View.self).setAlpha { _, alpha, callSuper in
                callSuper(alpha)
            })
        case .reentrantAlpha:
            return world.install(Category(categoryName, on: ScrollView.self).setAlpha { scrollView, alpha, _ in
                scrollView.alpha = alpha
            })
        }
    }

    /// The Swift an engineer would write to install it.
    public var swiftDefinition: String {
        switch self {
        case .refuseAlphaZero:
            "Category(\"RefuseAlphaZero\", on: ImageView.self).setAlpha { _, a, callSuper in if a <= 0 { return }; callSuper(a) }"
        case .integralFrames:
            "Category(\"IntegralFrames\", on: View.self).setFrame { _, f, callSuper in callSuper(f.integral) }"
        case .integralImageFrames:
            "Category(\"IntegralImageFrames\", on: ImageView.self).setFrame { _, f, callSuper in callSuper(f.integral) }"
        case .passThroughAlpha:
            "Category(\"PassThroughAlpha\", on: View.self).setAlpha { _, a, callSuper in callSuper(a) }"
        case .reentrantAlpha:
            "Category(\"ReentrantAlpha\", on: ScrollView.self).setAlpha { sv, a, _ in sv.alpha = a }"
        }
    }

    /// Whether it replaces `setFrame:` for views of `kind` (or for scroll indicators, when `kind` is nil
    /// and the indicators are image views).
    func rewritesFrames(ofImageViews: Bool) -> Bool {
        switch self {
        case .integralFrames: true
        case .integralImageFrames: ofImageViews
        default: false
        }
    }
}
