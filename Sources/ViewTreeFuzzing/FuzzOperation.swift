import Foundation
import ViewTree

/// A view the fuzzer refers to: handle 0 and 1 are the episode's two windows; every other handle
/// is given to exactly one `make` (or one view of a `makeTree`) and never reused.
public typealias FuzzHandle = Int

/// The shape of a tree made in one step by `FuzzOperation.makeTree`.
public enum FuzzTreeShape: String, Sendable, Hashable, CaseIterable, Codable {
    /// Every view is a subview of the first one.
    case wide
    /// Each view is the only subview of the previous one (a chain).
    case deep
    /// Each view goes under a random earlier view of the tree.
    case random
}

/// One change made inside a `View.animate` block.
public enum FuzzAnimatedChange: Sendable, Hashable {
    /// `v.alpha = value`.
    case alpha(FuzzHandle, Double)
    /// `v.frame = rect`.
    case frame(FuzzHandle, CGRect)
    /// `v.center = point`.
    case center(FuzzHandle, CGPoint)
    /// `v.isHidden = value` (not animatable; set inside the block all the same).
    case hidden(FuzzHandle, Bool)

    /// The view the change is made to.
    public var handle: FuzzHandle {
        switch self {
        case .alpha(let h, _), .frame(let h, _), .center(let h, _), .hidden(let h, _): h
        }
    }
}

/// One step of a fuzz episode: a call on ViewTree's public API, with its arguments.
///
/// Views are named by handle, not by reference, so a sequence can be generated without running it,
/// printed, shrunk (an operation whose view no longer exists is skipped) and replayed from scratch.
/// To add an operation (say, typing text into a `TextView`): add a case here with a `swiftLine`, an
/// entry in `FuzzGenerator.operationTable` that produces it, and a case in `FuzzSession.perform`
/// (plus `TreeModel.expect` when it changes something the model tracks).
public enum FuzzOperation: Sendable, Hashable {
    /// `let v = Kind(frame:)`: a new detached view, held by the fuzzer.
    case make(FuzzHandle, FuzzViewKind, CGRect)
    /// Makes `count` views with handles `first ..< first + count` (kinds and frames drawn from
    /// `seed`) and builds them into one detached tree rooted at `first`.
    case makeTree(first: FuzzHandle, count: Int, shape: FuzzTreeShape, seed: UInt64)
    /// `parent.addSubview(child)`.
    case add(parent: FuzzHandle, child: FuzzHandle)
    /// `parent.insertSubview(child, at: index)`.
    case insert(parent: FuzzHandle, child: FuzzHandle, index: Int)
    /// `parent.insertSubview(child, aboveSubview: sibling)`.
    case insertAbove(parent: FuzzHandle, child: FuzzHandle, sibling: FuzzHandle)
    /// `parent.insertSubview(child, belowSubview: sibling)`.
    case insertBelow(parent: FuzzHandle, child: FuzzHandle, sibling: FuzzHandle)
    /// `v.removeFromSuperview()`.
    case remove(FuzzHandle)
    /// `parent.bringSubviewToFront(child)`.
    case bringToFront(parent: FuzzHandle, child: FuzzHandle)
    /// `parent.sendSubviewToBack(child)`.
    case sendToBack(parent: FuzzHandle, child: FuzzHandle)
    /// `parent.exchangeSubview(at: i, withSubviewAt: j)`.
    case exchange(parent: FuzzHandle, FuzzHandle, Int)
    /// `v.frame = rect`.
    case setFrame(FuzzHandle, CGRect)
    /// `v.bounds = rect`.
    case setBounds(FuzzHandle, CGRect)
    /// `v.center = point`.
    case setCenter(FuzzHandle, CGPoint)
    /// `v.alpha = value`.
    case setAlpha(FuzzHandle, Double)
    /// `v.isHidden = value`.
    case setHidden(FuzzHandle, Bool)
    /// `v.tag = value`.
    case setTag(FuzzHandle, Int)
    /// `v.autoresizingMask = AutoresizingMask(rawValue: value)`.
    case setAutoresizingMask(FuzzHandle, UInt)
    /// `scrollView.contentSize = size`.
    case setContentSize(FuzzHandle, CGSize)
    /// `scrollView.setContentOffset(point, animated:)`.
    case setContentOffset(FuzzHandle, CGPoint, animated: Bool)
    /// `scrollView.beginPan(at: point)`.
    case beginPan(FuzzHandle, CGPoint)
    /// `scrollView.movePan(to: point)`.
    case movePan(FuzzHandle, CGPoint)
    /// `scrollView.endPan(velocity: velocity)`.
    case endPan(FuzzHandle, CGPoint)
    /// `scrollView.drag(from:to:duration:)`.
    case drag(FuzzHandle, from: CGPoint, to: CGPoint, duration: Double)
    /// `scrollView.flashScrollIndicators()`.
    case flash(FuzzHandle)
    /// `View.animate(withDuration:delay:options:animations:completion:)` with the changes inside.
    case animate(duration: Double, delay: Double, changes: [FuzzAnimatedChange])
    /// `let c = world.install(category)`, remembered under `id`.
    case installCategory(id: Int, FuzzCategory)
    /// `c.remove()` for the category installed under `id` (a second removal is bad input on purpose).
    case removeCategory(id: Int)
    /// `world.run(for: duration)`.
    case run(Double)
    /// A change of `v`'s iOS 17 trait overrides, a forced trait update, or a re-entrant registration
    /// (`FuzzTraitChange`).
    case traits(FuzzHandle, FuzzTraitChange)
    /// `recursiveDescription()` and `treeSnapshot().jsonString()` of every root, twice each.
    case snapshot
    /// The fuzzer drops its reference to `v` (`v = nil`): the view lives on only if a superview
    /// holds it.
    case release(FuzzHandle)
    /// A screen is dismissed: `v.removeFromSuperview()`, then the fuzzer drops its references to
    /// `v` and to every view below it; the whole subtree must be freed at once.
    case discard(FuzzHandle)
    /// A step on view controllers, containers, presentations, tabs or lists (`FuzzControllerOperation`; its
    /// handles name controllers, not views).
    case controller(FuzzControllerOperation)
    /// An Auto Layout step: a constraint made and activated, changed, deactivated, or a layout pass
    /// (`FuzzConstraintStep`; constraints are named by id).
    case constraint(FuzzConstraintStep)
    /// A step on a legacy alert view or action sheet (`FuzzLegacyAlertStep`; alerts are named by id).
    case alert(FuzzLegacyAlertStep)
    /// A step on stack views, diffable collection views with compositional layouts and outlines, or menus
    /// (`FuzzCollectionStep`; objects named by id in the family's own window).
    case collection(FuzzCollectionStep)
    /// A step on text views and text fields (`FuzzTextStep`; objects named by id in the family's own window).
    case text(FuzzTextStep)
    /// A step on views with gesture recognizers and fingers (`FuzzGestureStep`; objects named by id in the family's own
    /// window).
    case gesture(FuzzGestureStep)
    /// A step on Auto Layout views drawn from a hidden target and on stack views (`FuzzLayoutStep`; objects named by id
    /// in the family's own window).
    case layout(FuzzLayoutStep)

