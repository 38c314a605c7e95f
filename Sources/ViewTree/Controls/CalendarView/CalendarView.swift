import Foundation

/// `UICalendarViewDelegate` (iOS 16). Both methods are optional, as in UIKit.
public protocol CalendarViewDelegate: AnyObject {
    /// The decoration to show under `dateComponents` (year, month, day, in the calendar view's calendar), or `nil`
    /// for none. Asked for each date of the shown month when the calendar view is laid out in a window, again
    /// after `reloadDecorations(forDateComponents:animated:)`, and when the month shown changes.
    func calendarView(_ calendarView: CalendarView, decorationFor dateComponents: DateComponents) -> CalendarView.Decoration?
    /// The month shown changed (the user paged, or code set `visibleDateComponents`); `previousDateComponents`
    /// is the month shown before.
    func calendarView(_ calendarView: CalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)
}

extension CalendarViewDelegate {
    /// No decoration.
    public func calendarView(_ calendarView: CalendarView, decorationFor dateComponents: DateComponents) -> CalendarView.Decoration? { nil }
    /// Nothing.
    public func calendarView(_ calendarView: CalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents) {}
}

/// ViewTree's `UICalendarView` (iOS 16): a month of days to look at and select from, with the app's decorations
/// under some dates.
///
/// There is no grid to touch on Linux, so a test plays the user: `tapDate(_:)` taps a day of the month shown (the
/// `selectionBehavior` asks its delegate and selects or deselects), `showNextMonth()` / `showPreviousMonth()` tap
/// the paging chevrons. A real touch works too: `touchesEnded` finds the day or chevron under the finger, at the
/// frames `frameOfDate(_:)` gives.
///
/// **Decisions.** With no wall clock, the month shown at first is that of the reference date (January 2001), and
/// `calendar` is the Gregorian calendar in UTC, as `DatePicker`'s; a test that wants "now" sets
/// `visibleDateComponents`. Decorations are asked of the delegate only while the calendar view is in a window,
/// when it is laid out (UIKit asks as it configures the cells it shows).
open class CalendarView: View {
    // MARK: Geometry (UIKitWeb's measurements of iOS 26's UICalendarView; see Fidelity.md)

    /// The size `sizeThatFits` and `intrinsicContentSize` give: 280 × 288 (UIKitWeb, measured on an iOS 26
    /// simulator: "Sized to fit it is 280 × 288 with 37 × 36 cells").
    public static let fittingSize = CGSize(width: 280, height: 288)
    /// The top of the first row of days: 90 pt (UIKitWeb: "rows from 90 down").
    public static let firstRowTop: CGFloat = 90
    /// The space below the fifth row: 18 pt (UIKitWeb: rows are "what the frame leaves for five of them above 18
    /// at the bottom, at most the column width").
    public static let bottomInset: CGFloat = 18
    /// The header with the month's title and the paging chevrons: 16 pt down, 38 pt tall (UIKitWeb).
    public static let headerFrameTop: CGFloat = 16
    /// The header's height (UIKitWeb).
    public static let headerHeight: CGFloat = 38
    /// Each paging chevron's button is 43.5 pt wide, the two ending 2 pt before the layout width, which is 8 pt
    /// wider than the frame (UIKitWeb: "two 43.5 pt paging buttons ending 2 before the layout width"; "lays its
    /// header and weekday row out 8 wider than its frame").
    public static let pagingButtonWidth: CGFloat = 43.5
    /// The weekday initials' row: labels as wide as the widest (31.5 for SUN…SAT), spread from 16 pt in; the first
    /// column of days is centred under the first label (UIKitWeb).
    static let weekdayInset: CGFloat = 16
    /// The width of the widest weekday initial (UIKitWeb, en_US "SUN…SAT" at 13 pt semibold).
    static let weekdayLabelWidth: CGFloat = 31.5
    /// How far below a day's centre a decoration sits: 15 pt (UIKitWeb's approximation).
    public static let decorationOffset: CGFloat = 15

    // MARK: State

    private var storedCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()
    private var storedTimeZone: TimeZone?
    private var storedRange = DateInterval(start: .distantPast, end: .distantFuture)
    /// The first instant of the month shown, in `effectiveCalendar`.
    private var monthStart = Date(timeIntervalSinceReferenceDate: 0)
    private var storedSelection: CalendarSelection?
    /// The decorations shown, by day of the month shown; a day that was asked and has none maps to nil.
    private var shown: [Int: ShownDecoration?] = [:]
    /// Whether the delegate is being asked (a delegate that reloads or pages from inside is not asked again).
    private var askingForDecorations = false

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `initWithCoder:`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Configuration

