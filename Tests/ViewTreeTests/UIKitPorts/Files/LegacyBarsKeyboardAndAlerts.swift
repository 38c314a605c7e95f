//
//  LegacyBarsKeyboardAndAlerts.swift
//
//  Twenty-second probe. Seven public files of the Swift 3–4 era, kept member for member:
//  - leozhao0709/iOS2ndRound `GetKeyboardHeight/GetKeyboardHeight/ViewController.swift` (commit
//    5c96e370c013ca7efc11cb1be8c382a262e28e83): Swift 4.1's `Notification.Name.UIKeyboardWillShow`/`…WillHide`,
//    `UIScreen.main.bounds` read in the observer, `removeObserver(self)` in `viewWillDisappear`;
//  - woodyyan/remember `Remember/Extension/UIApplicationExtensions.swift` (commit bd9a0f02…): the key window's
//    `statusBarManager?.statusBarFrame` plus the navigation bar's height;
//  - apkadmin/projectSwift `demo23/Extension/HeightNavigation.swift` (commit d91e1337…) and keitin/RedListGame
//    `RedListGame/UIViewController+Extension.swift` (commit d56c1236…): `UIApplication.shared.statusBarFrame`;
//  - Jiliann143/helperkit `Source/UIScreen.swift` (commit 8ad3a5cb…): `#available(iOS 13.0, *)` choosing between the
//    two;
//  - mhuq1138/StackWithPersistentContainer2 `StackWithPersistentContainer2/AppDelegate.swift` (commit
//    3e5159a2…): Swift 4's `UIApplicationLaunchOptionsKey` and `NSAttributedStringKey` in the appearance proxy's
//    title and large-title attributes;
//  - andrea-prearo/SwiftExamples `RegionMonitor/RegionMonitor/UIAlert+SimpleTitleAndMessage.swift` (commit
//    45f642eb…): a class method added to `UIAlertView` in an extension.
//  Porting edits only (Porting.md): `@IBOutlet`s are made in code; `@objc` dropped and `#selector(…)` a method
//  reference, so `NotificationCenter.default.addObserver(self, selector:…)` is the world's centre;
//  `@UIApplicationMain` is `@main`. Two classes are renamed where files of this probe share a name
//  (`ViewController` → `KeyboardHeightViewController`, `AppDelegate` → `StackAppDelegate`).
//
import Foundation
import UIKit

class KeyboardHeightViewController: UIViewController {

    let textField: UITextField! = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view, typically from a nib.

        view.simulation?.notificationCenter.addObserver(self, action: KeyboardHeightViewController.keyboardWillDisappear, name: Notification.Name.UIKeyboardWillHide, object: nil)
        view.simulation?.notificationCenter.addObserver(self, action: KeyboardHeightViewController.keyboardWillAppear, name: Notification.Name.UIKeyboardWillShow, object: nil)
    }

    func keyboardWillAppear(notification: NSNotification) {
        print("....UIScreen height.....\(UIScreen.main.bounds.height)")
        print("....UIScreen width.....\(UIScreen.main.bounds.width)")
        //Do something here
        // UIKeyboardBoundsUserInfoKey
        print(notification)
    }

    func keyboardWillDisappear(notification: NSNotification) {
        //Do something here
        print(notification)
    }

    override func viewWillDisappear(_ animated: Bool) {
        view.simulation?.notificationCenter.removeObserver(self)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.textField.resignFirstResponder()
    }

}

extension UIApplication {
    static func barHeight(_ navigationController: UINavigationController?) -> CGFloat {
        let window = UIApplication.shared.windows.filter {$0.isKeyWindow}.first
        var statusHeight = window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
        if let navBarHeight = navigationController?.navigationBar.frame.height {
            statusHeight += navBarHeight
        }
        return statusHeight
    }
}

extension UIViewController {

    /**
     *  Height of status bar + navigation bar (if navigation bar exist)
     */

    var topbarHeight: CGFloat {
        return UIApplication.shared.statusBarFrame.size.height +
            (self.navigationController?.navigationBar.frame.height ?? 0.0)
    }
}

extension UIViewController {

    var navigationBarHeight: CGFloat {
        return navigationController?.navigationBar.frame.height ?? 0
    }

    var statusBarHeight: CGFloat {
        return UIApplication.shared.statusBarFrame.height
    }

}

struct Screen {
    static var width: CGFloat {
        return UIScreen.main.bounds.width
    }
    static var height: CGFloat {
        return UIScreen.main.bounds.height
    }
    static var statusBarHeight: CGFloat {
        if #available(iOS 13.0, *) {
            return UIApplication.shared.windows.first?.windowScene?.statusBarManager?.statusBarFrame.height ?? 20
        } else {
            return UIApplication.shared.statusBarFrame.height
        }
    }
}

@main
class StackAppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?


    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        //Gives a tint color to navigation bar
        let appearanceProxy = UINavigationBar.appearance()
        appearanceProxy.barTintColor = UIColor(red: 0.6, green: 0.8, blue: 0.4, alpha: 1.0)
        //Makes title text color white
        appearanceProxy.titleTextAttributes = [
            NSAttributedStringKey.foregroundColor: UIColor.white,
        ]
        //Makes large title text color white
        appearanceProxy.largeTitleTextAttributes = [
            NSAttributedStringKey.foregroundColor: UIColor.white,
        ]
        return true
    }

}

extension UIAlertView {

    class func showSimpleAlert(_ title: String?, message: String?) {
        let alert = UIAlertView(title: title, message: message, delegate: nil, cancelButtonTitle: NSLocalizedString("OK", comment: "OK"))
        alert.show()
    }

}
