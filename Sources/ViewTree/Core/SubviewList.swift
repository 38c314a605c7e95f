/// The ordered subviews of one view (back to front), built so that removing children one by one
/// from a parent with a million subviews stays linear overall.
///
/// Children sit in `slots`; a removed child leaves a hole (`nil`) instead of shifting the array, and
/// each child remembers its slot (`View.slotInSuperview`). Holes are squeezed out when they make up
/// more than half of the slots, or before any operation that needs positions (insert at an index,
/// exchange), so those see `slot == index`. `array` is rebuilt only after a change.
struct SubviewList {
    private(set) var slots: [View?] = []
    private var holes = 0
    /// The number of live subviews. Derived (trailing holes are always removed) rather than
    /// stored, to leave room for `mutations` without making every view bigger.
    var count: Int { slots.count - holes }
    private var cachedArray: [View]? = []
    /// Bumped by every change of `slots`. An autoresizing pass that saw the same count before and
    /// after a subview's setter knows no callback moved a child in or out meanwhile, so it can skip
    /// checking each remaining child's superview.
    private(set) var mutations = 0

    /// The live subviews in order.
    var array: [View] {
        mutating get {
            if let cachedArray { return cachedArray }
            let built = slots.compactMap { $0 }
            cachedArray = built
            return built
        }
    }

    /// The live subviews in order, without caching (for read-only contexts).
    func currentArray() -> [View] { cachedArray ?? slots.compactMap { $0 } }

    var isEmpty: Bool { slots.count == holes }

    var last: View? {
        var i = slots.count - 1
        while i >= 0 {
            if let view = slots[i] { return view }
            i -= 1
        }
        return nil
    }

    /// Removes the holes so that every child's slot is its index.
    mutating func compact() {
        guard holes > 0 else { return }
        var packed: [View?] = []
        packed.reserveCapacity(count)
        for case let view? in slots {
            view.slotInSuperview = packed.count
            packed.append(view)
        }
        slots = packed
        holes = 0
        mutations &+= 1
    }

    /// The index of a child (its position among the live subviews).
    mutating func index(of child: View) -> Int {
        compact()
        return child.slotInSuperview
    }

    mutating func append(_ child: View) {
        child.slotInSuperview = slots.count
        slots.append(child)
        cachedArray = nil
        mutations &+= 1
    }

    mutating func insert(_ child: View, at index: Int) {
        compact()
        slots.insert(child, at: index)
        for i in index..<slots.count { slots[i]!.slotInSuperview = i }
        cachedArray = nil
        mutations &+= 1
    }

    mutating func remove(_ child: View) {
        let slot = child.slotInSuperview
        guard slot >= 0, slot < slots.count, slots[slot] === child else { return }
        if slot == slots.count - 1 {
            slots.removeLast()
            // Trailing holes can go too, so `last` stays cheap.
            while let tail = slots.last, tail == nil { slots.removeLast(); holes -= 1 }
        } else {
            slots[slot] = nil
            holes += 1
        }
        child.slotInSuperview = -1
        cachedArray = nil
        mutations &+= 1
        if holes > 32 && holes * 2 > slots.count { compact() }
    }

    mutating func swapAt(_ i: Int, _ j: Int) {
        compact()
        slots.swapAt(i, j)
        slots[i]!.slotInSuperview = i
        slots[j]!.slotInSuperview = j
        cachedArray = nil
        mutations &+= 1
    }

    /// Takes every child out (for teardown), leaving the list empty.
    mutating func removeAllForTeardown() -> [View?] {
        let taken = slots
        slots = []
        holes = 0
        cachedArray = []
        mutations &+= 1
        return taken
    }
}
