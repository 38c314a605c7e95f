import Foundation
import ViewTree

/// The storyboard's standard segues, as UIKit's private segue classes perform them:
///
/// - `show` (`UIStoryboardShowSegue`): `show(_:sender:)`, which pushes onto the source's navigation
///   controller, or presents modally when there is none (Apple's `show(_:sender:)` documentation: "the
///   default implementation … presents the view controller modally" outside a navigation controller);
/// - `showDetail` (`UIStoryboardShowDetailSegue`): `showDetailViewController(_:sender:)`, which a split view
///   controller above the source handles (its secondary column), or presents modally when there is none;
/// - `push` (the iOS 5–7 kind, `UIStoryboardPushSegue`): pushes; without a navigation controller UIKit
///   raises "Push segues can only be used when the source controller is managed by an instance of
///   UINavigationController" (reported here, nothing shown);
/// - `presentation` and the older `modal`: `present(_:animated:completion:)` with the segue's
///   `modalPresentationStyle` when it sets one.
///
/// `animates="NO"` on the segue performs it without animation.
final class StoryboardPresentationSegue: StoryboardSegue {
    /// What `perform()` does.
    enum Style: Equatable {
        case show, showDetail, push, present
    }

    let style: Style
    let animates: Bool
    let presentationStyle: ModalPresentationStyle?

    /// The kinds ViewTree performs; `relationship` and `embed` are not transitions, and `unwind`,
    /// `custom`, `popoverPresentation` are not simulated.
    static func isPerformable(_ kind: String) -> Bool { style(of: kind) != nil }

    static func style(of kind: String) -> Style? {
        switch kind {
        case "show": .show
        case "showDetail": .showDetail
        case "push": .push
        case "presentation", "modal": .present
        default: nil
        }
    }

    /// Interface Builder's `modalPresentationStyle` names.
    static func presentationStyle(_ name: String) -> ModalPresentationStyle? {
        switch name {
        case "fullScreen": .fullScreen
        case "pageSheet": .pageSheet
        case "formSheet": .formSheet
        case "currentContext": .currentContext
        case "custom": .custom
        case "overFullScreen": .overFullScreen
        case "overCurrentContext": .overCurrentContext
        case "popover": .popover
        case "none": ModalPresentationStyle.none
        case "automatic": .automatic
        default: nil
        }
    }

    init(_ description: InterfaceBuilderSegue, element: InterfaceBuilderElement?, source: ViewController, destination: ViewController) {
        style = Self.style(of: description.kind) ?? .show
        animates = element?.bool("animates") ?? true
        presentationStyle = element?["modalPresentationStyle"].flatMap(Self.presentationStyle)
        super.init(identifier: description.identifier, source: source, destination: destination)
    }

    override func perform() {
        switch style {
        case .show where !(source.targetViewController(forAction: .show, sender: self) is NavigationController):
            // A split view controller (or a custom container) shows it; with none, the source presents it.
            if source.targetViewController(forAction: .show, sender: self) != nil {
                source.show(destination, sender: self)
            } else {
                source.present(destination, animated: animates)
            }
        case .showDetail:
            // `showDetailViewController(_:sender:)`: a split view controller's secondary; else presented.
            if source.targetViewController(forAction: .showDetail, sender: self) != nil {
                source.showDetailViewController(destination, sender: self)
            } else {
                source.present(destination, animated: animates)
            }
        case .show, .push:
            if let navigation = source as? NavigationController ?? source.navigationController {
                navigation.pushViewController(destination, animated: animates)
            } else if style == .push {
                report("Push segues can only be used when the source controller is managed by an instance of NavigationController")
            } else {
                source.present(destination, animated: animates)
            }
        case .present:
            if let presentationStyle { destination.modalPresentationStyle = presentationStyle }
            source.present(destination, animated: animates)
        }
    }

    private func report(_ message: String) {
        let diagnostic = Diagnostic(code: .viewController, subject: "StoryboardSegue '\(identifier ?? "")'", message: message)
        if let world = source.simulation {
            world.report(diagnostic)
        } else {
            FileHandle.standardError.write(Data("ViewTree: \(diagnostic)\n".utf8))
        }
    }
}
