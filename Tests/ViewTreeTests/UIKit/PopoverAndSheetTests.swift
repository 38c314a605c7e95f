// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// `popoverPresentationController` and `sheetPresentationController`, as action-sheet and sheet code uses them.
@Suite struct PopoverAndSheetTests {
    @Test func anActionSheetHasAPopoverControllerOnAPadOnly() {
        let phone = TestWorld(profile: .iOS13, device: .iPhoneX)
        let sheet = UIAlertController(title: "Colour", message: nil, preferredStyle: .actionSheet)
        #expect(sheet.popoverPresentationController == nil)
        _ = phone
        let pad = TestWorld(profile: .iOS13, device: .iPad)
        let padSheet = UIAlertController(title: "Colour", message: nil, preferredStyle: .actionSheet)
        #expect(padSheet.popoverPresentationController != nil)
        #expect(padSheet.popoverPresentationController === padSheet.popoverPresentationController)
        #expect(padSheet.popoverPresentationController?.permittedArrowDirections == .any)
        #expect(UIAlertController(title: nil, message: nil, preferredStyle: .alert).popoverPresentationController == nil)
        _ = pad
    }

    @Test func aPopoverStyleMakesOneAndAPadRefusesToPresentItWithoutASource() {
        let t = TestWorld(profile: .iOS13, device: .iPad)
        let root = UIViewController()
        t.show(root)
        let content = UIViewController()
        #expect(content.popoverPresentationController == nil)
        content.modalPresentationStyle = .popover
        root.present(content, animated: false)
        t.waitForTransitions()
        #expect(root.presentedViewController == nil)
        #expect(t.simulation.diagnostics.contains { $0.code == .viewController && $0.message.contains("sourceView") })
        content.popoverPresentationController?.sourceView = root.view
        content.popoverPresentationController?.sourceRect = CGRect(x: 10, y: 10, width: 1, height: 1)
        root.present(content, animated: false)
        t.waitForTransitions()
        #expect(root.presentedViewController === content)
    }

    @Test func aSheetRestsAtItsSmallestDetentAndMovesWhenTheSelectionChanges() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let root = UIViewController()
        t.show(root)
        let sheetContent = UIViewController()
        let sheet = sheetContent.sheetPresentationController
        #expect(sheet != nil)
        #expect(sheet?.detents.map(\.identifier) == [.large])
        sheet?.detents = [.medium(), .large()]
        sheet?.prefersGrabberVisible = true
        root.present(sheetContent, animated: false)
        t.waitForTransitions()
        #expect(sheetContent.view.convert(sheetContent.view.bounds, to: nil) == CGRect(x: 0, y: 406, width: 375, height: 406))   // half of 812
        sheet?.animateChanges { sheet?.selectedDetentIdentifier = .large }
        #expect(sheetContent.view.convert(sheetContent.view.bounds, to: nil) == CGRect(x: 0, y: 54, width: 375, height: 758))    // the full sheet
        sheet?.detents = [.custom { context in context.maximumDetentValue * 0.25 }]
        sheet?.selectedDetentIdentifier = nil
        #expect(sheetContent.view.frame.height == 189.5)
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        #expect(full.sheetPresentationController == nil)
    }
}
