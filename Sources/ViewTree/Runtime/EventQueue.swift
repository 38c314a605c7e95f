/// One entry of the run loop's priority queue: when it is due, its tie-breaking sequence number,
/// and what to run.
struct ScheduledEvent {
    /// Virtual time at which the event is due (never negative, never NaN).
    var time: Double
    /// Scheduling order; breaks ties between events due at the same instant (lower runs first).
    /// Frame ticks carry `ScheduledEvent.frameBit` so they sort after every timer and perform.
    var seq: UInt64
    /// The `VirtualTimer` or `PerformBlock` to run, or `nil` for a display frame tick.
    var item: AnyObject?

    /// Set on the sequence number of frame ticks: at equal times they come after timers and
    /// performs, whenever those were scheduled (see `Docs/Fidelity.md` (run loop), "Same-instant order").
    static let frameBit: UInt64 = 1 << 63

    /// `item` as a timer, if it is one: a comparison of its class with `VirtualTimer` (a final
    /// class) instead of a dynamic cast, which cost a runtime call on every pop and fire.
    @inline(__always)
    static func timer(_ item: AnyObject) -> VirtualTimer? {
        guard ObjectIdentifier(type(of: item)) == ObjectIdentifier(VirtualTimer.self) else { return nil }
        return unsafeDowncast(item, to: VirtualTimer.self)
    }
}

/// A 4-ary min-heap of `ScheduledEvent`s ordered by (time, sequence).
///
/// Push and pop are O(log n). Four children per node rather than two halves the depth (10 levels
/// instead of 20 for a million timers) at the price of three comparisons per level among
/// neighbouring entries; since a pop on a large heap is bound by cache misses on the way down,
/// this measured 15-25 % faster than a binary heap at a million pending timers.
///
/// Removal of cancelled entries is lazy: the run loop marks them stale, skips them when they reach
/// the top, and calls `rebuild(keeping:)` when stale entries outnumber live ones, so memory stays
/// proportional to what is really pending.
///
/// Entries hold strong references, yet sifting moves them with `moveInitialize` rather than
/// copying, so rearranging the heap costs no retain/release traffic (which would otherwise double
/// the cost of a pop). The buffer is fully initialised again before each closure returns.
struct EventQueue {
    private var heap: [ScheduledEvent] = []

    /// Number of entries, stale ones included.
    var count: Int { heap.count }

    /// The entry that would be popped next, if any.
    var first: ScheduledEvent? { heap.first }

    /// When the first entry is due, without copying it (and so without retaining its item).
    var firstTime: Double? { heap.isEmpty ? nil : heap[0].time }

    /// Children per node.
    private static let arity = 4

    /// Index of the parent of the entry at `index` (> 0).
    @inline(__always)
    private static func parent(of index: Int) -> Int { (index - 1) / arity }

    /// `true` when (timeA, seqA) orders before (timeB, seqB).
    @inline(__always)
    private static func precedes(_ timeA: Double, _ seqA: UInt64, _ timeB: Double, _ seqB: UInt64) -> Bool {
        timeA < timeB || (timeA == timeB && seqA < seqB)
    }

    /// Adds an entry. O(log n); O(1) on average for random times.
    mutating func push(_ event: ScheduledEvent) {
        let time = event.time
        let seq = event.seq
        heap.append(event)
        heap.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var hole = buffer.count - 1
            guard hole > 0, Self.precedes(time, seq, base[Self.parent(of: hole)].time, base[Self.parent(of: hole)].seq) else { return }
            let moving = (base + hole).move()
            while hole > 0 {
                let parent = Self.parent(of: hole)
                guard Self.precedes(time, seq, base[parent].time, base[parent].seq) else { break }
                (base + hole).moveInitialize(from: base + parent, count: 1)
                hole = parent
            }
            (base + hole).initialize(to: moving)
        }
    }

    /// Removes and returns the first entry. O(log n).
    ///
    /// Floyd's variant: the hole left at the root walks down to a leaf along the smallest children,
    /// then the former last element sifts up from there; it came from the bottom, so it rarely
    /// climbs, which saves the comparison against it at every level on the way down.
    @discardableResult
    mutating func popFirst() -> ScheduledEvent? {
        guard let last = heap.popLast() else { return nil }
        guard !heap.isEmpty else { return last }
        return heap.withUnsafeMutableBufferPointer { buffer -> ScheduledEvent in
            let base = buffer.baseAddress!
            let count = buffer.count
            let top = base.move()
            var hole = 0
            while true {
                let firstChild = Self.arity * hole + 1
                guard firstChild < count else { break }
                let smallest = Self.smallestChild(from: firstChild, count: count, in: base)
                (base + hole).moveInitialize(from: base + smallest, count: 1)
                hole = smallest
            }
            while hole > 0 {
                let parent = Self.parent(of: hole)
                guard Self.precedes(last.time, last.seq, base[parent].time, base[parent].seq) else { break }
                (base + hole).moveInitialize(from: base + parent, count: 1)
                hole = parent
            }
            (base + hole).initialize(to: last)
            return top
        }
    }

    /// Index of the first-ordered entry among the children starting at `firstChild`.
    ///
    /// With all four children present (the common case) it is a two-round tournament whose
    /// outcome the compiler can compute with conditional moves: which child is smallest is
    /// random, so a compare-and-branch per child would mispredict about half the time.
    @inline(__always)
    private static func smallestChild(from firstChild: Int, count: Int, in base: UnsafeMutablePointer<ScheduledEvent>) -> Int {
        @inline(__always)
        func less(_ i: Int, _ j: Int) -> Bool {
            precedes(base[i].time, base[i].seq, base[j].time, base[j].seq)
        }
        if firstChild + 3 < count {
            let left = less(firstChild + 1, firstChild) ? firstChild + 1 : firstChild
            let right = less(firstChild + 3, firstChild + 2) ? firstChild + 3 : firstChild + 2
            return less(right, left) ? right : left
        }
        var smallest = firstChild
        var child = firstChild + 1
        while child < count {
            if less(child, smallest) { smallest = child }
            child += 1
        }
        return smallest
    }

    /// Empties the queue and returns its entries, in no particular order.
    mutating func removeAll() -> [ScheduledEvent] {
        defer { heap = [] }
        return heap
    }

    /// Keeps only the entries for which `isLive` is true and restores the heap order in O(n).
    mutating func rebuild(keeping isLive: (ScheduledEvent) -> Bool) {
        heap.removeAll { !isLive($0) }
        guard heap.count > 1 else { return }
        heap.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            let count = buffer.count
            var start = Self.parent(of: count - 1)
            while start >= 0 {
                // Textbook sift-down with a hole: when heapifying, elements usually stop early.
                let moving = (base + start).move()
                var hole = start
                while true {
                    let firstChild = Self.arity * hole + 1
                    guard firstChild < count else { break }
                    let smallest = Self.smallestChild(from: firstChild, count: count, in: base)
                    guard Self.precedes(base[smallest].time, base[smallest].seq, moving.time, moving.seq) else { break }
                    (base + hole).moveInitialize(from: base + smallest, count: 1)
                    hole = smallest
                }
                (base + hole).initialize(to: moving)
                start -= 1
            }
        }
    }
}
