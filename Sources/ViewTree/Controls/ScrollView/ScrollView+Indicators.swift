import Foundation

// The indicators' life: made per the profile, placed with `frame =` and shown or hidden with
// `alpha =` (through the setters, inside animation blocks), so categories and animations see it all.
//
// When UIKit places an indicator (issue 13, from real dumps): a fresh indicator is an idle 7-pt stub
// at the bottom-right corner (`(313 565.5; 7 2.5)` in a 320 × 568 view scrolled to 315); UIKit lays
// both indicators out when it shows them (a flash, a drag, an animated scroll) and keeps doing so
// while they are visible; a hidden indicator keeps its last frame, however the offset, bounds or
// content change afterwards (only its autoresizing mask moves it).
extension ScrollView {
    /// The vertical indicator, if it exists (for tests and tools; UIKit keeps it private).
    public var verticalScrollIndicatorView: View? { verticalIndicator }

    /// The horizontal indicator, if it exists.
    public var horizontalScrollIndicatorView: View? { horizontalIndicator }

    /// Replaces the indicators with ones that match the current profile, style and flags. In a profile
    /// that makes them lazily (`scrollIndicatorsCreatedLazily`, iOS 13+) only the axes that already had
    /// one get a new one, and none when `keepingMade` is false (a scroll view joining such a world, or
    /// being made in one, has not yet met any of the moments at which UIKit makes them).
    func rebuildIndicators(keepingMade: Bool = true) {
        let profile = simulation?.profile ?? .default
        let madeHorizontal = horizontalIndicator != nil, madeVertical = verticalIndicator != nil
        indicatorProfile = profile
        horizontalIndicator?.removeFromSuperview()
        verticalIndicator?.removeFromSuperview()
        horizontalIndicator = nil
        verticalIndicator = nil
        if profile.scrollIndicatorsCreatedLazily {
            guard keepingMade else { return }
            if makeMissingIndicators(horizontal: madeHorizontal, vertical: madeVertical) { orderIndicatorsIfReordering() }
        } else {
            makeMissingIndicators(horizontal: true, vertical: true)
        }
    }

    /// `showsHorizontalScrollIndicator` or `showsVerticalScrollIndicator` took a new value. iOS 6–12
    /// profiles rebuild both indicators. iOS 13+ (`scrollIndicatorsCreatedLazily`): UIKit's
    /// `_setShows…ScrollIndicator:` calls `_adjustScrollIndicatorsIfNeeded:forceRebuild:0` for that axis,
    /// which removes the axis's indicator when the flag went off, and when it went on makes every missing
    /// indicator (`_adjustScrollerIndicators:alwaysShowingThem:`); the other axis's indicator stays as it was
    /// (decompiled UIKitCore `UIScrollView`, iOS 26.1).
    func scrollIndicatorFlagDidChange(_ axis: ScrollAxis, on: Bool) {
        guard indicatorProfile.scrollIndicatorsCreatedLazily else { return rebuildIndicators() }
        if on { return adjustIndicators() }
        let indicator = axis == .vertical ? verticalIndicator : horizontalIndicator
        indicator?.removeFromSuperview()
        if axis == .vertical { verticalIndicator = nil } else { horizontalIndicator = nil }
    }

    /// One of the moments UIKit runs `_adjustScrollerIndicators:alwaysShowingThem:` (the offset really changes,
    /// a drag starts or ends, a deceleration ends, the indicator or system insets change, a flash or a show, a
    /// `shows…` flag turns on), or ViewTree's layout pass (`layoutPass`), where the dumps see iOS 13+ indicators
    /// made. iOS 13+ (`scrollIndicatorsCreatedLazily`): makes the missing indicators. Then, in a profile that
    /// reorders them (`scrollIndicatorsReorderedWhenAdjusted`), puts them at the front, vertical below
    /// horizontal, as that method ends — at a layout pass only when it made one (UIKit's `layoutSubviews` does
    /// not adjust them). Does nothing in iOS 6–12 profiles.
    func adjustIndicators(layoutPass: Bool = false) {
        let made = indicatorProfile.scrollIndicatorsCreatedLazily && makeMissingIndicators()
        if made || !layoutPass { orderIndicatorsIfReordering() }
    }

