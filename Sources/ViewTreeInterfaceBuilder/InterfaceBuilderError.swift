import Foundation

/// Why a `.xib` or `.storyboard` file could not be loaded.
public struct InterfaceBuilderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable, Equatable {
        /// The file is not well-formed XML (truncated, garbage, bad encoding).
        case malformedXML
        /// The XML is well formed but is not an Interface Builder 3.0 Cocoa Touch document.
        case notAnInterfaceBuilderDocument
        /// An Interface Builder document Xcode opens that ViewTree does not read: a macOS, tvOS or watchOS
        /// document, or the archive format of Xcode 4 and earlier (`<archive version="8.00">`).
        case unsupportedDocument
        /// The file could not be read.
        case unreadable
        /// A storyboard has no view controller with the identifier asked for.
        case unknownIdentifier
    }

    /// The kind.
    public let kind: Kind
    /// The 1-based line of the problem (0 when unknown).
    public let line: Int
    /// The 1-based column of the problem (0 when unknown).
    public let column: Int
    /// What the parser or the loader said.
    public let message: String

    /// Creates an error.
    public init(kind: Kind, line: Int, column: Int, message: String) {
        self.kind = kind
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line 12, column 5: malformedXML: …`.
    public var description: String { "line \(line), column \(column): \(kind.rawValue): \(message)" }
}
