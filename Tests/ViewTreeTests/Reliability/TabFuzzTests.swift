import Foundation
import Testing
import ViewTree
import ViewTreeFuzzing
import ViewTreeTesting

/// Seeded random sequences over iOS 18's tabs: two tab bar controllers on screen, a pool of tabs and groups, and
/// random `setTabs` (with repeated, foreign and nested tabs), group children (with cycles and re-parenting),
/// hiding, selecting (foreign tabs too) and group selections. After every step the controllers and tabs must be
/// consistent; bad steps may only record diagnostics. A seed replays exactly.
@Suite struct TabFuzzTests {
    /// Every consistency rule, as text (empty when all hold).
    static func problems(_ controllers: [TabBarController], _ pool: [Tab]) -> [String] {
        var found: [String] = []
        for (index, controller) in controllers.enumerated() {
            let children = controller.children
            if Set(children.map(ObjectIdentifier.init)).count != children.count { found.append("c\(index): a child twice") }
            if !children.allSatisfy({ $0.parent === controller }) { found.append("c\(index): a child of another parent") }
            if (controller.tabBar.items?.count ?? 0) != children.count { found.append("c\(index): \(controller.tabBar.items?.count ?? 0) items for \(children.count) children") }
            if let selected = controller.selectedTab, selected.isHidden { found.append("c\(index): hidden tab selected") }
            let visible = controller.tabs.filter { !$0.isHidden }.count
            if controller.tabs.contains(where: { $0.parent != nil }) { found.append("c\(index): a root tab in a group") }
            if children.count > visible { found.append("c\(index): more children than visible tabs") }
            for tab in controller.tabs where tab.tabBarController !== controller { found.append("c\(index): tab \(tab.identifier) names another controller") }
        }
        for tab in pool {
            var depth = 0
            var current: Tab? = tab
            while let c = current, depth <= pool.count { current = c.parent; depth += 1 }
            if depth > pool.count { found.append("\(tab.identifier): a cycle of parents") }
            let holders = pool.compactMap { $0 as? TabGroup }.filter { $0.children.contains { $0 === tab } }
            if holders.count > 1 { found.append("\(tab.identifier): in \(holders.count) groups") }
            if let parent = tab.parent, !(holders.first === parent) { found.append("\(tab.identifier): parent disagrees with children") }
            if tab.parent == nil, !holders.isEmpty { found.append("\(tab.identifier): a child without a parent") }
            let roots = controllers.filter { $0.tabs.contains { $0 === tab } }
            if roots.count > 1 { found.append("\(tab.identifier): a root of two controllers") }
        }
        return found
    }

    static func run(seed: UInt64, steps: Int) -> [String] {
        var rng = SplitMix64(seed: seed)
        let t = TestWorld()
        let controllers = [TabBarController(nibName: nil, bundle: nil), TabBarController(nibName: nil, bundle: nil)]
        let container = ViewController()
        t.show(container)
        for controller in controllers {
            container.addChild(controller)
            container.view.addSubview(controller.view)
            controller.didMove(toParent: container)
        }
        var pool: [Tab] = (0..<8).map { i in Tab(title: "t\(i)", image: nil, identifier: "t\(i % 7)") { _ in ViewController() } }
        pool += (0..<3).map { i in TabGroup(title: "g\(i)", image: nil, identifier: "g\(i)", children: []) }
        pool.append(Tab(title: "shared", image: nil, identifier: "shared") { [unowned container] _ in container })
        let groups = pool.compactMap { $0 as? TabGroup }
        func subset() -> [Tab] { (0..<rng.int(in: 0...4)).map { _ in rng.pick(pool) } }
        for step in 0..<steps {
            let controller = rng.pick(controllers)
            switch rng.int(in: 0...7) {
            case 0, 1: controller.setTabs(subset(), animated: rng.chance(0.5))
            case 2: rng.pick(groups).children = subset()
            case 3: rng.pick(pool).isHidden = rng.chance(0.5)
            case 4: controller.selectedTab = rng.pick(pool)
            case 5: rng.pick(groups).selectedChild = rng.pick(pool)
            case 6: if let tab = controller.tabs.first { controller.selectedTab = tab }
            default: t.run(for: Double(rng.int(in: 0...30)) / 60)
            }
            let found = problems(controllers, pool)
            if !found.isEmpty { return ["seed \(seed) step \(step): "] + found }
            if (try? InvariantChecker.check([t.window])) == nil { return ["seed \(seed) step \(step): tree invariants"] }
        }
        return []
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64]) func randomTabSequencesKeepEverythingConsistent(seed: UInt64) {
        let found = Self.run(seed: seed, steps: 400)
        #expect(found.isEmpty, "\(found.joined(separator: "; "))")
    }
}
