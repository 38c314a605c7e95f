import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A rounded-rect field's background view, as device dumps print it (`_UITextFieldRoundedRectBackgroundViewNeue`).
@Suite struct TextFieldRoundedRectBackgroundTests {
    /// An iOS 7 storyboard's field (a 32-bit device):
    ///
    ///     | <UITextField: 0x16e8fbd0; frame = (8 141; 304 30); text = ''; clipsToBounds = YES; opaque = NO; autoresize = RM+BM; gestureRecognizers = <NSArray: 0x16e94550>; layer = <CALayer: 0x16e8fea0>>
    ///     |    | <_UITextFieldRoundedRectBackgroundViewNeue: 0x16e92770; frame = (0 0; 304 30); opaque = NO; autoresize = W+H; userInteractionEnabled = NO; layer = <CALayer: 0x16e92990>>
    @Test func anIOS7FieldHasTheBackgroundViewAsItsSubview() {
        let t = TestWorld(profile: .iOS7, windowSize: CGSize(width: 320, height: 568))
        let field = TextField(frame: CGRect(x: 8, y: 141, width: 304, height: 30))
        field.borderStyle = .roundedRect
        t.window.addSubview(field)
        let lines = withoutAddresses(field.recursiveDescription()).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.last == "   | <_UITextFieldRoundedRectBackgroundViewNeue: 0x…; frame = (0 0; 304 30); opaque = NO; autoresize = W+H; userInteractionEnabled = NO; layer = <Layer: 0x…>>")
    }

    /// An iOS 16 field's description (2022; its line broken per field in the source):
    ///
    ///     … borderStyle = RoundedRect; background = <_UITextFieldSystemBackgroundProvider: 0x60000045a2c0: backgroundView=<_UITextFieldRoundedRectBackgroundViewNeue: 0x7fab07c091c0; frame = (0 0; 353 60); opaque = NO; autoresize = W+H; userInteractionEnabled = NO; backgroundColor = <UIDynamicSystemColor: 0x6000011392c0; name = _textFieldBackgroundColor>; layer = <CALayer: 0x60000045a320>>, fillColor=(null), textfield=<UITextField 0x7fab04012400>>; layer = <CALayer: 0x60000046f400>>
    @Test func anIOS13FieldPrintsItsBackgroundProvider() {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 393, height: 852))
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 353, height: 60))
        field.borderStyle = .roundedRect
        t.window.addSubview(field)
        let line = withoutAddresses(field.description)
        #expect(line.hasSuffix("; borderStyle = RoundedRect; background = <_UITextFieldSystemBackgroundProvider: 0x…: backgroundView=<_UITextFieldRoundedRectBackgroundViewNeue: 0x…; frame = (0 0; 353 60); opaque = NO; autoresize = W+H; userInteractionEnabled = NO; backgroundColor = <UIDynamicSystemColor: 0x…; name = _textFieldBackgroundColor>; layer = <Layer: 0x…>>, fillColor=(null), textfield=<TextField 0x…>>; layer = <Layer: 0x…>>"), "\(line)")
        // The provider names the field by the id its own line prints.
        let ids = field.description.matches(of: /0x[0-9a-f]+/).map { String($0.output) }
        #expect(ids.first == ids.dropLast().last)
    }

    /// The view lies at the back, follows the field's size, lets touches through to the field, and goes with the border.
    @Test func theBackgroundViewFollowsTheFieldAndItsBorder() throws {
        let t = TestWorld(profile: .iOS13)
        let field = TextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        let left = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        field.leftView = left
        field.leftViewMode = .always
        t.window.addSubview(field)
        field.borderStyle = .roundedRect
        field.layoutIfNeeded()
        let background = try #require(field.subviews.first)
        #expect(background.description.contains("_UITextFieldRoundedRectBackgroundViewNeue"))
        // The background, the text canvas (TextFieldPrivateSubviewsTests), the left view.
        #expect(field.subviews.count == 3)
        field.frame.size.width = 250
        #expect(background.frame == CGRect(x: 0, y: 0, width: 250, height: 30))
        // The touch passes the background and lands on the field's own canvas, which hands it to the field.
        let hit = t.window.hitTest(CGPoint(x: 100, y: 20), with: nil)
        #expect(hit !== background && hit?.superview === field)
        field.borderStyle = .line
        #expect(field.subviews.count == 2)
        #expect(!field.description.contains("_UITextFieldSystemBackgroundProvider"))
        field.borderStyle = .roundedRect
        field.borderStyle = .roundedRect
        #expect(field.subviews.filter { $0.description.contains("RoundedRectBackground") }.count == 1)
    }
}
