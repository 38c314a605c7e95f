// An appointment form as many UIKit files write one: a `UIPickerView` with two components (service and
// length) as the input view of a text field, its data source and delegate on the view controller, and a
// `UIDatePicker` with a minimum date, a 15-minute interval and a `.valueChanged` target. Written for this
// corpus in the style of such files, not copied from one. The one edit a port needs is the target-action
// line: `#selector` with an `@objc` method becomes a typed method reference (Docs/Porting.md, "Controls:
// `#selector` to a typed method reference"), written so here: no `expect-error` is left.
import Foundation
import UIKit

final class PickerFormViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    private let services = ["Haircut", "Colour", "Shave"]
    private let lengths = [15, 30, 45, 60]
    private let serviceField = UITextField()
    private let servicePicker = UIPickerView()
    private let datePicker = UIDatePicker()
    private let summaryLabel = UILabel()
    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US_POSIX")
        return formatter
    }()
    private(set) var chosenService = 0
    private(set) var chosenLength = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        title = "Book"

        servicePicker.dataSource = self
        servicePicker.delegate = self
        servicePicker.selectRow(1, inComponent: 1, animated: false)
        chosenLength = servicePicker.selectedRow(inComponent: 1)
        serviceField.placeholder = "Service"
        serviceField.borderStyle = .roundedRect
        serviceField.inputView = servicePicker

        datePicker.datePickerMode = .dateAndTime
        if #available(iOS 13.4, *) {
            datePicker.preferredDatePickerStyle = .wheels
        }
        datePicker.minuteInterval = 15
        datePicker.minimumDate = Date(timeIntervalSinceReferenceDate: 0)
        datePicker.maximumDate = Date(timeIntervalSinceReferenceDate: 60 * 60 * 24 * 365)
        datePicker.timeZone = TimeZone(identifier: "UTC")
        datePicker.addTarget(self, action: PickerFormViewController.dateChanged, for: .valueChanged)   // #selector(dateChanged(_:))

        summaryLabel.numberOfLines = 0
        [serviceField, datePicker, summaryLabel].forEach { view.addSubview($0) }
        updateSummary()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        serviceField.frame = CGRect(x: 20, y: 100, width: width - 40, height: 34)
        datePicker.frame = CGRect(x: 0, y: serviceField.frame.maxY + 20, width: width, height: 216)
        summaryLabel.frame = CGRect(x: 20, y: datePicker.frame.maxY + 20, width: width - 40, height: 60)
    }

    func dateChanged(_ sender: UIDatePicker) {   // @objc func dateChanged(_ sender: UIDatePicker) in UIKit
        updateSummary()
    }

    private func updateSummary() {
        let service = services[chosenService]
        serviceField.text = service
        summaryLabel.text = "\(service), \(lengths[chosenLength]) min\n\(formatter.string(from: datePicker.date))"
    }

    // MARK: UIPickerViewDataSource

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        return 2
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        return component == 0 ? services.count : lengths.count
    }

    // MARK: UIPickerViewDelegate

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        return component == 0 ? services[row] : "\(lengths[row]) min"
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        return component == 0 ? pickerView.bounds.width * 0.6 : pickerView.bounds.width * 0.4
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        if component == 0 {
            chosenService = row
        } else {
            chosenLength = row
        }
        updateSummary()
    }
}
