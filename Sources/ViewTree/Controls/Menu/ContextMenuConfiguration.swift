import Foundation

/// `UIContextMenuActionProvider`: makes the menu from the system's suggested actions (none in ViewTree).
public typealias ContextMenuActionProvider = ([MenuElement]) -> Menu?
/// `UIContextMenuContentPreviewProvider`: makes the preview's controller, or `nil` for a snapshot of the view.
public typealias ContextMenuContentPreviewProvider = () -> ViewController?

/// `UIContextMenuConfiguration`: what a context menu shows. Its providers are called when the menu is about to
/// show, not when the configuration is made, as in UIKit.
open class ContextMenuConfiguration {
    /// The identifier given at creation. Without one UIKit makes a UUID string; ViewTree makes
    /// `"ContextMenuConfiguration-N"`, N counting the configurations made in the current world, so that the
    /// same test gives the same ids on every run.
    public let identifier: any NSCopying
    let previewProvider: ContextMenuContentPreviewProvider?
    let actionProvider: ContextMenuActionProvider?

    /// `init(identifier:previewProvider:actionProvider:)`.
    public init(identifier: (any NSCopying)? = nil, previewProvider: ContextMenuContentPreviewProvider? = nil,
                actionProvider: ContextMenuActionProvider? = nil) {
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        if let identifier {
            self.identifier = identifier
        } else {
            let number = Simulation.current.map { world -> Int in
                world.contextMenuConfigurationCount += 1
                return world.contextMenuConfigurationCount
            } ?? 0
            self.identifier = NSString(string: "ContextMenuConfiguration-\(number)")
        }
    }
}

extension ContextMenuConfiguration {
    /// `UIContextMenuConfiguration.ElementOrder` (iOS 16), with UIKit's raw values.
    public enum ElementOrder: Int, Sendable {
        /// The system orders the elements by where the menu appears.
        case automatic = 0
        /// The first elements closest to where the interaction started.
        case priority = 1
        /// The elements in their order, top to bottom.
        case fixed = 2
    }
}
