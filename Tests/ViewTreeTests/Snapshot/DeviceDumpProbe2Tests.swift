import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A button subclass made in code, as a WeChat plug-in's Cycript session found them (`FixTitleColorButton`).
private final class FixTitleColorButton: Button {}
/// A page control subclass made in code (`GrayPageControl`, a 2015 note on a page control in a table cell).
private final class GrayPageControl: PageControl {}

/// The probe of 2026-12-07 (Docs/Fidelity.md, "Device dumps, probe of 2026-12-07"): each test rebuilds the scenario of
/// one published `recursiveDescription`, `po` or log line (quoted, addresses elided) on the profile of its era and
/// compares the lines, addresses normalised by `withoutAddresses`.
@Suite struct DeviceDumpProbe2Tests {
    /// Keeps the worlds alive (a shown window does not keep its world).
    let kept = TableTestObjects()

    /// A world of `profile` with a shown window, both kept for the test; views made next join it.
    private func world(_ profile: PlatformProfile, size: CGSize = CGSize(width: 320, height: 480)) -> (Simulation, Window) {
        let t = TestWorld(profile: profile, windowSize: size)
        kept.objects.append(contentsOf: [t.simulation, t.window] as [AnyObject])
        return (t.simulation, t.window)
    }

    private func lines(_ text: String) -> [String] {
        withoutAddresses(text).split(separator: "\n").map(String.init)
    }

    // MARK: Sliders keep their height on iOS 5–6

