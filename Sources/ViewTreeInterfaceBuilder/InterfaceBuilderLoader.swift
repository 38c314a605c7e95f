import Foundation
import ViewTree

/// Options of one load.
struct InterfaceBuilderLoadOptions {
    var registry: InterfaceBuilderRegistry
    /// Build the tree as Interface Builder's canvas has it rather than as the app has it at run time:
    /// placeholder constraints and intrinsic sizes kept, prototype cells shown in their tables, and
    /// the sizes Xcode measured (text, images) used as intrinsic sizes.
    var designTime: Bool
}

/// Makes views from a document's elements (one load of a xib, or of one scene).
final class InterfaceBuilderLoader {
    /// Xcode's `contentMode` attribute values: the case names of `View.ContentMode`.
    static let contentModes = Dictionary(uniqueKeysWithValues: View.ContentMode.allCases.map { ("\($0)", $0) })
    let document: InterfaceBuilderDocument
    let options: InterfaceBuilderLoadOptions
    let result: InterfaceBuilderHierarchy
    /// Ids of the objects constraints refer to (older files decide `translatesAutoresizingMask…` from it).
    private let constrainedIDs: Set<String>
    let resources: [InterfaceBuilderElement]
    /// The size-class configuration of the canvas: what it leaves out, and the constants it changes.
    let variations: InterfaceBuilderVariations

    struct RootContext {
        /// The safe-area insets of the root view.
        var insets: EdgeInsets
        /// Whether the root is a view controller's view (its margins are the system minimum).
        var isViewControllerRoot: Bool
        /// Whether the root is the view of a controller a navigation controller shows (its scroll views take the bars
        /// into their content insets: `scrollViewSafeAreaInsets`).
        var isInNavigationStack = false
    }

    struct PendingGuide {
        let element: InterfaceBuilderElement
        let owner: View
        let frameInRoot: CGRect
        let root: CGRect
        let context: RootContext
    }

    var pendingConstraints: [(holder: View, element: InterfaceBuilderElement)] = []
    /// The ids of `pendingConstraints`, made the first time a constraint names an item that is not a view or guide
    /// (`missingItem(_:)`), once every constraint is read: a file of many such constraints costs one pass, not one per
    /// constraint.
    lazy var pendingConstraintIDs: Set<String> = Set(pendingConstraints.compactMap { $0.element.id })
    /// The saved widths of the document's one-line labels, by text and font, read the first time a label asks
    /// (`twinTextWidth(of:font:)`).
    lazy var labelWidthsByText: [String: [CGFloat]] = Self.labelWidths(in: document.root)
    var pendingGuides: [PendingGuide] = []
    var pendingConnections: [(sourceID: String, element: InterfaceBuilderElement)] = []
    var layoutMargins: [ObjectIdentifier: EdgeInsets] = [:]
    /// The constraints that place layout guides, added after the file's constraints.
    var guideConstraints: [(owner: View, constraints: [LayoutConstraint])] = []
    /// Views whose margins are a root view's (view controllers' views, full-screen top-level views, and
    /// since Xcode 9 every top-level view but a cell), with their safe-area insets.
    var rootInsets: [ObjectIdentifier: EdgeInsets] = [:]
    /// Root views of scenes whose controller simulates a screen size (Simulated Metrics › Size: an iPhone,
    /// `<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina47"/>`): on Xcode 7's canvas they are laid out
    /// on that screen, not on the "w Any" canvas (`rootSideMargin(of:)`).
    var screenSizedRoots: Set<ObjectIdentifier> = []
    /// On the canvas since Xcode 9, what of the root's safe-area insets the frame a view was saved with overlaps, for
    /// views inside a root (their layout margins are inset from it: `ownMargins(of:)`); overlaps of zero are not kept.
    var safeAreaOverlaps: [ObjectIdentifier: EdgeInsets] = [:]
    /// Views saved with `insetsLayoutMarginsFromSafeArea="NO"`: their margins are not inset from their safe area.
    var marginsOutsideSafeArea: Set<ObjectIdentifier> = []
    /// Scroll views in the root view of a controller a navigation controller shows (see `scrollViewSafeAreaInsets`).
    var scrollViewsInNavigationStacks: Set<ObjectIdentifier> = []
    /// The content views of table view cells (`<tableViewCellContentView>`), whose margins are the cell's.
    var cellContentViews: Set<ObjectIdentifier> = []
    /// Scroll views saved with `contentInsetAdjustmentBehavior="never"`: their content is not inset by the safe area.
    var unadjustedScrollViews: Set<ObjectIdentifier> = []
    /// Views saved with `preservesSuperviewLayoutMargins="YES"`: their margins reach at least as far in as their
    /// superview's do (`margins(of:)`).
    var preservingMarginViews: Set<ObjectIdentifier> = []
    /// Table view cells (`<tableViewCell>`), whose own margins are the system's side margins since Xcode 9.
    var cells: Set<ObjectIdentifier> = []
    /// The ids of the elements a styled cell names as its built-in views (`textLabel="…"` and the others in
    /// `builtInCellViewAttributes`): the cell lays them out, so on the canvas they are placed by their frames.
    var builtInCellViewIDs: Set<String> = []
    /// The custom collection view layouts the file made, in file order: they get `awakeFromNib()` before the views.
    var awakenedLayouts: [CollectionViewLayout] = []
    /// The attributes of a styled `<tableViewCell>` naming its built-in views. Xcode 4.6 saved such a label with
    /// `translatesAutoresizingMaskIntoConstraints="NO"` and no frame (kharrison/CodeExamples' `TableView State
    /// Restore` storyboard: a Basic prototype's `textLabel`, unmarked), yet UITableViewCell places it in
    /// `layoutSubviews`: no constraint of the file ever gives its position.
    static let builtInCellViewAttributes = ["textLabel", "detailTextLabel", "imageView"]

