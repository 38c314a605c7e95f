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

    private var elementFactories: [String: ElementFactory] = [:]
    private var classFactories: [String: ClassFactory] = [:]
    private var viewControllerFactories: [String: ViewControllerFactory] = [:]

    /// An empty registry: every view element becomes a plain `View`.
    public init() {}

    /// Registers (or replaces) the factory for an element name.
    public mutating func registerElement(_ name: String, factory: @escaping ElementFactory) {
        elementFactories[name] = factory
    }

    /// Registers (or replaces) a Swift class for a `customClass` name.
    public mutating func registerClass(_ name: String, factory: @escaping ClassFactory) {
        classFactories[name] = factory
    }

    /// Registers (or replaces) a Swift view controller class for a scene's `customClass` name
    /// (`customClass="ListViewController"`). A `navigationController` scene needs a `NavigationController`
    /// subclass: another class is not used and is listed in the load report.
    public mutating func registerViewController(_ name: String, factory: @escaping ViewControllerFactory) {
        viewControllerFactories[name] = factory
    }

    /// The factory for a view controller's custom class name.
    public func factory(forViewController name: String) -> ViewControllerFactory? { viewControllerFactories[name] }

    /// The factory for an element name.
    public func factory(forElement name: String) -> ElementFactory? { elementFactories[name] }

    /// The factory for a custom class name.
    public func factory(forClass name: String) -> ClassFactory? { classFactories[name] }

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
            let view = TableView(frame: frame)
            if let height = element.number("rowHeight"), height >= 0 { view.rowHeight = height }
            return view
        }
        r.registerElement("tableViewCell") { element, frame in
            let cell = TableViewCell(style: .default, reuseIdentifier: element["reuseIdentifier"])
            cell.frame = frame
            return cell
        }
        r.registerElement("label") { element, frame in
            let label = Label(frame: frame)
            label.text = element["text"]
            if let lines = element["numberOfLines"].flatMap(Int.init), lines >= 0 { label.numberOfLines = lines }
            return label
        }
        r.registerContainersAndButtons()
        r.registerControls()
        return r
    }()
}
