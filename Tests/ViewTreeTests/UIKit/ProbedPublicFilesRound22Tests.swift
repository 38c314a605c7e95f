// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

// The twenty-second probe's behaviours, driven through code as the port files of the probe write it
// (Tests/ViewTreeTests/UIKitPorts/Files/: LegacyBarsKeyboardAndAlerts, DrawnShapesAndGradients, PagesSearchAndTabs,
// PickersTextViewsAndStacks, FlowLayoutSubclasses). Each type here is a condensed copy of the probed one.

// MARK: Probed code (condensed)

/// apkadmin/projectSwift's `topbarHeight` and keitin/RedListGame's two heights.
fileprivate extension UIViewController {
    var probedTopbarHeight: CGFloat {
        UIApplication.shared.statusBarFrame.size.height + (navigationController?.navigationBar.frame.height ?? 0.0)
    }
    var probedStatusBarHeight: CGFloat { UIApplication.shared.statusBarFrame.height }
}

/// woodyyan/remember's `barHeight(_:)`: the key window's scene's status bar plus the navigation bar.
fileprivate func barHeight(_ navigationController: UINavigationController?) -> CGFloat {
    let window = UIApplication.shared.windows.filter { $0.isKeyWindow }.first
    var statusHeight = window?.windowScene?.statusBarManager?.statusBarFrame.height ?? 0
    if let navBarHeight = navigationController?.navigationBar.frame.height { statusHeight += navBarHeight }
    return statusHeight
}

/// mhuq1138's app delegate, in Swift 4's names, with a scene delegate that shows a navigation controller.
fileprivate final class StackAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool {
        let appearanceProxy = UINavigationBar.appearance()
        appearanceProxy.barTintColor = UIColor(red: 0.6, green: 0.8, blue: 0.4, alpha: 1.0)
        appearanceProxy.titleTextAttributes = [NSAttributedStringKey.foregroundColor: UIColor.white]
        appearanceProxy.largeTitleTextAttributes = [NSAttributedStringKey.foregroundColor: UIColor.white]
        return true
    }
}

fileprivate final class NavigationSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let content = UIViewController()
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: content)
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// leozhao0709's controller, recording instead of printing.
fileprivate final class KeyboardHeightViewController: UIViewController {
    let textField: UITextField! = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
    var heard: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(textField)
        view.simulation?.notificationCenter.addObserver(self, action: KeyboardHeightViewController.keyboardWillDisappear, name: Notification.Name.UIKeyboardWillHide, object: nil)
        view.simulation?.notificationCenter.addObserver(self, action: KeyboardHeightViewController.keyboardWillAppear, name: Notification.Name.UIKeyboardWillShow, object: nil)
    }
    func keyboardWillAppear(notification: NSNotification) { heard.append("show \(UIScreen.main.bounds.width)x\(UIScreen.main.bounds.height)") }
    func keyboardWillDisappear(notification: NSNotification) { heard.append("hide") }
    override func viewWillDisappear(_ animated: Bool) { view.simulation?.notificationCenter.removeObserver(self) }
}

/// RegionMonitor's `UIAlertView` extension.
fileprivate extension UIAlertView {
    class func showSimpleAlert(_ title: String?, message: String?) {
        let alert = UIAlertView(title: title, message: message, delegate: nil, cancelButtonTitle: NSLocalizedString("OK", comment: "OK"))
        alert.show()
    }
}

/// BezierPathCircularLoder's `AnimatorView` (called from `awakeFromNib`, as the nib would).
fileprivate final class AnimatorView: UIView {
    var sLayer: CAShapeLayer!
    override func awakeFromNib() { super.awakeFromNib(); drawLayer() }
    private func drawLayer() {
        let bPath = UIBezierPath(arcCenter: center, radius: frame.size.height / 2, startAngle: 285.0/180.0 * .pi, endAngle: 280.0/180.0 * .pi, clockwise: true)
        sLayer = CAShapeLayer()
        sLayer.path = bPath.cgPath
        sLayer.strokeColor = UIColor.red.cgColor
        sLayer.lineCap = kCALineCapRound
        sLayer.lineWidth = 3
        sLayer.fillColor = UIColor.green.cgColor
        sLayer.position = CGPoint(x: frame.size.width / 2, y: frame.size.height / 2)
        sLayer.bounds = frame
        layer.addSublayer(sLayer)
    }
    func startAnimation() {
        let bAnimation = CABasicAnimation()
        bAnimation.keyPath = "strokeEnd"
        bAnimation.fromValue = 0
        bAnimation.toValue = 1
        bAnimation.duration = 5.0
        sLayer.add(bAnimation, forKey: "")
    }
}

