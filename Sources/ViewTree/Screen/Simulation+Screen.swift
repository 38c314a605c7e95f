import Foundation

extension Simulation {
    /// The world's screen (`UIScreen.main`), made on first use from the profile's `defaultDevice`.
    /// Setting another screen changes what new controllers and `Window`s sized to the screen get; windows
    /// that exist keep their frames until the world rotates.
    public var screen: Screen {
        get {
            if let screen = screenStorage { return screen }
            let screen = Screen(device: profile.defaultDevice)
            screenStorage = screen
            return screen
        }
        set { screenStorage = newValue }
    }
}
