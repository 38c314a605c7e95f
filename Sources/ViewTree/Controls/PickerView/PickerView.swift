import Foundation

/// `UIPickerViewDataSource`: how many components (wheels) a picker has and how many rows each has. Both
/// methods are required, as in UIKit.
public protocol PickerViewDataSource: AnyObject {
    /// `numberOfComponents(in:)`.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// `pickerView(_:numberOfRowsInComponent:)`.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// `UIPickerViewDelegate`: what a picker shows and what it tells. Every method is optional, as in UIKit.
public protocol PickerViewDelegate: AnyObject {
    /// `pickerView(_:widthForComponent:)`. Default: the picker's width shared equally (ours).
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
    /// `pickerView(_:rowHeightForComponent:)`. Default: `PickerView.defaultRowHeight`.
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
    /// `pickerView(_:titleForRow:forComponent:)`. Default `nil`.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// `pickerView(_:attributedTitleForRow:forComponent:)`. Default `nil`; when it returns a string, it wins
    /// over `titleForRow`, as in UIKit.
    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// `pickerView(_:viewForRow:forComponent:reusing:)`: the view of a visible row; `view` is a row view that
    /// scrolled out, to reuse. Default: a `Label` (the reused one, if it is a label) showing the attributed
    /// title, else the title.
    func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View
    /// `pickerView(_:didSelectRow:inComponent:)`: the user settled a wheel on a row. Not called by
    /// `selectRow(_:inComponent:animated:)`, as in UIKit.
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
    /// The picker's width shared equally between the components.
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.defaultComponentWidth
    }
    /// `PickerView.defaultRowHeight`.
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat {
        PickerView.defaultRowHeight
    }
    /// `nil`.
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// `nil`.
    public func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    /// A label with the row's attributed title or title (reusing `view` when it is a label).
    public func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View {
        let label = (view as? Label) ?? Label(frame: .zero)
        label.textAlignment = .center
        if let attributed = self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = self.pickerView(pickerView, titleForRow: row, forComponent: component)
        }
        return label
    }
    /// Does nothing.
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// Spinning wheels of rows: ViewTree's `UIPickerView`.
///
/// The data source gives the components and their row counts; the delegate the rows' titles or views, sizes,
/// and hears `pickerView(_:didSelectRow:inComponent:)` when the user settles a wheel (`spin(toRow:inComponent:)`
/// here). Row counts are asked once per reload and kept as numbers: a wheel of 10 million rows costs one `Int`.
/// Only the rows on screen (the selected row and its neighbours within the bounds) get views, asked of the
/// delegate lazily and reused as they scroll off, as UIKit does. Its size is `PickerView.defaultSize`.
open class PickerView: View {
    /// 320 × 216: `UIPickerView`'s size when created with a zero frame. A 2013 log of
    /// `initWithFrame:` prints `frame.size = 320 × 216`, and UIKit warns
    /// "`-[UIPickerView setFrame:]: invalid height value 0.0 pinned to 216.0`" (markmeretzky.com, INFO1-CE9236
    /// "picker"; iOS 6–7). Later iOS keeps 216 as the default height (ours: no iOS 9+ dump was found; iOS 7 made
    /// any height legal, and the intrinsic size stayed 320 × 216 in the layouts we know of).
    public static let defaultSize = CGSize(width: 320, height: 216)

    /// 32 pt: the row height when the delegate gives none (ours: UIKit's private default, not published; 32 is
    /// the iOS 7+ wheel's row pitch as widely reported).
    public static let defaultRowHeight: CGFloat = 32

    /// Components wider than this many are refused (ours: a guard against a hostile data source, far above any
    /// real picker).
    public static let maximumComponents = 1_000

    /// `dataSource` (weak). Setting it reloads on next use.
    open weak var dataSource: PickerViewDataSource? { didSet { needsReload = true } }
    /// `delegate` (weak). Setting it drops the row views.
    open weak var delegate: PickerViewDelegate? { didSet { dropRowViews() } }
    /// `showsSelectionIndicator`: stored only (deprecated since iOS 7, where the indicator always shows).
    open var showsSelectionIndicator = false

    var rowCounts: [Int] = []
    var selectedRows: [Int] = []
    var needsReload = true
    /// Per component: the visible rows' views by row, and the views that scrolled off, to reuse.
    var visibleRowViews: [[Int: View]] = []
    var reusableRowViews: [[View]] = []

