import Foundation

extension Control {
    /// `UIControl.Event`: the events a control sends to its targets. Raw values are UIKit's
    /// (`UIControlEvents` in `UIControl.h`), so masks such as `allTouchEvents` mean the same thing.
    ///
    /// Inside a `Control` subclass, the unqualified name `Event` is this type, as in UIKit where
    /// `UIControl.Event` and `UIEvent` are different names; spell the touch event `ViewTree.Event`.
    public struct Event: OptionSet, Sendable, Hashable, CustomStringConvertible {
        /// The raw mask.
        public let rawValue: UInt
        /// Creates an event mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch (tap count > 1) went down in the control.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved within the control's (expanded) tracking bounds.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside the control's (expanded) tracking bounds.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved from outside to inside the tracking bounds.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved from inside to outside the tracking bounds.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger was lifted inside the tracking bounds.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger was lifted outside the tracking bounds.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch flipped, a slider moved, a segment was selected).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap, a text field's return key; iOS 9+).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A control whose menu is its primary action is showing it (iOS 14, `UIControlEventMenuActionTriggered`).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed by typing.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// A text field ended editing because the return key was pressed.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The range reserved for the application.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// The range reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The named single events, in raw-value order (for descriptions).
        static let named: [(Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
            (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
            (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
            (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.menuActionTriggered, "menuActionTriggered"),
            (.editingDidBegin, "editingDidBegin"),
            (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
            (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]

        /// The names of the single events in the mask, e.g. `[touchDown, touchUpInside]`.
        public var description: String {
            var names = Event.named.filter { contains($0.0) }.map(\.1)
            let rest = rawValue & ~Event.named.reduce(0) { $0 | $1.0.rawValue }
            if rest != 0 { names.append("0x" + String(rest, radix: 16)) }
            return "[" + names.joined(separator: ", ") + "]"
        }
    }

    /// `UIControl.State`: a control's state, combined from `isHighlighted`, `isEnabled` and
    /// `isSelected`. Raw values are UIKit's (`UIControlState`).
    public struct State: OptionSet, Sendable, Hashable {
        /// The raw mask.
        public let rawValue: UInt
        /// Creates a state.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted: 0.
        public static let normal: State = []
        /// A touch is down inside the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// `isEnabled == false`.
        public static let disabled = State(rawValue: 1 << 1)
        /// `isSelected == true`.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has focus (tvOS / keyboard focus; never set by ViewTree).
        public static let focused = State(rawValue: 1 << 3)
        /// The range reserved for the application.
        public static let application = State(rawValue: 0x00FF_0000)
        /// The range reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Aligned left.
        case left = 1
        /// Aligned right.
        case right = 2
        /// Stretched to the content rectangle's width.
        case fill = 3
        /// Aligned to the leading edge: left in a left-to-right layout, right in a right-to-left one
        /// (`effectiveContentHorizontalAlignment`).
        case leading = 4
        /// Aligned to the trailing edge.
        case trailing = 5
    }

    /// `effectiveContentHorizontalAlignment` (iOS 11): `contentHorizontalAlignment` with `.leading` and
    /// `.trailing` resolved to `.left` or `.right` by `effectiveUserInterfaceLayoutDirection` (UIControl
    /// documentation); the other alignments as they are.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case let other: return other
        }
    }

    /// `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred.
        case center = 0
        /// Aligned to the top.
        case top = 1
        /// Aligned to the bottom.
        case bottom = 2
        /// Stretched to the content rectangle's height.
        case fill = 3
    }
}
