/// A class UIKit derives from `NSObject` and that keeps `NSObject`'s `isEqual:` and `hash`: two
/// references are equal when they are the same object. Conforming gives `==` and `hash(into:)` by
/// identity, so such objects go in sets and dictionary keys (`[UISnapBehavior: UIView]`,
/// `Set<NSLayoutConstraint>`) and arrays of them compare, as in UIKit.
public protocol IdentityHashable: AnyObject, Hashable {}

extension IdentityHashable {
    /// Identity.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension LayoutConstraint: IdentityHashable {}
extension LayoutGuide: IdentityHashable {}
extension GestureRecognizer: IdentityHashable {}
extension DynamicBehavior: IdentityHashable {}
extension DynamicAnimator: IdentityHashable {}
extension ViewPropertyAnimator: IdentityHashable {}
extension MenuElement: IdentityHashable {}
extension NavigationItem: IdentityHashable {}
extension TabBarItem: IdentityHashable {}
extension Screen: IdentityHashable {}
extension AlertAction: IdentityHashable {}
extension ContextualAction: IdentityHashable {}
extension TableViewRowAction: IdentityHashable {}
extension StoryboardSegue: IdentityHashable {}
extension DisplayLink: IdentityHashable {}
extension Event: IdentityHashable {}
extension MotionEffect: IdentityHashable {}
extension FeedbackGenerator: IdentityHashable {}
extension TextRange: IdentityHashable {}
extension CollectionViewLayout: IdentityHashable {}
extension PresentationController: IdentityHashable {}
