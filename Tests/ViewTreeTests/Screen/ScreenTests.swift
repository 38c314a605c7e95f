import Foundation
import Testing
import ViewTree

@Suite struct ScreenTests {
    @Test func aWorldHasTheScreenOfItsProfilesDevice() {
        let world = Simulation()
        #expect(world.screen.device == .iPhoneSE)
        #expect(world.screen.bounds == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(world.screen.scale == 2)
        #expect(world.screen === world.screen)
        let modern = Simulation(profile: .iOS13)
        #expect(modern.screen.bounds.size == CGSize(width: 375, height: 812))
        #expect(modern.screen.scale == 3)
    }

    @Test func worldsDoNotShareAScreen() {
        let a = Simulation(), b = Simulation()
        a.screen = Screen(device: .iPhone12)
        #expect(a.screen.device == .iPhone12)
        #expect(b.screen.device == .iPhoneSE)
    }

    @Test func presetsHaveTheirPublishedGeometry() {
        #expect(Device.iPhone8.portraitSize == CGSize(width: 375, height: 667))
        #expect(Device.iPhone12.displayCornerRadius == 47.33)
        #expect(Device.iPhoneX.displayCornerRadius == 39)
        #expect(Device.iPhoneSE.displayCornerRadius == 0)
        let plus = Screen(device: .iPhone8Plus)
        #expect(plus.scale == 3)
        #expect(abs(plus.nativeScale - 2.608) < 0.001)
        #expect(abs(plus.nativeBounds.height - 1920) < 0.0001)
        #expect(Device.iPad.idiom == .pad)
    }

    @Test func safeAreaInsetsFollowTheOrientation() {
        let x = Device.iPhoneX
        #expect(x.safeAreaInsets(in: .portrait) == EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        #expect(x.safeAreaInsets(in: .landscapeLeft) == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        #expect(Device.iPhone8.safeAreaInsets(in: .portrait) == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(Device.iPhone8.safeAreaInsets(in: .landscapeRight) == .zero)       // status bar hidden
        #expect(Device.iPad.safeAreaInsets(in: .landscapeLeft).top == 20)          // not on iPad
        #expect(Device.iPhone12.statusBarHeight(in: .portrait) == 47)
    }

    @Test func boundsFollowTheInterfaceOrientationButNativeBoundsDoNot() {
        let screen = Screen(device: .iPhone8, orientation: .landscapeLeft)
        #expect(screen.bounds.size == CGSize(width: 667, height: 375))
        #expect(screen.nativeBounds.size == CGSize(width: 750, height: 1334))
        #expect(screen.applicationFrame == CGRect(x: 0, y: 0, width: 667, height: 375))
        #expect(Screen(device: .iPhone8).applicationFrame == CGRect(x: 0, y: 20, width: 375, height: 647))
    }
}
