import Foundation
import ViewTree

/// A chain of `n` views in a window, each `leading == 16`, `width == 300`, `height == 44`,
/// `top == previous.bottom + 8` (the first at the window's top): the system of issue #21.
private struct Chain {
    let world = Simulation()
    let window: Window
    var views: [View] = []
    var heights: [LayoutConstraint] = []
    var constraints: [LayoutConstraint] = []

    init(_ n: Int) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(n) * 52 + 8), simulation: world)
        window.makeKeyAndVisible()
        for i in 0..<n {
            let view = View(frame: .zero)
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            let height = view.heightAnchor.constraint(equalToConstant: 44)
            let top = i == 0 ? view.topAnchor.constraint(equalTo: window.topAnchor, constant: 8)
                             : view.topAnchor.constraint(equalTo: views[i - 1].bottomAnchor, constant: 8)
            constraints += [view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                            view.widthAnchor.constraint(equalToConstant: 300), height, top]
            views.append(view)
            heights.append(height)
        }
    }
}

/// Median of `runs` measurements of `body` (nanoseconds).
private func median(_ runs: Int, _ body: (Int) -> Void) -> Double {
    var times: [Double] = []
    for k in 0..<runs { times.append(measure { body(k) }) }
    times.sort()
    return times[times.count / 2]
}

/// The value after `name` on the command line, if it is a positive integer.
private func option(_ name: String) -> Int? {
    let arguments = CommandLine.arguments
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count, let n = Int(arguments[i + 1]), n > 0 else { return nil }
    return n
}

/// `--n N` runs only that N; `--profile first|change-first|change-last|activate --n N --runs RUNS` (for callgrind)
/// builds one chain of N views, lays it out once and, for `change-…`, makes RUNS constant changes of the first (last)
/// view's height, for `activate` RUNS activations and deactivations of one extra constraint, printing only the check.
private func profileRun() -> Bool {
    let arguments = CommandLine.arguments
    guard let i = arguments.firstIndex(of: "--profile"), i + 1 < arguments.count else { return false }
    let n = option("--n") ?? 1000
    let runs = option("--runs") ?? 100
    let chain = Chain(n)
    LayoutConstraint.activate(chain.constraints)
    chain.window.layoutIfNeeded()
    if arguments[i + 1] == "change-first" || arguments[i + 1] == "change-last" {
        let changed = arguments[i + 1] == "change-first" ? 0 : n - 1
        for k in 0..<runs {
            chain.heights[changed].constant = 44 + CGFloat(k % 2 + 1)
            chain.window.layoutIfNeeded()
        }
    } else if arguments[i + 1] == "activate" {
        // RUNS activations and deactivations of the table's extra constraint, each + layoutIfNeeded.
        let extra = chain.views[n / 2].widthAnchor.constraint(lessThanOrEqualToConstant: 400)
        for _ in 0..<runs {
            extra.isActive = true
            chain.window.layoutIfNeeded()
            extra.isActive = false
            chain.window.layoutIfNeeded()
        }
    }
    let expectedTop = CGFloat(8 + (n - 1) * 52) + (chain.heights[0].constant - 44)
    print(chain.views[n - 1].frame.minY == expectedTop ? "ok" : "WRONG")
    return true
}

let autoLayoutBenchmarkGroup = BenchmarkGroup(name: "autolayout", summary: "Auto Layout engine: a chain of N constrained views; first layout, one constant change + layoutIfNeeded, activation and deactivation (--n N: that N only)") {
    if profileRun() { return }
    print(row(["N", "first layout µs/view", "change first µs", "change last µs", "activate µs", "deactivate µs", "check"],
              widths: [7, 20, 15, 14, 11, 13, 6]))
    for n in option("--n").map({ [$0] }) ?? [1000, 10000] {
        // First layout: activation of every constraint and the first solve and layout pass, on a
        // fresh chain each time (median of 9, of 3 at N = 10,000); the last chain stays for the rest.
        var firsts: [Double] = []
        var chain = Chain(n)
        for k in 0..<(n >= 10000 ? 3 : 9) {
            if k > 0 { chain = Chain(n) }
            firsts.append(measure {
                LayoutConstraint.activate(chain.constraints)
                chain.window.layoutIfNeeded()
            })
        }
        firsts.sort()
        let first = firsts[firsts.count / 2]
        let runs = n >= 10000 ? 21 : 101
        // One constant change that moves every view below (the first view's height).
        let changeFirst = median(runs) { k in
            chain.heights[0].constant = 44 + CGFloat(k % 2 + 1)
            chain.window.layoutIfNeeded()
        }
        // One constant change that moves one view (the last view's height).
        let changeLast = median(runs) { k in
            chain.heights[n - 1].constant = 44 + CGFloat(k % 2 + 1)
            chain.window.layoutIfNeeded()
        }
        // Activation and deactivation of one extra (redundant) constraint in the middle.
        let extra = chain.views[n / 2].widthAnchor.constraint(lessThanOrEqualToConstant: 400)
        var activations: [Double] = [], deactivations: [Double] = []
        for _ in 0..<runs {
            activations.append(measure {
                extra.isActive = true
                chain.window.layoutIfNeeded()
            })
            deactivations.append(measure {
                extra.isActive = false
                chain.window.layoutIfNeeded()
            })
        }
        activations.sort()
        deactivations.sort()
        let activate = activations[runs / 2]
        let deactivate = deactivations[runs / 2]
        // The last view's top follows from every height and gap: a check that the solution is real.
        let expectedTop = CGFloat(8 + (n - 1) * 52) + (chain.heights[0].constant - 44)
        let check = chain.views[n - 1].frame.minY == expectedTop ? "ok" : "WRONG"
        print(row([String(n), fmt(first / 1e3 / Double(n), 1), fmt(changeFirst / 1e3, 1), fmt(changeLast / 1e3, 1),
                   fmt(activate / 1e3, 1), fmt(deactivate / 1e3, 1), check],
                  widths: [7, 20, 15, 14, 11, 13, 6]))
        chain.constraints.removeAll()
    }
}
