import Foundation

/// The bytes of description lines (UTF-8), written in place into one growing array.
///
/// `recursiveDescription` of a large tree is hot (issue #21: it is measured beside C's `snprintf`,
/// `Benchmarks/c/description.c`). Built as a `String` piece by piece, a line cost about 14,000
/// instructions: each `append` of a string checks, grows and re-flags the native storage, and each
/// number was a `String` of its own. Here the pieces are bytes appended to an array that keeps its
/// capacity from line to line, integers are written digit by digit, and `%g` is decided without
/// Foundation where it can be decided exactly (`appendNumber`); the bytes are the ones the
/// `String` code wrote (`DescriptionLineTests` compares every formatter with its `String` form).
struct DescriptionLine {
    private(set) var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(256) }

    /// The bytes as a string (they are ASCII plus whatever UTF-8 the appended strings held).
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Empties the line, keeping its capacity.
    mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    @inline(__always)
    mutating func append(_ byte: UInt8) { bytes.append(byte) }

    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// (Named apart from `append(_: StaticString)`, which a literal would otherwise not reach:
    /// a literal argument prefers `String`.)
    mutating func appendString(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }

    mutating func append(_ other: ArraySlice<UInt8>) { bytes.append(contentsOf: other) }

    /// `String(value)`.
    mutating func appendDecimal(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude)
    }

    /// The decimal digits of `value` (no sign).
    private mutating func appendDigits(_ value: UInt) {
        if value < 10 { bytes.append(48 &+ UInt8(truncatingIfNeeded: value)); return }
        var divisor: UInt = 10
        while divisor <= value / 10 { divisor &*= 10 }
        var rest = value
        while divisor > 0 {
            bytes.append(48 &+ UInt8(truncatingIfNeeded: rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    /// `String(value, radix: 16)` (lowercase digits).
    mutating func appendHex(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var shift = (UInt.bitWidth - 4) - ((magnitude | 1).leadingZeroBitCount / 4) * 4
        while shift >= 0 {
            let digit = UInt8(truncatingIfNeeded: (magnitude >> UInt(shift)) & 0xF)
            bytes.append(digit < 10 ? 48 &+ digit : 87 &+ digit)
            shift -= 4
        }
    }

    /// `UIKitFormat.number(value)`: C's `%g`.
    mutating func appendNumber(_ value: CGFloat) {
        if !appendExactG(Double(value)) { appendString(UIKitFormat.number(value)) }
    }

    /// `UIKitFormat.appendRect`: `(x y; w h)`.
    mutating func appendRect(_ r: CGRect) {
        bytes.append(UInt8(ascii: "("))
        appendNumber(r.origin.x)
        bytes.append(UInt8(ascii: " "))
        appendNumber(r.origin.y)
        append("; ")
        appendNumber(r.size.width)
        bytes.append(UInt8(ascii: " "))
        appendNumber(r.size.height)
        bytes.append(UInt8(ascii: ")"))
    }

    /// Writes `value` as `%g` prints it and returns true, or writes nothing and returns false when
    /// the answer is not certain here (the caller then asks Foundation).
    ///
    /// `%g` rounds the exact binary value to six significant digits (round half to even on an exact
    /// tie) and prints it in fixed notation, without trailing zeros, when the decimal exponent `X` of
    /// the rounded value is in −4 … 5. Handled here: whole numbers below 10^6 in magnitude, and any
    /// finite value of magnitude in [10^-4, 10^6) whose six-digit rounding is certain. The scaled
    /// value `s = |value| · 10^(5 − X)` is below 10^6 and is one multiplication by an exact power of
    /// ten away from the true scaled value, so it is within 2^-53 · 10^6 ≈ 1.2 · 10^-10 of it; a
    /// fraction of `s` within 10^-6 of one half (where the two could round differently, or the true
    /// value is a tie) is left to Foundation, as are `-0`, exponent forms, and an estimated `X` that
    /// the rounding moved out of range.
    mutating func appendExactG(_ value: Double) -> Bool {
        let magnitude = value.magnitude
        // Whole numbers: `%g` prints them as integers (`-0` prints as "-0": left to Foundation).
        if magnitude < 1e6, value == value.rounded(.towardZero) {
            if value == 0 {
                if value.sign == .minus { return false }
                bytes.append(UInt8(ascii: "0"))
                return true
            }
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            appendDigits(UInt(magnitude))
            return true
        }
        guard magnitude >= 1e-4, magnitude < 1e6 else { return false } // NaN fails both
        // The decimal exponent, estimated from the double: 10^x <= magnitude < 10^(x+1).
        var exponent = 5
        while exponent > -4, magnitude < DescriptionLine.powersOfTen[exponent + 4] { exponent -= 1 }
        let scaled = magnitude * DescriptionLine.powersOfTen[5 - exponent + 4]
        let floor = scaled.rounded(.down)
        let fraction = scaled - floor
        if (fraction - 0.5).magnitude < 1e-6 { return false }
        let digits = UInt(floor) + (fraction > 0.5 ? 1 : 0)
        guard digits >= 100_000, digits < 1_000_000 else { return false }
        // Six digits d0 … d5; the point goes after d(exponent) (before d0 when exponent < 0).
        var rest = digits
        var last = 5 // index of the last digit that is not a trailing zero of the fraction
        while last > max(exponent, 0), rest % 10 == 0 { rest /= 10; last -= 1 }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        if exponent < 0 {
            bytes.append(UInt8(ascii: "0"))
            bytes.append(UInt8(ascii: "."))
            for _ in 0 ..< (-exponent - 1) { bytes.append(UInt8(ascii: "0")) }
            appendDigits(rest)
            return true
        }
        // `rest` holds digits d0 … d(last); the integer part is d0 … d(exponent).
        var divisor: UInt = 1
        for _ in 0 ..< (last - exponent) { divisor &*= 10 }
        appendDigits(rest / divisor)
        if last > exponent {
            bytes.append(UInt8(ascii: "."))
            var fractionDigits = rest % divisor
            divisor /= 10
            while divisor > 0 {
                bytes.append(48 &+ UInt8(truncatingIfNeeded: fractionDigits / divisor))
                fractionDigits %= divisor
                divisor /= 10
            }
        }
        return true
    }

    /// 10^-4 … 10^9 (index k holds 10^(k − 4)); the non-negative powers are exact.
    private static let powersOfTen: [Double] = [1e-4, 1e-3, 1e-2, 1e-1, 1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]
}
