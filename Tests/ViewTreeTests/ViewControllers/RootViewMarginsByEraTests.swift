import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// A view controller's root view's margins before and after iOS 11 (`PlatformProfile.rootViewMarginsAreSettable`):
/// useyourloaf.com's "Changing Root View Layout Margins" sets `view.layoutMargins = (0, 64, 0, 0)`, which "for iOS 10
/// and earlier … had no effect but for iOS 11 it now works".
@Suite struct RootViewMarginsByEraTests {
    private func rootMargins(on profile: PlatformProfile) -> (root: EdgeInsets, subview: EdgeInsets) {
        let t = TestWorld(profile: profile, windowSize: CGSize(width: 320, height: 568))
        let controller = ViewController()
        t.show(controller)
        let subview = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(subview)
        let inset = EdgeInsets(top: 0, left: 64, bottom: 0, right: 0)
        controller.view.layoutMargins = inset
        subview.layoutMargins = inset
        return (controller.view.layoutMargins, subview.layoutMargins)
    }

    @Test func beforeIOS11TheSystemKeepsTheRootViewsMargins() {
        for profile in [PlatformProfile.iOS8, .iOS10] {
            let margins = rootMargins(on: profile)
            #expect(margins.root == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16), "\(profile)")
            #expect(margins.subview == EdgeInsets(top: 0, left: 64, bottom: 0, right: 0), "a subview's are its own")
        }
    }

    @Test func fromIOS11TheRootViewTakesMarginsAboveTheSystemMinimum() {
        for profile in [PlatformProfile.iOS11, .iOS13] {
            let margins = rootMargins(on: profile)
            #expect(margins.root == EdgeInsets(top: 0, left: 64, bottom: 0, right: 16), "\(profile): the right edge is raised to 16")
        }
    }
}
