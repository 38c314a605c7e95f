import Foundation

/// `UIKeyboardHIDUsage` (iOS 13.4): a key of a USB keyboard, by its HID usage on the Keyboard/Keypad page (0x07).
///
/// A value type with a raw value, as UIKit's (an `NS_ENUM` of `CFIndex`): `UIKeyboardHIDUsage(rawValue:)` accepts any
/// usage, and the named keys compare in `switch` statements. The values are the USB HID Usage Tables' (section 10,
/// "Keyboard/Keypad Page"), which UIKit's `UIKeyConstants.h` mirrors.
public struct KeyboardHIDUsage: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The HID usage.
    public let rawValue: Int
    /// A key from its HID usage. Failable, as the initializer Swift imports for UIKit's `NS_ENUM`, and, as that one,
    /// never `nil`: any usage is a key (`UIKeyboardHIDUsage(0x04)!` is `keyboardA`).
    public init?(rawValue: Int) { self.rawValue = rawValue }
    /// A key from its HID usage.
    init(_ usage: Int) { rawValue = usage }

    /// `keyboardErrorRollOver` (1).
    public static let keyboardErrorRollOver = KeyboardHIDUsage(0x01)
    /// `keyboardPOSTFail` (2).
    public static let keyboardPOSTFail = KeyboardHIDUsage(0x02)
    /// `keyboardErrorUndefined` (3).
    public static let keyboardErrorUndefined = KeyboardHIDUsage(0x03)
    /// The letter keys, `keyboardA` (4) to `keyboardZ` (29).
    public static let keyboardA = KeyboardHIDUsage(0x04), keyboardB = KeyboardHIDUsage(0x05),
                      keyboardC = KeyboardHIDUsage(0x06), keyboardD = KeyboardHIDUsage(0x07),
                      keyboardE = KeyboardHIDUsage(0x08), keyboardF = KeyboardHIDUsage(0x09),
                      keyboardG = KeyboardHIDUsage(0x0A), keyboardH = KeyboardHIDUsage(0x0B),
                      keyboardI = KeyboardHIDUsage(0x0C), keyboardJ = KeyboardHIDUsage(0x0D),
                      keyboardK = KeyboardHIDUsage(0x0E), keyboardL = KeyboardHIDUsage(0x0F),
                      keyboardM = KeyboardHIDUsage(0x10), keyboardN = KeyboardHIDUsage(0x11),
                      keyboardO = KeyboardHIDUsage(0x12), keyboardP = KeyboardHIDUsage(0x13),
                      keyboardQ = KeyboardHIDUsage(0x14), keyboardR = KeyboardHIDUsage(0x15),
                      keyboardS = KeyboardHIDUsage(0x16), keyboardT = KeyboardHIDUsage(0x17),
                      keyboardU = KeyboardHIDUsage(0x18), keyboardV = KeyboardHIDUsage(0x19),
                      keyboardW = KeyboardHIDUsage(0x1A), keyboardX = KeyboardHIDUsage(0x1B),
                      keyboardY = KeyboardHIDUsage(0x1C), keyboardZ = KeyboardHIDUsage(0x1D)
    /// The digit keys of the main block, `keyboard1` (30) to `keyboard9` (38), then `keyboard0` (39).
    public static let keyboard1 = KeyboardHIDUsage(0x1E), keyboard2 = KeyboardHIDUsage(0x1F),
                      keyboard3 = KeyboardHIDUsage(0x20), keyboard4 = KeyboardHIDUsage(0x21),
                      keyboard5 = KeyboardHIDUsage(0x22), keyboard6 = KeyboardHIDUsage(0x23),
                      keyboard7 = KeyboardHIDUsage(0x24), keyboard8 = KeyboardHIDUsage(0x25),
                      keyboard9 = KeyboardHIDUsage(0x26), keyboard0 = KeyboardHIDUsage(0x27)
    /// `keyboardReturnOrEnter` (40).
    public static let keyboardReturnOrEnter = KeyboardHIDUsage(0x28)
    /// `keyboardEscape` (41).
    public static let keyboardEscape = KeyboardHIDUsage(0x29)
    /// `keyboardDeleteOrBackspace` (42).
    public static let keyboardDeleteOrBackspace = KeyboardHIDUsage(0x2A)
    /// `keyboardTab` (43).
    public static let keyboardTab = KeyboardHIDUsage(0x2B)
    /// `keyboardSpacebar` (44).
    public static let keyboardSpacebar = KeyboardHIDUsage(0x2C)
    /// `keyboardHyphen` (45), `keyboardEqualSign` (46), `keyboardOpenBracket` (47), `keyboardCloseBracket` (48),
    /// `keyboardBackslash` (49), `keyboardNonUSPound` (50), `keyboardSemicolon` (51), `keyboardQuote` (52),
    /// `keyboardGraveAccentAndTilde` (53), `keyboardComma` (54), `keyboardPeriod` (55), `keyboardSlash` (56).
    public static let keyboardHyphen = KeyboardHIDUsage(0x2D), keyboardEqualSign = KeyboardHIDUsage(0x2E),
                      keyboardOpenBracket = KeyboardHIDUsage(0x2F), keyboardCloseBracket = KeyboardHIDUsage(0x30),
                      keyboardBackslash = KeyboardHIDUsage(0x31), keyboardNonUSPound = KeyboardHIDUsage(0x32),
                      keyboardSemicolon = KeyboardHIDUsage(0x33), keyboardQuote = KeyboardHIDUsage(0x34),
                      keyboardGraveAccentAndTilde = KeyboardHIDUsage(0x35), keyboardComma = KeyboardHIDUsage(0x36),
                      keyboardPeriod = KeyboardHIDUsage(0x37), keyboardSlash = KeyboardHIDUsage(0x38)
    /// `keyboardCapsLock` (57).
    public static let keyboardCapsLock = KeyboardHIDUsage(0x39)
    /// The function keys, `keyboardF1` (58) to `keyboardF12` (69).
    public static let keyboardF1 = KeyboardHIDUsage(0x3A), keyboardF2 = KeyboardHIDUsage(0x3B),
                      keyboardF3 = KeyboardHIDUsage(0x3C), keyboardF4 = KeyboardHIDUsage(0x3D),
                      keyboardF5 = KeyboardHIDUsage(0x3E), keyboardF6 = KeyboardHIDUsage(0x3F),
                      keyboardF7 = KeyboardHIDUsage(0x40), keyboardF8 = KeyboardHIDUsage(0x41),
                      keyboardF9 = KeyboardHIDUsage(0x42), keyboardF10 = KeyboardHIDUsage(0x43),
                      keyboardF11 = KeyboardHIDUsage(0x44), keyboardF12 = KeyboardHIDUsage(0x45)
    /// `keyboardPrintScreen` (70), `keyboardScrollLock` (71), `keyboardPause` (72), `keyboardInsert` (73),
    /// `keyboardHome` (74), `keyboardPageUp` (75), `keyboardDeleteForward` (76), `keyboardEnd` (77), `keyboardPageDown` (78).
    public static let keyboardPrintScreen = KeyboardHIDUsage(0x46), keyboardScrollLock = KeyboardHIDUsage(0x47),
                      keyboardPause = KeyboardHIDUsage(0x48), keyboardInsert = KeyboardHIDUsage(0x49),
                      keyboardHome = KeyboardHIDUsage(0x4A), keyboardPageUp = KeyboardHIDUsage(0x4B),
                      keyboardDeleteForward = KeyboardHIDUsage(0x4C), keyboardEnd = KeyboardHIDUsage(0x4D),
                      keyboardPageDown = KeyboardHIDUsage(0x4E)
    /// The arrow keys: `keyboardRightArrow` (79), `keyboardLeftArrow` (80), `keyboardDownArrow` (81), `keyboardUpArrow` (82).
    public static let keyboardRightArrow = KeyboardHIDUsage(0x4F), keyboardLeftArrow = KeyboardHIDUsage(0x50),
                      keyboardDownArrow = KeyboardHIDUsage(0x51), keyboardUpArrow = KeyboardHIDUsage(0x52)
    /// The modifier keys: `keyboardLeftControl` (224), `keyboardLeftShift` (225), `keyboardLeftAlt` (226),
    /// `keyboardLeftGUI` (227, Command), `keyboardRightControl` (228), `keyboardRightShift` (229), `keyboardRightAlt` (230),
    /// `keyboardRightGUI` (231).
    public static let keyboardLeftControl = KeyboardHIDUsage(0xE0), keyboardLeftShift = KeyboardHIDUsage(0xE1),
                      keyboardLeftAlt = KeyboardHIDUsage(0xE2), keyboardLeftGUI = KeyboardHIDUsage(0xE3),
                      keyboardRightControl = KeyboardHIDUsage(0xE4), keyboardRightShift = KeyboardHIDUsage(0xE5),
                      keyboardRightAlt = KeyboardHIDUsage(0xE6), keyboardRightGUI = KeyboardHIDUsage(0xE7)

    /// The raw value, as UIKit prints an enumeration case it imports without a name.
    public var description: String { "KeyboardHIDUsage(rawValue: \(rawValue))" }
}

