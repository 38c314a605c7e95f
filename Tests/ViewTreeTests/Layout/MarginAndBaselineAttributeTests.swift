// UIKit's margin and baseline attributes (`.leadingMargin`, `.firstBaseline`, …, raw values 11–20), the
// baseline anchors, and iOS 11's system-spacing anchors.
import Foundation
import Testing
import ViewTree

@Suite struct MarginAndBaselineAttributeTests {
    let world = Simulation()
    let window: Window
    let parent = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        window.addSubview(parent)
    }

    func child(_ view: View = View(frame: .zero)) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    @Test func attributesHaveUIKitsRawValues() {
        #expect(LayoutAttribute.lastBaseline.rawValue == 11)
        #expect(LayoutAttribute.baseline == .lastBaseline)
        #expect(LayoutAttribute.firstBaseline.rawValue == 12)
        #expect(LayoutAttribute.leftMargin.rawValue == 13)
        #expect(LayoutAttribute.trailingMargin.rawValue == 18)
        #expect(LayoutAttribute.centerYWithinMargins.rawValue == 20)
        #expect(LayoutAttribute.topMargin.axis == .vertical && LayoutAttribute.leadingMargin.axis == .horizontal)
    }

    @Test func marginAttributesFollowTheLayoutMargins() {
        let v = child()
        parent.layoutMargins = EdgeInsets(top: 10, left: 12, bottom: 14, right: 16)
        LayoutConstraint.activate([
            LayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: parent, attribute: .leadingMargin, multiplier: 1, constant: 0),
            LayoutConstraint(item: parent, attribute: .trailingMargin, relatedBy: .equal, toItem: v, attribute: .trailing, multiplier: 1, constant: 0),
            LayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: parent, attribute: .topMargin, multiplier: 1, constant: 2),
            LayoutConstraint(item: v, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20),
        ])
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 12, y: 12, width: 272, height: 20))
        parent.layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 0, y: 2, width: 300, height: 20), "a margin change moves what is pinned to it")
    }

    @Test func centringWithinMargins() {
        let v = child()
        parent.layoutMargins = EdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        LayoutConstraint.activate([
            LayoutConstraint(item: v, attribute: .centerX, relatedBy: .equal, toItem: parent, attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
            v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 10),
            v.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(v.frame.midX == 170)
    }

    @Test func labelsAlignOnTheirBaselines() {
        let small = Label(frame: .zero)
        small.text = "Name"
        small.font = .systemFont(ofSize: 12)
        let large = Label(frame: .zero)
        large.text = "Value"
        large.font = .systemFont(ofSize: 30)
        _ = child(small)
        _ = child(large)
        LayoutConstraint.activate([
            large.topAnchor.constraint(equalTo: parent.topAnchor, constant: 20),
            large.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: large.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: large.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        // At their text's own height a label's first baseline is its top plus the font's ascender.
        let largeBaseline = large.frame.minY + large.font.ascender
        let smallBaseline = small.frame.minY + small.font.ascender
        #expect(abs(largeBaseline - smallBaseline) <= 0.5, "aligned to the device pixel")
        // The last baseline is the bottom plus the (negative) descender.
        let plain = child()
        LayoutConstraint.activate([
            plain.lastBaselineAnchor.constraint(equalTo: large.lastBaselineAnchor),
            plain.heightAnchor.constraint(equalToConstant: 10), plain.widthAnchor.constraint(equalToConstant: 10),
            plain.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(abs(plain.frame.maxY - (large.frame.maxY + large.font.descender)) <= 0.5,
                "a view without text has its last baseline at its bottom")
    }

    /// A custom control whose baselines are its title label's, as real controls override `forFirstBaselineLayout`.
    final class TitledField: View {
        let title = Label(frame: CGRect(x: 12, y: 20, width: 100, height: 20))
        override init(frame: CGRect) {
            super.init(frame: frame)
            title.text = "Email"
            title.font = .systemFont(ofSize: 17)
            title.sizeToFit()
            addSubview(title)
        }
        required init?(coder: NSCoder) { nil }
        override var forLastBaselineLayout: View { title }
    }

    @Test func aViewsBaselineIsTheOneItsBaselineViewNames() {
        let field = TitledField(frame: .zero)
        let caption = Label(frame: .zero)
        caption.text = "Required"
        caption.font = .systemFont(ofSize: 12)
        _ = child(field)
        _ = child(caption)
        LayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: parent.topAnchor, constant: 30),
            field.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            field.widthAnchor.constraint(equalToConstant: 200), field.heightAnchor.constraint(equalToConstant: 60),
            caption.leadingAnchor.constraint(equalTo: field.trailingAnchor, constant: 8),
            // forFirstBaselineLayout defaults to forLastBaselineLayout, as Apple's documentation says.
            caption.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        #expect(field.forFirstBaselineLayout === field.title)
        let titleBaseline = field.frame.minY + field.title.frame.minY + field.title.font.ascender
        #expect(abs(caption.frame.minY + caption.font.ascender - titleBaseline) <= 0.5)
        #expect(world.diagnostics.isEmpty)
    }

    @Test func aBaselineViewThatIsNotASubviewIsRefused() {
        final class Lost: View {
            let elsewhere = Label(frame: .zero)
            override var forFirstBaselineLayout: View { elsewhere }
        }
        let lost = Lost(frame: .zero)
        let other = child()
        _ = child(lost)
        LayoutConstraint.activate([
            lost.topAnchor.constraint(equalTo: parent.topAnchor, constant: 40),
            lost.heightAnchor.constraint(equalToConstant: 10), lost.widthAnchor.constraint(equalToConstant: 10),
            lost.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            other.firstBaselineAnchor.constraint(equalTo: lost.firstBaselineAnchor),
            other.heightAnchor.constraint(equalToConstant: 10), other.widthAnchor.constraint(equalToConstant: 10),
            other.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(other.frame.minY == 40, "the view's own top edge is its first baseline")
        #expect(world.diagnostics.contains { $0.code == .notASubview && $0.message.contains("forFirstBaselineLayout") })
    }

    @Test func aFontChangeMovesWhatIsAlignedToTheBaseline() {
        let label = Label(frame: .zero)
        label.text = "Title"
        _ = child(label)
        let marker = child()
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: parent.topAnchor), label.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            marker.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
            marker.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 4), marker.heightAnchor.constraint(equalToConstant: 4),
        ])
        window.layoutIfNeeded()
        let before = marker.frame.minY
        label.font = .systemFont(ofSize: 40)
        window.layoutIfNeeded()
        #expect(marker.frame.minY > before + 15, "the first baseline moved down with the larger ascender")
        #expect(abs(marker.frame.minY - label.font.ascender) <= 0.5)
    }

    @Test func systemSpacingIsEightPointsTimesTheMultiplier() {
        let a = child(), b = child()
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: parent.leadingAnchor), a.topAnchor.constraint(equalTo: parent.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.widthAnchor.constraint(equalToConstant: 50), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(b.frame.origin == CGPoint(x: 66, y: 28))
    }

    @Test func descriptionsNameTheNewAttributes() {
        let v = child()
        let c = LayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: parent, attribute: .leadingMargin, multiplier: 1, constant: 0)
        #expect(c.description.contains("leadingMargin"))
        #expect(v.firstBaselineAnchor.constraint(equalTo: parent.topAnchor).description.contains("firstBaseline"))
    }

    /// A horizontal first-baseline stack of a 30-pt "Value" label and a 12-pt "Name" label at the parent's top left.
    func nameAndValueStack() -> (large: Label, small: Label) {
        let small = Label(frame: .zero)
        small.text = "Name"
        small.font = .systemFont(ofSize: 12)
        let large = Label(frame: .zero)
        large.text = "Value"
        large.font = .systemFont(ofSize: 30)
        let stack = StackView(arrangedSubviews: [large, small])
        stack.axis = .horizontal
        stack.alignment = .firstBaseline
        _ = child(stack)
        LayoutConstraint.activate([stack.topAnchor.constraint(equalTo: parent.topAnchor), stack.leadingAnchor.constraint(equalTo: parent.leadingAnchor)])
        return (large, small)
    }

    @Test func aHorizontalStackAlignsItsLabelsFirstBaselines() {
        let (large, small) = nameAndValueStack()
        window.layoutIfNeeded()
        #expect(abs((large.frame.minY + large.font.ascender) - (small.frame.minY + small.font.ascender)) <= 0.5)
        #expect(small.frame.minY > large.frame.minY, "the smaller text sits lower, on the same baseline")
    }
}
