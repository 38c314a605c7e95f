import Foundation

/// A window's touch bookkeeping: the touches that are down, the recognizers tracking them, and the
/// deliveries to views that recognizers hold back or cancel.
///
/// The rules, in UIKit's order (Apple's "Event Handling Guide for iOS", *Gesture Recognizers Get the
/// First Opportunity to Recognize a Touch*):
/// 1. A new touch is hit-tested once; it keeps that view for life. Its recognizers are those of the
///    view and of its ancestors (enabled, and accepted by the delegate's `shouldReceive`).
/// 2. Recognizers see each event before the view.
/// 3. The view gets the touch unless a recognizer cancelled it (`cancelsTouchesInView`), or holds it
///    back while the recognizer is still `possible` (`delaysTouchesBegan`, `delaysTouchesEnded`).
final class TouchDelivery {
    /// Touches that are down, and ended ones whose deliveries are still held back.
    var touches: [Touch] = []
    /// Recognizers that received touches and were not reset yet, in the order they first got one.
    var recognizers: [GestureRecognizer] = []
    /// View cancellations waiting for the end of the current delivery.
    private var pendingCancellations: [Touch] = []
    /// The event being (or last) delivered: held-back touches are delivered with it.
    var lastEvent: Event?
    private var isDelivering = false
    /// A touch whose view is chosen by its sender instead of hit testing (the direct drag API aims its
    /// finger at its scroll view; see ScrollView+FingerDrag.swift). Set only while that touch begins.
    var aim: (touch: Touch, view: View)?
    /// The last tap's end, for `tapCount`.
    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

