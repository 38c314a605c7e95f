import Foundation

// The accessibility texts every `NSObject` has in UIKit (the `UIAccessibility` informal protocol), and so every
// `CALayer`: code tags layers with them (`gradient.accessibilityHint = "gradientLayer"`) to find them again.
// Kept: VoiceOver reads a layer only through an accessibility element an app makes for it, and ViewTree's
// accessibility tree is made of views, so nothing reads these but the app.
extension Layer {
    /// `accessibilityLabel` (NSObject's, `UIAccessibility`). Kept (see above). Default `nil`.
    public var accessibilityLabel: String? {
        get { tree.read { $0.accessibilityLabel } }
        set { tree.update { $0.accessibilityLabel = newValue } }
    }

    /// `accessibilityHint` (NSObject's, `UIAccessibility`). Kept (see above). Default `nil`.
    public var accessibilityHint: String? {
        get { tree.read { $0.accessibilityHint } }
        set { tree.update { $0.accessibilityHint = newValue } }
    }

    /// `accessibilityValue` (NSObject's, `UIAccessibility`). Kept (see above). Default `nil`.
    public var accessibilityValue: String? {
        get { tree.read { $0.accessibilityValue } }
        set { tree.update { $0.accessibilityValue = newValue } }
    }
}
