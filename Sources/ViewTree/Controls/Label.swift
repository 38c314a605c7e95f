import Foundation

/// A single-line (or wrapped) piece of text with an intrinsic size: ViewTree's `UILabel`, enough to
/// reproduce seed claim C3 (a control with an intrinsic size needs only position constraints).
open class Label: View {
    /// `UILabel.appearance()`: the current world's proxy; carries `textColor` and `font`.
    open override class func appearance() -> Label { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`: applies inside instances of `containerTypes` only (views, or view
    /// controllers whose view is an ancestor). See `View.appearance()`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> Label {
        appearanceProxy(self, containers: containerTypes, make: { Label(frame: .zero) }, properties: appearanceProperties)
    }

    /// The text; changing it changes the intrinsic size. A text so long that its size in the font
    /// could pass `View.maximumCoordinate` is rejected with an `.invalidValue` diagnostic.
    open var text: String? {
        didSet {
            let count = text?.utf16.count ?? 0
            guard font.keepsExtentRepresentable(utf16Count: count) else {
                rejectTextExtent("text", font: font, utf16Count: count)
                text = oldValue
                return
            }
            // Plain text replaces attributed text (UIKit rebuilds it from the label's own font and colour).
            if !isSettingAttributedText { storedAttributedText = nil }
            if text != oldValue { invalidateIntrinsicContentSize() }
        }
    }
    /// Set while `attributedText` sets `text`, so that the attributes it stores survive.
    private var isSettingAttributedText = false

    /// `adjustsFontForContentSizeCategory` (`UIContentSizeCategoryAdjusting`): whether the font follows the user's
    /// text size. When true, a change of `Simulation.preferredContentSizeCategory` makes a font that came from
    /// a text style (or `FontMetrics`) again at the new size (`ContentSizeCategoryAdjusting.swift`).
    open var adjustsFontForContentSizeCategory = false

    /// The font (UILabel's default: the system font at 17 pt), `UIFont!` as in UIKit: `null_resettable`, so
    /// setting `nil` restores the default and a read is never `nil` (`label.font = textView.font` compiles as in
    /// UIKit). A font so large that the text's size could pass `View.maximumCoordinate` is rejected with an
    /// `.invalidValue` diagnostic.
    open var font: Font! {
        get { storedFont }
        set {
            let font = newValue ?? Font.systemFont(ofSize: Font.labelDefaultPointSize)
            let count = text?.utf16.count ?? 0
            guard font.keepsExtentRepresentable(utf16Count: count) else {
                rejectTextExtent("font \(font)", font: font, utf16Count: count)
                return
            }
            let old = storedFont
            storedFont = font
            if font != old { invalidateIntrinsicContentSize() }
        }
    }
    private var storedFont = Font.systemFont(ofSize: Font.labelDefaultPointSize)

    /// `UILabel.textColor`'s default before iOS 13: black. From iOS 13 (`PlatformProfile.usesDynamicSystemColors`) it
    /// is `dynamicDefaultTextColor`. The property is `null_resettable`: it never reads `nil`.
    public static let defaultTextColor: Color = .black
    /// `UILabel.textColor`'s default from iOS 13: `UIColor.label`, black in the light appearance and white in the dark
    /// (UILabel documentation: "The default value for this property is the system's label color, which adapts
    /// dynamically to Dark Mode changes"). The shared system colour: a label allocates nothing for it.
    public static let dynamicDefaultTextColor: Color = .label

    /// The text colour, `UIColor!` as in UIKit: `null_resettable`, so setting `nil` restores the default
    /// (`Label.dynamicDefaultTextColor` on an iOS 13+ profile, `Label.defaultTextColor` before) and a read is never
    /// `nil` — except on an `appearance()` proxy, which reads `nil` until a colour is set on it, as UIKit's proxy does
    /// (xamarin-macios `tests/monotouch-test/UIKit/AppearanceTest.cs`, `Appearance`, run on devices). Stored only:
    /// ViewTree draws no glyphs.
    open var textColor: Color! {
        get {
            if let storedTextColor { return storedTextColor }
            if isAppearanceProxy { return nil }
            return (simulation?.profile ?? .default).usesDynamicSystemColors ? Label.dynamicDefaultTextColor : Label.defaultTextColor
        }
        set { storedTextColor = newValue }
    }
    private var storedTextColor: Color?
    /// The colour set on this label (`nil`: none, so the default shows): what an appearance proxy carries.
    var ownTextColor: Color? {
        get { storedTextColor }
        set { storedTextColor = newValue }
    }

    /// The alignment of the text. Its default is the world's profile's `labelDefaultTextAlignment`
    /// (`.natural` from iOS 9, `.left` before) until it is set. Stored only: ViewTree draws no glyphs, and
    /// the alignment changes no size.
    open var textAlignment: TextAlignment {
        get { storedTextAlignment ?? (simulation?.profile ?? .default).labelDefaultTextAlignment }
        set { storedTextAlignment = newValue }
    }
    private var storedTextAlignment: TextAlignment?

    /// `lineBreakMode`; default `.byTruncatingTail` (UILabel documentation). A multi-line label wraps at word
    /// boundaries in every mode but `.byCharWrapping`, which splits words wherever a line is full (WinObjC's
    /// `uilabel-ios.xml`, captured on iOS: with `numberOfLines` 0 the clipping and truncating modes measure as word
    /// wrapping, character wrapping fills its lines further, 348.67 against 343 pt wide at 12 pt, 8 lines against
    /// 9 at 60 pt); no truncation is drawn.
    open var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet {
            if (lineBreakMode == .byCharWrapping) != (oldValue == .byCharWrapping) { invalidateIntrinsicContentSize() }
        }
    }
    /// `adjustsFontSizeToFitWidth`; default `false`. Stored only: the font is not shrunk.
    open var adjustsFontSizeToFitWidth = false
    /// `showsExpansionTextWhenTruncated`: whether hovering a pointer over truncated text shows it whole. Default
    /// `false`. Stored (ViewTree has no pointer).
    open var showsExpansionTextWhenTruncated = false
    /// `minimumScaleFactor`; default 0. Stored only.
    open var minimumScaleFactor: CGFloat = 0
    /// `highlightedTextColor`; default `nil`. Stored only.
    open var highlightedTextColor: Color?
    /// `shadowColor`; default `nil` (no shadow). Stored: ViewTree draws no text.
    open var shadowColor: Color?
    /// `shadowOffset`; default (0, −1), as UILabel's ("The default offset size is (0, -1)").
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// `allowsDefaultTighteningForTruncation` (iOS 9); default `false`. Stored: sizes do not tighten.
    open var allowsDefaultTighteningForTruncation = false
    /// `isHighlighted`; default `false`. Stored only.
    open var isHighlighted = false
    /// `isEnabled`; default `true`. Stored only (UIKit draws a disabled label dimmed).
    open var isEnabled = true

    /// `attributedText`: the text with its attributes. ViewTree keeps the string (`text`) and its
    /// attributes as given. The text is measured run by run (`Label.TextRuns`): each character in its `.font`
    /// (`font` where it has none), each line as tall as the tallest font on it; an `NSTextAttachment` takes its
    /// bounds' room in its line; the other attributes change no size. A run font so large that the text's size
    /// could pass `View.maximumCoordinate` is rejected with an `.invalidValue` diagnostic (a NaN, zero or negative
    /// size never gets this far: `Font` makes it `Font.defaultPointSize`). Setting `text` replaces it with a
    /// plain string.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText, storedAttributedText.string == text { return storedAttributedText }
            return text.map { NSAttributedString(string: $0) }
        }
        set {
            if let newValue, let runFont = TextRuns.largestFont(in: newValue),
               !runFont.keepsExtentRepresentable(utf16Count: newValue.length) {
                rejectTextExtent("attributedText", font: runFont, utf16Count: newValue.length)
                return
            }
            if let newValue, let bad = TextRuns.firstNonFinite(in: newValue) {
                reject(.nonFiniteGeometry, "attributedText: the NSTextAttachment at offset \(bad.offset) has bounds \(bad.bounds) with a NaN or infinite side, which no line can hold; the text stays \(text.map { "'\($0)'" } ?? "nil")")
                return
            }
            isSettingAttributedText = true
            defer { isSettingAttributedText = false }
            let previous = storedAttributedText
            storedAttributedText = newValue
            text = newValue?.string
            // The text was rejected (too long for the font): keep the previous attributes with it.
            if text != newValue?.string { storedAttributedText = previous }
            invalidateIntrinsicContentSize()
        }
    }
    private var storedAttributedText: NSAttributedString?

    /// Lines to show; 1 (the default) never wraps, 0 wraps at `preferredMaxLayoutWidth` (or, when that
    /// is 0, at the width Auto Layout gave the label).
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The width at which a multi-line label wraps for its intrinsic size. 0 (the default) is
    /// "automatic", as from iOS 8: a label that Auto Layout places wraps at the width its constraints
    /// give it (`automaticWrapWidth`); one it does not place never wraps. NaN, infinite or beyond
    /// `View.maximumCoordinate` is rejected with an `.invalidValue` diagnostic.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            guard preferredMaxLayoutWidth.isWithin(View.maximumCoordinate) else {
                reject(.invalidValue, "preferredMaxLayoutWidth \(preferredMaxLayoutWidth) is NaN, infinite or beyond ±\(UIKitFormat.number(View.maximumCoordinate)) (View.maximumCoordinate); it stays \(UIKitFormat.number(oldValue))")
                preferredMaxLayoutWidth = oldValue
                return
            }
            if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() }
        }
    }

    /// The width Auto Layout last solved for this label, which an automatic `preferredMaxLayoutWidth`
    /// wraps at (0 until the engine places it). UIKit's engine solves twice for such labels: once
    /// with their one-line size, then again with the size of the text wrapped at the width the first
    /// solve gave them (`LayoutEngine+LabelWrapping.swift`).
    var automaticWrapWidth: CGFloat = 0

    /// The width the text wraps at for the intrinsic size, if it wraps.
    var intrinsicWrapWidth: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return automaticWrapWidth > 0 ? automaticWrapWidth : nil
    }

    /// `initWithFrame:`; like UILabel, not interactive.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpLabel()
    }

    /// `initWithCoder:` (required by `View`): as `init(frame:)`, at the coder's frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpLabel()
    }

    /// What every initializer sets: a label takes no touches and, on iOS 6, clips to its bounds
    /// (`PlatformProfile.labelClipsToBounds`). It stays opaque, as UIView's default: labels made in code print
    /// no `opaque = NO` (`<UILabel: 0x7f906a410be0; frame = (0 0; 0 0); userInteractionEnabled = NO; layer =
    /// <_UILabelLayer: …>>`, iOS 13+; `<UITableViewLabel: 0x18b1c070; frame = (44 10; 218 17); text = 'UIView';
    /// userInteractionEnabled = NO; …>`, iOS 7); the labels of nibs print it because Interface Builder writes
    /// `opaque="NO"`, and UIKit's button and navigation-bar labels because UIKit sets it.
    private func setUpLabel() {
        isUserInteractionEnabled = false
        if (simulation?.profile ?? .default).labelClipsToBounds { clipsToBounds = true }
    }

    /// The text's size in the font, rounded up to device pixels; (0, 0) without text. Measured through
    /// `textRect(forBounds:limitedToNumberOfLines:)` with bounds as wide as the wrap width (or unlimited) and
    /// unlimited in height, as UIKit measures, so a subclass that insets the text there (a padded label) gets
    /// the padding in its intrinsic size.
    open override var intrinsicContentSize: CGSize { measuredSize(wrapWidth: intrinsicWrapWidth) }

    /// The text's size laid out `wrapWidth` wide (`nil`: unlimited), through `textRect(forBounds:limitedToNumberOfLines:)`,
    /// rounded up to device pixels.
    func measuredSize(wrapWidth: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let measure = CGRect(x: 0, y: 0, width: wrapWidth ?? Label.unlimitedMeasure, height: Label.unlimitedMeasure)
        let rect = textRect(forBounds: measure, limitedToNumberOfLines: numberOfLines)
        guard rect.width.isFinite, rect.height.isFinite, rect.width < Label.unlimitedMeasure, rect.height < Label.unlimitedMeasure else {
            reject(.invalidValue, "textRect(forBounds:limitedToNumberOfLines:) returned \(rect), which is not a finite size; the intrinsic size is (0, 0)")
            return .zero
        }
        let scale = pixelScale
        return CGSize(width: (max(0, rect.width) * scale).rounded(.up) / scale, height: (max(0, rect.height) * scale).rounded(.up) / scale)
    }

    /// The bounds' extent UIKit measures with when nothing limits it (`CGFLOAT_MAX`, as in
    /// `textRect(forBounds:limitedToNumberOfLines:)`'s documented use by `sizeThatFits`). **Ours**: the exact
    /// number UIKit passes is not published; any extent beyond every text's does the same.
    public static let unlimitedMeasure = CGFloat.greatestFiniteMagnitude

    /// `textRect(forBounds:limitedToNumberOfLines:)`: where the text goes in `bounds`: at its origin, as wide as
    /// the widest line it shows (never wider than the bounds; `Label.shownWidth`) and as tall as `numberOfLines`
    /// lines at most (0: every line). Text taller than the bounds gets the bounds' height, centred on the text: the rectangle
    /// starts half the overflow (of the text's height rounded up to pixels) above the bounds, on the nearest
    /// pixel (`Label.overflowingTextRect`). Override it to inset the text; `intrinsicContentSize` measures
    /// through it (with unlimited bounds, so never centred).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let origin = bounds.origin.x.isFinite && bounds.origin.y.isFinite ? bounds.origin : .zero
        guard let text, !text.isEmpty, !bounds.width.isNaN else { return CGRect(origin: origin, size: .zero) }
        let font = measuringFont
        let available = max(0, bounds.width)
        let wraps = numberOfLines != 1 && available < Label.unlimitedMeasure
        let runs = shownAttributedText.flatMap { Label.TextRuns(of: $0, base: font, fallback: self.font) }
        let layout = TextLayout(text: text, font: font, width: wraps ? available : .infinity,
                                breaksBetweenCharacters: lineBreakMode == .byCharWrapping,
                                advances: runs?.advances ?? TextLayout.Advances())
        let lines = numberOfLines > 0 ? min(numberOfLines, layout.lines.count) : layout.lines.count
        let height = runs?.height(ofFirst: lines, of: layout, base: font) ?? CGFloat(lines) * font.lineHeight
        let size = CGSize(width: Label.shownWidth(of: layout, lines: lines, available: available, clips: lineBreakMode == .byClipping),
                          height: height)
        return Label.overflowingTextRect(origin: origin, size: size, boundsHeight: bounds.height, scale: pixelScale)
    }

