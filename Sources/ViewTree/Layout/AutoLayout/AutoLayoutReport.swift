import Foundation

/// One problem Interface Builder would show for a hierarchy's constraints.
public struct AutoLayoutIssue: Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: String, Sendable, Equatable {
        /// The view's position or size along the axis is not determined ("red" in Interface Builder).
        case ambiguousLayout
        /// A scroll view's scrollable content size along the axis is not determined.
        case ambiguousScrollableContentSize
        /// A constraint was broken to recover from a conflict.
        case brokenConstraint
    }

    /// The kind.
    public let kind: Kind
    /// The view, as `ClassName:0xID`.
    public let view: String
    /// The axis.
    public let axis: LayoutConstraintAxis?
    /// Interface Builder's wording, e.g. "ScrollView:0x2: has ambiguous scrollable content width".
    public let message: String

    /// The message.
    public var description: String { message }
}

extension Simulation {
    /// Interface-Builder-like issues for the constraints of `root`'s subtree, in tree order:
    /// ambiguous positions or sizes per view and axis, ambiguous scrollable content sizes per scroll
    /// view and axis, and constraints broken to resolve conflicts.
    public func autoLayoutIssues(in root: View) -> [AutoLayoutIssue] {
        layoutEngine.updateIfNeeded()
        var issues: [AutoLayoutIssue] = []
        var stack = [root]
        while let view = stack.popLast() {
            let name = view.layoutDebugName
            if !view.translatesAutoresizingMaskIntoConstraints {
                for axis in LayoutConstraintAxis.allCases where view.hasAmbiguousLayout(along: axis) {
                    let what = axis == .horizontal ? "horizontal position or width" : "vertical position or height"
                    issues.append(AutoLayoutIssue(kind: .ambiguousLayout, view: name, axis: axis,
                                                  message: "\(name): has ambiguous \(what)"))
                }
            }
            if let scroll = view as? ScrollView {
                for axis in LayoutConstraintAxis.allCases where scroll.hasAmbiguousContentSize(along: axis) {
                    let what = axis == .horizontal ? "width" : "height"
                    issues.append(AutoLayoutIssue(kind: .ambiguousScrollableContentSize, view: name, axis: axis,
                                                  message: "\(name): has ambiguous scrollable content \(what)"))
                }
            }
            for c in view.constraints where c.isBroken {
                issues.append(AutoLayoutIssue(kind: .brokenConstraint, view: name, axis: c.firstAttribute.axis,
                                              message: "\(name): broke \(c.description) to recover from a conflict"))
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return issues
    }

    /// UIKit's "Unable to simultaneously satisfy constraints" logs of this world, oldest first.
    public var autoLayoutConflictLog: [String] { layoutEngine.conflictLog }
}
