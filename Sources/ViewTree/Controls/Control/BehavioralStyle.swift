import Foundation

/// `UIBehavioralStyle` (iOS 15): whether a button or slider looks and behaves as on iPad (`pad`) or as a Mac control
/// (`mac`, Mac Catalyst's Mac idiom only). Raw values as `UIBehavioralStyle` in `UIBehavioralStyle.h` (`Automatic`
/// 0, `Pad` 1, `Mac` 2).
public enum BehavioralStyle: UInt, Sendable {
    /// The system chooses: `pad` everywhere but in a Mac-idiom Catalyst app.
    case automatic = 0
    /// The iPad (and iPhone) look and behaviour.
    case pad = 1
    /// The Mac look and behaviour (Mac idiom only).
    case mac = 2

    /// What a control whose `preferredBehavioralStyle` is `preferred` resolves to under `idiom`: `.mac` only when
    /// preferred (or automatic) under the Mac idiom, else `.pad` ("Mac behavioral style is only available when the
    /// idiom is mac", `UIButton.preferredBehavioralStyle` documentation). A world's device is a phone or a pad, so it
    /// is `.pad` there.
    static func resolved(preferred: BehavioralStyle, idiom: Device.Idiom) -> BehavioralStyle {
        idiom == .mac && preferred != .pad ? .mac : .pad
    }
}

extension Button {
    /// `behavioralStyle` (iOS 15): the style the button has — `preferredBehavioralStyle` resolved for its traits'
    /// idiom (`.pad` on a phone or a pad).
    public var behavioralStyle: BehavioralStyle {
        BehavioralStyle.resolved(preferred: preferredBehavioralStyle, idiom: traitCollection.userInterfaceIdiom)
    }
}

extension Slider {
    /// `behavioralStyle` (iOS 15): the style the slider has — `preferredBehavioralStyle` resolved for its traits'
    /// idiom (`.pad` on a phone or a pad).
    public var behavioralStyle: BehavioralStyle {
        BehavioralStyle.resolved(preferred: preferredBehavioralStyle, idiom: traitCollection.userInterfaceIdiom)
    }
}
