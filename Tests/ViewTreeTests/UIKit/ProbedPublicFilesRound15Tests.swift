// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// An item source like the probed share controllers': a URL as placeholder, text for Mail, a subject.
private final class ShareLinkSource: NSObject, UIActivityItemSource {
    let url = URL(string: "https://example.com/chat/42")!
    var askedTypes: [UIActivity.ActivityType?] = []
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { url }
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        askedTypes.append(activityType)
        return activityType == .mail ? "Chat with me: \(url.absoluteString)" : url
    }
    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String {
        "Alice wants to chat"
    }
}

/// An activity that accepts URLs only and records what it was prepared with.
private final class OpenLinkActivity: UIActivity {
    var prepared: [Any] = []
    override var activityType: UIActivity.ActivityType { UIActivity.ActivityType("com.example.open") }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is URL } }
    override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
    override func perform() { activityDidFinish(true) }
}

/// A delegate like the probed pencil views: the pre-17.5 method only.
private final class EraserToggle: UIPencilInteractionDelegate {
    var erasing = false
    func pencilInteractionDidTap(_ interaction: UIPencilInteraction) { erasing.toggle() }
}

/// A delegate with the iOS 17.5 methods.
private final class PaletteDelegate: UIPencilInteractionDelegate {
    var taps: [CGPoint?] = []
    var phases: [UIPencilInteraction.Phase] = []
    var oldTaps = 0
    func pencilInteractionDidTap(_ interaction: UIPencilInteraction) { oldTaps += 1 }
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) {
        taps.append(tap.hoverPose?.location)
    }
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze) {
        phases.append(squeeze.phase)
    }
}

/// The text of a PDF (its structure is ASCII).
private func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

@Suite struct ProbedPublicFilesRound15Tests {
    // MARK: UIGraphicsPDFRenderer

