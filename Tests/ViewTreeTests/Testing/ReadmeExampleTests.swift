// README.md's examples, run (DocSampleTests only type-checks them): the same code, in a suite so the names
// stay out of the module's other tests' way. Change one, change the other.
import Foundation
import Testing
import ViewTree
import ViewTreeTesting

@Suite struct ReadmeExampleTests {
    final class LikeController: ViewController {
        let likeButton = Button(type: .system)
        private(set) var likes = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            likeButton.setTitle("Like", for: .normal)
            likeButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
            likeButton.addTarget(self, action: LikeController.like, for: .touchUpInside)   // #selector(like) in UIKit
            view.addSubview(likeButton)
        }

        func like() { likes += 1 }
    }

    @Test func tappingLikeCountsOneLike() {
        let t = TestWorld()                      // its own world and key window
        let controller = LikeController()
        t.show(controller)                       // the window's root; runs the clock until viewDidAppear
        tap(controller.likeButton)               // touchDown, then touchUpInside: the target's like()
        #expect(controller.likes == 1)
        #expect(controller.likeButton.currentTitle == "Like")
    }

    /// The test can fail: a button covered by another view is not tapped, and `tap` says why.
    @Test func aCoveredLikeButtonIsNotTapped() {
        let t = TestWorld()
        let controller = LikeController()
        t.show(controller)
        controller.view.addSubview(View(frame: controller.view.bounds))      // covers the button
        withKnownIssue("tap records why it cannot touch the button") {
            tap(controller.likeButton)
        }
        #expect(controller.likes == 0)
    }

    @Test func flashShowsTheIndicatorForAboutOnePointFiveSeconds() {
        let world = Simulation()                       // a world: clock, categories, platform profile
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let scrollView = ScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        window.addSubview(scrollView)

        scrollView.flashScrollIndicators()
        world.run(until: 1.0)
        #expect(scrollView.verticalScrollIndicatorView?.presentation().alpha == 1)
        world.run(until: 2.0)
        #expect(scrollView.verticalScrollIndicatorView?.presentation().alpha == 0)
    }
}
