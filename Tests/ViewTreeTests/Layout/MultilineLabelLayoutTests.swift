// Multi-line labels under Auto Layout wrap at the width their constraints give them when
// `preferredMaxLayoutWidth` is automatic (0), as from iOS 8: the label grows taller and what is pinned
// below it moves down.
import Foundation
import Testing
import ViewTree

@Suite struct MultilineLabelLayoutTests {
    let world = Simulation()
    let window: Window
    let text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 4)

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    func pinnedLabel(lines: Int = 0) -> (label: Label, below: View) {
        let label = Label(frame: .zero)
        label.text = text
        label.numberOfLines = lines
        let below = View(frame: .zero)
        for view in [label, below] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
            window.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            below.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        return (label, below)
    }

    /// The height of `text` wrapped at `width` in `label`'s font, as the label measures it.
    func wrappedHeight(at width: CGFloat) -> CGFloat {
        let probe = Label(frame: .zero)
        probe.text = text
        probe.numberOfLines = 0
        probe.preferredMaxLayoutWidth = width
        return probe.intrinsicContentSize.height
    }

    @Test func aMultilineLabelWrapsAtItsConstrainedWidth() {
        let (label, below) = pinnedLabel()
        window.layoutIfNeeded()
        #expect(label.frame.width == 288)
        let oneLine = label.font.lineHeight
        #expect(label.frame.height == wrappedHeight(at: 288))
        #expect(label.frame.height > 3 * oneLine, "four sentences take several lines at 288 pt")
        #expect(below.frame.minY == label.frame.maxY + 8)
        #expect(label.preferredMaxLayoutWidth == 0, "the automatic width is not written back")
    }

    @Test func oneLineLabelsDoNotWrap() {
        let (label, _) = pinnedLabel(lines: 1)
        window.layoutIfNeeded()
        #expect(label.frame.height == label.intrinsicContentSize.height)
        #expect(label.frame.height < 2 * label.font.lineHeight)
    }

    @Test func anExplicitPreferredWidthWins() {
        let (label, _) = pinnedLabel()
        label.preferredMaxLayoutWidth = 100
        window.layoutIfNeeded()
        #expect(label.frame.height == wrappedHeight(at: 100))
    }

    @Test func aWiderWindowRewrapsTheLabel() {
        let (label, _) = pinnedLabel()
        window.layoutIfNeeded()
        let narrowHeight = label.frame.height
        window.frame = CGRect(x: 0, y: 0, width: 640, height: 480)
        window.layoutIfNeeded()
        #expect(label.frame.width == 608)
        #expect(label.frame.height == wrappedHeight(at: 608))
        #expect(label.frame.height < narrowHeight)
    }

    @Test func aFittingSizeWrapsTheLabelAtTheTargetWidth() {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let label = Label(frame: .zero)
        label.text = text
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            cell.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            cell.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 11),
        ])
        let size = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 375, height: wrappedHeight(at: 343) + 22))
        #expect(cell.frame.size == CGSize(width: 320, height: 44), "nothing moved")
    }

    @Test func aFrameBasedLabelKeepsItsOneLineIntrinsicSize() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        label.text = text
        label.numberOfLines = 0
        window.addSubview(label)
        window.layoutIfNeeded()
        #expect(label.intrinsicContentSize.height < 2 * label.font.lineHeight)
    }
}
