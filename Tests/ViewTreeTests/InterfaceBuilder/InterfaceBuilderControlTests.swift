import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder

/// The controls the loader makes, with the attributes Xcode writes for them (the element shapes of
/// Xcode 12–15 xibs: `<switch … on="YES">`, `<slider … value="0.5" minValue="0.0" maxValue="1">`,
/// `<segmentedControl … selectedSegmentIndex="1"><segments><segment title="First"/>…`).
@Suite struct InterfaceBuilderControlTests {
    func load(_ objects: String) throws -> InterfaceBuilderHierarchy {
        let text = InterfaceBuilderLoadingTests.xib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
                <subviews>
            \(objects)
                </subviews>
            </view>
            """)
        return Nib(document: try InterfaceBuilderDocument(string: text), registry: .standard).instantiateHierarchy(withOwner: nil)
    }

    @Test func controlsLoadAsTheirClassesWithTheFilesValues() throws {
        let loaded = try load("""
            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="switch">
                <rect key="frame" x="20" y="20" width="51" height="31"/>
            </switch>
            <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="25" minValue="10" maxValue="50" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
                <rect key="frame" x="18" y="60" width="339" height="31"/>
            </slider>
            <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="1" translatesAutoresizingMaskIntoConstraints="NO" id="segments">
                <rect key="frame" x="20" y="100" width="200" height="32"/>
                <segments>
                    <segment title="First"/>
                    <segment title="Second"/>
                </segments>
            </segmentedControl>
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Name" textAlignment="natural" minimumFontSize="17" enabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                <rect key="frame" x="20" y="140" width="335" height="34"/>
            </textField>
            <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="3" minimumValue="1" maximumValue="10" stepValue="2" id="stepper">
                <rect key="frame" x="20" y="180" width="94" height="32"/>
            </stepper>
            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" currentPage="2" id="pages">
                <rect key="frame" x="20" y="220" width="123" height="26"/>
            </pageControl>
            <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.5" id="progress">
                <rect key="frame" x="20" y="260" width="335" height="4"/>
            </progressView>
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" animating="YES" style="large" id="spinner">
                <rect key="frame" x="20" y="280" width="37" height="37"/>
            </activityIndicatorView>
            """)
        #expect((loaded.view(withID: "switch") as? Switch)?.isOn == true)
        let slider = try #require(loaded.view(withID: "slider") as? Slider)
        #expect(slider.minimumValue == 10 && slider.maximumValue == 50 && slider.value == 25)
        let segments = try #require(loaded.view(withID: "segments") as? SegmentedControl)
        #expect(segments.numberOfSegments == 2 && segments.titleForSegment(at: 1) == "Second" && segments.selectedSegmentIndex == 1)
        let field = try #require(loaded.view(withID: "field") as? TextField)
        #expect(field.placeholder == "Name" && field.borderStyle == .roundedRect && !field.isEnabled)
        let stepper = try #require(loaded.view(withID: "stepper") as? Stepper)
        #expect(stepper.minimumValue == 1 && stepper.maximumValue == 10 && stepper.stepValue == 2 && stepper.value == 3)
        let pages = try #require(loaded.view(withID: "pages") as? PageControl)
        #expect(pages.numberOfPages == 3 && pages.currentPage == 2)
        #expect((loaded.view(withID: "progress") as? ProgressView)?.progress == 0.5)
        let spinner = try #require(loaded.view(withID: "spinner") as? ActivityIndicatorView)
        #expect(spinner.isAnimating && !spinner.isHidden)
        #expect(loaded.report.isEmpty, "every element has its class: \(loaded.report)")
    }

    @Test func aValueTheControlRejectsKeepsItsDefault() throws {
        let world = Simulation()   // the loaded views join it, so the rejection is recorded there
        let loaded = try load("""
            <pageControl opaque="NO" contentMode="scaleToFill" numberOfPages="-4" id="pages">
                <rect key="frame" x="20" y="220" width="123" height="26"/>
            </pageControl>
            """)
        let pages = try #require(loaded.view(withID: "pages") as? PageControl)
        #expect(pages.numberOfPages == 0, "the default, kept")
        #expect(world.diagnostics.map(\.code) == [.invalidValue])
    }
}
