import Foundation
import ViewTree

/// `UIGraphicsPDFRenderer`: ViewTree's `GraphicsPDFRenderer` (real PDF files of blank pages; no pixels).
public typealias UIGraphicsPDFRenderer = GraphicsPDFRenderer
/// `UIGraphicsPDFRendererFormat`: ViewTree's `GraphicsPDFRendererFormat`.
public typealias UIGraphicsPDFRendererFormat = GraphicsPDFRendererFormat
/// `UIGraphicsPDFRendererContext`: ViewTree's `GraphicsPDFRendererContext`.
public typealias UIGraphicsPDFRendererContext = GraphicsPDFRendererContext
/// `UIGraphicsRendererContext`: ViewTree's `GraphicsRendererContext`.
public typealias UIGraphicsRendererContext = GraphicsRendererContext

/// `kCGPDFContextTitle`: the document information key of the PDF's title (`PDFDocumentInfoKey.title`).
public let kCGPDFContextTitle = PDFDocumentInfoKey.title
/// `kCGPDFContextAuthor`.
public let kCGPDFContextAuthor = PDFDocumentInfoKey.author
/// `kCGPDFContextSubject`.
public let kCGPDFContextSubject = PDFDocumentInfoKey.subject
/// `kCGPDFContextKeywords`.
public let kCGPDFContextKeywords = PDFDocumentInfoKey.keywords
/// `kCGPDFContextCreator`.
public let kCGPDFContextCreator = PDFDocumentInfoKey.creator

/// `UIGraphicsBeginPDFContextToData(_:_:_:)`: opens a PDF context (the current context until
/// `UIGraphicsEndPDFContext()`, which appends the PDF to `data`). Empty `bounds` make 612 × 792 pages.
public func UIGraphicsBeginPDFContextToData(_ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) {
    GraphicsContextStack.beginPDFContext(bounds: bounds, documentInfo: documentInfo) { pdf in data.append(pdf) }
}

/// `UIGraphicsBeginPDFContextToFile(_:_:_:)`: opens a PDF context that `UIGraphicsEndPDFContext()` writes to
/// the file at `path`. `false` (nothing opened, reported) when the path is empty.
@discardableResult
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) -> Bool {
    guard !path.isEmpty else {
        reportPDF("UIGraphicsBeginPDFContextToFile: an empty path; no PDF context opened")
        return false
    }
    GraphicsContextStack.beginPDFContext(bounds: bounds, documentInfo: documentInfo) { pdf in
        do { try pdf.write(to: URL(fileURLWithPath: path)) } catch {
            reportPDF("UIGraphicsEndPDFContext: the PDF could not be written to \(path) (\(error)); nothing written")
        }
    }
    return true
}

/// `UIGraphicsBeginPDFPage()`: a new page of the context's default bounds. Outside a PDF context nothing
/// happens (reported).
public func UIGraphicsBeginPDFPage() {
    guard let document = currentPDF("UIGraphicsBeginPDFPage") else { return }
    document.beginPage()
}

/// `UIGraphicsBeginPDFPageWithInfo(_:_:)`: a new page of `bounds` (the default bounds when empty); the page
/// information is accepted and not written.
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    guard let document = currentPDF("UIGraphicsBeginPDFPageWithInfo") else { return }
    document.beginPage(bounds: bounds)
}

/// `UIGraphicsEndPDFContext()`: closes the PDF context and writes its PDF. When the current context is not a
/// PDF context nothing is closed (reported).
public func UIGraphicsEndPDFContext() {
    if !GraphicsContextStack.endPDFContext() {
        reportPDF("UIGraphicsEndPDFContext: the current context is not a PDF context; nothing closed")
    }
}

/// `UIGraphicsGetPDFContextBounds()`: the current page's bounds (the default bounds before the first page);
/// `.zero` when the current context is not a PDF context, as UIKit documents.
public func UIGraphicsGetPDFContextBounds() -> CGRect { GraphicsContextStack.currentPDFDocument?.currentBounds ?? .zero }

/// `UIGraphicsSetPDFContextURLForRect(_:_:)`: `rect` of the current page links to `url`.
public func UIGraphicsSetPDFContextURLForRect(_ url: URL, _ rect: CGRect) {
    currentPDF("UIGraphicsSetPDFContextURLForRect")?.addLink(url, rect: rect)
}

/// `UIGraphicsAddPDFContextDestinationAtPoint(_:_:)`: names `point` of the current page.
public func UIGraphicsAddPDFContextDestinationAtPoint(_ name: String, _ point: CGPoint) {
    currentPDF("UIGraphicsAddPDFContextDestinationAtPoint")?.addDestination(name, at: point)
}

/// `UIGraphicsSetPDFContextDestinationForRect(_:_:)`: `rect` of the current page links to the destination.
public func UIGraphicsSetPDFContextDestinationForRect(_ name: String, _ rect: CGRect) {
    currentPDF("UIGraphicsSetPDFContextDestinationForRect")?.addDestinationLink(name, rect: rect)
}

/// The current PDF context's document, or `nil` with a diagnostic naming `function`.
private func currentPDF(_ function: String) -> PDFDocumentBuilder? {
    if let document = GraphicsContextStack.currentPDFDocument { return document }
    reportPDF("\(function): the current context is not a PDF context; nothing done")
    return nil
}

private func reportPDF(_ message: String) {
    Simulation.current?.report(Diagnostic(code: .invalidValue, subject: "UIGraphics", message: message))
}
