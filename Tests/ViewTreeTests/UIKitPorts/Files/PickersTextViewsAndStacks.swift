//
//  PickersTextViewsAndStacks.swift
//
//  Twenty-second probe. Five public files of pickers, text-view delegates and a stack view subclass, kept member for
//  member:
//  - SarathLUN/6th-ios-short-course `UIPickerView_Demo/UIPickerView_Demo/ViewController.swift` (commit
//    610099fd344790093d4f121f20809100c89e2520): three components from nested arrays, the chosen row shown in a label;
//  - aKeyDistance/littleSwiftDemo `5_DataPicker/DataPicker/ViewController.swift` (commit 505187f7…): a date picker as
//    a text field's `inputView` with a "Done" toolbar as its `inputAccessoryView`, whose item has `target: nil`;
//  - bchuang/peterpan_ios_practice `Lesson2_Practice5/TextView/TextView/FirstViewController.swift` (commit
//    903867f3…): a placeholder drawn in light grey, cleared in `textViewDidBeginEditing`;
//  - AshesToAshes13/InstagramFireBase `instagramFirebase/Home/TextVIewPlaceHolder.swift` (commit 0beb484a…): an
//    `NSObject` delegate that puts the placeholder back in `textViewDidEndEditing`;
//  - jongwon676/dribblePractice `dribblePractice/Custom/VerticalStackView.swift` (commit d7de38c5…): a
//    `UIStackView` subclass's convenience initializer calling `self.init(frame: .zero)`.
//  Porting edits only (Porting.md): `@IBOutlet`s are made in code; `@objc` dropped and `#selector(donePressed)` the
//  method reference `DatePickerViewController.donePressed`. The two `ViewController`s become
//  `VehiclePickerViewController` and `DatePickerViewController`.
//
import Foundation
import UIKit

class VehiclePickerViewController: UIViewController {

    var data = [
        ["Car","Motor","Ship","Plane"],
        ["Toyota","Honda","Masda","Yamaha"],
        ["2015","2016","2017","2018","2019"]
    ]

    let labelDisplay: UILabel! = UILabel()

    let pickerView: UIPickerView! = UIPickerView()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view, typically from a nib.

        pickerView.dataSource = self
        pickerView.delegate = self
    }



}

extension VehiclePickerViewController:UIPickerViewDataSource, UIPickerViewDelegate{





    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        return data.count
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        return data[component].count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        return data[component][row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        labelDisplay.text = data[component][row]
    }

}

class DatePickerViewController: UIViewController {

    let dateField: UITextField! = UITextField()

    let picker = UIDatePicker()

    override func viewDidLoad() {
        super.viewDidLoad()

        createDatePicker()
    }

    func createDatePicker() {

        let toolbar = UIToolbar()
        toolbar.sizeToFit()

        let done = UIBarButtonItem(barButtonSystemItem: .done, target : nil, action: DatePickerViewController.donePressed)
        toolbar.setItems([done], animated: false)

        dateField.inputAccessoryView = toolbar
        dateField.inputView = picker

        picker.datePickerMode = .date
    }


    func donePressed() {

        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none

        let dateStrring = formatter.string(from: picker.date)

        dateField.text = "\(dateStrring)"

        self.view.endEditing(true)
    }

}

//MARK: - UITextViewDelegate

extension FirstViewController: UITextViewDelegate {
    func textViewDidBeginEditing(_ textView: UITextView) {
        if textView.textColor == UIColor.lightGray {
            textView.text = ""
            textView.textColor = UIColor.black
        }
    }
//    func textViewDidEndEditing(_ textView: UITextView) {
//        if textView.text.isEmpty {
//            textView.text = firstTextViewPlaceHolder
//            textView.textColor = UIColor.lightGray
//        }
//    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        //Set validation rule
        return true
    }
}

class FirstViewController: UIViewController {

    let FirstTextView: UITextView! = UITextView()
    let firstTextViewPlaceHolder = "Please fill something..."

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view, typically from a nib.
        initView()
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        // Dispose of any resources that can be recreated.
    }

    //MARK: - func

    func initView() {
        FirstTextView.text = firstTextViewPlaceHolder
        FirstTextView.textColor = UIColor.lightGray
        FirstTextView.delegate = self
    }
}

class TextVIewPlaceHolder: NSObject, UITextViewDelegate {

    func textViewDidBeginEditing(_ textView: UITextView)
    {
        if (textView.text == "placeholder text here...")
        {
            textView.text = ""
            textView.textColor = .black
        }
        textView.becomeFirstResponder() //Optional
    }

    func textViewDidEndEditing(_ textView: UITextView)
    {
        if (textView.text == "")
        {
            textView.text = "placeholder text here..."
            textView.textColor = .lightGray
        }
        textView.resignFirstResponder()
    }
}

class VerticalStackView: UIStackView{
    convenience init(arrangedSubViews: [UIView], spacing: CGFloat = 0, distribution: UIStackView.Distribution? = nil) {

        self.init(frame: .zero)
        self.axis = .vertical
        self.spacing = spacing
        arrangedSubViews.forEach { (view) in
            self.addArrangedSubview(view)
        }
        if let distribution = distribution{
            self.distribution = distribution
        }
    }
}
