import Foundation

/// Wheels (or a compact button, or a calendar) for a date and time: ViewTree's `UIDatePicker`.
///
/// `date` defaults to **the reference date, 2001-01-01 00:00:00 UTC** (`Date(timeIntervalSinceReferenceDate: 0)`),
/// not the wall clock UIKit reads when the picker is made: a ViewTree world has no wall clock, so a test that
/// wants "now" sets `date` itself. Likewise `calendar` defaults to the Gregorian calendar in UTC, not the
/// device's. Setting `date` (or `setDate(_:animated:)`) sends nothing; `spin(to:)`, the user settling the wheels,
/// rounds to `minuteInterval`, clamps to `minimumDate…maximumDate` and sends `.valueChanged`, as UIKit.
open class DatePicker: Control {
    /// `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable, CaseIterable {
        /// Hours, minutes (and AM/PM by locale).
        case time = 0
        /// Month, day, year.
        case date = 1
        /// Date, hours, minutes. The default.
        case dateAndTime = 2
        /// Hours and minutes of a duration (`countDownDuration`).
        case countDownTimer = 3
    }

    /// `UIDatePickerStyle` (iOS 13.4).
    public enum Style: Int, Sendable, CaseIterable {
        /// The system's choice: ViewTree resolves it to `.wheels` (see `datePickerStyle`).
        case automatic = 0
        /// Spinning wheels.
        case wheels = 1
        /// A compact button that opens a calendar (iOS 14).
        case compact = 2
        /// A calendar shown in place (iOS 14). For `.time`, ViewTree uses the compact size (UIKit shows the time
        /// as a compact field in this style).
        case inline = 3
    }

    /// 320 × 216: the wheels style, as `PickerView.defaultSize` (the wheels are a picker view inside).
    public static let wheelsSize = PickerView.defaultSize
    /// The compact style's size for `.date` (ours: about the width of "1 Jan 2001" in its capsule at 17 pt, and
    /// the 34-pt capsule of iOS 14's compact picker; no published dump was found).
    public static let compactDateSize = CGSize(width: 110, height: 34)
    /// The compact style's size for `.time` (ours, as `compactDateSize`).
    public static let compactTimeSize = CGSize(width: 80, height: 34)
    /// The compact style's size for `.dateAndTime`: both capsules and a 6-pt gap (ours).
    public static let compactDateAndTimeSize = CGSize(width: 196, height: 34)
    /// The inline style's size for `.date` and `.dateAndTime`: the month grid (ours: about the 320 × 358 that the
    /// iOS 14 inline calendar takes on a 320-pt width, as widely reported; not measured here).
    public static let inlineSize = CGSize(width: 320, height: 358)

    var storedDate = Date(timeIntervalSinceReferenceDate: 0)
    var storedMinimum: Date?
    var storedMaximum: Date?
    var storedMinuteInterval = 1
    var storedCountDown: TimeInterval = 0

    /// `datePickerMode`. Default `.dateAndTime`.
    open var datePickerMode: Mode = .dateAndTime { didSet { if datePickerMode != oldValue { invalidateIntrinsicContentSize() } } }
    /// `preferredDatePickerStyle` (iOS 13.4). Default `.automatic`.
    open var preferredDatePickerStyle: Style = .automatic { didSet { if preferredDatePickerStyle != oldValue { invalidateIntrinsicContentSize() } } }
    /// `locale`, `null_resettable` as in UIKit: until set (and after `nil` is set) it reads as the default,
    /// `DatePicker.defaultLocale`, never `nil` (UIKit's default is the current locale, "or the locale used by the date
    /// picker's calendar"; a device reads it non-nil: xamarin-macios `tests/monotouch-test/UIKit/DatePickerTest.cs`,
    /// `Locale`). Stored only: ViewTree draws no text.
    open var locale: Locale? {
        get { storedLocale ?? DatePicker.defaultLocale }
        set { storedLocale = newValue }
    }
    private var storedLocale: Locale?
    /// The locale a picker reads until one is set: en_US (ViewTree's output must not depend on the machine's
    /// locale; `CalendarView.locale` has the same default).
    public static let defaultLocale = Locale(identifier: "en_US")
    /// `calendar`, `UIDatePicker`'s `Calendar!` (`null_resettable`): the Gregorian calendar in UTC by default (not
    /// the device's; see the type's comment), and again after `nil` is set (`DatePickerTest.cs`, `Nulls`).
    open var calendar: Calendar! {
        get { storedCalendar ?? DatePicker.defaultCalendar }
        set { storedCalendar = newValue }
    }
    private var storedCalendar: Calendar?
    /// The calendar a picker reads until one is set: Gregorian, in UTC.
    public static let defaultCalendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC") ?? c.timeZone
        return c
    }()
    /// `timeZone`: `nil` (the calendar's) by default. Used to round to `minuteInterval` in local time.
    open var timeZone: TimeZone?
    /// `roundsToMinuteInterval` (iOS 15). Stored only.
    open var roundsToMinuteInterval = true

    /// `init(frame:)`: a zero size becomes the style's size.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        if frame.size == .zero { self.frame = CGRect(origin: frame.origin, size: intrinsicContentSize) }
    }

    /// `initWithCoder:`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Date

    /// `date`: the picker's date, kept within `minimumDate…maximumDate` (when the range is consistent).
    /// Setting it sends no action, as in UIKit; a non-finite date is rejected.
    open var date: Date {
        get { storedDate }
        set {
            guard newValue.timeIntervalSinceReferenceDate.isFinite else {
                return reject(.invalidValue, "date \(newValue.timeIntervalSinceReferenceDate) is not finite; it stays \(storedDate)")
            }
            storedDate = clamped(newValue)
        }
    }

    /// `setDate(_:animated:)`: as setting `date`.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// `minimumDate`: `nil` by default. Setting it clamps `date`. When it is after `maximumDate` the pair is
    /// ignored (Apple's documentation: "If minimumDate is greater than maximumDate, the properties are ignored"),
    /// with an `.invalidValue` diagnostic.
    open var minimumDate: Date? {
        get { storedMinimum }
        set {
            storedMinimum = newValue
            rangeDidChange()
        }
    }

    /// `maximumDate`: `nil` by default; as `minimumDate`.
    open var maximumDate: Date? {
        get { storedMaximum }
        set {
            storedMaximum = newValue
            rangeDidChange()
        }
    }

    func rangeDidChange() {
        if let lo = storedMinimum, let hi = storedMaximum, lo > hi {
            reject(.invalidValue, "minimumDate \(lo) is after maximumDate \(hi): both are ignored, as UIKit")
            return
        }
        storedDate = clamped(storedDate)
    }

    func clamped(_ d: Date) -> Date {
        if let lo = storedMinimum, let hi = storedMaximum, lo > hi { return d }
        var d = d
        if let lo = storedMinimum, d < lo { d = lo }
        if let hi = storedMaximum, d > hi { d = hi }
        return d
    }

    /// `minuteInterval`: 1 by default; must be 1…30 and divide 60. Another value is rejected with a diagnostic
    /// and the old one stays (UIKit ignores it).
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set {
            guard (1...30).contains(newValue), 60 % newValue == 0 else {
                return reject(.invalidValue, "minuteInterval \(newValue) must be in 1...30 and divide 60; it stays \(storedMinuteInterval)")
            }
            storedMinuteInterval = newValue
        }
    }

    /// `countDownDuration`: seconds, for `.countDownTimer`. 0 by default; kept within 0…86 399 (23 h 59 min, the
    /// wheels' range); a non-finite value is rejected.
    open var countDownDuration: TimeInterval {
        get { storedCountDown }
        set {
            guard newValue.isFinite else {
                return reject(.invalidValue, "countDownDuration \(newValue) is not finite; it stays \(storedCountDown)")
            }
            storedCountDown = min(max(newValue, 0), 86_399)
        }
    }

    /// The time zone rounding uses: `timeZone`, else the calendar's.
    var effectiveTimeZone: TimeZone { timeZone ?? calendar.timeZone }

    /// `d` rounded to the nearest `minuteInterval` boundary of local time (seconds dropped), by arithmetic on
    /// the interval so that dates far in the past or future cannot fail.
    func roundedToMinuteInterval(_ d: Date) -> Date {
        let step = TimeInterval(storedMinuteInterval * 60)
        let t = d.timeIntervalSinceReferenceDate
        let offset = TimeInterval(effectiveTimeZone.secondsFromGMT(for: d))
        let local = t + offset
        let rounded = (local / step).rounded() * step
        guard rounded.isFinite else { return d }
        return Date(timeIntervalSinceReferenceDate: rounded - offset)
    }

    /// Test-facing: the user turns the wheels to `date` and lets go. The date is rounded to `minuteInterval`,
    /// clamped to `minimumDate…maximumDate` (the wheels spring back, as UIKit's do), set, and `.valueChanged` is
    /// sent (once, also when the date did not change: the wheels moved). A non-finite date is rejected.
    open func spin(to date: Date) {
        guard date.timeIntervalSinceReferenceDate.isFinite else {
            return reject(.invalidValue, "spin(to:) with a non-finite date \(date.timeIntervalSinceReferenceDate); the date stays \(storedDate)")
        }
        storedDate = clamped(roundedToMinuteInterval(date))
        sendValueChangedActions()
    }

    /// Test-facing: the user turns a `.countDownTimer` picker's wheels to `duration`: rounded down to
    /// `minuteInterval` minutes (at least one interval, as UIKit's wheels stop at the first), then
    /// `.valueChanged`.
    open func spin(toCountDownDuration duration: TimeInterval) {
        guard duration.isFinite else {
            return reject(.invalidValue, "spin(toCountDownDuration:) with \(duration); it stays \(storedCountDown)")
        }
        let step = TimeInterval(storedMinuteInterval * 60)
        storedCountDown = max(step, min((min(max(duration, 0), 86_399) / step).rounded(.down) * step, 86_399))
        sendValueChangedActions()
    }

    // MARK: Style and size

    /// `datePickerStyle` (iOS 13.4): the style in use. `.automatic` resolves to `.wheels` (ours: UIKit picks
    /// `.compact` for most modes on iOS 14+, but ViewTree's profiles do not tell iOS 14 from 13, so the
    /// wheels, every era's style, are used); `.countDownTimer` is always wheels, as UIKit.
    open var datePickerStyle: Style {
        if datePickerMode == .countDownTimer || preferredDatePickerStyle == .automatic { return .wheels }
        if preferredDatePickerStyle == .inline && datePickerMode == .time { return .compact }
        return preferredDatePickerStyle
    }

    /// The style's size: wheels `wheelsSize`; compact by mode; inline `inlineSize`.
    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .compact:
            switch datePickerMode {
            case .date: return DatePicker.compactDateSize
            case .time: return DatePicker.compactTimeSize
            default: return DatePicker.compactDateAndTimeSize
            }
        case .inline: return DatePicker.inlineSize
        case .automatic, .wheels: return DatePicker.wheelsSize
        }
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override var libraryClassName: String { "DatePicker" }
}
