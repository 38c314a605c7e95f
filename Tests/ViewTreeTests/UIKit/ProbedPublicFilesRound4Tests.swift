// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// The root controller of Xcode's document-app template, as the template writes it.
private final class BrowserController: UIDocumentBrowserViewController, UIDocumentBrowserViewControllerDelegate {
    var template: URL!
    var events: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        allowsDocumentCreation = true
        allowsPickingMultipleItems = false
    }
    func documentBrowser(_ controller: UIDocumentBrowserViewController,
                         didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void) {
        importHandler(template, .copy)
    }
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
        events.append("picked \(documentURLs.map(\.lastPathComponent))")
    }
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL) {
        events.append("imported \(destinationURL.lastPathComponent)")
    }
    func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: Error?) {
        events.append("failed")
    }
}

/// Gaps a fourth round of public UIKit files showed (Docs/Porting.md), each written as those files write it.
@Suite struct ProbedPublicFilesRound4Tests {
    @Test func coordinateSpacesConvertThroughTheScreen() {
        let t = TestWorld(device: .iPhoneSE)
        let controller = UIViewController()
        t.show(controller)
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
        controller.view.addSubview(card)
        let screen = t.window.screen
        #expect(screen === t.simulation.screen)
        // A keyboard frame in screen coordinates, in the card's.
        let keyboard = CGRect(x: 0, y: 352, width: 320, height: 216)
        let inCard = card.convert(keyboard, from: screen.coordinateSpace)
        #expect(inCard == CGRect(x: -20, y: 252, width: 320, height: 216))
        #expect(screen.coordinateSpace.convert(CGPoint(x: 30, y: 110), to: card) == CGPoint(x: 10, y: 10))
        #expect(card.convert(CGPoint(x: 5, y: 5), to: controller.view as UICoordinateSpace) == CGPoint(x: 25, y: 105))
        #expect(card.convert(CGPoint(x: 5, y: 5), to: controller.view) == CGPoint(x: 25, y: 105))   // the UIView? overload
    }

    @Test func aContextKeepsItsCurrentPathInUserSpace() {
        let context = CGContext()
        #expect(context.isPathEmpty && context.path == nil && context.boundingBoxOfPath.isNull)
        context.translateBy(x: 10, y: 10)
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 20, y: 0))
        context.addRect(CGRect(x: 0, y: 10, width: 5, height: 5))
        #expect(context.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 20, height: 15))
        #expect(context.path?.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 15))
        context.strokePath()                                               // drawing uses the path up
        #expect(context.isPathEmpty)
    }

    @Test func aBezierPathCopyIsDeep() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.lineWidth = 3
        let copy = path.copy() as! UIBezierPath
        copy.addLine(to: CGPoint(x: 50, y: 50))
        #expect(copy.lineWidth == 3 && copy.bounds.width == 50)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func aDocumentAsksForTheAttributesToWrite() throws {
        final class Thumbnailed: UIDocument {
            var asked: [UIDocument.SaveOperation] = []
            override func contents(forType typeName: String) throws -> Any { Data("x".utf8) }
            override func fileAttributesToWrite(to url: URL, for saveOperation: UIDocument.SaveOperation) throws -> [AnyHashable: Any] {
                asked.append(saveOperation)
                return try super.fileAttributesToWrite(to: url, for: saveOperation)
            }
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewtree-attributes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = Thumbnailed(fileURL: directory.appendingPathComponent("Art.emojiart"))
        document.save(to: document.fileURL, for: .forCreating)
        #expect(document.asked == [.forCreating] && document.documentState == .normal)
    }

    @Test func aDocumentBrowserCreatesAndOpensDocumentsThroughItsDelegate() throws {
        let t = TestWorld()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewtree-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let template = directory.appendingPathComponent("Untitled.emojiart")
        try Data("{}".utf8).write(to: template)
        let browser = BrowserController(forOpeningFilesWithContentTypes: ["edu.stanford.cs193p.emojiart"])
        browser.template = template
        browser.documentsDirectory = directory.appendingPathComponent("Documents")
        t.show(browser)
        browser.createDocument()
        browser.createDocument()                                           // the name is taken: "Untitled 2"
        #expect(browser.events == ["imported Untitled.emojiart", "imported Untitled 2.emojiart"])
        #expect(FileManager.default.fileExists(atPath: template.path))     // copied, not moved
        browser.pickDocuments(at: [template, browser.documentsDirectory.appendingPathComponent("Untitled.emojiart")])
        #expect(browser.events.last == "picked [\"Untitled.emojiart\"]")    // one: allowsPickingMultipleItems is false
        browser.allowsDocumentCreation = false
        browser.createDocument()
        #expect(browser.events.count == 3)
    }
}
