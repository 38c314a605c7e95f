import Foundation

/// ViewTree's `UIKeyCommand`: a hardware-keyboard shortcut a responder offers through `keyCommands`.
///
/// UIKit names the action with a selector; Swift on Linux has none, so the action is a typed method reference, as
/// control targets are (`#selector(send)` → `ComposeViewController.send`; Porting.md). When the key is pressed the
/// action goes to the first responder in the chain, from the first responder up, of the method's class — UIKit's
/// "first responder that implements the action".
open class KeyCommand: MenuElement {
    /// `UIKeyModifierFlags`, with UIKit's bit values (those of the HID event flags).
    public struct ModifierFlags: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: Int
        /// Flags from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Caps Lock (bit 16).
        public static let alphaShift = ModifierFlags(rawValue: 1 << 16)
        /// Shift (bit 17).
        public static let shift = ModifierFlags(rawValue: 1 << 17)
        /// Control (bit 18).
        public static let control = ModifierFlags(rawValue: 1 << 18)
        /// Option (bit 19).
        public static let alternate = ModifierFlags(rawValue: 1 << 19)
        /// Command (bit 20).
        public static let command = ModifierFlags(rawValue: 1 << 20)
        /// A key of the numeric keypad (bit 21).
        public static let numericPad = ModifierFlags(rawValue: 1 << 21)
    }

    /// `UIKeyCommand.inputUpArrow`.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// `UIKeyCommand.inputDownArrow`.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// `UIKeyCommand.inputLeftArrow`.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// `UIKeyCommand.inputRightArrow`.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// `UIKeyCommand.inputEscape`: the escape character.
    public static let inputEscape = "\u{1B}"
    /// `UIKeyCommand.inputPageUp` (iOS 8).
    public static let inputPageUp = "UIKeyInputPageUp"
    /// `UIKeyCommand.inputPageDown` (iOS 8).
    public static let inputPageDown = "UIKeyInputPageDown"
    /// `UIKeyCommand.inputHome` (iOS 13.4).
    public static let inputHome = "UIKeyInputHome"
    /// `UIKeyCommand.inputEnd` (iOS 13.4).
    public static let inputEnd = "UIKeyInputEnd"
    /// `UIKeyCommand.inputDelete` (iOS 15).
    public static let inputDelete = "UIKeyInputDelete"

    /// `input`: the key (a character, or one of the `input…` names).
    public let input: String?
    /// `modifierFlags`: the keys held with it.
    public let modifierFlags: ModifierFlags
    /// `discoverabilityTitle`: the name shown in the shortcuts overlay when it differs from `title`.
    public var discoverabilityTitle: String?
    /// `wantsPriorityOverSystemBehavior` (iOS 15); default `false`. Stored.
    public var wantsPriorityOverSystemBehavior = false

    /// Sends the action to `responder` when it is of the method's class; `false` otherwise.
    let send: (Responder, KeyCommand) -> Bool

    /// `init(input:modifierFlags:action:)`.
    public convenience init<Target: Responder>(input: String, modifierFlags: ModifierFlags,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    /// `init(input:modifierFlags:action:)`, with an action that takes the command (`handle(_ sender: UIKeyCommand)`).
    public convenience init<Target: Responder>(input: String, modifierFlags: ModifierFlags,
                                               action: @escaping (Target) -> (KeyCommand) -> Void) {
        self.init(title: "", image: nil, action: action, input: input, modifierFlags: modifierFlags)
    }

    /// `init(title:image:action:input:modifierFlags:discoverabilityTitle:)` (iOS 13), with an action that takes
    /// nothing.
    public convenience init<Target: Responder>(title: String = "", image: Image? = nil,
                                               action: @escaping (Target) -> () -> Void, input: String,
                                               modifierFlags: ModifierFlags = [], discoverabilityTitle: String? = nil) {
        self.init(title: title, image: image, input: input, modifierFlags: modifierFlags,
                  discoverabilityTitle: discoverabilityTitle) { responder, _ in
            guard let target = responder as? Target else { return false }
            action(target)()
            return true
        }
    }

    /// The same, with an action that takes the command (a selector with a `sender` argument).
    public convenience init<Target: Responder>(title: String = "", image: Image? = nil,
                                               action: @escaping (Target) -> (KeyCommand) -> Void, input: String,
                                               modifierFlags: ModifierFlags = [], discoverabilityTitle: String? = nil) {
        self.init(title: title, image: image, input: input, modifierFlags: modifierFlags,
                  discoverabilityTitle: discoverabilityTitle) { responder, command in
            guard let target = responder as? Target else { return false }
            action(target)(command)
            return true
        }
    }

    private init(title: String, image: Image?, input: String, modifierFlags: ModifierFlags,
                 discoverabilityTitle: String?, send: @escaping (Responder, KeyCommand) -> Bool) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        self.send = send
        super.init(title: title, subtitle: nil, image: image)
    }

    /// Whether pressing `input` with `flags` triggers this command: the same key (letters compared without case,
    /// as a shortcut's letter is the same key with or without Shift) and exactly the same modifiers, Caps Lock
    /// aside (ours: UIKit's matching is not documented beyond "the key and modifiers").
    func matches(_ input: String, _ flags: ModifierFlags) -> Bool {
        guard let mine = self.input else { return false }
        let relevant = flags.subtracting(.alphaShift)
        return relevant == modifierFlags.subtracting(.alphaShift)
            && (mine == input || (mine.count == 1 && mine.lowercased() == input.lowercased()))
    }
}
