import Foundation

extension Window {
    /// `UIWindow.Level`: a window's level, a number; higher levels stand above lower ones. UIKit's values, as Xamarin's
    /// device-run `WindowTest.Level` reads them: normal 0, status bar 1000, alert 2000.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's number.
        public var rawValue: CGFloat
        /// `init(rawValue:)`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// `init(_:)`: a level of that number (`UIWindow.Level(rawValue:)` written as Swift apps write it).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// `.normal`: 0, an app's windows.
        public static let normal = Level(rawValue: 0)
        /// `.statusBar`: 1000.
        public static let statusBar = Level(rawValue: 1000)
        /// `.alert`: 2000.
        public static let alert = Level(rawValue: 2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        /// A level higher or lower by a number (`.normal + 1`, as apps raise a window above the others).
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue + rhs) }
        /// A level lower by a number.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue - rhs) }
    }
}
