import Foundation

/// `UTType` (UniformTypeIdentifiers, iOS 14), which Linux lacks: a type named by its identifier, with the common
/// system types, their filename extensions and MIME types, and what they conform to. A UIKit file that writes
/// `import UniformTypeIdentifiers` compiles against a shim; `UTType` lives in ViewTree so that item providers answer
/// `hasItemConformingToTypeIdentifier(_:)` by conformance (a PNG is an image), as Foundation's do. Types that
/// ViewTree does not list (and the dynamic `dyn.` types UIKit makes for unknown extensions) are not modelled:
/// `init?(filenameExtension:)` gives `nil` for an extension it does not know.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// `identifier`: the reverse-DNS name (`"com.adobe.pdf"`).
    public let identifier: String
    /// `preferredFilenameExtension` (`"pdf"`); `nil` for an abstract type.
    public let preferredFilenameExtension: String?
    /// `preferredMIMEType` (`"application/pdf"`); `nil` when it has none.
    public let preferredMIMEType: String?
    /// The identifiers of the types this one directly conforms to.
    let parents: [String]
    /// The other extensions a file of this type may have (`"jpg"` for JPEG).
    let otherExtensions: [String]

    init(_ identifier: String, conformsTo parents: [String], filenameExtension: String? = nil,
         otherExtensions: [String] = [], mimeType: String? = nil) {
        self.identifier = identifier
        self.parents = parents
        preferredFilenameExtension = filenameExtension
        self.otherExtensions = otherExtensions
        preferredMIMEType = mimeType
    }

    /// `UTType(_:)`: the known type with `identifier`, or `nil`.
    public init?(_ identifier: String) {
        guard let known = UTType.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    /// `init?(filenameExtension:)`: the known type files with `filenameExtension` have (case-insensitive), or `nil`.
    public init?(filenameExtension: String) {
        let ext = filenameExtension.lowercased()
        guard let known = UTType.known.first(where: { $0.preferredFilenameExtension == ext || $0.otherExtensions.contains(ext) })
        else { return nil }
        self = known
    }

    /// `init?(mimeType:)`: the known type with `mimeType` (case-insensitive), or `nil`.
    public init?(mimeType: String) {
        let mime = mimeType.lowercased()
        guard let known = UTType.known.first(where: { $0.preferredMIMEType == mime }) else { return nil }
        self = known
    }

    /// `conforms(to:)`: whether this type is `type` or, through the types it conforms to, a kind of it.
    public func conforms(to type: UTType) -> Bool {
        var pending = [identifier]
        var seen = Set<String>()
        while let next = pending.popLast() {
            if next == type.identifier { return true }
            guard seen.insert(next).inserted, let known = UTType.known.first(where: { $0.identifier == next }) else { continue }
            pending += known.parents
        }
        return false
    }

    /// `isSupertype(of:)`: whether `type` conforms to this type.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    /// `isSubtype(of:)`: whether this type conforms to `type`.
    public func isSubtype(of type: UTType) -> Bool { conforms(to: type) }

    /// The identifier.
    public var description: String { identifier }

    /// Equal when the identifiers are.
    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    // The system types (identifiers, extensions, MIME types and conformances from Apple's UTType documentation and
    // "System-declared uniform type identifiers").

    /// `.item` (`public.item`): the base of every type.
    public static let item = UTType("public.item", conformsTo: [])
    /// `.content` (`public.content`): document content.
    public static let content = UTType("public.content", conformsTo: [])
    /// `.data` (`public.data`): bytes.
    public static let data = UTType("public.data", conformsTo: ["public.item"])
    /// `.directory` (`public.directory`).
    public static let directory = UTType("public.directory", conformsTo: ["public.item"])
    /// `.folder` (`public.folder`): a folder the user sees.
    public static let folder = UTType("public.folder", conformsTo: ["public.directory"])
    /// `.text` (`public.text`).
    public static let text = UTType("public.text", conformsTo: ["public.data", "public.content"])
    /// `.plainText` (`public.plain-text`, `.txt`, `text/plain`).
    public static let plainText = UTType("public.plain-text", conformsTo: ["public.text"], filenameExtension: "txt",
                                         otherExtensions: ["text"], mimeType: "text/plain")
    /// `.utf8PlainText` (`public.utf8-plain-text`).
    public static let utf8PlainText = UTType("public.utf8-plain-text", conformsTo: ["public.plain-text"])
    /// `.commaSeparatedText` (`public.comma-separated-values-text`, `.csv`, `text/csv`).
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", conformsTo: ["public.text"],
                                                  filenameExtension: "csv", mimeType: "text/csv")
    /// `.json` (`public.json`, `.json`, `application/json`).
    public static let json = UTType("public.json", conformsTo: ["public.text"], filenameExtension: "json",
                                    mimeType: "application/json")
    /// `.image` (`public.image`).
    public static let image = UTType("public.image", conformsTo: ["public.data", "public.content"])
    /// `.png` (`public.png`, `.png`, `image/png`).
    public static let png = UTType("public.png", conformsTo: ["public.image"], filenameExtension: "png", mimeType: "image/png")
    /// `.jpeg` (`public.jpeg`, `.jpeg` or `.jpg`, `image/jpeg`).
    public static let jpeg = UTType("public.jpeg", conformsTo: ["public.image"], filenameExtension: "jpeg",
                                    otherExtensions: ["jpg"], mimeType: "image/jpeg")
    /// `.pdf` (`com.adobe.pdf`, `.pdf`, `application/pdf`).
    public static let pdf = UTType("com.adobe.pdf", conformsTo: ["public.data", "public.composite-content"],
                                   filenameExtension: "pdf", mimeType: "application/pdf")
    /// `.compositeContent` (`public.composite-content`): content of mixed kinds.
    public static let compositeContent = UTType("public.composite-content", conformsTo: ["public.content"])
    /// `.audiovisualContent` (`public.audiovisual-content`).
    public static let audiovisualContent = UTType("public.audiovisual-content", conformsTo: ["public.data", "public.content"])
    /// `.movie` (`public.movie`): video, with or without sound.
    public static let movie = UTType("public.movie", conformsTo: ["public.audiovisual-content"])
    /// `.audio` (`public.audio`): sound only.
    public static let audio = UTType("public.audio", conformsTo: ["public.audiovisual-content"])
    /// `.url` (`public.url`).
    public static let url = UTType("public.url", conformsTo: ["public.data"])

    /// Every type ViewTree knows.
    static let known: [UTType] = [.item, .content, .data, .directory, .folder, .text, .plainText, .utf8PlainText,
                                  .commaSeparatedText, .json, .image, .png, .jpeg, .pdf, .compositeContent,
                                  .audiovisualContent, .movie, .audio, .url]
}
