// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A screen that marks the days with events and lets the user pick one, as apps use `UICalendarView`.
private final class AgendaController: UIViewController, UICalendarViewDelegate, UICalendarSelectionSingleDateDelegate {
    let calendarView = UICalendarView()
    var eventDays: Set<Int> = [3, 17]
    var asked: [String] = []
    var picked: [String] = []
    var monthChanges: [String] = []
    var allowsDeselection = true

    override func viewDidLoad() {
        super.viewDidLoad()
        calendarView.delegate = self
        calendarView.selectionBehavior = UICalendarSelectionSingleDate(delegate: self)
        calendarView.frame = CGRect(x: 0, y: 0, width: 280, height: 288)
        view.addSubview(calendarView)
    }

    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
        asked.append(Self.text(dateComponents))
        guard let day = dateComponents.day, eventDays.contains(day) else { return nil }
        return .default(color: .red, size: .large)
    }

    func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents) {
        monthChanges.append("\(Self.text(previousDateComponents)) -> \(Self.text(calendarView.visibleDateComponents))")
    }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?) {
        picked.append(dateComponents.map(Self.text) ?? "nil")
    }

    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool {
        guard let day = dateComponents?.day else { return allowsDeselection }
        return day != 25
    }

    static func text(_ c: DateComponents) -> String {
        [c.year, c.month, c.day].compactMap { $0 }.map(String.init).joined(separator: "-")
    }
}

private func day(_ year: Int, _ month: Int, _ day: Int) -> DateComponents {
    DateComponents(year: year, month: month, day: day)
}

@Suite struct CalendarViewTests {
    @Test func defaultsAreDeterministic() throws {
        let calendar = UICalendarView()
        #expect(calendar.calendar.identifier == .gregorian && calendar.calendar.timeZone.secondsFromGMT() == 0)
        let visible = calendar.visibleDateComponents
        #expect(visible.year == 2001 && visible.month == 1 && visible.day == nil)
        #expect(visible.date == Date(timeIntervalSinceReferenceDate: 0), "the components carry their calendar, so .date works")
        #expect(calendar.availableDateRange == DateInterval(start: .distantPast, end: .distantFuture))
        #expect(calendar.wantsDateDecorations && calendar.selectionBehavior == nil && calendar.fontDesign == .default)
        #expect(calendar.sizeThatFits(.zero) == CGSize(width: 280, height: 288))
        #expect(calendar.intrinsicContentSize == CGSize(width: 280, height: 288))
        #expect(calendar.shownDates.count == 31)
    }

    @Test func cellsFollowTheMeasuredGrid() throws {
        let calendar = UICalendarView(frame: CGRect(x: 0, y: 0, width: 280, height: 288))
        // 1 January 2001 was a Monday: the second column of the first row, 37 × 36 as measured.
        #expect(calendar.frameOfDate(day(2001, 1, 1)) == CGRect(x: 50, y: 90, width: 37, height: 36))
        #expect(calendar.frameOfDate(day(2001, 1, 7)) == CGRect(x: 13, y: 126, width: 37, height: 36))
        #expect(calendar.frameOfDate(day(2001, 2, 1)) == nil, "February is not shown")
        // A wider calendar: columns (320 - 56) / 6 = 44 wide, rows at most that tall.
        calendar.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        let cell = try #require(calendar.frameOfDate(day(2001, 1, 31)))
        #expect(cell.width == 44 && cell.height == 44)
    }

