import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A text field's placeholder label (`UITextFieldLabel`) and, in the iOS 13+ profile, its text canvas
/// (`_UITextLayoutCanvasView` with one `_UITextLayoutFragmentView`), as device dumps print them.
@Suite struct TextFieldPrivateSubviewsTests {
    /// Sentry's redaction tests ("iOS 26 & 18 & 17 & 16"), a field made in code in a 100 × 100 view:
    /// `<UITextField: 0x102024000; frame = (50 10; 30 30); text = ''; opaque = NO; placeholder = Edit Me; …>`
    /// `   | <UITextFieldLabel: 0x106244d10; frame = (0 5; 30 20.3333); text = 'Edit Me'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600002c26880>>`
    /// `   | <_UITextLayoutCanvasView: 0x101c04a00; frame = (0 0; 30 30); layer = <CALayer: 0x600000ce8e40>>`
    /// `   |    | <_UITextLayoutFragmentView: 0x10624d4a0; frame = (0 5; 0 21); opaque = NO; layer = <CALayer: 0x600000ce5800>>`
    @Test func aModernFieldMadeInCodePrintsItsPlaceholderLabelThenItsCanvas() {
        let world = Simulation(profile: .iOS13)
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let field = TextField(frame: CGRect(x: 50, y: 10, width: 30, height: 30))
        field.placeholder = "Edit Me"
        root.addSubview(field)
        root.layoutIfNeeded()
        let lines = root.recursiveDescription().split(separator: "\n").map { withoutAddresses(String($0)) }
        #expect(lines.count == 5)
        #expect(lines.dropFirst(2).elementsEqual([
            "   |    | <TextFieldLabel: 0x…; frame = (0 5; 30 20.3333); text = 'Edit Me'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>",
            "   |    | <_UITextLayoutCanvasView: 0x…; frame = (0 0; 30 30); layer = <Layer: 0x…>>",
            "   |    |    | <_UITextLayoutFragmentView: 0x…; frame = (0 5; 0 21); opaque = NO; layer = <Layer: 0x…>>",
        ]))
        withExtendedLifetime(world) {}
    }

    /// Sentry's tests again, a field without a placeholder printed before any layout: `<UITextField: 0x104842200; frame =
    /// (20 20; 40 40); text = ''; opaque = NO; borderStyle = None; background = …; layer = …>` then
    /// `<_UITextLayoutCanvasView: 0x104241040; frame = (0 0; 0 0); layer = <CALayer: 0x600000cee4f0>>`, with no fragment.
    @Test func beforeItsFirstLayoutAFieldHoldsAnEmptyCanvasAlone() {
        let world = Simulation(profile: .iOS13)
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let field = TextField(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        root.addSubview(field)
        let lines = root.recursiveDescription().split(separator: "\n").map { withoutAddresses(String($0)) }
        #expect(lines.dropFirst().elementsEqual([
            "   | <TextField: 0x…; frame = (20 20; 40 40); text = ''; opaque = NO; borderStyle = None; background = <_UITextFieldNoBackgroundProvider: 0x…: textfield=<TextField: 0x…>>; layer = <Layer: 0x…>>",
            "   |    | <_UITextLayoutCanvasView: 0x…; frame = (0 0; 0 0); layer = <Layer: 0x…>>",
        ]))
        withExtendedLifetime(world) {}
    }

    /// A 2× device's Settings dump: `(0 1; 245 20.5)` for the placeholder label of a 245 × 22 field, the line
    /// (20.29 pt at 17 pt) rounded up to half points and (22 − 20.5) / 2 = 0.75 rounded to the 2× grid.
    @Test func theLabelIsCentredOnTheScreensPixelGrid() {
        let world = Simulation(profile: .iOS13)
        world.screen = Screen(device: .iPhone8)
        let field = TextField(frame: CGRect(x: 114, y: 19, width: 245, height: 22))
        field.placeholder = "Email or phone"
        field.layoutIfNeeded()
        #expect(field.subviews.first?.frame == CGRect(x: 0, y: 1, width: 245, height: 20.5))
        withExtendedLifetime(world) {}
    }

    /// The label comes with the placeholder (UIKit's `_placeholderLabel` prints `frame = (0 0; 0 0)` before the first
    /// layout), leaves while there is text, and comes back, under the canvas, when the text is emptied.
    @Test func theLabelShowsOnlyWhileThePlaceholderDoes() {
        let world = Simulation(profile: .iOS13)
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        #expect(field.subviews.map { "\(type(of: $0))" } == ["_UITextLayoutCanvasView"])
        field.placeholder = "Name"
        #expect(field.subviews.map { "\(type(of: $0))" } == ["TextFieldLabel", "_UITextLayoutCanvasView"])
        #expect(field.subviews.first?.frame == .zero, "not laid out yet")
        field.text = "Ada"
        #expect(field.subviews.map { "\(type(of: $0))" } == ["_UITextLayoutCanvasView"])
        field.text = ""
        #expect(field.subviews.map { "\(type(of: $0))" } == ["TextFieldLabel", "_UITextLayoutCanvasView"])
        field.placeholder = nil
        #expect(field.subviews.map { "\(type(of: $0))" } == ["_UITextLayoutCanvasView"])
        withExtendedLifetime(world) {}
    }

    /// A rounded-rect field keeps its background view at the back, then the label, then the canvas; the label sits in the
    /// text rectangle, 7 pt inside the border.
    @Test func aRoundedFieldsLabelFollowsItsBackgroundAndPadding() {
        let world = Simulation(profile: .iOS13)
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        field.layoutIfNeeded()
        #expect(field.subviews.map { "\(type(of: $0))" }
            == ["_UITextFieldRoundedRectBackgroundViewNeue", "TextFieldLabel", "_UITextLayoutCanvasView"])
        let label = field.subviews[1]
        #expect(label.frame.minX == TextField.roundedRectHorizontalPadding)
        #expect(label.frame.width == 200 - 2 * TextField.roundedRectHorizontalPadding)
        withExtendedLifetime(world) {}
    }

    /// The canvas's line is as wide as the text, on whole pixels; typing widens it.
    @Test func theFragmentFollowsTheText() throws {
        let world = Simulation(profile: .iOS13)
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.layoutIfNeeded()
        let canvas = try #require(field.subviews.last)
        #expect(canvas.subviews.first?.frame.width == 0)
        field.text = "Hello"
        field.layoutIfNeeded()
        let width = try #require(canvas.subviews.first?.frame.width)
        #expect(width > 0)
        field.text = "Hello, world"
        field.layoutIfNeeded()
        #expect((canvas.subviews.first?.frame.width ?? 0) > width)
        withExtendedLifetime(world) {}
    }

    /// Before the iOS 13 profile the label spans the placeholder rectangle (`(48 0; 193 32)` in a 221 × 32 field with a
    /// left view, an iOS 10–12 device) and there is no canvas.
    @Test func olderFieldsHaveAFullHeightLabelAndNoCanvas() {
        let world = Simulation(profile: .iOS11)
        let field = TextField(frame: CGRect(x: 19, y: 26, width: 221, height: 32))
        field.placeholder = "Employee number"
        field.layoutIfNeeded()
        #expect(field.subviews.map { "\(type(of: $0))" } == ["TextFieldLabel"])
        #expect(field.subviews.first?.frame == CGRect(x: 0, y: 0, width: 221, height: 32))
        withExtendedLifetime(world) {}
    }

    /// A tap on the field lands on the canvas (it takes touches in the simulators' dump) and still starts editing: the
    /// canvas forwards its touches up the responder chain to the field.
    @Test func aTapOnTheCanvasStillEditsTheField() {
        let t = TestWorld(profile: .iOS13)
        let field = TextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        t.window.addSubview(field)
        t.window.layoutIfNeeded()
        #expect(t.window.hitTest(CGPoint(x: 100, y: 115), with: nil) === field.subviews.last)
        #expect(tap(field))
        #expect(field.isEditing)
    }

    /// Bad bounds leave the subviews where they were.
    @Test func nonFiniteBoundsKeepTheSubviewsFrames() {
        let world = Simulation(profile: .iOS13)
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.placeholder = "Name"
        field.layoutIfNeeded()
        let before = field.subviews.map(\.frame)
        field.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 30)
        field.layoutIfNeeded()
        #expect(field.subviews.map(\.frame) == before)
        withExtendedLifetime(world) {}
    }
}
