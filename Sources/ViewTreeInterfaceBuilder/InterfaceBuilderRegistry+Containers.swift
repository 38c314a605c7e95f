import Foundation
import ViewTree

extension InterfaceBuilderRegistry {
    /// `button`, `stackView`, `collectionView`, `collectionViewCell`, `collectionReusableView`, `navigationBar` and
    /// `toolbar`, reading what their classes model.
    mutating func registerContainersAndButtons() {
        registerElement("button") { element, frame in
            let button = Button(type: InterfaceBuilderValues.buttonType(element["buttonType"]))
            button.frame = frame
            for state in element.children where state.name == "state" {
                guard let key = state.key, let controlState = InterfaceBuilderValues.controlStates[key] else { continue }
                if let title = state["title"] { button.setTitle(title, for: controlState) }
            }
            if let enabled = element.bool("enabled") { button.isEnabled = enabled }
            return button
        }
        registerElement("stackView") { element, frame in
            let stack = StackView(frame: frame)
            InterfaceBuilderValues.configure(stack, from: element)
            return stack
        }
        registerElement("collectionView") { element, frame in
            let layout = CollectionViewFlowLayout()
            if let layoutElement = element.child("collectionViewFlowLayout", key: "collectionViewLayout") {
                InterfaceBuilderValues.configure(layout, from: layoutElement)
            }
            return CollectionView(frame: frame, collectionViewLayout: layout)
        }
        registerElement("collectionViewCell") { _, frame in CollectionViewCell(frame: frame) }
        // A section header or footer xib (`<collectionReusableView>`), and a navigation bar dropped in a view
        // rather than owned by a navigation controller (both in the probe's real files).
        registerElement("collectionReusableView") { _, frame in CollectionReusableView(frame: frame) }
        registerElement("navigationBar") { element, frame in
            let bar = NavigationBar(frame: frame)
            // `<items><navigationItem title="About">` with its `leftBarButtonItem`/`rightBarButtonItem`.
            let items = (element.child("items")?.children ?? []).filter { $0.name == "navigationItem" }.map { itemElement in
                let item = NavigationItem(title: itemElement["title"])
                item.leftBarButtonItem = itemElement.child("barButtonItem", key: "leftBarButtonItem").map(InterfaceBuilderValues.barButtonItem)
                item.rightBarButtonItem = itemElement.child("barButtonItem", key: "rightBarButtonItem").map(InterfaceBuilderValues.barButtonItem)
                return item
            }
            if !items.isEmpty { bar.setItems(items, animated: false) }
            return bar
        }
        // A toolbar dropped in a view (`<toolbar>` with `<items>` of `<barButtonItem>`s).
        registerElement("toolbar") { element, frame in
            let toolbar = Toolbar(frame: frame)
            let items = (element.child("items")?.children ?? []).filter { $0.name == "barButtonItem" }
            if !items.isEmpty { toolbar.items = items.map(InterfaceBuilderValues.barButtonItem) }
            return toolbar
        }
    }
}
