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
extension CGRect: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSValue
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.rectValue
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        guard String(cString: source.objCType) == String(cString: NSValue(rect: .zero).objCType) else { return false }
        result = source.rectValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect { source?.rectValue ?? .zero }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSValue
    public func _bridgeToObjectiveC() -> NSValue { NSValue(point: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
        result = source.pointValue
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        guard String(cString: source.objCType) == String(cString: NSValue(point: .zero).objCType) else { return false }
        result = source.pointValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint { source?.pointValue ?? .zero }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
    public typealias _ObjectiveCType = NSValue
    public func _bridgeToObjectiveC() -> NSValue { NSValue(size: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
        result = source.sizeValue
    }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        guard String(cString: source.objCType) == String(cString: NSValue(size: .zero).objCType) else { return false }
        result = source.sizeValue
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize { source?.sizeValue ?? .zero }
}
#endif
