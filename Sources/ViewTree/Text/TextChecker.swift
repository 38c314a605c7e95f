import Foundation

/// A world's spelling: the dictionaries `UITextChecker` checks against and the words the user taught it.
/// ViewTree ships no dictionary: a test gives the words of each language it needs
/// (`simulation.spelling.dictionaries["en"] = ["swift", "hello"]`). A language with no dictionary is not
/// among `availableLanguages`, and `UITextChecker` finds no misspelled word in it (ours: UIKit documents no
/// answer for a language it has not).
public final class SpellingRecord {
    /// The words of each language, by language code (`"en"`, `"en_US"`, `"fr"`), compared without case.
    public var dictionaries: [String: Set<String>] = [:] {
        didSet { lowercased = dictionaries.mapValues { Set($0.map { $0.lowercased() }) } }
    }
    /// The words taught with `UITextChecker.learnWord(_:)`, correct in every language.
    public private(set) var learnedWords: Set<String> = []
    private var lowercased: [String: Set<String>] = [:]

    /// An empty record (a world makes its own on first use).
    public init() {}

    /// `learnWord(_:)`.
    public func learn(_ word: String) { learnedWords.insert(word) }
    /// `unlearnWord(_:)`.
    public func unlearn(_ word: String) { learnedWords.remove(word) }

    /// The languages with a dictionary, sorted (`UITextChecker.availableLanguages`).
    public var availableLanguages: [String] { dictionaries.keys.sorted() }

    /// The lower-cased words of `language`: its own dictionary, else that of its base language (`en` for
    /// `en_US` or `en-GB`), else that of a regional variant of it (`en_US` for `en`); `nil` when none.
    func words(for language: String) -> Set<String>? {
        if let words = lowercased[language] { return words }
        let base = String(language.prefix { $0 != "_" && $0 != "-" })
        if let words = lowercased[base] { return words }
        return lowercased.first { key, _ in key.hasPrefix(base + "_") || key.hasPrefix(base + "-") }?.value
    }
}

extension Simulation {
    /// The world's spelling dictionaries and learned words (made on first use).
    public var spelling: SpellingRecord {
        if let record = application.spelling { return record }
        let record = SpellingRecord()
        application.spelling = record
        return record
    }
}

/// ViewTree's `UITextChecker`: finds misspelled words, suggests corrections and completes words, against the
/// current world's dictionaries (`simulation.spelling`; see `SpellingRecord`). Ranges are `NSRange`s in UTF-16
/// units, as in UIKit. A word is a run of letters, with apostrophes inside it ("don't").
open class TextChecker {
    /// The most edits a guess is from the misspelled word: 2 (ours: UIKit documents no limit).
    public static let maximumGuessDistance = 2

    /// `ignoredWords`: the words this checker takes as correct (`ignoreWord(_:)`); `nil` when there are none.
    open var ignoredWords: [String]? {
        get { ignored.isEmpty ? nil : ignored }
        set { ignored = newValue ?? [] }
    }
    private var ignored: [String] = []
    private let world: Simulation?

    /// `init()`: a checker of the current world's dictionaries.
    public init() { world = Simulation.current }

