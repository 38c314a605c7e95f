// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

// MARK: Probed code, as the port files of the twentieth probe write it (Tests/ViewTreeTests/UIKitPorts/Files/)

/// `SystemStateMonitors.swift` (after eBardX/XestiMonitors): the library's notification-centre protocol, which the
/// world's centre now satisfies as Foundation's does. Each monitor here takes its centre in its initializer, where the
/// library reads a `static var` injector (a shared mutable global, which this Swift 6 test target cannot have while
/// its tests run in parallel).
fileprivate protocol NotificationCenterProtocol: AnyObject {
    func addObserver(forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
                     using block: @escaping (Notification) -> Void) -> NSObjectProtocol
    func removeObserver(_ observer: Any)
}

extension WorldNotificationCenter: NotificationCenterProtocol {}

fileprivate protocol DeviceProtocol: AnyObject {
    var batteryLevel: Float { get }
    var batteryState: UIDeviceBatteryState { get }
    var isBatteryMonitoringEnabled: Bool { get set }
    var isProximityMonitoringEnabled: Bool { get set }
    var orientation: UIDeviceOrientation { get }
    var proximityState: Bool { get }
    func beginGeneratingDeviceOrientationNotifications()
    func endGeneratingDeviceOrientationNotifications()
}

extension UIDevice: DeviceProtocol {}

fileprivate protocol ApplicationProtocol: AnyObject {
    var applicationState: UIApplicationState { get }
    var backgroundRefreshStatus: UIBackgroundRefreshStatus { get }
    var isProtectedDataAvailable: Bool { get }
    var statusBarFrame: CGRect { get }
    var statusBarOrientation: UIInterfaceOrientation { get }
}

extension UIApplication: ApplicationProtocol {}

fileprivate class BaseNotificationMonitor {
    private(set) var isMonitoring = false
    private let queue: OperationQueue
    private let notificationCenter: NotificationCenterProtocol
    private var observers: [NSObjectProtocol] = []

    init(queue: OperationQueue, center: NotificationCenterProtocol) {
        self.queue = queue
        self.notificationCenter = center
    }

    func startMonitoring() {
        guard !isMonitoring else { return }
        addNotificationObservers()
        isMonitoring = true
    }

    func stopMonitoring() {
        guard isMonitoring else { return }
        removeNotificationObservers()
        isMonitoring = false
    }

    func addNotificationObservers() { observers = [] }

    func removeNotificationObservers() {
        observers.forEach { notificationCenter.removeObserver($0) }
        observers = []
    }

    func observe(_ name: Notification.Name, object: Any? = nil, using block: @escaping (Notification) -> Void) {
        observers.append(notificationCenter.addObserver(forName: name, object: object, queue: queue, using: block))
    }
}

fileprivate final class ProximityMonitor: BaseNotificationMonitor {
    enum Event: Equatable { case stateDidChange(Bool) }
    private let device: DeviceProtocol
    private let handler: (Event) -> Void

    init(center: NotificationCenterProtocol, handler: @escaping (Event) -> Void) {
        self.device = UIDevice.current
        self.handler = handler
        super.init(queue: .main, center: center)
    }

    lazy var isAvailable: Bool = {
        let oldValue = self.device.isProximityMonitoringEnabled
        defer { self.device.isProximityMonitoringEnabled = oldValue }
        self.device.isProximityMonitoringEnabled = true
        return self.device.isProximityMonitoringEnabled
    }()

    var state: Bool { device.proximityState }

    override func addNotificationObservers() {
        super.addNotificationObservers()
        observe(.UIDeviceProximityStateDidChange) { [unowned self] _ in
            self.handler(.stateDidChange(self.device.proximityState))
        }
        device.isProximityMonitoringEnabled = true
    }

    override func removeNotificationObservers() {
        device.isProximityMonitoringEnabled = false
        super.removeNotificationObservers()
    }
}

fileprivate final class ScreenCapturedMonitor: BaseNotificationMonitor {
    private let handler: (UIScreen) -> Void
    init(center: NotificationCenterProtocol, handler: @escaping (UIScreen) -> Void) {
        self.handler = handler
        super.init(queue: .main, center: center)
    }
    override func addNotificationObservers() {
        super.addNotificationObservers()
        observe(.UIScreenCapturedDidChange) { [unowned self] in
            if let screen = $0.object as? UIScreen { self.handler(screen) }
        }
    }
}

/// XestiMonitors' `ScreenshotMonitor`, `BackgroundRefreshMonitor`, `ProtectedDataMonitor` and `TimeMonitor`: each
/// observes one notification, the first three filtered by `object: application` as the library writes it.
fileprivate final class ApplicationEventMonitor: BaseNotificationMonitor {
    private let application: ApplicationProtocol
    private let names: [Notification.Name]
    private let filtersByApplication: Bool
    private let handler: (Notification.Name) -> Void

    init(_ names: [Notification.Name], filtersByApplication: Bool = true, center: NotificationCenterProtocol,
         handler: @escaping (Notification.Name) -> Void) {
        self.application = UIApplication.shared
        self.names = names
        self.filtersByApplication = filtersByApplication
        self.handler = handler
        super.init(queue: .main, center: center)
    }

    var status: UIBackgroundRefreshStatus { application.backgroundRefreshStatus }
    var isContentAccessible: Bool { application.isProtectedDataAvailable }

    override func addNotificationObservers() {
        super.addNotificationObservers()
        for name in names {
            observe(name, object: filtersByApplication ? application : nil) { [unowned self] in self.handler($0.name) }
        }
    }
}

