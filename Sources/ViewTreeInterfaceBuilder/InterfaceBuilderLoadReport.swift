import Foundation

/// What the loader could not do as Interface Builder would, one entry per element: elements with no
/// factory (loaded as plain views), custom classes with no registered Swift class, connections the
/// owner does not register, constraints whose items are missing.
public struct InterfaceBuilderLoadReport: Equatable, Sendable, Codable {
    /// One entry.
    public struct Entry: Equatable, Sendable, Codable, CustomStringConvertible {
        /// What happened.
        public enum Kind: String, Sendable, Equatable, Codable {
            /// An element with no factory yet: loaded as a plain `View`.
            case unknownElement
            /// A `customClass` with no registered Swift class: loaded as the element's class.
            case unknownCustomClass
            /// An outlet the owner does not register (or whose destination has the wrong type).
            case unconnectedOutlet
            /// An action the owner does not register.
            case unconnectedAction
            /// A constraint whose items are not in the file, or whose attribute ViewTree does not model.
            case skippedConstraint
            /// A segue whose destination is not in the storyboard.
            case unresolvedSegue
            /// An element loaded without some of its parts, which ViewTree does not model (a button
            /// configuration's symbol configuration, say).
            case unmodelledContent
            /// A view whose id another view of the file has already (Xcode never writes one twice).
            case duplicateID
        }

        /// The kind.
        public let kind: Kind
        /// The element's name (`button`, `constraint`, `outlet`).
        public let element: String
        /// Its Interface Builder id.
        public let id: String
        /// Its line in the file.
        public let line: Int
        /// A sentence saying what was done instead.
        public let message: String

        /// `line 12: button (abc-12-xyz): …`.
        public var description: String { "line \(line): \(element) (\(id)): \(message)" }
    }

    /// The entries, in file order.
    public internal(set) var entries: [Entry] = []

    /// Whether everything loaded as Interface Builder would load it.
    public var isEmpty: Bool { entries.isEmpty }

    /// The names of the elements that loaded as plain views because no factory exists, sorted, each once.
    public var unknownElements: [String] {
        Array(Set(entries.filter { $0.kind == .unknownElement }.map(\.element))).sorted()
    }

    mutating func add(_ kind: Entry.Kind, _ element: InterfaceBuilderElement, _ message: String) {
        entries.append(Entry(kind: kind, element: element.name, id: element.id ?? "", line: element.line, message: message))
    }
}
