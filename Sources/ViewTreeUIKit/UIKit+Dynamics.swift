import ViewTree

/// `UIDynamicAnimator` (iOS 7): ViewTree's `DynamicAnimator`.
public typealias UIDynamicAnimator = DynamicAnimator
/// `UIDynamicAnimatorDelegate`: ViewTree's `DynamicAnimatorDelegate`.
public typealias UIDynamicAnimatorDelegate = DynamicAnimatorDelegate
/// `UIDynamicItem`: ViewTree's `DynamicItem`.
public typealias UIDynamicItem = DynamicItem
/// `UIDynamicBehavior`: ViewTree's `DynamicBehavior`.
public typealias UIDynamicBehavior = DynamicBehavior
/// `UIGravityBehavior`: ViewTree's `GravityBehavior`.
public typealias UIGravityBehavior = GravityBehavior
/// `UICollisionBehavior`: ViewTree's `CollisionBehavior`.
public typealias UICollisionBehavior = CollisionBehavior
/// `UICollisionBehaviorDelegate`: ViewTree's `CollisionBehaviorDelegate`.
public typealias UICollisionBehaviorDelegate = CollisionBehaviorDelegate
/// `UIPushBehavior`: ViewTree's `PushBehavior`.
public typealias UIPushBehavior = PushBehavior
/// `UISnapBehavior`: ViewTree's `SnapBehavior`.
public typealias UISnapBehavior = SnapBehavior
/// `UIAttachmentBehavior`: ViewTree's `AttachmentBehavior`.
public typealias UIAttachmentBehavior = AttachmentBehavior
/// `UIDynamicItemBehavior`: ViewTree's `DynamicItemBehavior`.
public typealias UIDynamicItemBehavior = DynamicItemBehavior
