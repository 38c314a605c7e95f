import Foundation
import ViewTree

/// Article A's `MRATextView : UITextView`, ported line for line.
///
/// ```objc
/// @interface MRATextView : UITextView
/// @property(nonatomic) CGFloat verticalScrollBarH;
/// @end
/// @implementation MRATextView
/// -(instancetype)init{ self = [super init]; if (self) { self.tag = 836913; } return self; }
/// -(void)flashScrollIndicators{ [super flashScrollIndicators]; if (self.scrollEnabled) { [self showScrollBar]; } }
/// -(void)showScrollBar{
///     for(UIView *img in [self subviews]){
///         if ([img isKindOfClass:[UIImageView class]] && img.autoresizingMask == UIViewAutoresizingFlexibleLeftMargin){
///             UIImageView *scollBar = (UIImageView *)img;
///             CGRect frame = scollBar.frame; frame.origin.y = 0; [scollBar setFrame:frame];
///             [scollBar setAlpha:1];
///         }
///     }
/// }
/// @end
/// ```
open class MRATextView: TextView {
    /// The indicator height wanted from outside (`verticalScrollBarH`); the `MRAScrollView` category's
    /// `setFrame:` replacement gives the vertical indicator this height.
    public var verticalScrollBarH: CGFloat = 0

    /// `-init`: sets the tag that the category looks for. (`init()` and `init(frame:)` call this, UITextView's
    /// designated initializer in Swift, as `-init` ends in `-initWithFrame:textContainer:`.)
    public override init(frame: CGRect, textContainer: TextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        tag = noDisableVerticalScrollTag
    }

    /// `-initWithCoder:`: the same tag, for a text view loaded from a nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        tag = noDisableVerticalScrollTag
    }

    /// `[super flashScrollIndicators]`, then, if scrolling is enabled, `showScrollBar`.
    open override func flashScrollIndicators() {
        super.flashScrollIndicators()
        if isScrollEnabled {
            showScrollBar()
        }
    }

    /// Finds the vertical indicator (an image view with the mask `FlexibleLeftMargin`), moves it to the
    /// top (`frame.origin.y = 0`) and makes it visible (`alpha = 1`), through the setters.
    public func showScrollBar() {
        for img in subviews {
            if img is ImageView && img.autoresizingMask == .flexibleLeftMargin {
                let scollBar = img
                var frame = scollBar.frame
                frame.origin.y = 0
                scollBar.frame = frame
                scollBar.alpha = 1
            }
        }
    }
}
