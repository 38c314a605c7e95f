import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Rows of one height whose cells are made as a public iOS 9 project made them: a bare `UITableViewCell()`
/// per row, its text set and, if asked, its content view coloured.
private final class ProbeRows: TableViewDataSource, TableViewDelegate {
    let count: Int
    let height: CGFloat
    let text: String?
    let contentColor: Color?
    init(count: Int, height: CGFloat = 44, text: String? = nil, contentColor: Color? = nil) {
        self.count = count
        self.height = height
        self.text = text
        self.contentColor = contentColor
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: TableIndexPath) -> CGFloat { height }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.text = text
        if let contentColor { cell.contentView.backgroundColor = contentColor }
        return cell
    }
}

/// A further probe of real device dumps (Docs/Fidelity.md, "Device dumps, a further probe"): each test
/// rebuilds the scenario of one published `recursiveDescription` or `po` line (quoted, addresses elided)
/// through the public API and compares the lines, addresses normalised by `withoutAddresses`.
@Suite struct DeviceDumpProbeTests {
    /// Keeps the worlds and data sources alive (a shown window does not keep its world).
    let kept = TableTestObjects()

    /// A world of `profile` with a shown window, both kept for the test; views made next join it.
    private func world(_ profile: PlatformProfile, size: CGSize = CGSize(width: 320, height: 568)) -> (Simulation, Window) {
        let t = TestWorld(profile: profile, windowSize: size)
        kept.objects.append(contentsOf: [t.simulation, t.window] as [AnyObject])
        return (t.simulation, t.window)
    }

    // MARK: Labels made in code are opaque

    /// iOS 13+, a 2020 Korean note on `NSLog` and `print` (LogTest, 2020-03-06), `UILabel()` logged:
    ///
    ///     <UILabel: 0x…; frame = (0 0; 0 0); userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>
    ///
    /// and an LLDB `find_label` command's README (a 428-pt device, iOS 14+):
    ///
    ///     <UILabel: 0x…; frame = (50 214; 328 36); text = 'Welcome to the jungle!'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>
    @Test func aLabelMadeInCodeIsOpaque() {
        let (_, window) = world(.iOS13, size: CGSize(width: 428, height: 926))
        let empty = Label(frame: .zero)
        #expect(withoutAddresses(empty.description) == "<Label: 0x…; frame = (0 0; 0 0); userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>")
        let jungle = Label(frame: CGRect(x: 50, y: 214, width: 328, height: 36))
        jungle.text = "Welcome to the jungle!"
        window.addSubview(jungle)
        #expect(withoutAddresses(jungle.description) == "<Label: 0x…; frame = (50 214; 328 36); text = 'Welcome to the jungle!'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>")
    }

