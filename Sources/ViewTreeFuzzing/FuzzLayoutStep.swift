import Foundation
import ViewTree

/// What the second side of a layouts-family constraint names.
public enum FuzzLayoutItem: Sendable, Hashable {
    /// The family's container (its frame fixed, `FuzzLayoutTarget.containerFrame`).
    case container
    /// The container's `layoutMarginsGuide` (margins set to `FuzzLayoutTarget.containerMargins`).
    case margins
    /// The container's `safeAreaLayoutGuide` (its bounds: the container sits well inside the window).
    case safeArea
    /// A view of the family (`lN`).
    case view(Int)

    var swift: String {
        switch self {
        case .container: "container"
        case .margins: "container.layoutMarginsGuide"
        case .safeArea: "container.safeAreaLayoutGuide"
        case let .view(id): "l\(id)"
        }
    }
}

/// A constraint of the layouts family: `lFirst.firstAttribute relation multiplier × second.secondAttribute + constant`
/// at `priority` (`second` `nil`: a constant size).
public struct FuzzAnchoredSpec: Sendable, Hashable {
    public var first: Int
    public var firstAttribute: LayoutAttribute
    public var relation: LayoutRelation
    public var second: FuzzLayoutItem?
    public var secondAttribute: LayoutAttribute
    public var multiplier: Double
    public var constant: Double
    public var priority: Float

    var swift: String {
        let rel = relation == .equal ? ".equal" : relation == .greaterThanOrEqual ? ".greaterThanOrEqual" : ".lessThanOrEqual"
        return "LayoutConstraint(item: l\(first), attribute: .\(firstAttribute), relatedBy: \(rel), toItem: \(second?.swift ?? "nil"), attribute: .\(secondAttribute), multiplier: \(lit(multiplier)), constant: \(lit(constant)))"
    }
}

/// A change of a stack view of the layouts family.
public enum FuzzStackChange: Sendable, Hashable {
    case axis(LayoutConstraintAxis)
    case distribution(Int)
    case alignment(Int)
    case spacing(Double)
    case marginsRelative(Bool)
    /// `setCustomSpacing(_:after: aN)` (a view arranged elsewhere or nowhere on purpose).
    case customSpacing(Double, after: Int)

    var swift: String {
        switch self {
        case let .axis(a): "axis = .\(a == .horizontal ? "horizontal" : "vertical")"
        case let .distribution(d): "distribution = StackView.Distribution(rawValue: \(d))!"
        case let .alignment(a): "alignment = StackView.Alignment(rawValue: \(a))!"
        case let .spacing(s): "spacing = \(lit(s))"
        case let .marginsRelative(m): "isLayoutMarginsRelativeArrangement = \(m)"
        case let .customSpacing(s, v): "setCustomSpacing(\(lit(s)), after: a\(v))"
        }
    }
}

/// How a layouts-family step hides an arranged view.
public enum FuzzHideMode: Int, Sendable, Hashable, CaseIterable {
    /// `isHidden = …` in code.
    case plain
    /// Inside `View.animate(withDuration:animations:)`.
    case animated
    /// From the stack's `layoutSubviews` at the next pass (re-entrant).
    case fromLayout
}

/// A step of the layouts family (`--layout-weight`): views `lN` under a container, positioned by constraints `kN` drawn
/// from a hidden target layout so that the required ones are satisfiable by construction; and stack views `sN` of
/// arranged views `aN` (`FuzzLayoutStep` documents each case). The harness is `FuzzLayouts` (FuzzLayoutHarness.swift).
public enum FuzzLayoutStep: Sendable, Hashable {
    /// `let lN = View()` (or a `Label` with `text`), `translatesAutoresizingMaskIntoConstraints = false`, added to `lP` or
    /// to the container.
    case makeView(id: Int, parent: Int?, text: String?)
    /// `let kN = LayoutConstraint(…)`, its priority set, activated. `pin` names the axis whose position or size it fixes
    /// (two pins per axis make the view's frame on that axis determined: `FuzzLayouts.determined`).
    case constrain(id: Int, FuzzAnchoredSpec, pin: LayoutConstraintAxis?)
    /// The hidden target moved `lN`: every required constraint naming it gets the constant that holds there.
    case retarget(view: Int, changes: [FuzzConstantChange])
    /// `kN.isActive = …`.
    case setActive(id: Int, Bool)
    /// `kN.constant = …` (an optional constraint's, or a NaN or infinite one on purpose).
    case setConstant(id: Int, Double)
    /// `kN.priority = …` (optional to optional, or 0, 1001, NaN, −1 on purpose).
    case setPriority(id: Int, Float)
    /// `lN.removeFromSuperview()`, and the episode's references into its subtree dropped (the views are freed).
    case removeView(id: Int)
    /// `(lN as Label).text = …`, or `invalidateIntrinsicContentSize()` when `nil`.
    case setText(id: Int, String?)
    /// `setContentHuggingPriority` / `setContentCompressionResistancePriority` (NaN, 1001, −5 on purpose).
    case hugging(id: Int, axis: LayoutConstraintAxis, compression: Bool, priority: Float)
    /// A constraint that must be refused: 0 to a view of another window, 1 of another world, 2 one whose first item
    /// was freed, 3 one whose second item was freed.
    case foreign(id: Int, view: Int, kind: Int)
    /// `container.layoutIfNeeded()`, then the oracles.
    case layout
    /// The differential oracle: the family's final views and constraints built fresh in a new world and laid out once.
    case verify
    /// `let sN = StackView()` in the stacks' container (or arranged in stack `parent`), pinned at its top-left corner.
    case makeStack(id: Int, parent: Int?, axis: LayoutConstraintAxis, distribution: Int, alignment: Int, spacing: Double)
    /// `let aN = Label(text)` or a view of a fixed size, `sS.insertArrangedSubview(aN, at: index)`.
    case arrange(id: Int, stack: Int, index: Int, text: String?, size: CGSize)
    /// `sS.insertArrangedSubview(aN, at: index)` of a view made before (moved; out of range on purpose).
    case move(view: Int, stack: Int, index: Int)
    /// `sS.removeArrangedSubview(aN)` (it stays a subview), or `aN.removeFromSuperview()`.
    case unarrange(view: Int, stack: Int, fromSuperview: Bool)
    /// `aN.isHidden = …`, plainly, animated or from the stack's `layoutSubviews`.
    case hide(view: Int, Bool, FuzzHideMode)
    /// A property of stack `sN`.
    case stack(id: Int, FuzzStackChange)

