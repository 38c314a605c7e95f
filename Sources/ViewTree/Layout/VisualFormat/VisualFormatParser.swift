import Foundation

/// A visual format string that cannot be turned into constraints: UIKit's message, and where in the
/// string (a character offset) when it is a syntax error.
struct VisualFormatError: Error {
    let message: String
    let position: Int?
}

/// One parsed predicate: `(relation)? (constant | metric | view) (@priority)?`.
struct VisualFormatPredicate {
    var relation: LayoutRelation = .equal
    var constant: CGFloat = 0
    /// For a view's size predicate `==other`: the other view.
    var view: LayoutItem?
    var priority: LayoutPriority = .required
}

/// What stands between two elements of a format: nothing (flush), `-` (the standard space), or
/// predicates (`-8-`, `-(>=8@750)-`).
enum VisualFormatConnection {
    case flush
    case standard
    case predicates([VisualFormatPredicate])
}

/// A parsed format: its axis, its views with their size predicates, what connects them, and whether
/// it starts or ends at the superview.
struct VisualFormat {
    var isVertical = false
    var views: [(item: LayoutItem, predicates: [VisualFormatPredicate])] = []
    /// What joins the superview's first edge and the first view (nil: the format does not start at `|`).
    var leadingConnection: VisualFormatConnection?
    /// `connections[i]` joins view `i` and view `i + 1`.
    var connections: [VisualFormatConnection] = []
    /// What joins the last view and the superview's last edge (nil: the format does not end at `|`).
    var trailingConnection: VisualFormatConnection?
}

