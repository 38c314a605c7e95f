import Foundation

// `appearance()` and `appearance(whenContainedInInstancesOf:)` on the controls, with the properties each carries
// (UIKit's `UI_APPEARANCE_SELECTOR` properties, and those its apps set through proxies). Every proxy also carries
// `backgroundColor` and `tintColor`. See `ViewAppearance.swift`.

extension Label {
    /// `UILabel.appearance()`: carries `textColor` and `font`.
    public class func appearance() -> Label { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`: applies inside instances of `containerTypes` only (views, or view
    /// controllers whose view is an ancestor).
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> Label {
        appearanceProxy(self, containers: containerTypes, make: { Label(frame: .zero) },
                        properties: [.of(\Label.textColor), .of(\Label.font)])
    }
}

extension Button {
    /// `UIButton.appearance()`: carries the tint and background colours.
    public class func appearance() -> Button { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`.
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> Button {
        appearanceProxy(self, containers: containerTypes, make: { Button(frame: .zero) }, properties: [])
    }
}

extension Switch {
    /// `UISwitch.appearance()`: carries `onTintColor` and `thumbTintColor`.
    public class func appearance() -> Switch { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`.
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> Switch {
        appearanceProxy(self, containers: containerTypes, make: { Switch(frame: .zero) },
                        properties: [.of(\Switch.onTintColor), .of(\Switch.thumbTintColor)])
    }
}

extension Slider {
    /// `UISlider.appearance()`: carries the track and thumb tints.
    public class func appearance() -> Slider { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`.
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> Slider {
        appearanceProxy(self, containers: containerTypes, make: { Slider(frame: .zero) },
                        properties: [.of(\Slider.minimumTrackTintColor), .of(\Slider.maximumTrackTintColor), .of(\Slider.thumbTintColor)])
    }
}

extension ProgressView {
    /// `UIProgressView.appearance()`: carries `progressTintColor` and `trackTintColor`.
    public class func appearance() -> ProgressView { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`.
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> ProgressView {
        appearanceProxy(self, containers: containerTypes, make: { ProgressView(frame: .zero) },
                        properties: [.of(\ProgressView.progressTintColor), .of(\ProgressView.trackTintColor)])
    }
}

extension PageControl {
    /// `UIPageControl.appearance()`: carries the page indicators' tints.
    public class func appearance() -> PageControl { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`.
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> PageControl {
        appearanceProxy(self, containers: containerTypes, make: { PageControl(frame: .zero) },
                        properties: [.of(\PageControl.pageIndicatorTintColor), .of(\PageControl.currentPageIndicatorTintColor)])
    }
}

extension SegmentedControl {
    /// `UISegmentedControl.appearance()`: carries `selectedSegmentTintColor`.
    public class func appearance() -> SegmentedControl { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`.
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> SegmentedControl {
        appearanceProxy(self, containers: containerTypes, make: { SegmentedControl(frame: .zero) },
                        properties: [.of(\SegmentedControl.selectedSegmentTintColor)])
    }
}

extension ActivityIndicatorView {
    /// `UIActivityIndicatorView.appearance()`: carries `color`.
    public class func appearance() -> ActivityIndicatorView { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`.
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> ActivityIndicatorView {
        appearanceProxy(self, containers: containerTypes, make: { ActivityIndicatorView(frame: .zero) },
                        properties: [.of(\ActivityIndicatorView.color)])
    }
}

extension TextField {
    /// `UITextField.appearance()`: carries `textColor` and `font` (and the tint, the caret's colour).
    public class func appearance() -> TextField { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`.
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> TextField {
        appearanceProxy(self, containers: containerTypes, make: { TextField(frame: .zero) },
                        properties: [.of(\TextField.textColor), .of(\TextField.font)])
    }
}

extension TableView {
    /// `UITableView.appearance()`: carries `separatorColor`.
    public class func appearance() -> TableView { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`.
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> TableView {
        appearanceProxy(self, containers: containerTypes, make: { TableView(frame: .zero) },
                        properties: [.of(\TableView.separatorColor)])
    }
}

extension TableViewCell {
    /// `UITableViewCell.appearance()`: carries the background and tint colours.
    public class func appearance() -> TableViewCell { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`.
    public class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> TableViewCell {
        appearanceProxy(self, containers: containerTypes, make: { TableViewCell(style: .default, reuseIdentifier: nil) }, properties: [])
    }
}
