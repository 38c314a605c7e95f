import Foundation

// A layer's own values, split into groups that are allocated only while one of their values
// differs from its default (see the memory figures in `Docs/Performance.md`). A view's layer
// that was only read is a small object of empty group slots; a styled layer adds the border
// group alone, a transformed one the geometry group alone. Writing a default value into an
// absent group allocates nothing, and a group whose values all went back to their defaults is
// released, so the slot being `nil` means "every value in it is the default".

/// A group of layer properties stored together: `Equatable`, with its defaults as one value.
protocol LayerPropertyGroup: Equatable {
    /// Every property of the group at its default.
    static var defaults: Self { get }
}

/// The heap cell one present group lives in.
final class LayerGroupBox<Group: LayerPropertyGroup> {
    @exclusivity(unchecked) var group: Group
    init(_ group: Group) { self.group = group }
}

/// One slot of a layer: a group of properties, or nothing while they are all at their defaults.
/// The size of a pointer.
struct SparseLayerGroup<Group: LayerPropertyGroup> {
    private var box: LayerGroupBox<Group>?

    /// Whether some value of the group differs from its default.
    @inline(__always) var isPresent: Bool { box != nil }

    /// The group's values (the defaults when absent).
    @inline(__always) var values: Group { box?.group ?? Group.defaults }

    /// Reads one value without copying the group.
    @inline(__always) func read<Value>(_ value: (Group) -> Value) -> Value {
        if let box { return value(box.group) }
        return value(Group.defaults)
    }

    /// Changes values of the group: allocates it when a value leaves its default, releases it
    /// when every value is back at its default.
    mutating func update(_ change: (inout Group) -> Void) {
        if let box {
            change(&box.group)
            if box.group == Group.defaults { self.box = nil }
        } else {
            var group = Group.defaults
            change(&group)
            if group != Group.defaults { box = LayerGroupBox(group) }
        }
    }

    /// Replaces the whole group.
    mutating func set(_ group: Group) {
        if group == Group.defaults { box = nil } else if let box { box.group = group } else { box = LayerGroupBox(group) }
    }
}

/// Geometry: `anchorPoint` and `transform` — what makes a view's frame, conversions and hit
/// testing take the transformed path (so "present" is exactly "affects geometry").
struct LayerGeometryGroup: LayerPropertyGroup {
    var transform = CompactTransform.identity
    var anchorPoint = Layer.defaultAnchorPoint
    static var defaults: LayerGeometryGroup { LayerGeometryGroup() }
}

/// Border and corner: `cornerRadius`, `maskedCorners`, `cornerCurve`, `borderWidth`, `borderColor`.
struct LayerBorderGroup: LayerPropertyGroup {
    var cornerRadius: CGFloat = 0
    var maskedCorners: Layer.CornerMask = Layer.defaultMaskedCorners
    var cornerCurve: Layer.CornerCurve = Layer.defaultCornerCurve
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = Layer.defaultBorderColor
    static var defaults: LayerBorderGroup { LayerBorderGroup() }
}

/// Shadow: `shadowColor`, `shadowOpacity`, `shadowOffset`, `shadowRadius`, `shadowPath`.
struct LayerShadowGroup: LayerPropertyGroup {
    var shadowOpacity: Float = 0
    var shadowRadius: CGFloat = Layer.defaultShadowRadius
    var shadowOffset = Layer.defaultShadowOffset
    var shadowColor: CGColor? = Layer.defaultShadowColor
    var shadowPath: CGPath?
    static var defaults: LayerShadowGroup { LayerShadowGroup() }
}

/// Contents and colour of a free layer: `bounds`, `position`, `opacity`, `isHidden`,
/// `masksToBounds`, `backgroundColor`. A view's layer never uses it: the view holds these.
struct LayerContentsGroup: LayerPropertyGroup {
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var opacity: Float = 1
    var isHidden = false
    var masksToBounds = false
    var backgroundColor: CGColor?
    static var defaults: LayerContentsGroup { LayerContentsGroup() }
}

/// Place in the layer tree: free sublayers, the superlayer of a free layer, `zPosition` (the
/// order among siblings), `name` and the id a free layer prints.
struct LayerTreeGroup: LayerPropertyGroup {
    /// Free sublayers (for a view's layer: those added with `addSublayer`, each placed above a
    /// subview's layer or below them all); see `Layer+Hierarchy.swift`.
    var freeSublayers: [FreeSublayer] = []
    /// The layer this free layer was added to; weak: a layer owns its sublayers.
    weak var superlayer: Layer?
    var zPosition: CGFloat = 0
    var name: String?
    /// The id printed for a free layer (0 until given).
    var snapshotID = 0
    /// `mask`; strong, as Core Animation's (the layer owns its mask, which has no superlayer).
    var mask: Layer?
    /// A free layer's `delegate`; weak, as Core Animation's.
    weak var delegate: (any LayerDelegate)?
    /// `accessibilityLabel`, `accessibilityHint`, `accessibilityValue` (see `Layer+Accessibility.swift`).
    var accessibilityLabel: String?
    var accessibilityHint: String?
    var accessibilityValue: String?
    static var defaults: LayerTreeGroup { LayerTreeGroup() }

    static func == (a: LayerTreeGroup, b: LayerTreeGroup) -> Bool {
        a.superlayer === b.superlayer && a.zPosition == b.zPosition && a.name == b.name && a.snapshotID == b.snapshotID && a.mask === b.mask
            && a.delegate === b.delegate
            && a.accessibilityLabel == b.accessibilityLabel && a.accessibilityHint == b.accessibilityHint
            && a.accessibilityValue == b.accessibilityValue
            && a.freeSublayers.count == b.freeSublayers.count
            && zip(a.freeSublayers, b.freeSublayers).allSatisfy { $0.layer === $1.layer && $0.above === $1.above && $0.placedAboveAView == $1.placedAboveAView }
    }
}

/// A transform stored compactly: the six numbers of an affine transform (what views use), or a
/// boxed 4×4 matrix only when a 3-D transform was set.
enum CompactTransform: Equatable {
    case affine(CGAffineTransform)
    indirect case full(Transform3D)

    static let identity = CompactTransform.affine(.identity)

    init(_ t: Transform3D) {
        self = t.isAffine ? .affine(t.affineTransform) : .full(t)
    }

    var transform3D: Transform3D {
        switch self {
        case .affine(let t): Transform3D(t)
        case .full(let t): t
        }
    }

    var affineTransform: CGAffineTransform {
        switch self {
        case .affine(let t): t
        case .full(let t): t.affineTransform
        }
    }
}
