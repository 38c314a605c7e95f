import Foundation
import ViewTree
import ViewTreeInterfaceBuilder

/// File's Owner: Swift has no `setValue(_:forKey:)` for views, so the owner registers its outlets and
/// actions by the names Interface Builder uses.
final class ProfileOwner: NibOwner {
    var nameLabel: Label?
    var saves = 0

    func registerConnections(_ connections: NibConnections) {
        connections.outlet("nameLabel") { [weak self] (label: Label) in self?.nameLabel = label }
        connections.action("save:") { [weak self] _ in self?.saves += 1 }
    }
}

func loadProfile(from url: URL) throws -> [View] {
    var registry = InterfaceBuilderRegistry.standard
    registry.registerClass("AvatarView") { frame in View(frame: frame) }   // customClass="AvatarView"
    let nib = try Nib(contentsOf: url, registry: registry)
    let owner = ProfileOwner()
    let loaded = nib.instantiateHierarchy(withOwner: owner)
    for entry in loaded.report.entries { print(entry) }   // elements with no class yet, unregistered outlets…
    loaded.actions.first { $0.selector == "save:" }?.sendAction()
    return loaded.topLevelViews
}
