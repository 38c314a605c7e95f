import Foundation

// iOS 17's content-unavailable state of a view controller: `contentUnavailableConfiguration` shows its content view
// over the controller's view, filling it and kept in front of the view's other subviews ("the view controller manages
// the layout of the content-unavailable view": UIContentUnavailableView documentation); `nil` removes it. The
// controller asks `updateContentUnavailableConfiguration(using:)` for one before its view's first layout and after
// each `setNeedsUpdateContentUnavailableConfiguration()`, in the layout pass (before `viewWillLayoutSubviews()`), and
// shows the configuration `updated(for:)` its `contentUnavailableConfigurationState`.

/// A controller's content-unavailable configuration, the view showing it, and whether an update was asked for.
final class ContentUnavailableStorage {
    var configuration: ContentConfiguration?
    var host: ContentConfigurationHost?
    var needsUpdate = false
}

extension ViewController {
    /// `contentUnavailableConfiguration` (iOS 17): the empty state shown over the view (a
    /// `ContentUnavailableConfiguration`, or any content configuration); `nil` (the default) shows none. Setting it
    /// shows it at once when the view is loaded, else when the view is first laid out.
    public var contentUnavailableConfiguration: ContentConfiguration? {
        get { contentUnavailableStorage?.configuration }
        set {
            let storage = contentUnavailableStorage ?? ContentUnavailableStorage()
            contentUnavailableStorage = storage
            storage.configuration = newValue
            showContentUnavailableConfiguration()
        }
    }

    /// `setNeedsUpdateContentUnavailableConfiguration()` (iOS 17): asks for `updateContentUnavailableConfiguration(using:)`
    /// before the view's next layout.
    public func setNeedsUpdateContentUnavailableConfiguration() {
        let storage = contentUnavailableStorage ?? ContentUnavailableStorage()
        contentUnavailableStorage = storage
        storage.needsUpdate = true
        storedView?.setNeedsLayout()
    }

    /// From the layout pass: runs the update asked for (or the first), shows a configuration set before the view
    /// loaded, and keeps the shown view in front.
    func updateContentUnavailableIfNeeded() {
        let storage: ContentUnavailableStorage
        if let existing = contentUnavailableStorage {
            storage = existing
        } else {
            storage = ContentUnavailableStorage()
            storage.needsUpdate = true
            contentUnavailableStorage = storage
        }
        if storage.needsUpdate {
            storage.needsUpdate = false
            updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
        }
        // Shown again when gone, or when the app moved the shown view elsewhere (it is the app's then).
        if storage.configuration != nil, storage.host?.shown.map({ $0.superview !== storedView }) ?? true {
            showContentUnavailableConfiguration()
        }
        if let shown = storage.host?.shown, let view = storedView, shown.superview === view, view.subviews.last !== shown {
            view.bringSubviewToFront(shown)
        }
    }

    /// Shows the configuration (updated for the current state) over the loaded view, or removes the shown one.
    private func showContentUnavailableConfiguration() {
        guard let storage = contentUnavailableStorage, let view = storedView else { return }
        // A shown view the app moved out of the controller's view is no longer ours to update or remove.
        if let shown = storage.host?.shown, shown.superview !== view { storage.host?.shown = nil }
        let shown = storage.configuration?.updated(for: contentUnavailableConfigurationState)
        ContentConfigurationHost.apply(shown, to: &storage.host, in: view)
    }
}
