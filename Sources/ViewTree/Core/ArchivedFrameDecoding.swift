import Foundation

/// An `NSCoder` that knows the frame of the object it decodes: `View.init?(coder:)` starts the view at
/// that frame, as a view decoded from a nib has its saved frame when its `init?(coder:)` returns. The
/// Interface Builder loader's coder conforms; a coder that does not (an `NSKeyedUnarchiver`) gives a
/// zero frame.
public protocol ArchivedFrameDecoding: AnyObject {
    /// The frame saved for the view being decoded, in its superview's coordinates.
    var decodedFrame: CGRect { get }
}

/// A coder that holds the layout a collection view was archived with: UIKit's `UICollectionView` unarchives its
/// layout with it (`init?(coder:)`), so a subclass starts with the layout the storyboard or nib gave it — a
/// custom layout class included — before its own initializer runs. Without one a collection view decoded
/// with `init?(coder:)` gets a new flow layout.
public protocol ArchivedCollectionViewLayoutDecoding: AnyObject {
    /// The layout archived with the collection view being decoded, if any.
    var decodedCollectionViewLayout: CollectionViewLayout? { get }
}

extension NSCoder {
    /// A string the coder holds for `key`, or `nil`: never asks a coder that is not keyed (an unkeyed
    /// coder traps on keyed calls) or that has no value for the key.
    func decodedString(forKey key: String) -> String? {
        guard allowsKeyedCoding, containsValue(forKey: key) else { return nil }
        return decodeObject(forKey: key) as? String
    }
}
