/// The ordered subviews of one view (back to front), built so that removing children one by one
/// from a parent with a million subviews stays linear overall.
///
/// Children sit in `slots`; a removed child leaves a hole (`nil`) instead of shifting the array, and
/// each child remembers its slot (`View.slotInSuperview`). Holes are squeezed out when they make up
/// more than half of the slots, or before any operation that needs positions (insert at an index,
/// exchange), so those see `slot == index`. `array` is rebuilt only after a change.
///
/// The state lives in a `SubviewStorage` box made when the first child arrives, so a view that
/// never had a subview (most of a tree: 7 in 8 views of a fan-out-8 tree) carries one pointer
/// instead of 32 bytes (issue #21: bytes per view). A list is never copied out of its view, so
/// sharing the box is never observable.
struct SubviewList {
    private var box: SubviewStorage?

    /// The link this view's subviews hold to it (`View.superviewLink`), made with the box at the
    /// first subview and kept for the view's life; nil while it never had one.
    var link: SuperviewLink? { box?.link }

    /// The link, made (with the box) on first use for `owner`, the view this list belongs to.
    /// `windowLink` is what the link starts with: the window `owner`'s subviews are in.
    ///
    /// Handed out without a reference (issue #21: taking one and dropping it is two atomic
    /// operations per view added): the box is made once and kept for the life of the list's view,
    /// and the link for the life of the box, so the link lives at least as long as `owner`, which
    /// the caller (the view adding a subview) is.
    @inline(__always)
    mutating func unretainedLink(owner: View, windowLink: @autoclosure () -> WindowLink?) -> Unmanaged<SuperviewLink> {
        if let box { return Unmanaged.passUnretained(box.link) }
        let made = SubviewStorage(link: SuperviewLink(view: owner, windowLink: windowLink()))
        box = made
        return Unmanaged.passUnretained(made.link)
    }

    /// The box, without a reference (see `unretainedLink`), for adding a child at the front: made with the link,
    /// it lives as long as the list's view. (Called on the box read out of the list, `append` retained and released
    /// it around the call, 48 instructions a view added, whatever the call's form; issue #21.)
    @inline(__always)
    func unretainedStorage() -> Unmanaged<SubviewStorage>? {
        guard let box else { return nil }
        return Unmanaged.passUnretained(box)
    }

    var slots: [View?] { box?.slots ?? [] }
    var count: Int { box?.count ?? 0 }
    var mutations: Int { box?.mutations ?? 0 }
    var array: [View] { box?.array ?? [] }
    func currentArray() -> [View] { box?.currentArray() ?? [] }
    var isEmpty: Bool { box?.isEmpty ?? true }
    var last: View? { box?.last }
    func compact() { box?.compact() }
    func index(of child: View) -> Int { box?.index(of: child) ?? child.slotInSuperview }
    /// Whether `child` is in slot `slot` (without copying the slots out).
    func holds(_ child: View, atSlot slot: Int) -> Bool { box?.holds(child, atSlot: slot) ?? false }
    // The changes below happen after `link(owner:windowLink:)` made the box (a view gets its first
    // subview through `View.attach`, which asks for the link first); without one they do nothing.
    /// (The box is used in place: returned by a function, it was retained and released around
    /// every append; issue #21.)
    /// (`mutating`, though the box changes and the list does not: called through the view's
    /// exclusive access to its list, the box is used without a reference of its own; called on a
    /// copy of the list read out of the view, it was retained and released around every call,
    /// two atomic operations per view added; issue #21.)
    mutating func append(_ child: View) { box?.append(child) }
    mutating func insert(_ child: View, at index: Int) { box?.insert(child, at: index) }
    mutating func remove(_ child: View) { box?.remove(child) }
    func swapAt(_ i: Int, _ j: Int) { box?.swapAt(i, j) }
    func removeAllForTeardown() -> [View?] { box?.removeAllForTeardown() ?? [] }
}

/// The state of a `SubviewList` (see there).
final class SubviewStorage {
    /// The slots allocated with the first child.
    static let initialCapacity = 4

    /// What the children hold to find this list's view (see `SuperviewLink`).
    let link: SuperviewLink

    init(link: SuperviewLink) { self.link = link }

    // 48 bytes with the object header and the link: the counters are 32-bit, as a list cannot
    // hold 2^31 children (hundreds of gigabytes of views).
    @exclusivity(unchecked) private(set) var slots: [View?] = []
    @exclusivity(unchecked) private var cachedArray: [View]? = []
    @exclusivity(unchecked) private var holeCount: Int32 = 0
    @exclusivity(unchecked) private var mutationCount: UInt32 = 0
    private var holes: Int {
        get { Int(holeCount) }
        set { holeCount = Int32(truncatingIfNeeded: newValue) }
    }
    /// The number of live subviews. Derived (trailing holes are always removed) rather than
    /// stored, to leave room for `mutations` without making every view bigger.
    var count: Int { slots.count - holes }
    /// Bumped by every change of `slots`. An autoresizing pass that saw the same count before and
    /// after a subview's setter knows no callback moved a child in or out meanwhile, so it can skip
    /// checking each remaining child's superview.
    var mutations: Int { Int(mutationCount) }

    /// The live subviews in order.
    var array: [View] {
        get {
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
    func compact() {
        guard holes > 0 else { return }
        var packed: [View?] = []
        packed.reserveCapacity(count)
        for case let view? in slots {
            view.slotInSuperview = packed.count
            packed.append(view)
        }
        slots = packed
        holes = 0
        mutationCount &+= 1
    }

    func holds(_ child: View, atSlot slot: Int) -> Bool {
        slot >= 0 && slot < slots.count && slots[slot] === child
    }

    /// The index of a child (its position among the live subviews).
    func index(of child: View) -> Int {
        compact()
        return child.slotInSuperview
    }

    func append(_ child: View) {
        child.slotInSuperview = slots.count
        // Room for four at once: a growing array would otherwise be reallocated at the first,
        // second and fourth child (most containers hold a few subviews).
        if slots.capacity == 0 { slots.reserveCapacity(SubviewStorage.initialCapacity) }
        slots.append(child)
        // Usually nil already (the list was changed before and not read since): asked first, it
        // spares a release call per child added (issue #21).
        if cachedArray != nil { cachedArray = nil }
        mutationCount &+= 1
    }

    func insert(_ child: View, at index: Int) {
        compact()
        slots.insert(child, at: index)
        for i in index..<slots.count { slots[i]!.slotInSuperview = i }
        cachedArray = nil
        mutationCount &+= 1
    }

    func remove(_ child: View) {
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
        mutationCount &+= 1
        if holes > 32 && holes * 2 > slots.count { compact() }
    }

    func swapAt(_ i: Int, _ j: Int) {
        compact()
        slots.swapAt(i, j)
        slots[i]!.slotInSuperview = i
        slots[j]!.slotInSuperview = j
        cachedArray = nil
        mutationCount &+= 1
    }

    /// Takes every child out (for teardown), leaving the list empty.
    func removeAllForTeardown() -> [View?] {
        let taken = slots
        slots = []
        holes = 0
        cachedArray = []
        mutationCount &+= 1
        return taken
    }
}
