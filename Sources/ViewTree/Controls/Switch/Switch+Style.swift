import Foundation

extension Switch {
    /// `UISwitch.Style` (iOS 14), with UIKit's raw values.
    public enum Style: Int, Sendable, Hashable, CaseIterable {
        /// The system chooses by the user interface idiom: a checkbox in the Mac idiom, a slider otherwise.
        case automatic = 0
        /// A Mac-style checkbox, "only available to Mac apps built with Mac Catalyst that use the
        /// UIUserInterfaceIdiom.mac idiom" (Apple's documentation).
        case checkbox = 1
        /// An on/off slider.
        case sliding = 2
    }

    /// `style`: the style shown, resolved from `preferredStyle` and the idiom, never `.automatic` ("This property
    /// returns the resolved style based on the user interface idiom, and never returns UISwitch.Style.automatic",
    /// Apple's documentation): a checkbox in the Mac idiom unless `.sliding` is asked for ("The system chooses the
    /// checkbox style when the user interface idiom is mac; otherwise, it chooses the sliding style"), a slider
    /// everywhere else, a checkbox asked for included. ViewTree's devices are phones and pads, so `.sliding` there.
    public var style: Style {
        guard traitCollection.userInterfaceIdiom == .mac else { return .sliding }
        return preferredStyle == .sliding ? .sliding : .checkbox
    }
}