    /// Whether a `<stackView>` saved with its own layout margins (`<edgeInsets key="layoutMargins">` or
    /// `<directionalEdgeInsets key="directionalLayoutMargins">`) and no `layoutMarginsRelativeArrangement` attribute
    /// arranges its views inside them: yes. Interface Builder's Size inspector sets the margins and its canvas (and the
    /// app) lays the arranged views inside them, with nothing else in the file: kharrison/CodeExamples' `StackMargin`
    /// and `ScrollGuide-IB` storyboards (Xcode 11, directional margins of 20: a label saved at (20, 20) in its stack),
    /// and `Margins` (Xcode 10.2, fixed margins of 8 and Preserve Superview Margins: views saved at (16, 8)); Keith
    /// Harrison, "Adding Padding To A Stack View" (useyourloaf.com: in Interface Builder setting the margins is enough,
    /// in code `isLayoutMarginsRelativeArrangement` must be set). No public file was found with the attribute.
    static let marginsMakeStackRelative = true

    /// The first tools version of Xcode 9 (iOS 11's safe areas): layout margins are relative to the safe
    /// area, and a top-level view of a xib is laid out as a root view on the file's device.
    static let safeAreaToolsVersion = 13000
    /// The first tools version whose canvas simulates no status bar on an iPhone: Xcode 11 (tools 148xx in its betas,
    /// 15xxx in its releases; Xcode 10.2 writes 14490.70). It applies to a xib's full-screen top-level view and, on
    /// iPhones, to a storyboard scene; a sensor housing still insets the top. The files bracket it. Xibs: kickstarter's
    /// `SettingsTableViewCell.xib` (Xcode 10.1, tools 14460, iPhone 8) saves a view pinned 6 pt below the safe area at
    /// y = 26 (a 20-pt status bar), IBLinter's `DuplicateConstraint.xib` (Xcode 11.4, iPhone 8) one pinned 303 pt below
    /// it at y = 303. Storyboards on iPhones with a home button (the seventh probe, Docs/InterfaceBuilder.md): with the
    /// bar, kharrison/CodeExamples' `Vector` (Xcode 9), `BlastOff` (Xcode 10: navigation bar saved at y = 20) and
    /// `Margins` (Xcode 10.2, the same), and mattneub's `SafeAreaLimits` (Xcode 10: a view 24 pt below the safe area at
    /// y = 44); without it, kharrison's `StackMargin` (Xcode 11.3: navigation bars at y = 0) and `DarkTheme` (Xcode 11.4:
    /// a tab's navigation root pins a text view to its safe area, saved at y = 44 and 574 tall on a 667-pt iPhone 8),
    /// mattneub's `conditionalConstraints` (an Xcode 11 beta, tools 14845, iPhone 5s: a button 9 pt below the safe area
    /// at y = 9, hence a threshold below 15000), firebase/quickstart-ios' config `LaunchScreen` (Xcode 12, iPhone 8 Plus:
    /// navigation bar at y = 0) and nextcloud's `LaunchScreen` (Xcode 12.3) and 180 × 320 freeform `NCColorPicker`
    /// (Xcode 13.3). iPads keep theirs: ios-project-manager's `TaskListViewController.storyboard` (Xcode 13, iPad Pro
    /// 11") saves its navigation bar at y = 24. Xcode 16 shows the bar again: `canvasWithStatusBarAgainToolsVersion`.
    static let canvasWithoutStatusBarToolsVersion = 14800
    /// The first tools version whose canvas shows the status bar again, as before Xcode 11: Xcode 16 (tools 23xxx; Xcode
    /// 15 writes 22xxx). kickstarter ios-oss' `SettingsPrivacySwitchCell.xib` (tools 23094, iPhone 8) pins a full-screen
    /// xib's view to the safe area at y = 20, and easemob's EaseCall quick start copies into its README a storyboard
    /// saved by tools 23504 on an iPhone 8 whose views are 109 and 171 pt below the top layout guide at y = 129 and 191;
    /// both were saved without markers. No Xcode 14–15 file on an iPhone with a home button was found either way, so
    /// the threshold between them is ours.
    static let canvasWithStatusBarAgainToolsVersion = 23000
    /// The first tools version whose canvas gives each phone with a sensor housing its own top inset: Xcode 14 (tools
    /// 21xxx; Xcode 13.4 writes 20xxx). Before it, the iPhone 12's canvas took the iPhone X's 44 pt
    /// (`InterfaceBuilderDevice.sensorHousingTopInsetsBeforeXcode14`: one Xcode 13.0 file at 44, two Xcode 14 files at
    /// 47); no Xcode 13.1–13.4 file on an iPhone 12 was found, so where between tools 18122 and 21219 it falls is ours.
    /// From it the iPhone 11 has its own 48 pt (`InterfaceBuilderDevice.sensorHousingTopInsetsSinceXcode14`: an Xcode
    /// 13.2 file at 44, an Xcode 14.0 file, tools 21223, at 48).
    static let perDeviceHousingToolsVersion = 21000

