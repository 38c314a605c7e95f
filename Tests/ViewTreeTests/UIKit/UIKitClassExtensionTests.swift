// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

// Extensions and subclasses as real UIKit code writes them: they compile only because UIColor, UIFont and UIImage
// are classes and the cells' initializers are not `required`, as in UIKit.
extension UIColor {
    convenience init(testHex hex: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat((hex >> 16) & 0xff) / 255, green: CGFloat((hex >> 8) & 0xff) / 255,
                  blue: CGFloat(hex & 0xff) / 255, alpha: alpha)
    }
    class var testBrand: UIColor { UIColor(testHex: 0x336699) }
}

extension UIFont {
    class func testAppFont(ofSize size: CGFloat) -> UIFont { .systemFont(ofSize: size, weight: .medium) }
}

extension UIImage {
    convenience init?(testSymbol name: String) { self.init(named: "symbol-" + name) }
}

private final class BadgeCell: UITableViewCell {
    let badge = UILabel()
    private(set) var initializerRan = false

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        initializerRan = true
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class TileCell: UICollectionViewCell {
    let title = UILabel()
    private(set) var madeAtWidth: CGFloat = -1

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeAtWidth = frame.width
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private final class RowSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
    }
}

@Suite struct UIKitClassExtensionTests {
    @Test func aColorExtensionWithAConvenienceInitializerAndAClassVar() {
        let brand = UIColor.testBrand
        #expect(brand == UIColor(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0x99 / 255.0, alpha: 1))
        #expect(brand !== UIColor.testBrand && brand == UIColor.testBrand)   // equal by value, as isEqual:
        #expect(Set([brand, UIColor.testBrand]).count == 1)
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(brand.withAlphaComponent(0.5).getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 0x33 / 255.0 && g == 0x66 / 255.0 && b == 0x99 / 255.0 && a == 0.5)
        var white: CGFloat = -1
        #expect(!brand.getWhite(&white, alpha: &a) && white == -1)          // RGB: not a grey colour
        #expect(UIColor.gray.getWhite(&white, alpha: &a) && white == 0.5 && a == 1)
        #expect(UIColor.gray.withAlphaComponent(0.2).description == "UIExtendedGrayColorSpace 0.5 0.2")
        #expect(UIColor(cgColor: brand.cgColor) == brand)
    }

    @Test func fontAndImageExtensionsWithClassFunctionsAndConvenienceInitializers() {
        let t = TestWorld()
        #expect(UIFont.testAppFont(ofSize: 15).pointSize == 15)
        #expect(UIFont.systemFont(ofSize: 15) == UIFont.systemFont(ofSize: 15))
        #expect(UIImage(testSymbol: "star") == nil)
        t.simulation.registerImage(named: "symbol-star", size: CGSize(width: 24, height: 24))
        #expect(UIImage(testSymbol: "star")?.size == CGSize(width: 24, height: 24))
        #expect(UIImage(named: "symbol-star", in: nil, compatibleWith: nil) == UIImage(named: "symbol-star"))
    }

    @Test func aRegisteredCellSubclassIsMadeThroughItsOwnOverride() {
        let t = TestWorld()
        let table = UITableView(frame: t.window.bounds)
        let source = RowSource()
        table.register(BadgeCell.self, forCellReuseIdentifier: "badge")
        table.dataSource = source
        t.window.addSubview(table)
        t.run(for: 0.1)
        let cells = table.visibleCells.compactMap { $0 as? BadgeCell }
        #expect(cells.count == 3)
        #expect(cells.allSatisfy { $0.initializerRan && $0.style == .subtitle && $0.reuseIdentifier == "badge" })
        #expect(cells.allSatisfy { $0.badge.superview === $0.contentView })
    }

    @Test func aRegisteredCollectionCellSubclassIsMadeThroughItsOwnOverride() {
        let t = TestWorld()
        let collection = UICollectionView(frame: t.window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        let cell = collection.dequeueReusableCell(withReuseIdentifier: "tile", for: IndexPath(item: 0, section: 0))
        let tile = try? #require(cell as? TileCell)
        #expect(tile?.madeAtWidth == 0)
        #expect(tile?.title.superview === tile?.contentView)
    }

    @Test func preferredFontsHaveTheDefaultDynamicTypeSizes() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [(.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20),
            (.headline, 17), (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11)]
        for (style, size) in sizes { #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)") }
        #expect(UIFont.preferredFont(forTextStyle: .headline) == .systemFont(ofSize: 17, weight: .semibold))
        #expect(UIFont.preferredFont(forTextStyle: .body) == .systemFont(ofSize: 17))
        let custom = UIFont.systemFont(ofSize: 21)
        #expect(UIFontMetrics(forTextStyle: .title2).scaledFont(for: custom) == custom)
        #expect(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 18).pointSize == 18)
        #expect(UIFontMetrics.default.scaledValue(for: 44) == 44)
        let label = UILabel()
        label.adjustsFontForContentSizeCategory = true
        label.font = .preferredFont(forTextStyle: .footnote)
        #expect(label.adjustsFontForContentSizeCategory && label.font.pointSize == 13)
    }

    @Test func alertTextFieldsAreAddedConfiguredAndLaidOutAboveTheActions() {
        let t = TestWorld()
        let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        alert.addAction(UIAlertAction(title: "OK", style: .default, handler: nil))
        #expect(alert.textFields?.map(\.placeholder) == ["Name", "Password"])
        #expect(alert.textFields?.last?.isSecureTextEntry == true)
        alert.loadViewIfNeeded()
        let fields = alert.textFields ?? []
        let button = alert.view.subviews.first { $0 is AlertActionView }
        #expect(fields.allSatisfy { $0.superview === alert.view })
        #expect(fields.count == 2 && fields[0].frame.maxY <= fields[1].frame.minY)
        #expect((button?.frame.minY ?? 0) >= fields[1].frame.maxY)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
        #expect(t.simulation.diagnostics.last?.message.contains("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert") == true)
    }

    @Test func animatedImagesKeepTheirFramesAndDuration() {
        let frames = [UIImage(name: "f1", size: CGSize(width: 10, height: 10)), UIImage(name: "f2", size: CGSize(width: 10, height: 10))]
        let animated = UIImage.animatedImage(with: frames, duration: 0.5)
        #expect(animated?.images == frames && animated?.duration == 0.5 && animated?.size == CGSize(width: 10, height: 10))
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        #expect(UIImage.animatedImage(with: frames, duration: .nan)?.duration == 0)
        #expect(frames[0].images == nil && frames[0].duration == 0)
    }

    @Test func aCumulativeRepeatingAnimationKeepsGoingFromWhereEachCycleEnded() {
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        let spin = CABasicAnimation(keyPath: "opacity")
        spin.fromValue = 0.0
        spin.toValue = 0.25
        spin.duration = 1
        spin.repeatCount = 3
        spin.isCumulative = true
        view.layer.add(spin, forKey: "spin")
        t.run(for: 1.5)
        let value = view.layer.presentation()?.opacity ?? -1
        #expect(abs(Double(value) - 0.375) < 1e-6)        // second cycle, halfway: 0.25 + 0.125
        let plain = CABasicAnimation(keyPath: "opacity")
        plain.fromValue = 0.0
        plain.toValue = 0.25
        plain.duration = 1
        plain.repeatCount = 3
        view.layer.add(plain, forKey: "spin")
        t.run(for: 0.5)
        #expect(abs(Double(view.layer.presentation()?.opacity ?? -1) - 0.125) < 1e-6)
    }
}
