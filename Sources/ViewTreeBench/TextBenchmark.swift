import Foundation
import ViewTree

/// `TextLayout` alone on the seed scenario's text (200 lines of ASCII, ~11,000 characters, in a
/// 375 pt wide text view: 365 pt lines in 12 pt), through the ASCII fast path, and the same text
/// with one "é" at the end, which sends all of it through the general scalar-by-scalar path.
let textBenchmarkGroup = BenchmarkGroup(name: "text", summary: "TextLayout of the seed text (11,000 characters): ASCII fast path vs general path") {
    let ascii = (1...200).map { "Line \($0): the quick brown fox jumps over the lazy dog" }.joined(separator: "\n")
    let font = Font.systemFont(ofSize: 12)
    print(row(["text", "characters", "lines", "µs per layout (best)", "ns per char"], widths: [22, 10, 6, 21, 12]))
    for (name, text) in [("ASCII (fast path)", ascii), ("+ \"é\" (general path)", ascii + "é")] {
        var lines = 0
        for _ in 0..<50 { lines = TextLayout(text: text, font: font, width: 365).lines.count }   // warm up
        // The best of 10 batches: the least disturbed by whatever else the machine is doing.
        let runs = 200
        var perRun = Double.infinity
        for _ in 0..<10 {
            let total = measure { for _ in 0..<runs { lines = max(lines, TextLayout(text: text, font: font, width: 365).lines.count) } }
            perRun = min(perRun, total / Double(runs))
        }
        let characters = text.utf16.count
        print(row([name, String(characters), String(lines), fmt(perRun / 1000), fmt(perRun / Double(characters), 2)],
                  widths: [22, 10, 6, 21, 12]))
    }
}
