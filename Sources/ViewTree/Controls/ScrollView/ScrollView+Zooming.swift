import Foundation

// Zooming in code: `zoomScale`, `setZoomScale(_:animated:)` and `zoom(to:animated:)`. As in UIKit, the delegate's
// `viewForZooming(in:)` names the view to scale (without one nothing zooms); the scale is kept within
// `minimumZoomScale`…`maximumZoomScale` (both 1 by default, so a scroll view does not zoom until they are set);
// the zoom view gets a scale transform with its frame at the content's origin, `contentSize` becomes its scaled
// size, and the delegate hears `scrollViewDidZoom`. `setZoomScale` keeps the point at the centre of the bounds
// where it is; `zoom(to:)` shows the rectangle (in the zoom view's coordinates) as large as fits, centred. While the
// two limits differ the scroll view has a `pinchGestureRecognizer`, and a pinch zooms: the scale it began at times the
// pinch's scale, through `setZoomScale` (so within the limits, about the centre of the bounds), between
// `scrollViewWillBeginZooming` and `scrollViewDidEndZooming`.

/// The zoom scales of a scroll view.
struct ZoomScales {
    var minimum: CGFloat = 1
    var maximum: CGFloat = 1
    var current: CGFloat = 1
}

extension ScrollView {
    /// The smallest zoom limit a scroll view keeps: 0. UIKit stores a `minimumZoomScale` or `maximumZoomScale` of 0
    /// as set, and neither limit is clamped to the other (ReactiveCocoa's simulator suite,
    /// `ReactiveCocoaTests/UIKit/UIScrollViewSpec.swift` @1c4323dd: a minimum set to 0, 42, then 0 reads each back, a
    /// maximum likewise). A negative or non-finite limit is refused (**ours**: no suite sets one).
    public static let smallestZoomScaleLimit: CGFloat = 0

    /// `minimumZoomScale`; default 1. 0 and above are kept (`smallestZoomScaleLimit`), even above the maximum;
    /// negative or non-finite values are rejected.
    public var minimumZoomScale: CGFloat {
        get { zoomScales.minimum }
        set { if acceptZoom(newValue, "minimumZoomScale", smallest: ScrollView.smallestZoomScaleLimit) { zoomScales.minimum = newValue; updatePinchGestureRecognizer() } }
    }

    /// `maximumZoomScale`; default 1. 0 and above are kept (`smallestZoomScaleLimit`), even below the minimum;
    /// negative or non-finite values are rejected.
    public var maximumZoomScale: CGFloat {
        get { zoomScales.maximum }
        set { if acceptZoom(newValue, "maximumZoomScale", smallest: ScrollView.smallestZoomScaleLimit) { zoomScales.maximum = newValue; updatePinchGestureRecognizer() } }
    }

    /// `pinchGestureRecognizer`: the pinch that zooms the content, `nil` while `minimumZoomScale` equals
    /// `maximumZoomScale` (zooming needs them to differ: Scroll View Programming Guide for iOS, "Zooming and
    /// Panning"; UIKit makes the recognizer when a limit change makes them differ and takes it away when they
    /// are equal again).
    /// The same recognizer wherever the app attached it (moved to another view, a pinch there zooms this scroll
    /// view; removed, it zooms nothing).
    public var pinchGestureRecognizer: PinchGestureRecognizer? { extras?.scrollRecognizers?.pinch }

    /// Adds the pinch when the limits come to differ, removes it when they are equal again.
    private func updatePinchGestureRecognizer() {
        let zooms = zoomScales.minimum != zoomScales.maximum
        if zooms, pinchGestureRecognizer == nil {
            let pinch = ScrollViewPinchGestureRecognizer()
            pinch.addTarget(self, action: ScrollView.handlePinch)
            ownRecognizers.pinch = pinch
            addGestureRecognizer(pinch)
        } else if !zooms, let own = extras?.scrollRecognizers, let pinch = own.pinch {
            own.pinch = nil
            if pinch.view === self { removeGestureRecognizer(pinch) }
        }
    }

    /// The pinch's action: zooms to the scale the pinch began at times the pinch's scale.
    func handlePinch(_ recognizer: PinchGestureRecognizer) {
        guard let pinch = recognizer as? ScrollViewPinchGestureRecognizer,
              let zoomView = delegate?.viewForZooming(in: self) else { return }
        switch pinch.state {
        case .began:
            pinch.startZoomScale = zoomScale
            delegate?.scrollViewWillBeginZooming(self, with: zoomView)
            setZoomScale(pinch.startZoomScale * pinch.scale, animated: false)
        case .changed:
            setZoomScale(pinch.startZoomScale * pinch.scale, animated: false)
        case .ended, .cancelled:
            delegate?.scrollViewDidEndZooming(self, with: zoomView, atScale: zoomScale)
        default:
            break
        }
    }

