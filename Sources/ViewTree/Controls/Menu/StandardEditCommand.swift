import Foundation

/// The standard commands of the edit menus (`UIResponderStandardEditActions`): what both `UIMenuController` and
/// `UIEditMenuInteraction` offer when the first responder's chain accepts them, in the order the menu lists them,
/// with the title the menu shows and the method a tap on it sends.
enum StandardEditCommand: String, CaseIterable {
    case cut = "cut:"
    case copy = "copy:"
    case paste = "paste:"
    case select = "select:"
    case selectAll = "selectAll:"
    case delete = "delete:"

    /// The action's selector.
    var selector: Selector { Selector(rawValue) }

    /// The command's title in the menu, in English (the `UIMenuController` documentation names them "the Cut, Copy,
    /// Paste, Select, Select All, and Delete commands").
    var title: String {
        switch self {
        case .cut: "Cut"
        case .copy: "Copy"
        case .paste: "Paste"
        case .select: "Select"
        case .selectAll: "Select All"
        case .delete: "Delete"
        }
    }

    /// Sends the command's method to `target` (the `UIResponderStandardEditActions` method of the same name).
    func send(to target: Responder, sender: Any?) {
        switch self {
        case .cut: target.cut(sender)
        case .copy: target.copy(sender)
        case .paste: target.paste(sender)
        case .select: target.select(sender)
        case .selectAll: target.selectAll(sender)
        case .delete: target.delete(sender)
        }
    }
}