    /// iOS 5 (rob mayoff's 2012 answer on rotating a slider, gdb on a 320 × 480 simulator): a slider made 10 pt high
    /// is 23 pt high, its origin kept:
    ///
    ///     <UIWindow: 0x…; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x…>>
    ///     | <UIView: 0x…; frame = (0 20; 320 460); autoresize = W+H; layer = <CALayer: 0x…>>
    ///     | | <UISlider: 0x…; frame = (80 100; 40 23); opaque = NO; layer = <CALayer: 0x…>; value: 0.000000>
    ///
    /// and, turned by 3π/2 after, `frame = (88.5 91.5; 23 40); transform = [0, -1, 1, 0, 0, 0]` about its centre
    /// (100, 111.5). From iOS 7 the height asked is kept (`frame = (10 10; 80 20)`, Sentry's iOS 26 tests).
    @Test func anIOS6SliderIs23PointsHigh() {
        let (_, window) = world(.iOS6)
        let root = View(frame: CGRect(x: 0, y: 20, width: 320, height: 460))
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(root)
        let slider = Slider(frame: CGRect(x: 80, y: 100, width: 40, height: 10))
        root.addSubview(slider)
        #expect(lines(window.recursiveDescription()) == [
            "<Window: 0x…; frame = (0 0; 320 480); layer = <WindowLayer: 0x…>>",
            "   | <View: 0x…; frame = (0 20; 320 460); autoresize = W+H; layer = <Layer: 0x…>>",
            "   |    | <Slider: 0x…; frame = (80 100; 40 23); opaque = NO; layer = <Layer: 0x…>; value: 0.000000>",
        ])
        #expect(slider.center == CGPoint(x: 100, y: 111.5))
        slider.transform = CGAffineTransform(rotationAngle: .pi * 1.5)
        let turned = withoutAddresses(slider.description)
        #expect(turned.hasPrefix("<Slider: 0x…; frame = (88.5 91.5; 23 40); transform = ["))
        #expect(turned.hasSuffix("]; opaque = NO; layer = <Layer: 0x…>; value: 0.000000>"))
        let (_, modern) = world(.iOS13, size: CGSize(width: 100, height: 100))
        let later = Slider(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        modern.addSubview(later)
        #expect(later.frame == CGRect(x: 10, y: 10, width: 80, height: 20))
    }

    // MARK: Buttons' image views clip on iOS 6–7

    /// iOS 6 (chisel issue 44, 2014, `po [0x177d6310 recursiveDescription]` on a device): a nib's custom button with
    /// an image and a title:
    ///
    ///     | <UIButton: 0x…; frame = (0 0; 160 37); opaque = NO; autoresize = RM+BM; layer = <CALayer: 0x…>>
    ///     |    | <UIImageView: 0x…; frame = (21 13; 6 11); clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x…>>
    ///     |    | <UIButtonLabel: 0x…; frame = (62 10; 42 17); text = '前一天'; clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x…>>
    ///
    /// (the frames inside are the app's insets). iOS 7's `UINavigationButton` image prints the same fields.
    @Test(arguments: [PlatformProfile.iOS6, .iOS7])
    func oldButtonsImageViewsClip(profile: PlatformProfile) throws {
        let (_, window) = world(profile)
        let button = Button(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 160, height: 37)
        button.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        button.setImage(Image(name: "arrow", size: CGSize(width: 6, height: 11)), for: .normal)
        button.setTitle("前一天", for: .normal)
        window.addSubview(button)
        window.layoutIfNeeded()
        #expect(withoutAddresses(button.description) == "<Button: 0x…; frame = (0 0; 160 37); opaque = NO; autoresize = RM+BM; layer = <Layer: 0x…>>")
        let image = try #require(button.imageView)
        #expect(withoutAddresses(image.description).contains("; clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <Layer: 0x…>>"))
        let title = try #require(button.titleLabel)
        let titleFields = profile == .iOS6
            ? "; text = '前一天'; clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <Layer: 0x…>>"
            : "; text = '前一天'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>"
        #expect(withoutAddresses(title.description).hasSuffix(titleFields))
    }

    /// No later dump shows a button's image view: the later profiles keep UIView's default.
    @Test func laterButtonsImageViewsDoNotClip() throws {
        _ = world(.iOS13)
        let button = Button(type: .custom)
        button.setImage(Image(name: "arrow", size: CGSize(width: 6, height: 11)), for: .normal)
        #expect(try #require(button.imageView).clipsToBounds == false)
    }

    /// iOS 6 (a 2013-08-17 simulator log, `performSelector:@selector(recursiveDescription)`): a nib's root view and a
    /// clipping view with side margins, and a button's title:
    ///
    ///     <UIView: 0x…; frame = (0 20; 320 460); autoresize = W+H; layer = <CALayer: 0x…>>
    ///        | <UIView: 0x…; frame = (0 0; 320 224); clipsToBounds = YES; autoresize = LM+RM; layer = <CALayer: 0x…>>
    ///
    /// and `<UIButtonLabel: 0x…; frame = (12 12; 39 19); text = 'show'; clipsToBounds = YES; opaque = NO;
    /// userInteractionEnabled = NO; layer = <CALayer: 0x…>>` (the `UIRoundedRectButton`'s insides, a
    /// `UIGroupTableViewCellBackground` and an image view, are not modelled: ViewTree's rounded-rect button is iOS 7's).
    @Test func anIOS6NibsClippingView() throws {
        let (_, window) = world(.iOS6)
        let root = View(frame: CGRect(x: 0, y: 20, width: 320, height: 460))
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(root)
        let clip = View(frame: CGRect(x: 0, y: 0, width: 320, height: 224))
        clip.clipsToBounds = true
        clip.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        root.addSubview(clip)
        #expect(lines(root.recursiveDescription()) == [
            "<View: 0x…; frame = (0 20; 320 460); autoresize = W+H; layer = <Layer: 0x…>>",
            "   | <View: 0x…; frame = (0 0; 320 224); clipsToBounds = YES; autoresize = LM+RM; layer = <Layer: 0x…>>",
        ])
        let button = Button(type: .roundedRect)
        button.frame = CGRect(x: 25, y: 397, width: 63, height: 44)
        button.setTitle("show", for: .normal)
        root.addSubview(button)
        window.layoutIfNeeded()
        let title = try #require(button.titleLabel)
        #expect(withoutAddresses(title.description).hasSuffix("; text = 'show'; clipsToBounds = YES; opaque = NO; userInteractionEnabled = NO; layer = <Layer: 0x…>>"))
    }

    // MARK: Buttons and page controls made in code

    /// iOS 9–10, 64-bit (a WeChat plug-in's Cycript `choose(UIButton)`): buttons made in code are not opaque; a subclass
    /// prints its base class:
    ///
    ///     <FixTitleColorButton: 0x…; baseClass = UIButton; frame = (170 18; 130 47); clipsToBounds = YES; opaque = NO; autoresize = LM; layer = <CALayer: 0x…>>
    ///     <UIButton: 0x…; frame = (234 20; 86 49); opaque = NO; autoresize = LM; layer = <CALayer: 0x…>>
    ///
    /// and `<UIButton: 0x…; frame = (0 38; 200 30); opaque = NO; autoresize = RM+BM; layer = <CALayer: 0x…>>` (an
    /// accessibility-identifier checker's README, a simulator).
    @Test func buttonsMadeInCodeAreNotOpaque() {
        let (_, window) = world(.iOS10)
        let fixed = FixTitleColorButton(type: .custom)
        fixed.frame = CGRect(x: 170, y: 18, width: 130, height: 47)
        fixed.clipsToBounds = true
        fixed.autoresizingMask = [.flexibleLeftMargin]
        let plain = Button(type: .custom)
        plain.frame = CGRect(x: 234, y: 20, width: 86, height: 49)
        plain.autoresizingMask = [.flexibleLeftMargin]
        let system = Button(type: .system)
        system.frame = CGRect(x: 0, y: 38, width: 200, height: 30)
        system.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        for button in [fixed, plain, system] { window.addSubview(button) }
        #expect(withoutAddresses(fixed.description) == "<FixTitleColorButton: 0x…; baseClass = Button; frame = (170 18; 130 47); clipsToBounds = YES; opaque = NO; autoresize = LM; layer = <Layer: 0x…>>")
        #expect(withoutAddresses(plain.description) == "<Button: 0x…; frame = (234 20; 86 49); opaque = NO; autoresize = LM; layer = <Layer: 0x…>>")
        #expect(withoutAddresses(system.description) == "<Button: 0x…; frame = (0 38; 200 30); opaque = NO; autoresize = RM+BM; layer = <Layer: 0x…>>")
    }

    /// iOS 8 on a 414-pt iPhone 6 Plus (a 2015 note on a page control in a table cell): a page control subclass made in
    /// code prints its base class, the frame as given and no `opaque = NO`:
    ///
    ///     <GrayPageControl: 0x…; baseClass = UIPageControl; frame = (179.5 241.75; 55 6); autoresize = W; layer = <CALayer: 0x…>>
    ///
    /// ViewTree's page control is not opaque (`opaque = NO` between the frame and `autoresize`): found by this probe and
    /// left open (Docs/Fidelity.md, "Device dumps, probe of 2026-12-07"), so that field is a known issue here.
    @Test func aPageControlSubclassMadeInCode() {
        let (_, window) = world(.iOS8, size: CGSize(width: 414, height: 736))
        let dots = GrayPageControl(frame: CGRect(x: 179.5, y: 241.75, width: 55, height: 6))
        dots.autoresizingMask = [.flexibleWidth]
        window.addSubview(dots)
        let line = withoutAddresses(dots.description)
        #expect(line.hasPrefix("<GrayPageControl: 0x…; baseClass = PageControl; frame = (179.5 241.75; 55 6); "))
        #expect(line.hasSuffix("autoresize = W; layer = <Layer: 0x…>>"))
        withKnownIssue("a page control made in code is opaque in UIKit; ViewTree's prints opaque = NO") {
            #expect(line == "<GrayPageControl: 0x…; baseClass = PageControl; frame = (179.5 241.75; 55 6); autoresize = W; layer = <Layer: 0x…>>")
        }
    }

    // MARK: List configurations (iOS 14+)

    /// iOS 16 (a 2022-10-08 note on content configurations, a device): the "replaced content view" warning prints the
    /// cell and its list configuration:
    ///
    ///     Cell: <UICollectionViewListCell: 0x…; frame = (420 20; 60 60); layer = <CALayer: 0x…>>;
    ///     Existing content configuration: <UIListContentConfiguration: 0x…; text = "31"; Base Style = Cell; directionalLayoutMargins = {11, 16, 11, 8}; axesPreservingSuperviewLayoutMargins = [Horizontal]; imageToTextPadding = 16; textToSecondaryTextVerticalPadding = 3>;
    ///
    /// ViewTree prints the same fields in the same order; its margins and vertical padding are still its own
    /// (`{11, 16, 11, 16}`, 0: Docs/Fidelity.md, "Device dumps, probe of 2026-12-07", left open).
    @Test func aListCellsConfigurationDescribesItself() {
        var cell = CollectionViewListCell(frame: CGRect(x: 420, y: 20, width: 60, height: 60)).defaultContentConfiguration()
        cell.text = "31"
        let line = withoutAddresses(cell.description)
        #expect(line.hasPrefix("<ListContentConfiguration: 0x…; text = \"31\"; Base Style = Cell; directionalLayoutMargins = {11, 16, 11, "))
        #expect(line.hasSuffix("; axesPreservingSuperviewLayoutMargins = [Horizontal]; imageToTextPadding = 16; textToSecondaryTextVerticalPadding = \(UIKitFormat.number(cell.textToSecondaryTextVerticalPadding))>"))
        var empty = ListContentConfiguration.cell()
        empty.axesPreservingSuperviewLayoutMargins = .both
        #expect(!withoutAddresses(empty.description).contains("text ="))
        #expect(withoutAddresses(empty.description).contains("; axesPreservingSuperviewLayoutMargins = [Horizontal, Vertical]; "))
    }

    /// iOS 16+ (Apple's "Today" tutorial, a grouped list whose first item is the section's header): `<UIListContentConfiguration:
    /// 0x…; text = 'D...e' (length = 4); Base Style = Grouped Header; directionalLayoutMargins = {17, 8, 6, 8};
    /// axesPreservingSuperviewLayoutMargins = [Horizontal]; …>` for `cell.defaultContentConfiguration()`.
    @Test func aGroupedHeadersConfigurationNamesItsStyle() {
        var header = ListContentConfiguration.groupedHeader()
        header.text = "Date"
        let line = withoutAddresses(header.description)
        #expect(line.hasPrefix("<ListContentConfiguration: 0x…; text = \"Date\"; Base Style = Grouped Header; directionalLayoutMargins = {"))
        #expect(line.contains("; axesPreservingSuperviewLayoutMargins = [Horizontal]; imageToTextPadding = 16; "))
        #expect(withoutAddresses(ListContentConfiguration.valueCell().description).contains("; Base Style = Value Cell; "))
    }

    /// iOS 16 (a Settings "Apple ID" table, a device) and iOS 17–26 (Sentry's SwiftUI list tests): a cell's background
    /// configuration is shown by a `_UISystemBackgroundView` whose line ends with the configuration, its colour on a
    /// plain view inside it:
    ///
    ///     | <_UISystemBackgroundView: 0x…; frame = (0 0; 375 60); layer = <CALayer: 0x…>; configuration = <UIBackgroundConfiguration: 0x…; Base Style = List Grouped Cell; backgroundColor = <UIDynamicSystemColor: 0x…; name = tableCellGroupedBackgroundColor>>>
    ///     |    | <UIView: 0x…; frame = (0 0; 375 60); layer = <CALayer: 0x…>>
    ///
    /// (`… backgroundColor = <UIDynamicSystemColor: …; name = tableCellGroupedBackgroundColor>; layer = …` on the inner
    /// view in the SwiftUI dump: the sources disagree on whether the inner view prints the colour; chosen: it does.)
    @Test func aBackgroundConfigurationsViewEndsWithTheConfiguration() throws {
        let (_, window) = world(.iOS13, size: CGSize(width: 375, height: 667))
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 155, width: 375, height: 60)
        window.addSubview(cell)
        cell.backgroundConfiguration = .listGroupedCell()
        cell.layoutIfNeeded()
        let system = try #require(cell.subviews.first)
        #expect(lines(system.recursiveDescription()) == [
            "<_UISystemBackgroundView: 0x…; frame = (0 0; 375 60); layer = <Layer: 0x…>; configuration = <BackgroundConfiguration: 0x…; Base Style = List Grouped Cell; backgroundColor = <UIDynamicSystemColor: 0x…; name = tableCellGroupedBackgroundColor>>>",
            "   | <View: 0x…; frame = (0 0; 375 60); backgroundColor = <UIDynamicSystemColor: 0x…; name = tableCellGroupedBackgroundColor>; layer = <Layer: 0x…>>",
        ])
        // A grouped header's: `configuration = <UIBackgroundConfiguration: 0x…; Base Style = List Grouped
        // Header/Footer; backgroundColor = UIExtendedGrayColorSpace 0 0>` (the same iOS 16 dump).
        cell.backgroundConfiguration = .listGroupedHeaderFooter()
        cell.layoutIfNeeded()
        let header = try #require(cell.subviews.first)
        #expect(withoutAddresses(header.description).hasSuffix("; layer = <Layer: 0x…>; configuration = <BackgroundConfiguration: 0x…; Base Style = List Grouped Header/Footer; backgroundColor = UIExtendedGrayColorSpace 0 0>>"))
    }
}
