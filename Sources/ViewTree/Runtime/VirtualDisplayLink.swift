/// A display-synchronised callback on a `VirtualRunLoop`, modelled on Core Animation's
/// `CADisplayLink`.
///
/// Create one with `VirtualRunLoop.displayLink(_:)`. It fires on the loop's display frames (frame
/// `k` is at `k / framesPerSecond` seconds) starting with the first frame after its creation, until
/// it is paused or invalidated. The loop keeps a valid link alive; the link holds its callback and
/// a weak reference to the loop.
public final class VirtualDisplayLink {
    /// Time of the frame being delivered (in the callback) or last delivered; 0 before the first
    /// callback.
    public internal(set) var timestamp: Double = 0

    /// Time of the next frame this link will be called for (taking `preferredFramesPerSecond` into
    /// account); 0 before the first callback.
    public internal(set) var targetTimestamp: Double = 0

    /// Seconds between display refreshes (`1 / framesPerSecond` of the loop), whatever
    /// `preferredFramesPerSecond` is, as with CADisplayLink; 0 before the first callback.
    public internal(set) var duration: Double = 0

    /// The rate the link would like to be called at; 0 (the default) means the display's rate.
    ///
    /// The link fires on every n-th display frame, n chosen so that the resulting rate is the
    /// factor of the display rate nearest to this value (ties to the faster rate), as Core
    /// Animation chooses. Negative values are rejected with a diagnostic.
    public var preferredFramesPerSecond: Int {
        get { storedPreferredFramesPerSecond }
        set {
            guard newValue >= 0 else {
                loop?.report("preferredFramesPerSecond = \(newValue) rejected: it must be 0 (display rate) or positive; kept \(storedPreferredFramesPerSecond).", subject: "VirtualDisplayLink")
                return
            }
            storedPreferredFramesPerSecond = newValue
            loop?.displayLinkDidChange(self)
        }
    }

    /// While `true`, the link gets no callbacks; a loop whose links are all paused ticks no frames.
    public var isPaused: Bool {
        get { storedIsPaused }
        set {
            guard newValue != storedIsPaused else { return }
            storedIsPaused = newValue
            loop?.displayLinkDidChange(self)
        }
    }

    /// `false` once `invalidate()` has been called.
    public private(set) var isValid = true

    /// Removes the link from its loop for good and releases its callback. Safe to call repeatedly
    /// and from inside the link's own callback.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        callback = nil
        loop?.displayLinkDidInvalidate(self)
    }

    // MARK: Internal

    var callback: ((VirtualDisplayLink) -> Void)?
    weak var loop: VirtualRunLoop?
    var storedPreferredFramesPerSecond = 0
    var storedIsPaused = false
    /// Fires on frames whose index is a multiple of this (derived from the preferred rate).
    var frameStride = 1

    init(loop: VirtualRunLoop, callback: @escaping (VirtualDisplayLink) -> Void) {
        self.loop = loop
        self.callback = callback
    }
}