    @Test func decorationsAreAskedForTheShownMonthOnceLaidOutInAWindow() throws {
        let t = TestWorld()
        let agenda = AgendaController()
        agenda.loadViewIfNeeded()
        #expect(agenda.asked.isEmpty, "not in a window: nothing is shown, nothing asked")
        t.show(agenda)
        t.window.layoutIfNeeded()
        #expect(agenda.asked.count == 31 && agenda.asked.first == "2001-1-1" && agenda.asked.last == "2001-1-31")
        let decoration = try #require(agenda.calendarView.shownDecoration(for: day(2001, 1, 3)))
        #expect(decoration.kind == .default && decoration.size == .large && decoration.color == .red)
        #expect(agenda.calendarView.shownDecoration(for: day(2001, 1, 4)) == nil)
        t.window.layoutIfNeeded()
        #expect(agenda.asked.count == 31, "each shown day is asked once")

        // The app learns of an event on the 4th and reloads that day only.
        agenda.eventDays.insert(4)
        agenda.calendarView.reloadDecorations(forDateComponents: [day(2001, 1, 4), day(2001, 5, 4)], animated: true)
        t.window.layoutIfNeeded()
        #expect(agenda.asked.count == 32 && agenda.asked.last == "2001-1-4")
        #expect(agenda.calendarView.shownDecoration(for: day(2001, 1, 4))?.kind == .default)

        // Turning decorations off drops them and asks for none.
        agenda.calendarView.wantsDateDecorations = false
        t.window.layoutIfNeeded()
        #expect(agenda.calendarView.shownDecoration(for: day(2001, 1, 3)) == nil && agenda.asked.count == 32)
    }

    @Test func pagingTellsTheDelegateAndAsksForTheNewMonth() {
        let t = TestWorld()
        let agenda = AgendaController()
        t.show(agenda)
        t.window.layoutIfNeeded()
        #expect(agenda.calendarView.showNextMonth())
        #expect(agenda.monthChanges == ["2001-1 -> 2001-2"])
        t.window.layoutIfNeeded()
        #expect(agenda.asked.count == 31 + 28 && agenda.asked.last == "2001-2-28")
        agenda.calendarView.visibleDateComponents = DateComponents(year: 2024, month: 2, day: 14)
        #expect(agenda.monthChanges.last == "2001-2 -> 2024-2")
        #expect(agenda.calendarView.shownDates.count == 29, "a leap February")
        agenda.calendarView.setVisibleDateComponents(DateComponents(year: 2024, month: 2), animated: true)
        #expect(agenda.monthChanges.count == 2, "the same month: no change to tell")
    }

    @Test func theAvailableRangeBoundsTheMonthsAndTheTaps() {
        let t = TestWorld()
        let agenda = AgendaController()
        t.show(agenda)
        let calendar = agenda.calendarView
        let utc = calendar.calendar
        let start = utc.date(from: DateComponents(year: 2001, month: 3, day: 10))!
        let end = utc.date(from: DateComponents(year: 2001, month: 4, day: 20))!
        calendar.availableDateRange = DateInterval(start: start, end: end)
        #expect(calendar.visibleDateComponents.month == 3, "the month shown moved into the range")
        #expect(!calendar.showPreviousMonth() && calendar.visibleDateComponents.month == 3)
        #expect(calendar.showNextMonth() && !calendar.showNextMonth() && calendar.visibleDateComponents.month == 4)
        #expect(calendar.isDateAvailable(day(2001, 4, 20)) && !calendar.isDateAvailable(day(2001, 4, 21)))
        #expect(!calendar.tapDate(day(2001, 4, 21)) && agenda.picked.isEmpty)
        #expect(t.simulation.diagnostics.last?.message.contains("outside availableDateRange") == true)
        #expect(!calendar.tapDate(day(2001, 5, 1)))
        #expect(t.simulation.diagnostics.last?.message.contains("not a day of the month shown") == true)
    }

    @Test func aSingleDateIsSelectedAndDeselectedAsTheDelegateAllows() throws {
        let t = TestWorld()
        let agenda = AgendaController()
        t.show(agenda)
        let calendar = agenda.calendarView
        let selection = try #require(calendar.selectionBehavior as? UICalendarSelectionSingleDate)
        #expect(calendar.tapDate(day(2001, 1, 14)))
        #expect(agenda.picked == ["2001-1-14"] && selection.selectedDate?.day == 14)
        #expect(selection.selectedDate?.date != nil, "the selected components carry the calendar")
        #expect(calendar.isDateSelected(day(2001, 1, 14)))
        // The delegate refuses the 25th: nothing changes.
        #expect(calendar.tapDate(day(2001, 1, 25)))
        #expect(agenda.picked == ["2001-1-14"] && selection.selectedDate?.day == 14)
        // Tapping the selected date asks canSelectDate(nil): refused, then allowed.
        agenda.allowsDeselection = false
        calendar.tapDate(day(2001, 1, 14))
        #expect(selection.selectedDate?.day == 14 && agenda.picked.count == 1)
        agenda.allowsDeselection = true
        calendar.tapDate(day(2001, 1, 14))
        #expect(selection.selectedDate == nil && agenda.picked == ["2001-1-14", "nil"])
        // Code selects without telling the delegate.
        selection.setSelected(day(2001, 1, 2), animated: true)
        #expect(agenda.picked.count == 2 && calendar.isDateSelected(day(2001, 1, 2)))
    }

