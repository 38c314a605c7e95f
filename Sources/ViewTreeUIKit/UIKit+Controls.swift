import Foundation
import ViewTree

// `UIControl.Event`, `UIControl.State`, `UIControl.ContentHorizontalAlignment`/`ContentVerticalAlignment`,
// `UIButton.ButtonType`, `UIActivityIndicatorView.Style`, `UIProgressView.Style`, `UITextField.BorderStyle`
// and `UITextField.ViewMode` are ViewTree's own nested types: the aliases below bring them along.

/// `UIControl`: ViewTree's `Control`.
public typealias UIControl = Control
/// `UIButton`: ViewTree's `Button` (`UIButton(type:)` is its own initializer).
public typealias UIButton = Button
/// `UISwitch`: ViewTree's `Switch`.
public typealias UISwitch = Switch
/// `UISlider`: ViewTree's `Slider`.
public typealias UISlider = Slider
/// `UISegmentedControl`: ViewTree's `SegmentedControl`.
public typealias UISegmentedControl = SegmentedControl
/// `UIStepper`: ViewTree's `Stepper`.
public typealias UIStepper = Stepper
/// `UIPageControl`: ViewTree's `PageControl`.
public typealias UIPageControl = PageControl
/// `UIActivityIndicatorView`: ViewTree's `ActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// `UIProgressView`: ViewTree's `ProgressView`.
public typealias UIProgressView = ProgressView
/// `UITextField`: ViewTree's `TextField`.
public typealias UITextField = TextField
/// `UITextFieldDelegate`: ViewTree's `TextFieldDelegate`.
public typealias UITextFieldDelegate = TextFieldDelegate
/// `UIAction`: ViewTree's `Action` (a closure with an identifier, for `addAction(_:for:)`).
public typealias UIAction = Action

/// `UIControlEvents`: the Swift 3 name of `UIControl.Event`, still seen in older code.
public typealias UIControlEvents = Control.Event
/// `UIControlState`: the Swift 3 name of `UIControl.State`.
public typealias UIControlState = Control.State
/// `UIButtonType`: the Swift 3 name of `UIButton.ButtonType`.
public typealias UIButtonType = Button.ButtonType
/// `UIMenu`: ViewTree's `Menu`.
public typealias UIMenu = ViewTree.Menu
/// `UIMenuElement`: ViewTree's `MenuElement`.
public typealias UIMenuElement = MenuElement
/// `UIDeferredMenuElement` (iOS 14): ViewTree's `DeferredMenuElement`.
public typealias UIDeferredMenuElement = DeferredMenuElement
/// `UISearchBar`: ViewTree's `SearchBar`.
public typealias UISearchBar = SearchBar
/// `UISearchBarDelegate`: ViewTree's `SearchBarDelegate`.
public typealias UISearchBarDelegate = SearchBarDelegate
/// `UISearchTextField`: ViewTree's `SearchTextField`.
public typealias UISearchTextField = SearchTextField
/// `UISearchController`: ViewTree's `SearchController`.
public typealias UISearchController = SearchController
/// `UISearchResultsUpdating`: ViewTree's `SearchResultsUpdating`.
public typealias UISearchResultsUpdating = SearchResultsUpdating
/// `UISearchControllerDelegate`: ViewTree's `SearchControllerDelegate`.
public typealias UISearchControllerDelegate = SearchControllerDelegate
/// `NSDirectionalRectEdge`: ViewTree's `DirectionalRectEdge`.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
/// `UIRefreshControl`: ViewTree's `RefreshControl`.
public typealias UIRefreshControl = RefreshControl
/// `UIFeedbackGenerator`: ViewTree's `FeedbackGenerator`.
public typealias UIFeedbackGenerator = FeedbackGenerator
/// `UIImpactFeedbackGenerator`: ViewTree's `ImpactFeedbackGenerator`.
public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator
/// `UINotificationFeedbackGenerator`: ViewTree's `NotificationFeedbackGenerator`.
public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator
/// `UISelectionFeedbackGenerator`: ViewTree's `SelectionFeedbackGenerator`.
public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator

/// `UIConfigurationTextAttributesTransformer` (iOS 15): ViewTree's `ConfigurationTextAttributesTransformer`.
public typealias UIConfigurationTextAttributesTransformer = ConfigurationTextAttributesTransformer
/// `UIColorWell` (iOS 14): ViewTree's `ColorWell`.
public typealias UIColorWell = ColorWell
/// `UISearchToken` (iOS 13): ViewTree's `SearchToken`.
public typealias UISearchToken = SearchToken
/// `UIPageControlProgress` (iOS 16): ViewTree's `PageControlProgress`.
public typealias UIPageControlProgress = PageControlProgress
/// `UIPageControlProgressDelegate` (iOS 16): ViewTree's `PageControlProgressDelegate`.
public typealias UIPageControlProgressDelegate = PageControlProgressDelegate
/// `UIPageControlTimerProgress` (iOS 17): ViewTree's `PageControlTimerProgress`.
public typealias UIPageControlTimerProgress = PageControlTimerProgress
/// `UIPageControlTimerProgressDelegate` (iOS 17): ViewTree's `PageControlTimerProgressDelegate`.
public typealias UIPageControlTimerProgressDelegate = PageControlTimerProgressDelegate

/// `UIBehavioralStyle` (iOS 15): ViewTree's `BehavioralStyle`.
public typealias UIBehavioralStyle = BehavioralStyle
