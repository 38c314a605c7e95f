// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A key-input view like a probed one: no text field, its own text, the return key resigns.
private final class CodeEntryView: UIView, UIKeyInput {
    var entered = ""
    var deletesOnEmpty = 0
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !entered.isEmpty }
    func insertText(_ text: String) {
        if text == "\n" { resignFirstResponder() } else { entered += text }
    }
    func deleteBackward() {
        guard !entered.isEmpty else { deletesOnEmpty += 1; return }
        entered.removeLast()
    }
}

/// An app delegate that registers quick actions and records the ones it is asked to perform.
private final class QuickActionAppDelegate: UIResponder, UIApplicationDelegate {
    var performed: [String] = []
    var interceptsLaunchQuickAction = false
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        if interceptsLaunchQuickAction, let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
            performed.append("intercepted \(item.type)")
            return false
        }
        application.shortcutItems = [
            UIApplicationShortcutItem(type: "Search", localizedTitle: "Search", localizedSubtitle: "Find me",
                                      icon: UIApplicationShortcutIcon(type: .search)),
            UIApplicationShortcutItem(type: "Send", localizedTitle: "Send"),
        ]
        return true
    }
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        performed.append(shortcutItem.type)
        completionHandler(shortcutItem.type == "Search")
    }
}

/// A scene delegate that hears quick actions (the app delegate then does not).
private final class QuickActionSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var performed: [String] = []
    var launchedFor: String?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        launchedFor = connectionOptions.shortcutItem?.type
    }
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        performed.append(shortcutItem.type)
        completionHandler(true)
    }
}

/// A print delegate that records the order of its calls.
private final class PrintLog: UIPrintInteractionControllerDelegate {
    var calls: [String] = []
    func printInteractionControllerWillPresentPrinterOptions(_ c: UIPrintInteractionController) { calls.append("willPresent") }
    func printInteractionControllerDidPresentPrinterOptions(_ c: UIPrintInteractionController) { calls.append("didPresent") }
    func printInteractionControllerWillDismissPrinterOptions(_ c: UIPrintInteractionController) { calls.append("willDismiss") }
    func printInteractionControllerDidDismissPrinterOptions(_ c: UIPrintInteractionController) { calls.append("didDismiss") }
    func printInteractionControllerWillStartJob(_ c: UIPrintInteractionController) { calls.append("willStart") }
    func printInteractionControllerDidFinishJob(_ c: UIPrintInteractionController) { calls.append("didFinish") }
}

/// A print delegate that cancels as soon as the options are about to show.
private final class CancellingPrintDelegate: UIPrintInteractionControllerDelegate {
    var calls: [String] = []
    func printInteractionControllerWillPresentPrinterOptions(_ c: UIPrintInteractionController) {
        calls.append("willPresent")
        c.cancel()
    }
    func printInteractionControllerDidPresentPrinterOptions(_ c: UIPrintInteractionController) { calls.append("didPresent") }
    func printInteractionControllerDidDismissPrinterOptions(_ c: UIPrintInteractionController) { calls.append("didDismiss") }
}

/// The gaps the thirteenth probe of public UIKit files found, each used as the probed file used it.
@Suite struct ProbedPublicFilesRound13Tests {
    // MARK: 1. UIKeyInput

    @Test func aKeyInputViewBringsUpTheKeyboardAndTheKeysReachIt() {
        let t = TestWorld()
        let entry = CodeEntryView(frame: CGRect(x: 0, y: 100, width: 300, height: 50))
        t.window.addSubview(entry)
        #expect(!t.simulation.keyboard.isVisible)
        #expect(entry.becomeFirstResponder())
        #expect(t.simulation.keyboard.isVisible, "a UIKeyInput responder that becomes first responder shows the keyboard")
        #expect(t.simulation.keyboard.type("12\u{8}34"))
        #expect(entry.entered == "134")
        entry.entered = ""
        #expect(t.simulation.keyboard.type("\u{8}"))
        #expect(entry.deletesOnEmpty == 1, "the delete key reaches deleteBackward also with no text")
        #expect(t.simulation.keyboard.type("\n5") == false, "the return key resigned the view: the 5 had nowhere to go")
        #expect(!entry.isFirstResponder && !t.simulation.keyboard.isVisible)
        #expect(t.simulation.diagnostics.last?.message.contains("'5' was not typed") == true)
    }

    @Test func aKeyInputViewHandsTheKeyboardToATextField() {
        let t = TestWorld()
        let entry = CodeEntryView(frame: CGRect(x: 0, y: 100, width: 300, height: 50))
        let field = UITextField(frame: CGRect(x: 0, y: 200, width: 300, height: 40))
        t.window.addSubview(entry)
        t.window.addSubview(field)
        #expect(entry.becomeFirstResponder())
        var hides = 0
        let observer = t.simulation.notificationCenter.addObserver(forName: UIResponder.keyboardWillHideNotification,
                                                                   object: nil) { _ in hides += 1 }
        #expect(field.becomeFirstResponder())
        #expect(hides == 0 && t.simulation.keyboard.isVisible, "moving to a text field keeps the keyboard up")
        #expect(t.simulation.keyboard.type("ab"))
        #expect(field.text == "ab" && entry.entered.isEmpty)
        #expect(entry.becomeFirstResponder())
        #expect(hides == 0 && t.simulation.keyboard.isVisible, "and back")
        t.simulation.notificationCenter.removeObserver(observer)
    }

