import Foundation

/// Shows the first responder's `inputAccessoryView` and `inputView` while the keyboard is up, in a window of their own
/// above the app's (UIKit's keyboard window, `UITextEffectsWindow` / `UIRemoteKeyboardWindow` depending on the
/// version), so that a test can tap a "Done" button on an accessory toolbar.
///
/// - The accessory spans the screen's width at its own height, right on top of the keys; an input view replaces the
///   keys at its own height (`textField.inputView = View()` shows no keys, the usual way to hide the keyboard).
/// - Both count in the keyboard's frame that the notifications carry: SlackTextViewController's PR 41 ("it includes
///   the inputAccessoryView height in the keyboard notification"), rdar://22383652 (iOS 8.4 posts frame changes when
///   focus moves between fields whose accessories differ in height), and an iPad log with an accessory
///   (`UIKeyboardBoundsUserInfoKey = {768, 304}`: the 264-pt keyboard and a 40-pt accessory, Stack Overflow 10749311).
/// - The window is weak here: the world keeps it while it is shown, and nothing keeps it once it is hidden, so no
///   cycle goes through the keyboard (Docs/Architecture.md).
final class InputViewsHost {
    private(set) weak var window: Window?

    /// A view's height as the keyboard takes it: its frame's, else its intrinsic height, else 0; for an `InputView`
    /// that `allowsSelfSizing`, its constraints' fitting height at the keyboard's `width` (`InputView.swift`). No more
    /// than the window's height (ours): a subclass's intrinsic size can be anything, and the keyboard's frame must
    /// stay on screen and finite.
    static func height(of view: View, limit: CGFloat, width: CGFloat) -> CGFloat {
        let height: CGFloat
        if let input = view as? InputView, input.allowsSelfSizing {
            let fitting = input.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                        verticalFittingPriority: .fittingSizeLevel).height
            height = fitting.isFinite && fitting > 0 ? fitting : 0
        } else {
            let intrinsic = view.intrinsicContentSize.height
            height = view.frame.height > 0 ? view.frame.height : (intrinsic.isFinite && intrinsic > 0 ? intrinsic : 0)
        }
        return min(height, max(0, limit))
    }

    /// Places `accessory` (`accessoryHeight` tall, as the keyboard measured it) and `inputView` at the bottom of a
    /// window over `appWindow`, the accessory on top of the keys (`keyboardFrame` spans both), replacing what was shown.
    func show(accessory: View?, accessoryHeight: CGFloat, inputView: View?, keyboardFrame: CGRect, over appWindow: Window) {
        removeShownViews()
        guard accessory != nil || inputView != nil, let world = appWindow.simulation else {
            hide()
            return
        }
        let host: Window
        if let window, window.frame == appWindow.frame {
            host = window
        } else {
            hide()
            host = Window(frame: appWindow.frame, simulation: world)
            window = host
        }
        let width = keyboardFrame.width
        var y = keyboardFrame.minY
        if let accessory {
            let h = min(accessoryHeight, keyboardFrame.height)
            accessory.frame = CGRect(x: 0, y: y, width: width, height: h)
            host.addSubview(accessory)
            y += h
        }
        if let inputView {
            inputView.frame = CGRect(x: 0, y: y, width: width, height: max(0, keyboardFrame.maxY - y))
            host.addSubview(inputView)
        }
        host.isHidden = false
    }

    /// The keyboard went down: the views leave, and the window is hidden (and so released).
    func hide() {
        removeShownViews()
        window?.isHidden = true
        window = nil
    }

    private func removeShownViews() {
        for view in window?.subviews ?? [] { view.removeFromSuperview() }
    }
}
