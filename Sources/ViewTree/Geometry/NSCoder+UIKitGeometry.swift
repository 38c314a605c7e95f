import Foundation

// UIKit's keyed-coding additions to `NSCoder` (`NSCoder (UIGeometryKeyedCoding)` in UIGeometry.h): a point, size,
// rectangle, vector, transform, insets or offset archived under a key and read back (Apple's `decodeCGRect(forKey:)`
// documentation: "Use this method to decode a rectangle that was previously encoded using the encode(_:forKey:)
// method"). The archived form is **ours**: the string UIKit's `NSStringFrom…` function prints, every digit kept, which
// is how Foundation on Linux already archives points, sizes and rectangles (`encode(_:forKey:)` of `NSPoint`,
// `NSSize`, `NSRect`, CoreGraphics' types there) — so only UIKit's decoding names are added for those, and both halves
// for the rest. A value missing or not in the form gives zero (the identity for a transform), as UIKit's
// `…FromString` functions answer a string they cannot read.
extension NSCoder {
    /// `decodeCGPoint(forKey:)`: the point `encode(_:forKey:)` archived.
    public func decodeCGPoint(forKey key: String) -> CGPoint {
        guard let n = archivedNumbers(forKey: key, count: 2) else { return .zero }
        return CGPoint(x: n[0], y: n[1])
    }

    /// `decodeCGSize(forKey:)`: the size `encode(_:forKey:)` archived.
    public func decodeCGSize(forKey key: String) -> CGSize {
        guard let n = archivedNumbers(forKey: key, count: 2) else { return .zero }
        return CGSize(width: n[0], height: n[1])
    }

    /// `decodeCGRect(forKey:)`: the rectangle `encode(_:forKey:)` archived.
    public func decodeCGRect(forKey key: String) -> CGRect {
        guard let n = archivedNumbers(forKey: key, count: 4) else { return .zero }
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// `encode(_:forKey:)` of a `CGVector`, as `NSStringFromCGVector` prints it: `{dx, dy}`.
    public func encode(_ vector: CGVector, forKey key: String) {
        encode(Self.braced([vector.dx, vector.dy]), forKey: key)
    }

    /// `decodeCGVector(forKey:)`.
    public func decodeCGVector(forKey key: String) -> CGVector {
        guard let n = archivedNumbers(forKey: key, count: 2) else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: n[0], dy: n[1])
    }

    /// `encode(_:forKey:)` of a `CGAffineTransform`, as `NSStringFromCGAffineTransform` prints it:
    /// `[a, b, c, d, tx, ty]`.
    public func encode(_ transform: CGAffineTransform, forKey key: String) {
        let n = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        encode("[" + n.map(UIKitFormat.preciseNumber).joined(separator: ", ") + "]", forKey: key)
    }

    /// `decodeCGAffineTransform(forKey:)`: the identity when there is no readable transform (as
    /// `CGAffineTransformFromString` answers a string it cannot read).
    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
        guard let n = archivedNumbers(forKey: key, count: 6) else { return .identity }
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    /// `encode(_:forKey:)` of `UIEdgeInsets`, as `NSStringFromUIEdgeInsets` prints them (`NSCoder.string(for:)`).
    public func encode(_ insets: EdgeInsets, forKey key: String) {
        encode(NSCoder.string(for: insets), forKey: key)
    }

    /// `decodeUIEdgeInsets(forKey:)`: the insets read back as `UIEdgeInsetsFromString` reads them
    /// (`NSCoder.uiEdgeInsets(for:)`).
    public func decodeUIEdgeInsets(forKey key: String) -> EdgeInsets {
        archivedString(forKey: key).map(NSCoder.uiEdgeInsets(for:)) ?? .zero
    }

    /// `encode(_:forKey:)` of `NSDirectionalEdgeInsets` (iOS 11), as `NSStringFromDirectionalEdgeInsets` prints them.
    public func encode(_ insets: DirectionalEdgeInsets, forKey key: String) {
        encode(NSCoder.string(for: insets), forKey: key)
    }

    /// `decodeDirectionalEdgeInsets(forKey:)` (iOS 11), as `NSDirectionalEdgeInsetsFromString` reads them.
    public func decodeDirectionalEdgeInsets(forKey key: String) -> DirectionalEdgeInsets {
        archivedString(forKey: key).map(NSCoder.nsDirectionalEdgeInsets(for:)) ?? .zero
    }

    /// `encode(_:forKey:)` of a `UIOffset`, as `NSStringFromUIOffset` prints it: `{horizontal, vertical}`.
    public func encode(_ offset: Offset, forKey key: String) {
        encode(Self.braced([offset.horizontal, offset.vertical]), forKey: key)
    }

    /// `decodeUIOffset(forKey:)`.
    public func decodeUIOffset(forKey key: String) -> Offset {
        guard let n = archivedNumbers(forKey: key, count: 2) else { return .zero }
        return Offset(horizontal: n[0], vertical: n[1])
    }

    /// The string archived under `key`, or `nil`. `decodeObject(of:forKey:)`, which a coder that requires secure
    /// coding allows, never an unkeyed coder's keyed call (it traps).
    private func archivedString(forKey key: String) -> String? {
        guard allowsKeyedCoding, containsValue(forKey: key) else { return nil }
        return decodeObject(of: NSString.self, forKey: key).map { String(describing: $0) }
    }

    /// `{a, b}` with every digit of each number.
    private static func braced(_ numbers: [CGFloat]) -> String {
        "{" + numbers.map(UIKitFormat.preciseNumber).joined(separator: ", ") + "}"
    }

    /// The `count` finite numbers of the string archived under `key` (braces and brackets ignored, so
    /// `{{1, 2}, {3, 4}}` and `[1, 2, 3, 4, 5, 6]` read as their numbers), or `nil`.
    private func archivedNumbers(forKey key: String, count: Int) -> [CGFloat]? {
        guard let string = archivedString(forKey: key) else { return nil }
        let parts = string.split(omittingEmptySubsequences: false) { $0 == "," }.map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: "{}[] "))
        }
        let numbers = parts.compactMap(Double.init)
        guard numbers.count == count, parts.count == count, numbers.allSatisfy(\.isFinite) else { return nil }
        return numbers.map { CGFloat($0) }
    }
}
