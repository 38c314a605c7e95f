// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A chat screen's input bar, as a probed chat controller pins it: to the keyboard while it is docked, with
/// tracked constraints for the bottom edge.
private final class ChatController: UIViewController {
    let inputBar = UIView()
    var nearBottom: [NSLayoutConstraint] = []
    var awayFromTop: [NSLayoutConstraint] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        inputBar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(inputBar)
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        nearBottom = [inputBar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)]
        awayFromTop = [inputBar.heightAnchor.constraint(equalToConstant: 50)]
        NSLayoutConstraint.activate([inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                                     inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor)])
        view.keyboardLayoutGuide.setConstraints(nearBottom, activeWhenNearEdge: .bottom)
        view.keyboardLayoutGuide.setConstraints(awayFromTop, activeWhenAwayFrom: .top)
        view.keyboardLayoutGuide.setConstraints([inputBar.topAnchor.constraint(equalTo: view.topAnchor)], activeWhenNearEdge: .top)
    }
}

/// A cover-flow layout: its own attributes class, cells fading in and out, and the updates it was told of.
private final class FadingAttributes: UICollectionViewLayoutAttributes {
    var depth: CGFloat = 0
    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! FadingAttributes
        copy.depth = depth
        return copy
    }
}

private final class FadingLayout: UICollectionViewFlowLayout {
    var updates: [String] = []
    var finalized = 0
    override class var layoutAttributesClass: AnyClass { FadingAttributes.self }
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        updates = updateItems.map { "\($0.updateAction.rawValue):\($0.indexPathBeforeUpdate?.item ?? -1)>\($0.indexPathAfterUpdate?.item ?? -1)" }
    }
    override func finalizeCollectionViewUpdates() { finalized += 1 }
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        attributes?.alpha = 0
        return attributes
    }
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        attributes.alpha = 0
        return attributes
    }
}

private final class Numbers: NSObject, UICollectionViewDataSource {
    var count = 3
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
    }
}

/// Photo albums with a badge on each photo, as Ray Wenderlich's compositional layout sample anchors them.
private final class Badged: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "badge", for: indexPath)
    }
}

/// A section background whose superclass a probed file registers (`register(SectionBackground.superclass(), …)`).
private final class Shelf: UICollectionReusableView {}

