import Foundation

/// ViewTree's `UIPageControlTimerProgress` (iOS 17): a progress that fills each page in `duration(forPage:)` seconds
/// of the world's virtual clock and then moves its page control to the next page.
///
/// While running (`resumeTimer()`) and its page control is in a world, the progress grows from where it is to 1;
/// then the delegate is asked `shouldAdvanceToPage` for the next page (after the last: page 0 with
/// `resetsToInitialPageAfterEnd`, else the timer stops). Advancing sets the control's `currentPage` (no
/// `.valueChanged`: the user did not change it; ours) and starts the new page; a refusal stops the timer at 1
/// (ours: UIKit does not say). A view belongs to its world from its creation, so the clock runs whether or not
/// the control is in a window; a progress resumed before it is given to a control starts then.
open class PageControlTimerProgress: PageControlProgress {
    private var storedPreferredDuration: TimeInterval
    private var pageDurations: [Int: TimeInterval] = [:]
    private var running = false
    private var timer: VirtualTimer?
    /// When the current run started (world time) and from what progress.
    private var runStart: (time: TimeInterval, progress: Float)?

    /// `resetsToInitialPageAfterEnd`: whether the last page is followed by page 0. Default `false`.
    open var resetsToInitialPageAfterEnd = false

    /// `init(preferredDuration:)`: each page lasts `preferredDuration` seconds. A duration that is not positive and
    /// finite is refused (reported) and 1 s is used.
    public init(preferredDuration: TimeInterval) {
        storedPreferredDuration = 1
        super.init()
        self.preferredDuration = preferredDuration
    }

    /// `preferredDuration`: the seconds of a page without its own duration ("must be greater than 0.0", UIKit's
    /// documentation); anything else is refused with a diagnostic and the old value kept.
    open var preferredDuration: TimeInterval {
        get { storedPreferredDuration }
        set {
            guard newValue > 0, newValue.isFinite else { return refuse("preferredDuration \(newValue) is not a positive duration; it stays \(storedPreferredDuration)") }
            changingDuration { storedPreferredDuration = newValue }
        }
    }

    /// `duration(forPage:)`: the page's own duration, or `preferredDuration`.
    open func duration(forPage page: Int) -> TimeInterval { pageDurations[page] ?? storedPreferredDuration }

    /// `setDuration(_:forPage:)`: one page's duration; not positive and finite is refused with a diagnostic.
    open func setDuration(_ duration: TimeInterval, forPage page: Int) {
        guard duration > 0, duration.isFinite else { return refuse("setDuration(\(duration), forPage: \(page)) is not a positive duration; unchanged") }
        changingDuration { pageDurations[page] = duration }
    }

    /// `isRunning`: whether the timer is active.
    open var isRunning: Bool { running }

    /// `resumeTimer()`: starts the timer if it is not running.
    open func resumeTimer() {
        guard !running else { return }
        running = true
        reschedule(keepingElapsed: false)
        timerDelegate?.pageControlTimerProgressDidChange(self)
    }

    /// `pauseTimer()`: stops the timer, keeping the progress it reached.
    open func pauseTimer() {
        guard running else { return }
        storedProgress = elapsedProgress
        running = false
        cancelTimer()
        timerDelegate?.pageControlTimerProgressDidChange(self)
    }

    /// `currentProgress`: while running, where the clock has got to.
    open override var currentProgress: Float {
        get { elapsedProgress }
        set { super.currentProgress = newValue }
    }

    override func progressDidChange() { reschedule(keepingElapsed: false) }
    override func pageControlDidChange() { reschedule(keepingElapsed: true) }

    override func pageDidChange(to page: Int) {
        super.pageDidChange(to: page)
        timerDelegate?.pageControlTimerProgressDidChange(self)
    }

    private var timerDelegate: PageControlTimerProgressDelegate? { delegate as? PageControlTimerProgressDelegate }

    private var elapsedProgress: Float {
        guard let runStart, let world = pageControl?.simulation, let control = pageControl else { return storedProgress }
        let elapsed = (world.now - runStart.time) / duration(forPage: control.currentPage)
        return min(1, runStart.progress + Float(elapsed))
    }

    /// A duration changes: the progress reached so far is kept (measured with the old duration) and the rest of
    /// the page runs at the new one.
    private func changingDuration(_ change: () -> Void) {
        if runStart != nil { storedProgress = elapsedProgress }
        change()
        reschedule(keepingElapsed: false)
    }

    private func cancelTimer() {
        timer?.invalidate()
        timer = nil
        runStart = nil
    }

    /// Schedules the end of the current page, when running in a world: from where the clock got to
    /// (`keepingElapsed`, a duration or the control changed) or from the stored progress (it was just set).
    private func reschedule(keepingElapsed: Bool) {
        if keepingElapsed, runStart != nil { storedProgress = elapsedProgress }
        cancelTimer()
        guard running, let control = pageControl, let world = control.simulation else { return }
        let remaining = Double(1 - storedProgress) * duration(forPage: control.currentPage)
        runStart = (world.now, storedProgress)
        timer = world.runLoop.scheduledTimer(withTimeInterval: max(remaining, 0), repeats: false) { [weak self] _ in
            self?.pageTimeIsUp()
        }
    }

    private func pageTimeIsUp() {
        timer = nil
        runStart = nil
        storedProgress = 1
        timerDelegate?.pageControlTimerProgressDidChange(self)
        guard let control = pageControl else { return }
        var next = control.currentPage + 1
        if next >= control.numberOfPages {
            guard resetsToInitialPageAfterEnd, control.numberOfPages > 0 else { running = false; return }
            next = 0
        }
        guard timerDelegate?.pageControlTimerProgress(self, shouldAdvanceToPage: next) ?? true else { running = false; return }
        control.setCurrentPageFromProgress(next)
    }

    private func refuse(_ message: String) {
        Diagnostic(code: .invalidValue, subject: "PageControlTimerProgress", message: message).report(in: pageControl?.simulation)
    }
}
