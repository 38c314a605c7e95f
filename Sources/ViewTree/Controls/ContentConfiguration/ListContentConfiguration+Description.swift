import Foundation

extension ListContentConfiguration: CustomStringConvertible {
    /// As UIKit prints a list content configuration (the "replaced content view" warning of iOS 16 names the cell's):
    /// `<UIListContentConfiguration: 0x280dfc7e0; text = "31"; Base Style = Cell; directionalLayoutMargins = {11, 16,
    /// 11, 8}; axesPreservingSuperviewLayoutMargins = [Horizontal]; imageToTextPadding = 16;
    /// textToSecondaryTextVerticalPadding = 3>` (a list cell's `defaultContentConfiguration()`, 2022-10-08) and `…; Base
    /// Style = Grouped Header; directionalLayoutMargins = {17, 8, 6, 8}; …` (the first item of a grouped list, Apple's
    /// "Today" tutorial); Docs/Fidelity.md, "Device dumps, probe of 2026-12-07". The class is named as ViewTree names
    /// library classes (without `UI`) and the address is an id of this description, as for the objects a view's line
    /// names. `text` prints only when set, in double quotes (iOS 16's form; a later dump prints `'D...e' (length =
    /// 4)`); `secondaryText` likewise (**ours**: no dump sets one).
    public var description: String {
        var numbering = DescriptionNumbering()
        var out = "<ListContentConfiguration: 0x" + String(numbering.transientID(), radix: 16)
        if let text = shownText { out += "; text = \"\(text)\"" }
        if let secondary = shownSecondaryText { out += "; secondaryText = \"\(secondary)\"" }
        out += "; Base Style = \(baseStyleName)"
        let m = directionalLayoutMargins
        out += "; directionalLayoutMargins = {\(UIKitFormat.number(m.top)), \(UIKitFormat.number(m.leading)), "
            + "\(UIKitFormat.number(m.bottom)), \(UIKitFormat.number(m.trailing))}"
        out += "; axesPreservingSuperviewLayoutMargins = \(ListContentConfiguration.axesDescription(axesPreservingSuperviewLayoutMargins))"
        out += "; imageToTextPadding = \(UIKitFormat.number(imageToTextPadding))"
        out += "; textToSecondaryTextVerticalPadding = \(UIKitFormat.number(textToSecondaryTextVerticalPadding))>"
        return out
    }

    /// `[Horizontal]` as the dumps print `.horizontal`; `[Vertical]`, `[Horizontal, Vertical]` and `[]` are **ours**.
    static func axesDescription(_ axes: Axis) -> String {
        var names: [String] = []
        if axes.contains(.horizontal) { names.append("Horizontal") }
        if axes.contains(.vertical) { names.append("Vertical") }
        return "[" + names.joined(separator: ", ") + "]"
    }

    /// The same configuration under another preset's name (a preset made from another, `.sidebarCell()` from `.cell()`).
    func named(_ name: String) -> ListContentConfiguration {
        var copy = self
        copy.baseStyleName = name
        return copy
    }
}
