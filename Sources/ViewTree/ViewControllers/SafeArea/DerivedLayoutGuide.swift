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

    /// The guide's insets from the owner's bounds.
    func insets(in owner: View) -> EdgeInsets {
        let size = owner.bounds.size
        switch self {
        case .safeArea:
            return owner.safeAreaInsets
        case .layoutMargins:
            return owner.layoutMarginsGuideInsets
        case .readableContent:
            var insets = owner.layoutMarginsGuideInsets
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
