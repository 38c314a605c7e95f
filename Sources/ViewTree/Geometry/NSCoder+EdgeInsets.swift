import Foundation

// UIKit's string forms of insets (`NSStringFromUIEdgeInsets`, `UIEdgeInsetsFromString` and their directional
// twins), which Swift spells as `NSCoder` class methods.
extension NSCoder {
    /// `NSCoder.string(for:)` (`NSStringFromUIEdgeInsets`): `{top, left, bottom, right}`, every digit of a 64-bit
    /// `CGFloat` (`UIKitFormat.insets(_:precise:)`).
    public class func string(for insets: EdgeInsets) -> String { UIKitFormat.insets(insets, precise: true) }

    /// `NSCoder.uiEdgeInsets(for:)` (`UIEdgeInsetsFromString`): the insets `string(for:)` wrote; zero for a string
    /// that is not four numbers in braces (a `nil` string gives zero on a device: xamarin-macios
    /// `tests/monotouch-test/UIKit/EdgeInsetsTest.cs`, `FromString_Null`; other malformed strings giving zero is
    /// **ours**).
    public class func uiEdgeInsets(for string: String) -> EdgeInsets {
        guard let n = fourNumbers(in: string) else { return .zero }
        return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// `NSCoder.string(for:)` (`NSStringFromDirectionalEdgeInsets`, iOS 11): `{top, leading, bottom, trailing}`.
    public class func string(for insets: DirectionalEdgeInsets) -> String {
        string(for: EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
    }

    /// `NSCoder.nsDirectionalEdgeInsets(for:)` (`NSDirectionalEdgeInsetsFromString`, iOS 11): as
    /// `uiEdgeInsets(for:)` (xamarin-macios `DirectionalEdgeInsetsTest.cs`, `FromString_Null`).
    public class func nsDirectionalEdgeInsets(for string: String) -> DirectionalEdgeInsets {
        let i = uiEdgeInsets(for: string)
        return DirectionalEdgeInsets(top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right)
    }

    /// The four finite numbers of `{a, b, c, d}` (spaces allowed), or `nil`.
    private class func fourNumbers(in string: String) -> [CGFloat]? {
        let trimmed = string.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("{"), trimmed.hasSuffix("}"), trimmed.count >= 2 else { return nil }
        let numbers = trimmed.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false)
            .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { return nil }
        return numbers.map { CGFloat($0) }
    }
}
