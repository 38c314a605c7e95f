import Foundation

/// A strict reader for the XML Xcode writes, straight from the bytes: elements, attributes (with the five
/// predefined entities and character references, whitespace normalised as XML 1.0 §3.3.3 says), comments,
/// processing instructions, CDATA and text (skipped), with the line and column `XMLParser` reports for each
/// start tag (libxml2's position when the tag's attributes are read: the `>` or the `/` of `/>`, columns in
/// characters).
///
/// It gives up — `nil` — on anything it does not model exactly as libxml2 does (a DOCTYPE, namespaces,
/// another encoding, carriage returns, non-ASCII names) and on every error; the caller then parses with
/// `XMLParser`, which reads those files or reports the error with its own words, line and column. Going
/// through `XMLParser`'s delegate callbacks (an `NSString` per name and value and an attribute dictionary
/// per element) was a seventh of loading and checking a 300-view storyboard (Docs/Performance.md).
struct InterfaceBuilderFastXMLReader {
    private struct Open {
        let name: String
        let attributes: [(name: String, value: String)]
        let line: Int
        let column: Int
        var children: [InterfaceBuilderElement] = []
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Where `line` and `lineStart` were counted up to.
    private var counted = 0
    /// The last column worked out, and where: Xcode writes several elements on one line, and counting
    /// each column from the line's start made long lines quadratic.
    private var columnIndex = 0
    private var column = 1
    private var scratch: [UInt8] = []
    /// An attribute value longer than `InterfaceBuilderXMLReader.maximumAttributeLength`: the file is refused here
    /// rather than read again, slowly, by `XMLParser`.
    private var tooLong: InterfaceBuilderError?

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The root element, an attribute value too long to read, or `nil` when the reader leaves the file to `XMLParser`.
    static func read(_ data: Data, maximumDepth: Int) -> Result<InterfaceBuilderElement, InterfaceBuilderError>? {
        data.withUnsafeBytes { raw -> Result<InterfaceBuilderElement, InterfaceBuilderError>? in
            var reader = InterfaceBuilderFastXMLReader(raw.bindMemory(to: UInt8.self))
            let root = reader.document(maximumDepth: maximumDepth)
            if let tooLong = reader.tooLong { return .failure(tooLong) }
            return root.map { .success($0) }
        }
    }

    // MARK: Bytes

    private static let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
    private static let amp = UInt8(ascii: "&"), quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'")
    private static let equals = UInt8(ascii: "="), question = UInt8(ascii: "?"), bang = UInt8(ascii: "!")
    private static let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t"), space = UInt8(ascii: " ")
    private static let semicolon = UInt8(ascii: ";"), hash = UInt8(ascii: "#")

    private func peek(_ offset: Int = 0) -> UInt8? {
        let i = index + offset
        return i < bytes.count ? bytes[i] : nil
    }

    private func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let start = literal.utf8Start
        for k in 0..<count where bytes[index + k] != start[k] { return false }
        return true
    }

    private static func isWhitespace(_ b: UInt8) -> Bool { b == space || b == newline || b == tab }

    /// A byte that may not appear in an XML 1.0 document (controls but tab and line feed; carriage
    /// returns are left to `XMLParser`, which normalises line ends).
    private static func isForbidden(_ b: UInt8) -> Bool { b < 0x20 && b != newline && b != tab }

    private mutating func skipWhitespace() {
        while let b = peek(), Self.isWhitespace(b) { index += 1 }
    }