    @Test func typingWithNoKeyInputFirstResponderIsRefused() {
        let t = TestWorld()
        #expect(t.simulation.keyboard.type("x") == false)
        #expect(t.simulation.diagnostics.last?.code == .invalidValue)
    }

    // MARK: 2. removeTarget(_:action: nil, for:)

    final class Target {
        var calls = 0
        func tapped() { calls += 1 }
    }

    @Test func removeTargetWithANilActionRemovesEveryTarget() {
        let t = TestWorld()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        t.window.addSubview(button)
        let first = Target(), second = Target()
        button.addTarget(first, action: Target.tapped, for: .touchUpInside)
        button.addTarget(second, action: Target.tapped, for: .touchUpInside)
        button.removeTarget(first, action: nil, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(first.calls == 0 && second.calls == 1)
        button.removeTarget(nil, action: nil, for: .allEvents)
        button.sendActions(for: .touchUpInside)
        #expect(second.calls == 1 && button.allTargets.isEmpty)
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        t.window.addSubview(card)
        let tapRecognizer = UITapGestureRecognizer(target: first, action: Target.tapped)
        card.addGestureRecognizer(tapRecognizer)
        #expect(tap(card) && first.calls == 1)
        tapRecognizer.removeTarget(nil, action: nil)
        #expect(tap(card) && first.calls == 1, "removeTarget(nil, action: nil) removed the recognizer's target")
    }

    // MARK: 3. Home Screen quick actions

    @Test func shortcutItemsAreImmutableCopiesAndTheHomeScreenShowsFour() throws {
        let world = Simulation()
        let app = UIApplication.shared
        #expect(app.shortcutItems == nil)
        let editable = UIMutableApplicationShortcutItem(type: "Compose", localizedTitle: "New Note")
        editable.icon = UIApplicationShortcutIcon(systemImageName: "square.and.pencil")
        app.shortcutItems = [editable]
        editable.localizedTitle = "Changed later"
        let registered = try #require(app.shortcutItems?.first)
        #expect(registered.localizedTitle == "New Note" && !(registered is UIMutableApplicationShortcutItem))
        #expect(registered.icon?.source == .systemImageName("square.and.pencil"))
        let copy = try #require(registered.mutableCopy() as? UIMutableApplicationShortcutItem)
        copy.localizedTitle = "Renamed"
        app.shortcutItems = [copy]
        #expect(app.shortcutItems?.first?.localizedTitle == "Renamed")
        #expect(UIApplicationShortcutIcon.IconType.compose.rawValue == 0 && UIApplicationShortcutIcon.IconType.search.rawValue == 5)
        #expect(UIApplicationShortcutIcon.IconType.update.rawValue == 28)
        world.application.staticShortcutItems = (1...3).map { UIApplicationShortcutItem(type: "static\($0)", localizedTitle: "S\($0)") }
        app.shortcutItems = ["a", "b"].map { UIApplicationShortcutItem(type: $0, localizedTitle: $0) }
        #expect(world.application.displayedQuickActions.map(\.type) == ["static1", "static2", "static3", "a"])
    }

    @Test func choosingAQuickActionReachesTheAppDelegate() {
        let world = Simulation()
        #expect(UIApplication.shared.performQuickAction(ofType: "Search") == nil, "not launched")
        let delegate = QuickActionAppDelegate()
        let app = UIApplication.launch(delegate, in: world)
        var results: [Bool] = []
        #expect(app.performQuickAction(ofType: "Search") { results.append($0) }?.localizedSubtitle == "Find me")
        #expect(app.performQuickAction(ofType: "Send") { results.append($0) } != nil)
        #expect(delegate.performed == ["Search", "Send"] && results == [true, false])
        #expect(app.performQuickAction(ofType: "Delete") == nil)
        #expect(delegate.performed.count == 2)
        #expect(world.diagnostics.last?.message.contains("no quick action of that type") == true)
    }

    @Test func withScenesTheWindowSceneDelegateHearsTheQuickAction() {
        let world = Simulation()
        let delegate = QuickActionAppDelegate()
        let sceneDelegate = QuickActionSceneDelegate()
        let app = UIApplication.launch(delegate, sceneDelegate: sceneDelegate, in: world)
        var result: Bool?
        app.performQuickAction(ofType: "Send") { result = $0 }
        #expect(sceneDelegate.performed == ["Send"] && delegate.performed.isEmpty && result == true)
    }

    @Test func launchingFromAQuickActionPerformsItUnlessTheLaunchMethodIntercepts() {
        let item = UIApplicationShortcutItem(type: "Search", localizedTitle: "Search")
        let plain = QuickActionAppDelegate()
        UIApplication.launch(plain, options: [.shortcutItem: item], in: Simulation())
        #expect(plain.performed == ["Search"])
        let intercepting = QuickActionAppDelegate()
        intercepting.interceptsLaunchQuickAction = true
        UIApplication.launch(intercepting, options: [.shortcutItem: item], in: Simulation())
        #expect(intercepting.performed == ["intercepted Search"], "returning false from the launch method handles it there")
        let sceneApp = QuickActionAppDelegate()
        let sceneDelegate = QuickActionSceneDelegate()
        UIApplication.launch(sceneApp, sceneDelegate: sceneDelegate, options: [.shortcutItem: item], in: Simulation())
        #expect(sceneDelegate.launchedFor == "Search" && sceneDelegate.performed.isEmpty && sceneApp.performed.isEmpty,
                "a scene launched from a quick action finds it in its connection options")
    }

