import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `UIAlertView` and `UIActionSheet` (AlertView, ActionSheet): their buttons' indices, their delegates' order, and
/// how they show (an alert controller in a window of its own that is key while it shows).
@Suite struct LegacyAlertTests {
    /// Logs every delegate call of both protocols.
    final class Recorder: AlertViewDelegate, ActionSheetDelegate {
        var log: [String] = []
        var enableFirstOther = true
        func alertView(_ alertView: AlertView, clickedButtonAt buttonIndex: Int) { log.append("clicked \(buttonIndex)") }
        func willPresent(_ alertView: AlertView) { log.append("willPresent visible=\(alertView.isVisible)") }
        func didPresent(_ alertView: AlertView) { log.append("didPresent") }
        func alertView(_ alertView: AlertView, willDismissWithButtonIndex buttonIndex: Int) { log.append("willDismiss \(buttonIndex)") }
        func alertView(_ alertView: AlertView, didDismissWithButtonIndex buttonIndex: Int) {
            log.append("didDismiss \(buttonIndex) visible=\(alertView.isVisible)")
        }
        func alertViewShouldEnableFirstOtherButton(_ alertView: AlertView) -> Bool {
            log.append("shouldEnable")
            return enableFirstOther
        }
        func actionSheet(_ actionSheet: ActionSheet, clickedButtonAt buttonIndex: Int) { log.append("clicked \(buttonIndex)") }
        func willPresent(_ actionSheet: ActionSheet) { log.append("willPresent") }
        func didPresent(_ actionSheet: ActionSheet) { log.append("didPresent") }
        func actionSheet(_ actionSheet: ActionSheet, willDismissWithButtonIndex buttonIndex: Int) { log.append("willDismiss \(buttonIndex)") }
        func actionSheet(_ actionSheet: ActionSheet, didDismissWithButtonIndex buttonIndex: Int) { log.append("didDismiss \(buttonIndex)") }
    }

    /// The shown alert's window: the one above the test's window.
    func alertWindow(_ t: TestWorld) -> Window? { t.simulation.keyWindow === t.window ? nil : t.simulation.keyWindow }