    /// `rangeOfMisspelledWord(in:range:startingAt:wrap:language:)`: the first word of `range` at or after
    /// `startingOffset` that the language's dictionary, the learned words and the ignored words lack; with
    /// `wrap`, the search goes on from the start of `range`. `{NSNotFound, 0}` when there is none (or no
    /// dictionary for `language`). A range outside the string is clipped to it.
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard let words = world?.spelling.words(for: language) else { return notFound }
        let scope = clipped(range, to: stringToCheck)
        let misspelled = TextChecker.words(in: stringToCheck, range: scope).filter { !isKnown($0.word, in: words) }
        if let after = misspelled.first(where: { $0.range.location >= startingOffset }) { return after.range }
        if wrapFlag, let first = misspelled.first { return first.range }
        return notFound
    }

    /// `guesses(forWordRange:in:language:)`: the dictionary's words at most `maximumGuessDistance` edits
    /// (insertions, deletions, substitutions, swaps of neighbours) from the word, nearest first and then
    /// alphabetically, capitalised when the word is; `nil` with no dictionary or a range outside the string.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let words = world?.spelling.words(for: language), let word = substring(string, range) else { return nil }
        let lower = word.lowercased()
        let length = lower.count
        let scored = words.compactMap { candidate -> (String, Int)? in
            // Edits change the length by one at most each: a candidate whose length differs by more is no guess,
            // and is not measured (a huge word against every dictionary word would be a huge table each).
            guard candidate != lower, abs(candidate.count - length) <= TextChecker.maximumGuessDistance else { return nil }
            let distance = TextChecker.editDistance(Array(lower), Array(candidate))
            return distance <= TextChecker.maximumGuessDistance ? (candidate, distance) : nil
        }
        let capitalised = word.first?.isUppercase == true
        return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
            .map { capitalised ? $0.0.prefix(1).uppercased() + $0.0.dropFirst() : $0.0 }
    }

    /// `completions(forPartialWordRange:in:language:)`: the dictionary's and the learned words that begin with
    /// the partial word and are longer, shortest first and then alphabetically (ours: UIKit puts "more probable
    /// completions" first, and ViewTree has no frequencies); `nil` with no dictionary or a bad range.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        guard let words = world?.spelling.words(for: language), let partial = substring(string, range) else { return nil }
        let prefix = partial.lowercased()
        let learned = (world?.spelling.learnedWords ?? []).map { $0.lowercased() }
        return Set(words).union(learned).filter { $0.count > prefix.count && $0.hasPrefix(prefix) }
            .sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
    }

    /// `ignoreWord(_:)`: this checker takes `word` as correct from now on.
    open func ignoreWord(_ wordToIgnore: String) {
        if !ignored.contains(wordToIgnore) { ignored.append(wordToIgnore) }
    }

    /// `learnWord(_:)` (class method): the current world takes `word` as correct in every language.
    open class func learnWord(_ word: String) { Simulation.current?.spelling.learn(word) }
    /// `hasLearnedWord(_:)`.
    open class func hasLearnedWord(_ word: String) -> Bool { Simulation.current?.spelling.learnedWords.contains(word) ?? false }
    /// `unlearnWord(_:)`.
    open class func unlearnWord(_ word: String) { Simulation.current?.spelling.unlearn(word) }
    /// `availableLanguages`: the current world's languages with a dictionary.
    open class var availableLanguages: [String] { Simulation.current?.spelling.availableLanguages ?? [] }

    // MARK: Words

    private func isKnown(_ word: String, in words: Set<String>) -> Bool {
        let lower = word.lowercased()
        if words.contains(lower) { return true }
        if let learned = world?.spelling.learnedWords, learned.contains(where: { $0.lowercased() == lower }) { return true }
        return ignored.contains { $0.lowercased() == lower }
    }

    /// `range` within the string; a range's end past `Int.max` (`NSNotFound` is `Int.max`) counts as the string's end.
    private func clipped(_ range: NSRange, to string: String) -> NSRange {
        let length = string.utf16.count
        let start = min(max(0, range.location), length)
        let (sum, overflow) = range.location.addingReportingOverflow(max(0, range.length))
        let end = min(max(start, overflow ? length : sum), length)
        return NSRange(location: start, length: end - start)
    }

    private func substring(_ string: String, _ range: NSRange) -> String? {
        let (end, overflow) = range.location.addingReportingOverflow(range.length)
        guard range.location != NSNotFound, range.location >= 0, range.length > 0, !overflow,
              end <= string.utf16.count else { return nil }
        return (string as NSString).substring(with: range)
    }

    /// The words of `range`: runs of letters, apostrophes allowed between letters.
    static func words(in string: String, range: NSRange) -> [(word: String, range: NSRange)] {
        let units = Array(string.utf16)
        var result: [(String, NSRange)] = []
        var index = range.location
        let end = range.location + range.length
        func isLetter(_ i: Int) -> Bool {
            guard i < end, let scalar = Unicode.Scalar(units[i]) else { return false }
            return CharacterSet.letters.contains(scalar)
        }
        while index < end {
            guard isLetter(index) else { index += 1; continue }
            let start = index
            while index < end, isLetter(index) || (units[index] == 0x27 || units[index] == 0x2019) && isLetter(index + 1) {
                index += 1
            }
            let wordRange = NSRange(location: start, length: index - start)
            result.append(((string as NSString).substring(with: wordRange), wordRange))
        }
        return result
    }

    /// The optimal string alignment distance (Damerau–Levenshtein without repeated edits of one substring).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
