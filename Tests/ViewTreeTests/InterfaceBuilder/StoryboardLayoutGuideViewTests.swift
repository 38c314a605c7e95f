import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder
import ViewTreeTesting

/// A storyboard scene's legacy top and bottom layout guides become hidden `_UILayoutGuide` views at run time,
/// after the file's subviews and before what `viewDidLoad` adds, as device dumps show (`_UILayoutGuide`).
@Suite struct StoryboardLayoutGuideViewTests {
    /// Adds a view of its own in `viewDidLoad`, as the dumped projects did.
    final class AddingController: ViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(View(frame: CGRect(x: 0, y: 300, width: 300, height: 300)))
        }
    }

    /// An Xcode 6-era scene: a 320 × 568 root with a button pinned 171 pt below the top layout guide.
    static func storyboard(guides: Bool) -> String {
        let layoutGuides = guides ? """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="tlg"/>
                <viewControllerLayoutGuide type="bottom" id="blg"/>
            </layoutGuides>
            """ : ""
        let guideConstraint = guides ? #"<constraint firstItem="btn" firstAttribute="top" secondItem="tlg" secondAttribute="bottom" constant="171" id="c1"/>"# : ""
        return """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" systemVersion="14C109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController customClass="AddingController" id="vc" sceneMemberID="viewController">
                                \(layoutGuides)
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn">
                                            <rect key="frame" x="8" y="191" width="304" height="30"/>
                                            <state key="normal" title="Verify"/>
                                        </button>
                                    </subviews>
                                    <constraints>
                                        \(guideConstraint)
                                        <constraint firstItem="btn" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="c2"/>
                                        <constraint firstAttribute="trailing" secondItem="btn" secondAttribute="trailing" constant="8" id="c3"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    private func shownScene(guides: Bool, profile: PlatformProfile) throws -> (TestWorld, AddingController) {
        var registry = InterfaceBuilderRegistry.standard
        registry.registerViewController("AddingController") { AddingController() }
        let t = TestWorld(profile: profile, windowSize: CGSize(width: 320, height: 568))
        let storyboard = Storyboard(document: try InterfaceBuilderDocument(string: Self.storyboard(guides: guides)), registry: registry)
        let controller = try #require(storyboard.instantiateInitialViewController() as? AddingController)
        t.window.rootViewController = controller
        t.window.layoutIfNeeded()
        return (t, controller)
    }

    /// The iOS 7 dump of such a scene (a 32-bit device; the button's own line and label elided):
    ///
    ///     | <UIButton: 0x16d901e0; frame = (8 191; 304 30); opaque = NO; autoresize = RM+BM; layer = …>
    ///     | <_UILayoutGuide: 0x16d92a00; frame = (0 0; 0 20); hidden = YES; layer = <CALayer: 0x16e936b0>>
    ///     | <_UILayoutGuide: 0x16d92c10; frame = (0 568; 0 0); hidden = YES; layer = <CALayer: 0x16d92cb0>>
    ///
    /// and a 414 × 736 one whose `viewDidLoad` added views: they follow the guides.
    @Test(arguments: [PlatformProfile.iOS7, .iOS10])
    func theGuidesAreHiddenViewsAfterTheFilesSubviews(profile: PlatformProfile) throws {
        let (t, controller) = try shownScene(guides: true, profile: profile)
        let subviews = controller.view.subviews
        try #require(subviews.count == 4)
        #expect(subviews[0] is Button)
        let lines = subviews[1...2].map { withoutAddresses($0.description) }
        #expect(lines == ["<_UILayoutGuide: 0x…; frame = (0 0; 0 20); hidden = YES; layer = <Layer: 0x…>>",
                          "<_UILayoutGuide: 0x…; frame = (0 568; 0 0); hidden = YES; layer = <Layer: 0x…>>"])
        #expect(subviews[3].frame == CGRect(x: 0, y: 300, width: 300, height: 300))
        // The button still hangs 171 pt below the guide's bottom, as the file says.
        #expect(subviews[0].frame.minY == 191)
        // Hidden, so a touch on the guide's place reaches what lies beneath.
        #expect(controller.view.hitTest(CGPoint(x: 0, y: 10), with: nil) === controller.view)
        _ = t
    }

    /// A scene without legacy guides (Xcode 9+'s safe areas) gets none, and neither does a controller made in code.
    @Test func noGuideViewsWithoutLegacyGuides() throws {
        let (t, controller) = try shownScene(guides: false, profile: .iOS10)
        #expect(controller.view.subviews.count == 2)
        let coded = ViewController()
        t.window.rootViewController = coded
        t.window.layoutIfNeeded()
        #expect(coded.view.subviews.isEmpty)
    }

    /// The design-time canvas has no guide views: the checker sees only the file's views.
    @Test func theCanvasHasNoGuideViews() throws {
        let check = try InterfaceBuilderCheck.of(Self.storyboard(guides: true))
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "btn") == CGRect(x: 8, y: 191, width: 304, height: 30))
    }
}
