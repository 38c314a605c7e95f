import Foundation
import ViewTree
import ViewTreeTesting
import XCTest

/// The same assertions from XCTest: failures would go to `XCTFail` (XCTest on Linux cannot expect a
/// failure, so only passing assertions run here; the routing itself is what `TestLibrary` decides).
final class XCTestInteropTests: XCTestCase {
    let snapshots = SnapshotSession(record: .never)

    func testFailuresGoToXCTest() {
        XCTAssertEqual(TestLibrary.current, .xcTest)
    }

    func testExpectationsPassFromXCTest() {
        let t = TestWorld()
        let scroll = ScrollView(frame: t.window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        t.window.addSubview(scroll)
        scroll.flashScrollIndicators()
        XCTAssertTrue(expectIndicatorVisible(scroll, at: 0.5))
        XCTAssertTrue(expectIndicatorHidden(scroll, at: 2))
        XCTAssertTrue(expectNoDiagnostics(in: t.simulation))
    }

    func testVerifySnapshotFromXCTest() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ViewTreeXCTest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let session = SnapshotSession(snapshotDirectory: dir.path, artifactsDirectory: dir.path, environment: [:])
        XCTAssertEqual(session.verifySnapshot(of: "x", as: .lines)?.reason, .recordedNewReference)
        XCTAssertNil(session.verifySnapshot(of: "x", as: .lines, named: "1"), "the recorded reference was testVerifySnapshotFromXCTest.1.txt")
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("testVerifySnapshotFromXCTest.1.txt").path))
    }
}
