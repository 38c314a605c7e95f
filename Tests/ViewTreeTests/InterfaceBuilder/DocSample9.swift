import ViewTree
import ViewTreeInterfaceBuilder

final class ProfileController: NibOwner {
    var nameLabel: Label?                                    // @IBOutlet weak var nameLabel: UILabel!
    func save(_ sender: AnyObject?) {}                       // @IBAction func save(_ sender: Any)
    func registerConnections(_ connections: NibConnections) {
        connections.outlet("nameLabel") { [weak self] (label: Label) in self?.nameLabel = label }
        connections.action("save:") { [weak self] sender in self?.save(sender) }
    }
}
