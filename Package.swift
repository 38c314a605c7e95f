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
        .target(name: "ViewTreeTesting", dependencies: ["ViewTree"]),
        .executableTarget(name: "ViewTreeDemo", dependencies: ["ViewTree"]),
        .executableTarget(name: "ViewTreeBench", dependencies: ["ViewTree"]),
        .testTarget(name: "ViewTreeTests", dependencies: ["ViewTree", "ViewTreeTesting"],
                    // Reference snapshots are read and written by path, not bundled as resources.
                    exclude: ["Testing/__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
