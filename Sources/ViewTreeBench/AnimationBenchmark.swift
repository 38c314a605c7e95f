import Foundation
import ViewTree

/// A plain class with a stored property, to compare a setter call against a bare store.
final class StoredAlphaBox {
    var alpha: CGFloat = 1
}

let animationBenchmarkGroup = BenchmarkGroup(name: "animation", summary: "alpha setter with and without a category; 10,000 views animating alpha for 1 s at 60 Hz") {
    let n = 1_000_000
    let world = Simulation()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
    let image = ImageView(frame: .zero)
    window.addSubview(image)
    let box = StoredAlphaBox()

    // Alternate between two values so every call really changes the property.
    let stored = measure { for i in 0..<n { box.alpha = i & 1 == 0 ? 0.25 : 0.75 } }
    let plain = measure { for i in 0..<n { image.alpha = i & 1 == 0 ? 0.25 : 0.75 } }
    let installed = world.install(Category("PassThrough", on: ImageView.self).setAlpha { _, alpha, callSuper in callSuper(alpha) })
    let withCategory = measure { for i in 0..<n { image.alpha = i & 1 == 0 ? 0.25 : 0.75 } }
    installed.remove()
    let onOtherClass = world.install(Category("Elsewhere", on: ScrollView.self).setAlpha { _, alpha, callSuper in callSuper(alpha) })
    let categoryElsewhere = measure { for i in 0..<n { image.alpha = i & 1 == 0 ? 0.25 : 0.75 } }
    onOtherClass.remove()
    print(row(["write", "ns per call"], widths: [44, 12]))
    print(row(["stored property of a final class", fmt(stored / Double(n), 2)], widths: [44, 12]))
    print(row(["View.alpha, no category", fmt(plain / Double(n), 2)], widths: [44, 12]))
    print(row(["View.alpha, category on ImageView (calls super)", fmt(withCategory / Double(n), 2)], widths: [44, 12]))
    print(row(["View.alpha, category on another class", fmt(categoryElsewhere / Double(n), 2)], widths: [44, 12]))

    // 10,000 views animating alpha for 1 s of virtual time at 60 Hz.
    let count = 10_000
    let animWorld = Simulation()
    let animWindow = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: animWorld)
    var views: [View] = []
    for _ in 0..<count {
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        animWindow.addSubview(v)
        views.append(v)
    }
    let start = measure {
        View.animate(withDuration: 1, animations: { for v in views { v.alpha = 0 } })
    }
    let frames = 61.0
    let run = measure { animWorld.run(for: 1.0 + 1.0 / 60) }
    print("10,000 views: start \(fmt(start / Double(count))) ns/view; frames \(fmt(run / Double(count) / frames)) ns per view per frame; all done: \(views.allSatisfy { !$0.hasRunningAnimations })")
}
