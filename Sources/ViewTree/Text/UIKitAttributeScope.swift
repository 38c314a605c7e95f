import Foundation

// UIKit's attribute scope for Swift's `AttributedString` and `AttributeContainer` (iOS 15): `container.font`,
// `container.foregroundColor`, `container.backgroundColor`, as a button configuration's text-attributes
// transformer writes them. The keys' names are UIKit's `NSAttributedString.Key` raw values.

extension AttributeScopes {
    /// `AttributeScopes.UIKitAttributes`: the attributes UIKit adds (the ones ViewTree reads), and Foundation's.
    public struct UIKitAttributes: AttributeScope {
        /// `font`.
        public let font: FontAttribute
        /// `foregroundColor`.
        public let foregroundColor: ForegroundColorAttribute
        /// `backgroundColor`.
        public let backgroundColor: BackgroundColorAttribute
        /// Foundation's own attributes.
        public let foundation: AttributeScopes.FoundationAttributes

        /// The font of the text (`NSAttributedString.Key.font`, "NSFont").
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = "NSFont"
        }

        /// The colour of the text (`NSAttributedString.Key.foregroundColor`, "NSColor").
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "NSColor"
        }

        /// The colour behind the text (`NSAttributedString.Key.backgroundColor`, "NSBackgroundColor").
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "NSBackgroundColor"
        }
    }

    /// `\.uiKit`: UIKit's scope.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// Lets `container.font` and `string.foregroundColor` name UIKit's attributes.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// `AttributedString(_ nsStr: NSAttributedString)` (Foundation, iOS 15): the same characters, with the
    /// attributes ViewTree's UIKit scope knows — `.font`, `.foregroundColor`, `.backgroundColor` — and Foundation's
    /// `.link`, run by run; other attributes are dropped, as Apple's initializer drops attributes outside its scopes.
    /// Darwin's Foundation has it; Linux's does not (its attributed strings cannot bridge attribute scopes), and
    /// `configuration.attributedTitle = AttributedString(NSAttributedString(string:attributes:))` is how UIKit code
    /// gives a button configuration a styled title.
    public init(_ nsAttributedString: NSAttributedString) {
        self.init()
        let text = nsAttributedString.string as NSString
        let whole = NSRange(location: 0, length: nsAttributedString.length)
        var built = AttributedString()
        nsAttributedString.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            var container = AttributeContainer()
            if let font = attributes[.font] as? Font { container.font = font }
            if let color = attributes[.foregroundColor] as? Color { container.foregroundColor = color }
            if let color = attributes[.backgroundColor] as? Color { container.backgroundColor = color }
            if let url = attributes[.link] as? URL {
                container.link = url
            } else if let link = attributes[.link] as? String, let url = URL(string: link) {
                container.link = url
            }
            built.append(AttributedString(text.substring(with: range), attributes: container))
        }
        self = built
    }
}
