import Foundation
import ViewTree

/// Size-class variations (Xcode 6's "Vary for Traits"): `<variation key="default">` holds what the base
/// (Any × Any) configuration leaves out, and keys such as `widthClass=regular` or
/// `heightClass=compact-widthClass=compact` what a size class adds, removes or changes:
///
/// ```xml
/// <variation key="default">
///     <mask key="constraints"><exclude reference="Y89-EE-TtG"/></mask>
///     <mask key="subviews"><exclude reference="abc-12-xyz"/></mask>
/// </variation>
/// <variation key="widthClass=regular">
///     <mask key="constraints"><include reference="Y89-EE-TtG"/></mask>
/// </variation>
/// <constraint … constant="20" id="BRx-pe-2BP"><variation key="widthClass=regular" constant="30"/></constraint>
/// ```
///
/// Interface Builder lays the canvas out in the size classes of the device it shows (`<device>`); a file
/// without a device is shown in the base configuration (Xcode 6–7's "w Any h Any" canvas).
struct InterfaceBuilderVariations {
    /// The size classes the canvas is in (`nil`: the base configuration only).
    let sizeClasses: InterfaceBuilderDevice.SizeClasses?
    /// Ids of the constraints and subviews the configuration leaves out.
    private(set) var excludedIDs: Set<String> = []

    init(document: InterfaceBuilderDocument) {
        sizeClasses = document.hasDevice ? document.device.sizeClasses : nil
        var stack = [document.root]
        while let element = stack.popLast() {
            stack.append(contentsOf: element.children)
            let variations = applicable(element.children.filter { $0.name == "variation" })
            guard !variations.isEmpty else { continue }
            var excluded = Set<String>()
            for variation in variations {
                for mask in variation.children where mask.name == "mask" {
                    for entry in mask.children {
                        guard let reference = entry["reference"] else { continue }
                        if entry.name == "exclude" { excluded.insert(reference) }
                        if entry.name == "include" { excluded.remove(reference) }
                    }
                }
            }
            excludedIDs.formUnion(excluded)
        }
    }

    /// Whether the configuration leaves the object with this id out.
    func excludes(_ id: String?) -> Bool {
        guard let id else { return false }
        return excludedIDs.contains(id)
    }

    /// The `<variation>` elements that apply to the canvas, in the order they apply: `default`, then
    /// those of one size class, then those of both.
    func applicable(_ variations: [InterfaceBuilderElement]) -> [InterfaceBuilderElement] {
        var ranked: [(rank: Int, element: InterfaceBuilderElement)] = []
        for variation in variations {
            guard let key = variation.key else { continue }
            if key == "default" { ranked.append((0, variation)); continue }
            guard let sizeClasses else { continue }
            let traits = key.split(separator: "-")
            let matches = traits.allSatisfy { trait in
                let parts = trait.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { return false }
                switch parts[0] {
                case "widthClass": return parts[1] == sizeClasses.width.rawValue
                case "heightClass": return parts[1] == sizeClasses.height.rawValue
                default: return false
                }
            }
            if matches { ranked.append((traits.count, variation)) }
        }
        return ranked.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(\.element.element)
    }

    /// The value of a constraint's attribute (`constant`, `multiplier`, `priority`), or of a view's `hidden`, in the
    /// canvas's configuration: the last applicable `<variation>` that sets it, else the element's own. Interface Builder
    /// varies view attributes by size class as it varies constraints (Apple's View Controller Programming Guide,
    /// "Building an Adaptive Interface": "when changing between size classes, you might choose to change view
    /// attributes, show or hide views"); kodecocodes/alt-materials' `PitchControl.xib` (Xcode 11.3, an iPhone 8 in
    /// landscape, saved without markers) shows a stack `hidden="YES"` with `<variation key="heightClass=compact"
    /// hidden="NO"/>` laid out visible, 288 × 620, and an image view hidden in compact height collapsed to 0 in its stack.
    func value(_ attribute: String, of element: InterfaceBuilderElement) -> String? {
        var value = element[attribute]
        for variation in applicable(element.children.filter { $0.name == "variation" }) {
            if let override = variation[attribute] { value = override }
        }
        return value
    }

    /// A `<stackView>`'s arrangement as a size class varies it on the canvas: `axis`, `distribution`, `alignment` and
    /// `spacing`, where an applicable `<variation>` sets them (the base values are `InterfaceBuilderValues.configure`'s).
    /// kharrison/CodeExamples' `Stacks` storyboard (Xcode 8.2, iPhone 8, no markers) saves a horizontal fill-proportionally
    /// stack with `<variation key="heightClass=regular-widthClass=compact" axis="vertical"/>` laid out vertically: its two
    /// 120-pt images one above the other, 291 pt tall each in a 343 × 582 stack.
    func configure(_ stack: StackView, from element: InterfaceBuilderElement) {
        let varied = applicable(element.children.filter { $0.name == "variation" })
        func override(_ attribute: String) -> String? { varied.reversed().lazy.compactMap { $0[attribute] }.first }
        if let axis = override("axis") { stack.axis = axis == "vertical" ? .vertical : .horizontal }
        if let distribution = override("distribution").flatMap({ InterfaceBuilderValues.stackDistributions[$0] }) {
            stack.distribution = distribution
        }
        if let alignment = override("alignment").flatMap({ InterfaceBuilderValues.stackAlignments[$0] }) { stack.alignment = alignment }
        if let spacing = varied.reversed().lazy.compactMap({ $0.number("spacing") }).first { stack.spacing = spacing }
    }
}