    /// In a profile that reorders the indicators when UIKit adjusts them: the horizontal indicator at the front,
    /// the vertical one just below it (or the only one at the front), through `bringSubviewToFront(_:)` and
    /// `insertSubview(_:belowSubview:)` as UIKit calls them. **Ours**: nothing is called when they are there
    /// already (UIKit sends the two messages at every adjustment; an override sees them only when the order
    /// changes), so a scroll step costs no reordering.
    func orderIndicatorsIfReordering() {
        guard indicatorProfile.scrollIndicatorsReorderedWhenAdjusted else { return }
        let h = horizontalIndicator.flatMap { $0.isSubview(of: self) ? $0 : nil }
        let v = verticalIndicator.flatMap { $0.isSubview(of: self) ? $0 : nil }
        if let h {
            if subviewList.last !== h { bringSubviewToFront(h) }
            if let v, !subviewList.holds(v, atSlot: h.slotInSuperview - 1) { insertSubview(v, belowSubview: h) }
        } else if let v, subviewList.last !== v {
            bringSubviewToFront(v)
        }
    }

    /// `verticalScrollIndicatorInsets` or `horizontalScrollIndicatorInsets` took a new value: UIKit's setters call
    /// `_updateForChangedScrollIndicatorRelatedInsets`, which adjusts the indicators (making the missing ones, iOS 13+)
    /// when a `shows…ScrollIndicator` flag is on (decompiled UIKitCore `UIScrollView`, iOS 26.1). `contentInset`'s
    /// setter does not (`_updateForChangedScrollRelatedInsets` only; the offset it may move adjusts them).
    func indicatorInsetsDidChange() {
        guard showsHorizontalScrollIndicator || showsVerticalScrollIndicator else { return }
        adjustIndicators()
    }

    /// Makes the missing indicator of each axis whose `shows…ScrollIndicator` is on (and that `horizontal` /
    /// `vertical` allow), horizontal first, each added as the last subview (UIKit's order), and places the
    /// new ones at their idle stub frames whatever their alpha: a category that refuses `alpha = 0` leaves
    /// them visible, but still where UIKit makes them. Returns whether it made one.
    @discardableResult
    private func makeMissingIndicators(horizontal: Bool = true, vertical: Bool = true) -> Bool {
        let profile = indicatorProfile
        var made: [View] = []
        if horizontal, horizontalIndicator == nil, showsHorizontalScrollIndicator {
            let indicator = makeScrollIndicator(.horizontal, profile: profile, style: indicatorStyle)
            horizontalIndicator = indicator
            super.addSubview(indicator)
            made.append(indicator)
        }
        if vertical, verticalIndicator == nil, showsVerticalScrollIndicator {
            let indicator = makeScrollIndicator(.vertical, profile: profile, style: indicatorStyle)
            verticalIndicator = indicator
            super.addSubview(indicator)
            made.append(indicator)
        }
        if !made.isEmpty { placeIdleIndicators(made) }
        return !made.isEmpty
    }

    /// Puts hidden indicators (or, for fresh ones, all of them) at their idle stub frames (at creation,
    /// and when a new profile changes the stub): `indicatorIdleLength` long, in the bottom-right corner,
    /// `indicatorIdleEdgeInset` from the edges.
    func placeIdleIndicators(includingVisible: Bool = false) {
        placeIdleIndicators([horizontalIndicator, verticalIndicator].compactMap { $0 }.filter { includingVisible || $0.alpha == 0 })
    }

