import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What a twentieth probe of real files taught (Docs/InterfaceBuilder.md, "A twentieth probe"): the Xcode 12–13 canvas
/// gives an iPhone 12 (`retina6_0`) the iPhone X's 44-pt sensor housing, where Xcode 14 gives it 47. The 26 files, all
/// fixtures and all without markers, agree with Xcode: multipliers on sizes and positions (3/7, 1/5, 1:4 and 3/4 of the
/// safe area's bottom, 0.5 of a content view's centre), inequalities Xcode leaves unmarked, size classes, landscape
/// safe areas, scroll views whose content a stack, a centre or the frame guide sizes, a date picker, a progress view, a
/// map view and a visual effect view as a controller's root view.
@Suite struct InterfaceBuilderTwentiethProbeTests {
    static let fristName = "Hase401-ScrollPractice1-Frist.storyboard"

    /// Hase401's `Frist.storyboard` (tools 18122 = Xcode 13.0, iPhone 12, unmarked) pins a scroll view to the safe area's
    /// top and saves it at y = 44: the Xcode 13 canvas's housing, not UIKit's 47.
    @Test func anXcode13IPhone12HasTheIPhoneXsHousing() throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document(Self.fristName))
        #expect(check.document.device.id == "retina6_0")
        #expect(check.document.device.topInset == 44)
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "eGE-gv-Pa7") == CGRect(x: 0, y: 44, width: 390, height: 300))
    }

    /// The same scene saved by Xcode 14 (tools 21219, as AppPeterPan's fixture) has the 47-pt inset: the scroll view
    /// Xcode 13 left at y = 44 is then misplaced, 3 pt too high.
    @Test func anXcode14IPhone12KeepsItsOwnInset() throws {
        let text = try String(contentsOf: Fixtures.url(Self.fristName), encoding: .utf8)
            .replacingOccurrences(of: #"toolsVersion="18122""#, with: #"toolsVersion="21219""#)
        let check = try InterfaceBuilderCheck.of(text)
        #expect(check.document.device.topInset == 47)
        #expect(check.misplacedViewIDs == ["eGE-gv-Pa7"], "\(check.issues)")
        #expect(check.frame(ofViewWithID: "eGE-gv-Pa7")?.minY == 47)
    }

    /// Only the iPhone 12 is known to differ, and only in portrait: an Xcode 13 iPhone 11 keeps 44, an iPhone 12 Pro Max
    /// its 47, and a landscape iPhone 12 its side insets.
    @Test(arguments: [("retina6_1", "portrait", 44.0), ("retina6_7", "portrait", 47), ("retina6_0", "landscape", 47)]
          as [(String, String, CGFloat)])
    func otherXcode13DevicesKeepTheirInsets(device: String, orientation: String, inset: CGFloat) throws {
        let text = try String(contentsOf: Fixtures.url(Self.fristName), encoding: .utf8)
            .replacingOccurrences(of: #"<device id="retina6_0" orientation="portrait""#,
                                  with: #"<device id="\#(device)" orientation="\#(orientation)""#)
        let document = try InterfaceBuilderDocument(string: text)
        #expect(document.device.topInset == inset)
    }

    /// The files lay out where Xcode saved them: a cell's label between its margins above an inequality; a button at
    /// least 150 wide and a 30-pt "X"; a button whose leading and centre give its width; a scroll view's content centred
    /// on the scroll view's frame and two pages side by side; size classes (the compact-height and regular variations
    /// left out on the iPhone 4s); an equal-spacing row, a proportional column with a placeholder-sized view and
    /// wrapped labels; labels placed by a centre 1.5 pt off; stacks of tables in scroll views sized by the frame guide;
    /// a view half way down its content (a 0.5 centre multiplier) and one centred on it at priority 750 below an
    /// inequality; a landscape safe area; a fifth of a height; buttons at a quarter and three quarters of the safe area;
    /// margins of 50 and 25 inside a navigation root; 18- and 24-pt buttons in stacks; a height excluded by the default
    /// variation; a map view under a simulated bar; a visual effect view as a presented controller's view with a
    /// Japanese label; a count-down date picker and a progress view.
    @Test(arguments: [
        ("BenXia-AutoLayoutLabelCell.xib", "YaE-fH-SKs", CGRect(x: 61, y: 11, width: 251, height: 77)),
        ("BenXia-IntrinsicContentSizeVC.xib", "RNE-I3-8zE", CGRect(x: 30, y: 441, width: 150, height: 30)),
        ("BenXia-IntrinsicContentSizeVC.xib", "pmE-8d-aAs", CGRect(x: 0, y: 441, width: 30, height: 30)),
        ("BenXia-MixLayoutVC.xib", "78H-fG-Bob", CGRect(x: 59, y: 74, width: 258, height: 30)),
        ("BenXia-MixLayoutVC.xib", "AHY-XU-Ht5", CGRect(x: 50, y: 50, width: 100, height: 100)),
        ("BenXia-ScrollViewAutoLayoutVC.xib", "ijf-n6-cc5", CGRect(x: 0, y: 0, width: 640, height: 647)),
        ("BenXia-ScrollViewAutoLayoutVC.xib", "hEo-46-Hkc", CGRect(x: 320, y: 0, width: 320, height: 647)),
        ("BenXia-ScrollViewAutoLayout2VC.xib", "KVL-Xo-Hfv", CGRect(x: 320, y: 0, width: 320, height: 468)),
        ("BenXia-SizeClassesVC.xib", "W55-wU-ZEe", CGRect(x: 60, y: 90, width: 200, height: 300)),
        ("BenXia-SizeClassesVC.xib", "1DR-UJ-Yh0", CGRect(x: 19, y: 139, width: 162, height: 21)),
        ("BenXia-StackViewVC_PostIOS8.xib", "vkK-pi-r1a", CGRect(x: 210, y: 0, width: 145, height: 100)),
        ("BenXia-StackViewVC_PostIOS8.xib", "uab-J0-1e3", CGRect(x: 15, y: 120, width: 345, height: 212.33)),
        ("BenXia-StackViewVC_PostIOS8.xib", "GJA-Iu-B2h", CGRect(x: 20, y: 131, width: 305, height: 81.33)),
        ("BenXia-StackViewVC_PostIOS8.xib", "pZ1-9w-PCz", CGRect(x: 166, y: 342.33, width: 41.67, height: 81)),
        ("BenXia-StandardAutoLayoutVC.xib", "Qb4-9l-kIW", CGRect(x: 116, y: 110, width: 186, height: 21)),
        ("BenXia-StandardAutoLayoutVC.xib", "w7c-JD-jPS", CGRect(x: 8, y: 179, width: 359, height: 0)),
        ("Hase401-ScrollPractice1-Second.storyboard", "Enn-P3-rwz", CGRect(x: 0, y: 0, width: 1282, height: 400)),
        ("Hase401-ScrollPractice1-Second.storyboard", "Sed-Qa-Hhg", CGRect(x: 868, y: 0, width: 414, height: 400)),
        ("Hase401-ScrollPractice1-Third.storyboard", "han-zX-n5c", CGRect(x: 0, y: 0, width: 414, height: 900)),
        ("Hase401-ScrollPractice1-Fourth.storyboard", "Bq3-fj-WFu", CGRect(x: 0, y: 0, width: 414, height: 1700)),
        ("Hase401-ScrollPractice1-Fourth.storyboard", "MLj-UQ-y9b", CGRect(x: 0, y: 0, width: 1242, height: 300)),
        ("Hase401-ScrollPractice2-First.storyboard", "C1k-cE-maG", CGRect(x: 0, y: 0, width: 414, height: 1636)),
        ("Hase401-ScrollPractice2-First.storyboard", "gBf-Mj-VZk", CGRect(x: 41.5, y: 359, width: 331, height: 100)),
        ("Hase401-ScrollPractice2-First.storyboard", "zUZ-6O-D92", CGRect(x: 167, y: 413, width: 80, height: 80)),
        ("icerbox-Challenge2_1-Main.storyboard", "Tx7-0a-5t8", CGRect(x: 94, y: 50, width: 708, height: 293)),
        ("icerbox-Challenge4_1-Main.storyboard", "2y5-kx-Wkc", CGRect(x: 25, y: 287, width: 264, height: 144)),
        ("icerbox-Challenge4_3-Main.storyboard", "uKs-YU-xo1", CGRect(x: 192, y: 188, width: 30, height: 55)),
        ("icerbox-Challenge4_3-Main.storyboard", "aIb-Fx-wLi", CGRect(x: 192, y: 619, width: 30, height: 55)),
        ("icerbox-Challenge6_1-Main.storyboard", "aJl-hh-lm2", CGRect(x: 50, y: 138, width: 314, height: 224)),
        ("icerbox-Challenge6_1-Main.storyboard", "Fu8-Br-WIb", CGRect(x: 169.5, y: 25, width: 119.5, height: 174)),
        ("icerbox-Challenge6_2-Main.storyboard", "YMM-GN-ohv", CGRect(x: 50, y: 94, width: 314, height: 184)),
        ("icerbox-Challenge6_2-Main.storyboard", "c5b-Nv-vEv", CGRect(x: 169.67, y: 25, width: 119.33, height: 134)),
        ("icerbox-Challenge8_1-Main.storyboard", "QFa-ub-gyz", CGRect(x: 20, y: 318.5, width: 374, height: 269)),
        ("icerbox-Challenge8_1-Main.storyboard", "jAh-1Y-cVe", CGRect(x: 0, y: 75, width: 374, height: 34)),
        ("icerbox-Challenge8_2-Main.storyboard", "YGY-wZ-dcR", CGRect(x: 0, y: 0, width: 374, height: 769)),
        ("icerbox-Challenge8_2-Main.storyboard", "SIK-lN-4iL", CGRect(x: 0, y: 777, width: 374, height: 41)),
        ("icerbox-Challenge9_1-Main.storyboard", "y7F-gZ-5c7", CGRect(x: 20, y: 371, width: 183, height: 164)),
        ("icerbox-Chapter4-Main.storyboard", "8WI-7t-l5L", CGRect(x: 122.67, y: 118.67, width: 30, height: 55)),
        ("imk2o-UICatalog-MapView.storyboard", "Jr5-uJ-Ys4", CGRect(x: 0, y: 0, width: 375, height: 667)),
        ("imk2o-UICatalog-VisualEffectView.storyboard", "to2-St-SpP", CGRect(x: 0, y: 64, width: 600, height: 536)),
        ("imk2o-UICatalog-VisualEffectView.storyboard", "BIk-Jd-lMM", CGRect(x: 8, y: 290.5, width: 584, height: 20.5)),
        ("imk2o-UICatalog-VisualEffectView.storyboard", "okt-Pn-Ebg", CGRect(x: 541, y: 20, width: 39, height: 30)),
        ("sunghong32-pomodoro-Main.storyboard", "hdb-IA-oBC", CGRect(x: 0, y: 198, width: 414, height: 216)),
        ("sunghong32-pomodoro-Main.storyboard", "aCo-lz-Zac", CGRect(x: 48, y: 338, width: 318, height: 4)),
        ("sunghong32-pomodoro-Main.storyboard", "cgf-Le-EXX", CGRect(x: 223, y: 0, width: 143, height: 31)),
    ])
    func aRealFilesViewIsWhereXcodeSavedIt(name: String, viewID: String, saved: CGRect) throws {
        try Fixtures.expectClean(name, viewID: viewID, savedAt: saved)
    }

    /// BenXia's `AutoLayoutVC.xib` (Xcode 6.4): two views share a 200-pt column 10 pt apart, one 3/7 as tall as the
    /// other (57 and 133, as saved); a multiplier of 1 instead would split it 95 / 95, both then misplaced.
    @Test func aThreeSeventhsMultiplierSplitsAColumn() throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document("BenXia-AutoLayoutVC.xib"))
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.frame(ofViewWithID: "0Z7-vr-TWk")?.height == 57)
        #expect(check.frame(ofViewWithID: "MLV-HR-c7f")?.height == 133)
        let text = try String(contentsOf: Fixtures.url("BenXia-AutoLayoutVC.xib"), encoding: .utf8)
            .replacingOccurrences(of: #"multiplier="3/7""#, with: #"multiplier="1""#)
        let even = try InterfaceBuilderCheck.of(text)
        #expect(even.misplacedViewIDs == ["0Z7-vr-TWk", "MLV-HR-c7f"], "\(even.issues)")
        #expect(even.frame(ofViewWithID: "MLV-HR-c7f")?.height == 95)
    }

    /// The `greaterThanOrEqual` 150 and `lessThanOrEqual` 200 widths around a button whose title wants less: the minimum
    /// wins (150, as saved); raised to 170, the saved button is misplaced.
    @Test func anInequalityWidensAButtonToItsMinimum() throws {
        let text = try String(contentsOf: Fixtures.url("BenXia-IntrinsicContentSizeVC.xib"), encoding: .utf8)
            .replacingOccurrences(of: #"relation="greaterThanOrEqual" constant="150""#, with: #"relation="greaterThanOrEqual" constant="170""#)
        let check = try InterfaceBuilderCheck.of(text)
        #expect(check.misplacedViewIDs == ["RNE-I3-8zE"], "\(check.issues)")
        #expect(check.frame(ofViewWithID: "RNE-I3-8zE")?.width == 170)
    }
}
