import Foundation

// What a tab bar puts behind its buttons, and where the buttons sit, as device dumps print them (Docs/Fidelity.md,
// "Device dumps, a further probe"): a background first (`PlatformProfile.tabBarBackground`), not touchable, and on
// iOS 7–9 a hairline image view last, half a point above the bar.

/// iOS 7–9's tab bar background (`TabBarBackgroundKind.tabBarBackgroundView`).
final class _UITabBarBackgroundView: View {
    override var libraryClassName: String { "_UITabBarBackgroundView" }
}

extension TabBar {
    /// The buttons' inset from the bar's left and right edges: 2 pt. With `buttonSpacing`, `buttonTop` and
    /// `buttonHeight`, every dump from iOS 7 to iOS 14+: `(2 1; 76 48)`, `(82 1; 76 48)`, `(162 1; 76 48)`, `(242 1;
    /// 76 48)` (iOS 7, 320 pt), `(2 1; 90 48)`, `(96 1; 90 48)`, `(190 1; 89 48)`, `(283 1; 90 48)` (375 pt), `(2 1;
    /// 79 48)` … `(333 1; 79 48)` (five tabs, 414 pt), `(2 1; 94 48)`, `(100 1; 93 48)`, `(197 1; 94 48)`, `(295 1;
    /// 93 48)` (390 pt, an 83-pt bar). Each button is (W − 2·2 − 4·(n − 1)) / n wide, its edges rounded to whole
    /// points (half up: 375 pt gives 89.75, edges 2–91.75 → 2–92, 95.75–185.5 → 96–186, 189.5–279.25 → 190–279).
    public static let buttonInset: CGFloat = 2
    /// The space between two tab buttons: 4 pt (see `buttonInset`).
    public static let buttonSpacing: CGFloat = 4
    /// The buttons' top in the bar: 1 pt (see `buttonInset`).
    public static let buttonTop: CGFloat = 1
    /// The buttons' height: 48 pt, also in an 83-pt bar over a home indicator (see `buttonInset`).
    public static let buttonHeight: CGFloat = 48

    /// The frames of `count` buttons sharing the bar's width (`buttonInset`).
    func filledButtonFrames(count: Int) -> [CGRect] {
        let n = CGFloat(count)
        let width = max(0, (bounds.width - 2 * TabBar.buttonInset - (n - 1) * TabBar.buttonSpacing) / n)
        return (0..<count).map { i in
            let x = TabBar.buttonInset + CGFloat(i) * (width + TabBar.buttonSpacing)
            let minX = x.rounded(), maxX = (x + width).rounded()
            return CGRect(x: minX, y: TabBar.buttonTop, width: maxX - minX, height: TabBar.buttonHeight)
        }
    }

    /// Puts `profile`'s background (first) and, on iOS 7–9, the hairline (last) in the bar, replacing any others.
    func installBackground(for profile: PlatformProfile) {
        for view in subviews where view is _UITabBarBackgroundView || view is _UIBarBackground { view.removeFromSuperview() }
        hairline?.removeFromSuperview()
        hairline = nil
        let background: View = profile.tabBarBackground == .tabBarBackgroundView ? _UITabBarBackgroundView(frame: .zero)
            : _UIBarBackground(frame: .zero)
        if profile.tabBarBackground == .tabBarBackgroundView { background.autoresizingMask = .flexibleWidth }
        background.isUserInteractionEnabled = false
        insertSubview(background, at: 0)
        if profile.tabBarBackground == .tabBarBackgroundView {
            // An image view that says it is opaque: the dumps print `autoresize = W; userInteractionEnabled = NO` only.
            let line = ImageView(frame: .zero)
            line.isOpaque = true
            line.autoresizingMask = .flexibleWidth
            addSubview(line)
            hairline = line
        }
        layoutBackground()
    }

    /// Whether the bar's background is `profile`'s.
    func hasBackground(of profile: PlatformProfile) -> Bool {
        switch subviews.first {
        case is _UITabBarBackgroundView: profile.tabBarBackground == .tabBarBackgroundView
        case is _UIBarBackground: profile.tabBarBackground == .barBackground
        default: false
        }
    }

    /// Where the buttons go: before the hairline, which stays the last subview.
    var buttonInsertionIndex: Int {
        hairline.flatMap { line in subviews.lastIndex { $0 === line } } ?? subviews.count
    }

    /// The background fills the bar; the hairline lies on its top edge, one pixel high, above the bar.
    func layoutBackground() {
        let pixel = 1 / pixelScale
        for view in subviews {
            if view is _UITabBarBackgroundView || view is _UIBarBackground {
                view.frame = CGRect(origin: .zero, size: bounds.size)
            }
        }
        hairline?.frame = CGRect(x: 0, y: -pixel, width: bounds.width, height: pixel)
    }
}
