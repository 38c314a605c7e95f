// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

// The thirty-second probe's controls and layouts run (Tests/ViewTreeTests/UIKitPorts/Files/: CopyableLabelsAndEditMenus,
// RangeSliderAndKnobControls, StretchyAndStickyFlowLayouts): each one whose code needs nothing but UIKit, copied short
// from its port (selectors as method references), is shown in a world on the iOS 13 profile and driven the way its
// app drives it (a long press on a copyable label, a drag on a range slider's thumb, a turn of a knob, a pull on a
// stretchy header, a scroll under a sticky header), checking what UIKit would show, with no diagnostic but the one a
// test provokes.

// MARK: - Copyable labels (UIMenuController, iOS 3–16)

/// ningguotong/TestPod_master's `UICopyLabel`.
private final class MenuCopyLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: MenuCopyLabel.showMenu(sender:)))
        numberOfLines = 0
        lineBreakMode = .byCharWrapping
    }
    required init?(coder aDecoder: NSCoder) { nil }
    var shows = 0
    func showMenu(sender: AnyObject?) {
        shows += 1
        becomeFirstResponder()
        let menu = UIMenuController.shared
        if !menu.isMenuVisible {
            menu.setTargetRect(bounds, in: self)
            menu.setMenuVisible(true, animated: true)
        }
    }
    override func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
        UIMenuController.shared.setMenuVisible(false, animated: true)
    }
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == Selector("copy:") }
}

/// LuciaJohnson/ITProgrammer's `ITCopyLabel`: a custom "Copy" item with its own selector.
private final class CustomItemCopyLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: CustomItemCopyLabel.handlelongPress(recognizer:)))
    }
    required init?(coder aDecoder: NSCoder) { nil }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == Selector("copying:") }
    func handlelongPress(recognizer: UIGestureRecognizer) {
        becomeFirstResponder()
        let menu = UIMenuController.shared
        menu.menuItems = [UIMenuItem(title: "Copy", action: Selector("copying:"))]
        menu.setTargetRect(frame, in: superview!)
        menu.setMenuVisible(true, animated: true)
    }
    override var canBecomeFirstResponder: Bool { true }
}

/// mrustaa/ContainerController's `CopyableLabel`: iOS 13's `showMenu(from:rect:)` under the finger, shown again
/// over the bounds after copying (the source's iOS 13 branch).
private final class PointedCopyLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: PointedCopyLabel.showMenu))
    }
    required init?(coder aDecoder: NSCoder) { nil }
    func showMenu(_ recognizer: UILongPressGestureRecognizer) {
        becomeFirstResponder()
        let menu = UIMenuController.shared
        let location = recognizer.location(in: self)
        if !menu.isMenuVisible {
            menu.showMenu(from: self, rect: CGRect(origin: location, size: CGSize(width: 1, height: 1)))
        }
    }
    override func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
        UIMenuController.shared.showMenu(from: self, rect: bounds)
    }
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == Selector("copy:") }
}

/// TonDogs/TonScan.ios's `CopyableLabel`: `hideMenu(from:)` after copying.
private final class HidingCopyLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: HidingCopyLabel.showMenu(sender:)))
    }
    required init?(coder aDecoder: NSCoder) { nil }
    func showMenu(sender: AnyObject?) {
        becomeFirstResponder()
        if !UIMenuController.shared.isMenuVisible { UIMenuController.shared.showMenu(from: self, rect: bounds) }
    }
    override func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
        UIMenuController.shared.hideMenu(from: self)
    }
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == Selector("copy:") }
}

// MARK: - Copyable labels (UIEditMenuInteraction, iOS 16)

/// The label with its own "Copy" action (Lech H. Conde's header).
private final class OwnActionCopyLabel: UILabel {
    private(set) var editMenuInteraction: UIEditMenuInteraction?
    var presentations = 0
    override var canBecomeFirstResponder: Bool { true }
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        editMenuInteraction = UIEditMenuInteraction(delegate: self)
        if let interaction = editMenuInteraction { addInteraction(interaction) }
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: OwnActionCopyLabel.showMenu(_:)))
    }
    required init?(coder aDecoder: NSCoder) { nil }
    func showMenu(_ sender: UILongPressGestureRecognizer) {
        guard sender.state == .began else { return }
        becomeFirstResponder()
        presentations += 1
        editMenuInteraction?.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: sender.location(in: self)))
    }
}

extension OwnActionCopyLabel: UIEditMenuInteractionDelegate {
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        let copyAction = UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { [weak self] _ in
            UIPasteboard.general.string = self?.text
        }
        return UIMenu(children: [copyAction])
    }
}

