import Foundation

extension TextView {
    /// What a description prints between the quotes of `text = '…'`: the first
    /// `descriptionTextLimit` (25) UTF-16 code units of `text` — one fewer if the 25th would split a
    /// surrogate pair — followed by `descriptionTruncationMarker` (`...`) when the text is longer;
    /// the whole text otherwise. Line breaks are then escaped (`\n`, `\r`, `\u2028`, `\u2029`), so
    /// that a description stays on one line (UIKit prints them raw; see `Docs/Fidelity.md` (text view)).
    /// Reads at most 25 code units, so describing a 10 MB text costs nothing.
    public static func descriptionExcerpt(of text: String) -> String {
        var out = ""
        var units = 0
        var truncated = false
        for scalar in text.unicodeScalars {
            let width = scalar.value > 0xFFFF ? 2 : 1
            if units + width > descriptionTextLimit {
                // Something is left that does not fit.
                truncated = true
                break
            }
            units += width
            switch scalar {
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\u{2028}": out.append("\\u2028")
            case "\u{2029}": out.append("\\u2029")
            default: out.unicodeScalars.append(scalar)
            }
        }
        if truncated { out.append(descriptionTruncationMarker) }
        return out
    }
}
