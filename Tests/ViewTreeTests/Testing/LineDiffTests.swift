import Testing
import ViewTreeTesting

@Suite struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff.unified(from: "a\nb\n", to: "a\nb\n") == nil)
    }

    @Test func oneChangedLineWithThreeLinesOfContext() {
        let old = "1\n2\n3\n4\n5\n6\n7\n8\n9\n"
        let new = "1\n2\n3\n4\nFIVE\n6\n7\n8\n9\n"
        #expect(LineDiff.unified(from: old, to: new) == """
            --- reference
            +++ actual
            @@ -2,7 +2,7 @@
             2
             3
             4
            -5
            +FIVE
             6
             7
             8

            """)
    }

    @Test func nearbyChangesShareAHunkAndDistantOnesDoNot() {
        let old = (1...20).map(String.init).joined(separator: "\n")
        var lines = (1...20).map(String.init)
        lines[2] = "three"; lines[6] = "seven"; lines[18] = "nineteen"
        let diff = LineDiff.unified(from: old, to: lines.joined(separator: "\n"), context: 1) ?? ""
        let headers = diff.split(separator: "\n").filter { $0.hasPrefix("@@") }
        #expect(headers == ["@@ -2,3 +2,3 @@", "@@ -6,3 +6,3 @@", "@@ -18,3 +18,3 @@"])
        let merged = LineDiff.unified(from: old, to: lines.joined(separator: "\n"), context: 2) ?? ""
        #expect(merged.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,9 +1,9 @@", "@@ -17,4 +17,4 @@"])
    }

    @Test func insertionsAndDeletionsAreMinimal() {
        let diff = LineDiff.unified(from: "a\nb\nc\nd\n", to: "a\nc\nd\ne\n", context: 0)
        #expect(diff == "--- reference\n+++ actual\n@@ -2,1 +1,0 @@\n-b\n@@ -4,0 +4,1 @@\n+e\n")
    }

    @Test func aReplacedBlockShowsTheDeletionsThenTheInsertions() {
        #expect(LineDiff.unified(from: "a\nb\nc\nd\n", to: "a\nB\nC\nd\n") == """
            --- reference
            +++ actual
            @@ -1,4 +1,4 @@
             a
            -b
            -c
            +B
            +C
             d

            """)
    }

    @Test func fromAndToEmpty() {
        #expect(LineDiff.unified(from: "", to: "x\n") == "--- reference\n+++ actual\n@@ -0,0 +1,1 @@\n+x\n")
        #expect(LineDiff.unified(from: "x\ny\n", to: "") == "--- reference\n+++ actual\n@@ -1,2 +0,0 @@\n-x\n-y\n")
    }

    @Test func onlyTheFinalNewlineDiffers() {
        #expect(LineDiff.unified(from: "a\n", to: "a") == "--- reference\n+++ actual\n(the texts differ only in their line endings or final newline)\n")
    }

    @Test func completelyDifferentLargeTextsStillDiff() {
        let old = (0..<3000).map { "old \($0)" }.joined(separator: "\n")
        let new = (0..<3000).map { "new \($0)" }.joined(separator: "\n")
        let diff = LineDiff.unified(from: old, to: new) ?? ""
        let lines = diff.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count == 3000)
        #expect(lines.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }.count == 3000)
    }
}
