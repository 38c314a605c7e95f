import Foundation
import ViewTree

/// A screen of 50 views: a root view holding 49 labels and plain views in rows.
final class FiftyViewScreen: ViewController {
    override func loadView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        for i in 0..<49 {
            let frame = CGRect(x: 8, y: 8 + Double(i) * 11, width: 304, height: 10)
            let v: View = i % 2 == 0 ? Label(frame: frame) : View(frame: frame)
            (v as? Label)?.text = "Row \(i)"
            v.autoresizingMask = .flexibleWidth
            root.addSubview(v)
        }
        view = root
    }
}

let viewControllerBenchmarkGroup = BenchmarkGroup(name: "controllers", summary: "navigation: animated push + pop of a 50-view screen on the virtual clock, µs per cycle") {
    print(row(["cycles", "µs/cycle (animated)", "µs/cycle (unanimated)"], widths: [8, 20, 22]))
    for cycles in [100, 1_000] {
        var timings: [Double] = []
        for animated in [true, false] {
            let world = Simulation()
            let window = Window(frame: world.screen.bounds, simulation: world)
            window.makeKeyAndVisible()
            let nav = NavigationController(rootViewController: FiftyViewScreen())
            window.rootViewController = nav
            world.run(for: 0.1)
            let nanoseconds = measure {
                for _ in 0..<cycles {
                    nav.pushViewController(FiftyViewScreen(), animated: animated)
                    world.run(for: 0.4)                // 0.35 s transition, on the virtual clock
                    nav.popViewController(animated: animated)
                    world.run(for: 0.4)
                }
            }
            precondition(nav.viewControllers.count == 1, "the stack did not return to its root")
            timings.append(nanoseconds / 1_000 / Double(cycles))
        }
        print(row(["\(cycles)", fmt(timings[0]), fmt(timings[1])], widths: [8, 20, 22]))
    }
}
