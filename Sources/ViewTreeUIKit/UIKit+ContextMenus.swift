import Foundation
import ViewTree

/// `UIInteraction`: ViewTree's `Interaction`.
public typealias UIInteraction = Interaction
/// `UIContextMenuInteraction`: ViewTree's `ContextMenuInteraction`.
public typealias UIContextMenuInteraction = ContextMenuInteraction
/// `UIContextMenuInteractionDelegate`: ViewTree's `ContextMenuInteractionDelegate`.
public typealias UIContextMenuInteractionDelegate = ContextMenuInteractionDelegate
/// `UIContextMenuConfiguration`: ViewTree's `ContextMenuConfiguration`.
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
/// `UIContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = ContextMenuActionProvider
/// `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = ContextMenuContentPreviewProvider
/// `UIContextMenuInteractionAnimating`: ViewTree's `ContextMenuInteractionAnimating`.
public typealias UIContextMenuInteractionAnimating = ContextMenuInteractionAnimating
/// `UIContextMenuInteractionCommitAnimating`: ViewTree's `ContextMenuInteractionCommitAnimating`.
public typealias UIContextMenuInteractionCommitAnimating = ContextMenuInteractionCommitAnimating
/// `UIContextMenuInteractionCommitStyle`: ViewTree's `ContextMenuInteraction.CommitStyle`.
public typealias UIContextMenuInteractionCommitStyle = ContextMenuInteraction.CommitStyle

/// `UITargetedPreview`: ViewTree's `TargetedPreview`.
public typealias UITargetedPreview = TargetedPreview
/// `UIPreviewParameters`: ViewTree's `PreviewParameters`.
public typealias UIPreviewParameters = PreviewParameters
/// `UIPreviewTarget`: ViewTree's `PreviewTarget`.
public typealias UIPreviewTarget = PreviewTarget

/// `UIEditMenuInteraction`: ViewTree's `EditMenuInteraction`.
public typealias UIEditMenuInteraction = EditMenuInteraction
/// `UIEditMenuInteractionDelegate`: ViewTree's `EditMenuInteractionDelegate`.
public typealias UIEditMenuInteractionDelegate = EditMenuInteractionDelegate
/// `UIEditMenuInteractionAnimating`: ViewTree's `EditMenuInteractionAnimating`.
public typealias UIEditMenuInteractionAnimating = EditMenuInteractionAnimating
/// `UIEditMenuConfiguration`: ViewTree's `EditMenuConfiguration`.
public typealias UIEditMenuConfiguration = EditMenuConfiguration
/// `UIEditMenuArrowDirection`: ViewTree's `EditMenuConfiguration.ArrowDirection`.
public typealias UIEditMenuArrowDirection = EditMenuConfiguration.ArrowDirection
/// `UIMenuBuilder` (iOS 13): ViewTree's `MenuBuilder` (the main menu bar's is `MainMenuBuilder`).
public typealias UIMenuBuilder = MenuBuilder
/// `UIMenuSystem` (iOS 13): ViewTree's `MenuSystem`.
public typealias UIMenuSystem = MenuSystem

/// `UIMenuController` (deprecated in iOS 16): ViewTree's `MenuController`, the edit menu.
public typealias UIMenuController = MenuController
/// `UIMenuItem`: ViewTree's `MenuItem`, a custom command of the edit menu.
public typealias UIMenuItem = MenuItem
