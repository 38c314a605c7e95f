import Foundation
import ViewTree

/// The device a document is designed on (`<device id="retina4_7" orientation="portrait"/>`): the
/// screen size in points, the scale, and the safe-area insets Interface Builder gives a full-screen
/// view on it.
public struct InterfaceBuilderDevice: Equatable, Sendable {
    /// Xcode's device id (`retina4_7`, `retina6_1`, …).
    public var id: String
    /// The screen size in points, portrait.
    public var screenSize: CGSize
    /// Points to pixels.
    public var scale: CGFloat
    /// The status bar's height, or the top safe-area inset on devices with a sensor housing (portrait).
    public var topInset: CGFloat
    /// The home indicator's bottom safe-area inset (0 on devices with a home button; portrait).
    public var bottomInset: CGFloat
    /// Whether the document is laid out in landscape.
    public var isLandscape = false

    /// Creates a device.
    public init(id: String, screenSize: CGSize, scale: CGFloat, topInset: CGFloat, bottomInset: CGFloat) {
        self.id = id
        self.screenSize = screenSize
        self.scale = scale
        self.topInset = topInset
        self.bottomInset = bottomInset
    }

    /// The screen size in the document's orientation.
    public var orientedScreenSize: CGSize {
        isLandscape ? CGSize(width: screenSize.height, height: screenSize.width) : screenSize
    }

    /// The safe-area insets of a full-screen view, in the document's orientation: in landscape a
    /// phone hides its status bar and a sensor housing moves to the sides, with a 21-pt home-indicator
    /// inset (Apple, "Human Interface Guidelines: Layout", device safe-area diagrams).
    public var safeAreaInsets: EdgeInsets {
        guard isLandscape else { return EdgeInsets(top: topInset, left: 0, bottom: bottomInset, right: 0) }
        if isPad { return EdgeInsets(top: topInset, left: 0, bottom: bottomInset, right: 0) }
        let hasHousing = bottomInset > 0
        return hasHousing ? EdgeInsets(top: 0, left: topInset, bottom: 21, right: topInset) : .zero
    }

    /// The safe-area insets of a full-screen view without a status bar (an Xcode 11–15 xib's top-level views or iPhone
    /// scene, a scene whose simulated status bar is None): a sensor housing still insets the top, a status bar does not
    /// (IBLinter's `DuplicateConstraint.xib`, saved on an iPhone 8, pins a label 303 pt below the safe
    /// area's top at y = 303; SwiftMessages' xibs on an iPhone 11 keep the 44-pt housing).
    public var safeAreaInsetsWithoutStatusBar: EdgeInsets {
        var insets = safeAreaInsets
        let hasHousing = !isPad && bottomInset > 0
        if !hasHousing { insets.top = 0 }
        return insets
    }

    /// Whether the device is an iPad: every iPad is 768 pt wide or wider in portrait, every iPhone 440 pt
    /// or narrower (the `known` table).
    public var isPad: Bool { screenSize.width >= 700 }

    /// A size class, as Xcode's variation keys name it (`widthClass=compact`).
    public enum SizeClass: String, Sendable, Equatable {
        /// `UIUserInterfaceSizeClass.compact`.
        case compact
        /// `UIUserInterfaceSizeClass.regular`.
        case regular
    }

    /// The horizontal and vertical size classes of a full-screen view.
    public struct SizeClasses: Sendable, Equatable {
        /// `horizontalSizeClass`.
        public var width: SizeClass
        /// `verticalSizeClass`.
        public var height: SizeClass

        /// Creates a pair of size classes.
        public init(width: SizeClass, height: SizeClass) {
            self.width = width
            self.height = height
        }
    }

    /// The narrowest phone whose landscape width is regular: the Plus and Max phones, 414 pt wide and
    /// wider in portrait (Apple, "Human Interface Guidelines: Layout — size classes": iPhone Plus and
    /// Max models are regular × compact in landscape, other iPhones compact × compact).
    public static let regularLandscapeWidth: CGFloat = 414

    /// The size classes of a full-screen view on the device in the document's orientation: iPads are
    /// regular × regular, iPhones compact × regular in portrait, compact (regular on the Plus and Max
    /// phones) × compact in landscape.
    public var sizeClasses: SizeClasses {
        if isPad { return SizeClasses(width: .regular, height: .regular) }
        guard isLandscape else { return SizeClasses(width: .compact, height: .regular) }
        return SizeClasses(width: screenSize.width >= Self.regularLandscapeWidth ? .regular : .compact, height: .compact)
    }

