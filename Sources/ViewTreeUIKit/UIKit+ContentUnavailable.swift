import Foundation
import ViewTree

/// `UIContentUnavailableConfiguration` (iOS 17): ViewTree's `ContentUnavailableConfiguration`.
public typealias UIContentUnavailableConfiguration = ContentUnavailableConfiguration
/// `UIContentUnavailableConfigurationState` (iOS 17): ViewTree's `ContentUnavailableConfigurationState`.
public typealias UIContentUnavailableConfigurationState = ContentUnavailableConfigurationState
/// `UIContentUnavailableView` (iOS 17): ViewTree's `ContentUnavailableView`.
public typealias UIContentUnavailableView = ContentUnavailableView