/// `UIKey` (iOS 13.4): the key of a press made on a hardware keyboard.
public final class Key: CustomStringConvertible {
    /// `characters`: the text the key produces with its modifiers (Shift gives the capital or the shifted symbol).
    public let characters: String
    /// `charactersIgnoringModifiers`: the text without the modifiers; for a key that produces no text, UIKit's input
    /// constant (`KeyCommand.inputLeftArrow`, …), as Apple's own example compares it.
    public let charactersIgnoringModifiers: String
    /// `modifierFlags`: the modifier keys held.
    public let modifierFlags: KeyCommand.ModifierFlags
    /// `keyCode`: the key's HID usage.
    public let keyCode: KeyboardHIDUsage

    /// A key with every field given.
    public init(keyCode: KeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String,
                modifierFlags: KeyCommand.ModifierFlags = []) {
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
    }

    /// The key of a US keyboard that types `input` (a character, or one of `KeyCommand`'s `input…` constants) with
    /// `modifierFlags` held (**ours**: the US layout). A capital letter or a shifted symbol (`"A"`, `"!"`) is its key
    /// with Shift, which is added to the flags; with Shift held, a letter's `characters` are upper case. `nil` for text
    /// no single US key types.
    public convenience init?(input: String, modifierFlags: KeyCommand.ModifierFlags = []) {
        guard let (code, base, shifted) = Key.usLayout(input) else { return nil }
        var flags = modifierFlags
        if shifted { flags.insert(.shift) }
        let characters: String
        if flags.contains(.shift) { characters = Key.shiftedCharacters[base] ?? base.uppercased() } else { characters = base }
        self.init(keyCode: code, characters: characters, charactersIgnoringModifiers: base, modifierFlags: flags)
    }

