import Foundation

// Core Animation's key-value coding, as UIKit code uses it: `layer.value(forKeyPath: "transform.rotation.z")` to
// read where a spinner is, `setValue(_:forKeyPath:)` to set one component, and arbitrary keys a layer keeps for
// its owner (`layer.setValue(index, forKey: "pageIndex")`; CALayer is a key-value coding container).
extension Layer {
    /// The Boolean property a key names, under its Objective-C name or its Swift one.
    static func booleanKey(_ key: String) -> ReferenceWritableKeyPath<Layer, Bool>? {
        switch key {
        case "masksToBounds": \.masksToBounds
        case "hidden", "isHidden": \.isHidden
        case "needsDisplayOnBoundsChange": \.needsDisplayOnBoundsChange
        case "drawsAsynchronously": \.drawsAsynchronously
        default: nil
        }
    }

    /// `value(forKeyPath:)`: the model value at one of Core Animation's key paths (`opacity`, `position.x`,
    /// `bounds.size.width`, `transform.scale`, `transform.rotation.z`, a shape layer's `strokeEnd`, …) as a
    /// `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, `Transform3D` or `CGColor`; otherwise a value stored under that
    /// key, or `nil`.
    public func value(forKeyPath keyPath: String) -> Any? {
        if let flag = Self.booleanKey(keyPath) { return self[keyPath: flag] }
        if let path = LayerKeyPath(keyPath, on: self) { return path.read(modelProperties, layer: self)?.anyValue }
        return keyedValues[keyPath]
    }

    /// `value(forKey:)`: as `value(forKeyPath:)`.
    public func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// `setValue(_:forKeyPath:)`: sets the model value at one of Core Animation's key paths (a value of the wrong
    /// kind, or not finite, is rejected with a diagnostic and the property kept); any other key stores the value
    /// (`nil` removes it).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let flag = Self.booleanKey(keyPath) {
            // Core Animation's Boolean properties (a nib's runtime attribute `layer.masksToBounds` gives an NSNumber).
            guard let on = (value as? Bool) ?? boxedDouble(value).map({ $0 != 0 }) else {
                return reject(.invalidValue, "setValue(\(value.map { "\($0)" } ?? "nil"), forKeyPath: \"\(keyPath)\"): not a Boolean; it stays as it was")
            }
            self[keyPath: flag] = on
            return
        }
        guard let path = LayerKeyPath(keyPath, on: self) else {
            keyedValues[keyPath] = value
            return
        }
        guard let value, let converted = LayerValue(any: value), converted.isFinite else {
            return reject(.invalidValue, "setValue(\(value.map { "\($0)" } ?? "nil"), forKeyPath: \"\(keyPath)\"): not a finite value of that key path's kind; it stays as it was")
        }
        var p = modelProperties
        path.write(converted, into: &p, layer: self)
        switch path {
        case .opacity: opacity = p.opacity
        case .position, .positionX, .positionY: position = p.position
        case .bounds, .boundsOrigin, .boundsSize, .boundsWidth, .boundsHeight: bounds = p.bounds
        case .anchorPoint: anchorPoint = p.anchorPoint
        case .transform, .transformScale, .transformScaleX, .transformScaleY, .transformRotation,
             .transformTranslation, .transformTranslationX, .transformTranslationY:
            transform = p.transform
        case .zPosition: zPosition = p.zPosition
        case .cornerRadius: cornerRadius = p.cornerRadius
        case .borderWidth: borderWidth = p.borderWidth
        case .borderColor: borderColor = p.borderColor
        case .backgroundColor: backgroundColor = p.backgroundColor
        case .shadowOpacity: shadowOpacity = p.shadowOpacity
        case .shadowRadius: shadowRadius = p.shadowRadius
        case .shadowOffset: shadowOffset = p.shadowOffset
        case .shadowColor: shadowColor = p.shadowColor
        case .subclassProperty(let key): applyPresentationValue(converted, forKey: key)
        }
    }

    /// `setValue(_:forKey:)`: as `setValue(_:forKeyPath:)`.
    public func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }
}

/// `CALayerContentsGravity`: how a layer's `contents` fit its bounds, with Core Animation's string values.
public struct LayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = Self(rawValue: "center")
    public static let top = Self(rawValue: "top")
    public static let bottom = Self(rawValue: "bottom")
    public static let left = Self(rawValue: "left")
    public static let right = Self(rawValue: "right")
    public static let topLeft = Self(rawValue: "topLeft")
    public static let topRight = Self(rawValue: "topRight")
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    public static let bottomRight = Self(rawValue: "bottomRight")
    public static let resize = Self(rawValue: "resize")
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}

extension Layer {
    /// `isKind(of:)`: whether this layer is an instance of `aClass` or of a subclass of it (`NSObject`'s).
    public func isKind(of aClass: AnyClass) -> Bool { classChain(of: type(of: self), contains: aClass) }

    /// `isMember(of:)`: whether this layer is an instance of exactly `aClass`.
    public func isMember(of aClass: AnyClass) -> Bool { ObjectIdentifier(type(of: self)) == ObjectIdentifier(aClass) }
}
