import Foundation
import ViewTree

/// Reading Interface Builder's value elements: rectangles, autoresizing masks, colours, fonts,
/// priorities, insets.
enum InterfaceBuilderValues {
    /// `<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>`.
    static func rect(_ element: InterfaceBuilderElement?) -> CGRect? {
        guard let element, let w = element.number("width"), let h = element.number("height") else { return nil }
        return CGRect(x: element.number("x") ?? 0, y: element.number("y") ?? 0, width: w, height: h)
    }

    /// `<autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>`.
    static func autoresizingMask(_ element: InterfaceBuilderElement) -> AutoresizingMask {
        let flags: [(String, AutoresizingMask)] = [
            ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
            ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
        ]
        var mask: AutoresizingMask = []
        for (attribute, flag) in flags where element.bool(attribute) == true { mask.insert(flag) }
        return mask
    }

    /// The system colours old files name with `cocoaTouchSystemColor` (UIKit's values, from `UIColor`'s
    /// documentation and `po` dumps: `groupTableViewBackgroundColor` is (0.937, 0.937, 0.957)).
    static let cocoaTouchSystemColors: [String: Color] = [
        "whiteColor": .white, "blackColor": .black, "clearColor": .clear, "darkTextColor": .black,
        "lightTextColor": Color(white: 1, alpha: 0.6), "groupTableViewBackgroundColor": Color(red: 0.937, green: 0.937, blue: 0.957),
        "tableCellGroupedBackgroundColor": .white, "scrollViewTexturedBackgroundColor": Color(white: 0.435),
    ]

    /// A `<color>` element: white, RGB, a system or named colour, or `nil` when it names nothing ViewTree knows.
    ///
    /// A system colour (`systemColor="systemBackgroundColor"`, Xcode 11 and later) loads as UIKit's dynamic colour of that
    /// name when the current world's profile has them (`PlatformProfile.usesDynamicSystemColors`), so a loaded view
    /// follows the dark appearance; otherwise, and for a name ViewTree has no dynamic colour for (`lightTextColor`), it is
    /// the fallback the document's `<resources>` list (`<systemColor name="…"><color white="1" …/>`), which Xcode writes
    /// for releases before iOS 13. A named colour (`<namedColor>`, an asset catalog's) keeps its fallback: ViewTree has
    /// no asset catalogs.
    static func color(_ element: InterfaceBuilderElement, resources: [InterfaceBuilderElement]) -> Color? {
        if let white = element.number("white") { return Color(white: white, alpha: element.number("alpha") ?? 1) }
        if let r = element.number("red"), let g = element.number("green"), let b = element.number("blue") {
            return Color(red: r, green: g, blue: b, alpha: element.number("alpha") ?? 1)
        }
        if let system = element["cocoaTouchSystemColor"] { return cocoaTouchSystemColors[system] }
        if let system = element["systemColor"], (Simulation.current?.profile ?? .default).usesDynamicSystemColors,
           let dynamic = Color.dynamicSystemColor(named: system) {
            return dynamic
        }
        let name = element["systemColor"] ?? element["name"]
        guard let name else { return nil }
        for resource in resources where (resource.name == "systemColor" || resource.name == "namedColor") && resource["name"] == name {
            if let inner = resource.child("color"), inner["systemColor"] == nil, inner["name"] == nil {
                return color(inner, resources: [])
            }
        }
        return nil
    }

    /// The text style of a `style=` attribute: UIKit's raw values (`UICTFontTextStyleBody`, …), and
    /// `UICTFontTextStyleLargeTitle`, the name some files use for Large Title (`UICTFontTextStyleTitle0`);
    /// `nil` for a style UIKit does not define.
    static func textStyle(_ name: String) -> Font.TextStyle? {
        let style = name == "UICTFontTextStyleLargeTitle" ? Font.TextStyle.largeTitle : Font.TextStyle(rawValue: name)
        return Font.TextStyle.pointSizes[style] == nil ? nil : style
    }

    /// `<fontDescription key="fontDescription" type="system" pointSize="17"/>` (or `name=`, or `style=`: the
    /// text style's preferred font, at the current world's content size category, as UIKit loads it).
    static func font(_ element: InterfaceBuilderElement) -> Font? {
        if element.number("pointSize") == nil, let style = element["style"].flatMap(textStyle) {
            return Font.preferredFont(forTextStyle: style)
        }
        guard let size = element.number("pointSize"), size > 0 else { return nil }
        if let name = element["name"] { return Font(pointSize: size, name: name) }
        return Font.systemFont(ofSize: size)
    }

    /// `horizontalHuggingPriority="251"`.
    static func priority(_ element: InterfaceBuilderElement, _ attribute: String) -> LayoutPriority? {
        guard let value = element.number(attribute), value >= 1, value <= 1000 else { return nil }
        return LayoutPriority(Float(value))
    }

    /// `placeholderIntrinsicWidth="120"` or `"infinite"` (no intrinsic size on that axis).
    static func placeholderDimension(_ element: InterfaceBuilderElement, _ attribute: String) -> CGFloat? {
        guard let value = element[attribute] else { return nil }
        if value == "infinite" { return View.noIntrinsicMetric }
        return element.number(attribute).map { max(0, $0) }
    }

    /// `multiplier="2"`, `"0.5"`, an aspect ratio `multiplier="16:9"` or a fraction `multiplier="1/3"` (Xcode's
    /// Size Inspector accepts both forms of a ratio and saves what was typed); 1 when absent, `nil` when the text
    /// is not a finite number or a ratio with a non-zero finite denominator (the loader rejects the constraint).
    static func multiplier(_ text: String?) -> CGFloat? {
        guard let text else { return 1 }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for separator: Character in [":", "/"] where trimmed.contains(separator) {
            let parts = trimmed.split(separator: separator, omittingEmptySubsequences: false)
            guard parts.count == 2, let a = Double(parts[0].trimmingCharacters(in: .whitespaces)),
                  let b = Double(parts[1].trimmingCharacters(in: .whitespaces)), b != 0, (a / b).isFinite else { return nil }
            return CGFloat(a / b)
        }
        guard let value = Double(trimmed), value.isFinite else { return nil }
        return CGFloat(value)
    }

    /// `<edgeInsets key="layoutMargins" top="0.0" left="8" bottom="0.0" right="8"/>`.
    static func insets(_ element: InterfaceBuilderElement) -> EdgeInsets {
        EdgeInsets(top: element.number("top") ?? 0, left: element.number("left") ?? element.number("leading") ?? 0,
                   bottom: element.number("bottom") ?? 0, right: element.number("right") ?? element.number("trailing") ?? 0)
    }
}
