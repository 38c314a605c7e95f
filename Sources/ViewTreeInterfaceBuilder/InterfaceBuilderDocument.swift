import Foundation
import ViewTree

/// A parsed `.xib` or `.storyboard` file (Interface Builder's XML, document version 3.0): what kind it
/// is, the device it is designed on, its top-level objects (a xib) or scenes (a storyboard), and the
/// sizes of the images it names. Instantiate views from it with `Nib` or `Storyboard`, or check it
/// with `InterfaceBuilderChecker`.
public final class InterfaceBuilderDocument: Sendable {
    /// The document type.
    public enum Kind: String, Sendable, Equatable {
        /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB`.
        case xib = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"
        /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB`.
        case storyboard = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"

        /// The kind of a `<document type=…>`: its raw value, or a xib for `iPadXIBType`.
        init?(documentType type: String) {
            self.init(rawValue: type == InterfaceBuilderDocument.iPadXIBType ? Kind.xib.rawValue : type)
        }
    }

    /// The document type.
    public let kind: Kind

    /// The document type of the xibs Xcode 4.x–5 saved for an iPad target (`targetRuntime="iOS.CocoaTouch.iPad"`): a xib
    /// in every other respect, read as one. moscich/MMAutoLayoutExamples' iPad xibs (Xcode 5.1, tools 5056: 1024 × 768
    /// landscape views; fixtures) have it; IBDecodable's `TargetRuntime` lists `iOS.CocoaTouch.iPad` among the iOS
    /// runtimes. It was refused as "not an Interface Builder document".
    public static let iPadXIBType = "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB"
    /// Xcode's `toolsVersion` (e.g. 21225); 0 when absent.
    public let toolsVersion: Int
    /// `useAutolayout="YES"`.
    public let usesAutoLayout: Bool
    /// `useSafeAreas="YES"`.
    public let usesSafeAreas: Bool
    /// `useTraitCollections="YES"`: the document uses size classes (Xcode 6 and later).
    public let usesTraitCollections: Bool
    /// The device the document is designed on (`<device>`), or the legacy default.
    public let device: InterfaceBuilderDevice
    /// Whether the file names its device (`<device>`, Xcode 8 and later); without one, Xcode 6–7 laid the
    /// canvas out in the base ("w Any h Any") configuration.
    public let hasDevice: Bool
    /// The scale Interface Builder measured the canvas at: the device's; 1 for Xcode 6 files, which name
    /// no device (they save a 17-pt label 21 pt tall and 14-pt one 17 pt, whole points, and a table
    /// cell's content view 1 pt shorter than the cell, for its one-pixel separator: RxSwift's
    /// `WikipediaSearchCell.xib`); Xcode 7 files without a device measure at 2× (20.5-pt labels).
    public var canvasScale: CGFloat {
        hasDevice || toolsVersion >= Self.retinaCanvasToolsVersion ? device.scale : 1
    }

    /// The first tools version of Xcode 7 (Xcode 6.4 wrote 7706, Xcode 7.0 8173 and later).
    public static let retinaCanvasToolsVersion = 8000

    /// Whether the canvas's width is Xcode 7's "w Any": an Xcode 7 document (tools from `retinaCanvasToolsVersion` to
    /// `explicitTranslatesToolsVersion`, Xcode 8's first) that uses size classes and names no device. Xcode 8 and later
    /// lay a document without a `<device>` out on a default iPhone (HGCircularSlider's Xcode 8.0 storyboard: 375 pt).
    public var hasAnyWidthCanvas: Bool {
        !hasDevice && usesTraitCollections
            && (Self.retinaCanvasToolsVersion..<Self.explicitTranslatesToolsVersion).contains(toolsVersion)
    }

    /// The `<document>` element.
    public let root: InterfaceBuilderElement
    /// The children of `<objects>` (a xib's top-level objects, File's Owner included).
    public let objects: [InterfaceBuilderElement]
    /// A storyboard's scenes, in file order.
    public let scenes: [InterfaceBuilderScene]
    /// A storyboard's `initialViewController` id.
    public let initialViewControllerID: String?
    /// The sizes of the images in `<resources>` (`<image name="logo" width="64" height="32"/>`).
    public let imageSizes: [String: CGSize]

