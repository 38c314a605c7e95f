import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What a thirteenth probe of real files taught (Docs/InterfaceBuilder.md, "A thirteenth probe"): before safe areas a
/// view controller's root view has no top or bottom margin on the canvas either; the files that agree are fixtures,
/// and what stays open is pinned down as it is.
@Suite struct InterfaceBuilderThirteenthProbeTests {
    /// BenjaminCorey/Tipper's `Main.storyboard` (Xcode 7.2, tools 9531, 600 × 600, no markers; a fixture) pins a
    /// 198-pt view to the root's `topMargin` and saves it at y = 0, a second view 10 pt below it at y = 208. ViewTree
    /// gave an Xcode 8-or-earlier root 8-pt margins above and below and expected y = 8 and 216 (2 warnings).
    @Test func aPreSafeAreaRootViewHasNoTopMargin() throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document("BenjaminCorey-Tipper-Main.storyboard"))
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "tOf-zW-l94") == CGRect(x: 0, y: 0, width: 600, height: 198))
        #expect(check.frame(ofViewWithID: "eqk-vf-byg")?.minY == 208)
    }

    /// The same rule below: a view pinned to an Xcode 6 root's `bottomMargin` ends at the root's bottom edge, as
    /// ViewTree's run-time root views (`View.layoutMargins`: 0 above and below in every era) already did.
    @Test func aPreSafeAreaRootViewHasNoBottomMargin() throws {
        let check = try InterfaceBuilderCheck.of("""
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc">
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="top"/>
                                    <viewControllerLayoutGuide type="bottom" id="bottom"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                            <rect key="frame" x="0.0" y="556" width="600" height="44"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="44" id="h"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstAttribute="bottomMargin" secondItem="bar" secondAttribute="bottom" id="b"/>
                                        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                                        <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" id="t"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "bar")?.maxY == 600)
    }

    /// The other new fixtures, unmarked, each clean with a frame that tests a rule: 13Cubed/Pingy (Xcode 7.0, a 320 ×
    /// 568 root without a device: a button 6 pt below the top layout guide at y = 26, baselines shared with a bold
    /// label); a SOPT assignment's `FeedTableViewCell.xib` (Xcode 13.2, a free-standing 463-pt cell: a label stretched
    /// between two others to 32 pt); frames within a point (the title's width is ViewTree's own text metrics); 777EXX/imageFeed's `ImagesList/Main.storyboard` (Xcode 13.2, iPhone 11, a tab bar
    /// controller's two tabs: an avatar 32 pt below the safe area at y = 76); CarolaneLFBV/RecipIT's launch screen
    /// (Xcode 13.2: a bold 36-pt label centred on a third of the root's height, saved at y = 278, 43 pt tall).
    @Test(arguments: [("13Cubed-Pingy-Main.storyboard", "nGg-1k-ZWI", CGRect(x: 20, y: 26, width: 46, height: 33)),
                      ("SOPT-FeedTableViewCell.xib", "VhP-An-fmQ", CGRect(x: 20, y: 422, width: 42, height: 32)),
                      ("imageFeed-ImagesList-Main.storyboard", "37Y-k7-2Q7", CGRect(x: 16, y: 76, width: 70, height: 70))])
    func anUnmarkedFixtureIsClean(name: String, viewID: String, saved: CGRect) throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document(name))
        #expect(check.issues.isEmpty, "\(check.issues)")
        let frame = try #require(check.frame(ofViewWithID: viewID))
        #expect(frame.isWithinAPoint(of: saved), "\(frame)")
    }

    @Test func theRecipITLabelSitsOnAThirdOfTheRoot() throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document("RecipIT-LaunchScreen.storyboard"))
        #expect(check.issues.isEmpty, "\(check.issues)")
        let label = try #require(check.frame(ofViewWithID: "GJd-Yh-RWb"))
        #expect(abs(label.midY - (896.0 / 3 + 1)) < 0.5 && label.height == 43, "\(label)")
    }

    /// The splash xib of a LUX app-template script (Xcode 11.3, iPhone 11): an image view with no image (no size)
    /// centred 150 pt below the safe area, and an activity indicator 60 pt below it. Xcode saved both
    /// `ambiguous="YES"`; the checker agrees (the image's width and height, the indicator's Y position).
    @Test func anImageWithoutAnImageIsAmbiguousAndSoIsWhatHangsBelowIt() throws {
        let check = try InterfaceBuilderCheck.of("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15702" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="SplashViewController"/>
                    <view clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="i5M-Pr-FkT">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="2en-f4-iw5">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            </imageView>
                            <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" ambiguous="YES" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="8d5-VV-szu">
                                <rect key="frame" x="197" y="379" width="20" height="20"/>
                            </activityIndicatorView>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="CPc-JH-d1f">
                                <rect key="frame" x="87" y="186" width="240" height="128"/>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="2en-f4-iw5" firstAttribute="leading" secondItem="i5M-Pr-FkT" secondAttribute="leading" id="2fU-wS-C1N"/>
                            <constraint firstAttribute="trailing" secondItem="2en-f4-iw5" secondAttribute="trailing" id="ALi-Kc-GXr"/>
                            <constraint firstItem="2en-f4-iw5" firstAttribute="bottom" secondItem="i5M-Pr-FkT" secondAttribute="bottom" id="Iny-L8-NDK"/>
                            <constraint firstItem="8d5-VV-szu" firstAttribute="top" secondItem="CPc-JH-d1f" secondAttribute="bottom" constant="60" id="JIc-3I-w2p"/>
                            <constraint firstAttribute="top" secondItem="2en-f4-iw5" secondAttribute="top" id="Tip-3T-pEZ"/>
                            <constraint firstItem="CPc-JH-d1f" firstAttribute="top" secondItem="fnl-2z-Ty3" secondAttribute="top" constant="150" id="pLK-M1-7M3"/>
                            <constraint firstItem="CPc-JH-d1f" firstAttribute="centerX" secondItem="fnl-2z-Ty3" secondAttribute="centerX" id="wTS-Ya-9Jn"/>
                            <constraint firstItem="8d5-VV-szu" firstAttribute="centerX" secondItem="fnl-2z-Ty3" secondAttribute="centerX" id="yTq-iY-Msu"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="fnl-2z-Ty3"/>
                    </view>
                </objects>
            </document>
            """)
        #expect(Set(check.ambiguousViewIDs) == Set(check.markedAmbiguousViewIDs))
        #expect(Set(check.markedAmbiguousViewIDs) == ["8d5-VV-szu", "CPc-JH-d1f"])
        #expect(check.misplacedViewIDs.isEmpty)
    }

    /// Left open: which of two conflicting pins Xcode breaks. A SOPT assignment's `StoryCollectionViewCell.xib`
    /// (Xcode 13.2, no markers) pins a 50-pt image 10 pt inside both sides of a 90-pt cell; Xcode saved it at x = 10
    /// (the leading pin kept, the trailing one, last in the file, broken) and marked nothing. ViewTree gives each
    /// holder's constraints in reverse file order (the rule that breaks the first in the file, as the files behind
    /// `resolveConstraints` showed), breaks the leading pin, puts the image at x = 30 and reports the conflict.
    @Test func whichConflictingPinXcodeBreaksIsOpen() throws {
        let check = try InterfaceBuilderCheck.of("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19529" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="gTV-IL-0wX">
                        <rect key="frame" x="0.0" y="0.0" width="90" height="116"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center">
                            <rect key="frame" x="0.0" y="0.0" width="90" height="116"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="Buw-hk-mhf">
                                    <rect key="frame" x="10" y="10" width="50" height="50"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="50" id="DLs-5h-SOn"/>
                                        <constraint firstAttribute="width" constant="50" id="pQ4-cy-RQU"/>
                                    </constraints>
                                </imageView>
                            </subviews>
                        </view>
                        <constraints>
                            <constraint firstItem="Buw-hk-mhf" firstAttribute="leading" secondItem="gTV-IL-0wX" secondAttribute="leading" constant="10" id="0eP-7V-rK9"/>
                            <constraint firstItem="Buw-hk-mhf" firstAttribute="top" secondItem="gTV-IL-0wX" secondAttribute="top" constant="10" id="FGv-Py-tge"/>
                            <constraint firstAttribute="trailing" secondItem="Buw-hk-mhf" secondAttribute="trailing" constant="10" id="oft-kX-IjQ"/>
                        </constraints>
                        <size key="customSize" width="90" height="116"/>
                    </collectionViewCell>
                </objects>
            </document>
            """)
        #expect(check.markedAmbiguousViewIDs.isEmpty && check.markedMisplacedViewIDs.isEmpty)
        #expect(check.issues.contains { $0.kind == .conflictingConstraints })
        #expect(check.frame(ofViewWithID: "Buw-hk-mhf")?.minX == 30)   // Xcode: 10
    }

    /// Left open: Xcode marks the content view of a fixed-frame visual effect view `ambiguous="YES"`. 19980410's
    /// Login-page-Swift (Xcode 11.4) and Andorath/Notifeed's widget (Xcode 7.0) both do, for a `<visualEffectView
    /// fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO">`, and not for the content view of a constrained
    /// one. A fixed-frame view is placed by its mask at build time, but the canvas's engine may hold no constraint for
    /// it, leaving its width-and-height-sizable content view undetermined; ViewTree places fixed-frame views by their
    /// masks and marks nothing.
    @Test func aFixedFrameEffectViewsContentViewIsNotMarked() throws {
        let check = try InterfaceBuilderCheck.of("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="15705" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="tne-QT-ifu">
                        <objects>
                            <viewController id="BYZ-38-t0r" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <visualEffectView opaque="NO" alpha="0.90000000000000002" contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="ShS-2k-Xat">
                                            <rect key="frame" x="0.0" y="-15" width="414" height="911"/>
                                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" ambiguous="YES" insetsLayoutMarginsFromSafeArea="NO" id="xW2-gW-03R">
                                                <rect key="frame" x="0.0" y="0.0" width="414" height="911"/>
                                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                            </view>
                                            <blurEffect style="regular"/>
                                        </visualEffectView>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="6Tk-OE-BBY"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """)
        #expect(check.markedAmbiguousViewIDs == ["xW2-gW-03R"])
        #expect(check.ambiguousViewIDs.isEmpty && check.issues.isEmpty, "\(check.issues)")
    }
}
