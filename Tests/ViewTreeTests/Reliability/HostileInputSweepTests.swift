import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A sweep of the public API for trapping arithmetic and unbounded loops on hostile input (Reliability.md, bugs
/// 59–65): each test stopped the process or hung without its fix.
@Suite struct HostileInputSweepTests {
    /// Sets the text in code from `shouldChangeCharactersIn` and still allows the change.
    final class ClearingDelegate: TextFieldDelegate {
        var asked = 0
        func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            asked += 1
            textField.text = "ok"
            return true
        }
    }

    @Test func aTextFieldDelegateThatSetsTheTextAndAllowsTheKeystrokeDropsItWithADiagnostic() {
        let t = TestWorld()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        t.window.addSubview(field)
        field.text = "hello"
        let delegate = ClearingDelegate()
        field.delegate = delegate
        #expect(field.becomeFirstResponder())
        field.insertText("x")   // range {5, 0} of "hello": past the end of "ok"
        #expect(field.text == "ok")
        field.text = "hello"
        field.deleteBackward()  // range {4, 1}
        #expect(field.text == "ok")
        #expect(delegate.asked == 2)
        let dropped = t.simulation.diagnostics.filter { $0.code == .invalidValue && $0.message.contains("the keystroke was dropped") }
        #expect(dropped.count == 2)
        // A delegate that leaves the text alone still types.
        field.delegate = nil
        field.insertText("!")
        #expect(field.text == "ok!")
    }

    @Test func dashesOfOnePointAlongALineOf1e300PointsDrawItSolidInsteadOfHanging() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 1e300, y: 0))
        let dashed = path.copy(dashingWithPhase: 0, lengths: [1, 1])
        #expect(dashed.boundingBoxOfPath == path.boundingBoxOfPath)
        var moves = 0
        dashed.applyWithBlock { if $0.pointee.type == .moveToPoint { moves += 1 } }
        #expect(moves == 1, "the path unchanged: one subpath")
    }

    @Test func dashesOf1eMinus300PointsAlongAShortLineDrawItSolidInsteadOfHanging() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        let dashed = path.copy(dashingWithPhase: 0, lengths: [1e-300])
        var moves = 0
        dashed.applyWithBlock { if $0.pointee.type == .moveToPoint { moves += 1 } }
        #expect(moves == 1)
    }

    @Test func ordinaryDashesAreStillCut() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        var moves = 0
        path.copy(dashingWithPhase: 0, lengths: [5]).applyWithBlock { if $0.pointee.type == .moveToPoint { moves += 1 } }
        #expect(moves == 10, "5 on, 5 off along 100 pt")
    }

    @Test func enumeratingATextStorageRangeWhoseEndPassesIntMaxIsRejected() {
        let world = TestWorld().simulation
        world.makeCurrent()
        let storage = TextStorage(string: "hello")
        var runs = 0
        storage.enumerateAttributes(in: NSRange(location: 1, length: Int.max)) { _, _, _ in runs += 1 }
        storage.enumerateAttribute(.font, in: NSRange(location: 1, length: Int.max)) { _, _, _ in runs += 1 }
        #expect(runs == 0)
        #expect(world.diagnostics.filter { $0.code == .indexOutOfRange }.count == 2)
        storage.enumerateAttributes(in: NSRange(location: 1, length: 2)) { _, _, _ in runs += 1 }
        #expect(runs == 1)
    }

    @Test func anEditedRangeNearIntMaxIsRejected() {
        let world = TestWorld().simulation
        world.makeCurrent()
        let storage = TextStorage(string: "hello")
        storage.beginEditing()
        storage.edited(.editedCharacters, range: NSRange(location: 1, length: 2), changeInLength: 0)
        storage.edited(.editedCharacters, range: NSRange(location: Int.max, length: Int.max), changeInLength: Int.max)
        storage.edited(.editedCharacters, range: NSRange(location: 1, length: 1), changeInLength: Int.min)
        #expect(storage.editedRange == NSRange(location: 1, length: 2))
        #expect(storage.changeInLength == 0)
        storage.endEditing()
        #expect(world.diagnostics.filter { $0.code == .indexOutOfRange }.count == 2)
    }

    @Test func lineFragmentsForAGlyphRangeAtNSNotFoundAreNone() {
        let storage = TextStorage(string: "hello")
        let manager = LayoutManager()
        manager.addTextContainer(TextContainer(size: CGSize(width: 100, height: 100)))
        storage.addLayoutManager(manager)
        var fragments = 0
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: NSNotFound, length: 1)) { _, _, _, _, _ in fragments += 1 }
        #expect(fragments == 0)
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: 5)) { _, _, _, _, _ in fragments += 1 }
        #expect(fragments == 1)
    }

    @Test(arguments: [Double.nan, 1e300, -.infinity])
    func aPageCurlSpineLocationThatIsNoIntegerIsRefused(_ value: Double) {
        let world = TestWorld().simulation
        world.makeCurrent()
        let pager = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: NSNumber(value: value)])
        #expect(pager.spineLocation == .min)
        #expect(world.diagnostics.contains { $0.message.contains("spineLocation") })
    }

    @Test func aPageCurlSpineLocationOfTwoPointFiveIsStillMid() {
        let pager = PageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: 2.5])
        #expect(pager.spineLocation == .mid)
    }

    @Test(arguments: [CGFloat(-60), 60])
    func aPageTurnWhosePagerIsResizedToZeroWidthFallsBack(_ dx: CGFloat) throws {
        let t = TestWorld()
        let pager = PageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let source = PagesSource([ViewController(), ViewController(), ViewController()], log: ControllerEventLog())
        pager.dataSource = source
        pager.setViewControllers([source.pages[1]], direction: .forward, animated: false)
        t.window.rootViewController = pager
        t.run(for: 0.1)
        let scroll = try #require(pager.view.subviews.compactMap { $0 as? ScrollView }.first)
        scroll.beginPan(at: CGPoint(x: 0, y: 100))
        t.run(for: 0.05)
        scroll.movePan(to: CGPoint(x: dx / 2, y: 100))
        t.run(for: 0.05)
        scroll.movePan(to: CGPoint(x: dx, y: 100))
        #expect(scroll.contentOffset.x != 320, "the turn began")
        pager.view.frame = CGRect(x: 0, y: 0, width: 0, height: 480)
        t.window.layoutIfNeeded()
        scroll.endPan(velocity: .zero)
        t.run(for: 3)
        #expect(pager.viewControllers?.first === source.pages[1], "the turn fell back")
        #expect(source.pages[1].isViewLoaded && source.pages[1].view.window != nil)
    }
}
