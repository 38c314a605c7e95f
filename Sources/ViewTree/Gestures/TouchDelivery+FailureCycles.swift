import Foundation

// Failure requirements in a cycle: A `require(toFail: B)` and B `require(toFail: A)` (or a longer ring, or the same
// made by `shouldRequireFailure(of:)`, `shouldBeRequiredToFail(by:)` or the delegate's two questions). Each one that
// wants to recognize waits for the others of the ring to fail, and they wait for it: none can ever go ahead, and the
// touches they hold back (`delaysTouchesEnded`) would never reach the view.
//
// UIKit's documentation gives the rule for one requirement only ("If otherGestureRecognizer transitions to failed,
// the current gesture recognizer transitions to its normal next state. If otherGestureRecognizer transitions to
// recognized or began, the current gesture recognizer transitions to failed" — `require(toFail:)`) and says nothing
// of a cycle; no log of what a device does was found. ViewTree (**ours**) ends the wait the only way the rule allows
// without picking a winner: every recognizer of the ring fails — neither action is sent — the view gets its held-back
// touches, and a `.invalidValue` diagnostic names the ring so that the cycle, which is a bug in the app, is seen.
extension TouchDelivery {
    /// Finds the recognizers that wait only for each other (each has decided to recognize, and every recognizer it is
    /// still waiting for is one of them), fails them all and reports the ring. Returns whether there was one.
    func breakFailureCycles() -> Bool {
        var ring = recognizers.filter { $0.pendingState != nil && $0.failureRequirementStatus() == .waiting }
        // Keep only those whose every blocker is in the ring: a blocker outside it may still fail and free them.
        while true {
            let kept = ring.filter { r in r.blockingRecognizers().allSatisfy { b in ring.contains { $0 === b } } }
            if kept.count == ring.count { break }
            ring = kept
        }
        guard !ring.isEmpty else { return false }
        if let world = ring.lazy.compactMap({ $0.view?.simulation }).first {
            let names = ring.map(\.diagnosticName).joined(separator: ", ")
            world.report(Diagnostic(code: .invalidValue, subject: ring[0].diagnosticName,
                                    message: "gesture recognizers \(names) each wait for another of them to fail (require(toFail:) or shouldRequireFailureOf/shouldBeRequiredToFailBy in a cycle), so none can recognize: all of them fail"))
        }
        // All fail at once, before any is told: a member freed by another's failure must not recognize instead.
        for r in ring {
            r.invalidateTimers()
            r.pendingState = nil
            r.storedState = .failed
        }
        return true
    }
}
