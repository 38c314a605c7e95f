import Foundation

// A cell's selection style. The selected and highlighted state themselves are stored in the class
// (overridable `setSelected(_:animated:)` / `setHighlighted(_:animated:)`); the table drives them
// (TableView+Selection.swift).
extension TableViewCell {
    /// `UITableViewCell.SelectionStyle`, with UIKit's raw values (none 0, blue 1, gray 2, default 3).
    public enum SelectionStyle: Int, Sendable, Equatable {
        /// No distinct look when selected.
        case none = 0
        /// The default background when selected (blue before iOS 7; "In iOS 7, the selection color
        /// is no longer blue", Apple's documentation).
        case blue = 1
        /// A gray background when selected.
        case gray = 2
        /// The selection style to use for tables (iOS 7+).
        case `default` = 3
    }

    /// `.default`: a new cell's `selectionStyle`. Source: Apple's documentation of
    /// `UITableViewCell.selectionStyle` ("The default value is `UITableViewCell.SelectionStyle.default`"),
    /// a case that exists from iOS 7; before iOS 7 the default was `.blue`, but ViewTree's oldest
    /// profile is iOS 7, so no profile needs the older value.
    public static let defaultSelectionStyle: SelectionStyle = .default
}