    /// The width of the text a label shows: its widest shown line (the lines past `numberOfLines` do not count),
    /// never wider than `available`; a clipped label that cuts text off runs its last line to the edge, so it is
    /// `available` wide.
    ///
    /// Source: WinObjC's `uilabel-ios.xml` (iOS, 3×, 353-pt frame): two lines of word-wrapped text at 28 pt are
    /// 336.67 wide where all four are 343 (ids 0123, 0003), at 68 pt 300 where all are 353 (0128, 0008); two
    /// clipped lines of a longer text are 353 wide at every size (0142–0149).
    static func shownWidth(of layout: TextLayout, lines: Int, available: CGFloat, clips: Bool) -> CGFloat {
        if clips, lines < layout.lines.count { return available }
        var widest: CGFloat = 0
        for line in layout.lines.prefix(lines) where line.width > widest { widest = line.width }
        return min(widest, available)
    }

    /// Where text of `size` at `origin` goes when it is taller than bounds `boundsHeight` high: the bounds' height,
    /// starting `(boundsHeight − textHeight) / 2` from `origin.y` (the text's height rounded up to pixels, the
    /// offset to the nearest pixel, halves upwards); unchanged when it fits (or the height is not a finite size).
    ///
    /// Source: WinObjC's `uilabel-ios.xml`, measurements of a 353 × 107 `UILabel` at (4, 254) captured on an iOS
    /// simulator at 3× (WinObjC's functional tests, `UILabelTests.mm`): wrapped text whose `sizeThatFits` height
    /// is 149.33 has `textRect(forBounds: frame, limitedToNumberOfLines: 0)` = `{{4, 233}, {343, 107}}`, 239.67 gives
    /// y 187.67, 484.33 gives 65.33, 718.67 gives −51.67; two lines of 117.33 give 249 and of 138.67 give 238.33;
    /// text that fits (32 high) stays at `{{4, 254}, {343, 32}}`.
    static func overflowingTextRect(origin: CGPoint, size: CGSize, boundsHeight: CGFloat, scale: CGFloat) -> CGRect {
        guard boundsHeight.isFinite, boundsHeight >= 0, size.height > boundsHeight, scale > 0, scale.isFinite else {
            return CGRect(origin: origin, size: size)
        }
        // In pixels, so that a half-pixel offset is exactly a half (107 − 149.33 at 3×: (321 − 448) / 2 = −63.5).
        let textPixels = (size.height * scale).rounded(.up)
        let offset = ((boundsHeight * scale - textPixels) / 2 + 0.5).rounded(.down) / scale
        return CGRect(x: origin.x, y: origin.y + offset, width: size.width, height: boundsHeight)
    }

