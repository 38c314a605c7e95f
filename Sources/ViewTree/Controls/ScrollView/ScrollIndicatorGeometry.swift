import Foundation

/// Where UIKit puts a scroll indicator: pure geometry, no views.
///
/// Along its axis an indicator runs in a track from `edgeInset` after the start to `edgeInset` before
/// the end of the visible bounds (less the indicator insets). Its length is the visible fraction of
/// the content (plus content insets) times the track, at least the profile's minimum; its position is
/// proportional to the offset. While the content is pulled beyond an edge, the indicator shortens by
/// the overscroll, down to the compressed minimum, and stays at that edge. The horizontal indicator
/// leaves the corner to the vertical one when both axes scroll. Values are rounded to device pixels.
struct ScrollIndicatorGeometry {
    let profile: PlatformProfile
    /// Device pixels per point (see `ScrollView.indicatorScale`).
    let scale: CGFloat
    let bounds: CGRect
    let contentSize: CGSize
    let contentInset: EdgeInsets
    let verticalIndicatorInsets: EdgeInsets
    let horizontalIndicatorInsets: EdgeInsets
    let scrollsVertically: Bool
    let scrollsHorizontally: Bool
    /// How far the horizontal track keeps from each side to clear the display's rounded corners
    /// (0 when the scroll view does not reach them, or the era does not avoid them).
    var displayCornerInset: CGFloat = 0

    private func pixel(_ v: CGFloat) -> CGFloat {
        (v * scale).rounded() / scale
    }

    /// Start and length along an axis.
    private func place(trackStart: CGFloat, trackEnd: CGFloat, viewport: CGFloat, content: CGFloat,
                       offset: CGFloat) -> (CGFloat, CGFloat) {
        let track = max(0, trackEnd - trackStart)
        guard content > viewport, viewport > 0 else {
            // iOS 6–8: as long as the content, at the far end; later eras: the whole track.
            guard profile.nonOverflowingIndicatorSpansContent else { return (trackStart, track) }
            let length = min(track, max(0, content))
            return (trackEnd - length, length)
        }
        var length = min(track, max(profile.indicatorMinimumLength, track * viewport / content))
        let range = content - viewport
        let progress = offset / range
        if progress < 0 {
            length = max(min(profile.indicatorCompressedMinimumLength, track), length + offset)
            return (trackStart, length)
        }
        if progress > 1 {
            length = max(min(profile.indicatorCompressedMinimumLength, track), length - (offset - range))
            return (trackEnd - length, length)
        }
        return (trackStart + progress * (track - length), length)
    }

    /// The vertical indicator's frame, in the scroll view's bounds coordinates.
    var verticalFrame: CGRect {
        let t = profile.indicatorThickness
        let e = profile.indicatorEdgeInset
        let i = verticalIndicatorInsets
        let start = bounds.minY + i.top + e
        let end = bounds.maxY - i.bottom - e
        let content = contentInset.top + contentSize.height + contentInset.bottom
        let (y, length) = place(trackStart: start, trackEnd: end, viewport: bounds.height, content: content,
                                offset: bounds.minY + contentInset.top)
        let x = bounds.maxX - i.right - e - t
        return CGRect(x: pixel(x), y: pixel(y), width: t, height: pixel(length))
    }

    /// The horizontal indicator's frame, in the scroll view's bounds coordinates.
    var horizontalFrame: CGRect {
        let t = profile.indicatorThickness
        let e = profile.indicatorEdgeInset
        let i = horizontalIndicatorInsets
        let corner = scrollsVertically && scrollsHorizontally ? t : 0
        let side = max(e, displayCornerInset)
        let start = bounds.minX + i.left + side
        let end = bounds.maxX - i.right - side - corner
        let content = contentInset.left + contentSize.width + contentInset.right
        let (x, length) = place(trackStart: start, trackEnd: end, viewport: bounds.width, content: content,
                                offset: bounds.minX + contentInset.left)
        let y = bounds.maxY - i.bottom - e - t
        return CGRect(x: pixel(x), y: pixel(y), width: pixel(length), height: t)
    }
}
