import Foundation

// The system font's designs (iOS 13): `UIFontDescriptor.SystemDesign` and `withDesign(_:)`, which real code uses to
// make a rounded system font (`systemFont(ofSize:weight:).fontDescriptor.withDesign(.rounded)`), and which a
// calendar view's `fontDesign` names.

extension FontDescriptor {
    /// `UIFontDescriptor.SystemDesign` (iOS 13): the system font's designs.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        /// The design's name.
        public let rawValue: String
        /// A design by name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The default design.
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        /// Rounded.
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        /// Serif.
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        /// Monospaced.
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")

        /// The part of a system face's name each design adds (none for the default design).
        static let nameParts: [SystemDesign: String] = [.default: "", .rounded: "Rounded", .serif: "Serif", .monospaced: "Monospaced"]
    }

    /// `withDesign(_:)` (iOS 13): the system font in another design, keeping its weight, bold and italic (a
    /// rounded bold system font stays bold: UIKit swaps only the design); nil for a descriptor of another family or
    /// a design UIKit does not define, as UIKit returns for a font with no such design. The design is kept in the
    /// face's name, after the family ("System-Rounded-W0.4"); ViewTree measures every design with the system
    /// font's metrics.
    public func withDesign(_ design: SystemDesign) -> FontDescriptor? {
        guard postscriptName == Font.systemFontName || postscriptName.hasPrefix(Font.systemFontName + "-"),
              let designPart = SystemDesign.nameParts[design] else { return nil }
        let designNames = Set(SystemDesign.nameParts.values)
        let kept = postscriptName.split(separator: "-").dropFirst().filter { !designNames.contains(String($0)) }
        let parts = [Font.systemFontName, designPart] + kept.map(String.init)
        return FontDescriptor(name: parts.filter { !$0.isEmpty }.joined(separator: "-"), size: pointSize)
    }
}