    /// Whether the document's canvas draws the status bar (on an iPhone, for a storyboard scene): before Xcode 11 and
    /// again since Xcode 16.
    var canvasShowsStatusBar: Bool { document.canvasShowsStatusBar }

    /// Top-level elements that are never root views: cells keep their own margins.
    static let cellElements: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"]
    /// Arranged subviews of stand-in stack views: kept at their frames, their constraints left out.
    var frozenViews: Set<ObjectIdentifier> = []
    /// At run time, the built-in views of styled table view cells (`textLabel`, `detailTextLabel`, `imageView`) by
    /// the id of the element that stands for them in the file: the element configures the cell's own view.
    var builtInCellViews: [String: View] = [:]

    init(document: InterfaceBuilderDocument, options: InterfaceBuilderLoadOptions) {
        self.document = document
        self.options = options
        result = InterfaceBuilderHierarchy(document: document)
        resources = document.root.children(of: "resources")
        variations = InterfaceBuilderVariations(document: document)
        var ids = Set<String>()
        if document.toolsVersion < InterfaceBuilderDocument.explicitTranslatesToolsVersion {
            Self.collectConstrainedIDs(document.root, into: &ids)
        }
        constrainedIDs = ids
    }

    private static func collectConstrainedIDs(_ element: InterfaceBuilderElement, into ids: inout Set<String>) {
        var stack = [element]
        while let e = stack.popLast() {
            if e.name == "constraints" {
                for c in e.children where c.name == "constraint" {
                    if let first = c["firstItem"] { ids.insert(first) }
                    if let second = c["secondItem"] { ids.insert(second) }
                }
            } else if let id = e.id, e.child("constraints")?.children.contains(where: { $0["firstItem"] == nil }) == true {
                ids.insert(id)
            }
            stack.append(contentsOf: e.children)
        }
    }

    // MARK: Views

    /// Element names that are never views, when they appear where views do.
    static let nonViewElements: Set<String> = [
        "rect", "autoresizingMask", "color", "fontDescription", "constraints", "connections", "state", "point",
        "size", "inset", "edgeInsets", "viewLayoutGuide", "userDefinedRuntimeAttributes", "accessibility", "nil",
        "string", "attributedString", "textInputTraits", "layoutGuides", "variation", "mask", "freeformSimulatedSizeMetrics",
        "simulatedMetricsContainer", "subviews", "prototypes", "cells", "gestureRecognizers", "directionalEdgeInsets",
        "buttonConfiguration", "segments", "imageReference", "preferredSymbolConfiguration", "backgroundConfiguration",
        "navigationItem", "tabBarItem", "toolbarItems", "items", "real", "integer", "dataDetectorType",
    ]

    /// Keys under which a view element holds another view as part of itself (not in `<subviews>`).
    static let subviewKeys: Set<String> = [
        "contentView", "tableHeaderView", "tableFooterView", "backgroundView", "selectedBackgroundView",
        "sectionHeaderView", "sectionFooterView",
    ]

    /// Elements that have an intrinsic content size in UIKit: when one loads as a stand-in (no class
    /// yet), and at design time for every one of them, the size Xcode saved is its intrinsic size.
    static let intrinsicElements: Set<String> = [
        "label", "button", "switch", "slider", "segmentedControl", "textField", "activityIndicatorView",
        "stepper", "pageControl", "progressView", "datePicker", "pickerView", "searchBar", "stackView",
    ]

