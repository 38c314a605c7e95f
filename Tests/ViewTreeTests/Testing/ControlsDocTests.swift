// The code of Docs/Controls.md, compiled and run: keep the two in step (each sample's imports are hoisted).
import Foundation
import Testing
import ViewTree
import ViewTreeTesting

final class SaveController {
    var saves = 0
    func save() { saves += 1 }                        // @objc func save() in UIKit
}

@Test func tappingSaveCallsTheController() {
    let t = TestWorld()
    let button = Button(type: .system)
    button.setTitle("Save", for: .normal)
    button.sizeToFit()                                // 30 pt high: the 15-pt title + 6 pt above and below
    t.window.addSubview(button)

    let controller = SaveController()
    button.addTarget(controller, action: SaveController.save, for: .touchUpInside)
    var taps = 0
    button.addAction(Action { _ in taps += 1 }, for: .primaryActionTriggered)

    tap(button)
    #expect(controller.saves == 1 && taps == 1)
    #expect(button.frame.height == 30)
}

@Test func controlsSizeThemselvesPerEra() {
    for (profile, height) in [(PlatformProfile.iOS6, 44.0), (.iOS7, 29), (.iOS13, 32)] {
        let world = Simulation(profile: profile)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667), simulation: world)
        let segmented = SegmentedControl(items: ["Day", "Week"])
        let toggle = Switch(frame: CGRect(x: 0, y: 0, width: 200, height: 200))   // the size is ignored
        window.addSubview(segmented)
        window.addSubview(toggle)
        #expect(segmented.intrinsicContentSize.height == CGFloat(height))
        #expect(toggle.frame.size == (profile == .iOS6 ? CGSize(width: 79, height: 27) : CGSize(width: 51, height: 31)))
    }
}

final class SignUpForm: TextFieldDelegate {
    var keyboardHeights: [CGFloat] = []
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        !string.contains(" ")                         // no spaces in a user name
    }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
    func keyboardWillShow(_ notification: Notification) {
        if let end = notification.userInfo?[Responder.keyboardFrameEndUserInfoKey] as? CGRect {
            keyboardHeights.append(end.height)
        }
    }
}

@Test func typingAUserNameAndPressingReturn() {
    let t = TestWorld(profile: .iOS7, windowSize: CGSize(width: 320, height: 568))
    let name = TextField(frame: CGRect(x: 20, y: 100, width: 280, height: 30))
    name.borderStyle = .roundedRect
    t.window.addSubview(name)
    let form = SignUpForm()
    name.delegate = form
    t.simulation.notificationCenter.addObserver(form, action: SignUpForm.keyboardWillShow,
                                                name: Responder.keyboardWillShowNotification, object: nil)

    type("jane doe", into: name)                      // becomes first responder, then one keystroke per character
    #expect(name.text == "janedoe")
    #expect(form.keyboardHeights == [216])
    #expect(t.simulation.keyboard.frame == CGRect(x: 0, y: 352, width: 320, height: 216))

    type("\n", into: name)                            // the return key: textFieldShouldReturn resigns
    #expect(!name.isFirstResponder && !t.simulation.keyboard.isVisible)
}

// The login screen of Docs/Porting.md ("Controls: #selector to a typed method reference").
final class LoginScreen: TextFieldDelegate {
    let email = TextField(frame: CGRect(x: 20, y: 400, width: 280, height: 30))
    let signIn = Button(type: .system)
    var bottomInset: CGFloat = 0
    var signIns = 0

    init(in window: Window, world: Simulation) {
        email.delegate = self
        signIn.setTitle("Sign In", for: .normal)
        signIn.frame = CGRect(x: 20, y: 440, width: 280, height: 44)
        signIn.isEnabled = false
        window.addSubview(email)
        window.addSubview(signIn)
        email.addTarget(self, action: LoginScreen.emailChanged, for: .editingChanged)     // #selector(emailChanged(_:))
        signIn.addTarget(self, action: LoginScreen.signInTapped, for: .touchUpInside)     // #selector(signInTapped)
        world.notificationCenter.addObserver(self, action: LoginScreen.keyboardWillShow,
                                             name: Responder.keyboardWillShowNotification, object: nil)
    }

    func emailChanged(_ sender: TextField) { signIn.isEnabled = sender.text?.contains("@") ?? false }
    func signInTapped() { signIns += 1 }
    func keyboardWillShow(_ note: Notification) {
        bottomInset = (note.userInfo?[Responder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0
    }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}

@Test func signingInEnablesTheButtonAfterAValidEmail() {
    let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 667))
    let screen = LoginScreen(in: t.window, world: t.simulation)
    type("jane@example.com\n", into: screen.email)
    #expect(screen.signIn.isEnabled && screen.bottomInset == 261)
    tap(screen.signIn)
    #expect(screen.signIns == 1)
}
