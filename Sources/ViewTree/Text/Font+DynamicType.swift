import Foundation

/// How Dynamic Type made a font, so that it can be made again at another content size category: UIKit's
/// `UIContentSizeCategoryAdjusting` views do this when the user changes the text size.
enum DynamicTypeSource: Sendable, Hashable {
    /// `preferredFont(forTextStyle:)`.
    case textStyle(Font.TextStyle)
    /// `FontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:)` of a font of `basePointSize`.
    case scaled(Font.TextStyle, basePointSize: CGFloat, maximumPointSize: CGFloat)
}

extension Font {
    /// This font made again at `category`, or `nil` when it did not come from Dynamic Type (a font of a fixed
    /// size keeps its size whatever the category).
    func remade(at category: ContentSizeCategory) -> Font? {
        switch dynamicTypeSource {
        case nil:
            return nil
        case .textStyle(let style):
            return Font.preferredFont(forTextStyle: style, at: category)
        case .scaled(let style, let basePointSize, let maximumPointSize):
            return FontMetrics(forTextStyle: style).scaledFont(for: Font(pointSize: basePointSize, name: name),
                                                               maximumPointSize: maximumPointSize, at: category)
        }
    }
}
