import Foundation
import ViewTree

/// Which scroll indicator.
public enum IndicatorAxis: String, Sendable, Equatable, CaseIterable {
    /// The vertical indicator, at the right edge.
    case vertical
    /// The horizontal indicator, at the bottom edge.
    case horizontal
}

/// The checks behind the `expect…` functions, without recording anything: each returns `nil` when the
/// expectation holds, or the failure message (what was expected, what was found) when it does not.
///
/// Use them to branch on UI state, to build your own assertions, or to test that an expectation
/// fails with the right words. Messages about a view that belongs to a world start with that world's
/// profile (`[ios13] `), so per-profile runs say which profile failed.
public enum UICheck {
    /// The indicator is on screen: it exists, is in the scroll view, is not hidden, and its alpha on
    /// screen (presentation) is above 0. With `time`, runs the scroll view's world until `time` first.
    public static func indicatorVisible(_ scrollView: ScrollView, axis: IndicatorAxis = .vertical,
                                        at time: TimeInterval? = nil) -> String? {
        indicator(scrollView, axis: axis, visible: true, at: time)
    }

    /// The indicator is not on screen: it does not exist, is not in the scroll view, is hidden, or its
    /// alpha on screen is 0. With `time`, runs the scroll view's world until `time` first.
    public static func indicatorHidden(_ scrollView: ScrollView, axis: IndicatorAxis = .vertical,
                                       at time: TimeInterval? = nil) -> String? {
        indicator(scrollView, axis: axis, visible: false, at: time)
    }

    private static func indicator(_ scrollView: ScrollView, axis: IndicatorAxis, visible: Bool,
                                  at time: TimeInterval?) -> String? {
        let label = labelFor(scrollView)
        let wanted = visible ? "visible" : "hidden"
        var when = ""
        if let time {
            guard let world = scrollView.simulation else {
                return label + "cannot check the \(axis) indicator of \(shortName(scrollView)) at t=\(formatTime(time)): the scroll view is in no world, so it has no clock"
            }
            guard time.isFinite, time >= world.now else {
                return label + "cannot check the \(axis) indicator of \(shortName(scrollView)) at t=\(formatTime(time)): the world's clock is already at t=\(formatTime(world.now)) and does not go back"
            }
            world.run(until: time)
            when = " at t=\(formatTime(time))"
        } else if let world = scrollView.simulation {
            when = " at t=\(formatTime(world.now))"
        }
        let subject = "the \(axis) scroll indicator of \(shortName(scrollView))"
        let view = axis == .vertical ? scrollView.verticalScrollIndicatorView : scrollView.horizontalScrollIndicatorView
        guard let view, view.superview === scrollView else {
            let flag = axis == .vertical ? "showsVerticalScrollIndicator" : "showsHorizontalScrollIndicator"
            let shows = axis == .vertical ? scrollView.showsVerticalScrollIndicator : scrollView.showsHorizontalScrollIndicator
            // iOS 13+ scroll views make their indicators at the first layout pass, scroll or flash.
            let none = shows ? "there is none yet (this iOS 13+ scroll view was not laid out, scrolled or flashed)" : "there is none (\(flag) is false)"
            let why = view == nil ? none : "it is not in the scroll view"
            return visible ? label + "expected \(subject) to be visible\(when), but \(why)" : nil
        }
        let model = view.alpha
        let onScreen = view.presentation().alpha
        let isVisible = !view.isHidden && onScreen > 0
        if isVisible == visible { return nil }
        var found = "its alpha on screen is \(formatNumber(onScreen)) (model alpha \(formatNumber(model))"
        if view.hasRunningAnimations { found += ", animating toward it" }
        found += ")"
        if view.isHidden { found = "it is hidden (isHidden = YES)" }
        return label + "expected \(subject) to be \(wanted)\(when), but \(found)"
    }

    /// The view's alpha is `expected` within `accuracy`; `tree` picks the model value (`view.alpha`,
    /// the default) or the value on screen (`view.presentation().alpha`).
    public static func alpha(of view: View, equals expected: CGFloat, accuracy: CGFloat = 0.001,
                             in tree: LayerTree = .model) -> String? {
        let found = tree == .model ? view.alpha : view.presentation().alpha
        if abs(found - expected) <= accuracy { return nil }
        let which = tree == .model ? "alpha" : "alpha on screen (presentation)"
        return labelFor(view) + "expected the \(which) of \(shortName(view)) to be \(formatNumber(expected)) ± \(formatNumber(accuracy))\(timeSuffix(view)), but found \(formatNumber(found))"
    }

    /// The view's frame is `expected`, each component within `accuracy`; `tree` picks the model frame
    /// (the default) or the frame on screen (`view.presentation().frame`).
    public static func frame(of view: View, equals expected: CGRect, accuracy: CGFloat = 0.001,
                             in tree: LayerTree = .model) -> String? {
        let found = tree == .model ? view.frame : view.presentation().frame
        let pairs = [(found.minX, expected.minX), (found.minY, expected.minY),
                     (found.width, expected.width), (found.height, expected.height)]
        if pairs.allSatisfy({ abs($0.0 - $0.1) <= accuracy }) { return nil }
        let which = tree == .model ? "frame" : "frame on screen (presentation)"
        return labelFor(view) + "expected the \(which) of \(shortName(view)) to be \(UIKitFormat.rect(expected))\(timeSuffix(view)), but found \(UIKitFormat.rect(found))"
    }

