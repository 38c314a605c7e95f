import Foundation

/// The layout guides a view or controller derives from its geometry.
enum DerivedLayoutGuide: Equatable {
    case safeArea, layoutMargins, readableContent, topLayoutSupport, bottomLayoutSupport, keyboard

    var identifier: String {
        switch self {
        case .safeArea: return "UIViewSafeAreaLayoutGuide"
        case .layoutMargins: return "UIViewLayoutMarginsGuide"
        case .readableContent: return "UIViewReadableContentGuide"
        case .topLayoutSupport: return "_UILayoutGuide-top"
        case .bottomLayoutSupport: return "_UILayoutGuide-bottom"
        case .keyboard: return "UIKeyboardLayoutGuide"
        }
    }

    /// The guide's insets from the owner's bounds. The margins guides lie inside the owner's alignment rectangle
    /// (zacwe.st, "Alignment rects in Auto Layout views": "the layoutMarginGuide and direct leading, trailing,
    /// etc., anchors are automatically inset"; `View+AlignmentRect.swift`).
    func insets(in owner: View) -> EdgeInsets {
        let size = owner.bounds.size
        switch self {
        case .safeArea:
            return owner.safeAreaInsets
        case .layoutMargins:
            return Self.adding(owner.layoutMarginsGuideInsets, owner.layoutAlignmentInsets)
        case .readableContent:
            var insets = Self.adding(owner.layoutMarginsGuideInsets, owner.layoutAlignmentInsets)
            let available = size.width - insets.left - insets.right
            if available > View.readableContentWidth {
                let extra = (available - View.readableContentWidth) / 2
                insets.left += extra
                insets.right += extra
            }
            return insets
        case .topLayoutSupport:
            let length = ViewController.owning(owner)?.topLayoutGuideLength ?? 0
            return EdgeInsets(top: 0, left: 0, bottom: max(0, size.height - length), right: 0)
        case .bottomLayoutSupport:
            let length = ViewController.owning(owner)?.bottomLayoutGuideLength ?? 0
            return EdgeInsets(top: max(0, size.height - length), left: 0, bottom: 0, right: 0)
        case .keyboard:
            return EdgeInsets(top: max(0, size.height - owner.keyboardGuideHeight), left: 0, bottom: 0, right: 0)
        }
    }

    private static func adding(_ a: EdgeInsets, _ b: EdgeInsets) -> EdgeInsets {
        b == .zero ? a : EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// The guide's rectangle in the owner's coordinates.
    func frame(in owner: View) -> CGRect {
        let b = owner.bounds
        let i = insets(in: owner)
        return CGRect(x: b.minX + i.left, y: b.minY + i.top,
                      width: max(0, b.width - i.left - i.right), height: max(0, b.height - i.top - i.bottom))
    }
}

extension View {
    /// The guide of `kind`, made once per view.
    func derivedGuide(_ kind: DerivedLayoutGuide) -> LayoutGuide {
        for guide in extras?.derivedLayoutGuides ?? [] {
            if case .derived(let k) = guide.kind, k == kind { return guide }
        }
        let guide = kind == .keyboard ? KeyboardLayoutGuide(kind: .derived(kind), owner: self, identifier: kind.identifier)
                                      : LayoutGuide(kind: .derived(kind), owner: self, identifier: kind.identifier)
        layoutExtras.derivedLayoutGuides.append(guide)
        return guide
    }
}
