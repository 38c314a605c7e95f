import Foundation

/// `UICalendarSelection` (iOS 16): how a `CalendarView` lets the user select dates. Not used by itself: give the
/// calendar view one of its subclasses (`CalendarSelectionSingleDate`, `CalendarSelectionMultiDate`,
/// `CalendarSelectionWeekOfYear`) as its `selectionBehavior`.
///
/// A selection belongs to one calendar view at a time; the calendar view keeps it (strongly, as UIKit's
/// `selectionBehavior` is retained) and it knows its calendar view weakly, so neither keeps the other's world
/// alive.
open class CalendarSelection {
    /// The calendar view this selection is the `selectionBehavior` of.
    weak var calendarView: CalendarView?

    init() {}

    /// The user tapped `day` (year, month and day, with the calendar view's calendar): select or deselect it as
    /// this kind of selection does, asking and telling the delegate.
    func userTapped(_ day: DateComponents, in calendarView: CalendarView) {}

    /// Whether `day` is shown as selected.
    func isSelected(_ day: DateComponents, in calendarView: CalendarView) -> Bool { false }

    /// A tap on a selection of one thing (a date, a week): `choice` is what the tap selects, `nil` when it taps
    /// the selected thing (a deselection). Asks `canSelect`, then selects and tells `didSelect`.
    func toggle(_ choice: DateComponents?, canSelect: (DateComponents?) -> Bool,
                select: (DateComponents?) -> Void, didSelect: (DateComponents?) -> Void) {
        guard canSelect(choice) else { return }
        select(choice)
        didSelect(choice)
    }
}

/// Whether two date components name the same day: the same year, month and day (and era when both say one).
func calendarSameDay(_ a: DateComponents, _ b: DateComponents) -> Bool {
    guard a.year == b.year, a.month == b.month, a.day == b.day else { return false }
    if let x = a.era, let y = b.era, x != y { return false }
    return true
}

// MARK: - One date

