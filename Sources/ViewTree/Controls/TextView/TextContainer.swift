import Foundation

/// `NSTextContainer`, reduced to what a text view's layout needs: the region the text is laid out in.
///
/// A text view owns one (`TextView.textContainer`), as `UITextView` does, so that the common UIKit line
/// `textView.textContainer.lineFragmentPadding = 0` ports unchanged. The container's width follows
/// the text view (`widthTracksTextView` is always on): the text view's width less the left and right
/// `textContainerInset`; each line fragment then loses `lineFragmentPadding` at both ends.
open class TextContainer {
    /// 5 pt: NSTextContainer's default `lineFragmentPadding`.
    /// Source: Apple's documentation of `NSTextContainer.lineFragmentPadding` ("The default value of
    /// this property is 5.0").
    public static let defaultLineFragmentPadding: CGFloat = 5

    /// `maximumNumberOfLines`: 0 (no limit) by default. Stored: the text view's content size does not cap its lines.
    open var maximumNumberOfLines = 0

    /// The blank space at the start and at the end of every line fragment, in points (default 5).
    /// A value that is negative, not finite or beyond `View.maximumCoordinate` is rejected (the padding
    /// stays as it was).
    open var lineFragmentPadding: CGFloat = TextContainer.defaultLineFragmentPadding {
        didSet {
            guard lineFragmentPadding.isWithin(View.maximumCoordinate), lineFragmentPadding >= 0 else {
                let rejected = lineFragmentPadding
                lineFragmentPadding = oldValue
                textView?.reject(.invalidValue, "lineFragmentPadding \(UIKitFormat.number(rejected)) is negative, not finite or beyond ±\(UIKitFormat.number(View.maximumCoordinate)) (View.maximumCoordinate); it stays \(UIKitFormat.number(oldValue))")
                return
            }
            if lineFragmentPadding != oldValue { textView?.textLayoutInputsDidChange() }
        }
    }

    /// The text view this container lays out for (weak: the text view owns the container).
    public internal(set) weak var textView: TextView?
    /// `layoutManager`: the layout manager the container is in (weak: the manager keeps its containers).
    public internal(set) weak var layoutManager: LayoutManager?
    /// The size given to a container of no text view (`init(size:)`, or `size` set).
    private var givenSize: CGSize = .zero

    /// Creates a container with the default padding (a text view makes its own).
    public init() {}

    /// `init(size:)`: a container of that size, for a layout manager of your own (a text view's container
    /// follows the text view instead).
    public init(size: CGSize) { givenSize = size }

    /// The container's size: the text view's width less its left and right `textContainerInset`, and
    /// an unlimited height (a text view's container grows with its text; real dumps print
    /// `NSTextContainer … size = (343.000000,inf)` for a 343-pt-wide `UITextView`). A container
    /// of no text view has the size it was given (zero by default).
    public var size: CGSize {
        get {
            guard let textView else { return givenSize }
            let inset = textView.textContainerInset
            return CGSize(width: textView.bounds.width - inset.left - inset.right, height: .infinity)
        }
        set { givenSize = newValue }
    }
}