    /// Every handle the operation names (views it needs to exist, or makes).
    public var handles: [FuzzHandle] {
        switch self {
        case .make(let h, _, _): [h]
        case .makeTree(let first, let count, _, _): [first] + (count > 1 ? [first + count - 1] : [])
        case .add(let p, let c), .bringToFront(let p, let c), .sendToBack(let p, let c): [p, c]
        case .insert(let p, let c, _): [p, c]
        case .insertAbove(let p, let c, let s), .insertBelow(let p, let c, let s): [p, c, s]
        case .exchange(let p, _, _): [p]
        case .remove(let h), .setFrame(let h, _), .setBounds(let h, _), .setCenter(let h, _),
             .setAlpha(let h, _), .setHidden(let h, _), .setTag(let h, _), .setAutoresizingMask(let h, _),
             .setContentSize(let h, _), .setContentOffset(let h, _, _), .beginPan(let h, _), .movePan(let h, _),
             .endPan(let h, _), .drag(let h, _, _, _), .flash(let h), .release(let h), .discard(let h),
             .traits(let h, _):
            [h]
        case .animate(_, _, let changes): changes.map(\.handle)
        case let .constraint(step): step.handles
        case .installCategory, .removeCategory, .run, .snapshot, .controller, .alert, .collection, .text, .gesture, .layout: []
        }
    }
}

// MARK: - Swift-like lines

