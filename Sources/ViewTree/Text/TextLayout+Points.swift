import Foundation

extension TextLayout {
    /// The caret offset (UTF-16) nearest to `point` (in the layout's coordinates: x from the start of a line,
    /// y from the top of the first), and how far the point lies between that caret position and the next
    /// (0…1), as `NSLayoutManager.characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:)` reports:
    /// the character whose left half holds the point is the one before which the caret goes. A point above
    /// the text gives the first line, below it the last; left of a line its start, right of it its end (before
    /// a line break that ends it).
    public func caretOffset(nearest point: CGPoint) -> (offset: Int, fraction: CGFloat) {
        let lineHeight = font.lineHeight
        let row = point.y.isFinite && lineHeight > 0 ? Int(max(0, min(Double(lines.count - 1), (point.y / lineHeight).rounded(.down)))) : 0
        let line = lines[row]
        var offset = line.range.location
        var x: CGFloat = 0
        let target = point.x.isFinite ? point.x : 0
        for scalar in line.text.unicodeScalars {
            let advance = font.advance(of: scalar)
            if target < x + advance {
                let fraction = advance > 0 ? max(0, (target - x) / advance) : 0
                return fraction < 0.5 ? (offset, fraction) : (offset + (scalar.value > 0xFFFF ? 2 : 1), fraction)
            }
            x += advance
            offset += scalar.value > 0xFFFF ? 2 : 1
        }
        return (offset, 1)
    }
}
