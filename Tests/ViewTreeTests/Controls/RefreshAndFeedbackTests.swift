import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `UIRefreshControl` pulled as a user pulls it, and feedback generators recorded in their world.
@Suite struct RefreshAndFeedbackTests {
    @Test func pullingTheContentDownFarEnoughRefreshesAndSendsValueChanged() {
        let t = TestWorld(profile: .iOS7, windowSize: CGSize(width: 320, height: 480))
        let scroll = ScrollView(frame: t.window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 1000)
        scroll.alwaysBounceVertical = true
        t.window.addSubview(scroll)
        let refresh = RefreshControl()
        scroll.refreshControl = refresh
        #expect(refresh.superview === scroll && refresh.frame == CGRect(x: 0, y: -60, width: 320, height: 60))
        var refreshes = 0
        refresh.addAction(Action { _ in refreshes += 1 }, for: .valueChanged)

        drag(scroll, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 130))
        #expect(refreshes == 0 && !refresh.isRefreshing)
        drag(scroll, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400))
        #expect(refreshes == 1 && refresh.isRefreshing)
        drag(scroll, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400))
        #expect(refreshes == 1)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing && refreshes == 1)
        scroll.refreshControl = nil
        #expect(refresh.superview == nil)
    }

    @Test func feedbackGeneratorsRecordWhatTheyPlayInTheirOwnWorld() {
        let world = Simulation()
        let impact = ImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 7)
        NotificationFeedbackGenerator().notificationOccurred(.success)
        SelectionFeedbackGenerator().selectionChanged()
        #expect(world.playedFeedback == [.impact(.heavy, intensity: 1), .impact(.heavy, intensity: 1),
                                         .notification(.success), .selection])
        #expect(world.playedFeedback.map(\.description).first == "impact(heavy, 1)")
        let other = Simulation()
        ImpactFeedbackGenerator().impactOccurred()
        #expect(other.playedFeedback == [.impact(.medium, intensity: 1)] && world.playedFeedback.count == 4)
    }
}