    /// `calendar`: the Gregorian calendar in UTC by default (UIKit's is the user's; see the type's comment).
    /// Changing it keeps about the same month shown and asks for the decorations again.
    open var calendar: Calendar {
        get { storedCalendar }
        set {
            let anchor = monthMiddle
            storedCalendar = newValue
            reanchor(at: anchor)
        }
    }

    /// `timeZone`: `nil` (the calendar's) by default.
    open var timeZone: TimeZone? {
        get { storedTimeZone }
        set {
            let anchor = monthMiddle
            storedTimeZone = newValue
            reanchor(at: anchor)
        }
    }

    /// `locale`: en_US by default (UIKit's is the current locale; ViewTree's output must not depend on the
    /// machine). Stored only: ViewTree draws no text.
    open var locale = Locale(identifier: "en_US")

    /// `fontDesign`: `.default`. Stored only.
    open var fontDesign: FontDescriptor.SystemDesign = .default

    /// `wantsDateDecorations`: `true` by default; `false` shows no decorations and asks the delegate for none.
    open var wantsDateDecorations = true {
        didSet { if wantsDateDecorations != oldValue { clearDecorations() } }
    }

    /// `delegate` (weak). Setting it asks for the decorations again at the next layout.
    open weak var delegate: CalendarViewDelegate? {
        didSet { clearDecorations() }
    }

    /// `availableDateRange`: the dates the user can see and select; all dates (`distantPast…distantFuture`) by
    /// default. Days outside it are shown disabled, the chevrons stop at its months, and the month shown moves
    /// into it. A range with a non-finite end is refused with a diagnostic.
    open var availableDateRange: DateInterval {
        get { storedRange }
        set {
            guard newValue.start.timeIntervalSinceReferenceDate.isFinite, newValue.end.timeIntervalSinceReferenceDate.isFinite else {
                return reject(.invalidValue, "availableDateRange \(newValue) has a non-finite end; it stays \(storedRange)")
            }
            storedRange = newValue
            showMonth(startingAt: clampedMonthStart(monthStart))
        }
    }

    /// `selectionBehavior`: how the user selects dates (`nil`, the default: not at all). The calendar view keeps
    /// it; a selection already used by another calendar view is refused with a diagnostic.
    open var selectionBehavior: CalendarSelection? {
        get { storedSelection }
        set {
            if let new = newValue, let owner = new.calendarView, owner !== self {
                return reject(.invalidValue, "selectionBehavior: this \(type(of: new)) is already the selection of \(owner.diagnosticName); a selection belongs to one calendar view; kept the previous one")
            }
            if storedSelection !== newValue { storedSelection?.calendarView = nil }
            storedSelection = newValue
            newValue?.calendarView = self
        }
    }

    // MARK: The month shown

    /// The calendar in use: `calendar` in `timeZone` when one is set.
    var effectiveCalendar: Calendar {
        guard let storedTimeZone else { return storedCalendar }
        var calendar = storedCalendar
        calendar.timeZone = storedTimeZone
        return calendar
    }

    /// `visibleDateComponents`: the month shown, as its calendar, era, year and month (so `.date` is its first
    /// instant). Setting it shows the month of the components' year and month (in this view's `calendar`, as
    /// UIKit's documentation says it uses when the components' calendar differs), moved into
    /// `availableDateRange`; components without a year and a month are refused with a diagnostic. A change tells
    /// the delegate `didChangeVisibleDateComponentsFrom` (ours: also when code makes it, as apps that guard
    /// against their own changes in that method expect).
    open var visibleDateComponents: DateComponents {
        get {
            let calendar = effectiveCalendar
            var components = calendar.dateComponents([.era, .year, .month], from: monthStart)
            components.calendar = calendar
            return components
        }
        set { showMonth(of: newValue, asked: "visibleDateComponents") }
    }

