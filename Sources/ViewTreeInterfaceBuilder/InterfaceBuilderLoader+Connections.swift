import Foundation
import ViewTree

extension InterfaceBuilderLoader {
    /// The File's Owner placeholder id.
    static let filesOwnerID = "-1"

    /// Loads a xib's top-level views for `owner`: every top-level `<view>`-like object, in file order.
    /// `attach` receives each top-level view before any constraint is made (the checker puts it in a
    /// window there, so constraints join the layout engine in the order the loader adds them).
    func loadXib(owner: NibOwner?, attach: (View) -> Void = { _ in }) -> InterfaceBuilderHierarchy {
        for element in document.objects where element.name != "placeholder" && !Self.nonViewElements.contains(element.name) {
            guard element.child("rect", key: "frame") != nil || element.child("subviews") != nil || element.name.hasSuffix("View")
                || element.name == "view" || options.registry.factory(forElement: element.name) != nil else { continue }
            let frame = InterfaceBuilderValues.rect(element.child("rect", key: "frame")) ?? .zero
            let isScreenSized = frame.size == document.device.orientedScreenSize
            // Since Xcode 9 a top-level view of any size is laid out as a root view on the device: the
            // device's safe area, and margins relative to it (SwiftMessages' 600 × 96 status-line xib on
            // an iPhone 11 places a label pinned to its top margin at y = 44, and 34 pt above its bottom).
            let isSafeAreaRoot = document.hasDevice && document.toolsVersion >= Self.safeAreaToolsVersion
                && !Self.cellElements.contains(element.name)
            let isRootLike = isScreenSized || isSafeAreaRoot
            // Xcode 11–15 xibs simulate no status bar: only a sensor housing insets the top; Xcode 9–10 and 16 simulate
            // it on a full-screen top-level view (`canvasShowsStatusBar`).
            let topLevelInsets = !canvasShowsStatusBar || !isScreenSized
                ? document.device.safeAreaInsetsWithoutStatusBar : document.device.safeAreaInsets
            let context = RootContext(insets: isRootLike ? topLevelInsets : .zero,
                                      isViewControllerRoot: isRootLike)
            let view = makeView(element, parent: nil, frameInRoot: .zero, root: CGRect(origin: .zero, size: frame.size),
                                context: context, isRoot: true)
            if isRootLike { rootInsets[ObjectIdentifier(view)] = context.insets }
            result.topLevelViews.append(view)
        }
        for element in document.objects where element.name == "placeholder" {
            if let id = element.id {
                for connection in element.children(of: "connections") { pendingConnections.append((id, connection)) }
            }
        }
        result.topLevelViews.forEach(attach)
        finish(owner: owner, ownerID: Self.filesOwnerID)
        return result
    }

    /// Loads one storyboard scene's root view; the view controller's outlets go to `owner`. `controller`,
    /// when given, is the object the scene's controller id names (the destination of `dataSource` and
    /// `delegate` outlets); a controller's `awakeFromNib()` came when it was instantiated, so
    /// `awakesOwner` is then `false`.
    func loadScene(_ scene: InterfaceBuilderScene, owner: NibOwner?, controller instance: ViewController? = nil,
                   awakesOwner: Bool = true, attach: (View) -> Void = { _ in }) -> InterfaceBuilderHierarchy {
        guard let controller = scene.viewController else { return result }
        if let instance, let id = controller.id { result.objects[id] = instance }
        if let rootElement = scene.rootView {
            let frame = InterfaceBuilderValues.rect(rootElement.child("rect", key: "frame"))
                ?? CGRect(origin: .zero, size: document.device.orientedScreenSize)
            let inNavigationStack = controller.id.map(document.navigationStackControllerIDs.contains) ?? false
            var context = RootContext(insets: sceneInsets(controller, rootFrame: frame, inNavigationStack: inNavigationStack),
                                      isViewControllerRoot: true)
            context.isInNavigationStack = inNavigationStack
            let view = makeView(rootElement, parent: nil, frameInRoot: .zero, root: CGRect(origin: .zero, size: frame.size),
                                context: context, isRoot: true)
            rootInsets[ObjectIdentifier(view)] = context.insets
            if controller.children.contains(where: { $0.name == Self.screenSizeElement && $0.key == "simulatedDestinationMetrics" }) {
                screenSizedRoots.insert(ObjectIdentifier(view))
            }
            // The controller's legacy layout guides belong to its root view.
            for guide in controller.children(of: "layoutGuides") where guide.name == "viewControllerLayoutGuide" {
                pendingGuides.append(PendingGuide(element: guide, owner: view, frameInRoot: CGRect(origin: .zero, size: frame.size),
                                                  root: CGRect(origin: .zero, size: frame.size), context: context))
            }
            result.topLevelViews.append(view)
        }
        if let id = controller.id {
            for connection in controller.children(of: "connections") { pendingConnections.append((id, connection)) }
        }
        result.topLevelViews.forEach(attach)
        finish(owner: owner, ownerID: controller.id ?? Self.filesOwnerID, awakesOwner: awakesOwner)
        return result
    }

