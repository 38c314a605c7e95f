import Foundation

// The iOS 14 column API of a split view controller: split behaviors, showing and hiding columns, and the
// supplementary column's widths and the looks that are only kept.

extension SplitViewController {
    /// `UISplitViewController.SplitBehavior` (iOS 14), with UIKit's raw values: how the columns share the width.
    public enum SplitBehavior: Int, Sendable, Hashable {
        /// `.automatic`: the split view controller chooses (see `splitBehavior`).
        case automatic = 0
        /// `.tile`: the columns sit side by side.
        case tile = 1
        /// `.overlay`: the sidebar columns cover the secondary.
        case overlay = 2
        /// `.displace`: the sidebar columns push the secondary over, partly off screen.
        case displace = 3
    }

    /// `UISplitViewController.BackgroundStyle` (iOS 14): the primary column's background; kept.
    public enum BackgroundStyle: Int, Sendable, Hashable {
        /// `.none`.
        case none = 0
        /// `.sidebar`: the sidebar's material.
        case sidebar = 1
    }

    /// `UISplitViewController.DisplayModeButtonVisibility` (iOS 14); kept.
    public enum DisplayModeButtonVisibility: Int, Sendable, Hashable {
        /// `.automatic`.
        case automatic = 0
        /// `.never`.
        case never = 1
        /// `.always`.
        case always = 2
    }

    /// `UISplitViewController.PrimaryEdge` (iOS 11); kept (ViewTree's primary is at the leading edge).
    public enum PrimaryEdge: Int, Sendable, Hashable {
        /// `.leading`.
        case leading = 0
        /// `.trailing`.
        case trailing = 1
    }

    /// `splitBehavior` (iOS 14): the behavior in effect — `preferredSplitBehavior` when set; otherwise, as UIKit
    /// chooses on an iPad, `.tile` for two columns and `.displace` for three when the split view is wider than tall,
    /// and `.overlay` when it is taller (WWDC 2020 "Build for iPad": side by side in landscape, the sidebar over the
    /// content in portrait; Mail's three columns push the content aside in landscape).
    public var splitBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        let size = storedView?.bounds.size ?? defaultViewFrame.size
        guard size.width > size.height else { return .overlay }
        return style == .tripleColumn ? .displace : .tile
    }

    /// The display mode compatible with `behavior` closest to `mode` (UISplitViewController documentation: each
    /// split behavior allows some display modes — tile: secondary only, one and two beside; overlay: secondary
    /// only, one and two over; displace: secondary only, one beside, two displace).
    static func displayMode(_ mode: DisplayMode, compatibleWith behavior: SplitBehavior) -> DisplayMode {
        switch (behavior, mode) {
        case (.tile, .oneOverSecondary): return .oneBesideSecondary
        case (.tile, .twoOverSecondary), (.tile, .twoDisplaceSecondary): return .twoBesideSecondary
        case (.overlay, .oneBesideSecondary): return .oneOverSecondary
        case (.overlay, .twoBesideSecondary), (.overlay, .twoDisplaceSecondary): return .twoOverSecondary
        case (.displace, .oneOverSecondary): return .oneBesideSecondary
        case (.displace, .twoBesideSecondary), (.displace, .twoOverSecondary): return .twoDisplaceSecondary
        default: return mode
        }
    }

    /// `show(_:)` (iOS 14): shows `column` — the primary or the supplementary beside (or over) the secondary, the
    /// secondary alone — telling the delegate `willShow` first. Collapsed, the column's controller becomes the one
    /// shown (the compact column stays). A classic split view controller, or a column it does not have, is
    /// rejected with a diagnostic.
    public func show(_ column: Column) {
        guard validColumnRequest(column, "show") else { return }
        guard tellDelegate({ $0.splitViewController(self, willShow: column) }) else { return }
        if isCollapsed {
            collapsedTopColumn = column
        } else {
            let behavior = splitBehavior
            let wanted: DisplayMode
            switch column {
            case .primary: wanted = style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
            case .supplementary: wanted = .oneBesideSecondary
            case .secondary, .compact: wanted = .secondaryOnly
            }
            requestedDisplayMode = Self.displayMode(wanted, compatibleWith: behavior)
        }
        if isViewLoaded { layoutColumns() }
    }

    /// `hide(_:)` (iOS 14): hides `column` (the primary: the supplementary, if any, stays; the supplementary: the
    /// secondary alone), telling the delegate `willHide` first. The secondary cannot be hidden; it and the
    /// compact column are ignored, as UIKit ignores them.
    public func hide(_ column: Column) {
        guard validColumnRequest(column, "hide"), column == .primary || column == .supplementary else { return }
        guard tellDelegate({ $0.splitViewController(self, willHide: column) }) else { return }
        if !isCollapsed {
            let wanted: DisplayMode = column == .primary && style == .tripleColumn ? .oneBesideSecondary : .secondaryOnly
            requestedDisplayMode = Self.displayMode(wanted, compatibleWith: splitBehavior)
        }
        if isViewLoaded { layoutColumns() }
    }

    /// Tells the delegate that a column will show or hide; `false` (with a diagnostic) when called again from inside
    /// that call — a delegate that shows or hides a column from `willShow`/`willHide` would otherwise never end.
    private func tellDelegate(_ tell: (SplitViewControllerDelegate) -> Void) -> Bool {
        guard !isTellingColumnChange else {
            report(.invalidValue, "show(_:)/hide(_:) called from the delegate's willShow/willHide; ignored (it would never end)")
            return false
        }
        isTellingColumnChange = true
        defer { isTellingColumnChange = false }
        if let delegate { tell(delegate) }
        return true
    }

    private func validColumnRequest(_ column: Column, _ name: String) -> Bool {
        guard style != .unspecified else {
            report(.invalidValue, "\(name)(\(column)): a classic split view controller (made without a style) has no columns to \(name); nothing changed")
            return false
        }
        if column == .supplementary, style != .tripleColumn {
            report(.invalidValue, "\(name)(.supplementary): a double-column split view controller has no supplementary column; nothing changed")
            return false
        }
        return true
    }
}
