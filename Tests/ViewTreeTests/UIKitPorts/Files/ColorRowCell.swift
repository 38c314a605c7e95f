// A cell subclass in a file that imports Foundation as well as UIKit, as many files do: `IndexPath` is
// Foundation's own type, with UIKit's `row` and `section`, so both imports see the same one.
import Foundation
import UIKit

final class ColorRowCell: UITableViewCell {
    private(set) var shownPath: IndexPath?

    func show(_ color: UIColor, at indexPath: IndexPath) {
        shownPath = indexPath
        backgroundColor = color
        text = "Row \(indexPath.row)"
    }
}
