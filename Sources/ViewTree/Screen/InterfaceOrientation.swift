import Foundation

/// The orientation of the app's user interface, as `UIInterfaceOrientation`.
public enum InterfaceOrientation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The device upright, the home button (or home indicator) at the bottom.
    case portrait
    /// The device upside down.
    case portraitUpsideDown
    /// The device on its side, the home button on the left (UIKit: the interface's left edge is the
    /// device's top; `UIInterfaceOrientationLandscapeLeft`).
    case landscapeLeft
    /// The device on its side, the home button on the right.
    case landscapeRight

    /// `UIInterfaceOrientationIsLandscape`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// `UIInterfaceOrientationIsPortrait`.
    public var isPortrait: Bool { !isLandscape }

    /// The case name.
    public var description: String { rawValue }
}
