import Foundation

extension Control {
    /// `init(frame:primaryAction:)` (iOS 14): a control at `frame` whose `primaryAction` is registered for
    /// `.primaryActionTriggered` ("Initializes the control and adds primaryAction for the
    /// UIControlEventPrimaryActionTriggered control event", `UIControl.h`). A button also takes the action's title
    /// and image, as UIKit's does.
    public convenience init(frame: CGRect, primaryAction: Action?) {
        self.init(frame: frame)
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        adoptPrimaryActionContent(primaryAction)
    }
}