/// AppSeed's label: no menu of its own, so the interaction shows the suggested actions, which UIKit gathers from the
/// responder chain (`copy(_:)`, which `canPerformAction(_:withSender:)` accepts).
private final class SuggestedActionsCopyLabel: UILabel {
    override var canBecomeFirstResponder: Bool { true }
    lazy var editMenuInteraction = UIEditMenuInteraction(delegate: self)
    var copies: [Any?] = []
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        addInteraction(editMenuInteraction)
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: SuggestedActionsCopyLabel.showMenu))
    }
    required init?(coder: NSCoder) { nil }
    private func showMenu(_ sender: UILongPressGestureRecognizer) {
        becomeFirstResponder()
        editMenuInteraction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: sender.location(in: self)))
    }
    override func copy(_ sender: Any?) {
        copies.append(sender)
        UIPasteboard.general.string = text
    }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action == Selector("copy:") }
}

extension SuggestedActionsCopyLabel: UIEditMenuInteractionDelegate {}

// MARK: - The range slider (beginTracking / continueTracking / endTracking)

private final class ThumbLayer: CALayer {
    var highlighted = false
}

/// RichardBoell/PerfEGGt-'s upright `RangeSlider`.
private final class UprightRangeSlider: UIControl {
    var minimumValue = 0.0
    var maximumValue = 384 * 2.54 * 2 / 326
    var lowerValue = 0.7
    var upperValue = 4.9
    let lowerThumbLayer = ThumbLayer()
    let upperThumbLayer = ThumbLayer()
    var previousLocation = CGPoint()
    var ends = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        lowerThumbLayer.backgroundColor = UIColor(white: 1, alpha: 0.7).cgColor
        layer.addSublayer(lowerThumbLayer)
        upperThumbLayer.backgroundColor = UIColor(white: 1, alpha: 0.7).cgColor
        layer.addSublayer(upperThumbLayer)
        updateLayerFrames()
    }
    required init?(coder: NSCoder) { nil }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        previousLocation = touch.location(in: self)
        if lowerThumbLayer.frame.contains(previousLocation) {
            lowerThumbLayer.highlighted = true
        } else if upperThumbLayer.frame.contains(previousLocation) {
            upperThumbLayer.highlighted = true
        }
        return lowerThumbLayer.highlighted || upperThumbLayer.highlighted
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let deltaValue = (maximumValue - minimumValue) * Double(location.y - previousLocation.y) / Double(bounds.height)
        previousLocation = location
        if lowerThumbLayer.highlighted {
            lowerValue = min(max(lowerValue + deltaValue, minimumValue), upperValue)
        } else if upperThumbLayer.highlighted {
            upperValue = min(max(upperValue + deltaValue, lowerValue), maximumValue)
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        updateLayerFrames()
        CATransaction.commit()
        sendActions(for: .valueChanged)
        return true
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        ends += 1
        lowerThumbLayer.highlighted = false
        upperThumbLayer.highlighted = false
    }
    func updateLayerFrames() {
        let lowerThumbCenter = CGFloat(positionForValue(lowerValue))
        lowerThumbLayer.frame = CGRect(x: 0, y: 0, width: bounds.width, height: lowerThumbCenter)
        let upperThumbCenter = CGFloat(positionForValue(upperValue))
        upperThumbLayer.frame = CGRect(x: 0, y: upperThumbCenter, width: bounds.width, height: bounds.height - upperThumbCenter)
    }
    func positionForValue(_ value: Double) -> Double {
        Double(bounds.height) * (value - minimumValue) / (maximumValue - minimumValue)
    }
    override var frame: CGRect {
        didSet { updateLayerFrames() }
    }
}

// MARK: - The knob (a pan recognizer subclass)

/// zgpeace/KnobControl's `RotationGestureRecognizer`: one finger, the touch's angle about the view's centre.
private final class KnobRotationRecognizer: UIPanGestureRecognizer {
    private(set) var touchAngle: CGFloat = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        updateAngle(with: touches)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        updateAngle(with: touches)
    }
    private func updateAngle(with touches: Set<UITouch>) {
        guard let touch = touches.first, let view = view else { return }
        let point = touch.location(in: view)
        touchAngle = atan2(point.y - view.bounds.midY, point.x - view.bounds.midX)
    }
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        maximumNumberOfTouches = 1
        minimumNumberOfTouches = 1
    }
}

