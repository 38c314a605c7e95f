import Foundation

/// A horizontal row of mutually exclusive segments: ViewTree's `UISegmentedControl`.
///
/// Segments have a title or an image. Tapping a segment selects it and sends `.valueChanged`
/// (a momentary control selects nothing: it sends the event and shows no lasting selection).
/// Setting `selectedSegmentIndex` in code sends nothing. Its height is the era's
/// (`profile.controls.segmentedControlHeight`: 29 on iOS 7–12, 32 on iOS 13+, 44 on iOS 6) and its
/// intrinsic width is the segments' widths: each segment as wide as the widest content plus
/// `SegmentedControl.segmentContentPadding` on both sides (or its own width, if set).
open class SegmentedControl: Control {
    /// `UISegmentedControl.appearance()`: the current world's proxy; carries `selectedSegmentTintColor`.
    open override class func appearance() -> SegmentedControl { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`: applies inside instances of `containerTypes` only (views, or view
    /// controllers whose view is an ancestor). See `View.appearance()`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> SegmentedControl {
        appearanceProxy(self, containers: containerTypes, make: { SegmentedControl(frame: .zero) }, properties: appearanceProperties)
    }

    /// `UISegmentedControl.noSegment`: no segment selected, -1.
    public static let noSegment = -1

    /// 10 pt on each side of a segment's title or image. Ours: UIKit's exact padding is not
    /// published; 10 keeps short titles in segments of a familiar width.
    public static let segmentContentPadding: CGFloat = 10

    /// The title font of the segments: the system font at 13 pt (UIKit's segmented-control title
    /// size since iOS 7, as Interface Builder shows it).
    public static let titlePointSize: CGFloat = 13

    struct Segment {
        var title: String?
        var image: Image?
        var width: CGFloat = 0
        var isEnabled = true
        /// `setContentOffset(_:forSegmentAt:)`'s offset of the title or image from its place; default zero.
        var contentOffset = CGSize.zero
        /// The segment's `UIAction` (iOS 14), run when a user selects it (`SegmentedControl+Actions.swift`).
        var action: Action?
    }

    var segments: [Segment] = []
    var storedSelectedIndex = SegmentedControl.noSegment

    /// Whether segments do not stay selected after a tap. Default `false`.
    open var isMomentary = false

    /// Whether segment widths follow their contents instead of being equal. Default `false`.
    open var apportionsSegmentWidthsByContent = false {
        didSet { if apportionsSegmentWidthsByContent != oldValue { segmentsDidChange() } }
    }

    /// The tint of the selected segment (iOS 13). Stored only.
    open var selectedSegmentTintColor: Color?
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// `setBackgroundImage(_:for:barMetrics:)`'s images by state and metrics (see below).
    private var backgroundImages = ControlStateValues<Image>()
    /// `setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)`'s images.
    private var dividerImages = ControlStatePairValues<Image>()

    /// `init(items:)`: one segment per `String` (a title), `Image` or, as of iOS 14, `Action` (its image, else its
    /// title, and the action itself: see `init(frame:actions:)`); other values are skipped.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        isOpaque = false
        for item in items ?? [] {
            if let title = item as? String { segments.append(Segment(title: title)) }
            else if let image = item as? Image { segments.append(Segment(image: image)) }
            else if let action = item as? Action { segments.append(Segment(action: action)) }
        }
        frame = CGRect(origin: .zero, size: intrinsicContentSize)
    }

    /// `initWithFrame:`: no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// `initWithCoder:` (required by `View`): as `init(frame:)`, at the coder's frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    // MARK: Segments

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or `noSegment` (-1). Setting an index outside `-1..<numberOfSegments`
    /// is rejected with a diagnostic and the selection stays. Setting it sends no action.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue == SegmentedControl.noSegment || segments.indices.contains(newValue) else {
                reject(.indexOutOfRange, "selectedSegmentIndex \(newValue) is outside -1..<\(segments.count); it stays \(storedSelectedIndex)")
                return
            }
            storedSelectedIndex = newValue
        }
    }

    /// Inserts a titled segment at `segment` (clamped to `0...numberOfSegments`, as UIKit).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts an image segment.
    open func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    func insert(_ s: Segment, at index: Int) {
        let i = min(max(index, 0), segments.count)
        segments.insert(s, at: i)
        if storedSelectedIndex >= i { storedSelectedIndex += 1 }
        segmentsDidChange()
    }

    /// Removes a segment. As Apple documents the parameter ("the segmented control pins values exceeding this upper
    /// range to the last segment"), an index past the last segment removes the last one; a negative index, or a
    /// control with no segments, is rejected with a diagnostic.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard let index = pinnedSegmentIndex(segment, "removeSegment(at:animated:)") else { return }
        segments.remove(at: index)
        if storedSelectedIndex == index { storedSelectedIndex = SegmentedControl.noSegment }
        else if storedSelectedIndex > index { storedSelectedIndex -= 1 }
        segmentsDidChange()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = SegmentedControl.noSegment
        segmentsDidChange()
    }

    // MARK: Segments from actions (iOS 14; the rules are in `SegmentedControl+Actions.swift`)

    /// `insertSegment(action:at:animated:)` (iOS 14): inserts a segment for `action` at `segment` (clamped to
    /// `0...numberOfSegments`, as the title and image forms are), showing its image, else its title. If a segment
    /// already has an action with the same identifier, that segment is updated when it is at `segment`, and removed
    /// (the new one inserted) otherwise.
    open func insertSegment(action: Action, at segment: Int, animated: Bool) { insertActionSegment(action, at: segment) }

    /// `setAction(_:forSegmentAt:)` (iOS 14): gives the segment `action`, showing its image, else its title. An
    /// index out of range is refused — Apple documents this parameter only as "an integer index of a segment", with
    /// no pinning, unlike the older per-segment methods — and so is an action whose identifier another segment's
    /// action already has (UIKit asserts): the segments stay as they were.
    open func setAction(_ action: Action, forSegmentAt segment: Int) { setActionOfSegment(action, at: segment) }

    /// `actionForSegment(at:)` (iOS 14): the segment's action, `nil` if it has none or the index is out of range.
    open func actionForSegment(at segment: Int) -> Action? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// `segmentIndex(identifiedBy:)` (iOS 14): the index of the segment whose action has `actionIdentifier`, or
    /// `NSNotFound`.
    open func segmentIndex(identifiedBy actionIdentifier: Action.Identifier) -> Int {
        segmentIndexOfAction(identifiedBy: actionIdentifier) ?? NSNotFound
    }

    // The per-segment setters and getters below pin an index past the last segment to the last segment, as Apple
    // documents each of them ("the segmented control pins values exceeding this upper range to the last segment":
    // `setTitle(_:forSegmentAt:)`, `titleForSegment(at:)`, and the image, width and enabled pairs); a negative index, or
    // any index of a control with no segments, is refused by a setter with a diagnostic and reads as nothing.

    /// Sets a segment's title (and removes its image, as UIKit).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard let index = pinnedSegmentIndex(segment, "setTitle(_:forSegmentAt:)") else { return }
        segments[index].title = title
        segments[index].image = nil
        segmentsDidChange()
    }

    /// A segment's title, `nil` for an image segment, a negative index or no segments.
    open func titleForSegment(at segment: Int) -> String? {
        pinnedReadIndex(segment).flatMap { segments[$0].title }
    }

    /// Sets a segment's image (and removes its title).
    open func setImage(_ image: Image?, forSegmentAt segment: Int) {
        guard let index = pinnedSegmentIndex(segment, "setImage(_:forSegmentAt:)") else { return }
        segments[index].image = image
        segments[index].title = nil
        segmentsDidChange()
    }

    /// A segment's image.
    open func imageForSegment(at segment: Int) -> Image? {
        pinnedReadIndex(segment).flatMap { segments[$0].image }
    }

    /// Sets a segment's width; 0 (the default) sizes it automatically. Negative or non-finite widths are rejected.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard let index = pinnedSegmentIndex(segment, "setWidth(_:forSegmentAt:)") else { return }
        guard width.isFinite, width >= 0 else {
            reject(.invalidValue, "segment width \(width) must be finite and not negative; it stays \(segments[index].width)")
            return
        }
        segments[index].width = width
        segmentsDidChange()
    }

    /// A segment's width as set (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        pinnedReadIndex(segment).map { segments[$0].width } ?? 0
    }

    /// Enables or disables one segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard let index = pinnedSegmentIndex(segment, "setEnabled(_:forSegmentAt:)") else { return }
        segments[index].isEnabled = enabled
    }

    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        pinnedReadIndex(segment).map { segments[$0].isEnabled } ?? false
    }

    /// The segment a getter reads for `i`: pinned to the last, `nil` for a negative index or no segments.
    func pinnedReadIndex(_ i: Int) -> Int? {
        segments.isEmpty || i < 0 ? nil : min(i, segments.count - 1)
    }

    /// `setContentOffset(_:forSegmentAt:)`: moves the segment's title or image by `offset` from where it is drawn
    /// (default zero). As UIKit documents, an index past the last segment is pinned to the last segment; a negative
    /// index, a control with no segments, or a non-finite offset is rejected with a diagnostic. Stored: ViewTree draws
    /// no text, and the offset changes neither the segment's width nor the control's size (**ours**).
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard let index = pinnedSegmentIndex(segment, "setContentOffset(_:forSegmentAt:)") else { return }
        guard offset.width.isFinite, offset.height.isFinite else {
            reject(.invalidValue, "setContentOffset(_:forSegmentAt: \(segment)): offset \(UIKitFormat.size(offset)) is not finite; it stays \(UIKitFormat.size(segments[index].contentOffset))")
            return
        }
        segments[index].contentOffset = offset
        setNeedsDisplay()
    }

    /// `contentOffsetForSegment(at:)`: the segment's content offset, zero until set. An index past the last segment
    /// reads the last segment's (UIKit pins it); a negative index or a control with no segments reads zero.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        pinnedReadIndex(segment).map { segments[$0].contentOffset } ?? .zero
    }

    /// A segment index pinned as UIKit documents for the per-segment setters ("the segmented control pins values
    /// exceeding this upper range to the last segment"); `nil`, with a diagnostic, for a negative index or no segments.
    func pinnedSegmentIndex(_ i: Int, _ what: String) -> Int? {
        guard !segments.isEmpty, i >= 0 else {
            reject(.indexOutOfRange, "\(what): segment \(i) is outside 0..<\(segments.count)")
            return nil
        }
        return min(i, segments.count - 1)
    }

    func checkIndex(_ i: Int, _ what: String) -> Bool {
        guard segments.indices.contains(i) else {
            reject(.indexOutOfRange, "\(what): segment \(i) is outside 0..<\(segments.count)")
            return false
        }
        return true
    }

    func segmentsDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Geometry

    /// The segments' title font: the `.font` of the normal state's title attributes, else the system font.
    var titleFont: Font {
        titleAttributes[State.normal.rawValue]?[.font] as? Font ?? Font.systemFont(ofSize: SegmentedControl.titlePointSize)
    }

    /// `setTitleTextAttributes(_:for:)`: the titles' attributes in a state (the normal state's `.font` sizes the
    /// segments; the rest is kept, as ViewTree draws no text).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        titleAttributes[state.rawValue] = attributes
        if state == .normal {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// `titleTextAttributes(for:)`: what `setTitleTextAttributes(_:for:)` set for the state, or nil.
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    /// `setBackgroundImage(_:for:barMetrics:)`: the control's background in a state, for bar metrics. Stored: nothing is
    /// drawn; `nil` removes the state's.
    open func setBackgroundImage(_ backgroundImage: Image?, for state: State, barMetrics: BarMetrics) {
        backgroundImages[state, barMetrics] = backgroundImage
    }

    /// `backgroundImage(for:barMetrics:)`: the state's image, else `.normal`'s, for those metrics; `nil` by default
    /// (Xamarin's device-run `SegmentedControlTest.BackgroundImage`).
    open func backgroundImage(for state: State, barMetrics: BarMetrics) -> Image? { backgroundImages[state, barMetrics] }

    /// `setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)` (iOS 5): the image between two segments
    /// in a combination of their states, for bar metrics; `nil` removes the combination's. Stored: nothing is drawn, and
    /// the segments' widths do not change (**ours**).
    open func setDividerImage(_ dividerImage: Image?, forLeftSegmentState leftState: State, rightSegmentState rightState: State,
                              barMetrics: BarMetrics) {
        dividerImages[leftState, rightState, barMetrics] = dividerImage
    }

    /// `dividerImage(forLeftSegmentState:rightSegmentState:barMetrics:)`: the combination's image, else the normal/normal
    /// one's for those metrics (**ours**); `nil` by default.
    open func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State, barMetrics: BarMetrics) -> Image? {
        dividerImages[leftState, rightState, barMetrics]
    }

    func contentWidth(of s: Segment) -> CGFloat {
        let content: CGFloat
        if let title = s.title { content = TextLayout(text: title, font: titleFont, width: .infinity).usedWidth }
        else { content = s.image?.size.width ?? 0 }
        return (content + 2 * SegmentedControl.segmentContentPadding).rounded(.up)
    }

    /// The natural width of each segment.
    var naturalSegmentWidths: [CGFloat] {
        let widest = segments.filter { $0.width == 0 }.map(contentWidth).max() ?? 0
        return segments.map { s in
            if s.width > 0 { return s.width }
            return apportionsSegmentWidthsByContent ? contentWidth(of: s) : widest
        }
    }

    /// The segments' widths and the era's height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: naturalSegmentWidths.reduce(0, +), height: (simulation?.profile ?? .default).controls.segmentedControlHeight)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' frames in the control's bounds: natural widths scaled to fill the bounds.
    public var segmentFrames: [CGRect] {
        let natural = naturalSegmentWidths
        let total = natural.reduce(0, +)
        let fixed = segments.enumerated().filter { $0.element.width > 0 }.reduce(CGFloat(0)) { $0 + natural[$1.offset] }
        let flexibleTotal = total - fixed
        let room = max(0, bounds.width - fixed)
        var x = bounds.minX
        return natural.enumerated().map { i, w in
            let width: CGFloat
            if segments[i].width > 0 { width = w }
            else if flexibleTotal > 0 { width = w / flexibleTotal * room }
            else { width = segments.isEmpty ? 0 : bounds.width / CGFloat(segments.count) }
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// The segment under `point` (in the control's coordinates), if any.
    func segmentIndex(at point: CGPoint) -> Int? {
        let frames = segmentFrames
        if let i = frames.firstIndex(where: { point.x >= $0.minX && point.x < $0.maxX }) { return i }
        if !frames.isEmpty { return point.x < frames[0].minX ? 0 : frames.count - 1 }
        return nil
    }

    /// A touch lifted inside selects the segment under it.
    override func didTapInside(_ touch: Touch, with event: ViewTree.Event?) {
        if let i = segmentIndex(at: touch.location(in: self)) { selectFromUser(at: i) }
    }

    /// A tap on a segment: select it, run the segment's action if it has one, and send `.valueChanged` and
    /// `.primaryActionTriggered` (a momentary control shows the index to its handlers, then clears it).
    func selectFromUser(at index: Int) {
        guard segments.indices.contains(index), segments[index].isEnabled else { return }
        if isMomentary {
            // The handler reads the tapped segment (`sender.selectedSegmentIndex`), then it clears.
            storedSelectedIndex = index
            sendSelectionActions(forSegmentAt: index)
            storedSelectedIndex = SegmentedControl.noSegment
            return
        }
        guard index != storedSelectedIndex else { return }
        storedSelectedIndex = index
        sendSelectionActions(forSegmentAt: index)
    }

    override var libraryClassName: String { "SegmentedControl" }
}
