//
//  SheetsCalendarsAndWells.swift
//
//  Twenty-third probe. Eight public files of iOS 15–17 controllers, kept member for member:
//  - ryangomba/people `Shared/Extensions/UISheetPresentationControllerExtensions.swift` (commit
//    2c3a3e18203166dad2d29b7649bb381ede87b115): custom detents (`.custom(identifier:resolver:)` on
//    `context.maximumDetentValue`) and their identifiers as static members;
//  - oyvinddd/officesports `OfficeSports/Extensions/UIViewController+Sheet.swift` (commit
//    409fbed0061488db8c1ee31d30b6dbb354fc18b3): a medium sheet with a grabber, `largestUndimmedDetentIdentifier = .none`,
//    `prefersEdgeAttachedInCompactHeight`, `widthFollowsPreferredContentSizeWhenEdgeAttached`;
//  - mattneub/Programming-iOS-Book-Examples `bk2ch12p569ColorPicker/ColorPicker/ViewController.swift` (commit
//    1dbd552d63790ee9538300b20dffd03ed062cf42): a `UIColorWell` with `UIAction`s for `.valueChanged` and
//    `.editingDidEnd`, `sizeToFit()`, and a `UIColorPickerViewController` with `supportsAlpha` and its delegate;
//  - tanmaychk/snoke_iOSapp `Snoke/Stats/calenderViewController.swift` (commit 54818fed4af3197c27b03f6966bb6fd0261a0b35)
//    and erdempapakci/CocoaTouchesPlayground `UIObjects/UICalendarSelectionMultiDate.playground/Contents.swift` (commit
//    9a6459c943283dc9994531f08b79f199371b3ef2): `UICalendarView` with `UICalendarSelectionMultiDate`, `fontDesign`;
//  - Raycho01/GoodToKnow `GoodToKnow/GoodToKnow/Helpers/GeneralEmptyConfiguration.swift` (commit
//    870c412fbfcad56aea9f0544c7e055ef4438384d): a shared `UIContentUnavailableConfiguration.empty()` with an image of
//    the app's asset catalog (`UIImage.noResults`, Xcode 15's generated symbol) and secondary text;
//  - kimsaram32/learning-ios-for-real `Soomething/Soomething/SceneDelegate.swift` (commit
//    bf0eec5522f149ea668385651c4ee521cd4bcca8): a scene delegate hearing each scene phase.
//  Porting edits only (Porting.md): `@IBAction` is dropped from `doButton(_:)`; the playground's `ViewController` is
//  renamed `MultiDateViewController` (the book's is `ViewController`, which the scene delegate shows). Xcode 15 generates
//  `UIImage.noResults` from the app's asset catalog (GeneratedAssetSymbols.swift); the file below declares it as Xcode
//  does, over `ImageResource`. In the Swift 6 mode the static detents and the shared configuration are
//  strict-concurrency errors: UIKit's `UISheetPresentationController.Detent` is a main-actor class and so `Sendable`,
//  ViewTree's is not (Porting.md).
//
import UIKit

extension ImageResource {
    static let noResults = ImageResource(name: "NoResults", bundle: .main)
}

extension UIImage {
    static var noResults: UIImage {
        .init(resource: .noResults)
    }
}

extension UISheetPresentationController.Detent.Identifier {
    public static let collapsed = UISheetPresentationController.Detent.Identifier("collapsed")
    public static let normal = UISheetPresentationController.Detent.Identifier("normal")
    public static let small = UISheetPresentationController.Detent.Identifier("small")
}

// expect-error-swift6: static property 'collapsed' is not concurrency-safe because non-'Sendable' type 'SheetPresentationController.Detent' may have shared mutable state [#MutableGlobalVariable]
// expect-error-swift6: static property 'normal' is not concurrency-safe because non-'Sendable' type 'SheetPresentationController.Detent' may have shared mutable state [#MutableGlobalVariable]
// expect-error-swift6: static property 'small' is not concurrency-safe because non-'Sendable' type 'SheetPresentationController.Detent' may have shared mutable state [#MutableGlobalVariable]
extension UISheetPresentationController.Detent {
    public static let collapsed = UISheetPresentationController.Detent.custom(identifier: .collapsed) { context in
        return 54
    }
    public static let normal = UISheetPresentationController.Detent.custom(identifier: .normal) { context in
        return (context.maximumDetentValue * 0.4).rounded()
    }
    public static let small = UISheetPresentationController.Detent.custom(identifier: .small) { context in
        return (context.maximumDetentValue * 0.3).rounded()
    }
}

extension UIViewController {
    
    func applySheetPresentation() {
        let sheet = sheetPresentationController
        sheet?.detents = [.medium()]
        sheet?.largestUndimmedDetentIdentifier = .none
        sheet?.prefersScrollingExpandsWhenScrolledToEdge = false
        sheet?.prefersEdgeAttachedInCompactHeight = true
        sheet?.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        sheet?.prefersGrabberVisible = true
    }
}

