import Foundation

/// ViewTree's `UIFontDescriptor`: a font's name, size and symbolic traits, for the idiom that derives a bold or
/// italic variant of a font (`font.fontDescriptor.withSymbolicTraits(.traitBold)`, then `UIFont(descriptor:size:)`).
///
/// ViewTree has no font files, so faces are names: a bold or italic variant is the family's name with `-Bold`,
/// `-Italic` or `-BoldItalic` (the system font's variants are the names `boldSystemFont(ofSize:)` and
/// `italicSystemFont(ofSize:)` give), and the traits of a font are read back from its name. Traits that need a
/// face ViewTree cannot name (condensed, expanded, monospaced, …) give nil, as UIKit does for a family without
/// such a face. Metrics never depend on the name (see `Font`).
public final class FontDescriptor: Sendable, Hashable, CustomStringConvertible {
    /// `UIFontDescriptor.SymbolicTraits`, with UIKit's bit values (those of Core Text's `CTFontSymbolicTraits`).
    public struct SymbolicTraits: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt32
        /// Traits from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic (bit 0).
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold (bit 1).
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Expanded (bit 5).
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Condensed (bit 6).
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Monospaced (bit 10).
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Vertical (bit 11).
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        /// Optimized for UI (bit 12).
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        /// Tight leading (bit 15).
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Loose leading (bit 16).
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The traits ViewTree can name a face for.
    static let nameableTraits: SymbolicTraits = [.traitBold, .traitItalic]

    /// `postscriptName`: the face's name.
    public let postscriptName: String
    /// `pointSize`.
    public let pointSize: CGFloat

    /// `init(name:size:)`.
    public init(name: String, size: CGFloat) {
        postscriptName = name
        pointSize = size
    }

    /// `symbolicTraits`: bold and italic, read from the face's name (a system font of weight bold or heavier
    /// counts as bold).
    public var symbolicTraits: SymbolicTraits {
        let (_, traits) = FontDescriptor.split(postscriptName)
        return traits
    }

    /// `withSymbolicTraits(_:)`: the same family's face with exactly these traits, at the same size; nil when a
    /// trait other than bold and italic is asked for (no such face: see the type's documentation).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> FontDescriptor? {
        guard FontDescriptor.nameableTraits.isSuperset(of: symbolicTraits) else { return nil }
        let (family, _) = FontDescriptor.split(postscriptName)
        return FontDescriptor(name: FontDescriptor.faceName(family: family, traits: symbolicTraits), size: pointSize)
    }

    /// `withSize(_:)`.
    public func withSize(_ newPointSize: CGFloat) -> FontDescriptor {
        FontDescriptor(name: postscriptName, size: newPointSize)
    }

    /// Equal when name and size are.
    public static func == (lhs: FontDescriptor, rhs: FontDescriptor) -> Bool {
        lhs.postscriptName == rhs.postscriptName && lhs.pointSize == rhs.pointSize
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(postscriptName)
        hasher.combine(pointSize)
    }

    /// `"<FontDescriptor> NSFontNameAttribute = System-Bold; NSFontSizeAttribute = 17"`, as UIKit prints
    /// its attributes.
    public var description: String {
        "<FontDescriptor> NSFontNameAttribute = \(postscriptName); NSFontSizeAttribute = \(UIKitFormat.number(pointSize))"
    }

    // MARK: Names and traits

    private static let suffixes: [(String, SymbolicTraits)] = [
        ("-BoldItalic", [.traitBold, .traitItalic]), ("-Bold", .traitBold), ("-Italic", .traitItalic),
    ]

    /// The family (the name without a bold or italic suffix) and the traits the suffix or weight says.
    static func split(_ name: String) -> (family: String, traits: SymbolicTraits) {
        for (suffix, traits) in suffixes where name.hasSuffix(suffix) {
            return (String(name.dropLast(suffix.count)), traits)
        }
        // A system font's weight is a "-W<weight>" part anywhere after the family ("System-W0.4",
        // "System-Rounded-W0.4", monospacedSystemFont's "System-W0.4-Monospaced"): the family is the other parts.
        if name.hasPrefix(Font.systemFontName + "-") {
            var parts = name.split(separator: "-", omittingEmptySubsequences: false)
            if let at = parts.firstIndex(where: { $0.hasPrefix("W") && Double($0.dropFirst()) != nil }),
               let weight = Double(parts[at].dropFirst()) {
                parts.remove(at: at)
                return (parts.joined(separator: "-"), weight >= boldWeight ? .traitBold : [])
            }
        }
        return (name, [])
    }

    /// `UIFont.Weight.bold`'s value, 0.4: the lightest system weight whose descriptor says bold (ours).
    static let boldWeight = 0.4

    static func faceName(family: String, traits: SymbolicTraits) -> String {
        suffixes.first { $0.1 == traits }.map { family + $0.0 } ?? family
    }
}

extension FontDescriptor {
    /// `preferredFontDescriptor(withTextStyle:)`: the descriptor of `Font.preferredFont(forTextStyle:)`.
    public static func preferredFontDescriptor(withTextStyle style: Font.TextStyle) -> FontDescriptor {
        Font.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// `preferredFontDescriptor(withTextStyle:compatibleWith:)`.
    public static func preferredFontDescriptor(withTextStyle style: Font.TextStyle,
                                               compatibleWith traitCollection: TraitCollection?) -> FontDescriptor {
        Font.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }
}

extension Font {
    /// `withSize(_:)`: the same face at another size.
    public func withSize(_ fontSize: CGFloat) -> Font { Font(pointSize: fontSize, name: name) }

    /// `UIFont.systemFontSize`: 14. Source: the value `+[UIFont systemFontSize]` logs on every iOS release
    /// (it is the AppKit-era "system font size", not the 17-pt body text; Apple's documentation gives no number).
    public static let systemFontSize: CGFloat = 14
    /// `UIFont.smallSystemFontSize`: 12 (as `systemFontSize`, logged).
    public static let smallSystemFontSize: CGFloat = 12
    /// `UIFont.labelFontSize`: 17 (logged; a label's default font size).
    public static let labelFontSize: CGFloat = 17
    /// `UIFont.buttonFontSize`: 18 (logged).
    public static let buttonFontSize: CGFloat = 18

    /// `fontDescriptor`: the font's name and size (and the traits its name says).
    public var fontDescriptor: FontDescriptor { FontDescriptor(name: name, size: pointSize) }

    /// `UIFont(descriptor:size:)`: the descriptor's face at `size`; a size of 0 keeps the descriptor's.
    public convenience init(descriptor: FontDescriptor, size pointSize: CGFloat) {
        self.init(pointSize: pointSize == 0 ? descriptor.pointSize : pointSize, name: descriptor.postscriptName)
    }
}
