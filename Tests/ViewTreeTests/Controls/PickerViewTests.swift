import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `UIPickerView`, driven through its data source, delegate and the test-facing `spin`.
@Suite struct PickerViewTests {
    final class Fruits: PickerViewDataSource, PickerViewDelegate {
        var components = [["Apple", "Banana", "Cherry"], ["S", "M", "L", "XL"]]
        var calls: [String] = []
        var viewsMade = 0
        func numberOfComponents(in pickerView: PickerView) -> Int { components.count }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { components[component].count }
        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            components[component][row]
        }
        func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
            calls.append("didSelect \(row) in \(component)")
        }
    }

    final class Huge: PickerViewDataSource, PickerViewDelegate {
        var asked: [Int] = []
        var rows = 10_000_000
        func numberOfComponents(in pickerView: PickerView) -> Int { 1 }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { rows }
        func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View {
            asked.append(row)
            let label = (view as? Label) ?? Label(frame: .zero)
            label.text = "\(row)"
            return label
        }
        func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
        func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat { 100 }
    }

    @Test func aPickerAsksItsDataSourceAndSelectsTheFirstRow() {
        let t = TestWorld()
        let picker = PickerView()
        #expect(picker.bounds.size == CGSize(width: 320, height: 216))
        #expect(picker.intrinsicContentSize == PickerView.defaultSize)
        t.window.addSubview(picker)
        let fruits = Fruits()
        picker.dataSource = fruits
        picker.delegate = fruits
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 3)
        #expect(picker.numberOfRows(inComponent: 1) == 4)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == 0)
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 160, height: PickerView.defaultRowHeight))
        let label = picker.view(forRow: 1, forComponent: 0) as? Label
        #expect(label?.text == "Banana")
        #expect(picker.view(forRow: 1, forComponent: 0) === label)
    }

    @Test func selectRowIsSilentAndSpinTellsTheDelegate() {
        let t = TestWorld()
        let picker = PickerView(frame: .zero)
        t.window.addSubview(picker)
        let fruits = Fruits()
        picker.dataSource = fruits
        picker.delegate = fruits
        picker.selectRow(2, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(fruits.calls.isEmpty)
        picker.spin(toRow: 3, inComponent: 1)
        #expect(picker.selectedRow(inComponent: 1) == 3)
        #expect(fruits.calls == ["didSelect 3 in 1"])
        picker.spin(toRow: 3, inComponent: 1)
        #expect(fruits.calls == ["didSelect 3 in 1", "didSelect 3 in 1"])
    }

    @Test func outOfRangeRowsAndComponentsAreRejectedNotCrashed() {
        let t = TestWorld()
        let picker = PickerView()
        t.window.addSubview(picker)
        let fruits = Fruits()
        picker.dataSource = fruits
        picker.delegate = fruits
        picker.selectRow(3, inComponent: 0, animated: false)
        #expect(t.simulation.diagnostics.last?.code == .indexOutOfRange)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        picker.spin(toRow: -1, inComponent: 0)
        picker.spin(toRow: 0, inComponent: 7)
        #expect(fruits.calls.isEmpty)
        #expect(picker.selectedRow(inComponent: 9) == -1)
        #expect(picker.numberOfRows(inComponent: -1) == 0)
        #expect(picker.rowSize(forComponent: 2) == .zero)
        #expect(picker.view(forRow: 0, forComponent: 5) == nil)
        picker.reloadComponent(2)
        #expect(t.simulation.diagnostics.filter { $0.code == .indexOutOfRange }.count == 8)
    }

    @Test func anEmptyDataSourceHasNoComponentsAndNoSelection() {
        let t = TestWorld()
        let picker = PickerView()
        t.window.addSubview(picker)
        #expect(picker.numberOfComponents == 0)
        let fruits = Fruits()
        fruits.components = [[]]
        picker.dataSource = fruits
        picker.delegate = fruits
        #expect(picker.numberOfComponents == 1)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        #expect(picker.view(forRow: 0, forComponent: 0) == nil)
        picker.spin(toRow: 0, inComponent: 0)
        #expect(fruits.calls.isEmpty)
        fruits.components = []
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 0)
    }

    @Test func reloadingKeepsSelectionsThatStillFit() {
        let t = TestWorld()
        let picker = PickerView()
        t.window.addSubview(picker)
        let fruits = Fruits()
        picker.dataSource = fruits
        picker.delegate = fruits
        picker.selectRow(2, inComponent: 0, animated: false)
        picker.selectRow(3, inComponent: 1, animated: false)
        fruits.components[1] = ["One"]
        picker.reloadComponent(1)
        #expect(picker.numberOfRows(inComponent: 1) == 1)
        #expect(picker.selectedRow(inComponent: 1) == 0)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        fruits.components = [["A", "B"]]
        picker.reloadAllComponents()
        #expect(picker.numberOfComponents == 1)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect((picker.view(forRow: 1, forComponent: 0) as? Label)?.text == "B")
    }

    @Test func tenMillionRowsCostNumbersNotViews() {
        let t = TestWorld()
        let picker = PickerView()
        t.window.addSubview(picker)
        let huge = Huge()
        picker.dataSource = huge
        picker.delegate = huge
        #expect(picker.numberOfRows(inComponent: 0) == 10_000_000)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 100, height: 40))
        picker.selectRow(9_999_999, inComponent: 0, animated: false)
        let top = picker.view(forRow: 9_999_999, forComponent: 0)
        #expect(top != nil)
        #expect(picker.view(forRow: 5, forComponent: 0) == nil)
        let first = picker.view(forRow: 9_999_998, forComponent: 0)
        #expect(huge.asked == [9_999_999, 9_999_998])
        // The wheel moves far away: the shown views are reused for the rows now on screen.
        picker.spin(toRow: 5_000_000, inComponent: 0)
        let reused = picker.view(forRow: 5_000_000, forComponent: 0)
        #expect(reused === first || reused === top)
        #expect((reused as? Label)?.text == "5000000")
        #expect(huge.asked.count == 3)
        huge.rows = Int.max
        picker.reloadAllComponents()
        picker.selectRow(Int.max - 1, inComponent: 0, animated: false)
        #expect(picker.view(forRow: Int.max - 1, forComponent: 0) != nil)
        #expect(picker.selectedRow(inComponent: 0) == Int.max - 1)
    }

    @Test func hostileCountsAndSizesAreRejected() {
        final class Hostile: PickerViewDataSource, PickerViewDelegate {
            func numberOfComponents(in pickerView: PickerView) -> Int { 2 }
            func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? -5 : 3 }
            func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat { .nan }
            func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat { -.infinity }
        }
        let t = TestWorld()
        let picker = PickerView()
        t.window.addSubview(picker)
        let hostile = Hostile()
        picker.dataSource = hostile
        picker.delegate = hostile
        #expect(picker.numberOfRows(inComponent: 0) == 0)
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 160, height: PickerView.defaultRowHeight))
        #expect(picker.view(forRow: 1, forComponent: 1) != nil)
        #expect(t.simulation.diagnostics.contains { $0.code == .invalidValue })
    }
}
