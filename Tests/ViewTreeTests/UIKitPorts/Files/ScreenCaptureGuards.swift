//
//  ScreenCaptureGuards.swift
//
//  Twentieth probe. Adapted (rewritten, keeping the UIKit members they use) from three public files that hide content
//  while the screen is recorded or after a screenshot:
//  - takashings/ScreenCapturedSample `ScreenCapturedSample/ForScreenCapturedViewController.swift` (commit
//    cdd8af664196bc20e8126586043d2255a2593fda): hides a view while `UIScreen.main.isCaptured`, observing
//    `UIScreen.capturedDidChangeNotification`;
//  - the same repository's `ScreenCapturedSample/ForScreenShotViewController.swift` (same commit): observes
//    `UIApplication.userDidTakeScreenshotNotification`;
//  - hirayaCM/iOS11UIScreenIsCaptured `iOS11UIScreenIsCaptured/ViewController.swift` (commit
//    5cec72738db4f7df224675f6c418dc4e299761fb): a label that says whether the screen is captured, updated from a block
//    observer of the Swift 4.0 name `.UIScreenCapturedDidChange`.
//  Porting edits only (Porting.md): `@IBOutlet`s are made in code and the `@IBAction`s are plain methods;
//  `NotificationCenter.default` is the world's centre (`view.simulation?.notificationCenter`), and
//  `#selector(didCapturedScreen(_:))` a method reference.
//
import UIKit

final class ForScreenCapturedViewController: UIViewController {

    private let yellowView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()

        yellowView.backgroundColor = .yellow
        yellowView.frame = view.bounds
        view.addSubview(yellowView)

        view.simulation?.notificationCenter.addObserver(
            self,
            action: ForScreenCapturedViewController.didCapturedScreen,
            name: UIScreen.capturedDidChangeNotification,
            object: nil
        )
    }

    private func didCapturedScreen(_ notification: Notification) {
        yellowView.isHidden = UIScreen.main.isCaptured
    }

    func onUndoButtonTapped(_ sender: UIBarButtonItem) {
        yellowView.isHidden = true
    }

    var isShieldHidden: Bool { yellowView.isHidden }
}

final class ForScreenShotViewController: UIViewController {

    private let blackView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()

        blackView.backgroundColor = .black
        blackView.frame = view.bounds
        blackView.isHidden = true
        view.addSubview(blackView)

        view.simulation?.notificationCenter.addObserver(
            self,
            action: ForScreenShotViewController.didTakeScreenCaptured,
            name: UIApplication.userDidTakeScreenshotNotification,
            object: nil
        )
    }

    private func didTakeScreenCaptured(_ notification: Notification) {
        blackView.isHidden = UIScreen.main.isCaptured
    }

    func onUndoButtonTapped(_ sender: UIBarButtonItem) {
        blackView.isHidden = true
    }

    var isCoverHidden: Bool { blackView.isHidden }
}

final class CaptureStatusViewController: UIViewController {

    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()

        view.addSubview(label)
        self.updateLabel()

        view.simulation?.notificationCenter.addObserver(forName: .UIScreenCapturedDidChange,
                                                        object: nil,
                                                        queue: nil) { _ in
                                                            self.updateLabel()
        }
    }

    func updateLabel() {
        label.text = UIScreen.main.isCaptured ? "キャプチャされています!" : "キャプチャされていません!"
        label.textColor = UIScreen.main.isCaptured ? .red : .black
    }
}
