import Foundation
import SeedPorts
import Testing
import ViewTree
import ViewTreeTesting

/// The seed scenarios as reference snapshots (committed under `__Snapshots__/SeedSnapshotTests/`):
/// a change of behaviour shows up as a readable diff of the hierarchy or of the alpha timeline.
@Suite struct SeedSnapshotTests {
    /// The article-A scene: an MRATextView with 40 lines, the MRAScrollView category installed.
    func textViewScene(_ profile: PlatformProfile, category: Bool) -> (TestWorld, MRATextView) {
        let t = TestWorld(profile: profile)
        if category { t.simulation.install(mraScrollViewCategory()) }
        let textView = MRATextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        textView.verticalScrollBarH = 60
        textView.text = (1...40).map { "Line \($0)" }.joined(separator: "\n")
        t.window.addSubview(textView)
        return (t, textView)
    }

    @Test(arguments: [(PlatformProfile.iOS7, true), (.iOS7, false), (.iOS13, true)])
    func seedA4_alphaTimeline(profile: PlatformProfile, category: Bool) {
        let (t, textView) = textViewScene(profile, category: category)
        assertSnapshot(
            of: Scenario(world: t.simulation, root: textView) { $0.flashScrollIndicators() },
            as: .timeline(duration: 3, every: 0.25, probes: [
                .alpha(of: { $0.verticalScrollIndicatorView }, title: "alpha"),
                .presentationAlpha(of: { $0.verticalScrollIndicatorView }, title: "on screen"),
                .frame(of: { $0.verticalScrollIndicatorView }, title: "frame"),
            ]),
            named: "\(profile.identifier)-\(category ? "category" : "plain")")
    }

    @Test func seedA3_hierarchyAfterTheFlash() {
        let (t, textView) = textViewScene(.iOS7, category: true)
        textView.flashScrollIndicators()
        t.simulation.run(until: 2)
        assertSnapshot(of: t.window, as: .recursiveDescription, named: "ios7-at-2s")
    }

    @Test func seedA7_iOS8WithAndWithoutTheFixes() {
        let (t, textView) = textViewScene(.iOS8, category: true)
        textView.flashScrollIndicators()
        t.simulation.run(until: 2)
        assertSnapshot(of: t.window, as: .recursiveDescription, named: "ios8-no-fixes")
    }
}