/// A recursive-descent parser for Apple's visual format grammar (Auto Layout Guide, "Visual Format
/// Language"). Whitespace between tokens is skipped.
struct VisualFormatParser {
    private let characters: [Character]
    private var index = 0
    private let metrics: [String: Any]
    private let views: [String: Any]

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        var format = VisualFormat()
        skipSpaces()
        if let first = peek, first == "H" || first == "V" {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if next == ":" {
                format.isVertical = first == "V"
                index += 2
            } else if next != "[" && next != "|" {
                throw fail("Expected ':' after '\(first)' to specify \(first == "V" ? "vertical" : "horizontal") arrangement")
            }
        }
        skipSpaces()
        if peek == "|" {
            index += 1
            format.leadingConnection = try connection()
        }
        format.views.append(try view())
        while true {
            skipSpaces()
            guard peek != nil else { break }
            let joint = try connection()
            skipSpaces()
            if peek == "|" {
                index += 1
                format.trailingConnection = joint
                skipSpaces()
                guard peek == nil else { throw fail("Expected the end of the format after the superview '|'") }
                break
            }
            format.connections.append(joint)
            format.views.append(try view())
        }
        return format
    }

    // MARK: Elements

    private mutating func view() throws(VisualFormatError) -> (item: LayoutItem, predicates: [VisualFormatPredicate]) {
        skipSpaces()
        guard peek == "[" else { throw fail("Expected a '[' here. That is how you give a view in the visual format language") }
        index += 1
        skipSpaces()
        let start = index
        guard let name = identifier() else { throw fail("Expected a view name") }
        guard let value = views[name] else {
            throw VisualFormatError(message: "Unable to find view with name \(name)", position: start)
        }
        guard let item = value as? LayoutItem else {
            throw VisualFormatError(message: "The value for '\(name)' in the views dictionary is not a view or layout guide", position: start)
        }
        skipSpaces()
        var predicates: [VisualFormatPredicate] = []
        if peek == "(" {
            predicates = try parenthesizedPredicates(allowingViews: true)
        }
        skipSpaces()
        guard peek == "]" else {
            throw fail("A predicate on a view's thickness must end with ')' and the view must end with ']'")
        }
        index += 1
        return (item, predicates)
    }

    private mutating func connection() throws(VisualFormatError) -> VisualFormatConnection {
        skipSpaces()
        guard peek == "-" else { return .flush }
        index += 1
        skipSpaces()
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [VisualFormatPredicate]
        if peek == "(" {
            predicates = try parenthesizedPredicates(allowingViews: false)
        } else {
            var simple = VisualFormatPredicate()
            simple.constant = try constant()
            predicates = [simple]
        }
        skipSpaces()
        guard peek == "-" else { throw fail("Expected a '-' here") }
        index += 1
        return .predicates(predicates)
    }

    // MARK: Predicates

    private mutating func parenthesizedPredicates(allowingViews: Bool) throws(VisualFormatError) -> [VisualFormatPredicate] {
        index += 1  // "("
        var predicates: [VisualFormatPredicate] = []
        while true {
            predicates.append(try predicate(allowingViews: allowingViews))
            skipSpaces()
            if peek == "," {
                index += 1
                continue
            }
            guard peek == ")" else {
                throw fail(allowingViews ? "A predicate on a view's thickness must end with ')' and the view must end with ']'"
                                         : "Expected ')' or ',' after a predicate")
            }
            index += 1
            return predicates
        }
    }

    private mutating func predicate(allowingViews: Bool) throws(VisualFormatError) -> VisualFormatPredicate {
        var result = VisualFormatPredicate()
        skipSpaces()
        if let first = peek, first == "=" || first == "<" || first == ">" {
            let second = index + 1 < characters.count ? characters[index + 1] : nil
            switch (first, second) {
            case ("=", "="): result.relation = .equal
            case ("<", "="): result.relation = .lessThanOrEqual
            case (">", "="): result.relation = .greaterThanOrEqual
            default: throw fail("Unknown relation. Must be ==, >=, or <=")
            }
            index += 2
        }
        skipSpaces()
        let start = index
        if let name = identifier() {
            if let value = metricValue(name) {
                result.constant = value
            } else if allowingViews, let other = views[name] as? LayoutItem {
                result.view = other
            } else {
                throw missingMetric(name, at: start)
            }
        } else {
            result.constant = try number()
        }
        skipSpaces()
        if peek == "@" {
            index += 1
            skipSpaces()
            let priorityStart = index
            let value: CGFloat
            if let name = identifier() {
                guard let metric = metricValue(name) else {
                    throw missingMetric(name, at: priorityStart)
                }
                value = metric
            } else {
                value = try number()
            }
            guard value >= 1 && value <= 1000 else {
                throw VisualFormatError(message: "Priorities must be between 1 and 1000, not \(value)", position: priorityStart)
            }
            result.priority = LayoutPriority(Float(value))
        }
        return result
    }

    /// A simple predicate's value: a metric name or a positive number.
    private mutating func constant() throws(VisualFormatError) -> CGFloat {
        let start = index
        if let name = identifier() {
            guard let value = metricValue(name) else {
                throw missingMetric(name, at: start)
            }
            return value
        }
        return try number()
    }

    // MARK: Tokens

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private mutating func skipSpaces() {
        while let c = peek, c == " " || c == "\t" || c == "\n" { index += 1 }
    }

    /// A C identifier, or nil (nothing consumed).
    private mutating func identifier() -> String? {
        guard let first = peek, first == "_" || (first.isASCII && first.isLetter) else { return nil }
        var name = ""
        while let c = peek, c == "_" || (c.isASCII && (c.isLetter || c.isNumber)) {
            name.append(c)
            index += 1
        }
        return name
    }

    /// A number as `strtod` reads it in the C locale: an optional sign, digits, an optional fraction.
    private mutating func number() throws(VisualFormatError) -> CGFloat {
        let start = index
        var text = ""
        if let c = peek, c == "-" || c == "+" {
            text.append(c)
            index += 1
        }
        while let c = peek, c.isASCII && (c.isNumber || c == ".") {
            text.append(c)
            index += 1
        }
        guard let value = Double(text), value.isFinite else {
            index = start
            throw fail("Expected a number or a metric name")
        }
        return CGFloat(value)
    }

    private func metricValue(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: return value.isFinite ? value : nil
        case let value as Double: return value.isFinite ? CGFloat(value) : nil
        case let value as Float: return value.isFinite ? CGFloat(value) : nil
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }

    /// UIKit's message for a name that is no metric; a metric that is not a finite number (NaN,
    /// infinity, or not a number at all) is named as such.
    private func missingMetric(_ name: String, at position: Int) -> VisualFormatError {
        guard let value = metrics[name] else {
            return VisualFormatError(message: "Unable to find metric named \(name)", position: position)
        }
        return VisualFormatError(message: "The metric named \(name) is \(value), not a finite number", position: position)
    }

    private func fail(_ message: String) -> VisualFormatError {
        VisualFormatError(message: message, position: index)
    }
}
