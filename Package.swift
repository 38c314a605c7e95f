// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ViewTree",
    products: [
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .executable(name: "ViewTreeDemo", targets: ["ViewTreeDemo"]),
        .executable(name: "ViewTreeBench", targets: ["ViewTreeBench"]),
    ],
    targets: [
        .target(name: "ViewTree"),
        // The seed articles' Objective-C, ported to Swift as an iOS developer would port it. Shared by the
        // tests and the demo; not part of the library.
        .target(name: "SeedPorts", dependencies: ["ViewTree"]),
        .executableTarget(name: "ViewTreeDemo", dependencies: ["ViewTree", "SeedPorts"]),
        .executableTarget(name: "ViewTreeBench", dependencies: ["ViewTree", "SeedPorts"]),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree", "SeedPorts"]),
    ],
    swiftLanguageModes: [.v6]
)
