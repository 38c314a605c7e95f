import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What a fourth probe of 44 real files taught (Docs/InterfaceBuilder.md, "A fourth probe"): each file is a fixture
/// Xcode saved without markers (so Xcode found it clean), and the frames below are the ones Xcode saved.
@Suite struct InterfaceBuilderFourthProbeTests {
    func check(_ file: String) throws -> InterfaceBuilderCheck {
        InterfaceBuilderChecker.check(try Fixtures.document(file))
    }

    func frame(_ id: String, in check: InterfaceBuilderCheck) -> CGRect? {
        check.hierarchies.lazy.compactMap { $0.view(withID: id)?.frame }.first
    }

    /// label at (20, 20).
    @Test func aStackViewWithItsOwnMarginsArrangesItsViewsInsideThem() throws {
        let check = try check("kharrison-StackMargin.storyboard")
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(frame("1a2-vI-t12", in: check)?.origin == CGPoint(x: 20, y: 20))
        let stack = try #require(check.hierarchies.lazy.compactMap { $0.view(withID: "B6B-Ar-Vbw") as? StackView }.first)
        #expect(stack.isLayoutMarginsRelativeArrangement)
        #expect(stack.directionalLayoutMargins == DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20))
    }

    /// with fixed 8-pt margins that preserves them (its views at (16, 8)).
    @Test func preservingSuperviewMarginsTakesTheRootsSideMargins() throws {
        let check = try check("kharrison-Margins.storyboard")
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(frame("6oh-2I-dGi", in: check) == CGRect(x: 16, y: 8, width: 343, height: 285.5))
        #expect(frame("Pg6-xB-oLj", in: check) == CGRect(x: 16, y: 8, width: 167.5, height: 285.5))
        // The controller is its navigation controller's root: its safe area starts below the bar (y = 64).
        #expect(frame("oX0-Fe-eY0", in: check)?.minY == 64)
    }

    /// saved at x = 64).
    @Test func aCellsContentViewPreservingItsMarginsHasTheCells16PointSides() throws {
        let check = try check("wp-QuickStartChecklistCell.xib")
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(frame("Yc4-11-laP", in: check)?.minX == 64)
        #expect(frame("KNn-zz-lLY", in: check)?.minX == 64)
    }
}
