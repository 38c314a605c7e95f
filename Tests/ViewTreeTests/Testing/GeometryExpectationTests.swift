import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `expectEqual` on geometry: literals are `CGFloat`s, so the Linux "448.0 == 448" pitfall of
/// `#expect(frame.maxY == 480 - 32)` cannot happen (GettingStarted.md, "A Linux pitfall").
@Suite struct GeometryExpectationTests {
    let frame = CGRect(x: 0, y: 32, width: 320, height: 416)

    @Test func anIntegerExpressionIsComparedAsACGFloat() {
        #expect(UICheck.equal(frame.maxY, 480 - 32) == nil)
        #expect(expectEqual(frame.maxY, 480 - 32))
        #expect(expectEqual(frame.origin, CGPoint(x: 0, y: 32)))
        #expect(expectEqual(frame.size, CGSize(width: 320, height: 480 - 64)))
        #expect(expectEqual(frame, CGRect(x: 0, y: 32, width: 320, height: 416)))
    }

    @Test func aMismatchSaysWhatWasExpectedAndFound() {
        #expect(UICheck.equal(frame.maxY, 440) == "expected 440 ± 0.001, but found 448")
        #expect(UICheck.equal(frame.size, CGSize(width: 320, height: 400)) ==
                "expected {320, 400} ± 0.001, but found {320, 416}")
        #expect(UICheck.equal(frame, .zero) == "expected (0 0; 0 0) ± 0.001, but found (0 32; 320 416)")
        #expect(UICheck.equal(CGPoint(x: 1, y: 2), CGPoint(x: 1, y: 3)) == "expected (1, 3) ± 0.001, but found (1, 2)")
    }

    @Test func aDifferenceBeyondFourDecimalsPrintsEveryDigit() {
        #expect(UICheck.equal(448.0000001, 448, accuracy: 0) == "expected 448 ± 0, but found 448.0000001")
        #expect(UICheck.equal(448.0000001, 448) == nil, "within the default accuracy")
    }

    @Test func nanNeverMatches() {
        #expect(UICheck.equal(CGFloat.nan, .nan) == "expected nan ± 0.001, but found nan")
    }

    @Test func aFailedExpectationIsRecorded() {
        withKnownIssue {
            expectEqual(frame.maxY, 480)
        } matching: { issue in
            issue.description.contains("expected 480 ± 0.001, but found 448")
        }
    }
}
