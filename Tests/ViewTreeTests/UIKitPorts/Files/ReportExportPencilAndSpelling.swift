// A report screen that exports a PDF and shares it, a drawing view that answers Apple Pencil, an upload that keeps
// running in the background, and a word game's spelling check, as public UIKit code writes them (iOS 10–17.5).
// Adapted from the fifteenth probe's files: sdito/Food-Guru `smartList/Objects/PDFCreator.swift` (renderer and
// metadata), ahmednasr8898/PDFGenerator `PDFGenerator/ViewController.swift` (the PDF context functions), a sales
// receipt's `PDFManager.swift` (`writePDF(to:)`), ChatSecure's `ShareController.swift` and HockeyTimer's
// `PDFVC.swift` (`UIActivityItemSource`), APCDigital's `PencilCaseView.swift` and ReconNotes' bridge controller
// (`UIPencilInteraction`), gbuela/kanjiryokucha `KanjiRyokucha/BackgroundTask.swift` (background tasks) and
// Appsaurus/UIKitExtensions `String+SpellCheck.swift` (`UITextChecker`).
import UIKit

final class ReportPDFMaker {
    func makeFlyer(title: String) -> Data {
        let pdfMetaData = [
            kCGPDFContextCreator: "Report Maker",
            kCGPDFContextAuthor: "ViewTree",
            kCGPDFContextTitle: title,
        ]
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = pdfMetaData as [String: Any]
        let pageRect = CGRect(x: 0, y: 0, width: 8.5 * 72.0, height: 11 * 72.0)
        let renderer = UIGraphicsPDFRenderer(bounds: pageRect, format: format)
        return renderer.pdfData { context in
            context.beginPage()
            let attributes = [NSAttributedString.Key.font: UIFont.boldSystemFont(ofSize: 48)]
            title.draw(at: CGPoint(x: 36, y: 36), withAttributes: attributes)
            context.setURL(URL(string: "https://example.com/report")!, for: CGRect(x: 36, y: 100, width: 200, height: 20))
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 595, height: 842), pageInfo: [:])
            context.cgContext.setFillColor(UIColor.white.cgColor)
            context.cgContext.fill(context.pdfContextBounds)
        }
    }

    func saveReceipt(number: Int, in folder: URL) throws -> URL {
        let outputURL = folder.appendingPathComponent("Receipt_\(number).pdf")
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792))
        try renderer.writePDF(to: outputURL) { context in
            context.beginPage()
            "Receipt #\(number)".draw(at: CGPoint(x: 72, y: 72), withAttributes: [.font: UIFont.systemFont(ofSize: 14)])
        }
        return outputURL
    }
}

extension UIView {
    /// The view as a one-page PDF, with the UIKit 3.2 functions.
    func exportAsPDFData() -> Data {
        let pdfPageFrame = self.bounds
        let pdfData = NSMutableData()
        UIGraphicsBeginPDFContextToData(pdfData, pdfPageFrame, nil)
        UIGraphicsBeginPDFPageWithInfo(pdfPageFrame, nil)
        guard let pdfContext = UIGraphicsGetCurrentContext() else { return Data() }
        self.layer.render(in: pdfContext)
        UIGraphicsEndPDFContext()
        return pdfData as Data
    }
}

final class ReportShareSource: NSObject, UIActivityItemSource {
    let data: Data
    let subject: String

    init(data: Data, subject: String) {
        self.data = data
        self.subject = subject
    }

    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        return data
    }

    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        return data
    }

    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String {
        return subject
    }
}

final class ReportViewController: UIViewController {
    let maker = ReportPDFMaker()
    private(set) var shareSheet: UIActivityViewController?

    func share() {
        let source = ReportShareSource(data: maker.makeFlyer(title: "Game Report"), subject: "Game Report")
        let activityViewController = UIActivityViewController(activityItems: [source], applicationActivities: nil)
        activityViewController.excludedActivityTypes = [.postToFlickr, .postToVimeo, .assignToContact]
        activityViewController.popoverPresentationController?.sourceView = view
        shareSheet = activityViewController
        present(activityViewController, animated: true, completion: nil)
    }
}

final class SketchToolbarView: UIView, UIPencilInteractionDelegate {
    let pencilInteraction = UIPencilInteraction()
    private(set) var isErasing = false
    private(set) var paletteShown = false
    let eraseButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(eraseButton)
        pencilInteraction.delegate = self
        addInteraction(pencilInteraction)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {
        switch UIPencilInteraction.preferredTapAction {
        case .switchEraser:
            isErasing.toggle()
            eraseButton.tintColor = isErasing ? .systemBlue : .label
            eraseButton.backgroundColor = isErasing ? .systemGray5 : .clear
        case .showColorPalette, .showInkAttributes:
            paletteShown.toggle()
        default:
            break
        }
    }

    @available(iOS 17.5, *)
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze) {
        guard squeeze.phase == .ended else { return }
        if UIPencilInteraction.preferredSqueezeAction == .showContextualPalette {
            paletteShown.toggle()
        }
    }
}

final class UploadBackgroundTask {
    private let application: UIApplication
    private var identifier = UIBackgroundTaskIdentifier.invalid
    private(set) var endedByExpiry = false

    init(application: UIApplication) {
        self.application = application
    }

    func begin() {
        identifier = application.beginBackgroundTask(withName: "Upload") {
            self.endedByExpiry = true
            self.end()
        }
    }

    func end() {
        if identifier != UIBackgroundTaskIdentifier.invalid {
            application.endBackgroundTask(identifier)
        }
        identifier = UIBackgroundTaskIdentifier.invalid
    }
}

extension String {
    var isSpelledCorrectly: Bool {
        let checker = UITextChecker()
        let range = NSRange(location: 0, length: utf16.count)
        let misspelledRange = checker.rangeOfMisspelledWord(in: self, range: range, startingAt: 0, wrap: false,
                                                            language: "en")
        return misspelledRange.location == NSNotFound
    }

    var spellingSuggestions: [String] {
        let checker = UITextChecker()
        let range = NSRange(location: 0, length: utf16.count)
        return checker.guesses(forWordRange: range, in: self, language: "en") ?? []
    }
}