    /// `drawText(in:)`: called from `draw(_:)` with the bounds. ViewTree draws no pixels; a subclass that insets
    /// the text here (`super.drawText(in: rect.inset(by: insets))`) sees the rectangle it asked for.
    open func drawText(in rect: CGRect) {}

    /// Calls `drawText(in:)` with the bounds (after `setNeedsDisplay()`, as every `draw(_:)` in ViewTree).
    open override func draw(_ rect: CGRect) { drawText(in: bounds) }

    /// `baselineAdjustment`; default `.alignBaselines`. Stored only (it matters only when the font shrinks).
    open var baselineAdjustment: BaselineAdjustment = .alignBaselines
    /// `lineBreakStrategy`; stored only.
    open var lineBreakStrategy: LineBreakStrategy = .standard

    /// `attributedText` as set, while it still is the label's text (setting `text` drops it).
    var shownAttributedText: NSAttributedString? {
        guard let attributed = storedAttributedText, attributed.string == text else { return nil }
        return attributed
    }

    /// The font the text is laid out in: the `.font` of `attributedText` when one font covers the whole string
    /// (as a label set from `[.font: …]` attributes shows it), otherwise `font`; runs in other fonts are measured
    /// in theirs (`Label.TextRuns`).
    private var measuringFont: Font {
        guard let attributed = shownAttributedText else { return font }
        return Label.uniformFont(of: attributed) ?? font
    }