class ViewController: UIViewController, UIColorPickerViewControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        let well = UIColorWell(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
        // well.backgroundColor = .black // just to see where it is
        well.addAction(UIAction { action in
            if let c = (action.sender as? UIColorWell)?.selectedColor {
                print(c)
            }
        }, for: .valueChanged)
        well.addAction(UIAction { action in print("here")}, for: .editingDidEnd) // nope
        well.title = "Pick a color:"
        well.sizeToFit()
        self.view.addSubview(well)
    }
    
    
    func doButton(_ sender: Any) {
        let cp = UIColorPickerViewController()
        cp.title = "Hey ho"
        cp.delegate = self
        print(cp.supportsAlpha)
        cp.supportsAlpha = false
        // but if it's a popover there's no way to discern cancellation vs acceptance
//        cp.modalPresentationStyle = .popover
        self.present(cp, animated: true)
//        if let ppc = cp.popoverPresentationController {
//            let v = sender as! UIView
//            ppc.sourceView = v
//            ppc.sourceRect = v.bounds
//        }
        self.chosenColor = nil
    }
    var chosenColor: UIColor?
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {
        self.chosenColor = viewController.selectedColor
    }
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        print("finish")
        if let color = self.chosenColor {
            // use color here
            print(color)
        }
    }
}

class calenderViewController: UIViewController, UICalendarSelectionMultiDateDelegate{


    var selectedDates: [DateComponents] = []
    
    
    override func viewDidLoad() {
        super.viewDidLoad()
        let calenderView = UICalendarView(frame: UIScreen.main.bounds)
        let greCalendar = Calendar(identifier: .gregorian)
        let selection = UICalendarSelectionMultiDate(delegate: self)
        calenderView.selectionBehavior = selection
        calenderView.calendar = greCalendar
        calenderView.tintColor = .systemGreen
        self.view.addSubview(calenderView)
    }

    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents) {
        print(dateComponents)
    }
    
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents) {
        print(dateComponents)
    }
    
//    @objc func fetchDatesButtonTapped() {
//           selectedDates.removeAll()
//
//           for calDate in calendarArray {
//               let components = Calendar.current.dateComponents([.year, .month, .day], from: calDate.date)
//               selectedDates.append(components)
//           }
//
//           calendarView.reloadDecorations(forDateComponents: selectedDates, animated: false)
//       }
    
}

@available(iOS 16.0, *)
final class MultiDateViewController: UIViewController {
  
   
    private lazy var calendarView: UICalendarView = {
        let temp = UICalendarView(frame: view.bounds)
        let gregorianCalendar = Calendar(identifier: .gregorian)
        temp.calendar = gregorianCalendar
        temp.fontDesign = .rounded
        temp.delegate = self
        return temp
    }()
    private lazy var selection: UICalendarSelectionMultiDate = {
       let temp = UICalendarSelectionMultiDate(delegate: self)
        return temp
    }()
    
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        calendarView.selectionBehavior = selection
        view.addSubview(calendarView)
    
    }
  
}
@available(iOS 16.0, *)
extension MultiDateViewController: UICalendarViewDelegate {
    
}
@available(iOS 16.0, *)
extension MultiDateViewController: UICalendarSelectionMultiDateDelegate {
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents) {
        
    }
    
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents) {
        
    }
    
}

// expect-error-swift6: static property 'shared' is not concurrency-safe because non-'Sendable' type 'UIContentUnavailableConfiguration' (aka 'ContentUnavailableConfiguration') may have shared mutable state [#MutableGlobalVariable]
struct GeneralEmptyConfiguration {
    
    static let shared: UIContentUnavailableConfiguration = {
        var config = UIContentUnavailableConfiguration.empty()
        config.image = UIImage.noResults
        config.imageProperties.tintColor?.withAlphaComponent(0.5)
        config.text = "No results found"
        config.secondaryText = "Try searching something else"
        return config
    }()
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?
    
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        print("scene connect")
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: ViewController())
        window?.makeKeyAndVisible()
    }
    
    func sceneDidDisconnect(_ scene: UIScene) {
        print("sceneDidDisconnect")
    }
    
    func sceneDidBecomeActive(_ scene: UIScene) {
        print("sceneDidBecomeActive")
    }
    
    func sceneWillResignActive(_ scene: UIScene) {
        print("sceneWillResignActive")
    }
    
    func sceneWillEnterForeground(_ scene: UIScene) {
        print("sceneWillEnterForeground")
    }
    
    func sceneDidEnterBackground(_ scene: UIScene) {
        print("sceneDidEnterBackground")
    }
}
