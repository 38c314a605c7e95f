import Foundation

/// `UICollectionReusableView`: a view a collection view shows and reuses (cells, headers, footers).
open class CollectionReusableView: View {
    /// The reuse identifier it was dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// `init(frame:)`. Not `required`, as in UIKit, so a subclass writes `override init(frame:)`; the
    /// collection view makes a registered class's views through `init(registeredFrame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// How a collection view makes a view of a registered class (`register(_:forCellWithReuseIdentifier:)`,
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`): it calls `init(frame:)`, the
    /// subclass's override when there is one, as UIKit's `initWithFrame:` message reaches it.
    ///
    /// Why it exists: Swift makes an instance from a class value only through a `required` initializer, and
    /// UIKit's `init(frame:)` is not required. A required *convenience* initializer is inherited by every
    /// subclass that overrides both designated initializers (`init(frame:)` and `init?(coder:)`, which UIKit
    /// code writes) or neither, so that code compiles unchanged. A subclass that only adds an initializer of
    /// its own must write `required convenience init(registeredFrame:)` to be registrable (Docs/Porting.md).
    public required convenience init(registeredFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// `initWithCoder:` (required by `View`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before a pooled view is handed out again by a dequeue; the default does nothing.
    open func prepareForReuse() {}

    /// Called with the attributes the layout gave this view, before they are applied.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// `preferredLayoutAttributesFitting(_:)`: asked, for a layout with self-sizing items (a flow layout
    /// with an `estimatedItemSize`), what the view wants instead of the estimate. The default returns a copy
    /// with the size `systemLayoutSizeFitting` gives at the estimate, each axis the element sizes itself along
    /// at `fittingSizeLevel` (both for a flow layout's item; only the estimated ones of a compositional layout's
    /// item, the others `.required`), as UIKit's default "adjusts the size values to accommodate changes made by
    /// a self-sizing cell".
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let preferred = (layoutAttributes.copy() as? CollectionViewLayoutAttributes) ?? layoutAttributes
        preferred.size = systemLayoutSizeFitting(layoutAttributes.size,
                                                 withHorizontalFittingPriority: layoutAttributes.sizesWidth ? .fittingSizeLevel : .required,
                                                 verticalFittingPriority: layoutAttributes.sizesHeight ? .fittingSizeLevel : .required)
        return preferred
    }

    override var libraryClassName: String { "CollectionReusableView" }
}

/// `UICollectionViewCell`: a cell with a `contentView`, selection and highlight state.
open class CollectionViewCell: CollectionReusableView, StateConfiguredCell {
    /// `configurationState`: the cell's selection and highlight, editing while its collection view is, with its traits.
    /// Override it to add custom states (`state[key] = …`); `updateConfiguration(using:)` is handed what it returns.
    open var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = (superview as? CollectionView)?.isEditing ?? false
        return state
    }

    /// A cell measures its content view (whose frame follows the cell's, so would pin it) or, when it has a
    /// `contentConfiguration`, the configuration's view: UIKit makes that view the content view itself (ViewTree
    /// lays it over the content view by autoresizing, so the content view's constraints do not see it). Along an
    /// axis pulled at less than `.required`, a configuration view's intrinsic length counts where it has one.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                               verticalFittingPriority: LayoutPriority) -> CGSize {
        updateConfigurationForLayout()
        guard let shown = contentConfigurationHost?.shown else {
            return contentView.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                       verticalFittingPriority: verticalFittingPriority)
        }
        var size = shown.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                 verticalFittingPriority: verticalFittingPriority)
        let intrinsic = shown.intrinsicContentSize
        if horizontalFittingPriority < .required, intrinsic.width >= 0 { size.width = intrinsic.width }
        if verticalFittingPriority < .required, intrinsic.height >= 0 { size.height = intrinsic.height }
        return size
    }

    /// The view to add content to; kept the size of the cell.
    public let contentView: View
    /// The `contentConfiguration` and the view it made (ContentConfiguration.swift).
    var contentConfigurationHost: ContentConfigurationHost?
    /// Whether the cell is selected; shows `selectedBackgroundView` while set.
    open var isSelected = false {
        didSet {
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
            arrangeBackgrounds()
        }
    }
    /// Whether the cell is highlighted; shows `selectedBackgroundView` while set.
    open var isHighlighted = false {
        didSet {
            if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
            arrangeBackgrounds()
        }
    }
    /// `backgroundView` and `selectedBackgroundView` (CellBackgroundViews.swift).
    var backgrounds = CellBackgroundViews()

    /// `backgroundView`: a view behind the cell's others, kept the size of the cell. Default `nil`.
    open var backgroundView: View? {
        get { backgrounds.background }
        set {
            backgrounds.set(newValue, as: .background, in: self)
            arrangeBackgrounds()
        }
    }

    /// `selectedBackgroundView`: a view shown above `backgroundView` and below `contentView` while the cell
    /// is selected or highlighted, removed otherwise. Default `nil`.
    open var selectedBackgroundView: View? {
        get { backgrounds.selection }
        set {
            backgrounds.set(newValue, as: .selection, in: self)
            arrangeBackgrounds()
        }
    }

    /// Puts the background views where the cell's state wants them.
    func arrangeBackgrounds() {
        backgrounds.arrange(in: self, showingSelection: isSelected || isHighlighted, multiple: false)
    }

    /// Updates the configurations if asked (`setNeedsUpdateConfiguration()`) as the layout begins, so the views and
    /// constraints the update adds are laid out in this pass; keeps the background views the size of the cell.
    open override func layoutSubviews() {
        updateConfigurationForLayout()
        super.layoutSubviews()
        updateConfigurationIfNeeded()       // one the layout itself asked for
        arrangeBackgrounds()
    }

    /// Runs a requested `updateConfiguration(using:)` and solves the constraints it changed, so the layout under way
    /// places what it added: UIKit updates a cell's configuration before laying it out or measuring it
    /// (`-[UICollectionViewListCell _preferredLayoutAttributesFittingAttributes:isAnimatingExistingView:]` runs
    /// `_performConfigurationStateUpdate` before `_layoutAccessoriesAndContentView`; a published iOS 26.1 probe of another
    /// UIKit re-implementation saw each cell updated as it is prepared, "before sizing").
    func updateConfigurationForLayout() {
        guard backgrounds.needsConfigurationUpdate else { return }
        updateConfigurationIfNeeded()
        storedSimulation?.layoutEngine.prepareLayoutPass()
    }

    // MARK: Configurations (iOS 14; as TableViewCell's, which documents them)

    /// `ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (CollectionViewCell, CellConfigurationState) -> Void
    /// `backgroundConfiguration` (see `TableViewCell.backgroundConfiguration`).
    open var backgroundConfiguration: BackgroundConfiguration? {
        get { backgrounds.configuration }
        set { backgrounds.setConfiguration(newValue, in: self); arrangeBackgrounds() }
    }
    /// `automaticallyUpdatesBackgroundConfiguration`. Default `true`.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// `automaticallyUpdatesContentConfiguration`. Default `true`.
    open var automaticallyUpdatesContentConfiguration = true
    /// `configurationUpdateHandler` (see `TableViewCell.configurationUpdateHandler`).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    /// `setNeedsUpdateConfiguration()`: a change of selection or highlight, of the collection view's editing mode,
    /// and reuse ask for it too.
    open func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }
    /// `updateConfiguration(using:)` (see `TableViewCell.updateConfiguration(using:)`).
    open func updateConfiguration(using state: CellConfigurationState) {
        updateConfigurationsAutomatically(for: state)
        configurationUpdateHandler?(self, state)
    }

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        contentView = View(frame: CGRect(origin: .zero, size: frame.standardized.size))
        super.init(frame: frame)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// `initWithCoder:` (required by `View`): as `init(frame:)`, at the coder's frame.
    public required init?(coder: NSCoder) {
        let size = ((coder as? ArchivedFrameDecoding)?.decodedFrame ?? .zero).standardized.size
        contentView = View(frame: CGRect(origin: .zero, size: size.width.isFinite && size.height.isFinite ? size : .zero))
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    override var libraryClassName: String { "CollectionViewCell" }
}