    /// The safe-area insets of a scene's root view: the device's, plus a navigation bar (44 pt) when the
    /// controller is shown in a navigation controller (`navigationStackControllerIDs`) or simulates one, and a tab bar (49 pt) when it is
    /// a tab (or the root of a navigation controller that is a tab) or simulates one, and a toolbar (44 pt) above it when it
    /// simulates one (UIKit's bar heights: `UINavigationBar` 44, `UITabBar` 49, `UIToolbar` 44, Apple's "Human
    /// Interface Guidelines: Bars"). A root view that is not full screen gets only what it overlaps.
    private func sceneInsets(_ controller: InterfaceBuilderElement, rootFrame: CGRect, inNavigationStack: Bool) -> EdgeInsets {
        let simulated = controller.children
        // Simulated Metrics › Status Bar: None (`<nil key="simulatedStatusBarMetrics"/>`), or an Xcode 11–15 iPhone
        // canvas, which draws no status bar (`canvasShowsStatusBar`).
        // Since Xcode 8 a freeform scene (Simulated Metrics › Size: Freeform), of the screen's size or another, is drawn
        // without the status bar (`freeformSceneWithoutStatusBarToolsVersion`), as a top-level xib view of another size.
        let isFreeformScene = document.hasDevice && document.toolsVersion >= Self.freeformSceneWithoutStatusBarToolsVersion
            && simulated.contains { $0.name == Self.freeformSizeElement && $0.key == "simulatedDestinationMetrics" }
        let hidesStatusBar = simulated.contains { $0.name == "nil" && $0.key == "simulatedStatusBarMetrics" }
            || (!canvasShowsStatusBar && !document.device.isPad) || isFreeformScene
        var insets = hidesStatusBar ? document.device.safeAreaInsetsWithoutStatusBar : document.device.safeAreaInsets
        // Since Xcode 14.3 a scene a presentation segue leads to is drawn without the device's insets
        // (`presentedSceneWithoutInsetsToolsVersion`); a tab, or a controller a navigation controller shows, keeps them,
        // but the tabs of a presented tab bar controller are drawn as it is (`presentedTabControllerIDs`).
        let isTab = controller.id.map(document.tabControllerIDs.contains) ?? false
        let isPresented = controller.id.map(document.presentedControllerIDs.contains) ?? false
        let isTabOfPresented = controller.id.map(document.presentedTabControllerIDs.contains) ?? false
        if document.toolsVersion >= Self.presentedSceneWithoutInsetsToolsVersion,
           (isPresented && !isTab && !inNavigationStack) || isTabOfPresented {
            insets = .zero
        }
        // A scene drawn in a page sheet lies below the status bar or sensor housing (`sheetControllerIDs`).
        let inSheet = controller.id.map(document.sheetControllerIDs.contains) ?? false
        if inSheet { insets.top = 0 }
        let topBar = simulated.first { $0.key == "simulatedTopBarMetrics" }
        let bottomBar = simulated.first { $0.key == "simulatedBottomBarMetrics" }
        // Inferred metrics: a controller a navigation controller shows (not any controller with a navigation item).
        let showsNavigationBar = topBar.map { $0.name == "simulatedNavigationBarMetrics" } ?? inNavigationStack
        if showsNavigationBar { insets.top += navigationBarHeight(of: controller, inSheet: inSheet) }
        // Inferred metrics: a tab of a tab bar controller (or the root of a navigation controller that is one): `isTab`.
        // Simulated Metrics › Bottom Bar: Toolbar draws a toolbar above the tab bar a tab keeps (`simulatedToolbarMetrics`).
        let showsToolbar = bottomBar?.name == Self.simulatedToolbarElement
        let showsTabBar = bottomBar.map { $0.name == "simulatedTabBarMetrics" || (showsToolbar && isTab) } ?? isTab
        if showsTabBar { insets.bottom += document.device.isPad ? Self.padTabBarHeight : Self.tabBarHeight }
        if showsToolbar { insets.bottom += document.device.isPad ? Self.padToolbarHeight : Self.toolbarHeight }
        if rootFrame.size != document.device.orientedScreenSize { insets.top = max(0, insets.top - rootFrame.minY) }
        return insets
    }

