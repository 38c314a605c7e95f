import Foundation

extension TableViewCell {
    /// `UITableViewCell.EditingStyle`: the control an editing row shows.
    public enum EditingStyle: Int, Sendable, Equatable {
        /// No control.
        case none = 0
        /// The red minus (and, after a swipe, the Delete button).
        case delete = 1
        /// The green plus.
        case insert = 2
    }
}