    /// `init(frame:)`: a zero size becomes `defaultSize`.
    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: PickerView.defaultSize) : frame)
    }

    /// `initWithCoder:`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Data

    func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        var count = dataSource?.numberOfComponents(in: self) ?? 0
        if count < 0 || count > PickerView.maximumComponents {
            reject(.invalidValue, "numberOfComponents(in:) returned \(count); ViewTree takes 0...\(PickerView.maximumComponents) and uses 0")
            count = 0
        }
        let old = selectedRows
        rowCounts = (0..<count).map { askRowCount($0) }
        selectedRows = rowCounts.enumerated().map { c, rows in
            rows == 0 ? -1 : min(max(c < old.count ? old[c] : 0, 0), rows - 1)
        }
        dropRowViews()
    }

    func askRowCount(_ component: Int) -> Int {
        let rows = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        guard rows >= 0 else {
            reject(.invalidValue, "pickerView(_:numberOfRowsInComponent: \(component)) returned \(rows); uses 0")
            return 0
        }
        return rows
    }

    /// `numberOfComponents`: as the data source last said.
    open var numberOfComponents: Int {
        loadIfNeeded()
        return rowCounts.count
    }

    /// `numberOfRows(inComponent:)`: as the data source last said; 0 (with a diagnostic) for a component out of range.
    open func numberOfRows(inComponent component: Int) -> Int {
        guard checkComponent(component, "numberOfRows(inComponent:)") else { return 0 }
        return rowCounts[component]
    }

    /// `reloadAllComponents()`: asks the data source again; selections stay where they fit.
    open func reloadAllComponents() {
        needsReload = true
        loadIfNeeded()
        setNeedsLayout()
    }

    /// `reloadComponent(_:)`: asks the data source for one component's rows again.
    open func reloadComponent(_ component: Int) {
        guard checkComponent(component, "reloadComponent(_:)") else { return }
        let rows = askRowCount(component)
        rowCounts[component] = rows
        selectedRows[component] = rows == 0 ? -1 : min(max(selectedRows[component], 0), rows - 1)
        dropRowViews(in: component)
        setNeedsLayout()
    }

    // MARK: Selection

    /// `selectedRow(inComponent:)`: the row in the middle of the wheel, -1 when the component has no rows
    /// (or is out of range, with a diagnostic).
    open func selectedRow(inComponent component: Int) -> Int {
        guard checkComponent(component, "selectedRow(inComponent:)") else { return -1 }
        return selectedRows[component]
    }

    /// `selectRow(_:inComponent:animated:)`: turns a wheel to a row in code. Does not call
    /// `pickerView(_:didSelectRow:inComponent:)`, as in UIKit. A row or component out of range is rejected.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard checkRow(row, component, "selectRow(_:inComponent:animated:)") else { return }
        moveSelection(to: row, in: component)
    }

    /// Test-facing: the user spins a wheel and it settles on `row`. Selects it, then calls
    /// `pickerView(_:didSelectRow:inComponent:)` (also when it settles back on the same row, as a flick that
    /// returns does in UIKit). A row or component out of range is rejected and nothing is called.
    open func spin(toRow row: Int, inComponent component: Int) {
        guard checkRow(row, component, "spin(toRow:inComponent:)") else { return }
        moveSelection(to: row, in: component)
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    func moveSelection(to row: Int, in component: Int) {
        guard selectedRows[component] != row else { return }
        selectedRows[component] = row
        recycleInvisibleRowViews(in: component)
        setNeedsLayout()
    }

    // MARK: Geometry

    /// The width each component gets when the delegate says nothing: the bounds' width shared equally.
    public var defaultComponentWidth: CGFloat {
        let n = max(1, numberOfComponents)
        return (bounds.width / CGFloat(n)).rounded(.down)
    }

    func rowHeight(_ component: Int) -> CGFloat {
        let h = delegate?.pickerView(self, rowHeightForComponent: component) ?? PickerView.defaultRowHeight
        guard h.isFinite, h > 0 else {
            reject(.invalidValue, "pickerView(_:rowHeightForComponent: \(component)) returned \(h); uses \(PickerView.defaultRowHeight)")
            return PickerView.defaultRowHeight
        }
        return h
    }

    func componentWidth(_ component: Int) -> CGFloat {
        let w = delegate?.pickerView(self, widthForComponent: component) ?? defaultComponentWidth
        guard w.isFinite, w >= 0 else {
            reject(.invalidValue, "pickerView(_:widthForComponent: \(component)) returned \(w); uses \(defaultComponentWidth)")
            return defaultComponentWidth
        }
        return w
    }

    /// `rowSize(forComponent:)`: the component's width and row height, as the delegate gives them (`.zero`
    /// with a diagnostic for a component out of range).
    open func rowSize(forComponent component: Int) -> CGSize {
        guard checkComponent(component, "rowSize(forComponent:)") else { return .zero }
        return CGSize(width: componentWidth(component), height: rowHeight(component))
    }

    /// `defaultSize`.
    open override var intrinsicContentSize: CGSize { PickerView.defaultSize }
    /// `defaultSize`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { PickerView.defaultSize }

    // MARK: Row views

    /// The rows of `component` on screen: the selected row and as many neighbours as the bounds' half-height holds.
    func visibleRows(in component: Int) -> ClosedRange<Int>? {
        let selected = selectedRows[component]
        guard selected >= 0 else { return nil }
        let half = (bounds.height / 2 / rowHeight(component)).rounded(.up)
        let radius = half.isFinite ? Int(min(64, max(0, half))) : 0
        return max(0, selected - radius)...(selected + min(rowCounts[component] - 1 - selected, radius))
    }

    /// `view(forRow:forComponent:)`: the view showing a row, if the row is on screen; `nil` otherwise (as UIKit).
    /// The delegate's `pickerView(_:viewForRow:forComponent:reusing:)` is asked when a row first shows.
    open func view(forRow row: Int, forComponent component: Int) -> View? {
        guard checkComponent(component, "view(forRow:forComponent:)") else { return nil }
        guard let visible = visibleRows(in: component), visible.contains(row) else { return nil }
        if let shown = visibleRowViews[component][row] { return shown }
        guard let delegate else { return nil }
        let reused = reusableRowViews[component].popLast()
        let view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: reused)
        visibleRowViews[component][row] = view
        return view
    }

    func recycleInvisibleRowViews(in component: Int) {
        guard component < visibleRowViews.count else { return }
        let visible = visibleRows(in: component)
        for (row, view) in visibleRowViews[component] where !(visible?.contains(row) ?? false) {
            visibleRowViews[component][row] = nil
            reusableRowViews[component].append(view)
        }
    }

    func dropRowViews(in component: Int) {
        guard component < visibleRowViews.count else { return }
        reusableRowViews[component].append(contentsOf: visibleRowViews[component].sorted { $0.key < $1.key }.map(\.value))
        visibleRowViews[component] = [:]
    }

    func dropRowViews() {
        visibleRowViews = Array(repeating: [:], count: rowCounts.count)
        reusableRowViews = Array(repeating: [], count: rowCounts.count)
    }

    // MARK: Checks

    func checkComponent(_ component: Int, _ what: String) -> Bool {
        loadIfNeeded()
        guard rowCounts.indices.contains(component) else {
            reject(.indexOutOfRange, "\(what): component \(component) is outside 0..<\(rowCounts.count)")
            return false
        }
        return true
    }

    func checkRow(_ row: Int, _ component: Int, _ what: String) -> Bool {
        guard checkComponent(component, what) else { return false }
        guard row >= 0, row < rowCounts[component] else {
            reject(.indexOutOfRange, "\(what): row \(row) is outside 0..<\(rowCounts[component]) of component \(component); the selection stays \(selectedRows[component])")
            return false
        }
        return true
    }

    override var libraryClassName: String { "PickerView" }
}

