// Where Auto Layout finds the baselines of a label taller (or shorter) than its text: at its top plus the
// font's ascender and its bottom plus the descender, as UIKit's `_firstBaselineOffsetFromTop` and
// `_baselineOffsetFromBottom` answer them from the text at its intrinsic size, not from where a stretched
// label draws it (centred). Text fields keep theirs on their centred text (UIKit takes those from the bounds).
import Foundation
import Testing
import ViewTree

// An extension of `MarginAndBaselineAttributeTests`, sharing its window and 300 × 200 parent.
extension MarginAndBaselineAttributeTests {
    /// A label at y = 20 whose height is fixed at `height`, and 4-pt markers whose top is on its first baseline and
    /// whose bottom is on its last.
    func markedLabel(height: CGFloat) -> (label: Label, first: View, last: View) {
        let label = Label(frame: .zero)
        label.text = "Title"
        label.font = .systemFont(ofSize: 17)
        _ = child(label)
        let first = child(), last = child()
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: parent.topAnchor, constant: 20),
            label.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            label.heightAnchor.constraint(equalToConstant: height),
            first.topAnchor.constraint(equalTo: label.firstBaselineAnchor),
            last.bottomAnchor.constraint(equalTo: label.lastBaselineAnchor),
        ] + [first, last].flatMap { [
            $0.leadingAnchor.constraint(equalTo: label.trailingAnchor),
            $0.widthAnchor.constraint(equalToConstant: 4), $0.heightAnchor.constraint(equalToConstant: 4),
        ] })
        window.layoutIfNeeded()
        return (label, first, last)
    }

    /// Stretched to 80 pt for a 20.33-pt line, the label keeps its first baseline 16.19 pt below its top (not the
    /// 46.03 its centred text has) and its last 4.1 pt above its bottom.
    @Test func aStretchedLabelsBaselinesStayAtItsTopAndBottom() {
        let (label, first, last) = markedLabel(height: 80)
        #expect(label.frame.height == 80)
        #expect(abs(first.frame.minY - (20 + label.font.ascender)) < 0.34, "\(first.frame)")
        #expect(abs(last.frame.maxY - (100 + label.font.descender)) < 0.34, "\(last.frame)")
    }

    /// Squeezed below its text's height, the same: the baselines do not follow the bounds.
    @Test func aSqueezedLabelsBaselinesStayAtItsTopAndBottom() {
        let (label, first, last) = markedLabel(height: 10)
        #expect(abs(first.frame.minY - (20 + label.font.ascender)) < 0.34, "\(first.frame)")
        #expect(abs(last.frame.maxY - (30 + label.font.descender)) < 0.34, "\(last.frame)")
    }

    /// In a first-baseline stack, a label stretched to 60 pt has its text's baseline where an unstretched label's
    /// would be: the small label beside it sits by the stretched one's top plus its ascender.
    @Test func aBaselineStackAlignsOnAStretchedLabelsTop() {
        let (tall, small) = nameAndValueStack()
        tall.heightAnchor.constraint(equalToConstant: 60).isActive = true
        window.layoutIfNeeded()
        #expect(tall.frame.height == 60)
        #expect(abs((tall.frame.minY + tall.font.ascender) - (small.frame.minY + small.font.ascender)) < 0.34,
                "\(tall.frame) \(small.frame)")
    }

    /// A text field taller than its text keeps its first baseline on its centred text (UIKit's text field takes its
    /// baselines from its bounds, `_updateBaselineInformationDependentOnBounds`).
    @Test func aTallTextFieldsBaselineIsOnItsCentredText() {
        let field = TextField(frame: .zero)
        field.font = .systemFont(ofSize: 17)
        _ = child(field)
        let marker = child()
        LayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: parent.topAnchor, constant: 20),
            field.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            field.widthAnchor.constraint(equalToConstant: 100), field.heightAnchor.constraint(equalToConstant: 80),
            marker.topAnchor.constraint(equalTo: field.firstBaselineAnchor),
            marker.leadingAnchor.constraint(equalTo: field.trailingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 4), marker.heightAnchor.constraint(equalToConstant: 4),
        ])
        window.layoutIfNeeded()
        let font = field.font ?? .systemFont(ofSize: 17)
        #expect(abs(marker.frame.minY - (60 - font.lineHeight / 2 + font.ascender)) < 0.34, "\(marker.frame)")
    }
}
