import Foundation
import Testing
import ViewTree
import ViewTreeTesting

@Suite struct KeyboardTests {
    final class Listener {
        var log: [String] = []
        var tokens: [WorldNotificationCenter.ObservationToken] = []
        init(_ center: WorldNotificationCenter) {
            let names: [(Notification.Name, String)] = [
                (Responder.keyboardWillShowNotification, "willShow"), (Responder.keyboardDidShowNotification, "didShow"),
                (Responder.keyboardWillHideNotification, "willHide"), (Responder.keyboardDidHideNotification, "didHide"),
                (Responder.keyboardWillChangeFrameNotification, "willChange"), (Responder.keyboardDidChangeFrameNotification, "didChange"),
            ]
            for (name, label) in names {
                tokens.append(center.addObserver(forName: name, object: nil) { [weak self] n in
                    let end = n.userInfo?[Responder.keyboardFrameEndUserInfoKey] as? CGRect
                    self?.log.append("\(label) \(end.map { "\($0.origin.y) \($0.height)" } ?? "?")")
                })
            }
        }
    }

    @Test func theKeyboardSlidesUpOnTheVirtualClockAndPostsItsFrames() {
        let (world, window) = makeControlWorld(.iOS7)        // 375 × 667, 216-pt keyboard
        let field = TextField(frame: CGRect(x: 0, y: 600, width: 200, height: 30))
        window.addSubview(field)
        let listener = Listener(world.notificationCenter)
        field.becomeFirstResponder()
        #expect(listener.log == ["willChange 451.0 216.0", "willShow 451.0 216.0"])
        #expect(world.keyboard.frame == CGRect(x: 0, y: 451, width: 375, height: 216))
        world.run(for: 0.2)
        #expect(listener.log.count == 2)
        world.run(for: 0.05)
        #expect(listener.log.suffix(2) == ["didChange 451.0 216.0", "didShow 451.0 216.0"])
        field.resignFirstResponder()
        #expect(!world.keyboard.isVisible)
        world.run(for: 0.25)
        #expect(listener.log.suffix(4) == ["willChange 667.0 216.0", "willHide 667.0 216.0", "didChange 667.0 216.0", "didHide 667.0 216.0"])
    }

    @Test func theUserInfoHasUIKitsKeysAndValues() {
        let (world, window) = makeControlWorld(.iOS8)
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(field)
        var info: [AnyHashable: Any] = [:]
        let token = world.notificationCenter.addObserver(forName: Responder.keyboardWillShowNotification, object: nil) { info = $0.userInfo ?? [:] }
        field.becomeFirstResponder()
        #expect(info[Responder.keyboardFrameBeginUserInfoKey] as? CGRect == CGRect(x: 0, y: 667, width: 375, height: 261))
        #expect(info[Responder.keyboardFrameEndUserInfoKey] as? CGRect == CGRect(x: 0, y: 406, width: 375, height: 261))
        #expect(info[Responder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
        #expect(info[Responder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
        // UIKit posts the frames as NSValue and the numbers as NSNumber; both ways real code reads them work.
        #expect((info[Responder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 406, width: 375, height: 261))
        #expect((info[Responder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        #expect((info[Responder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue == 7)
        #expect(info[Responder.keyboardFrameEndUserInfoKey] as? CGPoint == nil)     // a rect is not a point
        world.notificationCenter.removeObserver(token)
    }

    /// The keyboard idiom: the notification's curve (7) through `AnimationCurve(rawValue:)` into a property
    /// animator that moves a bottom bar above the keyboard. UIKit's imported enum accepts 7; so does ViewTree's.
    @Test func theKeyboardsCurveDrivesAPropertyAnimator() throws {
        let (world, window) = makeControlWorld(.iOS8)
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let bar = View(frame: CGRect(x: 0, y: 617, width: 375, height: 50))
        window.addSubview(field)
        window.addSubview(bar)
        var animator: ViewPropertyAnimator?
        let token = world.notificationCenter.addObserver(forName: Responder.keyboardWillShowNotification, object: nil) { note in
            guard let info = note.userInfo,
                  let end = info[Responder.keyboardFrameEndUserInfoKey] as? CGRect,
                  let duration = info[Responder.keyboardAnimationDurationUserInfoKey] as? Double,
                  let raw = info[Responder.keyboardAnimationCurveUserInfoKey] as? Int,
                  let curve = View.AnimationCurve(rawValue: raw) else { return }
            animator = ViewPropertyAnimator(duration: duration, curve: curve) { bar.frame.origin.y = end.minY - 50 }
            animator?.startAnimation()
        }
        field.becomeFirstResponder()
        let started = try #require(animator)
        #expect(started.isRunning)
        #expect(View.AnimationCurve(rawValue: 7) == .keyboard && View.AnimationCurve.keyboard.timingCurve == .easeInEaseOut)
        world.run(for: 0.3)
        #expect(bar.frame.minY == 356)
        world.notificationCenter.removeObserver(token)
    }