    /// 21701: Xcode 14.3's tools version, the first whose canvas draws the scene a presentation segue leads to
    /// (`InterfaceBuilderDocument.presentedControllerIDs`) without the device's safe-area insets, neither the status bar
    /// or sensor housing nor the home indicator, whatever the segue's or the controller's presentation style. Saved that
    /// way, without markers, by Xcode 14.3 (dmirain/ImageFeed, Ad4mWest/ImageFeed, PowerSl1d3/ImageFeed and
    /// AlbertKhaydarov/ImageFeed's `Main.storyboard`, iPhone 14 Pro: buttons pinned 0, 8 or 9 pt below the safe area's top
    /// saved at y = 0, 8 or 9, share buttons 17 or 36 pt above its bottom ending 17 or 36 pt above the screen's), Xcode 16
    /// (redmadcat/ImageFeed, iPhone 11: y = 8, 17 pt above the bottom) and Xcode 26 (niklerios/ImageFeed, iPhone SE under a
    /// canvas that draws the status bar: y = 8); the same files' scenes that no presentation segue leads to keep the
    /// insets (PowerSl1d3's and redmadcat's Auth scenes: a button 90 pt above the safe area's bottom ends 124 pt above
    /// the screen's). Xcode 14.2 still gave them: ognerub/ImageFeed's `Main.storyboard` (tools 21507, iPhone 14 Pro)
    /// saves its presented scene's back button 8 pt below the safe area at y = 67. The threshold between 21507 and 21701
    /// is ours; so is keeping the insets of a presented controller that is also a tab or in a navigation stack (no file).
    /// The tabs of a presented tab bar controller are drawn without them too, above a 49-pt tab bar at the screen's
    /// bottom: maulanaahmadjobs/InstagramCloneFirebaseXcode15's `Base.lproj/Main.storyboard` (@613a1119, Xcode 15, iPhone
    /// 14 Pro, a tab bar controller a `fullScreen` presentation segue leads to) saves a tab's image view pinned 104 pt
    /// below the safe area's top at y = 104, and another tab's button pinned 393 pt below it and 343 pt above its bottom,
    /// 67 tall, at y = 393 (393 + 67 + 343 = 803 = 852 − 49); only the first scene's two buttons are `misplaced="YES"`.
    static let presentedSceneWithoutInsetsToolsVersion = 21701