/// An app delegate that records the system's calls (protected data, time changes) and the presses that reach it.
fileprivate final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    var calls: [String] = []
    var caughtKeys: [String] = []

    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {
        calls.append("willBecomeUnavailable available=\(application.isProtectedDataAvailable)")
    }
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {
        calls.append("didBecomeAvailable available=\(application.isProtectedDataAvailable)")
    }
    func applicationSignificantTimeChange(_ application: UIApplication) { calls.append("significantTimeChange") }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        caughtKeys += presses.compactMap { $0.key?.characters }
    }
}

/// `ScreenCaptureGuards.swift` (after takashings/ScreenCapturedSample and hirayaCM/iOS11UIScreenIsCaptured).
private final class ForScreenCapturedViewController: UIViewController {
    let yellowView = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        yellowView.frame = view.bounds
        view.addSubview(yellowView)
        view.simulation?.notificationCenter.addObserver(self, action: ForScreenCapturedViewController.didCapturedScreen,
                                                        name: UIScreen.capturedDidChangeNotification, object: nil)
        view.simulation?.notificationCenter.addObserver(self, action: ForScreenCapturedViewController.didTakeScreenshot,
                                                        name: UIApplication.userDidTakeScreenshotNotification, object: nil)
    }
    var screenshots = 0
    private func didCapturedScreen(_ notification: Notification) { yellowView.isHidden = UIScreen.main.isCaptured }
    private func didTakeScreenshot(_ notification: Notification) { screenshots += 1 }
}

private final class CaptureStatusViewController: UIViewController {
    let label = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        updateLabel()
        view.simulation?.notificationCenter.addObserver(forName: .UIScreenCapturedDidChange, object: nil, queue: nil) { _ in
            self.updateLabel()
        }
    }
    func updateLabel() {
        label.text = UIScreen.main.isCaptured ? "キャプチャされています!" : "キャプチャされていません!"
        label.textColor = UIScreen.main.isCaptured ? .red : .black
    }
}

/// `AlternateIconSwitcher.swift` (Razeware's `AppIcon`), its date-dependent part left out.
private enum AppIcon: CaseIterable {
    case primary, valentine, christmas, thanksgiving

    static var current: AppIcon { allCases.first { $0.name == UIApplication.shared.alternateIconName }! }

    /// Back to the primary icon from an alternate one (the branch of `alternate(processGetIcon:)` that does not read
    /// the date), reporting through the throwing closure as the original does.
    static func alternate(processGetIcon: @escaping (() throws -> AppIcon) -> Void) {
        let icon = AppIcon.primary
        UIApplication.shared.setAlternateIconName(icon.name) { error in
            if let error = error {
                processGetIcon { throw error }
                return
            }
            processGetIcon { icon }
        }
    }

    var name: String? {
        switch self {
        case .primary: return nil
        case .valentine: return "Valentine"
        case .christmas: return "Christmas"
        case .thanksgiving: return "Thanksgiving"
        }
    }
}

/// `HardwareKeyPresses.swift` (after timh1004/KeyboardInputDemo, bwhiteley/TVMediaPlayer and Apple's article).
private final class KeyLoggingViewController: UIViewController {
    let field = UITextField()
    private(set) var log: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        field.frame = CGRect(x: 20, y: 100, width: 200, height: 30)
        view.addSubview(field)
    }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let keys = event?.allPresses.compactMap({ $0.key?.characters }).sorted() else { return }
        log.append("down \(keys.joined(separator: " "))")
        guard presses.first?.key != nil else { return }
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else { return }
        log.append("up \(key.characters)")
        super.pressesEnded(presses, with: event)
    }
}

extension UIPress.PressType {
    fileprivate static let keyboardSpace = UIPress.PressType(rawValue: 2044)!
    fileprivate static let keyboardRightArrow = UIPress.PressType(rawValue: 2079)!
}

private final class RunnerViewController: UIViewController {
    enum Running { case backward, forward, standing }
    private(set) var running = Running.standing
    private(set) var jumps = 0
    var commandsPerformed = 0

    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "k", modifierFlags: .command, action: RunnerViewController.performKick)]
    }
    func performKick() { commandsPerformed += 1 }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var didHandleEvent = false
        for press in presses {
            guard let key = press.key else { continue }
            if key.charactersIgnoringModifiers == UIKeyCommand.inputLeftArrow {
                running = .backward
                didHandleEvent = true
            }
            if key.charactersIgnoringModifiers == UIKeyCommand.inputRightArrow {
                running = .forward
                didHandleEvent = true
            }
            if press.type == .keyboardSpace {
                jumps += 1
                didHandleEvent = true
            }
        }
        if didHandleEvent == false { super.pressesBegan(presses, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var didHandleEvent = false
        for press in presses {
            guard let key = press.key else { continue }
            if key.charactersIgnoringModifiers == UIKeyCommand.inputLeftArrow
                || key.charactersIgnoringModifiers == UIKeyCommand.inputRightArrow {
                running = .standing
                didHandleEvent = true
            }
        }
        if didHandleEvent == false { super.pressesEnded(presses, with: event) }
    }
}