    // MARK: 4. Printing

    @Test func canPrintReadsPDFAndImageSignatures() throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        #expect(UIPrintInteractionController.canPrint(png))
        #expect(UIPrintInteractionController.canPrint(Data("%PDF-1.7\n".utf8)))
        #expect(!UIPrintInteractionController.canPrint(Data("hello".utf8)))
        let directory = FileManager.default.temporaryDirectory
        let pdfURL = directory.appendingPathComponent("viewtree-print-\(UUID().uuidString).pdf")
        let textURL = directory.appendingPathComponent("viewtree-print-\(UUID().uuidString).pdf")
        try Data("%PDF-1.4 report".utf8).write(to: pdfURL)
        try Data("not a pdf".utf8).write(to: textURL)
        defer { try? FileManager.default.removeItem(at: pdfURL); try? FileManager.default.removeItem(at: textURL) }
        #expect(UIPrintInteractionController.canPrint(pdfURL))
        #expect(!UIPrintInteractionController.canPrint(textURL), "the name says PDF, the bytes do not")
        #expect(!UIPrintInteractionController.canPrint(directory.appendingPathComponent("missing.pdf")))
        #expect(UIPrintInteractionController.printableUTIs.contains("com.adobe.pdf"))
    }

    @Test func presentingAndPrintingAsTheRouterDoes() throws {
        let world = Simulation()
        let controller = UIPrintInteractionController.shared
        #expect(controller === UIPrintInteractionController.shared, "one shared controller per world")
        let log = PrintLog()
        controller.delegate = log
        #expect(!controller.present(animated: true), "nothing to print")
        #expect(world.diagnostics.last?.message.contains("nothing to print") == true)
        controller.printingItem = "a string"
        #expect(!controller.present(animated: true), "not printable")

        let info = UIPrintInfo(dictionary: nil)
        info.jobName = "report.pdf"
        info.outputType = .general
        info.orientation = .portrait
        controller.printInfo = info
        controller.showsNumberOfCopies = true
        controller.printingItem = Data("%PDF-1.4".utf8)
        var completions: [Bool] = []
        #expect(controller.present(animated: true) { _, completed, error in completions.append(completed && error == nil) })
        #expect(!controller.present(animated: true), "already shown")
        info.jobName = "changed after presenting"
        #expect(!controller.print(copies: 0))
        #expect(controller.isPresented && completions.isEmpty)
        #expect(controller.print(copies: 2))
        #expect(log.calls == ["willPresent", "didPresent", "willDismiss", "didDismiss", "willStart", "didFinish"])
        #expect(completions == [true])
        let job = try #require(controller.printedJobs.last)
        #expect(job.printInfo.jobName == "report.pdf" && job.copies == 2 && job.items.count == 1)
    }

    @Test func cancellingOrDismissingPrintsNothing() {
        _ = Simulation()
        let controller = UIPrintInteractionController.shared
        controller.printingItems = [UIImage(systemName: "doc")!, Data("%PDF".utf8)]
        #expect(controller.printingItem == nil)
        controller.showsNumberOfCopies = false
        var completions: [Bool] = []
        #expect(controller.present(animated: false) { _, completed, _ in completions.append(completed) })
        #expect(!controller.print(copies: 3), "the options do not offer copies")
        controller.cancel()
        #expect(controller.present(animated: false) { _, completed, _ in completions.append(completed) })
        controller.dismiss(animated: true)
        #expect(completions == [false, false] && controller.printedJobs.isEmpty && !controller.isPresented)
        controller.printingItem = Data("%PDF".utf8)
        #expect(controller.printingItems == nil, "the content properties are mutually exclusive")
    }

    @Test func aDelegateThatCancelsWhileThePanelOpensGetsNoDidPresent() {
        _ = Simulation()
        let controller = UIPrintInteractionController.shared
        let delegate = CancellingPrintDelegate()
        controller.delegate = delegate
        controller.printingItem = Data("%PDF".utf8)
        var completions: [Bool] = []
        #expect(controller.present(animated: true) { _, completed, _ in completions.append(completed) })
        #expect(delegate.calls == ["willPresent", "didDismiss"] && completions == [false] && !controller.isPresented)
        #expect(controller.present(animated: true), "it can be presented again")
    }
}