    /// `<UIKey keyCode = 4; characters = "a"; flags = 0>`-like.
    public var description: String {
        "<Key keyCode = \(keyCode.rawValue); characters = \"\(characters)\"; charactersIgnoringModifiers = \"\(charactersIgnoringModifiers)\"; modifierFlags = \(modifierFlags.rawValue)>"
    }

    /// The unshifted characters of the keys of a US layout that type text, by HID usage.
    private static let unshifted: [(KeyboardHIDUsage, String)] = {
        var table: [(KeyboardHIDUsage, String)] = []
        for (offset, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() {
            table.append((KeyboardHIDUsage(0x04 + offset), String(letter)))
        }
        for (offset, digit) in "1234567890".enumerated() {
            table.append((KeyboardHIDUsage(0x1E + offset), String(digit)))
        }
        table += [(.keyboardReturnOrEnter, "\r"), (.keyboardEscape, KeyCommand.inputEscape), (.keyboardDeleteOrBackspace, "\u{8}"),
                  (.keyboardTab, "\t"), (.keyboardSpacebar, " "), (.keyboardHyphen, "-"), (.keyboardEqualSign, "="),
                  (.keyboardOpenBracket, "["), (.keyboardCloseBracket, "]"), (.keyboardBackslash, "\\"),
                  (.keyboardSemicolon, ";"), (.keyboardQuote, "'"), (.keyboardGraveAccentAndTilde, "`"),
                  (.keyboardComma, ","), (.keyboardPeriod, "."), (.keyboardSlash, "/"),
                  (.keyboardRightArrow, KeyCommand.inputRightArrow), (.keyboardLeftArrow, KeyCommand.inputLeftArrow),
                  (.keyboardDownArrow, KeyCommand.inputDownArrow), (.keyboardUpArrow, KeyCommand.inputUpArrow),
                  (.keyboardPageUp, KeyCommand.inputPageUp), (.keyboardPageDown, KeyCommand.inputPageDown),
                  (.keyboardHome, KeyCommand.inputHome), (.keyboardEnd, KeyCommand.inputEnd)]
        return table
    }()

    /// What Shift makes of the US layout's digit and symbol keys.
    private static let shiftedCharacters: [String: String] = [
        "1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*", "9": "(", "0": ")",
        "-": "_", "=": "+", "[": "{", "]": "}", "\\": "|", ";": ":", "'": "\"", "`": "~", ",": "<", ".": ">", "/": "?",
    ]

    /// The key, its unshifted characters and whether Shift is needed, for `input`.
    private static func usLayout(_ input: String) -> (KeyboardHIDUsage, String, Bool)? {
        let lookup = input == "\n" ? "\r" : input
        if let entry = unshifted.first(where: { $0.1 == lookup }) { return (entry.0, entry.1, false) }
        if lookup.count == 1, lookup != lookup.lowercased(), let entry = unshifted.first(where: { $0.1 == lookup.lowercased() }) {
            return (entry.0, entry.1, true)
        }
        if let base = shiftedCharacters.first(where: { $0.value == lookup })?.key,
           let entry = unshifted.first(where: { $0.1 == base }) {
            return (entry.0, entry.1, true)
        }
        return nil
    }
}

/// `UIPress` (iOS 9): one physical button or key held down, from the moment it is pressed until it is released.
/// Compared and hashed by identity, so the presses of one event form a `Set`.
public final class Press: Hashable, CustomStringConvertible {
    /// `UIPress.Phase`, with UIKit's raw values.
    public enum Phase: Int, Sendable, Hashable {
        /// The button was pressed.
        case began = 0
        /// Its force changed (analog buttons).
        case changed = 1
        /// It is held, unchanged.
        case stationary = 2
        /// It was released.
        case ended = 3
        /// The system cancelled it.
        case cancelled = 4
    }

