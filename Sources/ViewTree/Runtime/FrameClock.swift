/// Something internal (the animation engine) that needs a callback on every display frame.
///
/// Unlike a display link it is not public and has no rate of its own: it is called on every frame
/// tick, after the display links, for as long as it returns `true`.
protocol FrameClient: AnyObject {
    /// Called once per display frame at frame time `time`. Return `true` to keep receiving frames,
    /// `false` to be dropped (the loop stops ticking frames when no display link or client needs
    /// them).
    func frameDidTick(at time: Double) -> Bool
}

/// The display: frame ticks, display links and frame clients.
///
/// Frames are demand-driven: a tick is queued only while an unpaused display link or a frame
/// client exists, so an idle virtual hour costs nothing but the events in it. Ticks are queue
/// entries like timers, so they interleave with timers in time order; at the same instant a frame
/// comes after the timers and performs due then (see `Docs/Fidelity.md` (run loop)).
extension VirtualRunLoop {
    /// The display's refresh rate in Hz; frame `k` is at exactly `Double(k) / framesPerSecond`.
    ///
    /// Default 60; 120 models a ProMotion display. Values outside 1...1000 are rejected with a
    /// diagnostic. Changing it moves the next frame to the new grid.
    public var framesPerSecond: Int {
        get { storedFramesPerSecond }
        set {
            guard (1...1000).contains(newValue) else {
                report("framesPerSecond = \(newValue) rejected: it must be between 1 and 1000 Hz; kept \(storedFramesPerSecond).")
                return
            }
            guard newValue != storedFramesPerSecond else { return }
            storedFramesPerSecond = newValue
            for link in displayLinks {
                link.frameStride = FrameMath.stride(framesPerSecond: newValue, preferred: link.storedPreferredFramesPerSecond)
            }
            // The queued tick's index belongs to the old grid: drop it and requeue on the new one.
            if queuedFrame != nil {
                queuedFrame = nil
                noteStaleEntry()
            }
            rescheduleFrames()
        }
    }

    /// Whether display frames are ticking: some display link is unpaused, or an animation is
    /// running.
    public var isTickingFrames: Bool { queuedFrame != nil }

    /// Creates a display link, already added to this loop and unpaused, that calls `callback` on
    /// every display frame from the next one on (like `CADisplayLink(target:selector:)` followed by
    /// `add(to:forMode:)`).
    public func displayLink(_ callback: @escaping (VirtualDisplayLink) -> Void) -> VirtualDisplayLink {
        let link = VirtualDisplayLink(loop: self, callback: callback)
        displayLinks.append(link)
        rescheduleFrames()
        return link
    }

    /// Starts calling `client` on every frame until it returns `false` or is removed. Adding a
    /// client that is already registered does nothing.
    func addFrameClient(_ client: any FrameClient) {
        guard !frameClients.contains(where: { $0 === client }) else { return }
        frameClients.append(client)
        rescheduleFrames()
    }

    /// Stops calling `client`. Does nothing if it is not registered.
    func removeFrameClient(_ client: any FrameClient) {
        guard let index = frameClients.firstIndex(where: { $0 === client }) else { return }
        frameClients.remove(at: index)
        rescheduleFrames()
    }

    // MARK: Internal

    func displayLinkDidChange(_ link: VirtualDisplayLink) {
        link.frameStride = FrameMath.stride(framesPerSecond: storedFramesPerSecond, preferred: link.storedPreferredFramesPerSecond)
        rescheduleFrames()
    }

    func displayLinkDidInvalidate(_ link: VirtualDisplayLink) {
        displayLinks.removeAll { $0 === link }
        rescheduleFrames()
    }

    /// Makes the queued frame tick match demand: the earliest frame after `now` that some unpaused
    /// link (on its stride) or any frame client wants, or none. Called whenever demand changes and
    /// after every tick; cheap when nothing changed.
    func rescheduleFrames() {
        var wanted: Int?
        if !frameClients.isEmpty {
            wanted = FrameMath.firstFrame(after: now, framesPerSecond: storedFramesPerSecond, stride: 1)
        } else {
            for link in displayLinks where !link.storedIsPaused {
                let k = FrameMath.firstFrame(after: now, framesPerSecond: storedFramesPerSecond, stride: link.frameStride)
                wanted = min(wanted ?? k, k)
            }
        }
        if let queued = queuedFrame {
            if queued.index == wanted { return }
            queuedFrame = nil
            noteStaleEntry()
        }
        guard let index = wanted else { return }
        frameGeneration += 1
        let seq = ScheduledEvent.frameBit | frameGeneration
        queue.push(ScheduledEvent(time: Double(index) / Double(storedFramesPerSecond), seq: seq, item: nil))
        queuedFrame = (index, seq)
    }

    /// Delivers display frame `index` (scheduled for `time`): display-link callbacks in creation
    /// order, then frame clients in registration order; then queues the next frame if anything
    /// still wants one.
    ///
    /// Links and clients added during the tick get their first frame at the next tick; ones
    /// paused, invalidated or removed by an earlier callback in this tick are skipped.
    func tickFrame(_ index: Int, at time: Double) {
        framesTicked += 1
        let fps = storedFramesPerSecond
        for link in displayLinks where link.isValid && !link.storedIsPaused && index % link.frameStride == 0 {
            link.timestamp = time
            link.targetTimestamp = Double(index + link.frameStride) / Double(fps)
            link.duration = 1 / Double(fps)
            link.callback?(link)
        }
        var finished: [any FrameClient] = []
        for client in frameClients where frameClients.contains(where: { $0 === client }) {
            if !client.frameDidTick(at: time) { finished.append(client) }
        }
        if !finished.isEmpty {
            frameClients.removeAll { client in finished.contains { $0 === client } }
        }
        rescheduleFrames()
    }
}