/// zgpeace/KnobControl's `Knob` with its `KnobRenderer`, short.
private final class TurningKnob: UIControl {
    var minimumValue: Float = 0
    var maximumValue: Float = 1
    var value: Float = 0
    var isContinuous = true
    let startAngle = -CGFloat.pi * 11 / 8
    let endAngle = CGFloat.pi * 3 / 8
    let trackLayer = CAShapeLayer()
    let pointerLayer = CAShapeLayer()
    var lineWidth: CGFloat = 2 { didSet { trackLayer.lineWidth = lineWidth; pointerLayer.lineWidth = lineWidth; updatePaths() } }
    var pointerLength: CGFloat = 6 { didSet { updatePaths() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        trackLayer.fillColor = UIColor.clear.cgColor
        pointerLayer.fillColor = UIColor.clear.cgColor
        trackLayer.bounds = bounds
        trackLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
        pointerLayer.bounds = bounds
        pointerLayer.position = trackLayer.position
        updatePaths()
        tintColorDidChange()
        setValue(0)
        layer.addSublayer(trackLayer)
        layer.addSublayer(pointerLayer)
        addGestureRecognizer(KnobRotationRecognizer(target: self, action: TurningKnob.handleGesture(_:)))
    }
    required init?(coder: NSCoder) { nil }

    override func tintColorDidChange() {
        trackLayer.strokeColor = tintColor.cgColor
        pointerLayer.strokeColor = tintColor.cgColor
    }
    private func updatePaths() {
        let bounds = trackLayer.bounds
        let radius = min(bounds.width, bounds.height) / 2 - max(pointerLength, lineWidth / 2)
        trackLayer.path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
                                       startAngle: startAngle, endAngle: endAngle, clockwise: true).cgPath
        let pointer = UIBezierPath()
        pointer.move(to: CGPoint(x: bounds.width - pointerLength - lineWidth / 2, y: bounds.midY))
        pointer.addLine(to: CGPoint(x: bounds.width, y: bounds.midY))
        pointerLayer.path = pointer.cgPath
    }
    func setValue(_ newValue: Float) {
        value = min(maximumValue, max(minimumValue, newValue))
        let angle = CGFloat(value - minimumValue) / CGFloat(maximumValue - minimumValue) * (endAngle - startAngle) + startAngle
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        pointerLayer.transform = CATransform3DMakeRotation(angle, 0, 0, 1)
        CATransaction.commit()
    }
    private func handleGesture(_ gesture: KnobRotationRecognizer) {
        let midPointAngle = (2 * CGFloat.pi + startAngle - endAngle) / 2 + endAngle
        var boundedAngle = gesture.touchAngle
        if boundedAngle > midPointAngle {
            boundedAngle -= 2 * CGFloat.pi
        } else if boundedAngle < midPointAngle - 2 * CGFloat.pi {
            boundedAngle -= 2 * CGFloat.pi
        }
        boundedAngle = min(endAngle, max(startAngle, boundedAngle))
        setValue(Float(boundedAngle - startAngle) / Float(endAngle - startAngle) * (maximumValue - minimumValue) + minimumValue)
        if isContinuous || gesture.state == .ended || gesture.state == .cancelled {
            sendActions(for: .valueChanged)
        }
    }
}

/// The showcase: a slider and the knob kept in step, and a label.
private final class KnobShowcase: UIViewController {
    let valueLabel = UILabel(frame: CGRect(x: 20, y: 400, width: 200, height: 30))
    let valueSlider = UISlider(frame: CGRect(x: 20, y: 450, width: 300, height: 30))
    let knob = TurningKnob(frame: CGRect(x: 80, y: 120, width: 200, height: 200))
    var changes = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [valueLabel, valueSlider, knob] as [UIView] { view.addSubview(subview) }
        knob.lineWidth = 4
        knob.pointerLength = 12
        knob.setValue(valueSlider.value)
        knob.addTarget(self, action: KnobShowcase.handleValueChanged(_:), for: .valueChanged)
        valueSlider.addTarget(self, action: KnobShowcase.handleValueChanged(_:), for: .valueChanged)
        updateLabel()
    }
    func handleValueChanged(_ sender: Any) {
        changes += 1
        if sender is UISlider { knob.setValue(valueSlider.value) } else { valueSlider.value = knob.value }
        updateLabel()
    }
    private func updateLabel() { valueLabel.text = String(format: "%.2f", knob.value) }
}

// MARK: - Flow layouts that follow the scroll

/// ishraqe/ios-projects' `StreachyCell`: an image and two labels pinned to the cell's own anchors.
private final class PinnedImageCell: UICollectionViewCell {
    let bgImage = UIImageView()
    let mainLabel = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(bgImage)
        addSubview(mainLabel)
        mainLabel.text = "hello"
        bgImage.translatesAutoresizingMaskIntoConstraints = false
        bgImage.topAnchor.constraint(equalTo: topAnchor).isActive = true
        bgImage.leftAnchor.constraint(equalTo: leftAnchor).isActive = true
        bgImage.rightAnchor.constraint(equalTo: rightAnchor).isActive = true
        bgImage.bottomAnchor.constraint(equalTo: bottomAnchor).isActive = true
        mainLabel.translatesAutoresizingMaskIntoConstraints = false
        mainLabel.leftAnchor.constraint(equalTo: leftAnchor, constant: 8).isActive = true
        mainLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
    }
    required init?(coder aDecoder: NSCoder) { nil }
}

