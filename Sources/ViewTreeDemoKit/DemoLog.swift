import Foundation
import ViewTree

/// What happened in one variant's world, in order, each line stamped with the world's virtual time:
/// view-controller callbacks, control events, gesture recognizers' state changes, the demo finger's
/// steps. The event-log scenarios (`navigation`, `modal`, `controls`, `gestures`, `scrolltouch`) print it
/// where the indicator scenarios print a chart.
///
/// Lines are recorded by the scenario's logging subclasses and actions as UIKit calls them, so the
/// order of the log is the order of the calls. Gesture recognizers have no callback for every state
/// change; the log asks each watched recognizer for its state before every line it records and after
/// every finger step, and records a change as a line of its own.
public final class DemoLog {
    /// One line of the log.
    public struct Entry: Equatable, Sendable {
        /// The world's virtual time when it was recorded, in seconds.
        public let time: TimeInterval
        /// Who it is about (`list`, `button`, `tap`, `finger`).
        public let subject: String
        /// What happened (`viewWillAppear(true)`, `touchUpInside`, `possible → ended (recognized)`).
        public let message: String
    }

    /// The lines, in the order they were recorded.
    public private(set) var entries: [Entry] = []
    /// The world whose clock stamps the lines (weak: the case owns the world, the world's views own
    /// the logging objects, and those own the log).
    weak var world: Simulation?
    private var watched: [Watched] = []

    private final class Watched {
        weak var recognizer: GestureRecognizer?
        let name: String
        let isDiscrete: Bool
        var last: GestureRecognizer.State = .possible

        init(_ recognizer: GestureRecognizer, name: String, isDiscrete: Bool) {
            self.recognizer = recognizer
            self.name = name
            self.isDiscrete = isDiscrete
        }
    }

    /// A log stamped by `world`'s clock.
    init(world: Simulation) {
        self.world = world
    }

    /// Records `message` about `subject` now, after any state change of the watched recognizers.
    func record(_ subject: String, _ message: String) {
        pollRecognizers()
        append(subject, message)
    }

    private func append(_ subject: String, _ message: String) {
        entries.append(Entry(time: world?.now ?? 0, subject: subject, message: message))
    }

    /// Records each state change of `recognizer` under `name`. `isDiscrete`: a tap or swipe, whose
    /// `ended` is UIKit's `recognized`.
    func watch(_ recognizer: GestureRecognizer, as name: String, isDiscrete: Bool) {
        watched.append(Watched(recognizer, name: name, isDiscrete: isDiscrete))
        // Actions run for began, changed, ended and cancelled: asking then catches an `ended` that is
        // reset to `possible` within the same touch delivery.
        recognizer.addAction { [weak self] _ in self?.pollRecognizers() }
        // A recognizer's own timers (a swipe's 0.5 s, a scroll view's 150 ms) change states between
        // fingers' steps: ask every `pollInterval` too.
        if watched.count == 1, let world {
            world.scheduledTimer(withTimeInterval: DemoLog.pollInterval, repeats: true) { [weak self] _ in self?.pollRecognizers() }
        }
    }

    /// How often the log asks the watched recognizers for their state between finger steps: 5 ms, so
    /// a change made by a recognizer's timer is stamped within 5 ms of it.
    static let pollInterval: TimeInterval = 0.005

    /// Records the watched recognizers' state changes since they were last asked.
    func pollRecognizers() {
        for w in watched {
            guard let state = w.recognizer?.state, state != w.last else { continue }
            var message = "\(w.last) → \(state)"
            if state == .ended, w.isDiscrete { message += " (recognized)" }
            if state == .possible { message += " (reset)" }
            w.last = state
            append(w.name, message)
        }
    }

    /// The subjects, in the order they first appear.
    var subjects: [String] {
        var seen: [String] = []
        for entry in entries where !seen.contains(entry.subject) { seen.append(entry.subject) }
        return seen
    }

    /// The log as text lines: `  0.350 s  detail   viewDidAppear(true)`, times with three decimals,
    /// subjects padded to one column.
    func lines(indent: String = "  ") -> [String] {
        let width = entries.map(\.subject.count).max() ?? 0
        return entries.map { entry in
            indent + DemoText.padLeft(DemoLog.time(entry.time), 6) + " s  " + DemoText.pad(entry.subject, width) + "  " + entry.message
        }
    }

    /// A time with three decimals (`0.350`): the clock's steps here are whole milliseconds.
    static func time(_ t: TimeInterval) -> String {
        let milliseconds = Int((t * 1000).rounded())
        let text = String(milliseconds / 1000) + "." + DemoText.padLeft(String(milliseconds % 1000), 3).replacingOccurrences(of: " ", with: "0")
        return text
    }
}
