import Foundation

// NSObject's key-value coding on responders (views and view controllers), by the Objective-C property names UIKit
// code passes: the public properties apps set by name, and the private keys they are known to reach for, which UIKit
// honours (`UIAlertController`'s `attributedTitle`, `attributedMessage` and `contentViewController`, `UISearchBar`'s
// `searchField` and `cancelButtonText`). A key path goes through each key in turn, into the layer's own key-value
// coding for `layer.…`. A key that is not known, or a value of the wrong kind, is reported and changes nothing.

/// One property reachable by key: how to read it, and how to write it (returning `false` for a value of the wrong
/// kind).
struct KeyValueProperty {
    let get: () -> Any?
    let set: ((Any?) -> Bool)?
}

extension Responder {
    /// `setValue(_:forKeyPath:)`: `setValue(_:forKey:)` on the object the path's leading keys lead to (a layer
    /// takes the rest of the path itself: `setValue(8, forKeyPath: "layer.cornerRadius")`).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        switch self.value(forKey: head) {
        case let layer as Layer: layer.setValue(value, forKeyPath: rest)
        case let responder as Responder: responder.setValue(value, forKeyPath: rest)
        case let other: reportUndefinedKey(keyPath, setting: true, detail: other == nil ? "'\(head)' is nil" : "'\(head)' is not key-value coding-compliant here")
        }
    }

    /// `value(forKeyPath:)`: `value(forKey:)` along the path's keys.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        switch value(forKey: head) {
        case let layer as Layer: return layer.value(forKeyPath: rest)
        case let responder as Responder: return responder.value(forKeyPath: rest)
        default: return nil
        }
    }

    /// `setValuesForKeys(_:)`: `setValue(_:forKey:)` for each entry, in key order.
    public func setValuesForKeys(_ keyedValues: [String: Any]) {
        for key in keyedValues.keys.sorted() { setValue(keyedValues[key], forKey: key) }
    }

    /// `dictionaryWithValues(forKeys:)`: `value(forKey:)` for each key (`NSNull()` for `nil`).
    public func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
        var result: [String: Any] = [:]
        for key in keys { result[key] = value(forKey: key) ?? NSNull() }
        return result
    }

    func setKnownValue(_ value: Any?, forKey key: String) {
        guard let property = keyValueProperty(key) else { return setValue(value, forUndefinedKey: key) }
        guard let set = property.set else {
            return reportKeyValueProblem("setValue(_:forKey: \"\(key)\"): the property is read-only; nothing changed")
        }
        if !set(value) {
            reportKeyValueProblem("setValue(\(value.map { "\($0)" } ?? "nil"), forKey: \"\(key)\"): not a value of that property's kind; nothing changed")
        }
    }

    func knownValue(forKey key: String) -> Any? {
        guard let property = keyValueProperty(key) else { return value(forUndefinedKey: key) }
        return property.get()
    }

    func reportUndefinedKey(_ key: String, setting: Bool, detail: String? = nil) {
        let call = setting ? "setValue(_:forKey:)" : "value(forKey:)"
        reportKeyValueProblem("\(call): this class is not key value coding-compliant for the key \(key)\(detail.map { " (\($0))" } ?? "") (UIKit raises NSUnknownKeyException); nothing changed")
    }

    private func reportKeyValueProblem(_ message: String) {
        if let view = self as? View { return view.reject(.invalidValue, message) }
        if let controller = self as? ViewController { return controller.report(.invalidValue, message) }
    }

    /// The property `key` names on this responder, by its class, most specific class first.
    private func keyValueProperty(_ key: String) -> KeyValueProperty? {
        if let alert = self as? AlertController, let p = alert.alertKeyValueProperty(key) { return p }
        if let controller = self as? ViewController { return controller.controllerKeyValueProperty(key) }
        guard let view = self as? View else { return nil }
        if let bar = view as? SearchBar, let p = bar.searchBarKeyValueProperty(key) { return p }
        if let label = view as? Label, let p = label.labelKeyValueProperty(key) { return p }
        if let field = view as? TextField, let p = field.textFieldKeyValueProperty(key) { return p }
        if let button = view as? Button, let p = button.buttonKeyValueProperty(key) { return p }
        return view.viewKeyValueProperty(key)
    }
}

// MARK: Converting values as key-value coding does (NSNumber for numbers and Booleans)

func kvcFloat(_ value: Any?) -> CGFloat? { boxedDouble(value).flatMap { $0.isFinite ? CGFloat($0) : nil } }
func kvcInt(_ value: Any?) -> Int? { boxedDouble(value).flatMap { $0.isFinite && abs($0) < 1e15 ? Int($0) : nil } }
func kvcBool(_ value: Any?) -> Bool? {
    if let b = value as? Bool { return b }
    return boxedDouble(value).map { $0 != 0 }
}

/// A property of type `T` (a `nil` value accepted when `T` is optional).
func kvcProperty<T>(_ get: @escaping () -> T, _ set: @escaping (T) -> Void) -> KeyValueProperty {
    KeyValueProperty(get: { get() }, set: { value in
        guard let typed = value as? T else { return false }
        set(typed)
        return true
    })
}

/// A numeric property set from any number.
func kvcNumber(_ get: @escaping () -> CGFloat, _ set: @escaping (CGFloat) -> Void) -> KeyValueProperty {
    KeyValueProperty(get: { get() }, set: { value in
        guard let number = kvcFloat(value) else { return false }
        set(number)
        return true
    })
}

