import Foundation
import ViewTree

/// Interface Builder's Auto Layout checker, on Linux: loads a document as Xcode's canvas has it, lays
/// it out with ViewTree's engine at the document's device size, and reports what Xcode reports.
///
/// ```swift
/// let document = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: "Main.storyboard"))
/// let check = InterfaceBuilderChecker.check(document)
/// for issue in check.issues { print(issue) }
/// ```
public enum InterfaceBuilderChecker {
    /// Differences of up to this many points between the frame in the file and the computed one are
    /// rounding, not misplacement: Xcode saves fractions of pixels (`35.333333333333371`), and leaves
    /// frames off by a point unmarked (a label saved 21 pt tall where Xcode 12 measures 20.5, and the
    /// view below it 1 pt lower, in a file it saved without `misplaced="YES"`; buttons centred on a
    /// 21.5-pt label saved 0.75 pt higher; the probe of real files in Docs/InterfaceBuilder.md).
    public static let misplacementTolerance: CGFloat = 1

    /// How far past `misplacementTolerance` a difference may come from the decimals alone: Xcode writes third-points
    /// as 17 significant digits (`130.33333333333331`), so a frame a whole point from the solution can differ from it by
    /// 1.00000000000003 (TimOliver/TOSegmentedControl's example storyboard, tools 16097 (Xcode 11.4–11.6), iPhone 11 Pro Max: a stack saved
    /// at y = 130.333 where the checker lays it out at 131.333). 10⁻⁶ pt (**ours**) is far below a pixel at any scale.
    static let decimalSlack: CGFloat = 0.000_001

    /// 15000: the first tools version of Xcode 11, whose canvas runs iOS 13's UIKit (Xcode 10.3 saves 14xxx, Xcode
    /// 11.2 15504); the cell accessory metrics of older files are iOS 11–12's (`CellAccessoryMetrics.iOS11`).
    public static let iOS13CanvasToolsVersion = 15000

    /// Whether Interface Builder asks that constraints give `scroll`'s scrollable content size. A table view sizes its
    /// content itself, from its sections and rows (`UITableView` sets its own `contentSize`; its cells are not
    /// constrained to it), so Xcode never reports "Scrollable Content Size Ambiguity" on one: owncloud/ios-app's
    /// `ServerListTableViewController.xib` (Xcode 10.2) and `BookmarkViewController.xib` (Xcode 9.0) and enricofg/SUM's
    /// `TableViewController.xib` (Xcode 13) make a table view the File's Owner's top-level `view`, with the safe-area
    /// guide Xcode 9+ writes for every top-level view, and were saved without markers (the eleventh probe,
    /// Docs/InterfaceBuilder.md). A plain scroll view keeps the check: IBDecodable's `ScrollViewWithLayoutGuides.xib`,
    /// empty, is saved `ambiguous="YES"`. Collection views, which size their content from their layout, are not
    /// exempted: no file showed one.
    public static func checksScrollableContentSize(of scroll: ScrollView) -> Bool {
        !(scroll is TableView)
    }

    /// Whether a scroll view placed by constraints holds content no constraint sizes: every subview the file gives it is
    /// placed by its autoresizing mask (`fixedFrame="YES"`, as Xcode 8 and later write it; older files leave the choice to
    /// Interface Builder), and no constraint uses its content layout guide. Auto Layout
    /// then leaves its scrollable content size to code ("Mixed Approach": a content view that keeps translating its
    /// autoresizing mask, whose size the app gives `contentSize`; Apple, Technical Note TN2154, "UIScrollView And
    /// Autolayout"), which Interface Builder reports as ambiguous, width and height: dmirain/ImageFeed's
    /// `ImageFeed/Presentation/Base.lproj/Main.storyboard` (Xcode 14.3) saves such a scroll view, holding a fixed-frame
    /// image view, `ambiguous="YES"` (its "Ambiguity" set to "Never Verify", so no issue is shown). The engine sees no
    /// content to size there (no constraint reaches it), so `ScrollView.hasAmbiguousContentSize(along:)` answers false.
    /// Text and collection views, which size their content themselves, are left out, as table views are.
    static func holdsOnlyUnconstrainedContent(_ scroll: ScrollView, element: InterfaceBuilderElement,
                                              in hierarchy: InterfaceBuilderHierarchy) -> Bool {
        guard !scroll.translatesAutoresizingMaskIntoConstraints, !(scroll is TextView), !(scroll is CollectionView) else { return false }
        let content = hierarchy.loadedViews.filter { $0.view.superview === scroll }
        guard !content.isEmpty, content.allSatisfy({ $0.view.translatesAutoresizingMaskIntoConstraints && $0.element.bool("fixedFrame") == true })
        else { return false }
        let guideIDs = Set(element.children.filter { $0.name == "viewLayoutGuide" && $0.key == "contentLayoutGuide" }.compactMap(\.id))
        guard !guideIDs.isEmpty else { return true }
        return !hierarchy.loadedViews.contains { entry in
            entry.element.children(of: "constraints").contains { guideIDs.contains($0["firstItem"] ?? "") || guideIDs.contains($0["secondItem"] ?? "") }
        }
    }

