import Foundation

/// `NSItemProviderReading`: a class an item provider can load (Foundation on Linux has no item providers).
/// ViewTree moves objects within one process, so loading hands over the object that was registered, as
/// an instance of the class asked for; the type identifiers say what the class reads, as in UIKit.
public protocol NSItemProviderReading: AnyObject {
    /// `readableTypeIdentifiersForItemProvider`: the uniform type identifiers the class loads from.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
}

/// `NSItemProviderWriting`: a class whose instances an item provider can offer.
public protocol NSItemProviderWriting: AnyObject {
    /// `writableTypeIdentifiersForItemProvider`: the uniform type identifiers the class offers, best first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
}

extension NSItemProviderReading {
    /// The object, loaded as this class: itself when it is one (ViewTree converts nothing).
    static func loaded(from object: AnyObject) -> Self? { object as? Self }
}

// The classes UIKit code drags most: text, links, images and attributed text. Their identifiers are the
// ones each offers first on iOS (UTType's `plainText`/`utf8PlainText`, `url`, `png`, `rtfd`).
extension NSString: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text", "public.plain-text", "public.text"] }
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.utf8-plain-text", "public.plain-text"] }
}

extension NSURL: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.url", "public.file-url"] }
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.url"] }
}

extension NSAttributedString: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { ["com.apple.flat-rtfd", "public.rtf", "public.utf8-plain-text"] }
    public static var writableTypeIdentifiersForItemProvider: [String] { ["com.apple.flat-rtfd", "public.rtf"] }
}

extension Image: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg", "public.image"] }
    public static var writableTypeIdentifiersForItemProvider: [String] { ["public.png", "public.jpeg"] }
}

/// `NSItemProvider`: what a drag item carries: objects offered under type identifiers, loaded by the
/// receiver. Loading finishes on the next turn of the current world's run loop (UIKit calls back on a
/// background queue, later), or at once with no world.
open class NSItemProvider {
    /// The objects offered, with the class's identifiers, in registration order.
    private var offered: [(object: AnyObject, identifiers: [String])] = []

    /// `suggestedName`: a name for the data (a file name, say).
    open var suggestedName: String?

    /// `init()`: a provider offering nothing yet.
    public init() {}

    /// `init(object:)`: a provider offering `object`.
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// `init(contentsOf:)`: a provider offering the file's URL (the file is not read).
    public convenience init?(contentsOf fileURL: URL?) {
        guard let fileURL else { return nil }
        self.init(object: fileURL as NSURL)
    }

    /// `NSItemProviderRepresentationVisibility`: who may load a representation (kept; one process here).
    public enum RepresentationVisibility: Int, Sendable {
        case all = 0, team = 1, group = 2, ownProcess = 3
    }

    /// `registerObject(_:visibility:)`: offers one more object.
    open func registerObject(_ object: NSItemProviderWriting, visibility: RepresentationVisibility) {
        offered.append((object, type(of: object).writableTypeIdentifiersForItemProvider))
    }

    /// `registeredTypeIdentifiers`: what the provider offers, in registration order, each once.
    open var registeredTypeIdentifiers: [String] {
        var seen = Set<String>()
        return offered.flatMap(\.identifiers).filter { seen.insert($0).inserted }
    }

    /// `hasItemConformingToTypeIdentifier(_:)`: whether one of the offered identifiers is `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains(typeIdentifier)
    }

    /// `hasRepresentationConforming(toTypeIdentifier:fileOptions:)`.
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: Int = 0) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// The first offered object that loads as `aClass`.
    func object(as aClass: NSItemProviderReading.Type) -> NSItemProviderReading? {
        for entry in offered { if let object = aClass.loaded(from: entry.object) { return object } }
        return nil
    }

    /// `canLoadObject(ofClass:)`: whether an offered object loads as `aClass`.
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool { object(as: aClass) != nil }

    /// `canLoadObject(ofClass:)` for a Swift value bridged to a loadable class (`URL`, `String`).
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        object(as: T._ObjectiveCType.self) != nil
    }

    /// `loadObject(ofClass:completionHandler:)`: hands over the offered object as `aClass`, or an error when
    /// none loads as it.
    @discardableResult
    open func loadObject(ofClass aClass: NSItemProviderReading.Type,
                         completionHandler: @escaping (NSItemProviderReading?, Error?) -> Void) -> Progress {
        let found = object(as: aClass)
        return NSItemProvider.finish { completionHandler(found, found == nil ? NSItemProvider.cannotLoad(aClass) : nil) }
    }

    /// `loadObject(ofClass:completionHandler:)` for a Swift value bridged to a loadable class (`URL`, `String`).
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type, completionHandler: @escaping (T?, Error?) -> Void) -> Progress
    where T._ObjectiveCType: NSItemProviderReading {
        let found = (object(as: T._ObjectiveCType.self) as? T._ObjectiveCType).map { T._unconditionallyBridgeFromObjectiveC($0) }
        return NSItemProvider.finish { completionHandler(found, found == nil ? NSItemProvider.cannotLoad(T.self) : nil) }
    }

    /// Runs `completion` on the current world's next turn (at once with no world); a finished progress.
    static func finish(_ completion: @escaping () -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        Simulation.performOnNextTurn(of: Simulation.current, completion)
        return progress
    }

    /// The error a failed load reports (Foundation's `NSItemProviderErrorDomain`, `.unavailableCoercion`).
    static func cannotLoad(_ type: Any.Type) -> NSError {
        NSError(domain: "NSItemProviderErrorDomain", code: -1200,
                userInfo: [NSLocalizedDescriptionKey: "Could not load an object of class \(type) from the item provider."])
    }
}
