import Foundation

extension ViewController {
    /// `performSegue(withIdentifier:sender:)`: UIKit's order is the segue made (its destination
    /// instantiated), `prepare(for:sender:)`, then `perform()`.
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let segue = nibLoader?.makeSegue(withIdentifier: identifier, source: self) else {
            report(.viewController, "performSegue: the controller has no segue with identifier '\(identifier)' (UIKit: 'Receiver … has no segue with identifier')")
            return
        }
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}
