// ViewTreeUIKit: UIKit's names for ViewTree's types, so that a UIKit view file compiles on Linux with one
// changed import:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import ViewTreeUIKit
//     #endif
//
// The module re-exports ViewTree and ViewTreeInterfaceBuilder (and Foundation, with FoundationNetworking on Linux,
// which `import UIKit` brings too) and adds only names:
// typealiases (`UIView` is `View`), UIKit's nested type names, and the few members UIKit spells differently.
// One file per area (`UIKit+Views.swift`, `UIKit+Tables.swift`, …); Docs/Porting.md lists what still needs
// an edit, and why.
@_exported import Foundation
@_exported import ViewTree
// `UIStoryboard`, `UINib` and the IB-backed members live there; it links FoundationXML (libxml2), which a
// UIKit app links too, and the core `ViewTree` library stays free of it.
@_exported import ViewTreeInterfaceBuilder
// `URLSession`, `URLRequest`, `URLProtocol`, `HTTPURLResponse`…: part of Foundation on Apple's platforms, so
// `import UIKit` brings them; since Swift 5.1 swift-corelibs-foundation offers them only in FoundationNetworking
// (it links libcurl), and Foundation alone leaves unavailable `AnyObject` placeholders ("This type has moved to the
// FoundationNetworking module"). Re-exported so that a UIKit file's networking compiles as written (Docs/Porting.md).
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

/// `HUGE`: the float infinity Darwin's `math.h` exports and `import UIKit` brings along, which UIKit code
/// writes for an animation that repeats forever (`animation.repeatCount = HUGE`). Glibc does not export it.
public let HUGE = Float.infinity

/// `MAXFLOAT`: the largest float, from Darwin's `math.h` (`import UIKit` brings it; Glibc does not export it).
/// UIKit code writes it for an unlimited text height (`CGSize(width: w, height: CGFloat(MAXFLOAT))`).
public let MAXFLOAT = Float.greatestFiniteMagnitude

extension NSIndexPath {
    /// `row` (UIKit's `NSIndexPath (UITableView)` category): the index at position 1.
    public var row: Int { length > 1 ? index(atPosition: 1) : NSNotFound }
    /// `section`: the index at position 0.
    public var section: Int { length > 0 ? index(atPosition: 0) : NSNotFound }
    /// `item` (`UICollectionView`'s category): the index at position 1.
    public var item: Int { row }

    /// `NSIndexPath(row:section:)` (`indexPathForRow:inSection:`, UIKit's category).
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// `NSIndexPath(item:section:)` (`indexPathForItem:inSection:`, `UICollectionView`'s category).
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }
}
