import Foundation

// Key-value coding of an alert action's private properties, which apps set to put an icon in an action sheet's row,
// align or colour its title (`action.setValue(image, forKey: "image")`, `setValue(UIColor.red, forKey:
// "titleTextColor")`, `setValue(CATextLayerAlignmentMode.left, forKey: "titleTextAlignment")` — a pattern of iOS 8–13
// apps, e.g. Yaraslav-IOS-Developer/CustomTableViewProject's `ViewController(extension).swift`). UIAlertAction's
// class-dumped runtime headers (UIKitCore, iOS 12–14) declare them: `long long _titleTextAlignment`,
// `UIColor *_titleTextColor`, `UIColor *_imageTintColor`, `BOOL _checked`, `UIImage *_image`. Key-value coding sets the
// integer from a string by its `longLongValue` (Foundation's `setValue:forKey:` unwraps a scalar with the
// `<type>Value` of the object given), so `CATextLayerAlignmentMode.left` — the string "left" — sets 0, `.left`; so
// would "right" and "center" (the parse stops at the first letter): apps that pass `.left` see a left title, which is
// why the idiom spread. A key UIAlertAction does not have raises `NSUnknownKeyException` in UIKit; here it is
// reported and nothing changes.
extension AlertAction {
    /// The title's alignment until `titleTextAlignment` is set: 1, `NSTextAlignment.center` (**ours**, inferred: action
    /// titles are centred on every release, so the initializer sets the integer the headers list).
    static let defaultTitleTextAlignment = TextAlignment.center.rawValue
    /// Where an action's image sits from its button's leading edge: 16 pt (**ours**: the standard margin; the
    /// private layout of `_UIAlertControllerActionView` is not documented).
    static let imageLeadingInset: CGFloat = 16

    /// `setValue(_:forKey:)` (NSObject's key-value coding): `image`, `titleTextAlignment`, `titleTextColor`,
    /// `imageTintColor`, `checked` and the public `title`-less `isEnabled` (`enabled`). Takes effect on the alert's
    /// buttons when it is next shown, as UIKit reads them when it builds its action views.
    public func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "image":
            guard value == nil || value is Image else { return rejectKeyValue(value, forKey: key, expected: "UIImage") }
            image = value as? Image
        case "titleTextAlignment":
            guard let number = AlertAction.integerValue(of: value) else {
                return rejectKeyValue(value, forKey: key, expected: "an NSTextAlignment or a string")
            }
            titleTextAlignment = number
        case "titleTextColor", "imageTintColor":
            guard value == nil || value is Color else { return rejectKeyValue(value, forKey: key, expected: "UIColor") }
            if key == "titleTextColor" { titleTextColor = value as? Color } else { imageTintColor = value as? Color }
        case "checked", "enabled":
            guard let flag = AlertAction.integerValue(of: value) else { return rejectKeyValue(value, forKey: key, expected: "a Bool") }
            if key == "checked" { checked = flag != 0 } else { isEnabled = flag != 0 }
        default:
            report("setValue(_:forKey:): this class is not key value coding-compliant for the key \(key) (UIKit raises NSUnknownKeyException); nothing changed")
        }
    }

    /// `value(forKey:)`: what `setValue(_:forKey:)` set, and `title`, `style` (its raw value) and `enabled`.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "title": return title
        case "style": return style.rawValue
        case "enabled": return isEnabled
        case "image": return image
        case "titleTextAlignment": return titleTextAlignment
        case "titleTextColor": return titleTextColor
        case "imageTintColor": return imageTintColor
        case "checked": return checked
        default:
            report("value(forKey:): this class is not key value coding-compliant for the key \(key) (UIKit raises NSUnknownKeyException)")
            return nil
        }
    }

    /// The integer key-value coding stores from `value`: a number's, a Bool's, or a string's leading integer
    /// (`longLongValue`: optional spaces and sign, then digits; 0 when there are none). `nil` for other values.
    static func integerValue(of value: Any?) -> Int? {
        switch value {
        case let flag as Bool: return flag ? 1 : 0
        case let number as Int: return number
        case let number as NSNumber: return number.intValue
        case let string as String:
            var rest = Substring(string).drop { $0 == " " }
            var sign = 1
            if let first = rest.first, first == "-" || first == "+" { sign = first == "-" ? -1 : 1; rest = rest.dropFirst() }
            return sign * (Int(rest.prefix { $0.isASCII && $0.isNumber }) ?? 0)
        case let rawString as any RawRepresentable<String>: return integerValue(of: rawString.rawValue)
        default: return nil
        }
    }

    private func rejectKeyValue(_ value: Any?, forKey key: String, expected: String) {
        report("setValue(_:forKey: \"\(key)\"): \(value.map { "\(type(of: $0))" } ?? "nil") is not \(expected); nothing changed")
    }

    /// An action has no world of its own: its problems go to the world of the test that made it.
    private func report(_ message: String) {
        Diagnostic(code: .invalidValue, subject: "AlertAction \"\(title ?? "")\"", message: message).report(in: Simulation.current)
    }
}