    @Test func aRealTouchTapsTheDayOrTheChevronUnderIt() throws {
        let t = TestWorld()
        let agenda = AgendaController()
        t.show(agenda)
        t.window.layoutIfNeeded()
        let calendar = agenda.calendarView
        let cell = try #require(calendar.frameOfDate(day(2001, 1, 9)))
        tap(calendar, at: CGPoint(x: cell.midX, y: cell.midY))
        #expect(agenda.picked == ["2001-1-9"])
        tap(calendar, at: CGPoint(x: 270, y: 35))
        #expect(calendar.visibleDateComponents.month == 2)
        tap(calendar, at: CGPoint(x: 230, y: 35))
        #expect(calendar.visibleDateComponents.month == 1)
    }

    @Test func severalDatesAreSelectedInTheOrderTapped() {
        final class Planner: UICalendarSelectionMultiDateDelegate {
            var log: [String] = []
            func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents) {
                log.append("+\(dateComponents.day!)")
            }
            func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents) {
                log.append("-\(dateComponents.day!)")
            }
            func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool {
                dateComponents.day != 1
            }
        }
        let planner = Planner()
        let calendar = UICalendarView()
        let selection = UICalendarSelectionMultiDate(delegate: planner)
        calendar.selectionBehavior = selection
        for d in [5, 1, 9] { calendar.tapDate(day(2001, 1, d)) }
        calendar.tapDate(day(2001, 1, 5))
        calendar.tapDate(day(2001, 1, 1))
        #expect(planner.log == ["+5", "+1", "+9", "-5"])
        #expect(selection.selectedDates.map { $0.day } == [1, 9])
        selection.setSelectedDates([], animated: false)
        #expect(planner.log.count == 4 && !calendar.isDateSelected(day(2001, 1, 9)))
    }

    @Test func aWeekIsSelectedByTappingOneOfItsDays() {
        final class Weeks: UICalendarSelectionWeekOfYearDelegate {
            var weeks: [String] = []
            func weekOfYearSelection(_ selection: UICalendarSelectionWeekOfYear, didSelectWeekOfYear weekOfYearComponents: DateComponents?) {
                weeks.append(weekOfYearComponents.map { "\($0.yearForWeekOfYear!)w\($0.weekOfYear!)" } ?? "nil")
            }
        }
        let weeks = Weeks()
        let calendar = UICalendarView()
        calendar.selectionBehavior = UICalendarSelectionWeekOfYear(delegate: weeks)
        calendar.tapDate(day(2001, 1, 10))
        #expect(calendar.isDateSelected(day(2001, 1, 13)) && !calendar.isDateSelected(day(2001, 1, 14)),
                "Sunday the 14th starts the next Gregorian week")
        calendar.tapDate(day(2001, 1, 12))
        #expect(weeks.weeks == ["2001w2", "nil"])
    }

    @Test func customDecorationViewsAreMadeOnceAndOwnedByTheCalendar() throws {
        final class Badges: UICalendarViewDelegate {
            var made = 0
            func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
                guard dateComponents.day == 8 else { return nil }
                return .customView { [self] in
                    made += 1
                    let label = UILabel()
                    label.text = "🏝️"
                    label.sizeToFit()
                    return label
                }
            }
        }
        let t = TestWorld()
        let badges = Badges()
        let calendar = UICalendarView(frame: CGRect(x: 0, y: 0, width: 280, height: 288))
        calendar.delegate = badges
        t.window.addSubview(calendar)
        t.window.layoutIfNeeded()
        t.window.layoutIfNeeded()
        let shown = try #require(calendar.shownDecoration(for: day(2001, 1, 8)))
        let label = try #require(shown.customView as? UILabel)
        #expect(badges.made == 1 && label.superview === calendar && !label.isUserInteractionEnabled)
        let cell = try #require(calendar.frameOfDate(day(2001, 1, 8)))
        #expect(label.center.x == cell.midX && label.center.y == cell.midY + 15)
        calendar.showNextMonth()
        #expect(label.superview == nil, "the month left: its decoration views go")
    }

    @Test func aDecorationProviderCapturingItsControllerKeepsNothingAlive() {
        final class Screen: UIViewController, UICalendarViewDelegate {
            let calendarView = UICalendarView()
            override func viewDidLoad() {
                super.viewDidLoad()
                calendarView.delegate = self
                view.addSubview(calendarView)
            }
            func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
                .customView { self.makeBadge() }
            }
            func makeBadge() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)) }
        }
        weak var gone: Screen?
        do {
            let t = TestWorld()
            let screen = Screen()
            gone = screen
            t.show(screen)
            t.window.layoutIfNeeded()
            #expect(screen.calendarView.subviews.count == 31)
        }
        #expect(gone == nil)
    }

    @Test func aProviderThatPagesLeavesNoViewBehind() {
        final class Pager: UICalendarViewDelegate {
            var made: [UIView] = []
            func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
                guard dateComponents.month == 1, dateComponents.day == 2 else { return nil }
                return .customView { [self] in
                    calendarView.showNextMonth()
                    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
                    made.append(badge)
                    return badge
                }
            }
        }
        let t = TestWorld()
        let pager = Pager()
        let calendar = UICalendarView(frame: CGRect(x: 0, y: 0, width: 280, height: 288))
        calendar.delegate = pager
        t.window.addSubview(calendar)
        t.window.layoutIfNeeded()
        #expect(calendar.visibleDateComponents.month == 2 && pager.made.count == 1)
        #expect(pager.made[0].superview == nil && calendar.subviews.isEmpty, "the January badge left with January")
        #expect(calendar.shownDates.allSatisfy { calendar.shownDecoration(for: $0) == nil })
    }

    @Test func badInputIsRefusedAndTheStateKept() {
        let t = TestWorld()
        let calendar = UICalendarView()
        t.window.addSubview(calendar)
        calendar.visibleDateComponents = DateComponents(month: 3)
        calendar.visibleDateComponents = DateComponents(year: Int.max, month: 1)
        calendar.visibleDateComponents = DateComponents(year: 2001, month: Int.min)
        #expect(calendar.visibleDateComponents.year == 2001 && calendar.visibleDateComponents.month == 1)
        calendar.availableDateRange = DateInterval(start: Date(timeIntervalSinceReferenceDate: -.infinity), duration: 0)
        #expect(calendar.availableDateRange == DateInterval(start: .distantPast, end: .distantFuture))
        let selection = UICalendarSelectionSingleDate(delegate: nil)
        calendar.selectionBehavior = selection
        let other = UICalendarView()
        other.selectionBehavior = selection
        #expect(other.selectionBehavior == nil && calendar.selectionBehavior === selection)
        #expect(t.simulation.diagnostics.count >= 4)
        // A delegate that pages from inside decorationFor: each layout pass asks until the
        // delegate pages, then the next pass asks for the new month; the world's layout-loop guard stops it.
        final class Restless: UICalendarViewDelegate {
            var asked = 0
            func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
                asked += 1
                calendarView.showNextMonth()
                calendarView.reloadDecorations(forDateComponents: [dateComponents], animated: false)
                return .default()
            }
        }
        let restless = Restless()
        calendar.delegate = restless
        t.window.layoutIfNeeded()
        #expect(restless.asked <= 100 && t.simulation.diagnostics.last?.code == .layoutLoop)
        let shown = calendar.visibleDateComponents
        #expect(calendar.shownDates.count >= 28 && shown.year! > 2001, "it paged once per pass and still shows a month")
    }
}
