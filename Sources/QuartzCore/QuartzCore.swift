// `import QuartzCore` on Linux: Core Animation's names (`CALayer`, `CABasicAnimation`, `CATransform3D`, …) come
// from ViewTreeUIKit, so a UIKit file that imports QuartzCore beside UIKit compiles with only `import UIKit`
// changed. Built on Linux only (Package.swift): on Apple's platforms the framework is the real one.
@_exported import ViewTreeUIKit
