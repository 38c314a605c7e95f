// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// What ReactiveCocoa's UIKit specs read back from real controls (ReactiveCocoa/ReactiveCocoa,
/// `ReactiveCocoaTests/UIKit/`, Quick specs run on an iOS simulator: `UIButtonSpec.swift` @419b9e92,
/// `UISwitchSpec.swift`, `UISliderSpec.swift`, `UIStepperSpec.swift`, `UIScrollViewSpec.swift`,
/// `UISearchBarSpec.swift` @1c4323dd, `UISegmentedControlSpec.swift`, `UILabelSpec.swift`, `UIImageViewSpec.swift`
/// @2bee28da, `UIViewSpec.swift` @1d9825f7, `UITextFieldSpec.swift` @01230f4e, `UIDatePickerSpec.swift` @4697f7d2,
/// `UIRefreshControlSpec.swift` @14dbc733, `UIResponderSpec.swift` @2b5398f4, `UIPickerViewSpec.swift` and
/// `UIViewControllerSpec.swift` @419b9e92, and the Objective-C `UIKitTests/UITextFieldRACSupportSpec.m` @7ceecae2).
/// A binding is a setter; a "user initiated change" is `sendActions(for:)` after a setter, whose target reads the
/// control. Each test does the same through ViewTree and checks UIKit's answer. Rows in Docs/Fidelity.md, "Behaviours
/// checked against RxCocoa's, ReactiveCocoa's and Stevia's device tests".
@Suite struct ReactiveCocoaCrossCheckTests {
    /// A target that records what the sender reads when each message arrives.
    final class Reader<Value> {
        var values: [Value] = []
        let read: (UIControl) -> Value
        init(_ read: @escaping (UIControl) -> Value) { self.read = read }
        func received(_ sender: UIControl) { values.append(read(sender)) }
    }

    /// UIButtonSpec, "titles under different states": with "" set for `.selected` and `.highlighted`, a normal
    /// title set twice reads back for `.normal` while the other two stay "" (an empty title is a title of its own,
    /// not a fall-back to the normal one).
    @Test func emptyTitlesAreKeptPerState() {
        let button = UIButton(frame: .zero)
        button.setTitle("", for: .selected)
        button.setTitle("", for: .highlighted)
        for title in ["First title", "Second title"] {
            button.setTitle(title, for: UIControl.State())
            #expect(button.title(for: .normal) == title)
            #expect(button.title(for: .highlighted) == "" && button.title(for: .selected) == "")
        }
    }

    /// UIButtonSpec, "`pressed` … upon receiving a `primaryActionTriggered` action message": a button in no window
    /// sends `.primaryActionTriggered` to its target when asked (`sendActions(for:)`).
    @Test func aButtonSendsPrimaryActionTriggered() {
        let button = UIButton(frame: .zero)
        button.isEnabled = true
        button.isUserInteractionEnabled = true
        let reader = Reader<Bool> { _ in true }
        button.addTarget(reader, action: Reader<Bool>.received, for: .primaryActionTriggered)
        #expect(reader.values.isEmpty)
        button.sendActions(for: .primaryActionTriggered)
        #expect(reader.values == [true])
    }

    /// UISwitchSpec: `isOn` keeps what is set; after `isOn = true` (then `false`), `.valueChanged` reaches the
    /// target, which reads the new state.
    @Test func aSwitchReportsItsState() {
        let toggle = UISwitch(frame: .zero)
        toggle.isOn = true
        #expect(toggle.isOn)
        toggle.isOn = false
        #expect(!toggle.isOn)
        let reader = Reader<Bool> { ($0 as? UISwitch)?.isOn ?? false }
        toggle.addTarget(reader, action: Reader<Bool>.received, for: .valueChanged)
        toggle.isOn = true
        toggle.sendActions(for: .valueChanged)
        toggle.isOn = false
        toggle.sendActions(for: .valueChanged)
        #expect(reader.values == [true, false])
    }