/// The gaps a sixth probe of public UIKit files found: the keyboard guide's tracked constraints and a custom
/// collection view layout's hooks.
@Suite struct ProbedPublicFilesRound6Tests {
    @Test func trackedConstraintsFollowTheDockedKeyboardGuide() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let chat = ChatController()
        t.show(chat)
        let guide: UIKeyboardLayoutGuide = chat.view.keyboardLayoutGuide
        #expect(guide.nearEdges == [.bottom, .leading, .trailing])
        #expect(chat.nearBottom.allSatisfy(\.isActive) && chat.awayFromTop.allSatisfy(\.isActive))
        #expect(guide.constraints(activeWhenNearEdge: .top).allSatisfy { !$0.isActive })
        #expect(chat.inputBar.frame == CGRect(x: 0, y: 728, width: 375, height: 50))
        // Replacing a set deactivates the old one.
        let taller = [chat.inputBar.heightAnchor.constraint(equalToConstant: 60)]
        guide.setConstraints(taller, activeWhenAwayFrom: .top)
        #expect(!chat.awayFromTop[0].isActive && taller[0].isActive && guide.constraints(activeWhenAwayFrom: .top) == taller)
        guide.removeAllTrackedConstraints()
        #expect(!taller[0].isActive && !chat.nearBottom[0].isActive)
    }

    @Test func aCustomLayoutsHooksRunAroundABatchUpdate() throws {
        let t = TestWorld()
        let layout = FadingLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "n")
        let numbers = Numbers()
        collection.dataSource = numbers
        t.window.addSubview(collection)
        t.run(for: 0.1)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) is FadingAttributes)
        let doomed = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        numbers.count = 3
        collection.performBatchUpdates {
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collection.insertItems(at: [IndexPath(item: 2, section: 0)])
        }
        #expect(layout.updates == ["1:0>-1", "0:-1>2"] && layout.finalized == 1)
        // The new cell starts transparent and fades in; the deleted one shrinks away and then goes.
        let appearing = try #require(collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(appearing.alpha == 1 && appearing.layer.presentation()?.opacity == 0)
        #expect(doomed.superview === collection && doomed.frame.width == 10)
        t.run(for: 1)
        #expect(doomed.superview == nil && appearing.layer.presentation()?.opacity == 1)
        let context = layout.invalidationContext(forBoundsChange: .zero)
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0)] && !context.invalidateEverything)
        let decoration = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "shelf", with: IndexPath(item: 0, section: 0))
        #expect(decoration.representedElementCategory == .decorationView && decoration.representedElementKind == "shelf")
        decoration.transform3D = CATransform3DMakeScale(2, 2, 1)
        #expect(decoration.transform == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test func anchoredBadgesSitOnEachCell() throws {
        let t = TestWorld()
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                                                        elementKind: "badge", containerAnchor: anchor)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsetsReference = .none
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300),
                                          collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "badge")
        let source = Badged()
        collection.dataSource = source
        t.window.addSubview(collection)
        t.run(for: 0.1)
        let layout = collection.collectionViewLayout
        // The badge's top-trailing corner sits half its size outside the cell's: (100 − 20 + 10, 0 − 10).
        let first = try #require(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 90, y: -10, width: 20, height: 20))
        let second = try #require(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0)))
        #expect(second.frame == CGRect(x: 190, y: -10, width: 20, height: 20))
        // One badge view per cell.
        #expect(collection.subviews.filter { !($0 is UICollectionViewCell) && $0.frame.width == 20 }.count == 2)
    }

    @Test func screenBrightnessAndSmallMembers() {
        let t = TestWorld()
        let screen = t.simulation.screen
        var posted = 0
        let token = t.simulation.notificationCenter.addObserver(forName: UIScreen.brightnessDidChangeNotification, object: screen) { _ in posted += 1 }
        #expect(screen.brightness == 0.5 && screen.maximumFramesPerSecond == 60)
        screen.brightness = 0.8
        screen.brightness = 2
        screen.brightness = .nan
        #expect(screen.brightness == 1 && posted == 2)
        t.simulation.notificationCenter.removeObserver(token)
        t.simulation.runLoop.framesPerSecond = 120
        #expect(screen.maximumFramesPerSecond == 120)
        #expect(UILabel.isSubclass(of: UIView.self) && !UIView.isSubclass(of: UILabel.self))
        #expect(UILabel.superclass() == UIView.self)
        let table = UITableView()
        #expect(table.estimatedSectionHeaderHeight == UITableView.automaticDimension && table.selfSizingInvalidation == .enabled)
        table.estimatedSectionHeaderHeight = 28
        #expect(table.estimatedSectionHeaderHeight == 28)
        let tabs = UITabBarController()
        let a = UIViewController(), b = UIViewController()
        tabs.viewControllers = [a, b]
        #expect(tabs.customizableViewControllers?.count == 2 && tabs.moreNavigationController.viewControllers.isEmpty)
        #expect((UICollectionViewFlowLayout().invalidationContext(forBoundsChange: .zero) as? UICollectionViewFlowLayoutInvalidationContext) != nil)
    }

    @Test func classesRegisterAsAnyClass() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        let cellClass: AnyClass = UICollectionViewCell.self
        collection.register(cellClass, forCellWithReuseIdentifier: "c")
        #expect(type(of: collection.dequeueReusableCell(withReuseIdentifier: "c", for: IndexPath(item: 0, section: 0))) == UICollectionViewCell.self)
        collection.register(Shelf.superclass(), forSupplementaryViewOfKind: "k", withReuseIdentifier: "h")
        let table = UITableView()
        let rowClass: AnyClass = UITableViewCell.self
        table.register(rowClass, forCellReuseIdentifier: "r")
        #expect(table.dequeueReusableCell(withIdentifier: "r") != nil)
        table.register(UILabel.self as AnyClass, forCellReuseIdentifier: "x")
        #expect(table.dequeueReusableCell(withIdentifier: "x") == nil)
        #expect(t.simulation.diagnostics.filter { $0.message.contains("is not a UITableViewCell subclass") }.count == 1)
    }
}