    /// Puts `indicators` (this scroll view's own) at their idle stub frames.
    private func placeIdleIndicators(_ indicators: [View]) {
        let p = indicatorProfile
        let t = p.indicatorThickness, e = p.indicatorIdleEdgeInset, l = p.indicatorIdleLength
        let b = bounds
        let scale = indicatorScale
        func pixel(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        for indicator in indicators where indicator.superview === self {
            let f = indicator === verticalIndicator
                ? CGRect(x: pixel(b.maxX - e - t), y: pixel(b.maxY - e - l), width: t, height: l)
                : CGRect(x: pixel(b.maxX - e - l), y: pixel(b.maxY - e - t), width: l, height: t)
            if indicator.frame != f { View.performWithoutAnimation { indicator.frame = f } }
        }
    }

    /// The device-pixel scale the indicators are placed on: the world's (`Simulation.pixelScale`), or
    /// the indicator profile's outside any world.
    var indicatorScale: CGFloat { simulation?.pixelScale ?? indicatorProfile.screenScale }

    var indicatorGeometry: ScrollIndicatorGeometry {
        ScrollIndicatorGeometry(profile: indicatorProfile, scale: indicatorScale, bounds: bounds, contentSize: contentSize,
                                contentInset: adjustedContentInset,
                                verticalIndicatorInsets: verticalScrollIndicatorInsets,
                                horizontalIndicatorInsets: horizontalScrollIndicatorInsets,
                                scrollsVertically: canScrollVertically, scrollsHorizontally: canScrollHorizontally,
                                displayCornerInset: displayCornerInset)
    }

    /// `displayCornerRadius − indicatorEdgeInset` when the era keeps indicators clear of the display's
    /// rounded corners and this scroll view reaches the screen's bottom-left and bottom-right corners
    /// (its window is taken to fill the screen); else 0.
    var displayCornerInset: CGFloat {
        guard indicatorProfile.indicatorsAvoidDisplayCorners, window != nil, let world = simulation else { return 0 }
        let screen = world.screen
        let radius = screen.displayCornerRadius
        guard radius > indicatorProfile.indicatorEdgeInset else { return 0 }
        let size = screen.bounds.size
        let f = convert(bounds, to: nil)
        let slack: CGFloat = 0.5
        guard f.minX <= slack, f.maxX >= size.width - slack, f.maxY >= size.height - slack else { return 0 }
        return radius - indicatorProfile.indicatorEdgeInset
    }

    /// Places the indicators for the current offset, bounds and content, through `frame =`: the
    /// visible ones (model alpha above 0), or both when `force` (UIKit lays them out as it shows
    /// them). A hidden indicator keeps its last frame.
    func updateIndicatorFrames(force: Bool = false) {
        guard verticalIndicator != nil || horizontalIndicator != nil else { return }
        let geometry = indicatorGeometry
        if let v = verticalIndicator, v.superview === self, force || v.alpha > 0 {
            let f = geometry.verticalFrame
            if v.frame != f { View.performWithoutAnimation { v.frame = f } }
        }
        if let h = horizontalIndicator, h.superview === self, force || h.alpha > 0 {
            let f = geometry.horizontalFrame
            if h.frame != f { View.performWithoutAnimation { h.frame = f } }
        }
    }

    /// The indicators of the axes that can scroll.
    var scrollableIndicators: [View] {
        var result: [View] = []
        if let h = horizontalIndicator, h.superview === self, canScrollHorizontally { result.append(h) }
        if let v = verticalIndicator, v.superview === self, canScrollVertically { result.append(v) }
        return result
    }

    /// Keeps the indicators the last subviews (content added with `insertSubview(_:at:)` may have
    /// gone above them).
    func bringIndicatorsToFront() {
        for indicator in [horizontalIndicator, verticalIndicator].compactMap({ $0 }) where indicator.superview === self {
            if subviewList.last !== indicator || indicator === horizontalIndicator { bringSubviewToFront(indicator) }
        }
    }

    /// Shows the indicators of the scrollable axes (fading in) and cancels a pending hide.
    func showIndicators() {
        adjustIndicators()
        hideTimer?.invalidate()
        hideTimer = nil
        let indicators = scrollableIndicators
        guard !indicators.isEmpty else { return }
        // iOS 13+ profiles put them at the front in `adjustIndicators()`, vertical below horizontal.
        if !indicatorProfile.scrollIndicatorsReorderedWhenAdjusted { bringIndicatorsToFront() }
        updateIndicatorFrames(force: true)
        View.animate(withDuration: indicatorProfile.indicatorFadeInDuration, delay: 0,
                     options: [.beginFromCurrentState, .allowUserInteraction], animations: {
            for indicator in indicators { indicator.alpha = 1 }
        })
    }

    /// Fades the indicators out after `delay` seconds (a later show cancels it).
    func scheduleIndicatorHide(after delay: TimeInterval) {
        hideTimer?.invalidate()
        guard let world = simulation else { return }
        hideTimer = world.runLoop.scheduledTimer(withTimeInterval: delay, repeats: false) { [weak self] _ in
            self?.hideTimer = nil
            self?.fadeOutIndicators()
        }
    }

    /// Fades both indicators to alpha 0 — through `setAlpha:`, except on profiles where UIKit wrote
    /// the ivar directly (iOS 8, seed claim A7).
    func fadeOutIndicators() {
        guard !isTracking, !isDragging, !isDecelerating else { return }
        let indicators = [horizontalIndicator, verticalIndicator].compactMap { $0 }.filter { $0.superview === self }
        let bypass = indicatorProfile.fadeOutBypassesAlphaSetter
        View.animate(withDuration: indicatorProfile.indicatorFadeOutDuration, delay: 0,
                     options: [.beginFromCurrentState, .allowUserInteraction], animations: {
            for indicator in indicators {
                if bypass { indicator.writeAlphaIvarDirectly(0) } else { indicator.alpha = 0 }
            }
        })
    }

    /// Shows the indicators for a moment (`flashHoldDuration`, 1.5 s on iOS 7–12), then fades them out.
    /// A second flash restarts the hold. Only the axes that can scroll flash.
}