    /// The element a scene's "Simulated Metrics › Size: Freeform" writes: `<freeformSimulatedSizeMetrics
    /// key="simulatedDestinationMetrics"/>`, beside `<size key="freeformSize" …/>`.
    static let freeformSizeElement = "freeformSimulatedSizeMetrics"
    /// The element a scene's "Simulated Metrics › Size" writes for a device's screen: `<simulatedScreenMetrics
    /// key="simulatedDestinationMetrics" type="retina47"/>` (`retina4`, `retina47`, `retina55`, …).
    static let screenSizeElement = "simulatedScreenMetrics"
    /// 11000: Xcode 8's first tools version (`InterfaceBuilderDocument.explicitTranslatesToolsVersion`), taken as the first
    /// whose canvas draws a freeform scene without the status bar, of another size than the device's screen or of its own.
    /// kickstarter/ios-oss' `Kickstarter-Framework/Sources/Kickstarter-Framework/Resources/Video.storyboard` @21f15326
    /// (Xcode 10.2, tools 14490.70, iPhone 8, no markers) saves a 400 × 231 freeform scene's container and image view
    /// pinned 12 pt below its top layout guide at y = 12 (three false warnings with the 20-pt status bar);
    /// y-okudera/iPadOSPopoverSafeAreaDemo's `PopoverViewController.storyboard` @2b5555de (Xcode 11.2, a 1024 × 768
    /// freeform scene on a landscape iPad 9.7", no markers) a label pinned 16 pt below the safe area's top at y = 16, not
    /// below a 20-pt status bar. Xcode 7 kept it on freeform scenes (marmelroy/PhoneNumberKit's 600 × 600 `AsYouType`
    /// storyboard, Xcode 7.1: a text field below the top layout guide at y = 20; Skyscanner's 400 × 600 demo, Xcode 7.2,
    /// fixtures). The threshold between 9531 and 14490 is **ours**, as is a document without a `<device>` keeping it
    /// (HGCircularSlider's Xcode 8.0 storyboard names none; no such file has a freeform scene).
    static let freeformSceneWithoutStatusBarToolsVersion = InterfaceBuilderDocument.explicitTranslatesToolsVersion

    /// The height of the navigation bar Xcode simulates above a controller's scene: 50 pt on an iPad, 96 pt on an
    /// iPhone in portrait under a bar that shows the controller a large title (`largeTitleControllerIDs`), 56 pt in a page
    /// sheet (`sheetNavigationBarHeight`), else 44.
    private func navigationBarHeight(of controller: InterfaceBuilderElement, inSheet: Bool) -> CGFloat {
        if document.device.isPad { return Self.padNavigationBarHeight }
        let largeTitle = !document.device.isLandscape && controller.id.map(document.largeTitleControllerIDs.contains) ?? false
        if largeTitle { return Self.largeTitleNavigationBarHeight }
        return inSheet ? Self.sheetNavigationBarHeight : Self.navigationBarHeight
    }

    /// `UINavigationBar`'s height in a page sheet on an iPhone since iOS 13: 56 pt, 12 more than full screen. Reported
    /// from the view hierarchy ("If we look at the View Hierarchy, it should be `56`", wix/react-native-navigation issue
    /// #5730, iOS 13 page sheets), on an iPhone 11 Pro simulator with Xcode 11.0 (Tencent/QMUI_iOS issue #877: "导航栏的高度是56，
    /// 非44", the bar is 56 tall, not 44, under iOS 13's default modal presentation) and for `.pageSheet` (HeathWang/
    /// HWPanModal issue #85); saved that way by Xcode 11.2 and 13.2 (`InterfaceBuilderDocument.sheetControllerIDs`).
    /// A sheet's large-title bar is not modelled (no file seen).
    static let sheetNavigationBarHeight: CGFloat = 56