/// Shortlist's `CAShapeLayer` subclass (its initializers as the port writes them).
fileprivate final class CircularProgressBar: CAShapeLayer {
    required init() { super.init(); setupShape() }
    required init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    private func setupShape() {
        strokeColor = UIColor.white.cgColor
        fillColor = UIColor.clear.cgColor
        lineCap = .round
        lineWidth = 2.5
        transform = CATransform3DMakeRotation(-CGFloat.pi / 2, 0, 0, 1)
        strokeEnd = 0.0
    }
}

/// MiniApps' `GradientView`, VKproject's `MiddleView` and CustomCell's `BackgroundView`.
fileprivate final class GradientView: UIView {
    override init(frame: CGRect) { super.init(frame: frame); setupGradient() }
    required init?(coder: NSCoder) { super.init(coder: coder); setupGradient() }
    private func setupGradient() {
        let gradientLayer = CAGradientLayer()
        gradientLayer.frame = bounds
        gradientLayer.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradientLayer.startPoint = CGPoint(x: 0.0, y: 0.0)
        gradientLayer.endPoint = CGPoint(x: 1.0, y: 1.0)
        layer.insertSublayer(gradientLayer, at: 0)
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        if let gradientLayer = layer.sublayers?.first as? CAGradientLayer { gradientLayer.frame = bounds }
    }
}

fileprivate final class MiddleView: UIView {
    let gradientLayer = CAGradientLayer()
    override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        gradientLayer.locations = [0 as NSNumber, 1 as NSNumber]
        gradientLayer.startPoint = CGPoint.zero
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        layer.addSublayer(gradientLayer)
        gradientLayer.frame = bounds
    }
}

/// Emotions' page view controller, its pages kept by the controller (the app's are a global `let`).
fileprivate final class EmotionsPageViewController: UIPageViewController, UIPageViewControllerDelegate, UIPageViewControllerDataSource {
    let pages = (0..<5).map { _ in UIViewController() }
    var currentPageIndex = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        if let first = pages.first { setViewControllers([first], direction: .forward, animated: true) }
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(of: viewController) else { return nil }
        guard i - 1 >= 0 else { return pages.last }
        return pages[i - 1]
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(of: viewController) else { return nil }
        guard pages.count != i + 1 else { return pages.first }
        return pages[i + 1]
    }
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        if completed, let viewController = pageViewController.viewControllers?.first, let index = pages.firstIndex(of: viewController) {
            currentPageIndex = index
        }
    }
}

/// Conversa's page view controller: Swift 3's colour initializer in a contained appearance.
fileprivate final class ConversaPageViewController: UIPageViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let pageControl = UIPageControl.appearance(whenContainedInInstancesOf: [ConversaPageViewController.self])
        pageControl.pageIndicatorTintColor = UIColor.init(colorLiteralRed: 55.0/255.0, green: 255.0/255.0, blue: 119.0/255.0, alpha: 0.4)
        pageControl.currentPageIndicatorTintColor = UIColor.init(colorLiteralRed: 55.0/255.0, green: 255.0/255.0, blue: 119.0/255.0, alpha: 1.0)
    }
}

/// The two search table controllers.
fileprivate final class SearchDemoTableViewController: UITableViewController, UISearchResultsUpdating {
    let searchController = UISearchController(searchResultsController: nil)
    var updates = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        searchController.searchResultsUpdater = self
        searchController.dimsBackgroundDuringPresentation = false
        definesPresentationContext = true
        tableView.tableHeaderView = searchController.searchBar
    }
    func updateSearchResults(for searchController: UISearchController) { updates += 1 }
}

/// Test1's and TestColorAssets' tab bar controllers.
fileprivate final class CustomTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.unselectedItemTintColor = .gray
        tabBar.barStyle = .black
        tabBar.items?[0].title = "Page View"
        tabBar.items?[0].image = UIImage(named: "home")
    }
}

/// The picker demo.
fileprivate final class VehiclePickerViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    var data = [["Car", "Motor", "Ship", "Plane"], ["Toyota", "Honda", "Masda", "Yamaha"], ["2015", "2016", "2017", "2018", "2019"]]
    let labelDisplay: UILabel! = UILabel()
    let pickerView: UIPickerView! = UIPickerView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(pickerView)
        pickerView.dataSource = self
        pickerView.delegate = self
    }
    func numberOfComponents(in pickerView: UIPickerView) -> Int { data.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { data[component].count }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { data[component][row] }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { labelDisplay.text = data[component][row] }
}

