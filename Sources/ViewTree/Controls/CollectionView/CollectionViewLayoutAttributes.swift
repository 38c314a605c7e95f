import Foundation

/// `UICollectionViewLayoutAttributes`: where one element (a cell or a supplementary view) goes. An `NSObject`
/// that adopts `NSCopying`, as UIKit's, so the usual subclass with values of its own ports unchanged: it
/// overrides `copy(with:)` (calling super, which makes an instance of the subclass) and `isEqual(_:)`.
open class CollectionViewLayoutAttributes: NSObject, NSCopying {
    /// `UICollectionView.ElementCategory`.
    public enum ElementCategory: Int, Sendable {
        /// A cell.
        case cell
        /// A header, footer or other supplementary view.
        case supplementaryView
        /// A decoration view (made from the layout's `register(_:forDecorationViewOfKind:)`).
        case decorationView
    }

    /// The element's index path.
    public var indexPath: TableIndexPath
    /// Whether it is a cell or a supplementary view.
    public internal(set) var representedElementCategory: ElementCategory
    /// The supplementary kind (`elementKindSectionHeader`, …); `nil` for a cell.
    public internal(set) var representedElementKind: String?
    /// The frame in the collection view's content coordinates.
    public var frame: CGRect
    /// The frame's centre.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The frame's size.
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The element's alpha. Default 1.
    public var alpha: CGFloat = 1
    /// Whether the element is hidden. Default `false`.
    public var isHidden = false
    /// The stacking order (higher in front). Default 0.
    public var zIndex = 0
    /// `transform`: applied to the element's view. Default the identity.
    public var transform: CGAffineTransform = .identity {
        didSet { nonAffineTransform3D = nil }
    }
    /// `transform3D`: the element's 3D transform. Its affine part is `transform` (setting either sets the other, as
    /// UIKit's two are one value); ViewTree's views apply the affine part.
    public var transform3D: Transform3D {
        get { nonAffineTransform3D ?? Transform3D(transform) }
        set {
            transform = newValue.affineTransform
            nonAffineTransform3D = newValue.isAffine ? nil : newValue
        }
    }
    /// A `transform3D` with perspective or depth, kept as given (nil while `transform` says it all).
    private var nonAffineTransform3D: Transform3D?
    /// `bounds`: the frame's size at the origin.
    public var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }

    /// Whether a self-sizing view may choose its width (`false`: the width is the layout's, measured at
    /// `.required`); a compositional layout's item with a fixed width and an estimated height measures its
    /// height at that width, as UIKit's list cells do. A flow layout's self-sizing items choose both.
    var sizesWidth = true
    /// Whether a self-sizing view may choose its height (see `sizesWidth`).
    var sizesHeight = true

    /// `copy(with:)` (NSCopying; `copy()` calls it): a new object of the same class with the same values. A
    /// subclass with values of its own overrides it, calls super and copies its values into the result, as
    /// UIKit subclasses do (`let copy = super.copy(with: zone) as! MyAttributes`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.frame = frame
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.zIndex = zIndex
        copy.transform3D = transform3D
        copy.sizesWidth = sizesWidth
        copy.sizesHeight = sizesHeight
        return copy
    }

    /// `isEqual(_:)`: the same class, element and values (UIKit compares attributes by value, and a subclass
    /// adds its own values and calls super).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return other.indexPath == indexPath && other.representedElementCategory == representedElementCategory
            && other.representedElementKind == representedElementKind && other.frame == frame && other.alpha == alpha
            && other.isHidden == isHidden && other.zIndex == zIndex && other.transform3D == transform3D
    }

    /// `hash`: from the element and its frame (equal attributes hash alike).
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementKind)
        hasher.combine(frame.origin.x)
        hasher.combine(frame.origin.y)
        hasher.combine(frame.size.width)
        hasher.combine(frame.size.height)
        return hasher.finalize()
    }

    /// `init()`: the attributes of the cell at item 0 of section 0, with a zero frame (`required`, so that
    /// `copy(with:)` makes an instance of a subclass).
    public required override init() {
        indexPath = TableIndexPath(item: 0, section: 0)
        representedElementCategory = .cell
        representedElementKind = nil
        frame = .zero
        super.init()
    }

    /// `init(forCellWith:)`.
    public convenience init(forCellWith indexPath: TableIndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// `init(forSupplementaryViewOfKind:with:)`.
    public convenience init(forSupplementaryViewOfKind kind: String, with indexPath: TableIndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }
}
