import Foundation

extension LayoutConstraint {
    /// `NSLayoutConstraint.FormatOptions`: what `constraints(withVisualFormat:options:metrics:views:)`
    /// adds beyond the format itself, with UIKit's raw values (`NSLayoutFormatOptions`: an alignment bit
    /// is `1 << attribute`, the direction two bits at 16, the spacing one bit at 19).
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Every view of the format aligned on its left edge (and so on for each `alignAll` option).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Horizontal formats run from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The standard space `-` stands for between two views: 8 points. Source: Apple's Auto Layout
    /// Guide (its cookbook gives 8 points between sibling views; the Visual Format Language appendix
    /// draws `[button]-[textField]` with that space).
    public static let standardSiblingSpacing: CGFloat = 8

    /// The standard space `-` stands for between a view and its superview's edge (`|-[view]`): 20
    /// points, whatever the superview's layout margins. Sources: Apple's Auto Layout Guide (its
    /// cookbook gives 20 points between a view and its superview's edge); a developer's report that
    /// from iOS 8 `V:|-[view]` puts that default space from the edge, not from the margins (R. Allen,
    /// "What to Do When Your VFL Constraints Aren't Respecting Margins in iOS8", 2014).
    public static let standardSuperviewSpacing: CGFloat = 20

    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the constraints an
    /// Auto Layout visual format string describes (Apple's grammar: `H:` or `V:`, `|` for the
    /// superview, `[name(predicates)]` for a view, `-`, `-8-`, `-(>=8@750)-` or nothing between
    /// them; metrics by name; `==other` for equal sizes), made but not activated, as in UIKit.
    ///
    /// Where UIKit raises (a syntax error, an unknown view or metric, `|` beside a view with no
    /// superview, an alignment along the format's own axis), ViewTree records an `.invalidValue`
    /// diagnostic with UIKit's message and the position, and returns no constraint.
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [LayoutConstraint] {
        do {
            var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
            let parsed = try parser.parse()
            return try parsed.constraints(options: options)
        } catch {
            reportVisualFormatError(error, format: format, views: views)
            return []
        }
    }

    /// Reports `error` in UIKit's words, in the world of the first view of `views` (by name).
    private static func reportVisualFormatError(_ error: VisualFormatError, format: String, views: [String: Any]) {
        var message = "Unable to parse constraint format: \n\(error.message)"
        if let position = error.position {
            message += "\n\(format)\n" + String(repeating: " ", count: position) + "^"
        }
        let firstView = views.sorted { $0.key < $1.key }.lazy.compactMap { ($0.value as? LayoutItem)?.layoutOwningView }.first
        if let firstView {
            firstView.reject(.invalidValue, message)
        } else {
            FileHandle.standardError.write(Data("ViewTree: \(message)\n".utf8))
        }
    }
}
