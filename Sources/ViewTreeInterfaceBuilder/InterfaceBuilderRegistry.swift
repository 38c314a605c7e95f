import Foundation
import ViewTree

/// How `Nib` and `Storyboard` make objects: a factory per XML element name (`label` → `Label`) and a
/// Swift class per `customClass` name (there is no Objective-C runtime to look classes up by name).
///
/// Start from `.standard` and add to it; a registry is a value, so each test has its own:
///
/// ```swift
/// var registry = InterfaceBuilderRegistry.standard
/// registry.registerClass("GradientView") { frame in GradientView(frame: frame) }
/// ```
public struct InterfaceBuilderRegistry: Sendable {
    /// Makes the view for an element, at its frame in the file. The factory configures what its class
    /// reads from the element (a label's `text`); the loader sets the common `UIView` properties after.
    public typealias ElementFactory = @Sendable (InterfaceBuilderElement, CGRect) -> View
    /// Makes an instance of a custom class at a frame.
    public typealias ClassFactory = @Sendable (CGRect) -> View

    /// Makes a view controller of a custom class (a storyboard scene's `customClass`).
    public typealias ViewControllerFactory = @Sendable () -> ViewController

    /// Makes an instance of a class registered by type, through `init?(coder:)`; `nil` when that
    /// initializer fails.
    public typealias DecodingFactory = @Sendable (InterfaceBuilderElement, CGRect) -> View?
    /// Makes a view controller of a class registered by type, through `init?(coder:)`.
    public typealias ViewControllerDecodingFactory = @Sendable (InterfaceBuilderElement) -> ViewController?
    /// Makes a collection view layout of a custom class (the `customClass` of a `<collectionViewLayout>` or
    /// `<collectionViewFlowLayout>`) from its element; `nil` when `init?(coder:)` fails.
    public typealias CollectionViewLayoutFactory = @Sendable (InterfaceBuilderElement) -> CollectionViewLayout?
    /// A `DecodingFactory` that also hands the coder the collection view's archived layout.
    typealias ArchivingFactory = @Sendable (InterfaceBuilderElement, CGRect, CollectionViewLayout?) -> View?

    private var elementFactories: [String: ElementFactory] = [:]
    private var classFactories: [String: ClassFactory] = [:]
    private var decodingFactories: [String: ArchivingFactory] = [:]
    private var layoutFactories: [String: CollectionViewLayoutFactory] = [:]
    private var viewControllerFactories: [String: ViewControllerFactory] = [:]
    private var viewControllerDecodingFactories: [String: ViewControllerDecodingFactory] = [:]

    /// An empty registry: every view element becomes a plain `View`.
    public init() {}

    /// Registers (or replaces) the factory for an element name.
    public mutating func registerElement(_ name: String, factory: @escaping ElementFactory) {
        elementFactories[name] = factory
    }

    /// Registers (or replaces) a Swift class for a `customClass` name, made by `factory` at the element's
    /// frame.
    public mutating func registerClass(_ name: String, factory: @escaping ClassFactory) {
        classFactories[name] = factory
        decodingFactories[name] = nil
    }

    /// Registers (or replaces) a Swift class for a `customClass` name, made as UIKit's nib loading makes it:
    /// `init?(coder:)` with an `InterfaceBuilderCoder` over the element (so the view starts at the element's
    /// frame, and setup written only in `init(frame:)` does not run, as in UIKit). A class whose
    /// `init?(coder:)` returns `nil` is listed in the load report and loads as the element's own class;
    /// one that traps in it (`fatalError`, Xcode's stub) traps here too, as it would in UIKit.
    ///
    /// ```swift
    /// var registry = InterfaceBuilderRegistry.standard
    /// registry.registerClass("GradientView", GradientView.self)
    /// ```
    public mutating func registerClass(_ name: String, _ type: View.Type) {
        decodingFactories[name] = { element, frame, layout in
            type.init(coder: InterfaceBuilderCoder(element: element, frame: frame, collectionViewLayout: layout))
        }
        classFactories[name] = nil
    }

    /// Registers (or replaces) a Swift view controller class for a scene's `customClass` name
    /// (`customClass="ListViewController"`). A `navigationController` scene needs a `NavigationController`
    /// subclass: another class is not used and is listed in the load report.
    public mutating func registerViewController(_ name: String, factory: @escaping ViewControllerFactory) {
        viewControllerFactories[name] = factory
        viewControllerDecodingFactories[name] = nil
    }

    /// Registers (or replaces) a Swift view controller class for a scene's `customClass` name, made as
    /// UIKit's storyboards make it: `init?(coder:)` with an `InterfaceBuilderCoder` over the scene's
    /// controller element. A class whose `init?(coder:)` returns `nil` is listed in the load report and the
    /// scene loads as the element's own class.
    public mutating func registerViewController(_ name: String, _ type: ViewController.Type) {
        viewControllerDecodingFactories[name] = { element in type.init(coder: InterfaceBuilderCoder(element: element, frame: .zero)) }
        viewControllerFactories[name] = nil
    }

    /// The `init?(coder:)` factory of a view controller class registered by type.
    public func decodingFactory(forViewController name: String) -> ViewControllerDecodingFactory? {
        viewControllerDecodingFactories[name]
    }

