import Foundation

// `NSValue` boxes of the geometry types, as UIKit's `NSValue (NSValueUIGeometryExtensions)` category gives them,
// and the bridging between the two that Swift has on Apple's platforms.
//
// UIKit puts a keyboard's frames in a notification's `userInfo` as `NSValue`s, and real code reads them both ways:
// `(userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue` and
// `userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect`. On Apple's platforms the second works because
// CoreGraphics bridges `CGRect` to `NSValue`; Foundation on Linux has no such bridge, so one of the two forms would
// silently read `nil`. The conformances below give Linux the same bridge (the Swift runtime on Linux consults
// `_ObjectiveCBridgeable` when it casts a Foundation object to a value type, as it does for `NSNumber` and
// `Double`), so both forms read the frame, as on a device.

extension NSValue {
    /// `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// `cgRectValue`: the rectangle boxed.
    public var cgRectValue: CGRect { rectValue }
    /// `cgPointValue`: the point boxed.
    public var cgPointValue: CGPoint { pointValue }
    /// `cgSizeValue`: the size boxed.
    public var cgSizeValue: CGSize { sizeValue }
}

#if !canImport(ObjectiveC)
extension NSValue {
    /// The geometry value the box holds, read without `objCType` (Foundation on Linux allocates a new C string on
    /// every read of `objCType` and never frees it, which LeakSanitizer reports) and without `rectValue` and its
    /// siblings (which trap when the box holds another type). Foundation on Linux keeps the value in a stored
    /// `_value` property of its boxes; a box without one holds no geometry, so the casts fail instead of trapping.
    fileprivate var boxedGeometry: Any? {
        Mirror(reflecting: self).children.first { $0.label == "_value" }?.value
    }
}

extension CGRect: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSValue
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.boxedGeometry as? CGRect ?? .zero
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        result = source.boxedGeometry as? CGRect
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source?.boxedGeometry as? CGRect ?? .zero
    }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSValue
    public func _bridgeToObjectiveC() -> NSValue { NSValue(point: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
        result = source.boxedGeometry as? CGPoint ?? .zero
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        result = source.boxedGeometry as? CGPoint
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint {
        source?.boxedGeometry as? CGPoint ?? .zero
    }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSValue
    public func _bridgeToObjectiveC() -> NSValue { NSValue(size: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
        result = source.boxedGeometry as? CGSize ?? .zero
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        result = source.boxedGeometry as? CGSize
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize {
        source?.boxedGeometry as? CGSize ?? .zero
    }
}
#endif

#if !canImport(CoreGraphics)
// CoreGraphics' comparison methods, which Foundation on Linux lacks (its types compare with `==` only).
extension CGRect {
    /// `equalTo(_:)`: the same origin and size.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

extension CGSize {
    /// `equalTo(_:)`.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGPoint {
    /// `equalTo(_:)`.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}
#endif
