// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

// MARK: Probed code, as the files write it (with the porting edits of Docs/Porting.md)

/// yoshi-practice/supota-ios `supota/Notification+Extension.swift`: the keyboard notification's values, read with
/// `as? CGRect`, `as? TimeInterval` and `as? UInt` (the curve made into animation options).
private extension Notification {
    var supotaKeyboardFrameEnd: CGRect? {
        return self.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
    }
    var supotaKeyboardAnimationDuration: TimeInterval? {
        return self.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval
    }
    var supotaKeyboardAnimationOptions: UIView.AnimationOptions? {
        guard let curveValue = self.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt else {
            return nil
        }
        return UIView.AnimationOptions(rawValue: curveValue)
    }
}

/// Z1napp/KeyboardExtension `README.md`: a view that moves with the keyboard, its selector taking an
/// `NSNotification` (`#selector(keyboardWillChange(notif:))` made a method reference, the only edit).
private final class KeyboardBoundView: UIView {
    func bindToKeyboard() {
        simulation?.notificationCenter.addObserver(self, action: KeyboardBoundView.keyboardWillChange,
                                                   name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    func keyboardWillChange(notif: NSNotification) {
        let duration = notif.userInfo![UIResponder.keyboardAnimationDurationUserInfoKey] as! Double
        let curve = notif.userInfo![UIResponder.keyboardAnimationCurveUserInfoKey] as! UInt
        let beginningFrame = (notif.userInfo![UIResponder.keyboardFrameBeginUserInfoKey] as! NSValue).cgRectValue
        let endingFrame = (notif.userInfo![UIResponder.keyboardFrameEndUserInfoKey] as! NSValue).cgRectValue
        let deltaY = endingFrame.origin.y - beginningFrame.origin.y
        UIView.animateKeyframes(withDuration: duration, delay: 0,
                                options: UIView.KeyframeAnimationOptions(rawValue: curve),
                                animations: { self.frame.origin.y += deltaY }, completion: nil)
    }
}

/// fitahmeti/IOS `Swishd/NIb/MyCollectionFlowLayout.swift`: a date strip that turns itself horizontal in
/// `awakeFromNib` and stops with an item's leading edge 20 pt in (`dateLeadtrailInset`, a global of the app).
private let dateLeadtrailInset: CGFloat = 20

private final class MyCollectionFlowLayout: UICollectionViewFlowLayout {
    override func awakeFromNib() {
        self.scrollDirection = .horizontal
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        var offsetAdjustment = CGFloat.greatestFiniteMagnitude
        let horizontalOffset = proposedContentOffset.x + dateLeadtrailInset
        let targetRect = CGRect(x: proposedContentOffset.x, y: 0, width: self.collectionView!.bounds.size.width,
                                height: self.collectionView!.bounds.height)
        let array = super.layoutAttributesForElements(in: targetRect)!
        for layoutAttribute in array {
            let itemOffset = layoutAttribute.frame.origin.x
            if abs(itemOffset - horizontalOffset) < abs(offsetAdjustment) {
                offsetAdjustment = itemOffset - horizontalOffset
            }
        }
        return CGPoint(x: proposedContentOffset.x + offsetAdjustment, y: proposedContentOffset.y)
    }
}

/// A carousel flow layout (the UPCarouselFlowLayout pattern): items copied with `NSArray(array:copyItems:)`,
/// faded and scaled with `transform3D` away from the centre, and the scroll stopped on the nearest item.
private final class CarouselFlowLayout: UICollectionViewFlowLayout {
    var sideItemScale: CGFloat = 0.89
    var sideItemAlpha: CGFloat = 0.65
    private var preparedSize = CGSize.zero

    override func prepare() {
        super.prepare()
        guard let collectionView, collectionView.bounds.size != preparedSize else { return }
        collectionView.decelerationRate = UIScrollView.DecelerationRate.fast
        let size = collectionView.bounds.size
        let yInset = (size.height - itemSize.height) / 2
        let xInset = (size.width - itemSize.width) / 2
        self.sectionInset = UIEdgeInsets.init(top: yInset, left: xInset, bottom: yInset, right: xInset)
        let scaledItemOffset = (itemSize.width - itemSize.width * sideItemScale) / 2
        minimumLineSpacing = 25 - scaledItemOffset
        preparedSize = size
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let superAttributes = super.layoutAttributesForElements(in: rect),
              let attributes = NSArray(array: superAttributes, copyItems: true) as? [UICollectionViewLayoutAttributes]
        else { return nil }
        return attributes.map { transformLayoutAttributes($0) }
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView, !collectionView.isPagingEnabled,
              let layoutAttributes = self.layoutAttributesForElements(in: collectionView.bounds)
        else { return super.targetContentOffset(forProposedContentOffset: proposedContentOffset) }
        let midSide = collectionView.bounds.size.width / 2
        let proposedCenter = proposedContentOffset.x + midSide
        let closest = layoutAttributes.sorted { abs($0.center.x - proposedCenter) < abs($1.center.x - proposedCenter) }
            .first ?? UICollectionViewLayoutAttributes()
        return CGPoint(x: floor(closest.center.x - midSide), y: proposedContentOffset.y)
    }

    private func transformLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let collectionView else { return attributes }
        let collectionCenter = collectionView.frame.size.width / 2
        let normalizedCenter = attributes.center.x - collectionView.contentOffset.x
        let maxDistance = itemSize.width + minimumLineSpacing
        let distance = min(abs(collectionCenter - normalizedCenter), maxDistance)
        let ratio = (maxDistance - distance) / maxDistance
        let alpha = ratio * (1 - sideItemAlpha) + sideItemAlpha
        let scale = ratio * (1 - sideItemScale) + sideItemScale
        attributes.alpha = alpha
        attributes.transform3D = CATransform3DScale(CATransform3DIdentity, scale, scale, 1)
        attributes.zIndex = Int(alpha * 10)
        return attributes
    }
}

/// Aidoku's `ZoomableScrollView.swift` (after ssamadgh's PhotoScroller): a double tap zooms to the maximum scale
/// around the touch, or back to the minimum.
private final class ZoomableScrollView: UIScrollView, UIScrollViewDelegate {
    var zoomView: UIImageView!

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
        maximumZoomScale = 2
        minimumZoomScale = 1
        bouncesZoom = true
    }