    /// iOS 9 (a 375-pt simulator, January 2016; a public Objective-C file, "sma11case"): a bare
    /// `UITableViewCell` whose content view was made green; the colour does not print before iOS 13
    /// and the cell's label is opaque:
    ///
    ///     | <UITableViewCellContentView: 0x…; frame = (0 0; 375 43.5); gestureRecognizers = <NSArray: 0x…>; layer = <CALayer: 0x…>>
    ///     |    | <UITableViewLabel: 0x…; frame = (15 0; 345 43.5); text = 'sma111case'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>
    @Test func anIOS9CellsGreenContentViewAndItsLabel() throws {
        let (_, window) = world(.iOS10, size: CGSize(width: 375, height: 667))
        let rows = ProbeRows(count: 3, text: "sma111case", contentColor: .green)
        kept.objects.append(rows)
        let table = TableView(frame: window.bounds, style: .plain)
        table.dataSource = rows
        window.addSubview(table)
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: TableIndexPath(row: 2, section: 0)))
        #expect(cell.frame == CGRect(x: 0, y: 88, width: 375, height: 44))
        let label = try #require(cell.textLabel)
        #expect(withoutAddresses(cell.contentView.description) == "<TableViewCellContentView: 0x…; frame = (0 0; 375 43.5); gestureRecognizers = <NSArray: 0x…>; layer = <Layer: 0x…>>")
        #expect(withoutAddresses(label.description) == "<TableViewLabel: 0x…; frame = (15 0; 345 43.5); text = 'sma111case'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>")
        // The colour is kept, only not printed; the iOS 13+ profile prints it.
        #expect(cell.contentView.backgroundColor == .green)
    }

    /// Labels UIKit makes itself stay not opaque: a button's title (`<UIButtonLabel: 0x…; frame =
    /// (0.333333 6; 45.6667 18); text = 'Button'; opaque = NO; userInteractionEnabled = NO; layer =
    /// <_UILabelLayer: 0x…>>`, iOS 13+, a Korean LLDB note) and a navigation bar's title (`<UILabel: 0x…;
    /// frame = (0 3.5; 162.5 21.5); text = 'Root View Controller'; opaque = NO; userInteractionEnabled = NO;
    /// layer = <_UILabelLayer: 0x…>>`, iOS 8, in a 2015 Objective-C file, "BKNavigationBarCleanColor").
    @Test func theLabelsUIKitMakesStayTransparent() throws {
        let (_, window) = world(.iOS13)
        let button = Button(type: .system)
        button.setTitle("Button", for: .normal)
        button.frame = CGRect(x: 164, y: 318, width: 46, height: 30)
        window.addSubview(button)
        button.layoutIfNeeded()
        let title = try #require(button.titleLabel)
        #expect(withoutAddresses(title.description).hasSuffix("; text = 'Button'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>"))

        let (_, old) = world(.iOS8)
        let list = ViewController()
        list.title = "Root View Controller"
        old.rootViewController = NavigationController(rootViewController: list)
        old.layoutIfNeeded()
        let bar = try #require((old.rootViewController as? NavigationController)?.navigationBar)
        #expect(withoutAddresses(bar.titleLabel.description).hasSuffix("; text = 'Root View Controller'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>"))
    }

    // MARK: iOS 6 labels clip

    /// iOS 6 (FieldResearchTool, a public Objective-C file, a simulator log of 2013-10-14): a label made
    /// in code with a clear background clips to its bounds, is opaque and prints no colour:
    ///
    ///     <UILabel: 0x…; frame = (51 2; 153 22); text = 'Leaf arrangement'; clipsToBounds = YES; userInteractionEnabled = NO; layer = <CALayer: 0x…>>
    ///
    /// From iOS 7 a label made in code prints no `clipsToBounds`.
    @Test func iOS6LabelsClipToTheirBounds() {
        _ = world(.iOS6)
        let label = Label(frame: CGRect(x: 51, y: 2, width: 153, height: 22))
        label.backgroundColor = .clear
        label.text = "Leaf arrangement"
        #expect(withoutAddresses(label.description) == "<Label: 0x…; frame = (51 2; 153 22); text = 'Leaf arrangement'; clipsToBounds = YES; userInteractionEnabled = NO; layer = <Layer: 0x…>>")
        _ = world(.iOS7)
        let later = Label(frame: CGRect(x: 51, y: 2, width: 153, height: 22))
        #expect(!later.clipsToBounds)
    }

    // MARK: backgroundColor from iOS 13

    /// iOS 11–12 (an iPhone X, a public Chinese note on `contentInsetAdjustmentBehavior`): a table given
    /// `[UIColor grayColor]` in code, under a navigation bar, prints no colour:
    ///
    ///     <UITableView: 0x…; frame = (0 0; 187.5 812); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x…>; layer = <CALayer: 0x…>; contentOffset: {0, -88}; contentSize: {187.5, 970}; adjustedContentInset: {88, 0, 34, 0}>
    @Test func anIOS11TablesColourDoesNotPrint() {
        let (_, window) = world(.iOS11, size: CGSize(width: 375, height: 812))
        let rows = ProbeRows(count: 97, height: 10)
        kept.objects.append(rows)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 187.5, height: 812), style: .plain)
        table.backgroundColor = .gray
        table.contentInsetAdjustmentBehavior = .never   // the bars' insets, given explicitly
        table.contentInset = EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        table.reloadData()
        table.contentOffset = CGPoint(x: 0, y: -88)
        #expect(withoutAddresses(table.description) == "<TableView: 0x…; frame = (0 0; 187.5 812); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x…>; layer = <Layer: 0x…>; contentOffset: {0, -88}; contentSize: {187.5, 970}; adjustedContentInset: {88, 0, 34, 0}>")
    }

    /// iOS 7 (a 32-bit device, Cycript, in a public iOS security guide): a storyboard's root view, white
    /// in Interface Builder, prints no colour, and the labels of the storyboard print `opaque = NO`
    /// (Interface Builder writes it):
    ///
    ///     <UIWindow: 0x…; frame = (0 0; 320 568); gestureRecognizers = <NSArray: 0x…>; layer = <UIWindowLayer: 0x…>>
    ///       | <UIView: 0x…; frame = (0 0; 320 568); autoresize = W+H; layer = <CALayer: 0x…>>
    ///       |    | <UILabel: 0x…; frame = (0 40; 82 20.5); text = 'i am groot!'; hidden = YES; opaque = NO; autoresize = RM+BM; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>
    ///       |    | <UILabel: 0x…; frame = (0 110.5; 320 20.5); text = 'A Secret Is Found In The ...'; opaque = NO; autoresize = RM+BM; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>
    ///
    /// (the dump goes on with a text field, a button and iOS 7's two `_UILayoutGuide` views, which
    /// ViewTree does not make: layout guides are not views in ViewTree).
    @Test func anIOS7StoryboardsWhiteRootView() {
        let (_, window) = world(.iOS7)
        let screen = ViewController()
        window.rootViewController = screen
        screen.view.backgroundColor = .white
        for (frame, text, hidden) in [(CGRect(x: 0, y: 40, width: 82, height: 20.5), "i am groot!", true),
                                      (CGRect(x: 0, y: 110.5, width: 320, height: 20.5), "A Secret Is Found In The ...", false)] {
            let label = Label(frame: frame)
            label.text = text
            label.isHidden = hidden
            label.isOpaque = false   // Interface Builder's `opaque="NO"`
            label.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
            screen.view.addSubview(label)
        }
        window.layoutIfNeeded()
        let lines = withoutAddresses(window.recursiveDescription()).split(separator: "\n").map(String.init)
        #expect(lines == [
            "<Window: 0x…; frame = (0 0; 320 568); gestureRecognizers = <NSArray: 0x…>; layer = <WindowLayer: 0x…>>",
            "   | <View: 0x…; frame = (0 0; 320 568); autoresize = W+H; layer = <Layer: 0x…>>",
            "   |    | <Label: 0x…; frame = (0 40; 82 20.5); text = 'i am groot!'; hidden = YES; opaque = NO; autoresize = RM+BM; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>",
            "   |    | <Label: 0x…; frame = (0 110.5; 320 20.5); text = 'A Secret Is Found In The ...'; opaque = NO; autoresize = RM+BM; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>",
        ])
    }

    /// iOS 13+ prints the colour (`<UIView: 0x…; frame = (0 0; 390 844); autoresize = W+H; backgroundColor
    /// = <UIDynamicSystemColor: 0x…; name = systemBackgroundColor>; layer = <CALayer: 0x…>>`; with a plain
    /// colour, `<UIView: 0x…; frame = (10 10; 60 60); backgroundColor = UIExtendedGrayColorSpace 1 1; layer =
    /// <CALayer: 0x…>>`, Sentry's redaction tests, iOS 16–26).
    @Test func iOS13PrintsTheColour() {
        let (_, window) = world(.iOS13, size: CGSize(width: 100, height: 100))
        let opaque = View(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        opaque.backgroundColor = .white
        window.addSubview(opaque)
        #expect(withoutAddresses(opaque.description) == "<View: 0x…; frame = (10 10; 60 60); backgroundColor = UIExtendedGrayColorSpace 1 1; layer = <Layer: 0x…>>")
    }

    // MARK: Stack views' layers

    /// A stack view's layer is a `CATransformLayer` before iOS 14: `<UIStackView: 0x…; frame = (0 0; 0 0);
    /// layer = <CATransformLayer: 0x…>>` (an iOS 11+ simulator's Auto Layout trace, a stack view made in
    /// code) and `<UIStackView: 0x…; frame = (56 0; 287 88); opaque = NO; autoresize = RM+BM; layer =
    /// <CATransformLayer: 0x…>>` (an iOS 11–12 device, a public LLDB cheat sheet, from a storyboard); a
    /// `CALayer` after: `<UIStackView: 0x…; frame = (16 0; 343 119); layer = <CALayer: 0x…>>` (iOS 16+).
    @Test func stackViewLayersFollowTheirEras() {
        _ = world(.iOS11)
        let made = StackView(frame: .zero)
        #expect(withoutAddresses(made.description) == "<StackView: 0x…; frame = (0 0; 0 0); layer = <TransformLayer: 0x…>>")
        let decoded = StackView(frame: CGRect(x: 56, y: 0, width: 287, height: 88))
        decoded.isOpaque = false   // Interface Builder's `opaque="NO"`
        decoded.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        #expect(withoutAddresses(decoded.description) == "<StackView: 0x…; frame = (56 0; 287 88); opaque = NO; autoresize = RM+BM; layer = <TransformLayer: 0x…>>")
        _ = world(.iOS10)
        #expect(StackView(frame: .zero).description.contains("layer = <TransformLayer: 0x"))
        _ = world(.iOS13)
        let modern = StackView(frame: CGRect(x: 16, y: 0, width: 343, height: 119))
        #expect(withoutAddresses(modern.description) == "<StackView: 0x…; frame = (16 0; 343 119); layer = <Layer: 0x…>>")
    }

    /// iOS 7 (the same Cycript dump): a storyboard's system button and its title label.
    ///
    ///       |    | <UIButton: 0x…; frame = (8 191; 304 30); opaque = NO; autoresize = RM+BM; layer = <CALayer: 0x…>>
    ///       |    |    | <UIButtonLabel: 0x…; frame = (133 6; 38 18); text = 'Verify'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>
    @Test func anIOS7StoryboardsSystemButton() throws {
        let (_, window) = world(.iOS7)
        let button = Button(type: .system)
        button.frame = CGRect(x: 8, y: 191, width: 304, height: 30)
        button.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        button.setTitle("Verify", for: .normal)
        window.addSubview(button)
        window.layoutIfNeeded()
        #expect(withoutAddresses(button.description) == "<Button: 0x…; frame = (8 191; 304 30); opaque = NO; autoresize = RM+BM; layer = <Layer: 0x…>>")
        // The title's width differs by design (ViewTree's fixed advances, `Font.narrowAdvanceRatio`: 45 pt, not
        // 38): its centre, its line and every other field are the dump's.
        let title = try #require(button.titleLabel)
        #expect(title.frame.midX == 152 && title.frame.minY == 6 && title.frame.height == 18)
        #expect(withoutAddresses(title.description).hasSuffix(" 18); text = 'Verify'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x…>>"))
        #expect(button.subviews.map { $0 === title } == [true])
    }

    // MARK: Switches made in code

    /// A switch made in code is opaque, its size fixed, in every era: `<UISwitch: 0x…; frame = (254 6; 51 31);
    /// layer = <CALayer: 0x…>>` (a 32-bit iOS 7–8 device, in a public WeChat-like table library's comment),
    /// `<UISwitch: 0x…; frame = (254 30; 51 31); layer = <CALayer: 0x…>>` (a 64-bit device, a notification
    /// widget's header comment), `<UISwitch: 0x…; frame = (100 100; 51 31); layer = <CALayer: 0x…>>` (a
    /// 64-bit simulator, a Chinese UISwitch tutorial). A storyboard's switch prints `opaque = NO; autoresize
    /// = RM+BM` (`(93 226; 51 31)`, Objective Beagle's README), Interface Builder's doing.
    @Test(arguments: [(PlatformProfile.iOS7, CGPoint(x: 254, y: 6)), (.iOS8, CGPoint(x: 254, y: 30)), (.iOS10, CGPoint(x: 100, y: 100))])
    func switchesMadeInCode(profile: PlatformProfile, origin: CGPoint) {
        let (_, window) = world(profile)
        let toggle = Switch(frame: CGRect(origin: origin, size: CGSize(width: 80, height: 30)))
        window.addSubview(toggle)
        #expect(withoutAddresses(toggle.description) == "<Switch: 0x…; frame = (\(UIKitFormat.number(origin.x)) \(UIKitFormat.number(origin.y)); 51 31); layer = <Layer: 0x…>>")
    }
}
