import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// The usual custom layout attributes (a photo grid's), as public code writes them.
private final class PhotoLayoutAttributes: UICollectionViewLayoutAttributes {
    var photoHeight: CGFloat = 0
    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! PhotoLayoutAttributes
        copy.photoHeight = photoHeight
        return copy
    }
    override func isEqual(_ object: Any?) -> Bool {
        if let attributes = object as? PhotoLayoutAttributes, attributes.photoHeight == photoHeight {
            return super.isEqual(object)
        }
        return false
    }
}

/// A controller that saves its state for restoration, as UIKit code of the iOS 6–12 era does.
private final class RestoringController: UIViewController {
    var saved: [String] = []
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        saved.append("encode")
    }
    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        saved.append("decode")
    }
}

/// An iOS 8–12 style list with row actions, as apps of the time wrote it.
private final class ArchiveListController: UITableViewController {
    var rows = ["a", "b", "c"]
    var log: [String] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        let delete = UITableViewRowAction(style: .destructive, title: "Delete") { _, indexPath in
            self.rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            self.log.append("deleted \(indexPath.row)")
        }
        let archive = UITableViewRowAction(style: .normal, title: "Archive") { action, indexPath in
            self.log.append("\(action.title ?? "") \(indexPath.row)")
        }
        archive.backgroundColor = .blue
        return [delete, archive]
    }
}

/// A logo drawn with a linear gradient in `draw(_:)`, as custom views do.
private final class GradientLogoView: UIView {
    var drawn = 0
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        let locations: [CGFloat] = [0, 1]
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations) else { return }
        let path = UIBezierPath(ovalIn: bounds)
        context.saveGState()
        path.addClip()
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: bounds.height), options: [])
        context.restoreGState()
        drawn = gradient.colors.count
    }
}

/// A tab bar that lays itself out its own way, as curved-tab-bar code subclasses `UITabBar`.
private final class CurvedTabBar: UITabBar {
    var layouts = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
    override func draw(_ rect: CGRect) {
        "Tab".draw(at: .zero, withAttributes: [.font: UIFont.systemFont(ofSize: 10)])
        ("Tab" as NSString).draw(in: rect, withAttributes: nil)
    }
}

/// A screen that picks its theme colour with the system picker.
private final class ThemeController: UIViewController, UIColorPickerViewControllerDelegate {
    var log: [String] = []
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        log.append("select \(continuously)")
        view.backgroundColor = color
    }
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { log.append("finish") }
}

/// Members real public UIKit files use that ViewTreeUIKit lacked (a probe of 29 files from public
/// repositories, 2026-12-04), each used as those files use it.
@Suite struct ProbedPublicFilesGapsTests {
    @Test func colourAndImageLiterals() {
        let world = Simulation()
        world.registerImage(named: "avatar", size: CGSize(width: 40, height: 40))
        let view = UIView()
        view.backgroundColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(view.backgroundColor == UIColor(red: CGFloat(Float(0.2)), green: CGFloat(Float(0.4)), blue: CGFloat(Float(0.6)), alpha: 1))
        view.layer.borderColor = #colorLiteral(red: 0, green: 0, blue: 0, alpha: 1)
        #expect(view.layer.borderColor == UIColor.black.cgColor || view.layer.borderColor == UIColor(red: 0, green: 0, blue: 0, alpha: 1).cgColor)
        let plain = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(plain == .red && plain.cgColor.alpha == 1)
        let image = #imageLiteral(resourceName: "avatar")
        #expect(image.size == CGSize(width: 40, height: 40))
        let missing: UIImage = #imageLiteral(resourceName: "nowhere")
        #expect(missing.size == .zero)
    }

