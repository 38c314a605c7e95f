import Foundation
import Testing
@testable import ViewTree
import ViewTreeFuzzing

/// `DescriptionLine` writes description bytes without `String` and, where it can, without
/// Foundation: each formatter must write exactly what the `String` code it replaced wrote.
@Suite struct DescriptionLineTests {
    private func g(_ value: Double) -> String {
        var line = DescriptionLine()
        line.appendNumber(CGFloat(value))
        return line.string
    }

    @Test func numbersMatchPercentGOnChosenValues() {
        let values: [Double] = [
            0, -0.0, 1, -1, 9, 10, 99, 100, 999_999, -999_999, 1_000_000, 999_999.5, 999_999.4, 999_999.6,
            123_456.5, 123_457.5, 12_345.25, 12_345.75, 0.5, 0.25, 0.125, 0.0625, 0.015625, 1.0 / 3, 2.0 / 3,
            333.66666666, 20.5, 2.5, 0.1, 0.2, 0.3, 0.0001, 0.00001, 0.000099999995, 0.00010000005, 0.001,
            0.0009999999, 99_999.95, 99_999.97, 99_999.94, 9.999995, 9.9999949, 1e-5, 1e12, -1e12, .leastNonzeroMagnitude,
            .greatestFiniteMagnitude, .infinity, -.infinity, .nan, 1.5, 1.25, 1.75, 1.0625, 1024.5, -512.25,
            0.1 + 0.2, 1e5 + 0.5, 1e5 - 0.5, 4.0000005, 4.0000015, 2.0000025, 1.0000005, 1.00000050001,
        ]
        for value in values {
            #expect(g(value) == String(format: "%g", value), "value \(value)")
            #expect(g(value) == UIKitFormat.number(CGFloat(value)), "value \(value)")
        }
    }

    @Test func numbersMatchPercentGOnRandomValues() {
        var random = SplitMix64(seed: 21)
        for i in 0 ..< 60_000 {
            let value: Double
            switch i % 6 {
            case 0: value = Double(random.int(in: -4_000_000 ... 4_000_000)) / 64 // sixty-fourths
            case 1: value = Double(random.int(in: -2_000_000_000 ... 2_000_000_000)) / 1000 // three decimals
            case 2: // any magnitude from 1e-6 to 1e7
                let exponent = Double(random.int(in: -6 ... 6))
                value = Double(random.int(in: 1 ... 1_000_000_000)) / 1e9 * 10 * pow(10, exponent)
            case 3: value = Double(bitPattern: random.next()) // any double, most far out of range
            case 4: // near six-digit ties: d.ddddd5 scaled by a power of ten
                let digits = Double(random.int(in: 100_000 ... 999_999)) + 0.5
                value = digits * pow(10, Double(random.int(in: -9 ... 0)))
            default: value = Double(random.int(in: -1_000_000 ... 1_000_000)) / Double(random.int(in: 1 ... 1000))
            }
            let expected = String(format: "%g", value)
            if g(value) != expected {
                Issue.record("value \(value) (bits \(value.bitPattern)): \(g(value)) instead of \(expected)")
                return
            }
        }
    }

    @Test func integersAndHexMatchTheirStringForms() {
        var random = SplitMix64(seed: 7)
        var values = [0, 1, 9, 10, 15, 16, 255, 256, 4095, 4096, -1, -16, Int.max, Int.min + 1, Int.min]
        for _ in 0 ..< 2_000 { values.append(Int(bitPattern: UInt(random.next())) >> random.int(in: 0 ... 63)) }
        for value in values {
            var decimal = DescriptionLine()
            decimal.appendDecimal(value)
            #expect(decimal.string == String(value))
            var hex = DescriptionLine()
            hex.appendHex(value)
            #expect(hex.string == String(value, radix: 16))
        }
    }

    @Test func rectsMatchUIKitFormat() {
        let rects = [
            CGRect(x: 0, y: 0, width: 320, height: 480), CGRect(x: 369.5, y: 3, width: 2.5, height: 42.5),
            CGRect(x: -0.0, y: 1e7, width: 1.0 / 3, height: .infinity), CGRect(x: 8, y: 8, width: 1536, height: 1024),
        ]
        for rect in rects {
            var line = DescriptionLine()
            line.appendRect(rect)
            var text = ""
            UIKitFormat.appendRect(rect, to: &text)
            #expect(line.string == text)
        }
    }

    @Test func aLineOfEveryFieldAndNonASCIIText() {
        let world = Simulation(profile: .iOS13)   // backgroundColor prints from iOS 13
        let view = View(frame: CGRect(x: 1.5, y: -2.25, width: 1.0 / 3, height: 1e7))
        view.tag = -42
        view.alpha = 0.333
        view.isHidden = true
        view.clipsToBounds = true
        view.isOpaque = false
        view.isUserInteractionEnabled = false
        view.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        view.backgroundColor = .red
        #expect(view.description == "<View: 0x1; frame = (1.5 -2.25; 0.333333 1e+07); clipsToBounds = YES; alpha = 0.333; hidden = YES; opaque = NO; autoresize = LM+BM; userInteractionEnabled = NO; tag = -42; backgroundColor = \(Color.red.description); layer = <Layer: 0x2>>")
        let text = TextView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        text.text = "héllo ✓"
        view.addSubview(text)
        let all = view.recursiveDescription()
        let lines = all.split(separator: "\n")
        #expect(lines.count >= 2) // the text view's own subviews follow
        #expect(lines[1].hasPrefix("   | <TextView: 0x3; frame = (0 0; 10 10); text = 'héllo ✓'"))
        // Streamed, the same bytes, one write per line.
        struct Lines: TextOutputStream {
            var written: [String] = []
            mutating func write(_ string: String) { written.append(string) }
        }
        var stream = Lines()
        view.writeRecursiveDescription(to: &stream)
        #expect(stream.written.joined() == all)
        #expect(stream.written.count == lines.count)
        #expect(stream.written.allSatisfy { $0.hasSuffix("\n") })
        withExtendedLifetime(world) {}
    }
}
