import Foundation

/// `UIConfigurationTextAttributesTransformer` (iOS 15): changes the attributes a button configuration gives its
/// title (or subtitle) — its font and colour, typically:
///
///     configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
///         var outgoing = incoming
///         outgoing.font = UIFont.boldSystemFont(ofSize: 15)
///         return outgoing
///     }
///
/// ViewTree's button applies the font and foreground colour the transformer returns for its title.
public struct ConfigurationTextAttributesTransformer {
    private let transform: (AttributeContainer) -> AttributeContainer

    /// `init(_:)`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// `callAsFunction(_:)`: the attributes `input` becomes.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
