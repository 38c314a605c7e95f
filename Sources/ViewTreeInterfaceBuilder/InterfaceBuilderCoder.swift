import Foundation
import ViewTree

/// The `NSCoder` that `init?(coder:)` receives for an object of a class registered by type
/// (`InterfaceBuilderRegistry.registerClass(_:_:)`, `registerViewController(_:_:)`): UIKit's nib loading
/// makes such objects with `initWithCoder:`, so setup written only in `init(frame:)` does not run for
/// them, in UIKit as here.
///
/// It is a keyed coder over the element's XML attributes: `containsValue(forKey:)`, `decodeObject(forKey:)`
/// (the attribute's text), `decodeBool(forKey:)` (`YES` is true), `decodeInteger`,
/// `decodeDouble` and `decodeFloat`. These are the file's own attribute names, not the keys of UIKit's
/// compiled nibs (`UIBounds`, `UICenter`, …), which ViewTree does not reproduce. `View.init?(coder:)`
/// reads the element's frame through `ArchivedFrameDecoding`; the loader then sets the common view
/// properties, connections and constraints, as for every element.
public final class InterfaceBuilderCoder: NSCoder, ArchivedFrameDecoding, ArchivedCollectionViewLayoutDecoding {
    /// The element being decoded.
    public let element: InterfaceBuilderElement
    /// The frame the file saved for it (zero for a view controller).
    public let decodedFrame: CGRect
    /// For a `<collectionView>`, the layout its `collectionViewLayout` child made (a registered custom class, or a
    /// flow layout with the file's sizes), which `CollectionView.init?(coder:)` takes.
    public let decodedCollectionViewLayout: CollectionViewLayout?

    /// A coder over `element`, at `frame` (with the layout a collection view element was archived with).
    public init(element: InterfaceBuilderElement, frame: CGRect, collectionViewLayout: CollectionViewLayout? = nil) {
        self.element = element
        self.decodedFrame = frame
        self.decodedCollectionViewLayout = collectionViewLayout
        super.init()
    }

    /// Keyed, as every nib coder is.
    public override var allowsKeyedCoding: Bool { true }

    /// Whether the element has the attribute.
    public override func containsValue(forKey key: String) -> Bool { element[key] != nil }

    /// The attribute's text, or `nil`.
    public override func decodeObject(forKey key: String) -> Any? { element[key] }

    /// `YES` is true; anything else, or no attribute, is false.
    public override func decodeBool(forKey key: String) -> Bool { element.bool(key) ?? false }

    /// The attribute as an integer (0 when absent or not a whole number).
    public override func decodeInteger(forKey key: String) -> Int { element[key].flatMap { Int($0) } ?? 0 }

    /// The attribute as a number (0 when absent, not a number, or not finite).
    public override func decodeDouble(forKey key: String) -> Double { element.number(key).map(Double.init) ?? 0 }

    /// The attribute as a number (0 when absent, not a number, or not finite).
    public override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
}
