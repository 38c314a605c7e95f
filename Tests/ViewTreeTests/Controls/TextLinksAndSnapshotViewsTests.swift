// Smaller UIKit members real files use: a text view's links and their delegate, a segmented control's title
// attributes, snapshot views, and a recognizer made with no target yet.
import Foundation
import Testing
import ViewTree

private final class LinkGate: TextViewDelegate {
    var allow = true
    var asked: [(URL, NSRange, TextItemInteraction)] = []
    func textView(_ textView: TextView, shouldInteractWith url: URL, in characterRange: NSRange,
                  interaction: TextItemInteraction) -> Bool {
        asked.append((url, characterRange, interaction))
        return allow
    }
}

@Suite struct TextLinksAndSnapshotViewsTests {
    private func linkedTextView(in world: Simulation) -> TextView {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 200), simulation: world)
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.addSubview(textView)
        let text = NSMutableAttributedString(string: "Read more at example.com.")
        text.addAttribute(.link, value: URL(string: "https://example.com")!, range: NSRange(location: 13, length: 11))
        textView.attributedText = text
        textView.isEditable = false
        return textView
    }

    @Test func tappingALinkAsksTheDelegateThenOpensIt() throws {
        let world = Simulation()
        let textView = linkedTextView(in: world)
        let gate = LinkGate()
        textView.delegate = gate
        #expect(textView.tapLink(at: 2) == nil, "no link there")
        let url = try #require(textView.tapLink(at: 15))
        #expect(url.absoluteString == "https://example.com")
        #expect(gate.asked.count == 1 && gate.asked[0].1 == NSRange(location: 13, length: 11)
                && gate.asked[0].2 == .invokeDefaultAction)
        #expect(world.application.openedURLs == [url])
        gate.allow = false
        textView.tapLink(at: 15)
        #expect(world.application.openedURLs == [url], "the delegate said no")
        textView.isEditable = true
        #expect(textView.tapLink(at: 15) == nil && gate.asked.count == 2, "links are live only when not editable")
    }

    @Test func theNormalTitleFontSizesTheSegments() {
        let control = SegmentedControl(items: ["One", "Two"])
        let before = control.intrinsicContentSize.width
        control.setTitleTextAttributes([.font: Font.systemFont(ofSize: 26)], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: Color.white], for: .selected)
        #expect(control.intrinsicContentSize.width > before)
        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? Color == .white)
        #expect(control.titleTextAttributes(for: .highlighted) == nil)
    }

    @Test func aSnapshotViewIsTheSizeOfWhatItCopies() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let card = View(frame: CGRect(x: 40, y: 60, width: 120, height: 80))
        card.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        window.addSubview(card)
        let snapshot = card.snapshotView(afterScreenUpdates: true)
        #expect(snapshot?.frame == CGRect(x: 0, y: 0, width: 120, height: 80) && snapshot?.subviews.isEmpty == true)
        #expect(snapshot.map { "\($0)" }?.hasPrefix("<_UIReplicantView") == true)
        let part = card.resizableSnapshotView(from: CGRect(x: 10, y: 10, width: 50, height: 20), afterScreenUpdates: false,
                                              withCapInsets: .zero)
        #expect(part?.bounds.size == CGSize(width: 50, height: 20))
        #expect(card.resizableSnapshotView(from: CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1), afterScreenUpdates: false,
                                           withCapInsets: .zero) == nil)
        #expect(world.diagnostics.last?.code == .nonFiniteGeometry)
    }

    @Test func aRecognizerMadeWithoutATargetGetsItsActionLater() {
        let tap = TapGestureRecognizer(target: nil, action: nil)
        var fired = 0
        tap.addAction { _ in fired += 1 }
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.addGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.first === tap && fired == 0)
        #expect(ScrollView(frame: .zero).bouncesZoom && TextView(frame: .zero).dataDetectorTypes.isEmpty)
    }
}
