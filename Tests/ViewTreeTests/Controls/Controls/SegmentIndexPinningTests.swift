import Foundation
import Testing
import ViewTree

/// `UISegmentedControl`'s per-segment setters and getters pin an index past the last segment to the last segment,
/// as Apple documents each of them ("the segmented control pins values exceeding this upper range to the last
/// segment"); a negative index, or a control with no segments, is refused with a diagnostic.
@Suite struct SegmentIndexPinningTests {
    @Test func anIndexPastTheLastSegmentNamesTheLastSegment() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        let control = SegmentedControl(items: ["A", "B", "C"])
        window.addSubview(control)
        control.setTitle("Last", forSegmentAt: 7)
        #expect(control.titleForSegment(at: 2) == "Last" && control.titleForSegment(at: 99) == "Last")
        #expect(control.titleForSegment(at: 0) == "A" && control.numberOfSegments == 3)
        control.setWidth(40, forSegmentAt: 3)
        #expect(control.widthForSegment(at: 2) == 40 && control.widthForSegment(at: 5) == 40)
        control.setEnabled(false, forSegmentAt: 10)
        #expect(!control.isEnabledForSegment(at: 2) && control.isEnabledForSegment(at: 1))
        let image = Image(name: "star", size: CGSize(width: 10, height: 10))
        control.setImage(image, forSegmentAt: 4)
        #expect(control.imageForSegment(at: 2) === image && control.titleForSegment(at: 2) == nil)
        #expect(!world.diagnostics.contains { $0.code == .indexOutOfRange })
    }

    @Test func aNegativeIndexOrNoSegmentsIsRefused() {
        let (world, window) = makeControlWorld(); defer { withExtendedLifetime(world) {} }
        let control = SegmentedControl(items: ["A"])
        window.addSubview(control)
        control.setTitle("Never", forSegmentAt: -1)
        #expect(control.titleForSegment(at: 0) == "A" && control.titleForSegment(at: -1) == nil)
        #expect(world.diagnostics.last?.code == .indexOutOfRange)
        let empty = SegmentedControl(items: nil)
        window.addSubview(empty)
        empty.setWidth(10, forSegmentAt: 0)
        #expect(empty.numberOfSegments == 0 && empty.widthForSegment(at: 0) == 0 && empty.titleForSegment(at: 3) == nil)
        #expect(world.diagnostics.last?.message.contains("setWidth(_:forSegmentAt:)") == true)
    }
}
