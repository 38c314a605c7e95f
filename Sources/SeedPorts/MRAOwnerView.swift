import Foundation
import ViewTree

/// Article A's iOS 8 fix, as the owner of the text view writes it:
///
/// ```objc
/// -(void)didMoveToWindow{
///     [super didMoveToWindow];
///     [_textView flashScrollIndicators];
/// }
/// ```
/// together with "set `contentSize` by hand whenever the text changes" (`setTextFixingContentSize`).
open class MRAOwnerView: View {
    /// The text view this view owns.
    public let textView: MRATextView

    /// Creates the owner with its text view filling it.
    public init(frame: CGRect, textView: MRATextView) {
        self.textView = textView
        super.init(frame: frame)
        addSubview(textView)
    }

    /// Not loadable from a nib: the owner is made with its text view.
    public required init?(coder: NSCoder) { nil }

    /// Re-flashes the text view's indicators when the owner lands in a window (the iOS 8 fix: it
    /// restores the indicator's alpha and frame that iOS 8 reset behind `setAlpha:`'s back).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        textView.flashScrollIndicators()
    }

    /// Sets the text and then `contentSize` by hand (the iOS 8 fix for a text view whose content size
    /// stays (0, 0)).
    public func setTextFixingContentSize(_ text: String) {
        textView.text = text
        // [_textView sizeThatFits:CGSizeMake(width, MAXFLOAT)], as the fix is usually written.
        let fitting = textView.sizeThatFits(CGSize(width: textView.bounds.width, height: .greatestFiniteMagnitude))
        textView.contentSize = CGSize(width: textView.bounds.width, height: fitting.height)
    }
}
