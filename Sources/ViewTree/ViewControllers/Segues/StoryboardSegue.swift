import Foundation

/// A transition between two view controllers of a storyboard: ViewTree's `UIStoryboardSegue`.
///
/// `ViewController.performSegue(withIdentifier:sender:)` makes one, passes it to the source's
/// `prepare(for:sender:)` and calls `perform()`. The base class's `perform()` does nothing, as UIKit's: a
/// custom segue overrides it; the storyboard's `show`, `push` and `presentation` segues are subclasses.
open class StoryboardSegue {
    /// The segue's identifier in the storyboard (`nil` when it has none).
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: ViewController
    /// The controller the segue shows.
    public let destination: ViewController

    /// `init(identifier:source:destination:)`.
    public init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Performs the transition; the base class does nothing.
    open func perform() {}
}

/// What loads a controller's view from an Interface Builder file and makes its segues (a storyboard
/// scene): the controller keeps it as its `nibLoader`. It receives the controller as an argument and must
/// not keep a strong reference to it.
public protocol ViewControllerNibLoader: AnyObject {
    /// The controller's view, made from the file (with its outlets connected to `controller`); `nil`
    /// lets `loadView()` make a plain view.
    func loadView(for controller: ViewController) -> View?
    /// A new segue with this identifier from `source`, its destination instantiated; `nil` when the
    /// scene has no such segue.
    func makeSegue(withIdentifier identifier: String, source: ViewController) -> StoryboardSegue?
}
