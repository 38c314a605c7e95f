import Foundation

// UIKit's cell layout (UITableViewCellLayoutManager), from real dumps: the content view fills the
// cell less the 0.5-pt separator (iOS 7–12), the separator starts at the cell margin, and the
// built-in labels sit `tableCellMargin` from the content view's sides.
extension TableViewCell {
    /// 17 pt: the text label's font size in every style but `.value2` (UIKit's
    /// `UIFont.systemFont(ofSize: 17)` default for `textLabel`; the 20.5-pt label heights of real
    /// dumps, `(16 19; 66.5 20.5) text = 'Apple ID'`, are its line height rounded to pixels).
    public static let textLabelFontSize: CGFloat = 17
    /// 12 pt: the detail label's size in `.subtitle`, and the text label's in `.value2` (UIKit's
    /// defaults since iOS 7; not read from a dump: an assumption, listed in Docs/Fidelity.md).
    public static let smallLabelFontSize: CGFloat = 12
    /// 67 pt: the width of `.value2`'s right-aligned text column, whose detail starts 6 pt after
    /// it (an assumption from UIKit's Contacts-style layout; no dump found).
    public static let valueTwoTextColumnWidth: CGFloat = 67
    /// 6 pt: the gap between `.value2`'s text column and its detail (assumption, as above).
    public static let valueTwoColumnGap: CGFloat = 6

    static func textLabelFont(for style: CellStyle) -> Font {
        Font.systemFont(ofSize: style == .value2 ? smallLabelFontSize : textLabelFontSize)
    }

    static func detailLabelFont(for style: CellStyle) -> Font {
        Font.systemFont(ofSize: style == .subtitle ? smallLabelFontSize : textLabelFontSize)
    }

    /// The height below the content view kept for the separator: the separator's, in a table that draws
    /// one, on the eras whose content view leaves room for it.
    var separatorRoom: CGFloat { separatorRoom(in: tableShowingCell) }

    /// `separatorRoom` for the cell shown in `table` (`nil`: in none).
    private func separatorRoom(in table: TableView?) -> CGFloat {
        guard table?.separatorStyle == .singleLine, (simulation?.profile ?? .default).cellContentViewLeavesRoomForSeparator else { return 0 }
        return TableViewCell.separatorHeight
    }

    /// The table that shows this cell now: the one it has a row in, when the cell is among that table's cells
    /// (in the table itself, or in its iOS 7–10 wrapper view).
    var tableShowingCell: TableView? {
        guard displayedRow >= 0, let table = displayingTable, let parent = superview, parent === table.cellContainer else { return nil }
        return table
    }

    /// Lays out the content view, the separator and the built-in labels for the cell's table and era.
    func layOutCellInternals() {
        let size = bounds.size
        let table = tableShowingCell
        let separated = table?.separatorStyle == .singleLine
        let contentHeight = max(0, size.height - separatorRoom(in: table))
        let extent = contentAndAccessoryLayout(width: size.width, contentHeight: contentHeight)
        let contentFrame = CGRect(x: extent.minX, y: 0, width: extent.maxX - extent.minX, height: contentHeight)
        let margin = tableCellMargin
        // Beside an accessory the labels end the era's small inset before the content view's end, not the margin.
        let trailing = extent.accessory == nil ? margin : accessoryMetrics.labelTrailingInset
        View.performWithoutAnimation {
            if contentView.frame != contentFrame { contentView.frame = contentFrame }
            placeAccessory(extent.accessory)
            if separated {
                let line = separatorView ?? {
                    let view = _UITableViewCellSeparatorView(frame: .zero)
                    separatorView = view
                    return view
                }()
                if line.superview !== self { addSubview(line) }
                let f = CGRect(x: margin, y: size.height - TableViewCell.separatorHeight,
                               width: max(0, size.width - margin), height: TableViewCell.separatorHeight)
                if line.frame != f { line.frame = f }
            } else if let line = separatorView, line.superview === self {
                line.removeFromSuperview()
            }
            layOutLabels(in: contentFrame.size, margin: margin, trailing: trailing, scale: pixelScale)
            arrangeBackgrounds()
        }
    }

    private func layOutLabels(in content: CGSize, margin: CGFloat, trailing: CGFloat, scale: CGFloat) {
        func pixel(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        // The indentation moves the built-in image and labels, never past the content view's far side.
        let indent = min(CGFloat(indentationLevel) * indentationWidth, content.width)
        var x = margin + indent
        if let image = storedImageView, let picture = image.image {
            let f = CGRect(x: x, y: pixel((content.height - picture.size.height) / 2),
                           width: picture.size.width, height: picture.size.height)
            if image.frame != f { image.frame = f }
            x += picture.size.width + margin
        }
        let available = max(0, content.width - x - trailing)
        let text = storedTextLabel
        let detail = storedDetailTextLabel
        func fitted(_ label: Label?) -> CGSize {
            guard let label else { return .zero }
            let s = label.intrinsicContentSize
            return CGSize(width: min(available, s.width), height: s.height)
        }
        switch style {
        case .default:
            text?.frame = CGRect(x: x, y: 0, width: available, height: content.height)
        case .subtitle:
            let t = fitted(text), d = fitted(detail)
            let top = pixel((content.height - t.height - d.height) / 2)
            text?.frame = CGRect(x: x, y: top, width: available, height: t.height)
            detail?.frame = CGRect(x: x, y: top + t.height, width: available, height: d.height)
        case .value1:
            let t = fitted(text), d = fitted(detail)
            text?.frame = CGRect(x: x, y: pixel((content.height - t.height) / 2), width: t.width, height: t.height)
            detail?.frame = CGRect(x: content.width - trailing - d.width, y: pixel((content.height - d.height) / 2),
                                   width: d.width, height: d.height)
        case .value2:
            let column = TableViewCell.valueTwoTextColumnWidth
            let t = fitted(text), d = fitted(detail)
            let tw = min(column, t.width)
            text?.frame = CGRect(x: x + column - tw, y: pixel((content.height - t.height) / 2), width: tw, height: t.height)
            let dx = x + column + TableViewCell.valueTwoColumnGap
            detail?.frame = CGRect(x: dx, y: pixel((content.height - d.height) / 2),
                                   width: max(0, min(d.width, content.width - dx - trailing)), height: d.height)
        }
    }
}