    /// `UIPress.PressType`: which button, with UIKit's raw values for the remote's and game controllers' buttons
    /// (up 0, down 1, left 2, right 3, select 4, menu 5, play/pause 6, page up 30, page down 31 (iOS 14.3), the Siri
    /// remote's 123 button 32 and four colours 33). Open, as UIKit's `NS_ENUM`: a key of a hardware keyboard has the type
    /// 2000 + its HID usage (**ours**, after what a device reports: bwhiteley/TVMediaPlayer `UIPressPressType+keyboard.swift`
    /// names `UIPress.PressType(2079)` the right arrow, 2080 the left, 2081 down, 2082 up, 2040 return, 2044
    /// space and 2041 escape, each 2000 + the key's `keyCode`).
    public struct PressType: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: Int
        /// A type from its raw value. Failable, as the initializer Swift imports for UIKit's `NS_ENUM`, and never `nil`
        /// (`UIPress.PressType(2079)!` is how apps name a keyboard's right arrow).
        public init?(rawValue: Int) { self.rawValue = rawValue }
        /// A type from its raw value.
        init(_ raw: Int) { rawValue = raw }
        /// The up arrow of a remote or game controller.
        public static let upArrow = PressType(0)
        /// The down arrow.
        public static let downArrow = PressType(1)
        /// The left arrow.
        public static let leftArrow = PressType(2)
        /// The right arrow.
        public static let rightArrow = PressType(3)
        /// The select button.
        public static let select = PressType(4)
        /// The menu button.
        public static let menu = PressType(5)
        /// The play/pause button.
        public static let playPause = PressType(6)
        /// The page-up button (iOS 14.3).
        public static let pageUp = PressType(30)
        /// The page-down button (iOS 14.3).
        public static let pageDown = PressType(31)
        /// The Siri Remote's 123 button (iOS 14.3).
        public static let tvRemoteOneTwoThree = PressType(32)
        /// The Siri Remote's four-colours button (iOS 14.3).
        public static let tvRemoteFourColors = PressType(33)
        /// The type of a hardware keyboard's key: 2000 + its HID usage (see the type's documentation).
        public static func keyboard(_ usage: KeyboardHIDUsage) -> PressType { PressType(2000 + usage.rawValue) }
    }

