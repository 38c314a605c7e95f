import Foundation
import ViewTree

// `UIFontDescriptor`'s attribute dictionary: `fontAttributes`, `init(fontAttributes:)`, `addingAttributes(_:)`,
// `object(forKey:)` and `withFamily(_:)` (`withDesign(_:)` is in ViewTree's `FontDescriptor+SystemDesign.swift`).
// A ViewTree descriptor is a face name and a size, so the dictionary is read into those: a family (with a face or
// symbolic traits) or a weight trait names a face, the way `UIFont.boldSystemFont(ofSize:)` and
// `systemFont(ofSize:weight:)` name theirs. Keys it does not model
// (matrix, cascade list, feature settings…) are accepted and dropped.

extension FontDescriptor {
    /// `UIFontDescriptor.AttributeName`, with UIKit's raw values (the `UIFontDescriptor…Attribute` constants of
    /// `UIFontDescriptor.h`, which are Core Text's attribute names).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        /// The attribute's name.
        public let rawValue: String
        /// An attribute by name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The family name (`String`).
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The face's full (PostScript) name (`String`).
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The face within the family, such as "Bold" (`String`).
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The point size (a number).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        /// The name shown to people (`String`).
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        /// The transformation matrix (not modelled).
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        /// The character set (not modelled).
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        /// The cascade list (not modelled).
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
        /// The traits dictionary (`[UIFontDescriptor.TraitKey: Any]`).
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        /// The fixed advance (not modelled).
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        /// The feature settings (not modelled).
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        /// The text style (`UIFont.TextStyle`).
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// `UIFontDescriptor.TraitKey`: the keys of the `.traits` dictionary, with UIKit's raw values.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key by name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `UIFontDescriptor.SymbolicTraits`, as its raw value (a number) or the option set.
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        /// The weight, a `UIFont.Weight` or its raw value (-1…1).
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        /// The width (not modelled).
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        /// The slant (not modelled).
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// `fontAttributes`: the face's name and its size.
    public var fontAttributes: [AttributeName: Any] { [.name: postscriptName, .size: pointSize] }

    /// `object(forKey:)`: one of `fontAttributes`, or the family (`.family`) and face (`.face`) the name says.
    public func object(forKey attribute: AttributeName) -> Any? {
        switch attribute {
        case .family: return familyAndFace.family
        case .face: return familyAndFace.face
        case .visibleName: return postscriptName
        default: return fontAttributes[attribute]
        }
    }

    /// `init(fontAttributes:)`: the face the attributes name (`.name`; else `.family` with `.face` or the traits'
    /// symbolic traits and weight; else the system font), at `.size` (0 when none is given, as UIKit's).
    public convenience init(fontAttributes attributes: [AttributeName: Any]) {
        let size = boxedDouble(attributes[.size]).map { CGFloat($0) } ?? 0
        let traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
        if let name = attributes[.name] as? String {
            self.init(name: name, size: size)
            return
        }
        let family = attributes[.family] as? String ?? Font.systemFontName
        var name = family
        if let face = attributes[.face] as? String, !face.isEmpty, face != "Regular" {
            name = family + "-" + face.replacingOccurrences(of: " ", with: "")
        } else if let weight = (traits[.weight] as? Font.Weight).map({ Double($0.rawValue) }) ?? boxedDouble(traits[.weight]),
                  family == Font.systemFontName, weight != 0 {
            name = Font.systemFont(ofSize: 1, weight: Font.Weight(rawValue: CGFloat(weight))).name
        }
        let descriptor = FontDescriptor(name: name, size: size)
        let symbolic = (traits[.symbolic] as? SymbolicTraits) ?? boxedDouble(traits[.symbolic]).map {
            SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: Int($0)))
        }
        let shaped = symbolic.flatMap { descriptor.withSymbolicTraits($0) } ?? descriptor
        self.init(name: shaped.postscriptName, size: size)
    }

    /// `addingAttributes(_:)`: this descriptor's attributes with `attributes` over them. A family, face or
    /// traits given without a name replace this descriptor's name.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> FontDescriptor {
        var merged = fontAttributes
        if attributes[.name] == nil, attributes[.family] != nil || attributes[.face] != nil || attributes[.traits] != nil {
            merged[.name] = nil
            merged[.family] = familyAndFace.family
        }
        for (key, value) in attributes { merged[key] = value }
        return FontDescriptor(fontAttributes: merged)
    }

    /// `withFamily(_:)`: the same size in another family (its regular face).
    public func withFamily(_ newFamily: String) -> FontDescriptor { FontDescriptor(name: newFamily, size: pointSize) }

    /// The family and face the name says: "Avenir-Bold" is the family "Avenir" and the face "Bold".
    private var familyAndFace: (family: String, face: String) {
        guard let dash = postscriptName.lastIndex(of: "-") else { return (postscriptName, "Regular") }
        return (String(postscriptName[..<dash]), String(postscriptName[postscriptName.index(after: dash)...]))
    }
}

extension Font {
    /// `UIFont.monospacedSystemFont(ofSize:weight:)` (iOS 13): the system's monospaced font (SF Mono). ViewTree
    /// measures it with the system font's metrics; its name says what it is.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        let base = systemFont(ofSize: size, weight: weight)
        return Font(pointSize: base.pointSize, name: base.name + "-Monospaced")
    }
}
