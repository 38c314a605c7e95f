import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// An app's storyboard and nibs in a folder of their own, found by name as UIKit finds them in the bundle.
private struct AppFolder {
    let url: URL
    init(_ test: String) {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ViewTree-NamedFiles-\(test)-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.createDirectory(at: url.appendingPathComponent("Base.lproj"), withIntermediateDirectories: true)
        write("Base.lproj/Main.storyboard", Self.storyboard)
        write("ContactCell.xib", Self.cell(reuseIdentifier: "ContactCell"))
        write("BadgeView.xib", Self.badge)
        write("Broken.xib", "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\"><objects>")
    }
    func write(_ path: String, _ text: String) {
        try? Data(text.utf8).write(to: url.appendingPathComponent(path))
    }
    func remove() { try? FileManager.default.removeItem(at: url) }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="lst-vc-001">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="lst-sc-001">
                    <objects>
                        <viewController storyboardIdentifier="List" title="Contacts" id="lst-vc-001" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="lst-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="dtl-sc-001">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="dtl-vc-001" customClass="DetailViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="dtl-vw-001">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    static func cell(reuseIdentifier: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" reuseIdentifier="\(reuseIdentifier)" id="cel-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cel-vw-001" id="cel-cv-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    static let badge = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="bdg-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="32"/>
                    <subviews>
                        <label opaque="NO" text="New" textAlignment="center" lineBreakMode="tailTruncation" id="bdg-lb-001">
                            <rect key="frame" x="8" y="6" width="104" height="20"/>
                            <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        </label>
                    </subviews>
                </view>
            </objects>
        </document>
        """
}

final class DetailViewController: UIViewController {
    var contactName = ""
    convenience init?(coder: NSCoder, contactName: String) {
        self.init(coder: coder)
        self.contactName = contactName
    }
}

@Suite struct NamedInterfaceBuilderFilesTests {
    @Test func aStoryboardIsFoundByNameInTheWorldsFolderAndItsBaseLproj() {
        let t = TestWorld()
        let app = AppFolder("storyboard")
        defer { app.remove() }
        t.simulation.resourceDirectories = [app.url]
        t.simulation.interfaceBuilderRegistry.registerViewController("DetailViewController") { DetailViewController() }

        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let list = storyboard.instantiateInitialViewController()
        #expect(list?.title == "Contacts" && list?.storyboard === storyboard)
        let detail = storyboard.instantiateViewController(withIdentifier: "Detail") as? DetailViewController
        #expect(detail != nil && detail?.isViewLoaded == false)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func theIOS13CreatorMakesTheControllerTheSceneConfigures() {
        let t = TestWorld()
        let app = AppFolder("creator")
        defer { app.remove() }
        t.simulation.resourceDirectories = [app.url]
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let detail: DetailViewController = storyboard.instantiateViewController(identifier: "Detail") { coder in
            DetailViewController(coder: coder, contactName: "Ada")
        }
        #expect(detail.contactName == "Ada" && detail.storyboard === storyboard)
        let wrong: DetailViewController? = storyboard.instantiateViewController(identifier: "List")
        #expect(wrong == nil)                                              // the List scene is a plain controller
        #expect(t.simulation.diagnostics.contains { $0.message.contains("makes a ViewController, not a DetailViewController") })
    }

    @Test func anUnknownIdentifierOrStoryboardIsReportedNotRaised() {
        let t = TestWorld()
        let app = AppFolder("unknown")
        defer { app.remove() }
        t.simulation.resourceDirectories = [app.url]
        let controller = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Settings")
        #expect(type(of: controller) == UIViewController.self)
        #expect(t.simulation.diagnostics.last?.message.contains("Storyboard 'Main' doesn't contain a view controller with identifier 'Settings'") == true)
        let missing = UIStoryboard(name: "Onboarding", bundle: nil)
        #expect(missing.instantiateInitialViewController() == nil && missing.scenes.isEmpty)
        #expect(t.simulation.diagnostics.last?.message.contains("Could not find a storyboard named 'Onboarding'") == true)
    }

    @Test func aNibRegisteredForATableMakesItsCells() {
        let t = TestWorld()
        let app = AppFolder("cells")
        defer { app.remove() }
        t.simulation.resourceDirectories = [app.url]
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UINib(nibName: "ContactCell", bundle: nil), forCellReuseIdentifier: "ContactCell")
        let first = table.dequeueReusableCell(withIdentifier: "ContactCell", for: IndexPath(row: 0, section: 0))
        let second = table.dequeueReusableCell(withIdentifier: "ContactCell", for: IndexPath(row: 1, section: 0))
        #expect(first !== second && first.reuseIdentifier == "ContactCell" && first.frame.height == 60)
        #expect(t.simulation.diagnostics.isEmpty)
        table.register(UINib(nibName: "BadgeView", bundle: nil), forCellReuseIdentifier: "Badge")
        let plain = table.dequeueReusableCell(withIdentifier: "Badge", for: IndexPath(row: 2, section: 0))
        #expect(plain.reuseIdentifier == "Badge")
        #expect(t.simulation.diagnostics.contains { $0.message.contains("has no table view cell at its top level") })
    }

    @Test func loadNibNamedGivesTheTopLevelViewsOrNil() {
        let t = TestWorld()
        let app = AppFolder("views")
        defer { app.remove() }
        t.simulation.resourceDirectories = [app.url]
        let badge = Bundle.main.loadNibNamed("BadgeView", owner: nil, options: nil)?.first as? UIView
        #expect(badge?.frame == CGRect(x: 0, y: 0, width: 120, height: 32))
        #expect((badge?.subviews.first as? UILabel)?.text == "New")
        let views = UINib(nibName: "BadgeView", bundle: nil).instantiate(withOwner: nil, options: nil)
        #expect(views.count == 1 && (views.first as? UIView) !== badge)
        #expect(Bundle.main.loadNibNamed("Missing", owner: nil, options: nil) == nil)
        #expect(Bundle.main.loadNibNamed("Broken", owner: nil, options: nil) == nil)
        #expect(t.simulation.diagnostics.map(\.message).contains { $0.contains("'Broken' (Broken.xib) cannot be read") })
    }

    @Test func twoWorldsKeepTheirOwnFoldersAndRegistries() {
        let a = TestWorld(), b = TestWorld()
        let app = AppFolder("worlds")
        defer { app.remove() }
        a.simulation.resourceDirectories = [app.url]
        a.simulation.interfaceBuilderRegistry.registerViewController("DetailViewController") { DetailViewController() }
        #expect(b.simulation.resourceDirectories.isEmpty)
        #expect(b.simulation.interfaceBuilderRegistry.factory(forViewController: "DetailViewController") == nil)
        b.simulation.makeCurrent()
        #expect(UIStoryboard(name: "Main", bundle: nil).scenes.isEmpty)    // not found from b
        a.simulation.makeCurrent()
        #expect(UIStoryboard(name: "Main", bundle: nil).scenes.count == 2)
    }
}
