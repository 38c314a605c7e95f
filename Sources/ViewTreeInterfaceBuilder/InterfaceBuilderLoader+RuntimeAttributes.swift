import Foundation
import ViewTree

// User-defined runtime attributes (the Identity inspector's key paths, such as `layer.cornerRadius`): UIKit
// applies each with `setValue(_:forKeyPath:)` once the objects are unarchived and their outlets connected, before
// `awakeFromNib` (nib loading makes them `UIRuntimeAttributeConnection`s). Xcode's canvas does not apply them.

extension InterfaceBuilderLoader {
    /// The value of one `<userDefinedRuntimeAttribute>` as key-value coding receives it (numbers and Booleans as
    /// `NSNumber`, colours as colours), or `nil` for a type ViewTree does not read (reported).
    static func runtimeAttributeValue(_ attribute: InterfaceBuilderElement, resources: [InterfaceBuilderElement]) -> (value: Any?, known: Bool) {
        switch attribute["type"] {
        case "boolean": return (NSNumber(value: attribute["value"] == "YES"), true)
        case "number":
            let number = attribute.child("real", key: "value") ?? attribute.child("integer", key: "value")
            guard let value = number?.number("value") else { return (nil, false) }
            return (NSNumber(value: Double(value)), true)
        case "string", "localizedString": return (attribute["value"] ?? "", true)
        case "color":
            guard let color = attribute.child("color", key: "value") else { return (nil, false) }
            return (InterfaceBuilderValues.color(color, resources: resources), true)
        case "size":
            guard let size = attribute.child("size", key: "value"), let w = size.number("width"), let h = size.number("height") else { return (nil, false) }
            return (CGSize(width: w, height: h), true)
        case "point":
            guard let point = attribute.child("point", key: "value"), let x = point.number("x"), let y = point.number("y") else { return (nil, false) }
            return (CGPoint(x: x, y: y), true)
        case "rect":
            guard let rect = InterfaceBuilderValues.rect(attribute.child("rect", key: "value")) else { return (nil, false) }
            return (rect, true)
        case "nil": return (nil, true)
        default: return (nil, false)
        }
    }

    /// Applies every loaded view's runtime attributes, in file order; a type ViewTree does not read is listed in the
    /// load report (`unmodelledContent`), and a key path the view does not have is reported by the view, as
    /// UIKit's `NSUnknownKeyException` would be.
    func applyRuntimeAttributes(to loaded: [(view: View, element: InterfaceBuilderElement, fileFrame: CGRect)],
                                report: inout InterfaceBuilderLoadReport) {
        for (view, element, _) in loaded {
            for attribute in element.children(of: "userDefinedRuntimeAttributes") where attribute.name == "userDefinedRuntimeAttribute" {
                guard let keyPath = attribute["keyPath"], !keyPath.isEmpty else { continue }
                let (value, known) = Self.runtimeAttributeValue(attribute, resources: resources)
                guard known else {
                    report.add(.unmodelledContent, attribute, "user-defined runtime attribute '\(keyPath)' of type \(attribute["type"] ?? "?") not applied (not modelled)")
                    continue
                }
                view.setValue(value, forKeyPath: keyPath)
            }
        }
    }
}
