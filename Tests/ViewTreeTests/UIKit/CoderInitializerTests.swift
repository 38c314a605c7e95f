import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder
import ViewTreeTesting

/// `init?(coder:)` as UIKit has it: required and designated on `View` and `ViewController`, so the
/// boilerplate of every UIKit subclass ports unchanged, and Interface Builder files make classes
/// registered by type through it, as nib loading does.
@Suite struct CoderInitializerTests {
    /// The UIKit pattern: both initializers call a shared set-up.
    final class BadgeView: View {
        private(set) var madeBy = ""
        private(set) var title: String?
        private(set) var frameInInit = CGRect.null

        override init(frame: CGRect) {
            super.init(frame: frame)
            madeBy = "frame"
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            madeBy = "coder"
            title = coder.decodeObject(forKey: "userLabel") as? String
            frameInInit = frame
        }
    }

    /// A class whose coder initializer refuses, as a UIKit class may.
    final class RefusingView: View {
        required init?(coder: NSCoder) { nil }
        override init(frame: CGRect) { super.init(frame: frame) }
    }

    /// A coder that is not Interface Builder's: keyed, with no values and no frame.
    final class PlainCoder: NSCoder {
        override var allowsKeyedCoding: Bool { true }
        override func containsValue(forKey key: String) -> Bool { false }
        override func decodeObject(forKey key: String) -> Any? { nil }
    }

    @Test func superInitCoderMakesAViewInTheCurrentWorld() throws {
        let world = Simulation()
        let view = try #require(BadgeView(coder: PlainCoder()))
        #expect(view.madeBy == "coder")
        #expect(view.frame == .zero)
        #expect(view.simulation === world)
        #expect(view.title == nil)
    }

    @Test func everyLibraryClassKeepsItsDefaultsWhenDecoded() throws {
        let coder = PlainCoder()
        let label = try #require(Label(coder: coder))
        // Opaque, as UIView's default: Interface Builder writes `opaque="NO"` for its labels (DeviceDumpProbeTests).
        #expect(label.isOpaque && !label.isUserInteractionEnabled)
        let scroll = try #require(ScrollView(coder: coder))
        #expect(scroll.clipsToBounds)
        let button = try #require(Button(coder: coder))
        #expect(button.buttonType == .custom)
        let cell = try #require(TableViewCell(coder: coder))
        #expect(cell.frame.size == TableViewCell.defaultSize && cell.contentView.superview === cell)
        let collection = try #require(CollectionView(coder: coder))
        #expect(collection.collectionViewLayout is CollectionViewFlowLayout)
        let navigation = try #require(NavigationController(coder: coder))
        #expect(navigation.viewControllers.isEmpty)
        let alert = try #require(AlertController(coder: coder))
        #expect(alert.preferredStyle == .alert && alert.message == nil)
    }

    /// UIKit's `init()` on a controller is a convenience initializer: a subclass's own `init()` calls
    /// `super.init(nibName:bundle:)` and needs no `override`.
    final class CounterController: ViewController {
        let start: Int
        init() {
            start = 1
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) {
            start = 2
            super.init(coder: coder)
        }
    }

    @Test func aControllerWritesItsInitializersAsInUIKit() throws {
        #expect(CounterController().start == 1)
        #expect(CounterController(coder: PlainCoder())?.start == 2)
        #expect(ViewController().nibName == nil)
    }

    static func badgeXib(_ customClass: String) -> String {
        InterfaceBuilderLoadingTests.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                <subviews>
                    <view contentMode="scaleToFill" customClass="\(customClass)" userLabel="Inbox" id="badge">
                        <rect key="frame" x="20" y="30" width="40" height="24"/>
                        <color key="backgroundColor" red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </view>
                </subviews>
            </view>
            """)
    }

    @Test func aClassRegisteredByTypeIsMadeThroughItsCoderInitializer() throws {
        var registry = InterfaceBuilderRegistry.standard
        registry.registerClass("BadgeView", BadgeView.self)
        let loaded = Nib(document: try InterfaceBuilderDocument(string: Self.badgeXib("BadgeView")), registry: registry)
            .instantiateHierarchy(withOwner: nil)
        let badge = try #require(loaded.view(withID: "badge") as? BadgeView)
        #expect(badge.madeBy == "coder")                 // init(frame:) did not run, as in UIKit
        #expect(badge.frameInInit == CGRect(x: 20, y: 30, width: 40, height: 24))   // the saved frame, already
        #expect(badge.title == "Inbox")                  // the element's attributes, through the coder
        #expect(badge.backgroundColor == Color(red: 1, green: 0, blue: 0))           // set by the loader after
        #expect(loaded.report.isEmpty)
    }

    @Test func aCoderInitializerThatFailsIsReportedAndThePlainClassLoads() throws {
        var registry = InterfaceBuilderRegistry.standard
        registry.registerClass("RefusingView", RefusingView.self)
        let loaded = Nib(document: try InterfaceBuilderDocument(string: Self.badgeXib("RefusingView")), registry: registry)
            .instantiateHierarchy(withOwner: nil)
        let badge = try #require(loaded.view(withID: "badge"))
        #expect(!(badge is RefusingView))
        #expect(badge.frame == CGRect(x: 20, y: 30, width: 40, height: 24))
        #expect(loaded.report.entries.contains { $0.message.contains("init?(coder:) of custom class RefusingView returned nil") })
    }

    final class TutorialController: ViewController {
        private(set) var decodedClass: String?
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            decodedClass = coder.decodeObject(forKey: "customClass") as? String
        }
    }

    @Test func aStoryboardSceneRegisteredByTypeIsDecoded() throws {
        var registry = InterfaceBuilderRegistry.standard
        registry.registerViewController("ViewController", TutorialController.self)
        let storyboard = try Storyboard(contentsOf: Fixtures.url("NavigationControllerTutorial.storyboard"), registry: registry)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? NavigationController)
        let root = try #require(navigation.viewControllers.first as? TutorialController)
        #expect(root.decodedClass == "ViewController")
        #expect(root.storyboard === storyboard)
    }
}
