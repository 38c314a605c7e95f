// ViewTreeUIKit: UIKit's names for ViewTree's types, so that a UIKit view file compiles on Linux with one
// changed import:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import ViewTreeUIKit
//     #endif
//
// The module re-exports ViewTree and ViewTreeInterfaceBuilder (and Foundation, which `import UIKit` brings too) and adds only names:
// typealiases (`UIView` is `View`), UIKit's nested type names, and the few members UIKit spells differently.
// One file per area (`UIKit+Views.swift`, `UIKit+Tables.swift`, …); Docs/Porting.md lists what still needs
// an edit, and why.
@_exported import Foundation
@_exported import ViewTree
// `UIStoryboard`, `UINib` and the IB-backed members live there; it links FoundationXML (libxml2), which a
// UIKit app links too, and the core `ViewTree` library stays free of it.
@_exported import ViewTreeInterfaceBuilder

/// `HUGE`: the float infinity Darwin's `math.h` exports and `import UIKit` brings along, which UIKit code
/// writes for an animation that repeats forever (`animation.repeatCount = HUGE`). Glibc does not export it.
public let HUGE = Float.infinity
