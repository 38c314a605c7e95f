import Foundation
import ViewTree

extension Storyboard {
    /// Element names of scene controllers ViewTree has a class for, and the class.
    static func libraryController(for element: InterfaceBuilderElement) -> ViewController? {
        switch element.name {
        case "navigationController": NavigationController()
        case "tabBarController": TabBarController()
        // Xcode 12 writes `style="doubleColumn"` / `"tripleColumn"` for a column-style split view controller.
        case "splitViewController":
            switch element["style"] {
            case "doubleColumn": SplitViewController(style: .doubleColumn)
            case "tripleColumn": SplitViewController(style: .tripleColumn)
            default: SplitViewController()
            }
        // A table (collection) view controller's view is the table (collection view) of the file; it is its
        // data source and delegate unless the file connects others.
        case "tableViewController": TableViewController(style: .plain)
        case "collectionViewController": CollectionViewController()
        case "viewController": ViewController()
        // `transitionStyle`, `navigationOrientation` and `spineLocation` as Interface Builder writes them.
        case "pageViewController": pageViewController(element)
        default: nil
        }
    }

    /// A `pageViewController` scene's controller. Interface Builder writes `transitionStyle="scroll"` or
    /// `"pageCurl"`, `navigationOrientation="horizontal"`/`"vertical"` and `spineLocation="min"`/`"mid"`/`"max"`/`"none"`.
    static func pageViewController(_ element: InterfaceBuilderElement) -> PageViewController {
        let style: PageViewController.TransitionStyle = element["transitionStyle"] == "scroll" ? .scroll : .pageCurl
        let orientation: PageViewController.NavigationOrientation = element["navigationOrientation"] == "vertical" ? .vertical : .horizontal
        var options: [PageViewController.OptionsKey: Any] = [:]
        if style == .pageCurl, let spine = element["spineLocation"] {
            let location: PageViewController.SpineLocation? = ["min": .min, "mid": .mid, "max": .max][spine]
            if let location { options[.spineLocation] = location }
        }
        return PageViewController(transitionStyle: style, navigationOrientation: orientation, options: options)
    }

    /// A `systemItem` attribute of a storyboard's `tabBarItem` (`topRated`, `mostRecent`, …) as the item's
    /// English title (`Top Rated`, `Most Recent`, …).
    static func systemItemTitle(_ attribute: String) -> String {
        var title = ""
        for character in attribute {
            if character.isUppercase { title += " " }
            title.append(title.isEmpty ? Character(character.uppercased()) : character)
        }
        return title
    }

    /// Makes a scene's controller; `visited` guards against relationship cycles in a damaged file.
    /// `made` is a controller the caller made already (`instantiateViewController(identifier:creator:)`).
    func makeController(_ sceneToMake: InterfaceBuilderScene, visited: inout Set<String>,
                        made alreadyMade: ViewController? = nil) -> ViewController {
        var report = InterfaceBuilderLoadReport()
        guard let element = sceneToMake.viewController else { return alreadyMade ?? ViewController() }
        let isNavigation = element.name == "navigationController"
        var made: ViewController? = alreadyMade
        if made == nil, let custom = element["customClass"] {
            let byFactory = registry.factory(forViewController: custom).map { factory in { () -> ViewController? in factory() } }
            let byCoder = registry.decodingFactory(forViewController: custom).map { decode in { decode(element) } }
            if let make = byFactory ?? byCoder {
                if let instance = make() {
                    if isNavigation, !(instance is NavigationController) {
                        report.add(.unknownCustomClass, element, "custom class \(custom) is not a NavigationController; loaded as navigationController")
                    } else {
                        made = instance
                    }
                } else {
                    report.add(.unknownCustomClass, element, "init?(coder:) of custom class \(custom) returned nil; loaded as \(element.name)")
                }
            } else if !custom.hasPrefix("UI") {
                report.add(.unknownCustomClass, element, "custom class \(custom) is not registered; loaded as \(element.name)")
            }
        }
        let controller = made ?? Self.libraryController(for: element) ?? {
            report.add(.unknownElement, element, "no class for <\(element.name)> yet; loaded as a plain ViewController")
            return ViewController()
        }()
        controller.nibLoader = StoryboardSceneNib(storyboard: self, scene: sceneToMake, report: report)
        if let title = element["title"] { controller.title = title }
        if let item = element.child("navigationItem", key: "navigationItem"), let title = item["title"] {
            controller.navigationItem.title = title
        }
        if let item = element.child("tabBarItem", key: "tabBarItem") {
            let tab = item["systemItem"].flatMap { TabBarItem.SystemItem(rawValue: Self.systemItemTitle($0)) }
                .map { TabBarItem(tabBarSystemItem: $0, tag: Int(item["tag"] ?? "") ?? 0) }
                ?? TabBarItem(title: item["title"], image: nil, tag: Int(item["tag"] ?? "") ?? 0)
            if let badge = item["badgeValue"] { tab.badgeValue = badge }
            controller.tabBarItem = tab
        }
        if let style = element["modalPresentationStyle"].flatMap(StoryboardPresentationSegue.presentationStyle) {
            controller.modalPresentationStyle = style
        }
        if let id = element.id { visited.insert(id) }
        if let tabs = controller as? TabBarController {
            // The tabs are the `viewControllers` relationship segues, in the file's order.
            let ids = element.children(of: "connections").filter { $0.name == "segue" && $0["relationship"] == "viewControllers" }
                .compactMap { $0["destination"] }
            var children: [ViewController] = []
            for id in ids where !visited.contains(id) {
                if let tabScene = scene(withControllerID: id) { children.append(makeController(tabScene, visited: &visited)) }
            }
            if !children.isEmpty { tabs.setViewControllers(children, animated: false) }
        }
        if let split = controller as? SplitViewController {
            // The columns are relationship segues: `masterViewController` and `detailViewController` (the classic
            // interface, as Xcode's Master-Detail template writes them), and for the column style the column's
            // name + `ViewController` (`primaryViewController`, …; not checked against a file Xcode wrote).
            let relationships: [(String, SplitViewController.Column)] = [
                ("masterViewController", .primary), ("detailViewController", .secondary),
                ("primaryViewController", .primary), ("supplementaryViewController", .supplementary),
                ("secondaryViewController", .secondary), ("compactViewController", .compact),
            ]
            let segues = element.children(of: "connections").filter { $0.name == "segue" }
            for (name, column) in relationships {
                guard let id = segues.first(where: { $0["relationship"] == name })?["destination"], !visited.contains(id),
                      let columnScene = scene(withControllerID: id) else { continue }
                split.setViewController(makeController(columnScene, visited: &visited), for: column)
            }
        }
        if let navigation = controller as? NavigationController {
            let roots = element.children(of: "connections").filter { $0.name == "segue" && $0["relationship"] == "rootViewController" }
            if let rootID = roots.first?["destination"], !visited.contains(rootID), let rootScene = scene(withControllerID: rootID) {
                navigation.setViewControllers([makeController(rootScene, visited: &visited)], animated: false)
            }
        }
        // UIKit sends `awakeFromNib` when the controller is unarchived, before its view exists.
        controller.awakeFromNib()
        return controller
    }
}

