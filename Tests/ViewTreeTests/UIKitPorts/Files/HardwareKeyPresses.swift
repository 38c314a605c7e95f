//
//  HardwareKeyPresses.swift
//
//  Twentieth probe. Adapted (rewritten, keeping the UIKit members they use) from public code that reads a hardware
//  keyboard through presses rather than key commands:
//  - timh1004/KeyboardInputDemo `KeyboardInputDemo2/ViewController.swift` (commit
//    994e4475bfe69bbb9eeeb4eaf5a3e71d82b5a4f6, after Hacking with Swift's "How to detect keyboard input using
//    pressesBegan() and pressesEnded()"): overrides `pressesBegan(_:with:)` and `pressesEnded(_:with:)`, reads
//    `presses.first?.key` (printed, then its `keyCode`, `characters`, `charactersIgnoringModifiers`, `modifierFlags`) and
//    calls `super`;
//  - bwhiteley/TVMediaPlayer `TVMediaPlayer/UIPressPressType+keyboard.swift` (commit
//    483c0f76e50329de91770c1101ed8b00c141b0db): names the press types a keyboard's keys arrive with,
//    `UIPress.PressType(rawValue: 2079)!` for the right arrow and so on;
//  - the game of Apple's article "Handling key presses made on a physical keyboard": a character that runs backward or
//    forward while the left or right arrow is held, comparing `key.charactersIgnoringModifiers` with
//    `UIKeyCommand.inputLeftArrow`, and passing presses it does not handle to `super`.
//  The key log is kept in an array as well as printed, for a test to read. No porting edit.
//
import UIKit

class KeyLoggingViewController: UIViewController {

    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let keys = event?.allPresses.compactMap({ $0.key?.characters }).sorted() else { return }
        log.append("down \(keys.joined(separator: " "))")

        guard let key = presses.first?.key else { return }
        print(key.keyCode, key.characters, key.charactersIgnoringModifiers, key.modifierFlags)
        print(key)

        super.pressesBegan(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else { return }
        log.append("up \(key.characters)")

        super.pressesEnded(presses, with: event)
    }
}

extension UIPress.PressType {
    static let keyboardRightArrow = UIPress.PressType(rawValue: 2079)!
    static let keyboardLeftArrow = UIPress.PressType(rawValue: 2080)!
    static let keyboardDownArrow = UIPress.PressType(rawValue: 2081)!
    static let keyboardUpArrow = UIPress.PressType(rawValue: 2082)!
    static let keyboardReturn = UIPress.PressType(rawValue: 2040)!
    static let keyboardSpace = UIPress.PressType(rawValue: 2044)!
    static let keyboardEsc = UIPress.PressType(rawValue: 2041)!
}

final class RunnerViewController: UIViewController {

    enum Running { case backward, forward, standing }
    private(set) var running = Running.standing
    private(set) var jumps = 0

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        // Run backward or forward when the user presses a left or right arrow key.

        var didHandleEvent = false
        for press in presses {
            guard let key = press.key else { continue }
            if key.charactersIgnoringModifiers == UIKeyCommand.inputLeftArrow {
                running = .backward
                didHandleEvent = true
            }
            if key.charactersIgnoringModifiers == UIKeyCommand.inputRightArrow {
                running = .forward
                didHandleEvent = true
            }
            if press.type == .keyboardSpace {
                jumps += 1
                didHandleEvent = true
            }
        }

        if didHandleEvent == false {
            // Didn't handle this key press, so pass the event to the next responder.
            super.pressesBegan(presses, with: event)
        }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        // Stop running when the user releases the left or right arrow key.

        var didHandleEvent = false
        for press in presses {
            guard let key = press.key else { continue }
            if key.charactersIgnoringModifiers == UIKeyCommand.inputLeftArrow
                || key.charactersIgnoringModifiers == UIKeyCommand.inputRightArrow {
                running = .standing
                didHandleEvent = true
            }
        }

        if didHandleEvent == false {
            // Didn't handle this key press, so pass the event to the next responder.
            super.pressesEnded(presses, with: event)
        }
    }
}