/// `KeyboardInsetAdjusters.swift` (after philsch91/mad-fixed-exercise): insets raised by the keyboard's height.
private final class KeyboardAdjustment: NSObject {
    weak var scrollView: UIScrollView!
    let initialContentInset: UIEdgeInsets
    let initialScrollIndicatorInsets: UIEdgeInsets

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        initialContentInset = scrollView.contentInset
        initialScrollIndicatorInsets = scrollView.scrollIndicatorInsets
        super.init()
        let center = scrollView.simulation?.notificationCenter
        center?.addObserver(self, action: KeyboardAdjustment.keyboardWillShow(notificaton:), name: UIResponder.keyboardWillShowNotification, object: nil)
        center?.addObserver(self, action: KeyboardAdjustment.keyboardWillHide(notificaton:), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func keyboardWillShow(notificaton: Notification) {
        if let userInfo = notificaton.userInfo,
           let keyboardRect = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue {
            scrollView.contentInset = UIEdgeInsets(top: scrollView.contentInset.top, left: scrollView.contentInset.left, bottom: keyboardRect.height, right: scrollView.contentInset.right)
            scrollView.scrollIndicatorInsets = UIEdgeInsets(top: scrollView.scrollIndicatorInsets.top, left: scrollView.scrollIndicatorInsets.left, bottom: keyboardRect.height, right: scrollView.scrollIndicatorInsets.right)
        }
    }

    func keyboardWillHide(notificaton: Notification) {
        scrollView.contentInset = UIEdgeInsets(top: scrollView.contentInset.top, left: scrollView.contentInset.left, bottom: initialContentInset.bottom, right: scrollView.contentInset.right)
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: scrollView.scrollIndicatorInsets.top, left: scrollView.scrollIndicatorInsets.left, bottom: initialScrollIndicatorInsets.bottom, right: scrollView.scrollIndicatorInsets.right)
    }
}

/// `KeyboardInsetAdjusters.swift` (after SceytChatUIKit's `UIScrollView+Extension.swift`).
extension UIScrollView {
    fileprivate func adjustInsetsToKeyboard(notification: Notification, container view: UIView) {
        guard let keyboardValue = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let keyboardViewEndFrame = view.convert(keyboardValue.cgRectValue, from: view.window)
        if notification.name == UIResponder.keyboardWillHideNotification {
            contentInset = .zero
        } else if notification.name == UIResponder.keyboardWillShowNotification {
            contentInset = .init(top: 0, left: 0, bottom: keyboardViewEndFrame.height - view.safeAreaInsets.bottom, right: 0)
        }
        scrollIndicatorInsets = contentInset
    }
}

private final class FormController: UIViewController {
    let scrollView = UIScrollView()
    let field = UITextField()
    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height * 2)
        scrollView.contentInsetAdjustmentBehavior = .never
        field.frame = CGRect(x: 20, y: 400, width: 280, height: 31)
        view.addSubview(scrollView)
        scrollView.addSubview(field)
    }
}

/// `PagingCarousels.swift` (after atfelix/CourseTracker): a flow layout's pages, the offset rounded in
/// `scrollViewWillEndDragging`.
private final class CarouselController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let layout = UICollectionViewFlowLayout()
    lazy var collectionView: UICollectionView = {
        UICollectionView(frame: CGRect(x: 0, y: 100, width: view.bounds.width, height: 200), collectionViewLayout: layout)
    }()   // one row of cards
    var proposedTargets: [CGPoint] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 280, height: 180)
        layout.minimumLineSpacing = 16
        collectionView.contentInset = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 24)
        collectionView.decelerationRate = .fast
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let collectionView = scrollView as? UICollectionView,
              let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        proposedTargets.append(targetContentOffset.pointee)
        let cellWidthIncludingSpacing = layout.itemSize.width + layout.minimumLineSpacing
        let index = (targetContentOffset.pointee.x + scrollView.contentInset.left) / cellWidthIncludingSpacing
        targetContentOffset.pointee = CGPoint(x: round(index) * cellWidthIncludingSpacing - scrollView.contentInset.left, y: -scrollView.contentInset.top)
    }
}

/// `PagingCarousels.swift` (APUtils/APExtensions' `ScrollViewCustomHorizontalPageSize`), adopted by a scroll view's
/// delegate with 150-point pages.
private protocol ScrollViewCustomHorizontalPageSize: UIScrollViewDelegate {
    var pageSize: CGFloat { get }
}

extension ScrollViewCustomHorizontalPageSize {
    func getTargetContentOffset(scrollView: UIScrollView, velocity: CGPoint) -> CGFloat {
        let targetX: CGFloat = scrollView.contentOffset.x + velocity.x * 60.0
        var targetIndex = (targetX + scrollView.contentInset.left) / pageSize
        let maxOffsetX = scrollView.contentSize.width - scrollView.bounds.width + scrollView.contentInset.right
        let maxIndex = (maxOffsetX + scrollView.contentInset.left) / pageSize
        if velocity.x > 0 {
            targetIndex = ceil(targetIndex)
        } else if velocity.x < 0 {
            targetIndex = floor(targetIndex)
        } else {
            let (maxFloorIndex, lastInterval) = modf(maxIndex)
            if targetIndex > maxFloorIndex {
                targetIndex = targetIndex >= lastInterval / 2 + maxFloorIndex ? maxIndex : maxFloorIndex
            } else {
                targetIndex = round(targetIndex)
            }
        }
        if targetIndex < 0 { targetIndex = 0 }
        return min(targetIndex * pageSize - scrollView.contentInset.left, maxOffsetX)
    }
}

