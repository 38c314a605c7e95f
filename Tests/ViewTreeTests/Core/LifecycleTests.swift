import Foundation
import Testing
import ViewTree

/// Records every lifecycle callback, with the view's tag, into a shared log.
final class LifecycleLog {
    var entries: [String] = []
}

final class RecordingView: View {
    let log: LifecycleLog
    init(_ tag: Int, _ log: LifecycleLog) {
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        self.tag = tag
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    private func name(_ v: View?) -> String { v.map { "\($0.tag)" } ?? "nil" }
    override func willMove(toSuperview newSuperview: View?) { log.entries.append("\(tag).willMoveToSuperview(\(name(newSuperview)))") }
    override func didMoveToSuperview() { log.entries.append("\(tag).didMoveToSuperview") }
    override func willMove(toWindow newWindow: Window?) { log.entries.append("\(tag).willMoveToWindow(\(name(newWindow)))") }
    override func didMoveToWindow() { log.entries.append("\(tag).didMoveToWindow") }
    override func didAddSubview(_ subview: View) { log.entries.append("\(tag).didAddSubview(\(subview.tag))") }
    override func willRemoveSubview(_ subview: View) { log.entries.append("\(tag).willRemoveSubview(\(subview.tag))") }
}

@Suite struct LifecycleTests {
    let log = LifecycleLog()

    @Test func addOutsideAWindowHasNoWindowCallbacks() {
        let parent = RecordingView(1, log)
        let child = RecordingView(2, log)
        parent.addSubview(child)
        #expect(log.entries == ["2.willMoveToSuperview(1)", "2.didMoveToSuperview", "1.didAddSubview(2)"])
        #expect(child.superview === parent && parent.subviews == [child])
    }

    @Test func addInsideAWindowNotifiesTheWholeSubtreeParentsFirst() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.tag = 9
        let parent = RecordingView(1, log)
        let child = RecordingView(2, log)
        let grandchild = RecordingView(3, log)
        parent.addSubview(child)
        child.addSubview(grandchild)
        log.entries.removeAll()
        window.addSubview(parent)
        #expect(log.entries == [
            "1.willMoveToSuperview(9)",
            "1.willMoveToWindow(9)", "2.willMoveToWindow(9)", "3.willMoveToWindow(9)",
            "1.didMoveToWindow", "2.didMoveToWindow", "3.didMoveToWindow",
            "1.didMoveToSuperview",
        ])
        #expect(grandchild.window === window)
    }

    @Test func removeFromAWindow() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = RecordingView(1, log)
        let child = RecordingView(2, log)
        window.addSubview(parent)
        parent.addSubview(child)
        log.entries.removeAll()
        child.removeFromSuperview()
        #expect(log.entries == [
            "1.willRemoveSubview(2)", "2.willMoveToSuperview(nil)", "2.willMoveToWindow(nil)",
            "2.didMoveToWindow", "2.didMoveToSuperview",
        ])
        #expect(child.window == nil && child.superview == nil && parent.subviews.isEmpty)
    }

    @Test func removeOutsideAWindow() {
        let parent = RecordingView(1, log)
        let child = RecordingView(2, log)
        parent.addSubview(child)
        log.entries.removeAll()
        child.removeFromSuperview()
        #expect(log.entries == ["1.willRemoveSubview(2)", "2.willMoveToSuperview(nil)", "2.didMoveToSuperview"])
    }

    @Test func reparentWithinOneWindowKeepsTheWindow() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = RecordingView(1, log), b = RecordingView(2, log), child = RecordingView(3, log)
        window.addSubview(a); window.addSubview(b); a.addSubview(child)
        log.entries.removeAll()
        b.addSubview(child)
        #expect(log.entries == ["1.willRemoveSubview(3)", "3.willMoveToSuperview(2)", "3.didMoveToSuperview", "2.didAddSubview(3)"])
        #expect(a.subviews.isEmpty && b.subviews == [child])
    }

    @Test func reparentIntoAWindow() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.tag = 9
        let a = RecordingView(1, log), b = RecordingView(2, log), child = RecordingView(3, log)
        window.addSubview(b); a.addSubview(child)
        log.entries.removeAll()
        b.addSubview(child)
        #expect(log.entries == [
            "1.willRemoveSubview(3)", "3.willMoveToSuperview(2)", "3.willMoveToWindow(9)",
            "3.didMoveToWindow", "3.didMoveToSuperview", "2.didAddSubview(3)",
        ])
    }

    @Test func addingAnExistingSubviewOnlyReorders() {
        let parent = RecordingView(1, log)
        let a = RecordingView(2, log), b = RecordingView(3, log)
        parent.addSubview(a); parent.addSubview(b)
        log.entries.removeAll()
        parent.addSubview(a)
        #expect(parent.subviews == [b, a])
        #expect(log.entries.isEmpty)
    }

    @Test func aViewRemovedFromInsideItsOwnCallbackLeavesAConsistentTree() {
        final class Fickle: View {
            override func willMove(toSuperview newSuperview: View?) {
                if newSuperview != nil { removeFromSuperview() }
            }
            override func didMoveToWindow() {
                if window != nil, let s = superview { s.superview?.addSubview(self) }
            }
        }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let holder = View(frame: .zero)
        window.addSubview(holder)
        let fickle = Fickle(frame: .zero)
        holder.addSubview(fickle)
        // didMoveToWindow re-added it to the window itself.
        #expect(fickle.superview === window)
        #expect(holder.subviews.isEmpty)
        #expect(window.subviews.last === fickle)
        #expect(window.subviews.filter { $0 === fickle }.count == 1)
    }
}