    /// UISliderSpec: a new slider reads 0 in 0…1; value 0.5, minimum 0.3, maximum 0.7 read back; a value of 0.25
    /// is what the `.valueChanged` target reads.
    @Test func sliderValues() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        slider.value = 0.5
        #expect(abs(slider.value - 0.5) < 0.0001)
        slider.minimumValue = 0.3
        #expect(abs(slider.minimumValue - 0.3) < 0.0001)
        slider.maximumValue = 0.7
        #expect(abs(slider.maximumValue - 0.7) < 0.0001)
        let other = UISlider()
        other.value = 0.25
        let reader = Reader<Float> { ($0 as? UISlider)?.value ?? -1 }
        other.addTarget(reader, action: Reader<Float>.received, for: .valueChanged)
        #expect(reader.values.isEmpty)
        other.sendActions(for: .valueChanged)
        #expect(reader.values == [0.25])
    }

    /// UIStepperSpec: a new stepper reads 0 in 0…100; a value of 0.5 is kept as is (not rounded to the step of 1);
    /// minimum 0.3 and maximum 33 read back; 0.25 is what the `.valueChanged` target reads.
    @Test func stepperValues() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        stepper.value = 0.5
        #expect(abs(stepper.value - 0.5) < 0.0001)
        let bounds = UIStepper()
        bounds.minimumValue = 0.3
        #expect(abs(bounds.minimumValue - 0.3) < 0.0001)
        bounds.maximumValue = 33
        #expect(bounds.maximumValue == 33)
        let other = UIStepper()
        other.value = 0.25
        let reader = Reader<Double> { ($0 as? UIStepper)?.value ?? -1 }
        other.addTarget(reader, action: Reader<Double>.received, for: .valueChanged)
        other.sendActions(for: .valueChanged)
        #expect(reader.values == [0.25])
    }

    /// UISegmentedControlSpec: three items make three segments; no segment selected reads `noSegment`, then 1 and 2.
    @Test func segmentSelection() {
        let segments = UISegmentedControl(items: ["0", "1", "2"])
        segments.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(segments.numberOfSegments == 3 && segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        segments.selectedSegmentIndex = 1
        #expect(segments.selectedSegmentIndex == 1)
        segments.selectedSegmentIndex = 2
        #expect(segments.selectedSegmentIndex == 2)
    }

    /// UIScrollViewSpec: content and indicator insets, scrolling and scrolls-to-top read back what is set.
    @Test func scrollViewInsetsAndFlags() {
        let scroll = UIScrollView(frame: .zero)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scroll.contentInset = insets
        #expect(scroll.contentInset == insets)
        scroll.contentInset = .zero
        #expect(scroll.contentInset == .zero)
        scroll.scrollIndicatorInsets = insets
        #expect(scroll.scrollIndicatorInsets == insets)
        scroll.scrollIndicatorInsets = .zero
        #expect(scroll.scrollIndicatorInsets == .zero)
        scroll.isScrollEnabled = false
        scroll.scrollsToTop = false
        #expect(!scroll.isScrollEnabled && !scroll.scrollsToTop)
        scroll.isScrollEnabled = true
        scroll.scrollsToTop = true
        #expect(scroll.isScrollEnabled && scroll.scrollsToTop)
    }

    final class ZoomingDelegate: UIScrollViewDelegate {
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { scrollView.subviews.first }
    }

    /// UIScrollViewSpec, zoom scale: with a 100 × 100 content view its delegate zooms, in 1…5, a zoom scale of 3 and
    /// then 1 reads back.
    @Test func zoomScaleWithAZoomingDelegate() {
        let scroll = UIScrollView(frame: .zero)
        scroll.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let delegate = ZoomingDelegate()
        scroll.delegate = delegate
        scroll.minimumZoomScale = 1
        scroll.maximumZoomScale = 5
        scroll.zoomScale = 1
        scroll.zoomScale = 3
        #expect(scroll.zoomScale == 3)
        scroll.zoomScale = 1
        #expect(scroll.zoomScale == 1)
    }

    /// UIScrollViewSpec, minimum and maximum zoom scale: each keeps what is set, even a minimum of 42 above the
    /// default maximum of 1 and a maximum of 0 (neither is clamped to the other).
    @Test func zoomLimitsAreNotClampedToEachOther() {
        let scroll = UIScrollView(frame: .zero)
        scroll.minimumZoomScale = 0
        scroll.minimumZoomScale = 42
        #expect(scroll.minimumZoomScale == 42)
        scroll.minimumZoomScale = 0
        #expect(scroll.minimumZoomScale == 0)
        let other = UIScrollView(frame: .zero)
        other.maximumZoomScale = 0
        other.maximumZoomScale = 42
        #expect(other.maximumZoomScale == 42)
        other.maximumZoomScale = 0
        #expect(other.maximumZoomScale == 0)
        // Below 0 is still refused (ours), as before.
        other.maximumZoomScale = -1
        #expect(other.maximumZoomScale == 0)
    }

    /// Ours, beside the spec above: with both limits 0 a zoom would shrink the content to nothing, so a zoom scale
    /// of 3 leaves the zoom as it was, with a diagnostic.
    @Test func zoomLimitsOfZeroLeaveTheZoomAlone() {
        let world = Simulation()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        let scroll = UIScrollView(frame: window.bounds)
        window.addSubview(scroll)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.addSubview(content)
        let delegate = ZoomingDelegate()
        scroll.delegate = delegate
        scroll.minimumZoomScale = 0
        scroll.maximumZoomScale = 0
        scroll.zoomScale = 3
        #expect(scroll.zoomScale == 1 && content.frame.size == CGSize(width: 100, height: 100))
        #expect(world.diagnostics.contains { $0.message.contains("no positive scale") })
    }

    /// UIViewSpec: hidden, alpha (0.5, 0.7), user interaction and background colour read back.
    @Test func viewPropertiesReadBack() {
        let view = UIView(frame: .zero)
        view.isHidden = true
        #expect(view.isHidden)
        view.isHidden = false
        #expect(!view.isHidden)
        view.alpha = 0
        view.alpha = 0.5
        #expect(abs(view.alpha - 0.5) < 0.0001)
        view.alpha = 0.7
        #expect(abs(view.alpha - 0.7) < 0.0001)
        view.isUserInteractionEnabled = false
        #expect(!view.isUserInteractionEnabled)
        view.isUserInteractionEnabled = true
        #expect(view.isUserInteractionEnabled)
        for color in [UIColor.white, .yellow, .green, .red] {
            view.backgroundColor = color
            #expect(view.backgroundColor == color)
        }
    }

    /// UILabelSpec: text (then `nil`), attributed text (equal to the plain string set) and text colour read back.
    @Test func labelPropertiesReadBack() {
        let label = UILabel(frame: .zero)
        label.text = ""
        label.text = "first"
        #expect(label.text == "first")
        label.text = "second"
        #expect(label.text == "second")
        label.text = nil
        #expect(label.text == nil)
        // Read back equal to the plain string set: the spec compares with `==` (`isEqual:`, attributes included).
        label.attributedText = NSAttributedString(string: "first")
        #expect(label.attributedText == NSAttributedString(string: "first") && label.text == "first")
        label.attributedText = NSAttributedString(string: "second")
        #expect(label.attributedText == NSAttributedString(string: "second"))
        label.textColor = .black
        label.textColor = .red
        #expect(label.textColor == .red)
        label.textColor = .black
        #expect(label.textColor == .black)
    }

    /// UIImageViewSpec: image and highlighted image read back (the very instances set).
    @Test func imageViewImagesReadBack() {
        let imageView = UIImageView(frame: .zero)
        let first = UIImage(), second = UIImage()
        imageView.image = first
        #expect(imageView.image === first)
        imageView.image = second
        #expect(imageView.image === second)
        imageView.highlightedImage = first
        #expect(imageView.highlightedImage === first)
    }

    /// UITextFieldSpec: after `text = "Test"`, `.editingDidEnd` and `.editingChanged` reach their targets, which read
    /// "Test".
    @Test func textFieldEditingEventsReadTheText() {
        let field = UITextField(frame: .zero)
        field.text = "Test"
        let reader = Reader<String?> { ($0 as? UITextField)?.text }
        field.addTarget(reader, action: Reader<String?>.received, for: [.editingDidEnd, .editingChanged])
        field.sendActions(for: .editingDidEnd)
        field.sendActions(for: .editingChanged)
        #expect(reader.values == ["Test", "Test"])
    }

    /// UITextFieldRACSupportSpec, "should clear text upon editing": a 100 × 20 field with `clearsOnBeginEditing`,
    /// in a bare `UIWindow()` (never shown, no frame), becomes first responder: its text is cleared, and the editing
    /// event its targets hear (`.allEditingEvents`) already reads "".
    @Test func clearsOnBeginEditingInABareWindow() {
        let world = Simulation()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        field.text = "foo"
        field.clearsOnBeginEditing = true
        let window = UIWindow(frame: .zero, simulation: world)
        window.addSubview(field)
        let reader = Reader<String?> { ($0 as? UITextField)?.text }
        field.addTarget(reader, action: Reader<String?>.received, for: .allEditingEvents)
        #expect(field.becomeFirstResponder())
        #expect(field.text == "" && field.isFirstResponder)
        #expect(reader.values.first == "")
    }

    /// UIResponderSpec: a text field in a zero-sized window that was never made key or visible becomes first
    /// responder, and resigns.
    @Test func firstResponderInAWindowNeverShown() {
        let world = Simulation()
        let window = UIWindow(frame: .zero, simulation: world)
        let field = UITextField(frame: .zero)
        window.addSubview(field)
        #expect(!field.isFirstResponder)
        field.becomeFirstResponder()
        #expect(field.isFirstResponder)
        field.resignFirstResponder()
        #expect(!field.isFirstResponder)
    }

    /// UIDatePickerSpec: a date set reads back, and `.valueChanged` sent by the app reaches the target with it.
    @Test func datePickerDate() {
        let picker = UIDatePicker(frame: .zero)
        let date = Date(timeIntervalSinceReferenceDate: -386_000_000)
        picker.date = date
        #expect(picker.date == date)
        let reader = Reader<Date?> { ($0 as? UIDatePicker)?.date }
        picker.addTarget(reader, action: Reader<Date?>.received, for: .valueChanged)
        picker.sendActions(for: .valueChanged)
        #expect(reader.values == [date])
    }

    /// UIRefreshControlSpec: `isRefreshing` follows begin and end; the attributed title is `nil`, then a string,
    /// then `nil`; `.valueChanged` sent by the app reaches the target.
    @Test func refreshControl() {
        let refresh = UIRefreshControl()
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        refresh.attributedTitle = nil
        #expect(refresh.attributedTitle == nil)
        refresh.attributedTitle = NSAttributedString(string: "test")
        #expect(refresh.attributedTitle?.string == "test")
        refresh.attributedTitle = nil
        #expect(refresh.attributedTitle == nil)
        let reader = Reader<Bool> { _ in true }
        refresh.addTarget(reader, action: Reader<Bool>.received, for: .valueChanged)
        refresh.sendActions(for: .valueChanged)
        #expect(reader.values == [true])
    }

    /// UISearchBarSpec: text, three scope titles with the selected scope (1, 2), and the cancel button's flag read
    /// back on a bare bar.
    @Test func searchBarProperties() {
        let bar = UISearchBar(frame: .zero)
        bar.text = ""
        bar.text = "first"
        #expect(bar.text == "first")
        bar.scopeButtonTitles = ["First", "Second", "Third"]
        bar.selectedScopeButtonIndex = 1
        #expect(bar.selectedScopeButtonIndex == 1)
        bar.selectedScopeButtonIndex = 2
        #expect(bar.selectedScopeButtonIndex == 2)
        bar.showsCancelButton = true
        #expect(bar.showsCancelButton)
        bar.showsCancelButton = false
        #expect(!bar.showsCancelButton)
    }

    final class TwoByFour: UIPickerViewDataSource {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 4 }
    }

    /// UIPickerViewSpec: with two components of four rows (after `reloadAllComponents()`), rows selected in each
    /// component read back (1 in the first, 3 in the second, then 2 in the first).
    @Test func pickerRowsPerComponent() {
        let source = TwoByFour()
        let picker = UIPickerView(frame: .zero)
        picker.dataSource = source
        picker.reloadAllComponents()
        picker.selectRow(1, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        picker.selectRow(3, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 1) == 3)
        picker.selectRow(2, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 2 && picker.selectedRow(inComponent: 1) == 3)
    }

    /// UIViewControllerSpec: a controller's title reads "", "first", "second", then `nil`.
    @Test func controllerTitle() {
        let controller = UIViewController()
        controller.title = ""
        #expect(controller.title == "")
        controller.title = "first"
        controller.title = "second"
        #expect(controller.title == "second")
        controller.title = nil
        #expect(controller.title == nil)
    }
}