    /// Makes a view and its subtree from an element.
    func makeView(_ element: InterfaceBuilderElement, parent: View?, frameInRoot parentOrigin: CGPoint,
                  root: CGRect, context: RootContext, isRoot: Bool) -> View {
        var fileFrame = InterfaceBuilderValues.rect(element.child("rect", key: "frame"))
            ?? (element.key == "contentView" ? parent.map { contentViewFrame(of: $0, element: element) } : nil) ?? .zero
        if element.name == "tableViewCellContentView", let cell = parent {
            fileFrame.size.height = max(fileFrame.height, contentViewFrame(of: cell, element: element).height)
        }
        // Constraints place a view's alignment rectangle; on the canvas the loaded view is that rectangle, unless its
        // class reports the insets itself (ViewTree's switch and slider from iOS 7, `ControlMetrics`): then the
        // engine places it through them, as at run time, and the view keeps the file's frame.
        var insets = options.designTime ? Self.alignmentRectInsets[element.name] : nil
        var layoutFrame = insets.map { Self.alignmentRect(of: fileFrame, insets: $0) } ?? fileFrame
        let view = instantiate(element, frame: layoutFrame, parent: parent)
        if insets != nil, view.alignmentRectInsets != .zero {
            insets = nil
            layoutFrame = fileFrame
            view.frame = fileFrame
        }
        if let id = element.id {
            // Xcode gives every object its own id; a damaged or hand-edited file may repeat one. The later view takes
            // the id (constraints, outlets and segues naming it reach that one); the earlier keeps its place unnamed.
            if result.objects[id] is View {
                result.report.add(.duplicateID, element, "id \(id) is already the id of another view; constraints, outlets and segues naming it reach this one")
            }
            result.objects[id] = view
        }
        if element.name == "tableViewCellContentView" { cellContentViews.insert(ObjectIdentifier(view)) }
        if view is ScrollView, element["contentInsetAdjustmentBehavior"] == "never" { unadjustedScrollViews.insert(ObjectIdentifier(view)) }
        if view is ScrollView, context.isInNavigationStack { scrollViewsInNavigationStacks.insert(ObjectIdentifier(view)) }
        if element.name == "tableViewCell" {
            cells.insert(ObjectIdentifier(view))
            if element["style"] != nil, element["style"] != "IBUITableViewCellStyleCustom" {
                for attribute in Self.builtInCellViewAttributes { if let id = element[attribute] { builtInCellViewIDs.insert(id) } }
            }
        }
        result.loadedViews.append((view, element, fileFrame))
        if let insets { result.alignmentInsets[ObjectIdentifier(view)] = insets }
        applyCommonProperties(element, to: view, frame: layoutFrame, isRoot: isRoot, parent: parent)

        if let cell = view as? TableViewCell {
            Self.applyCellAttributes(element, to: cell)
            if !options.designTime { noteBuiltInViews(of: cell, element: element) }
        }

        let originInRoot = CGPoint(x: parentOrigin.x + fileFrame.minX, y: parentOrigin.y + fileFrame.minY)
        let frameInRoot = isRoot ? CGRect(origin: .zero, size: fileFrame.size) : CGRect(origin: originInRoot, size: fileFrame.size)
        let childOrigin = isRoot ? CGPoint.zero : originInRoot
        if element.bool("insetsLayoutMarginsFromSafeArea") == false { marginsOutsideSafeArea.insert(ObjectIdentifier(view)) }
        if options.designTime, !isRoot, document.toolsVersion >= Self.safeAreaToolsVersion {
            // Only the bands the insets cover count: a view reaching past the root's edge where it has no inset (a
            // scroll view's content wider than the screen) keeps its margin there (ScrollView-v1: 398 wide, not 378).
            let overlap = Self.safeAreaOverlap(of: frameInRoot, root: root, insets: context.insets)
            let i = context.insets
            let clipped = EdgeInsets(top: min(overlap.top, i.top), left: min(overlap.left, i.left),
                                     bottom: min(overlap.bottom, i.bottom), right: min(overlap.right, i.right))
            if clipped != .zero { safeAreaOverlaps[ObjectIdentifier(view)] = clipped }
        }

        if let table = view as? TableView, element["dataMode"] == "static", !options.designTime {
            // A static table's cells are its rows, section by section (a table view controller serves them).
            table.staticSections = element.children(of: "sections").filter { $0.name == "tableViewSection" }.map { section in
                let cellElements = section.children(of: "cells").filter { $0.name == "tableViewCell" }
                let cells = cellElements.compactMap { cellElement in
                    makeView(cellElement, parent: nil, frameInRoot: childOrigin, root: root, context: context, isRoot: false) as? TableViewCell
                }
                let heights = cellElements.map { cellElement in
                    cellElement.number("rowHeight") ?? InterfaceBuilderValues.rect(cellElement.child("rect", key: "frame"))?.height ?? -1
                }
                return StaticTableSection(headerTitle: section["headerTitle"], footerTitle: section["footerTitle"],
                                          cells: cells, rowHeights: heights)
            }
        }
        for child in childViewElements(of: element) {
            if child.name == "tableViewCell", let table = view as? TableView, !options.designTime {
                if element["dataMode"] == "static" { continue }     // made above, as the table's rows
                let cell = makeView(child, parent: nil, frameInRoot: childOrigin, root: root, context: context, isRoot: false)
                if let cell = cell as? TableViewCell, let reuse = cell.reuseIdentifier {
                    result.prototypeCells[reuse] = cell
                    registerPrototype(child, reuseIdentifier: reuse, in: table)
                }
                continue
            }
            if !options.designTime, let id = child.id, let builtIn = builtInCellViews.removeValue(forKey: id) {
                // A styled cell's label or image view: the file's element configures the cell's own view.
                let made = makeView(child, parent: nil, frameInRoot: childOrigin, root: root, context: context, isRoot: false)
                Self.copyBuiltInContent(from: made, to: builtIn)
                result.objects[id] = builtIn
                continue
            }
            if child.name == "collectionViewCell", let collection = view as? CollectionView, !options.designTime {
                let cell = makeView(child, parent: nil, frameInRoot: childOrigin, root: root, context: context, isRoot: false)
                registerPrototype(cell, element: child, reuseIdentifier: child["reuseIdentifier"], in: collection)
                continue
            }
            let subview = makeView(child, parent: view, frameInRoot: childOrigin, root: root, context: context, isRoot: false)
            if let stack = view as? StackView {
                // Every subview Interface Builder puts in a stack view is arranged, in file order.
                stack.addArrangedSubview(subview)
            } else if subview.superview !== view, !(subview === (view as? TableViewCell)?.contentView && subview.superview != nil) {
                // (A cell's own content view stays where the cell keeps it: in iOS 7's scroll view.)
                view.addSubview(subview)
            }
        }
        if element.name == "stackView", options.registry.factory(forElement: "stackView") == nil {
            // A stand-in stack view cannot make its arranged subviews' constraints: keep them at their frames.
            for subview in view.subviews {
                subview.translatesAutoresizingMaskIntoConstraints = true
                frozenViews.insert(ObjectIdentifier(subview))
            }
        }
        for guide in element.children(of: "layoutGuides") + element.children where guide.name == "viewLayoutGuide" || guide.name == "viewControllerLayoutGuide" {
            pendingGuides.append(PendingGuide(element: guide, owner: view, frameInRoot: frameInRoot, root: root, context: context))
        }
        for constraint in element.children(of: "constraints") where constraint.name == "constraint" && !variations.excludes(constraint.id) {
            pendingConstraints.append((view, constraint))
        }
        if let id = element.id {
            for connection in element.children(of: "connections") { pendingConnections.append((id, connection)) }
        }
        return view
    }