    /// The `init?(coder:)` factory of a view class registered by type.
    public func decodingFactory(forClass name: String) -> DecodingFactory? {
        guard let factory = decodingFactories[name] else { return nil }
        return { element, frame in factory(element, frame, nil) }
    }

    /// The `init?(coder:)` factory of a view class registered by type, handing the coder a collection view's layout.
    func archivingFactory(forClass name: String) -> ArchivingFactory? { decodingFactories[name] }

    /// Registers (or replaces) a Swift class for the `customClass` of a collection view's layout element, made as
    /// UIKit's nib loading makes it: `init?(coder:)` with an `InterfaceBuilderCoder` over the element. A flow layout
    /// subclass then gets the file's sizes and spacing; every such layout gets `awakeFromNib()` with the views.
    ///
    /// ```swift
    /// var registry = InterfaceBuilderRegistry.standard
    /// registry.registerCollectionViewLayout("MosaicLayout", MosaicLayout.self)
    /// ```
    public mutating func registerCollectionViewLayout(_ name: String, _ type: CollectionViewLayout.Type) {
        layoutFactories[name] = { element in type.init(coder: InterfaceBuilderCoder(element: element, frame: .zero)) }
    }

    /// Registers (or replaces) a factory for the `customClass` of a collection view's layout element.
    public mutating func registerCollectionViewLayout(_ name: String, factory: @escaping @Sendable () -> CollectionViewLayout) {
        layoutFactories[name] = { _ in factory() }
    }

    /// The factory for a custom collection view layout class name.
    public func factory(forCollectionViewLayout name: String) -> CollectionViewLayoutFactory? { layoutFactories[name] }

    /// The factory for a view controller's custom class name.
    public func factory(forViewController name: String) -> ViewControllerFactory? { viewControllerFactories[name] }

    /// The factory for an element name.
    public func factory(forElement name: String) -> ElementFactory? { elementFactories[name] }

    /// The factory for a custom class name.
    public func factory(forClass name: String) -> ClassFactory? { classFactories[name] }

    /// Xcode's `textAlignment` attribute values (a label with none keeps the profile's default).
    static let textAlignments: [String: TextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]

    /// The element names with a factory, sorted.
    public var registeredElements: [String] { elementFactories.keys.sorted() }

    /// The library's classes: `view`, `imageView`, `scrollView`, `textView`, `tableView`,
    /// `tableViewCell`, `label`, `button`, `stackView`, `collectionView` (with its
    /// `collectionViewFlowLayout`) and `collectionViewCell`. Classes not wired yet (switches, sliders,
    /// segmented controls, text fields, …) plug in with one `registerElement` call each; until then their
    /// elements load as plain views and are listed in the load report.
    public static let standard: InterfaceBuilderRegistry = {
        var r = InterfaceBuilderRegistry()
        r.registerElement("view") { _, frame in View(frame: frame) }
        r.registerElement("imageView") { _, frame in
            ImageView(frame: frame)  // the loader sets `image` with its size from the document's resources
        }
        r.registerElement("scrollView") { _, frame in ScrollView(frame: frame) }
        r.registerElement("textView") { element, frame in
            let view = TextView(frame: frame)
            if let text = element["text"] { view.text = text }
            if let editable = element.bool("editable") { view.isEditable = editable }
            if let scrolls = element.bool("scrollEnabled") { view.isScrollEnabled = scrolls }
            return view
        }
        r.registerElement("tableView") { element, frame in
            // `style="grouped"` and iOS 13's `insetGrouped`; plain otherwise.
            let style: TableView.Style = element["style"] == "grouped" ? .grouped
                : element["style"] == "insetGrouped" ? .insetGrouped : .plain
            let view = TableView(frame: frame, style: style)
            if let height = element.number("rowHeight"), height >= 0 { view.rowHeight = height }
            if let height = element.number("estimatedRowHeight"), height.isFinite { view.estimatedRowHeight = height }
            if let height = element.number("sectionHeaderHeight"), height >= 0 { view.sectionHeaderHeight = height }
            if let height = element.number("sectionFooterHeight"), height >= 0 { view.sectionFooterHeight = height }
            if element["separatorStyle"] == "none" { view.separatorStyle = .none }
            if let allows = element.bool("allowsSelection") { view.allowsSelection = allows }
            if let allows = element.bool("allowsMultipleSelection") { view.allowsMultipleSelection = allows }
            if let allows = element.bool("allowsSelectionDuringEditing") { view.allowsSelectionDuringEditing = allows }
            return view
        }
        r.registerElement("tableViewCell") { element, frame in
            // The style, by its name in the file, through the cell's own decoding.
            let cell = TableViewCell(coder: InterfaceBuilderCoder(element: element, frame: frame))
                ?? TableViewCell(style: .default, reuseIdentifier: element["reuseIdentifier"])
            cell.frame = frame
            return cell
        }
        r.registerElement("label") { element, frame in
            let label = Label(frame: frame)
            label.text = element["text"]
            if let lines = element["numberOfLines"].flatMap(Int.init), lines >= 0 { label.numberOfLines = lines }
            if let alignment = element["textAlignment"].flatMap({ InterfaceBuilderRegistry.textAlignments[$0] }) { label.textAlignment = alignment }
            return label
        }
        r.registerContainersAndButtons()
        r.registerControls()
        return r
    }()
}
