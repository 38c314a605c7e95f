/// One entry of the run loop's priority queue: when it is due, its tie-breaking sequence number,
/// and what to run.
struct ScheduledEvent {
    /// (time, sequence) as one 128-bit number that orders as the pair does: the time's bit
    /// pattern above the sequence number. A time is never negative, NaN or -0 here (see `init`),
    /// and the bit patterns of non-negative doubles order as their values, so one unsigned
    /// comparison (branch-free) replaces two floating-point comparisons and a tie test. Kept as
    /// two 64-bit halves: a `UInt128` field would align the entry to 16 bytes (32 instead of 24).
    private let timeBits: UInt64
    private let sequence: UInt64
    /// The `VirtualTimer` or `PerformBlock` to run, or `nil` for a display frame tick.
    var item: AnyObject?

    /// `time` must not be negative or NaN (the run loop queues `max(time, now)` of checked times).
    init(time: Double, seq: UInt64, item: AnyObject?) {
        // `+ 0` turns -0 into +0, whose bit pattern orders with the other non-negative values.
        self.timeBits = (time + 0).bitPattern
        self.sequence = seq
        self.item = item
    }

    /// The ordering key (see `timeBits`).
    @inline(__always) var key: UInt128 { UInt128(timeBits) << 64 | UInt128(sequence) }

    /// Virtual time at which the event is due (never negative, never NaN).
    var time: Double { Double(bitPattern: timeBits) }
    /// Scheduling order; breaks ties between events due at the same instant (lower runs first).
    /// Frame ticks carry `ScheduledEvent.frameBit` so they sort after every timer and perform.
    var seq: UInt64 { sequence }

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
/// Entries hold strong references, yet sifting moves them (`move()` into `initialize(to:)`) rather than
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


    /// Adds an entry. O(log n); O(1) on average for random times.
    mutating func push(_ event: ScheduledEvent) {
        let key = event.key
        heap.append(event)
        heap.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var hole = buffer.count - 1
            guard hole > 0, key < base[Self.parent(of: hole)].key else { return }
            let moving = (base + hole).move()
            while hole > 0 {
                let parent = Self.parent(of: hole)
                guard key < base[parent].key else { break }
                (base + hole).initialize(to: (base + parent).move())
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
    ///
    /// The former last element is moved out of its slot (an entry with no item takes its place
    /// until the array shrinks), so a pop retains and releases nothing.
    @discardableResult
    mutating func popFirst() -> ScheduledEvent? {
        let total = heap.count
        guard total > 1 else { return heap.popLast() }
        let top = heap.withUnsafeMutableBufferPointer { buffer -> ScheduledEvent in
            let base = buffer.baseAddress!
            let count = total - 1
            let top = base.move()
            let last = (base + count).move()
            (base + count).initialize(to: ScheduledEvent(time: 0, seq: 0, item: nil))
            let key = last.key
            var hole = 0
            while true {
                let firstChild = Self.arity * hole + 1
                guard firstChild < count else { break }
                let smallest = Self.smallestChild(from: firstChild, count: count, in: base)
                (base + hole).initialize(to: (base + smallest).move())
                hole = smallest
            }
            while hole > 0 {
                let parent = Self.parent(of: hole)
                guard key < base[parent].key else { break }
                (base + hole).initialize(to: (base + parent).move())
                hole = parent
            }
            (base + hole).initialize(to: last)
            return top
        }
        heap.removeLast()
        return top
    }

    /// Index of the first-ordered entry among the children starting at `firstChild`.
    ///
    /// With all four children present (the common case) it is a two-round tournament whose
    /// outcome the compiler can compute with conditional moves: which child is smallest is
    /// random, so a compare-and-branch per child would mispredict about half the time.
    @inline(__always)
    private static func smallestChild(from firstChild: Int, count: Int, in base: UnsafeMutablePointer<ScheduledEvent>) -> Int {
        @inline(__always)
        func less(_ i: Int, _ j: Int) -> Bool { base[i].key < base[j].key }
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
                    guard base[smallest].key < moving.key else { break }
                    (base + hole).initialize(to: (base + smallest).move())
                    hole = smallest
                }
                (base + hole).initialize(to: moving)
                start -= 1
            }
        }
    }
}
