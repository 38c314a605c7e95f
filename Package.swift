// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ViewTree",
    products: [
        .library(name: "ViewTree", targets: ["ViewTree"]),
        .library(name: "ViewTreeTesting", targets: ["ViewTreeTesting"]),
        .library(name: "ViewTreeFuzzing", targets: ["ViewTreeFuzzing"]),
        .library(name: "ViewTreeUIKit", targets: ["ViewTreeUIKit"]),
        .library(name: "ViewTreeInterfaceBuilder", targets: ["ViewTreeInterfaceBuilder"]),
        .executable(name: "ViewTreeDemo", targets: ["ViewTreeDemo"]),
        .executable(name: "ViewTreeBench", targets: ["ViewTreeBench"]),
        .executable(name: "ViewTreeFuzz", targets: ["ViewTreeFuzz"]),
    ],
    targets: [
        .target(name: "ViewTree"),
        // Snapshot assertions, timelines, UI-logic assertions and per-profile runs for users' tests.
        .target(name: "ViewTreeTesting", dependencies: ["ViewTree"]),
        // Model-based random testing: operations, generator, applier, invariant checker, shrinker.
        .target(name: "ViewTreeFuzzing", dependencies: ["ViewTree"]),
        // UIKit's names (UIView, UIColor, IndexPath, UIStoryboard, …) over ViewTree and its Interface Builder
        // loader, so a UIKit view file compiles with `import ViewTreeUIKit` in place of `import UIKit`.
        .target(name: "ViewTreeUIKit", dependencies: ["ViewTree", "ViewTreeInterfaceBuilder"]),
        // Loading and checking .xib/.storyboard files. A target of its own because it imports FoundationXML
        // (libxml2 on Linux), which the core library and its users should not have to link.
        .target(name: "ViewTreeInterfaceBuilder", dependencies: ["ViewTree"]),
        // The seed articles' Objective-C, ported to Swift as an iOS developer would port it. Shared by the
        // tests and the demo; not part of the library.
        .target(name: "SeedPorts", dependencies: ["ViewTree"]),
        // The demo's logic (scenarios, timelines, formats), testable; `ViewTreeDemo` only prints it.
        .target(name: "ViewTreeDemoKit", dependencies: ["ViewTree", "SeedPorts", "ViewTreeInterfaceBuilder"]),
        .executableTarget(name: "ViewTreeDemo", dependencies: ["ViewTreeDemoKit"]),
        .executableTarget(name: "ViewTreeBench", dependencies: ["ViewTree", "SeedPorts", "ViewTreeInterfaceBuilder"]),
        .executableTarget(name: "ViewTreeFuzz", dependencies: ["ViewTree", "ViewTreeFuzzing"]),
        .testTarget(name: "ViewTreeTests",
                    dependencies: ["ViewTree", "ViewTreeTesting", "ViewTreeFuzzing", "SeedPorts", "ViewTreeDemoKit",
                                   "ViewTreeUIKit", "ViewTreeInterfaceBuilder"],
                    // Reference snapshots and fixtures are data read at run time, not resources; the UIKit
                    // view files are compiled by a test against ViewTreeUIKit, not as part of the tests.
                    exclude: ["Testing/__Snapshots__", "Seeds/__Snapshots__", "UIKitPorts/Files", "InterfaceBuilder/Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
// `import QuartzCore`, which UIKit files write beside `import UIKit`, resolves on Linux to this shim over
// ViewTreeUIKit (on Apple's platforms the real framework exists, so the shim is not made). There is no CoreGraphics
// shim on purpose: ViewTree tells Linux from Apple's platforms with `canImport(CoreGraphics)`, as code commonly does.
package.products += [.library(name: "QuartzCore", targets: ["QuartzCore"])]
package.targets += [.target(name: "QuartzCore", dependencies: ["ViewTreeUIKit"])]
// `import UniformTypeIdentifiers` (document pickers' `UTType`) likewise resolves to a shim over ViewTreeUIKit.
package.products += [.library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"])]
package.targets += [.target(name: "UniformTypeIdentifiers", dependencies: ["ViewTreeUIKit"])]
// `import MobileCoreServices` (the `kUTType…` constants of drag and drop and image pickers before iOS 14) likewise.
package.products += [.library(name: "MobileCoreServices", targets: ["MobileCoreServices"])]
package.targets += [.target(name: "MobileCoreServices", dependencies: ["ViewTreeUIKit"])]
#endif
