import Foundation
import ViewTree

extension InterfaceBuilderValues {
    /// `buttonType`: Xcode 6–12 write `roundedRect` for the system button (the iOS 7+ look), Xcode 13+
    /// `system`; no attribute is a custom button.
    static func buttonType(_ name: String?) -> Button.ButtonType {
        switch name {
        case "roundedRect", "system": .system
        case "detailDisclosure": .detailDisclosure
        case "infoLight": .infoLight
        case "infoDark": .infoDark
        case "contactAdd": .contactAdd
        default: .custom
        }
    }

    /// `<barButtonItem systemItem="camera">` or `<barButtonItem title="Album" width="42" style="done">`: a system
    /// item by its name in UIKit's `UIBarButtonItem.SystemItem`, else a titled (or image) item.
    static func barButtonItem(_ element: InterfaceBuilderElement) -> BarButtonItem {
        let style: BarButtonItem.Style = element["style"] == "done" ? .done : element["style"] == "bordered" ? .bordered : .plain
        let item = if let name = element["systemItem"], let system = BarButtonItem.SystemItem.allCases.first(where: { "\($0)" == name }) {
            BarButtonItem(barButtonSystemItem: system)
        } else {
            BarButtonItem(title: element["title"], style: style)
        }
        if let width = element.number("width"), width > 0 { item.width = width }
        return item
    }

    /// `<state key="normal" title="Save"/>`: the keys of a button's per-state content.
    static let controlStates: [String: Control.State] = [
        "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
    ]

    /// `axis`, `distribution`, `alignment`, `spacing` (`spacingType="standard"`: the system spacing), `baselineRelativeArrangement`,
    /// `layoutMarginsRelativeArrangement` of a `<stackView>`; absent attributes are UIKit's defaults
    /// (horizontal, fill, fill, 0), which Xcode leaves out.
    static func configure(_ stack: StackView, from element: InterfaceBuilderElement) {
        if element["axis"] == "vertical" { stack.axis = .vertical }
        if let distribution = element["distribution"].flatMap({ stackDistributions[$0] }) { stack.distribution = distribution }
        if let alignment = element["alignment"].flatMap({ stackAlignments[$0] }) { stack.alignment = alignment }
        if let spacing = element.number("spacing") { stack.spacing = spacing }
        // Xcode's "Standard" spacing (iOS 11+): `UIStackView.spacingUseSystem`, the 8-pt sibling spacing.
        if element["spacingType"] == "standard" { stack.spacing = StackView.spacingUseSystem }
        if let baseline = element.bool("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = baseline }
        if let margins = element.bool("layoutMarginsRelativeArrangement") { stack.isLayoutMarginsRelativeArrangement = margins }
    }

    static let stackDistributions: [String: StackView.Distribution] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]

    static let stackAlignments: [String: StackView.Alignment] = [
        "fill": .fill, "leading": .leading, "top": .top, "firstBaseline": .firstBaseline, "center": .center,
        "trailing": .trailing, "bottom": .bottom, "lastBaseline": .lastBaseline,
    ]

    /// `<collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal"
    /// minimumLineSpacing="10" minimumInteritemSpacing="10">` with `<size key="itemSize">`,
    /// `estimatedItemSize`, `headerReferenceSize`, `footerReferenceSize` and `<inset key="sectionInset"
    /// minX= minY= maxX= maxY=>` (left, top, right, bottom).
    static func configure(_ layout: CollectionViewFlowLayout, from element: InterfaceBuilderElement) {
        if element["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        if let spacing = element.number("minimumLineSpacing"), spacing >= 0 { layout.minimumLineSpacing = spacing }
        if let spacing = element.number("minimumInteritemSpacing"), spacing >= 0 { layout.minimumInteritemSpacing = spacing }
        func size(_ key: String) -> CGSize? {
            guard let e = element.child("size", key: key), let w = e.number("width"), let h = e.number("height"), w >= 0, h >= 0 else { return nil }
            return CGSize(width: w, height: h)
        }
        if let itemSize = size("itemSize") { layout.itemSize = itemSize }
        if let estimated = size("estimatedItemSize") { layout.estimatedItemSize = estimated }
        if let header = size("headerReferenceSize") { layout.headerReferenceSize = header }
        if let footer = size("footerReferenceSize") { layout.footerReferenceSize = footer }
        if let inset = element.child("inset", key: "sectionInset") {
            layout.sectionInset = EdgeInsets(top: inset.number("minY") ?? 0, left: inset.number("minX") ?? 0,
                                              bottom: inset.number("maxY") ?? 0, right: inset.number("maxX") ?? 0)
        }
    }
}
