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
    /// The data representations offered (`registerDataRepresentation`), in registration order.
    private var dataRepresentations: [(identifier: String, load: DataLoadHandler)] = []

    /// The load handler of a data representation: it calls its completion with the bytes (or an error) and may
    /// return a progress.
    public typealias DataLoadHandler = (@escaping (Data?, Error?) -> Void) -> Progress?

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

    /// `registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`: offers bytes of `typeIdentifier`,
    /// made by `loadHandler` when a receiver loads them (UIKit calls it lazily, on the load; so does ViewTree).
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String, visibility: RepresentationVisibility,
                                         loadHandler: @escaping DataLoadHandler) {
        dataRepresentations.append((typeIdentifier, loadHandler))
    }

    /// `registeredTypeIdentifiers`: what the provider offers, in registration order, each once.
    open var registeredTypeIdentifiers: [String] {
        var seen = Set<String>()
        return (offered.flatMap(\.identifiers) + dataRepresentations.map(\.identifier)).filter { seen.insert($0).inserted }
    }

    /// `hasItemConformingToTypeIdentifier(_:)`: whether an offered identifier is `typeIdentifier` or conforms to it
    /// (a PNG is an image, UTF-8 text is plain text: `UTType.conforms(to:)`), as Foundation answers it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains { NSItemProvider.identifier($0, conformsTo: typeIdentifier) }
    }

    /// Whether `identifier` is `other` or, by the known types' conformances, a kind of it.
    static func identifier(_ identifier: String, conformsTo other: String) -> Bool {
        guard identifier != other else { return true }
        guard let type = UTType(identifier), let target = UTType(other) else { return false }
        return type.conforms(to: target)
    }

    /// `loadDataRepresentation(forTypeIdentifier:completionHandler:)`: the bytes of the first data representation
    /// conforming to `typeIdentifier`, or an error when none does; on the world's next turn, as every load here.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping (Data?, Error?) -> Void) -> Progress {
        let loaded = data(conformingTo: typeIdentifier)
        return NSItemProvider.finish {
            completionHandler(loaded?.data, loaded == nil ? NSItemProvider.cannotLoad(Data.self) : loaded?.error)
        }
    }

    /// Runs the load handler of the first data representation conforming to `typeIdentifier`; `nil` when none does.
    /// A handler that never calls its completion (or calls it later) loads no bytes.
    private func data(conformingTo typeIdentifier: String) -> (data: Data?, error: Error?)? {
        guard let entry = dataRepresentations.first(where: { NSItemProvider.identifier($0.identifier, conformsTo: typeIdentifier) })
        else { return nil }
        var result: (data: Data?, error: Error?) = (nil, nil)
        _ = entry.load { data, error in result = (data, error) }
        return result
    }

    /// The text a data representation of plain text decodes to (Foundation's `NSString` reads UTF-8 from
    /// `public.utf8-plain-text` and `public.plain-text`).
    private func decodedText() -> NSString? {
        for identifier in NSString.readableTypeIdentifiersForItemProvider {
            if let data = data(conformingTo: identifier)?.data, let text = String(data: data, encoding: .utf8) {
                return text as NSString
            }
        }
        return nil
    }

    /// `hasRepresentationConforming(toTypeIdentifier:fileOptions:)`.
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: Int = 0) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// The first offered object that loads as `aClass`.
    /// A class reads a data representation when one of its readable identifiers is offered (text, from the bytes
    /// of plain text: the one decoding ViewTree does).
    func object(as aClass: NSItemProviderReading.Type) -> NSItemProviderReading? {
        for entry in offered { if let object = aClass.loaded(from: entry.object) { return object } }
        if aClass is NSString.Type, let text = decodedText() { return aClass.loaded(from: text) }
        return nil
    }

    /// `canLoadObject(ofClass:)`: whether an offered object loads as `aClass`, or a data representation is offered
    /// under one of the identifiers `aClass` reads (UIKit answers by the identifiers, without loading).
    open func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        if offered.contains(where: { aClass.loaded(from: $0.object) != nil }) { return true }
        return dataRepresentations.contains { entry in
            aClass.readableTypeIdentifiersForItemProvider.contains { NSItemProvider.identifier(entry.identifier, conformsTo: $0) }
        }
    }

    /// `canLoadObject(ofClass:)` for a Swift value bridged to a loadable class (`URL`, `String`).
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
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
