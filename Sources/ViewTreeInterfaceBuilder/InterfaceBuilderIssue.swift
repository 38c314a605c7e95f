import Foundation
import ViewTree

/// One issue Interface Builder shows for a view, in Xcode's words and in Xcode's groups.
public struct InterfaceBuilderIssue: Equatable, Sendable, Codable, CustomStringConvertible {
    /// The group Xcode lists the issue under.
    public enum Kind: String, Sendable, Equatable, Codable {
        /// "Missing Constraints": the position or size along an axis is not determined (red; an error).
        case missingConstraints
        /// "Scrollable Content Size Ambiguity": a scroll view's content width or height (an error).
        case scrollableContentSizeAmbiguity
        /// "Conflicting Constraints": required constraints that cannot all hold (an error).
        case conflictingConstraints
        /// "Misplaced Views": the frame in the file is not the one the constraints give (a warning).
        case misplacedView

        /// Xcode's group title.
        public var groupTitle: String {
            switch self {
            case .missingConstraints: "Missing Constraints"
            case .scrollableContentSizeAmbiguity: "Scrollable Content Size Ambiguity"
            case .conflictingConstraints: "Conflicting Constraints"
            case .misplacedView: "Misplaced Views"
            }
        }

        /// Whether Xcode shows it as an error (red) rather than a warning (yellow).
        public var isError: Bool { self != .misplacedView }
    }

    /// The group.
    public let kind: Kind
    /// The view's Interface Builder id.
    public let viewID: String
    /// The name Xcode shows for the view: its label in the document outline, or its class's name
    /// ("Image View", "Scroll View").
    public let viewName: String
    /// The view's line in the file.
    public let line: Int
    /// The axis, for ambiguity.
    public let axis: String?
    /// Xcode's message: "Need constraints for: X position, width", "Scroll View has ambiguous
    /// scrollable content height", `Frame for "Label" will be different at run time.`
    public let message: String
    /// For a misplaced view: the frame the constraints give and the frame in the file.
    public let expectedFrame: CGRect?
    /// The frame saved in the file.
    public let actualFrame: CGRect?

    /// Whether it is an error.
    public var isError: Bool { kind.isError }

    /// `12: error: Missing Constraints: Image View (E63-P3-G24): Need constraints for: Y position, height`.
    public var description: String {
        "\(line): \(isError ? "error" : "warning"): \(kind.groupTitle): \(viewName) (\(viewID)): \(message)"
    }
}