private final class PagedStrip: NSObject, ScrollViewCustomHorizontalPageSize {
    let pageSize: CGFloat = 150
    var velocities: [CGPoint] = []
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        velocities.append(velocity)
        targetContentOffset.pointee.x = getTargetContentOffset(scrollView: scrollView, velocity: velocity)
    }
}

/// `FormattedTextFields.swift` (after orucanil/StringFormatter): a delegate that formats with a mask and returns `false`.
private final class MaskedFieldsController: UIViewController, UITextFieldDelegate {
    let phone = UITextField(), card = UITextField(), serial = UITextField()
    var ranges: [NSRange] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, field) in [phone, card, serial].enumerated() {
            field.frame = CGRect(x: 20, y: 100 + CGFloat(index) * 50, width: 280, height: 34)
            field.delegate = self
            view.addSubview(field)
        }
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let text = textField.text else { return true }
        ranges.append(range)
        let lastText = (text as NSString).replacingCharacters(in: range, with: string) as String
        if phone == textField {
            textField.text = lastText.format("(NNN) NNN NN NN", oldString: text)
            return false
        } else if card == textField {
            textField.text = lastText.format("nnnn nnnn nnnn nnnn", oldString: text)
            return false
        } else if serial == textField {
            textField.text = lastText.format("XX NNNN", oldString: text)
            return false
        }
        return true
    }
}

/// StringFormatter's `String` extension, as the port file keeps it (`format(_:oldString:)` and its helpers).
extension String {
    fileprivate func format(_ format: String, oldString: String) -> String {
        let stringUnformated = self.unformat(format, oldString: oldString)
        var newString = String()
        var counter = 0
        if stringUnformated.count == counter { return newString }
        for i in 0..<format.count {
            var stringToAdd = ""
            let charFormatString = format[i]
            let charFormatStringUpper = charFormatString.uppercased()
            let charString = stringUnformated[counter]
            let charStringUpper = charString.uppercased()
            if charFormatString == "x" {
                stringToAdd = charString
                counter += 1
            } else if charFormatString == "X" {
                stringToAdd = charStringUpper
                counter += 1
            } else if charFormatString == "C" {
                counter += 1
                if charStringUpper.isChar() { stringToAdd = charStringUpper }
            } else if charFormatString == "c" {
                counter += 1
                if charString.isChar() { stringToAdd = charString }
            } else if charFormatStringUpper == "N" {
                counter += 1
                if charString.isNumber() { stringToAdd = charString }
            } else {
                stringToAdd = charFormatString
            }
            newString += stringToAdd
            if counter == stringUnformated.count {
                if i == format.count - 2 {
                    let lastUnicharFormatString = format[i + 1]
                    let upper = lastUnicharFormatString.uppercased()
                    if upper != "C" && upper != "N" && upper != "X" { newString += lastUnicharFormatString }
                }
                break
            }
        }
        return newString
    }

    fileprivate func unformat(_ format: String, oldString: String) -> String {
        var string: String = self
        var undefineChars = [String]()
        for i in 0..<format.count {
            let charFormatString = format[i]
            let upper = charFormatString.uppercased()
            if upper != "X" && upper != "C" && upper != "N" && !undefineChars.contains(charFormatString) {
                undefineChars.append(charFormatString)
            }
        }
        if oldString.count - 1 == string.count {
            var changeCharIndex = 0
            for i in 0..<string.count where string[i] != oldString[i] {
                changeCharIndex = i
                break
            }
            if undefineChars.contains(oldString[changeCharIndex]) {
                var i = changeCharIndex - 1
                while i >= 0 {
                    if !undefineChars.contains(oldString[i]) {
                        string = (oldString as NSString).replacingCharacters(in: NSRange(location: i, length: 1), with: "")
                        break
                    }
                    i -= 1
                }
            }
        }
        for undefined in undefineChars { string = string.replacingOccurrences(of: undefined, with: "") }
        return string
    }

    fileprivate func isChar() -> Bool { regexControlString(pattern: "[a-zA-ZğüşöçıİĞÜŞÖÇ]") }
    fileprivate func isNumber() -> Bool { regexControlString(pattern: "^[0-9]*$") }

    fileprivate func regexControlString(pattern: String) -> Bool {
        do {
            let regex = try NSRegularExpression(pattern: pattern, options: [])
            return regex.numberOfMatches(in: self, options: [], range: NSRange(location: 0, length: self.count)) == self.count
        } catch {
            return false
        }
    }

    fileprivate subscript (i: Int) -> String { self[i ..< i + 1] }

    fileprivate subscript (r: Range<Int>) -> String {
        let range = Range(uncheckedBounds: (lower: max(0, min(count, r.lowerBound)), upper: min(count, max(0, r.upperBound))))
        let start = index(startIndex, offsetBy: range.lowerBound)
        let end = index(start, offsetBy: range.upperBound - range.lowerBound)
        return String(self[start ..< end])
    }
}

// MARK: Tests

@Suite struct ProbedPublicFilesRound20Tests {
    // MARK: The application and the device are one object per world

