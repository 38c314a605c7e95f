import Foundation

/// `UISearchResultsUpdating`: told whenever the search bar's text or the controller's activity changes.
public protocol SearchResultsUpdating: AnyObject {
    /// `updateSearchResults(for:)`.
    func updateSearchResults(for searchController: SearchController)
}

/// `UISearchControllerDelegate`: the controller's presentation. Every method is optional.
public protocol SearchControllerDelegate: AnyObject {
    /// `willPresentSearchController(_:)`.
    func willPresentSearchController(_ searchController: SearchController)
    /// `didPresentSearchController(_:)`.
    func didPresentSearchController(_ searchController: SearchController)
    /// `willDismissSearchController(_:)`.
    func willDismissSearchController(_ searchController: SearchController)
    /// `didDismissSearchController(_:)`.
    func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: SearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: SearchController) {}
}

/// A search bar that drives a results updater: ViewTree's `UISearchController` (iOS 8).
///
/// It becomes active when its bar starts editing (or `isActive = true`): the delegate hears
/// `willPresentSearchController` then `didPresentSearchController`, the bar shows its Cancel button
/// (`automaticallyShowsCancelButton`), and the results updater hears `updateSearchResults(for:)`, as it does after
/// every change the user makes to the text. Cancel clears the text, ends editing and deactivates it (the updater
/// hears of that too). The results controller is shown while active with text (or with
/// `showsSearchResultsController`): `isShowingSearchResults`; ViewTree does not lay its view over the
/// presenting controller.
open class SearchController: ViewController {
    /// `searchBar`.
    public let searchBar = SearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    /// `searchResultsController`: the controller that shows results (strong, as UIKit's).
    public let searchResultsController: ViewController?
    /// `searchResultsUpdater` (weak).
    open weak var searchResultsUpdater: SearchResultsUpdating?
    /// `delegate` (weak).
    open weak var delegate: SearchControllerDelegate?
    /// `obscuresBackgroundDuringPresentation` (iOS 9.1); default `true`. Stored.
    open var obscuresBackgroundDuringPresentation = true
    /// `dimsBackgroundDuringPresentation` (deprecated in iOS 12): the same value.
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// `hidesNavigationBarDuringPresentation`; default `true`. Stored.
    open var hidesNavigationBarDuringPresentation = true
    /// `automaticallyShowsCancelButton` (iOS 13); default `true`.
    open var automaticallyShowsCancelButton = true
    /// `showsSearchResultsController` (iOS 13): show the results controller even with empty text.
    open var showsSearchResultsController = false
    private var storedIsActive = false

    /// `UISearchController.ScopeBarActivation` (iOS 16; UISearchController.h values): when the controller shows
    /// and hides its bar's scope bar (`searchBar.showsScopeBar`).
    public enum ScopeBarActivation: Int, Sendable, Hashable {
        /// The system decides (0): ViewTree shows the scope bar while the search is active, what
        /// `automaticallyShowsScopeBar` documents as the behaviour "by default".
        case automatic = 0
        /// Your code shows and hides it with `searchBar.showsScopeBar` (1).
        case manual = 1
        /// Shown once typing begins in the field, hidden when the search is cancelled (2).
        case onTextEntry = 2
        /// Shown when the search becomes active, hidden when it is cancelled (3).
        case onSearchActivation = 3
    }

    /// `scopeBarActivation` (iOS 16): default `.automatic`. Setting `searchBar.showsScopeBar` yourself makes it
    /// `.manual` (as `automaticallyShowsScopeBar`'s documentation says of that property). The bar's scope bar shows
    /// nothing with fewer than two `scopeButtonTitles` (Apple's note on this property); ViewTree draws no scope bar,
    /// so `showsScopeBar` is what a test reads.
    open var scopeBarActivation = ScopeBarActivation.automatic { didSet { updateScopeBar() } }

    /// `automaticallyShowsScopeBar` (iOS 13, deprecated in iOS 16): whether the controller shows the scope bar when
    /// the search becomes active and hides it when the search is dismissed ("by default", Apple's documentation).
    /// `false` is `scopeBarActivation = .manual`; `true` is `.automatic` (when it was `.manual`).
    open var automaticallyShowsScopeBar: Bool {
        get { scopeBarActivation != .manual }
        set {
            if !newValue { scopeBarActivation = .manual } else if scopeBarActivation == .manual { scopeBarActivation = .automatic }
        }
    }
    /// Whether the controller itself is setting `searchBar.showsScopeBar` (not the app).
    private var isDrivingScopeBar = false

    /// `UISearchController(searchResultsController:)`; `nil` shows results in the presenting controller.
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        listenToSearchBar()
    }

    /// `init(nibName:bundle:)` (and so `init()`): a search controller with no results controller (Xamarin's device-run
    /// `UISearchControllerTest.InitWithNibNameTest`: usable, it keeps a delegate).
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    /// `initWithCoder:`: a controller with no results controller.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        listenToSearchBar()
    }

    /// `isActive`: presenting (see the type's documentation for the order of calls).
    open var isActive: Bool {
        get { storedIsActive }
        set {
            guard newValue != storedIsActive else { return }
            if newValue {
                delegate?.willPresentSearchController(self)
                storedIsActive = true
                if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
                updateScopeBar()
                delegate?.didPresentSearchController(self)
            } else {
                delegate?.willDismissSearchController(self)
                storedIsActive = false
                if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
                updateScopeBar()
                if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
                delegate?.didDismissSearchController(self)
            }
            notifyUpdater()
        }
    }

    /// Whether the results controller is shown: active, with text or `showsSearchResultsController`.
    public var isShowingSearchResults: Bool {
        storedIsActive && searchResultsController != nil && (showsSearchResultsController || !(searchBar.text ?? "").isEmpty)
    }

    /// The bar's editing, changes and Cancel drive the controller (weakly: the controller owns the bar).
    private func listenToSearchBar() {
        searchBar.beganEditingHandler = { [weak self] in self?.isActive = true }
        searchBar.textDidChangeByUser = { [weak self] _ in
            self?.updateScopeBar(typing: true)
            self?.notifyUpdater()
        }
        searchBar.cancelTappedHandler = { [weak self] in self?.cancel() }
        searchBar.showsScopeBarSet = { [weak self] in
            guard let self, !self.isDrivingScopeBar else { return }
            self.scopeBarActivation = .manual
        }
    }

    /// Shows or hides the bar's scope bar as `scopeBarActivation` says: while active (`.automatic`,
    /// `.onSearchActivation`), or from the first keystroke until the search ends (`.onTextEntry`, `typing` when the
    /// user has just changed the text); `.manual` leaves it alone.
    private func updateScopeBar(typing: Bool = false) {
        let shows: Bool
        switch scopeBarActivation {
        case .manual: return
        case .automatic, .onSearchActivation: shows = storedIsActive
        case .onTextEntry: shows = storedIsActive && (typing || searchBar.showsScopeBar)
        }
        guard searchBar.showsScopeBar != shows else { return }
        isDrivingScopeBar = true
        searchBar.showsScopeBar = shows
        isDrivingScopeBar = false
    }

    private func notifyUpdater() { searchResultsUpdater?.updateSearchResults(for: self) }

    private func cancel() {
        searchBar.text = ""
        isActive = false
    }
}