private final class PlainHeader: UICollectionReusableView {}

/// dkw5877/CollectionViewLayouts' `StretchyHeaderLayout`.
private final class StretchingHeaders: UICollectionViewFlowLayout {
    override init() {
        super.init()
        sectionInset = .init(top: 16, left: 16, bottom: 16, right: 16)
    }
    required init?(coder aDecoder: NSCoder) { nil }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView else { return nil }
        let layoutAttributes = super.layoutAttributesForElements(in: rect)
        let contentOffset = collectionView.contentOffset
        if contentOffset.y < 0 {
            layoutAttributes?.forEach { attribute in
                if attribute.representedElementKind == UICollectionView.elementKindSectionHeader {
                    attribute.frame = CGRect(x: 0, y: contentOffset.y, width: attribute.frame.width,
                                             height: attribute.frame.height - contentOffset.y)
                }
            }
        }
        return layoutAttributes
    }
}

/// dkw5877/CollectionViewLayouts' `StretchyHeadersLayoutDelegate`.
private final class StretchingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let layout = collectionViewLayout as! StretchingHeaders
        return CGSize(width: collectionView.frame.size.width - layout.sectionInset.left - layout.sectionInset.right, height: 60)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: collectionView.frame.size.width, height: collectionView.frame.size.height * 0.40)
    }
}

/// zenThread/PeerisApp's `stretchLayout`: the stretched height from `headerReferenceSize` (its `as!` of an optional
/// array and its `fabs`, which draw warnings, written `!` and `abs`).
private final class ReferenceStretch: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let layoutAttributes = super.layoutAttributesForElements(in: rect)!
        let offset = collectionView!.contentOffset
        if offset.y < 0 {
            let deltaY = abs(offset.y)
            for attributes in layoutAttributes where attributes.representedElementKind == UICollectionView.elementKindSectionHeader {
                var frame = attributes.frame
                frame.size.height = max(0, headerReferenceSize.height + deltaY)
                frame.origin.y = frame.minY - deltaY
                attributes.frame = frame
            }
        }
        return layoutAttributes
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

/// denpef/GoodMeals' `StretchyHeaderLayout`: section 0's header only, as wide as the collection view.
private final class FirstHeaderStretch: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let layoutAttributes = super.layoutAttributesForElements(in: rect)
        layoutAttributes?.forEach { attributes in
            if attributes.representedElementKind == UICollectionView.elementKindSectionHeader && attributes.indexPath.section == 0 {
                guard let collectionView = collectionView else { return }
                let contentOffsetY = collectionView.contentOffset.y
                if contentOffsetY > 0 { return }
                attributes.frame = CGRect(x: 0, y: contentOffsetY, width: collectionView.frame.width,
                                          height: attributes.frame.height - contentOffsetY)
            }
        }
        return layoutAttributes
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

/// dkw5877/CollectionViewLayouts' `StickyHeadersLayout`, with its last-item slip (`IndexPath(item: 0, section: lastItem)`).
private final class HandMadeStickyHeaders: UICollectionViewFlowLayout {
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView else { return nil }
        guard var layoutAttributes = super.layoutAttributesForElements(in: rect) else { return nil }
        var headersNeedingLayout = IndexSet()
        for attribute in layoutAttributes where attribute.representedElementCategory == .cell {
            headersNeedingLayout.insert(attribute.indexPath.section)
        }
        for attributes in layoutAttributes where attributes.representedElementKind == UICollectionView.elementKindSectionHeader {
            headersNeedingLayout.remove(attributes.indexPath.section)
        }
        for (index, _) in headersNeedingLayout.enumerated() {
            let header = layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                              at: IndexPath(item: 0, section: index))
            layoutAttributes.append(header!)
        }
        for attributes in layoutAttributes where attributes.representedElementKind == UICollectionView.elementKindSectionHeader {
            let section = attributes.indexPath.section
            if let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)) {
                let lastItem = collectionView.numberOfItems(inSection: section) - 1
                if let last = layoutAttributesForItem(at: IndexPath(item: 0, section: lastItem)) {
                    var frame = attributes.frame
                    frame.origin.y = min(max(collectionView.contentOffset.y, first.frame.minY - frame.height),
                                         last.frame.maxY - frame.height)
                    attributes.frame = frame
                    attributes.zIndex = 99
                }
            }
        }
        return layoutAttributes
    }
}

