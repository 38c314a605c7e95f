import Foundation

extension Menu.Identifier {
    // The standard menus of the main menu bar (`UIMenu.Identifier`, iOS 13). Their raw values are ViewTree's, in
    // UIKit's reverse-DNS style ("com.apple.menu.…"); code compares identifiers, not strings.
    private static func system(_ name: String) -> Menu.Identifier { Menu.Identifier(rawValue: "com.apple.menu.\(name)") }

    /// `root`: the menu bar itself.
    public static let root = system("root")
    /// `application`: the app menu.
    public static let application = system("application")
    /// `file`: the File menu.
    public static let file = system("file")
    /// `edit`: the Edit menu.
    public static let edit = system("edit")
    /// `view`: the View menu.
    public static let view = system("view")
    /// `window`: the Window menu.
    public static let window = system("window")
    /// `help`: the Help menu.
    public static let help = system("help")
    /// `about`.
    public static let about = system("about")
    /// `preferences`.
    public static let preferences = system("preferences")
    /// `services`.
    public static let services = system("services")
    /// `hide`.
    public static let hide = system("hide")
    /// `quit`.
    public static let quit = system("quit")
    /// `newScene`.
    public static let newScene = system("new-scene")
    /// `openRecent` (iOS 14).
    public static let openRecent = system("open-recent")
    /// `close`.
    public static let close = system("close")
    /// `print`.
    public static let print = system("print")
    /// `document` (iOS 16).
    public static let document = system("document")
    /// `undoRedo`.
    public static let undoRedo = system("undo-redo")
    /// `standardEdit`.
    public static let standardEdit = system("standard-edit")
    /// `find`.
    public static let find = system("find")
    /// `replace`.
    public static let replace = system("replace")
    /// `share`.
    public static let share = system("share")
    /// `textStyle`.
    public static let textStyle = system("text-style")
    /// `spelling`.
    public static let spelling = system("spelling")
    /// `spellingPanel`.
    public static let spellingPanel = system("spelling-panel")
    /// `spellingOptions`.
    public static let spellingOptions = system("spelling-options")
    /// `substitutions`.
    public static let substitutions = system("substitutions")
    /// `substitutionsPanel`.
    public static let substitutionsPanel = system("substitutions-panel")
    /// `substitutionOptions`.
    public static let substitutionOptions = system("substitution-options")
    /// `transformations`.
    public static let transformations = system("transformations")
    /// `speech`.
    public static let speech = system("speech")
    /// `lookup`.
    public static let lookup = system("lookup")
    /// `learn`.
    public static let learn = system("learn")
    /// `format`: the Format menu.
    public static let format = system("format")
    /// `font`.
    public static let font = system("font")
    /// `textSize`.
    public static let textSize = system("text-size")
    /// `textColor`.
    public static let textColor = system("text-color")
    /// `textStylePasteboard`.
    public static let textStylePasteboard = system("text-style-pasteboard")
    /// `text`.
    public static let text = system("text")
    /// `writingDirection`.
    public static let writingDirection = system("writing-direction")
    /// `alignment`.
    public static let alignment = system("alignment")
    /// `toolbar`.
    public static let toolbar = system("toolbar")
    /// `sidebar` (iOS 14).
    public static let sidebar = system("sidebar")
    /// `fullscreen`.
    public static let fullscreen = system("fullscreen")
    /// `minimizeAndZoom`.
    public static let minimizeAndZoom = system("minimize-and-zoom")
    /// `bringAllToFront`.
    public static let bringAllToFront = system("bring-all-to-front")
}

/// ViewTree's builder of the main menu bar: the standard menus (App, File, Edit, Format, View, Window, Help, each
/// with its standard inline groups, empty here since ViewTree has no system commands) edited by
/// `Responder.buildMenu(with:)`. `mainMenu(builtBy:)` plays the system asking the app delegate, as UIKit does when
/// the menu bar is built ("the system calls buildMenu(with:) on the app delegate", Apple's sample *Adding menus and
/// shortcuts to the menu bar and user interface*).
///
/// An edit naming a menu the tree does not have, or inserting a menu whose identifier is already in it, changes
/// nothing and is listed in `refusedEdits` (UIKit ignores the first and raises for the second). Menus made without
/// an identifier never clash (UIKit gives each a unique one).
public final class MainMenuBuilder: MenuBuilder {
    /// `system`: `.main`.
    public let system = MenuSystem.main
    /// The menu bar as built so far (its identifier is `.root`).
    public private(set) var root: Menu
    /// The edits that changed nothing, described.
    public private(set) var refusedEdits: [String] = []

    /// A builder holding the standard menu bar.
    public init() {
        func group(_ identifier: Menu.Identifier, _ children: [MenuElement] = []) -> Menu {
            Menu(title: "", identifier: identifier, options: .displayInline, children: children)
        }
        func top(_ title: String, _ identifier: Menu.Identifier, _ children: [MenuElement]) -> Menu {
            Menu(title: title, identifier: identifier, children: children)
        }
        root = Menu(title: "", identifier: .root, children: [
            top("App", .application, [group(.about), group(.preferences), group(.services), group(.hide), group(.quit)]),
            top("File", .file, [group(.newScene), group(.openRecent), group(.close), group(.document), group(.print)]),
            top("Edit", .edit, [group(.undoRedo), group(.standardEdit), group(.find, [group(.replace)]), group(.share),
                                top("Spelling and Grammar", .spelling, [group(.spellingPanel), group(.spellingOptions)]),
                                top("Substitutions", .substitutions, [group(.substitutionsPanel), group(.substitutionOptions)]),
                                top("Transformations", .transformations, []), top("Speech", .speech, []),
                                group(.lookup), group(.learn)]),
            top("Format", .format, [top("Font", .font, [group(.textStyle), group(.textSize), group(.textColor), group(.textStylePasteboard)]),
                                    top("Text", .text, [group(.writingDirection), group(.alignment)])]),
            top("View", .view, [group(.toolbar), group(.sidebar), group(.fullscreen)]),
            top("Window", .window, [group(.minimizeAndZoom), group(.bringAllToFront)]),
            top("Help", .help, []),
        ])
    }

