import Foundation

// The scenes an iOS 13+ canvas draws as page sheets. Since iOS 13 a controller presented modally without a full-screen
// style is a card (`UIModalPresentationStyle.automatic` resolves to `.pageSheet`; a popover and a form sheet adapt to it
// on an iPhone): it lies below the status bar or sensor housing, so its view has no top safe-area inset (banchichen/
// TZImagePickerController pull request #1161, translated: with `pageSheet` or `automatic` the presented controller does not
// fill the screen, and its layout must leave out the status bar's height), and the navigation bar it shows is 56 pt tall
// (`InterfaceBuilderLoader.sheetNavigationBarHeight`). Xcode draws such a scene as a sheet and saves its root view as
// wide as the screen and shorter (647 pt on an iPhone 8, 842 on an iPhone 11), at y = 0.
extension InterfaceBuilderDocument {
    /// The presentation styles that still present a card on an iPhone in portrait (nil: the default, `automatic`).
    static let sheetPresentationStyles: Set<String?> = [nil, "automatic", "pageSheet", "formSheet", "popover"]

    /// The ids of the controllers whose scenes the canvas draws inside a page sheet, and of the navigation controllers
    /// presented as one: on an iOS 13+ canvas (`InterfaceBuilderChecker.iOS13CanvasToolsVersion`) of an iPhone in
    /// portrait, the destination of a modal segue (`presentation`, `popoverPresentation`, or a `show`/`showDetail`
    /// segue from a controller no navigation controller shows, which UIKit then presents) of a card style, with, for a
    /// navigation controller, its root and what is pushed from it, when the scene's root view is saved as a sheet
    /// (`isSheetFrame(_:)`; a presented navigation controller's, when its root's is).
    ///
    /// Saved that way, without markers: Fab1n/UIKeyboardLayoutGuide-UINavigationController-Test's `KeyboardTest/Base.lproj/
    /// Main.storyboard` @1e4a006c (Xcode 13.2, tools 19455, iPhone 11): a navigation controller a `show` segue presents
    /// from a controller outside any navigation stack, its bar at (0, 0, 414, 56), its root's stack on the safe area's top
    /// at y = 56 and its pushed controller's root 842 tall; a controller a `presentation` segue leads to, 842 tall, a
    /// button on its safe area's top at y = 0. kharrison/CodeExamples' `AdaptivePopover` `Main.storyboard` (Xcode 11.2,
    /// tools 15505, iPhone 8, a fixture): the navigation controller a `popoverPresentation` segue leads to has its bar at
    /// (0, 0, 375, 56), its root and the controllers around it 647 tall. Scenes presented full screen, or whose root is
    /// saved full screen, keep the device's insets (ognerub/ImageFeed, Xcode 14.2).
    static func sheetControllerIDs(_ scenes: [InterfaceBuilderScene], device: InterfaceBuilderDevice, toolsVersion: Int,
                                   navigationStack: Set<String>) -> Set<String> {
        guard toolsVersion >= InterfaceBuilderChecker.iOS13CanvasToolsVersion, !device.isPad, !device.isLandscape else { return [] }
        let controllers = scenes.compactMap(\.viewController)
        let byID = Dictionary(controllers.compactMap { controller in controller.id.map { ($0, controller) } },
                              uniquingKeysWith: { first, _ in first })
        let rootFrames = Dictionary(scenes.compactMap { scene -> (String, CGRect)? in
            guard let id = scene.viewControllerID, let frame = InterfaceBuilderValues.rect(scene.rootView?.child("rect", key: "frame"))
            else { return nil }
            return (id, frame)
        }, uniquingKeysWith: { first, _ in first })
        func isSheet(_ id: String) -> Bool { rootFrames[id].map { isSheetFrame($0, device: device) } ?? false }
        var ids = Set<String>()
        for destination in modalSheetDestinations(controllers, byID: byID, navigationStack: navigationStack) {
            guard let controller = byID[destination] else { continue }
            if controller.name == "navigationController" {
                let roots = rootDestinations(controller)
                guard roots.contains(where: isSheet) else { continue }
                ids.insert(destination)
                ids.formUnion(pushClosure(of: Set(roots), pushes: pushes(controllers)).filter(isSheet))
            } else if isSheet(destination) {
                ids.insert(destination)
            }
        }
        return ids
    }

    /// Whether a scene's root view is saved as a sheet on the canvas: at the top, as wide as the screen, and shorter.
    static func isSheetFrame(_ frame: CGRect, device: InterfaceBuilderDevice) -> Bool {
        let screen = device.orientedScreenSize
        return frame.minY == 0 && frame.width == screen.width && frame.height < screen.height
    }

    /// The destinations of the segues that present a card: `presentation` and `popoverPresentation` from any controller,
    /// `show` and `showDetail` from a controller no navigation controller shows (`show(_:sender:)` presents then), unless
    /// the segue or its destination asks for a full-screen style.
    private static func modalSheetDestinations(_ controllers: [InterfaceBuilderElement], byID: [String: InterfaceBuilderElement],
                                               navigationStack: Set<String>) -> Set<String> {
        var destinations = Set<String>()
        for source in controllers {
            guard let sourceID = source.id else { continue }
            let showsPresent = !navigationStack.contains(sourceID) && source.name != "navigationController"
            var stack = [source]
            while let element = stack.popLast() {
                stack.append(contentsOf: element.children)
                guard element.name == "segue", let kind = element["kind"], let destination = element["destination"] else { continue }
                let modal = kind == "presentation" || kind == "popoverPresentation"
                    || (showsPresent && (kind == "show" || kind == "showDetail"))
                guard modal, sheetPresentationStyles.contains(element["modalPresentationStyle"]),
                      sheetPresentationStyles.contains(byID[destination]?["modalPresentationStyle"]) else { continue }
                destinations.insert(destination)
            }
        }
        return destinations
    }
}
