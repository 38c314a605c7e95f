import Foundation

// Converting points and rects between views of one tree. A view's bounds origin shifts the
// coordinate space of its subviews (a scrolled scroll view); transforms are not modelled.
// Views of different trees are converted through their roots' coordinate spaces, as UIKit converts
// through the screen.
extension View {
    /// A point in the superview's coordinates, expressed in this view's coordinates.
    func convertFromSuperview(_ p: CGPoint) -> CGPoint {
        let f = currentFrame
        return CGPoint(x: p.x - f.origin.x + storedBounds.origin.x, y: p.y - f.origin.y + storedBounds.origin.y)
    }

    /// A point in this view's coordinates, expressed in the superview's coordinates.
    func convertToSuperview(_ p: CGPoint) -> CGPoint {
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

    /// `convert(_:to:)` for a rect: its origin converts, its size is kept (no transforms).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `convert(_:from:)` for a rect.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }
}