    /// `parent.subviews` are exactly `expected`, back to front; with `allowingOthers`, the `expected`
    /// views are subviews in this relative order and other subviews may come between (a scroll view's
    /// indicators, for instance).
    public static func subviewOrder(of parent: View, is expected: [View], allowingOthers: Bool = false) -> String? {
        let actual = parent.subviews
        let list: ([View]) -> String = { "[" + $0.map(shortName).joined(separator: ", ") + "]" }
        let missing = expected.filter { v in !actual.contains { $0 === v } }
        let subject = "the subviews of \(shortName(parent))"
        if !missing.isEmpty {
            return labelFor(parent) + "expected \(subject) to include \(list(missing)), but they are not subviews; found \(list(actual))"
        }
        let compared = allowingOthers ? actual.filter { v in expected.contains { $0 === v } } : actual
        if compared.count == expected.count, zip(compared, expected).allSatisfy({ $0 === $1 }) { return nil }
        let how = allowingOthers ? "in the order" : "to be exactly"
        return labelFor(parent) + "expected \(subject) \(how) \(list(expected)) (back to front), but found \(list(actual))"
    }

    /// The world recorded no diagnostics (nothing was rejected or repaired).
    public static func noDiagnostics(in world: Simulation) -> String? {
        let found = world.diagnostics
        if found.isEmpty { return nil }
        return profileLabel(world.profile) + "expected no diagnostics, but the world recorded \(found.count):\n"
            + found.map { "  \($0)" }.joined(separator: "\n")
    }

    private static func labelFor(_ view: View) -> String {
        view.simulation.map { profileLabel($0.profile) } ?? ""
    }

    private static func timeSuffix(_ view: View) -> String {
        view.simulation.map { " at t=\(formatTime($0.now))" } ?? ""
    }
}

/// `0.50`: times in messages, as in timelines.
func formatTime(_ t: TimeInterval) -> String { String(format: "%.2f", t) }

/// Expects the scroll indicator of `axis` to be on screen (see `UICheck.indicatorVisible`). With `time`,
/// runs the world's clock to `time` first. Returns whether it held.
@discardableResult
public func expectIndicatorVisible(_ scrollView: ScrollView, axis: IndicatorAxis = .vertical,
                                   at time: TimeInterval? = nil,
                                   fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                   line: UInt = #line, column: UInt = #column) -> Bool {
    report(UICheck.indicatorVisible(scrollView, axis: axis, at: time),
           CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects the scroll indicator of `axis` not to be on screen (see `UICheck.indicatorHidden`). With
/// `time`, runs the world's clock to `time` first. Returns whether it held.
@discardableResult
public func expectIndicatorHidden(_ scrollView: ScrollView, axis: IndicatorAxis = .vertical,
                                  at time: TimeInterval? = nil,
                                  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                  line: UInt = #line, column: UInt = #column) -> Bool {
    report(UICheck.indicatorHidden(scrollView, axis: axis, at: time),
           CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects the view's alpha (model by default, or `in: .presentation`) to be `expected` within
/// `accuracy`. Returns whether it held.
@discardableResult
public func expectAlpha(_ view: View, equals expected: CGFloat, accuracy: CGFloat = 0.001,
                        in tree: LayerTree = .model,
                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) -> Bool {
    report(UICheck.alpha(of: view, equals: expected, accuracy: accuracy, in: tree),
           CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects the view's frame (model by default, or `in: .presentation`) to be `expected`, each component
/// within `accuracy`. Returns whether it held.
@discardableResult
public func expectFrame(_ view: View, equals expected: CGRect, accuracy: CGFloat = 0.001,
                        in tree: LayerTree = .model,
                        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) -> Bool {
    report(UICheck.frame(of: view, equals: expected, accuracy: accuracy, in: tree),
           CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects `parent.subviews` to be `expected`, back to front (with `allowingOthers`, in this relative
/// order among other subviews). Returns whether it held.
@discardableResult
public func expectSubviewOrder(_ parent: View, _ expected: [View], allowingOthers: Bool = false,
                               fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                               line: UInt = #line, column: UInt = #column) -> Bool {
    report(UICheck.subviewOrder(of: parent, is: expected, allowingOthers: allowingOthers),
           CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Expects the world to have recorded no diagnostics; the failure lists them. Returns whether it held.
@discardableResult
public func expectNoDiagnostics(in world: Simulation,
                                fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                                line: UInt = #line, column: UInt = #column) -> Bool {
    report(UICheck.noDiagnostics(in: world), CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

private func report(_ message: String?, _ site: CallSite) -> Bool {
    guard let message else { return true }
    site.record(message)
    return false
}
