import Foundation

/// UIKit's private `_UILayoutGuide` (the name is kept, as `_UITableViewCellSeparatorView`'s, so descriptions match real dumps): the hidden, zero-width view a storyboard scene's top or bottom layout
/// guide (`<viewControllerLayoutGuide>`, iOS 7–10's `topLayoutGuide` / `bottomLayoutGuide`) becomes in its
/// controller's view. The nib archives the guides as views, so loading the scene appends them to the root
/// view after the file's subviews (top, then bottom), before `viewDidLoad`; each spans its guide's height at
/// the guide's place, 0 pt wide at the left edge.
///
/// Sources: device and simulator dumps of storyboard scenes, e.g. `<_UILayoutGuide: 0x16d92a00; frame = (0 0;
/// 0 20); hidden = YES; layer = …>` then `<_UILayoutGuide: 0x16d92c10; frame = (0 568; 0 0); hidden = YES; …>`
/// after a scene's button (iOS 7, 32-bit); the same pair after a root view's subviews on 64-bit devices
/// (`(0 0; 0 20)` and `(0 736; 0 0)` on a 414 × 736 screen); `frame = (0 0; 0 64)` under a navigation bar
/// (a `topLayoutGuide` logged in `viewDidLayoutSubviews`); both `(0 0; 0 0)` before the first layout. Views a
/// controller adds in `viewDidLoad` come after them. Leo Natan's Stack Overflow answer 19537204: "a private
/// Apple class, which is used for topLayoutGuide and bottomLayoutGuide … so you could define layout
/// constraints, which work with UIView objects"; from iOS 9, controllers made in code use a non-view
/// `_UILayoutSpacer` instead, while "controllers loaded from xibs and storyboards still use `_UILayoutGuide`".
/// ViewTree's controllers made in code make none (their guides are `LayoutGuide`s in every era).
package final class _UILayoutGuide: View {
    override var libraryClassName: String { "_UILayoutGuide" }

    /// A hidden guide view pinned, by constraints it returns (not yet active), to `guide`'s top and height
    /// at the left edge of `owner`, 0 pt wide.
    package static func make(following guide: LayoutGuide, in owner: View) -> (view: View, constraints: [LayoutConstraint]) {
        let view = _UILayoutGuide(frame: .zero)
        view.isHidden = true
        view.translatesAutoresizingMaskIntoConstraints = false
        return (view, [
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.heightAnchor.constraint(equalTo: guide.heightAnchor),
            view.leftAnchor.constraint(equalTo: owner.leftAnchor),
            view.widthAnchor.constraint(equalToConstant: 0),
        ])
    }
}
