import Foundation

/// `UIFontPickerViewControllerDelegate` (iOS 13): hears the font the user picks, or that the user closed the
/// picker without one. Both methods are optional, as UIKit's.
public protocol FontPickerViewControllerDelegate: AnyObject {
    /// The user picked a font; read it from `selectedFontDescriptor`. The picker stays on screen: the delegate
    /// dismisses it (UIKit's documentation: "Tells the delegate that the user has selected a font").
    func fontPickerViewControllerDidPickFont(_ viewController: FontPickerViewController)
    /// The user dismissed the picker without picking a font (it is already gone).
    func fontPickerViewControllerDidCancel(_ viewController: FontPickerViewController)
}

extension FontPickerViewControllerDelegate {
    public func fontPickerViewControllerDidPickFont(_ viewController: FontPickerViewController) {}
    public func fontPickerViewControllerDidCancel(_ viewController: FontPickerViewController) {}
}

/// ViewTree's `UIFontPickerViewController` (iOS 13): the system font list, presented by the app. There is no list
/// to touch on Linux, so a test plays the user: `pick(_:)` chooses a font (the delegate hears `DidPickFont`, and
/// `selectedFontDescriptor` holds it), `cancel()` closes the picker as a swipe down does (it is dismissed, then the
/// delegate hears `DidCancel`).
///
/// The list the user could choose from follows `configuration`: without `includeFaces` only families are listed,
/// so a picked face gives its family's descriptor (its regular face: `Font(descriptor:size:)` makes the regular
/// face); with `filteredTraits`, only faces with all those traits are listed, so a font without them cannot be
/// picked (reported as `.invalidValue`, nothing changes).
open class FontPickerViewController: ViewController {
    /// `UIFontPickerViewController.Configuration`: what the picker lists and how. A class, as UIKit's (code sets
    /// the properties of a configuration it made with `let`); the picker keeps a copy (`@NSCopying`).
    public final class Configuration {
        /// `includeFaces`: list each family's faces (Bold, Italic…) to choose from, not only families. Default
        /// `false` (UIKit's documentation: "By default, the font picker only lists font families").
        public var includeFaces = false
        /// `displayUsingSystemFont`: show every name in the system font rather than in its own font. Default
        /// `false`. Kept: ViewTree draws no list.
        public var displayUsingSystemFont = false
        /// `filteredTraits`: list only the faces with all of these traits. Default none.
        public var filteredTraits: FontDescriptor.SymbolicTraits = []

        /// `init()`.
        public init() {}

        /// A copy: the picker's own, so later changes to the caller's configuration do not reach it.
        func copy() -> Configuration {
            let made = Configuration()
            made.includeFaces = includeFaces
            made.displayUsingSystemFont = displayUsingSystemFont
            made.filteredTraits = filteredTraits
            return made
        }
    }

    /// `configuration`: a copy of the one given to `init(configuration:)`.
    public let configuration: Configuration
    /// `delegate` (weak).
    open weak var delegate: FontPickerViewControllerDelegate?
    /// `selectedFontDescriptor`: the font picked last, or the one set in code (shown as chosen); `nil` at first.
    open var selectedFontDescriptor: FontDescriptor?

    /// `init(configuration:)`; UIKit's `init()` gives the default configuration.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration.copy()
        super.init(nibName: nil, bundle: nil)
    }

    /// `initWithCoder:` (ViewTree decodes no pickers: the picker has the default configuration).
    public required init?(coder: NSCoder) {
        configuration = Configuration()
        super.init(coder: coder)
    }

    /// The user picks the font `descriptor` names (a family, or a face when `includeFaces`), then the delegate hears
    /// `DidPickFont`. A font the configuration does not list is reported and not picked. Returns whether it was.
    @discardableResult
    public func pick(_ descriptor: FontDescriptor) -> Bool {
        let (family, traits) = FontDescriptor.split(descriptor.postscriptName)
        guard !family.isEmpty else {
            report("a font with no name cannot be picked")
            return false
        }
        let listedTraits = configuration.includeFaces ? traits : []
        guard listedTraits.isSuperset(of: configuration.filteredTraits) else {
            report("\(descriptor.postscriptName) is not listed: the configuration's filteredTraits (raw \(configuration.filteredTraits.rawValue)) asks for faces it does not have\(configuration.includeFaces ? "" : ", and without includeFaces only families are listed")")
            return false
        }
        let picked = configuration.includeFaces ? descriptor.postscriptName : family
        selectedFontDescriptor = FontDescriptor(name: picked, size: descriptor.pointSize)
        delegate?.fontPickerViewControllerDidPickFont(self)
        return true
    }

    /// The user picks the font named `name` (a family such as `"Avenir"`, or a face such as `"Avenir-Bold"`).
    @discardableResult
    public func pick(fontNamed name: String) -> Bool { pick(FontDescriptor(name: name, size: 0)) }

    /// The user closes the picker without picking: it is dismissed (without animation), then the delegate hears
    /// `DidCancel`.
    public func cancel() {
        dismiss(animated: false) { [weak self] in
            guard let self else { return }
            self.delegate?.fontPickerViewControllerDidCancel(self)
        }
    }

    private func report(_ message: String) {
        Simulation.current?.report(Diagnostic(code: .invalidValue, subject: "UIFontPickerViewController", message: message))
    }
}