    private static func isNameStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == UInt8(ascii: "_")
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        isNameStart(b) || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") || b == UInt8(ascii: ".")
    }

    /// An ASCII name without a colon (IB's names); anything else gives up.
    private mutating func name() -> String? {
        let start = index
        guard let first = peek(), Self.isNameStart(first) else { return nil }
        index += 1
        while let b = peek(), Self.isNameByte(b) { index += 1 }
        if let b = peek(), b == UInt8(ascii: ":") || b >= 0x80 { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// The 1-based line and character column of `index`.
    private mutating func position() -> (line: Int, column: Int) {
        while counted < index {
            if bytes[counted] == Self.newline {
                line += 1
                lineStart = counted + 1
            }
            counted += 1
        }
        if columnIndex < lineStart || columnIndex > index {
            columnIndex = lineStart
            column = 1
        }
        for k in columnIndex..<index where bytes[k] & 0xC0 != 0x80 { column += 1 }
        columnIndex = index
        return (line, column)
    }

    // MARK: Document

    private mutating func document(maximumDepth: Int) -> InterfaceBuilderElement? {
        if starts(with: "\u{FEFF}") {
            // A byte-order mark is not a column.
            index += 3
            lineStart = 3
            counted = 3
            columnIndex = 3
        }
        if starts(with: "<?xml"), let next = peek(5), Self.isWhitespace(next) {
            guard let declaration = processingInstruction(), Self.acceptsDeclaration(declaration) else { return nil }
        }
        guard miscellany() else { return nil }
        guard peek() == Self.lt, let root = element(maximumDepth: maximumDepth) else { return nil }
        guard miscellany(), index == bytes.count else { return nil }
        return root
    }

    /// Only UTF-8 (or no encoding named), version 1.0.
    private static func acceptsDeclaration(_ text: String) -> Bool {
        guard text.contains("version=\"1.0\"") || text.contains("version='1.0'") else { return false }
        guard let range = text.range(of: "encoding=") else { return true }
        let rest = text[range.upperBound...].lowercased()
        return rest.hasPrefix("\"utf-8\"") || rest.hasPrefix("'utf-8'")
    }

    /// Whitespace, comments and processing instructions (not a DOCTYPE).
    private mutating func miscellany() -> Bool {
        while true {
            skipWhitespace()
            if starts(with: "<!--") {
                guard comment() else { return false }
            } else if starts(with: "<?") {
                guard let text = processingInstruction(), !text.lowercased().hasPrefix("xml") else { return false }
            } else {
                return true
            }
        }
    }

    /// `<!-- … -->`, without `--` inside (libxml2 rejects it).
    private mutating func comment() -> Bool {
        index += 4
        while index + 1 < bytes.count {
            let b = bytes[index]
            if Self.isForbidden(b) { return false }
            if b == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-") {
                guard index + 2 < bytes.count, bytes[index + 2] == Self.gt else { return false }
                index += 3
                return true
            }
            index += 1
        }
        return false
    }

    /// `<?target …?>`: the text after `<?`.
    private mutating func processingInstruction() -> String? {
        index += 2
        let start = index
        while index + 1 < bytes.count {
            if Self.isForbidden(bytes[index]) { return nil }
            if bytes[index] == Self.question, bytes[index + 1] == Self.gt {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 2
                return text
            }
            index += 1
        }
        return nil
    }

    // MARK: Elements

    /// The element at `<` and everything inside it, iteratively (a hostile file cannot exhaust the stack);
    /// deeper than `maximumDepth` gives up so that `XMLParser`'s reader reports it.
    private mutating func element(maximumDepth: Int) -> InterfaceBuilderElement? {
        var stack: [Open] = []
        while true {
            // At `<` of a start tag.
            index += 1
            guard let elementName = name() else { return nil }
            var attributes: [(name: String, value: String)] = []
            var selfClosing = false
            while true {
                let hadSpace = peek().map(Self.isWhitespace) ?? false
                skipWhitespace()
                guard let b = peek() else { return nil }
                if b == Self.gt { break }
                if b == Self.slash {
                    guard peek(1) == Self.gt else { return nil }
                    selfClosing = true
                    break
                }
                guard hadSpace, !starts(with: "xmlns"), let attributeName = name() else { return nil }
                skipWhitespace()
                guard peek() == Self.equals else { return nil }
                index += 1
                skipWhitespace()
                guard let value = attributeValue() else { return nil }
                if attributes.contains(where: { $0.name == attributeName }) { return nil }
                attributes.append((name: attributeName, value: value))
            }
            guard stack.count < maximumDepth else { return nil }
            let (line, column) = position()
            index += selfClosing ? 2 : 1
            var open = Open(name: elementName, attributes: attributes, line: line, column: column)
            if !selfClosing {
                stack.append(open)
                guard let next = content() else { return nil }
                if next == .startTag { continue }
                // An end tag: close elements until one is left open or the root closes.
                guard closeTag(matching: stack[stack.count - 1].name) else { return nil }
                open = stack.removeLast()
            }
            var finished = InterfaceBuilderElement(name: open.name, attributePairs: open.attributes, children: open.children,
                                                   line: open.line, column: open.column)
            while true {
                guard !stack.isEmpty else { return finished }
                stack[stack.count - 1].children.append(finished)
                guard let next = content() else { return nil }
                if next == .startTag { break }
                guard closeTag(matching: stack[stack.count - 1].name) else { return nil }
                let parent = stack.removeLast()
                finished = InterfaceBuilderElement(name: parent.name, attributePairs: parent.attributes, children: parent.children,
                                                   line: parent.line, column: parent.column)
            }
        }
    }

    private enum Markup { case startTag, endTag }

    /// Skips text, comments, CDATA and processing instructions up to the next start or end tag.
    private mutating func content() -> Markup? {
        while index < bytes.count {
            let b = bytes[index]
            if b == Self.lt {
                if peek(1) == Self.slash { return .endTag }
                if starts(with: "<!--") {
                    guard comment() else { return nil }
                } else if starts(with: "<![CDATA[") {
                    guard cdata() else { return nil }
                } else if peek(1) == Self.question {
                    guard let text = processingInstruction(), !text.lowercased().hasPrefix("xml") else { return nil }
                } else if peek(1) == Self.bang {
                    return nil
                } else {
                    return .startTag
                }
            } else if b == Self.amp {
                guard entity() != nil else { return nil }
            } else if Self.isForbidden(b) || b == Self.gt && index >= 2 && bytes[index - 1] == UInt8(ascii: "]") && bytes[index - 2] == UInt8(ascii: "]") {
                return nil
            } else {
                index += 1
            }
        }
        return nil
    }

    private mutating func cdata() -> Bool {
        index += 9
        while index + 2 < bytes.count {
            if Self.isForbidden(bytes[index]) { return false }
            if bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "]"), bytes[index + 2] == Self.gt {
                index += 3
                return true
            }
            index += 1
        }
        return false
    }

    /// At `</`: the name must be the open element's.
    private mutating func closeTag(matching expected: String) -> Bool {
        index += 2
        guard let closing = name(), closing == expected else { return false }
        skipWhitespace()
        guard peek() == Self.gt else { return false }
        index += 1
        return true
    }

    // MARK: Values

    /// A quoted attribute value: entities expanded, tabs and line feeds made spaces, `<` refused.
    private mutating func attributeValue() -> String? {
        guard let quote = peek(), quote == Self.quote || quote == Self.apostrophe else { return nil }
        index += 1
        let start = index
        var plain = true
        var ascii = true
        while let b = peek(), b != quote {
            if b == Self.lt || Self.isForbidden(b) { return nil }
            if index - start == InterfaceBuilderXMLReader.maximumAttributeLength {
                let (line, column) = position()
                tooLong = InterfaceBuilderXMLReader.attributeTooLong(line: line, column: column)
                return nil
            }
            if b == Self.amp || b == Self.newline || b == Self.tab { plain = false }
            if b >= 0x80 { ascii = false }
            index += 1
        }
        guard peek() == quote else { return nil }
        let end = index
        index += 1
        if plain {
            let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if ascii { return String(decoding: slice, as: UTF8.self) }
            return String(validating: slice, as: UTF8.self)
        }
        scratch.removeAll(keepingCapacity: true)
        let resume = index
        index = start
        while index < end {
            let b = bytes[index]
            if b == Self.amp {
                guard let scalar = entity() else { return nil }
                scratch.append(contentsOf: String(scalar).utf8)
            } else {
                scratch.append(b == Self.newline || b == Self.tab ? Self.space : b)
                index += 1
            }
        }
        index = resume
        return String(validating: scratch, as: UTF8.self)
    }

    /// At `&`: `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&#10;` `&#x2028;`; `nil` for anything else.
    private mutating func entity() -> Unicode.Scalar? {
        index += 1
        let start = index
        while let b = peek(), b != Self.semicolon, index - start < 12 { index += 1 }
        guard peek() == Self.semicolon else { return nil }
        let body = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1
        guard let first = body.first else { return nil }
        if first == Self.hash {
            let digits = body.dropFirst()
            let isHex = digits.first == UInt8(ascii: "x")
            let text = String(decoding: isHex ? digits.dropFirst() : digits, as: UTF8.self)
            guard !text.isEmpty, let value = UInt32(text, radix: isHex ? 16 : 10), let scalar = Unicode.Scalar(value),
                  value >= 0x20 || value == 0x9 || value == 0xA || value == 0xD, value != 0xFFFE, value != 0xFFFF else { return nil }
            return scalar
        }
        switch String(decoding: body, as: UTF8.self) {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default: return nil
        }
    }
}
