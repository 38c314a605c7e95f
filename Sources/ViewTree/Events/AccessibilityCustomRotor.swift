import Foundation

/// `UIAccessibilityCustomRotor` (iOS 10): a rotor VoiceOver offers while its element, or one of the element's
/// ancestors, has focus; flicking up or down runs `itemSearchBlock`, which names the element (and text range) to move
/// to. UIAccessibilityCustomRotor.h: "An element (or an element in the ancestor hierarchy) can expose an array of
/// custom rotors". `View.performAccessibilityCustomRotor(named:direction:)` plays the flick (ours: ViewTree runs no
/// VoiceOver).
open class AccessibilityCustomRotor {
    /// `UIAccessibilityCustomRotor.Direction`, UIKit's raw values.
    public enum Direction: Int, Sendable {
        /// `.previous`: a flick up.
        case previous = 0
        /// `.next`: a flick down.
        case next = 1
    }

    /// `UIAccessibilityCustomRotor.SystemRotorType` (iOS 11), UIKit's raw values (`UIAccessibilityCustomSystemRotorType`).
    public enum SystemRotorType: Int, Sendable {
        case none = 0, link, visitedLink, heading, headingLevel1, headingLevel2, headingLevel3, headingLevel4,
             headingLevel5, headingLevel6, boldText, italicText, underlineText, misspelledWord, image, textField,
             table, list, landmark
    }

    /// `UIAccessibilityCustomRotor.Search`: given where VoiceOver is and which way the flick went, the next item
    /// (`nil`: none; VoiceOver stays).
    public typealias Search = (AccessibilityCustomRotorSearchPredicate) -> AccessibilityCustomRotorItemResult?

    /// `attributedName` (iOS 11): the name with attributes.
    open var attributedName: NSAttributedString
    /// `name`: what VoiceOver says for the rotor, `attributedName`'s string ("" for a system rotor, which VoiceOver
    /// names itself).
    open var name: String {
        get { attributedName.string }
        set { attributedName = NSAttributedString(string: newValue) }
    }
    /// `systemRotorType` (iOS 11): the system rotor this one replaces; `.none` for a named rotor.
    public let systemRotorType: SystemRotorType
    /// `itemSearchBlock`.
    open var itemSearchBlock: Search

    /// `init(name:itemSearchBlock:)`.
    public convenience init(name: String, itemSearchBlock: @escaping Search) {
        self.init(attributedName: NSAttributedString(string: name), itemSearchBlock: itemSearchBlock)
    }

    /// `init(attributedName:itemSearchBlock:)` (iOS 11).
    public init(attributedName: NSAttributedString, itemSearchBlock: @escaping Search) {
        self.attributedName = attributedName
        self.systemRotorType = .none
        self.itemSearchBlock = itemSearchBlock
    }

    /// `init(systemType:itemSearchBlock:)` (iOS 11): a rotor standing in for a system one (headings, links, …).
    public init(systemType: SystemRotorType, itemSearchBlock: @escaping Search) {
        self.attributedName = NSAttributedString(string: "")
        self.systemRotorType = systemType
        self.itemSearchBlock = itemSearchBlock
    }
}

/// `UIAccessibilityCustomRotorItemResult`: an element (and, in text, a range) a rotor moves VoiceOver to.
open class AccessibilityCustomRotorItemResult {
    /// `targetElement`: weak, as UIKit's.
    open weak var targetElement: AnyObject?
    /// `targetRange`: the text range within the element, or `nil` for the whole element.
    open var targetRange: TextRange?

    /// `init(targetElement:targetRange:)`.
    public init(targetElement: AnyObject, targetRange: TextRange?) {
        self.targetElement = targetElement
        self.targetRange = targetRange
    }
}

/// `UIAccessibilityCustomRotorSearchPredicate`: where VoiceOver is, and which way the user flicked.
open class AccessibilityCustomRotorSearchPredicate {
    /// `currentItem`: the element VoiceOver is on (and its range).
    open var currentItem: AccessibilityCustomRotorItemResult
    /// `searchDirection`.
    open var searchDirection: AccessibilityCustomRotor.Direction

    /// A predicate from `currentItem`, searching `searchDirection`.
    public init(currentItem: AccessibilityCustomRotorItemResult, searchDirection: AccessibilityCustomRotor.Direction) {
        self.currentItem = currentItem
        self.searchDirection = searchDirection
    }
}

extension View {
    /// `accessibilityCustomRotors` (iOS 10): the rotors VoiceOver offers while this element or one inside it has
    /// focus. Default `nil`.
    public var accessibilityCustomRotors: [AccessibilityCustomRotor]? {
        get { extras?.accessibility?.customRotors }
        set { accessibilityExtras.customRotors = newValue }
    }

    /// The rotors VoiceOver offers on this element, its own first, then those of each responder after it (its
    /// superviews, their view controllers, the window): UIKit's "element in the ancestor hierarchy". A name met
    /// twice is the nearer rotor's. (Ours: the rotor list VoiceOver shows.)
    public var accessibilityRotorsInScope: [AccessibilityCustomRotor] {
        var rotors: [AccessibilityCustomRotor] = []
        var names = Set<String>()
        var responder: Responder? = self
        while let current = responder {
            let own = (current as? View)?.accessibilityCustomRotors ?? (current as? ViewController)?.accessibilityCustomRotors ?? []
            for rotor in own where rotor.systemRotorType != .none || names.insert(rotor.name).inserted { rotors.append(rotor) }
            responder = current.next
        }
        return rotors
    }

    /// Plays a VoiceOver user on this element choosing the rotor named `name` and flicking `direction`: the rotor's
    /// search runs with this element as the current item, and its result (where VoiceOver moves) is returned; `nil`,
    /// with nothing run, when no rotor in scope has that name. (Ours: ViewTree runs no VoiceOver.)
    @discardableResult
    public func performAccessibilityCustomRotor(named name: String,
                                                direction: AccessibilityCustomRotor.Direction) -> AccessibilityCustomRotorItemResult? {
        guard let rotor = accessibilityRotorsInScope.first(where: { $0.name == name }) else { return nil }
        let current = AccessibilityCustomRotorItemResult(targetElement: self, targetRange: nil)
        return rotor.itemSearchBlock(AccessibilityCustomRotorSearchPredicate(currentItem: current, searchDirection: direction))
    }
}

extension ViewController {
    /// `accessibilityCustomRotors` (UIKit's, on every object): the rotors VoiceOver offers while an element of this
    /// controller's view has focus (`View.accessibilityRotorsInScope`). Default `nil`.
    public var accessibilityCustomRotors: [AccessibilityCustomRotor]? {
        get { storedAccessibilityCustomRotors }
        set { storedAccessibilityCustomRotors = newValue }
    }
}