/// `UICalendarSelectionSingleDateDelegate` (iOS 16). `dateSelection(_:didSelectDate:)` is required, as in UIKit;
/// `dateSelection(_:canSelectDate:)` is optional (every date can be selected, and the selected one deselected).
public protocol CalendarSelectionSingleDateDelegate: AnyObject {
    /// The user selected `dateComponents`, or deselected the selected date (`nil`) by tapping it again.
    func dateSelection(_ selection: CalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
    /// Whether the user may select `dateComponents`; `nil` asks whether the user may deselect the selected date
    /// (by tapping it). A date that cannot be selected is shown disabled and a tap on it does nothing.
    func dateSelection(_ selection: CalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool
}

extension CalendarSelectionSingleDateDelegate {
    /// Every date can be selected and the selected date deselected.
    public func dateSelection(_ selection: CalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool { true }
}

/// `UICalendarSelectionSingleDate` (iOS 16): the user selects one date at a time. A tap on a date asks
/// `canSelectDate`, selects it and tells `didSelectDate`; a tap on the selected date asks `canSelectDate(nil)` and
/// deselects it (`didSelectDate(nil)`). Setting `selectedDate` in code tells the delegate nothing, as in UIKit.
open class CalendarSelectionSingleDate: CalendarSelection {
    /// `delegate` (weak, set by `init(delegate:)`).
    public private(set) weak var delegate: CalendarSelectionSingleDateDelegate?
    /// `selectedDate`: the selected date, `nil` (the default) when none is.
    open var selectedDate: DateComponents?

    /// `init(delegate:)`.
    public init(delegate: CalendarSelectionSingleDateDelegate?) {
        self.delegate = delegate
        super.init()
    }

    /// `setSelected(_:animated:)`: as setting `selectedDate` (ViewTree draws no selection to animate).
    open func setSelected(_ selectedDate: DateComponents?, animated: Bool) {
        self.selectedDate = selectedDate
    }

    override func userTapped(_ day: DateComponents, in calendarView: CalendarView) {
        let tapsSelected = selectedDate.map { calendarSameDay($0, day) } ?? false
        toggle(tapsSelected ? nil : day,
               canSelect: { self.delegate?.dateSelection(self, canSelectDate: $0) ?? true },
               select: { self.selectedDate = $0 },
               didSelect: { self.delegate?.dateSelection(self, didSelectDate: $0) })
    }

    override func isSelected(_ day: DateComponents, in calendarView: CalendarView) -> Bool {
        selectedDate.map { calendarSameDay($0, day) } ?? false
    }
}

// MARK: - Several dates

/// `UICalendarSelectionMultiDateDelegate` (iOS 16). `didSelectDate` and `didDeselectDate` are required, as in
/// UIKit; `canSelectDate` and `canDeselectDate` are optional (every date can be).
public protocol CalendarSelectionMultiDateDelegate: AnyObject {
    /// The user added `dateComponents` to the selection.
    func multiDateSelection(_ selection: CalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
    /// The user removed `dateComponents` from the selection.
    func multiDateSelection(_ selection: CalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
    /// Whether the user may select `dateComponents`.
    func multiDateSelection(_ selection: CalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool
    /// Whether the user may deselect `dateComponents`.
    func multiDateSelection(_ selection: CalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool
}

extension CalendarSelectionMultiDateDelegate {
    /// Every date can be selected.
    public func multiDateSelection(_ selection: CalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool { true }
    /// Every selected date can be deselected.
    public func multiDateSelection(_ selection: CalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool { true }
}

/// `UICalendarSelectionMultiDate` (iOS 16): the user selects and deselects dates one tap at a time. A tap on an
/// unselected date asks `canSelectDate`, adds it (at the end of `selectedDates`) and tells `didSelectDate`; a tap
/// on a selected one asks `canDeselectDate`, removes it and tells `didDeselectDate`. Setting `selectedDates` in
/// code tells the delegate nothing.
open class CalendarSelectionMultiDate: CalendarSelection {
    /// `delegate` (weak, set by `init(delegate:)`).
    public private(set) weak var delegate: CalendarSelectionMultiDateDelegate?
    /// `selectedDates`: the selected dates, in the order they were selected. Empty by default.
    open var selectedDates: [DateComponents] = []

    /// `init(delegate:)`.
    public init(delegate: CalendarSelectionMultiDateDelegate?) {
        self.delegate = delegate
        super.init()
    }

    /// `setSelectedDates(_:animated:)`: as setting `selectedDates`.
    open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) {
        self.selectedDates = selectedDates
    }

    override func userTapped(_ day: DateComponents, in calendarView: CalendarView) {
        if let at = selectedDates.firstIndex(where: { calendarSameDay($0, day) }) {
            let selected = selectedDates[at]
            guard delegate?.multiDateSelection(self, canDeselectDate: selected) ?? true else { return }
            // The delegate may have changed the selection while it was asked: remove what is there now.
            selectedDates.removeAll { calendarSameDay($0, day) }
            delegate?.multiDateSelection(self, didDeselectDate: selected)
            return
        }
        guard delegate?.multiDateSelection(self, canSelectDate: day) ?? true else { return }
        selectedDates.append(day)
        delegate?.multiDateSelection(self, didSelectDate: day)
    }

    override func isSelected(_ day: DateComponents, in calendarView: CalendarView) -> Bool {
        selectedDates.contains { calendarSameDay($0, day) }
    }
}

// MARK: - A week

/// `UICalendarSelectionWeekOfYearDelegate` (iOS 18). `weekOfYearSelection(_:didSelectWeekOfYear:)` is required;
/// `canSelectWeekOfYear` is optional (every week can be selected, and the selected one deselected).
public protocol CalendarSelectionWeekOfYearDelegate: AnyObject {
    /// The user selected the week `weekOfYearComponents` (`yearForWeekOfYear` and `weekOfYear`), or deselected the
    /// selected week (`nil`) by tapping one of its days again.
    func weekOfYearSelection(_ selection: CalendarSelectionWeekOfYear, didSelectWeekOfYear weekOfYearComponents: DateComponents?)
    /// Whether the user may select the week `weekOfYearComponents`; `nil` asks whether the selected week may be
    /// deselected.
    func weekOfYearSelection(_ selection: CalendarSelectionWeekOfYear, canSelectWeekOfYear weekOfYearComponents: DateComponents?) -> Bool
}

extension CalendarSelectionWeekOfYearDelegate {
    /// Every week can be selected and the selected week deselected.
    public func weekOfYearSelection(_ selection: CalendarSelectionWeekOfYear, canSelectWeekOfYear weekOfYearComponents: DateComponents?) -> Bool { true }
}

/// `UICalendarSelectionWeekOfYear` (iOS 18): the user selects a whole week by tapping one of its days. The week
/// is told as `yearForWeekOfYear` and `weekOfYear` in the calendar view's calendar (whose `firstWeekday` and
/// `minimumDaysInFirstWeek` define weeks). Tapping a day of the selected week deselects it, as a single date
/// selection does (ours: UIKit documents only that the components can be `nil`).
open class CalendarSelectionWeekOfYear: CalendarSelection {
    /// `delegate` (weak, set by `init(delegate:)`).
    public private(set) weak var delegate: CalendarSelectionWeekOfYearDelegate?
    /// `selectedWeekOfYear`: the selected week (`yearForWeekOfYear`, `weekOfYear`), `nil` (the default) when none is.
    open var selectedWeekOfYear: DateComponents?

    /// `init(delegate:)`.
    public init(delegate: CalendarSelectionWeekOfYearDelegate?) {
        self.delegate = delegate
        super.init()
    }

    /// `setSelectedWeekOfYear(_:animated:)`: as setting `selectedWeekOfYear`.
    open func setSelectedWeekOfYear(_ selectedWeekOfYear: DateComponents?, animated: Bool) {
        self.selectedWeekOfYear = selectedWeekOfYear
    }

    override func userTapped(_ day: DateComponents, in calendarView: CalendarView) {
        guard let week = calendarView.week(of: day) else { return }
        let tapsSelected = selectedWeekOfYear.map { Self.sameWeek($0, week) } ?? false
        toggle(tapsSelected ? nil : week,
               canSelect: { self.delegate?.weekOfYearSelection(self, canSelectWeekOfYear: $0) ?? true },
               select: { self.selectedWeekOfYear = $0 },
               didSelect: { self.delegate?.weekOfYearSelection(self, didSelectWeekOfYear: $0) })
    }

    override func isSelected(_ day: DateComponents, in calendarView: CalendarView) -> Bool {
        guard let selected = selectedWeekOfYear, let week = calendarView.week(of: day) else { return false }
        return Self.sameWeek(selected, week)
    }

    static func sameWeek(_ a: DateComponents, _ b: DateComponents) -> Bool {
        a.yearForWeekOfYear == b.yearForWeekOfYear && a.weekOfYear == b.weekOfYear
    }
}