    /// The recognizers tracking at least one of `recognizer`'s touches, other than itself.
    func recognizers(sharingTouchesWith recognizer: GestureRecognizer) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        for touch in recognizer.trackedTouches {
            for other in touch.storedGestureRecognizers where other !== recognizer && !result.contains(where: { $0 === other }) {
                result.append(other)
            }
        }
        return result
    }

    // MARK: Delivery

    func deliver(_ event: Event, in window: Window) {
        guard event.type == .touches else { return }
        guard !isDelivering else {
            window.simulation?.report(Diagnostic(code: .invalidValue, subject: window.diagnosticName,
                message: "sendEvent(_:) was called while another event was being delivered (from a touches or gesture callback); the event is ignored"))
            return
        }
        refuseEndedTouches(of: event, in: window)
        refuseForeignTouches(of: event, in: window)
        isDelivering = true
        lastEvent = event
        for touch in event.orderedTouches where touch.storedPhase == .began && !touches.contains(where: { $0 === touch }) {
            begin(touch, in: window, event: event)
        }
        deliverToRecognizers(event)
        deliverToViews(event)
        for touch in event.orderedTouches where !touch.isDown { touch.sequenceEnded = true }
        isDelivering = false
        settle()
    }

    /// Takes out of `event` the touches whose sequence already ended, with a diagnostic (bug 102): a driver that sends a
    /// lifted finger's touch again (moved, stationary, ended or began) would otherwise give its view `touchesMoved` after
    /// `touchesEnded`, or start a second sequence on the same touch. UIKit's touches come from the system, which never
    /// does; a UIKit touch lives from one `.began` to one `.ended` or `.cancelled` (Apple, `UITouch.Phase`).
    private func refuseEndedTouches(of event: Event, in window: Window) {
        let stale = event.orderedTouches.filter(\.sequenceEnded)
        guard !stale.isEmpty else { return }
        let phases = stale.map { "\($0.storedPhase)" }.joined(separator: ", ")
        window.simulation?.report(Diagnostic(code: .invalidValue, subject: window.diagnosticName,
            message: "sendEvent(_:) was given \(stale.count == 1 ? "a touch" : "\(stale.count) touches") whose sequence already ended (sent in phase ended or cancelled before), now in phase \(phases); \(stale.count == 1 ? "it is" : "they are") ignored"))
        event.orderedTouches.removeAll(where: \.sequenceEnded)
    }

    /// Takes out of `event` the touches that begin here but were made in another window, with a diagnostic (bug 114): this
    /// window used to take such a touch over, so its later phases, sent to its own window, never reached the view it
    /// began on, which stayed tracking. A UIKit touch belongs to the window it began in (`UITouch.window`), and the
    /// system sends it there only.
    private func refuseForeignTouches(of event: Event, in window: Window) {
        let foreign = event.orderedTouches.filter { touch in
            touch.storedPhase == .began && touch.storedWindow.map { $0 !== window } == true && !touches.contains { $0 === touch }
        }
        guard !foreign.isEmpty else { return }
        window.simulation?.report(Diagnostic(code: .invalidValue, subject: window.diagnosticName,
            message: "sendEvent(_:) was given \(foreign.count == 1 ? "a touch" : "\(foreign.count) touches") made in another window (\(foreign.compactMap { $0.storedWindow?.diagnosticName }.joined(separator: ", "))); a touch belongs to the window it began in, so \(foreign.count == 1 ? "it is" : "they are") ignored here"))
        event.orderedTouches.removeAll { touch in foreign.contains { $0 === touch } }
    }

    /// Hit-tests a new touch and picks its recognizers.
    private func begin(_ touch: Touch, in window: Window, event: Event) {
        touch.storedWindow = window
        touches.append(touch)
        guard touch.windowLocation.x.isFinite, touch.windowLocation.y.isFinite else {
            touch.receivesViewDelivery = false
            touch.isIgnored = true
            window.simulation?.report(Diagnostic(code: .nonFiniteGeometry, subject: window.diagnosticName,
                message: "a touch began at \(UIKitFormat.point(touch.windowLocation)), which is not finite; it reaches no view"))
            return
        }
        let hit = aim?.touch === touch ? aim?.view : window.hitTest(touch.windowLocation, with: event)
        touch.storedView = hit
        touch.storedTapCount = tapCount(for: touch)
        guard let hit else { touch.receivesViewDelivery = false; touch.isIgnored = true; return }
        let othersDown = touches.filter { $0 !== touch && $0.isDown && !$0.isIgnored }
        // isExclusiveTouch: a view tracking an exclusive touch keeps every other touch out, and an
        // exclusive view gets no touch while another is down (UIView's `exclusiveTouch`).
        if (hit.isExclusiveTouch && !othersDown.isEmpty) || othersDown.contains(where: { $0.storedView?.isExclusiveTouch == true }) {
            touch.receivesViewDelivery = false
            touch.isIgnored = true
            return
        }
        // isMultipleTouchEnabled == false: the view gets only the first of simultaneous touches.
        if !hit.isMultipleTouchEnabled, othersDown.contains(where: { $0.storedView === hit && $0.receivesViewDelivery }) {
            touch.receivesViewDelivery = false
        }
        var view: View? = hit
        while let v = view {
            if let scrollView = v as? ScrollView { scrollView.installScrollGestureRecognizers() }
            for recognizer in v.attachedGestureRecognizers where recognizer.isEnabled && !recognizer.isFinished {
                if let delegate = recognizer.delegate, !delegate.gestureRecognizer(recognizer, shouldReceive: touch) { continue }
                recognizer.trackedTouches.append(touch)
                recognizer.deliveringWindow = window
                touch.storedGestureRecognizers.append(recognizer)
                if !recognizers.contains(where: { $0 === recognizer }) { recognizers.append(recognizer) }
            }
            view = v.superview
        }
    }

    private func tapCount(for touch: Touch) -> Int {
        guard let last = lastTap,
              touch.storedTimestamp - last.time <= TapGestureRecognizer.maximumIntervalBetweenSuccessiveTaps,
              hypot(touch.windowLocation.x - last.location.x, touch.windowLocation.y - last.location.y)
                <= TapGestureRecognizer.allowableMovement else { return 1 }
        return last.count + 1
    }

    private func deliverToRecognizers(_ event: Event) {
        for phase in [Touch.Phase.began, .moved, .ended, .cancelled] {
            for recognizer in recognizers {
                guard recognizer.isEnabled, !recognizer.isFinished else { continue }
                let mine = event.orderedTouches.filter { t in
                    t.storedPhase == phase && recognizer.trackedTouches.contains(where: { $0 === t })
                }
                guard !mine.isEmpty else { continue }
                let set = Set(mine)
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                case .cancelled: recognizer.touchesCancelled(set, with: event)
                case .stationary: break
                }
            }
        }
    }

    private func deliverToViews(_ event: Event) {
        var began: [Touch] = [], moved: [Touch] = [], ended: [Touch] = [], cancelled: [Touch] = []
        for t in event.orderedTouches where t.receivesViewDelivery && !t.cancelledForView {
            switch t.storedPhase {
            case .began:
                guard !t.deliveredBeganToView, !t.heldBegan else { continue }
                if holdsBegan(t) { t.heldBegan = true } else { began.append(t) }
            case .moved:
                if t.deliveredBeganToView, !t.heldBegan { moved.append(t) }
            case .stationary:
                continue
            case .ended, .cancelled:
                guard !t.endDeliveredToView else { continue }
                if t.heldBegan { t.heldEnd = t.storedPhase; continue }
                guard t.deliveredBeganToView else { continue }
                if t.storedPhase == .ended, holdsEnded(t) { t.heldEnd = .ended; continue }
                if t.storedPhase == .ended { ended.append(t) } else { cancelled.append(t) }
            }
        }
        send(.began, began, event)
        send(.moved, moved, event)
        send(.ended, ended, event)
        send(.cancelled, cancelled, event)
    }

    private func holdsBegan(_ t: Touch) -> Bool {
        t.storedGestureRecognizers.contains { $0.delaysTouchesBegan && $0.isEnabled && $0.storedState == .possible }
    }

    private func holdsEnded(_ t: Touch) -> Bool {
        t.storedGestureRecognizers.contains { $0.delaysTouchesEnded && $0.isEnabled && $0.storedState == .possible }
    }

    /// Calls the views' `touches…` methods, one call per view with its touches, in order.
    private func send(_ phase: Touch.Phase, _ list: [Touch], _ event: Event) {
        guard !list.isEmpty else { return }
        // A scroll view's `touchesShouldBegin(_:with:in:)` may keep its content from a touch for good.
        if phase == .began { ScrollView.askContentTouchesShouldBegin(list, with: event) }
        var groups: [(View, [Touch])] = []
        for t in list where t.receivesViewDelivery {
            guard let v = t.storedView else { continue }
            switch phase {
            case .began: t.deliveredBeganToView = true
            case .ended, .cancelled: t.endDeliveredToView = true
            default: break
            }
            if let i = groups.firstIndex(where: { $0.0 === v }) { groups[i].1.append(t) } else { groups.append((v, [t])) }
        }
        for (view, touches) in groups {
            let set = Set(touches)
            switch phase {
            case .began: view.touchesBegan(set, with: event)
            case .moved: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            case .cancelled: view.touchesCancelled(set, with: event)
            case .stationary: break
            }
        }
    }

    // MARK: Arbitration results

    /// `cancelsTouchesInView`: the view gets nothing more of these touches, and `touchesCancelled`
    /// for those it had begun.
    func cancelViewTouches(of recognizer: GestureRecognizer) {
        for t in recognizer.trackedTouches where !t.cancelledForView {
            t.cancelledForView = true
            t.heldBegan = false
            t.heldEnd = nil
            if t.deliveredBeganToView, !t.endDeliveredToView { pendingCancellations.append(t) }
        }
        settleIfIdle()
    }

    /// A recognizer reached a final state: others waiting for it may now decide, held touches may go.
    func recognizerFinished(_ recognizer: GestureRecognizer) {
        resolvePending()
        settleIfIdle()
    }

    /// Forgets a recognizer (removed from its view).
    func forget(_ recognizer: GestureRecognizer) {
        recognizers.removeAll { $0 === recognizer }
        for t in touches { t.storedGestureRecognizers.removeAll { $0 === recognizer } }
        settleIfIdle()
    }

    /// Recognizers waiting for others to fail re-check their requirements.
    private func resolvePending() {
        var changed = true
        var rounds = 0
        while changed, rounds < 64 {
            changed = false
            rounds += 1
            for r in recognizers {
                guard let pending = r.pendingState else { continue }
                switch r.failureRequirementStatus() {
                case .waiting: continue
                case .violated:
                    r.applyState(.failed)
                    changed = true
                case .satisfied:
                    r.completeRecognition(pending)
                    changed = true
                }
            }
        }
    }

    /// Settles now unless a delivery is running (it settles at its end).
    func settleIfIdle() {
        if !isDelivering { settle() }
    }

    /// Sends pending cancellations and held touches that may go now; resets finished recognizers
    /// whose touches are all up; forgets touches that are over.
    private func settle() {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        var rounds = 0
        while rounds < 16 {
            rounds += 1
            let event = lastEvent ?? Event(touches: [], timestamp: 0)
            let cancels = pendingCancellations
            pendingCancellations.removeAll()
            send(.cancelled, cancels, event)
            var began: [Touch] = [], ended: [Touch] = [], cancelled: [Touch] = []
            for t in touches where !t.cancelledForView {
                if t.heldBegan {
                    guard !holdsBegan(t) else { continue }
                    t.heldBegan = false
                    began.append(t)
                    if t.heldEnd == .ended, holdsEnded(t) { continue }
                }
                if let end = t.heldEnd, !(end == .ended && holdsEnded(t)) {
                    t.heldEnd = nil
                    if end == .ended { ended.append(t) } else { cancelled.append(t) }
                }
            }
            send(.began, began, event)
            send(.ended, ended, event)
            send(.cancelled, cancelled, event)
            // A recognizer left possible with no finger down and no timer running will never decide:
            // it fails (so it cannot hold the view's touches back for ever).
            var finishedSomething = false
            for r in recognizers where r.storedState == .possible && r.pendingState == nil && r.timers.isEmpty
                && !r.trackedTouches.isEmpty && !r.trackedTouches.contains(where: \.isDown) {
                r.storedState = .failed
                finishedSomething = true
            }
            if breakFailureCycles() { finishedSomething = true }
            if finishedSomething { resolvePending() }
            for r in recognizers where r.isFinished && !r.trackedTouches.contains(where: \.isDown) {
                r.resetToPossible()
            }
            recognizers.removeAll { $0.storedState == .possible && $0.trackedTouches.isEmpty && $0.pendingState == nil && $0.timers.isEmpty }
            for t in touches where !t.isDown && t.storedTapCount > 0 && t.storedPhase == .ended && !t.recordedTap {
                t.recordedTap = true
                lastTap = (t.windowLocation, t.storedTimestamp, t.storedTapCount)
            }
            touches.removeAll { !$0.isDown && !$0.heldBegan && $0.heldEnd == nil && $0.storedGestureRecognizers.allSatisfy { !$0.trackedTouches.contains { $0.isDown } && $0.storedState == .possible } }
            if pendingCancellations.isEmpty && !finishedSomething { break }
        }
    }
}

extension Window {
    /// Delivers a touch event (see `TouchDelivery`).
    func deliver(_ event: Event) {
        touchDelivery.deliver(event, in: self)
    }
}