    /// A content view saved without a frame (Xcode 6): a collection view cell's bounds; a table view
    /// cell's bounds less its separator at the bottom, one pixel (`UITableView`'s hairline separator).
    /// A table view cell's content view saved shorter than that is stretched to it (`makeView`): the cell lays its
    /// content view out to its own height (`UITableViewCell.layoutSubviews`; the content view is 43.5 tall in a 44-pt
    /// cell in every iOS 7–8 dump of Fidelity.md's cell rows), whatever older frame the file kept. yatatsu/AutoLayoutDemo's
    /// `CustomTableViewCell.xib` (Xcode 6.1, tools 6254, unmarked) keeps a 43-pt content view (a 44-pt cell's, on the 1×
    /// canvas) in a cell whose `rowHeight` is 75, and saves a 56-pt view 8 pt from its top and 10 from its bottom: 74,
    /// the 75-pt cell less its 1-pt separator. Xcode 10 and later save a content view as tall as its cell (26 cells of the fixtures),
    /// which the stretch leaves alone.
    private func contentViewFrame(of cell: View, element: InterfaceBuilderElement) -> CGRect {
        var frame = CGRect(origin: .zero, size: cell.bounds.size)
        if element.name == "tableViewCellContentView" {
            frame.size.height = max(0, frame.height - 1 / document.canvasScale)
        }
        return frame
    }

    /// The child elements that are subviews: everything in `<subviews>`, `<prototypes>` and `<cells>`,
    /// and views under the keys in `subviewKeys`.
    private func childViewElements(of element: InterfaceBuilderElement) -> [InterfaceBuilderElement] {
        var children: [InterfaceBuilderElement] = []
        for child in element.children {
            switch child.name {
            case "subviews", "prototypes", "cells":
                // A subview the canvas's size classes leave out is not installed (`<mask key="subviews">`).
                for grandchild in child.children where !Self.nonViewElements.contains(grandchild.name) && !variations.excludes(grandchild.id) {
                    children.append(grandchild)
                }
            case "sections":
                // A static table's cells, section by section.
                for section in child.children where section.name == "tableViewSection" {
                    children += section.children(of: "cells").filter { !Self.nonViewElements.contains($0.name) }
                }
            default:
                if let key = child.key, Self.subviewKeys.contains(key), !Self.nonViewElements.contains(child.name) {
                    children.append(child)
                }
            }
        }
        return children
    }

    private func instantiate(_ element: InterfaceBuilderElement, frame: CGRect, parent: View?) -> View {
        if element.key == "contentView", let cell = parent as? TableViewCell, !options.designTime {
            // At run time the cell's own content view; on the canvas a view of its own, so the cell's
            // `layoutSubviews` keeps the frame Interface Builder saved (it leaves room for the separator).
            cell.contentView.frame = frame
            return cell.contentView
        }
        if element.key == "contentView", let cell = parent as? CollectionViewCell {
            cell.contentView.frame = frame
            return cell.contentView
        }
        // A collection view's layout is unarchived with it (InterfaceBuilderLoader+CollectionLayouts.swift).
        let archivedLayout = element.name == "collectionView" ? archivedCollectionViewLayout(of: element) : nil
        if let archivedLayout, archivedLayout.isCustom { awakenedLayouts.append(archivedLayout.layout) }
        if let custom = element["customClass"] {
            if let factory = options.registry.factory(forClass: custom) { return factory(frame) }
            if let decode = options.registry.archivingFactory(forClass: custom) {
                if let view = decode(element, frame, archivedLayout?.layout) { return view }
                result.report.add(.unknownCustomClass, element, "init?(coder:) of custom class \(custom) returned nil; loaded as \(element.name)")
            } else if !custom.hasPrefix("UI") {
                result.report.add(.unknownCustomClass, element, "custom class \(custom) is not registered; loaded as \(element.name)")
            }
        }
        if let factory = options.registry.factory(forElement: element.name) {
            let view = factory(element, frame)
            // The element's factory made its own flow layout; a custom class replaces it.
            if let archivedLayout, archivedLayout.isCustom, let collection = view as? CollectionView {
                collection.collectionViewLayout = archivedLayout.layout
            }
            // On the canvas the file's content view stands in for the cell's own (see `instantiate`).
            if options.designTime, let cell = view as? TableViewCell, element.children.contains(where: { $0.key == "contentView" }) {
                cell.contentView.removeFromSuperview()
            }
            return view
        }
        let name = element.name == "tableViewCellContentView" ? "view" : element.name
        if let factory = options.registry.factory(forElement: name) { return factory(element, frame) }
        result.report.add(.unknownElement, element, "no class for <\(element.name)> yet; loaded as a plain View")
        return View(frame: frame)
    }