    /// `setVisibleDateComponents(_:animated:)`: as setting `visibleDateComponents`.
    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) {
        showMonth(of: dateComponents, asked: "setVisibleDateComponents(_:animated:)")
    }

    /// The largest year or month number accepted: beyond it Foundation's calendars stop being meaningful.
    static let componentLimit = 1_000_000

    private func showMonth(of components: DateComponents, asked: String) {
        guard let year = components.year, let month = components.month else {
            return reject(.invalidValue, "\(asked): \(Self.describe(components)) has no year and month; the calendar stays on \(Self.describe(visibleDateComponents))")
        }
        guard (-Self.componentLimit...Self.componentLimit).contains(year), (-Self.componentLimit...Self.componentLimit).contains(month) else {
            return reject(.invalidValue, "\(asked): year \(year), month \(month) is out of range; the calendar stays on \(Self.describe(visibleDateComponents))")
        }
        let calendar = effectiveCalendar
        var wanted = DateComponents(year: year, month: month, day: 1)
        wanted.era = components.era
        guard let date = calendar.date(from: wanted), let start = calendar.dateInterval(of: .month, for: date)?.start else {
            return reject(.invalidValue, "\(asked): \(Self.describe(components)) names no month of the \(calendar.identifier) calendar; it stays on \(Self.describe(visibleDateComponents))")
        }
        showMonth(startingAt: clampedMonthStart(start))
    }

    /// Shows the month starting at `start`: drops the decorations and tells the delegate, when it is another month.
    private func showMonth(startingAt start: Date) {
        guard start != monthStart else { return }
        let previous = visibleDateComponents
        monthStart = start
        clearDecorations()
        delegate?.calendarView(self, didChangeVisibleDateComponentsFrom: previous)
    }

    /// The start of the month nearest `start` that has a day in `availableDateRange`.
    private func clampedMonthStart(_ start: Date) -> Date {
        let calendar = effectiveCalendar
        guard let month = calendar.dateInterval(of: .month, for: start) else { return start }
        if month.end <= storedRange.start { return calendar.dateInterval(of: .month, for: storedRange.start)?.start ?? start }
        if month.start > storedRange.end { return calendar.dateInterval(of: .month, for: storedRange.end)?.start ?? start }
        return month.start
    }

    /// The middle of the month shown: what a change of calendar or time zone keeps in view.
    private var monthMiddle: Date { monthStart.addingTimeInterval(15 * 86_400) }

    private func reanchor(at anchor: Date) {
        monthStart = clampedMonthStart(effectiveCalendar.dateInterval(of: .month, for: anchor)?.start ?? anchor)
        clearDecorations()
    }

    /// Test-facing: the user taps the chevron to the next month. Returns `false`, doing nothing, when the next
    /// month has no day in `availableDateRange` (the chevron is disabled).
    @discardableResult
    public func showNextMonth() -> Bool {
        guard let next = effectiveCalendar.date(byAdding: .month, value: 1, to: monthStart), next <= storedRange.end else { return false }
        showMonth(startingAt: next)
        return true
    }

    /// Test-facing: the user taps the chevron to the previous month; `false` when it has no available day.
    @discardableResult
    public func showPreviousMonth() -> Bool {
        guard monthStart > storedRange.start, let previous = effectiveCalendar.date(byAdding: .month, value: -1, to: monthStart) else { return false }
        showMonth(startingAt: previous)
        return true
    }

    // MARK: Days

    /// The days of the month shown (1…28 to 31 in the Gregorian calendar).
    private var dayNumbers: Range<Int> {
        effectiveCalendar.range(of: .day, in: .month, for: monthStart) ?? 1..<1
    }

    /// The date components the calendar view uses for `day` of the month shown: its calendar, era, year, month and
    /// day (what the selections and the delegate are given).
    func components(ofDay day: Int) -> DateComponents { components(ofDay: day, in: visibleDateComponents) }

    /// `day` of `month` (the month's components, read once by callers that go through every day).
    private func components(ofDay day: Int, in month: DateComponents) -> DateComponents {
        var components = month
        components.day = day
        return components
    }

    /// Test-facing: the dates of the month shown, as the calendar view gives them to its delegates.
    public var shownDates: [DateComponents] {
        let month = visibleDateComponents
        return dayNumbers.map { components(ofDay: $0, in: month) }
    }

    /// The day of the month shown that `dateComponents` names, if it names one: by year, month and day, converted
    /// from another calendar when the components say one.
    private func shownDay(_ dateComponents: DateComponents) -> Int? {
        var wanted = dateComponents
        let calendar = effectiveCalendar
        if let other = wanted.calendar, other.identifier != calendar.identifier, let date = wanted.date {
            wanted = calendar.dateComponents([.era, .year, .month, .day], from: date)
        }
        let visible = visibleDateComponents
        guard let day = wanted.day, wanted.year == visible.year, wanted.month == visible.month,
              wanted.era == nil || wanted.era == visible.era, dayNumbers.contains(day) else { return nil }
        return day
    }

    /// Whether `day` of the month shown is in `availableDateRange`.
    private func isAvailable(day: Int) -> Bool {
        let calendar = effectiveCalendar
        guard let start = calendar.date(byAdding: .day, value: day - 1, to: monthStart),
              let end = calendar.date(byAdding: .day, value: 1, to: start) else { return false }
        return end > storedRange.start && start <= storedRange.end
    }

    /// Test-facing: whether the user can tap `dateComponents`: a day of the month shown, in `availableDateRange`.
    public func isDateAvailable(_ dateComponents: DateComponents) -> Bool {
        shownDay(dateComponents).map(isAvailable(day:)) ?? false
    }

    /// The week (`yearForWeekOfYear`, `weekOfYear`, with the calendar) that `day` falls in.
    func week(of day: DateComponents) -> DateComponents? {
        let calendar = effectiveCalendar
        guard let date = calendar.date(from: day) else { return nil }
        var week = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: date)
        week.calendar = calendar
        return week
    }

    /// Test-facing: the user taps `dateComponents`. The `selectionBehavior` selects or deselects it, asking and
    /// telling its delegate. A date not shown, or outside `availableDateRange`, cannot be tapped: a diagnostic
    /// says why and `false` is returned.
    @discardableResult
    public func tapDate(_ dateComponents: DateComponents) -> Bool {
        guard let day = shownDay(dateComponents) else {
            reject(.invalidValue, "tapDate: \(Self.describe(dateComponents)) is not a day of the month shown (\(Self.describe(visibleDateComponents)))")
            return false
        }
        guard isAvailable(day: day) else {
            reject(.invalidValue, "tapDate: \(Self.describe(dateComponents)) is outside availableDateRange \(storedRange); it is shown disabled")
            return false
        }
        storedSelection?.userTapped(components(ofDay: day), in: self)
        return true
    }

    /// Test-facing: whether the `selectionBehavior` shows `dateComponents` selected.
    public func isDateSelected(_ dateComponents: DateComponents) -> Bool {
        guard let day = shownDay(dateComponents), let selection = storedSelection else { return false }
        return selection.isSelected(components(ofDay: day), in: self)
    }

    // MARK: Geometry

    /// The width of a column of days: (width − 56) / 6, down to the half point (UIKitWeb: "⌊(grid width − 56) /
    /// 6⌋ wide to the half point", 37 at 280, 44 at 320).
    private var columnWidth: CGFloat { max(0, ((bounds.width - 56) / 6 * 2).rounded(.down) / 2) }

    /// The height of a row: what the frame leaves for five rows above the bottom inset, at most the column width.
    private var rowHeight: CGFloat {
        max(0, min((bounds.height - Self.firstRowTop - Self.bottomInset) / 5, columnWidth))
    }

    /// Test-facing: the frame of a day's cell in the calendar view, or `nil` when it is not a day of the month shown.
    public func frameOfDate(_ dateComponents: DateComponents) -> CGRect? {
        shownDay(dateComponents).map(cellFrame(day:))
    }

    private func cellFrame(day: Int) -> CGRect {
        let calendar = effectiveCalendar
        let firstWeekday = calendar.component(.weekday, from: monthStart)
        let leading = (firstWeekday - calendar.firstWeekday + 7) % 7
        let index = leading + day - 1
        let width = columnWidth
        let gridStart = ((Self.weekdayInset + Self.weekdayLabelWidth / 2 - width / 2) * 2).rounded(.down) / 2
        return CGRect(x: bounds.minX + gridStart + CGFloat(index % 7) * width,
                      y: bounds.minY + Self.firstRowTop + CGFloat(index / 7) * rowHeight, width: width, height: rowHeight)
    }

    /// The frames of the paging chevrons' buttons (previous, next).
    private var pagingButtonFrames: (previous: CGRect, next: CGRect) {
        let end = bounds.maxX + 6
        let next = CGRect(x: end - Self.pagingButtonWidth, y: bounds.minY + Self.headerFrameTop,
                          width: Self.pagingButtonWidth, height: Self.headerHeight)
        return (next.offsetBy(dx: -Self.pagingButtonWidth, dy: 0), next)
    }

    /// 280 × 288.
    open override var intrinsicContentSize: CGSize { Self.fittingSize }

    /// 280 × 288.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.fittingSize }

    // MARK: Touches

    /// A finger lifted on a day taps it; on a chevron, pages.
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard touches.count == 1, let touch = touches.first else { return super.touchesEnded(touches, with: event) }
        let point = touch.location(in: self)
        let chevrons = pagingButtonFrames
        if chevrons.next.contains(point) { showNextMonth(); return }
        if chevrons.previous.contains(point) { showPreviousMonth(); return }
        if let day = dayNumbers.first(where: { cellFrame(day: $0).contains(point) }) {
            if isAvailable(day: day) { storedSelection?.userTapped(components(ofDay: day), in: self) }
            return
        }
        super.touchesEnded(touches, with: event)
    }

    // MARK: Decorations

    /// `reloadDecorations(forDateComponents:animated:)`: asks the delegate again, at the next layout, for the
    /// given dates that are shown (components without a day name the first of their month, as
    /// `Calendar.date(from:)` reads them).
    open func reloadDecorations(forDateComponents dates: [DateComponents], animated: Bool) {
        var reloaded = false
        for date in dates {
            var named = date
            if named.day == nil { named.day = 1 }
            guard let day = shownDay(named), shown[day] != nil else { continue }
            if case let shownDecoration?? = shown[day] { shownDecoration.customView?.removeFromSuperview() }
            shown[day] = nil
            reloaded = true
        }
        if reloaded { setNeedsLayout() }
    }

    /// Test-facing: the decoration shown under `dateComponents`, or `nil` when it has none, is not shown, or has not
    /// been asked for yet (the calendar view asks when it is laid out in a window).
    public func shownDecoration(for dateComponents: DateComponents) -> ShownDecoration? {
        guard let day = shownDay(dateComponents), case let decoration?? = shown[day] else { return nil }
        return decoration
    }

    private func clearDecorations() {
        for case let decoration?? in shown.values { decoration.customView?.removeFromSuperview() }
        shown = [:]
        setNeedsLayout()
    }

    /// Asks the delegate for the decorations of the days not asked yet, then places the custom views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        loadDecorations()
        for (day, decoration) in shown {
            guard let view = decoration?.customView else { continue }
            let cell = cellFrame(day: day)
            var size = view.bounds.size
            if size == .zero { size = view.intrinsicContentSize }
            size = CGSize(width: min(max(size.width, 0), cell.width), height: min(max(size.height, 0), cell.height))
            view.frame = CGRect(x: cell.midX - size.width / 2, y: cell.midY + Self.decorationOffset - size.height / 2,
                                width: size.width, height: size.height)
        }
    }

    private func loadDecorations() {
        guard window != nil, wantsDateDecorations, let delegate, !askingForDecorations else { return }
        askingForDecorations = true
        defer { askingForDecorations = false }
        let month = monthStart
        let monthComponents = visibleDateComponents
        for day in dayNumbers where shown[day] == nil {
            let decoration = delegate.calendarView(self, decorationFor: components(ofDay: day, in: monthComponents))
            // The delegate (or a custom view's provider) may have paged, changed the calendar or turned decorations
            // off: stop asking, and drop what was made for the month that left.
            guard monthStart == month, wantsDateDecorations, self.delegate === delegate else { return }
            let made = decoration.map(show)
            guard monthStart == month, wantsDateDecorations, self.delegate === delegate, shown[day] == nil else {
                made?.customView?.removeFromSuperview()
                return
            }
            shown[day] = .some(made)
        }
    }

    private func show(_ decoration: Decoration) -> ShownDecoration {
        var view: View?
        if let provider = decoration.customViewProvider {
            let made = provider()
            if isDescendant(of: made) {
                reject(.invalidValue, "a custom decoration's view provider returned \(made.diagnosticName), which is or contains the calendar view; not shown")
            } else {
                made.isUserInteractionEnabled = false
                addSubview(made)
                view = made
            }
        }
        return ShownDecoration(kind: decoration.kind, image: decoration.image, color: decoration.color,
                               size: decoration.size, customView: view)
    }

    // MARK: Text

    /// "2001-01-15", "2001-01", or the components as Foundation prints them: for messages.
    static func describe(_ components: DateComponents) -> String {
        guard let year = components.year, let month = components.month else { return "\(components)" }
        let monthText = (month < 10 ? "0" : "") + String(month)
        guard let day = components.day else { return "\(year)-\(monthText)" }
        return "\(year)-\(monthText)-\(day < 10 ? "0" : "")\(day)"
    }

    override var libraryClassName: String { "CalendarView" }
}