/// littleSwiftDemo's date field: a "Done" item with `target: nil` above the picker.
fileprivate final class DatePickerViewController: UIViewController {
    let dateField: UITextField! = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
    let picker = UIDatePicker()
    var done: UIBarButtonItem!
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(dateField)
        let toolbar = UIToolbar()
        toolbar.sizeToFit()
        done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: DatePickerViewController.donePressed)
        toolbar.setItems([done], animated: false)
        dateField.inputAccessoryView = toolbar
        dateField.inputView = picker
        picker.datePickerMode = .date
    }
    func donePressed() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        dateField.text = "\(formatter.string(from: picker.date))"
        view.endEditing(true)
    }
}

/// peterpan's placeholder, cleared on editing, and InstagramFireBase's delegate that puts it back.
fileprivate final class FirstViewController: UIViewController, UITextViewDelegate {
    let firstTextView: UITextView! = UITextView(frame: CGRect(x: 20, y: 100, width: 280, height: 100))
    let firstTextViewPlaceHolder = "Please fill something..."
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(firstTextView)
        firstTextView.text = firstTextViewPlaceHolder
        firstTextView.textColor = UIColor.lightGray
        firstTextView.delegate = self
    }
    func textViewDidBeginEditing(_ textView: UITextView) {
        if textView.textColor == UIColor.lightGray {
            textView.text = ""
            textView.textColor = UIColor.black
        }
    }
}

fileprivate final class TextViewPlaceHolder: NSObject, UITextViewDelegate {
    func textViewDidEndEditing(_ textView: UITextView) {
        if textView.text == "" {
            textView.text = "placeholder text here..."
            textView.textColor = .lightGray
        }
        textView.resignFirstResponder()
    }
}

/// dribblePractice's `VerticalStackView`.
fileprivate final class VerticalStackView: UIStackView {
    convenience init(arrangedSubViews: [UIView], spacing: CGFloat = 0, distribution: UIStackView.Distribution? = nil) {
        self.init(frame: .zero)
        axis = .vertical
        self.spacing = spacing
        arrangedSubViews.forEach { addArrangedSubview($0) }
        if let distribution { self.distribution = distribution }
    }
}

/// A coder with nothing in it (ViewTree reads no archives).
fileprivate final class EmptyCoder: NSCoder {}

/// iOS-lessons' inset cells and InvertedCollectionViewDemo's flipped ones.
fileprivate final class InsetFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        for attr in attributes where attr.representedElementKind == nil { attr.frame = attr.frame.insetBy(dx: 10, dy: 10) }
        return attributes
    }
}

fileprivate final class InvertedFlowLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        attributes.forEach { $0.alpha = 1; $0.transform.d = -1 }
        return attributes
    }
}

fileprivate final class JumpAvoidingFlowLayout: UICollectionViewFlowLayout {
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        guard let collectionView else { return proposedContentOffset }
        let totalWidth = collectionViewContentSize.width + collectionView.contentInset.left
        let totalHeight = collectionViewContentSize.height + collectionView.contentInset.right
        return CGPoint(x: totalWidth > collectionView.bounds.size.width ? proposedContentOffset.x : 0,
                       y: totalHeight > collectionView.bounds.size.height ? proposedContentOffset.y : 0)
    }
}

fileprivate final class CountingDataSource: NSObject, UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

fileprivate func collectionView(_ layout: UICollectionViewFlowLayout, items: Int, in t: TestWorld) -> (UICollectionView, CountingDataSource) {
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = CountingDataSource(count: items)
    view.dataSource = source
    t.window.addSubview(view)
    view.layoutIfNeeded()
    return (view, source)
}

// MARK: Tests

@Suite struct ProbedPublicFilesRound22Tests {
    // MARK: Status and navigation bar heights (Swift 3–4 era)

    @Test(arguments: [(Device.iPhone8, CGFloat(20)), (Device.iPhoneX, CGFloat(44))])
    func theTopBarIsTheStatusBarPlusTheNavigationBar(_ device: Device, _ statusBar: CGFloat) {
        let t = TestWorld(profile: .iOS13, device: device)
        let content = UIViewController()
        t.show(UINavigationController(rootViewController: content))
        #expect(content.probedStatusBarHeight == statusBar)
        #expect(content.probedTopbarHeight == statusBar + 44)
        #expect(UIScreen.main.bounds.size == device.portraitSize)
    }