    /// `zoomScale`: setting it is `setZoomScale(_:animated: false)`.
    public var zoomScale: CGFloat {
        get { zoomScales.current }
        set { setZoomScale(newValue, animated: false) }
    }

    /// `isZooming`: the pinch is zooming the content (it has begun and not ended).
    public var isZooming: Bool {
        guard let pinch = pinchGestureRecognizer else { return false }
        return pinch.state == .began || pinch.state == .changed
    }
    /// `isZoomBouncing`.
    public var isZoomBouncing: Bool { false }

    /// `setZoomScale(_:animated:)`: clamped to the minimum and maximum; the point at the centre of the bounds stays
    /// there. Animated over `ScrollView.scrollAnimationDuration`.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard acceptZoom(scale, "zoomScale"), let zoomView = delegate?.viewForZooming(in: self),
              let newScale = positiveClampedZoom(scale) else { return }
        let old = zoomScales.current
        let center = CGPoint(x: contentOffset.x + bounds.width / 2, y: contentOffset.y + bounds.height / 2)
        let factor = newScale / old
        apply(zoom: newScale, to: zoomView,
              offset: CGPoint(x: center.x * factor - bounds.width / 2, y: center.y * factor - bounds.height / 2),
              animated: animated)
    }

    /// `zoom(to:animated:)`: shows `rect` (in the zoom view's own coordinates) as large as fits the bounds within
    /// the scale limits, centred.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            reject(.invalidValue, "zoom(to: \(UIKitFormat.rect(rect))): the rectangle must be finite and not empty; nothing zooms")
            return
        }
        guard let zoomView = delegate?.viewForZooming(in: self),
              let scale = positiveClampedZoom(min(bounds.width / rect.width, bounds.height / rect.height)) else { return }
        apply(zoom: scale, to: zoomView,
              offset: CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2),
              animated: animated)
    }

    /// `scale` within the limits; `nil`, with a diagnostic, when the limits (a maximum of 0) leave only a scale of
    /// 0, which would shrink the content to nothing (**ours**: what UIKit draws then is not known).
    private func positiveClampedZoom(_ scale: CGFloat) -> CGFloat? {
        let clamped = min(max(scale, zoomScales.minimum), max(zoomScales.minimum, zoomScales.maximum))
        guard clamped > 0 else {
            reject(.invalidValue, "zoom scale \(scale): the limits \(zoomScales.minimum)…\(zoomScales.maximum) leave no positive scale; the zoom is unchanged")
            return nil
        }
        return clamped
    }

    private func apply(zoom scale: CGFloat, to zoomView: View, offset: CGPoint, animated: Bool) {
        zoomScales.current = scale
        let change = { [self] in
            zoomView.transform = CGAffineTransform(scaleX: scale, y: scale)
            zoomView.frame.origin = .zero
            contentSize = zoomView.frame.size
            let lo = minimumContentOffset, hi = maximumContentOffset
            contentOffset = CGPoint(x: min(max(offset.x, lo.x), max(lo.x, hi.x)), y: min(max(offset.y, lo.y), max(lo.y, hi.y)))
        }
        if animated, simulation != nil {
            View.animate(withDuration: ScrollView.scrollAnimationDuration, animations: change)
        } else {
            change()
        }
        tellDelegateReentrantly("scrollViewDidZoom") { $0.scrollViewDidZoom(self) }
    }

    private func acceptZoom(_ value: CGFloat, _ name: String, smallest: CGFloat? = nil) -> Bool {
        guard value.isFinite, smallest.map({ value >= $0 }) ?? (value > 0) else {
            reject(.invalidValue, smallest == nil ? "\(name) \(value) must be a positive number; it is ignored"
                       : "\(name) \(value) must be a number of 0 or more; it is ignored")
            return false
        }
        return true
    }
}

/// The scroll view's own pinch (UIKit's `UIScrollViewPinchGestureRecognizer`), with the zoom scale it began at.
final class ScrollViewPinchGestureRecognizer: PinchGestureRecognizer {
    /// The scroll view's `zoomScale` when the pinch began.
    var startZoomScale: CGFloat = 1
}
