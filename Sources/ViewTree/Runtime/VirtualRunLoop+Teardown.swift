/// Tearing a world down.
extension VirtualRunLoop {
    /// Invalidates every timer and display link, drops queued `perform` blocks and frame clients,
    /// and releases everything their blocks captured. Virtual time is unchanged.
    ///
    /// As with Foundation, the loop keeps scheduled timers and display links alive and they keep
    /// their blocks alive, so a repeating timer whose block captures its world (or the loop) is a
    /// reference cycle that outlives the test. Calling this at the end of a test breaks every such
    /// cycle. Safe to call from inside a callback: the timer being fired is invalidated too and
    /// will not be rescheduled.
    public func invalidateAll() {
        let entries = queue.removeAll()
        staleEntryCount = 0
        pendingOneShotTimers = 0
        pendingRepeatingTimers = 0
        pendingPerforms = 0
        queuedFrame = nil
        frameClients.removeAll()
        let links = displayLinks
        displayLinks.removeAll()
        for entry in entries {
            guard let timer = entry.item as? VirtualTimer else { continue }
            timer.queuedSequence = 0  // already uncounted above; `invalidate` must not uncount again
            timer.invalidate()
        }
        firingTimer?.invalidate()
        for link in links { link.invalidate() }
    }
}
