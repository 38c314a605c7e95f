import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// What the loader makes from each part of Xcode's format.
@Suite struct InterfaceBuilderLoadingTests {
    static func xib(_ objects: String, toolsVersion: Int = 21701, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        \(objects)
            </objects>
            <resources>\(resources)</resources>
        </document>
        """
    }

    func load(_ text: String, registry: InterfaceBuilderRegistry = .standard) throws -> InterfaceBuilderHierarchy {
        Nib(document: try InterfaceBuilderDocument(string: text), registry: registry).instantiateHierarchy(withOwner: nil)
    }

    /// `autoresizesSubviews="NO"`, `multipleTouchEnabled="YES"` and `exclusiveTouch="YES"` are read;
    /// the first prints `autoresizesSubviews = NO` after `opaque`, as UIKit's description does.
    @Test func touchAndAutoresizingFlagsComeFromTheFile() throws {
        let loaded = try load(Self.xib("""
            <view contentMode="scaleToFill" autoresizesSubviews="NO" multipleTouchEnabled="YES" exclusiveTouch="YES" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
            </view>
            """))
        let root = try #require(loaded.view(withID: "root"))
        #expect(!root.autoresizesSubviews && root.isMultipleTouchEnabled && root.isExclusiveTouch)
        #expect(withoutAddresses(root.description) == "<View: 0x…; frame = (0 0; 320 200); autoresizesSubviews = NO; layer = <Layer: 0x…>>")
    }

    @Test func viewPropertiesComeFromTheFile() throws {
        let loaded = try load(Self.xib("""
            <view contentMode="scaleToFill" alpha="0.5" tag="7" hidden="YES" clipsSubviews="YES" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                <autoresizingMask key="autoresizingMask" flexibleMinX="YES" heightSizable="YES"/>
                <color key="backgroundColor" red="1" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" horizontalHuggingPriority="251" verticalCompressionResistancePriority="749" text="Hi" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="label">
                        <rect key="frame" x="10" y="20" width="30" height="20.5"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="20"/>
                    </label>
                    <imageView image="logo" id="image">
                        <rect key="frame" x="0.0" y="50" width="10" height="10"/>
                        <color key="backgroundColor" systemColor="systemRedColor"/>
                    </imageView>
                </subviews>
            </view>
            """, resources: """
            <image name="logo" width="64" height="32"/>
            <systemColor name="systemRedColor"><color red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
            """))
        let root = try #require(loaded.view(withID: "root"))
        #expect(root.frame == CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(root.alpha == 0.5 && root.tag == 7 && root.isHidden && root.clipsToBounds)
        #expect(root.autoresizingMask == [.flexibleLeftMargin, .flexibleHeight])
        #expect(root.backgroundColor == Color(red: 1, green: 0.5, blue: 0))
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        let label = try #require(loaded.view(withID: "label") as? Label)
        #expect(label.text == "Hi" && label.numberOfLines == 2 && label.font.pointSize == 20)
        #expect(!label.isOpaque && !label.isUserInteractionEnabled)
        #expect(!label.translatesAutoresizingMaskIntoConstraints)
        #expect(label.contentHuggingPriority(for: .horizontal) == LayoutPriority(251))
        #expect(label.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(749))
        #expect(label.superview === root)
        let image = try #require(loaded.view(withID: "image") as? ImageView)
        #expect(image.image == Image(name: "logo", size: CGSize(width: 64, height: 32)))
        #expect(image.backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(loaded.report.isEmpty)
    }

    @Test func constraintsKeepEveryField() throws {
        let loaded = try load(Self.xib("""
            <view id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="20" y="20" width="100" height="75"/>
                        <constraints>
                            <constraint firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="4:3" id="ratio"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="lead"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" priority="750" identifier="topSpace" id="top"/>
                    <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="a" secondAttribute="trailing" constant="8" id="trail"/>
                    <constraint firstItem="a" firstAttribute="width" constant="100" placeholder="YES" id="ph"/>
                </constraints>
            </view>
            """))
        let root = try #require(loaded.view(withID: "root"))
        let a = try #require(loaded.view(withID: "a"))
        let ratio = try #require(loaded.constraint(withID: "ratio"))
        #expect(ratio.firstItem === a && ratio.secondItem === a && ratio.multiplier == 4.0 / 3.0)
        let top = try #require(loaded.constraint(withID: "top"))
        #expect(top.priority == LayoutPriority(750) && top.identifier == "topSpace" && top.constant == 20)
        let trailing = try #require(loaded.constraint(withID: "trail"))
        #expect(trailing.firstItem === root, "a constraint with no firstItem belongs to the view that holds it")
        #expect(trailing.relation == .greaterThanOrEqual && trailing.firstAttribute == .trailing && trailing.constant == 8)
        #expect(loaded.constraint(withID: "ph") == nil, "placeholder constraints are removed at build time")
        #expect(root.constraints.count == 3 && a.constraints.count == 1)
    }

    @Test func multipliersAreDecimalsRatiosOrFractions() throws {
        // QGroundControl's launch screen (Xcode 7): `centerY = bottom × 1/3 + 1` in a 480-pt view puts the
        // 43-pt label's centre at 161, its top at 139.5 (Xcode saved y = 140).
        let text = Self.xib("""
            <view id="root">
                <rect key="frame" x="0.0" y="0.0" width="480" height="480"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="20" y="139.5" width="440" height="43"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="43" id="h"/>
                        </constraints>
                    </view>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="a" firstAttribute="centerY" secondItem="root" secondAttribute="bottom" multiplier="1/3" constant="1" id="third"/>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="l"/>
                    <constraint firstAttribute="centerX" secondItem="a" secondAttribute="centerX" id="cx"/>
                    <constraint firstItem="b" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="0.25" id="decimal"/>
                    <constraint firstItem="b" firstAttribute="height" secondItem="root" secondAttribute="height" multiplier=" 138:251 " id="ratio"/>
                    <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" multiplier="1/0" id="zero"/>
                    <constraint firstItem="b" firstAttribute="leading" secondItem="root" secondAttribute="leading" multiplier="1/3/4" id="nested"/>
                    <constraint firstItem="b" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" multiplier="a:b" id="words"/>
                </constraints>
            </view>
            """)
        let loaded = try load(text)
        #expect(abs((loaded.constraint(withID: "third")?.multiplier ?? 0) - 1.0 / 3.0) < 1e-9)
        #expect(loaded.constraint(withID: "decimal")?.multiplier == 0.25)
        #expect(abs((loaded.constraint(withID: "ratio")?.multiplier ?? 0) - 138.0 / 251.0) < 1e-9)
        for id in ["zero", "nested", "words"] {
            #expect(loaded.constraint(withID: id) == nil)
        }
        #expect(loaded.report.entries.filter { $0.kind == .skippedConstraint }.map(\.id) == ["zero", "nested", "words"])
        let check = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: text))
        let frame = try #require(check.hierarchies.first?.view(withID: "a")?.frame)
        #expect(frame == CGRect(x: 20, y: 139.5, width: 440, height: 43))
        #expect(!check.misplacedViewIDs.contains("a"))
    }

    @Test func marginsAndSafeAreaBecomeConstantsAndGuides() throws {
        let loaded = try load(Self.xib("""
            <view id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
                        <rect key="frame" x="16" y="28" width="343" height="619"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="safe"/>
                <constraints>
                    <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="l"/>
                    <constraint firstAttribute="trailingMargin" secondItem="a" secondAttribute="trailing" id="t"/>
                    <constraint firstItem="a" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="8" id="top"/>
                    <constraint firstItem="safe" firstAttribute="bottom" secondItem="a" secondAttribute="bottom" id="b"/>
                </constraints>
            </view>
            """))
        #expect(loaded.object(withID: "safe") is LayoutGuide)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.addSubview(try #require(loaded.view(withID: "root")))
        window.layoutIfNeeded()
        // A xib's full-screen view on a 4.7-inch iPhone: 16-pt margins, and no status bar (a xib simulates
        // none; Fixtures/DuplicateConstraint.xib pins a label 303 pt below the safe area at y = 303).
        #expect(loaded.view(withID: "a")?.frame == CGRect(x: 16, y: 8, width: 343, height: 659))
    }

    @Test func translatesAutoresizingMaskFollowsXcodesRules() throws {
        let objects = """
            <view id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <view id="constrained"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                    <view id="free"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                    <label fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="fixed"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></label>
                </subviews>
                <constraints>
                    <constraint firstItem="constrained" firstAttribute="top" secondItem="root" secondAttribute="top" id="c"/>
                </constraints>
            </view>
            """
        // Xcode 7 files leave the attribute out: a view constraints refer to is placed by them.
        let old = try load(Self.xib(objects, toolsVersion: 10117))
        #expect(old.view(withID: "constrained")?.translatesAutoresizingMaskIntoConstraints == false)
        #expect(old.view(withID: "free")?.translatesAutoresizingMaskIntoConstraints == true)
        #expect(old.view(withID: "fixed")?.translatesAutoresizingMaskIntoConstraints == true, "fixedFrame: autoresizing")
        // Xcode 8 and later write it: without it, the view is placed by its mask.
        let new = try load(Self.xib(objects))
        #expect(new.view(withID: "constrained")?.translatesAutoresizingMaskIntoConstraints == true)
    }

    @Test func anElementWithNoClassIsAPlainViewInTheReportUntilAFactoryPlugsIn() throws {
        let text = Self.xib("""
            <view id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <datePicker datePickerMode="date" id="b"><rect key="frame" x="10" y="10" width="300" height="216"/></datePicker>
                </subviews>
            </view>
            """)
        let plain = try load(text)
        #expect(plain.report.unknownElements == ["datePicker"])
        #expect(type(of: try #require(plain.view(withID: "b"))) == View.self)

        final class DatePicker: View {}
        var registry = InterfaceBuilderRegistry.standard
        registry.registerElement("datePicker") { _, frame in DatePicker(frame: frame) }
        let plugged = try load(text, registry: registry)
        #expect(plugged.view(withID: "b") is DatePicker)
        #expect(plugged.report.isEmpty)
    }

    @Test func customClassesResolveThroughTheRegistry() throws {
        final class GradientView: View {}
        let text = Self.xib("""
            <view customClass="GradientView" customModule="App" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
            <view customClass="MissingView" id="other"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
            """)
        var registry = InterfaceBuilderRegistry.standard
        registry.registerClass("GradientView") { frame in GradientView(frame: frame) }
        let loaded = try load(text, registry: registry)
        #expect(loaded.view(withID: "root") is GradientView)
        #expect(loaded.report.entries.map(\.kind) == [.unknownCustomClass])
        #expect(loaded.topLevelViews.count == 2)
    }

    @Test func aTableViewKeepsItsStyleAndSelectionAttributes() throws {
        let text = Self.xib("""
            <tableView style="grouped" separatorStyle="none" allowsSelection="NO" rowHeight="50" sectionHeaderHeight="18" sectionFooterHeight="18" id="table">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            </tableView>
            """)
        let loaded = try load(text)
        let table = try #require(loaded.view(withID: "table") as? TableView)
        #expect(table.style == .grouped && table.separatorStyle == .none && !table.allowsSelection)
        #expect(table.rowHeight == 50 && table.sectionHeaderHeight == 18 && table.sectionFooterHeight == 18)
        let plain = try #require(try load(Self.xib("""
            <tableView style="plain" id="t2"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></tableView>
            """)).view(withID: "t2") as? TableView)
        #expect(plain.style == .plain && plain.allowsSelection)
    }

    @Test func prototypeCellsAreTemplatesAtRunTimeAndShownOnTheCanvas() throws {
        let text = Self.xib("""
            <tableView style="plain" rowHeight="60" id="table">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <prototypes>
                    <tableViewCell reuseIdentifier="Cell" id="cell">
                        <rect key="frame" x="0.0" y="28" width="320" height="60"/>
                        <tableViewCellContentView key="contentView" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="59.5"/>
                            <subviews>
                                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                    <rect key="frame" x="16" y="19.5" width="36" height="20.5"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="l"/>
                                <constraint firstItem="title" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """)
        let loaded = try load(text)
        let table = try #require(loaded.view(withID: "table") as? TableView)
        #expect(table.rowHeight == 60)
        let cell = try #require(loaded.prototypeCells["Cell"])
        #expect(cell.superview == nil && cell.reuseIdentifier == "Cell")
        #expect(loaded.view(withID: "title")?.superview === cell.contentView)
        let check = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: text))
        #expect(check.issues.isEmpty, "\(check.issues)")
        #expect(check.hierarchyDescription.contains("TableViewCell"))
    }

    @Test func theSameFileGivesTheSameBytes() throws {
        let document = try Fixtures.document("AmbiguousConstraint.storyboard")
        let first = InterfaceBuilderChecker.check(document)
        let second = InterfaceBuilderChecker.check(document)
        #expect(first.hierarchyDescription == second.hierarchyDescription)
        #expect(first.issues == second.issues)
    }
}
