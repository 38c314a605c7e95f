import Foundation
import ViewTree

// `UIDatePicker.Mode` and `UIDatePickerStyle` are ViewTree's `DatePicker.Mode` and `DatePicker.Style`:
// `UIDatePicker.Mode` comes along with the alias; the names below are the Swift 3 and top-level ones.

/// `UIPickerView`: ViewTree's `PickerView`.
public typealias UIPickerView = PickerView
/// `UIPickerViewDataSource`: ViewTree's `PickerViewDataSource`.
public typealias UIPickerViewDataSource = PickerViewDataSource
/// `UIPickerViewDelegate`: ViewTree's `PickerViewDelegate`.
public typealias UIPickerViewDelegate = PickerViewDelegate
/// `UIPickerViewAccessibilityDelegate`: ViewTree's `PickerViewAccessibilityDelegate`.
public typealias UIPickerViewAccessibilityDelegate = PickerViewAccessibilityDelegate
/// `UIDatePicker`: ViewTree's `DatePicker`.
public typealias UIDatePicker = DatePicker
/// `UIDatePickerMode`: the Swift 3 name of `UIDatePicker.Mode`.
public typealias UIDatePickerMode = DatePicker.Mode
/// `UIDatePickerStyle` (iOS 13.4): ViewTree's `DatePicker.Style`.
public typealias UIDatePickerStyle = DatePicker.Style

/// `UIColorPickerViewController` (iOS 14): ViewTree's `ColorPickerViewController`.
public typealias UIColorPickerViewController = ColorPickerViewController
/// `UIColorPickerViewControllerDelegate`: ViewTree's `ColorPickerViewControllerDelegate`.
public typealias UIColorPickerViewControllerDelegate = ColorPickerViewControllerDelegate
/// `UIFontPickerViewController` (iOS 13): ViewTree's `FontPickerViewController`.
public typealias UIFontPickerViewController = FontPickerViewController
/// `UIFontPickerViewControllerDelegate`: ViewTree's `FontPickerViewControllerDelegate`.
public typealias UIFontPickerViewControllerDelegate = FontPickerViewControllerDelegate
/// `UIFontPickerViewControllerConfiguration`: the Objective-C name of `UIFontPickerViewController.Configuration`.
public typealias UIFontPickerViewControllerConfiguration = FontPickerViewController.Configuration

/// `UIImageWriteToSavedPhotosAlbum(_:_:_:_:)`: the image goes to the current world's record
/// (`simulation.application.savedPhotos`; a simulated world has no photo library). A completion
/// selector cannot be performed on Linux: it is reported as an `.invalidValue` diagnostic naming it.
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
                                           _ contextInfo: UnsafeMutableRawPointer?) {
    guard let world = Simulation.current else { return }
    world.application.recordSavedPhoto(image)
    if let completionSelector {
        world.report(Diagnostic(code: .invalidValue, subject: "UIImageWriteToSavedPhotosAlbum",
                                message: "the image was saved, but its completion selector \(completionSelector.name) cannot be performed on Linux; ask simulation.application.savedPhotos instead"))
    }
}

/// `UIDocumentBrowserViewController`: ViewTree's `DocumentBrowserViewController`.
public typealias UIDocumentBrowserViewController = DocumentBrowserViewController
/// `UIDocumentBrowserViewControllerDelegate`: ViewTree's `DocumentBrowserViewControllerDelegate`.
public typealias UIDocumentBrowserViewControllerDelegate = DocumentBrowserViewControllerDelegate

/// `UICalendarView` (iOS 16): ViewTree's `CalendarView`. `UICalendarView.Decoration` and
/// `UICalendarView.DecorationSize` come along with the alias.
public typealias UICalendarView = CalendarView
/// `UICalendarViewDelegate`.
public typealias UICalendarViewDelegate = CalendarViewDelegate
/// `UICalendarViewDecoration`: the Objective-C name of `UICalendarView.Decoration`.
public typealias UICalendarViewDecoration = CalendarView.Decoration
/// `UICalendarSelection`.
public typealias UICalendarSelection = CalendarSelection
/// `UICalendarSelectionSingleDate`.
public typealias UICalendarSelectionSingleDate = CalendarSelectionSingleDate
/// `UICalendarSelectionSingleDateDelegate`.
public typealias UICalendarSelectionSingleDateDelegate = CalendarSelectionSingleDateDelegate
/// `UICalendarSelectionMultiDate`.
public typealias UICalendarSelectionMultiDate = CalendarSelectionMultiDate
/// `UICalendarSelectionMultiDateDelegate`.
public typealias UICalendarSelectionMultiDateDelegate = CalendarSelectionMultiDateDelegate
/// `UICalendarSelectionWeekOfYear` (iOS 18).
public typealias UICalendarSelectionWeekOfYear = CalendarSelectionWeekOfYear
/// `UICalendarSelectionWeekOfYearDelegate` (iOS 18).
public typealias UICalendarSelectionWeekOfYearDelegate = CalendarSelectionWeekOfYearDelegate
