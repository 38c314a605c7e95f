import Foundation
import ViewTree

// UIKit's by-name loaders: `UIStoryboard(name:bundle:)`, `UINib(nibName:bundle:)` and
// `Bundle.loadNibNamed(_:owner:options:)`. A name is looked up in the current world's
// `resourceDirectories` (and their `Base.lproj`), then in the bundle given (`Bundle.main` for `nil`); custom
// classes come from the current world's `interfaceBuilderRegistry`. A file that cannot be found or read is
// reported as a diagnostic in the current world and loads as an empty document, where UIKit raises.

extension Simulation {
    /// The registry the by-name loaders use in this world: `InterfaceBuilderRegistry.standard` until a test
    /// registers its custom classes here (`world.interfaceBuilderRegistry.registerViewController(…)`).
    public var interfaceBuilderRegistry: InterfaceBuilderRegistry {
        get { attachment(InterfaceBuilderRegistry.self) ?? .standard }
        set { setAttachment(newValue) }
    }
}

enum NamedResource {
    /// The document `name.ext`: from the current world's resource directories, then the bundle; `nil` (after
    /// a diagnostic) when there is none or it cannot be read.
    static func document(named name: String, extension ext: String, bundle: Bundle?, what: String) -> InterfaceBuilderDocument? {
        let world = Simulation.current
        let bundle = bundle ?? Bundle.main
        guard let url = world?.resourceURL(named: name, withExtension: ext)
                ?? bundle.url(forResource: name, withExtension: ext) else {
            Storyboard.report("Could not find a \(what) named '\(name)' in the world's resourceDirectories or in bundle \(bundle.bundlePath)", subject: what == "storyboard" ? "UIStoryboard" : "UINib")
            return nil
        }
        do {
            return try InterfaceBuilderDocument(contentsOf: url)
        } catch {
            Storyboard.report("the \(what) '\(name)' (\(url.lastPathComponent)) cannot be read: \(error)", subject: what == "storyboard" ? "UIStoryboard" : "UINib")
            return nil
        }
    }

    static var registry: InterfaceBuilderRegistry { Simulation.current?.interfaceBuilderRegistry ?? .standard }
}

extension Storyboard {
    /// `UIStoryboard(name:bundle:)`: `name.storyboard` from the current world's `resourceDirectories`, else
    /// the bundle (`Bundle.main` for `nil`), with the world's `interfaceBuilderRegistry`. A storyboard that
    /// is not found or cannot be read (UIKit raises "Could not find a storyboard named …") is reported and
    /// loads empty: it has no scenes and no initial view controller.
    public convenience init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let document = NamedResource.document(named: name, extension: "storyboard", bundle: storyboardBundleOrNil,
                                              what: "storyboard")
        self.init(document: document ?? .empty(.storyboard), registry: NamedResource.registry)
        self.name = name
    }
}

extension Nib {
    /// `UINib.OptionsKey`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `UINibExternalObjects`: accepted; placeholders other than File's Owner are not connected.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// `UINib(nibName:bundle:)`: `nibName.xib` from the current world's `resourceDirectories`, else the bundle
    /// (`Bundle.main` for `nil`), with the world's `interfaceBuilderRegistry`. A nib that is not found or cannot
    /// be read is reported and loads empty (UIKit raises when it is instantiated).
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        let document = NamedResource.document(named: name, extension: "xib", bundle: bundleOrNil, what: "nib")
        self.init(document: document ?? .empty(.xib), registry: NamedResource.registry)
    }

    /// `instantiate(withOwner:options:)` as UIKit declares it: the owner is `Any?` (its outlets and actions
    /// connect when it adopts `NibOwner`), the result `[Any]` (the top-level views, in file order).
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        instantiateHierarchy(withOwner: ownerOrNil as? NibOwner).topLevelViews
    }
}

extension Bundle {
    /// `loadNibNamed(_:owner:options:)`: `UINib(nibName: name, bundle: self).instantiate(withOwner:options:)`.
    /// `nil` when the nib cannot be found or read (after its diagnostic), as UIKit returns for a missing nib
    /// in Swift.
    public func loadNibNamed(_ name: String, owner: Any?, options: [Nib.OptionsKey: Any]? = nil) -> [Any]? {
        guard let document = NamedResource.document(named: name, extension: "xib", bundle: self, what: "nib") else { return nil }
        return Nib(document: document, registry: NamedResource.registry).instantiate(withOwner: owner, options: options)
    }
}
