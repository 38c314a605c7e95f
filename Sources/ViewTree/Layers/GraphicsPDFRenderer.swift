import Foundation

/// The document information keys of a PDF (`kCGPDFContextTitle`, … in ViewTreeUIKit): a renderer's
/// `documentInfo` or `UIGraphicsBeginPDFContextToData`'s dictionary maps them to strings, written to the PDF's
/// Info dictionary under the entry each names (PDF 1.7, ISO 32000-1, 14.3.3 "Document Information
/// Dictionary": Title, Author, Subject, Keywords, Creator). The keys' string values are ours (Core Graphics
/// declares them as opaque `CFString` constants): code passes the constants, never their text.
public enum PDFDocumentInfoKey {
    /// `kCGPDFContextTitle`.
    public static let title = "kCGPDFContextTitle"
    /// `kCGPDFContextAuthor`.
    public static let author = "kCGPDFContextAuthor"
    /// `kCGPDFContextSubject`.
    public static let subject = "kCGPDFContextSubject"
    /// `kCGPDFContextKeywords` (a string, or an array of strings joined with ", ").
    public static let keywords = "kCGPDFContextKeywords"
    /// `kCGPDFContextCreator`.
    public static let creator = "kCGPDFContextCreator"

    /// Each key with its Info dictionary entry, in the order written.
    static let entries: [(key: String, entry: String)] = [
        (title, "Title"), (author, "Author"), (subject, "Subject"), (keywords, "Keywords"), (creator, "Creator"),
    ]
}

/// A PDF document being made by a PDF renderer or a PDF graphics context: its pages (media boxes, links and
/// named destinations) and document information. `data()` writes it as a PDF 1.4 file whose pages are blank
/// (ViewTree keeps no pixels): the page count, page sizes, links, destinations and metadata are real, so a PDF
/// reader or a test sees the document the app made, less its drawing.
public final class PDFDocumentBuilder {
    /// One page: its media box (in the app's coordinates, origin top left) and what was set on it.
    public struct Page {
        /// The page's bounds (`beginPage(withBounds:pageInfo:)`, or the default bounds).
        public let bounds: CGRect
        /// Links to URLs (`setURL(_:for:)`), in the page's coordinates.
        public internal(set) var links: [(url: URL, rect: CGRect)] = []
        /// Named destinations on the page (`addDestination(withName:at:)`).
        public internal(set) var destinations: [(name: String, point: CGPoint)] = []
        /// Links to named destinations (`setDestinationWithName(_:for:)`).
        public internal(set) var destinationLinks: [(name: String, rect: CGRect)] = []
    }

    /// The page size used when the bounds given are empty: 612 × 792 points, US Letter (Apple's
    /// `UIGraphicsBeginPDFContextToData` documentation: "Specifying an empty rectangle (CGRectZero) sets the
    /// default page size to 8.5 by 11 inches (612 by 792 points)").
    public static let defaultPageSize = CGSize(width: 612, height: 792)
    /// A page of `defaultPageSize` at the origin.
    static let defaultPageBounds = CGRect(origin: .zero, size: defaultPageSize)

    /// The bounds of a page begun without bounds.
    public let defaultBounds: CGRect
    /// The Info dictionary's entries (`Title`, `Author`, …), from the document information given.
    public let info: [(entry: String, value: String)]
    /// The pages begun, in order.
    public private(set) var pages: [Page] = []

    /// A document whose pages default to `bounds` (612 × 792 when empty or not finite), with `documentInfo`
    /// (`PDFDocumentInfoKey` keys; others, and values that are not strings, are not written).
    public init(bounds: CGRect, documentInfo: [AnyHashable: Any]?) {
        defaultBounds = PDFDocumentBuilder.pageBounds(bounds, else: PDFDocumentBuilder.defaultPageBounds)
        info = PDFDocumentInfoKey.entries.compactMap { key, entry in
            switch documentInfo?[AnyHashable(key)] {
            case let value as String: return (entry, value)
            case let values as [String]: return (entry, values.joined(separator: ", "))
            default: return nil
            }
        }
    }