    /// The step as a line of Swift.
    public var swiftLine: String {
        switch self {
        case let .makeView(id, parent, text):
            let make = text.map { "Label(); l\(id).text = \"\($0)\"" } ?? "View()"
            return "let l\(id) = \(make); l\(id).translatesAutoresizingMaskIntoConstraints = false; \(parent.map { "l\($0)" } ?? "container").addSubview(l\(id))"
        case let .constrain(id, spec, pin):
            return "let k\(id) = \(spec.swift); k\(id).priority = LayoutPriority(\(lit(Double(spec.priority)))); k\(id).isActive = true\(pin.map { "  // pins l\(spec.first) \($0 == .horizontal ? "horizontally" : "vertically")" } ?? "")"
        case let .retarget(view, changes):
            return changes.map { "k\($0.id).constant = \(lit($0.constant))" }.joined(separator: "; ") + "  // l\(view)'s target moved"
        case let .setActive(id, value): return "k\(id).isActive = \(value)"
        case let .setConstant(id, value): return "k\(id).constant = \(lit(value))"
        case let .setPriority(id, value): return "k\(id).priority = LayoutPriority(\(lit(Double(value))))"
        case let .removeView(id): return "l\(id).removeFromSuperview(); l\(id) = nil  // and every reference into its subtree"
        case let .setText(id, text):
            return text.map { "(l\(id) as! Label).text = \"\($0)\"" } ?? "l\(id).invalidateIntrinsicContentSize()"
        case let .hugging(id, axis, compression, priority):
            return "l\(id).set\(compression ? "ContentCompressionResistance" : "ContentHugging")Priority(LayoutPriority(\(lit(Double(priority)))), for: .\(axis == .horizontal ? "horizontal" : "vertical"))"
        case let .foreign(id, view, kind):
            let other = ["otherWindowView", "otherWorldView", "freedView", "freedView"][min(3, max(0, kind))]
            return kind == 2
                ? "let k\(id) = \(other).leadingAnchor.constraint(equalTo: l\(view).leadingAnchor); \(other) = nil; k\(id).isActive = true"
                : kind == 3
                ? "let k\(id) = l\(view).leadingAnchor.constraint(equalTo: \(other).leadingAnchor); \(other) = nil; k\(id).isActive = true"
                : "let k\(id) = l\(view).leadingAnchor.constraint(equalTo: \(other).leadingAnchor); k\(id).isActive = true"
        case .layout: return "container.layoutIfNeeded()"
        case .verify: return "/* rebuild the family's views and constraints in a fresh world, lay out once, compare the frames */"
        case let .makeStack(id, parent, axis, distribution, alignment, spacing):
            return "let s\(id) = StackView(); s\(id).axis = .\(axis == .horizontal ? "horizontal" : "vertical"); s\(id).distribution = StackView.Distribution(rawValue: \(distribution))!; s\(id).alignment = StackView.Alignment(rawValue: \(alignment))!; s\(id).spacing = \(lit(spacing)); \(parent.map { "s\($0).addArrangedSubview(s\(id))" } ?? "stacks.addSubview(s\(id)) /* pinned at its top-left */")"
        case let .arrange(id, stack, index, text, size):
            let make = text.map { "Label(); a\(id).text = \"\($0)\"" } ?? "View() /* width \(lit(size.width)), height \(lit(size.height)) at 999 */"
            return "let a\(id) = \(make); s\(stack).insertArrangedSubview(a\(id), at: \(index))"
        case let .move(view, stack, index): return "s\(stack).insertArrangedSubview(a\(view), at: \(index))"
        case let .unarrange(view, stack, fromSuperview):
            return fromSuperview ? "a\(view).removeFromSuperview()" : "s\(stack).removeArrangedSubview(a\(view))"
        case let .hide(view, hidden, mode):
            switch mode {
            case .plain: return "a\(view).isHidden = \(hidden)"
            case .animated: return "View.animate(withDuration: 0.3) { a\(view).isHidden = \(hidden) }"
            case .fromLayout: return "/* at the stack's next layoutSubviews: */ a\(view).isHidden = \(hidden)"
            }
        case let .stack(id, change): return "s\(id).\(change.swift)"
        }
    }
}

/// A constraint's new constant.
public struct FuzzConstantChange: Sendable, Hashable {
    public var id: Int
    public var constant: Double
}