    /// The main menu bar `responder` builds: a fresh standard bar, handed to its `buildMenu(with:)`.
    public static func mainMenu(builtBy responder: Responder) -> Menu {
        let builder = MainMenuBuilder()
        responder.buildMenu(with: builder)
        return builder.root
    }

    /// The top-level menus' titles, in order (for tests).
    public var topLevelTitles: [String] { root.children.map(\.title) }

    public func menu(for identifier: Menu.Identifier) -> Menu? { Self.find(identifier, in: root) }

    public func action(for identifier: Action.Identifier) -> Action? {
        root.allActions.first { $0.identifier == identifier }
    }

    public func replace(menu replacedIdentifier: Menu.Identifier, with replacementMenu: Menu) {
        guard replacedIdentifier == replacementMenu.identifier || replacementMenu.identifier.rawValue.isEmpty
                || menu(for: replacementMenu.identifier) == nil else {
            return refuse("replace(menu: \(replacedIdentifier.rawValue), with:): \(replacementMenu.identifier.rawValue) is already in the menu bar")
        }
        editSiblings(of: replacedIdentifier, "replace(menu:with:)") { $0[$1] = replacementMenu }
    }

    public func replaceChildren(ofMenu parentIdentifier: Menu.Identifier, from childrenBlock: ([MenuElement]) -> [MenuElement]) {
        guard let parent = menu(for: parentIdentifier) else { return refuse("replaceChildren(ofMenu: \(parentIdentifier.rawValue)): no such menu") }
        let replaced = parent.replacingChildren(childrenBlock(parent.children))
        if parentIdentifier == .root { root = replaced; return }
        editSiblings(of: parentIdentifier, "replaceChildren(ofMenu:from:)") { $0[$1] = replaced }
    }

    public func insertSibling(_ siblingMenu: Menu, beforeMenu siblingIdentifier: Menu.Identifier) {
        guard isNew(siblingMenu, "insertSibling(_:beforeMenu:)") else { return }
        editSiblings(of: siblingIdentifier, "insertSibling(_:beforeMenu:)") { $0.insert(siblingMenu, at: $1) }
    }

    public func insertSibling(_ siblingMenu: Menu, afterMenu siblingIdentifier: Menu.Identifier) {
        guard isNew(siblingMenu, "insertSibling(_:afterMenu:)") else { return }
        editSiblings(of: siblingIdentifier, "insertSibling(_:afterMenu:)") { $0.insert(siblingMenu, at: $1 + 1) }
    }

    public func insertChild(_ childMenu: Menu, atStartOfMenu parentIdentifier: Menu.Identifier) {
        guard isNew(childMenu, "insertChild(_:atStartOfMenu:)") else { return }
        replaceChildren(ofMenu: parentIdentifier) { [childMenu] + $0 }
    }

    public func insertChild(_ childMenu: Menu, atEndOfMenu parentIdentifier: Menu.Identifier) {
        guard isNew(childMenu, "insertChild(_:atEndOfMenu:)") else { return }
        replaceChildren(ofMenu: parentIdentifier) { $0 + [childMenu] }
    }

    public func remove(menu removedIdentifier: Menu.Identifier) {
        editSiblings(of: removedIdentifier, "remove(menu:)") { $0.remove(at: $1) }
    }

    // MARK: Tree edits (menus are immutable: the path down to an edit is rebuilt)

    /// Whether `menu` can go in: a menu made without an identifier always can (UIKit gives it a unique one).
    private func isNew(_ menu: Menu, _ operation: String) -> Bool {
        guard menu.identifier.rawValue.isEmpty || self.menu(for: menu.identifier) == nil else {
            refuse("\(operation): \(menu.identifier.rawValue) is already in the menu bar")
            return false
        }
        return true
    }

    /// Edits the children list holding the menu `identifier` (`edit` gets the list and the menu's index).
    private func editSiblings(of identifier: Menu.Identifier, _ operation: String, _ edit: (inout [MenuElement], Int) -> Void) {
        guard identifier != .root, let edited = Self.editing(root, holding: identifier, edit) else {
            return refuse("\(operation): no menu \(identifier.rawValue) to edit beside")
        }
        root = edited
    }

    private func refuse(_ description: String) { refusedEdits.append(description) }

    private static func find(_ identifier: Menu.Identifier, in menu: Menu) -> Menu? {
        if menu.identifier == identifier { return menu }
        for case let child as Menu in menu.children {
            if let found = find(identifier, in: child) { return found }
        }
        return nil
    }

    private static func editing(_ menu: Menu, holding identifier: Menu.Identifier,
                                _ edit: (inout [MenuElement], Int) -> Void) -> Menu? {
        var children = menu.children
        if let index = children.firstIndex(where: { ($0 as? Menu)?.identifier == identifier }) {
            edit(&children, index)
            return menu.replacingChildren(children)
        }
        for (index, child) in children.enumerated() {
            guard let submenu = child as? Menu, let edited = editing(submenu, holding: identifier, edit) else { continue }
            children[index] = edited
            return menu.replacingChildren(children)
        }
        return nil
    }
}