    /// `phase`.
    public internal(set) var phase: Phase
    /// `type`.
    public let type: PressType
    /// `key` (iOS 13.4): the keyboard key, `nil` for a remote's or controller's button.
    public let key: Key?
    /// `timestamp`: the world's time of the press's last change.
    public internal(set) var timestamp: TimeInterval
    /// `force`: 1 while a digital button or key is down, 0 once released (UIKit: "For digital buttons, the value is
    /// 0.0 or 1.0").
    public var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }
    /// `window`: the key window the press was sent to.
    public internal(set) weak var window: Window?
    /// `responder`: the responder the press was first sent to (the first responder, else the window).
    public internal(set) weak var responder: Responder?
    /// `gestureRecognizers`: the recognizers receiving the press; empty (ViewTree's recognizers take touches only).
    public var gestureRecognizers: [GestureRecognizer]? { [] }

    /// A press of `key` in `phase` (a test can make one; `Simulation.keyDown(_:modifierFlags:)` makes and sends them).
    public init(key: Key, phase: Phase = .began, timestamp: TimeInterval = 0) {
        self.key = key
        self.type = .keyboard(key.keyCode)
        self.phase = phase
        self.timestamp = timestamp
    }

    /// A press of a remote's or game controller's button (no key).
    public init(type: PressType, phase: Phase = .began, timestamp: TimeInterval = 0) {
        self.key = nil
        self.type = type
        self.phase = phase
        self.timestamp = timestamp
    }

    public static func == (lhs: Press, rhs: Press) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `<Press phase = began; type = 2004; key = …>`.
    public var description: String {
        "<Press phase = \(phase); type = \(type.rawValue); key = \(key.map(\.description) ?? "nil")>"
    }
}

/// `UIPressesEvent` (iOS 9): the event a press belongs to. UIKit's is a `UIEvent` subclass; ViewTree's `Event` is a
/// final class, so this is a class of its own with the same members (`type` `.presses`, `allPresses`, `timestamp`).
public final class PressesEvent: CustomStringConvertible {
    /// `type`: `.presses`.
    public var type: Event.EventType { .presses }
    /// `subtype`: `.none`.
    public var subtype: Event.EventSubtype { .none }
    /// `timestamp`: the world's time of the event.
    public internal(set) var timestamp: TimeInterval
    /// `allPresses`: every press the event holds, those held down as well as those that changed.
    public internal(set) var allPresses: Set<Press>

    /// An event holding `presses` at `timestamp`.
    public init(presses: Set<Press>, timestamp: TimeInterval) {
        self.allPresses = presses
        self.timestamp = timestamp
    }

    /// `presses(for:)`: the presses a gesture recognizer receives; empty (ViewTree's recognizers take touches only).
    public func presses(for gestureRecognizer: GestureRecognizer) -> Set<Press> { [] }

    /// `<PressesEvent timestamp = 0.5; presses = 1>`.
    public var description: String { "<PressesEvent timestamp = \(UIKitFormat.number(timestamp)); presses = \(allPresses.count)>" }
}