    private func applyCommonProperties(_ element: InterfaceBuilderElement, to view: View, frame: CGRect, isRoot: Bool, parent: View?) {
        if let maskElement = element.child("autoresizingMask", key: "autoresizingMask") {
            view.autoresizingMask = InterfaceBuilderValues.autoresizingMask(maskElement)
        }
        view.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMask(element, isRoot: isRoot)
        if view.frame != frame { view.frame = frame }
        // A size class may show or hide the view (`<variation key="heightClass=compact" hidden="NO"/>`): the canvas's.
        if let hidden = variations.value("hidden", of: element) { view.isHidden = hidden == "YES" }
        // … and change a stack view's arrangement (`<variation key="heightClass=regular-widthClass=compact" axis="vertical"/>`).
        if let stack = view as? StackView { variations.configure(stack, from: element) }
        if let alpha = element.number("alpha") { view.alpha = alpha }
        if let tag = element["tag"].flatMap(Int.init) { view.tag = tag }
        if let clips = element.bool("clipsSubviews") { view.clipsToBounds = clips }
        if let resizes = element.bool("autoresizesSubviews") { view.autoresizesSubviews = resizes }
        if let multiple = element.bool("multipleTouchEnabled") { view.isMultipleTouchEnabled = multiple }
        if let exclusive = element.bool("exclusiveTouch") { view.isExclusiveTouch = exclusive }
        if let interactive = element.bool("userInteractionEnabled") { view.isUserInteractionEnabled = interactive }
        if let opaque = element.bool("opaque") { view.isOpaque = opaque }
        if let name = element["contentMode"] {
            if let mode = InterfaceBuilderLoader.contentModes[name] {
                view.contentMode = mode
            } else {
                result.report.add(.unmodelledContent, element, "content mode \(name) is not one of UIView's; the view keeps \(view.contentMode)")
            }
        }
        if let colorElement = element.child("color", key: "backgroundColor") {
            view.backgroundColor = InterfaceBuilderValues.color(colorElement, resources: resources)
        }
        if let colorElement = element.child("color", key: "tintColor") {
            view.tintColor = InterfaceBuilderValues.color(colorElement, resources: resources)
        }
        for (attribute, axis) in [("horizontalHuggingPriority", LayoutConstraintAxis.horizontal), ("verticalHuggingPriority", .vertical)] {
            if let p = InterfaceBuilderValues.priority(element, attribute) { view.setContentHuggingPriority(p, for: axis) }
        }
        for (attribute, axis) in [("horizontalCompressionResistancePriority", LayoutConstraintAxis.horizontal),
                                  ("verticalCompressionResistancePriority", .vertical)] {
            if let p = InterfaceBuilderValues.priority(element, attribute) { view.setContentCompressionResistancePriority(p, for: axis) }
        }
        if let margins = element.child("edgeInsets", key: "layoutMargins") ?? element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            let insets = InterfaceBuilderValues.insets(margins)
            layoutMargins[ObjectIdentifier(view)] = insets
            if let stack = view as? StackView, element.bool("layoutMarginsRelativeArrangement") == nil {
                // Interface Builder lays a stack view with its own margins out inside them (see `marginsMakeStackRelative`).
                stack.isLayoutMarginsRelativeArrangement = Self.marginsMakeStackRelative
            }
            view.layoutMargins = insets
        }
        if element.bool("preservesSuperviewLayoutMargins") == true {
            preservingMarginViews.insert(ObjectIdentifier(view))
            // On the canvas the loader resolves the inherited margins itself (`margins(of:)`).
            if !options.designTime { view.preservesSuperviewLayoutMargins = true }
        }
        if let adjusting = view as? ContentSizeCategoryAdjusting, let adjusts = element.bool("adjustsFontForContentSizeCategory") {
            adjusting.adjustsFontForContentSizeCategory = adjusts
        }
        if let label = view as? Label, let fontElement = element.child("fontDescription", key: "fontDescription"),
           let font = InterfaceBuilderValues.font(fontElement) {
            label.font = font
        }
        if let button = view as? Button {
            // A button's `<fontDescription>` is its title label's font (`UIButton.titleLabel.font`).
            if let font = element.child("fontDescription", key: "fontDescription").flatMap(InterfaceBuilderValues.font) {
                button.titleLabel?.font = font
            }
            if let configuration = element.child("buttonConfiguration", key: "configuration") {
                applyConfiguration(configuration, to: button)
            }
        }
        if let textView = view as? TextView, let fontElement = element.child("fontDescription", key: "fontDescription"),
           let font = InterfaceBuilderValues.font(fontElement) {
            textView.font = font
        }
        if let imageView = view as? ImageView {
            if let symbol = systemSymbol(of: element) {
                applySystemSymbol(symbol, to: imageView)
            } else if let name = element["image"] ?? element.child("imageReference", key: "image")?["image"] {
                imageView.image = catalogImage(name, size: document.imageSizes[name] ?? frame.size)
            }
        }
        applyIntrinsicSize(element, to: view, frame: frame)
    }

    /// `<buttonConfiguration key="configuration" style="plain" title="0 / 5" imagePlacement="top">` (Xcode 13, iOS 15):
    /// the `Button.Configuration` of its style with its title, subtitle, image (a system symbol or a named image),
    /// paddings, placement, size, corner style and base colours; what ViewTree's configuration does not model
    /// (attributed titles, symbol configurations, indicators) is listed in the load report.
    private func applyConfiguration(_ element: InterfaceBuilderElement, to button: Button) {
        var configuration: Button.Configuration = switch element["style"] {
        case "tinted": .tinted()
        case "gray": .gray()
        case "filled": .filled()
        case "borderless": .borderless()
        case "bordered": .bordered()
        case "borderedTinted": .borderedTinted()
        case "borderedProminent": .borderedProminent()
        default: .plain()
        }
        configuration.title = element["title"]
        configuration.subtitle = element["subtitle"]
        if let padding = element.number("imagePadding") { configuration.imagePadding = padding }
        if let padding = element.number("titlePadding") { configuration.titlePadding = padding }
        let placements: [String: DirectionalRectEdge] = ["top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing]
        if let placement = element["imagePlacement"].flatMap({ placements[$0] }) { configuration.imagePlacement = placement }
        let sizes: [String: Button.Configuration.Size] = ["mini": .mini, "small": .small, "medium": .medium, "large": .large]
        if let size = element["buttonSize"].flatMap({ sizes[$0] }) { configuration.buttonSize = size }
        let corners: [String: Button.Configuration.CornerStyle] = [
            "fixed": .fixed, "dynamic": .dynamic, "small": .small, "medium": .medium, "large": .large, "capsule": .capsule,
        ]
        if let corner = element["cornerStyle"].flatMap({ corners[$0] }) { configuration.cornerStyle = corner }
        if let color = element.child("color", key: "baseForegroundColor") {
            configuration.baseForegroundColor = InterfaceBuilderValues.color(color, resources: resources)
        }
        if let color = element.child("color", key: "baseBackgroundColor") {
            configuration.baseBackgroundColor = InterfaceBuilderValues.color(color, resources: resources)
        }
        if let reference = element.child("imageReference", key: "image"), let name = reference["image"] {
            configuration.image = reference["catalog"] == "system"
                ? Image(systemName: name) : catalogImage(name, size: document.imageSizes[name] ?? .zero)
        }
        let modelled: Set<String> = ["imageReference", "color"]
        let ignored = element.children.filter { !modelled.contains($0.name) }.map { $0.key ?? $0.name }
        if !ignored.isEmpty {
            result.report.add(.unmodelledContent, element, "button configuration loaded without \(ignored.joined(separator: ", ")) (not modelled)")
        }
        button.configuration = configuration
    }

    /// Placeholders from the file; stand-ins for controls with an intrinsic size; and at design time the
    /// sizes Xcode measured for text (ViewTree's fonts are not Apple's).
    private func applyIntrinsicSize(_ element: InterfaceBuilderElement, to view: View, frame: CGRect) {
        let placeholderWidth = InterfaceBuilderValues.placeholderDimension(element, "placeholderIntrinsicWidth")
        let placeholderHeight = InterfaceBuilderValues.placeholderDimension(element, "placeholderIntrinsicHeight")
        if options.designTime, placeholderWidth != nil || placeholderHeight != nil {
            let own = view.intrinsicContentSize
            view.placeholderIntrinsicContentSize = CGSize(width: placeholderWidth ?? own.width, height: placeholderHeight ?? own.height)
            return
        }
        if options.designTime, let scroll = view as? ScrollView, element.children.contains(where: { $0.key == "contentLayoutGuide" }) {
            // With content layout guides on, Interface Builder asks for the content size even with no
            // content: the content area takes part in the layout from the start.
            scroll.addConstraints([scroll.contentLayoutGuide.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
                                   scroll.contentLayoutGuide.heightAnchor.constraint(greaterThanOrEqualToConstant: 0)])
        }
        // A text view that does not scroll sizes itself to its text (`UITextView.intrinsicContentSize`), which Xcode
        // measured with Apple's fonts, as for a label.
        let isSizedTextView = element.name == "textView" && element.bool("scrollEnabled") == false
        guard Self.intrinsicElements.contains(element.name) || isSizedTextView else { return }
        // Without a saved frame (Xcode 8 leaves it out when the constraints give it) there is no size
        // Xcode measured: the class's own intrinsic size stands.
        guard element.child("rect", key: "frame") != nil else { return }
        let isStandIn = type(of: view) == View.self
        // A real stack view's size comes from its arranged subviews, not from the file.
        if view is StackView { return }
        guard isStandIn || options.designTime else { return }
        // Intrinsic sizes measure the alignment rectangle (a switch's frame is 51 wide, its intrinsic width 49).
        var size = Self.designTimeIntrinsicSize(of: element.name, frame: view.alignmentRect(forFrame: frame))
        if element.name == "label", let height = systemFontTextHeight(element, frame: frame) { size.height = height }
        if options.designTime, let label = view as? Label,
           let twin = twinTextWidth(of: element, font: label.font ?? .systemFont(ofSize: Font.labelDefaultPointSize)), twin < size.width {
            size.width = twin
        }
        // A label whose text is empty has no intrinsic size, on the canvas as at run time (`UILabel`'s is zero
        // then): Xcode 8.3 saves QGroundControl's pinned empty label 0 pt tall, and Xcode 6.1, 7.0 and 10.1 mark
        // its older 21-pt frame misplaced.
        if element.name == "label", Self.hasEmptyText(element) { size = .zero }
        view.placeholderIntrinsicContentSize = size
    }

    /// The height of a label's text in the system font, as Interface Builder measures it: the number of
    /// lines shown in the file times the font's line height, rounded up to the device's pixels (a 17-pt
    /// line is 20.29 pt: 20.5 at 2×, 20.33 at 3×). Xcode's saved frames are often older roundings
    /// (21), which is how a label pinned above and below can be ambiguous. A multi-line label whose text
    /// (one paragraph) is clearly narrower than its frame shows one line, whatever height the layout
    /// stretched its frame to (eurofurence's `MessageTableViewCell.xib`: a two-line "Label" stretched to
    /// 26 pt by the lowest hugging priority is one 16-pt line). `nil` for named fonts, whose metrics
    /// ViewTree does not know, and for attributed text, whose fonts are its fragments' (`<font key="NSFont">`), not
    /// the label's: Quentin123456/UIStepperDemo's `UIStepperObjC/.../Main.storyboard` (Xcode 11.3, iPhone 11, unmarked)
    /// saves a one-character label in 15-pt PingFang SC 17 pt tall, where the label's absent font description would
    /// be read as the 17-pt system font (20.5).
    private func systemFontTextHeight(_ element: InterfaceBuilderElement, frame: CGRect) -> CGFloat? {
        guard element.child("attributedString", key: "attributedText") == nil else { return nil }
        let fontElement = element.child("fontDescription", key: "fontDescription")
        guard fontElement?["name"] == nil else { return nil }
        let font = fontElement.flatMap(InterfaceBuilderValues.font) ?? Font.systemFont(ofSize: Font.labelDefaultPointSize)
        let lineHeight = font.lineHeight
        guard lineHeight > 0 else { return nil }
        let maximumLines = element["numberOfLines"].flatMap(Int.init) ?? 1
        var lines = max(1, Int(saturating: (frame.height / lineHeight).rounded()))
        if maximumLines > 0 { lines = min(lines, maximumLines) }
        if lines > 1, let text = element["text"], !text.contains(where: \.isNewline),
           TextLayout(text: text, font: font, width: .infinity).usedWidth <= frame.width * Self.clearlyFitsOneLine {
            lines = 1
        }
        let scale = document.canvasScale
        return (CGFloat(lines) * lineHeight * scale).rounded(.up) / scale
    }

    /// Whether a label's text is empty: `text=""`, with no `<string key="text">` or attributed string instead.
    static func hasEmptyText(_ element: InterfaceBuilderElement) -> Bool {
        element["text"] == "" && element.child("string", key: "text") == nil
            && element.child("attributedString", key: "attributedText") == nil
    }

    /// How much of a label's width its text may take and still count as one line whatever ViewTree's glyph widths
    /// (which are not Apple's): 0.8 (ours: a margin for the difference between ViewTree's three advances and SF's
    /// real ones, so that only text that fits with room to spare counts as one line).
    static let clearlyFitsOneLine: CGFloat = 0.8

    /// How far a control's frame reaches beyond its alignment rectangle, the rectangle constraints
    /// place (`alignmentRectInsets`, Apple's "Auto Layout Guide: Alignment Rectangles"):
    /// - a `UISlider`'s frame is 2 pt wider on each side and 1 pt taller below (its thumb's shadow), which
    ///   is why Xcode saves a slider pinned 20 pt from an edge at x = 18, and two sliders 8 pt apart 39 pt
    ///   apart (31-pt frames, 30-pt alignment rectangles: Charts' `BarChartViewController.xib`);
    /// - a `UISwitch`'s frame (51 × 31) is 2 pt wider on the right than the 49-pt rectangle constraints
    ///   place (a switch pinned 20 pt from the trailing edge of a 320-pt cell is saved at x = 251;
    ///   Reusable's `MyXIBSwitchCell.xib`, and a switch with a width constraint of 49 saved 51 wide).
    static let alignmentRectInsets: [String: EdgeInsets] = [
        "slider": EdgeInsets(top: 0, left: 2, bottom: 1, right: 2),
        "switch": EdgeInsets(top: 0, left: 0, bottom: 0, right: 2),
    ]

    static func alignmentRect(of frame: CGRect, insets: EdgeInsets) -> CGRect {
        CGRect(x: frame.minX + insets.left, y: frame.minY + insets.top,
               width: max(0, frame.width - insets.left - insets.right), height: max(0, frame.height - insets.top - insets.bottom))
    }

    /// What Interface Builder measures for a control, from its saved frame: progress views have no
    /// intrinsic width (UIProgressView's `intrinsicContentSize` is (-1, 2)) and every other control here
    /// has both.
    static func designTimeIntrinsicSize(of element: String, frame: CGRect) -> CGSize {
        switch element {
        case "progressView": CGSize(width: View.noIntrinsicMetric, height: frame.height)
        default: frame.size
        }
    }

    /// Xcode 8+ writes the value for views placed by constraints; `fixedFrame="YES"` marks a view placed
    /// by its autoresizing mask; in older Auto Layout files a view constraints refer to is placed by them.
    private func translatesAutoresizingMask(_ element: InterfaceBuilderElement, isRoot: Bool) -> Bool {
        if isRoot { return true }
        if element.bool("fixedFrame") == true { return true }
        if element.key == "contentView" { return true }
        if let id = element.id, builtInCellViewIDs.contains(id) { return true }
        // A cell's size and position are its table's or layout's (`itemSize`), never its constraints', even
        // when the constraints of its subviews name it (Xcode pins a collection view cell's subviews to the cell).
        if Self.cellElements.contains(element.name) { return true }
        if let explicit = element.bool("translatesAutoresizingMaskIntoConstraints") { return explicit }
        if document.usesAutoLayout, let id = element.id, constrainedIDs.contains(id) { return false }
        return true
    }
}

extension InterfaceBuilderLoader {
    /// The image a document names from the app's catalog: `size` points (the document's `<resources>` entry) at the
    /// current world's screen scale, as `UIImage(named:)` loads it for the nib on a device.
    func catalogImage(_ name: String, size: CGSize) -> Image {
        Image(name: name, size: size, scale: Image.screenScale(in: Simulation.current))
    }
}
