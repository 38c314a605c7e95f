// A cell subclass in a file that imports Foundation as well as UIKit, as many files do: with ViewTreeUIKit,
// `IndexPath` in a type position is then ambiguous between Foundation's and the table's (the one edit:
// delete `import Foundation`, which ViewTreeUIKit re-exports).
// expect-error: 'IndexPath' is ambiguous for type lookup in this context
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