    /// Checks every top-level view of a xib, or every scene of a storyboard.
    public static func check(_ document: InterfaceBuilderDocument, registry: InterfaceBuilderRegistry = .standard) -> InterfaceBuilderCheck {
        var profile = PlatformProfile.iOS13
        profile.screenScale = document.canvasScale
        // Xcode's canvas runs the UIKit of its SDK: before Xcode 11 (iOS 13's SDK), a cell's accessory left its
        // content view iOS 11–12's room (SwiftMessages' storyboard: 348 wide beside a disclosure indicator with
        // Xcode 11.2, as iOS 13's rule gives).
        if document.toolsVersion < InterfaceBuilderChecker.iOS13CanvasToolsVersion { profile.cellAccessories = .iOS11 }
        var hierarchies: [InterfaceBuilderHierarchy] = []
        let options = InterfaceBuilderLoadOptions(registry: registry, designTime: true)
        var windows: [Window] = []
        var worlds: [Simulation] = []
        // A world per xib or per scene, made before its views (a view joins the thread's current world
        // when it is created), as Interface Builder lays each scene out on its own: small systems solve
        // much faster than one system of every scene.
        func load(_ body: (InterfaceBuilderLoader, (View) -> Void) -> InterfaceBuilderHierarchy) {
            let world = Simulation(profile: profile)
            worlds.append(world)
            let loader = InterfaceBuilderLoader(document: document, options: options)
            hierarchies.append(body(loader) { root in
                let window = Window(frame: CGRect(origin: .zero, size: root.frame.size), simulation: world)
                root.frame.origin = .zero
                window.addSubview(root)
                windows.append(window)
            })
        }
        if document.kind == .storyboard {
            for scene in document.scenes where scene.rootView != nil {
                load { loader, attach in loader.loadScene(scene, owner: nil, attach: attach) }
            }
        } else {
            load { loader, attach in loader.loadXib(owner: nil, attach: attach) }
        }
        for window in windows { window.layoutIfNeeded() }
        var issues: [InterfaceBuilderIssue] = []
        var report = InterfaceBuilderLoadReport()
        var ambiguousIDs: [String] = []
        for hierarchy in hierarchies {
            issues += self.issues(in: hierarchy, ambiguousIDs: &ambiguousIDs)
            report.entries += hierarchy.report.entries
        }
        for issue in navigationBarIssues(in: document) {
            // Among the views' issues, in file order.
            issues.insert(issue, at: issues.firstIndex { $0.line > issue.line } ?? issues.endIndex)
        }
        return InterfaceBuilderCheck(document: document, worlds: worlds, windows: windows, hierarchies: hierarchies,
                                     issues: issues, report: report, ambiguousViewIDs: ambiguousIDs)
    }

