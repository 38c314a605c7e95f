import Foundation

// The name of a snapshot file: `<test>.<name or number>.<pathExtension>`, one path component that
// never leaves its folder, and a different file for every different (test, name, extension).
//
// - The test part keeps swift-snapshot-testing's form for test functions (`flashShows()` →
//   `flashShows`, `seed(profile:category:)` → `seed-profile-category`), which is one-to-one on Swift
//   signatures; any other test name is percent-encoded (below).
// - The name part keeps ASCII letters, digits, `_` and `-`, and percent-encodes every other byte of
//   its UTF-8 (`scroll/top` → `scroll%2Ftop`, `scroll top` → `scroll%20top`, `%` → `%25`): so no
//   separator, no `.` and no `..` can appear, and two names never share a file.
// - The extension is the strategy's own and must already be one safe component: it is checked,
//   not rewritten (`verify` fails with a `.configuration` failure otherwise).
enum SnapshotFileName {
    /// `<test>.<identifier>.<pathExtension>`, the identifier already encoded by `encodeName`.
    static func fileName(testName: String, identifier: String, pathExtension: String) -> String {
        "\(encodeTestName(testName)).\(identifier).\(pathExtension)"
    }

    /// The file-name form of a snapshot's name.
    static func encodeName(_ name: String) -> String {
        percentEncode(name, keeping: { isASCIILetterOrDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") })
    }

    /// The file-name form of a test's name (`#function`).
    static func encodeTestName(_ testName: String) -> String {
        if let signature = signatureForm(testName) { return signature }
        return percentEncode(testName, keeping: { isASCIILetterOrDigit($0) || $0 == UInt8(ascii: "_") })
    }

    /// Why `pathExtension` cannot be part of a file name, or `nil` when it can: it must be one or
    /// more non-empty `.`-separated parts (`txt`, `tree.json`) with no `/`, `\` or NUL.
    static func problem(withPathExtension pathExtension: String) -> String? {
        if pathExtension.isEmpty { return "it is empty" }
        if pathExtension.contains(where: { $0 == "/" || $0 == "\\" || $0 == "\u{0}" }) {
            return "it contains a path separator or NUL, so the file would not be in its folder"
        }
        if pathExtension.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
            return "it has an empty part (a leading, trailing or doubled `.`, as in `..`)"
        }
        return nil
    }

    // MARK: Internal

    /// `name(label:label:)` → `name-label-label`, `name()` → `name`, for names made of ASCII
    /// identifier characters; `nil` for anything else.
    private static func signatureForm(_ testName: String) -> String? {
        let bytes = Array(testName.utf8)
        func isIdentifierByte(_ b: UInt8) -> Bool { isASCIILetterOrDigit(b) || b == UInt8(ascii: "_") }
        var i = 0
        guard let first = bytes.first, isIdentifierByte(first), !(first >= 0x30 && first <= 0x39) else { return nil }
        while i < bytes.count, isIdentifierByte(bytes[i]) { i += 1 }
        var out = String(decoding: bytes[0..<i], as: UTF8.self)
        guard i < bytes.count else { return out }
        guard bytes[i] == UInt8(ascii: "("), bytes.last == UInt8(ascii: ")") else { return nil }
        i += 1
        while i < bytes.count - 1 {
            let start = i
            while i < bytes.count - 1, isIdentifierByte(bytes[i]) { i += 1 }
            guard i > start, i < bytes.count - 1, bytes[i] == UInt8(ascii: ":") else { return nil }
            out += "-" + String(decoding: bytes[start..<i], as: UTF8.self)
            i += 1
        }
        return out
    }

    private static func isASCIILetterOrDigit(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
    }

    private static func percentEncode(_ string: String, keeping keep: (UInt8) -> Bool) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(string.utf8.count)
        for b in string.utf8 {
            if keep(b) {
                out.append(b)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(b >> 4)], hex[Int(b & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
