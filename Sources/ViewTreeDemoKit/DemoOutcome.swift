import Foundation
import ViewTree

/// What a charted row did, in words read off its samples, so that the text under a chart always agrees
/// with the chart, whatever the profile (`shown from 0.1 s, hidden again from 1.9 s`).
enum DemoOutcome {
    /// One phrase for a row, from its values at the chart's sample times.
    static func describe(_ row: DemoRow, sampling: DemoSampling) -> String {
        let times = DemoTimeline.sampleTimes
        let values = sampling.values(of: row, at: times)
        guard let firstOnScreen = values.firstIndex(where: { $0 != nil }) else {
            return "never on screen (not in a visible window)"
        }
        var phrases: [String] = []
        if firstOnScreen > 0 {
            phrases.append("on screen from \(DemoText.seconds(times[firstOnScreen])) s")
        }
        switch row.probe.kind {
        case .alpha:
            phrases.append(contentsOf: alphaPhrases(values, times: times))
        case .points:
            phrases.append(contentsOf: pointPhrases(values, times: times))
        }
        return phrases.joined(separator: ", ")
    }

    private static func alphaPhrases(_ values: [CGFloat?], times: [TimeInterval]) -> [String] {
        guard let firstShown = values.firstIndex(where: { ($0 ?? 0) > 0 }) else { return ["hidden throughout"] }
        var phrases: [String] = []
        if firstShown == 0 || values[firstShown - 1] == nil {
            phrases.append("shown at once")
        } else {
            phrases.append("shown from \(DemoText.seconds(times[firstShown])) s")
        }
        let last = values.last.flatMap { $0 } ?? 0
        if last > 0 {
            phrases.append(last >= 1 ? "still fully shown at 3 s (kept)" : "still partly shown at 3 s")
        } else if let lastShown = values.lastIndex(where: { ($0 ?? 0) > 0 }) {
            phrases.append("hidden again from \(DemoText.seconds(times[lastShown + 1])) s")
        }
        return phrases
    }

    private static func pointPhrases(_ values: [CGFloat?], times: [TimeInterval]) -> [String] {
        let known = values.compactMap { $0 }
        guard let first = known.first, let last = known.last else { return [] }
        if first == last, known.allSatisfy({ $0 == first }) { return ["stays at \(UIKitFormat.number(first)) pt"] }
        var restIndex = values.count - 1
        while restIndex > 0, values[restIndex - 1] == last { restIndex -= 1 }
        var phrases = ["goes from \(UIKitFormat.number(first)) to \(UIKitFormat.number(last)) pt"]
        phrases.append(restIndex < values.count - 1 ? "at rest from \(DemoText.seconds(times[restIndex])) s"
                                                     : "still moving at 3 s")
        return phrases
    }
}
