import Foundation

// The system colours the list backgrounds use (`BackgroundConfiguration`), in their light values (Apple Human
// Interface Guidelines, "Color", the iOS 13 table; ViewTree has no dark appearance). The other system colours
// are UIKit names only, in ViewTreeUIKit's `UIKit+Color.swift`.
extension Color {
    /// `UIColor.systemBackground`, light: white.
    public static let systemBackground = Color(red: 1, green: 1, blue: 1)
    /// `UIColor.secondarySystemGroupedBackground`, light: white.
    public static let secondarySystemGroupedBackground = Color(red: 1, green: 1, blue: 1)
    /// `UIColor.systemGray4`, light: (209, 209, 214).
    public static let systemGray4 = Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255)
}
