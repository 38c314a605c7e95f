import Foundation
import Testing
import ViewTree

/// The animator keeps its records in parallel arrays of plain values, with colours and transforms
/// boxed apart (issue #21). These tests pin what that layout must keep: a record of each kind
/// (opacity, point, rect, colour, transform) shows the right value mid-flight whichever records
/// ended before it (ending moves the last record into the freed place), and a view released while
/// its colour and transform animate is freed, with `finished == false` once.
@Suite struct AnimationRecordStorageTests {
    /// `from + (to − from) × t`, the interpolation the animator documents.
    private func lerp(_ from: CGFloat, _ to: CGFloat, _ t: Double) -> CGFloat { from + (to - from) * CGFloat(t) }

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    @Test(arguments: [PlatformProfile.iOS7, PlatformProfile.iOS11])
    func everyKindOfRecordShowsItsValueAfterOthersEnded(profile: PlatformProfile) {
        let world = Simulation(profile: profile)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400), simulation: world)
        window.makeKeyAndVisible()
        let short = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let fading = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let moving = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let tinted = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        tinted.backgroundColor = Color(red: 1, green: 0, blue: 0)
        for view in [short, fading, moving, tinted] { window.addSubview(view) }
        var finished: [String] = []
        // Started first, ends first: its record's place is taken by the last one.
        View.animate(withDuration: 0.25, animations: { short.alpha = 0 }, completion: { if $0 { finished.append("short") } })
        View.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            fading.alpha = 0
            moving.center = CGPoint(x: 105, y: 205)
            moving.bounds = CGRect(x: 0, y: 0, width: 30, height: 50)
            tinted.backgroundColor = Color(red: 0, green: 0, blue: 1)
        }, completion: { if $0 { finished.append("long") } })
        world.run(for: 0.5)
        #expect(finished == ["short"])
        let t = 0.5  // linear curve: progress equals the time fraction
        #expect(close(fading.presentation().alpha, lerp(1, 0, t)))
        #expect(close(moving.presentation().center.x, lerp(5, 105, t)))
        #expect(close(moving.presentation().center.y, lerp(5, 205, t)))
        #expect(close(moving.presentation().bounds.width, lerp(10, 30, t)))
        #expect(close(moving.presentation().bounds.height, lerp(10, 50, t)))
        let colour = tinted.presentation().backgroundColor
        #expect(colour != nil && close(colour!.red, 0.5) && close(colour!.blue, 0.5))
        #expect(short.presentation().alpha == 0)
        world.run(for: 1)
        #expect(finished == ["short", "long"])
        #expect(fading.presentation().alpha == 0)
        #expect(moving.presentation().center == CGPoint(x: 105, y: 205))
        #expect(tinted.presentation().backgroundColor == Color(red: 0, green: 0, blue: 1))
        #expect([short, fading, moving, tinted].allSatisfy { !$0.hasRunningAnimations })
        #expect(world.diagnostics.isEmpty, "\(world.diagnostics)")
    }

    @Test(arguments: [PlatformProfile.iOS7, PlatformProfile.iOS11])
    func aViewReleasedWhileItsColourAndTransformAnimateIsFreed(profile: PlatformProfile) {
        let world = Simulation(profile: profile)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        window.makeKeyAndVisible()
        let survivor = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(survivor)
        weak var released: View?
        var finished: [Bool] = []
        var survivorFinished: [Bool] = []
        do {
            let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = Color(red: 1, green: 1, blue: 1)
            window.addSubview(view)
            View.animate(withDuration: 1, animations: {
                view.backgroundColor = Color(red: 0, green: 0, blue: 0)
                view.transform = CGAffineTransform(rotationAngle: 1)
            }, completion: { finished.append($0) })
            View.animate(withDuration: 1, animations: { survivor.alpha = 0 }, completion: { survivorFinished.append($0) })
            world.run(for: 0.25)
            #expect(view.hasRunningAnimations)
            released = view
            view.removeFromSuperview()
        }
        #expect(released == nil, "a colour or transform animation must not keep its view alive")
        world.run(for: 0.1)
        #expect(finished == [false])
        #expect(survivor.hasRunningAnimations)
        world.run(for: 1)
        #expect(finished == [false])
        #expect(survivorFinished == [true])
        #expect(survivor.presentation().alpha == 0)
        #expect(world.diagnostics.isEmpty, "\(world.diagnostics)")
    }
}

