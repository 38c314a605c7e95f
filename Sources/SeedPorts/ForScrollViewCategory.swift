import Foundation
import ViewTree

/// Article B's `@implementation UIImageView (ForScrollView)`: replaces `setAlpha:` for every image view
/// in the app; an indicator of a tagged scroll view refuses alpha 0 while the content overflows.
///
/// ```objc
/// - (void) setAlpha:(CGFloat)alpha {
///   if (self.superview.tag == noDisableVerticalScrollTag) {
///     if (alpha == 0 && self.autoresizingMask == UIViewAutoresizingFlexibleLeftMargin) {
///       if (self.frame.size.width < 10 && self.frame.size.height > self.frame.size.width) {
///         UIScrollView *sc = (UIScrollView*)self.superview;
///         if (sc.frame.size.height < sc.contentSize.height) { return; }
///   }}}
///   if (self.superview.tag == noDisableHorizontalScrollTag) { … the same, horizontally … }
///   [super setAlpha:alpha];
/// }
/// ```
///
/// A function rather than a constant: a category holds closures, which are not `Sendable`, and the
/// library keeps no global state; install it per world with `world.install(forScrollViewCategory())`.
public func forScrollViewCategory() -> Category<ImageView> {
    Category("ForScrollView", on: ImageView.self)
        .setAlpha { imageView, alpha, callSuper in
            if keepsIndicatorVisible(imageView, alpha: alpha) { return }
            callSuper(alpha)
        }
}

/// The shared test of both articles' `setAlpha:` replacements: is this a hidden-making write to the
/// indicator of a tagged scroll view whose content overflows on that axis?
public func keepsIndicatorVisible(_ imageView: ImageView, alpha: CGFloat) -> Bool {
    if imageView.superview?.tag == noDisableVerticalScrollTag {
        if alpha == 0 && imageView.autoresizingMask == .flexibleLeftMargin {
            if imageView.frame.size.width < 10 && imageView.frame.size.height > imageView.frame.size.width {
                // `(UIScrollView*)self.superview`: a plain cast in Objective-C; `as?` in Swift.
                if let sc = imageView.superview as? ScrollView, sc.frame.size.height < sc.contentSize.height {
                    return true
                }
            }
        }
    }
    if imageView.superview?.tag == noDisableHorizontalScrollTag {
        if alpha == 0 && imageView.autoresizingMask == .flexibleTopMargin {
            if imageView.frame.size.height < 10 && imageView.frame.size.height < imageView.frame.size.width {
                if let sc = imageView.superview as? ScrollView, sc.frame.size.width < sc.contentSize.width {
                    return true
                }
            }
        }
    }
    return false
}
