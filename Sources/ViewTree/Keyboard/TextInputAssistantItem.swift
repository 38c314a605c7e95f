import Foundation

/// `UIBarButtonItemGroup` (iOS 9): bar button items shown together on an iPad's shortcuts bar
/// (`TextInputAssistantItem`), with an optional representative item shown instead when there is no room. ViewTree's
/// shortcuts bar always has room, so `isDisplayingRepresentativeItem` stays `false`.
open class BarButtonItemGroup {
    /// `barButtonItems`: the items, in order.
    open var barButtonItems: [BarButtonItem]
    /// `representativeItem`: the item shown instead of the others when there is no room; `nil` for none.
    open var representativeItem: BarButtonItem?
    /// `isHidden` (iOS 16): a hidden group is not shown. Default `false`.
    open var isHidden = false
    /// `isDisplayingRepresentativeItem`: whether the representative item is shown now; `false` (ViewTree's bars
    /// always have room).
    open var isDisplayingRepresentativeItem: Bool { false }

    /// `init(barButtonItems:representativeItem:)`. Apple's rules for the arguments ("You must not specify an empty
    /// array"; a representative item also among the items is "a programmer error") are checked: a breach is
    /// reported as a `.invalidValue` diagnostic in the current world and the group made anyway (without the
    /// representative item that was also an item).
    public init(barButtonItems: [BarButtonItem], representativeItem: BarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        if barButtonItems.isEmpty {
            Simulation.current?.report(Diagnostic(code: .invalidValue, subject: "UIBarButtonItemGroup",
                message: "made with no bar button items (UIKit: \"You must not specify an empty array\")"))
        }
        if let representativeItem, barButtonItems.contains(where: { $0 === representativeItem }) {
            self.representativeItem = nil
            Simulation.current?.report(Diagnostic(code: .invalidValue, subject: "UIBarButtonItemGroup",
                message: "its representative item is also one of its items (UIKit: \"a programmer error\"); the group has no representative item"))
        }
    }

    /// `fixedGroup(representativeItem:items:)` (iOS 16): a group a person cannot move or remove from a
    /// customizable bar.
    open class func fixedGroup(representativeItem: BarButtonItem? = nil, items: [BarButtonItem]) -> BarButtonItemGroup {
        BarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
    }
}

extension BarButtonItem {
    /// `creatingFixedGroup()` (iOS 16): a fixed group holding only this item.
    public func creatingFixedGroup() -> BarButtonItemGroup { .fixedGroup(items: [self]) }
}

/// `UITextInputAssistantItem` (iOS 9): the bar button groups an iPad shows in the shortcuts bar above the keyboard
/// while a responder edits, before (`leadingBarButtonGroups`) and after (`trailingBarButtonGroups`) the typing
/// suggestions. Text fields and text views each keep one (`inputAssistantItem`); setting both groups to `[]` is how
/// UIKit code hides the bar. The system's own groups (undo, redo, paste) are not modelled: the groups are empty
/// until set (**ours**), and ViewTree's keyboard shows no shortcuts bar, so the groups are kept for code and tests
/// to read.
open class TextInputAssistantItem {
    /// `allowsHidingShortcuts`: whether the bar may hide the items when there is no room. Default `true`.
    open var allowsHidingShortcuts = true
    /// `leadingBarButtonGroups`: the groups before the suggestions.
    open var leadingBarButtonGroups: [BarButtonItemGroup] = []
    /// `trailingBarButtonGroups`: the groups after the suggestions.
    open var trailingBarButtonGroups: [BarButtonItemGroup] = []

    /// An item with no groups.
    public init() {}

    /// The item `storage` keeps, made there when first asked for (a text field's or text view's own).
    static func kept(in storage: inout TextInputAssistantItem?) -> TextInputAssistantItem {
        if let storage { return storage }
        let made = TextInputAssistantItem()
        storage = made
        return made
    }
}
