import Foundation

/// `UISearchBarDelegate`: what a search bar tells its delegate. Every method is optional, as in UIKit.
public protocol SearchBarDelegate: AnyObject {
    /// `searchBarShouldBeginEditing(_:)`. Default `true`.
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// `searchBarTextDidBeginEditing(_:)`.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// `searchBarShouldEndEditing(_:)`. Default `true`.
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
    /// `searchBarTextDidEndEditing(_:)`.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// `searchBar(_:textDidChange:)`: the user changed the text (typing, deleting, the clear button); not
    /// called when code sets `text`, as in UIKit.
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// `searchBar(_:shouldChangeTextIn:replacementText:)`. Default `true`.
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// `searchBarSearchButtonClicked(_:)`: the keyboard's Search (return) key.
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// `searchBarCancelButtonClicked(_:)`.
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// `searchBarBookmarkButtonClicked(_:)`.
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar)
    /// `searchBar(_:selectedScopeButtonIndexDidChange:)`.
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
    /// `true`.
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// `true`.
    public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// `true`.
    public func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// A search field with an optional Cancel button and scope bar: ViewTree's `UISearchBar`.
///
/// Its text field (`searchTextField`) does the editing: type into it with the keyboard helpers, and the bar
/// tells its delegate in UIKit's order (`searchBarShouldBeginEditing`, `searchBarTextDidBeginEditing`; per
/// change `searchBar(_:shouldChangeTextIn:replacementText:)` then `searchBar(_:textDidChange:)`; the return key
/// `searchBarSearchButtonClicked`). The bar is `profile.controls.searchBarHeight` tall after `sizeToFit()`
/// (44 before iOS 11, 56 after); the field fills it less 8 points each side (ours).
open class SearchBar: View, TextFieldDelegate {
    /// `UISearchBar.appearance()`: the current world's proxy; carries `barTintColor` and `searchBarStyle`.
    open override class func appearance() -> SearchBar { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`: applies inside instances of `containerTypes` only (views, or view
    /// controllers whose view is an ancestor). See `View.appearance()`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> SearchBar {
        appearanceProxy(self, containers: containerTypes, make: { SearchBar(frame: .zero) }, properties: appearanceProperties)
    }

    /// `UISearchBar.Style`.
    public enum Style: Int, Sendable { case `default` = 0, prominent, minimal }

    /// `delegate` (weak).
    open weak var delegate: SearchBarDelegate?
    /// `searchTextField` (iOS 13; before, the private `_searchField`).
    public let searchTextField = SearchTextField(frame: .zero)
    /// The Cancel button, while `showsCancelButton`.
    public private(set) var cancelButton: Button?
    /// `searchBarStyle`.
    open var searchBarStyle: Style = .default
    /// `barTintColor`.
    open var barTintColor: Color?
    /// `barStyle`: the bar's look (`.default` or `.black`). Default `.default`. Stored: nothing is drawn.
    open var barStyle: BarStyle = .default
    /// `prompt`: a line of text above the field.
    open var prompt: String?
    /// `showsBookmarkButton`.
    open var showsBookmarkButton = false
    /// `scopeButtonTitles`: the titles of the scope bar's segments.
    open var scopeButtonTitles: [String]?
    /// `selectedScopeButtonIndex`: 0 by default. Setting it does not call the delegate (a tap on a scope does;
    /// see `selectScope(at:)`).
    open var selectedScopeButtonIndex = 0
    /// `showsScopeBar`. Setting it yourself hands the scope bar to your code: a search controller that owns the bar
    /// stops showing and hiding it (`SearchController.scopeBarActivation` becomes `.manual`).
    open var showsScopeBar = false { didSet { showsScopeBarSet?() } }
    /// Told when `showsScopeBar` is set (the search controller that owns the bar listens).
    var showsScopeBarSet: (() -> Void)?
    /// The customizable images (`SearchBar+Images.swift`), made when the first is set (reads use `storedImages`).
    var images: SearchBarImages {
        if let storedImages { return storedImages }
        let made = SearchBarImages()
        storedImages = made
        return made
    }
    private(set) var storedImages: SearchBarImages?

    /// The inset of the text field inside the bar on each side (ours: UIKit's field sits 8 points in from the
    /// bar's edges in iOS 7+ dumps of `_UISearchBarTextField`).
    public static let fieldInset: CGFloat = 8

    /// `UISearchBar(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchBar()
    }

    /// `initWithCoder:`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchBar()
    }

    private func setUpSearchBar() {
        searchTextField.delegate = self
        searchTextField.returnKeyType = .search
        // Xamarin's device-run `SearchBarTest.TextInput`: `.no` (iOS 7.0 and iOS 8 on; 7.1 alone chose `.default`).
        searchTextField.autocorrectionType = .no
        searchTextField.clearButtonMode = .whileEditing
        searchTextField.addTarget(self, action: SearchBar.fieldTextChanged, for: .editingChanged)
        addSubview(searchTextField)
    }

    /// `text`: the field's text. Setting it does not call `searchBar(_:textDidChange:)`, as in UIKit.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// `placeholder`: the field's placeholder.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// The Cancel button's title: "Cancel" (English), or what the private `cancelButtonText` key set
    /// (`setValue("Done", forKey: "cancelButtonText")`, which UIKit honours); a shown button takes a new one at once.
    var cancelButtonText = "Cancel" {
        didSet { cancelButton?.setTitle(cancelButtonText, for: .normal) }
    }

