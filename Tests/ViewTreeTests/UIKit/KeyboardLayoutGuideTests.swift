// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// `view.keyboardLayoutGuide` (iOS 15): content pinned to its top stays above the keyboard.
@Suite struct KeyboardLayoutGuideTests {
    final class Editor: UIViewController {
        let textView = UITextView()
        override func viewDidLoad() {
            super.viewDidLoad()
            textView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(textView)
            NSLayoutConstraint.activate([
                textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                textView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                textView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                textView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
        }
    }

    @Test func theGuideIsTheBottomSafeAreaUntilTheKeyboardShows() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let editor = Editor()
        t.show(editor)
        #expect(editor.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 778, width: 375, height: 34))
        #expect(editor.textView.frame.maxY == 778)                       // above the home indicator
        editor.textView.becomeFirstResponder()
        t.run(for: 0.5)
        let keyboard = t.simulation.keyboard.frame ?? .zero
        #expect(keyboard.height > 34)
        #expect(editor.view.keyboardLayoutGuide.layoutFrame.minY == keyboard.minY)
        #expect(editor.textView.frame.maxY == keyboard.minY)
        editor.textView.resignFirstResponder()
        t.run(for: 0.5)
        #expect(editor.textView.frame.maxY == 778)
    }
}
