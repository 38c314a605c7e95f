import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// The first responder's `inputAccessoryView` and `inputView`: shown in the keyboard's window, counted in its frame.
@Suite struct InputAccessoryViewTests {
    private func endFrames(_ world: Simulation) -> (tokens: [WorldNotificationCenter.ObservationToken], frames: () -> [CGRect]) {
        final class Box { var frames: [CGRect] = [] }
        let box = Box()
        let token = world.notificationCenter.addObserver(forName: Responder.keyboardWillChangeFrameNotification, object: nil) { n in
            if let end = n.userInfo?[Responder.keyboardFrameEndUserInfoKey] as? CGRect { box.frames.append(end) }
        }
        return ([token], { box.frames })
    }

    @Test func anAccessoryToolbarSitsOnTheKeysAndItsHeightCountsInTheKeyboardFrame() {
        let (world, window) = makeControlWorld(.iOS7)        // 375 × 667, 216-pt keyboard
        let field = TextField(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
        let toolbar = View(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        field.inputAccessoryView = toolbar
        window.addSubview(field)
        let (tokens, frames) = endFrames(world)
        defer { tokens.forEach(world.notificationCenter.removeObserver) }
        field.becomeFirstResponder()
        #expect(frames() == [CGRect(x: 0, y: 407, width: 375, height: 260)])
        #expect(world.keyboard.frame == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(toolbar.window === world.keyboard.inputViewsWindow && toolbar.window !== window)
        #expect(toolbar.frame == CGRect(x: 0, y: 407, width: 375, height: 44), "across the screen, on top of the keys")
        field.resignFirstResponder()
        #expect(toolbar.superview == nil && world.keyboard.inputViewsWindow == nil)
        #expect(frames().last == CGRect(x: 0, y: 667, width: 375, height: 260))
    }

    @Test func tappingDoneOnTheAccessoryEndsEditing() {
        let t = TestWorld()
        let field = TextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        let done = Button(type: .system)
        done.frame = CGRect(x: 250, y: 0, width: 60, height: 44)
        done.addAction(Action { [weak field] _ in _ = field?.resignFirstResponder() }, for: .touchUpInside)
        let bar = View(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        bar.addSubview(done)
        field.inputAccessoryView = bar
        t.window.addSubview(field)
        field.becomeFirstResponder()
        #expect(field.isFirstResponder)
        tap(done)
        #expect(!field.isFirstResponder && !t.simulation.keyboard.isVisible)
    }

    @Test func anEmptyInputViewHidesTheKeysAndReloadInputViewsSwapsInAChange() {
        let (world, window) = makeControlWorld(.iOS7)
        let field = TextField(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
        field.inputView = View()                              // the usual way to show no keyboard
        window.addSubview(field)
        let (tokens, frames) = endFrames(world)
        defer { tokens.forEach(world.notificationCenter.removeObserver) }
        field.becomeFirstResponder()
        #expect(frames() == [CGRect(x: 0, y: 667, width: 375, height: 0)])
        let picker = View(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        field.inputView = picker
        #expect(picker.window == nil, "a change shows only after reloadInputViews()")
        field.reloadInputViews()
        #expect(frames().last == CGRect(x: 0, y: 487, width: 375, height: 180))
        #expect(picker.frame == CGRect(x: 0, y: 487, width: 375, height: 180) && picker.window === world.keyboard.inputViewsWindow)
        let other = TextField(frame: .zero)
        other.reloadInputViews()                              // not first responder: nothing
        #expect(frames().count == 2)
    }

    @Test func movingToAFieldWithoutAnAccessoryPostsTheSmallerFrame() {
        let (world, window) = makeControlWorld(.iOS7)
        let withBar = TextField(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
        withBar.inputAccessoryView = View(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
        let plain = TextField(frame: CGRect(x: 0, y: 200, width: 200, height: 30))
        window.addSubview(withBar)
        window.addSubview(plain)
        let (tokens, frames) = endFrames(world)
        defer { tokens.forEach(world.notificationCenter.removeObserver) }
        withBar.becomeFirstResponder()
        plain.becomeFirstResponder()
        #expect(frames() == [CGRect(x: 0, y: 401, width: 375, height: 266), CGRect(x: 0, y: 451, width: 375, height: 216)])
        #expect(withBar.inputAccessoryView?.superview == nil && world.keyboard.inputViewsWindow == nil)
    }

    @Test func aDroppedWorldWithAShownAccessoryIsFreed() {
        weak var weakWorld: Simulation?
        weak var weakBar: View?
        do {
            let (world, window) = makeControlWorld(.iOS13)
            let field = TextField(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
            let bar = View(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
            field.inputAccessoryView = bar
            window.addSubview(field)
            field.becomeFirstResponder()
            #expect(world.keyboard.inputViewsWindow != nil)
            weakWorld = world
            weakBar = bar
        }
        #expect(weakWorld == nil && weakBar == nil)
    }
}

@Suite struct HostileInputAccessoryViewTests {
    final class EndlessView: View {
        override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: .infinity) }
    }

    @Test func anEndlessOrHugeAccessoryKeepsTheKeyboardFrameOnScreenAndFinite() {
        let (world, window) = makeControlWorld(.iOS7)                // 375 × 667
        let field = TextField(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
        field.inputAccessoryView = EndlessView(frame: .zero)
        window.addSubview(field)
        field.becomeFirstResponder()
        #expect(world.keyboard.frame == CGRect(x: 0, y: 451, width: 375, height: 216), "an infinite intrinsic height counts as none")
        field.resignFirstResponder()
        field.inputAccessoryView = View(frame: CGRect(x: 0, y: 0, width: 10, height: 5_000))
        field.inputView = View(frame: CGRect(x: 0, y: 0, width: 10, height: 3_000))
        field.becomeFirstResponder()
        let frame = world.keyboard.frame
        #expect(frame == CGRect(x: 0, y: 0, width: 375, height: 667), "no taller than the window")
        #expect(field.inputAccessoryView?.frame.maxY ?? 0 <= 667 && field.inputView?.frame.maxY ?? 0 <= 667)
    }
}