    /// The first Xcode version whose files say `translatesAutoresizingMaskIntoConstraints="NO"` for every
    /// view placed by constraints (Xcode 8, tools version 11000 and later). Older files leave it out and
    /// Interface Builder decides it: a view that constraints refer to is placed by them.
    public static let explicitTranslatesToolsVersion = 11000

    /// Parses a document.
    ///
    /// - Throws: `InterfaceBuilderError` with the line and column of malformed XML, or
    ///   `.notAnInterfaceBuilderDocument` for well-formed XML of another kind.
    public convenience init(data: Data) throws {
        let root: InterfaceBuilderElement
        switch InterfaceBuilderXMLReader.read(data) {
        case .success(let element): root = element
        case .failure(let error): throw error
        }
        if let unsupported = Self.unsupportedPlatform(root) {
            throw InterfaceBuilderError(kind: .unsupportedDocument, line: root.line, column: root.column, message: unsupported)
        }
        guard root.name == "document", let type = root["type"], let kind = Kind(documentType: type) else {
            throw InterfaceBuilderError(kind: .notAnInterfaceBuilderDocument, line: root.line, column: root.column,
                                        message: "expected <document type=\"\(Kind.xib.rawValue)\"> or the storyboard type, found <\(root.name)\(root["type"].map { " type=\"\($0)\"" } ?? "")>")
        }
        guard let version = root["version"], version == Self.documentVersion || (kind == .storyboard && version == Self.xcode4StoryboardVersion) else {
            throw InterfaceBuilderError(kind: .notAnInterfaceBuilderDocument, line: root.line, column: root.column,
                                        message: "document version \(root["version"] ?? "(none)") is not 3.0 (or 2.0, Xcode 4.5–4.6's storyboards)")
        }
        self.init(validatedRoot: root, kind: kind)
    }

    /// The `<document version=…>` of Xcode 5 and later.
    static let documentVersion = "3.0"
    /// The `<document version=…>` of the storyboards of Xcode 4.5–4.6 (tools versions about 2840–3084), which Xcode 5
    /// and later open as they are and upgrade when they save (ioscreator's `ChangeScreensDemo` and
    /// kharrison/CodeExamples' `TableView State Restore` storyboards, tools 3084: the elements and attributes of version
    /// 3.0, views saved without frames). Xcode 4's xibs were `<archive>`s, so a xib of version 2.0 is not one.
    static let xcode4StoryboardVersion = "2.0"

    /// A document whose `<document>` element was checked (its type and version).
    init(validatedRoot root: InterfaceBuilderElement, kind: Kind) {
        self.root = root
        self.kind = kind
        // `toolsVersion="14460.31"`: Xcode writes a build suffix after a dot; the number before it is the version.
        toolsVersion = (root["toolsVersion"]?.split(separator: ".", omittingEmptySubsequences: false).first).flatMap { Int($0) } ?? 0
        usesAutoLayout = root.bool("useAutolayout") ?? false
        usesSafeAreas = root.bool("useSafeAreas") ?? false
        usesTraitCollections = root.bool("useTraitCollections") ?? false
        let deviceElement = root.child("device")
        hasDevice = deviceElement != nil
        var device = deviceElement == nil && root["targetRuntime"] == InterfaceBuilderDevice.padTargetRuntime
            ? InterfaceBuilderDevice.legacyPadDefault
            : InterfaceBuilderDevice.named(deviceElement?["id"], orientation: deviceElement?["orientation"])
        if toolsVersion >= InterfaceBuilderLoader.perDeviceHousingToolsVersion,
           let top = InterfaceBuilderDevice.sensorHousingTopInsetsSinceXcode14[device.id] {
            device.topInset = top
        }
        if toolsVersion < InterfaceBuilderLoader.perDeviceHousingToolsVersion, !device.isLandscape,
           let top = InterfaceBuilderDevice.sensorHousingTopInsetsBeforeXcode14[device.id] {
            device.topInset = top
        }
        self.device = device
        objects = root.children(of: "objects")
        scenes = root.children(of: "scenes").filter { $0.name == "scene" }.map(InterfaceBuilderScene.init)
        initialViewControllerID = root["initialViewController"]
        var images: [String: CGSize] = [:]
        for resource in root.children(of: "resources") where resource.name == "image" {
            if let name = resource["name"], let w = resource.number("width"), let h = resource.number("height") {
                images[name] = CGSize(width: w, height: h)
            }
        }
        imageSizes = images
        tabControllerIDs = Self.tabControllerIDs(scenes)
        navigationStackControllerIDs = Self.navigationStackControllerIDs(scenes)
        largeTitleControllerIDs = Self.largeTitleControllerIDs(scenes)
        presentedControllerIDs = Self.presentedControllerIDs(scenes)
        presentedTabControllerIDs = Self.presentedTabControllerIDs(scenes, presented: presentedControllerIDs)
        sheetControllerIDs = Self.sheetControllerIDs(scenes, device: device, toolsVersion: toolsVersion,
                                                     navigationStack: navigationStackControllerIDs)
        let sceneObjects = root.children(of: "scenes").flatMap { $0.children(of: "objects") }
        firstResponderIDs = Set((objects + sceneObjects).filter { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFirstResponder" }
            .compactMap(\.id))
    }

    /// The ids of the controllers a tab bar controller shows (its `viewControllers` relationships, and the root
    /// controller of a navigation controller among them): Xcode's inferred simulated metrics give them a tab bar.
    let tabControllerIDs: Set<String>

    static func tabControllerIDs(_ scenes: [InterfaceBuilderScene]) -> Set<String> {
        let controllers = scenes.compactMap(\.viewController)
        func destinations(of controller: InterfaceBuilderElement, _ relationship: String) -> [String] {
            controller.children(of: "connections").filter { $0.name == "segue" && $0["relationship"] == relationship }
                .compactMap { $0["destination"] }
        }
        var ids = Set<String>()
        for tabs in controllers where tabs.name == "tabBarController" {
            for id in destinations(of: tabs, "viewControllers") {
                ids.insert(id)
                if let navigation = controllers.first(where: { $0.id == id && $0.name == "navigationController" }) {
                    ids.formUnion(destinations(of: navigation, "rootViewController"))
                }
            }
        }
        return ids
    }

    /// The ids of the controllers shown in a navigation controller: the root of one (its `rootViewController`
    /// relationship), and the destinations of `show` and `push` segues from any of them. Xcode's inferred simulated
    /// metrics give those, and only those, a navigation bar: a scene with a `<navigationItem>` that no navigation
    /// controller shows has none (PhoneNumberKit's AsYouType `Main.storyboard`, Xcode 7.1: the initial controller has a
    /// navigation item and a text field pinned 0 pt below the top layout guide saved at y = 20; nextcloud's
    /// `NCCreateFolder.storyboard`, Xcode 15: a label 15 pt below the safe area at y = 62 on a 47-pt-inset device), and a
    /// navigation controller's root has one (kharrison/CodeExamples' `Margins.storyboard`: a view pinned to the safe
    /// area's top saved at y = 64 on an iPhone 8).
    let navigationStackControllerIDs: Set<String>

    static func navigationStackControllerIDs(_ scenes: [InterfaceBuilderScene]) -> Set<String> {
        let controllers = scenes.compactMap(\.viewController)
        let roots = controllers.filter { $0.name == "navigationController" }.flatMap(rootDestinations)
        return pushClosure(of: Set(roots), pushes: pushes(controllers))
    }

    /// The ids of the controllers whose simulated navigation bar shows a large title: the root of a navigation
    /// controller whose bar prefers large titles (`<navigationBar key="navigationBar" … largeTitles="YES">`), and the
    /// controllers `show`/`push` segues lead to from them, except one whose navigation item says
    /// `largeTitleDisplayMode="never"` (nor, then, what is pushed from it: `automatic` inherits the previous item's
    /// mode, UINavigationItem.LargeTitleDisplayMode documentation). On an iPhone in portrait Xcode draws that bar
    /// `largeTitleNavigationBarHeight` tall (`InterfaceBuilderLoader.sceneInsets`).
    let largeTitleControllerIDs: Set<String>

    static func largeTitleControllerIDs(_ scenes: [InterfaceBuilderScene]) -> Set<String> {
        let controllers = scenes.compactMap(\.viewController)
        let roots = controllers.filter { navigation in
            navigation.name == "navigationController"
                && navigation.children.contains { $0.name == "navigationBar" && $0.key == "navigationBar" && $0["largeTitles"] == "YES" }
        }.flatMap(rootDestinations)
        let never = Set(controllers.filter { controller in
            controller.children.contains { $0.name == "navigationItem" && $0["largeTitleDisplayMode"] == "never" }
        }.compactMap(\.id))
        return pushClosure(of: Set(roots).subtracting(never), pushes: pushes(controllers), excluding: never)
    }

    /// The ids of the controllers a presentation segue leads to (`kind="presentation"`, from a controller, one of its views
    /// or one of its cells), whatever their presentation style: since Xcode 14.3 their scenes have no safe-area insets
    /// on the canvas (`InterfaceBuilderLoader.presentedSceneWithoutInsetsToolsVersion`).
    let presentedControllerIDs: Set<String>

    /// The ids of the controllers the canvas draws in a page sheet, and of the navigation controllers presented as one
    /// (`sheetControllerIDs(_:device:toolsVersion:navigationStack:)`): no top safe-area inset, a 56-pt navigation bar.
    let sheetControllerIDs: Set<String>

    static func presentedControllerIDs(_ scenes: [InterfaceBuilderScene]) -> Set<String> {
        Set(segues(scenes.compactMap(\.viewController), kinds: ["presentation"]).map(\.destination))
    }

    /// The ids of the tabs (`viewControllers` relationships) of a tab bar controller a presentation segue leads to: since
    /// Xcode 14.3 the canvas draws them as it draws their presented tab bar controller, without the device's safe-area
    /// insets, only the tab bar's (`InterfaceBuilderLoader.presentedSceneWithoutInsetsToolsVersion`). The root of a
    /// navigation controller among them is not included: no file showed how Xcode draws it.
    let presentedTabControllerIDs: Set<String>

    static func presentedTabControllerIDs(_ scenes: [InterfaceBuilderScene], presented: Set<String>) -> Set<String> {
        Set(scenes.compactMap(\.viewController).filter { $0.name == "tabBarController" && $0.id.map(presented.contains) == true }
            .flatMap { tabs in
                tabs.children(of: "connections").filter { $0.name == "segue" && $0["relationship"] == "viewControllers" }
                    .compactMap { $0["destination"] }
            })
    }

    /// The destinations of a navigation controller's `rootViewController` relationship segues.
    static func rootDestinations(_ navigation: InterfaceBuilderElement) -> [String] {
        navigation.children(of: "connections").filter { $0.name == "segue" && $0["relationship"] == "rootViewController" }
            .compactMap { $0["destination"] }
    }

    /// Every `show` and `push` segue, by the id of the controller whose scene holds it (its views' and its cells'
    /// connections included).
    static func pushes(_ controllers: [InterfaceBuilderElement]) -> [(source: String, destination: String)] {
        segues(controllers, kinds: ["show", "push"])
    }

    /// Every segue of one of `kinds`, by the id of the controller whose scene holds it (its views' and its cells'
    /// connections included).
    private static func segues(_ controllers: [InterfaceBuilderElement], kinds: Set<String>) -> [(source: String, destination: String)] {
        var segues: [(source: String, destination: String)] = []
        for controller in controllers {
            guard let id = controller.id else { continue }
            var stack = [controller]
            while let element = stack.popLast() {
                if element.name == "segue", let kind = element["kind"], kinds.contains(kind), let destination = element["destination"] {
                    segues.append((id, destination))
                }
                stack.append(contentsOf: element.children)
            }
        }
        return segues
    }

    /// `seeds` and every controller pushed from one of them, to a fixed point; `excluding` are never added.
    static func pushClosure(of seeds: Set<String>, pushes: [(source: String, destination: String)],
                                    excluding: Set<String> = []) -> Set<String> {
        var ids = seeds
        var changed = true
        while changed {
            changed = false
            for push in pushes where ids.contains(push.source) && !ids.contains(push.destination) && !excluding.contains(push.destination) {
                ids.insert(push.destination)
                changed = true
            }
        }
        return ids
    }

    /// Whether the document's canvas draws the status bar (on an iPhone, for a storyboard scene): before Xcode 11 and
    /// again since Xcode 16 (`InterfaceBuilderLoader.canvasWithoutStatusBarToolsVersion`, `…WithStatusBarAgainToolsVersion`).
    var canvasShowsStatusBar: Bool {
        toolsVersion < InterfaceBuilderLoader.canvasWithoutStatusBarToolsVersion
            || toolsVersion >= InterfaceBuilderLoader.canvasWithStatusBarAgainToolsVersion
    }

    /// The bar of each navigation controller scene that Xcode lays out on a named device and shows: `<navigationBar
    /// key="navigationBar">` with a saved frame, of a `<navigationController>` whose bar is not hidden
    /// (`navigationBarHidden="YES"`), in a document with a `<device>` (Xcode 8 and later) in portrait (no landscape file
    /// was seen). `InterfaceBuilderChecker` checks where it sits and reads its `misplaced="YES"`.
    var shownNavigationControllerBars: [(controller: InterfaceBuilderElement, bar: InterfaceBuilderElement)] {
        guard hasDevice, !device.isLandscape, kind == .storyboard else { return [] }
        return scenes.compactMap(\.viewController).filter { $0.name == "navigationController" && $0.bool("navigationBarHidden") != true }
            .compactMap { navigation in
                navigation.children.first { $0.name == "navigationBar" && $0.key == "navigationBar" && $0.child("rect", key: "frame") != nil }
                    .map { (navigation, $0) }
            }
    }

    /// The ids of the First Responder placeholders (`-2` in a xib, one per storyboard scene): an action sent
    /// there goes up the responder chain at run time, as UIKit's `sendAction(_:to:nil…)` does.
    let firstResponderIDs: Set<String>

    /// The document types of the other platforms' Interface Builder documents, by the platform Xcode
    /// opens them for.
    static let otherPlatformTypes: [String: String] = [
        "com.apple.InterfaceBuilder3.Cocoa.XIB": "a macOS (AppKit) xib",
        "com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB": "a macOS (AppKit) storyboard",
        "com.apple.InterfaceBuilder.AppleTV.XIB": "a tvOS xib",
        "com.apple.InterfaceBuilder.AppleTV.Storyboard": "a tvOS storyboard",
        "com.apple.InterfaceBuilder.WatchKit.Storyboard": "a watchOS storyboard",
    ]

    /// Why a real Interface Builder document cannot be read, or `nil`: another platform's document, or
    /// the keyed archive Xcode 4 and earlier wrote (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"
    /// version="8.00">`), which Xcode 5 and later convert when they save the file.
    static func unsupportedPlatform(_ root: InterfaceBuilderElement) -> String? {
        let type = root["type"] ?? ""
        if root.name == "archive", type.hasPrefix("com.apple.InterfaceBuilder") {
            return "\(type) archive version \(root["version"] ?? "(none)") is the format of Xcode 4 and earlier; "
                + "ViewTree reads the document format (version 3.0) Xcode 5 and later save: open and save the file in a newer Xcode"
        }
        guard root.name == "document", let platform = otherPlatformTypes[type] else { return nil }
        return "\(type) is \(platform); ViewTree reads Cocoa Touch (iOS) documents (\(Kind.xib.rawValue), \(Kind.storyboard.rawValue))"
    }

    /// Reads and parses a file.
    public convenience init(contentsOf url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw InterfaceBuilderError(kind: .unreadable, line: 0, column: 0, message: "cannot read \(url.path)")
        }
        try self.init(data: data)
    }

    /// Parses a document from its text.
    public convenience init(string: String) throws { try self.init(data: Data(string.utf8)) }

    /// A document of `kind` with nothing in it: what a storyboard or nib that could not be found or read
    /// loads (after its diagnostic), so that UIKit's non-failable initializers have something to hold.
    static func empty(_ kind: Kind) -> InterfaceBuilderDocument {
        let root = InterfaceBuilderElement(name: "document", attributes: ["type": kind.rawValue, "version": "3.0"],
                                           children: [], line: 0, column: 0)
        return InterfaceBuilderDocument(validatedRoot: root, kind: kind)
    }
}

/// One storyboard scene: its view controller element (the first object that has a root view or is a
/// container controller), and the identifiers Interface Builder gave it.
public struct InterfaceBuilderScene: Sendable {
    /// `sceneID`.
    public let sceneID: String
    /// The view controller element (`viewController`, `tableViewController`, `navigationController`, …).
    public let viewController: InterfaceBuilderElement?

    init(_ element: InterfaceBuilderElement) {
        sceneID = element["sceneID"] ?? ""
        viewController = element.children(of: "objects").first { $0.name.hasSuffix("Controller") }
    }

    /// The view controller's id.
    public var viewControllerID: String? { viewController?.id }
    /// `storyboardIdentifier`, used by `instantiateViewController(withIdentifier:)`.
    public var storyboardIdentifier: String? { viewController?["storyboardIdentifier"] }
    /// The view controller's root view element (`key="view"`), if it has one.
    public var rootView: InterfaceBuilderElement? { viewController?.children.first { $0.key == "view" } }
}
