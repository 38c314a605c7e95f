import Foundation
import Testing
import ViewTree

@Suite struct HighlightedImageAndAccessibilityActionsTests {
    @Test func aHighlightedImageViewShowsAndMeasuresItsHighlightedImage() {
        let world = Simulation()
        let small = Image(name: "small", size: CGSize(width: 10, height: 10)), large = Image(name: "large", size: CGSize(width: 30, height: 20))
        let view = ImageView(image: small, highlightedImage: large)
        #expect(!view.isHighlighted && view.intrinsicContentSize == CGSize(width: 10, height: 10))
        view.isHighlighted = true
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 20))
        view.highlightedImage = nil
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 10), "no highlighted image: the image")
        withExtendedLifetime(world) {}
    }

    @Test func adjustableViewsOverrideIncrementAndDecrement() {
        final class Stepper: View {
            var value = 0
            override func accessibilityIncrement() { value += 1 }
            override func accessibilityDecrement() { value -= 1 }
            override func accessibilityActivate() -> Bool { true }
        }
        let world = Simulation()
        let plain = View(frame: .zero)
        plain.accessibilityIncrement()
        #expect(plain.accessibilityActivate() == false)
        let stepper = Stepper(frame: .zero)
        stepper.accessibilityIncrement(); stepper.accessibilityIncrement(); stepper.accessibilityDecrement()
        #expect(stepper.value == 1 && stepper.accessibilityActivate())
        withExtendedLifetime(world) {}
    }
}