/// `UIPickerViewAccessibilityDelegate`: what VoiceOver says of each component. Every method is optional, as in
/// UIKit (each returns nothing by default); the picker reads them for `accessibilityLabel(forComponent:)`.
public protocol PickerViewAccessibilityDelegate: PickerViewDelegate {
    /// `pickerView(_:accessibilityLabelForComponent:)`.
    func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int) -> String?
    /// `pickerView(_:accessibilityHintForComponent:)`.
    func pickerView(_ pickerView: PickerView, accessibilityHintForComponent component: Int) -> String?
    /// `pickerView(_:accessibilityAttributedLabelForComponent:)`.
    func pickerView(_ pickerView: PickerView, accessibilityAttributedLabelForComponent component: Int) -> NSAttributedString?
    /// `pickerView(_:accessibilityAttributedHintForComponent:)`.
    func pickerView(_ pickerView: PickerView, accessibilityAttributedHintForComponent component: Int) -> NSAttributedString?
    /// `pickerView(_:accessibilityUserInputLabelsForComponent:)`.
    func pickerView(_ pickerView: PickerView, accessibilityUserInputLabelsForComponent component: Int) -> [String]
    /// `pickerView(_:accessibilityAttributedUserInputLabelsForComponent:)`.
    func pickerView(_ pickerView: PickerView, accessibilityAttributedUserInputLabelsForComponent component: Int) -> [NSAttributedString]
}

extension PickerViewAccessibilityDelegate {
    /// `nil`.
    public func pickerView(_ pickerView: PickerView, accessibilityLabelForComponent component: Int) -> String? { nil }
    /// `nil`.
    public func pickerView(_ pickerView: PickerView, accessibilityHintForComponent component: Int) -> String? { nil }
    /// `nil`.
    public func pickerView(_ pickerView: PickerView, accessibilityAttributedLabelForComponent component: Int) -> NSAttributedString? { nil }
    /// `nil`.
    public func pickerView(_ pickerView: PickerView, accessibilityAttributedHintForComponent component: Int) -> NSAttributedString? { nil }
    /// No labels.
    public func pickerView(_ pickerView: PickerView, accessibilityUserInputLabelsForComponent component: Int) -> [String] { [] }
    /// No labels.
    public func pickerView(_ pickerView: PickerView, accessibilityAttributedUserInputLabelsForComponent component: Int) -> [NSAttributedString] { [] }
}

extension PickerView {
    /// What VoiceOver reads for `component`: the accessibility delegate's label (its attributed label's string when
    /// it gives only that), else `nil`.
    public func accessibilityLabel(forComponent component: Int) -> String? {
        guard let delegate = delegate as? PickerViewAccessibilityDelegate else { return nil }
        return delegate.pickerView(self, accessibilityLabelForComponent: component)
            ?? delegate.pickerView(self, accessibilityAttributedLabelForComponent: component)?.string
    }
}
