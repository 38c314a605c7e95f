import Foundation
import ViewTree

// A collection view's layout from its file: `<collectionViewFlowLayout key="collectionViewLayout" …>` (sizes and
// spacing, optionally a `customClass` subclass) or `<collectionViewLayout key="collectionViewLayout"
// customClass="…">` (a custom layout). UIKit unarchives the layout with the collection view, so a custom class
// registered with `InterfaceBuilderRegistry.registerCollectionViewLayout` is what the collection view starts with,
// and it gets `awakeFromNib()` as every object the file makes. The design-time canvas runs no app code: it keeps
// a flow layout with the file's values.
extension InterfaceBuilderLoader {
    /// The layout `element` (a `<collectionView>`) was archived with, and whether it is of a custom class; `nil` when
    /// the element names none (the collection view's own flow layout stands).
    func archivedCollectionViewLayout(of element: InterfaceBuilderElement) -> (layout: CollectionViewLayout, isCustom: Bool)? {
        guard let layoutElement = element.children.first(where: { $0.key == "collectionViewLayout" }) else { return nil }
        var custom: CollectionViewLayout?
        if let name = layoutElement["customClass"], !options.designTime {
            if let make = options.registry.factory(forCollectionViewLayout: name) {
                custom = make(layoutElement)
                if custom == nil {
                    result.report.add(.unknownCustomClass, layoutElement, "init?(coder:) of custom layout class \(name) returned nil; loaded as UICollectionViewFlowLayout")
                }
            } else if !name.hasPrefix("UI") {
                result.report.add(.unknownCustomClass, layoutElement, "custom layout class \(name) is not registered; loaded as UICollectionViewFlowLayout")
            }
        }
        let layout = custom ?? CollectionViewFlowLayout()
        if let flow = layout as? CollectionViewFlowLayout, layoutElement.name == "collectionViewFlowLayout" {
            InterfaceBuilderValues.configure(flow, from: layoutElement)
        }
        return (layout, custom != nil)
    }
}
