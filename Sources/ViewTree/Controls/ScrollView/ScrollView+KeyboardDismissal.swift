import Foundation

// `keyboardDismissMode`: what a drag does to the keyboard.
extension ScrollView {
    /// A drag is beginning: with `.onDrag`, the window's first responder resigns, which takes the keyboard
    /// away (Apple's `UIScrollView.KeyboardDismissMode.onDrag`: "The keyboard is dismissed when a drag begins";
    /// UIKitWeb's iOS 26 notes: resigned as a drag begins). A responder whose delegate refuses to end editing
    /// stays. `.interactive` (the keyboard follows the finger down) is not modelled: nothing happens.
    func dismissKeyboardAsDragBegins() {
        guard keyboardDismissMode == .onDrag, let responder = window?.firstResponder else { return }
        _ = responder.resignFirstResponder()
    }
}
