import Foundation
import ViewTree

/// `UIPrintInteractionController`: ViewTree's `PrintInteractionController` (`shared` is the current world's).
public typealias UIPrintInteractionController = PrintInteractionController
/// `UIPrintInteractionControllerDelegate`: ViewTree's `PrintInteractionControllerDelegate`.
public typealias UIPrintInteractionControllerDelegate = PrintInteractionControllerDelegate
/// `UIPrintInfo`: ViewTree's `PrintInfo`.
public typealias UIPrintInfo = PrintInfo

/// `UIViewController`: ViewTree's `ViewController`.
public typealias UIViewController = ViewController
/// `UINavigationController`: ViewTree's `NavigationController`.
public typealias UINavigationController = NavigationController
/// `UINavigationControllerDelegate`: ViewTree's `NavigationControllerDelegate`.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// `UINavigationBar`: ViewTree's `NavigationBar`.
public typealias UINavigationBar = NavigationBar
/// `UINavigationItem`: ViewTree's `NavigationItem`.
public typealias UINavigationItem = NavigationItem
/// `UIBarButtonItem`: ViewTree's `BarButtonItem` (`UIBarButtonItem.Style`, `.SystemItem` are its own).
public typealias UIBarButtonItem = BarButtonItem
/// `UIAlertController`: ViewTree's `AlertController` (`UIAlertController.Style` is its own).
public typealias UIAlertController = AlertController
/// `UIAlertView` (deprecated in iOS 9): ViewTree's `AlertView`.
public typealias UIAlertView = AlertView
/// `UIAlertViewDelegate`: ViewTree's `AlertViewDelegate`.
public typealias UIAlertViewDelegate = AlertViewDelegate
/// `UIAlertViewStyle`: `AlertView.Style`.
public typealias UIAlertViewStyle = AlertView.Style
/// `UIActionSheet` (deprecated in iOS 8.3): ViewTree's `ActionSheet`.
public typealias UIActionSheet = ActionSheet
/// `UIActionSheetDelegate`: ViewTree's `ActionSheetDelegate`.
public typealias UIActionSheetDelegate = ActionSheetDelegate
/// `UIActionSheetStyle`: `ActionSheet.Style`.
public typealias UIActionSheetStyle = ActionSheet.Style
/// `UIActivityViewController`: ViewTree's `ActivityViewController` (the share sheet).
public typealias UIActivityViewController = ActivityViewController
/// `UIActivity`: ViewTree's `Activity`.
public typealias UIActivity = Activity
/// `UIActivityItemSource`: ViewTree's `ActivityItemSource` (an item given when an activity is chosen).
public typealias UIActivityItemSource = ActivityItemSource
/// `UIImagePickerController`: ViewTree's `ImagePickerController`.
public typealias UIImagePickerController = ImagePickerController
/// `UIImagePickerControllerDelegate`: ViewTree's `ImagePickerControllerDelegate`.
public typealias UIImagePickerControllerDelegate = ImagePickerControllerDelegate
/// `UIAlertAction`: ViewTree's `AlertAction` (`UIAlertAction.Style` is its own).
public typealias UIAlertAction = AlertAction
/// `UIModalPresentationStyle`: ViewTree's `ModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// `UIViewControllerTransitionCoordinator`: ViewTree's `TransitionCoordinator` (a class in ViewTree, a
/// protocol in UIKit: `coordinator: UIViewControllerTransitionCoordinator` parameters read the same).
public typealias UIViewControllerTransitionCoordinator = TransitionCoordinator
/// `UIViewControllerTransitionCoordinatorContext`: what `animate(alongsideTransition:completion:)` hands its blocks.
public typealias UIViewControllerTransitionCoordinatorContext = TransitionCoordinatorContext

/// `UITabBarController`: ViewTree's `TabBarController`.
public typealias UITabBarController = TabBarController
/// `UITab` (iOS 18): ViewTree's `Tab`.
public typealias UITab = Tab
/// `UISearchTab` (iOS 18): ViewTree's `SearchTab`.
public typealias UISearchTab = SearchTab
/// `UITabGroup` (iOS 18): ViewTree's `TabGroup`.
public typealias UITabGroup = TabGroup
/// `UITabBarControllerDelegate`: ViewTree's `TabBarControllerDelegate`.
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
/// `UISplitViewController` (classic and iOS 14 column styles).
public typealias UISplitViewController = SplitViewController
/// `UISplitViewControllerDelegate`.
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
/// `UIToolbar`: ViewTree's `Toolbar`.
public typealias UIToolbar = Toolbar
/// `UITabBar`: ViewTree's `TabBar`.
public typealias UITabBar = TabBar
/// `UIBarStyle`: ViewTree's `BarStyle`.
public typealias UIBarStyle = BarStyle
/// `UITabBarItemPositioning`: the Objective-C name of `UITabBar.ItemPositioning`.
public typealias UITabBarItemPositioning = TabBar.ItemPositioning
/// `UITabBarItem`: ViewTree's `TabBarItem`.
public typealias UITabBarItem = TabBarItem

