import Foundation

/// The key paths an animation can target (Core Animation's animatable properties and the
/// sub-paths UIKit code animates most: `position.x`, `bounds.size.width`, `transform.scale`, …).
enum LayerKeyPath: Equatable {
    case opacity, position, bounds, anchorPoint, transform, zPosition
    case cornerRadius, borderWidth, borderColor, backgroundColor
    case shadowOpacity, shadowRadius, shadowOffset, shadowColor
    /// A `ShapeLayer` or `GradientLayer` property, or a subclass's (`strokeEnd`, `lineWidth`, …).
    case subclassProperty(String)
    case positionX, positionY
    case boundsOrigin, boundsSize, boundsWidth, boundsHeight
    /// `transform.scale` (both axes), `.scale.x`, `.scale.y`.
    case transformScale, transformScaleX, transformScaleY
    /// `transform.rotation` / `transform.rotation.z`.
    case transformRotation
    /// `transform.translation` (a size), `.translation.x`, `.translation.y`.
    case transformTranslation, transformTranslationX, transformTranslationY

    init?(_ string: String, on layer: Layer) {
        switch string {
        case "opacity": self = .opacity
        case "position": self = .position
        case "position.x": self = .positionX
        case "position.y": self = .positionY
        case "bounds": self = .bounds
        case "bounds.origin": self = .boundsOrigin
        case "bounds.size": self = .boundsSize
        case "bounds.size.width": self = .boundsWidth
        case "bounds.size.height": self = .boundsHeight
        case "anchorPoint": self = .anchorPoint
        case "transform": self = .transform
        case "transform.scale": self = .transformScale
        case "transform.scale.x": self = .transformScaleX
        case "transform.scale.y": self = .transformScaleY
        case "transform.rotation", "transform.rotation.z": self = .transformRotation
        case "transform.translation": self = .transformTranslation
        case "transform.translation.x": self = .transformTranslationX
        case "transform.translation.y": self = .transformTranslationY
        case "zPosition": self = .zPosition
        case "cornerRadius": self = .cornerRadius
        case "borderWidth": self = .borderWidth
        case "borderColor": self = .borderColor
        case "backgroundColor": self = .backgroundColor
        case "shadowOpacity": self = .shadowOpacity
        case "shadowRadius": self = .shadowRadius
        case "shadowOffset": self = .shadowOffset
        case "shadowColor": self = .shadowColor
        default:
            guard layer.subclassValue(forKey: string) != nil else { return nil }
            self = .subclassProperty(string)
        }
    }

    /// Reads the value at this key path from a property set.
    func read(_ p: LayerProperties, layer: Layer) -> LayerValue? {
        let affine = p.transform.affineTransform
        let parts = TransformInterpolation.decompose(affine)
        switch self {
        case .opacity: return .scalar(CGFloat(p.opacity))
        case .position: return .point(p.position)
        case .positionX: return .scalar(p.position.x)
        case .positionY: return .scalar(p.position.y)
        case .bounds: return .rect(p.bounds)
        case .boundsOrigin: return .point(p.bounds.origin)
        case .boundsSize: return .size(p.bounds.size)
        case .boundsWidth: return .scalar(p.bounds.size.width)
        case .boundsHeight: return .scalar(p.bounds.size.height)
        case .anchorPoint: return .point(p.anchorPoint)
        case .transform: return .transform(p.transform)
        case .transformScale, .transformScaleX: return .scalar(parts?.sx ?? 0)
        case .transformScaleY: return .scalar(parts?.sy ?? 0)
        case .transformRotation: return .scalar(parts?.angle ?? 0)
        case .transformTranslation: return .size(CGSize(width: affine.tx, height: affine.ty))
        case .transformTranslationX: return .scalar(affine.tx)
        case .transformTranslationY: return .scalar(affine.ty)
        case .zPosition: return .scalar(p.zPosition)
        case .cornerRadius: return .scalar(p.cornerRadius)
        case .borderWidth: return .scalar(p.borderWidth)
        case .borderColor: return .color(p.borderColor)
        case .backgroundColor: return .color(p.backgroundColor)
        case .shadowOpacity: return .scalar(CGFloat(p.shadowOpacity))
        case .shadowRadius: return .scalar(p.shadowRadius)
        case .shadowOffset: return .size(p.shadowOffset)
        case .shadowColor: return .color(p.shadowColor)
        case .subclassProperty(let key): return layer.subclassValue(forKey: key)
        }
    }

    /// Writes a value at this key path into a property set (a presentation copy); a value of the
    /// wrong kind is ignored.
    func write(_ value: LayerValue, into p: inout LayerProperties, layer: Layer) {
        func withParts(_ change: (inout TransformInterpolation.Parts) -> Void) {
            var parts = TransformInterpolation.decompose(p.transform.affineTransform)
                ?? .init(tx: p.transform.m41, ty: p.transform.m42, sx: 1, sy: 1, angle: 0, shear: 0)
            change(&parts)
            p.transform = Transform3D(TransformInterpolation.compose(parts))
        }
        switch (self, value) {
        case let (.opacity, .scalar(v)): p.opacity = Float(v)
        case let (.position, .point(v)): p.position = v
        case let (.positionX, .scalar(v)): p.position.x = v
        case let (.positionY, .scalar(v)): p.position.y = v
        case let (.bounds, .rect(v)): p.bounds = v
        case let (.boundsOrigin, .point(v)): p.bounds.origin = v
        case let (.boundsSize, .size(v)): p.bounds.size = v
        case let (.boundsWidth, .scalar(v)): p.bounds.size.width = v
        case let (.boundsHeight, .scalar(v)): p.bounds.size.height = v
        case let (.anchorPoint, .point(v)): p.anchorPoint = v
        case let (.transform, .transform(v)): p.transform = v
        case let (.transformScale, .scalar(v)): withParts { $0.sx = v; $0.sy = v }
        case let (.transformScaleX, .scalar(v)): withParts { $0.sx = v }
        case let (.transformScaleY, .scalar(v)): withParts { $0.sy = v }
        case let (.transformRotation, .scalar(v)): withParts { $0.angle = v }
        case let (.transformTranslation, .size(v)): withParts { $0.tx = v.width; $0.ty = v.height }
        case let (.transformTranslationX, .scalar(v)): withParts { $0.tx = v }
        case let (.transformTranslationY, .scalar(v)): withParts { $0.ty = v }
        case let (.zPosition, .scalar(v)): p.zPosition = v
        case let (.cornerRadius, .scalar(v)): p.cornerRadius = v
        case let (.borderWidth, .scalar(v)): p.borderWidth = v
        case let (.borderColor, .color(v)): p.borderColor = v
        case let (.backgroundColor, .color(v)): p.backgroundColor = v
        case let (.shadowOpacity, .scalar(v)): p.shadowOpacity = Float(v)
        case let (.shadowRadius, .scalar(v)): p.shadowRadius = v
        case let (.shadowOffset, .size(v)): p.shadowOffset = v
        case let (.shadowColor, .color(v)): p.shadowColor = v
        case let (.subclassProperty(key), v): p.subclassValues[key] = v
        default: break
        }
    }
}

/// Every animatable property of a layer, as one value: what animations read and write while a
/// presentation copy is computed. Never stored: a layer keeps its values in sparse groups (see
/// `LayerStorage.swift`), and a view's layer keeps bounds, position, opacity, hidden, background
/// colour and masking in the view (see `Layer`).
struct LayerProperties {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var opacity: Float = 1
    var isHidden = false
    var masksToBounds = false
    var backgroundColor: CGColor?
    var anchorPoint = Layer.defaultAnchorPoint
    var transform = Transform3D.identity
    var zPosition: CGFloat = 0
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = Layer.defaultBorderColor
    var shadowColor: CGColor? = Layer.defaultShadowColor
    var shadowOpacity: Float = 0
    var shadowOffset = Layer.defaultShadowOffset
    var shadowRadius: CGFloat = Layer.defaultShadowRadius
    var shadowPath: CGPath?
    /// Presentation values of subclass properties (`strokeEnd`, …), by key.
    var subclassValues: [String: LayerValue] = [:]
}
