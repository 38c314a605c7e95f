import Foundation
import ViewTree

// Every group of measurements ViewTree has; `--only NAME` runs one.
let groups: [BenchmarkGroup] = [
    coreBenchmarkGroup,
    runLoopBenchmarkGroup,
    animationBenchmarkGroup,
    scrollBenchmarkGroup,
    collectionBenchmarkGroup,
    seedBenchmarkGroup,
    solverBenchmarkGroup,
    autoLayoutBenchmarkGroup,
    textBenchmarkGroup,
    touchBenchmarkGroup,
    layerBenchmarkGroup,
    viewControllerBenchmarkGroup,
    interfaceBuilderBenchmarkGroup,
]

// Run only by name (`--only c-tree`), one per process: Benchmarks/compare_c.py alternates them
// with the C reference programs.
let cReferenceGroups: [BenchmarkGroup] = [
    cTreeBenchmarkGroup,
    cTimersBenchmarkGroup,
    cAnimationBenchmarkGroup,
    cDescriptionBenchmarkGroup,
    cDescriptionDumpGroup,
]

let arguments = Array(CommandLine.arguments.dropFirst())
if let i = arguments.firstIndex(of: "--only"), i + 1 < arguments.count {
    let wanted = arguments[i + 1]
    for group in groups + cReferenceGroups where group.name == wanted { group.run() }
} else if arguments.contains("--list") {
    for group in groups + cReferenceGroups { print("\(group.name)\t\(group.summary)") }
} else {
    #if DEBUG
    print("warning: debug build; run `swift run -c release ViewTreeBench` for real figures")
    #endif
    for group in groups {
        print("== \(group.name): \(group.summary)")
        group.run()
        print()
    }
}