extension FuzzOperation {
    /// The operation as a line of Swift (close to compilable: `v7` names handle 7).
    public var swiftLine: String {
        let n = FuzzOperation.name
        switch self {
        case let .make(h, kind, frame):
            return "let \(n(h)) = \(kind.swiftName)(frame: \(lit(frame)))"
        case let .makeTree(first, count, shape, seed):
            return "let \(n(first))…\(n(first + count - 1)) = makeTree(count: \(count), shape: .\(shape.rawValue), seed: 0x\(String(seed, radix: 16)))  // root \(n(first))"
        case let .add(p, c): return "\(n(p)).addSubview(\(n(c)))"
        case let .insert(p, c, i): return "\(n(p)).insertSubview(\(n(c)), at: \(i))"
        case let .insertAbove(p, c, s): return "\(n(p)).insertSubview(\(n(c)), aboveSubview: \(n(s)))"
        case let .insertBelow(p, c, s): return "\(n(p)).insertSubview(\(n(c)), belowSubview: \(n(s)))"
        case let .remove(h): return "\(n(h)).removeFromSuperview()"
        case let .bringToFront(p, c): return "\(n(p)).bringSubviewToFront(\(n(c)))"
        case let .sendToBack(p, c): return "\(n(p)).sendSubviewToBack(\(n(c)))"
        case let .exchange(p, i, j): return "\(n(p)).exchangeSubview(at: \(i), withSubviewAt: \(j))"
        case let .setFrame(h, r): return "\(n(h)).frame = \(lit(r))"
        case let .setBounds(h, r): return "\(n(h)).bounds = \(lit(r))"
        case let .setCenter(h, p): return "\(n(h)).center = \(lit(p))"
        case let .setAlpha(h, a): return "\(n(h)).alpha = \(lit(a))"
        case let .setHidden(h, v): return "\(n(h)).isHidden = \(v)"
        case let .setTag(h, t): return "\(n(h)).tag = \(t)"
        case let .setAutoresizingMask(h, m): return "\(n(h)).autoresizingMask = AutoresizingMask(rawValue: \(m))"
        case let .setContentSize(h, s): return "\(n(h)).contentSize = \(lit(s))"
        case let .setContentOffset(h, p, animated): return "\(n(h)).setContentOffset(\(lit(p)), animated: \(animated))"
        case let .beginPan(h, p): return "\(n(h)).beginPan(at: \(lit(p)))"
        case let .movePan(h, p): return "\(n(h)).movePan(to: \(lit(p)))"
        case let .endPan(h, v): return "\(n(h)).endPan(velocity: \(lit(v)))"
        case let .drag(h, from, to, d): return "\(n(h)).drag(from: \(lit(from)), to: \(lit(to)), duration: \(lit(d)))"
        case let .flash(h): return "\(n(h)).flashScrollIndicators()"
        case let .traits(h, change): return change.swiftLine(n(h))
        case let .animate(d, delay, changes):
            let body = changes.map { change -> String in
                switch change {
                case let .alpha(h, a): "\(n(h)).alpha = \(lit(a))"
                case let .frame(h, r): "\(n(h)).frame = \(lit(r))"
                case let .center(h, p): "\(n(h)).center = \(lit(p))"
                case let .hidden(h, v): "\(n(h)).isHidden = \(v)"
                }
            }.joined(separator: "; ")
            return "View.animate(withDuration: \(lit(d)), delay: \(lit(delay)), animations: { \(body) }, completion: { _ in })"
        case let .installCategory(id, category): return "let c\(id) = world.install(\(category.swiftDefinition))"
        case let .removeCategory(id): return "c\(id).remove()"
        case let .run(d): return "world.run(for: \(lit(d)))"
        case .snapshot: return "for root in roots { _ = (root.recursiveDescription(), root.treeSnapshot().jsonString()) }  // twice: same bytes"
        case let .release(h): return "\(n(h)) = nil  // the fuzzer's last reference"
        case let .discard(h): return "\(n(h)).removeFromSuperview(); \(n(h)) = nil  // and every reference into its subtree"
        case let .controller(op): return op.swiftLine
        case let .constraint(step): return step.swiftLine
        case let .alert(step): return step.swiftLine
        case let .collection(step): return step.swiftLine
        case let .text(step): return step.swiftLine
        case let .gesture(step): return step.swiftLine
        case let .layout(step): return step.swiftLine
        }
    }

    /// `window`, `window2`, or `v7`.
    public static func name(_ h: FuzzHandle) -> String {
        switch h {
        case 0: "window"
        case 1: "window2"
        default: "v\(h)"
        }
    }
}

/// A number as Swift source.
func lit(_ v: Double) -> String {
    if v.isNaN { return ".nan" }
    if v == .infinity { return ".infinity" }
    if v == -.infinity { return "-.infinity" }
    if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
    return "\(v)"
}

func lit(_ v: CGFloat) -> String { lit(Double(v)) }

func lit(_ r: CGRect) -> String {
    "CGRect(x: \(lit(r.origin.x)), y: \(lit(r.origin.y)), width: \(lit(r.size.width)), height: \(lit(r.size.height)))"
}

func lit(_ p: CGPoint) -> String { "CGPoint(x: \(lit(p.x)), y: \(lit(p.y)))" }

func lit(_ s: CGSize) -> String { "CGSize(width: \(lit(s.width)), height: \(lit(s.height)))" }