    @Test func anAlertViewNumbersItsCancelButtonFirstAndTheOthersAfterIt() {
        let t = TestWorld()
        _ = t
        let alert = AlertView(title: "title", message: "message", delegate: nil, cancelButtonTitle: "cancel",
                              otherButtonTitles: "other", "more")
        #expect(alert.numberOfButtons == 3)
        #expect(alert.cancelButtonIndex == 0)
        #expect(alert.firstOtherButtonIndex == 1)   // Xamarin's AlertViewTest.FirstOtherButtonIndex
        #expect(alert.buttonTitle(at: 2) == "more")
        #expect(alert.title == "title" && alert.message == "message")
        #expect(!alert.isVisible)
        let plain = AlertView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(plain.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(plain.numberOfButtons == 0 && plain.cancelButtonIndex == -1 && plain.firstOtherButtonIndex == -1)
        #expect(plain.title == "")
        #expect(plain.addButton(withTitle: "OK") == 0)
        #expect(plain.firstOtherButtonIndex == 0)
    }

    @Test func aTapTellsClickedThenWillDismissThenAfterTheAnimationDidDismiss() {
        let t = TestWorld()
        let recorder = Recorder()
        let alert = AlertView(title: "Delete?", message: "It cannot be undone.", delegate: recorder,
                              cancelButtonTitle: "Cancel", otherButtonTitles: "Delete")
        alert.show()
        #expect(recorder.log == ["willPresent visible=false", "shouldEnable"])
        #expect(alert.isVisible)
        t.waitForTransitions()
        #expect(recorder.log.last == "didPresent")
        // The alert shows as an alert controller in a window of its own, key while it shows; the alert view itself
        // is in no window.
        let window = alertWindow(t)
        #expect(window?.windowLevel.rawValue == 1996)
        let controller = window?.rootViewController?.presentedViewController as? AlertController
        #expect(controller?.title == "Delete?" && controller?.message == "It cannot be undone.")
        #expect(controller?.actions.map(\.title) == ["Cancel", "Delete"])
        #expect(controller?.actions.map(\.style) == [.cancel, .default])
        #expect(alert.window == nil)
        recorder.log.removeAll()
        // Tapping the controller's action is tapping the alert view's button.
        let buttons = controller?.view.subviews.compactMap { $0 as? AlertActionView } ?? []
        buttons.last?.performTap()
        #expect(recorder.log == ["clicked 1", "willDismiss 1"])
        #expect(alert.isVisible)
        t.waitForTransitions()
        #expect(recorder.log == ["clicked 1", "willDismiss 1", "didDismiss 1 visible=false"])
        #expect(t.simulation.keyWindow === t.window)   // the key window goes back
        #expect(!alert.isVisible)
    }

    @Test func dismissingInCodeSkipsClicked() {
        let t = TestWorld()
        let recorder = Recorder()
        let alert = AlertView(title: "Wait", message: nil, delegate: recorder, cancelButtonTitle: "OK")
        alert.dismiss(withClickedButtonIndex: 0, animated: false)   // not shown: nothing
        #expect(recorder.log.isEmpty)
        alert.show()
        t.waitForTransitions()
        recorder.log.removeAll()
        alert.dismiss(withClickedButtonIndex: 0, animated: true)
        t.waitForTransitions()
        #expect(recorder.log == ["willDismiss 0", "didDismiss 0 visible=false"])
        #expect(t.simulation.keyWindow === t.window)
    }

    @Test func theDelegateEnablesTheFirstOtherButtonAsTheFieldChanges() {
        let t = TestWorld()
        let recorder = Recorder()
        recorder.enableFirstOther = false
        let alert = AlertView(title: "Log in", message: "", delegate: recorder, cancelButtonTitle: "Cancel",
                              otherButtonTitles: "Log In")
        alert.alertViewStyle = .loginAndPasswordInput
        #expect(alert.textField(at: 0)?.isSecureTextEntry == false)
        #expect(alert.textField(at: 1)?.isSecureTextEntry == true)
        #expect(alert.textField(at: 2) == nil)
        #expect(t.simulation.diagnostics.last?.message.contains("textFieldIndex (2) is outside of the bounds") == true)
        alert.textField(at: 0)?.text = "ada"
        alert.show()
        t.waitForTransitions()
        let controller = alertWindow(t)?.rootViewController?.presentedViewController as? AlertController
        #expect(controller?.textFields?.count == 2)
        #expect(controller?.actions[1].isEnabled == false)
        alert.tapButton(at: 1)                    // disabled: nothing
        #expect(alert.isVisible)
        recorder.enableFirstOther = true
        alert.textField(at: 1)?.sendActions(for: .editingChanged)
        #expect(controller?.actions[1].isEnabled == true)
        alert.tapButton(at: 1)
        t.waitForTransitions()
        #expect(!alert.isVisible)
        #expect(recorder.log.contains("clicked 1"))
    }

    @Test func anActionSheetNumbersItsDestructiveButtonThenCancelThenTheOthers() {
        let t = TestWorld()
        _ = t
        let sheet = ActionSheet(title: "Choose", delegate: nil, cancelButtonTitle: "Cancel",
                                destructiveButtonTitle: "Delete", otherButtonTitles: "Edit", "Share")
        #expect(sheet.destructiveButtonIndex == 0)
        #expect(sheet.cancelButtonIndex == 1)
        #expect(sheet.firstOtherButtonIndex == 2)
        #expect((0..<sheet.numberOfButtons).map { sheet.buttonTitle(at: $0) } == ["Delete", "Cancel", "Edit", "Share"])
        // Xamarin's ActionSheetTest.CtorAllNulls: no buttons, every index −1, not visible, `.default` from iOS 8.
        let empty = ActionSheet(title: nil, delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil)
        #expect(empty.numberOfButtons == 0)
        #expect([empty.cancelButtonIndex, empty.destructiveButtonIndex, empty.firstOtherButtonIndex] as [Int] == [-1, -1, -1])
        #expect(empty.actionSheetStyle == .default && !empty.isVisible)
        empty.cancelButtonIndex = 3
        #expect(empty.cancelButtonIndex == -1)
        #expect(t.simulation.diagnostics.last?.code == .indexOutOfRange)
    }

    @Test func beforeIOS8AnActionSheetsStyleIsAutomatic() {
        let t = TestWorld(profile: .iOS7)
        _ = t
        #expect(ActionSheet().actionSheetStyle == .automatic)
        #expect(ActionSheet.Style.automatic.rawValue == -1 && ActionSheet.Style.blackTranslucent.rawValue == 2)
    }

    @Test func anActionSheetShowsFromAViewAndReportsTheTap() {
        let t = TestWorld()
        let recorder = Recorder()
        let sheet = ActionSheet(title: nil, delegate: recorder, cancelButtonTitle: "Cancel",
                                destructiveButtonTitle: "Delete")
        sheet.show(in: t.window)
        t.waitForTransitions()
        let window = alertWindow(t)
        #expect(window?.windowLevel.rawValue == 2001)
        let controller = window?.rootViewController?.presentedViewController as? AlertController
        #expect(controller?.preferredStyle == .actionSheet)
        #expect(controller?.actions.map(\.style) == [.destructive, .cancel])
        sheet.tapButton(at: 0)
        t.waitForTransitions()
        #expect(recorder.log == ["willPresent", "didPresent", "clicked 0", "willDismiss 0", "didDismiss 0"])
        #expect(t.simulation.keyWindow === t.window)
    }

    @Test func aShownAlertLivesWithoutTheCallersReferenceAndGoesOnceDismissed() {
        let t = TestWorld()
        weak var weakAlert: AlertView?
        weak var weakWindow: Window?
        do {
            let alert = AlertView(title: "Hi", message: nil, delegate: nil, cancelButtonTitle: "OK")
            alert.show()
            weakAlert = alert
        }
        t.waitForTransitions()
        #expect(weakAlert != nil)                 // UIKit keeps a shown alert
        weakWindow = alertWindow(t)
        #expect(weakWindow != nil)
        weakAlert?.tapButton(at: 0)
        t.waitForTransitions()
        #expect(weakAlert == nil)
        #expect(weakWindow == nil)
    }

    @Test func showingTwiceOrOutOfRangeIndicesAreRefusedWithDiagnostics() {
        let t = TestWorld()
        let alert = AlertView(title: "Once", message: nil, delegate: nil, cancelButtonTitle: "OK")
        alert.show()
        alert.show()
        #expect(t.simulation.diagnostics.contains { $0.message.contains("already showing") })
        #expect(alert.buttonTitle(at: 5) == nil)
        #expect(alert.buttonTitle(at: -1) == nil)
        alert.cancelButtonIndex = 9
        #expect(alert.cancelButtonIndex == 0)
        alert.tapButton(at: 7)                     // names no button: nothing
        #expect(alert.isVisible)
        t.waitForTransitions()
        alert.tapButton(at: 0)
        alert.tapButton(at: 0)                     // already going: nothing more
        t.waitForTransitions()
        #expect(!alert.isVisible)
    }

    /// A delegate that taps again while hearing of a tap, and dismisses again while hearing of the dismissal.
    final class Reentrant: AlertViewDelegate {
        var log: [String] = []
        func alertView(_ alertView: AlertView, clickedButtonAt buttonIndex: Int) {
            log.append("clicked \(buttonIndex)")
            alertView.tapButton(at: buttonIndex)
        }
        func alertView(_ alertView: AlertView, willDismissWithButtonIndex buttonIndex: Int) {
            log.append("willDismiss \(buttonIndex)")
            alertView.dismiss(withClickedButtonIndex: buttonIndex, animated: false)
        }
        func alertView(_ alertView: AlertView, didDismissWithButtonIndex buttonIndex: Int) {
            log.append("didDismiss \(buttonIndex)")
            alertView.show()                        // shown again once gone: allowed
        }
    }

    @Test func aDelegateThatTapsOrDismissesAgainIsHeardOnce() {
        let t = TestWorld()
        let delegate = Reentrant()
        let alert = AlertView(title: "Again", message: nil, delegate: delegate, cancelButtonTitle: "OK")
        alert.show()
        t.waitForTransitions()
        alert.tapButton(at: 0)
        t.waitForTransitions()
        #expect(delegate.log == ["clicked 0", "willDismiss 0", "didDismiss 0"])
        #expect(alert.isVisible)
    }

    @Test func aWorldDroppedWhileAnAlertShowsGoesWithItsAlert() {
        weak var weakWorld: Simulation?
        weak var weakAlert: AlertView?
        weak var weakSheet: ActionSheet?
        do {
            let t = TestWorld()
            let recorder = Recorder()
            let alert = AlertView(title: "Leaving", message: "", delegate: recorder, cancelButtonTitle: "OK",
                                  otherButtonTitles: "Stay")
            alert.alertViewStyle = .plainTextInput
            alert.show()
            let sheet = ActionSheet(title: nil, delegate: recorder, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)
            sheet.show(in: t.window)
            t.waitForTransitions()
            weakWorld = t.simulation
            weakAlert = alert
            weakSheet = sheet
        }
        #expect(weakWorld == nil)
        #expect(weakAlert == nil)
        #expect(weakSheet == nil)
    }
}

