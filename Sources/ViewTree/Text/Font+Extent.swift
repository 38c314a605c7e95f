import Foundation

// A cheap bound on how large text can get, so that a huge font (UIFont accepts any positive size)
// cannot make a label's intrinsic size or a text view's content size infinite.
extension Font {
    /// An upper bound of the width and the height of `utf16Count` characters laid out in this font:
    /// no advance is wider than one em, and no line is taller than 1.2 em (`lineHeightRatio`), so
    /// neither dimension exceeds 2 em × (characters + 1).
    func extentBound(utf16Count: Int) -> CGFloat {
        pointSize * 2 * (CGFloat(utf16Count) + 1)
    }

    /// Whether text of `utf16Count` characters in this font is sure to stay within
    /// `View.maximumCoordinate`; the label and text view setters reject a font or a text that is not.
    func keepsExtentRepresentable(utf16Count: Int) -> Bool {
        extentBound(utf16Count: utf16Count) <= View.maximumCoordinate
    }
}

extension View {
    /// Records why a font or a text was refused because of its extent (see `Font.extentBound`).
    func rejectTextExtent(_ what: String, font: Font, utf16Count: Int) {
        reject(.invalidValue, "\(what) rejected: \(utf16Count) characters at \(UIKitFormat.number(font.pointSize)) pt could measure up to \(UIKitFormat.number(font.extentBound(utf16Count: utf16Count))) points, beyond ±\(UIKitFormat.number(View.maximumCoordinate)) (View.maximumCoordinate); the previous value is kept")
    }
}
