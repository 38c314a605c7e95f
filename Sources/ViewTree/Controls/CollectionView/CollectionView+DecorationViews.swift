import Foundation

/// The decoration views a collection view shows (section backgrounds, shelves, separators): made from the classes
/// and nibs registered with the layout (`register(_:forDecorationViewOfKind:)`), not from the data source, and
/// reused by kind, as UIKit's are.
struct DecorationViewState {
    /// The views shown, by kind and index path.
    var visible: [String: CollectionReusableView] = [:]
    /// Views taken off screen, by kind, for the next decoration of that kind.
    var pool: [String: [CollectionReusableView]] = [:]
    /// The kinds reported as unregistered (each reported once per collection view).
    var reportedKinds: Set<String> = []
}

extension CollectionView {
    /// A decoration view's key: its kind and index path.
    static func decorationKey(_ kind: String, _ path: TableIndexPath) -> String {
        kind + "\u{0}" + path.map(String.init).joined(separator: ".")
    }

    /// Takes the decoration views whose keys are not in `wanted` off screen, into the pool of their kind.
    func retireDecorationViews(except wanted: Set<String>) {
        for (key, view) in decorations.visible.sorted(by: { $0.key < $1.key }) where !wanted.contains(key) {
            decorations.visible[key] = nil
            view.removeFromSuperview()
            if let kind = view.reuseIdentifier { decorations.pool[kind, default: []].append(view) }
        }
    }

    /// The view for a decoration element: the one shown for it, else a pooled or new view of its kind from the
    /// layout's registration, placed behind the cells and supplementary views (above the background view), as
    /// UIKit puts decoration views such as a section's background. A kind nothing is registered for shows
    /// nothing, once reported (UIKit raises).
    func decorationView(for a: CollectionViewLayoutAttributes, kind: String) -> CollectionReusableView? {
        let key = Self.decorationKey(kind, a.indexPath)
        if let shown = decorations.visible[key] { return shown }
        let view: CollectionReusableView
        if let pooled = decorations.pool[kind]?.popLast() {
            pooled.prepareForReuse()
            view = pooled
        } else if let made = collectionViewLayout.makeDecorationView(ofKind: kind) {
            // A maker (a nib's, or the app's) may hand out a view that is already somewhere: shown for another
            // decoration, in another tree, or this collection view or one of its ancestors (a cycle).
            if made.superview != nil || isDescendant(of: made) || decorations.visible.values.contains(where: { $0 === made }) {
                if decorations.reportedKinds.insert(kind).inserted {
                    reject(.invalidValue, "the decoration view maker for kind \"\(kind)\" at \(a.indexPath) returned \(made.diagnosticName), which is already in a view tree (shown for another decoration, in another view, or this collection view or one of its ancestors); a maker must return a new view; it is not shown")
                }
                return nil
            }
            made.reuseIdentifier = kind
            view = made
        } else {
            if decorations.reportedKinds.insert(kind).inserted {
                reject(.invalidValue, "the layout has a decoration view of kind \"\(kind)\" at \(a.indexPath), but \(collectionViewLayout.decorationRegistrationProblem(ofKind: kind)) (UIKit raises NSInternalInconsistencyException: could not dequeue a view of kind: \(kind)); it is not shown")
            }
            return nil
        }
        // The decoration views sit together just above the background view, in the order they were shown.
        var index = 0
        if let background = backgroundView, background.superview === self, let at = subviews.firstIndex(where: { $0 === background }) {
            index = at + 1
        }
        index += decorations.visible.values.filter { $0.superview === self }.count
        decorations.visible[key] = view
        insertSubview(view, at: min(index, subviews.count))
        return view
    }

    /// Takes every decoration view off screen and forgets the pooled ones: they were made from the old layout's
    /// registrations, and a new layout makes its own.
    func forgetDecorationViews() {
        retireDecorationViews(except: [])
        decorations.pool = [:]
    }
}
