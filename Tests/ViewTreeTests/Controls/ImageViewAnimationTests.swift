import Foundation
import Testing
import ViewTree

/// `UIImageView`'s `animationImages`, played on the world's clock.
@Suite struct ImageViewAnimationTests {
    private func frames(_ n: Int) -> [Image] {
        (0..<n).map { Image(name: "frame\($0)", size: CGSize(width: 20, height: 20)) }
    }

    private func makeWorld() -> (Simulation, Window) {
        let world = Simulation(profile: .iOS13)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), simulation: world)
        window.makeKeyAndVisible()
        return (world, window)
    }

    @Test func theDefaultDurationIsAThirtiethOfASecondPerFrameAndTheRepeatCountIsForever() {
        let view = ImageView(frame: .zero)
        #expect(view.animationImages == nil && view.animationDuration == 0 && view.animationRepeatCount == 0)
        view.animationImages = frames(6)
        #expect(view.animationDuration == 6 * ImageView.defaultAnimationFrameDuration)
        view.animationDuration = 1.5
        #expect(view.animationDuration == 1.5)
        view.animationDuration = 0
        #expect(view.animationDuration == 0.2, "0 is the default again")
    }

    @Test func theFramesPlayOnTheClockAndTheImageShowsAgainAfterTheLastCycle() {
        let (world, window) = makeWorld()
        let still = Image(name: "still", size: CGSize(width: 20, height: 20))
        let view = ImageView(image: still)
        window.addSubview(view)
        let four = frames(4)
        view.animationImages = four
        view.animationDuration = 1          // 0.25 s per frame
        view.animationRepeatCount = 2
        #expect(!view.isAnimating && view.shownImage === still)
        view.startAnimating()
        #expect(view.isAnimating && view.shownImage === four[0])
        world.run(for: 0.3)
        #expect(view.shownImage === four[1])
        world.run(for: 1.0)                 // 1.3 s: second cycle, frame 1
        #expect(view.shownImage === four[1] && view.isAnimating)
        world.run(for: 0.5)                 // 1.8 s: frame 3
        #expect(view.shownImage === four[3])
        world.run(for: 0.3)                 // 2.1 s: both cycles done
        #expect(!view.isAnimating)
        #expect(view.shownImage === still && view.image === still, "the image was never replaced")
    }

    @Test func stopAnimatingAndLeavingTheWindowStopIt() {
        let (world, window) = makeWorld()
        let view = ImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.animationImages = frames(3)
        view.startAnimating()               // not in a window yet: it runs, as one started in viewDidLoad does
        window.addSubview(view)
        world.run(for: 5)
        #expect(view.isAnimating, "0 repeats forever")
        view.stopAnimating()
        #expect(!view.isAnimating && view.shownImage == nil)
        view.startAnimating()
        #expect(view.isAnimating)
        view.removeFromSuperview()
        #expect(!view.isAnimating, "Core Animation removes a layer's animations when it leaves the window")
    }

    @Test func aChangeActsOnTheNextStartAndHighlightingSwitchesToTheHighlightedFrames() {
        let (world, window) = makeWorld()
        let view = ImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        let normal = frames(2)
        let highlighted = [Image(name: "lit", size: CGSize(width: 20, height: 20))]
        view.animationImages = normal
        view.highlightedAnimationImages = highlighted
        view.startAnimating()
        view.animationImages = frames(5)
        world.run(for: 0.04)
        #expect(view.shownImage === normal[1], "the run keeps the frames it started with (2 × 1/30 s)")
        view.isHighlighted = true
        #expect(view.isAnimating && view.shownImage === highlighted[0])
    }

    @Test func startingWithoutFramesDoesNothingAndBadValuesAreRefused() {
        let (world, window) = makeWorld()
        let view = ImageView(frame: .zero)
        window.addSubview(view)
        view.startAnimating()
        #expect(!view.isAnimating)
        view.animationImages = []
        view.startAnimating()
        #expect(!view.isAnimating)
        view.animationDuration = 2
        view.animationDuration = .nan
        #expect(view.animationDuration == 2 && world.diagnostics.last?.code == .invalidValue)
        view.animationDuration = -1
        #expect(view.animationDuration == 2)
        view.animationRepeatCount = 3
        view.animationRepeatCount = -2
        #expect(view.animationRepeatCount == 3 && world.diagnostics.last?.message.contains("-2") == true)
    }
}

@Suite struct AnimatedImageInImageViewTests {
    @Test func anAnimatedImagePlaysByItselfUntilReplacedOrStopped() throws {
        let world = Simulation(profile: .iOS13)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), simulation: world)
        window.makeKeyAndVisible()
        let frames = (0..<3).map { Image(name: "ship\($0)", size: CGSize(width: 10, height: 10)) }
        let ship = try #require(Image.animatedImage(with: frames, duration: 0.3))
        let view = ImageView(image: ship)
        window.addSubview(view)
        #expect(view.isAnimating && view.shownImage === frames[0])
        world.run(for: 0.25)
        #expect(view.shownImage === frames[2])
        world.run(for: 10)
        #expect(view.isAnimating, "an animated image repeats forever")
        view.removeFromSuperview()
        #expect(!view.isAnimating)
        window.addSubview(view)
        #expect(view.isAnimating, "back in a window, it plays again")
        view.image = frames[1]
        #expect(!view.isAnimating && view.shownImage === frames[1])
        view.image = ship
        view.stopAnimating()
        #expect(!view.isAnimating)
        let still = try #require(Image.animatedImage(with: frames, duration: 0))
        #expect(!ImageView(image: still).isAnimating, "a duration of 0 does not play")
    }
}