    @Test func namedColoursComeFromTheWorldsCatalog() {
        let world = Simulation()
        world.registerColor(named: "Brand", UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(UIColor(named: "Brand") == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(UIColor(named: "Brand", in: .main, compatibleWith: nil) == UIColor(named: "Brand"))
        #expect(UIColor(named: "Missing") == nil)
        let label = UILabel()
        label.textColor = UIColor(named: "Brand") ?? .black
        #expect(label.textColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    }

    @Test func layoutAttributesSubclassesCopyAndCompareByValue() throws {
        let attributes = PhotoLayoutAttributes(forCellWith: IndexPath(item: 3, section: 1))
        attributes.frame = CGRect(x: 0, y: 10, width: 100, height: 120)
        attributes.photoHeight = 80
        let copy = try #require(attributes.copy() as? PhotoLayoutAttributes)
        #expect(copy !== attributes && copy.photoHeight == 80 && copy.indexPath == IndexPath(item: 3, section: 1))
        #expect(copy.frame == attributes.frame && copy.representedElementCategory == .cell)
        #expect(copy.isEqual(attributes) && copy == attributes)
        copy.photoHeight = 90
        #expect(!copy.isEqual(attributes))
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                      with: IndexPath(item: 0, section: 0))
        let headerCopy = try #require(header.copy() as? UICollectionViewLayoutAttributes)
        #expect(headerCopy.representedElementKind == UICollectionView.elementKindSectionHeader && headerCopy == header)
        #expect(!(headerCopy is PhotoLayoutAttributes))
    }

    @Test func backBarButtonItemNamesTheNextBackButton() {
        let t = TestWorld()
        let root = UIViewController()
        root.title = "Inbox"
        root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: root)
        nav.hidesBarsOnSwipe = true
        t.show(nav)
        nav.pushViewController(UIViewController(), animated: false)
        t.run(for: 0.1)
        #expect(nav.navigationBar.backButtonItem?.title == "Back")
        #expect(nav.hidesBarsOnSwipe && !nav.hidesBarsOnTap)
    }

    @Test func barItemsKeepTitleTextAttributesPerState() {
        let item = UITabBarItem(title: "Home", image: nil, tag: 0)
        item.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
        #expect(item.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .red)
        #expect(item.titleTextAttributes(for: .normal) == nil)
        let button = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        button.setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 17)], for: .normal)
        #expect(button.titleTextAttributes(for: .normal)?[.font] != nil)
        let bar = UITabBar()
        bar.backgroundImage = UIImage()
        bar.shadowImage = UIImage()
        #expect(bar.backgroundImage != nil && bar.shadowImage != nil && bar.selectionIndicatorImage == nil)
    }

    @Test func restorationHooksAndSmallMembers() {
        let controller = RestoringController()
        controller.restorationIdentifier = "inbox"
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        controller.encodeRestorableState(with: coder)
        #expect(controller.saved == ["encode"] && controller.restorationIdentifier == "inbox")
        #expect(NSIndexPath(row: 2, section: 1).row == 2 && NSIndexPath(item: 4, section: 3).section == 3)
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 3)
        path.addClip()
        #expect(!path.isEmpty)
    }

    @Test func rowActionsBecomeTheSwipesButtons() throws {
        let t = TestWorld()
        let list = ArchiveListController(style: .plain)
        t.show(list)
        let table = list.tableView!
        let configuration = try #require(table.swipeActionsConfiguration(forRowAt: IndexPath(row: 1, section: 0), edge: .trailing))
        #expect(configuration.actions.map(\.title) == ["Delete", "Archive"])
        #expect(configuration.actions[0].style == .destructive && configuration.actions[1].backgroundColor == .blue)
        #expect(table.performSwipeAction(at: 1, forRowAt: IndexPath(row: 1, section: 0)))
        #expect(list.log == ["Archive 1"] && !table.isEditing)
        #expect(table.performSwipeAction(at: 0, forRowAt: IndexPath(row: 0, section: 0)))
        #expect(list.log.last == "deleted 0" && list.rows == ["b", "c"] && table.numberOfRows(inSection: 0) == 2)
        #expect(table.swipeActionsConfiguration(forRowAt: IndexPath(row: 0, section: 0), edge: .leading) == nil)
    }

    @Test func imagesToAndFromBytes() throws {
        let photo = UIImage(cgImage: try #require(UIGraphicsImageRenderer(size: CGSize(width: 300, height: 200)).image { _ in }.cgImage))
        let png = try #require(photo.pngData())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(UIImage(data: png)?.size == CGSize(width: 300, height: 200))
        let jpeg = try #require(photo.jpegData(compressionQuality: 0.8))
        #expect(jpeg.starts(with: [0xFF, 0xD8]) && jpeg.suffix(2) == Data([0xFF, 0xD9]))
        #expect(UIImage(data: jpeg, scale: 2)?.size == CGSize(width: 150, height: 100))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage().pngData() == nil, "an empty image has no bytes")
        #expect(UIImage(cgImage: try #require(UIGraphicsImageRenderer(size: CGSize(width: 1e6, height: 1e6)).image { _ in }.cgImage)).pngData() == nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ViewTreeImageData-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("icon@2x.png")
        try png.write(to: file)
        let loaded = try #require(UIImage(contentsOfFile: file.path))
        #expect(loaded.size == CGSize(width: 150, height: 100))
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
        if let dump = ProcessInfo.processInfo.environment["VIEWTREE_DUMP_IMAGE_DATA"] {
            try png.write(to: URL(fileURLWithPath: dump + ".png"))
            try jpeg.write(to: URL(fileURLWithPath: dump + ".jpg"))
        }
    }

    /// An outline list (emoji categories with their emoji), as `NSDiffableDataSourceSectionSnapshot` code writes it.
    @Test func sectionSnapshotsShowTheirVisibleItems() {
        let t = TestWorld()
        let collection = UICollectionView(frame: t.window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        t.window.addSubview(collection)
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Smileys", "Animals"])
        outline.append(["😀", "😂"], to: "Smileys")
        outline.append(["🐶"], to: "Animals")
        #expect(outline.items == ["Smileys", "😀", "😂", "Animals", "🐶"])
        #expect(outline.visibleItems == ["Smileys", "Animals"] && outline.level(of: "😂") == 1 && outline.parent(of: "🐶") == "Animals")
        outline.expand(["Smileys"])
        source.apply(outline, to: 0, animatingDifferences: false)
        t.run(for: 0.1)
        #expect(collection.numberOfItems(inSection: 0) == 4)
        #expect(source.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "😂")
        var again = source.snapshot(for: 0)
        #expect(again.isExpanded("Smileys") && !again.isVisible("🐶"))
        again.collapse(["Smileys"])
        again.expand(["Animals"])
        again.delete(["😂"])
        source.apply(again, to: 0)
        t.run(for: 0.1)
        #expect(source.snapshot().itemIdentifiers == ["Smileys", "Animals", "🐶"])
        #expect(again.snapshot(of: "Smileys").items == ["😀"] && again.snapshot(of: "Animals", includingParent: true).items == ["Animals", "🐶"])
    }

    @Test func listAccessoriesAndTargetedPreviews() {
        let star = UIImageView(image: UIImage(systemName: "star.fill"))
        var accessories: [UICellAccessory] = [.outlineDisclosure(options: .init(style: .header))]
        accessories.append(.customView(configuration: .init(customView: star, placement: .trailing())))
        let cell = UICollectionViewListCell()
        cell.accessories = accessories
        #expect(cell.accessories.count == 2 && cell.accessories[0].outlineDisclosureOptions?.style == .header)
        if case .customView(let configuration) = cell.accessories[1].kind {
            #expect(configuration.customView === star && configuration.placement == .trailing(displayed: .always))
        } else {
            Issue.record("the custom view accessory was not kept")
        }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let image = UIImageView(frame: CGRect(x: 10, y: 20, width: 60, height: 40))
        container.addSubview(image)
        let preview = UITargetedPreview(view: image)
        #expect(preview.view === image && preview.target.container === container && preview.target.center == CGPoint(x: 40, y: 40))
        #expect(preview.size == CGSize(width: 60, height: 40))
    }

    /// WordPress's button helper: a configuration whose title font comes from a transformer.
    @Test func aTitleTextAttributesTransformerSetsTheFont() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Sign up"
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.boldSystemFont(ofSize: 21)
            outgoing.foregroundColor = .orange
            return outgoing
        }
        let button = UIButton(configuration: configuration)
        #expect(button.titleLabel?.font == UIFont.boldSystemFont(ofSize: 21))
        #expect(button.titleColor(for: .normal) == .orange)
        var styled = AttributedString("Hello")
        styled.font = UIFont.systemFont(ofSize: 12)
        #expect(styled.font == UIFont.systemFont(ofSize: 12) && styled.foregroundColor == nil)
    }

    @Test func gradientsDrawNothingButRunAsWritten() {
        let t = TestWorld()
        let logo = GradientLogoView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        t.window.addSubview(logo)
        logo.setNeedsDisplay()
        t.run(for: 0.1)
        #expect(logo.drawn == 2)
        var components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        let gradient = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: &components, locations: nil, count: 2)
        #expect(gradient?.locations == [0, 1] && gradient?.colors.last == UIColor.blue.cgColor)
    }

    /// The second probe's members (30 more public files).
    @Test func secondProbeMembers() throws {
        let t = TestWorld()
        let nav = UINavigationController(rootViewController: UIViewController())
        nav.navigationBar.setBackgroundImage(UIImage(), for: .default)
        nav.navigationBar.shadowImage = UIImage()
        #expect(nav.navigationBar.backgroundImage(for: .default) != nil && nav.navigationBar.backgroundImage(for: .compact) == nil)
        #expect(nav.navigationBar.backgroundImage(for: .any, barMetrics: .default) != nil && nav.navigationBar.shadowImage != nil)
        let bar = CurvedTabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        bar.setItems([UITabBarItem(), UITabBarItem(title: "B", image: nil, tag: 1)], animated: false)
        t.window.addSubview(bar)
        bar.layoutIfNeeded()
        #expect(bar.layouts >= 1 && bar.items?.first?.title == nil && bar.items?.first?.tag == 0)
        let stretchy = UIImage().resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), resizingMode: .stretch)
        #expect(stretchy.size == .zero)
        let placeholder = NSLayoutConstraint()
        placeholder.isActive = true
        #expect(!placeholder.isActive && placeholder.firstItem == nil && placeholder.constant == 0)
        let theme = ThemeController()
        t.show(theme)
        let picker = UIColorPickerViewController()
        picker.delegate = theme
        picker.supportsAlpha = false
        theme.present(picker, animated: false)
        t.run(for: 0.1)
        picker.pick(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(picker.selectedColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1) && theme.view.backgroundColor == picker.selectedColor)
        picker.finish()
        t.run(for: 0.1)
        #expect(theme.log == ["select false", "finish"] && theme.presentedViewController == nil)
        picker.sheetPresentationController?.widthFollowsPreferredContentSizeWhenEdgeAttached = true
    }
}
