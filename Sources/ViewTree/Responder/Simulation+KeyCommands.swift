import Foundation

extension Simulation {
    /// Presses a key on a hardware keyboard attached to the device, and releases it: the first `KeyCommand` that
    /// matches (`input` and exactly `modifierFlags`), gathered from the key window's responder chain — from its first
    /// responder (the window itself when there is none) up through view controllers to the window — is performed by
    /// the first responder of that chain, from the first responder up, whose class has the command's action. Returns
    /// whether a command was performed. When none was, and a key of a US keyboard types `input`, the key goes to the
    /// responders as presses: `pressesBegan(_:with:)`, then `pressesEnded(_:with:)` (`keyDown(_:modifierFlags:)` and
    /// `keyUp(_:)`). (ViewTree sends no text: typing goes through `TextField`/`TextView`.)
    @discardableResult
    public func pressKey(_ input: String, modifierFlags: KeyCommand.ModifierFlags = []) -> Bool {
        if pressKeyCommand(input, modifierFlags: modifierFlags) { return true }
        guard keyWindow != nil, let key = Key(input: input, modifierFlags: modifierFlags) else { return false }
        if let press = keyDown(key) { keyUp(press) }
        return false
    }

    /// Performs the first key command of the key window's chain that matches; whether one was.
    func pressKeyCommand(_ input: String, modifierFlags: KeyCommand.ModifierFlags) -> Bool {
        guard let window = keyWindow else { return false }
        let chain = Simulation.responderChain(from: window.firstResponder ?? window)
        for responder in chain {
            for command in responder.keyCommands ?? [] where command.matches(input, modifierFlags) {
                for target in chain where command.send(target, command) { return true }
            }
        }
        return false
    }

    /// `responder`, then its `next`, and so on (bounded: a `next` that loops ends the walk), at most `limit` of them.
    static func responderChain(from responder: Responder, limit: Int = .max) -> [Responder] {
        var chain: [Responder] = []
        var seen = Set<ObjectIdentifier>()
        var current: Responder? = responder
        while let r = current, chain.count < limit, seen.insert(ObjectIdentifier(r)).inserted {
            chain.append(r)
            current = r.next
        }
        return chain
    }
}
