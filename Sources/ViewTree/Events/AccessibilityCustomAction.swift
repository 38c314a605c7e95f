import Foundation

/// `UIAccessibilityCustomAction`: an action VoiceOver offers in its rotor for an element (Apple's "Today" app
/// offers "Toggle completion" on each reminder). The handler returns whether the action succeeded.
/// (UIKit's `init(name:target:selector:)` needs the Objective-C runtime; give a handler.)
open class AccessibilityCustomAction {
    /// `name`: what VoiceOver says for the action.
    open var name: String
    /// `attributedName`: the name with attributes (its string is `name`).
    open var attributedName: NSAttributedString {
        get { storedAttributedName ?? NSAttributedString(string: name) }
        set {
            storedAttributedName = newValue
            name = newValue.string
        }
    }
    private var storedAttributedName: NSAttributedString?
    /// `image` (iOS 14): shown with the action by Switch Control and Full Keyboard Access. Default `nil`.
    open var image: Image?
    /// `actionHandler` (iOS 13).
    open var actionHandler: ((AccessibilityCustomAction) -> Bool)?

    /// `init(name:actionHandler:)`.
    public init(name: String, actionHandler: ((AccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// `init(name:image:actionHandler:)` (iOS 14).
    public convenience init(name: String, image: Image?, actionHandler: ((AccessibilityCustomAction) -> Bool)?) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// `init(attributedName:actionHandler:)`.
    public convenience init(attributedName: NSAttributedString, actionHandler: ((AccessibilityCustomAction) -> Bool)?) {
        self.init(name: attributedName.string, actionHandler: actionHandler)
        storedAttributedName = attributedName
    }

    /// `init(attributedName:image:actionHandler:)` (iOS 14).
    public convenience init(attributedName: NSAttributedString, image: Image?, actionHandler: ((AccessibilityCustomAction) -> Bool)?) {
        self.init(attributedName: attributedName, actionHandler: actionHandler)
        self.image = image
    }
}

/// `UIAccessibilityContainerType` (iOS 11), with UIKit's raw values.
public enum AccessibilityContainerType: Int, Sendable {
    /// Not a container.
    case none = 0
    /// A data table.
    case dataTable = 1
    /// A list.
    case list = 2
    /// A landmark.
    case landmark = 3
    /// A semantic group (iOS 13).
    case semanticGroup = 4
}

/// The rarer accessibility state of a view (see `View.accessibilityCustomActions`).
final class AccessibilityExtras {
    var customActions: [AccessibilityCustomAction]?
    /// `accessibilityCustomRotors` once set (Events/AccessibilityCustomRotor.swift).
    var customRotors: [AccessibilityCustomRotor]?
    var userInputLabels: [String]?
    var language: String?
    var groupsChildren = false
    var containerType: AccessibilityContainerType = .none
    var path: BezierPath?
    /// `accessibilityFrame` once set (`nil`: the view's own, converted to the screen).
    var frame: CGRect?
    /// `accessibilityActivationPoint` once set (`nil`: the frame's midpoint).
    var activationPoint: CGPoint?
    /// The `UILargeContentViewerItem` members (Events/LargeContentViewer.swift).
    var largeContent = LargeContentExtras()
}

extension View {
    /// The view's accessibility box, made on first use.
    var accessibilityExtras: AccessibilityExtras {
        if let box = layoutExtras.accessibility { return box }
        let box = AccessibilityExtras()
        layoutExtras.accessibility = box
        return box
    }

    /// Plays a VoiceOver user choosing the custom action named `name` in the rotor: its handler runs and its
    /// answer is returned; `false`, with nothing run, when the view offers no action of that name. (Ours: ViewTree
    /// runs no VoiceOver.)
    @discardableResult
    public func performAccessibilityCustomAction(named name: String) -> Bool {
        guard let action = accessibilityCustomActions?.first(where: { $0.name == name }) else { return false }
        return action.actionHandler?(action) ?? false
    }
}
