// The controller sample of Docs/Porting.md, compiled and run: keep the two in step.
import Foundation
import Testing
import ViewTree
import ViewTreeTesting

final class ComposeController: ViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        // UIKit: UIBarButtonItem(title: "Send", style: .done, target: self, action: #selector(send))
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Send", style: .done,
                                                          primaryAction: Action { [weak self] _ in self?.send() })
    }

    func send() {
        // UIKit: UIAlertController(title:message:preferredStyle:) + UIAlertAction(title:style:handler:)
        let alert = AlertController(title: "Sent", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

@Test func thePortedComposeControllerPresentsItsAlert() {
    let t = TestWorld()
    let compose = ComposeController()
    let nav = NavigationController(rootViewController: compose)
    t.show(nav)
    compose.navigationItem.rightBarButtonItem?.performPrimaryAction()
    t.waitForTransitions()
    #expect(nav.presentedViewController is AlertController)
    #expect(compose.presentingViewController == nil)
}
