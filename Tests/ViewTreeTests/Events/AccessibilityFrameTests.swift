import Foundation
import Testing
import ViewTree
import ViewTreeUIKit

/// A view's `accessibilityFrame` and `accessibilityActivationPoint`: screen coordinates, following the view until
/// the app sets them, as UIKit documents.
@Suite struct AccessibilityFrameTests {
    @Test func aViewsFrameIsItsBoundsOnTheScreenAndFollowsIt() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        let card = View(frame: CGRect(x: 20, y: 100, width: 200, height: 120))
        let button = Button(frame: CGRect(x: 10, y: 10, width: 80, height: 44))
        window.addSubview(card)
        card.addSubview(button)
        #expect(button.accessibilityFrame == CGRect(x: 30, y: 110, width: 80, height: 44))
        #expect(button.accessibilityActivationPoint == CGPoint(x: 70, y: 132), "the frame's midpoint")
        card.frame.origin.y = 200
        #expect(button.accessibilityFrame.origin == CGPoint(x: 30, y: 210), "read afresh: it follows the view")
        #expect(button.accessibilityActivationPoint == CGPoint(x: 70, y: 232))
    }

    @Test func scrollingAndTransformsMoveIt() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(scroll)
        let row = View(frame: CGRect(x: 0, y: 600, width: 320, height: 44))
        scroll.addSubview(row)
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        #expect(row.accessibilityFrame == CGRect(x: 0, y: 100, width: 320, height: 44))
        let badge = View(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        window.addSubview(badge)
        badge.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(badge.accessibilityFrame == CGRect(x: 90, y: 90, width: 40, height: 40), "the transformed bounding box")
    }

    @Test func setValuesStayAndNoLongerFollowTheView() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        view.accessibilityFrame = CGRect(x: 5, y: 5, width: 10, height: 10)
        view.frame.origin = CGPoint(x: 100, y: 100)
        #expect(view.accessibilityFrame == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(view.accessibilityActivationPoint == CGPoint(x: 10, y: 10))
        view.accessibilityActivationPoint = CGPoint(x: 1, y: 2)
        #expect(view.accessibilityActivationPoint == CGPoint(x: 1, y: 2))
    }

    @Test func aWindowOffTheScreensOriginAndConversionFunctions() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 240, width: 320, height: 240), simulation: world)
        let label = Label(frame: CGRect(x: 10, y: 20, width: 100, height: 21))
        window.addSubview(label)
        #expect(label.accessibilityFrame == CGRect(x: 10, y: 260, width: 100, height: 21), "offset by the window's origin")
        #expect(UIAccessibility.convertToScreenCoordinates(CGRect(x: 0, y: 0, width: 5, height: 5), in: label)
                == CGRect(x: 10, y: 260, width: 5, height: 5))
        let path = UIAccessibility.convertToScreenCoordinates(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), in: label)
        #expect(path.bounds == CGRect(x: 10, y: 260, width: 4, height: 4))
        #expect(UIAccessibilityConvertFrameToScreenCoordinates(label.bounds, label) == label.accessibilityFrame)
        #expect(UIAccessibilityConvertPathToScreenCoordinates(UIBezierPath(rect: label.bounds), label).bounds == label.accessibilityFrame)
        let root = View(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let loose = View(frame: CGRect(x: 7, y: 8, width: 9, height: 10))
        root.addSubview(loose)
        #expect(loose.accessibilityFrame == CGRect(x: 7, y: 8, width: 9, height: 10), "no window: its root's coordinates")
        #expect(root.accessibilityFrame == CGRect(x: 0, y: 0, width: 100, height: 100), "as convert(_:to: nil) gives")
    }

    @Test func anElementsActivationPointIsItsFramesMidpointUntilSet() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let container = View(frame: CGRect(x: 40, y: 100, width: 200, height: 100))
        window.addSubview(container)
        let element = UIAccessibilityElement(accessibilityContainer: container)
        element.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 10, width: 50, height: 20)
        #expect(element.accessibilityActivationPoint == CGPoint(x: 75, y: 120))
        element.accessibilityActivationPoint = .zero
        #expect(element.accessibilityActivationPoint == .zero)
    }
}
