import Foundation

// The properties each control's `appearance()` proxy carries besides every view's `backgroundColor` and
// `tintColor` (UIKit's `UI_APPEARANCE_SELECTOR` properties, and those its apps set through proxies). The
// `appearance()` methods themselves are in the class bodies (they override `View.appearance()`); see
// `ViewAppearance.swift`.

extension Label {
    /// What `UILabel.appearance()` carries besides the background and tint colours: `textColor` (the colour set, so
    /// a proxy that set none carries none), `font`.
    static var appearanceProperties: [AppearanceProperty] { [.of(\Label.ownTextColor), .of(\Label.font)] }
}

extension Button {
    /// What `UIButton.appearance()` carries besides the background and tint colours.
    static var appearanceProperties: [AppearanceProperty] { [] }
}

extension Switch {
    /// What `UISwitch.appearance()` carries besides the background and tint colours: `onTintColor`, `thumbTintColor`.
    static var appearanceProperties: [AppearanceProperty] { [.of(\Switch.onTintColor), .of(\Switch.thumbTintColor)] }
}

extension Slider {
    /// What `UISlider.appearance()` carries besides the background and tint colours: `minimumTrackTintColor`, `maximumTrackTintColor`, `thumbTintColor`.
    static var appearanceProperties: [AppearanceProperty] { [.of(\Slider.minimumTrackTintColor), .of(\Slider.maximumTrackTintColor), .of(\Slider.thumbTintColor)] }
}

extension ProgressView {
    /// What `UIProgressView.appearance()` carries besides the background and tint colours: `progressTintColor`, `trackTintColor`.
    static var appearanceProperties: [AppearanceProperty] { [.of(\ProgressView.progressTintColor), .of(\ProgressView.trackTintColor)] }
}

extension PageControl {
    /// What `UIPageControl.appearance()` carries besides the background and tint colours: `pageIndicatorTintColor`, `currentPageIndicatorTintColor`.
    static var appearanceProperties: [AppearanceProperty] { [.of(\PageControl.pageIndicatorTintColor), .of(\PageControl.currentPageIndicatorTintColor)] }
}

extension SegmentedControl {
    /// What `UISegmentedControl.appearance()` carries besides the background and tint colours: `selectedSegmentTintColor`.
    static var appearanceProperties: [AppearanceProperty] { [.of(\SegmentedControl.selectedSegmentTintColor)] }
}

extension ActivityIndicatorView {
    /// What `UIActivityIndicatorView.appearance()` carries besides the background and tint colours: `color`.
    static var appearanceProperties: [AppearanceProperty] { [.of(\ActivityIndicatorView.color)] }
}

extension TextField {
    /// What `UITextField.appearance()` carries besides the background and tint colours: `textColor`, `font`.
    static var appearanceProperties: [AppearanceProperty] { [.of(\TextField.textColor), .of(\TextField.font)] }
}

extension TableView {
    /// What `UITableView.appearance()` carries besides the background and tint colours: `separatorColor`.
    static var appearanceProperties: [AppearanceProperty] { [.of(\TableView.separatorColor)] }
}

extension TableViewCell {
    /// What `UITableViewCell.appearance()` carries besides the background and tint colours.
    static var appearanceProperties: [AppearanceProperty] { [] }
}

extension Toolbar {
    /// What `UIToolbar.appearance()` carries besides the background and tint colours: `barTintColor`, `isTranslucent`,
    /// and the standard, compact and scroll-edge appearances.
    static var appearanceProperties: [AppearanceProperty] {
        [.of(\Toolbar.barTintColor), .of(\Toolbar.isTranslucent), .copying(\Toolbar.storedStandardAppearance),
         .copying(\Toolbar.compactAppearance), .copying(\Toolbar.scrollEdgeAppearance),
         .copying(\Toolbar.compactScrollEdgeAppearance)]
    }
}

extension SearchBar {
    /// What `UISearchBar.appearance()` carries besides the background and tint colours: `barTintColor`, `searchBarStyle`.
    static var appearanceProperties: [AppearanceProperty] { [.of(\SearchBar.barTintColor), .of(\SearchBar.searchBarStyle)] }
}
