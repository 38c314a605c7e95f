import Foundation

/// A section header or footer: ViewTree's `UITableViewHeaderFooterView`.
///
/// The table makes one for a section that has a title (the view shows it in `textLabel`), or shows
/// the view its delegate returns. Its description prints `text = '…'` after the frame, empty when
/// there is no title, as real dumps do (`<UITableViewHeaderFooterView: …; frame = (0 0; 375 155);
/// text = ''; autoresize = W; …>`, iOS 13); the table gives it `autoresize = W`.
open class TableViewHeaderFooterView: View {
    /// The identifier it was made with.
    public internal(set) var reuseIdentifier: String?
    /// The view to put custom content in, kept the size of the header.
    public let contentView: View
    /// The title label, made on first use inside the content view. Optional, as UIKit's
    /// (`header.textLabel?.text = …` ports unchanged); it is never `nil` once asked for.
    open var textLabel: Label? {
        hasTextLabel = true
        return titleLabel
    }
    private lazy var titleLabel: Label = {
        let label = TableViewLabel(frame: .zero)
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }()
    private var hasTextLabel = false

    /// `init(reuseIdentifier:)`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = TableViewHeaderFooterContentView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// `initWithCoder:` (required by `View`): at the coder's frame, with its `reuseIdentifier` if any.
    public required init?(coder: NSCoder) {
        reuseIdentifier = coder.decodedString(forKey: "reuseIdentifier")
        contentView = TableViewHeaderFooterContentView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// What `TableView.dequeueReusableHeaderFooterView(withIdentifier:)` makes a registered class with; it calls
    /// `init(reuseIdentifier:)`, which stays non-`required` as in UIKit, so a subclass writes `override
    /// init(reuseIdentifier:)` and inherits this (as `TableViewCell.init(registeredStyle:reuseIdentifier:)`).
    public required convenience init(registeredReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// `prepareForReuse()`: called before the table hands the view out again from its reuse pool. The default
    /// does nothing; overrides reset their content and call `super`.
    open func prepareForReuse() {}

    /// `initWithFrame:`: no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// The title (`textLabel.text`).
    open var text: String? {
        get { hasTextLabel ? titleLabel.text : nil }
        set {
            if newValue == nil, !hasTextLabel { return }
            hasTextLabel = true
            titleLabel.text = newValue
        }
    }

    /// `backgroundView`: a view behind the content view, kept the size of the header. Default `nil`.
    open var backgroundView: View? {
        get { backgrounds.background }
        set {
            backgrounds.set(newValue, as: .background, in: self)
            arrangeBackgrounds()
        }
    }
    private var backgrounds = CellBackgroundViews()

    /// `backgroundConfiguration` (iOS 14): the background's look, shown at the very back
    /// (BackgroundConfiguration.swift). Setting one clears `backgroundColor` and `backgroundView`.
    open var backgroundConfiguration: BackgroundConfiguration? {
        get { backgrounds.configuration }
        set {
            backgrounds.setConfiguration(newValue, in: self)
            arrangeBackgrounds()
        }
    }

    /// Puts the background views at the back, the size of the header (a header is never selected).
    private func arrangeBackgrounds() { backgrounds.arrange(in: self, showingSelection: false, multiple: false) }

    /// Keeps the content view the size of the header; the title sits at the cell margin.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        arrangeBackgrounds()
        View.performWithoutAnimation {
            contentView.frame = CGRect(origin: .zero, size: size)
            if hasTextLabel {
                let margin = tableCellMargin
                titleLabel.frame = CGRect(x: margin, y: 0, width: max(0, size.width - 2 * margin), height: size.height)
            }
        }
    }

    /// `text = '…'` (empty without a title).
    open override func descriptionFieldsAfterFrame() -> [String] {
        super.descriptionFieldsAfterFrame() + ["text = '\(text ?? "")'"]
    }

    override var libraryClassName: String { "TableViewHeaderFooterView" }
}

/// UIKit's `_UITableViewHeaderFooterContentView` (iOS 13 dump: `<_UITableViewHeaderFooterContentView:
/// …; frame = (0 0; 375 155); layer = …>`).
final class TableViewHeaderFooterContentView: View {
    override var libraryClassName: String { "TableViewHeaderFooterContentView" }
}