/// A Boolean property set from a `Bool` or a number.
func kvcFlag(_ get: @escaping () -> Bool, _ set: @escaping (Bool) -> Void) -> KeyValueProperty {
    KeyValueProperty(get: { get() }, set: { value in
        guard let flag = kvcBool(value) else { return false }
        set(flag)
        return true
    })
}

/// A read-only property.
func kvcReadOnly(_ get: @escaping () -> Any?) -> KeyValueProperty { KeyValueProperty(get: get, set: nil) }

extension View {
    func viewKeyValueProperty(_ key: String) -> KeyValueProperty? {
        switch key {
        case "backgroundColor": kvcProperty({ self.backgroundColor }, { self.backgroundColor = $0 })
        case "tintColor": kvcProperty({ self.tintColor }, { self.tintColor = $0 })
        case "alpha": kvcNumber({ self.alpha }, { self.alpha = $0 })
        case "hidden", "isHidden": kvcFlag({ self.isHidden }, { self.isHidden = $0 })
        case "opaque", "isOpaque": kvcFlag({ self.isOpaque }, { self.isOpaque = $0 })
        case "clipsToBounds": kvcFlag({ self.clipsToBounds }, { self.clipsToBounds = $0 })
        case "userInteractionEnabled", "isUserInteractionEnabled": kvcFlag({ self.isUserInteractionEnabled }, { self.isUserInteractionEnabled = $0 })
        case "multipleTouchEnabled": kvcFlag({ self.isMultipleTouchEnabled }, { self.isMultipleTouchEnabled = $0 })
        case "exclusiveTouch": kvcFlag({ self.isExclusiveTouch }, { self.isExclusiveTouch = $0 })
        case "tag": KeyValueProperty(get: { self.tag }, set: { value in
            guard let tag = kvcInt(value) else { return false }
            self.tag = tag
            return true
        })
        case "frame": kvcProperty({ self.frame }, { self.frame = $0 })
        case "bounds": kvcProperty({ self.bounds }, { self.bounds = $0 })
        case "center": kvcProperty({ self.center }, { self.center = $0 })
        case "accessibilityIdentifier": kvcProperty({ self.accessibilityIdentifier }, { self.accessibilityIdentifier = $0 })
        case "accessibilityLabel": kvcProperty({ self.accessibilityLabel }, { self.accessibilityLabel = $0 })
        case "layer": kvcReadOnly { self.layer }
        case "superview": kvcReadOnly { self.superview }
        case "window": kvcReadOnly { self.window }
        default: nil
        }
    }
}

extension Label {
    func labelKeyValueProperty(_ key: String) -> KeyValueProperty? {
        switch key {
        case "text": kvcProperty({ self.text }, { self.text = $0 })
        case "textColor": kvcProperty({ self.textColor }, { self.textColor = $0 })
        case "font": kvcProperty({ self.font }, { self.font = $0 })
        case "attributedText": kvcProperty({ self.attributedText }, { self.attributedText = $0 })
        case "numberOfLines": KeyValueProperty(get: { self.numberOfLines }, set: { value in
            guard let lines = kvcInt(value) else { return false }
            self.numberOfLines = lines
            return true
        })
        default: nil
        }
    }
}

extension TextField {
    func textFieldKeyValueProperty(_ key: String) -> KeyValueProperty? {
        switch key {
        case "text": kvcProperty({ self.text }, { self.text = $0 })
        case "placeholder": kvcProperty({ self.placeholder }, { self.placeholder = $0 })
        case "attributedPlaceholder": kvcProperty({ self.attributedPlaceholder }, { self.attributedPlaceholder = $0 })
        case "textColor": kvcProperty({ self.textColor }, { self.textColor = $0 })
        case "font": kvcProperty({ self.font }, { self.font = $0 })
        default: nil
        }
    }
}

extension Button {
    func buttonKeyValueProperty(_ key: String) -> KeyValueProperty? {
        switch key {
        case "titleLabel": kvcReadOnly { self.titleLabel }
        case "imageView": kvcReadOnly { self.imageView }
        default: nil
        }
    }
}

extension SearchBar {
    func searchBarKeyValueProperty(_ key: String) -> KeyValueProperty? {
        switch key {
        // The private keys iOS 12 code reads the field and sets the Cancel title with, still honoured.
        case "searchField": kvcReadOnly { self.searchTextField }
        case "cancelButton": kvcReadOnly { self.cancelButton }
        case "cancelButtonText": kvcProperty({ self.cancelButtonText }, { self.cancelButtonText = $0 })
        case "text": kvcProperty({ self.text }, { self.text = $0 })
        case "placeholder": kvcProperty({ self.placeholder }, { self.placeholder = $0 })
        default: nil
        }
    }
}

extension ViewController {
    func controllerKeyValueProperty(_ key: String) -> KeyValueProperty? {
        switch key {
        case "title": kvcProperty({ self.title }, { self.title = $0 })
        case "view": kvcReadOnly { self.view }
        case "navigationItem": kvcReadOnly { self.navigationItem }
        case "preferredContentSize": kvcProperty({ self.preferredContentSize }, { self.preferredContentSize = $0 })
        default: nil
        }
    }
}

extension AlertController {
    func alertKeyValueProperty(_ key: String) -> KeyValueProperty? {
        switch key {
        case "message": kvcProperty({ self.message }, { self.message = $0 })
        // Private keys apps set to style an alert (UIKit honours them; they are kept and read back).
        case "attributedTitle": kvcProperty({ self.attributedTitle }, { self.attributedTitle = $0 })
        case "attributedMessage": kvcProperty({ self.attributedMessage }, { self.attributedMessage = $0 })
        case "contentViewController": kvcProperty({ self.contentViewController }, { self.contentViewController = $0 })
        default: nil
        }
    }
}
