import Foundation

/// `UIPageControlProgressDelegate` (iOS 16). Both methods optional.
public protocol PageControlProgressDelegate: AnyObject {
    /// `pageControlProgress(_:initialProgressForPage:)`: the progress a page starts at ("By default,
    /// `currentProgress` is set to 0 when the page changes", `UIPageControlProgress.h`).
    func pageControlProgress(_ progress: PageControlProgress, initialProgressForPage page: Int) -> Float
    /// `pageControlProgressVisibilityDidChange(_:)`: `isProgressVisible` changed.
    func pageControlProgressVisibilityDidChange(_ progress: PageControlProgress)
}

extension PageControlProgressDelegate {
    /// 0.
    public func pageControlProgress(_ progress: PageControlProgress, initialProgressForPage page: Int) -> Float { 0 }
    /// Does nothing.
    public func pageControlProgressVisibilityDidChange(_ progress: PageControlProgress) {}
}

/// ViewTree's `UIPageControlProgress` (iOS 16): how far the current page of a page control has got (0…1), shown
/// in its current dot. Set it as a page control's `progress`; when the page changes the progress goes back to the
/// delegate's initial progress for the new page (0 by default).
open class PageControlProgress {
    /// `delegate` (weak). A `PageControlTimerProgress` also calls the timer methods of a delegate that has them.
    open weak var delegate: PageControlProgressDelegate?
    /// The page control whose `progress` this is (weak: the control holds its progress).
    public internal(set) weak var pageControl: PageControl?
    var storedProgress: Float = 0

    /// `init()`.
    public init() {}

    /// `currentProgress`: the current page's progress, clamped to 0…1; NaN is refused with a diagnostic.
    open var currentProgress: Float {
        get { storedProgress }
        set {
            guard !newValue.isNaN else {
                return Diagnostic(code: .invalidValue, subject: "PageControlProgress",
                                  message: "currentProgress NaN refused; it stays \(storedProgress)").report(in: pageControl?.simulation)
            }
            storedProgress = min(max(newValue, 0), 1)
            progressDidChange()
        }
    }

    /// `isProgressVisible`: whether the progress shows. Always `true` here: UIKit hides it while the user scrubs
    /// the dots, which ViewTree does not simulate.
    open var isProgressVisible: Bool { true }

    /// The page control's page changed (by a tap, in code or by a timer): the progress starts the new page.
    func pageDidChange(to page: Int) {
        storedProgress = min(max(delegate?.pageControlProgress(self, initialProgressForPage: page) ?? 0, 0), 1)
        progressDidChange()
    }

    /// The stored progress changed (a timer reschedules).
    func progressDidChange() {}
    /// The progress was given to (or taken from) a page control, or its control joined a world.
    func pageControlDidChange() {}
}

/// `UIPageControlTimerProgressDelegate` (iOS 17). Both methods optional.
public protocol PageControlTimerProgressDelegate: PageControlProgressDelegate {
    /// `pageControlTimerProgressDidChange(_:)`: the timer moved the progress (ViewTree calls it when a page's time
    /// is up, when the page changes and when the timer is resumed or paused, not on every frame).
    func pageControlTimerProgressDidChange(_ progress: PageControlTimerProgress)
    /// `pageControlTimerProgress(_:shouldAdvanceToPage:)`: whether to go on to `page` when the current page's time
    /// is up. Default `true`.
    func pageControlTimerProgress(_ progress: PageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool
}

extension PageControlTimerProgressDelegate {
    /// Does nothing.
    public func pageControlTimerProgressDidChange(_ progress: PageControlTimerProgress) {}
    /// `true`.
    public func pageControlTimerProgress(_ progress: PageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool { true }
}
