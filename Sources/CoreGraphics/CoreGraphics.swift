// `import CoreGraphics` on Linux: Foundation already has `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, and ViewTree the
// rest UIKit code reaches through it (`CGAffineTransform`, `CGPath`, `CGColor`, `CGContext`, `CGImage`), so a UIKit
// file that imports CoreGraphics beside UIKit compiles with only `import UIKit` changed. Built on Linux only
// (Package.swift): on Apple's platforms the framework is the real one.
@_exported import ViewTreeUIKit