    @Test func theSceneStatusBarManagerGivesTheSameHeightOnceTheAppHasAScene() {
        let world = Simulation(profile: .iOS13)
        world.screen = Screen(device: .iPhoneX)
        let scenes = NavigationSceneDelegate()
        UIApplication.launch(StackAppDelegate(), sceneDelegate: scenes, in: world)
        world.run(for: 0.1)
        #expect(barHeight(scenes.content.navigationController) == 88)
        // The app delegate's Swift 4 names styled every navigation bar.
        let bar = scenes.content.navigationController?.navigationBar
        #expect(bar?.barTintColor == UIColor(red: 0.6, green: 0.8, blue: 0.4, alpha: 1.0))
        #expect(bar?.titleTextAttributes?[NSAttributedString.Key.foregroundColor] as? UIColor == UIColor.white)
        #expect(bar?.largeTitleTextAttributes?[.foregroundColor] as? UIColor == UIColor.white)
    }

    @Test func swift4NamesAreTheSameTypesAndValues() {
        let key: UIApplicationLaunchOptionsKey = .url
        #expect(key == UIApplication.LaunchOptionsKey.url)
        let attribute: NSAttributedStringKey = .font
        #expect(attribute == NSAttributedString.Key.font)
        #expect(kCALineCapRound == .round && kCALineCapButt == .butt && kCALineCapSquare == .square)
        #expect(kCALineJoinRound == .round && kCALineJoinMiter == .miter && kCALineJoinBevel == .bevel)
        #expect(kCAFillRuleEvenOdd == .evenOdd && kCAFillRuleNonZero == .nonZero)
        #expect(kCAFillModeForwards == .forwards && kCAFillModeBoth == .both && kCAFillModeRemoved == .removed && kCAFillModeBackwards == .backwards)
        #expect(kCAMediaTimingFunctionLinear == .linear && kCAMediaTimingFunctionEaseInEaseOut == .easeInEaseOut)
        #expect(kCAMediaTimingFunctionEaseIn == .easeIn && kCAMediaTimingFunctionEaseOut == .easeOut && kCAMediaTimingFunctionDefault == .default)
        #expect(kCAGradientLayerAxial == .axial && kCAGradientLayerRadial == .radial)
    }

    // MARK: Swift 4.1's keyboard notifications

