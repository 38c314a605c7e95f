import Foundation

/// One XML element of a `.xib` or `.storyboard` file, as read: its name, attributes, child elements and
/// where it starts in the file. Element factories receive it to read the attributes of their class.
public final class InterfaceBuilderElement: Sendable {
    /// The element's name (`view`, `label`, `constraint`, …).
    public let name: String
    /// The attributes, in file order. A few per element: a linear search is faster than hashing the
    /// name (a dictionary per element was a tenth of a storyboard's load).
    let attributePairs: [(name: String, value: String)]

    /// The attributes, by name.
    public var attributes: [String: String] {
        Dictionary(attributePairs.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
    /// The child elements, in file order.
    public let children: [InterfaceBuilderElement]
    /// The 1-based line where the element starts.
    public let line: Int
    /// The 1-based column where the element starts (as the XML parser reports it).
    public let column: Int

    /// Creates an element.
    public convenience init(name: String, attributes: [String: String], children: [InterfaceBuilderElement], line: Int, column: Int) {
        self.init(name: name, attributePairs: attributes.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
                  children: children, line: line, column: column)
    }

    init(name: String, attributePairs: [(name: String, value: String)], children: [InterfaceBuilderElement], line: Int, column: Int) {
        self.name = name
        self.attributePairs = attributePairs
        self.children = children
        self.line = line
        self.column = column
    }

    /// The value of an attribute.
    public subscript(attribute: String) -> String? {
        for pair in attributePairs where pair.name == attribute { return pair.value }
        return nil
    }

    /// Interface Builder's object id (`id="i5M-Pr-FkT"`).
    public var id: String? { self["id"] }

    /// The `key` attribute (`key="frame"`, `key="contentView"`).
    public var key: String? { self["key"] }

    /// The first child with this name (and key, when given).
    public func child(_ name: String, key: String? = nil) -> InterfaceBuilderElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The children of the first child named `container` (`subviews`, `constraints`, `connections`).
    public func children(of container: String) -> [InterfaceBuilderElement] {
        child(container)?.children ?? []
    }

    /// A `YES`/`NO` attribute; `nil` when absent.
    public func bool(_ attribute: String) -> Bool? {
        guard let value = self[attribute] else { return nil }
        return value == "YES"
    }

    /// A number attribute; `nil` when absent or not a finite number.
    public func number(_ attribute: String) -> CGFloat? {
        guard let text = self[attribute], let value = Double(text), value.isFinite else { return nil }
        return CGFloat(value)
    }

    /// `file:line:column`-style location.
    public var location: String { "\(line):\(column)" }
}
