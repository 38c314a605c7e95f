import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// Seed claims C3–C5 as the article's readers meet them: xib files (written with Xcode's structure,
/// under `Fixtures/SeedC*.xib`), checked as Interface Builder checks them, then loaded and laid out.
@Suite struct SeedCInterfaceBuilderTests {
    func check(_ file: String) throws -> InterfaceBuilderCheck {
        InterfaceBuilderChecker.check(try Fixtures.document(file))
    }

    func messages(_ check: InterfaceBuilderCheck, _ id: String) -> [String] {
        check.issues.filter { $0.viewID == id }.map(\.message)
    }

    @Test func seedC3_controlsWithAnIntrinsicSizeNeedTwoConstraintsAndViewsFour() throws {
        let check = try check("SeedC3-IntrinsicSizes.xib")
        for control in ["Lbl-vw-001", "Swt-vw-001", "Sld-vw-001", "Seg-vw-001", "Btn-vw-001", "Tbl-vw-004"] {
            #expect(messages(check, control).isEmpty, "\(control) is placed by its constraints")
        }
        for view in ["Img-vw-002", "Viw-vw-002"] {
            #expect(messages(check, view) == ["Need constraints for: width", "Need constraints for: height"])
        }
        #expect(check.ambiguousViewIDs == ["Img-vw-002", "Viw-vw-002"])
        #expect(check.hasErrors)
    }

    @Test func seedC4_aViewPinnedToTheFourEdgesOfAScrollViewIsRedOnBothAxes() throws {
        let check = try check("SeedC4-ContentWithoutSize.xib")
        #expect(messages(check, "Sc1-vw-001") == ["Scroll View has ambiguous scrollable content width",
                                                  "Scroll View has ambiguous scrollable content height"])
        #expect(messages(check, "Cnt-vw-001") == ["Need constraints for: width", "Need constraints for: height"])
        #expect(check.issues.allSatisfy { $0.kind.groupTitle == "Scrollable Content Size Ambiguity" || $0.kind.groupTitle == "Missing Constraints" })
    }

    @Test func seedC4_aHeightOf160FixesOnlyTheVerticalAxis() throws {
        let check = try check("SeedC4-ContentHeight160.xib")
        #expect(messages(check, "Sc1-vw-001") == ["Scroll View has ambiguous scrollable content width"])
        #expect(messages(check, "Cnt-vw-001") == ["Need constraints for: width"])
    }

    @Test func seedC4_aWidthAndAHeightOf800AreFineAndScrollVertically() throws {
        let check = try check("SeedC4-ContentWidthAndHeight800.xib")
        #expect(check.issues.isEmpty)
        let views = Nib(document: try Fixtures.document("SeedC4-ContentWidthAndHeight800.xib")).instantiateHierarchy(withOwner: nil)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.addSubview(try #require(views.topLevelViews.first))
        window.layoutIfNeeded()
        let scroll = try #require(views.view(withID: "Sc1-vw-001") as? ScrollView)
        #expect(scroll.contentSize == CGSize(width: 375, height: 800))
        #expect(scroll.canScrollVertically && !scroll.canScrollHorizontally)
    }

    @Test func seedC5_threeStackedViewsPinnedToTheirNeighboursAreRed() throws {
        let check = try check("SeedC5-ThreeStackedViews.xib")
        #expect(check.ambiguousViewIDs == ["Sc1-vw-001", "Stk-vw-001", "Stk-vw-002", "Stk-vw-003"])
        #expect(messages(check, "Stk-vw-001") == ["Need constraints for: width", "Need constraints for: height"])
        // The middle view hangs from the first's free height: its position is free too.
        #expect(messages(check, "Stk-vw-002") == ["Need constraints for: width", "Need constraints for: Y position, height"])
    }

    @Test func seedC5_heightsOf250FixTheVerticalAxis() throws {
        let check = try check("SeedC5-Heights250.xib")
        #expect(messages(check, "Sc1-vw-001") == ["Scroll View has ambiguous scrollable content width"])
        for id in ["Stk-vw-001", "Stk-vw-002", "Stk-vw-003"] { #expect(messages(check, id) == ["Need constraints for: width"]) }
    }

    @Test func seedC5_aWidthOnTheFirstOnlyFixesAllThreeAndItScrollsVertically() throws {
        let document = try Fixtures.document("SeedC5-Heights250AndOneWidth375.xib")
        #expect(InterfaceBuilderChecker.check(document).issues.isEmpty)
        let views = Nib(document: document).instantiateHierarchy(withOwner: nil)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.addSubview(try #require(views.topLevelViews.first))
        window.layoutIfNeeded()
        let scroll = try #require(views.view(withID: "Sc1-vw-001") as? ScrollView)
        #expect(scroll.contentSize == CGSize(width: 375, height: 750))
        #expect(scroll.canScrollVertically && !scroll.canScrollHorizontally)
        #expect(views.view(withID: "Stk-vw-003")?.frame == CGRect(x: 0, y: 500, width: 375, height: 250))
    }
}
