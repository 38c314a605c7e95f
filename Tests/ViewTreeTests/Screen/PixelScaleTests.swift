// Lengths are rounded to the pixels of the device a world runs on: an iPhone 8 has half points on iOS 13
// too, an iPhone 8 Plus thirds on iOS 11. Without a chosen device, the profile's scale (its default
// device's) applies, whatever the test asks meanwhile.
import Foundation
import Testing
import ViewTree
import ViewTreeTesting

@Suite struct PixelScaleTests {
    /// A label's height (17-pt system font, line height 20.29 pt) rounded up to the device's pixels.
    @Test func textIsRoundedToTheChosenDevicesPixels() {
        let cases: [(PlatformProfile, Device, CGFloat, CGFloat)] = [
            (.iOS13, .iPhone8, 2, 20.5), (.iOS13, .iPhoneX, 3, 61.0 / 3),
            (.iOS11, .iPhone8Plus, 3, 61.0 / 3), (.iOS11, .iPhoneSE, 2, 20.5),
        ]
        for (profile, device, scale, height) in cases {
            let t = TestWorld(profile: profile, device: device)
            let label = Label(frame: .zero)
            label.text = "Title"
            t.window.addSubview(label)
            #expect(t.simulation.pixelScale == scale && t.simulation.screen.scale == scale, "\(profile) \(device.name)")
            #expect(t.window.traitCollection.displayScale == scale, "\(profile) \(device.name)")
            #expect(label.intrinsicContentSize.height == height, "\(profile) \(device.name): \(label.intrinsicContentSize)")
        }
    }

    /// Auto Layout's frames land on the device's pixels: a third of 100 pt is 33.5 at 2× and 33⅓ at 3×.
    @Test func autoLayoutFramesLandOnTheChosenDevicesPixels() {
        for (device, width) in [(Device.iPhone8, CGFloat(33.5)), (.iPhone8Plus, 100.0 / 3)] {
            let t = TestWorld(profile: .iOS13, device: device)
            let container = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            t.window.addSubview(container)
            let third = View(frame: .zero)
            third.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(third)
            LayoutConstraint.activate([
                third.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                third.topAnchor.constraint(equalTo: container.topAnchor),
                third.heightAnchor.constraint(equalToConstant: 10),
                third.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 1.0 / 3),
            ])
            container.layoutIfNeeded()
            #expect(third.frame.width == width, "\(device.name): \(third.frame)")
        }
    }

    /// Without a chosen device the profile's scale holds, and asking for the screen does not change it.
    @Test func withoutAChosenDeviceTheProfilesScaleHolds() {
        var profile = PlatformProfile.iOS11
        profile.screenScale = 3   // its default device, an iPhone SE, is 2×
        let world = Simulation(profile: profile)
        #expect(world.pixelScale == 3)
        _ = world.screen
        #expect(world.pixelScale == 3 && world.screen.scale == 2)
        world.screen = Screen(device: .iPhone8)
        #expect(world.pixelScale == 2)
    }
}
