// `systemLayoutSizeFitting`: the size a view's constraints give it, measured without moving anything.
import Foundation
import Testing
import ViewTree

@Suite struct SystemLayoutSizeFittingTests {
    let world = Simulation()
    let window: Window

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
    }

    /// A table header made in code: a frame of its own, a label pinned inside with 16-pt insets.
    func header(text: String = "Hello, world") -> (header: View, label: Label) {
        let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 10))
        let label = Label(frame: .zero)
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
            header.trailingAnchor.constraint(equalTo: label.trailingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: header.topAnchor, constant: 16),
            header.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 16),
        ])
        return (header, label)
    }

    @Test func compressedSizeIsTheContentPlusItsInsetsAndNothingMoves() {
        let (header, label) = header()
        window.addSubview(header)
        window.layoutIfNeeded()
        let labelFrame = label.frame
        let intrinsic = label.intrinsicContentSize
        let size = header.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(size == CGSize(width: intrinsic.width + 32, height: intrinsic.height + 32))
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 10), "the view's own frame does not pin it, and is kept")
        #expect(label.frame == labelFrame)
        #expect(!header.needsLayout)
    }

    @Test func aRequiredWidthIsKeptAndTheHeightFollowsTheContent() {
        let (header, label) = header()
        let size = header.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 375, height: label.intrinsicContentSize.height + 32))
    }

    @Test func theExpandedSizeStopsWhereTheContentHugs() {
        let (header, label) = header()
        // The label hugs at 250 and the pull towards the expanded size is at 50: the hugging wins.
        let size = header.systemLayoutSizeFitting(View.layoutFittingExpandedSize)
        #expect(size == CGSize(width: label.intrinsicContentSize.width + 32, height: label.intrinsicContentSize.height + 32))
        // A pull stronger than the hugging stretches the label.
        let stretched = header.systemLayoutSizeFitting(CGSize(width: 500, height: 0), withHorizontalFittingPriority: LayoutPriority(251),
                                                       verticalFittingPriority: .fittingSizeLevel)
        #expect(stretched.width == 500)
    }

    @Test func aViewWithoutConstraintsTakesTheTarget() {
        let plain = View(frame: CGRect(x: 0, y: 0, width: 50, height: 60))
        #expect(plain.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == .zero)
        #expect(plain.systemLayoutSizeFitting(CGSize(width: 100, height: 40)) == CGSize(width: 100, height: 40))
        #expect(plain.frame.size == CGSize(width: 50, height: 60))
    }

    @Test func aLabelAloneMeasuresItsText() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        label.text = "Fitting"
        #expect(label.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == label.intrinsicContentSize)
    }

    @Test func requiredConstraintsInsideWinOverARequiredTarget() {
        let card = View(frame: .zero)
        LayoutConstraint.activate([card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 80)])
        let size = card.systemLayoutSizeFitting(CGSize(width: 320, height: 10), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .required)
        #expect(size == CGSize(width: 200, height: 80))
    }

    @Test func theWorldsLayoutIsUntouched() {
        let (header, label) = header()
        window.addSubview(header)
        let narrow = label.widthAnchor.constraint(equalToConstant: 40)
        narrow.isActive = true
        window.layoutIfNeeded()
        #expect(narrow.isBroken, "in the window the header's 320-pt frame pins the label to 288")
        let before = label.frame
        let conflicts = world.diagnostics.count
        // Measured alone, the header is not pinned to its frame: the 40-pt label holds.
        #expect(header.systemLayoutSizeFitting(View.layoutFittingCompressedSize).width == 72)
        #expect(narrow.isBroken, "the world's engine still has it broken")
        #expect(label.frame == before)
        #expect(world.diagnostics.count == conflicts)
        header.frame = CGRect(x: 0, y: 0, width: 72, height: 100)
        window.layoutIfNeeded()
        #expect(!narrow.isBroken)
        #expect(label.frame == CGRect(x: 16, y: 16, width: 40, height: 68))
    }

    @Test func aNaNTargetIsReportedAndLeftToTheConstraints() {
        let (header, label) = header()
        window.addSubview(header)
        let size = header.systemLayoutSizeFitting(CGSize(width: CGFloat.nan, height: 0))
        #expect(size.width == label.intrinsicContentSize.width + 32)
        #expect(world.diagnostics.contains { $0.code == .invalidValue && $0.message.contains("NaN target width") })
        let huge = header.systemLayoutSizeFitting(CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude),
                                                  withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .required)
        #expect(huge.height == View.maximumCoordinate, "an unbounded target is clamped to the coordinate limit")
    }

    @Test func pendingConstraintUpdatesRunFirst() {
        final class Growing: View {
            lazy var height = heightAnchor.constraint(equalToConstant: 10)
            override func updateConstraints() {
                height.constant = 44
                height.isActive = true
                super.updateConstraints()
            }
        }
        let view = Growing(frame: .zero)
        window.addSubview(view)
        view.setNeedsUpdateConstraints()
        #expect(view.systemLayoutSizeFitting(View.layoutFittingCompressedSize).height == 44)
    }

    @Test func aSubclassOverridesIt() {
        final class FixedWidthCell: View {
            override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                                  verticalFittingPriority: LayoutPriority) -> CGSize {
                super.systemLayoutSizeFitting(CGSize(width: 300, height: targetSize.height), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: verticalFittingPriority)
            }
        }
        let cell = FixedWidthCell(frame: .zero)
        #expect(cell.systemLayoutSizeFitting(.zero) == CGSize(width: 300, height: 0))
    }

    @Test func measuringFromInsideLayoutSubviewsLeavesTheLayoutAlone() {
        final class MeasuringContainer: View {
            var measured: [CGSize] = []
            override func layoutSubviews() {
                super.layoutSubviews()
                measured.append(systemLayoutSizeFitting(View.layoutFittingCompressedSize))
            }
        }
        let container = MeasuringContainer(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = View(frame: .zero)
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            child.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            child.widthAnchor.constraint(equalToConstant: 30), child.heightAnchor.constraint(equalToConstant: 20),
            container.trailingAnchor.constraint(greaterThanOrEqualTo: child.trailingAnchor, constant: 5),
            container.bottomAnchor.constraint(greaterThanOrEqualTo: child.bottomAnchor, constant: 5),
        ])
        window.addSubview(container)
        window.layoutIfNeeded()
        #expect(container.measured.last == CGSize(width: 40, height: 30))
        #expect(child.frame == CGRect(x: 5, y: 5, width: 30, height: 20))
        #expect(container.frame.size == CGSize(width: 200, height: 100))
    }
}

