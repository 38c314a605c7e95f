import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// Xcode saves `ambiguous="YES"` and `misplaced="YES"` on the views it finds ambiguous or misplaced:
/// on real files from public projects, the checker finds exactly those views.
@Suite struct XcodeMarkerAgreementTests {
    @Test(arguments: Fixtures.all)
    func theCheckerAgreesWithXcodesMarkers(file: String) throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document(file))
        #expect(check.ambiguousViewIDs == check.markedAmbiguousViewIDs, "\(file): \(check.issues)")
        #expect(check.misplacedViewIDs == check.markedMisplacedViewIDs, "\(file): \(check.issues)")
    }
}
