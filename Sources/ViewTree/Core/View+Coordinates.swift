import Foundation

// Converting points and rects between views of one tree. A view's bounds origin shifts the
// coordinate space of its subviews (a scrolled scroll view); a transform or anchor point (kept in
// the view's layer) maps through `LayerGeometry`, so hit testing, which converts with these, honours them.
// Views of different trees are converted through their roots' coordinate spaces, as UIKit converts
// through the screen.
extension View {
    /// A point in the superview's coordinates, expressed in this view's coordinates.
    func convertFromSuperview(_ p: CGPoint) -> CGPoint {
        if let layer = storedLayer, layer.affectsGeometry {
            return LayerGeometry.fromSuperlayer(p, position: storedCenter, bounds: storedBounds, anchor: layer.anchorPointValue,
                                                transform: layer.affineTransformValue)
        }
        let f = currentFrame
        return CGPoint(x: p.x - f.origin.x + storedBounds.origin.x, y: p.y - f.origin.y + storedBounds.origin.y)
    }

    /// A point in this view's coordinates, expressed in the superview's coordinates.
    func convertToSuperview(_ p: CGPoint) -> CGPoint {
        if let layer = storedLayer, layer.affectsGeometry {
            return LayerGeometry.toSuperlayer(p, position: storedCenter, bounds: storedBounds, anchor: layer.anchorPointValue,
                                              transform: layer.affineTransformValue)
        }
        let f = currentFrame
        return CGPoint(x: p.x + f.origin.x - storedBounds.origin.x, y: p.y + f.origin.y - storedBounds.origin.y)
    }

    /// The point in the root's coordinates (the window's, in a window).
    private func convertToRoot(_ p: CGPoint) -> CGPoint {
        var point = p
        var v: View = self
        while let parent = v.storedSuperview {
            point = v.convertToSuperview(point)
            v = parent
        }
        return point
    }

    private func convertFromRoot(_ p: CGPoint) -> CGPoint {
        var chain: [View] = []
        var v: View? = self
        while let current = v, current.storedSuperview != nil {
            chain.append(current)
            v = current.storedSuperview
        }
        var point = p
        for view in chain.reversed() { point = view.convertFromSuperview(point) }
        return point
    }

    /// `convert(_:to:)`: a point in this view's coordinates, in `view`'s (the root's when `nil`).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let root = convertToRoot(point)
        return view?.convertFromRoot(root) ?? root
    }

    /// `convert(_:from:)`: a point in `view`'s coordinates (the root's when `nil`), in this view's.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        let root = view?.convertToRoot(point) ?? point
        return convertFromRoot(root)
    }

    /// `convert(_:to:)` for a rect: its origin converts and its size is kept when no view between
    /// the two has a transform; otherwise the bounding box of its four converted corners, as UIKit.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        guard hasTransformOnPathToRoot || view?.hasTransformOnPathToRoot == true else {
            return CGRect(origin: convert(rect.origin, to: view), size: rect.size)
        }
        return View.boundingBox(of: rect) { convert($0, to: view) }
    }

    /// `convert(_:from:)` for a rect (see `convert(_:to:)`).
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        guard hasTransformOnPathToRoot || view?.hasTransformOnPathToRoot == true else {
            return CGRect(origin: convert(rect.origin, from: view), size: rect.size)
        }
        return View.boundingBox(of: rect) { convert($0, from: view) }
    }

    /// Some view from this one up to its root (excluding the root, whose transform does not enter
    /// conversions to its own coordinates) has a transform or a moved anchor point.
    private var hasTransformOnPathToRoot: Bool {
        var v: View = self
        while let parent = v.storedSuperview {
            if let layer = v.storedLayer, layer.affectsGeometry { return true }
            v = parent
        }
        return false
    }

    private static func boundingBox(of rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        let r = rect.standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(convert)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}

extension View {
    /// `value` rounded up to this view's device pixels.
    func roundUpToPixels(_ value: CGFloat) -> CGFloat { (value * pixelScale).rounded(.up) / pixelScale }
    /// `value` rounded to the nearest of this view's device pixels.
    func roundToPixels(_ value: CGFloat) -> CGFloat { (value * pixelScale).rounded() / pixelScale }
}
