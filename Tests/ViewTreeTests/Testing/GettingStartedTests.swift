// The code of Docs/GettingStarted.md, compiled and run: keep the two in step.
// Its reference snapshots are committed in __Snapshots__/GettingStartedTests/.
import Foundation
import Testing
import ViewTree
import ViewTreeTesting
import XCTest

// MARK: A first UI-logic test

@Suite struct FeedTests {
    @Test func flashShowsTheIndicatorThenHidesIt() {
        let t = TestWorld(profile: .iOS7)           // a world of its own, with a 320 × 480 key window
        let feed = ScrollView(frame: t.window.bounds)
        feed.contentSize = CGSize(width: 320, height: 2000)
        t.window.addSubview(feed)

        feed.flashScrollIndicators()

        expectIndicatorHidden(feed)                  // t = 0: the fade-in has not started on screen
        expectIndicatorVisible(feed, at: 0.5)        // runs the virtual clock to 0.5 s
        expectAlpha(feed.verticalScrollIndicatorView!, equals: 1, in: .presentation)
        expectIndicatorHidden(feed, at: 2)           // held 1.5 s, faded out in 0.33 s
        expectNoDiagnostics(in: t.simulation)
    }

    @Test func withAWorldInAClosure() {
        withWorld(profile: .iOS13) { world, window in
            let feed = ScrollView(frame: window.bounds)
            feed.contentSize = CGSize(width: 320, height: 2000)
            window.addSubview(feed)
            feed.flashScrollIndicators()
            world.run(for: 0.5)
            expectIndicatorVisible(feed)
        }
    }
}

// MARK: A view controller, a button, a finger

final class SettingsController: ViewController {
    let sound = Switch(frame: CGRect(x: 20, y: 100, width: 0, height: 0))   // a switch sizes itself
    private(set) var changes: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        sound.addTarget(self, action: SettingsController.soundChanged, for: .valueChanged)
        view.addSubview(sound)
    }

    func soundChanged(_ sender: Switch) { changes.append(sender.isOn) }
}

@Test func tappingTheSwitchTurnsTheSoundOn() {
    let t = TestWorld()
    let settings = SettingsController()
    t.show(settings)
    tap(settings.sound)                      // flips it and sends valueChanged, as a finger does
    #expect(settings.changes == [true])
    settings.sound.isOn = false              // set in code: no event, as in UIKit
    #expect(settings.changes == [true])
}

// MARK: Recording snapshots

@Suite struct FeedSnapshotTests {
    let snapshots = SnapshotSession()               // numbers this test's snapshots: 1, 2, …

    @Test func layout() {
        let t = TestWorld(windowSize: CGSize(width: 320, height: 240))
        let feed = ScrollView(frame: CGRect(x: 16, y: 32, width: 288, height: 176))
        feed.contentSize = CGSize(width: 288, height: 704)
        feed.addSubview(View(frame: CGRect(x: 16, y: 16, width: 128, height: 48)))
        t.window.addSubview(feed)

        snapshots.assertSnapshot(of: t.window, as: .recursiveDescription)          // layout.1.txt
        snapshots.assertSnapshot(of: t.window, as: .ascii(columns: 40, rows: 15))  // layout.2.txt
        assertSnapshot(of: feed, as: .json, named: "feed")                         // layout.feed.txt
    }
}

// MARK: One test, every profile

@Test(arguments: PlatformProfile.all)
func flashOnEveryProfile(profile: PlatformProfile) {
    let t = TestWorld(profile: profile)
    let feed = ScrollView(frame: t.window.bounds)
    feed.contentSize = CGSize(width: 320, height: 2000)
    t.window.addSubview(feed)
    feed.flashScrollIndicators()
    expectIndicatorVisible(feed, at: profile.indicatorFadeInDuration)
    expectIndicatorHidden(feed, at: profile.flashHoldDuration + profile.indicatorFadeOutDuration + 0.01)
}

@Test func indicatorsPerProfile() {
    let snapshots = SnapshotSession()
    forEachProfile { world in
        let feed = ScrollView(frame: world.window.bounds)
        feed.contentSize = CGSize(width: 320, height: 2000)
        world.window.addSubview(feed)
        world.window.layoutIfNeeded()   // as on screen: iOS 13+ makes the indicators by the layout pass
        snapshots.assertSnapshot(of: feed, as: .recursiveDescription,
                                 named: world.snapshotName("feed"))   // indicatorsPerProfile.feed-ios13.txt, …
    }
}

