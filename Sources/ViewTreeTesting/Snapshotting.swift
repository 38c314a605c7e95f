import Foundation
import ViewTree

/// A snapshot strategy: how to turn a value into the text stored in a reference file.
///
/// As in swift-snapshot-testing, a strategy is a plain value, chosen at the call site
/// (`assertSnapshot(of: view, as: .recursiveDescription)`), and strategies compose with `pullback`:
/// a strategy for views becomes a strategy for view controllers, scenarios or anything that has a view.
/// ViewTree's snapshots are all text, so there is no `Format` parameter: text is compared line by line
/// and a mismatch shows a unified diff.
public struct Snapshotting<Value> {
    /// The file extension of reference files, without the dot (`txt`).
    public var pathExtension: String
    /// Turns a value into its snapshot text.
    public var snapshot: (Value) -> String

    /// Creates a strategy.
    public init(pathExtension: String = "txt", snapshot: @escaping (Value) -> String) {
        self.pathExtension = pathExtension
        self.snapshot = snapshot
    }

    /// A strategy for `NewValue`s that snapshots the `Value` that `transform` makes of them:
    /// `Snapshotting<View>.ascii(columns: 40, rows: 12).pullback { (screen: Screen) in screen.rootView }`.
    public func pullback<NewValue>(_ transform: @escaping (NewValue) -> Value) -> Snapshotting<NewValue> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue>(pathExtension: pathExtension) { snapshot(transform($0)) }
    }
}

extension Snapshotting where Value == String {
    /// The string itself.
    public static var lines: Snapshotting<String> { Snapshotting { $0 } }
}

extension Snapshotting where Value: View {
    /// The view's `recursiveDescription()`: one UIKit-format line per view, ids in place of addresses.
    public static var recursiveDescription: Snapshotting<Value> {
        Snapshotting { $0.recursiveDescription() }
    }

    /// The view's `TreeSnapshot` as pretty-printed JSON with sorted keys.
    public static var json: Snapshotting<Value> {
        Snapshotting { $0.treeSnapshot().jsonString() }
    }

    /// An ASCII picture of the view's tree (`View.asciiRendering(columns:rows:style:tree:labeled:)`):
    /// frames scaled to a `columns` × `rows` grid, outlines drawn with `+-|` (or box characters),
    /// visible scroll indicators as solid bars, hidden and transparent views left out.
    public static func ascii(columns: Int = 40, rows: Int = 20, style: AsciiRenderingStyle = .ascii,
                             tree: LayerTree = .presentation, labeled: Bool = true) -> Snapshotting<Value> {
        Snapshotting { $0.asciiRendering(columns: columns, rows: rows, style: style, tree: tree, labeled: labeled) }
    }
}

extension Snapshotting where Value == TreeSnapshot {
    /// The snapshot as pretty-printed JSON with sorted keys.
    public static var json: Snapshotting<TreeSnapshot> {
        Snapshotting { $0.jsonString() }
    }
}

extension Snapshotting where Value == Simulation {
    /// The world's diagnostics, one per line (`[code] subject: message`), or `(no diagnostics)`.
    public static var diagnostics: Snapshotting<Simulation> {
        Snapshotting { world in
            world.diagnostics.isEmpty ? "(no diagnostics)\n" : world.diagnostics.map { "\($0)\n" }.joined()
        }
    }
}
