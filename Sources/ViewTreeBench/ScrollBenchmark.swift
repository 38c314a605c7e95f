import Foundation
import ViewTree

/// Rows numbered from 0, one reuse identifier: the data source every table benchmark uses.
final class BenchRows: TableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? TableViewCell(style: .default, reuseIdentifier: "row")
        cell.text = String(indexPath.row)
        return cell
    }
}

/// Flings `scroll` upwards (content moving down the list) until it rests at its end, one fling at
/// a time: a 0.1 s drag of 300 pt, released at `velocity` pt/s, then deceleration (and the final
/// bounce) on the virtual clock. Returns the number of flings.
func flingToTheEnd(_ scroll: ScrollView, in world: Simulation, velocity: CGFloat) -> Int {
    var flings = 0
    while scroll.contentOffset.y < scroll.maximumContentOffset.y {
        flings += 1
        scroll.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.1,
                    releaseVelocity: CGPoint(x: 0, y: -velocity))
        world.run(for: 0.2)
        while scroll.isDragging || scroll.isDecelerating { world.run(for: 0.5) }
    }
    return flings
}

let scrollBenchmarkGroup = BenchmarkGroup(name: "scroll", summary: "table view flung end to end (reuse), scroll view with 10k subviews dragged") {
    // (a) A 100,000-row table, flung from top to bottom.
    print(row(["rows", "flings", "frames", "virtual s", "ns/frame", "cells created", "reload ms"],
              widths: [8, 7, 8, 10, 10, 14, 10]))
    for (rows, velocity) in [(10_000, 8_000.0), (100_000, 20_000.0)] {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 568), simulation: world)
        window.makeKeyAndVisible()
        let table = TableView(frame: window.bounds)
        window.addSubview(table)
        let source = BenchRows(count: rows)
        table.dataSource = source
        let reload = measure { table.reloadData() }
        let framesBefore = world.runLoop.framesTicked
        let timeBefore = world.now
        var flings = 0
        let elapsed = measure { flings = flingToTheEnd(table, in: world, velocity: velocity) }
        let frames = world.runLoop.framesTicked - framesBefore
        let last = table.indexPathsForVisibleRows?.last?.row ?? -1
        precondition(last == rows - 1, "the table did not reach its last row (\(last))")
        print(row([String(rows), String(flings), String(frames), fmt(world.now - timeBefore), fmt(elapsed / Double(frames)),
                   String(table.createdCellCount), fmt(reload / 1e6, 2)],
                  widths: [8, 7, 8, 10, 10, 14, 10]))
    }

    // (b) A scroll view with 10,000 subviews, dragged for 3 s of virtual time (one move per frame).
    // The drag moves the content from a timer on the frame grid, so its frames are counted as
    // 3 s × the display rate (display-link frames tick only for the indicators' fade).
    print(row(["subviews", "add ms", "frames", "ns/frame", "offset"], widths: [9, 8, 7, 10, 8]))
    for count in [1_000, 10_000] {
        let world = Simulation()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 568), simulation: world)
        window.makeKeyAndVisible()
        let scroll = ScrollView(frame: window.bounds)
        window.addSubview(scroll)
        let add = measure {
            for i in 0..<count {
                let v = View(frame: CGRect(x: 0, y: CGFloat(i) * 50, width: 320, height: 50))
                v.autoresizingMask = .flexibleWidth
                scroll.addSubview(v)
            }
        }
        scroll.contentSize = CGSize(width: 320, height: CGFloat(count) * 50)
        world.run(for: 0.1) // the layout pass the additions asked for
        let end = world.now + 3
        let elapsed = measure {
            scroll.drag(from: CGPoint(x: 160, y: 500), to: CGPoint(x: 160, y: 50), duration: 3, releaseVelocity: .zero)
            world.run(until: end)
        }
        let frames = 3 * world.framesPerSecond
        precondition(!scroll.isDragging && scroll.contentOffset.y == 450, "the drag did not end where it should")
        print(row([String(count), fmt(add / 1e6, 2), String(frames), fmt(elapsed / Double(frames)), fmt(scroll.contentOffset.y)],
                  widths: [9, 8, 7, 10, 8]))
    }
}