    /// Xcode's devices by id. Sizes and scales: Apple's "Human Interface Guidelines: Layout — device
    /// screen sizes". Top insets: the status bar (20 pt) on devices with a home button; the portrait
    /// safe-area top inset of the sensor-housing devices as UIKit reports it (`safeAreaInsets` dumps:
    /// 44 for X/XS/XR/11/11 Pro, 50 for 12 mini, 47 for 12/13/14 and Pro Max/Plus, 59 for the Dynamic
    /// Island devices, 62 for 16 Pro); 34 pt home indicator; 24/20 pt on iPads without a home button.
    public static let known: [String: InterfaceBuilderDevice] = {
        let table: [(String, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)] = [
            ("retina3_5", 320, 480, 2, 20, 0), ("retina4_0", 320, 568, 2, 20, 0),
            ("retina4_7", 375, 667, 2, 20, 0), ("retina5_5", 414, 736, 3, 20, 0),
            ("retina5_9", 375, 812, 3, 44, 34), ("retina6_1", 414, 896, 2, 44, 34),
            ("retina6_5", 414, 896, 3, 44, 34), ("retina5_4", 375, 812, 3, 50, 34),
            ("retina6_0", 390, 844, 3, 47, 34), ("retina6_7", 428, 926, 3, 47, 34),
            ("retina6_12", 393, 852, 3, 59, 34), ("retina6_72", 430, 932, 3, 59, 34),
            ("retina6_3", 402, 874, 3, 62, 34), ("retina6_9", 440, 956, 3, 62, 34),
            ("ipad9_7", 768, 1024, 2, 20, 0), ("ipad10_2", 810, 1080, 2, 20, 0),
            ("ipad10_5", 834, 1112, 2, 20, 0), ("ipad11", 834, 1194, 2, 24, 20),
            ("ipad12_9", 1024, 1366, 2, 20, 0), ("ipad12_9rounded", 1024, 1366, 2, 24, 20),
            ("ipad10_9rounded", 820, 1180, 2, 24, 20), ("ipad11_0rounded", 834, 1194, 2, 24, 20),
        ]
        var devices: [String: InterfaceBuilderDevice] = [:]
        for (id, w, h, scale, top, bottom) in table {
            devices[id] = InterfaceBuilderDevice(id: id, screenSize: CGSize(width: w, height: h), scale: scale,
                                                 topInset: top, bottomInset: bottom)
        }
        return devices
    }()

    /// The top inset of a portrait scene on the devices whose sensor housing the canvas of Xcode 14 and later
    /// (`InterfaceBuilderLoader.perDeviceHousingToolsVersion`) makes deeper than the `known` table's: the iPhone XR and 11
    /// (`retina6_1`), 48 pt, as iOS 15 and later report it. trickart/Xcode14Beta5TitleViewBug's
    /// `MainViewController.storyboard` (@869e3ed4, tools 21223 = Xcode 14.0, iPhone 11, no markers) saves a navigation
    /// controller's bar at y = 48, and redmadcat/ImageFeed's `ImageFeed/Base.lproj/Main.storyboard` (@f64ec45a, tools
    /// 23504, iPhone 11, no markers) the same bar at y = 48 and a pushed scene's web view pinned to the safe area's top at
    /// y = 92 = 48 + 44; Xcode 10–13 files saved 44 there (NavigationControllerTutorial's bar, Xcode 10.2; 777EXX/imageFeed's
    /// labels 32 pt below the safe area at y = 76, Xcode 13.2; SwiftMessages' xibs, Xcode 12). Other devices: no file seen.
    public static let sensorHousingTopInsetsSinceXcode14: [String: CGFloat] = ["retina6_1": 48]

    /// The top inset of a portrait scene on the devices whose sensor housing the Xcode 12–13 canvas (before
    /// `InterfaceBuilderLoader.perDeviceHousingToolsVersion`) draws as the iPhone X's, shallower than the `known` table's
    /// (UIKit's own `safeAreaInsets` on the device): the iPhone 12 and 13 (`retina6_0`), 44 pt.
    /// Hase401/AutoLayout_Practice's `ScrollViewAutoLayout_Practice1/.../AutoLayout/Frist.storyboard` (@265c7646, tools
    /// 18122 = Xcode 13.0, iPhone 12, no markers) saves a scroll view pinned to the safe area's top at y = 44; Xcode 14
    /// files saved 47 there (AppPeterPan's `DemoPickerInputView` and kalmahik's `ImageFeed` storyboards, tools 21219 and
    /// 22505). One file: the other 2020 phones (`retina5_4`, `retina6_7`) are not known to differ (no file seen).
    public static let sensorHousingTopInsetsBeforeXcode14: [String: CGFloat] = ["retina6_0": 44]

    /// The device older documents (no `<device>` element) are designed on: a 4-inch retina iPhone,
    /// Xcode 5–7's default ("retina4" simulated screen metrics).
    public static let legacyDefault = known["retina4_0"]!

    /// The device older iPad documents (`targetRuntime="iOS.CocoaTouch.iPad"`, `padTargetRuntime`, and no `<device>`)
    /// are designed on: Xcode 5's iPad canvas, 768 × 1024 (moscich/MMAutoLayoutExamples' Xcode 5.1 iPad xibs save
    /// 768 × 1024 and 1024 × 768 top-level views).
    public static let legacyPadDefault = known["ipad9_7"]!

    /// The `targetRuntime` of the documents Xcode 4.x–5 saved for an iPad target (with `InterfaceBuilderDocument.iPadXIBType`).
    public static let padTargetRuntime = "iOS.CocoaTouch.iPad"

    /// The device a file names, in its orientation; the legacy default for an unknown or missing id
    /// (the frames in the file still give every view's size).
    static func named(_ id: String?, orientation: String?) -> InterfaceBuilderDevice {
        var device = id.flatMap { known[$0] } ?? legacyDefault
        device.isLandscape = orientation == "landscape"
        return device
    }
}