extension Responder {
    /// The responder a press goes to after this one: `next`, and after a window (whose `next` is `nil` in ViewTree)
    /// the world's application object, as UIKit's window passes events to `UIApplication` (whose `next` is the app
    /// delegate when it is a responder).
    var pressChainNext: Responder? {
        if let next { return next }
        if let window = self as? Window { return window.simulation?.application.applicationObject as? Responder }
        return nil
    }
}

extension Simulation {
    /// Presses a key of a hardware keyboard and holds it (**ours**, the test's side; release it with `keyUp(_:)`):
    /// the key of `input` on a US layout (`Key(input:modifierFlags:)`; a capital or shifted symbol adds Shift). A
    /// `KeyCommand` of the key window's responder chain that matches (`input` and exactly the flags) is performed and the
    /// press goes no further, as UIKit "calls that method on the first object it finds and then stops processing the
    /// event" (`keyCommands` documentation): `nil` is returned. Otherwise a `Press` in phase `.began` goes to the key
    /// window's first responder (the window when there is none) in a `PressesEvent` holding every key down, by
    /// `pressesBegan(_:with:)`, whose default passes it up the chain (after the window, the application, then the app
    /// delegate); the press is returned. `nil` too, with an `.invalidValue` diagnostic, when no US key types `input` or
    /// there is no key window. ViewTree's text fields and text views pass presses on (typing goes through
    /// `Keyboard.type(_:)`).
    @discardableResult
    public func keyDown(_ input: String, modifierFlags: KeyCommand.ModifierFlags = []) -> Press? {
        guard keyWindow != nil else {
            report(Diagnostic(code: .invalidValue, subject: "keyDown", message: "no key window: the key press goes nowhere"))
            return nil
        }
        if pressKeyCommand(input, modifierFlags: modifierFlags) { return nil }
        guard let key = Key(input: input, modifierFlags: modifierFlags) else {
            report(Diagnostic(code: .invalidValue, subject: "keyDown",
                              message: "no key of a US keyboard types \(input.debugDescription); nothing was pressed"))
            return nil
        }
        return deliverKeyDown(key)
    }

    /// Presses and holds `key` (see `keyDown(_:modifierFlags:)`): a key command matching its
    /// `charactersIgnoringModifiers` and `modifierFlags` is performed instead.
    @discardableResult
    public func keyDown(_ key: Key) -> Press? {
        guard keyWindow != nil else {
            report(Diagnostic(code: .invalidValue, subject: "keyDown", message: "no key window: the key press goes nowhere"))
            return nil
        }
        if pressKeyCommand(key.charactersIgnoringModifiers, modifierFlags: key.modifierFlags) { return nil }
        return deliverKeyDown(key)
    }

    /// Sends a new press of `key` to the key window's first responder (the window when there is none).
    private func deliverKeyDown(_ key: Key) -> Press? {
        guard let window = keyWindow else { return nil }
        let press = Press(key: key, phase: .began, timestamp: now)
        let target = window.firstResponder ?? window
        press.window = window
        press.responder = target
        heldPresses.append(press)
        target.pressesBegan([press], with: PressesEvent(presses: Set(heldPresses), timestamp: now))
        return press
    }

    /// Releases a key `keyDown` pressed: the press, now `.ended`, goes by `pressesEnded(_:with:)` to the responder it
    /// first went to (UIKit sends a press's phases to the same responder). A press already released is refused with an
    /// `.invalidValue` diagnostic.
    public func keyUp(_ press: Press) {
        guard let index = heldPresses.firstIndex(where: { $0 === press }) else {
            report(Diagnostic(code: .invalidValue, subject: "keyUp", message: "\(press) is not held down; nothing was released"))
            return
        }
        let event = PressesEvent(presses: Set(heldPresses), timestamp: now)
        heldPresses.remove(at: index)
        press.phase = .ended
        press.timestamp = now
        let target = press.responder ?? press.window
        target?.pressesEnded([press], with: event)
    }

    /// The keys held down (`keyDown` without `keyUp`), oldest first.
    public var keysHeldDown: [Press] { heldPresses }
}