extension ViewController {
    /// `storyboard`: the storyboard the controller was instantiated from, `nil` for a controller made in code.
    public var storyboard: Storyboard? { (nibLoader as? StoryboardSceneNib)?.storyboard }

    /// What the storyboard could not make as Interface Builder would for this controller (its class, then
    /// its view once loaded: unknown elements, unregistered outlets…); `nil` for a controller made in code.
    public var storyboardLoadReport: InterfaceBuilderLoadReport? { (nibLoader as? StoryboardSceneNib)?.report }
}

/// A scene's "nib": loads the controller's view from the scene, connects its outlets and actions to the
/// controller, wires the segues its controls trigger, and makes its segues.
final class StoryboardSceneNib: ViewControllerNibLoader {
    let storyboard: Storyboard
    let scene: InterfaceBuilderScene
    var report: InterfaceBuilderLoadReport

    init(storyboard: Storyboard, scene: InterfaceBuilderScene, report: InterfaceBuilderLoadReport) {
        self.storyboard = storyboard
        self.scene = scene
        self.report = report
    }

    func loadView(for controller: ViewController) -> View? {
        guard scene.rootView != nil else { return nil }
        let loader = InterfaceBuilderLoader(document: storyboard.document,
                                            options: InterfaceBuilderLoadOptions(registry: storyboard.registry, designTime: false))
        let hierarchy = loader.loadScene(scene, owner: controller as? NibOwner, controller: controller, awakesOwner: false)
        report.entries += hierarchy.report.entries
        for segue in hierarchy.segues where segue.sourceID != scene.viewControllerID && StoryboardPresentationSegue.isPerformable(segue.kind) {
            guard let control = hierarchy.view(withID: segue.sourceID) as? Control else { continue }
            // A control's segue runs on its primary action (a button's touch up inside), as UIKit's segue templates do.
            control.addAction(Action(title: "performSegue") { [weak self, weak controller, weak control] _ in
                guard let self, let controller else { return }
                self.trigger(segue, from: controller, sender: control)
            }, for: .primaryActionTriggered)
        }
        return hierarchy.topLevelViews.first
    }

    /// A control's segue: `shouldPerformSegue(withIdentifier:sender:)`, then as `performSegue`.
    private func trigger(_ description: InterfaceBuilderSegue, from controller: ViewController, sender: Any?) {
        if let identifier = description.identifier,
           !controller.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        guard let segue = makeSegue(description, source: controller) else { return }
        controller.prepare(for: segue, sender: sender)
        segue.perform()
    }

    func makeSegue(withIdentifier identifier: String, source: ViewController) -> StoryboardSegue? {
        guard let description = segues().first(where: { $0.identifier == identifier && StoryboardPresentationSegue.isPerformable($0.kind) })
        else { return nil }
        return makeSegue(description, source: source)
    }

    private func makeSegue(_ description: InterfaceBuilderSegue, source: ViewController) -> StoryboardSegue? {
        guard let destinationScene = storyboard.scene(withControllerID: description.destinationID) else { return nil }
        let destination = storyboard.instantiateViewController(of: destinationScene)
        return StoryboardPresentationSegue(description, element: element(of: description), source: source, destination: destination)
    }

    private func element(of description: InterfaceBuilderSegue) -> InterfaceBuilderElement? {
        allSegueElements().first { $0.element["destination"] == description.destinationID && $0.element["identifier"] == description.identifier }?.element
    }

    /// Every segue of the scene (the controller's and its views'), in file order, without loading the view.
    private func segues() -> [InterfaceBuilderSegue] {
        allSegueElements().compactMap { source, element in
            guard let destination = element["destination"] else { return nil }
            return InterfaceBuilderSegue(identifier: element["identifier"], kind: element["kind"] ?? "show",
                                         destinationID: destination, relationship: element["relationship"], sourceID: source)
        }
    }

    private func allSegueElements() -> [(source: String, element: InterfaceBuilderElement)] {
        guard let root = scene.viewController else { return [] }
        var found: [(String, InterfaceBuilderElement)] = []
        var stack = [root]
        while let element = stack.popLast() {
            for connection in element.children(of: "connections") where connection.name == "segue" {
                found.append((element.id ?? "", connection))
            }
            stack.append(contentsOf: element.children.reversed())
        }
        return found
    }
}
