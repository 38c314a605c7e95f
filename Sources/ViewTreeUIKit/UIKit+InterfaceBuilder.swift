import Foundation
import ViewTree
import ViewTreeInterfaceBuilder

/// `UIStoryboard`: ViewTree's `Storyboard` (`UIStoryboard(name:bundle:)` finds `name.storyboard` in the current
/// world's `resourceDirectories`, then the bundle).
public typealias UIStoryboard = Storyboard
/// `UINib`: ViewTree's `Nib` (`UINib(nibName:bundle:)` finds `nibName.xib` as `UIStoryboard` finds storyboards).
public typealias UINib = Nib
/// `UIStoryboardSegue`: ViewTree's `StoryboardSegue`.
public typealias UIStoryboardSegue = StoryboardSegue