    @Test func aPDFRendererWritesItsPagesAndDocumentInfo() throws {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [kCGPDFContextCreator: "Recipe PDF", kCGPDFContextAuthor: "Steven Dito"] as [String: Any]
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 8.5 * 72, height: 11 * 72), format: format)
        var boundsSeen: [CGRect] = []
        var current: CGContext?
        let data = renderer.pdfData { context in
            context.beginPage()
            boundsSeen.append(context.pdfContextBounds)
            current = UIGraphicsGetCurrentContext()
            "I'm a PDF!".draw(at: .zero, withAttributes: [.font: UIFont.boldSystemFont(ofSize: 72)])
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 595, height: 842), pageInfo: [:])
            boundsSeen.append(context.pdfContextBounds)
            context.setURL(URL(string: "https://example.com")!, for: CGRect(x: 10, y: 20, width: 100, height: 30))
        }
        #expect(current != nil, "the renderer's context is current while the block runs")
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(boundsSeen == [CGRect(x: 0, y: 0, width: 612, height: 792), CGRect(x: 0, y: 0, width: 595, height: 842)])
        let pdf = text(data)
        #expect(pdf.hasPrefix("%PDF-1.4") && pdf.hasSuffix("%%EOF\n"))
        #expect(pdf.contains("/Count 2"))
        #expect(pdf.contains("/MediaBox [0 0 612 792]") && pdf.contains("/MediaBox [0 0 595 842]"))
        #expect(pdf.contains("/Author (Steven Dito)") && pdf.contains("/Creator (Recipe PDF)"))
        // The link's rectangle in PDF space: y from the bottom (842 - 20 - 30 = 792).
        #expect(pdf.contains("/Rect [10 792 110 822]") && pdf.contains("/URI (https://example.com)"))
    }

    @Test func thePDFsCrossReferenceTablePointsAtItsObjects() throws {
        let data = UIGraphicsPDFRenderer(bounds: .zero).pdfData { $0.beginPage() }
        let pdf = text(data)
        #expect(pdf.contains("/MediaBox [0 0 612 792]"), "empty bounds give US Letter pages")
        let startxref = try #require(pdf.range(of: "startxref\n"))
        let offset = try #require(Int(pdf[startxref.upperBound...].prefix { $0.isNumber }))
        let bytes = [UInt8](data)
        #expect(String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self) == "xref")
        // Each entry's offset starts its object ("1 0 obj", "2 0 obj", …).
        let table = String(decoding: bytes[offset...], as: UTF8.self).split(separator: "\n")
        for (number, line) in table.dropFirst(3).prefix(5).enumerated() {
            let at = try #require(Int(line.prefix(10)))
            #expect(String(decoding: bytes[at..<(at + 8)], as: UTF8.self).hasPrefix("\(number + 1) 0 obj"))
        }
    }

    @Test func writePDFWritesTheFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("probe15-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        try UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100)).writePDF(to: url) { context in
            context.beginPage()
            context.addDestination(withName: "top", at: CGPoint(x: 0, y: 10))
            context.setDestinationWithName("top", for: CGRect(x: 0, y: 50, width: 20, height: 20))
        }
        let pdf = text(try Data(contentsOf: url))
        #expect(pdf.contains("/Count 1") && pdf.contains("/MediaBox [0 0 200 100]"))
        #expect(pdf.contains("/Dests << /top [4 0 R /XYZ 0 90 null] >>") && pdf.contains("/Dest /top"))
        let missing = URL(fileURLWithPath: "/nonexistent-folder-probe15/out.pdf")
        #expect(throws: (any Error).self) { try UIGraphicsPDFRenderer(bounds: .zero).writePDF(to: missing) { _ in } }
    }

    @Test func thePDFContextFunctionsWriteIntoMutableData() {
        let t = TestWorld()
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 320, height: 480), [kCGPDFContextTitle: "Écran"])
        #expect(UIGraphicsGetCurrentContext() != nil)
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 320, height: 480), "the default before a page")
        UIGraphicsBeginPDFPageWithInfo(CGRect(x: 0, y: 0, width: 100, height: 50), nil)
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 100, height: 50))
        t.window.layer.render(in: UIGraphicsGetCurrentContext()!)
        UIGraphicsBeginPDFPage()
        #expect(data.length == 0, "nothing is written before the context closes")
        UIGraphicsEndPDFContext()
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetPDFContextBounds() == .zero)
        let pdf = text(data as Data)
        #expect(pdf.contains("/Count 2") && pdf.contains("/MediaBox [0 0 100 50]") && pdf.contains("/MediaBox [0 0 320 480]"))
        #expect(pdf.contains("/Title <FEFF00C9006300720061006E>"), "a non-ASCII title is UTF-16 with a byte-order mark")
        #expect(t.simulation.diagnostics.isEmpty)

        UIGraphicsBeginPDFPage()
        UIGraphicsEndPDFContext()
        #expect(t.simulation.diagnostics.count == 2)
        #expect(t.simulation.diagnostics.allSatisfy { $0.message.contains("not a PDF context") })
    }

    // MARK: Background tasks

    @Test func backgroundTasksBeginEndAndExpire() {
        let t = TestWorld()
        let app = UIApplication.shared
        var expired: [String] = []
        var first = UIBackgroundTaskIdentifier.invalid
        first = app.beginBackgroundTask(withName: "upload") {
            expired.append("upload")
            app.endBackgroundTask(first)
            first = .invalid
        }
        let second = app.beginBackgroundTask { expired.append("unnamed") }
        #expect(first != .invalid && second != .invalid && first != second)
        #expect(UIBackgroundTaskIdentifier.invalid.rawValue == 0)
        #expect(t.simulation.application.backgroundTasks.tasks.map(\.name) == ["upload", nil])
        #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude, "very large in the foreground")
        t.simulation.application.state = .background
        #expect(app.backgroundTimeRemaining == 30)

        let left = t.simulation.application.backgroundTasks.expireAll()
        #expect(expired == ["upload", "unnamed"])
        #expect(first == .invalid && left.map(\.identifier) == [second.rawValue], "an unended task is still open")
        app.endBackgroundTask(second)
        #expect(t.simulation.application.backgroundTasks.tasks.isEmpty && t.simulation.diagnostics.isEmpty)

        app.endBackgroundTask(second)
        app.endBackgroundTask(.invalid)
        #expect(t.simulation.diagnostics.count == 2)
        #expect(t.simulation.diagnostics.first?.message.contains("no background task exists with identifier") == true)
    }

    @Test func withoutAWorldABackgroundTaskIsInvalid() {
        let app = UIApplication(simulation: nil)
        #expect(app.beginBackgroundTask(expirationHandler: nil) == .invalid)
        app.endBackgroundTask(.invalid)
        #expect(app.backgroundTimeRemaining == .greatestFiniteMagnitude)
    }

    // MARK: UIActivityItemSource

    @Test func itemSourcesGiveTheItemForTheChosenActivity() {
        let t = TestWorld()
        let presenter = UIViewController()
        t.window.rootViewController = presenter
        let source = ShareLinkSource()
        let open = OpenLinkActivity()
        let sheet = UIActivityViewController(activityItems: [source, "plain"], applicationActivities: [open])
        #expect(sheet.availableActivityTypes.first == open.activityType, "the placeholder, a URL, lets the activity show")
        #expect(sheet.placeholderItems.first as? URL == source.url)
        #expect(sheet.items(for: .mail).first as? String == "Chat with me: https://example.com/chat/42")
        #expect(sheet.subject(for: .mail) == "Alice wants to chat")
        #expect(UIActivityViewController(activityItems: ["x"], applicationActivities: nil).subject(for: .mail) == nil)

        presenter.present(sheet, animated: false)
        sheet.perform(open.activityType)
        #expect(open.prepared.first as? URL == source.url && open.prepared.last as? String == "plain")
        let copySheet = UIActivityViewController(activityItems: [source], applicationActivities: nil)
        copySheet.perform(.copyToPasteboard)
        #expect(t.simulation.pasteboard.url == source.url)
        #expect(source.askedTypes.last == .copyToPasteboard)
    }

    // MARK: UIPencilInteraction

    @Test func aDoubleTapReachesTheDelegateOfAVisibleView() {
        let t = TestWorld()
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let toggle = EraserToggle()
        let pencil = UIPencilInteraction()
        pencil.delegate = toggle
        canvas.addInteraction(pencil)
        #expect(!pencil.doubleTap(), "not in a window yet")
        t.window.addSubview(canvas)
        #expect(pencil.doubleTap() && toggle.erasing, "the pre-17.5 method is called when the new one is not written")
        canvas.isHidden = true
        #expect(!pencil.doubleTap() && toggle.erasing)
        canvas.isHidden = false
        pencil.isEnabled = false
        #expect(!pencil.doubleTap())
        pencil.isEnabled = true
        #expect(pencil.doubleTap() && !toggle.erasing)
    }

    @Test func theNewDelegateMethodsGetTheHoverPoseAndSqueezePhases() {
        let t = TestWorld()
        let delegate = PaletteDelegate()
        let pencil = UIPencilInteraction(delegate: delegate)
        t.window.addInteraction(pencil)
        pencil.doubleTap(hoverLocation: CGPoint(x: 40, y: 60))
        pencil.doubleTap()
        #expect(delegate.taps == [CGPoint(x: 40, y: 60), nil] && delegate.oldTaps == 0)
        pencil.squeeze()
        pencil.squeeze(phases: [.began, .changed, .cancelled])
        #expect(delegate.phases == [.began, .ended, .began, .changed, .cancelled])
    }

    @Test func thePreferredActionsAreTheWorldsSettings() {
        let t = TestWorld()
        #expect(UIPencilInteraction.preferredTapAction == .switchEraser)
        #expect(UIPencilInteraction.preferredSqueezeAction == .showContextualPalette)
        #expect(!UIPencilInteraction.prefersPencilOnlyDrawing && UIPencilInteraction.prefersHoverToolPreview)
        t.simulation.pencilPreferences.tapAction = .showColorPalette
        t.simulation.pencilPreferences.prefersPencilOnlyDrawing = true
        #expect(UIPencilInteraction.preferredTapAction == .showColorPalette && UIPencilInteraction.prefersPencilOnlyDrawing)
        #expect(UIPencilPreferredAction(rawValue: 4) == .showInkAttributes && UIPencilPreferredAction.runSystemShortcut.rawValue == 6)
        let other = TestWorld()
        #expect(UIPencilInteraction.preferredTapAction == .switchEraser, "each world has its own settings")
        _ = other
    }

    // MARK: UITextChecker

    @Test func theTextCheckerFindsWordsTheWorldsDictionaryLacks() {
        let t = TestWorld()
        let checker = UITextChecker()
        let sentence = "Ths is a tst, isn't it"
        let whole = NSRange(location: 0, length: sentence.utf16.count)
        #expect(checker.rangeOfMisspelledWord(in: sentence, range: whole, startingAt: 0, wrap: false, language: "en").location
            == NSNotFound, "no dictionary for the language: nothing is misspelled")
        #expect(UITextChecker.availableLanguages.isEmpty)

        t.simulation.spelling.dictionaries["en"] = ["this", "is", "a", "test", "isn't", "it", "tests", "testing", "thus"]
        #expect(UITextChecker.availableLanguages == ["en"])
        let first = checker.rangeOfMisspelledWord(in: sentence, range: whole, startingAt: 0, wrap: false, language: "en_US")
        #expect(first == NSRange(location: 0, length: 3), "en_US uses the en dictionary")
        let second = checker.rangeOfMisspelledWord(in: sentence, range: whole, startingAt: 1, wrap: false, language: "en")
        #expect(second == NSRange(location: 9, length: 3))
        #expect(checker.rangeOfMisspelledWord(in: sentence, range: whole, startingAt: 10, wrap: false, language: "en").location == NSNotFound)
        #expect(checker.rangeOfMisspelledWord(in: sentence, range: whole, startingAt: 10, wrap: true, language: "en") == first)

        #expect(checker.guesses(forWordRange: first, in: sentence, language: "en") == ["This", "Thus", "Is", "Test"],
                "one edit away first, then two; capitalised like the word")
        #expect(checker.guesses(forWordRange: second, in: sentence, language: "en")?.first == "test")
        #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: "tes", language: "en")
            == ["test", "tests", "testing"])
        #expect(checker.guesses(forWordRange: NSRange(location: 40, length: 3), in: sentence, language: "en") == nil)

        checker.ignoreWord("Ths")
        #expect(checker.ignoredWords == ["Ths"])
        #expect(checker.rangeOfMisspelledWord(in: sentence, range: whole, startingAt: 0, wrap: false, language: "en") == second)
        UITextChecker.learnWord("tst")
        #expect(UITextChecker.hasLearnedWord("tst"))
        #expect(checker.rangeOfMisspelledWord(in: sentence, range: whole, startingAt: 0, wrap: false, language: "en").location == NSNotFound)
        UITextChecker.unlearnWord("tst")
        #expect(!UITextChecker.hasLearnedWord("tst"))
    }

    @Test func theWordScrambleCheckWorksAsWritten() {
        let t = TestWorld()
        t.simulation.spelling.dictionaries["en"] = ["swift", "wits"]
        func isReal(_ word: String) -> Bool {
            let checker = UITextChecker()
            let range = NSRange(location: 0, length: word.utf16.count)
            let misspelledRange = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
            return misspelledRange.location == NSNotFound
        }
        #expect(isReal("wits") && isReal("Swift") && !isReal("fiws"))
    }
}
