import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// File's Owner: outlets and actions registered by name, since there is no Objective-C runtime.
@Suite struct NibOwnerTests {
    static let text = InterfaceBuilderLoadingTests.xib("""
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view id="root">
            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            <subviews>
                <label text="Name" id="name"><rect key="frame" x="0.0" y="0.0" width="40" height="20"/></label>
                <view id="save">
                    <rect key="frame" x="0.0" y="40" width="40" height="20"/>
                    <connections>
                        <action selector="save:" destination="-1" eventType="touchUpInside" id="act"/>
                        <action selector="cancel:" destination="-1" eventType="touchUpInside" id="act2"/>
                    </connections>
                </view>
            </subviews>
        </view>
        """).replacingOccurrences(of: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        """, with: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileOwner">
            <connections>
                <outlet property="view" destination="root" id="o1"/>
                <outlet property="nameLabel" destination="name" id="o2"/>
                <outlet property="saveButton" destination="name" id="o3"/>
            </connections>
        </placeholder>
        """)

    final class ProfileOwner: NibOwner {
        var view: View?
        var nameLabel: Label?
        var saveButton: ImageView?
        var saves: [View?] = []
        var awoke = 0

        func registerConnections(_ connections: NibConnections) {
            connections.outlet("view") { [weak self] (view: View) in self?.view = view }
            connections.outlet("nameLabel") { [weak self] (label: Label) in self?.nameLabel = label }
            connections.outlet("saveButton") { [weak self] (button: ImageView) in self?.saveButton = button }
            connections.action("save:") { [weak self] sender in self?.saves.append(sender as? View) }
        }

        func awakeFromNib() { awoke += 1 }
    }

    @Test func outletsAndActionsReachTheOwnerByName() throws {
        let owner = ProfileOwner()
        let loaded = Nib(document: try InterfaceBuilderDocument(string: Self.text)).instantiateHierarchy(withOwner: owner)
        #expect(owner.view === loaded.view(withID: "root"))
        #expect(owner.nameLabel?.text == "Name")
        #expect(owner.saveButton == nil, "a label is not an ImageView: not connected")
        #expect(owner.awoke == 1)
        #expect(loaded.report.entries.map(\.kind) == [.unconnectedOutlet, .unconnectedAction])
        let save = try #require(loaded.actions.first { $0.selector == "save:" })
        #expect(save.isConnected && save.eventType == "touchUpInside" && save.destinationID == "-1")
        save.sendAction()
        #expect(owner.saves.count == 1 && owner.saves.first! === loaded.view(withID: "save"))
        #expect(loaded.actions.first { $0.selector == "cancel:" }?.isConnected == false)
    }

    @Test func eachInstantiationMakesNewViews() throws {
        let nib = Nib(document: try InterfaceBuilderDocument(string: Self.text))
        let first = nib.instantiate(withOwner: nil)
        let second = nib.instantiate(withOwner: nil)
        #expect(first.count == 1 && second.count == 1 && first[0] !== second[0])
    }

    @Test func nothingKeepsTheOwnerOrTheViewsAlive() throws {
        weak var weakOwner: ProfileOwner?
        weak var weakRoot: View?
        weak var weakAction: NibAction?
        do {
            let owner = ProfileOwner()
            weakOwner = owner
            let loaded = Nib(document: try InterfaceBuilderDocument(string: Self.text)).instantiateHierarchy(withOwner: owner)
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.addSubview(try #require(loaded.topLevelViews.first))
            weakRoot = loaded.topLevelViews.first
            weakAction = loaded.actions.first
            loaded.actions.first?.sendAction()
        }
        #expect(weakOwner == nil)
        #expect(weakRoot == nil)
        #expect(weakAction == nil)
    }

    @Test func aCheckReleasesItsWorld() throws {
        weak var weakWorld: Simulation?
        weak var weakView: View?
        do {
            let check = InterfaceBuilderChecker.check(try Fixtures.document("SeedC5-Heights250.xib"))
            weakWorld = check.worlds.first
            weakView = check.windows.first?.subviews.first
            #expect(weakView != nil)
        }
        #expect(weakWorld == nil)
        #expect(weakView == nil)
    }
}
