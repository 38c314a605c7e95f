// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ViewTree",
    products: [
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "ViewTreeFuzzing", targets: ["ViewTreeFuzzing"]),
        .executable(name: "ViewTreeDemo", targets: ["ViewTreeDemo"]),
        .executable(name: "ViewTreeBench", targets: ["ViewTreeBench"]),
        .executable(name: "ViewTreeFuzz", targets: ["ViewTreeFuzz"]),
    ],
    targets: [
        .target(name: "ViewTree"),
        // Model-based random testing: operations, generator, applier, invariant checker, shrinker.
        .target(name: "ViewTreeFuzzing", dependencies: ["ViewTree"]),
        .executableTarget(name: "ViewTreeDemo", dependencies: ["ViewTree"]),
        .executableTarget(name: "ViewTreeBench", dependencies: ["ViewTree"]),
        .executableTarget(name: "ViewTreeFuzz", dependencies: ["ViewTree", "ViewTreeFuzzing"]),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree", "ViewTreeFuzzing"]),
    ],
    swiftLanguageModes: [.v6]
)
