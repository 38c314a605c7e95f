import Foundation
import ViewTree

/// A small line plot of values over time as an SVG document: what the demo draws for a scenario's
/// timeline (`--format svg`).
///
/// Values are fractions of their full scale (0…1: an alpha, or an offset divided by its maximum),
/// one per time; `nil` leaves a gap (nothing on screen). The x axis runs from the first to the last
/// time with a grid line every second; the y axis from 0 to 1. Each series gets a colour of a fixed
/// palette and a legend line under the plot; earlier series are drawn wider, so a later one lying on
/// top of an earlier one still shows both. Numbers have two decimals: the same plot, the same bytes.
public struct TimelinePlot {
    /// One line of the plot.
    public struct Series {
        /// The legend text.
        public var label: String
        /// One value per time of the plot, as a fraction of the full scale; `nil` is a gap.
        public var values: [CGFloat?]

        /// Creates a series.
        public init(label: String, values: [CGFloat?]) {
            self.label = label
            self.values = values
        }
    }

    /// The sample times, ascending.
    public var times: [TimeInterval]
    /// The lines.
    public var series: [Series]
    /// The width of the plotting area, in pixels.
    public var plotWidth: CGFloat = 600
    /// The height of the plotting area, in pixels.
    public var plotHeight: CGFloat = 160
    /// The y axis's title.
    public var yTitle = "alpha on screen"

    /// The colours of the series, in order (then again, dashed).
    public static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"]

    static let left: CGFloat = 44
    static let right: CGFloat = 16
    static let top: CGFloat = 12
    static let axisBand: CGFloat = 30
    static let legendLine: CGFloat = 16

    /// Creates a plot.
    public init(times: [TimeInterval], series: [Series]) {
        self.times = times
        self.series = series
    }

    /// The document's width in pixels.
    public var width: CGFloat { TimelinePlot.left + plotWidth + TimelinePlot.right }

    /// The document's height in pixels: the plot, the time axis and one legend line per series.
    public var height: CGFloat {
        TimelinePlot.top + plotHeight + TimelinePlot.axisBand + CGFloat(series.count) * TimelinePlot.legendLine + 8
    }

    /// The SVG document (`<svg …>…</svg>`, no XML declaration, so it can be nested).
    public func svg() -> String {
        func n(_ v: CGFloat) -> String { SVGFormat.number(v) }
        let t0 = times.first ?? 0, t1 = max(times.last ?? 1, t0 + 1e-9)
        let x0 = TimelinePlot.left, y0 = TimelinePlot.top
        func x(_ t: TimeInterval) -> CGFloat { x0 + CGFloat((t - t0) / (t1 - t0)) * plotWidth }
        func y(_ v: CGFloat) -> CGFloat { y0 + (1 - min(max(v, 0), 1)) * plotHeight }

        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0.00 0.00 \(n(width)) \(n(height))\" font-family=\"sans-serif\">\n"
        out += "<rect x=\"0.00\" y=\"0.00\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>\n"
        // Horizontal grid: 0, 0.5, 1.
        for v: CGFloat in [0, 0.5, 1] {
            out += "<line x1=\"\(n(x0))\" y1=\"\(n(y(v)))\" x2=\"\(n(x0 + plotWidth))\" y2=\"\(n(y(v)))\" stroke=\"#dddddd\" stroke-width=\"1.00\"/>\n"
            out += "<text x=\"\(n(x0 - 6))\" y=\"\(n(y(v) + 4))\" font-size=\"10.00\" text-anchor=\"end\" fill=\"#555555\">\(UIKitFormat.number(v))</text>\n"
        }
        // Vertical grid: every whole second.
        var second = t0.rounded(.up)
        while second <= t1 + 1e-9 {
            out += "<line x1=\"\(n(x(second)))\" y1=\"\(n(y0))\" x2=\"\(n(x(second)))\" y2=\"\(n(y0 + plotHeight))\" stroke=\"#dddddd\" stroke-width=\"1.00\"/>\n"
            out += "<text x=\"\(n(x(second)))\" y=\"\(n(y0 + plotHeight + 14))\" font-size=\"10.00\" text-anchor=\"middle\" fill=\"#555555\">\(UIKitFormat.number(CGFloat(second))) s</text>\n"
            second += 1
        }
        out += "<text x=\"\(n(12))\" y=\"\(n(y0 + plotHeight / 2))\" font-size=\"10.00\" text-anchor=\"middle\" fill=\"#555555\" transform=\"rotate(-90 \(n(12)) \(n(y0 + plotHeight / 2)))\">\(SVGFormat.escaped(yTitle))</text>\n"
        out += "<rect x=\"\(n(x0))\" y=\"\(n(y0))\" width=\"\(n(plotWidth))\" height=\"\(n(plotHeight))\" fill=\"none\" stroke=\"#999999\" stroke-width=\"1.00\"/>\n"

        for (i, s) in series.enumerated() {
            let color = TimelinePlot.palette[i % TimelinePlot.palette.count]
            let dash = i >= TimelinePlot.palette.count ? " stroke-dasharray=\"6.00 3.00\"" : ""
            let widthOfLine = max(1.5, 4.5 - CGFloat(i))
            // A polyline per run of values without gaps.
            var runs: [[String]] = [[]]
            for (t, value) in zip(times, s.values) {
                if let value, value.isFinite {
                    runs[runs.count - 1].append("\(n(x(t))),\(n(y(value)))")
                } else if !(runs.last?.isEmpty ?? true) {
                    runs.append([])
                }
            }
            for run in runs where !run.isEmpty {
                out += "<polyline points=\"\(run.joined(separator: " "))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(n(widthOfLine))\" stroke-linejoin=\"round\" stroke-opacity=\"0.85\"\(dash)/>\n"
            }
            let ly = y0 + plotHeight + TimelinePlot.axisBand + CGFloat(i) * TimelinePlot.legendLine
            out += "<line x1=\"\(n(x0))\" y1=\"\(n(ly - 4))\" x2=\"\(n(x0 + 24))\" y2=\"\(n(ly - 4))\" stroke=\"\(color)\" stroke-width=\"\(n(widthOfLine))\"\(dash)/>\n"
            out += "<text x=\"\(n(x0 + 32))\" y=\"\(n(ly))\" font-size=\"11.00\" fill=\"#222222\">\(SVGFormat.escaped(s.label))</text>\n"
        }
        out += "</svg>\n"
        return out
    }
}
