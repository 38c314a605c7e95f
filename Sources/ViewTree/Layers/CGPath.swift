import Foundation

#if !canImport(CoreGraphics)
/// A minimal `CGPath` (Foundation on Linux has none), for `ShapeLayer.path` and
/// `Layer.shadowPath`: the shapes UIKit code most often builds, kept as values with their bounding
/// box. ViewTree does not draw, so a path is only stored, compared and measured.
public struct CGPath: Equatable, Hashable, Sendable {
    /// What the path is.
    public enum Shape: Equatable, Hashable, Sendable {
        /// `CGPath(rect:transform:)`.
        case rect(CGRect)
        /// `CGPath(ellipseIn:transform:)`.
        case ellipse(CGRect)
        /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
        case roundedRect(CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat)
    }

    /// The shape, in the path's own coordinates (any transform already applied to its rect).
    public let shape: Shape

    /// `CGPath(rect:transform:)`.
    public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        shape = .rect(transform.map { rect.applying($0.pointee) } ?? rect)
    }

    /// `CGPath(ellipseIn:transform:)`.
    public init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        shape = .ellipse(transform.map { rect.applying($0.pointee) } ?? rect)
    }

    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                transform: UnsafePointer<CGAffineTransform>?) {
        shape = .roundedRect(transform.map { rect.applying($0.pointee) } ?? rect,
                             cornerWidth: cornerWidth, cornerHeight: cornerHeight)
    }

    /// `boundingBox`.
    public var boundingBox: CGRect {
        switch shape {
        case .rect(let r), .ellipse(let r), .roundedRect(let r, _, _): r.standardized
        }
    }
}
#endif
