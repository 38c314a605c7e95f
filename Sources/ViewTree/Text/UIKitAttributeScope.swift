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
