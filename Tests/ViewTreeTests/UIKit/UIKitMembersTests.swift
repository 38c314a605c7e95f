import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Everyday UIKit members that real view code sets and reads: drawing requests, tint, content mode,
/// label and keyboard traits, table estimates, controller presentation settings.
@Suite struct UIKitMembersTests {
    final class Canvas: View {
        var events: [String] = []
        override func layoutSubviews() { super.layoutSubviews(); events.append("layoutSubviews") }
        override func draw(_ rect: CGRect) { events.append("draw \(Int(rect.minX)) \(Int(rect.minY)) \(Int(rect.width)) \(Int(rect.height))") }
        override func tintColorDidChange() { events.append("tintColorDidChange") }
    }

    @Test func drawRunsAtTheEndOfTheTurnAfterLayout() {
        let t = TestWorld()
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        t.window.addSubview(canvas)
        t.run(for: 0.1)
        canvas.events = []
        canvas.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
        canvas.setNeedsDisplay(CGRect(x: 20, y: 20, width: 10, height: 10))
        canvas.setNeedsLayout()
        #expect(canvas.needsDisplay && canvas.events.isEmpty)        // not at once
        t.run(for: 0.1)
        #expect(canvas.events == ["layoutSubviews", "draw 0 0 30 30"])  // layout, then the union, once
        #expect(!canvas.needsDisplay)
        canvas.events = []
        canvas.removeFromSuperview()
        canvas.setNeedsDisplay()
        t.run(for: 0.1)
        #expect(canvas.events.isEmpty)                                // off screen: not drawn
        canvas.setNeedsDisplay(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        #expect(t.simulation.diagnostics.last?.message.contains("setNeedsDisplay") == true)
    }

    @Test func redrawContentModeRedrawsOnResize() {
        let t = TestWorld()
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(canvas.contentMode == .scaleToFill)
        canvas.contentMode = .redraw
        t.window.addSubview(canvas)
        t.run(for: 0.1)
        canvas.events = []
        canvas.frame.size.width = 120
        t.run(for: 0.1)
        #expect(canvas.events.contains("draw 0 0 120 50"))
    }

    @Test func tintIsInheritedAndChangesAreAnnounced() {
        let parent = Canvas(frame: .zero), child = Canvas(frame: .zero), ownTint = Canvas(frame: .zero)
        parent.addSubview(child)
        parent.addSubview(ownTint)
        ownTint.tintColor = .green
        ownTint.events = []
        #expect(child.tintColor == View.defaultTintColor)
        parent.tintColor = .red
        #expect(child.tintColor == .red && ownTint.tintColor == .green)
        #expect(parent.events == ["tintColorDidChange"] && child.events == ["tintColorDidChange"] && ownTint.events.isEmpty)
        parent.tintColor = nil
        #expect(child.tintColor == View.defaultTintColor)
        let button = Button(type: .system)
        button.setTitle("Go", for: .normal)
        parent.addSubview(button)
        parent.tintColor = .purple
        #expect(button.currentTitleColor == .purple)     // a system button's title is its tint
    }

    @Test func settingTheTintAViewAlreadyShowsNotifiesNobody() {
        let parent = Canvas(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = Canvas(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.tintColor = .red
        parent.events = []
        child.events = []
        child.tintColor = .red            // what it inherits already: no change
        child.tintColor = nil             // and back to inheriting the same red: no change
        #expect(child.events.isEmpty && child.tintColor == .red)
        child.tintColor = .green
        child.tintColor = nil             // back to red: a change each time
        #expect(child.events == ["tintColorDidChange", "tintColorDidChange"])
        #expect(parent.events.isEmpty)
    }

    @Test func labelAndKeyboardTraitsHaveUIKitsDefaults() {
        let label = Label()
        #expect(label.lineBreakMode == .byTruncatingTail && !label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0)
        #expect(label.isEnabled && !label.isHighlighted && label.highlightedTextColor == nil)
        label.attributedText = NSAttributedString(string: "Hello")
        #expect(label.text == "Hello" && label.attributedText?.string == "Hello")
        label.text = "Bye"
        #expect(label.attributedText?.string == "Bye")
        let field = TextField()
        #expect(field.keyboardType == .default && field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
        field.keyboardType = .emailAddress
        #expect(field.inputTraits.keyboardType == .emailAddress)
        #expect(TextView().autocapitalizationType == .sentences)
    }

    @Test func tableEstimatesAndInsetsFollowTheProfile() {
        let modern = TestWorld(profile: .iOS11)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        #expect(table.estimatedRowHeight == TableView.automaticDimension)
        #expect(table.separatorInset.left == 16)
        _ = modern
        let old = TestWorld(profile: .iOS10)
        let oldTable = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        #expect(oldTable.estimatedRowHeight == 0 && oldTable.separatorInset.left == 15)
        oldTable.estimatedRowHeight = .infinity
        #expect(oldTable.estimatedRowHeight == 0)
        _ = old
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.accessoryType == .none && cell.accessoryView == nil)
    }

    @Test func controllersAndNavigationItemsKeepTheirSettings() {
        let controller = ViewController()
        #expect(controller.modalTransitionStyle == .coverVertical && !controller.isModalInPresentation)
        #expect(controller.preferredContentSize == .zero && controller.preferredStatusBarStyle == .default)
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(controller.statusBarAppearanceUpdateCount == 1)
        let item = controller.navigationItem
        let save = BarButtonItem(title: "Save"), edit = BarButtonItem(title: "Edit")
        item.rightBarButtonItems = [save, edit]
        #expect(item.rightBarButtonItem === save && item.rightBarButtonItems?.count == 2)
        item.rightBarButtonItems = nil
        #expect(item.rightBarButtonItem == nil && item.rightBarButtonItems == nil)
        #expect(item.largeTitleDisplayMode == .automatic)
    }
}