    /// The bounds of the current page, or the default bounds before the first page (as
    /// `UIGraphicsGetPDFContextBounds()` documents).
    public var currentBounds: CGRect { pages.last?.bounds ?? defaultBounds }

    /// Begins a page of `bounds` (the default bounds when empty or not finite, its origin included).
    public func beginPage(bounds: CGRect? = nil) {
        pages.append(Page(bounds: bounds.map { PDFDocumentBuilder.pageBounds($0, else: defaultBounds) } ?? defaultBounds))
    }

    /// `bounds` when they can be a page (finite and not empty), else `fallback`.
    static func pageBounds(_ bounds: CGRect, else fallback: CGRect) -> CGRect {
        isFinite(bounds) && bounds.width > 0 && bounds.height > 0 ? bounds : fallback
    }

    private static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    /// Whether a page is open (something was begun): link and destination calls need one.
    var hasPage: Bool { !pages.isEmpty }

    /// Links `rect` of the current page to `url` (nothing before the first page, or for a rectangle that is not
    /// finite: a link to nowhere on the page).
    public func addLink(_ url: URL, rect: CGRect) {
        if hasPage, PDFDocumentBuilder.isFinite(rect) { pages[pages.count - 1].links.append((url, rect)) }
    }
    /// Names `point` of the current page (nothing before the first page, or for a point that is not finite).
    public func addDestination(_ name: String, at point: CGPoint) {
        if hasPage, point.x.isFinite, point.y.isFinite { pages[pages.count - 1].destinations.append((name, point)) }
    }
    /// Links `rect` of the current page to the destination `name` (nothing before the first page, or for a
    /// rectangle that is not finite).
    public func addDestinationLink(_ name: String, rect: CGRect) {
        if hasPage, PDFDocumentBuilder.isFinite(rect) { pages[pages.count - 1].destinationLinks.append((name, rect)) }
    }

    // MARK: Writing

    /// The document as PDF bytes.
    public func data() -> Data {
        var writer = PDFObjectWriter()
        // Objects: 1 catalog, 2 page tree, 3 info, then per page: the page and its (empty) content stream.
        let pageIDs = pages.indices.map { 4 + 2 * $0 }
        var destinations: [String] = []
        for (index, page) in pages.enumerated() {
            for destination in page.destinations {
                let point = pdfPoint(destination.point, on: page)
                destinations.append("/\(pdfName(destination.name)) [\(pageIDs[index]) 0 R /XYZ \(number(point.x)) \(number(point.y)) null]")
            }
        }
        let dests = destinations.isEmpty ? "" : " /Dests << \(destinations.joined(separator: " ")) >>"
        writer.add(1, "<< /Type /Catalog /Pages 2 0 R\(dests) >>")
        writer.add(2, "<< /Type /Pages /Kids [\(pageIDs.map { "\($0) 0 R" }.joined(separator: " "))] /Count \(pages.count) >>")
        writer.add(3, "<< \(info.map { "/\($0.entry) \(pdfString($0.value))" }.joined(separator: " ")) >>")
        for (index, page) in pages.enumerated() {
            let box = page.bounds
            let annotations = page.links.map { link in
                "<< /Type /Annot /Subtype /Link /Rect \(pdfRect(link.rect, on: page)) /Border [0 0 0] "
                    + "/A << /S /URI /URI \(pdfString(link.url.absoluteString)) >> >>"
            } + page.destinationLinks.map { link in
                "<< /Type /Annot /Subtype /Link /Rect \(pdfRect(link.rect, on: page)) /Border [0 0 0] /Dest /\(pdfName(link.name)) >>"
            }
            let annots = annotations.isEmpty ? "" : " /Annots [\(annotations.joined(separator: " "))]"
            writer.add(pageIDs[index], "<< /Type /Page /Parent 2 0 R /MediaBox [\(number(box.minX)) \(number(box.minY)) "
                + "\(number(box.maxX)) \(number(box.maxY))] /Contents \(pageIDs[index] + 1) 0 R /Resources << >>\(annots) >>")
            writer.add(pageIDs[index] + 1, "<< /Length 0 >>\nstream\n\nendstream")
        }
        return writer.finish(root: 1, info: 3)
    }