/// `UIPageViewController`: ViewTree's `PageViewController` (`TransitionStyle`, `NavigationOrientation`,
/// `SpineLocation`, `NavigationDirection` and `OptionsKey` are its own).
public typealias UIPageViewController = PageViewController
/// `UIPageViewControllerDataSource`: ViewTree's `PageViewControllerDataSource`.
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
/// `UIPageViewControllerDelegate`: ViewTree's `PageViewControllerDelegate`.
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate

/// `UIViewControllerAnimatedTransitioning`: ViewTree's `ViewControllerAnimatedTransitioning`.
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
/// `UIViewControllerContextTransitioning`: ViewTree's `ViewControllerContextTransitioning`.
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
/// `UIViewControllerTransitioningDelegate`: ViewTree's `ViewControllerTransitioningDelegate`.
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
/// `UITransitionContextViewControllerKey`: ViewTree's `TransitionContextViewControllerKey`.
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey
/// `UITransitionContextViewKey`: ViewTree's `TransitionContextViewKey`.
public typealias UITransitionContextViewKey = TransitionContextViewKey

/// `UIBarAppearance`: ViewTree's `BarAppearance`.
public typealias UIBarAppearance = BarAppearance
/// `UINavigationBarAppearance`: ViewTree's `NavigationBarAppearance`.
public typealias UINavigationBarAppearance = NavigationBarAppearance
/// `UITabBarAppearance`: ViewTree's `TabBarAppearance`.
public typealias UITabBarAppearance = TabBarAppearance
/// `UIToolbarAppearance`: ViewTree's `ToolbarAppearance`.
public typealias UIToolbarAppearance = ToolbarAppearance
/// `UIBarButtonItemAppearance`: ViewTree's `BarButtonItemAppearance`.
public typealias UIBarButtonItemAppearance = BarButtonItemAppearance
/// `UIBarButtonItemStateAppearance`: ViewTree's `BarButtonItemStateAppearance`.
public typealias UIBarButtonItemStateAppearance = BarButtonItemStateAppearance
/// `UIBarButtonItemGroup`: ViewTree's `BarButtonItemGroup`.
public typealias UIBarButtonItemGroup = BarButtonItemGroup
/// `UITextInputAssistantItem`: ViewTree's `TextInputAssistantItem`.
public typealias UITextInputAssistantItem = TextInputAssistantItem
/// `UIInputView` (iOS 7): ViewTree's `InputView`.
public typealias UIInputView = InputView
/// Swift 4.1's `UIInputViewStyle` (`UIInputView.Style`).
public typealias UIInputViewStyle = InputView.Style
/// `UITabBarItemAppearance`: ViewTree's `TabBarItemAppearance`.
public typealias UITabBarItemAppearance = TabBarItemAppearance
/// `UITabBarItemStateAppearance`: ViewTree's `TabBarItemStateAppearance`.
public typealias UITabBarItemStateAppearance = TabBarItemStateAppearance
/// `UIPopoverPresentationController`: ViewTree's `PopoverPresentationController`.
public typealias UIPopoverPresentationController = PopoverPresentationController
/// `UIPopoverBackgroundView`: ViewTree's `PopoverBackgroundView`.
public typealias UIPopoverBackgroundView = PopoverBackgroundView
/// `UIPopoverPresentationControllerSourceItem` (iOS 16): ViewTree's `PopoverPresentationControllerSourceItem`.
public typealias UIPopoverPresentationControllerSourceItem = PopoverPresentationControllerSourceItem
/// `UIAlertControllerSeverity` (iOS 16): ViewTree's `AlertController.Severity`.
public typealias UIAlertControllerSeverity = AlertController.Severity
/// `UIPresentationController`: ViewTree's `PresentationController`.
public typealias UIPresentationController = PresentationController
/// `UIAdaptivePresentationControllerDelegate`: ViewTree's `AdaptivePresentationControllerDelegate`.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
/// `UIPopoverPresentationControllerDelegate`: ViewTree's `PopoverPresentationControllerDelegate`.
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
/// `UIPopoverArrowDirection`: ViewTree's `PopoverPresentationController.ArrowDirection`.
public typealias UIPopoverArrowDirection = PopoverPresentationController.ArrowDirection
/// `UISheetPresentationController`: ViewTree's `SheetPresentationController`.
public typealias UISheetPresentationController = SheetPresentationController

/// `UIContentContainer`: ViewTree's `ContentContainer`.
public typealias UIContentContainer = ContentContainer
/// `UIViewControllerInteractiveTransitioning`: ViewTree's `ViewControllerInteractiveTransitioning`.
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
/// `UIPercentDrivenInteractiveTransition`: ViewTree's `PercentDrivenInteractiveTransition`.
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition

/// `UISheetPresentationControllerDelegate`: ViewTree's `SheetPresentationControllerDelegate`.
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate

