import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What a tenth probe of real files taught (Docs/InterfaceBuilder.md, "A tenth probe"): a fill-proportionally stack
/// shares its length by the intrinsic sizes the layout engine uses, Interface Builder's placeholders included.
@Suite struct InterfaceBuilderTenthProbeTests {
    /// The views the checker finds misplaced in a xib on an iPhone 11 (Xcode 12.0, tools 17156) holding a 374-pt
    /// fill-proportionally stack of a label ("Some message", Body) and a system button ("Action title", Callout)
    /// saved `labelWidth` and `buttonWidth` wide: the structure of simplenote's `SnackbarView.xib`.
    static func misplaced(labelWidth: CGFloat, buttonWidth: CGFloat) throws -> [String] {
        let check = try InterfaceBuilderCheck.of("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17156" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="374" height="70"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                <rect key="frame" x="0.0" y="0.0" width="374" height="70"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Some message" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                                        <rect key="frame" x="0.0" y="0.0" width="\(labelWidth)" height="70"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                    </label>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="button">
                                        <rect key="frame" x="\(labelWidth)" y="0.0" width="\(buttonWidth)" height="70"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleCallout"/>
                                        <state key="normal" title="Action title"/>
                                    </button>
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="bottom" secondItem="stack" secondAttribute="bottom" id="b"/>
                            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="t"/>
                            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" id="r"/>
                        </constraints>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    </view>
                </objects>
            </document>
            """)
        #expect(check.ambiguousViewIDs.isEmpty, "\(check.issues)")
        return check.misplacedViewIDs.sorted()
    }

    /// simplenote's `SnackbarView.xib` (Xcode 12.0, iPhone 11, unmarked) saves its fill-proportionally stack's label
    /// and button 224.5 and 149.5 wide. On the canvas their intrinsic widths are the ones Xcode measured (the saved
    /// sizes, as placeholders), so the stack shares its 374 pt in that proportion and the file is clean; ViewTree
    /// used to share it by its own text widths (193 : 181) and flag both views.
    @Test func aFillProportionallyStackOnTheCanvasSharesByTheMeasuredWidths() throws {
        #expect(try Self.misplaced(labelWidth: 224.5, buttonWidth: 149.5).isEmpty)
    }

    /// At run time too, a placeholder intrinsic size stands in for the view's own in the proportions, as it does
    /// for the view's own constraints (`LayoutEngine.ownConstraintSpec`): two plain views, which have no intrinsic
    /// size of their own, with placeholders 10 and 30 wide.
    @Test func aPlaceholderIntrinsicSizeSetsTheProportion() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        let a = View(frame: .zero), b = View(frame: .zero)
        a.placeholderIntrinsicContentSize = CGSize(width: 10, height: 10)
        b.placeholderIntrinsicContentSize = CGSize(width: 30, height: 10)
        let stack = StackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        stack.spacing = 20
        stack.frame = CGRect(x: 0, y: 0, width: 220, height: 50)
        window.addSubview(stack)
        window.layoutIfNeeded()
        // 10 : 30 of the 200 pt the spacing leaves (without the placeholders nothing shares it).
        #expect(a.frame.width == 50 && b.frame.width == 150 && b.frame.minX == 70)
    }
}
