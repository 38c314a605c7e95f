import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// The system's photo picker and share sheet, played by the test (`ImagePickerController`,
/// `ActivityViewController`).
@Suite struct SystemSheetTests {
    /// A delegate that records what the picker tells it and dismisses it, as app code does.
    final class PickerDelegate: ImagePickerControllerDelegate {
        var picked: [ImagePickerController.InfoKey: Any]?
        var cancelled = false
        func imagePickerController(_ picker: ImagePickerController,
                                   didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]) {
            picked = info
            picker.dismiss(animated: true)
        }
        func imagePickerControllerDidCancel(_ picker: ImagePickerController) {
            cancelled = true
            picker.dismiss(animated: true)
        }
    }

    /// A world with a controller on screen to present from.
    func shownHost(on device: Device = .iPhoneSE) -> (TestWorld, ViewController) {
        let t = TestWorld(device: device)
        let host = ViewController()
        t.show(host)
        return (t, host)
    }

    @Test func aPickedImageReachesTheDelegateWithUIKitsKeys() {
        let (t, host) = shownHost()
        let picker = ImagePickerController()
        picker.allowsEditing = true
        let delegate = PickerDelegate()
        picker.delegate = delegate
        host.present(picker, animated: true)
        t.waitForTransitions()
        #expect(host.presentedViewController === picker)
        #expect(picker.topViewController?.title == "Photos")
        let photo = Image(name: "beach", size: CGSize(width: 400, height: 300))
        picker.finishPicking(image: photo, cropRect: CGRect(x: 50, y: 0, width: 300, height: 300))
        t.waitForTransitions()
        #expect((delegate.picked?[.originalImage] as? Image) === photo)
        #expect((delegate.picked?[.editedImage] as? Image) === photo)
        #expect(delegate.picked?[.cropRect] as? CGRect == CGRect(x: 50, y: 0, width: 300, height: 300))
        #expect(delegate.picked?[.mediaType] as? String == "public.image")
        #expect(ImagePickerController.InfoKey.originalImage.rawValue == "UIImagePickerControllerOriginalImage")
        #expect(host.presentedViewController == nil)
    }

    @Test func withoutEditingThereIsNoEditedImageAndCancelTellsTheDelegate() {
        let (t, host) = shownHost()
        let picker = ImagePickerController()
        let delegate = PickerDelegate()
        picker.delegate = delegate
        host.present(picker, animated: false)
        t.waitForTransitions()
        picker.finishPicking(image: Image(name: "a", size: CGSize(width: 10, height: 10)))
        #expect(delegate.picked?[.editedImage] == nil && delegate.picked?[.cropRect] == nil)
        t.waitForTransitions()
        host.present(picker, animated: false)
        t.waitForTransitions()
        #expect(host.presentedViewController === picker)
        // Tapping Cancel is `cancel()`.
        let cancel = picker.topViewController?.navigationItem.rightBarButtonItem
        #expect(cancel?.title == "Cancel")
        picker.cancel()
        t.waitForTransitions()
        #expect(delegate.cancelled)
        #expect(host.presentedViewController == nil)
    }

    @Test func aPickerWhoseDelegateDoesNotAnswerDismissesItself() {
        final class Silent: ImagePickerControllerDelegate {}
        let (t, host) = shownHost()
        let picker = ImagePickerController()
        let delegate = Silent()
        picker.delegate = delegate
        host.present(picker, animated: false)
        t.waitForTransitions()
        picker.cancel()
        t.waitForTransitions()
        #expect(host.presentedViewController == nil)
    }

    @Test func theCameraIsAvailableOnlyWhereTheWorldHasOne() {
        let world = Simulation()
        #expect(ImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(!ImagePickerController.isSourceTypeAvailable(.camera))   // as in the iOS Simulator
        #expect(ImagePickerController.availableMediaTypes(for: .camera) == nil)
        let picker = ImagePickerController()
        picker.sourceType = .camera
        #expect(picker.sourceType == .photoLibrary)
        #expect(world.diagnostics.last?.message.contains("Source type 1 not available") == true)
        world.isCameraAvailable = true
        picker.sourceType = .camera
        #expect(picker.sourceType == .camera)
        #expect(ImagePickerController.availableMediaTypes(for: .camera) == ["public.image", "public.movie"])
    }

    // MARK: The share sheet

    @Test func copyingFromTheShareSheetFillsTheWorldsPasteboardThenCallsTheHandler() {
        let (t, host) = shownHost()
        let url = URL(string: "https://example.com/a")!
        let picture = Image(name: "p", size: CGSize(width: 1, height: 1))
        let sheet = ActivityViewController(activityItems: ["Hello", url, picture, 42], applicationActivities: nil)
        var events: [String] = []
        sheet.completionWithItemsHandler = { type, completed, items, error in
            events.append("\(type?.rawValue ?? "nil") \(completed) \(items == nil) \(error == nil) presented: \(host.presentedViewController != nil)")
        }
        host.present(sheet, animated: true)
        t.waitForTransitions()
        sheet.perform(.copyToPasteboard)
        t.waitForTransitions()
        #expect(events == ["com.apple.UIKit.activity.CopyToPasteboard true true true presented: false"])
        #expect(t.simulation.pasteboard.strings == ["Hello"])
        #expect(t.simulation.pasteboard.url == url)
        #expect(t.simulation.pasteboard.images?.first === picture)
        #expect(t.simulation.pasteboard.numberOfItems == 3)   // the number is not a pasteboard type
    }

    @Test func excludedActivitiesAreNotOfferedAndCancellingReportsNothingCompleted() {
        let (t, host) = shownHost()
        let sheet = ActivityViewController(activityItems: ["x"], applicationActivities: nil)
        sheet.excludedActivityTypes = [.airDrop, .print]
        #expect(!sheet.availableActivityTypes.contains(.airDrop))
        #expect(sheet.availableActivityTypes.contains(.mail))
        var result: (String?, Bool)?
        sheet.completionWithItemsHandler = { type, completed, _, _ in result = (type?.rawValue, completed) }
        host.present(sheet, animated: false)
        t.waitForTransitions()
        sheet.perform(.airDrop)
        #expect(result == nil)
        #expect(t.simulation.diagnostics.last?.message.contains("does not offer com.apple.UIKit.activity.AirDrop") == true)
        sheet.cancelSharing()
        t.waitForTransitions()
        #expect(result?.0 == nil && result?.1 == false)
        #expect(host.presentedViewController == nil)
    }

    @Test func anAppsOwnActivityIsOfferedFirstAndRunsThroughPrepareAndPerform() {
        final class Bookmark: Activity {
            var log: [String] = []
            override var activityType: ActivityType { ActivityType("com.example.bookmark") }
            override var activityTitle: String? { "Bookmark" }
            override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is URL } }
            override func prepare(withActivityItems activityItems: [Any]) { log.append("prepare \(activityItems.count)") }
            override func perform() { log.append("perform"); activityDidFinish(true) }
        }
        let (t, host) = shownHost()
        let bookmark = Bookmark()
        let sheet = ActivityViewController(activityItems: [URL(string: "https://example.com")!], applicationActivities: [bookmark])
        #expect(sheet.availableActivityTypes.first?.rawValue == "com.example.bookmark")
        let textOnly = ActivityViewController(activityItems: ["text"], applicationActivities: [Bookmark()])
        #expect(textOnly.availableActivityTypes.first == .airDrop)   // it cannot act on text: not offered
        var finished: (String?, Bool)?
        sheet.completionWithItemsHandler = { type, completed, _, _ in finished = (type?.rawValue, completed) }
        host.present(sheet, animated: false)
        t.waitForTransitions()
        sheet.perform(ActivityViewController.ActivityType("com.example.bookmark"))
        t.waitForTransitions()
        #expect(bookmark.log == ["prepare 1", "perform"])
        #expect(finished?.0 == "com.example.bookmark" && finished?.1 == true)
    }

    @Test func onAPadTheShareSheetIsAPopoverThatNeedsASource() {
        let (t, host) = shownHost(on: .iPad)
        let sheet = ActivityViewController(activityItems: ["x"], applicationActivities: nil)
        #expect(sheet.popoverPresentationController != nil)
        host.present(sheet, animated: false)
        t.waitForTransitions()
        #expect(host.presentedViewController == nil)
        #expect(t.simulation.diagnostics.last?.message.contains("non-nil sourceView") == true)
        sheet.popoverPresentationController?.sourceView = host.view
        host.present(sheet, animated: false)
        t.waitForTransitions()
        #expect(host.presentedViewController === sheet)
    }

    @Test func onAPhoneTheShareSheetNeedsNoSource() {
        let (t, host) = shownHost()
        let sheet = ActivityViewController(activityItems: ["x"], applicationActivities: nil)
        #expect(sheet.popoverPresentationController == nil)
        host.present(sheet, animated: false)
        t.waitForTransitions()
        #expect(host.presentedViewController === sheet)
    }
}
