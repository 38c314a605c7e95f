import Foundation
import ViewTree

// Geometry comparisons whose parameters are typed `CGFloat`, `CGPoint`, `CGSize` and `CGRect`, so that a
// literal such as `480 - 32` is a `CGFloat` too.
//
// Why: Swift Testing's `#expect(frame.maxY == 480 - 32)` type-checks each side of `==` on its own (to print
// both values), so the literal becomes an `Int`, and the `==` that takes a `CGFloat` and an `Int` compares
// them as `AnyHashable`s. On Linux `AnyHashable(CGFloat(448)) != AnyHashable(448)`, so the expectation fails
// with "448.0 == 448". `expectEqual(frame.maxY, 480 - 32)` cannot fall into that.

extension UICheck {
    /// `actual` is `expected` within `accuracy`.
    public static func equal(_ actual: CGFloat, _ expected: CGFloat, accuracy: CGFloat = 0.001) -> String? {
        components([actual], [expected], accuracy: accuracy, describe: { exactNumber($0[0]) })
    }

    /// Both coordinates of `actual` are those of `expected` within `accuracy`.
    public static func equal(_ actual: CGPoint, _ expected: CGPoint, accuracy: CGFloat = 0.001) -> String? {
        components([actual.x, actual.y], [expected.x, expected.y], accuracy: accuracy,
                   describe: { "(\(exactNumber($0[0])), \(exactNumber($0[1])))" })
    }

    /// Both dimensions of `actual` are those of `expected` within `accuracy`.
    public static func equal(_ actual: CGSize, _ expected: CGSize, accuracy: CGFloat = 0.001) -> String? {
        components([actual.width, actual.height], [expected.width, expected.height], accuracy: accuracy,
                   describe: { "{\(exactNumber($0[0])), \(exactNumber($0[1]))}" })
    }

    /// Origin and size of `actual` are those of `expected`, each component within `accuracy`.
    public static func equal(_ actual: CGRect, _ expected: CGRect, accuracy: CGFloat = 0.001) -> String? {
        components([actual.minX, actual.minY, actual.width, actual.height],
                   [expected.minX, expected.minY, expected.width, expected.height], accuracy: accuracy,
                   describe: { "(\($0.map(exactNumber).prefix(2).joined(separator: " ")); \($0.map(exactNumber).suffix(2).joined(separator: " ")))" })
    }

    private static func components(_ actual: [CGFloat], _ expected: [CGFloat], accuracy: CGFloat,
                                   describe: ([CGFloat]) -> String) -> String? {
        // NaN never equals anything, not even NaN: a NaN component is always reported.
        if zip(actual, expected).allSatisfy({ abs($0 - $1) <= accuracy }) { return nil }
        return "expected \(describe(expected)) ± \(formatNumber(accuracy)), but found \(describe(actual))"
    }

    /// Up to four decimals, or every digit when that would hide the difference (`448.0000001`).
    private static func exactNumber(_ value: CGFloat) -> String {
        let short = formatNumber(value)
        let isExact = Double(short).map { CGFloat($0) == value } ?? true   // "nan", "inf" print as they are
        return isExact ? short : "\(Double(value))"
    }
}

/// Expects `actual` to be `expected` within `accuracy`: `expectEqual(frame.maxY, 480 - 32)`. Unlike
/// `#expect(frame.maxY == 480 - 32)`, which on Linux compares a `CGFloat` with an `Int` and fails with
/// "448.0 == 448", the literal here is a `CGFloat`. Returns whether it held.
@discardableResult
public func expectEqual(_ actual: CGFloat, _ expected: CGFloat, accuracy: CGFloat = 0.001,
                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) -> Bool {
    reportGeometry(UICheck.equal(actual, expected, accuracy: accuracy),
                   CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects `actual` to be `expected`, each coordinate within `accuracy`. Returns whether it held.
@discardableResult
public func expectEqual(_ actual: CGPoint, _ expected: CGPoint, accuracy: CGFloat = 0.001,
                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) -> Bool {
    reportGeometry(UICheck.equal(actual, expected, accuracy: accuracy),
                   CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects `actual` to be `expected`, each dimension within `accuracy`. Returns whether it held.
@discardableResult
public func expectEqual(_ actual: CGSize, _ expected: CGSize, accuracy: CGFloat = 0.001,
                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) -> Bool {
    reportGeometry(UICheck.equal(actual, expected, accuracy: accuracy),
                   CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects `actual` to be `expected`, each component within `accuracy`. Returns whether it held.
@discardableResult
public func expectEqual(_ actual: CGRect, _ expected: CGRect, accuracy: CGFloat = 0.001,
                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) -> Bool {
    reportGeometry(UICheck.equal(actual, expected, accuracy: accuracy),
                   CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

private func reportGeometry(_ message: String?, _ site: CallSite) -> Bool {
    guard let message else { return true }
    site.record(message)
    return false
}
