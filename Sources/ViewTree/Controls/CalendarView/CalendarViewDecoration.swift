import Foundation

extension CalendarView {
    /// `UICalendarView.DecorationSize` (iOS 16), with UIKit's raw values.
    public enum DecorationSize: Int, Sendable, CaseIterable {
        /// Small.
        case small = 0
        /// Medium: the default.
        case medium = 1
        /// Large.
        case large = 2
    }

    /// `UICalendarView.Decoration` (iOS 16): what a calendar view shows under a date's number, as its delegate's
    /// `calendarView(_:decorationFor:)` returns it: a filled circle, an image, or a view the app makes.
    ///
    /// The calendar view keeps what the decoration says (kind, colour, size, image) and, for a custom view, the
    /// view the provider made, not the decoration: a provider that captures the view controller owning the
    /// calendar makes no cycle.
    public final class Decoration {
        /// What kind of decoration it is.
        public enum Kind: Sendable, Equatable {
            /// A filled circle (`init()`, `default(color:size:)`).
            case `default`
            /// An image (`image(_:color:size:)`).
            case image
            /// A view the app makes (`customView(_:)`).
            case customView
        }

        /// The kind.
        public let kind: Kind
        /// The image: `nil` for a filled circle and a custom view, else the image given, or the
        /// `"circlebadge.fill"` symbol UIKit uses when none is (its header: "defaults to circlebadge.fill if nil").
        public let image: Image?
        /// The colour given; `nil` means UIKit's default, `systemFill` (its header: "defaults to
        /// UIColor.systemFillColor if nil").
        public let color: Color?
        /// The size given (`.medium` by default, as UIKit's).
        public let size: DecorationSize
        /// Makes the custom view; called once, when the decoration is first shown (UIKit's header: "The provider
        /// will be called once when the decoration view is first loaded").
        let customViewProvider: (() -> View)?

        private init(kind: Kind, image: Image?, color: Color?, size: DecorationSize, provider: (() -> View)?) {
            self.kind = kind
            self.image = image
            self.color = color
            self.size = size
            customViewProvider = provider
        }

        /// `init()`: a filled circle in the system fill colour, medium size.
        public convenience init() {
            self.init(kind: .default, image: nil, color: nil, size: .medium, provider: nil)
        }

        /// `init(image:color:size:)`: an image (the `circlebadge.fill` symbol when `image` is `nil`).
        public convenience init(image: Image?, color: Color?, size: DecorationSize) {
            self.init(kind: .image, image: image ?? Image(systemName: "circlebadge.fill"), color: color, size: size, provider: nil)
        }

        /// `init(customViewProvider:)`: a view the app makes. The view is shown without interaction
        /// (`isUserInteractionEnabled` is turned off) and clipped to the day's cell, as UIKit's header says.
        public convenience init(customViewProvider: @escaping () -> View) {
            self.init(kind: .customView, image: nil, color: nil, size: .medium, provider: customViewProvider)
        }

        /// `default(color:size:)`: a filled circle.
        public static func `default`(color: Color? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(kind: .default, image: nil, color: color, size: size, provider: nil)
        }

        /// `image(_:color:size:)`.
        public static func image(_ image: Image?, color: Color? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(image: image, color: color, size: size)
        }

        /// `customView(_:)`.
        public static func customView(_ viewProvider: @escaping () -> View) -> Decoration {
            Decoration(customViewProvider: viewProvider)
        }
    }

    /// What the calendar view shows under one date: the decoration's kind, image, colour and size, and the custom
    /// view its provider made (a subview of the calendar view while the date is shown). Read it with
    /// `shownDecoration(for:)`.
    public struct ShownDecoration {
        /// The decoration's kind.
        public let kind: Decoration.Kind
        /// Its image (see `Decoration.image`).
        public let image: Image?
        /// Its colour (`nil`: the system fill colour).
        public let color: Color?
        /// Its size.
        public let size: DecorationSize
        /// The view a custom decoration's provider made.
        public let customView: View?
    }
}
