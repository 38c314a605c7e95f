// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// Hostile input for what the fifteenth probe of public UIKit files added: ranges at the ends of `Int`, words far
/// longer than any dictionary's, an expiration handler that expires again, bounds that are not numbers. Each is
/// answered or refused; none traps, hangs or corrupts the state.
@Suite struct ProbeFifteenHostileInputTests {
    @Test func aTextCheckerRangeAtTheEndsOfIntIsClippedNotTrapped() {
        let t = TestWorld()
        t.simulation.spelling.dictionaries["en"] = ["word"]
        let checker = UITextChecker()
        let text = "wrod word"
        for range in [NSRange(location: Int.max, length: 10), NSRange(location: Int.max - 1, length: Int.max),
                      NSRange(location: -5, length: Int.max), NSRange(location: 3, length: -7), NSRange(location: NSNotFound, length: 1)] {
            let found = checker.rangeOfMisspelledWord(in: text, range: range, startingAt: Int.min, wrap: true, language: "en")
            #expect(found.location == NSNotFound || found == NSRange(location: 0, length: 4))
            #expect(checker.guesses(forWordRange: range, in: text, language: "en") == nil)
            #expect(checker.completions(forPartialWordRange: range, in: text, language: "en") == nil)
        }
        #expect(checker.rangeOfMisspelledWord(in: text, range: NSRange(location: -5, length: Int.max), startingAt: 0,
                                              wrap: false, language: "en") == NSRange(location: 0, length: 4))
    }

    @Test func aWordFarLongerThanTheDictionarysGetsNoGuessesQuickly() {
        let t = TestWorld()
        t.simulation.spelling.dictionaries["en"] = Set((0..<2_000).map { "word\($0)" })
        let huge = String(repeating: "a", count: 200_000)
        // Every guess is at most two edits away, so a word whose length differs by more is no guess: none is
        // measured (a full edit-distance table would be 200,000 × 9 cells for each of the 2,000 words).
        #expect(UITextChecker().guesses(forWordRange: NSRange(location: 0, length: 200_000), in: huge, language: "en") == [])
    }

    @Test func anExpirationHandlerThatExpiresAgainRunsOnce() {
        let t = TestWorld()
        let app = UIApplication.shared
        let record = t.simulation.application.backgroundTasks
        var calls = 0
        var task = UIBackgroundTaskIdentifier.invalid
        task = app.beginBackgroundTask(withName: "sync") {
            calls += 1
            _ = record.expireAll()                          // re-entrant: would call this handler forever
            app.endBackgroundTask(task)
        }
        #expect(record.expireAll().isEmpty)
        #expect(calls == 1)
        #expect(t.simulation.diagnostics.contains { $0.message.contains("expireAll") })
    }

    @Test func pdfBoundsThatAreNotNumbersGiveLetterPages() {
        _ = TestWorld()
        for bounds in [CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1),
                       CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100), CGRect(x: 0, y: -CGFloat.infinity, width: 100, height: 100)] {
            let data = UIGraphicsPDFRenderer(bounds: bounds).pdfData { context in
                context.beginPage()
                context.beginPage(withBounds: bounds, pageInfo: [:])
                context.setURL(URL(string: "https://example.com")!, for: bounds)
                context.addDestination(withName: "top", at: CGPoint(x: CGFloat.nan, y: 0))
            }
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.hasPrefix("%PDF-1.4") && text.components(separatedBy: "/MediaBox [0 0 612 792]").count == 3,
                    "both pages US Letter: \(bounds)")
            #expect(!text.contains("/Annots") && !text.contains("/Dests"), "no link or destination at a place that is no number")
        }
    }
}