    static func issues(in hierarchy: InterfaceBuilderHierarchy, ambiguousIDs: inout [String]) -> [InterfaceBuilderIssue] {
        var issues: [InterfaceBuilderIssue] = []
        for (view, element, fileFrame) in hierarchy.loadedViews {
            let id = element.id ?? ""
            // Only for the views that have an issue: building the name was a cost on every view.
            var name: String { displayName(of: element) }
            func issue(_ kind: InterfaceBuilderIssue.Kind, axis: String?, _ message: String,
                       expected: CGRect? = nil, actual: CGRect? = nil) -> InterfaceBuilderIssue {
                InterfaceBuilderIssue(kind: kind, viewID: id, viewName: name, line: element.line, axis: axis, message: message,
                                      expectedFrame: expected, actualFrame: actual)
            }
            var ambiguous = false
            if !view.translatesAutoresizingMaskIntoConstraints {
                for axis in LayoutConstraintAxis.allCases {
                    var parts = view.layoutAmbiguity(along: axis)
                    guard !parts.isEmpty else { continue }
                    ambiguous = true
                    ambiguousIDs.append(id)
                    // Xcode's "Ambiguity" setting: "Verify Position Only" and "Never Verify" silence the issue
                    // (the file still gets `ambiguous="YES"`).
                    switch element["verifyAmbiguity"] {
                    case "off": parts = []
                    case "ignoreSizes": parts.remove(.size)
                    default: break
                    }
                    guard !parts.isEmpty else { continue }
                    var needed: [String] = []
                    if parts.contains(.position) { needed.append(axis == .horizontal ? "X position" : "Y position") }
                    if parts.contains(.size) { needed.append(axis == .horizontal ? "width" : "height") }
                    issues.append(issue(.missingConstraints, axis: axisName(axis), "Need constraints for: " + needed.joined(separator: ", ")))
                }
            }
            var contentIsAmbiguous = false
            if let scroll = view as? ScrollView, checksScrollableContentSize(of: scroll) {
                let unconstrained = holdsOnlyUnconstrainedContent(scroll, element: element, in: hierarchy)
                for axis in LayoutConstraintAxis.allCases where unconstrained || scroll.hasAmbiguousContentSize(along: axis) {
                    contentIsAmbiguous = true
                    ambiguousIDs.append(id)
                    if element["verifyAmbiguity"] == "off" { continue }
                    let what = axis == .horizontal ? "width" : "height"
                    issues.append(issue(.scrollableContentSizeAmbiguity, axis: axisName(axis),
                                        "\(name) has ambiguous scrollable content \(what)"))
                }
            }
            let broken = view.constraints.filter(\.isBroken)
            if !broken.isEmpty {
                // Xcode saves the view holding a constraint it had to break as ambiguous, unless the constraint only
                // restated one it kept with another constant.
                if !broken.allSatisfy({ restatesAKeptConstraint($0, in: view) }) { ambiguousIDs.append(id) }
                issues.append(issue(.conflictingConstraints, axis: nil,
                                    "Need to remove or change at least one of the conflicting constraints: "
                                        + broken.map(\.equationDescription).joined(separator: "; ")))
            }
            // Xcode 8 saved no frame for a view whose frame the constraints give (`<rect key="frame">`
            // left out): the solution is its frame, so it cannot be misplaced.
            // A scroll view whose content size is ambiguous is saved `ambiguous="YES"` and not misplaced, as a view whose
            // own layout is (`holdsOnlyUnconstrainedContent`'s file: a scroll view pinned to its root's edges, saved at
            // (-20, -20, 433, 892) where they put it at (0, 0, 393, 852), marked ambiguous only).
            if !view.translatesAutoresizingMaskIntoConstraints, !ambiguous, !contentIsAmbiguous, broken.isEmpty,
               element.child("rect", key: "frame") != nil,
               let expected = misplacement(of: view, fileFrame: fileFrame, insets: hierarchy.alignmentInsets[ObjectIdentifier(view)]) {
                issues.append(issue(.misplacedView, axis: nil,
                                    "Frame for \"\(name)\" will be different at run time. Expected: \(frameText(expected)). Actual: \(frameText(fileFrame)).",
                                    expected: expected, actual: fileFrame))
            }
        }
        return issues
    }

    /// Whether `constraint` relates the same attributes of the same items, by the same relation and multiplier, as a
    /// constraint `holder` keeps: a second pin of one edge with another constant. Xcode reports the conflict but does not
    /// save the holder `ambiguous="YES"` then. Rio-iOS/deep-understanding-autolayout's `chapter08/chapter08/ThirdView.storyboard`
    /// and `FourthView.storyboard` (@88173d5e, Xcode 15's plug-in 22685, fixtures) pin a button's leading 50 and 100 (16 and
    /// 8) from the safe area's: Xcode kept the later pin (x = 100, x = 8) and marked nothing, as it marked nothing in the
    /// twelfth probe's BullsEye (Xcode 10.1, an image pinned to the same edges three times over). A conflict between
    /// different attributes marks the holder: jayesh15111988's `AutolayoutConstraintsExercise` (Xcode 15.0: a label's top,
    /// height and centre) and yycking's `DatePicker` cells (Xcode 12.4: a 44-pt view in a 43.5-pt content view), fixtures.
    /// A rule read from these files; Apple documents neither marker.
    static func restatesAKeptConstraint(_ constraint: LayoutConstraint, in holder: View) -> Bool {
        holder.constraints.contains { kept in
            kept !== constraint && !kept.isBroken && kept.firstItem === constraint.firstItem
                && kept.secondItem === constraint.secondItem && kept.firstAttribute == constraint.firstAttribute
                && kept.secondAttribute == constraint.secondAttribute && kept.relation == constraint.relation
                && kept.multiplier == constraint.multiplier
        }
    }

