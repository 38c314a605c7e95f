// No `import Foundation`: ViewTreeUIKit re-exports it, and a direct import makes `IndexPath` ambiguous in
// type positions (Docs/Porting.md, "UIKit names").
import Testing
import ViewTreeUIKit

/// ViewTreeUIKit's names behave as ViewTree's types, written as UIKit code writes them.
@Suite struct ViewTreeUIKitTests {
    @Test func uiKitNamesAreViewTreesTypes() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll: UIScrollView = UITableView(frame: window.bounds)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.font = .boldSystemFont(ofSize: 17)
        scroll.addSubview(label)
        window.addSubview(scroll)
        #expect(scroll is TableView)
        #expect(label.superview === scroll && scroll.window === window)
        scroll.autoresizingMask = UIView.AutoresizingMask([.flexibleWidth, .flexibleHeight])
        #expect(scroll.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(label.font.pointSize == 17 && label.font.name == "System-Bold")
        let constraint: NSLayoutConstraint = label.widthAnchor.constraint(equalToConstant: 100)
        #expect(constraint.constant == 100)
    }

    @Test func indexPathIsTheTablesAddressWithRowItemAndSection() {
        let path = IndexPath(row: 3, section: 1)
        #expect(path == TableIndexPath(row: 3, section: 1))
        #expect(IndexPath(item: 3, section: 1) == path && path.item == 3 && path.section == 1)
        var moved = path
        moved.item = 4
        #expect(moved.row == 4)
        #expect(Foundation.IndexPath(indexes: [1, 3]).count == 2, "Foundation's own type stays reachable")
    }

    @Test func aDataSourceWrittenWithIndexPathFillsTheTable() {
        final class Fruits: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "fruit")
                    ?? UITableViewCell(style: .default, reuseIdentifier: "fruit")
                cell.text = "Fruit \(indexPath.row)"
                return cell
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let table = UITableView(frame: window.bounds)
        let fruits = Fruits()
        table.dataSource = fruits
        window.addSubview(table)
        table.reloadData()
        window.layoutIfNeeded()
        let texts = table.subviews.compactMap { ($0 as? UITableViewCell)?.text }
        #expect(texts.contains("Fruit 0") && texts.contains("Fruit 4"))
    }

    @Test func colorsAndFonts() {
        // A system colour is dynamic (not equal to a fixed colour, as in UIKit); its light appearance is HIG's blue.
        #expect(UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        #expect(UIColor(cgColor: UIColor.black.cgColor) == .black)
        let red = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
        #expect(red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let cyan = UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 0.5)
        #expect(cyan == UIColor(red: 0, green: 1, blue: 1, alpha: 0.5))
        #expect(UIColor(hue: .nan, saturation: 2, brightness: -1, alpha: 1) == UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(UIFont.systemFont(ofSize: 12, weight: .regular) == UIFont.systemFont(ofSize: 12))
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).lineHeight == UIFont.systemFont(ofSize: 12).lineHeight)
        #expect(UIFont(name: "Menlo", size: .nan) == nil)
        #expect(UIFont(name: "Menlo", size: 11)?.pointSize == 11)
    }

    @Test(arguments: [(CGSize(width: 320, height: 480), UIUserInterfaceSizeClass.compact, UIUserInterfaceSizeClass.regular),
                      (CGSize(width: 568, height: 320), .compact, .compact),
                      (CGSize(width: 768, height: 1024), .regular, .regular)])
    func traitCollectionFollowsTheWindow(size: CGSize, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        let world = Simulation(profile: .iOS13)
        let window = UIWindow(frame: CGRect(origin: .zero, size: size), simulation: world)
        let view = UIView(frame: window.bounds)
        #expect(view.traitCollection == UITraitCollection(), "in no window: unspecified")
        window.addSubview(view)
        let traits = view.traitCollection
        #expect(traits.horizontalSizeClass == horizontal && traits.verticalSizeClass == vertical)
        #expect(traits.userInterfaceStyle == .light && traits.displayScale == 3)
        let old = UIWindow(frame: CGRect(origin: .zero, size: size), simulation: Simulation(profile: .iOS7))
        #expect(old.traitCollection.userInterfaceStyle == .unspecified && old.traitCollection.displayScale == 2)
    }
}
