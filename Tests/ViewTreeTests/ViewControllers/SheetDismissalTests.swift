import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `UIPresentationController`'s adaptive delegate: a user swiping a sheet down, and adaptation on a phone.
@Suite struct SheetDismissalTests {
    final class SheetLog: AdaptivePresentationControllerDelegate {
        var log: [String] = []
        var allow = true
        var adapted: ModalPresentationStyle = .automatic
        func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { log.append("should"); return allow }
        func presentationControllerWillDismiss(_ presentationController: PresentationController) { log.append("will") }
        func presentationControllerDidDismiss(_ presentationController: PresentationController) { log.append("did") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) { log.append("attempt") }
        func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle { adapted }
    }

    func presentSheet(_ log: SheetLog, modal: Bool = false) -> (TestWorld, ViewController, NavigationController) {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let host = ViewController()
        t.show(host)
        let editor = ViewController()
        editor.isModalInPresentation = modal
        let sheet = NavigationController(rootViewController: editor)
        sheet.presentationController?.delegate = log      // set before presenting, as UIKit code does
        host.present(sheet, animated: true)
        t.waitForTransitions()
        return (t, host, sheet)
    }

    @Test func aSwipeDownDismissesTheSheetAndTellsTheDelegate() {
        let log = SheetLog()
        let (t, host, sheet) = presentSheet(log)
        #expect(sheet.presentationController?.presentingViewController === host)
        #expect(sheet.presentationController?.presentedView === sheet.view)
        #expect(sheet.swipeDownToDismiss())
        #expect(log.log == ["should", "will"])
        t.waitForTransitions()
        #expect(log.log == ["should", "will", "did"])
        #expect(host.presentedViewController == nil)
    }

    @Test func aModalSheetOrARefusingDelegateOnlyHearsTheAttempt() {
        let log = SheetLog()
        let (t, host, sheet) = presentSheet(log, modal: true)   // the editor inside the navigation controller is modal
        #expect(!sheet.swipeDownToDismiss())
        #expect(log.log == ["attempt"])
        sheet.topViewController?.isModalInPresentation = false
        log.allow = false
        #expect(!sheet.swipeDownToDismiss())
        #expect(log.log == ["attempt", "should", "attempt"])
        t.waitForTransitions()
        #expect(host.presentedViewController === sheet)
        sheet.dismiss(animated: false)                           // a dismissal in code: no didDismiss
        t.waitForTransitions()
        #expect(!log.log.contains("did"))
    }

    @Test func aFullScreenPresentationCannotBeSwipedDown() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let host = ViewController()
        t.show(host)
        let cover = ViewController()
        cover.modalPresentationStyle = .fullScreen
        host.present(cover, animated: false)
        t.waitForTransitions()
        #expect(!cover.swipeDownToDismiss())
        #expect(t.simulation.diagnostics.last?.message.contains("not presented as a sheet") == true)
        #expect(host.presentedViewController === cover)
    }

    @Test func theAdaptiveDelegateDecidesHowAPopoverAdaptsOnAPhone() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let host = ViewController()
        t.show(host)
        let log = SheetLog()
        log.adapted = .fullScreen
        let menu = ViewController()
        menu.modalPresentationStyle = .popover
        menu.popoverPresentationController?.delegate = log
        #expect(menu.presentationController === menu.popoverPresentationController)
        host.present(menu, animated: false)
        t.waitForTransitions()
        #expect(menu.view.frame == t.window.bounds)              // adapted to full screen
        menu.dismiss(animated: false)
        t.waitForTransitions()
        log.adapted = .none                                      // keep the popover (shown as a sheet)
        host.present(menu, animated: false)
        t.waitForTransitions()
        #expect(menu.view.convert(menu.view.bounds, to: nil).minY > 0 && menu.swipeDownToDismiss())
    }
}
