// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A picker whose components VoiceOver names, as UIKitCatalog's `PickerViewController` does.
private final class ColorPickerController: UIViewController, UIPickerViewDataSource, UIPickerViewAccessibilityDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 3 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 256 }
    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        ["Red color component value", "Green color component value", "Blue color component value"][component]
    }
}

/// A button's pointer style, as a curved tab bar's centre button sets it.
private final class PointerRegions: UIPointerInteractionDelegate {
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        request.location.x < 50 ? UIPointerRegion(rect: CGRect(x: 0, y: 0, width: 50, height: 44), identifier: "left") : nil
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        UIPointerStyle(shape: .roundedRect(region.rect), constrainedAxes: .vertical)
    }
}

/// The gaps a fifth probe of public UIKit files found (font descriptors' attributes, pointer styles, animated
/// bar-button setters, symbol colour configurations, search bar images, picker accessibility, page control
/// images), each used the way the probed file uses it.
@Suite struct ProbedPublicFilesRound5Tests {
    @Test func fontDescriptorAttributesNameTheFace() {
        let avenir = UIFont(name: "Avenir-Heavy", size: 15)!
        let attributes = avenir.fontDescriptor.fontAttributes
        #expect(attributes[.name] as? String == "Avenir-Heavy" && attributes[UIFontDescriptor.AttributeName(rawValue: "NSFontNameAttribute")] as? String == "Avenir-Heavy")
        #expect(attributes[.size] as? CGFloat == 15)
        #expect(avenir.fontDescriptor.object(forKey: .family) as? String == "Avenir")
        // A weight trait names the system font's face, as `systemFont(ofSize:weight:)` does.
        let semibold = UIFont.systemFont(ofSize: 17).fontDescriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold.rawValue]])
        #expect(UIFont(descriptor: semibold, size: 0) == UIFont.systemFont(ofSize: 17, weight: .semibold))
        // The weight as `UIFont.Weight` itself, as Swift code usually writes it.
        let bold = UIFont.systemFont(ofSize: 17).fontDescriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.bold]])
        #expect(UIFont(descriptor: bold, size: 0) == UIFont.systemFont(ofSize: 17, weight: .bold))
        let fromFamily = UIFontDescriptor(fontAttributes: [.family: "Avenir Next", .face: "Bold", .size: 20])
        #expect(fromFamily.postscriptName == "Avenir Next-Bold" && fromFamily.pointSize == 20)
        #expect(UIFont.systemFont(ofSize: 12).fontDescriptor.withDesign(.rounded)?.postscriptName == "System-Rounded")
        #expect(avenir.fontDescriptor.withDesign(.rounded) == nil)
        #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).pointSize == 13)
        #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular) != UIFont.systemFont(ofSize: 13))
    }

    @Test func pointerStylesAreAskedOfTheDelegate() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        #expect(!button.isPointerInteractionEnabled)
        button.isPointerInteractionEnabled = true
        button.pointerStyleProvider = { button, proposedEffect, proposedShape -> UIPointerStyle? in
            let rect = button.convert(button.bounds, to: proposedEffect.preview.target.container)
            return UIPointerStyle(effect: .lift(proposedEffect.preview), shape: .roundedRect(rect, radius: button.bounds.width / 2))
        }
        let preview = UITargetedPreview(view: button)
        let style = try #require(button.pointerStyleProvider?(button, .highlight(preview), .roundedRect(button.bounds)))
        if case .roundedRect(_, let radius)? = style.shape { #expect(radius == 50) } else { Issue.record("no rounded rect") }
        if case .lift(let lifted)? = style.effect { #expect(lifted.view === button) } else { Issue.record("no lift") }
        let regions = PointerRegions()
        let interaction = UIPointerInteraction(delegate: regions)
        #expect(interaction.style(at: CGPoint(x: 10, y: 10)) == nil)          // in no view yet
        button.addInteraction(interaction)
        let hit = try #require(interaction.style(at: CGPoint(x: 10, y: 10)))
        #expect(hit.region.identifier == AnyHashable("left") && hit.style?.constrainedAxes == .vertical)
        #expect(interaction.style(at: CGPoint(x: 80, y: 10)) == nil)          // the delegate gives no region there
        #expect(UIPointerStyle.hidden().isHidden && UIPointerShape.defaultCornerRadius == 8)
    }

    @Test func animatedBarButtonSettersSetTheItems() {
        let item = UINavigationItem(title: "Notes")
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        item.setRightBarButton(done, animated: true)
        #expect(item.rightBarButtonItem === done)
        item.setRightBarButton(nil, animated: true)
        #expect(item.rightBarButtonItem == nil)
        let edit = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        item.setLeftBarButtonItems([edit, done], animated: false)
        #expect(item.leftBarButtonItems?.count == 2 && item.leftBarButtonItem === edit)
        item.setHidesBackButton(true, animated: true)
        #expect(item.hidesBackButton)
    }

    @Test func symbolColourConfigurationsCombine() {
        let palette = UIImage.SymbolConfiguration(paletteColors: [.systemOrange, .systemRed])
        let sized = palette.applying(UIImage.SymbolConfiguration(pointSize: 30))
        #expect(sized.paletteColors == [.systemOrange, .systemRed] && sized.pointSize == 30)
        let multicolor = sized.applying(UIImage.SymbolConfiguration.preferringMulticolor())
        #expect(multicolor.prefersMulticolor && multicolor.paletteColors == nil && multicolor.pointSize == 30)
        #expect(UIImage.SymbolConfiguration(hierarchicalColor: .systemBlue).hierarchicalColor == .systemBlue)
        #expect(UIImage(systemName: "star.fill")?.withConfiguration(palette) != nil)
    }

    @Test func searchBarImagesAreKept() {
        let bar = UISearchBar()
        #expect(bar.backgroundImage == nil)
        let clear = UIImage()
        bar.backgroundImage = clear
        #expect(bar.backgroundImage === clear && bar.backgroundImage(for: .any, barMetrics: .default) === clear)
        #expect(bar.backgroundImage(for: .top, barMetrics: .default) == nil)
        bar.setSearchFieldBackgroundImage(clear, for: .normal)
        #expect(bar.searchFieldBackgroundImage(for: .normal) === clear && bar.searchFieldBackgroundImage(for: .disabled) == nil)
    }

    @Test func pickerComponentsAreNamedForVoiceOver() {
        let controller = ColorPickerController()
        let picker = UIPickerView()
        picker.dataSource = controller
        picker.delegate = controller
        #expect(picker.accessibilityLabel(forComponent: 1) == "Green color component value")
        picker.delegate = nil
        #expect(picker.accessibilityLabel(forComponent: 1) == nil)
    }

    @Test func pageControlIndicatorImagesAndSmallProperties() {
        let dots = UIPageControl()
        dots.numberOfPages = 4
        let heart = UIImage(systemName: "heart")
        dots.preferredIndicatorImage = UIImage(systemName: "circle")
        dots.setIndicatorImage(heart, forPage: 2)
        #expect(dots.indicatorImage(forPage: 2) === heart && dots.indicatorImage(forPage: 1) == nil)
        dots.setIndicatorImage(nil, forPage: 2)
        #expect(dots.indicatorImage(forPage: 2) == nil)
        #expect(dots.backgroundStyle == .automatic && dots.allowsContinuousInteraction && !dots.defersCurrentPageDisplay)
        dots.defersCurrentPageDisplay = true
        dots.updateCurrentPageDisplay()
        let label = UILabel(), text = UITextView()
        #expect(!label.showsExpansionTextWhenTruncated && !text.usesStandardTextScaling)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2))
        let png = renderer.pngData { context in context.fill(CGRect(x: 0, y: 0, width: 4, height: 2)) }
        #expect(UIImage(data: png)?.size == CGSize(width: 4, height: 2))
    }
}