    required init?(coder aDecoder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func zoom(to point: CGPoint, animated: Bool) {
        let finalScale = (zoomScale == minimumZoomScale) ? maximumZoomScale : minimumZoomScale
        var zoomRect = CGRect.zero
        zoomRect.size.width = bounds.size.width / finalScale
        zoomRect.size.height = bounds.size.height / finalScale
        zoomRect.origin.x = point.x - (zoomRect.size.width / 2.0)
        zoomRect.origin.y = point.y - (zoomRect.size.height / 2.0)
        self.zoom(to: zoomRect, animated: animated)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
}

/// apparata/SettingsKit `Sources/SettingsKit/Utilities/OpenAppSettings.swift`.
private func openAppSettings(completionHandler: ((_ success: Bool) -> Void)? = nil) {
    guard let appSettingsURL = URL(string: UIApplication.openSettingsURLString) else {
        completionHandler?(false)
        return
    }
    guard UIApplication.shared.canOpenURL(appSettingsURL) else {
        completionHandler?(false)
        return
    }
    UIApplication.shared.open(appSettingsURL, options: [:], completionHandler: completionHandler)
}

/// HaeSeongPark/TIL `ios/admobInterstitialTest/admobInterstitialTest/ViewController.swift`: begins the device's
/// orientation notifications and logs the raw orientation on each (the selector made a method reference).
private final class OrientationLoggingController: UIViewController {
    var logged: [Int] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        UIDevice.current.beginGeneratingDeviceOrientationNotifications()
        simulation?.notificationCenter.addObserver(self, action: OrientationLoggingController.deviceOrientationDidChange,
                                                   name: UIDevice.orientationDidChangeNotification, object: nil)
    }

    func deviceOrientationDidChange() {
        logged.append(UIDevice.current.orientation.rawValue)
    }
}

@Suite struct ProbedPublicFilesRound18Tests {
    fileprivate final class FormController: UIViewController {
        let field = UITextField()
        let bound = KeyboardBoundView()
        var received: [Notification] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            field.frame = CGRect(x: 20, y: 100, width: 280, height: 31)
            bound.frame = CGRect(x: 0, y: 500, width: 320, height: 44)
            view.addSubview(field)
            view.addSubview(bound)
        }
    }

    // MARK: Keyboard notifications (supota-ios, KeyboardExtension)

