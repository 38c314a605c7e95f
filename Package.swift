// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ViewTree",
    products: [
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "ViewTreeTesting", targets: ["ViewTreeTesting"]),
        .executable(name: "ViewTreeDemo", targets: ["ViewTreeDemo"]),
        .executable(name: "ViewTreeBench", targets: ["ViewTreeBench"]),
    ],
    targets: [
        .target(name: "ViewTree"),
        // Snapshot assertions, timelines, UI-logic assertions and per-profile runs for users' tests.
        .target(name: "ViewTreeTesting", dependencies: ["ViewTree"]),
        // The seed articles' Objective-C, ported to Swift as an iOS developer would port it. Shared by the
        // tests and the demo; not part of the library.
        .target(name: "SeedPorts", dependencies: ["ViewTree"]),
        .executableTarget(name: "ViewTreeDemo", dependencies: ["ViewTree", "SeedPorts"]),
        .executableTarget(name: "ViewTreeBench", dependencies: ["ViewTree", "SeedPorts"]),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree", "ViewTreeTesting", "SeedPorts"],
                    // Reference snapshots are data read at run time, not resources.
                    exclude: ["Testing/__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
