import Foundation
import ViewTree

// Table and collection view cells at run time: a storyboard's prototype cells are templates, each dequeue makes a new cell from the
// prototype's element (its class, subviews, constraints and outlets, as UIKit unarchives a prototype); a styled
// cell (`style="IBUITableViewCellStyleSubtitle"`, …) has its own `textLabel`, `detailTextLabel` and `imageView`,
// which the file's elements for them (`textLabel="id"` on the cell) configure.
extension InterfaceBuilderLoader {
    /// Registers, for a table's prototype cell, a factory that makes a new cell from its element for each dequeue.
    func registerPrototype(_ element: InterfaceBuilderElement, reuseIdentifier: String, in table: TableView) {
        let make = prototypeMaker(element)
        table.registerCellFactory({
            make() as? TableViewCell ?? TableViewCell(style: .default, reuseIdentifier: reuseIdentifier)
        }, forCellReuseIdentifier: reuseIdentifier)
    }

    /// Registers, for a collection view's prototype cell, a factory that makes a new cell from its element for each
    /// dequeue (subviews and outlets included), and keeps the template in the load.
    func registerPrototype(_ cell: View, element: InterfaceBuilderElement, reuseIdentifier: String?, in collection: CollectionView) {
        guard let cell = cell as? CollectionViewCell, let reuseIdentifier else { return }
        result.collectionPrototypeCells[reuseIdentifier] = cell
        let make = prototypeMaker(element)
        collection.registerCellFactory({ make() as? CollectionViewCell ?? CollectionViewCell(frame: .zero) },
                                       forCellWithReuseIdentifier: reuseIdentifier)
    }

    /// Makes a new view from a prototype's element each time it is called, with a loader of its own.
    private func prototypeMaker(_ element: InterfaceBuilderElement) -> () -> View {
        let document = self.document, options = self.options
        return { InterfaceBuilderLoader(document: document, options: options).loadPrototype(element) }
    }

    /// A new cell from a prototype's element (a table's or a collection view's), its own outlets connected (a
    /// prototype's outlets can only name its own views: Xcode refuses outlets from repeating content to the
    /// controller).
    func loadPrototype(_ element: InterfaceBuilderElement) -> View {
        let frame = InterfaceBuilderValues.rect(element.child("rect", key: "frame")) ?? .zero
        let view = makeView(element, parent: nil, frameInRoot: .zero, root: CGRect(origin: .zero, size: frame.size),
                            context: RootContext(insets: .zero, isViewControllerRoot: false), isRoot: true)
        result.topLevelViews.append(view)
        finishCell()
        return view
    }

    /// A cell's attributes, whatever made it (the element's factory, or a custom class's `init(coder:)`), by
    /// Interface Builder's names of UITableViewCell's enums (`accessoryType="disclosureIndicator"`).
    static func applyCellAttributes(_ element: InterfaceBuilderElement, to cell: TableViewCell) {
        let accessories: [String: TableViewCell.AccessoryType] = [
            "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
            "checkmark": .checkmark, "detailButton": .detailButton]
        if let type = element["accessoryType"].flatMap({ accessories[$0] }) { cell.accessoryType = type }
        if let type = element["editingAccessoryType"].flatMap({ accessories[$0] }) { cell.editingAccessoryType = type }
        let selections: [String: TableViewCell.SelectionStyle] = ["none": .none, "blue": .blue, "gray": .gray, "default": .default]
        if let style = element["selectionStyle"].flatMap({ selections[$0] }) { cell.selectionStyle = style }
        if let indents = element.bool("shouldIndentWhileEditing") { cell.shouldIndentWhileEditing = indents }
        if let shows = element.bool("showsReorderControl") { cell.showsReorderControl = shows }
    }

    /// Notes the built-in views a styled cell has, by the ids of the elements that stand for them.
    func noteBuiltInViews(of cell: TableViewCell, element: InterfaceBuilderElement) {
        if let id = element["textLabel"], let label = cell.textLabel { builtInCellViews[id] = label }
        if let id = element["detailTextLabel"], let label = cell.detailTextLabel { builtInCellViews[id] = label }
        if let id = element["imageView"], let image = cell.imageView { builtInCellViews[id] = image }
    }

    /// What the file's element for a built-in view gave it, copied onto the cell's own view.
    static func copyBuiltInContent(from made: View, to builtIn: View) {
        if let source = made as? Label, let target = builtIn as? Label {
            target.text = source.text
            target.font = source.font
            target.textColor = source.textColor
            target.textAlignment = source.textAlignment
            target.numberOfLines = source.numberOfLines
        } else if let source = made as? ImageView, let target = builtIn as? ImageView {
            target.image = source.image
        }
    }
}
