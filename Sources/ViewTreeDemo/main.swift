import Foundation
import ViewTree

let world = Simulation()
let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
window.makeKeyAndVisible()
let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
scroll.contentSize = CGSize(width: 320, height: 1000)
window.addSubview(scroll)
print(window.recursiveDescription())
scroll.flashScrollIndicators()
for t in [0.0, 0.1, 0.2, 0.33, 0.5, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2.5] {
    world.run(until: t)
    let v = scroll.verticalScrollIndicatorView!
    print(t, v.alpha, v.presentation().alpha, v.frame)
    if t == 0.5 { print(window.asciiRendering(columns: 32, rows: 16)) }
}
scroll.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 100, y: 300), duration: 0.2, releaseVelocity: CGPoint(x: 0, y: -1000))
for t in [2.6, 2.7, 3.0, 4.0, 6.0, 8.0] {
    world.run(until: t)
    print(t, scroll.contentOffset, scroll.isDecelerating, scroll.verticalScrollIndicatorView!.alpha, scroll.verticalScrollIndicatorView!.frame)
}
print(window.recursiveDescription())
print(world.diagnostics)
