import Foundation

/// A number as Objective-C-style dictionaries hold it (options, attributes, traits): an `NSNumber`, `Int`,
/// `Double`, `CGFloat` or `Float`, as a `Double`; nil for anything else. For this package's modules only.
package func boxedDouble(_ value: Any?) -> Double? {
    switch value {
    case let v as NSNumber: v.doubleValue
    case let v as Int: Double(v)
    case let v as Double: v
    case let v as CGFloat: Double(v)
    case let v as Float: Double(v)
    default: nil
    }
}
