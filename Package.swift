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
        .executableTarget(name: "ViewTreeDemo", dependencies: ["ViewTree"]),
        .executableTarget(name: "ViewTreeBench", dependencies: ["ViewTree"]),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree"]),
    ],
    swiftLanguageModes: [.v6]
)