    /// A navigation controller scene's own bar is misplaced when its top is more than `misplacementTolerance` from the
    /// bottom of the status bar the canvas draws (the device's top safe-area inset; the sensor housing's, or 0, where the
    /// canvas draws no status bar: `InterfaceBuilderDocument.canvasShowsStatusBar`, or the scene's simulated status bar
    /// is None), on a named device in portrait (`InterfaceBuilderDocument.shownNavigationControllerBars`). Only its top is checked:
    /// Xcode 26 saves a 54-pt bar (niklerios/ImageFeed), and a device-less Xcode 7–8 document a 320-pt bar in a wider
    /// scene, neither marked. Marked: lmacfadyen/InlineUIDatePickerSwift's `Main.storyboard` (@40c78a10, Xcode 8.3.3,
    /// iPhone 8) saves its opaque bar at y = 0 `misplaced="YES"`, as the twelfth probe's Backendless template (Xcode
    /// 8.3) its translucent one. Unmarked at the status bar's bottom: y = 20 on an iPhone 8 (kharrison's AdaptType and
    /// Margins, Xcode 10.1–10.2), 44 on an iPhone X or 11 (ViewAnimator, nRF Toolbox, NavigationControllerTutorial,
    /// laurent68k, Xcode 9.3–11.0), 0 on an Xcode 11 iPhone 8 (kharrison's RevealStack, DarkTheme and StackMargin), 59 on
    /// an iPhone 14 Pro (AlbertKhaydarov/ImageFeed, Xcode 14.3; BVladimir01/ImageFeed, Xcode 15), 48 on an Xcode 16
    /// iPhone 11 (redmadcat/ImageFeed), 20 on an Xcode 26 iPhone SE (niklerios/ImageFeed).
    static func navigationBarIssues(in document: InterfaceBuilderDocument) -> [InterfaceBuilderIssue] {
        document.shownNavigationControllerBars.compactMap { navigation, bar in
            guard let saved = InterfaceBuilderValues.rect(bar.child("rect", key: "frame")),
                  wasLaidOut(bar: saved, in: document) else { return nil }
            let hidesStatusBar = navigation.children.contains { $0.name == "nil" && $0.key == "simulatedStatusBarMetrics" }
                || (!document.canvasShowsStatusBar && !document.device.isPad)
            // A navigation controller presented in a page sheet puts its bar at the sheet's top (`sheetControllerIDs`).
            let inSheet = navigation.id.map(document.sheetControllerIDs.contains) ?? false
            let top = inSheet ? 0 : (hidesStatusBar ? document.device.safeAreaInsetsWithoutStatusBar : document.device.safeAreaInsets).top
            guard abs(saved.minY - top) > misplacementTolerance else { return nil }
            let expected = CGRect(x: saved.minX, y: top, width: saved.width, height: saved.height)
            let name = displayName(of: bar)
            return InterfaceBuilderIssue(kind: .misplacedView, viewID: bar.id ?? "", viewName: name, line: bar.line, axis: nil,
                                         message: "Frame for \"\(name)\" will be different at run time. Expected: \(frameText(expected)). Actual: \(frameText(saved)).",
                                         expectedFrame: expected, actualFrame: saved)
        }
    }

    /// Whether Xcode laid a navigation controller's bar out on the document's device: a bar it lays out spans the screen,
    /// so one of another width was saved by an Xcode that did not (an older canvas, a controller it never showed), and
    /// where its top lies says nothing. Xcode 8.3 left such bars at y = 0 unmarked on an iPhone 7 canvas:
    /// LenaMay/PageViewController's `PageVC/Base.lproj/Main.storyboard` (@de02c609, tools 12118) two bars 1000 × 1000
    /// (the master navigation controller of a split view controller, and one no segue leads to), and
    /// muyexi/StaticTableViewController's `Demo/Base.lproj/Main.storyboard` (@0f0d767d, tools 12121) the initial
    /// navigation controller's bar 320 wide, where it marked a 375-pt bar at y = 0 `misplaced="YES"`
    /// (lmacfadyen/InlineUIDatePickerSwift). Width within `misplacementTolerance` of the screen's counts as laid out.
    private static func wasLaidOut(bar saved: CGRect, in document: InterfaceBuilderDocument) -> Bool {
        abs(saved.width - document.device.orientedScreenSize.width) <= misplacementTolerance
    }

