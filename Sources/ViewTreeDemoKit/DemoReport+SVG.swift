import Foundation
import ViewTree

extension DemoReport {
    /// Pictures of the tree are drawn at this many pixels per point.
    static let svgPictureScale: CGFloat = 0.5
    static let svgMargin: CGFloat = 16
    static let svgGap: CGFloat = 16

    /// `--format svg`: one SVG document with the scenario's title and explanation, a row of tree
    /// pictures per case (one per time, from `View.svgRendering`), and the alpha timeline as a plot.
    static func svg(_ scenario: DemoScenario, profiles: [PlatformProfile], times: [TimeInterval]) -> String {
        func n(_ v: CGFloat) -> String { SVGFormat.number(v) }
        let scale = svgPictureScale
        var pictureIndex = 0
        let rendered = renderCases(scenario, profiles: profiles, times: times) { demoCase, _ -> (String, CGSize) in
            pictureIndex += 1
            let svg = demoCase.window.svgRendering(scale: scale, idPrefix: "\(scenario.name)-\(pictureIndex)")
            return (svg, demoCase.window.bounds.size)
        }
        let sampling = DemoSampling(scenario, profiles: profiles)
        let plot = TimelinePlot(times: DemoTimeline.sampleTimes, series: sampling.rows.map { row in
            var label = "\(row.profile.identifier) · \(row.name)"
            if case .points(let maximum) = row.probe.kind { label += " (0–\(UIKitFormat.number(maximum)) pt)" }
            return TimelinePlot.Series(label: label,
                                       values: sampling.values(of: row, at: DemoTimeline.sampleTimes).map { row.fraction($0) })
        })

        // Layout, top to bottom: title, explanation, a row per case, the plot.
        let titleHeight: CGFloat = 28
        let lineHeight: CGFloat = 15
        let labelHeight: CGFloat = 18
        var y = svgMargin + titleHeight + CGFloat(scenario.explanation.count) * lineHeight + 8
        var body = ""
        // Text is not measured; estimate its width from the font size so that it fits.
        let title = scenario.heading
        var widest = max(plot.width, CGFloat(title.count) * 18 * 0.6,
                         CGFloat(scenario.explanation.map(\.count).max() ?? 0) * 12 * 0.55)
        for (profile, demoCase, pictures) in rendered {
            body += "<text x=\"\(n(svgMargin))\" y=\"\(n(y + 13))\" font-size=\"13.00\" font-weight=\"bold\">\(SVGFormat.escaped("\(profile.identifier) · \(demoCase.label)"))</text>\n"
            y += labelHeight
            var x = svgMargin
            var rowHeight: CGFloat = 0
            for (t, picture) in zip(times, pictures) {
                let size = CGSize(width: picture.1.width * scale, height: picture.1.height * scale)
                body += "<text x=\"\(n(x))\" y=\"\(n(y + 11))\" font-size=\"11.00\" fill=\"#555555\">t = \(DemoText.seconds(t)) s</text>\n"
                body += "<g transform=\"translate(\(n(x)) \(n(y + 16)))\">\n" + picture.0 + "</g>\n"
                x += size.width + svgGap
                rowHeight = max(rowHeight, 16 + size.height)
            }
            widest = max(widest, x - svgGap)
            y += rowHeight + svgGap
        }
        if scenario.kind == .eventLog {
            // No chart: the log of calls, in monospace, per variant.
            for run in logRuns(scenario, profiles: profiles) {
                body += "<text x=\"\(n(svgMargin))\" y=\"\(n(y + 13))\" font-size=\"13.00\" font-weight=\"bold\">\(SVGFormat.escaped("What happens: \(run.profile.identifier) · \(run.label)"))</text>\n"
                y += labelHeight
                for line in run.lines {
                    body += "<text x=\"\(n(svgMargin))\" y=\"\(n(y + 11))\" font-size=\"11.00\" font-family=\"monospace\" xml:space=\"preserve\">\(SVGFormat.escaped(line))</text>\n"
                    y += lineHeight
                    widest = max(widest, CGFloat(line.count) * 11 * 0.6)
                }
                y += svgGap
            }
        } else {
            body += "<text x=\"\(n(svgMargin))\" y=\"\(n(y + 13))\" font-size=\"13.00\" font-weight=\"bold\">\(SVGFormat.escaped("On-screen alpha, 0–3 s"))</text>\n"
            y += labelHeight
            body += "<g transform=\"translate(\(n(svgMargin)) \(n(y)))\">\n" + plot.svg() + "</g>\n"
            y += plot.height
        }
        let width = widest + 2 * svgMargin
        let height = y + svgMargin

        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0.00 0.00 \(n(width)) \(n(height))\" font-family=\"sans-serif\">\n"
        out += "<rect x=\"0.00\" y=\"0.00\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>\n"
        out += "<text x=\"\(n(svgMargin))\" y=\"\(n(svgMargin + 18))\" font-size=\"18.00\" font-weight=\"bold\">\(SVGFormat.escaped(title))</text>\n"
        for (i, line) in scenario.explanation.enumerated() {
            out += "<text x=\"\(n(svgMargin))\" y=\"\(n(svgMargin + titleHeight + CGFloat(i) * lineHeight + 10))\" font-size=\"12.00\">\(SVGFormat.escaped(line))</text>\n"
        }
        out += body
        out += "</svg>\n"
        return out
    }
}
