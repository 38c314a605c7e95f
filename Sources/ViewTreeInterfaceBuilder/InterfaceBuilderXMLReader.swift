import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads XML into `InterfaceBuilderElement`s with Foundation's `XMLParser` (FoundationXML on Linux).
/// A parse error stops the reader and is returned with the parser's line and column; nothing is
/// partially built.
final class InterfaceBuilderXMLReader: NSObject, XMLParserDelegate {
    private struct Open {
        let name: String
        let attributes: [(name: String, value: String)]
        let line: Int
        let column: Int
        var children: [InterfaceBuilderElement] = []
    }

    private var stack: [Open] = []
    private var root: InterfaceBuilderElement?
    private var failure: InterfaceBuilderError?
    /// Deeper nesting than this is rejected: Xcode's files are a few dozen levels deep, and a
    /// hostile file must not exhaust the stack of a recursive builder.
    static let maximumDepth = 512
    /// Longer attribute values than this (in bytes) are rejected: **ours**. Xcode writes long texts as attributes too
    /// (`text="…"` of a label), but a megabyte is far beyond any interface's; a hostile 50 MB value took seconds to read.
    static let maximumAttributeLength = 1 << 20

    /// The error for an attribute value longer than `maximumAttributeLength`, at its line and column.
    static func attributeTooLong(line: Int, column: Int) -> InterfaceBuilderError {
        InterfaceBuilderError(kind: .malformedXML, line: max(line, 1), column: max(column, 1),
                              message: "an attribute value is longer than \(maximumAttributeLength) bytes")
    }

    /// Why a document type declaration is refused: Xcode never writes one, and its entity declarations are how a hostile
    /// file makes a parser expand a few hundred bytes into gigabytes ("billion laughs") or read other files (external
    /// entities). libxml2 stopped the billion laughs with its error 89 and an external entity with 29, numbers that
    /// say nothing; the reader refuses the declaration itself, before `XMLParser` sees it. **Ours**.
    static let documentTypeDeclarationMessage = "a document type declaration (<!DOCTYPE …>) is not part of an Interface Builder file; its entities are not expanded"

    /// The line of a `<!DOCTYPE` in the prolog (before the root element: after the XML declaration, comments,
    /// processing instructions and white space), or `nil`. The bytes are read as ASCII, as the prolog of a UTF-8 file is.
    static func documentTypeDeclarationLine(in data: Data) -> Int? {
        data.withUnsafeBytes { raw -> Int? in
            let bytes = raw.bindMemory(to: UInt8.self)
            // The marks as bytes, made once: a prolog of megabytes of comment is scanned byte by byte.
            let (bom, piStart, piEnd) = (Array("\u{FEFF}".utf8), Array("<?".utf8), Array("?>".utf8))
            let (commentStart, commentEnd, doctype) = (Array("<!--".utf8), Array("-->".utf8), Array("<!DOCTYPE".utf8))
            func starts(_ t: [UInt8], at i: Int) -> Bool {
                i + t.count <= bytes.count && (0..<t.count).allSatisfy { bytes[i + $0] == t[$0] }
            }
            /// Past the first `end` after `i`, or the end of the bytes.
            func after(_ end: [UInt8], from i: Int) -> Int {
                var j = i
                while j < bytes.count, !starts(end, at: j) { j += 1 }
                return min(j + end.count, bytes.count)
            }
            var i = starts(bom, at: 0) ? 3 : 0
            while i < bytes.count {
                let b = bytes[i]
                if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { i += 1; continue }
                if starts(piStart, at: i) { i = after(piEnd, from: i); continue }
                if starts(commentStart, at: i) { i = after(commentEnd, from: i); continue }
                guard starts(doctype, at: i) else { return nil }
                return 1 + bytes[..<i].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            }
            return nil
        }
    }

    /// `XMLParser.ErrorCode` values a damaged file usually produces, in words.
    static let parserErrorMeanings: [Int: String] = [
        4: "the document is empty", 5: "the document ends before its root element is closed",
        9: "invalid character", 23: "an attribute is not closed", 38: "an attribute has no value",
        39: "an attribute value has no quotes", 41: "an attribute is repeated", 64: "the XML declaration is malformed",
        65: "a space is missing (between two attributes, say)",
        73: "a start tag is not finished", 76: "an end tag does not match its start tag",
        85: "text after the root element", 111: "an entity is not defined",
    ]

    /// Parses `data`; the root element, or the first error with its position.
    static func read(_ data: Data) -> Result<InterfaceBuilderElement, InterfaceBuilderError> {
        // Xcode's files read straight from their bytes; anything else (and every error) through XMLParser.
        if let read = InterfaceBuilderFastXMLReader.read(data, maximumDepth: maximumDepth) { return read }
        if let line = documentTypeDeclarationLine(in: data) {
            return .failure(InterfaceBuilderError(kind: .malformedXML, line: line, column: 1, message: documentTypeDeclarationMessage))
        }
        let reader = InterfaceBuilderXMLReader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        if let failure = reader.failure { return .failure(failure) }
        guard ok, let root = reader.root else {
            let message = parser.parserError.map { String(describing: ($0 as NSError).localizedDescription) } ?? "no root element"
            return .failure(InterfaceBuilderError(kind: .malformedXML, line: max(parser.lineNumber, 1),
                                                  column: max(parser.columnNumber, 1), message: message))
        }
        return .success(root)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard stack.count < Self.maximumDepth else {
            failure = InterfaceBuilderError(kind: .malformedXML, line: parser.lineNumber, column: parser.columnNumber,
                                            message: "elements nested deeper than \(Self.maximumDepth) levels")
            parser.abortParsing()
            return
        }
        if attributeDict.values.contains(where: { $0.utf8.count > Self.maximumAttributeLength }) {
            failure = Self.attributeTooLong(line: parser.lineNumber, column: parser.columnNumber)
            parser.abortParsing()
            return
        }
        // Sorted by name: the dictionary's order is not the file's and changes from run to run.
        let pairs = attributeDict.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
        stack.append(Open(name: elementName, attributes: pairs, line: parser.lineNumber, column: parser.columnNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard let open = stack.popLast() else { return }
        let element = InterfaceBuilderElement(name: open.name, attributePairs: open.attributes, children: open.children,
                                              line: open.line, column: open.column)
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard failure == nil else { return }
        failure = InterfaceBuilderError(kind: .malformedXML, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1),
                                        message: Self.describe(parseError))
    }

    private static func describe(_ error: Error) -> String {
        let code = (error as NSError).code
        let meaning = parserErrorMeanings[code].map { ": \($0)" } ?? ""
        return "XML parser error \(code)\(meaning)"
    }
}
