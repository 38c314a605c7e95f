import Foundation
import ViewTree

extension InterfaceBuilderLoader {
    /// The width Xcode measured for a one-line label's text, when another label of the document shows the same text in
    /// the same font: the narrowest of their saved widths. The canvas measures a text once per font, so twins have one
    /// intrinsic width; a wider twin was stretched by its constraints, and its saved width is not what it measures.
    /// dasdom/TwitterCellStackViewDemo's `Main.storyboard` (Xcode 7.0, a prototype cell) saves two "Label" labels in
    /// 14-pt semibold side by side in a fill stack, 458 and 37 wide, both hugging at 251, and marks both
    /// `ambiguous="YES"`: each measures 37, and the 421 pt left over may go to either. Taking each saved width as the
    /// label's own made the row exactly full and unambiguous. Saved widths clearly too narrow for the text
    /// (`clearlyFitsOneLine` of ViewTree's own measure: a truncated twin) are not taken. `nil` without such a twin.
    func twinTextWidth(of element: InterfaceBuilderElement, font: Font) -> CGFloat? {
        guard let key = Self.twinKey(element) else { return nil }
        let widths = labelWidthsByText[key] ?? []
        guard widths.count > 1, let text = element["text"] else { return nil }
        let measured = TextLayout(text: text, font: font, width: .infinity).usedWidth
        return widths.filter { $0 >= measured * Self.clearlyFitsOneLine }.min()
    }

    /// The saved widths of the document's one-line labels of plain text, by text and font (`twinKey`).
    static func labelWidths(in root: InterfaceBuilderElement) -> [String: [CGFloat]] {
        var widths: [String: [CGFloat]] = [:]
        var pending = [root]
        while let element = pending.popLast() {
            pending.append(contentsOf: element.children)
            guard element.name == "label", let key = twinKey(element),
                  let frame = InterfaceBuilderValues.rect(element.child("rect", key: "frame")) else { continue }
            widths[key, default: []].append(frame.width)
        }
        return widths
    }

    /// What makes two labels measure alike: one line of the same non-empty plain text in the same font description.
    private static func twinKey(_ element: InterfaceBuilderElement) -> String? {
        guard element.name == "label", let text = element["text"], !text.isEmpty,
              (element["numberOfLines"] ?? "1") == "1",
              element.child("attributedString", key: "attributedText") == nil else { return nil }
        let font = element.child("fontDescription", key: "fontDescription")?.attributePairs
            .filter { $0.name != "key" }.map { "\($0.name)=\($0.value)" }.sorted().joined(separator: " ") ?? ""
        return text + "\u{0}" + font
    }
}
