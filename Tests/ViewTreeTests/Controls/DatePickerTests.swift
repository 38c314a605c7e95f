import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `UIDatePicker`, set in code and spun as a user would.
@Suite struct DatePickerTests {
    final class Form {
        var changes: [Date] = []
        func dateChanged(_ sender: DatePicker) { changes.append(sender.date) }
    }

    /// 2001-01-01 00:00 UTC plus `minutes` and `seconds`.
    func at(minutes: Double, seconds: Double = 0) -> Date {
        Date(timeIntervalSinceReferenceDate: minutes * 60 + seconds)
    }

    @Test func theDefaultsAreDeterministicAndUIKits() {
        let picker = DatePicker()
        #expect(picker.date == Date(timeIntervalSinceReferenceDate: 0))
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .wheels)
        #expect(picker.minuteInterval == 1)
        #expect(picker.countDownDuration == 0)
        #expect(picker.minimumDate == nil && picker.maximumDate == nil)
        // The locale is `null_resettable`: never `nil` (a device reads it non-nil, Xamarin's DatePickerTest.Locale).
        #expect(picker.locale == DatePicker.defaultLocale && picker.timeZone == nil)
        #expect(picker.calendar.identifier == .gregorian)
        #expect(picker.bounds.size == CGSize(width: 320, height: 216))
    }

    @Test func spinningSendsValueChangedAndSettingInCodeDoesNot() {
        let t = TestWorld()
        let picker = DatePicker(frame: .zero)
        t.window.addSubview(picker)
        let form = Form()
        picker.addTarget(form, action: Form.dateChanged, for: .valueChanged)
        picker.date = at(minutes: 90)
        picker.setDate(at(minutes: 120), animated: true)
        #expect(form.changes.isEmpty)
        #expect(picker.date == at(minutes: 120))
        picker.spin(to: at(minutes: 200, seconds: 29))
        #expect(form.changes == [at(minutes: 200)])
        #expect(picker.date == at(minutes: 200))
    }

    @Test func spinRoundsToTheMinuteIntervalInLocalTimeAndClamps() {
        let t = TestWorld()
        let picker = DatePicker()
        t.window.addSubview(picker)
        let form = Form()
        picker.addTarget(form, action: Form.dateChanged, for: .valueChanged)
        picker.minuteInterval = 15
        picker.spin(to: at(minutes: 67))
        #expect(picker.date == at(minutes: 60))
        picker.spin(to: at(minutes: 68))
        #expect(picker.date == at(minutes: 75))
        // Kathmandu is UTC+5:45: the quarter hours of local time are UTC's too; with 30 they are not.
        picker.timeZone = TimeZone(identifier: "Asia/Kathmandu")
        picker.minuteInterval = 30
        picker.spin(to: at(minutes: 10))
        #expect(picker.date == at(minutes: 15))
        picker.timeZone = nil
        picker.minimumDate = at(minutes: 1_000)
        #expect(picker.date == at(minutes: 1_000))
        picker.maximumDate = at(minutes: 2_000)
        picker.spin(to: at(minutes: 5_000))
        #expect(picker.date == at(minutes: 2_000))
        picker.date = at(minutes: -5)
        #expect(picker.date == at(minutes: 1_000))
        #expect(form.changes.count == 4)
    }

    @Test func aMinimumAfterTheMaximumIsIgnoredWithADiagnostic() {
        let t = TestWorld()
        let picker = DatePicker()
        t.window.addSubview(picker)
        picker.maximumDate = at(minutes: 10)
        picker.minimumDate = at(minutes: 20)
        #expect(t.simulation.diagnostics.last?.code == .invalidValue)
        picker.date = at(minutes: 500)
        #expect(picker.date == at(minutes: 500))
        picker.minimumDate = nil
        #expect(picker.date == at(minutes: 10))
    }

    @Test func anInvalidMinuteIntervalKeepsTheOldOne() {
        let t = TestWorld()
        let picker = DatePicker()
        t.window.addSubview(picker)
        picker.minuteInterval = 10
        for bad in [0, -1, 7, 31, 60, 45, Int.max, Int.min] {
            picker.minuteInterval = bad
            #expect(picker.minuteInterval == 10)
        }
        #expect(t.simulation.diagnostics.filter { $0.code == .invalidValue }.count == 8)
        for good in [1, 2, 3, 4, 5, 6, 12, 15, 20, 30] {
            picker.minuteInterval = good
            #expect(picker.minuteInterval == good)
        }
    }

    @Test func datesFarInThePastAndFutureDoNotFail() {
        let t = TestWorld()
        let picker = DatePicker()
        t.window.addSubview(picker)
        picker.minuteInterval = 5
        for d in [Date.distantPast, Date.distantFuture, Date(timeIntervalSinceReferenceDate: -1e14),
                  Date(timeIntervalSinceReferenceDate: 1e14)] {
            picker.date = d
            #expect(picker.date == d)
            picker.spin(to: d)
            #expect(picker.date.timeIntervalSinceReferenceDate.isFinite)
            #expect(abs(picker.date.timeIntervalSinceReferenceDate - d.timeIntervalSinceReferenceDate) <= 150 + 86_400)
        }
        picker.date = Date(timeIntervalSinceReferenceDate: .infinity)
        picker.spin(to: Date(timeIntervalSinceReferenceDate: -.infinity))
        #expect(picker.date.timeIntervalSinceReferenceDate.isFinite)
        #expect(t.simulation.diagnostics.filter { $0.code == .invalidValue }.count == 2)
    }

    @Test func countDownDurationStaysWithinADay() {
        let t = TestWorld()
        let picker = DatePicker()
        t.window.addSubview(picker)
        picker.datePickerMode = .countDownTimer
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .wheels)
        picker.countDownDuration = 1_000_000
        #expect(picker.countDownDuration == 86_399)
        picker.countDownDuration = -3
        #expect(picker.countDownDuration == 0)
        picker.countDownDuration = .nan
        #expect(picker.countDownDuration == 0)
        let form = Form()
        picker.addTarget(form, action: Form.dateChanged, for: .valueChanged)
        picker.minuteInterval = 5
        picker.spin(toCountDownDuration: 17 * 60)
        #expect(picker.countDownDuration == 15 * 60)
        picker.spin(toCountDownDuration: 0)
        #expect(picker.countDownDuration == 5 * 60)
        #expect(form.changes.count == 2)
    }

    @Test func eachStyleHasItsSize() {
        let picker = DatePicker()
        picker.preferredDatePickerStyle = .compact
        picker.datePickerMode = .date
        #expect(picker.intrinsicContentSize == DatePicker.compactDateSize)
        picker.datePickerMode = .time
        #expect(picker.intrinsicContentSize == DatePicker.compactTimeSize)
        picker.datePickerMode = .dateAndTime
        #expect(picker.intrinsicContentSize == DatePicker.compactDateAndTimeSize)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.intrinsicContentSize == DatePicker.inlineSize)
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.sizeThatFits(.zero) == CGSize(width: 320, height: 216))
    }
}