    @Test func theKeyboardsValuesReadAsTheAppsCastThem() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let form = FormController()
        t.show(form)
        var shown: Notification?
        t.simulation.notificationCenter.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil) {
            shown = $0
        }
        form.field.becomeFirstResponder()
        t.run(for: 0.5)
        let note = try #require(shown)
        let frame = try #require(note.supotaKeyboardFrameEnd)
        #expect(frame.maxY == 568 && frame.height > 0)
        #expect(note.supotaKeyboardAnimationDuration == 0.25)
        #expect(note.supotaKeyboardAnimationOptions?.rawValue == 7)
    }

    @Test func aMethodTakingAnNSNotificationMovesItsViewWithTheKeyboard() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let form = FormController()
        t.show(form)
        form.bound.bindToKeyboard()
        form.field.becomeFirstResponder()
        t.run(for: 1)
        let keyboard = try #require(t.simulation.keyboard.frame)
        #expect(form.bound.frame.origin.y == 500 - keyboard.height)
        form.field.resignFirstResponder()
        t.run(for: 1)
        #expect(form.bound.frame.origin.y == 500)
    }

    // MARK: Flow layout subclasses (fitahmeti/IOS, a carousel)

    @Test func aFlowLayoutSubclassAwakesFromNibAndSnapsToAnItemsEdge() {
        let layout = MyCollectionFlowLayout()
        #expect(layout.scrollDirection == .vertical)
        layout.awakeFromNib()
        #expect(layout.scrollDirection == .horizontal)
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumLineSpacing = 10
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 50), collectionViewLayout: layout)
        let source = CountingSource(count: 20)
        collection.dataSource = source
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.layoutIfNeeded()
        // Items at 0, 110, 220 …: a proposed 130 puts the 20-pt line at 150, nearest the item at 110.
        let target = layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 130, y: 0),
                                                withScrollingVelocity: CGPoint(x: 1, y: 0))
        #expect(target == CGPoint(x: 90, y: 0))
    }

    @Test func aCarouselCopiesFadesScalesAndSnapsItsItems() throws {
        let layout = CarouselFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 150)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        let source = CountingSource(count: 5)
        collection.dataSource = source
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.layoutIfNeeded()
        #expect(collection.decelerationRate == .fast)
        #expect(layout.sectionInset == UIEdgeInsets(top: 25, left: 50, bottom: 25, right: 50))
        #expect(layout.minimumLineSpacing == 14)
        let attributes = try #require(layout.layoutAttributesForElements(in: collection.bounds))
        let first = try #require(attributes.first { $0.indexPath.item == 0 })
        let second = try #require(attributes.first { $0.indexPath.item == 1 })
        #expect(first.alpha == 1 && first.zIndex == 10 && first.transform3D.m11 == 1)
        #expect(abs(second.alpha - 0.65) < 1e-9 && second.zIndex == 6 && abs(second.transform3D.m11 - 0.89) < 1e-9)
        // The copies were changed, not the flow layout's own attributes.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.alpha == 1)
        let target = layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 200, y: 0),
                                                withScrollingVelocity: .zero)
        #expect(target == CGPoint(x: 214, y: 0))                          // the second item's centre, 364, in the middle
    }

    // MARK: Zooming (EdwardPhaniOS/Bai-tap-iOS, Aidoku)

    @Test func aDoubleTapZoomsToTheMaximumAroundThePointAndBack() {
        let scroll = ZoomableScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scroll.addSubview(image)
        scroll.zoomView = image
        scroll.contentSize = image.frame.size
        scroll.zoom(to: CGPoint(x: 225, y: 225), animated: false)
        #expect(scroll.zoomScale == 2)
        #expect(image.frame.size == CGSize(width: 600, height: 600))
        #expect(scroll.contentOffset == CGPoint(x: 300, y: 300))           // the quarter around (225, 225)
        scroll.zoom(to: CGPoint(x: 150, y: 150), animated: false)
        #expect(scroll.zoomScale == 1 && scroll.contentOffset == .zero)
    }

    // MARK: Opening the app's settings (apparata/SettingsKit)

    @Test func theSettingsURLOpensAndTheCompletionSaysSo() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        t.show(UIViewController())
        var opened: Bool?
        openAppSettings { opened = $0 }
        t.run(for: 0.1)
        #expect(opened == true)
        #expect(UIApplication.openSettingsURLString == "app-settings:")
    }

    // MARK: Device orientation (HaeSeongPark/TIL)

    @Test func beginningOrientationNotificationsThenTurningTheDeviceLogsItsOrientation() {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let controller = OrientationLoggingController()
        t.show(controller)
        #expect(UIDevice.current.isGeneratingDeviceOrientationNotifications)
        t.simulation.rotate(to: .landscapeLeft)
        #expect(controller.logged == [4])                                  // the device's landscape right
        t.simulation.rotate(to: .landscapeLeft)                           // not turned again: nothing posted
        #expect(controller.logged == [4])
        UIDevice.current.endGeneratingDeviceOrientationNotifications()
        #expect(UIDevice.current.isGeneratingDeviceOrientationNotifications)
        #expect(UIDeviceOrientation.landscapeRight.isValidInterfaceOrientation && UIDeviceOrientation.portrait.isValidInterfaceOrientation)
        #expect(!UIDeviceOrientation.faceUp.isValidInterfaceOrientation && !UIDeviceOrientation.unknown.isValidInterfaceOrientation)
        #expect(UIDeviceOrientation.faceUp.isFlat && UIDeviceOrientation.faceDown.isFlat && !UIDeviceOrientation.portrait.isFlat)
    }

    @Test func theDeviceTurnsEvenWhereTheInterfaceStaysUpright() {
        final class PortraitOnly: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        t.show(PortraitOnly())
        t.simulation.rotate(to: .landscapeRight)
        #expect(t.simulation.screen.orientation == .portrait)
        #expect(UIDevice.current.orientation == .landscapeLeft)
        t.simulation.rotate(to: .portrait)
        #expect(UIDevice.current.orientation == .portrait)
    }
}

/// A data source of `count` plain cells (reuse identifier "cell") in one section; the twenty-first probe's tests use it too.
final class CountingSource: NSObject, UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}
