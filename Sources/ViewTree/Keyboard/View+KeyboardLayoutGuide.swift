import Foundation

extension View {
    /// `keyboardLayoutGuide` (iOS 15): the part of the view the keyboard covers, along its bottom edge. While the
    /// keyboard is hidden (or covers less), the guide is the bottom safe-area inset, so content pinned above it
    /// stays clear of the home indicator (UIKeyboardLayoutGuide documentation: "when the keyboard isn't
    /// onscreen, the guide's top is the bottom of the safe area"). It follows the world's keyboard as it shows
    /// and hides (the frame is the keyboard's end frame at once, as its notifications give it; a layout pass
    /// inside an animation block animates the views to it). The undocked and floating keyboards of an iPad are
    /// not simulated (`followsUndockedKeyboard` has no effect).
    /// Its tracked constraints (`TrackingLayoutGuide`) are checked again each time the keyboard moves.
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        // (`derivedGuide` makes the keyboard's guide a `KeyboardLayoutGuide`.)
        derivedGuide(.keyboard) as? KeyboardLayoutGuide ?? KeyboardLayoutGuide()
    }

    /// The height of the keyboard guide: the keyboard's overlap with the view's bottom, at least the bottom
    /// safe-area inset.
    var keyboardGuideHeight: CGFloat {
        let safeBottom = safeAreaInsets.bottom
        guard let world = simulation, let frame = world.keyboardStorage?.frame,
              let window, world.keyboardStorage?.window === window else { return safeBottom }
        let top = convert(CGPoint(x: 0, y: frame.minY), from: window).y
        let overlap = max(0, bounds.maxY - max(top, bounds.minY))
        return max(overlap, safeBottom)
    }
}
