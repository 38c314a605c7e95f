// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// iOS 14 content configurations on cells: `defaultContentConfiguration()`, `contentConfiguration`.
@Suite struct ListContentConfigurationTests {
    struct Badge: UIContentConfiguration {
        var count = 0
        func makeContentView() -> UIView & UIContentView { BadgeView(configuration: self) }
        func updated(for state: UIConfigurationState) -> Badge { self }
    }

    final class BadgeView: UIView, UIContentView {
        let label = UILabel()
        var configuration: UIContentConfiguration { didSet { label.text = "\((configuration as? Badge)?.count ?? 0)" } }
        init(configuration: Badge) {
            self.configuration = configuration
            super.init(frame: .zero)
            addSubview(label)
            label.text = "\(configuration.count)"
        }
        required init?(coder: NSCoder) { nil }
    }

    /// A default-style cell, 320 × 44, in the world's window.
    static func cellInWindow(of t: TestWorld) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "cell")
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        t.window.addSubview(cell)
        return cell
    }

    /// The cell's default configuration showing "Wi-Fi" and "On".
    static func wiFiContent(of cell: UITableViewCell) -> UIListContentConfiguration {
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        content.secondaryText = "On"
        return content
    }

    @Test func theDefaultConfigurationFollowsTheCellStyle() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration().prefersSideBySideTextAndSecondaryText == false)
        let value = UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(value.prefersSideBySideTextAndSecondaryText)
        #expect(value.secondaryTextProperties.color == UIColor.secondaryLabel)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(subtitle.secondaryTextProperties.font == UIFont.preferredFont(forTextStyle: .subheadline))
        #expect(subtitle.textProperties.font == UIFont.preferredFont(forTextStyle: .body))
    }

    @Test func aListConfigurationShowsItsTextsInAViewFillingTheContentView() throws {
        let t = TestWorld()
        let cell = Self.cellInWindow(of: t)
        var content = Self.wiFiContent(of: cell)
        content.prefersSideBySideTextAndSecondaryText = true
        content.textProperties.color = .systemBlue
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let view = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        #expect(view.frame == cell.contentView.bounds)
        #expect(view.textLabel.text == "Wi-Fi" && view.textLabel.textColor == .systemBlue)
        #expect(view.secondaryTextLabel.text == "On")
        view.layoutIfNeeded()
        #expect(view.textLabel.frame.minX == 16)
        #expect(view.secondaryTextLabel.frame.maxX == 304)              // at the right margin
        content.text = "Bluetooth"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first === view)   // reused
        #expect(view.textLabel.text == "Bluetooth")
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Bluetooth")
        cell.contentConfiguration = Badge(count: 3)
        #expect(view.superview == nil)
        let badge = try #require(cell.contentView.subviews.compactMap { $0 as? BadgeView }.first)
        #expect(badge.label.text == "3")
        cell.contentConfiguration = Badge(count: 4)
        #expect(badge.label.text == "4")
        cell.contentConfiguration = nil
        #expect(badge.superview == nil)
    }

    @Test func collectionViewCellsTakeConfigurationsToo() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        var content = cell.defaultContentConfiguration()
        content.text = "Item"
        content.image = UIImage(systemName: "star")
        cell.contentConfiguration = content
        let view = cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first
        #expect(view?.imageView.image != nil && view?.imageView.isHidden == false)
        #expect(cell.contentView.subviews.count == 1)
    }

    @Test func aListContentViewFollowsTheTextSizeUnlessTold() throws {
        let t = TestWorld()
        let cell = Self.cellInWindow(of: t)
        var content = Self.wiFiContent(of: cell)
        content.secondaryTextProperties.adjustsFontForContentSizeCategory = false
        #expect(content.textProperties.adjustsFontForContentSizeCategory)
        cell.contentConfiguration = content
        let view = try #require(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first)
        let before = view.intrinsicContentSize.height
        t.simulation.preferredContentSizeCategory = .accessibilityMedium
        #expect(view.textLabel.font.pointSize == 28)                         // Body at AX1
        #expect(view.secondaryTextLabel.font.pointSize == 15)                 // Subheadline at Large: kept
        #expect(view.intrinsicContentSize.height > before)
        content.text = "Bluetooth"
        cell.contentConfiguration = content                                   // its font was made at Large
        #expect(view.textLabel.font.pointSize == 28)
    }
}