    @Test func theKeyboardObserversHearShowAndHideUntilTheControllerDisappears() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let controller = KeyboardHeightViewController()
        t.show(controller)
        controller.textField.becomeFirstResponder()
        t.run(for: 0.5)
        controller.textField.resignFirstResponder()
        t.run(for: 0.5)
        #expect(controller.heard == ["show 375.0x667.0", "hide"])
        controller.viewWillDisappear(false)
        controller.textField.becomeFirstResponder()
        t.run(for: 0.5)
        #expect(controller.heard.count == 2)
    }

    // MARK: UIAlertView from an extension

    @Test func aSimpleAlertShowsItsTitleMessageAndOK() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        UIAlertView.showSimpleAlert("Region", message: "Entered Home")
        t.waitForTransitions()
        let alertWindow = t.simulation.keyWindow === t.window ? nil : t.simulation.keyWindow
        let controller = alertWindow?.rootViewController?.presentedViewController as? UIAlertController
        #expect(controller?.title == "Region" && controller?.message == "Entered Home")
        #expect(controller?.actions.map(\.title) == ["OK"])
    }

    // MARK: Shape and gradient layers

    @Test func theArcLayerIsRoundCappedAndAnimatesItsStroke() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let view = AnimatorView(frame: CGRect(x: 40, y: 40, width: 100, height: 100))
        t.window.addSubview(view)
        view.awakeFromNib()
        #expect(view.sLayer.lineCap == .round && view.sLayer.lineWidth == 3)
        #expect(view.sLayer.bounds == CGRect(x: 40, y: 40, width: 100, height: 100))
        #expect(view.sLayer.position == CGPoint(x: 50, y: 50))
        view.startAnimation()
        #expect(view.sLayer.animation(forKey: "")?.duration == 5)
        t.run(for: 2.5)
        #expect(abs((view.sLayer.presentation()?.strokeEnd ?? 0) - 0.5) < 0.01)
        t.run(for: 3)
        #expect(view.sLayer.animation(forKey: "") == nil)
    }

    @Test func aShapeLayerSubclassMadeInCodeOrFromACoderIsTurnedAQuarter() throws {
        let bar = CircularProgressBar()
        #expect(bar.strokeEnd == 0 && bar.lineCap == .round && bar.lineWidth == 2.5)
        #expect(CATransform3DEqualToTransform(bar.transform, CATransform3DMakeRotation(-CGFloat.pi / 2, 0, 0, 1)))
        let archived = try #require(CircularProgressBar(coder: EmptyCoder()))
        #expect(archived.strokeEnd == 1 && archived.lineCap == .butt)  // the coder's init does not call setupShape
        let plain = try #require(CALayer(coder: EmptyCoder()))
        #expect(plain.bounds == .zero && plain.sublayers == nil)
    }

    @Test func gradientsFollowTheirViewsBounds() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let gradient = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let middle = MiddleView(frame: CGRect(x: 0, y: 100, width: 80, height: 40))
        t.window.addSubview(gradient)
        t.window.addSubview(middle)
        t.window.layoutIfNeeded()
        gradient.frame.size = CGSize(width: 300, height: 120)
        middle.frame.size = CGSize(width: 160, height: 60)
        t.window.layoutIfNeeded()
        #expect((gradient.layer.sublayers?.first as? CAGradientLayer)?.frame == CGRect(x: 0, y: 0, width: 300, height: 120))
        #expect(middle.gradientLayer.frame == CGRect(x: 0, y: 0, width: 160, height: 60))
        #expect(middle.layer.sublayers?.count == 1)               // added again at each layout: still one sublayer
        #expect(middle.gradientLayer.locations == [0, 1])
    }

    // MARK: Page, search and tab bar controllers

    @Test func theEmotionPagesWrapAroundAndReportTheirIndex() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let pager = EmotionsPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        t.show(pager)
        t.run(for: 0.5)
        let w = pager.view.bounds.width, y = pager.view.bounds.midY
        drag(pager.view, from: CGPoint(x: w * 0.1, y: y), to: CGPoint(x: w * 0.9, y: y), duration: 0.15)
        t.run(for: 1)
        #expect(pager.viewControllers?.first === pager.pages.last && pager.currentPageIndex == 4)
        drag(pager.view, from: CGPoint(x: w * 0.9, y: y), to: CGPoint(x: w * 0.1, y: y), duration: 0.15)
        t.run(for: 1)
        #expect(pager.viewControllers?.first === pager.pages.first && pager.currentPageIndex == 0)
    }

    @Test func swift3ColourLiteralInitializerStylesThePageControlInsideThePager() {
        let colour = UIColor.init(colorLiteralRed: 55.0/255.0, green: 255.0/255.0, blue: 119.0/255.0, alpha: 0.4)
        // The literal in a `let` of its own: inside `#expect` it took the type checker too long on a loaded machine.
        let literal: UIColor = #colorLiteral(red: 55.0/255.0, green: 255.0/255.0, blue: 119.0/255.0, alpha: 0.4)
        #expect(colour == literal)
        #expect(abs(colour.cgColor.components![0] - 55.0/255.0) < 1e-6 && colour.cgColor.alpha == CGFloat(Float(0.4)))
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let pager = ConversaPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        t.show(pager)
        let inside = UIPageControl()
        pager.view.addSubview(inside)
        let outside = UIPageControl()
        t.window.addSubview(outside)
        #expect(inside.pageIndicatorTintColor == colour)
        #expect(outside.pageIndicatorTintColor != colour)
    }

    @Test func theSearchControllerDoesNotDimAndItsBarHeadsTheTable() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let controller = SearchDemoTableViewController()
        t.show(UINavigationController(rootViewController: controller))
        #expect(!controller.searchController.obscuresBackgroundDuringPresentation)
        #expect(!controller.searchController.dimsBackgroundDuringPresentation)
        #expect(controller.tableView.tableHeaderView === controller.searchController.searchBar)
        #expect(controller.definesPresentationContext)
        controller.searchController.isActive = true
        t.waitForTransitions()
        #expect(controller.updates >= 1)
    }

    @Test func theTabBarIsRestyledAndItsFirstItemRetitled() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let tabs = CustomTabBarController()
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "First", image: nil, tag: 0)
        tabs.viewControllers = [first, second]
        t.show(tabs)
        #expect(tabs.tabBar.unselectedItemTintColor == .gray && tabs.tabBar.barStyle == .black)
        #expect(tabs.tabBar.items?.first?.title == "Page View" && first.tabBarItem.title == "Page View")
    }

    // MARK: Pickers and a nil-targeted "Done"

    @Test func spinningAWheelShowsItsRow() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let controller = VehiclePickerViewController()
        t.show(controller)
        #expect(controller.pickerView.numberOfComponents == 3 && controller.pickerView.numberOfRows(inComponent: 2) == 5)
        controller.pickerView.spin(toRow: 2, inComponent: 1)
        #expect(controller.labelDisplay.text == "Masda")
        controller.pickerView.spin(toRow: 4, inComponent: 2)
        #expect(controller.labelDisplay.text == "2019")
    }

    @Test func aNilTargetedDoneGoesUpTheResponderChainFromTheFirstResponder() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let controller = DatePickerViewController()
        t.show(controller)
        controller.picker.date = Date(timeIntervalSince1970: 1_500_000_000)   // 14 July 2017
        controller.done.performPrimaryAction()                                   // no first responder: nothing
        #expect(controller.dateField.text == "")
        #expect(controller.dateField.becomeFirstResponder())
        t.run(for: 0.5)
        controller.done.performPrimaryAction()
        #expect(controller.dateField.text == "Jul 14, 2017")
        #expect(!controller.dateField.isFirstResponder)
    }

    // MARK: Text view placeholders

    @Test func thePlaceholderClearsWhenEditingBeginsAndComesBackWhenItEndsEmpty() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let controller = FirstViewController()
        t.show(controller)
        #expect(controller.firstTextView.text == "Please fill something..." && controller.firstTextView.textColor == .lightGray)
        controller.firstTextView.becomeFirstResponder()
        #expect(controller.firstTextView.text == "" && controller.firstTextView.textColor == .black)
        let other = TextViewPlaceHolder()
        controller.firstTextView.delegate = other
        controller.firstTextView.resignFirstResponder()
        #expect(controller.firstTextView.text == "placeholder text here..." && controller.firstTextView.textColor == .lightGray)
    }

    // MARK: A stack view subclass and flow layout subclasses

    @Test func theVerticalStackStacksWithItsSpacing() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let a = UIView(), b = UIView()
        for v in [a, b] { v.heightAnchor.constraint(equalToConstant: 30).isActive = true }
        let stack = VerticalStackView(arrangedSubViews: [a, b], spacing: 8, distribution: .fill)
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 68)
        t.window.addSubview(stack)
        stack.layoutIfNeeded()
        #expect(stack.axis == .vertical && stack.arrangedSubviews.count == 2)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 200, height: 30) && b.frame == CGRect(x: 0, y: 38, width: 200, height: 30))
    }

    @Test func cellsAreInsetByTenPointsAndInvertedCellsFlipped() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let insetSource = CountingDataSource(count: 4)
        func frames(_ layout: UICollectionViewFlowLayout) -> [CGRect] {
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumLineSpacing = 0
            layout.minimumInteritemSpacing = 0
            let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
            view.dataSource = insetSource
            return (layout.layoutAttributesForElements(in: view.bounds) ?? []).map(\.frame)
        }
        let plain = frames(UICollectionViewFlowLayout())
        let layout = InsetFlowLayout()
        #expect(plain.count == 4 && frames(layout) == plain.map { $0.insetBy(dx: 10, dy: 10) })
        #expect(plain.first == CGRect(x: 0, y: 0, width: 100, height: 100))
        // A subclass gets copies: changed in place without copying, the frames are inset once per query, not again
        // at every later one (UIKit logs a "cached frame mismatch" and shows one inset).
        let second = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 400))
        #expect(second?.map(\.frame) == plain.map { $0.insetBy(dx: 10, dy: 10) })
        let (laidOut, laidOutSource) = collectionView(InsetFlowLayout(), items: 4, in: t)
        laidOut.setNeedsLayout()
        laidOut.layoutIfNeeded()
        #expect(laidOut.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
        let (inverted, invertedSource) = collectionView(InvertedFlowLayout(), items: 2, in: t)
        #expect(inverted.cellForItem(at: IndexPath(item: 1, section: 0))?.transform.d == -1)
        withExtendedLifetime((insetSource, invertedSource, laidOutSource)) {}
    }

    @Test func theJumpAvoidingLayoutPinsAnAxisWhoseContentFits() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let layout = JumpAvoidingFlowLayout()
        let (view, source) = collectionView(layout, items: 9, in: t)        // 3 × 3 of 100 pt in 300 × 400
        #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 300))
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 40, y: 60)) == .zero)
        view.frame.size.height = 200                                           // now the content is taller
        view.layoutIfNeeded()
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 40, y: 60)) == CGPoint(x: 0, y: 60))
        withExtendedLifetime(source) {}
    }
}