    /// `UINavigationBar`'s height on iPhone in portrait.
    static let navigationBarHeight: CGFloat = 44
    /// `UINavigationBar`'s height on iPhone in portrait when it shows a large title (`prefersLargeTitles`, "Prefers
    /// Large Titles" in Interface Builder): 44 + 52 = 96 pt. Saved that way by Xcode in files without markers: nRF
    /// Toolbox's `Initial.storyboard` (Xcode 10.2, iPhone 11: the bar `largeTitles="YES"` at (0, 44, 414, 96), the root's
    /// table pinned to the safe area saved at y = 140) and nRF Blinky's `Main.storyboard` (Xcode 11.4, iPhone X: the
    /// bar at (0, 44, 375, 96), a pushed table controller's view 672 = 812 − 140 tall); Geoff Hackworth measured
    /// the same on iOS 11 ("iOS 11's large titles add 52 points to the navigation bar height, giving a total of 96
    /// points without a status bar", "iPad Navigation Bar and Toolbar Height Changes in iOS 12"). A landscape iPhone
    /// shows no large title; iPads keep `padNavigationBarHeight` (no file seen).
    static let largeTitleNavigationBarHeight: CGFloat = 96
    /// `UINavigationBar`'s height on iPad since iOS 12: 50 pt (Geoff Hackworth, "iPad Navigation Bar and Toolbar
    /// Height Changes in iOS 12", measured with Xcode 10; Xcode 13 saves a navigation controller's bar on an iPad
    /// as `<rect key="frame" x="0.0" y="24" width="1194" height="50"/>`: ios-project-manager's
    /// `TaskListViewController.storyboard`).
    static let padNavigationBarHeight: CGFloat = 50
    /// `UITabBar`'s height on iPad since iOS 12: 50 pt, as the navigation bar (same source).
    static let padTabBarHeight: CGFloat = 50
    /// `UITabBar`'s height without the home indicator.
    static let tabBarHeight: CGFloat = 49
    /// The element a scene's "Simulated Metrics › Bottom Bar: Toolbar" writes: `<simulatedToolbarMetrics
    /// key="simulatedBottomBarMetrics"/>`.
    static let simulatedToolbarElement = "simulatedToolbarMetrics"
    /// `UIToolbar`'s height on iPhone in portrait (Apple's "Human Interface Guidelines: Toolbars"; `Toolbar`'s intrinsic
    /// height). Xcode stacks a simulated toolbar above the tab bar of a scene that is a tab: marcosgriselli/ViewAnimator's
    /// `Example/ViewAnimator/Base.lproj/Main.storyboard` @1e7d075f (Xcode 9.3, iPhone X, no markers) saves a collection
    /// view pinned between the legacy layout guides of such a scene, under a 96-pt large-title bar, at y = 140 and
    /// 545 pt tall: 812 − 140 − 545 = 127 = 34 (home indicator) + 49 (tab bar) + 44 (toolbar). A landscape iPhone's
    /// 32-pt compact toolbar is not modelled (as its navigation bar's).
    static let toolbarHeight: CGFloat = 44
    /// `UIToolbar`'s height on iPad since iOS 12: 50 pt (Geoff Hackworth, "iPad Navigation Bar and Toolbar Height
    /// Changes in iOS 12"; no file seen).
    static let padToolbarHeight: CGFloat = 50

    /// `finish` for a prototype cell made on its own (no owner: its outlets name its own views).
    func finishCell() { finish(owner: nil, ownerID: Self.filesOwnerID) }

    /// Guides, constraints, outlets, actions and segues, once every view exists.
    private func finish(owner: NibOwner?, ownerID: String, awakesOwner: Bool = true) {
        resolveGuides()
        if options.designTime {
            // A stack arranged inside its margins uses them as the canvas has them (a root's, inherited ones).
            for loaded in result.loadedViews {
                if let stack = loaded.view as? StackView, stack.isLayoutMarginsRelativeArrangement {
                    stack.layoutMargins = margins(of: stack)
                }
            }
        }
        resolveConstraints()
        connect(owner: owner, ownerID: ownerID)
        // The report in file order (connections are made after the views they name).
        result.report.entries = result.report.entries.enumerated()
            .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        // Every view the file made, in file order, once every outlet is connected (UIKit sends
        // `awakeFromNib` to each object it unarchives); not on the design-time canvas, which runs no
        // app code.
        if !options.designTime {
            applyRuntimeAttributes(to: result.loadedViews, report: &result.report)
            for layout in awakenedLayouts { layout.awakeFromNib() }
            for loaded in result.loadedViews { loaded.view.awakeFromNib() }
        }
        if awakesOwner { owner?.awakeFromNib() }
    }