    private static func misplacement(of view: View, fileFrame: CGRect, insets: EdgeInsets?) -> CGRect? {
        var solved = view.frame
        if let insets {
            // A switch keeps its 51 × 31 frame whatever size the engine gives its alignment rectangle (as
            // `UISwitch` does): its size is already the frame's, its origin the rectangle's.
            let size = view is Switch ? solved.size
                : CGSize(width: solved.width + insets.left + insets.right, height: solved.height + insets.top + insets.bottom)
            solved = CGRect(origin: CGPoint(x: solved.minX - insets.left, y: solved.minY - insets.top), size: size)
        }
        let t = misplacementTolerance + decimalSlack
        let differs = abs(solved.minX - fileFrame.minX) > t || abs(solved.minY - fileFrame.minY) > t
            || abs(solved.width - fileFrame.width) > t || abs(solved.height - fileFrame.height) > t
        return differs ? solved : nil
    }

    private static func axisName(_ axis: LayoutConstraintAxis) -> String { axis == .horizontal ? "horizontal" : "vertical" }

    private static func frameText(_ r: CGRect) -> String {
        "x=\(UIKitFormat.number(r.minX)), y=\(UIKitFormat.number(r.minY)), width=\(UIKitFormat.number(r.width)), height=\(UIKitFormat.number(r.height))"
    }

    /// The name Xcode's outline shows: `userLabel`, else the element's class in words (`imageView` →
    /// "Image View").
    static func displayName(of element: InterfaceBuilderElement) -> String {
        if let label = element["userLabel"] { return label }
        var words = ""
        for character in element.name {
            if character.isUppercase { words += " " }
            words.append(words.isEmpty ? Character(character.uppercased()) : character)
        }
        return words
    }
}

/// The result of checking a document: the issues, the load report, the laid-out trees (kept alive with
/// their world), and how the verdict compares with the markers Xcode saved.
public final class InterfaceBuilderCheck {
    /// The document checked.
    public let document: InterfaceBuilderDocument
    /// The worlds the trees were laid out in, one per xib or storyboard scene.
    public let worlds: [Simulation]
    /// One window per top-level view (or scene), at its size in the file.
    public let windows: [Window]
    /// The loads, one per xib or per storyboard scene.
    public let hierarchies: [InterfaceBuilderHierarchy]
    /// The issues, in file order of their views.
    public let issues: [InterfaceBuilderIssue]
    /// What the loader could not do as Interface Builder would.
    public let report: InterfaceBuilderLoadReport

    init(document: InterfaceBuilderDocument, worlds: [Simulation], windows: [Window], hierarchies: [InterfaceBuilderHierarchy],
         issues: [InterfaceBuilderIssue], report: InterfaceBuilderLoadReport, ambiguousViewIDs: [String]) {
        self.document = document
        self.worlds = worlds
        self.windows = windows
        self.hierarchies = hierarchies
        self.issues = issues
        self.report = report
        var seen = Set<String>()
        self.ambiguousViewIDs = ambiguousViewIDs.filter { seen.insert($0).inserted }
    }

    /// Whether any issue is an error (ambiguity or conflict): a CI linter fails on it.
    public var hasErrors: Bool { issues.contains(where: \.isError) }

    /// The ids of the views whose layout (or scrollable content size) the checker finds ambiguous, in
    /// file order, each once: the views Xcode saves with `ambiguous="YES"`, including those whose
    /// "Ambiguity" setting silences the issue.
    public let ambiguousViewIDs: [String]

    /// The ids of the views the checker finds misplaced, in file order.
    public var misplacedViewIDs: [String] { unique(issues.filter { $0.kind == .misplacedView }.map(\.viewID)) }

    /// The ids of the views Xcode saved with `ambiguous="YES"`, in file order.
    public var markedAmbiguousViewIDs: [String] { markedIDs("ambiguous") }

    /// The ids of the views Xcode saved with `misplaced="YES"`, in file order.
    public var markedMisplacedViewIDs: [String] { markedIDs("misplaced") }

    private func markedIDs(_ attribute: String) -> [String] {
        var marked = hierarchies.flatMap { $0.loadedViews.map(\.element).filter { $0.bool(attribute) == true } }
        // The bars of navigation controller scenes the checker checks, among the views, in file order.
        for (_, bar) in document.shownNavigationControllerBars where bar.bool(attribute) == true {
            marked.insert(bar, at: marked.firstIndex { $0.line > bar.line } ?? marked.endIndex)
        }
        return unique(marked.compactMap(\.id))
    }

    private func unique(_ ids: [String]) -> [String] {
        var seen = Set<String>()
        return ids.filter { seen.insert($0).inserted }
    }

    /// Each top-level view's `recursiveDescription()`, at its size in the file.
    public var hierarchyDescription: String {
        windows.flatMap(\.subviews).map { $0.recursiveDescription() }.joined(separator: "\n")
    }
}
