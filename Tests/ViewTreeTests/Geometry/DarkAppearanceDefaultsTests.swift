import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder
import ViewTreeTesting

// Dark appearance, part 2: the colours that come from UIKit itself — a nib's `systemColor="…"`, the built-in defaults,
// the elevated backgrounds of presented content, and the iOS 15 colours (Docs/Fidelity.md, "Dark appearance, part 2").

/// A colour's components, 0–255 (alpha too), as the sources list them.
private func rgba(_ color: Color?) -> [CGFloat] {
    guard let color else { return [] }
    var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
    color.getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a].map { ($0 * 255).rounded() }
}

private func rgba(_ color: CGColor?) -> [CGFloat] { rgba(color.map { Color(cgColor: $0) }) }

private let darkBase = TraitCollection(userInterfaceStyle: .dark, userInterfaceLevel: .base)
private let darkElevated = TraitCollection(userInterfaceStyle: .dark, userInterfaceLevel: .elevated)
private let lightElevated = TraitCollection(userInterfaceStyle: .light, userInterfaceLevel: .elevated)

/// A one-view xib whose background is `color` (a `<color>` element), with `resources`.
private func xib(background color: String, resources: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                \(color)
            </view>
        </objects>
        <resources>\(resources)</resources>
    </document>
    """
}

/// Xcode's fallback for `systemBackgroundColor`, as Xcode 14 writes it (the fixtures' `<resources>`).
private let systemBackgroundFallback = """
    <systemColor name="systemBackgroundColor"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
    """

private func loadRoot(_ text: String) throws -> View {
    let loaded = Nib(document: try InterfaceBuilderDocument(string: text), registry: .standard).instantiateHierarchy(withOwner: nil)
    return try #require(loaded.view(withID: "root"))
}

@Suite struct DarkAppearanceDefaultsTests {
    // MARK: Interface Builder

    @Test func aNibsSystemColorLoadsAsTheDynamicColourAndFlipsWithTheWindow() throws {
        let t = TestWorld(profile: .iOS13)
        let root = try loadRoot(xib(background: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#,
                                    resources: systemBackgroundFallback))
        #expect(root.backgroundColor == .systemBackground)
        #expect(root.backgroundColor?.isDynamic == true)
        t.window.addSubview(root)
        #expect(rgba(root.layer.backgroundColor) == [255, 255, 255, 255])
        root.overrideUserInterfaceStyle = .dark
        #expect(rgba(root.layer.backgroundColor) == [0, 0, 0, 255])
        #expect(withoutAddresses(root.description).contains("backgroundColor = <UIDynamicSystemColor: 0x…; name = systemBackgroundColor>"))
    }

    @Test func beforeIOS13ANibsSystemColorIsItsFixedFallback() throws {
        let t = TestWorld(profile: .iOS11)
        let root = try loadRoot(xib(background: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#,
                                    resources: systemBackgroundFallback))
        #expect(root.backgroundColor == Color(white: 1))
        #expect(root.backgroundColor?.isDynamic == false)
        #expect(root.simulation === t.simulation)
    }

    @Test func aNamedColourAndAFixedSystemColourKeepTheirFallbacks() throws {
        let t = TestWorld(profile: .iOS13)
        let named = try loadRoot(xib(background: #"<color key="backgroundColor" name="Brand"/>"#, resources: """
            <namedColor name="Brand"><color red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
            """))
        #expect(named.backgroundColor == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(named.backgroundColor?.isDynamic == false)
        // `lightTextColor` is one fixed colour in UIKit (white at 60 %): no dynamic colour of that name.
        let light = try loadRoot(xib(background: #"<color key="backgroundColor" systemColor="lightTextColor"/>"#, resources: """
            <systemColor name="lightTextColor"><color white="1" alpha="0.59999999999999998" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>
            """))
        #expect(light.backgroundColor?.isDynamic == false)
        #expect(rgba(light.backgroundColor) == [255, 255, 255, 153])
        #expect(light.simulation === t.simulation)
    }

    /// A real storyboard (Xcode 14.3, tools 21701): its mint box and its white root view load as the dynamic
    /// `systemMint` and `systemBackground`, and flip with the appearance.
    @Test func aRealStoryboardsSystemColoursFollowTheDarkAppearance() throws {
        let check = InterfaceBuilderChecker.check(try Fixtures.document("AutolayoutConstraintsExercise.storyboard"))
        let box = try #require(check.hierarchies.lazy.compactMap { $0.view(withID: "Sq4-XX-8zb") }.first)
        #expect(box.backgroundColor == .systemMint)
        let window = try #require(box.window)
        #expect(rgba(box.layer.backgroundColor) == [0, 199, 190, 255])   // the file's own fallback, too
        window.overrideUserInterfaceStyle = .dark
        #expect(rgba(box.layer.backgroundColor) == [99, 230, 226, 255])
        let root = try #require(box.superview)
        #expect(root.backgroundColor == .systemBackground)
        #expect(rgba(root.layer.backgroundColor) == [0, 0, 0, 255])
    }

    // MARK: Built-in defaults

    @Test func aLabelsDefaultTextColourIsLabelFromIOS13AndBlackBefore() {
        let t = TestWorld(profile: .iOS13)
        let label = Label()
        t.window.addSubview(label)
        #expect(label.textColor == .label)
        #expect(rgba(label.textColor.resolvedColor(with: darkBase)) == [255, 255, 255, 255])
        label.textColor = .red
        label.textColor = nil   // null_resettable: back to the era's default
        #expect(label.textColor == .label)
        let old = TestWorld(profile: .iOS11)
        let oldLabel = Label()
        old.window.addSubview(oldLabel)
        #expect(oldLabel.textColor == .black)
        #expect(oldLabel.textColor.isDynamic == false)
    }

    @Test func theOpaqueBarBackgroundIsTheDynamicSystemBackground() {
        let appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground)
        #expect(rgba(appearance.backgroundColor?.resolvedColor(with: darkBase)) == [0, 0, 0, 255])
    }

    // MARK: Elevated content

    @Test func theSixBackgroundsAreLighterInElevatedDarkContent() {
        let expected: [(Color, [CGFloat], [CGFloat])] = [
            (.systemBackground, [0, 0, 0, 255], [28, 28, 30, 255]),
            (.secondarySystemBackground, [28, 28, 30, 255], [44, 44, 46, 255]),
            (.tertiarySystemBackground, [44, 44, 46, 255], [58, 58, 60, 255]),
            (.systemGroupedBackground, [0, 0, 0, 255], [28, 28, 30, 255]),
            (.secondarySystemGroupedBackground, [28, 28, 30, 255], [44, 44, 46, 255]),
            (.tertiarySystemGroupedBackground, [44, 44, 46, 255], [58, 58, 60, 255]),
        ]
        for (color, base, elevated) in expected {
            #expect(rgba(color.resolvedColor(with: darkBase)) == base, "\(color)")
            #expect(rgba(color.resolvedColor(with: darkElevated)) == elevated, "\(color)")
            #expect(color.resolvedColor(with: lightElevated) == color.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)))
        }
    }

    @Test func colorsOtherThanTheBackgroundsDoNotChangeWhenElevated() {
        for color: Color in [.label, .separator, .systemBlue, .systemGray6, .systemFill, .systemBrown] {
            #expect(color.resolvedColor(with: darkElevated) == color.resolvedColor(with: darkBase), "\(color)")
        }
    }

    @Test func aPresentedSheetShowsTheElevatedBackgroundInTheDark() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let root = ViewController()
        root.view.backgroundColor = .systemBackground
        t.show(root)
        t.window.overrideUserInterfaceStyle = .dark
        let sheet = ViewController()
        sheet.view.backgroundColor = .systemBackground
        root.present(sheet, animated: false)
        t.waitForTransitions()
        #expect(rgba(root.view.layer.backgroundColor) == [0, 0, 0, 255])
        #expect(rgba(sheet.view.layer.backgroundColor) == [28, 28, 30, 255])
        t.window.overrideUserInterfaceStyle = .light
        #expect(rgba(sheet.view.layer.backgroundColor) == [255, 255, 255, 255])
    }

    // MARK: The iOS 15 colours

    @Test func mintCyanAndBrownAreDynamic() {
        let expected: [(Color, String, [CGFloat], [CGFloat])] = [
            (.systemMint, "systemMintColor", [0, 199, 190, 255], [99, 230, 226, 255]),
            (.systemCyan, "systemCyanColor", [50, 173, 230, 255], [100, 210, 255, 255]),
            (.systemBrown, "systemBrownColor", [162, 132, 94, 255], [172, 142, 104, 255]),
        ]
        for (color, name, light, dark) in expected {
            #expect(color.isDynamic)
            #expect(withoutAddresses(color.description) == "<UIDynamicSystemColor: 0x…; name = \(name)>")
            #expect(rgba(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .light))) == light)
            #expect(rgba(color.resolvedColor(with: darkBase)) == dark)
        }
    }
}
