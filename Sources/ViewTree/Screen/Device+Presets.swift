import Foundation

// The presets. Sizes and scales: Apple's Human Interface Guidelines, "Device screen sizes and
// orientations" (points × scale). Display corner radii: the values iOS reports for the private
// `UIScreen._displayCornerRadius`, as published by Kyle Bashour ("Finding the Real iPhone X Corner
// Radius", update of 25 October 2020, and his ScreenCorners package). Safe-area insets: real
// `safeAreaInsets` logs (useyourloaf.com "Supporting iPhone X": 44 pt top, 34 pt bottom upright, 44 pt each
// side on its side; the landscape home indicator's 21 pt and the iPhone 12's 47 pt from Xcode simulator logs).
// Every number is a row of Docs/Fidelity.md.

extension Device {
    /// iPhone 4s: 320 × 480 pt @2x, a home button, a 20-pt status bar (the size of `TestWorld`'s default window).
    public static let iPhone4s = Device(name: "iPhone 4s", idiom: .phone,
                                        portraitSize: CGSize(width: 320, height: 480), scale: 2)

    /// iPhone SE (1st generation; also iPhone 5/5s): 320 × 568 pt @2x, a home button, a 20-pt status bar.
    public static let iPhoneSE = Device(name: "iPhone SE", idiom: .phone,
                                        portraitSize: CGSize(width: 320, height: 568), scale: 2)

    /// iPhone 8 (also 6, 6s, 7, SE 2nd generation): 375 × 667 pt @2x, a home button, a 20-pt status bar.
    public static let iPhone8 = Device(name: "iPhone 8", idiom: .phone,
                                       portraitSize: CGSize(width: 375, height: 667), scale: 2)

    /// iPhone 8 Plus (also 6 Plus–7 Plus): 414 × 736 pt rendered @3x and downsampled to a 1080 × 1920
    /// panel, so `nativeScale` is 1920 / 736 ≈ 2.608 (Apple's `UIScreen.nativeScale` documentation; the
    /// 2.608 logged on a real iPhone 6 Plus).
    public static let iPhone8Plus = Device(name: "iPhone 8 Plus", idiom: .phone,
                                           portraitSize: CGSize(width: 414, height: 736), scale: 3,
                                           nativeScale: 1920.0 / 736.0)

    /// iPhone X (also XS, 11 Pro): 375 × 812 pt @3x with the sensor housing ("notch"): a 44-pt status bar,
    /// safe-area insets `{44, 0, 34, 0}` upright and `{0, 44, 21, 44}` on its side, display corners of 39 pt.
    public static let iPhoneX = Device(name: "iPhone X", idiom: .phone,
                                       portraitSize: CGSize(width: 375, height: 812), scale: 3,
                                       displayCornerRadius: 39,
                                       portraitHardwareInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
                                       landscapeHardwareInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
                                       statusBarHeight: 44)

    /// iPhone 12 (also 12 Pro, 13, 13 Pro, 14): 390 × 844 pt @3x, a 47-pt status bar, safe-area insets
    /// `{47, 0, 34, 0}` upright and `{0, 47, 21, 47}` on its side, display corners of 47.33 pt.
    public static let iPhone12 = Device(name: "iPhone 12", idiom: .phone,
                                        portraitSize: CGSize(width: 390, height: 844), scale: 3,
                                        displayCornerRadius: 47.33,
                                        portraitHardwareInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
                                        landscapeHardwareInsets: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
                                        statusBarHeight: 47)

    /// iPad (9.7-inch; also iPad Air 2): 768 × 1024 pt @2x, a home button, a 20-pt status bar in both
    /// orientations.
    public static let iPad = Device(name: "iPad", idiom: .pad,
                                    portraitSize: CGSize(width: 768, height: 1024), scale: 2)

    /// iPad Pro 11-inch: 834 × 1194 pt @2x, no home button: a 24-pt status bar, a 20-pt home indicator inset,
    /// display corners of 18 pt.
    public static let iPadPro11 = Device(name: "iPad Pro 11-inch", idiom: .pad,
                                         portraitSize: CGSize(width: 834, height: 1194), scale: 2,
                                         displayCornerRadius: 18,
                                         portraitHardwareInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                         landscapeHardwareInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                         statusBarHeight: 24)

    /// Every preset, smallest first.
    public static let presets: [Device] = [.iPhone4s, .iPhoneSE, .iPhone8, .iPhone8Plus, .iPhoneX, .iPhone12, .iPad, .iPadPro11]
}
