import Foundation

/// ViewTree's `UIPasteboard`: what copy and paste share. UIKit's general pasteboard belongs to the device; ViewTree
/// keeps one per world (`Simulation.pasteboard`), so two tests running in parallel never see each other's copies,
/// and `Pasteboard.general` is the current world's (a fresh, unshared one where no world is current).
public final class Pasteboard {
    /// The items, each a dictionary from a type identifier to a value (UIKit's `items`), in order.
    public var items: [[String: Any]] = [] {
        didSet { changeCount += 1 }
    }
    /// `changeCount`: bumped by every change of the contents.
    public private(set) var changeCount = 0

    /// A pasteboard of its own (a test may make one; `general` is the world's).
    public init() {}

    /// `UIPasteboard.general`: the current world's pasteboard.
    public static var general: Pasteboard { Simulation.current?.pasteboard ?? Pasteboard() }

    /// The type identifier ViewTree stores strings under (`UTType.utf8PlainText`'s identifier).
    public static let stringType = "public.utf8-plain-text"
    /// The type identifier ViewTree stores URLs under (`UTType.url`'s identifier).
    public static let urlType = "public.url"
    /// The type identifier ViewTree stores images under: `"public.png"` (`UTType.png`; UIKit's `image` setter
    /// stores a PNG representation, and `UIPasteboardTypeListImage` lists it first).
    public static let imageType = "public.png"

    /// `string`: the first item's string; setting one replaces the contents with it (`nil` empties them).
    public var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// `strings`: every item's string, or nil when there is none; setting replaces the contents.
    public var strings: [String]? {
        get {
            let found = items.compactMap { $0[Pasteboard.stringType] as? String }
            return found.isEmpty ? nil : found
        }
        set { items = (newValue ?? []).map { [Pasteboard.stringType: $0] } }
    }

    /// `url`: the first item's URL; setting one replaces the contents with it.
    public var url: URL? {
        get { items.lazy.compactMap { $0[Pasteboard.urlType] as? URL }.first }
        set { items = newValue.map { [[Pasteboard.urlType: $0]] } ?? [] }
    }

    /// `image`: the first item's image; setting one replaces the contents with it.
    public var image: Image? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// `images`: every item's image, or nil when there is none; setting replaces the contents.
    public var images: [Image]? {
        get {
            let found = items.compactMap { $0[Pasteboard.imageType] as? Image }
            return found.isEmpty ? nil : found
        }
        set { items = (newValue ?? []).map { [Pasteboard.imageType: $0] } }
    }

    /// `hasImages` (iOS 10).
    public var hasImages: Bool { images != nil }
    /// `hasStrings` (iOS 10).
    public var hasStrings: Bool { strings != nil }
    /// `hasURLs` (iOS 10).
    public var hasURLs: Bool { url != nil }
    /// `numberOfItems`.
    public var numberOfItems: Int { items.count }
}
