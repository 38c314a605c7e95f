import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// An empty data source for tables and collection views, named by the data-source fields.
private final class NamedRows: TableViewDataSource, CollectionViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell { TableViewCell() }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        CollectionViewCell()
    }
}

private final class PlainSubclass: View {}
private final class PictureSubclass: ImageView {}

/// The fields of real device dumps that name other objects or depend on the era: `gestureRecognizers`,
/// `animations`, `tintColor`, `anchorPoint`, a table's `dataSource`, a collection view's `layout`, a
/// text field's style fields, and when `baseClass` is printed. Each test quotes the dump it follows
/// (addresses elided); Docs/Fidelity.md lists the sources.
@Suite struct DumpFieldsTests {
    /// Keeps the worlds (and data sources) of a test alive: a shown window does not keep its world.
    let kept = TableTestObjects()

    private func shownWindow(_ profile: PlatformProfile, size: CGSize = CGSize(width: 320, height: 568)) -> (Simulation, Window) {
        let world = Simulation(profile: profile)
        kept.objects.append(world)
        let window = Window(frame: CGRect(origin: .zero, size: size), simulation: world)
        window.makeKeyAndVisible()
        return (world, window)
    }

    // MARK: gestureRecognizers

    /// `<UIWindow: 0x16e82190; frame = (0 0; 320 568); gestureRecognizers = <NSArray: 0x16e80ac0>; layer = …>`
    /// from iOS 7; `<UIWindow: 0x9626a90; frame = (0 0; 768 1024); layer = <UIWindowLayer: …>>` on iOS 5–6;
    /// a window never shown prints none.
    @Test func windowsPrintTheirRecognizersFromIOS7OnceShown() {
        let (_, window) = shownWindow(.iOS7)
        #expect(withoutAddresses(window.description) == "<Window: 0x…; frame = (0 0; 320 568); gestureRecognizers = <NSArray: 0x…>; layer = <WindowLayer: 0x…>>")
        let (_, old) = shownWindow(.iOS6)
        #expect(withoutAddresses(old.description) == "<Window: 0x…; frame = (0 0; 320 568); layer = <WindowLayer: 0x…>>")
        let world = Simulation(profile: .iOS13)
        let never = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 568), simulation: world)
        #expect(!never.description.contains("gestureRecognizers"))
        never.isHidden = false
        never.isHidden = true
        #expect(withoutAddresses(never.description) == "<Window: 0x…; frame = (0 0; 320 568); hidden = YES; gestureRecognizers = <NSArray: 0x…>; layer = <WindowLayer: 0x…>>")
        #expect(never.gestureRecognizers == nil, "ViewTree makes no system recognizers: only the description shows them")
    }

    /// A recognizer the app adds prints after `tag` and before `backgroundColor`:
    /// `… autoresize = RM+BM; tag = 1; gestureRecognizers = <NSArray: 0x7fb53ddaab30>; layer = …`.
    @Test func addedRecognizersPrintAfterTheTagAndBeforeTheColour() {
        let (_, window) = shownWindow(.iOS13)
        let view = View(frame: CGRect(x: 0, y: 0, width: 69, height: 69))
        view.tag = 1
        view.backgroundColor = .red
        window.addSubview(view)
        #expect(!view.description.contains("gestureRecognizers"))
        let tap = TapGestureRecognizer()
        view.addGestureRecognizer(tap)
        #expect(withoutAddresses(view.description) == "<View: 0x…; frame = (0 0; 69 69); tag = 1; gestureRecognizers = <NSArray: 0x…>; backgroundColor = UIExtendedSRGBColorSpace 1 0 0 1; layer = <Layer: 0x…>>")
        view.removeGestureRecognizer(tap)
        #expect(!view.description.contains("gestureRecognizers"))
    }

    /// Scroll views (`<UIScrollView: …; clipsToBounds = YES; autoresize = W+H; gestureRecognizers =
    /// <NSArray: 0x1740574f0>; layer = …; contentOffset: {0, 0}; contentSize: {0, 0}>`) and cell content
    /// views (`(0 0; 300 54); gestureRecognizers = <NSArray: 0x7486f50>` on iOS 6) print theirs in
    /// every era, made or not.
    @Test(arguments: PlatformProfile.all)
    func scrollViewsAndContentViewsAlwaysPrintTheirs(profile: PlatformProfile) {
        let (_, window) = shownWindow(profile)
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 162))
        window.addSubview(scroll)
        #expect(withoutAddresses(scroll.description).contains("; clipsToBounds = YES; gestureRecognizers = <NSArray: 0x…>; layer = <Layer: 0x…>; contentOffset: {0, 0}"))
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.contentView.description.contains("gestureRecognizers = <NSArray: 0x"))
        #expect(!cell.description.contains("gestureRecognizers"), "the cell itself has none")
    }

    /// Navigation bars print theirs on iOS 7–10 only; tab bars from iOS 11; a text field in a window
    /// from iOS 7 (`…; opaque = NO; autoresize = RM+BM; gestureRecognizers = <NSArray: 0x16e94550>; …`),
    /// not one in no window.
    @Test func barsAndTextFieldsFollowTheirEras() {
        for (profile, expected) in [(PlatformProfile.iOS6, false), (.iOS7, true), (.iOS10, true), (.iOS11, false), (.iOS13, false)] {
            let (_, window) = shownWindow(profile)
            let bar = NavigationBar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
            window.addSubview(bar)
            #expect(bar.description.contains("gestureRecognizers") == expected, "navigation bar, \(profile)")
        }
        for (profile, expected) in [(PlatformProfile.iOS8, false), (.iOS10, false), (.iOS11, true), (.iOS13, true)] {
            let (_, window) = shownWindow(profile)
            let tabs = TabBarController()
            tabs.viewControllers = [ViewController()]
            window.rootViewController = tabs
            #expect(tabs.tabBar.description.contains("gestureRecognizers") == expected, "tab bar, \(profile)")
        }
        let (_, window) = shownWindow(.iOS7)
        let field = TextField(frame: CGRect(x: 8, y: 141, width: 304, height: 30))
        #expect(!field.description.contains("gestureRecognizers"), "in no window")
        window.addSubview(field)
        #expect(withoutAddresses(field.description) == "<TextField: 0x…; frame = (8 141; 304 30); text = ''; clipsToBounds = YES; opaque = NO; gestureRecognizers = <NSArray: 0x…>; layer = <Layer: 0x…>>")
    }

    /// A sheet's dimming view: `<UIDimmingView: 0x107eac170; frame = (-375 -667; 1125 2001); opaque = NO;
    /// gestureRecognizers = <NSArray: 0x280f2c960>; layer = …>` (iOS 16).
    @Test func aSheetsDimmingViewPrintsItsRecognizer() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let screen = ViewController()
        t.show(screen)
        screen.present(ViewController(), animated: false)
        t.waitForTransitions()
        let dimming = t.window.recursiveDescription().split(separator: "\n").first { $0.contains("<DimmingView:") }
        #expect(dimming?.contains("; gestureRecognizers = <NSArray: 0x") == true)
        // Three times the 375 × 812 screen around it, not opaque, no backgroundColor.
        #expect(withoutAddresses(String(dimming ?? "")).hasSuffix("<DimmingView: 0x…; frame = (-375 -812; 1125 2436); opaque = NO; gestureRecognizers = <NSArray: 0x…>; layer = <Layer: 0x…>>"))
    }

    // MARK: Text fields on iOS 13+

    /// `<UITextField: 0x102024000; frame = (50 10; 30 30); text = ''; opaque = NO; placeholder = Edit Me;
    /// borderStyle = None; background = <_UITextFieldNoBackgroundProvider: 0x60000002a0a0:
    /// textfield=<UITextField: 0x102024000>>; layer = <CALayer: 0x600000ce6520>>` (iOS 16–26, in no window).
    @Test func modernTextFieldsPrintTheirStyleBeforeTheLayer() {
        let world = Simulation(profile: .iOS13)
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let field = TextField(frame: CGRect(x: 50, y: 10, width: 30, height: 30))
        field.placeholder = "Edit Me"
        root.addSubview(field)
        let line = field.description
        #expect(withoutAddresses(line) == "<TextField: 0x…; frame = (50 10; 30 30); text = ''; opaque = NO; placeholder = Edit Me; borderStyle = None; background = <_UITextFieldNoBackgroundProvider: 0x…: textfield=<TextField: 0x…>>; layer = <Layer: 0x…>>")
        let ownID = line.split(separator: ";")[0].dropFirst("<TextField: ".count)
        #expect(line.contains("textfield=<TextField: \(ownID)>>"), "the provider names the field by its own id")
        field.borderStyle = .roundedRect
        // A rounded field prints its system background provider instead (TextFieldRoundedRectBackgroundTests).
        #expect(withoutAddresses(field.description).contains("placeholder = Edit Me; borderStyle = RoundedRect; background = <_UITextFieldSystemBackgroundProvider: 0x…: backgroundView=<_UITextFieldRoundedRectBackgroundViewNeue: 0x…;"))
        withExtendedLifetime(world) {}
    }

    // MARK: animations

    /// `animations = { position=<CABasicAnimation: …>; bounds.origin=<CABasicAnimation: …>;
    /// bounds.size=<CABasicAnimation: …>; }` on iOS 10 (2017: `<TKTradeFirstFloorLoginedView: …; frame = (0 0;
    /// 375 667); autoresize = W+H; animations = { … }; layer = …>`, no colour before iOS 13), after the
    /// recognizers and before the colour on iOS 13+ (`gestureRecognizers = …; animations = { bounds.size=…;
    /// position=…; }; backgroundColor = …`).
    @Test func aFrameAnimationListsPositionThenTheBoundsHalves() {
        let (world, window) = shownWindow(.iOS11)
        let view = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.backgroundColor = .white
        window.addSubview(view)
        View.animate(withDuration: 1) { view.frame = CGRect(x: 0, y: 0, width: 200, height: 300) }
        #expect(withoutAddresses(view.description) == "<View: 0x…; frame = (0 0; 200 300); autoresize = W+H; animations = { position=<BasicAnimation: 0x…>; bounds.origin=<BasicAnimation: 0x…>; bounds.size=<BasicAnimation: 0x…>; }; layer = <Layer: 0x…>>")
        let (_, modernWindow) = shownWindow(.iOS13)
        let modern = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        modern.backgroundColor = .white
        modernWindow.addSubview(modern)
        View.animate(withDuration: 1) { modern.frame = CGRect(x: 0, y: 0, width: 200, height: 300) }
        #expect(withoutAddresses(modern.description) == "<View: 0x…; frame = (0 0; 200 300); animations = { position=<BasicAnimation: 0x…>; bounds.origin=<BasicAnimation: 0x…>; bounds.size=<BasicAnimation: 0x…>; }; backgroundColor = UIExtendedGrayColorSpace 1 1; layer = <Layer: 0x…>>")
        #expect(view.layer.animationKeys() == ["position", "bounds.origin", "bounds.size"])
        let size = view.layer.animation(forKey: "bounds.size") as? BasicAnimation
        #expect(size?.keyPath == "bounds.size")
        #expect(size?.fromValue as? CGSize == CGSize(width: 375, height: 667) && size?.toValue as? CGSize == CGSize(width: 200, height: 300))
        world.run(until: world.now + 1.1)
        #expect(!view.description.contains("animations"))
        #expect(view.layer.animationKeys() == nil)
    }

    /// iOS 5–6 list one `bounds` key, in the order the setters ran: `animations = {
    /// transform=<CABasicAnimation: …>; position=<CABasicAnimation: …>; bounds=<CABasicAnimation: …>; }`.
    @Test func beforeIOS8TheBoundsAreOneKeyInTheOrderTheBlockSetThem() {
        let (_, window) = shownWindow(.iOS6)
        let view = View(frame: CGRect(x: 0, y: 20, width: 768, height: 1004))
        window.addSubview(view)
        View.animate(withDuration: 0.4) {
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            view.center = CGPoint(x: 384, y: 512)
            view.bounds = CGRect(x: 0, y: 0, width: 1024, height: 748)
        }
        #expect(view.layer.animationKeys() == ["transform", "position", "bounds"])
        #expect(withoutAddresses(view.description).contains("; animations = { transform=<BasicAnimation: 0x…>; position=<BasicAnimation: 0x…>; bounds=<BasicAnimation: 0x…>; }; layer = <Layer: 0x…>>"))
    }

    /// Additive animations (iOS 8+) stack under `key-2`, `key-3`: `… bounds.origin-2=<CABasicAnimation: …>;
    /// bounds.size-2=<CABasicAnimation: …>; }` (iOS 12 and 14 dumps). Removing one key stops that
    /// animation only.
    @Test func stackedAnimationsAreNumbered() {
        let (world, window) = shownWindow(.iOS13)
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        var finished: [Bool] = []
        View.animate(withDuration: 1, animations: { view.alpha = 0.5 }, completion: { finished.append($0) })
        View.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished.append($0) })
        #expect(view.layer.animationKeys() == ["opacity", "opacity-2"])
        #expect(withoutAddresses(view.description).contains("; animations = { opacity=<BasicAnimation: 0x…>; opacity-2=<BasicAnimation: 0x…>; }"))
        let second = view.layer.animation(forKey: "opacity-2") as? BasicAnimation
        #expect(second?.fromValue as? CGFloat == 0.5 && second?.toValue as? CGFloat == 0)
        view.layer.removeAnimation(forKey: "opacity")
        #expect(view.layer.animationKeys() == ["opacity"], "the second one is the only one left")
        world.run(until: world.now + 1.5)
        #expect(finished == [false, true])
    }

    /// A spring block's animations are `CASpringAnimation`s: `animations = { opacity=<CASpringAnimation:
    /// 0x600001137ea0>; }` (an `MBBackgroundView` in an iOS 13+ exception message), `bounds.origin=<CASpringAnimation:
    /// …>; bounds.size=<CASpringAnimation: …>; position=<CASpringAnimation: …>` (an alert's collection view, 2015).
    @Test func aSpringBlockListsSpringAnimations() throws {
        let (world, window) = shownWindow(.iOS13)
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        View.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
                     animations: { view.alpha = 0.5 }, completion: nil)
        View.animate(withDuration: 0.5) { view.center = CGPoint(x: 80, y: 80) }
        #expect(withoutAddresses(view.description).contains("; animations = { opacity=<SpringAnimation: 0x…>; position=<BasicAnimation: 0x…>; }"))
        let spring = try #require(view.layer.animation(forKey: "opacity") as? SpringAnimation)
        #expect(spring.mass == 1 && spring.damping > 0 && spring.toValue as? CGFloat == 0.5)
        #expect(!(view.layer.animation(forKey: "position") is SpringAnimation))
        world.run(until: world.now + 1)
        #expect(view.layer.animationKeys() == nil)
    }

    /// A flashed indicator fading out: `<UIImageView: …; frame = (312 1; 7 384); alpha = 0; opaque = NO;
    /// autoresize = LM; userInteractionEnabled = NO; animations = { opacity=<CABasicAnimation: 0x89cea00>; };
    /// layer = …>) - (null)` (an iOS 5 device, mid-fade).
    @Test func aFadingIndicatorListsItsOpacityAnimation() {
        let scene = ScrollScene(profile: .iOS7)
        scene.scroll.flashScrollIndicators()
        scene.run(1.6)   // the fade-out starts 1.5 s after the flash and lasts 0.33 s
        #expect(withoutAddresses(scene.vertical.description).hasSuffix("; alpha = 0; opaque = NO; autoresize = LM; userInteractionEnabled = NO; animations = { opacity=<BasicAnimation: 0x…>; }; layer = <Layer: 0x…>> - (null)"))
        scene.run(0.5)
        #expect(!scene.vertical.description.contains("animations"))
    }

    /// An explicit layer animation prints under its key with its class; one added without a key does not.
    @Test func explicitLayerAnimationsPrintUnderTheirKeys() {
        let (_, window) = shownWindow(.iOS13)
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let pulse = KeyframeAnimation(keyPath: "opacity")
        pulse.values = [1, 0, 1]
        pulse.duration = 2
        view.layer.add(pulse, forKey: "pulse")
        view.layer.add(BasicAnimation(keyPath: "cornerRadius"), forKey: nil)
        #expect(withoutAddresses(view.description).contains("; animations = { pulse=<KeyframeAnimation: 0x…>; }; layer"))
    }

    // MARK: tintColor and anchorPoint

    /// The view's own tint only, after `autoresize` and before the recognizers
    /// (`opaque = NO; autoresize = W; tintColor = UIDeviceWhiteColorSpace 1 1; gestureRecognizers = …`);
    /// `anchorPoint = (1, 0.5)` right after the frame when not the centre.
    @Test func ownTintAndAnchorPointArePrinted() {
        let (_, window) = shownWindow(.iOS13)
        let parent = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = View(frame: CGRect(x: 0, y: 0, width: 74, height: 48))
        window.addSubview(parent)
        parent.addSubview(child)
        parent.tintColor = .red
        #expect(withoutAddresses(parent.description) == "<View: 0x…; frame = (0 0; 200 200); tintColor = UIExtendedSRGBColorSpace 1 0 0 1; layer = <Layer: 0x…>>")
        #expect(!child.description.contains("tintColor"), "an inherited tint is not printed")
        child.layer.anchorPoint = CGPoint(x: 1, y: 0.5)
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        #expect(withoutAddresses(child.description) == "<View: 0x…; frame = (-37 0; 74 48); anchorPoint = (1, 0.5); autoresize = W+H; layer = <Layer: 0x…>>")
        parent.tintColor = nil
        #expect(!parent.description.contains("tintColor"))
    }

    // MARK: Scroll geometry's digits

    /// `frame = (0 157.667; 393 611.333); … contentSize: {393, 103.33333333333333}` on one iOS 13+ line:
    /// the frame in `%g`, the scroll view's fields with every digit; a 32-bit era prints six digits.
    @Test func scrollFieldsPrintEveryDigitWhereCGFloatIsADouble() {
        let (_, window) = shownWindow(.iOS13, size: CGSize(width: 393, height: 852))
        let scroll = ScrollView(frame: CGRect(x: 0, y: CGFloat(473) / 3, width: 393, height: CGFloat(1834) / 3))
        scroll.contentSize = CGSize(width: 393, height: CGFloat(310) / 3)
        window.addSubview(scroll)
        #expect(scroll.description.contains("; frame = (0 157.667; 393 611.333); "))
        #expect(scroll.description.contains("; contentOffset: {0, 0}; contentSize: {393, 103.33333333333333}; "))
        let (_, old) = shownWindow(.iOS7)
        let oldScroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        oldScroll.contentSize = CGSize(width: 320, height: CGFloat(310) / 3)
        oldScroll.contentOffset = CGPoint(x: 0, y: CGFloat(1) / 3)
        old.addSubview(oldScroll)
        #expect(oldScroll.description.hasSuffix("; contentOffset: {0, 0.333333}>"))
    }

    // MARK: Data sources and layouts

    /// iOS 13+: `…; adjustedContentInset: {0, 0, 0, 0}; dataSource: <App.MyList: 0x11dd67520>>`, or
    /// `dataSource: (null)`; iOS 11–12 lines end at `adjustedContentInset`.
    @Test func tablesNameTheirDataSourceFromIOS13() {
        let rows = NamedRows()
        let (_, window) = shownWindow(.iOS13)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        window.addSubview(table)
        #expect(table.description.hasSuffix("; dataSource: (null)>"))
        table.dataSource = rows
        #expect(withoutAddresses(table.description).hasSuffix("; adjustedContentInset: {0, 0, 0, 0}; dataSource: <NamedRows: 0x…>>"))
        let (_, older) = shownWindow(.iOS11)
        let old = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        old.dataSource = rows
        older.addSubview(old)
        #expect(old.description.hasSuffix("; adjustedContentInset: {0, 0, 0, 0}>"))
    }

    /// iOS 13+: `…; layout: <UICollectionViewFlowLayout: 0x7fc951707e80>; dataSource: <…>>`; before,
    /// the layout follows the line: `…; contentSize: {320, 5951}> collection view layout:
    /// <UICollectionViewFlowLayout: 0x7ae60ab0>`. A data source named twice in one description keeps
    /// one id.
    @Test func collectionViewsNameTheirLayout() {
        let rows = NamedRows()
        let (_, window) = shownWindow(.iOS13)
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: CollectionViewFlowLayout())
        grid.dataSource = rows
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.dataSource = rows
        window.addSubview(grid)
        window.addSubview(table)
        let lines = window.recursiveDescription().split(separator: "\n").map(String.init)
        let gridLine = lines.first { $0.contains("<CollectionView:") }!, tableLine = lines.first { $0.contains("<TableView:") }!
        #expect(withoutAddresses(gridLine).hasSuffix("; layout: <CollectionViewFlowLayout: 0x…>; dataSource: <NamedRows: 0x…>>"))
        let id = { (line: String) in line.components(separatedBy: "dataSource: <NamedRows: ").last! }
        #expect(id(gridLine) == id(tableLine))
        let (_, older) = shownWindow(.iOS10)
        let old = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 568), collectionViewLayout: CollectionViewFlowLayout())
        older.addSubview(old)
        #expect(withoutAddresses(old.description).hasSuffix("; contentOffset: {0, 0}; contentSize: {0, 0}> collection view layout: <CollectionViewFlowLayout: 0x…>"))
    }

    // MARK: baseClass and ids

    /// UIKit names the nearest UIKit class except UIView itself: `<WXView: 0x…; frame = …>` beside
    /// `<WXImageView: 0x…; baseClass = UIImageView; frame = …>` in one dump.
    @Test func baseClassIsPrintedExceptForDirectViewSubclasses() {
        let world = Simulation()
        #expect(withoutAddresses(PlainSubclass(frame: .zero).description) == "<PlainSubclass: 0x…; frame = (0 0; 0 0); layer = <Layer: 0x…>>")
        #expect(PictureSubclass(frame: .zero).description.contains("; baseClass = ImageView; frame = "))
        withExtendedLifetime(world) {}
    }

    /// The ids of recognizer arrays and animations are small, fresh in each description, and take
    /// nothing from the world: a view made after a description has the id it would have had anyway.
    @Test func transientIdsTakeNoIdFromTheWorld() {
        func make(describeFirst: Bool) -> String {
            let (_, window) = shownWindow(.iOS13)
            let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(scroll)
            if describeFirst { _ = window.recursiveDescription(); _ = window.recursiveDescription() }
            let later = View(frame: .zero)
            window.addSubview(later)
            return window.recursiveDescription()
        }
        let asked = make(describeFirst: true), notAsked = make(describeFirst: false)
        #expect(asked == notAsked)
        #expect(!asked.contains(try! Regex("0x[0-9a-f]{5,}")), "small ids, nothing like an address")
    }
}