    /// A point of the page (origin top left, y down, as UIKit's PDF context draws) in PDF space (origin bottom
    /// left, y up).
    private func pdfPoint(_ point: CGPoint, on page: Page) -> CGPoint {
        CGPoint(x: point.x, y: page.bounds.maxY - (point.y - page.bounds.minY))
    }

    private func pdfRect(_ rect: CGRect, on page: Page) -> String {
        let low = pdfPoint(CGPoint(x: rect.minX, y: rect.maxY), on: page)
        let high = pdfPoint(CGPoint(x: rect.maxX, y: rect.minY), on: page)
        return "[\(number(low.x)) \(number(low.y)) \(number(high.x)) \(number(high.y))]"
    }

    /// A PDF number: an integer when whole, else up to 4 decimals (PDF has no exponent notation).
    private func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (Double(value) * 10_000).rounded() / 10_000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.4f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A PDF text string: a literal `( … )` for printable ASCII (with `\`, `(` and `)` escaped), else UTF-16BE
    /// with a byte-order mark, in hex (PDF 1.7, 7.9.2.2 "Text String Type").
    private func pdfString(_ text: String) -> String {
        if text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) {
            let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
                .replacingOccurrences(of: "(", with: "\\(").replacingOccurrences(of: ")", with: "\\)")
            return "(\(escaped))"
        }
        let hex = text.utf16.map { String(format: "%04X", $0) }.joined()
        return "<FEFF\(hex)>"
    }

    /// A PDF name: characters outside `!`…`~`, and the delimiters, as `#xx` (PDF 1.7, 7.3.5 "Name Objects").
    private func pdfName(_ name: String) -> String {
        let delimiters = Set("()<>[]{}/%#".utf8)
        return name.utf8.map { byte in
            byte > 0x20 && byte < 0x7F && !delimiters.contains(byte) ? String(UnicodeScalar(byte)) : String(format: "#%02X", byte)
        }.joined()
    }
}

/// Writes numbered objects, then the cross-reference table and trailer (PDF 1.7, 7.5 "File Structure").
private struct PDFObjectWriter {
    private var bytes = Data("%PDF-1.4\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".utf8)
    private var offsets: [Int: Int] = [:]

    mutating func add(_ number: Int, _ body: String) {
        offsets[number] = bytes.count
        bytes.append(Data("\(number) 0 obj\n\(body)\nendobj\n".utf8))
    }

    mutating func finish(root: Int, info: Int) -> Data {
        let count = (offsets.keys.max() ?? 0) + 1
        let start = bytes.count
        var table = "xref\n0 \(count)\n0000000000 65535 f \n"
        for number in 1..<count {
            table += String(format: "%010d 00000 n \n", offsets[number] ?? 0)
        }
        table += "trailer\n<< /Size \(count) /Root \(root) 0 R /Info \(info) 0 R >>\nstartxref\n\(start)\n%%EOF\n"
        bytes.append(Data(table.utf8))
        return bytes
    }
}

/// `UIGraphicsPDFRendererFormat`: a PDF renderer's document information.
public final class GraphicsPDFRendererFormat {
    /// `documentInfo`: the PDF's metadata, keyed by `kCGPDFContextTitle`, `…Author`, `…Creator`, … (see
    /// `PDFDocumentInfoKey`). Default empty.
    public var documentInfo: [String: Any] = [:]

    /// `init()`.
    public init() {}
    /// `default()`.
    public static func `default`() -> GraphicsPDFRendererFormat { GraphicsPDFRendererFormat() }
}

/// `UIGraphicsPDFRendererContext`: what a PDF renderer's drawing block gets: pages, links and destinations.
public final class GraphicsPDFRendererContext: GraphicsRendererContext {
    /// `format`.
    public let format: GraphicsPDFRendererFormat
    /// The document being made.
    public let document: PDFDocumentBuilder

    init(format: GraphicsPDFRendererFormat, document: PDFDocumentBuilder) {
        self.format = format
        self.document = document
    }

    /// `pdfContextBounds`: the current page's bounds, those of the renderer when the page was begun with
    /// `beginPage()` (or before any page).
    public var pdfContextBounds: CGRect { document.currentBounds }

