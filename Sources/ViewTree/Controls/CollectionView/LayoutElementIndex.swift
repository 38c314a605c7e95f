import Foundation

/// The laid-out elements of a collection view layout, indexed for the questions a layout answers: by index path
/// (the items, and each kind of supplementary view) and by rectangle. For the rectangle, the largest end along the
/// scroll axis among each element and those before it lets a binary search find the first element that can meet
/// it, and the smallest start among each element and those after it says where the walk can stop — so a query
/// costs the elements it returns plus a logarithm, whatever order the layout placed them in.
struct LayoutElementIndex {
    /// Every element, in the order the layout appended them.
    private(set) var elements: [CollectionViewLayoutAttributes] = []
    private var itemIndex: [IndexPath: Int] = [:]
    private var supplementaryIndex: [String: [IndexPath: Int]] = [:]
    private var decorationIndex: [String: [IndexPath: Int]] = [:]
    private var runningEnd: [CGFloat] = []
    private var remainingStart: [CGFloat] = []
    /// Whether the scroll axis is vertical.
    let vertical: Bool

    init(vertical: Bool) { self.vertical = vertical }

    /// Adds an element (after `finish()`, call it again).
    mutating func append(_ a: CollectionViewLayoutAttributes) {
        runningEnd.append(max(runningEnd.last ?? -CGFloat.infinity, vertical ? a.frame.maxY : a.frame.maxX))
        if let kind = a.representedElementKind, a.representedElementCategory == .decorationView {
            decorationIndex[kind, default: [:]][a.indexPath] = elements.count
        } else if let kind = a.representedElementKind {
            supplementaryIndex[kind, default: [:]][a.indexPath] = elements.count
        } else {
            itemIndex[a.indexPath] = elements.count
        }
        elements.append(a)
    }

    /// Computes where rectangle queries stop; called once every element is in.
    mutating func finish() {
        remainingStart = Array(repeating: 0, count: elements.count)
        var lowest = CGFloat.infinity
        for i in stride(from: elements.count - 1, through: 0, by: -1) {
            lowest = min(lowest, vertical ? elements[i].frame.minY : elements[i].frame.minX)
            remainingStart[i] = lowest
        }
    }

    /// The elements that meet `rect` (an empty frame counts when `rect` contains its origin), in order.
    func elements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        let (low, high) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        var lo = 0, hi = runningEnd.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if runningEnd[mid] < low { lo = mid + 1 } else { hi = mid }
        }
        var result: [CollectionViewLayoutAttributes] = []
        var i = lo
        while i < elements.count, i < remainingStart.count, remainingStart[i] <= high {
            let a = elements[i]
            // A frame a visible-items handler made NaN or infinite after the layout placed it is in no rectangle
            // (Foundation's `intersects` traps on it); the view it would have given is not shown.
            if a.frame.isWithin(View.maximumCoordinate), a.frame.intersects(rect) || (a.frame.isEmpty && rect.contains(a.frame.origin)) { result.append(a) }
            i += 1
        }
        return result
    }

    /// The item at `indexPath`.
    func item(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        itemIndex[indexPath].map { elements[$0] }
    }

    /// The supplementary view of `kind` at `indexPath`.
    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        supplementaryIndex[kind]?[indexPath].map { elements[$0] }
    }

    /// The decoration view of `kind` at `indexPath`.
    func decoration(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        decorationIndex[kind]?[indexPath].map { elements[$0] }
    }
}