    @Test func theApplicationAndTheDeviceAreOneObjectPerWorld() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        #expect(UIApplication.shared === UIApplication.shared)
        #expect(UIDevice.current === UIDevice.current)
        let app = UIApplication.shared
        let other = TestWorld(profile: .iOS13, device: .iPhoneSE)
        #expect(UIApplication.shared !== app && UIApplication.shared.simulation === other.simulation)
        t.simulation.makeCurrent()
        #expect(UIApplication.shared === app)
        let phone = UIDevice.current
        t.simulation.screen = Screen(device: .iPad)
        #expect(UIDevice.current !== phone && UIDevice.current.userInterfaceIdiom == .pad)
        withExtendedLifetime(other) {}
    }

    @Test func swift4TypeNamesAndRawValues() {
        _ = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let state: UIApplicationState = UIApplication.shared.applicationState
        let battery: UIDeviceBatteryState = UIDevice.current.batteryState
        #expect(state == UIApplication.State.inactive && battery == .unknown)
        #expect([UIBackgroundRefreshStatus.restricted, .denied, .available].map(\.rawValue) == [0, 1, 2])
        #expect(UIApplication.shared.backgroundRefreshStatus == .available)
    }

    // MARK: XestiMonitors: the proximity sensor

    @Test func theProximityMonitorFindsTheSensorAndReportsTheEarOnAPhone() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        var events: [ProximityMonitor.Event] = []
        let monitor = ProximityMonitor(center: t.simulation.notificationCenter) { events.append($0) }
        #expect(UIDevice.current.isProximityMonitoringEnabled == false)
        #expect(monitor.isAvailable)
        #expect(UIDevice.current.isProximityMonitoringEnabled == false)   // put back as it was
        monitor.startMonitoring()
        #expect(UIDevice.current.isProximityMonitoringEnabled)
        t.simulation.isProximitySensorCovered = true
        #expect(events == [.stateDidChange(true)] && monitor.state)
        t.simulation.isProximitySensorCovered = true                      // no change: nothing posted
        t.simulation.isProximitySensorCovered = false
        #expect(events == [.stateDidChange(true), .stateDidChange(false)] && !monitor.state)
        monitor.stopMonitoring()
        #expect(UIDevice.current.isProximityMonitoringEnabled == false)
        t.simulation.isProximitySensorCovered = true
        #expect(events.count == 2 && UIDevice.current.proximityState == false)
    }

    @Test func theProximityNotificationsObjectIsTheDevice() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        var senders: [AnyObject?] = []
        t.simulation.notificationCenter.addObserver(forName: UIDevice.proximityStateDidChangeNotification, object: UIDevice.current) {
            senders.append($0.object as AnyObject?)
        }
        UIDevice.current.isProximityMonitoringEnabled = true
        t.simulation.isProximitySensorCovered = true
        #expect(senders.count == 1 && senders[0] === UIDevice.current)
    }

    @Test func anIPadHasNoProximitySensor() {
        let t = TestWorld(profile: .iOS13, device: .iPad)
        let monitor = ProximityMonitor(center: t.simulation.notificationCenter) { _ in Issue.record("an iPad has no sensor to report") }
        #expect(monitor.isAvailable == false)
        monitor.startMonitoring()
        #expect(UIDevice.current.isProximityMonitoringEnabled == false)
        t.simulation.isProximitySensorCovered = true
        #expect(UIDevice.current.proximityState == false)
    }

    // MARK: XestiMonitors and takashings: screen capture and screenshots

    @Test func theCapturedMonitorGetsTheScreenAndTheScreenshotMonitorFiltersByTheApplication() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        var screens: [UIScreen] = []
        var shots = 0
        let captured = ScreenCapturedMonitor(center: t.simulation.notificationCenter) { screens.append($0) }
        let screenshots = ApplicationEventMonitor([UIApplication.userDidTakeScreenshotNotification],
                                                  center: t.simulation.notificationCenter) { _ in shots += 1 }
        captured.startMonitoring()
        screenshots.startMonitoring()
        #expect(UIScreen.main.isCaptured == false)
        t.simulation.isScreenCaptured = true
        #expect(screens.count == 1 && screens[0] === UIScreen.main && UIScreen.main.isCaptured)
        t.simulation.isScreenCaptured = true                                // no change
        #expect(screens.count == 1)
        t.simulation.takeScreenshot()
        #expect(shots == 1 && t.simulation.application.screenshotsTaken == 1)
        #expect(UIScreen.main.isCaptured)                                    // a screenshot is no recording
        t.simulation.isScreenCaptured = false
        #expect(screens.count == 2 && !UIScreen.main.isCaptured)
        screenshots.stopMonitoring()
        t.simulation.takeScreenshot()
        #expect(shots == 1)
    }

    @Test func screenCaptureGuardsHideTheirContentWhileTheScreenIsRecorded() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let guarded = ForScreenCapturedViewController()
        t.show(guarded)
        let status = CaptureStatusViewController()
        status.loadViewIfNeeded()
        #expect(status.label.text == "キャプチャされていません!" && status.label.textColor == .black)
        #expect(!guarded.yellowView.isHidden)
        t.simulation.isScreenCaptured = true
        #expect(guarded.yellowView.isHidden)
        #expect(status.label.text == "キャプチャされています!" && status.label.textColor == .red)
        t.simulation.takeScreenshot()
        #expect(guarded.screenshots == 1)
        t.simulation.isScreenCaptured = false
        #expect(!guarded.yellowView.isHidden && status.label.text == "キャプチャされていません!")
    }

    // MARK: XestiMonitors: background refresh, protected data, time changes

    @Test func theBackgroundRefreshMonitorHearsTheUserTurningRefreshOff() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        var statuses: [UIBackgroundRefreshStatus] = []
        let monitor = ApplicationEventMonitor([UIApplication.backgroundRefreshStatusDidChangeNotification],
                                              center: t.simulation.notificationCenter) { _ in }
        var seen: [Notification.Name] = []
        let recorder = ApplicationEventMonitor([.UIApplicationBackgroundRefreshStatusDidChange],
                                               center: t.simulation.notificationCenter) { seen.append($0) }
        monitor.startMonitoring()
        recorder.startMonitoring()
        t.simulation.backgroundRefreshStatus = .denied
        statuses.append(monitor.status)
        t.simulation.backgroundRefreshStatus = .denied                       // the same: nothing posted
        t.simulation.backgroundRefreshStatus = .restricted
        statuses.append(monitor.status)
        #expect(statuses == [.denied, .restricted] && seen.count == 2)
    }

    @Test func lockingTheDeviceLocksProtectedDataAndTellsTheDelegateThenTheObservers() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let delegate = RecordingAppDelegate()
        UIApplication.launch(delegate, in: t.simulation)
        var events: [String] = []
        let monitor = ApplicationEventMonitor([UIApplication.protectedDataWillBecomeUnavailableNotification,
                                               UIApplication.protectedDataDidBecomeAvailableNotification],
                                              center: t.simulation.notificationCenter) { [delegate] name in
            events.append("\(name.rawValue) after \(delegate.calls.count) delegate calls")
        }
        monitor.startMonitoring()
        #expect(monitor.isContentAccessible)
        t.simulation.lockDevice()
        #expect(!monitor.isContentAccessible)
        t.simulation.lockDevice()                                            // locked already: nothing
        t.simulation.unlockDevice()
        #expect(monitor.isContentAccessible)
        #expect(delegate.calls == ["willBecomeUnavailable available=true", "didBecomeAvailable available=true"])
        #expect(events == ["UIApplicationProtectedDataWillBecomeUnavailable after 1 delegate calls",
                           "UIApplicationProtectedDataDidBecomeAvailable after 2 delegate calls"])
        t.simulation.application.deviceHasPasscode = false
        t.simulation.lockDevice()
        #expect(monitor.isContentAccessible && events.count == 2 && delegate.calls.count == 2)
        t.simulation.unlockDevice()
        #expect(events.count == 2)
    }

    @Test func aSignificantTimeChangeReachesTheDelegateAndTheTimeMonitor() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let delegate = RecordingAppDelegate()
        UIApplication.launch(delegate, in: t.simulation)
        var changes = 0
        let monitor = ApplicationEventMonitor([.UIApplicationSignificantTimeChange], filtersByApplication: false,
                                              center: t.simulation.notificationCenter) { _ in changes += 1 }
        monitor.startMonitoring()
        t.simulation.changeTimeSignificantly()
        #expect(changes == 1 && delegate.calls == ["significantTimeChange"])
    }

    // MARK: Razeware's AppIcon: alternate icons

    @Test func anAlternateIconChangesOnTheNextTurnAndSwitchingBackReportsThePrimary() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        t.simulation.application.alternateIconNames = ["Valentine", "Christmas", "Thanksgiving"]
        #expect(UIApplication.shared.supportsAlternateIcons)
        #expect(AppIcon.current == .primary)
        var error: Error?? = .none
        UIApplication.shared.setAlternateIconName("Christmas") { error = .some($0) }
        #expect(UIApplication.shared.alternateIconName == nil)              // asynchronous, as on a device
        t.run(for: 0.1)
        #expect(error.map { $0 == nil } == true)
        #expect(AppIcon.current == .christmas && t.simulation.application.iconChangeAlerts == ["Christmas"])
        var result: AppIcon?
        AppIcon.alternate { getIcon in result = try? getIcon() }
        t.run(for: 0.1)
        #expect(result == .primary && AppIcon.current == .primary)
        #expect(t.simulation.application.iconChangeAlerts == ["Christmas", nil])
    }

    @Test func anUndeclaredIconNameFailsAsADeviceReportsIt() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        t.simulation.application.alternateIconNames = ["de", "fr", "it"]     // iSame7/AlternateAppIcons' Info.plist
        var received: Error?
        UIApplication.shared.setAlternateIconName("es") { received = $0 }
        t.run(for: 0.1)
        let error = try #require(received as NSError?)
        #expect(error.domain == NSCocoaErrorDomain && error.code == 4)
        let underlying = try #require(error.userInfo[NSUnderlyingErrorKey] as? NSError)
        #expect(underlying.domain == "LSApplicationWorkspaceErrorDomain" && underlying.code == -105)
        #expect(UIApplication.shared.alternateIconName == nil && t.simulation.application.iconChangeAlerts.isEmpty)
    }

    @Test func anIPadLooksNamesUpInItsOwnListWhenItHasOne() {
        let t = TestWorld(profile: .iOS13, device: .iPad)
        t.simulation.application.alternateIconNames = ["Dark", "Light"]
        t.simulation.application.padAlternateIconNames = ["Dark"]
        var errors: [Error?] = []
        UIApplication.shared.setAlternateIconName("Light") { errors.append($0) }
        UIApplication.shared.setAlternateIconName("Dark") { errors.append($0) }
        t.run(for: 0.1)
        #expect(errors.count == 2 && errors[0] != nil && errors[1] == nil)
        #expect(UIApplication.shared.alternateIconName == "Dark")
    }

    @Test func beforeIOS10Point3NoIconChanges() {
        let t = TestWorld(profile: .iOS10, device: .iPhoneSE)
        t.simulation.application.alternateIconNames = ["Dark"]
        #expect(UIApplication.shared.supportsAlternateIcons == false)
        var received: Error?
        UIApplication.shared.setAlternateIconName("Dark") { received = $0 }
        t.run(for: 0.1)
        #expect((received as NSError?)?.code == CocoaError.featureUnsupported.rawValue)
        #expect(UIApplication.shared.alternateIconName == nil)
    }

    // MARK: Hardware keyboard presses (timh1004, TVMediaPlayer, Apple's article)

    @Test func aKeyGoesToTheFirstResponderAndUpItsChainWithEveryKeyHeld() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let logger = KeyLoggingViewController()
        t.show(logger)
        #expect(logger.field.becomeFirstResponder())
        let a = try #require(t.simulation.keyDown("a"))
        #expect(a.phase == .began && a.responder === logger.field && a.window === t.window)
        #expect(a.key?.keyCode == .keyboardA && a.key?.characters == "a" && a.type == UIPress.PressType(rawValue: 2004)!)
        let capitalB = try #require(t.simulation.keyDown("B"))
        #expect(capitalB.key?.modifierFlags == .shift && capitalB.key?.charactersIgnoringModifiers == "b")
        #expect(t.simulation.keysHeldDown.count == 2)
        t.simulation.keyUp(a)
        t.simulation.keyUp(capitalB)
        #expect(logger.log == ["down a", "down B a", "up a", "up B"])
        #expect(a.phase == .ended && a.force == 0 && t.simulation.keysHeldDown.isEmpty)
    }

    @Test func theRunnerRunsWhileAnArrowIsHeldAndJumpsOnSpace() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let runner = RunnerViewController()
        t.show(runner)
        #expect(runner.becomeFirstResponder())
        let left = try #require(t.simulation.keyDown(UIKeyCommand.inputLeftArrow))
        #expect(runner.running == .backward && left.key?.keyCode == .keyboardLeftArrow && left.type == UIPress.PressType(rawValue: 2080)!)
        t.simulation.keyUp(left)
        #expect(runner.running == .standing)
        #expect(t.simulation.pressKey(" ") == false)                         // no key command: a press
        #expect(runner.jumps == 1)
        let right = try #require(t.simulation.keyDown(UIKeyCommand.inputRightArrow))
        #expect(right.type == .keyboardRightArrow && runner.running == .forward)
        t.simulation.keyUp(right)
        #expect(t.simulation.keyDown("k", modifierFlags: .command) == nil)  // a key command wins: no press
        #expect(runner.commandsPerformed == 1 && runner.jumps == 1)
    }

    @Test func aPressNoResponderHandlesReachesTheApplicationThenItsDelegate() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let delegate = RecordingAppDelegate()
        UIApplication.launch(delegate, in: t.simulation)
        let runner = RunnerViewController()
        t.show(runner)
        _ = runner.becomeFirstResponder()
        #expect(UIApplication.shared.next === delegate)
        t.simulation.pressKey("q")
        t.simulation.pressKey("?")
        #expect(delegate.caughtKeys == ["q", "?"])
    }

    @Test func keysNoUSKeyTypesAndReleasingTwiceAreRefused() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        #expect(t.simulation.keyDown("é") == nil)
        #expect(t.simulation.diagnostics.contains { $0.code == .invalidValue && $0.message.contains("US keyboard") })
        let press = try #require(t.simulation.keyDown("x"))
        t.simulation.keyUp(press)
        t.simulation.keyUp(press)
        #expect(t.simulation.diagnostics.contains { $0.code == .invalidValue && $0.message.contains("not held down") })
        #expect(UIKeyboardHIDUsage(rawValue: 0x2C)! == .keyboardSpacebar && UIKeyboardHIDUsage.keyboardUpArrow.rawValue == 82)
        #expect(UIKey(input: "!")?.keyCode == .keyboard1 && UIKey(input: "\n")?.keyCode == .keyboardReturnOrEnter)
    }

    // MARK: Keyboard avoidance (philsch91, SceytChatUIKit)

    @Test func theKeyboardAdjustmentRaisesTheInsetsByTheKeyboardsHeightAndPutsThemBack() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let form = FormController()
        t.show(form)
        let adjustment = KeyboardAdjustment(scrollView: form.scrollView)
        form.field.becomeFirstResponder()
        t.run(for: 0.5)
        let keyboard = try #require(t.simulation.keyboard.frame)
        #expect(form.scrollView.contentInset.bottom == keyboard.height && keyboard.height > 200)
        #expect(form.scrollView.scrollIndicatorInsets.bottom == keyboard.height)
        form.field.resignFirstResponder()
        t.run(for: 0.5)
        #expect(form.scrollView.contentInset == .zero && form.scrollView.scrollIndicatorInsets == .zero)
        withExtendedLifetime(adjustment) {}
    }

    @Test func sceytsAdjustmentSubtractsTheHomeIndicatorsSafeArea() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneX)
        let form = FormController()
        t.show(form)
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
            t.simulation.notificationCenter.addObserver(forName: name, object: nil) { [weak form] note in
                guard let form else { return }
                form.scrollView.adjustInsetsToKeyboard(notification: note, container: form.view)
            }
        }
        form.field.becomeFirstResponder()
        t.run(for: 0.5)
        let keyboard = try #require(t.simulation.keyboard.frame)
        #expect(form.view.safeAreaInsets.bottom == 34)
        #expect(form.scrollView.contentInset.bottom == keyboard.height - 34)
        #expect(form.scrollView.scrollIndicatorInsets == form.scrollView.contentInset)
        form.field.resignFirstResponder()
        t.run(for: 0.5)
        #expect(form.scrollView.contentInset == .zero)
    }

    // MARK: Paging carousels (atfelix, APExtensions, minjiLee68)

    @Test func theCarouselComesToRestOnACardsEdge() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let carousel = CarouselController()
        t.show(carousel)
        let strip = carousel.collectionView
        let cardsWidth: CGFloat = 8 * 280 + 7 * 16
        #expect(strip.contentSize.width == cardsWidth, "difference \(strip.contentSize.width - cardsWidth), height \(strip.contentSize.height)")
        strip.drag(from: CGPoint(x: 250, y: 90), to: CGPoint(x: 100, y: 90), duration: 0.3, releaseVelocity: CGPoint(x: -600, y: 0))
        t.run(for: 3)
        let proposed = try #require(carousel.proposedTargets.first)
        let page: CGFloat = 296
        let expected = ((proposed.x + 24) / page).rounded() * page - 24
        #expect(strip.contentOffset.x == expected && strip.contentOffset.y == 0)
        #expect(expected > 0 && (strip.contentOffset.x + 24).truncatingRemainder(dividingBy: page) == 0)
    }

    @Test func aCustomPageSizeSnapsByTheVelocitysSignAndToTheLastPartialPage() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        scrollView.contentSize = CGSize(width: 1000, height: 200)
        t.window.addSubview(scrollView)
        let strip = PagedStrip()
        scrollView.delegate = strip
        scrollView.contentOffset.x = 100
        #expect(strip.getTargetContentOffset(scrollView: scrollView, velocity: CGPoint(x: 0.5, y: 0)) == 150)
        #expect(strip.getTargetContentOffset(scrollView: scrollView, velocity: CGPoint(x: -0.5, y: 0)) == 0)
        scrollView.contentOffset.x = 640                                     // 4.27 pages of 150; the last ends at 680
        #expect(strip.getTargetContentOffset(scrollView: scrollView, velocity: .zero) == 680)
        scrollView.contentOffset.x = 0
        scrollView.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.2, releaseVelocity: CGPoint(x: -400, y: 0))
        t.run(for: 3)
        #expect(strip.velocities.count == 1)
        #expect(scrollView.contentOffset.x == 150 || scrollView.contentOffset.x == 300)
        #expect(scrollView.contentOffset.x.truncatingRemainder(dividingBy: 150) == 0)
    }

    // MARK: Page control images (ThunderCloud)

    @Test func aSelectedPagesOwnImageFollowsTheCurrentPage() {
        let dots = UIPageControl()
        dots.numberOfPages = 3
        dots.currentPage = 1
        let dot = UIImage(systemName: "circle"), star = UIImage(systemName: "star.fill")
        for i in 0..<dots.numberOfPages { dots.setIndicatorImage(i == dots.currentPage ? star : dot, forPage: i) }
        #expect(dots.indicatorImage(forPage: 1) === star && dots.indicatorImage(forPage: 0) === dot)
        #expect(dots.shownIndicatorImage(forPage: 1) === star && dots.shownIndicatorImage(forPage: 2) === dot)
    }

    @Test func theIOS16CurrentPageImagesFallBackInOrder() {
        let dots = UIPageControl()
        dots.numberOfPages = 3
        let dot = UIImage(systemName: "circle"), current = UIImage(systemName: "circle.fill"), first = UIImage(systemName: "house.fill")
        dots.preferredIndicatorImage = dot
        dots.preferredCurrentPageIndicatorImage = current
        dots.setCurrentPageIndicatorImage(first, forPage: 0)
        #expect(dots.currentPageIndicatorImage(forPage: 0) === first && dots.currentPageIndicatorImage(forPage: 1) == nil)
        #expect(dots.shownIndicatorImage(forPage: 0) === first && dots.shownIndicatorImage(forPage: 1) === dot)
        dots.currentPage = 1
        #expect(dots.shownIndicatorImage(forPage: 0) === dot && dots.shownIndicatorImage(forPage: 1) === current)
        dots.preferredCurrentPageIndicatorImage = nil
        #expect(dots.shownIndicatorImage(forPage: 1) === dot)
        dots.currentPage = 0
        dots.setCurrentPageIndicatorImage(nil, forPage: 0)
        #expect(dots.shownIndicatorImage(forPage: 0) === dot)
    }

    // MARK: Formatted text fields (orucanil/StringFormatter)

    @Test func aDelegateThatFormatsEachKeystrokeGetsTheRangeAtTheEndOfItsText() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let form = MaskedFieldsController()
        t.show(form)
        form.phone.becomeFirstResponder()
        t.run(for: 0.5)
        #expect(t.simulation.keyboard.type("5551234567"))
        #expect(form.phone.text == "(555) 123 45 67")
        #expect(form.ranges.first == NSRange(location: 0, length: 0))
        #expect(form.ranges.last == NSRange(location: 14, length: 0))        // after "(555) 123 45 6"
        form.serial.becomeFirstResponder()
        #expect(t.simulation.keyboard.type("ab1234"))
        #expect(form.serial.text == "AB 1234")
    }
}