/// dkw5877/CollectionViewLayouts' `StickyHeadersLayoutDelegate`.
private final class StickyDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let layout = collectionViewLayout as! HandMadeStickyHeaders
        return CGSize(width: collectionView.frame.size.width - layout.sectionInset.left - layout.sectionInset.right, height: 60)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: collectionView.frame.size.width, height: 40)
    }
}

/// dkw5877/CollectionViewLayouts' `SlantedlLayout`.
private final class Slanted: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        collectionView?.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 50, right: 0)
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let layoutAttributes = super.layoutAttributesForElements(in: rect) else { return nil }
        for attributes in layoutAttributes {
            attributes.frame = attributes.frame.insetBy(dx: 12, dy: 0)
            attributes.transform = .init(rotationAngle: CGFloat(Double.pi * (-14 / 180)))
        }
        return layoutAttributes
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

/// dkw5877/CollectionViewLayouts' `FeaturedCellLayout`.
private final class Featured: UICollectionViewFlowLayout {
    let dragOffset: CGFloat = 180
    var cache = [UICollectionViewLayoutAttributes]()
    var featuredItemIndex: Int { max(0, Int(collectionView!.contentOffset.y / dragOffset)) }
    var nextItemPercentageOffset: CGFloat { collectionView!.contentOffset.y / dragOffset - CGFloat(featuredItemIndex) }
    var numberOfItems: Int { collectionView!.numberOfItems(inSection: 0) }
    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView!.bounds.width, height: CGFloat(numberOfItems) * dragOffset + collectionView!.bounds.height - dragOffset)
    }
    override func prepare() {
        super.prepare()
        cache.removeAll(keepingCapacity: false)
        var y: CGFloat = 0
        for item in 0..<numberOfItems {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.zIndex = item
            var height: CGFloat = 100
            if item == featuredItemIndex {
                y = collectionView!.contentOffset.y - 100 * nextItemPercentageOffset
                height = 280
            } else if item == featuredItemIndex + 1 && item != numberOfItems {
                let maxY = y + 100
                height = 100 + max(180 * nextItemPercentageOffset, 0)
                y = maxY - height
            }
            attributes.frame = CGRect(x: 0, y: y, width: collectionView!.bounds.width, height: height)
            cache.append(attributes)
            y = attributes.frame.maxY
        }
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        CGPoint(x: 0, y: round(proposedContentOffset.y / dragOffset) * dragOffset)
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

/// A collection view controller showing `counts` items per section, with a header per section, under `delegate`.
private final class LayoutHost: UICollectionViewController {
    let counts: [Int]
    let flowDelegate: (NSObject & UICollectionViewDelegateFlowLayout)?
    init(_ layout: UICollectionViewLayout, counts: [Int], delegate: (NSObject & UICollectionViewDelegateFlowLayout)? = nil) {
        self.counts = counts
        flowDelegate = delegate
        super.init(collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(PinnedImageCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(PlainHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        if let flowDelegate { collectionView.delegate = flowDelegate }
    }
    override func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func header(_ section: Int) -> UICollectionReusableView? {
        collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }
    func scroll(to y: CGFloat) {
        collectionView.contentOffset = CGPoint(x: 0, y: y)
        collectionView.layoutIfNeeded()
    }
}

@Suite struct ProbedPublicFilesRound32Tests {
    private func titles(_ menu: UIMenu?) -> [String] { menu?.children.map(\.title) ?? [] }

    // MARK: Copyable labels

    @Test func aLongPressShowsTheMenuControllersCopyAndChoosingItFillsThePasteboard() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let label = MenuCopyLabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        label.text = "1Z999AA10123456784"
        t.window.addSubview(label)
        #expect(label.isUserInteractionEnabled && label.numberOfLines == 0 && label.lineBreakMode == .byCharWrapping)
        let menu = UIMenuController.shared
        #expect(longPress(label))
        // The long press's action comes at .began and again at .ended; the second finds the menu showing.
        #expect(label.shows == 2)
        #expect(label.isFirstResponder && menu.isMenuVisible)
        #expect(menu.visibleActions == ["copy:"])                  // the only command the label accepts
        #expect(menu.targetView === label && menu.targetRect == label.bounds)
        #expect(menu.performMenuAction("copy:") === label)
        #expect(UIPasteboard.general.string == "1Z999AA10123456784")
        #expect(!menu.isMenuVisible)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aCustomMenuItemShowsAloneAndItsSelectorIsReportedWhenChosen() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let card = UIView(frame: CGRect(x: 0, y: 80, width: 375, height: 200))
        let label = CustomItemCopyLabel(frame: CGRect(x: 16, y: 20, width: 200, height: 30))
        label.text = "ITProgrammer"
        card.addSubview(label)
        t.window.addSubview(card)
        UIPasteboard.general.string = "before"
        #expect(longPress(label))
        let menu = UIMenuController.shared
        // The standard commands are refused by canPerformAction; the custom item is accepted.
        #expect(menu.isMenuVisible && menu.visibleActions == ["copying:"])
        #expect(menu.targetView === card && menu.targetRect == label.frame)
        #expect(menu.performMenuAction("copying:") == nil)         // Linux Swift cannot perform the selector
        #expect(!menu.isMenuVisible && UIPasteboard.general.string == "before")
        #expect(t.simulation.diagnostics.count == 1 && t.simulation.diagnostics.first?.code == .invalidValue)
    }

    @Test func showMenuFromRectPointsAtTheFingerAndHideMenuFromTheLabelHidesIt() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let pointed = PointedCopyLabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        pointed.text = "0x1f…a9"
        let hiding = HidingCopyLabel(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
        hiding.text = "EQB3…kT"
        t.window.addSubview(pointed)
        t.window.addSubview(hiding)
        let menu = UIMenuController.shared
        #expect(longPress(pointed, at: CGPoint(x: 40, y: 12)))
        #expect(menu.isMenuVisible && menu.targetView === pointed)
        #expect(menu.targetRect == CGRect(x: 40, y: 12, width: 1, height: 1))
        // Choosing Copy hides the menu, then copy(_:) shows it again over the bounds (the source's iOS 13 branch).
        #expect(menu.performMenuAction("copy:") === pointed)
        #expect(UIPasteboard.general.string == "0x1f…a9")
        #expect(menu.isMenuVisible && menu.targetRect == pointed.bounds)
        menu.hideMenu()
        #expect(longPress(hiding))
        #expect(hiding.isFirstResponder && menu.targetView === hiding && menu.targetRect == hiding.bounds)
        #expect(menu.performMenuAction("copy:") === hiding)
        #expect(UIPasteboard.general.string == "EQB3…kT" && !menu.isMenuVisible)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func anEditMenuInteractionShowsTheDelegatesMenuAtTheFinger() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let label = OwnActionCopyLabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        label.text = "Order 4471"
        t.window.addSubview(label)
        let interaction = try #require(label.editMenuInteraction)
        #expect(label.interactions.count == 1 && interaction.view === label)
        #expect(longPress(label, at: CGPoint(x: 50, y: 20)))
        #expect(label.presentations == 1)                          // only .began presents
        #expect(titles(interaction.presentedMenu) == ["Copy"])
        #expect(interaction.presentedConfiguration?.sourcePoint == CGPoint(x: 50, y: 20))
        #expect(interaction.presentedConfiguration?.identifier == nil)
        #expect(interaction.performMenuAction(titled: "Copy"))
        #expect(UIPasteboard.general.string == "Order 4471" && interaction.presentedMenu == nil)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func withoutAMenuOfItsOwnTheEditMenuShowsTheResponderChainsSuggestedCopy() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let label = SuggestedActionsCopyLabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        label.text = "seed@example.com"
        t.window.addSubview(label)
        let interaction = label.editMenuInteraction
        #expect(longPress(label, at: CGPoint(x: 30, y: 10)))
        #expect(label.isFirstResponder)
        // The default menu is the suggested actions: the standard commands the first responder accepts.
        #expect(titles(interaction.presentedMenu) == ["Copy"])
        #expect(interaction.performMenuAction(titled: "Copy"))
        #expect(label.copies.count == 1)
        #expect(UIPasteboard.general.string == "seed@example.com" && interaction.presentedMenu == nil)
        // A label that accepts nothing gets no suggestions, so no menu.
        let plain = UILabel(frame: CGRect(x: 20, y: 200, width: 100, height: 30))
        let quiet = UIEditMenuInteraction(delegate: label)
        plain.addInteraction(quiet)
        t.window.addSubview(plain)
        label.resignFirstResponder()
        quiet.presentEditMenu(with: UIEditMenuConfiguration(identifier: "quiet", sourcePoint: .zero))
        #expect(quiet.presentedMenu == nil)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    // MARK: The range slider

    @Test func aRangeSlidersThumbFollowsTheFingerAndATouchBetweenTheThumbsTracksNothing() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let slider = UprightRangeSlider(frame: CGRect(x: 0, y: 70, width: 375, height: 500))
        t.window.addSubview(slider)
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        let range = 384 * 2.54 * 2 / 326
        let lowerBottom = CGFloat(500 * 0.7 / range), upperTop = CGFloat(500 * 4.9 / range)
        #expect(abs(slider.lowerThumbLayer.frame.height - lowerBottom) < 0.001 && slider.lowerThumbLayer.frame.width == 375)
        #expect(abs(slider.upperThumbLayer.frame.minY - upperTop) < 0.001 && abs(slider.upperThumbLayer.frame.maxY - 500) < 0.001)
        // A finger on the lower thumb drags it 100 pt down: the value moves by 100 / 500 of the range.
        #expect(drag(slider, from: CGPoint(x: 187, y: 30), to: CGPoint(x: 187, y: 130)))
        #expect(abs(slider.lowerValue - (0.7 + range / 5)) < 1e-6)
        #expect(abs(slider.lowerThumbLayer.frame.height - (lowerBottom + 100)) < 0.001)
        #expect(changes > 1 && slider.ends == 1 && !slider.lowerThumbLayer.highlighted && !slider.isTracking)
        #expect(slider.upperValue == 4.9)
        // Between the thumbs beginTracking refuses the touch: no continueTracking, no value change, no endTracking.
        changes = 0
        #expect(drag(slider, from: CGPoint(x: 187, y: 300), to: CGPoint(x: 187, y: 340)))
        #expect(changes == 0 && slider.ends == 1 && abs(slider.lowerValue - (0.7 + range / 5)) < 1e-6)
        // The upper thumb dragged past the lower one stops at its value.
        #expect(drag(slider, from: CGPoint(x: 187, y: 480), to: CGPoint(x: 187, y: 20)))
        #expect(slider.upperValue == slider.lowerValue && slider.ends == 2)
        #expect(abs(slider.upperThumbLayer.frame.minY - slider.lowerThumbLayer.frame.maxY) < 0.001)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    // MARK: The knob

    @Test func turningTheKnobFromTopToRightSetsItsValueAndTheShowcaseFollows() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let showcase = KnobShowcase()
        t.show(showcase)
        let knob = showcase.knob
        // The recognizer's own init(target:action:) ran (one finger), though it was made with a method reference.
        let recognizer = try #require(knob.gestureRecognizers?.first as? KnobRotationRecognizer)
        #expect(recognizer.maximumNumberOfTouches == 1 && recognizer.minimumNumberOfTouches == 1)
        #expect(showcase.valueLabel.text == "0.00" && knob.value == 0)
        #expect(abs(knob.pointerLayer.transform.m11 - cos(-CGFloat.pi * 11 / 8)) < 1e-9)   // the track's start
        #expect(knob.trackLayer.lineWidth == 4)
        let pointer = try #require(knob.pointerLayer.path?.boundingBox)
        #expect(abs(pointer.minX - 186) < 1e-9 && pointer.maxX == 200 && pointer.midY == 100)
        // A finger from the top of the knob (−π/2, the middle of the track) to its right (0).
        #expect(drag(knob, from: CGPoint(x: 100, y: 20), to: CGPoint(x: 180, y: 100)))
        t.run(for: 0.1)
        #expect(abs(knob.value - 11 / 14) < 1e-5)                // 0 is 11π/8 into a track of 14π/8
        #expect(abs(showcase.valueSlider.value - 11 / 14) < 1e-5 && showcase.valueLabel.text == "0.79")
        #expect(abs(knob.pointerLayer.transform.m11 - 1) < 1e-5)
        #expect(showcase.changes > 2)                            // continuous: a change per move
        // Not continuous: one .valueChanged, when the gesture ends.
        knob.isContinuous = false
        showcase.changes = 0
        #expect(drag(knob, from: CGPoint(x: 180, y: 100), to: CGPoint(x: 100, y: 20)))
        t.run(for: 0.1)
        #expect(showcase.changes == 1 && abs(knob.value - 0.5) < 1e-5 && showcase.valueLabel.text == "0.50")
        // The slider drives the knob too.
        showcase.valueSlider.value = 0.25
        showcase.handleValueChanged(showcase.valueSlider)
        #expect(knob.value == 0.25 && showcase.valueLabel.text == "0.25")
        knob.tintColor = .systemRed
        #expect(knob.trackLayer.strokeColor == UIColor.systemRed.cgColor)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    // MARK: Flow layouts that follow the scroll

    @Test func aStretchyHeaderGrowsFromTheOffsetWhileTheContentIsPulledDown() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let host = LayoutHost(StretchingHeaders(), counts: [10], delegate: StretchingDelegate())
        t.show(host)
        let height = host.collectionView.frame.height * 0.4
        let header = try #require(host.header(0))
        #expect(expectFrame(header, equals: CGRect(x: 0, y: 0, width: 375, height: height)))
        let first = try #require(host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PinnedImageCell)
        #expect(expectFrame(first, equals: CGRect(x: 16, y: height + 16, width: 343, height: 60)))
        #expect(expectFrame(first.bgImage, equals: first.bounds))
        #expect(expectFrame(first.mainLabel, equals: CGRect(origin: CGPoint(x: 8, y: 8), size: first.mainLabel.intrinsicContentSize)))
        host.scroll(to: -100)
        #expect(expectFrame(try #require(host.header(0)), equals: CGRect(x: 0, y: -100, width: 375, height: height + 100)))
        host.scroll(to: 50)
        #expect(expectFrame(try #require(host.header(0)), equals: CGRect(x: 0, y: 0, width: 375, height: height)))
        // PeerisApp's variant measures from headerReferenceSize (no delegate).
        let reference = ReferenceStretch()
        reference.headerReferenceSize = CGSize(width: 375, height: 200)
        reference.itemSize = CGSize(width: 100, height: 100)
        let second = LayoutHost(reference, counts: [12])
        t.show(second)
        second.scroll(to: -80)
        #expect(expectFrame(try #require(second.header(0)), equals: CGRect(x: 0, y: -80, width: 375, height: 280)))
        // GoodMeals' variant stretches section 0's header only; section 1's stays where the flow put it.
        let meals = FirstHeaderStretch()
        meals.headerReferenceSize = CGSize(width: 375, height: 150)
        meals.itemSize = CGSize(width: 100, height: 100)
        let third = LayoutHost(meals, counts: [2, 2])
        t.show(third)
        let secondHeaderTop = try #require(third.header(1)).frame.minY
        third.scroll(to: -60)
        #expect(expectFrame(try #require(third.header(0)), equals: CGRect(x: 0, y: -60, width: 375, height: 210)))
        #expect(try #require(third.header(1)).frame.minY == secondHeaderTop)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aHandMadeStickyHeaderStaysAtTheTopAboveTheCells() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        // Four sections of three: the layout's last-item slip (section 2's first item) still has an item to read.
        let host = LayoutHost(HandMadeStickyHeaders(), counts: [3, 3, 3, 3], delegate: StickyDelegate())
        t.show(host)
        #expect(host.header(0)?.frame.minY == 0 && host.header(1)?.frame.minY == 240)
        host.scroll(to: 100)
        let sticky = try #require(host.header(0))
        #expect(sticky.frame.minY == 100)                        // pinned to the top of the visible content
        #expect(host.header(1)?.frame.minY == 240)               // below the offset: where the flow put it
        // zIndex 99: in front of every cell.
        let cells = host.collectionView.visibleCells
        let order = host.collectionView.subviews
        let headerIndex = try #require(order.firstIndex { $0 === sticky })
        #expect(!cells.isEmpty && cells.allSatisfy { cell in (order.firstIndex { $0 === cell } ?? .max) < headerIndex })
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aSlantedLayoutTurnsEachInsetCellAndSetsTheContentInset() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let slanted = Slanted()
        slanted.itemSize = CGSize(width: 375, height: 150)
        slanted.minimumInteritemSpacing = 16
        let host = LayoutHost(slanted, counts: [6])
        t.show(host)
        #expect(host.collectionView.contentInset == UIEdgeInsets(top: 50, left: 0, bottom: 50, right: 0))
        let cell = try #require(host.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let turn = CGAffineTransform(rotationAngle: CGFloat(Double.pi * (-14 / 180)))
        #expect(abs(cell.transform.a - turn.a) < 1e-9 && abs(cell.transform.b - turn.b) < 1e-9)
        #expect(cell.bounds.size == CGSize(width: 351, height: 150))
        #expect(abs(cell.center.x - 187.5) < 1e-9 && abs(cell.center.y - (160 + 75)) < 1e-9)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func theFeaturedCellGrowsAsTheNextIsDraggedUpAndAFlingRestsOnAStep() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let host = LayoutHost(Featured(), counts: [10])
        t.show(host)
        let view = try #require(host.collectionView)
        view.decelerationRate = .fast
        #expect(view.contentSize == CGSize(width: 375, height: 1800 + 667 - 180))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 375, height: 280))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 280, width: 375, height: 100))
        host.scroll(to: 90)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 40, width: 375, height: 280))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 230, width: 375, height: 190))
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 420, width: 375, height: 100))
        // The growing item is in front of the featured one (zIndex = item).
        let order = view.subviews
        let zero = try #require(order.firstIndex { $0 === view.cellForItem(at: IndexPath(item: 0, section: 0)) })
        let one = try #require(order.firstIndex { $0 === view.cellForItem(at: IndexPath(item: 1, section: 0)) })
        #expect(zero < one)
        host.scroll(to: 0)
        #expect(drag(view, from: CGPoint(x: 187, y: view.bounds.minY + 500), to: CGPoint(x: 187, y: view.bounds.minY + 200), duration: 0.1))
        t.run(for: 3)
        #expect(!view.isDecelerating && view.contentOffset.y > 0)
        let steps = view.contentOffset.y / 180                   // the layout's target: a whole number of 180-pt steps
        #expect(abs(steps - steps.rounded()) < 0.001)
        #expect(t.simulation.diagnostics.isEmpty)
    }
}