// MARK: Pictures and timelines

@Test func flashingFeedPicture() {
    let t = TestWorld(windowSize: CGSize(width: 320, height: 240))
    let feed = ScrollView(frame: CGRect(x: 16, y: 32, width: 288, height: 176))
    feed.contentSize = CGSize(width: 288, height: 704)
    feed.addSubview(View(frame: CGRect(x: 16, y: 16, width: 128, height: 48)))
    t.window.addSubview(feed)
    feed.flashScrollIndicators()
    t.run(until: 0.5)
    assertSnapshot(of: t.window, as: .ascii(columns: 40, rows: 15), named: "flashing")
}

@Test func indicatorFadesAfterAFlash() {
    let t = TestWorld()
    let feed = ScrollView(frame: t.window.bounds)
    feed.contentSize = CGSize(width: 320, height: 2000)
    t.window.addSubview(feed)

    assertSnapshot(
        of: Scenario(world: t.simulation, root: feed) { $0.flashScrollIndicators() },
        as: .timeline(duration: 3, every: 0.1, probes: [
            .alpha(of: { $0.verticalScrollIndicatorView }),
            .presentationAlpha(of: { $0.verticalScrollIndicatorView }),
            .frame(of: { $0.verticalScrollIndicatorView }),
        ]),
        named: "flash")
}

// MARK: Strategies compose

struct FeedScreen { let root: View }

extension Snapshotting where Value == FeedScreen {
    /// The screen's root view as a 40 × 15 ASCII picture.
    static var picture: Snapshotting<FeedScreen> {
        Snapshotting<View>.ascii(columns: 40, rows: 15).pullback { $0.root }
    }
}

@Test func strategiesCompose() {
    let picture = Snapshotting<FeedScreen>.picture
    let t = TestWorld(windowSize: CGSize(width: 320, height: 240))
    #expect(picture.snapshot(FeedScreen(root: t.window)) == t.window.asciiRendering(columns: 40, rows: 15))
}

/// The diff shown under "When a snapshot differs": the picture before and during a flash.
@Test func theDocumentedDiff() throws {
    let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/GettingStartedTests")
    let before = try String(contentsOf: dir.appendingPathComponent("layout.2.txt"), encoding: .utf8)
    let during = try String(contentsOf: dir.appendingPathComponent("flashingFeedPicture.flashing.txt"), encoding: .utf8)
    #expect(LineDiff.unified(from: before, to: during) == """
        --- reference
        +++ actual
        @@ -1,8 +1,8 @@
         +Window--------------------------------+
         |                                      |
        -| +ScrollView------------------------+ |
        -| | +View----------+                 | |
        -| | |              |                 | |
        +| +ScrollView------------------------# |
        +| | +View----------+                 # |
        +| | |              |                 # |
         | | +--------------+                 | |
         | |                                  | |
         | |                                  | |

        """)
}

// MARK: XCTest

final class FeedXCTests: XCTestCase {
    let snapshots = SnapshotSession()

    func testFlash() {
        let t = TestWorld()
        let feed = ScrollView(frame: t.window.bounds)
        feed.contentSize = CGSize(width: 320, height: 2000)
        t.window.addSubview(feed)
        feed.flashScrollIndicators()
        expectIndicatorVisible(feed, at: 0.5)                          // failures go to XCTFail
        snapshots.assertSnapshot(of: feed, as: .recursiveDescription)  // testFlash.1.txt
    }
}

// MARK: A Linux pitfall: 448.0 == 448

@Test func tabBarSitsAtTheBottom() {
    let t = TestWorld()                                              // a 320 × 480 window
    let tabBar = View(frame: CGRect(x: 0, y: 480 - 32, width: 320, height: 32))
    t.window.addSubview(tabBar)
    expectEqual(tabBar.frame.minY, 480 - 32)                         // CGFloat: passes
    expectEqual(tabBar.frame, CGRect(x: 0, y: 448, width: 320, height: 32))
    #expect(tabBar.frame.minY == CGFloat(480 - 32))                  // typed literal: passes too
}