    @Test func movingBetweenFieldsKeepsTheKeyboardAndPostsWillShowAgain() {
        let (world, window) = makeControlWorld()
        let a = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let b = TextField(frame: CGRect(x: 0, y: 40, width: 100, height: 30))
        window.addSubview(a)
        window.addSubview(b)
        let listener = Listener(world.notificationCenter)
        a.becomeFirstResponder()
        world.run(for: 1)
        listener.log.removeAll()
        b.becomeFirstResponder()
        world.run(for: 1)
        #expect(!listener.log.contains { $0.hasPrefix("willHide") })
        #expect(listener.log == ["willChange 451.0 216.0", "willShow 451.0 216.0", "didChange 451.0 216.0", "didShow 451.0 216.0"])
        #expect(world.keyboard.isVisible)
    }

    @Test func eachWorldHasItsOwnCentre() {
        let (w1, win1) = makeControlWorld()
        let (w2, _) = makeControlWorld()
        let l2 = Listener(w2.notificationCenter)
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        win1.addSubview(field)
        field.becomeFirstResponder()
        w1.run(for: 1)
        #expect(l2.log.isEmpty)
        #expect(w1.notificationCenter !== w2.notificationCenter)
    }

    @Test func scrollingAFieldAboveTheKeyboardIsTestable() {
        // The classic form: on keyboardWillShow, inset the scroll view by the keyboard's overlap.
        let (world, window) = makeControlWorld()
        let form = ScrollView(frame: window.bounds)
        form.contentSize = CGSize(width: 375, height: 1000)
        window.addSubview(form)
        let field = TextField(frame: CGRect(x: 20, y: 600, width: 200, height: 30))
        form.addSubview(field)
        let token = world.notificationCenter.addObserver(forName: Responder.keyboardWillShowNotification, object: nil) { [weak form, weak field] n in
            guard let form, let field, let end = n.userInfo?[Responder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            let overlap = form.frame.maxY - end.minY
            form.contentInset.bottom = overlap
            let visibleBottom = form.contentOffset.y + form.bounds.height - overlap
            if field.frame.maxY > visibleBottom { form.contentOffset.y = field.frame.maxY - (form.bounds.height - overlap) }
        }
        type("x", into: field)
        #expect(form.contentInset.bottom == 216)
        #expect(abs(form.contentOffset.y - (630 - 451)) < 1e-9, "\(form.contentOffset.y - 179)")
        world.notificationCenter.removeObserver(token)
    }

    final class FormController {
        var overlaps: [CGFloat] = []
        var hidden = 0
        func keyboardWillShow(_ n: Notification) {
            if let end = n.userInfo?[Responder.keyboardFrameEndUserInfoKey] as? CGRect { overlaps.append(667 - end.minY) }
        }
        func keyboardDidHide() { hidden += 1 }
    }

    @Test func typedObserversAreHeldWeakly() {
        let (world, window) = makeControlWorld()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(field)
        weak var released: FormController?
        do {
            let controller = FormController()
            released = controller
            world.notificationCenter.addObserver(controller, action: FormController.keyboardWillShow,
                                                 name: Responder.keyboardWillShowNotification, object: nil)
            world.notificationCenter.addObserver(controller, action: FormController.keyboardDidHide,
                                                 name: Responder.keyboardDidHideNotification, object: nil)
            field.becomeFirstResponder()
            field.resignFirstResponder()
            world.run(for: 1)
            #expect(controller.overlaps == [216] && controller.hidden == 1)
        }
        #expect(released == nil)
        field.becomeFirstResponder()
        #expect(world.notificationCenter.observerCount == 0)
    }

    @Test func textFieldNotificationsCarryTheField() {
        let (world, window) = makeControlWorld()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(field)
        var log: [String] = []
        for (name, label) in [(TextField.textDidBeginEditingNotification, "begin"), (TextField.textDidChangeNotification, "change"),
                              (TextField.textDidEndEditingNotification, "end")] {
            world.notificationCenter.addObserver(forName: name, object: field) { n in
                log.append("\(label) \((n.object as? TextField) === field)")
            }
        }
        type("ab", into: field)
        window.endEditing(true)
        #expect(log == ["begin true", "change true", "change true", "end true"])
    }
}
