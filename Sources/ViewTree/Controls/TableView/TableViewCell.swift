import Foundation

/// A row of a table view: ViewTree's `UITableViewCell`.
///
/// It has a `reuseIdentifier` (cells with one go to their table's reuse pool when they scroll out,
/// and come back from `dequeueReusableCell(withIdentifier:)`), a `contentView` to add subviews to,
/// and, per its style, a `textLabel`, a `detailTextLabel` and an `imageView`, made the first time
/// they are asked for and laid out by `layoutSubviews()` as UIKit's cell layout does. `text` stands
/// for `textLabel.text`: the description prints it right after the frame, as UIKit's does
/// (`<UITableViewCell: 0x…; frame = (0 44; 320 44); text = 'Example2'; autoresize = W; …>`).
/// A table view gives the cells it shows the mask `autoresize = W`, and, when its
/// `separatorStyle` is `.singleLine`, a 0.5-pt `_UITableViewCellSeparatorView` at the bottom.
open class TableViewCell: View, StateConfiguredCell {
    /// `UITableViewCell.appearance()`: the current world's proxy; carries the background and tint colours.
    open override class func appearance() -> TableViewCell { appearance(whenContainedInInstancesOf: []) }
    /// `appearance(whenContainedInInstancesOf:)`: applies inside instances of `containerTypes` only (views, or view
    /// controllers whose view is an ancestor). See `View.appearance()`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> TableViewCell {
        appearanceProxy(self, containers: containerTypes, make: { TableViewCell(style: .default, reuseIdentifier: nil) }, properties: appearanceProperties)
    }

    /// `configurationState`: the cell's selection, highlight and editing state, with its traits.
    /// Override it to add custom states (`state[key] = …`); `updateConfiguration(using:)` is handed what it returns.
    open var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    /// `UITableViewCell.CellStyle`: which built-in labels the cell has and where they go.
    public enum CellStyle: Int, Sendable, Equatable {
        /// A single text label, with an optional image on the left (`UITableViewCellStyleDefault`).
        case `default`
        /// Text on the left, detail on the right.
        case value1
        /// Detail on the left, text on the right.
        case value2
        /// Text above a smaller detail.
        case subtitle
    }

    /// `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable, Equatable {
        /// No separators.
        case none
        /// A 0.5-pt line at the bottom of each cell (the default).
        case singleLine
    }

    /// 320 × 44: the frame size of a cell made without a table, as UIKit gives it. Source: dumps of
    /// fresh cells, e.g. `<UITableViewCell: 0x7ff8ba7117e0; frame = (0 0; 320 44); layer = …>` (a
    /// cell that is in no table prints no `autoresize`: the table adds it).
    public static let defaultSize = CGSize(width: 320, height: 44)

    /// 0.5 pt: the separator's thickness, one pixel on a 2× screen. Source: every dump from iOS 7
    /// on, e.g. `<_UITableViewCellSeparatorView: …; frame = (15 43.5; 305 0.5); …>` (iOS 8, 2015)
    /// under `<UITableViewCellContentView: …; frame = (0 0; 320 43.5); …>`.
    public static let separatorHeight: CGFloat = 0.5

    /// The style the cell was made with.
    public let style: CellStyle
    /// The identifier of the reuse pool the cell goes to; `nil` cells are not reused.
    public let reuseIdentifier: String?
    /// The view to put custom content in, kept the size of the cell (less the separator, on
    /// iOS 7–12) by `layoutSubviews()`.
    public let contentView: View

    /// The table that first received this cell from its data source (for the table's count of cells
    /// created); weak, as the table does not own the cells it no longer shows or pools.
    weak var adoptingTable: TableView?

    /// `separatorInset`: where the cell's separator starts and ends; the table's `separatorInset` until set (zero in
    /// no table). Stored: ViewTree draws no separators (the common "hide this separator" inset is kept as set).
    open var separatorInset: EdgeInsets {
        get { storedSeparatorInset ?? (displayingTable ?? adoptingTable)?.separatorInset ?? .zero }
        set { storedSeparatorInset = newValue }
    }
    private var storedSeparatorInset: EdgeInsets?
    /// The table that shows the cell now (weak), with `displayedRow`.
    weak var displayingTable: TableView?
    /// The flat row the cell shows in its table, or -1 when it shows none.
    var displayedRow = -1
    var storedIsSelected = false
    var storedIsHighlighted = false
    var storedTextLabel: Label?
    var storedDetailTextLabel: Label?
    var storedImageView: ImageView?
    var separatorView: View?
    /// The iOS 7 `UITableViewCellScrollView` the content view is in (TableViewCellScrollView.swift), else `nil`.
    var cellScrollView: TableViewCellScrollView?
    /// The `contentConfiguration` and the view it made (TableViewCell+ContentConfiguration.swift).
    var contentConfigurationHost: ContentConfigurationHost?
    /// `backgroundView` and the selection backgrounds (CellBackgroundViews.swift).
    var backgrounds = CellBackgroundViews()

    /// `init(style:reuseIdentifier:)`: a 320 × 44 cell. Not `required`, as in UIKit, so a subclass writes
    /// `override init(style:reuseIdentifier:)`; the table makes a registered class's cells through
    /// `init(registeredStyle:reuseIdentifier:)`, which calls this one.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = TableViewCellContentView(frame: CGRect(origin: .zero, size: TableViewCell.defaultSize))
        super.init(frame: CGRect(origin: .zero, size: TableViewCell.defaultSize))
        addSubview(contentView)
        if let simulation { installCellScrollViewIfNeeded(profile: simulation.profile) }   // made in a world: no join follows
    }

    /// The cell styles by their names in Interface Builder files.
    static let interfaceBuilderStyles: [String: CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
        "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]

    /// `initWithCoder:` (required by `View`): a cell of the coder's style (`.default` when it has none) at the coder's frame (UIKit's default size
    /// when the coder saved none), with the coder's `reuseIdentifier` when it has one.
    public required init?(coder: NSCoder) {
        // Interface Builder's coder gives the style by its name in the file (`IBUITableViewCellStyleSubtitle`).
        style = coder.decodedString(forKey: "style").flatMap { TableViewCell.interfaceBuilderStyles[$0] } ?? .default
        reuseIdentifier = coder.decodedString(forKey: "reuseIdentifier")
        contentView = TableViewCellContentView(frame: CGRect(origin: .zero, size: TableViewCell.defaultSize))
        super.init(coder: coder)
        if !(coder is ArchivedFrameDecoding) { frame = CGRect(origin: .zero, size: TableViewCell.defaultSize) }
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
        addSubview(contentView)
        if let simulation { installCellScrollViewIfNeeded(profile: simulation.profile) }
    }

    /// How a table makes a cell of a class registered with `register(_:forCellReuseIdentifier:)`: it calls
    /// `init(style:reuseIdentifier:)`, the subclass's override when there is one, as UIKit's
    /// `initWithStyle:reuseIdentifier:` message reaches it.
    ///
    /// Why it exists: Swift makes an instance from a class value only through a `required` initializer, and
    /// UIKit's `init(style:reuseIdentifier:)` is not required (subclasses write a plain `override`). A required
    /// *convenience* initializer is inherited by every subclass that overrides both designated initializers
    /// (`init(style:reuseIdentifier:)` and `init?(coder:)`, which UIKit code writes) or neither, so that code
    /// compiles unchanged. A subclass that only adds an initializer of its own (`init(item:)`) must write
    /// `required convenience init(registeredStyle:reuseIdentifier:)` to be registrable (Docs/Porting.md).
    public required convenience init(registeredStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// `initWithFrame:`: a default-style cell without a reuse identifier, at (0, 0) and the cell's own size whatever
    /// the frame given (Xamarin's device-run `TableViewCellTest.InitWithFrame`: "whatever supplied value X and Y are set
    /// to 0.0 by the cell", the size "set by the cell (e.g. 320 x 44 for the iPhone)").
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// The text of the cell's label (`textLabel.text`); printed as `text = '…'` when set. Setting
    /// it makes the text label.
    open var text: String? {
        get { storedTextLabel?.text }
        set {
            if newValue == nil, storedTextLabel == nil { return }
            textLabel?.text = newValue
            setNeedsLayout()
        }
    }

    /// The main label (UIKit's `UITableViewLabel`), made on first use inside the content view.
    open var textLabel: Label? {
        if let label = storedTextLabel { return label }
        let label = TableViewLabel(frame: .zero)
        label.font = TableViewCell.textLabelFont(for: style)
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles; `nil` for
    /// `.default`, as in UIKit.
    open var detailTextLabel: Label? {
        guard style != .default else { return nil }
        if let label = storedDetailTextLabel { return label }
        let label = TableViewLabel(frame: .zero)
        label.font = TableViewCell.detailLabelFont(for: style)
        storedDetailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image on the left (`.default`, `.value1` and `.subtitle`; `nil` for `.value2`), made on
    /// first use; laid out only while it has an image.
    open var imageView: ImageView? {
        guard style != .value2 else { return nil }
        if let view = storedImageView { return view }
        let view = ImageView(frame: .zero)
        storedImageView = view
        contentView.insertSubview(view, at: 0)
        setNeedsLayout()
        return view
    }

    // MARK: Backgrounds (the rules are in CellBackgroundViews.swift)

    /// `backgroundView`: a view behind all of the cell's others, kept the size of the cell. Default `nil`.
    open var backgroundView: View? {
        get { backgrounds.background }
        set {
            backgrounds.set(newValue, as: .background, in: self)
            arrangeBackgrounds()
        }
    }

    /// `selectedBackgroundView`: a view shown above `backgroundView` and below the content while the cell is
    /// selected or highlighted (never with `selectionStyle` `.none`), removed otherwise. Default `nil`:
    /// the system's own selection look is drawn by no view here.
    open var selectedBackgroundView: View? {
        get { backgrounds.selection }
        set {
            backgrounds.set(newValue, as: .selection, in: self)
            arrangeBackgrounds()
        }
    }

    /// `multipleSelectionBackgroundView`: shown instead of `selectedBackgroundView` while the cell's table
    /// allows several selected rows (`allowsMultipleSelection`, or `allowsMultipleSelectionDuringEditing`
    /// while editing). Default `nil`.
    open var multipleSelectionBackgroundView: View? {
        get { backgrounds.multipleSelection }
        set {
            backgrounds.set(newValue, as: .multipleSelection, in: self)
            arrangeBackgrounds()
        }
    }

    /// Puts the background views where the cell's state wants them.
    func arrangeBackgrounds() {
        // (Asked first: a cell without background views, most of them, loads no weak table reference.)
        guard !backgrounds.isEmpty else { return }
        let table = displayingTable
        let multiple = table.map { $0.isEditing ? $0.allowsMultipleSelectionDuringEditing : $0.allowsMultipleSelection } ?? false
        backgrounds.arrange(in: self, showingSelection: (storedIsSelected || storedIsHighlighted) && selectionStyle != .none,
                            multiple: multiple)
    }

    // MARK: Configurations (iOS 14)

    /// `ConfigurationUpdateHandler`: what `configurationUpdateHandler` holds.
    public typealias ConfigurationUpdateHandler = (TableViewCell, CellConfigurationState) -> Void

    /// `backgroundConfiguration` (iOS 14): the background's look for the cell's state, shown at the very back
    /// (BackgroundConfiguration.swift). Setting one clears `backgroundColor` and the background views.
    open var backgroundConfiguration: BackgroundConfiguration? {
        get { backgrounds.configuration }
        set {
            backgrounds.setConfiguration(newValue, in: self)
            arrangeBackgrounds()
        }
    }

    /// `automaticallyUpdatesBackgroundConfiguration`: whether a change of state replaces
    /// `backgroundConfiguration` with its `updated(for:)`. Default `true`.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// `automaticallyUpdatesContentConfiguration`: the same for `contentConfiguration`. Default `true`.
    open var automaticallyUpdatesContentConfiguration = true

    /// `configurationUpdateHandler`: called from `updateConfiguration(using:)`, before the cell is first laid
    /// out and after each change of its state. Setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// `setNeedsUpdateConfiguration()`: `updateConfiguration(using:)` runs before the cell's next layout. A change of
    /// selection, highlight or editing, and reuse, ask for it too.
    open func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

    /// `updateConfiguration(using:)`: updates the background and content configurations for `state` (when they
    /// update automatically), then calls `configurationUpdateHandler`. Override it to configure the cell per state
    /// (call super).
    open func updateConfiguration(using state: CellConfigurationState) {
        updateConfigurationsAutomatically(for: state)
        configurationUpdateHandler?(self, state)
    }

    // MARK: Selection and highlight (the rules are in TableViewCell+Selection.swift)

    /// How the cell looks when selected. Default `TableViewCell.defaultSelectionStyle` (`.default`).
    /// ViewTree draws nothing, so it changes no pixel; it is kept for code that reads it.
    open var selectionStyle: SelectionStyle = TableViewCell.defaultSelectionStyle {
        didSet { arrangeBackgrounds() }
    }

    /// Whether the cell is selected. Setting it calls `setSelected(_:animated: false)`. The table
    /// sets it for the rows it selects, and for a reused cell when it is shown again.
    open var isSelected: Bool {
        get { storedIsSelected }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted (a finger is on it). Setting it calls
    /// `setHighlighted(_:animated: false)`.
    open var isHighlighted: Bool {
        get { storedIsHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Sets the selected state. The table calls it when its selection changes for a shown row;
    /// override it to restyle the cell (call super, which stores the state).
    open func setSelected(_ selected: Bool, animated: Bool) {
        if storedIsSelected != selected { setNeedsUpdateConfiguration() }
        storedIsSelected = selected
        arrangeBackgrounds()
    }

    /// Sets the highlighted state. The table calls it on touch down on the row and when the touch
    /// ends or is cancelled; override it to restyle the cell (call super, which stores the state).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if storedIsHighlighted != highlighted { setNeedsUpdateConfiguration() }
        storedIsHighlighted = highlighted
        arrangeBackgrounds()
    }

    /// `UITableViewCell.AccessoryType` (raw values are UIKit's).
    public enum AccessoryType: Int, Sendable, CaseIterable {
        case none = 0, disclosureIndicator = 1, detailDisclosureButton = 2, checkmark = 3, detailButton = 4
    }

    /// `accessoryType`: the standard accessory the cell shows at its trailing edge when it has no
    /// `accessoryView` (a `_UITableCellAccessoryButton`, sized per era: `PlatformProfile.cellAccessories`);
    /// the content view ends before it (TableViewCell+Accessories.swift). Default `.none`.
    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { setNeedsLayout() } }
    }
    /// `accessoryView`: a view of the caller's (a `UISwitch`, a label) shown at the cell's trailing edge
    /// instead of the standard accessory, at its own size, vertically centred; the cell adds it as its
    /// subview when it lays out. Default `nil`.
    open var accessoryView: View? {
        didSet { accessoryViewChanged(from: oldValue, to: accessoryView) }
    }
    /// `editingAccessoryType`: the standard accessory shown while the cell is editing. Default `.none`.
    open var editingAccessoryType: AccessoryType = .none {
        didSet { if editingAccessoryType != oldValue && storedIsEditing { setNeedsLayout() } }
    }
    /// `editingAccessoryView`: the view shown at the trailing edge while the cell is editing. Default `nil`.
    open var editingAccessoryView: View? {
        didSet { accessoryViewChanged(from: oldValue, to: editingAccessoryView) }
    }
    /// `showsReorderControl`: whether the cell shows its reordering control while editing (when the data
    /// source lets its row move). Stored: ViewTree draws no reordering control; `TableView.dragReorderControl`
    /// plays the drag. Default `false`.
    open var showsReorderControl = false
    /// `shouldIndentWhileEditing`: whether the content view moves aside for the editing control while the
    /// cell is editing (`TableViewCell.editingControlWidth`); the table's delegate can refuse it per row
    /// (`tableView(_:shouldIndentWhileEditingRowAt:)`). Default `true`.
    open var shouldIndentWhileEditing = true {
        didSet { if shouldIndentWhileEditing != oldValue && storedIsEditing { setNeedsLayout() } }
    }

    /// The standard accessory view, made the first time one is shown and kept for the cell's life.
    var standardAccessoryView: _UITableCellAccessoryButton?
    /// What the table's delegate answered for `tableView(_:shouldIndentWhileEditingRowAt:)` when it last
    /// put the cell in editing mode (true when it does not implement it).
    var rowIndentsWhileEditing = true

    /// 10 pt: `indentationWidth`'s default. Source: Apple's documentation of `UITableViewCell.indentationWidth`
    /// ("The default indentation width is 10.0 points").
    public static let defaultIndentationWidth: CGFloat = 10

    /// `indentationLevel`: the built-in image and labels sit `indentationLevel × indentationWidth` further from
    /// the leading edge ("indents the cell's content from the left edge of the cell separator", Apple's
    /// documentation); the content view, and so a custom cell's own subviews, stay where they are (UIKit leaves
    /// those to the cell's `layoutSubviews`: Xamarin's `UITableViewSource.IndentationLevel` reference, "custom
    /// UITableViewCell's do not respect IndentationLevel automatically"). Default 0. The table sets it from its
    /// delegate's `tableView(_:indentationLevelForRowAt:)` before it shows the cell. A negative level is rejected
    /// with an `.invalidValue` diagnostic and the level stays.
    open var indentationLevel: Int = 0 {
        didSet {
            guard indentationLevel >= 0 else {
                reject(.invalidValue, "indentationLevel \(indentationLevel) is negative; it stays \(oldValue)")
                indentationLevel = oldValue
                return
            }
            if indentationLevel != oldValue { setNeedsLayout() }
        }
    }

    /// `indentationWidth`: the width of one indentation level. Default `defaultIndentationWidth` (10). A negative or
    /// non-finite width is rejected with an `.invalidValue` diagnostic and the width stays.
    open var indentationWidth: CGFloat = TableViewCell.defaultIndentationWidth {
        didSet {
            guard indentationWidth.isFinite, indentationWidth >= 0 else {
                reject(.invalidValue, "indentationWidth \(indentationWidth) must be finite and not negative; it stays \(UIKitFormat.number(oldValue))")
                indentationWidth = oldValue
                return
            }
            if indentationWidth != oldValue { setNeedsLayout() }
        }
    }

    /// Called by `dequeueReusableCell(withIdentifier:)` before it hands back a pooled cell. The
    /// default does nothing (UIKit resets only private state such as highlighting); override it to
    /// clear what the data source sets (call super).
    open func prepareForReuse() {}

    // MARK: Editing (TableViewCell+Editing.swift)

    var storedIsEditing = false

    /// The editing control the cell's row shows: what the table's delegate gave
    /// (`tableView(_:editingStyleForRowAt:)`) while the table is editing, `.none` otherwise.
    public internal(set) var editingStyle: EditingStyle = .none

    /// Whether the cell is in editing mode; the table sets it on the cells of editable rows when it
    /// enters or leaves editing mode, and on each cell it shows.
    open var isEditing: Bool {
        get { storedIsEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode (an override calls super). The controls are not drawn.
    open func setEditing(_ editing: Bool, animated: Bool) {
        if storedIsEditing != editing {
            setNeedsUpdateConfiguration()
            setNeedsLayout()   // the content view moves aside for the editing control, the accessory changes
        }
        storedIsEditing = editing
    }

    /// Keeps the content view the size of the cell (less the separator where the era leaves room
    /// for it), places the separator and the built-in labels.
    /// A cell measures its content view (UIKit's `UITableViewCell` does, for self-sizing rows): the
    /// content view's constraints at the target width less what the accessory takes, plus the room
    /// kept for the separator.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                               verticalFittingPriority: LayoutPriority) -> CGSize {
        let extent = contentAndAccessoryLayout(width: targetSize.width, contentHeight: bounds.height)
        let accessoryRoom = max(0, targetSize.width - (extent.maxX - extent.minX))
        let room = separatorRoom
        let content = contentView.systemLayoutSizeFitting(
            CGSize(width: targetSize.width - accessoryRoom, height: max(0, targetSize.height - room)),
            withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: content.width + accessoryRoom, height: content.height + room)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        layOutCellInternals()
    }

    /// `text = '…'` when the cell has text.
    open override func descriptionFieldsAfterFrame() -> [String] {
        let fields = super.descriptionFieldsAfterFrame()
        guard let text else { return fields }
        return fields + ["text = '\(text)'"]
    }

    override var libraryClassName: String { "TableViewCell" }

    override func didJoinSimulation(_ simulation: Simulation) {
        super.didJoinSimulation(simulation)
        installCellScrollViewIfNeeded(profile: simulation.profile)
    }
}

/// UIKit's `UITableViewCellContentView`: a plain view, not opaque on iOS 6–7 only (real dumps print
/// `<UITableViewCellContentView: 0x…; frame = (0 0; 287 43.5); opaque = NO; …>` on iOS 7 and
/// `(0 0; 320 43.5); gestureRecognizers = …` from iOS 8; see `PlatformProfile.cellContentViewIsOpaque`).
final class TableViewCellContentView: View {
    override init(frame: CGRect) {
        super.init(frame: frame)
        // A view made in a world belongs to it at once; otherwise the join below decides.
        isOpaque = simulation?.profile.cellContentViewIsOpaque ?? false
    }

    /// Never decoded: a private part of a cell.
    required init?(coder: NSCoder) { nil }

    override func didJoinSimulation(_ simulation: Simulation) {
        isOpaque = simulation.profile.cellContentViewIsOpaque
    }

    override var libraryClassName: String { "TableViewCellContentView" }

    /// In every era: `<UITableViewCellContentView: 0x7486480; frame = (0 0; 300 54); gestureRecognizers =
    /// <NSArray: 0x7486f50>; …>` on iOS 6, `…; opaque = NO; gestureRecognizers = …` on iOS 7, and so on
    /// to iOS 16+.
    override var printsGestureRecognizers: Bool { true }
}

/// UIKit's `UITableViewLabel`, the class of a cell's built-in labels: a label that does not take
/// touches and is opaque, as every label made in code: `<UITableViewLabel: …; frame = (15 0; 290 43.5);
/// text = '…'; userInteractionEnabled = NO; …>`.
final class TableViewLabel: Label {
    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Never decoded: a private part of a cell.
    required init?(coder: NSCoder) { nil }

    override var libraryClassName: String { "TableViewLabel" }
}

/// UIKit's private `_UITableViewCellSeparatorView` (the name is kept, like the iOS 13 indicator's,
/// so descriptions match real dumps): the 0.5-pt line at the bottom of a cell, and below the last
/// row of a plain table (`autoresize = W` there).
final class _UITableViewCellSeparatorView: View {
    override var libraryClassName: String { "_UITableViewCellSeparatorView" }
}
