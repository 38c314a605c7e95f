import Foundation
import SeedPorts
import ViewTree

for profile in [PlatformProfile.iOS7, .iOS8, .iOS13] {
    let world = Simulation(profile: profile)
    world.install(mraScrollViewCategory())
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
    window.makeKeyAndVisible()
    let tv = MRATextView()
    tv.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
    tv.verticalScrollBarH = 60
    tv.text = (1...40).map { "Line \($0) of the text view" }.joined(separator: "\n")
    window.addSubview(tv)
    world.run(for: 0.1)
    tv.flashScrollIndicators()
    print(profile.name, tv.contentSize)
    for t in [0.2, 0.5, 1.6, 1.9, 5.0] {
        world.run(until: t)
        let v = tv.verticalScrollIndicatorView!
        print("  t=\(t) alpha \(v.alpha) pres \(v.presentation().alpha) frame \(v.frame)")
    }
    print(window.recursiveDescription())
}