    /// `showsCancelButton`.
    open var showsCancelButton: Bool {
        get { cancelButton != nil }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// `setShowsCancelButton(_:animated:)`: adds or removes the Cancel button at the bar's trailing end.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        if showsCancelButton, cancelButton == nil {
            let button = Button(type: .system)
            button.setTitle(cancelButtonText, for: .normal)
            button.addTarget(self, action: SearchBar.cancelTapped, for: .touchUpInside)
            addSubview(button)
            cancelButton = button
        } else if !showsCancelButton, let button = cancelButton {
            button.removeFromSuperview()
            cancelButton = nil
        }
        setNeedsLayout()
    }

    /// Chooses the scope at `index`, as a tap on its segment does: sets `selectedScopeButtonIndex` and tells the
    /// delegate. An index outside `scopeButtonTitles` is rejected with an `.indexOutOfRange` diagnostic.
    open func selectScope(at index: Int) {
        guard let titles = scopeButtonTitles, titles.indices.contains(index) else {
            reject(.indexOutOfRange, "selectScope(at: \(index)): the search bar has \(scopeButtonTitles?.count ?? 0) scope buttons; the selection stays \(selectedScopeButtonIndex)")
            return
        }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
    }

    /// Taps the bookmark button (when shown).
    open func tapBookmarkButton() {
        guard showsBookmarkButton else { return }
        delegate?.searchBarBookmarkButtonClicked(self)
    }

    /// The bar's size: as wide as asked, `searchBarHeight` tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: searchBarHeight)
    }

    /// No intrinsic width; `searchBarHeight` tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: searchBarHeight) }

    private var searchBarHeight: CGFloat { (simulation?.profile ?? .default).controls.searchBarHeight }

    /// The field fills the bar less `fieldInset` each side, leaving the Cancel button its width.
    open override func layoutSubviews() {
        super.layoutSubviews()
        var trailing = bounds.width - SearchBar.fieldInset
        if let cancelButton {
            // Measured, then placed once (no `sizeToFit()` in a layout pass: bug 111).
            let width = cancelButton.sizeThatFits(cancelButton.bounds.size).width
            cancelButton.frame = CGRect(x: bounds.width - SearchBar.fieldInset - width, y: 0, width: width, height: bounds.height)
            trailing -= width + SearchBar.fieldInset
        }
        let fieldHeight = min(bounds.height, (simulation?.profile ?? .default).controls.roundedRectTextFieldHeight)
        searchTextField.frame = CGRect(x: SearchBar.fieldInset, y: ((bounds.height - fieldHeight) / 2).rounded(),
                                       width: max(0, trailing - SearchBar.fieldInset), height: fieldHeight)
    }

    /// Starts editing in the field.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Stops editing in the field.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// Whether the field is editing.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    // MARK: The field's delegate

    /// Asks `searchBarShouldBeginEditing`.
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
        delegate?.searchBarShouldBeginEditing(self) ?? true
    }

    /// Tells `searchBarTextDidBeginEditing`.
    public func textFieldDidBeginEditing(_ textField: TextField) {
        delegate?.searchBarTextDidBeginEditing(self)
        beganEditingHandler?()
    }

    /// Asks `searchBarShouldEndEditing`.
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
        delegate?.searchBarShouldEndEditing(self) ?? true
    }

    /// Tells `searchBarTextDidEndEditing`.
    public func textFieldDidEndEditing(_ textField: TextField) { delegate?.searchBarTextDidEndEditing(self) }

    /// Asks `searchBar(_:shouldChangeTextIn:replacementText:)`.
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The Search key: tells `searchBarSearchButtonClicked` (the field keeps editing, as in UIKit).
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        delegate?.searchBarSearchButtonClicked(self)
        return false
    }

    private func fieldTextChanged() {
        delegate?.searchBar(self, textDidChange: searchTextField.text ?? "")
        textDidChangeByUser?(searchTextField.text ?? "")
    }

    /// What a search controller listens to (its results updater).
    var textDidChangeByUser: ((String) -> Void)?
    /// What a search controller does when editing begins (it becomes active).
    var beganEditingHandler: (() -> Void)?
    /// What a search controller does on Cancel.
    var cancelTappedHandler: (() -> Void)?

    private func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        cancelTappedHandler?()
    }

    override var libraryClassName: String { "SearchBar" }

    /// Its own recognizers: `<UISearchBar: 0x13f518bc0; frame = (0 0; 320 40); text = '';
    /// gestureRecognizers = <NSArray: 0x17005cfb0>; …>` (iOS 8; the only era attested).
    override var printsGestureRecognizers: Bool { true }
}

/// `UISearchBar` adopts `UITextInputTraits`: its traits are its search field's (`autocapitalizationType`,
/// `keyboardType`, `returnKeyType` — `.search` unless changed —, …), as UIKit forwards them.
extension SearchBar: TextInputTraits {
    /// The search field's keyboard traits.
    public var inputTraits: TextInputTraitValues {
        get { searchTextField.inputTraits }
        set { searchTextField.inputTraits = newValue }
    }
}
