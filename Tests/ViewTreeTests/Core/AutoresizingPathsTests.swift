// The autoresizing pass takes a shorter path for plain `View`s than for subclasses (issue #21); both must
// end in the same tree. The same trees, one of plain views and one of a subclass that overrides nothing
// (which the pass sends through the setter), are resized alike, and every frame, every layout pass and
// every world's diagnostics must agree.
import Foundation
import Testing
import ViewTree

/// A subclass that changes nothing: the pass cannot know that, so it takes the general path.
private final class SameAsView: View {}

/// Counts `layoutSubviews` calls per view, to compare which views the two passes marked for layout.
private final class CountingRoot: View {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

@Suite struct AutoresizingPathsTests {
    /// Masks of every kind, sizes of every kind (zero, negative, fractional, near the coordinate limit).
    static let masks: [AutoresizingMask] = [
        [], [.flexibleWidth, .flexibleHeight], [.flexibleLeftMargin, .flexibleTopMargin],
        [.flexibleRightMargin, .flexibleBottomMargin], [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
        [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], [.flexibleWidth], [.flexibleHeight, .flexibleLeftMargin],
    ]
    static let frames: [CGRect] = [
        CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 10, y: 20, width: 0, height: 0),
        CGRect(x: 617, y: 325, width: -275, height: -275), CGRect(x: 0.25, y: 1.5, width: 33.3, height: 66.6),
        CGRect(x: -40, y: -40, width: 500, height: 500), CGRect(x: 3e8, y: 0, width: 1e8, height: 10),
    ]

    /// A tree of `count` views below `root`, fan-out 3, each of `make`'s class.
    private func buildTree(under root: View, count: Int, make: (CGRect) -> View) -> [View] {
        var all: [View] = [root]
        for i in 0..<count {
            let v = make(Self.frames[i % Self.frames.count])
            v.autoresizingMask = Self.masks[(i * 5) % Self.masks.count]
            all[i / 3].addSubview(v)
            all.append(v)
        }
        return all
    }

    @Test func plainViewsAndSubclassesEndInTheSameTree() {
        for newSize in [CGSize(width: 2048, height: 1536), CGSize(width: 10, height: 5), CGSize(width: 0, height: 0),
                        CGSize(width: 1024, height: 1024.5)] {
            let plainWorld = Simulation()
            let plainRoot = CountingRoot(frame: CGRect(x: 0, y: 0, width: 1024, height: 1024))
            let plainWindow = Window(frame: CGRect(x: 0, y: 0, width: 4096, height: 4096), simulation: plainWorld)
            plainWindow.addSubview(plainRoot)
            let plain = buildTree(under: plainRoot, count: 200) { View(frame: $0) }

            let subclassWorld = Simulation()
            let subclassRoot = CountingRoot(frame: CGRect(x: 0, y: 0, width: 1024, height: 1024))
            let subclassWindow = Window(frame: CGRect(x: 0, y: 0, width: 4096, height: 4096), simulation: subclassWorld)
            subclassWindow.addSubview(subclassRoot)
            let subclassed = buildTree(under: subclassRoot, count: 200) { SameAsView(frame: $0) }

            plainWindow.layoutIfNeeded()
            subclassWindow.layoutIfNeeded()
            let layoutsBefore = (plainRoot.layouts, subclassRoot.layouts)
            plainRoot.frame.size = newSize
            subclassRoot.frame.size = newSize
            for (a, b) in zip(plain, subclassed) {
                #expect(a.frame == b.frame && a.bounds == b.bounds && a.center == b.center,
                        "\(newSize): \(a.frame) \(a.bounds) against \(b.frame) \(b.bounds)")
            }
            plainWindow.layoutIfNeeded()
            subclassWindow.layoutIfNeeded()
            #expect(plainRoot.layouts - layoutsBefore.0 == subclassRoot.layouts - layoutsBefore.1)
            #expect(plainWorld.diagnostics.map(\.message) == subclassWorld.diagnostics.map(\.message))
        }
    }

    /// A sibling resized through its setter runs code that could change what the quiet steps of its
    /// run of siblings learned (the pass keeps it per run): here it lays the parent out, runs the
    /// world's layout pass and installs a category on `setFrame`. The plain sibling after it must
    /// mark the parent and ask for a layout pass again, and go through the new category.
    @Test func aSiblingsSetterCodeIsSeenByTheQuietSiblingsAfterIt() {
        final class Meddler: View {
            var meddle: (() -> Void)?
            override var frame: CGRect {
                get { super.frame }
                set { super.frame = newValue; meddle?(); meddle = nil }
            }
        }
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400), simulation: world)
        let root = CountingRoot(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(root)
        let before = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let meddler = Meddler(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let after = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        for view in [before, meddler, after] {
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.addSubview(view)
        }
        // The meddler only moves, so its own step marks no layout after its code ran.
        meddler.frame.origin.x = 10
        meddler.autoresizingMask = [.flexibleLeftMargin]
        world.run(for: 0.1)
        var categorySaw: [CGRect] = []
        meddler.meddle = {
            root.layoutIfNeeded()
            world.run(for: 0.1)
            world.install(Category("Recorder", on: View.self).setFrame { _, frame, callSuper in
                categorySaw.append(frame)
                callSuper(frame)
            })
        }
        let layouts = root.layouts
        root.frame.size = CGSize(width: 200, height: 200)
        #expect(meddler.frame.origin.x == 110 && after.frame == CGRect(x: 0, y: 0, width: 150, height: 150))
        #expect(categorySaw == [CGRect(x: 0, y: 0, width: 150, height: 150)])
        #expect(root.needsLayout, "the sibling after the meddler changed size: its superview needs layout again")
        world.run(for: 0.1)
        #expect(!root.needsLayout && root.layouts == layouts + 2, "one pass inside the meddler's setter, one after")
    }
}
