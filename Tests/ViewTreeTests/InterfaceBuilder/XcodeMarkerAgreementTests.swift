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

    /// The agreement numbers Docs/InterfaceBuilder.md reports for the fixture set
    /// (`swift test --filter XcodeMarkerAgreementTests`): files loaded, files with markers whose markers the
    /// checker finds exactly, files without markers the checker finds clean, and the views either side
    /// flags, with those both flag alike.
    @Test func theFixtureSetsNumbersAreTheDocumentedOnes() throws {
        var loaded = 0, marked = 0, markedAgreeing = 0, unmarked = 0, unmarkedClean = 0, flagged = 0, flaggedAgreeing = 0
        for file in Fixtures.all {
            guard let document = try? Fixtures.document(file) else { continue }
            loaded += 1
            let check = InterfaceBuilderChecker.check(document)
            let ambiguous = Set(check.ambiguousViewIDs), markedAmbiguous = Set(check.markedAmbiguousViewIDs)
            let misplaced = Set(check.misplacedViewIDs), markedMisplaced = Set(check.markedMisplacedViewIDs)
            let agrees = ambiguous == markedAmbiguous && misplaced == markedMisplaced
            if markedAmbiguous.isEmpty && markedMisplaced.isEmpty {
                unmarked += 1
                if ambiguous.isEmpty && misplaced.isEmpty { unmarkedClean += 1 }
            } else {
                marked += 1
                if agrees { markedAgreeing += 1 }
            }
            for id in ambiguous.union(markedAmbiguous).union(misplaced).union(markedMisplaced) {
                flagged += 1
                let alike = ambiguous.contains(id) == markedAmbiguous.contains(id) && misplaced.contains(id) == markedMisplaced.contains(id)
                if alike { flaggedAgreeing += 1 }
            }
        }
        let summary = "\(loaded)/\(Fixtures.all.count) loaded; with markers \(markedAgreeing)/\(marked) agree; "
            + "without markers \(unmarkedClean)/\(unmarked) clean; flagged views \(flaggedAgreeing)/\(flagged) alike"
        #expect(summary == "176/176 loaded; with markers 21/21 agree; without markers 155/155 clean; flagged views 52/52 alike")
    }
}