    private func connect(owner: NibOwner?, ownerID: String) {
        var registries: [ObjectIdentifier: NibConnections] = [:]
        func connections(of object: NibOwner) -> NibConnections {
            if let found = registries[ObjectIdentifier(object)] { return found }
            let made = NibConnections()
            object.registerConnections(made)
            registries[ObjectIdentifier(object)] = made
            return made
        }
        func target(_ id: String) -> NibOwner? {
            if id == ownerID || id == Self.filesOwnerID { return owner }
            return result.objects[id] as? NibOwner
        }
        var unregisteredTargets: [String: [InterfaceBuilderElement]] = [:]
        defer {
            for (destination, actions) in unregisteredTargets.sorted(by: { $0.value[0].line < $1.value[0].line }) {
                let selectors = actions.compactMap { $0["selector"] }
                let noun = selectors.count == 1 ? "action" : "\(selectors.count) actions"
                result.report.add(.unconnectedAction, actions[0],
                                  "\(noun) to \(destination) not connected (\(selectors.joined(separator: ", "))): no object there registers connections")
            }
        }
        for (sourceID, element) in pendingConnections {
            switch element.name {
            case "outlet", "outletCollection":
                guard let property = element["property"], let destination = element["destination"] else { continue }
                if property == "view", sourceID == ownerID || sourceID == Self.filesOwnerID, owner == nil { continue }
                if connectDataSourceOrDelegate(property, sourceID: sourceID, destinationID: destination) { continue }
                guard let source = target(sourceID) else { continue }
                guard let object = result.objects[destination], connections(of: source).outlets[property]?.connect(object) == true else {
                    result.report.add(.unconnectedOutlet, element, "outlet \(property) is not registered by its owner or has another type")
                    continue
                }
            case "action":
                guard let selector = element["selector"], let sender = result.objects[sourceID] as? View else { continue }
                let destination = element["destination"] ?? Self.filesOwnerID
                let destinationTarget = target(destination)
                let handler = destinationTarget.flatMap { connections(of: $0).actions[selector] }
                if handler == nil, !document.firstResponderIDs.contains(destination) {
                    if destinationTarget != nil {
                        result.report.add(.unconnectedAction, element, "action \(selector) is not registered by its target")
                    } else {
                        // No object registers connections there (no owner, or a controller whose class is not
                        // registered): said once per target below, not once per action.
                        unregisteredTargets[destination, default: []].append(element)
                    }
                }
                let action = NibAction(sender: sender, selector: selector, eventType: element["eventType"],
                                       destinationID: destination, handler: handler)
                result.actions.append(action)
                if let control = sender as? Control, let handler, let events = Self.controlEvents(element["eventType"]) {
                    // The control fires the owner's handler itself, as UIKit's target-action does.
                    control.addAction(Action(title: selector) { [weak control] _ in handler(control) }, for: events)
                }
            case "segue":
                guard let destination = element["destination"] else { continue }
                result.segues.append(InterfaceBuilderSegue(identifier: element["identifier"], kind: element["kind"] ?? "show",
                                                     destinationID: destination, relationship: element["relationship"],
                                                     sourceID: sourceID))
            default:
                continue
            }
        }
    }
}

extension InterfaceBuilderLoader {
    /// Interface Builder's `eventType` names as control events.
    static let eventTypes: [String: Control.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit,
    ]

    static func controlEvents(_ name: String?) -> Control.Event? { name.flatMap { eventTypes[$0] } }

    /// A table's or collection view's `dataSource`/`delegate` outlet to an object that adopts the protocol
    /// (a table view controller's own table); `true` when it was one of those outlets.
    func connectDataSourceOrDelegate(_ property: String, sourceID: String, destinationID: String) -> Bool {
        guard property == "dataSource" || property == "delegate" else { return false }
        let source = result.objects[sourceID]
        let destination = result.objects[destinationID]
        switch (source, property) {
        case (let table as TableView, "dataSource"):
            guard let dataSource = destination as? TableViewDataSource else { return false }
            table.dataSource = dataSource
        case (let collection as CollectionView, "dataSource"):
            guard let dataSource = destination as? CollectionViewDataSource else { return false }
            collection.dataSource = dataSource
        default:
            return false
        }
        return true
    }
}
