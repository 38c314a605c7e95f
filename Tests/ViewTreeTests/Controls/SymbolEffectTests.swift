import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// iOS 17's symbol effects as apps write them: a bounce on a tap, a pulsing "recording" symbol, a wifi symbol's
/// variable colour, and a symbol replaced with a transition, on the virtual clock.
@Suite struct SymbolEffectTests {
    @Test func aBounceRunsOnceAndTellsItsCompletion() {
        let t = TestWorld()
        let heart = ImageView(image: Image(systemName: "heart"))
        t.window.addSubview(heart)
        var finished: [Bool] = []
        heart.addSymbolEffect(.bounce.up) { context in finished.append(context.isFinished) }
        #expect(heart.activeSymbolEffects.map(\.symbolEffectName) == ["bounce.up"])
        t.run(for: ImageView.symbolEffectPlayDuration / 2)
        #expect(finished.isEmpty)
        t.run(for: ImageView.symbolEffectPlayDuration)
        #expect(finished == [true] && heart.activeSymbolEffects.isEmpty)
        heart.addSymbolEffect(.bounce, options: .repeat(3))
        t.run(for: ImageView.symbolEffectPlayDuration * 2.5)
        #expect(heart.activeSymbolEffects.count == 1)          // three plays take three seconds
        t.run(for: 1)
        #expect(heart.activeSymbolEffects.isEmpty)
    }

    @Test func anIndefiniteEffectRunsUntilRemoved() {
        let t = TestWorld()
        let mic = ImageView(image: Image(systemName: "mic.fill"))
        t.window.addSubview(mic)
        var ended: [Bool] = []
        mic.addSymbolEffect(.pulse) { ended.append($0.isFinished) }          // pulse is both: indefinite by default
        mic.addSymbolEffect(.variableColor.iterative.reversing)
        mic.addSymbolEffect(.scale.up)
        t.run(for: 30)
        #expect(mic.activeSymbolEffects.map(\.symbolEffectName) == ["pulse", "variableColor.iterative.reversing", "scale.up"])
        var removed = false
        mic.removeSymbolEffect(ofType: PulseSymbolEffect.self) { _ in removed = true }
        #expect(ended == [false] && removed)
        mic.removeAllSymbolEffects()
        #expect(mic.activeSymbolEffects.isEmpty)
    }

    @Test func modifiersReplaceTheirOppositesAndOptionsClampBadValues() {
        #expect(BounceSymbolEffect.bounce.up.down.byLayer.symbolEffectName == "bounce.down.byLayer")
        #expect(SymbolEffectOptions.speed(.nan).speed == 1 && SymbolEffectOptions.repeat(-4).repeatCount == 1)
        #expect(SymbolEffectOptions.repeating.speed(2).repeatCount == .max)
    }

    @Test func replacingASymbolShowsTheNewImageAndPlaysOnce() {
        let t = TestWorld()
        let play = ImageView(image: Image(systemName: "play.fill"))
        t.window.addSubview(play)
        var done = false
        play.setSymbolImage(Image(systemName: "pause.fill")!, contentTransition: .replace.downUp) { _ in done = true }
        #expect(play.image == Image(systemName: "pause.fill"))
        t.run(for: 2)
        #expect(done && play.activeSymbolEffects.isEmpty)
    }

    @Test func aCompletionCapturingItsViewKeepsNothingAliveAfterTheWorld() {
        weak var weakView: ImageView?
        do {
            let t = TestWorld()
            let view = ImageView(image: Image(systemName: "star"))
            t.window.addSubview(view)
            view.addSymbolEffect(.pulse) { _ in view.alpha = 1 }
            weakView = view
        }
        #expect(weakView == nil)
    }
}
