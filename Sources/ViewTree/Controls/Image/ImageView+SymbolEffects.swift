import Foundation

// iOS 17's symbol effects on an image view: `addSymbolEffect(_:options:animated:completion:)`,
// `removeSymbolEffect(ofType:…)`, `removeAllSymbolEffects(…)` and `setSymbolImage(_:contentTransition:…)`. ViewTree
// draws no symbol, so an effect is what it means to code: it runs on the virtual clock (a discrete one for its plays,
// an indefinite one until removed), `activeSymbolEffects` lists it, and its completion runs when it ends.

/// `UISymbolEffectCompletionContext`: what a symbol effect's completion learns.
public struct SymbolEffectCompletionContext {
    /// `isFinished`: `true` when the effect played to its end, `false` when it was removed or replaced first.
    public let isFinished: Bool
    /// `effect`: the effect that ended.
    public let effect: any SymbolEffect
    /// `sender`: the image view (weak: a context kept by the app keeps no view alive).
    public var sender: AnyObject? { storedSender }
    private weak var storedSender: AnyObject?

    init(isFinished: Bool, effect: any SymbolEffect, sender: AnyObject?) {
        self.isFinished = isFinished
        self.effect = effect
        storedSender = sender
    }
}

/// `UISymbolEffectCompletion`.
public typealias SymbolEffectCompletion = (SymbolEffectCompletionContext) -> Void

/// One effect running on an image view.
struct RunningSymbolEffect {
    let effect: any SymbolEffect
    /// The effect's key in its world (for its completion, if it has one); `nil` in no world.
    let completionToken: Int?
    /// The timer that ends a discrete effect (`nil` for an indefinite one).
    let timer: VirtualTimer?
}

extension ImageView {
    /// How long one play of a discrete symbol effect lasts at speed 1 (**ours**: Apple publishes no duration; a
    /// bounce recorded from the simulator takes about a second).
    public static let symbolEffectPlayDuration: TimeInterval = 1

    /// The symbol effects running, oldest first (ViewTree's: UIKit keeps them private).
    public var activeSymbolEffects: [any SymbolEffect] { (symbolEffectsStorage ?? []).map(\.effect) }

    /// `addSymbolEffect(_:options:animated:completion:)` for an indefinite effect: it runs until removed (its
    /// completion then runs, not finished). An effect of the same type replaces the running one.
    public func addSymbolEffect(_ effect: some IndefiniteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                animated: Bool = true, completion: SymbolEffectCompletion? = nil) {
        start(effect, plays: nil, speed: options.speed, animated: animated, completion: completion)
    }

    /// `addSymbolEffect(_:options:animated:completion:)` for a discrete effect: it plays once (or `options`' count)
    /// and ends; without animation it ends at once.
    public func addSymbolEffect(_ effect: some DiscreteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                                animated: Bool = true, completion: SymbolEffectCompletion? = nil) {
        start(effect, plays: min(options.repeatCount ?? 1, Int(Int32.max)), speed: options.speed, animated: animated, completion: completion)
    }

    /// `addSymbolEffect(_:options:animated:completion:)` for an effect that is both: discrete when `options` give a
    /// repeat count (`.nonRepeating`, `.repeat(_:)`), indefinite with `.repeating`; with the default options a bounce
    /// or a wiggle plays once (they were discrete-only before iOS 18) and the others run until removed.
    public func addSymbolEffect(_ effect: some DiscreteSymbolEffect & IndefiniteSymbolEffect & SymbolEffect,
                                options: SymbolEffectOptions = .default, animated: Bool = true,
                                completion: SymbolEffectCompletion? = nil) {
        let defaultPlays: Int? = effect is any PlaysOnceByDefault ? 1 : nil
        let plays = options.repeatCount.map { $0 == .max ? nil : $0 } ?? defaultPlays
        start(effect, plays: plays, speed: options.speed, animated: animated, completion: completion)
    }

    /// `removeSymbolEffect(ofType:options:animated:completion:)`: stops the running effect of that type (its own
    /// completion runs, not finished), then runs `completion`.
    public func removeSymbolEffect<Effect: SymbolEffect>(ofType type: Effect.Type, options: SymbolEffectOptions = .default,
                                                         animated: Bool = true, completion: SymbolEffectCompletion? = nil) {
        let removed = stopEffects(matching: { $0 is Effect })
        if let completion, let first = removed.first {
            completion(SymbolEffectCompletionContext(isFinished: true, effect: first.effect, sender: self))
        }
    }

    /// `removeAllSymbolEffects(options:animated:)`: stops every running effect.
    public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {
        stopEffects(matching: { _ in true })
    }

    /// `setSymbolImage(_:contentTransition:options:completion:)`: shows `image`, replacing the symbol with the
    /// transition's effect, which plays once.
    public func setSymbolImage(_ image: Image, contentTransition: some ContentTransitionSymbolEffect & SymbolEffect,
                               options: SymbolEffectOptions = .default, completion: SymbolEffectCompletion? = nil) {
        self.image = image
        start(contentTransition, plays: 1, speed: options.speed, animated: true, completion: completion)
    }

    /// Starts `effect` (replacing a running one of its type): `plays` times then ends, or until removed (`nil`).
    private func start<Effect: SymbolEffect>(_ effect: Effect, plays: Int?, speed: Double, animated: Bool,
                                             completion: SymbolEffectCompletion?) {
        stopEffects(matching: { $0 is Effect })
        let world = simulation ?? Simulation.current
        if plays != nil, !animated || world == nil {
            // Nothing to animate (or no clock to animate on): the effect is over at once.
            completion?(SymbolEffectCompletionContext(isFinished: true, effect: effect, sender: self))
            return
        }
        var token: Int?
        if let world {
            let made = world.nextSymbolEffectToken
            world.nextSymbolEffectToken += 1
            if let completion { world.symbolEffectCompletions[made] = completion }
            token = made
        }
        var timer: VirtualTimer?
        if let plays, let world {
            let duration = Self.symbolEffectPlayDuration * Double(plays) / speed
            timer = world.scheduledTimer(withTimeInterval: duration, repeats: false) { [weak self] _ in
                self?.finishDiscreteEffect(token: token, effect: effect)
            }
        }
        if symbolEffectsStorage == nil { symbolEffectsStorage = [] }
        symbolEffectsStorage?.append(RunningSymbolEffect(effect: effect, completionToken: token, timer: timer))
    }

    /// Takes the running effects `matching` says off the view, their completions told they did not finish; returns
    /// them, oldest first.
    @discardableResult
    private func stopEffects(matching: (any SymbolEffect) -> Bool) -> [RunningSymbolEffect] {
        let stopped = (symbolEffectsStorage ?? []).filter { matching($0.effect) }
        symbolEffectsStorage?.removeAll { matching($0.effect) }
        for running in stopped { end(running, finished: false) }
        return stopped
    }

    /// A discrete effect played to its end.
    private func finishDiscreteEffect(token: Int?, effect: any SymbolEffect) {
        guard let token, let index = symbolEffectsStorage?.firstIndex(where: { $0.completionToken == token }),
              let running = symbolEffectsStorage?.remove(at: index) else { return }
        end(running, finished: true)
    }

    /// Stops a running effect's timer and runs its completion.
    private func end(_ running: RunningSymbolEffect, finished: Bool) {
        running.timer?.invalidate()
        guard let token = running.completionToken, let world = simulation ?? Simulation.current,
              let completion = world.symbolEffectCompletions.removeValue(forKey: token) else { return }
        completion(SymbolEffectCompletionContext(isFinished: finished, effect: running.effect, sender: self))
    }
}
