// `awakeFromNib()` on views and view controllers: sent to every view a nib or storyboard makes, once every
// outlet is connected, and to every controller a storyboard unarchives; never to objects made in code, nor on
// the design-time canvas.
import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

@Suite struct AwakeFromNibTests {
    /// A custom view as apps write one: its outlet is connected before `awakeFromNib`, which styles it.
    final class BadgeView: View, NibOwner {
        var title: Label?
        var awokeWithTitle: [String?] = []
        func registerConnections(_ connections: NibConnections) {
            connections.outlet("title") { [weak self] (label: Label) in self?.title = label }
        }
        override func awakeFromNib() {
            super.awakeFromNib()
            awokeWithTitle.append(title?.text)
            title?.textColor = .red
        }
    }

    static let text = InterfaceBuilderLoadingTests.xib("""
        <view id="badge" customClass="BadgeView">
            <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
            <subviews>
                <label text="New" id="title"><rect key="frame" x="0.0" y="0.0" width="40" height="20"/></label>
            </subviews>
            <connections>
                <outlet property="title" destination="title" id="o1"/>
            </connections>
        </view>
        """)

    static var registry: InterfaceBuilderRegistry {
        var registry = InterfaceBuilderRegistry.standard
        registry.registerClass("BadgeView", BadgeView.self)
        return registry
    }

    @Test func aLoadedViewAwakesOnceWithItsOutletsConnected() throws {
        let nib = Nib(document: try InterfaceBuilderDocument(string: Self.text), registry: Self.registry)
        let badge = try #require(nib.instantiate(withOwner: nil).first as? BadgeView)
        #expect(badge.awokeWithTitle == ["New"])
        #expect(badge.title?.textColor == .red)
    }

    @Test func viewsMadeInCodeAndOnTheCanvasDoNotAwake() throws {
        let made = BadgeView(frame: .zero)
        #expect(made.awokeWithTitle.isEmpty)
        let check = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: Self.text), registry: Self.registry)
        let checked = try #require(check.hierarchies.first?.topLevelViews.first as? BadgeView)
        #expect(checked.awokeWithTitle.isEmpty, "Xcode's canvas runs no app code")
    }
}
