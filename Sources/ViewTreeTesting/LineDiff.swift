import Foundation

/// Line diffs of snapshot texts, in the unified format of `diff -u` and `git diff`.
public enum LineDiff {
    /// The unified diff from `old` to `new`: a `--- old` / `+++ new` header, then hunks
    /// `@@ -start,count +start,count @@` whose lines start with ` ` (context), `-` (only in `old`) or
    /// `+` (only in `new`), with `context` unchanged lines around each change. `nil` when the texts are
    /// equal. Lines are split at `\n`; a final newline does not make an extra empty line.
    ///
    /// The edit script is a shortest one (Myers' algorithm) after the common head and tail are set
    /// aside; past 2,000 differences it gives up on minimality and replaces the differing middle whole.
    public static func unified(from old: String, to new: String, context: Int = 3,
                               oldName: String = "reference", newName: String = "actual") -> String? {
        guard old != new else { return nil }
        let a = lines(old), b = lines(new)
        var out = "--- \(oldName)\n+++ \(newName)\n"
        if a == b {
            out += "(the texts differ only in their line endings or final newline)\n"
            return out
        }
        let edits = editScript(a, b)
        for hunk in hunks(edits, context: max(0, context)) {
            let oldStart = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart + 1
            let newStart = hunk.newCount == 0 ? hunk.newStart : hunk.newStart + 1
            out += "@@ -\(oldStart),\(hunk.oldCount) +\(newStart),\(hunk.newCount) @@\n"
            for edit in edits[hunk.range] {
                switch edit {
                case .same(let i, _): out += " \(a[i])\n"
                case .delete(let i): out += "-\(a[i])\n"
                case .insert(let j): out += "+\(b[j])\n"
                }
            }
        }
        return out
    }

    static func lines(_ text: String) -> [Substring] {
        if text.isEmpty { return [] }
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { parts.removeLast() }
        return parts.map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
    }

    enum Edit: Equatable {
        /// `a[i] == b[j]`.
        case same(Int, Int)
        /// `a[i]` is not in `b`.
        case delete(Int)
        /// `b[j]` is not in `a`.
        case insert(Int)
    }

    /// A shortest edit script from `a` to `b`, in order.
    static func editScript(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        var head = 0
        while head < a.count, head < b.count, a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head, tail < b.count - head, a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let midA = a[head..<(a.count - tail)], midB = b[head..<(b.count - tail)]
        var edits = (0..<head).map { Edit.same($0, $0) }
        if let middle = myers(Array(midA), Array(midB), maxDifferences: 2000) {
            for edit in middle {
                switch edit {
                case .same(let i, let j): edits.append(.same(i + head, j + head))
                case .delete(let i): edits.append(.delete(i + head))
                case .insert(let j): edits.append(.insert(j + head))
                }
            }
        } else {
            edits += midA.indices.map { Edit.delete($0) }
            edits += midB.indices.map { Edit.insert($0) }
        }
        edits += (0..<tail).map { Edit.same(a.count - tail + $0, b.count - tail + $0) }
        return edits
    }

    /// Myers' O((N+M)·D) algorithm; `nil` when more than `maxDifferences` edits are needed.
    private static func myers(_ a: [Substring], _ b: [Substring], maxDifferences: Int) -> [Edit]? {
        let n = a.count, m = b.count
        // trace[d][k + d] is the furthest x reached on diagonal k (x − y) with d edits.
        var trace: [[Int]] = []
        var reachedEnd = false
        func furthest(_ d: Int, _ k: Int) -> Int { trace[d][k + d] }
        search: for d in 0...min(n + m, maxDifferences) {
            var row = [Int](repeating: 0, count: 2 * d + 1)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if d == 0 {
                    x = 0
                } else if k == -d || (k != d && furthest(d - 1, k - 1) < furthest(d - 1, k + 1)) {
                    x = furthest(d - 1, k + 1)  // down: an insertion
                } else {
                    x = furthest(d - 1, k - 1) + 1  // right: a deletion
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                row[k + d] = x
                if x >= n, y >= m {
                    trace.append(row)
                    reachedEnd = true
                    break search
                }
            }
            trace.append(row)
        }
        guard reachedEnd else { return nil }
        let dFinal = trace.count - 1

        var edits: [Edit] = []
        var x = n, y = m
        for d in stride(from: dFinal, to: 0, by: -1) {
            let k = x - y
            let down = k == -d || (k != d && furthest(d - 1, k - 1) < furthest(d - 1, k + 1))
            let prevK = down ? k + 1 : k - 1
            let prevX = furthest(d - 1, prevK)
            let prevY = prevX - prevK
            let midX = down ? prevX : prevX + 1
            while x > midX { edits.append(.same(x - 1, y - 1)); x -= 1; y -= 1 }
            edits.append(down ? .insert(prevY) : .delete(prevX))
            x = prevX
            y = prevY
        }
        while x > 0, y > 0 { edits.append(.same(x - 1, y - 1)); x -= 1; y -= 1 }
        return edits.reversed()
    }

    struct Hunk {
        var range: Range<Int>
        /// Zero-based index of the first old / new line in the hunk, and how many there are.
        var oldStart = 0, oldCount = 0, newStart = 0, newCount = 0
    }

    /// Changes with `context` unchanged lines around them, merged when their contexts touch.
    static func hunks(_ edits: [Edit], context: Int) -> [Hunk] {
        let changed = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        guard !changed.isEmpty else { return [] }
        var ranges: [Range<Int>] = []
        var start = max(0, changed[0] - context), end = min(edits.count, changed[0] + context + 1)
        for index in changed.dropFirst() {
            if index - context <= end {
                end = min(edits.count, index + context + 1)
            } else {
                ranges.append(start..<end)
                start = index - context
                end = min(edits.count, index + context + 1)
            }
        }
        ranges.append(start..<end)
        // Line positions before each edit.
        var oldLine = 0, newLine = 0
        var positions: [(Int, Int)] = []
        positions.reserveCapacity(edits.count)
        for edit in edits {
            positions.append((oldLine, newLine))
            switch edit {
            case .same: oldLine += 1; newLine += 1
            case .delete: oldLine += 1
            case .insert: newLine += 1
            }
        }
        return ranges.map { range in
            var hunk = Hunk(range: range)
            (hunk.oldStart, hunk.newStart) = positions[range.lowerBound]
            for edit in edits[range] {
                switch edit {
                case .same: hunk.oldCount += 1; hunk.newCount += 1
                case .delete: hunk.oldCount += 1
                case .insert: hunk.newCount += 1
                }
            }
            return hunk
        }
    }
}
