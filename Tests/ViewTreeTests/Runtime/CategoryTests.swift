import Foundation
import Testing
import ViewTree

final class OwnAlphaImageView: ImageView {
    var log: [String] = []
    override var alpha: CGFloat {
        get { super.alpha }
        set { log.append("own"); super.alpha = newValue }
    }
}

final class PlainSubImageView: ImageView {}

@Suite struct CategoryTests {
    let world = Simulation()
    let window: Window

    init() { window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world) }

    func add<V: View>(_ view: V) -> V {
        window.addSubview(view)
        return view
    }

    @Test func appliesToTheClassAndSubclassesNotToOthers() {
        var seen: [String] = []
        world.install(Category("Spy", on: ImageView.self).setAlpha { view, alpha, callSuper in
            seen.append(String(describing: type(of: view)))
            callSuper(alpha)
        })
        add(ImageView(frame: .zero)).alpha = 0.5
        add(PlainSubImageView(frame: .zero)).alpha = 0.5
        add(View(frame: .zero)).alpha = 0.5
        #expect(seen == ["ImageView", "PlainSubImageView"])
    }

    @Test func aSubclassOwnOverrideWinsAndItsSuperReachesTheCategory() {
        var log: [String] = []
        world.install(Category("Spy", on: ImageView.self).setAlpha { _, alpha, callSuper in
            log.append("category")
            callSuper(alpha)
        })
        let own = add(OwnAlphaImageView(frame: .zero))
        own.alpha = 0.3
        #expect(own.log == ["own"] && log == ["category"], "the override ran first, its super reached the category")
        #expect(Float(own.alpha) == 0.3)   // alpha reads back at layer-opacity precision
    }

    @Test func superIsTheSuperclassImplementation() {
        var order: [String] = []
        world.install(Category("Base", on: View.self).setAlpha { _, alpha, callSuper in
            order.append("View category")
            callSuper(alpha)
        })
        world.install(Category("Image", on: ImageView.self).setAlpha { _, alpha, callSuper in
            order.append("ImageView category")
            callSuper(alpha)
        })
        let image = add(ImageView(frame: .zero))
        image.alpha = 0.4
        #expect(order == ["ImageView category", "View category"])
        #expect(Float(image.alpha) == 0.4)
    }

    @Test func refusingMeansNoChangeAndNoAnimation() {
        world.install(Category("Stubborn", on: ImageView.self).setAlpha { _, alpha, callSuper in
            if alpha == 0 { return }
            callSuper(alpha)
        })
        let image = add(ImageView(frame: .zero))
        View.animate(withDuration: 1, animations: { image.alpha = 0 })
        #expect(image.alpha == 1 && !image.hasRunningAnimations)
    }

    @Test func lastInstalledWinsAndRemovingRestoresThePrevious() {
        let first = world.install(Category("First", on: ImageView.self).setAlpha { _, _, callSuper in callSuper(0.1) })
        let second = world.install(Category("Second", on: ImageView.self).setAlpha { _, _, callSuper in callSuper(0.2) })
        let image = add(ImageView(frame: .zero))
        image.alpha = 1
        #expect(Float(image.alpha) == 0.2)
        #expect(world.installedCategories == ["ImageView (First)", "ImageView (Second)"])
        second.remove()
        image.alpha = 1
        #expect(Float(image.alpha) == 0.1)
        first.remove()
        image.alpha = 1
        #expect(image.alpha == 1)
        #expect(!first.isInstalled && world.installedCategories.isEmpty)
        first.remove()
        #expect(world.diagnostics.last?.code == .category)
    }

    @Test func setFrameAndOtherSelectors() {
        var hidden: [Bool] = []
        world.install(Category("Frames", on: ImageView.self)
            .setFrame { _, frame, callSuper in
                var f = frame
                f.size.height = 42
                callSuper(f)
            }
            .setHidden { _, value, callSuper in hidden.append(value); callSuper(value) })
        let image = add(ImageView(frame: .zero))
        image.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        image.isHidden = true
        #expect(image.frame == CGRect(x: 1, y: 2, width: 3, height: 42))
        #expect(hidden == [true] && image.isHidden)
    }

    @Test func reachesViewsTheLibraryCreates() {
        var touched = 0
        world.install(Category("Indicators", on: ImageView.self).setAlpha { _, alpha, callSuper in
            touched += 1
            callSuper(alpha)
        })
        let scroll = add(ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(touched == 2, "the indicators are made in the world: setting their alpha to 0 went through the category")
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.flashScrollIndicators()
        #expect(touched == 3, "the vertical indicator's fade-in went through the category")
    }

    @Test func aReplacementThatReentersItsSetterIsStopped() {
        world.install(Category("Loop", on: ImageView.self).setAlpha { view, alpha, _ in
            view.alpha = alpha
        })
        let image = add(ImageView(frame: .zero))
        image.alpha = 0.5
        #expect(image.alpha == 0.5)
        #expect(world.diagnostics.last?.code == .category)
    }

    @Test func categoriesStayInTheirWorld() async {
        let results = await withTaskGroup(of: (Int, Float).self) { group in
            for i in 0..<4 {
                group.addTask {
                    let world = Simulation()
                    let window = Window(frame: .zero, simulation: world)
                    if i % 2 == 0 {
                        world.install(Category("Half", on: ImageView.self).setAlpha { _, a, callSuper in callSuper(a / 2) })
                    }
                    let image = ImageView(frame: .zero)
                    window.addSubview(image)
                    for _ in 0..<100 { image.alpha = 0.8 }
                    world.run(for: 1)
                    return (i, Float(image.alpha))   // alpha reads back at layer-opacity precision
                }
            }
            var all: [(Int, Float)] = []
            for await r in group { all.append(r) }
            return all.sorted { $0.0 < $1.0 }.map(\.1)
        }
        #expect(results == [0.4, 0.8, 0.4, 0.8])
    }
}

@Suite struct CategoryLifecycleTests {
    @Test func didMoveToWindowAndLayoutSubviewsCanBeReplaced() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        var log: [String] = []
        world.install(Category("Lifecycle", on: ImageView.self)
            .didMoveToWindow { view, callSuper in
                log.append("didMoveToWindow \(view.window != nil)")
                callSuper()
            }
            .layoutSubviews { _, callSuper in
                log.append("layoutSubviews")
                callSuper()
            })
        let image = ImageView(frame: .zero)
        let plain = View(frame: .zero)
        window.addSubview(image)
        window.addSubview(plain)
        window.layoutIfNeeded()
        image.removeFromSuperview()
        #expect(log == ["didMoveToWindow true", "layoutSubviews", "didMoveToWindow false"])
    }

    /// A plain leaf added to a window takes the quiet path of `attach` (issue #21): a category
    /// replacing `didMoveToWindow` on `View` still hears it, once, and one added outside any
    /// window does not.
    @Test func didMoveToWindowCategoryHearsAQuietLeaf() {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), simulation: world)
        let container = View(frame: .zero)
        var heard: [ObjectIdentifier] = []
        world.install(Category("Lifecycle", on: View.self)
            .didMoveToWindow { view, callSuper in
                if view.window != nil { heard.append(ObjectIdentifier(view)) }
                callSuper()
            })
        let leaf = View(frame: .zero)
        container.addSubview(leaf)
        #expect(heard.isEmpty)
        let other = View(frame: .zero)
        window.addSubview(other)
        #expect(heard == [ObjectIdentifier(other)])
        #expect(other.window === window && other.superview === window)
    }
}