/// A timer keeps no fire date, validity or repetition flag apart from its schedule and block
/// (issue #21: 72 bytes a timer); what the public API reports must not change.
@Suite struct TimerStorageTests {
    @Test func aOneShotTimerReportsItsDateAndEndsInvalid() {
        let loop = VirtualRunLoop()
        var fired = 0
        let timer = loop.scheduledTimer(fireAt: -0.0, interval: 5, repeats: false) { _ in fired += 1 }
        #expect(timer.fireDate == 0 && timer.fireDate.sign == .minus, "the date is kept exactly as given")
        #expect(timer.timeInterval == 0, "a one-shot timer's interval reads 0, as Foundation's")
        #expect(timer.isValid)
        loop.run(for: 1)
        #expect(fired == 1)
        #expect(!timer.isValid)
        #expect(timer.fireDate.sign == .minus, "an invalid timer keeps the last date it was scheduled for")
    }

    @Test func aRepeatingTimerMovesAlongItsGridAndStaysRepeatingAfterInvalidation() {
        let loop = VirtualRunLoop()
        var dates: [Double] = []
        let timer = loop.scheduledTimer(withTimeInterval: 0.25, repeats: true) { dates.append($0.fireDate) }
        loop.run(for: 1)
        #expect(dates == [0.25, 0.5, 0.75, 1.0])
        #expect(timer.fireDate == 1.25)
        #expect(timer.timeInterval == 0.25)
        timer.fireDate = 3
        loop.run(for: 2.1)
        #expect(dates == [0.25, 0.5, 0.75, 1.0, 3.0])
        #expect(timer.fireDate == 3.25)
        timer.invalidate()
        #expect(!timer.isValid)
        #expect(timer.timeInterval == 0.25)
        loop.run(for: 5)
        #expect(dates.count == 5)
        #expect(loop.pendingEventCount == 0)
    }

    @Test func aTimerThatInvalidatesItselfInItsBlockFiresOnce() {
        let loop = VirtualRunLoop()
        var fired = 0
        let timer = loop.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
            fired += 1
            timer.invalidate()
        }
        loop.run(for: 1)
        #expect(fired == 1)
        #expect(!timer.isValid)
        #expect(loop.pendingEventCount == 0)
    }
}

/// A view keeps its subview list in a box made with its first child, its tag among its rarely used
/// state, and its slot and id in 32 bits each (issue #21: bytes per view); none of it shows.
@Suite struct ViewStorageTests {
    @Test func tagsAndSubviewOrderSurviveTheCompactStorage() {
        let parent = View(frame: .zero)
        #expect(parent.subviews.isEmpty)
        #expect(parent.tag == 0)
        let children = (0..<6).map { i -> View in
            let v = View(frame: .zero)
            v.tag = i == 0 ? -7 : i
            return v
        }
        for child in children { parent.addSubview(child) }
        #expect(parent.subviews.map(\.tag) == [-7, 1, 2, 3, 4, 5])
        children[2].removeFromSuperview()
        parent.insertSubview(children[2], at: 0)
        parent.exchangeSubview(at: 1, withSubviewAt: 5)
        #expect(parent.subviews.map(\.tag) == [2, 5, 1, 3, 4, -7])
        #expect(parent.viewWithTag(-7) === children[0])
        children[0].tag = 0
        #expect(parent.viewWithTag(-7) == nil)
        for child in children { child.removeFromSuperview() }
        #expect(parent.subviews.isEmpty)
        parent.addSubview(children[4])
        #expect(parent.subviews.map(\.tag) == [4])
        #expect(children[4].superview === parent)
    }
}
