import Foundation

/// An `NSCoder` that knows the frame of the object it decodes: `View.init?(coder:)` starts the view at
/// that frame, as a view decoded from a nib has its saved frame when its `init?(coder:)` returns. The
/// Interface Builder loader's coder conforms; a coder that does not (an `NSKeyedUnarchiver`) gives a
/// zero frame.
public protocol ArchivedFrameDecoding: AnyObject {
    /// The frame saved for the view being decoded, in its superview's coordinates.
    var decodedFrame: CGRect { get }
}

extension NSCoder {
    /// A string the coder holds for `key`, or `nil`: never asks a coder that is not keyed (an unkeyed
    /// coder traps on keyed calls) or that has no value for the key.
    func decodedString(forKey key: String) -> String? {
        guard allowsKeyedCoding, containsValue(forKey: key) else { return nil }
        return decodeObject(forKey: key) as? String
    }
}
