import Foundation

/// A row of a table view: ViewTree's `UITableViewCell`.
///
/// It has a `reuseIdentifier` (cells with one go to their table's reuse pool when they scroll out,
/// and come back from `dequeueReusableCell(withIdentifier:)`), a `contentView` to add subviews to,
/// and `text`, standing for `textLabel.text`: the description prints it right after the frame,
/// as UIKit's does (`<UITableViewCell: 0x…; frame = (0 44; 320 44); text = 'Example2'; autoresize = W; …>`).
/// A table view gives the cells it shows the mask `autoresize = W`.
open class TableViewCell: View {
    /// `UITableViewCell.CellStyle`. Recorded only: ViewTree draws no labels, so the style changes
    /// nothing else.
    public enum CellStyle: Int, Sendable, Equatable {
        /// A single text label (`UITableViewCellStyleDefault`).
        case `default`
        /// Text on the left, detail on the right.
        case value1
        /// Detail on the left, text on the right.
        case value2
        /// Text above a smaller detail.
        case subtitle
    }

    /// 320 × 44: the frame size of a cell made without a table, as UIKit gives it. Source: dumps of
    /// fresh cells, e.g. `<UITableViewCell: 0x7ff8ba7117e0; frame = (0 0; 320 44); layer = …>` (a
    /// cell that is in no table prints no `autoresize`: the table adds it).
    public static let defaultSize = CGSize(width: 320, height: 44)

    /// The style the cell was made with.
    public let style: CellStyle
    /// The identifier of the reuse pool the cell goes to; `nil` cells are not reused.
    public let reuseIdentifier: String?
    /// The view to put custom content in, kept the size of the cell by `layoutSubviews()`.
    public let contentView: View
    /// The text of the cell's label (`textLabel.text`); printed as `text = '…'` when set.
    open var text: String?

    /// The table that first received this cell from its data source (for the table's count of cells
    /// created); weak, as the table does not own the cells it no longer shows or pools.
    weak var adoptingTable: TableView?
    /// The flat row the cell shows in its table, or -1 when it shows none.
    var displayedRow = -1

    /// `init(style:reuseIdentifier:)`: a 320 × 44 cell. Subclasses that add a designated
    /// initialiser implement this one too, as in UIKit, so a registered class can be made by the table.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = TableViewCellContentView(frame: CGRect(origin: .zero, size: TableViewCell.defaultSize))
        super.init(frame: CGRect(origin: .zero, size: TableViewCell.defaultSize))
        addSubview(contentView)
    }

    /// `initWithFrame:`: a default-style cell without a reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Called by `dequeueReusableCell(withIdentifier:)` before it hands back a pooled cell. The
    /// default does nothing (UIKit resets only private state such as highlighting); override it to
    /// clear what the data source sets (call super).
    open func prepareForReuse() {}

    /// Keeps the content view the size of the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }

    /// `text = '…'` when the cell has text.
    open override func descriptionFieldsAfterFrame() -> [String] {
        let fields = super.descriptionFieldsAfterFrame()
        guard let text else { return fields }
        return fields + ["text = '\(text)'"]
    }

    override var libraryClassName: String { "TableViewCell" }
}

/// UIKit's `UITableViewCellContentView`: a plain view that is not opaque (real dumps print
/// `<UITableViewCellContentView: 0x…; frame = (0 0; 286 44); opaque = NO; …>`).
final class TableViewCellContentView: View {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    override var libraryClassName: String { "TableViewCellContentView" }
}
