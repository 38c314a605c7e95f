import Foundation

/// A named set of measurements; `main.swift` lists them.
struct BenchmarkGroup: Sendable {
    let name: String
    let summary: String
    let run: @Sendable () -> Void
}

/// Monotonic nanoseconds, for measuring wall time in the benchmark only (never in the library).
func nowNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// Runs `body` once and returns the elapsed wall time in nanoseconds.
@discardableResult
func measure(_ body: () -> Void) -> Double {
    let start = nowNanoseconds()
    body()
    return Double(nowNanoseconds() - start)
}

/// Current resident set size in bytes (VmRSS from /proc/self/status), 0 where unavailable.
func residentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        let digits = line.filter(\.isNumber)
        return (Int(digits) ?? 0) * 1024
    }
    return 0
}

/// Formats a table row with fixed-width columns.
func row(_ cells: [String], widths: [Int]) -> String {
    zip(cells, widths).map { cell, width in
        cell.count >= width ? cell : String(repeating: " ", count: width - cell.count) + cell
    }.joined(separator: "  ")
}

/// `%.1f`-style formatting without Foundation's locale.
func fmt(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
