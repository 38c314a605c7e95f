import Foundation
import ViewTree

extension InterfaceBuilderRegistry {
    /// `switch`, `slider`, `segmentedControl`, `textField`, `stepper`, `pageControl`, `progressView`,
    /// `pickerView`, `searchBar` and `activityIndicatorView`, reading the attributes Xcode writes for them (`on="YES"`, `value="0.5"`
    /// `minValue="0.0" maxValue="1"`, `<segments><segment title="First"/>…`, `selectedSegmentIndex`,
    /// `placeholder`, `text`, `borderStyle="roundedRect"`, `minimumValue`/`maximumValue`/`stepValue`,
    /// `numberOfPages`/`currentPage`, `progress`, `style="medium"`, `animating="YES"`,
    /// `hidesWhenStopped`). A value the class rejects (NaN, out of range) is left to its setter, which
    /// keeps the previous value and reports a diagnostic.
    mutating func registerControls() {
        registerElement("switch") { element, frame in
            let control = Switch(frame: frame)
            if let on = element.bool("on") { control.isOn = on }
            Self.applyControlState(element, to: control)
            return control
        }
        registerElement("slider") { element, frame in
            let slider = Slider(frame: frame)
            // Bounds first, so a value inside the file's range is not clamped by the default 0…1.
            if let maximum = element.number("maxValue") { slider.maximumValue = Float(maximum) }
            if let minimum = element.number("minValue") { slider.minimumValue = Float(minimum) }
            if let value = element.number("value") { slider.value = Float(value) }
            if let continuous = element.bool("continuous") { slider.isContinuous = continuous }
            Self.applyControlState(element, to: slider)
            return slider
        }
        registerElement("segmentedControl") { element, frame in
            let titles = element.children(of: "segments").filter { $0.name == "segment" }.map { $0["title"] ?? "" }
            let control = SegmentedControl(items: titles)
            control.frame = frame
            if let index = element["selectedSegmentIndex"].flatMap(Int.init) { control.selectedSegmentIndex = index }
            Self.applyControlState(element, to: control)
            return control
        }
        registerElement("textField") { element, frame in
            let field = TextField(frame: frame)
            field.text = element["text"]
            field.placeholder = element["placeholder"]
            if let style = InterfaceBuilderValues.textBorderStyles[element["borderStyle"] ?? ""] { field.borderStyle = style }
            Self.applyControlState(element, to: field)
            return field
        }
        registerElement("stepper") { element, frame in
            let stepper = Stepper(frame: frame)
            if let maximum = element.number("maximumValue") { stepper.maximumValue = Double(maximum) }
            if let minimum = element.number("minimumValue") { stepper.minimumValue = Double(minimum) }
            if let step = element.number("stepValue") { stepper.stepValue = Double(step) }
            if let value = element.number("value") { stepper.value = Double(value) }
            Self.applyControlState(element, to: stepper)
            return stepper
        }
        registerElement("pageControl") { element, frame in
            let pages = PageControl(frame: frame)
            if let count = element["numberOfPages"].flatMap(Int.init) { pages.numberOfPages = count }
            if let current = element["currentPage"].flatMap(Int.init) { pages.currentPage = current }
            Self.applyControlState(element, to: pages)
            return pages
        }
        registerElement("progressView") { element, frame in
            let progress = ProgressView(progressViewStyle: element["progressViewStyle"] == "bar" ? .bar : .default)
            progress.frame = frame
            if let value = element.number("progress") { progress.progress = Float(value) }
            return progress
        }
        // `<pickerView>` and `<searchBar placeholder="Search" text="…" prompt="…" showsCancelButton="YES">`,
        // common in real storyboards (a picker in DatePickerController's main storyboard, the probe in
        // Docs/InterfaceBuilder.md): their classes, at the saved size on the canvas as the other controls.
        registerElement("pickerView") { _, frame in PickerView(frame: frame) }
        registerElement("searchBar") { element, frame in
            let bar = SearchBar(frame: frame)
            if let placeholder = element["placeholder"] { bar.placeholder = placeholder }
            if let text = element["text"] { bar.text = text }
            if let prompt = element["prompt"] { bar.prompt = prompt }
            if let shows = element.bool("showsCancelButton") { bar.showsCancelButton = shows }
            return bar
        }
        registerElement("activityIndicatorView") { element, frame in
            let spinner = ActivityIndicatorView(style: InterfaceBuilderValues.activityIndicatorStyles[element["style"] ?? ""] ?? .medium)
            spinner.frame = frame
            if let hides = element.bool("hidesWhenStopped") { spinner.hidesWhenStopped = hides }
            if element.bool("animating") == true { spinner.startAnimating() }
            return spinner
        }
    }

    /// `enabled="NO"`, `selected="YES"`, `highlighted="YES"`: the state every control element may carry.
    private static func applyControlState(_ element: InterfaceBuilderElement, to control: Control) {
        if let enabled = element.bool("enabled") { control.isEnabled = enabled }
        if let selected = element.bool("selected") { control.isSelected = selected }
        if let highlighted = element.bool("highlighted") { control.isHighlighted = highlighted }
    }
}

extension InterfaceBuilderValues {
    /// `borderStyle` of a `textField` element, as Xcode writes it.
    static let textBorderStyles: [String: TextField.BorderStyle] = [
        "none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect,
    ]

    /// `style` of an `activityIndicatorView` element: the iOS 13 names and the older ones.
    static let activityIndicatorStyles: [String: ActivityIndicatorView.Style] = [
        "medium": .medium, "large": .large, "white": .white, "whiteLarge": .whiteLarge, "gray": .gray,
    ]
}
