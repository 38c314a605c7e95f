// A collection view's layout element names a class (`customClass` on `<collectionViewFlowLayout>` or
// `<collectionViewLayout>`): UIKit unarchives the layout with the collection view, so the collection view starts
// with an instance of that class, which gets `awakeFromNib()`; a flow layout subclass keeps the file's sizes.
import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

@Suite struct CollectionViewLayoutClassTests {
    /// A flow layout subclass as apps write one for a storyboard: `awakeFromNib()` finishes its setup.
    final class SnappingFlowLayout: CollectionViewFlowLayout {
        var awoken = 0
        var itemSizeWhenAwoken: CGSize?
        override func awakeFromNib() {
            super.awakeFromNib()
            awoken += 1
            itemSizeWhenAwoken = itemSize
            minimumLineSpacing = 24
        }
    }

    /// A layout of its own (`<collectionViewLayout customClass="MosaicLayout">`).
    final class MosaicLayout: CollectionViewLayout {}

    /// A collection view subclass, made with `init?(coder:)`.
    final class GalleryView: CollectionView {
        var layoutInInit: CollectionViewLayout?
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            layoutInInit = collectionViewLayout
        }
    }

    static func nib(layout: String, collectionClass: String? = nil) -> String {
        InterfaceBuilderLoadingTests.xib("""
            <collectionView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" dataMode="prototypes" id="grid"\(collectionClass.map { " customClass=\"\($0)\"" } ?? "")>
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                \(layout)
            </collectionView>
            """)
    }

    static let flowSubclass = """
        <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="4" id="fl" customClass="SnappingFlowLayout">
            <size key="itemSize" width="90" height="110"/>
            <inset key="sectionInset" minX="4" minY="6" maxX="8" maxY="10"/>
        </collectionViewFlowLayout>
        """

    static var registry: InterfaceBuilderRegistry {
        var registry = InterfaceBuilderRegistry.standard
        registry.registerCollectionViewLayout("SnappingFlowLayout", SnappingFlowLayout.self)
        registry.registerCollectionViewLayout("MosaicLayout") { MosaicLayout() }
        registry.registerClass("GalleryView", GalleryView.self)
        return registry
    }

    private func load(_ text: String, registry: InterfaceBuilderRegistry = Self.registry) throws -> (CollectionView, InterfaceBuilderHierarchy) {
        let hierarchy = Nib(document: try InterfaceBuilderDocument(string: text), registry: registry).instantiateHierarchy(withOwner: nil)
        return (try #require(hierarchy.topLevelViews.first as? CollectionView), hierarchy)
    }

    @Test func aFlowLayoutSubclassIsMadeWithTheFilesValuesAndAwakes() throws {
        let (collection, hierarchy) = try load(Self.nib(layout: Self.flowSubclass))
        let layout = try #require(collection.collectionViewLayout as? SnappingFlowLayout)
        #expect(layout.itemSize == CGSize(width: 90, height: 110))
        #expect(layout.sectionInset == EdgeInsets(top: 6, left: 4, bottom: 10, right: 8))
        #expect(layout.minimumInteritemSpacing == 4)
        #expect(layout.awoken == 1 && layout.itemSizeWhenAwoken == CGSize(width: 90, height: 110))
        #expect(layout.minimumLineSpacing == 24, "awakeFromNib came after the file's values")
        #expect(layout.collectionView === collection)
        #expect(hierarchy.report.isEmpty)
    }

    @Test func aCustomLayoutClassReplacesTheFlowLayout() throws {
        let (collection, _) = try load(Self.nib(layout: #"<collectionViewLayout key="collectionViewLayout" id="ml" customClass="MosaicLayout"/>"#))
        #expect(collection.collectionViewLayout is MosaicLayout)
    }

    @Test func aCollectionViewSubclassStartsWithTheArchivedLayout() throws {
        let (collection, _) = try load(Self.nib(layout: Self.flowSubclass, collectionClass: "GalleryView"))
        let gallery = try #require(collection as? GalleryView)
        #expect(gallery.layoutInInit is SnappingFlowLayout, "unarchived before the subclass's own init code runs")
        #expect(gallery.collectionViewLayout === gallery.layoutInInit)
    }

    @Test func aCollectionViewSubclassGetsTheFilesFlowLayoutValues() throws {
        let plainFlow = """
            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="3" minimumInteritemSpacing="5" id="fl">
                <size key="itemSize" width="70" height="80"/>
            </collectionViewFlowLayout>
            """
        let (collection, _) = try load(Self.nib(layout: plainFlow, collectionClass: "GalleryView"))
        let flow = try #require(collection.collectionViewLayout as? CollectionViewFlowLayout)
        #expect(flow.itemSize == CGSize(width: 70, height: 80) && flow.minimumLineSpacing == 3)
    }

    @Test func anUnregisteredLayoutClassIsReportedAndAFlowLayoutUsed() throws {
        let (collection, hierarchy) = try load(Self.nib(layout: Self.flowSubclass), registry: .standard)
        let flow = try #require(collection.collectionViewLayout as? CollectionViewFlowLayout)
        #expect(!(flow is SnappingFlowLayout))
        #expect(flow.itemSize == CGSize(width: 90, height: 110), "the file's values still apply")
        #expect(hierarchy.report.entries.map(\.kind) == [.unknownCustomClass])
        #expect(hierarchy.report.entries.first?.message.contains("SnappingFlowLayout") == true)
    }

    @Test func theCanvasKeepsAPlainFlowLayout() throws {
        let check = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: Self.nib(layout: Self.flowSubclass)),
                                                  registry: Self.registry)
        let collection = try #require(check.hierarchies.first?.topLevelViews.first as? CollectionView)
        #expect(!(collection.collectionViewLayout is SnappingFlowLayout), "Xcode's canvas runs no app code")
    }
}
