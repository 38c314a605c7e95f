import Foundation
import ViewTree

/// Article A's `@implementation UIImageView (MRAScrollView)`: `setAlpha:` as article B's (refuse alpha 0
/// for the indicator of a tagged, overflowing scroll view) plus `setFrame:`:
///
/// ```objc
/// -(void)setFrame:(CGRect)frame{
///     MRATextView *superView = (MRATextView *)self.superview;
///     if (superView.tag == noDisableVerticalScrollTag && superView.scrollEnabled) {
///         if (self.frame.origin.y < 0) { frame.origin.y = 0; }
///         frame.size.height = superView.verticalScrollBarH;
///     }
///     [super setFrame: frame];
/// }
/// ```
///
/// Note the port keeps the article's details: the check reads the indicator's *current* frame
/// (`self.frame.origin.y < 0`), not the new one, and it applies to every image view of the tagged
/// view (the horizontal indicator too). The Objective-C casts the superview to `MRATextView`
/// unconditionally; the Swift port uses `as?`, so a tagged view of another class is left alone instead
/// of crashing on an unrecognized selector.
public func mraScrollViewCategory() -> Category<ImageView> {
    Category("MRAScrollView", on: ImageView.self)
        .setAlpha { imageView, alpha, callSuper in
            if keepsIndicatorVisible(imageView, alpha: alpha) { return }
            callSuper(alpha)
        }
        .setFrame { imageView, frame, callSuper in
            var frame = frame
            if let superView = imageView.superview as? MRATextView,
               superView.tag == noDisableVerticalScrollTag && superView.isScrollEnabled {
                if imageView.frame.origin.y < 0 {
                    frame.origin.y = 0
                }
                frame.size.height = superView.verticalScrollBarH
            }
            callSuper(frame)
        }
}
