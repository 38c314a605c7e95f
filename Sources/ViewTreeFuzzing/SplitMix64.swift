/// A small, fast, seedable pseudo-random generator (Steele, Lea & Flood's SplitMix64).
///
/// The fuzzer never touches system randomness: every episode is a pure function of its seed, so a
/// failing seed replays exactly, on any machine. SplitMix64 passes BigCrush, has a period of 2⁶⁴ and
/// needs one 64-bit word of state, which makes deriving independent sub-streams trivial
/// (`split()`).
public struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
    /// The current state; the next output is a function of it alone.
    public private(set) var state: UInt64

    /// Creates a generator from a seed (every seed, including 0, is fine).
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A new generator seeded from this one's next output: an independent stream.
    public mutating func split() -> SplitMix64 { SplitMix64(seed: next()) }

    /// A uniformly distributed integer in `range` (Lemire's multiply-shift, unbiased enough for fuzzing).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
        if span == 0 { return Int(bitPattern: UInt(next())) }  // the full 64-bit range
        let r = next().multipliedFullWidth(by: span).high
        return range.lowerBound &+ Int(bitPattern: UInt(r))
    }

    /// A uniformly distributed index below `count` (which must be positive).
    public mutating func index(below count: Int) -> Int { int(in: 0...(count - 1)) }

    /// `true` with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// A uniformly distributed `Double` in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1.0p-53 }

    /// A random element of a non-empty array.
    public mutating func pick<T>(_ items: [T]) -> T { items[index(below: items.count)] }
}
