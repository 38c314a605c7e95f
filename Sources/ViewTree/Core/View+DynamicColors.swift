import Foundation

// A view keeps the colours it is given as they are (a dynamic `backgroundColor`, `tintColor` or label `textColor` reads
// back as the same dynamic colour); what its layer shows is the colour resolved with the view's traits. The layer's
// `backgroundColor` is derived from the view's on every read, so it follows the view's appearance at once when its
// traits change (an `overrideUserInterfaceStyle` on it, an ancestor, its window or a controller), as UIKit re-resolves
// it. A `CGColor` an app puts on the layer itself (`borderColor`, `shadowColor`) is fixed and stays as it was.

extension View {
    /// `layer.backgroundColor`: the view's background colour, a dynamic one resolved with the view's traits (the
    /// traits are computed only for a dynamic colour).
    var layerBackgroundColor: CGColor? {
        guard let color = storedBackgroundColor else { return nil }
        return resolvedForDisplay(color).cgColor
    }

    /// `color` as this view shows it: a fixed colour itself, a dynamic one resolved with the view's traits.
    func resolvedForDisplay(_ color: Color) -> Color {
        color.isDynamic ? color.resolvedColor(with: traitCollection) : color
    }
}