    /// `beginPage()`: a new page of the renderer's bounds.
    public func beginPage() { document.beginPage() }
    /// `beginPage(withBounds:pageInfo:)`: a new page of `bounds` (empty bounds: the renderer's). `pageInfo` is
    /// accepted and not written.
    public func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) { document.beginPage(bounds: bounds) }
    /// `setURL(_:for:)`: `rect` of the current page links to `url` (ignored before the first page).
    public func setURL(_ url: URL, for rect: CGRect) { document.addLink(url, rect: rect) }
    /// `addDestination(withName:at:)`: names `point` of the current page, for links to jump to.
    public func addDestination(withName name: String, at point: CGPoint) { document.addDestination(name, at: point) }
    /// `setDestinationWithName(_:for:)`: `rect` of the current page links to the destination `name`.
    public func setDestinationWithName(_ name: String, for rect: CGRect) { document.addDestinationLink(name, rect: rect) }
}

/// `UIGraphicsPDFRenderer`: makes a PDF by running drawing code. The block runs at once with a context whose
/// `beginPage` calls add pages (`UIGraphicsGetCurrentContext()` is its `cgContext` meanwhile); the PDF written
/// has those pages, of their real sizes, blank (ViewTree keeps no pixels), with the format's document
/// information, links and destinations.
public final class GraphicsPDFRenderer {
    /// `format`.
    public let format: GraphicsPDFRendererFormat
    /// The default page bounds (612 × 792 when the bounds given are empty, as the PDF context functions do).
    public let bounds: CGRect

    /// `init(bounds:format:)`.
    public init(bounds: CGRect, format: GraphicsPDFRendererFormat = .default()) {
        self.format = format
        self.bounds = PDFDocumentBuilder.pageBounds(bounds, else: PDFDocumentBuilder.defaultPageBounds)
    }

    /// `pdfData(actions:)`: the PDF the drawing code makes.
    public func pdfData(actions: (GraphicsPDFRendererContext) -> Void) -> Data {
        render(actions).data()
    }

    /// `writePDF(to:withActions:)`: writes the PDF the drawing code makes to `url`; throws when the file cannot
    /// be written.
    public func writePDF(to url: URL, withActions actions: (GraphicsPDFRendererContext) -> Void) throws {
        try render(actions).data().write(to: url)
    }

    private func render(_ actions: (GraphicsPDFRendererContext) -> Void) -> PDFDocumentBuilder {
        let document = PDFDocumentBuilder(bounds: bounds, documentInfo: format.documentInfo)
        let context = GraphicsPDFRendererContext(format: format, document: document)
        GraphicsContextStack.push(context.cgContext)
        actions(context)
        GraphicsContextStack.pop()
        return document
    }
}

extension GraphicsContextStack {
    /// `UIGraphicsBeginPDFContextToData` / `…ToFile`: opens a PDF context whose pages default to `bounds`;
    /// `write` receives the PDF when `endPDFContext()` closes it.
    public static func beginPDFContext(bounds: CGRect, documentInfo: [AnyHashable: Any]?, write: @escaping (Data) -> Void) {
        let document = PDFDocumentBuilder(bounds: bounds, documentInfo: documentInfo)
        ThreadContext.current.graphicsContexts.append(
            GraphicsContextEntry(context: CGContext(), size: nil, pdf: document, pdfOutput: write))
    }

    /// The PDF document of the innermost context, `nil` when it is not a PDF context.
    public static var currentPDFDocument: PDFDocumentBuilder? { ThreadContext.current.graphicsContexts.last?.pdf }

    /// `UIGraphicsEndPDFContext()`: closes the innermost context, which must be a PDF context, and hands its
    /// PDF to the writer given when it was opened. `false` (nothing closed) when the innermost context is not a
    /// PDF context.
    @discardableResult
    public static func endPDFContext() -> Bool {
        guard let entry = ThreadContext.current.graphicsContexts.last, let document = entry.pdf else { return false }
        ThreadContext.current.graphicsContexts.removeLast()
        entry.pdfOutput?(document.data())
        return true
    }
}
