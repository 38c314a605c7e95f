import Foundation

extension View {
    /// The scale of the device pixels this view's lengths are rounded to: its world's `pixelScale`
    /// (the default profile's screen scale outside any world).
    var pixelScale: CGFloat { simulation?.pixelScale ?? PlatformProfile.default.screenScale }
}

extension Simulation {
    /// The world's screen (`UIScreen.main`), made on first use from the profile's `defaultDevice`.
    /// Setting another screen changes what new controllers and `Window`s sized to the screen get; windows
    /// that exist keep their frames until the world rotates.
    public var screen: Screen {
        get {
            if let screen = screenStorage { return screen }
            let screen = Screen(device: profile.defaultDevice)
            screen.world = self
            screenStorage = screen
            return screen
        }
        set {
            newValue.world = self
            screenStorage = newValue
            screenChosen = true
        }
    }

    /// The scale lengths are rounded to, device pixels: frames placed by Auto Layout, the sizes text
    /// reports, scroll indicators, built-in cell labels, `traitCollection.displayScale`. The screen's
    /// (`UIScreen.scale`: UIKit rounds to the scale of the screen a view is on) once the test chose one
    /// (`simulation.screen = Screen(device: .iPhone8)`: an iPhone 8 rounds to half points on iOS 13
    /// too, an iPhone 8 Plus to thirds on iOS 11); until then the profile's `screenScale`, which is its
    /// default device's (asking for `screen` does not change it).
    public var pixelScale: CGFloat { screenChosen ? screen.scale : profile.screenScale }
}

// Screen capture (iOS 11): the user starting a screen recording, AirPlay or mirroring, which no app can cause.
extension Simulation {
    /// Plays the user starting (`true`) or stopping (`false`) a screen recording, AirPlay or mirroring of the world's
    /// screen (**ours**: the test's side of `UIScreen.isCaptured`). A change sets the screen's `isCaptured` and posts
    /// `Screen.capturedDidChangeNotification` to the world's centre with the screen as its object; setting the value it
    /// already has posts nothing. Apple: `isCaptured` is "true if the contents of the screen are being cloned to another
    /// destination" (QA1970, "Responding to screen capture in iOS 11": recording, AirPlay and mirroring all count).
    public var isScreenCaptured: Bool {
        get { screen.isCaptured }
        set {
            guard newValue != screen.isCaptured else { return }
            screen.isCaptured = newValue
            notificationCenter.post(name: Screen.capturedDidChangeNotification, object: screen)
        }
    }
}