    /// The `.font` that covers all of `string`, if one does (attachment characters, which take their bounds' room
    /// whatever their font, aside: `TextRuns.fontAround(in:)`).
    static func uniformFont(of string: NSAttributedString) -> Font? {
        guard string.length > 0 else { return nil }
        var effective = NSRange()
        if let runFont = string.attribute(.font, at: 0, effectiveRange: &effective) as? Font,
           effective.location == 0, effective.length == string.length { return runFont }
        return TextRuns.fontAround(in: string)
    }

    /// `sizeThatFits(_:)`: a label that may wrap (`numberOfLines != 1`) wraps at a positive proposed width, so
    /// `label.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude))` answers its height at `w` and
    /// `sizeToFit()` keeps a wrapping label within its width, as in UIKit (UIKitWeb's "UILabel" note, iOS 26: wrapped
    /// at 200, the widest line's width by the lines' height); a one-line label, or a zero or unlimited width,
    /// answers the intrinsic size (a one-line label "reports its whole width whatever the proposal").
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard numberOfLines != 1, size.width.isFinite, size.width > 0, size.width < Label.unlimitedMeasure else {
            return intrinsicContentSize
        }
        return measuredSize(wrapWidth: size.width)
    }

    /// An adjusting view's font follows the category of the window it joins (`adjustFontToWindowCategory()`).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        adjustFontToWindowCategory()
    }

    /// `text = '…'`, as UILabel's description prints it.
    open override func descriptionFieldsAfterFrame() -> [String] {
        guard let text else { return super.descriptionFieldsAfterFrame() }
        return super.descriptionFieldsAfterFrame() + ["text = '\(TextView.descriptionExcerpt(of: text))'"]
    }

    override var libraryClassName: String { "Label" }

    /// `_UILabelLayer` from iOS 7 (`PlatformProfile.labelLayerIsPrivate`).
    override var privateLayerClassName: PrivateLayerClassName? {
        (simulation?.profile ?? .default).labelLayerIsPrivate ? .label : nil
    }
}

/// `UIBaselineAdjustment`, with UIKit's raw values.
public enum BaselineAdjustment: Int, Sendable {
    /// `.alignBaselines` (the default).
    case alignBaselines = 0
    /// `.alignCenters`.
    case alignCenters = 1
    /// `.none`.
    case none = 2
}

/// `NSParagraphStyle.LineBreakStrategy`, with UIKit's raw values.
public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a strategy from UIKit's raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// `.pushOut` (1 << 0).
    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    /// `.hangulWordPriority` (1 << 16).
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 16)
    /// `.standard` (0xFFFF).
    public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
}
