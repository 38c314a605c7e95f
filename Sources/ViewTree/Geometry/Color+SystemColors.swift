import Foundation

// The iOS 13 system colours, dynamic: each resolves to its light or dark appearance, at normal or high contrast, with
// the trait collection it is resolved with (a view's layer: the view's traits). Values are 0–255 sRGB components.
//
// Source of the dark and high-contrast values: a device dump, DigitalMasterpieces/SystemColorCatalog's
// `SystemColors.xcassets/<name>.colorset/Contents.json`, which its playground (`SystemColorsCatalogGeneration.playground`)
// wrote on iOS 13 from `color.resolvedColor(with:)` for light, dark, light + high contrast and dark + high contrast
// (3 decimals; ×255 and rounded here). Where it has no colour set (secondarySystemBackground, placeholderText) the
// dark value is a public hand-written table's (a `UIAppleColorWrapper` extension: 0x1C1C1E, 0xEBEBF5 at 30 %) and the
// high-contrast ones are the normal ones. The light values are the Human Interface Guidelines' iOS 13 table, as before;
// they agree with the dump. Docs/Fidelity.md, "Dark appearance".
//
// Source of the elevated dark values (`userInterfaceLevel == .elevated`: a sheet, a popover) and of systemBrown's: WebKit's
// `LayoutTests/fast/css/ios/system-color-for-css-value-expected.txt` (WebKit/WebKit @c59bf160), the expected output of a
// test run on iOS that prints each `-apple-system-*` CSS colour, which WebKit resolves through the `UIColor` of that name,
// for light and dark, base and elevated. Only the six backgrounds change when elevated; every other colour it lists keeps
// its dark value. systemMint's and systemCyan's dark values: the public hand-written tables of the Human Interface
// Guidelines' iOS 15 colours (no device output found). Docs/Fidelity.md, "Dark appearance, part 2".
extension Color {
    /// An sRGB colour from 0–255 components.
    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> Color {
        Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    // MARK: Backgrounds

    /// `UIColor.systemBackground`: white; dark black; dark elevated (28, 28, 30).
    public static let systemBackground = system("systemBackgroundColor", light: rgb(255, 255, 255), dark: rgb(0, 0, 0),
                                                darkElevated: rgb(28, 28, 30))
    /// `UIColor.secondarySystemBackground`: (242, 242, 247); dark (28, 28, 30); dark elevated (44, 44, 46).
    public static let secondarySystemBackground = system("secondarySystemBackgroundColor",
                                                         light: rgb(242, 242, 247), dark: rgb(28, 28, 30),
                                                         darkElevated: rgb(44, 44, 46))
    /// `UIColor.tertiarySystemBackground`: white; dark (44, 44, 46); dark high contrast (54, 54, 56); dark elevated
    /// (58, 58, 60).
    public static let tertiarySystemBackground = system("tertiarySystemBackgroundColor", light: rgb(255, 255, 255),
                                                        dark: rgb(44, 44, 46), darkHighContrast: rgb(54, 54, 56),
                                                        darkElevated: rgb(58, 58, 60))
    /// UIKit's private `_textFieldBackgroundColor`, the fill of a rounded-rect field's background view from iOS 13 (its
    /// name from an iOS 16 dump: `backgroundColor = <UIDynamicSystemColor: 0x6000011392c0; name =
    /// _textFieldBackgroundColor>`; see `_UITextFieldRoundedRectBackgroundViewNeue`). Its values are **ours**: white in
    /// light mode, as a rounded-rect field is drawn, and `secondarySystemBackground`'s dark (28, 28, 30) in dark mode
    /// (not attested).
    static let textFieldBackground = system("_textFieldBackgroundColor", light: rgb(255, 255, 255), dark: rgb(28, 28, 30))
    /// `UIColor.systemGroupedBackground`: (242, 242, 247); dark black; light high contrast (235, 235, 240); dark
    /// elevated (28, 28, 30).
    public static let systemGroupedBackground = system("systemGroupedBackgroundColor", light: rgb(242, 242, 247),
                                                       dark: rgb(0, 0, 0), lightHighContrast: rgb(235, 235, 240),
                                                       darkElevated: rgb(28, 28, 30))
    /// `UIColor.secondarySystemGroupedBackground`: white; dark (28, 28, 30) (also rmaddy's device output,
    /// `UIExtendedSRGBColorSpace 0.109804 0.109804 0.117647 1`); dark high contrast (36, 36, 38); dark elevated
    /// (44, 44, 46).
    public static let secondarySystemGroupedBackground = system("secondarySystemGroupedBackgroundColor",
                                                                light: rgb(255, 255, 255), dark: rgb(28, 28, 30),
                                                                darkHighContrast: rgb(36, 36, 38), darkElevated: rgb(44, 44, 46))
    /// The colour of a grouped list's row (`UIBackgroundConfiguration.listGroupedCell()`), UIKit's private
    /// `tableCellGroupedBackgroundColor`: `secondarySystemGroupedBackground`'s values under its own name, as iOS 16+
    /// device dumps print it (`configuration = <UIBackgroundConfiguration: …; Base Style = List Grouped Cell;
    /// backgroundColor = <UIDynamicSystemColor: …; name = tableCellGroupedBackgroundColor>>`).
    static let tableCellGroupedBackground = system("tableCellGroupedBackgroundColor",
                                                   light: rgb(255, 255, 255), dark: rgb(28, 28, 30),
                                                   darkHighContrast: rgb(36, 36, 38), darkElevated: rgb(44, 44, 46))
    /// `UIColor.tertiarySystemGroupedBackground`: (242, 242, 247); dark (44, 44, 46); high contrast (235, 235, 240)
    /// and (54, 54, 56); dark elevated (58, 58, 60).
    public static let tertiarySystemGroupedBackground = system("tertiarySystemGroupedBackgroundColor",
                                                               light: rgb(242, 242, 247), dark: rgb(44, 44, 46),
                                                               lightHighContrast: rgb(235, 235, 240),
                                                               darkHighContrast: rgb(54, 54, 56), darkElevated: rgb(58, 58, 60))

    // MARK: Labels, separators, fills

    /// `UIColor.label`: black; dark white.
    public static let label = system("labelColor", light: rgb(0, 0, 0), dark: rgb(255, 255, 255))
    /// `UIColor.secondaryLabel`: (60, 60, 67) at 60 %; dark (235, 235, 245) at 60 % (also rmaddy's device output);
    /// high contrast at 68 %.
    public static let secondaryLabel = system("secondaryLabelColor", light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6),
                                              lightHighContrast: rgb(60, 60, 67, 0.68), darkHighContrast: rgb(235, 235, 245, 0.68))
    /// `UIColor.tertiaryLabel`: (60, 60, 67) at 30 %; dark (235, 235, 245) at 30 %; high contrast at 38 %.
    public static let tertiaryLabel = system("tertiaryLabelColor", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3),
                                             lightHighContrast: rgb(60, 60, 67, 0.38), darkHighContrast: rgb(235, 235, 245, 0.38))
    /// `UIColor.quaternaryLabel`: (60, 60, 67) at 18 %; dark (235, 235, 245) at 18 %; high contrast at 26 %.
    public static let quaternaryLabel = system("quaternaryLabelColor", light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.18),
                                               lightHighContrast: rgb(60, 60, 67, 0.26), darkHighContrast: rgb(235, 235, 245, 0.26))
    /// `UIColor.placeholderText`: (60, 60, 67) at 30 %; dark (235, 235, 245) at 30 %.
    public static let placeholderText = system("placeholderTextColor", light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
    /// `UIColor.separator`: (60, 60, 67) at 29 %; dark (84, 84, 88) at 60 %; high contrast at 37 % and 68 %.
    public static let separator = system("separatorColor", light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6),
                                         lightHighContrast: rgb(60, 60, 67, 0.37), darkHighContrast: rgb(84, 84, 88, 0.68))
    /// `UIColor.opaqueSeparator`: (198, 198, 200); dark (56, 56, 58).
    public static let opaqueSeparator = system("opaqueSeparatorColor", light: rgb(198, 198, 200), dark: rgb(56, 56, 58))
    /// `UIColor.link`: (0, 122, 255); dark (9, 132, 255).
    public static let link = system("linkColor", light: rgb(0, 122, 255), dark: rgb(9, 132, 255))
    /// `UIColor.systemFill`: (120, 120, 128) at 20 %; dark at 36 %; high contrast at 28 % and 44 %.
    public static let systemFill = system("systemFillColor", light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36),
                                          lightHighContrast: rgb(120, 120, 128, 0.28), darkHighContrast: rgb(120, 120, 128, 0.44))
    /// `UIColor.secondarySystemFill`: (120, 120, 128) at 16 %; dark at 32 %; high contrast at 24 % and 40 %.
    public static let secondarySystemFill = system("secondarySystemFillColor", light: rgb(120, 120, 128, 0.16),
                                                   dark: rgb(120, 120, 128, 0.32), lightHighContrast: rgb(120, 120, 128, 0.24),
                                                   darkHighContrast: rgb(120, 120, 128, 0.4))
    /// `UIColor.tertiarySystemFill`: (118, 118, 128) at 12 %; dark at 24 %; high contrast at 20 % and 32 %.
    public static let tertiarySystemFill = system("tertiarySystemFillColor", light: rgb(118, 118, 128, 0.12),
                                                  dark: rgb(118, 118, 128, 0.24), lightHighContrast: rgb(118, 118, 128, 0.2),
                                                  darkHighContrast: rgb(118, 118, 128, 0.32))
    /// `UIColor.quaternarySystemFill`: (116, 116, 128) at 8 %; dark (118, 118, 128) at 18 %; high contrast at 16 % and
    /// 26 %.
    public static let quaternarySystemFill = system("quaternarySystemFillColor", light: rgb(116, 116, 128, 0.08),
                                                    dark: rgb(118, 118, 128, 0.18), lightHighContrast: rgb(116, 116, 128, 0.16),
                                                    darkHighContrast: rgb(118, 118, 128, 0.26))

    // MARK: Tints

    /// `UIColor.systemBlue`: (0, 122, 255); dark (10, 132, 255); high contrast (0, 64, 221) and (64, 156, 255).
    public static let systemBlue = system("systemBlueColor", light: rgb(0, 122, 255), dark: rgb(10, 132, 255),
                                          lightHighContrast: rgb(0, 64, 221), darkHighContrast: rgb(64, 156, 255))
    /// `UIColor.systemGreen`: (52, 199, 89); dark (48, 209, 88); high contrast (36, 138, 61) and (48, 219, 91).
    public static let systemGreen = system("systemGreenColor", light: rgb(52, 199, 89), dark: rgb(48, 209, 88),
                                           lightHighContrast: rgb(36, 138, 61), darkHighContrast: rgb(48, 219, 91))
    /// `UIColor.systemIndigo`: (88, 86, 214); dark (94, 92, 230); high contrast (54, 52, 163) and (125, 122, 255).
    public static let systemIndigo = system("systemIndigoColor", light: rgb(88, 86, 214), dark: rgb(94, 92, 230),
                                            lightHighContrast: rgb(54, 52, 163), darkHighContrast: rgb(125, 122, 255))
    /// `UIColor.systemOrange`: (255, 149, 0); dark (255, 159, 10); high contrast (201, 52, 0) and (255, 179, 64).
    public static let systemOrange = system("systemOrangeColor", light: rgb(255, 149, 0), dark: rgb(255, 159, 10),
                                            lightHighContrast: rgb(201, 52, 0), darkHighContrast: rgb(255, 179, 64))
    /// `UIColor.systemPink`: (255, 45, 85); dark (255, 55, 95); high contrast (211, 15, 69) and (255, 100, 130).
    public static let systemPink = system("systemPinkColor", light: rgb(255, 45, 85), dark: rgb(255, 55, 95),
                                          lightHighContrast: rgb(211, 15, 69), darkHighContrast: rgb(255, 100, 130))
    /// `UIColor.systemPurple`: (175, 82, 222); dark (191, 90, 242); high contrast (137, 68, 171) and (218, 143, 255).
    public static let systemPurple = system("systemPurpleColor", light: rgb(175, 82, 222), dark: rgb(191, 90, 242),
                                            lightHighContrast: rgb(137, 68, 171), darkHighContrast: rgb(218, 143, 255))
    /// `UIColor.systemRed`: (255, 59, 48); dark (255, 69, 58); high contrast (215, 0, 21) and (255, 105, 97).
    public static let systemRed = system("systemRedColor", light: rgb(255, 59, 48), dark: rgb(255, 69, 58),
                                         lightHighContrast: rgb(215, 0, 21), darkHighContrast: rgb(255, 105, 97))
    /// `UIColor.systemTeal`: (90, 200, 250); dark (100, 210, 255); high contrast (0, 113, 164) and (112, 215, 255).
    public static let systemTeal = system("systemTealColor", light: rgb(90, 200, 250), dark: rgb(100, 210, 255),
                                          lightHighContrast: rgb(0, 113, 164), darkHighContrast: rgb(112, 215, 255))
    /// `UIColor.systemYellow`: (255, 204, 0); dark (255, 214, 10); high contrast (160, 90, 0) and (255, 212, 38).
    public static let systemYellow = system("systemYellowColor", light: rgb(255, 204, 0), dark: rgb(255, 214, 10),
                                            lightHighContrast: rgb(160, 90, 0), darkHighContrast: rgb(255, 212, 38))
    /// `UIColor.systemMint` (iOS 15): (0, 199, 190); dark (99, 230, 226) (hand-written HIG tables; no high-contrast
    /// source: the normal values).
    public static let systemMint = system("systemMintColor", light: rgb(0, 199, 190), dark: rgb(99, 230, 226))
    /// `UIColor.systemCyan` (iOS 15): (50, 173, 230); dark (100, 210, 255) (hand-written HIG tables).
    public static let systemCyan = system("systemCyanColor", light: rgb(50, 173, 230), dark: rgb(100, 210, 255))
    /// `UIColor.systemBrown`: (162, 132, 94); dark (172, 142, 104) (WebKit's device-run colour test).
    public static let systemBrown = system("systemBrownColor", light: rgb(162, 132, 94), dark: rgb(172, 142, 104))

    // MARK: Grays

    /// `UIColor.systemGray`: (142, 142, 147) in both; high contrast (108, 108, 112) and (174, 174, 178).
    public static let systemGray = system("systemGrayColor", light: rgb(142, 142, 147), dark: rgb(142, 142, 147),
                                          lightHighContrast: rgb(108, 108, 112), darkHighContrast: rgb(174, 174, 178))
    /// `UIColor.systemGray2`: (174, 174, 178); dark (99, 99, 102); high contrast (142, 142, 147) and (124, 124, 128).
    public static let systemGray2 = system("systemGray2Color", light: rgb(174, 174, 178), dark: rgb(99, 99, 102),
                                           lightHighContrast: rgb(142, 142, 147), darkHighContrast: rgb(124, 124, 128))
    /// `UIColor.systemGray3`: (199, 199, 204); dark (72, 72, 74); high contrast (174, 174, 178) and (84, 84, 86).
    public static let systemGray3 = system("systemGray3Color", light: rgb(199, 199, 204), dark: rgb(72, 72, 74),
                                           lightHighContrast: rgb(174, 174, 178), darkHighContrast: rgb(84, 84, 86))
    /// `UIColor.systemGray4`: (209, 209, 214); dark (58, 58, 60); high contrast (188, 188, 192) and (68, 68, 70).
    public static let systemGray4 = system("systemGray4Color", light: rgb(209, 209, 214), dark: rgb(58, 58, 60),
                                           lightHighContrast: rgb(188, 188, 192), darkHighContrast: rgb(68, 68, 70))
    /// `UIColor.systemGray5`: (229, 229, 234); dark (44, 44, 46); high contrast (216, 216, 220) and (54, 54, 56).
    public static let systemGray5 = system("systemGray5Color", light: rgb(229, 229, 234), dark: rgb(44, 44, 46),
                                           lightHighContrast: rgb(216, 216, 220), darkHighContrast: rgb(54, 54, 56))
    /// `UIColor.systemGray6`: (242, 242, 247); dark (28, 28, 30); high contrast (235, 235, 240) and (36, 36, 38).
    public static let systemGray6 = system("systemGray6Color", light: rgb(242, 242, 247), dark: rgb(28, 28, 30),
                                           lightHighContrast: rgb(235, 235, 240), darkHighContrast: rgb(36, 36, 38))

    // MARK: By name

    /// Every dynamic system colour by UIKit's name for it (`systemBackgroundColor`, the selector's, which is also the
    /// name Interface Builder writes in `systemColor="…"`). Immutable and shared: a lookup allocates nothing.
    private static let systemColorsByName: [String: Color] = {
        let all: [Color] = [
            systemBackground, secondarySystemBackground, tertiarySystemBackground, systemGroupedBackground,
            secondarySystemGroupedBackground, tertiarySystemGroupedBackground, label, secondaryLabel, tertiaryLabel,
            quaternaryLabel, placeholderText, separator, opaqueSeparator, link, systemFill, secondarySystemFill,
            tertiarySystemFill, quaternarySystemFill, systemBlue, systemGreen, systemIndigo, systemOrange, systemPink,
            systemPurple, systemRed, systemTeal, systemYellow, systemMint, systemCyan, systemBrown, systemGray,
            systemGray2, systemGray3, systemGray4, systemGray5, systemGray6,
        ]
        return Dictionary(all.compactMap { color in color.systemColorName.map { ($0, color) } }, uniquingKeysWith: { first, _ in first })
    }()

    /// The dynamic system colour UIKit names `name` (`systemBackgroundColor`, `labelColor`, …), `nil` for a name that is
    /// none of them (`lightTextColor`, a fixed colour, or a later one ViewTree does not know).
    package static func dynamicSystemColor(named name: String) -> Color? { systemColorsByName[name] }
}
