// Nibs registered for reusable views other than cells: a collection view's headers and footers, a layout's
// decoration views and a table's header-footer views, each made from the nib's first top-level view of the kind.
import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

@Suite struct NibReusableViewRegistrationTests {
    /// A table section header designed in a xib, as apps write one (a `UITableViewHeaderFooterView` subclass).
    final class SectionHeader: TableViewHeaderFooterView {}

    static let headerXib = InterfaceBuilderLoadingTests.xib("""
        <collectionReusableView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="hdr">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <subviews>
                <label text="Recent" id="ttl"><rect key="frame" x="16" y="12" width="120" height="20"/></label>
            </subviews>
        </collectionReusableView>
        """)

    static let sectionHeaderXib = InterfaceBuilderLoadingTests.xib("""
        <view contentMode="scaleToFill" id="sec" customClass="SectionHeader">
            <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <subviews>
                <label text="Favourites" id="lbl"><rect key="frame" x="16" y="10" width="200" height="20"/></label>
            </subviews>
        </view>
        """)

    static let plainViewXib = InterfaceBuilderLoadingTests.xib("""
        <view contentMode="scaleToFill" id="pln"><rect key="frame" x="0.0" y="0.0" width="50" height="50"/></view>
        """)

    static func nib(_ text: String) throws -> Nib {
        var registry = InterfaceBuilderRegistry.standard
        registry.registerClass("SectionHeader", SectionHeader.self)
        return Nib(document: try InterfaceBuilderDocument(string: text), registry: registry)
    }

    @Test func aNibRegisteredForHeadersMakesEachHeaderFromTheNib() throws {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewFlowLayout())
        window.addSubview(collection)
        collection.register(try Self.nib(Self.headerXib), forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "Header")
        let first = collection.dequeueReusableSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "Header",
                                                                for: IndexPath(item: 0, section: 0))
        let second = collection.dequeueReusableSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "Header",
                                                                 for: IndexPath(item: 0, section: 1))
        #expect(first !== second && first.reuseIdentifier == "Header" && first.frame.height == 44)
        #expect((first.subviews.first as? Label)?.text == "Recent")
        #expect(world.diagnostics.isEmpty)
        // A class registered afterwards replaces the nib.
        collection.register(CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "Header")
        let fromClass = collection.dequeueReusableSupplementaryView(ofKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "Header",
                                                                    for: IndexPath(item: 0, section: 2))
        #expect(fromClass.subviews.isEmpty)
    }

    @Test func aNibWithoutAReusableViewIsReportedAndAPlainViewIsUsed() throws {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: CollectionViewFlowLayout())
        window.addSubview(collection)
        collection.register(try Self.nib(Self.plainViewXib), forSupplementaryViewOfKind: "badge", withReuseIdentifier: "Badge")
        let view = collection.dequeueReusableSupplementaryView(ofKind: "badge", withReuseIdentifier: "Badge", for: IndexPath(item: 0, section: 0))
        #expect(type(of: view) == CollectionReusableView.self && view.reuseIdentifier == "Badge")
        #expect(world.diagnostics.contains { $0.message.contains("has no collection reusable view at its top level") })
    }

    @Test func aNibRegisteredForHeaderFooterViewsMakesTheSubclass() throws {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let table = TableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        table.register(try Self.nib(Self.sectionHeaderXib), forHeaderFooterViewReuseIdentifier: "SectionHeader")
        let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "SectionHeader"))
        #expect(header is SectionHeader && header.reuseIdentifier == "SectionHeader")
        #expect(header.subviews.contains { ($0 as? Label)?.text == "Favourites" })
        #expect(world.diagnostics.isEmpty)
        table.register(nil as Nib?, forHeaderFooterViewReuseIdentifier: "SectionHeader")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Other") == nil)
        table.register(try Self.nib(Self.plainViewXib), forHeaderFooterViewReuseIdentifier: "Plain")
        let plain = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "Plain"))
        #expect(type(of: plain) == TableViewHeaderFooterView.self && plain.reuseIdentifier == "Plain")
        #expect(world.diagnostics.contains { $0.message.contains("has no table view header-footer view at its top level") })
    }

    @Test func aNibRegisteredForADecorationKindMakesTheSectionBackgrounds() throws {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                   subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.decorationItems = [.background(elementKind: "card")]
        let layout = CollectionViewCompositionalLayout(section: section)
        layout.register(try Self.nib(Self.headerXib), forDecorationViewOfKind: "card")
        let collection = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = CompoCounts([3])
        collection.dataSource = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        let cards = collection.subviews.filter { $0.subviews.contains { ($0 as? Label)?.text == "Recent" } }
        #expect(cards.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 150)])
        #expect(world.diagnostics.isEmpty)
        _ = source
    }
}
