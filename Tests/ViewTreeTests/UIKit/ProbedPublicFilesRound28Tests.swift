// No `import Foundation`: ViewTreeUIKit re-exports it (and FoundationNetworking on Linux).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

// The twenty-eighth probe's views run (Tests/ViewTreeTests/UIKitPorts/Files/: SheetDimmingAndMessageViews,
// ChatMediaAndPanRecognizerViews): each view whose code needs nothing but UIKit, copied short from its port, is
// loaded in a world on the iOS 13 profile, laid out, and driven the way its app drives it (a tap, a drag, the
// keyboard, a size change), checking what the app relies on, with no diagnostic but the ones a test expects. And
// the gap the probe closed: a recognizer subclass calling `super.init(target:action:)` with a `Selector`.

/// PanModal's `DimmedView`: its shade sets `alpha`; a lazy tap recognizer calls `onTap`.
private final class DimmingView: UIView {
    enum Shade { case full, none, fraction(CGFloat) }
    var shade: Shade = .none {
        didSet {
            switch shade {
            case .full: alpha = 1.0
            case .none: alpha = 0.0
            case .fraction: alpha = 0.4
            }
        }
    }
    var onTap: ((UIGestureRecognizer) -> Void)?
    private lazy var tapRecognizer: UIGestureRecognizer = UITapGestureRecognizer(target: self, action: DimmingView.handleTap)
    init() {
        super.init(frame: .zero)
        alpha = 0.0
        backgroundColor = UIColor.black.withAlphaComponent(0.7)
        addGestureRecognizer(tapRecognizer)
    }
    required init?(coder: NSCoder) { fatalError() }
    private func handleTap() { onTap?(tapRecognizer) }
}

/// PanModal's `PassthroughView`: inside only where a shown, interactive subview is.
private final class SubviewsOnlyView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        subviews.contains { !$0.isHidden && $0.isUserInteractionEnabled && $0.point(inside: convert(point, to: $0), with: event) }
    }
}

/// PanModal's `IndicatorView`: a 36 × 5 handle centred by anchors; the top corners masked in `layoutSubviews()`.
private final class GrabHandle: UIView {
    let handle = UIView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        handle.translatesAutoresizingMaskIntoConstraints = false
        handle.widthAnchor.constraint(equalToConstant: 36).isActive = true
        handle.heightAnchor.constraint(equalToConstant: 5).isActive = true
        addSubview(handle)
        handle.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
        handle.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
    }
    required init?(coder: NSCoder) { fatalError() }
    override func layoutSubviews() {
        super.layoutSubviews()
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
                                  cornerRadii: CGSize(width: 10, height: 10)).cgPath
        layer.mask = shape
    }
}

/// SwiftMessages' `CornerRoundingView` with its `CALayer.findAnimation(forKeyPath:)`.
private final class RoundedCornersView: UIView {
    let maskLayer = CAShapeLayer()
    var radius: CGFloat = 0 { didSet { refreshMask() } }
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.mask = maskLayer
    }
    required init?(coder: NSCoder) { fatalError() }
    override func layoutSubviews() {
        super.layoutSubviews()
        refreshMask()
    }
    var keysSeen: [[String]] = []
    var sizeAnimationDurations: [CFTimeInterval] = []
    private func refreshMask() {
        keysSeen.append(layer.animationKeys() ?? [])
        let path = UIBezierPath(roundedRect: layer.bounds, byRoundingCorners: [.allCorners],
                                cornerRadii: CGSize(width: radius, height: radius)).cgPath
        let sizeAnimation = layer.animationKeys()?
            .compactMap { layer.animation(forKey: $0) as? CABasicAnimation }
            .first { $0.keyPath == "bounds.size" }
        if let sizeAnimation {
            sizeAnimationDurations.append(sizeAnimation.duration)
            let animation = CABasicAnimation(keyPath: "path")
            animation.duration = sizeAnimation.duration
            animation.timingFunction = sizeAnimation.timingFunction
            animation.fromValue = maskLayer.path
            animation.toValue = path
            maskLayer.add(animation, forKey: "path")
        }
        maskLayer.path = path
    }
}

/// SwiftMessages' `PassthroughView`: touches go through unless it has a tap handler.
private final class TapThroughControl: UIControl {
    var onTap: (() -> Void)?
    override init(frame: CGRect) {
        super.init(frame: frame)
        addTarget(self, action: TapThroughControl.tapped, for: .touchUpInside)
    }
    required init?(coder: NSCoder) { fatalError() }
    func tapped() { onTap?() }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let view = super.hitTest(point, with: event)
        return view == self && onTap == nil ? nil : view
    }
}

/// SwiftMessages' `KeyboardTrackingView`, its observers on the world's centre (Porting.md's edit).
private final class KeyboardSpacer: UIView {
    enum Change { case show, hide, frame }
    var changes: [String] = []
    private var height: NSLayoutConstraint!
    init(center: WorldNotificationCenter) {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        height = heightAnchor.constraint(equalToConstant: 0)
        height.isActive = true
        center.addObserver(self, action: KeyboardSpacer.keyboardWillShow, name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(self, action: KeyboardSpacer.keyboardWillShow, name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        center.addObserver(self, action: KeyboardSpacer.keyboardWillHide, name: UIResponder.keyboardWillHideNotification, object: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    func keyboardWillShow(_ notification: Notification) { apply(.show, notification) }
    func keyboardWillHide(_ notification: Notification) {
        guard let userInfo = (notification as NSNotification).userInfo, height.constant != 0 else { return }
        changes.append("will hide")
        animate(.hide, to: 0, userInfo: userInfo)
    }
    private func apply(_ change: Change, _ notification: Notification) {
        guard let userInfo = (notification as NSNotification).userInfo,
              let value = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let newHeight = max(0, convert(bounds, to: nil).maxY - value.cgRectValue.minY)
        guard height.constant != newHeight else { return }
        changes.append("will \(change)")
        animate(change, to: newHeight, userInfo: userInfo)
    }
    private func animate(_ change: Change, to newHeight: CGFloat, userInfo: [AnyHashable: Any]) {
        height.constant = newHeight
        if let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber,
           let curve = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber {
            CATransaction.begin()
            CATransaction.setCompletionBlock { self.changes.append("did \(change)") }
            UIView.beginAnimations(nil, context: nil)
            UIView.setAnimationDuration(duration.doubleValue)
            UIView.setAnimationCurve(UIView.AnimationCurve(rawValue: curve.intValue)!)
            UIView.setAnimationBeginsFromCurrentState(true)
            superview?.layoutIfNeeded()
            UIView.commitAnimations()
            CATransaction.commit()
        }
    }
}

/// A form whose bar sits on the keyboard spacer, as SwiftMessages' README pins it.
private final class SpacerForm: UIViewController {
    let field = UITextField()
    let bar = UIView()
    var spacer: KeyboardSpacer!
    override func viewDidLoad() {
        super.viewDidLoad()
        spacer = KeyboardSpacer(center: view.simulation!.notificationCenter)
        field.frame = CGRect(x: 20, y: 80, width: 280, height: 34)
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        view.addSubview(bar)
        view.addSubview(spacer)
        NSLayoutConstraint.activate([
            spacer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            spacer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            spacer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: spacer.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

/// MessageKit's `InsetLabel`, recording the rectangle it draws its text in.
private final class PaddedLabel: UILabel {
    var padding: UIEdgeInsets = .zero { didSet { setNeedsDisplay() } }
    var drawnIn: [CGRect] = []
    override func drawText(in rect: CGRect) {
        let insetRect = rect.inset(by: padding)
        drawnIn.append(insetRect)
        super.drawText(in: insetRect)
    }
}

/// MessageKit's `PlayButtonView`: the triangle's centre constant, the corner radius and the mask set once per frame.
private final class PlayButton: UIView {
    let triangle = UIView()
    private var centerX: NSLayoutConstraint?
    private var laidOutFrame: CGRect = .zero
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(triangle)
        triangle.translatesAutoresizingMaskIntoConstraints = false
        let x = triangle.centerXAnchor.constraint(equalTo: centerXAnchor)
        centerX = x
        NSLayoutConstraint.activate([x, triangle.centerYAnchor.constraint(equalTo: centerYAnchor),
                                     triangle.widthAnchor.constraint(equalTo: widthAnchor, multiplier: 0.5),
                                     triangle.heightAnchor.constraint(equalTo: heightAnchor, multiplier: 0.5)])
    }
    required init?(coder: NSCoder) { fatalError() }
    override func layoutSubviews() {
        super.layoutSubviews()
        guard !laidOutFrame.equalTo(frame) else { return }
        laidOutFrame = frame
        centerX?.constant = frame.width / 8
        layer.cornerRadius = frame.width / 2
        let rect = CGRect(origin: .zero, size: triangle.bounds.size)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY / 2))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.close()
        let shape = CAShapeLayer()
        shape.path = path.cgPath
        triangle.layer.mask = shape
    }
}

/// Signal's `CircleView` and `PillView`: `frame` and `bounds` overridden to keep the radius half the height.
private final class CircleView: UIView {
    init(diameter: CGFloat) {
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([widthAnchor.constraint(equalToConstant: diameter),
                                     heightAnchor.constraint(equalToConstant: diameter)])
    }
    required init?(coder: NSCoder) { fatalError() }
    override var frame: CGRect { didSet { layer.cornerRadius = bounds.size.height / 2 } }
    override var bounds: CGRect { didSet { layer.cornerRadius = bounds.size.height / 2 } }
}

/// Signal's `DirectionalPanGestureRecognizer`, its initialiser calling `super.init(target:action:)` with a selector.
private final class OneWayPan: UIPanGestureRecognizer {
    let horizontal: Bool
    init(horizontal: Bool, target: AnyObject, action: Selector) {
        self.horizontal = horizontal
        super.init(target: target, action: action)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            guard let touch = touches.first else { return }
            let previous = touch.previousLocation(in: view)
            let current = touch.location(in: view)
            let isVertical = abs(previous.y - current.y) > abs(previous.x - current.x)
            guard isVertical != horizontal else { return }
        }
        super.touchesMoved(touches, with: event)
    }
}

@Suite struct ProbedPublicFilesRound28Tests {
    // MARK: PanModal (slackhq/PanModal)

    @Test func aDimmingViewIsUntouchableUntilShadedThenReportsItsTap() throws {
        let t = TestWorld(profile: .iOS13)
        let dim = DimmingView()
        dim.frame = t.window.bounds
        t.window.addSubview(dim)
        var taps: [UIGestureRecognizer] = []
        dim.onTap = { taps.append($0) }
        // Alpha 0: hit testing skips it, as UIKit's does below 0.01.
        #expect(TouchCheck.reasonUntouchable(dim)?.contains("alpha") == true)
        dim.shade = .full
        #expect(dim.alpha == 1)
        #expect(tap(dim))
        #expect(taps.count == 1)
        #expect(taps.first is UITapGestureRecognizer && taps.first?.view === dim)
        dim.shade = .fraction(0.9)
        // UIKit keeps alpha in the layer's Float opacity, so 0.4 reads back rounded to a Float.
        #expect(dim.alpha == CGFloat(Float(0.4)))
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aContainerInsideOnlyAtItsSubviewsLetsTouchesThroughElsewhere() {
        let t = TestWorld(profile: .iOS13)
        let behind = UIButton(type: .system)
        behind.frame = CGRect(x: 20, y: 400, width: 120, height: 44)
        behind.setTitle("Behind", for: .normal)
        var pressed = 0
        behind.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        t.window.addSubview(behind)
        let overlay = SubviewsOnlyView(frame: t.window.bounds)
        let card = UIView(frame: CGRect(x: 0, y: 0, width: t.window.bounds.width, height: 200))
        overlay.addSubview(card)
        t.window.addSubview(overlay)

        #expect(t.window.hitTest(CGPoint(x: 50, y: 100), with: nil) === card)
        #expect(tap(behind))
        #expect(pressed == 1)
        card.isHidden = true
        #expect(t.window.hitTest(CGPoint(x: 50, y: 100), with: nil) !== overlay)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aGrabHandleIsCentredAndItsMaskFollowsTheBounds() throws {
        let t = TestWorld(profile: .iOS13)
        let grab = GrabHandle(frame: CGRect(x: 0, y: 100, width: 376, height: 21))
        t.window.addSubview(grab)
        grab.layoutIfNeeded()
        #expect(grab.handle.frame == CGRect(x: 170, y: 8, width: 36, height: 5))
        let mask = try #require(grab.layer.mask as? CAShapeLayer)
        #expect(mask.path?.boundingBox == grab.bounds)
        grab.frame.size.width = 320
        grab.layoutIfNeeded()
        #expect(grab.handle.frame.origin.x == 142)
        #expect((grab.layer.mask as? CAShapeLayer)?.path?.boundingBox == grab.bounds)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    // MARK: SwiftMessages (SwiftKickMobile/SwiftMessages)

    @Test func aRoundedMaskFollowsTheSizeAndFindsTheRunningSizeAnimation() throws {
        let t = TestWorld(profile: .iOS13)
        let background = RoundedCornersView(frame: CGRect(x: 0, y: 100, width: 300, height: 100))
        background.radius = 12
        t.window.addSubview(background)
        background.layoutIfNeeded()
        #expect(background.maskLayer.path?.boundingBox == CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(background.maskLayer.animation(forKey: "path") == nil)

        // A resize in an animation block (a rotation): layoutSubviews runs inside it and finds the view's running
        // bounds.size animation by its key path, as SwiftMessages looks for it; the mask takes the new size.
        UIView.animate(withDuration: 0.4) {
            background.frame.size.height = 160
            background.layoutIfNeeded()
        }
        #expect(background.keysSeen.last == ["position", "bounds.origin", "bounds.size"])
        #expect(background.sizeAnimationDurations == [0.4])
        #expect(background.maskLayer.path?.boundingBox == CGRect(x: 0, y: 0, width: 300, height: 160))
        // The path animation itself is a gap ViewTree reports rather than drops silently (Fidelity.md, 28th probe).
        #expect(background.maskLayer.animation(forKey: "path") == nil)
        #expect(t.simulation.diagnostics.map(\.code) == [.animation])
        #expect(t.simulation.diagnostics.first?.message.contains("key path 'path' is not an animatable property") == true)
        t.run(for: 1)
        #expect(t.simulation.diagnostics.count == 1)
    }

    @Test func aTapThroughControlTakesTouchesOnlyWhenItHasAHandler() {
        let t = TestWorld(profile: .iOS13)
        let behind = UIButton(type: .system)
        behind.frame = CGRect(x: 20, y: 400, width: 120, height: 44)
        var pressed = 0
        behind.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        t.window.addSubview(behind)
        let cover = TapThroughControl(frame: t.window.bounds)
        t.window.addSubview(cover)

        #expect(t.window.hitTest(CGPoint(x: 80, y: 422), with: nil) === behind)
        #expect(tap(behind))
        #expect(pressed == 1)
        var tapped = 0
        cover.onTap = { tapped += 1 }
        #expect(t.window.hitTest(CGPoint(x: 80, y: 422), with: nil) === cover)
        #expect(tap(cover))
        #expect(tapped == 1 && pressed == 1)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aKeyboardSpacerLiftsTheBarAboveTheKeyboardAndBack() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhoneSE)
        let form = SpacerForm()
        t.show(form)
        #expect(form.bar.frame.maxY == 568)
        #expect(form.field.becomeFirstResponder())
        t.run(for: 1)
        let keyboard = try #require(t.simulation.keyboard.frame)
        #expect(keyboard.height > 0)
        #expect(form.spacer.frame.height == keyboard.height)
        #expect(form.bar.frame.maxY == keyboard.minY)
        // willShow and willChangeFrame both arrive; the second finds the height already right.
        #expect(form.spacer.changes == ["will show", "did show"])

        #expect(form.field.resignFirstResponder())
        t.run(for: 1)
        #expect(form.spacer.frame.height == 0)
        #expect(form.bar.frame.maxY == 568)
        // UIKit posts willChangeFrame before willHide, and SwiftMessages sends willChangeFrame to its show
        // handler: the hide is a "show" to height 0, and the willHide after it finds the height already 0.
        #expect(form.spacer.changes == ["will show", "did show", "will show", "did show"])
        #expect(t.simulation.diagnostics.isEmpty)
    }

    // MARK: MessageKit (MessageKit/MessageKit)

    @Test func anInsetLabelDrawsItsTextInsideItsPadding() {
        let t = TestWorld(profile: .iOS13)
        let label = PaddedLabel(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        label.text = "Typing…"
        t.window.addSubview(label)
        label.padding = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        t.run(for: 0.1)
        #expect(label.drawnIn.last == CGRect(x: 8, y: 4, width: 184, height: 32))
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aPlayButtonNudgesItsTriangleAndRoundsItselfOncePerFrame() throws {
        let t = TestWorld(profile: .iOS13)
        let button = PlayButton(frame: CGRect(x: 100, y: 100, width: 64, height: 64))
        t.window.addSubview(button)
        // The first pass centres the triangle and then moves its constraint; the display pass lays it out again.
        t.run(for: 0.1)
        #expect(button.layer.cornerRadius == 32)
        // Half the size, centred, then moved right by an eighth of the width.
        #expect(button.triangle.frame == CGRect(x: 24, y: 16, width: 32, height: 32))
        let mask = try #require(button.triangle.layer.mask as? CAShapeLayer)
        #expect(mask.path?.boundingBox == CGRect(x: 0, y: 0, width: 32, height: 32))
        button.frame.size = CGSize(width: 80, height: 80)
        t.run(for: 0.1)
        #expect(button.layer.cornerRadius == 40)
        #expect(button.triangle.frame == CGRect(x: 30, y: 20, width: 40, height: 40))
        #expect(t.simulation.diagnostics.isEmpty)
    }

    // MARK: Signal (signalapp/Signal-iOS)

    @Test func aCircleSizedByAutoLayoutGetsItsRadiusThroughFrameOrBounds() {
        let t = TestWorld(profile: .iOS13)
        let circle = CircleView(diameter: 40)
        t.window.addSubview(circle)
        circle.centerXAnchor.constraint(equalTo: t.window.centerXAnchor).isActive = true
        circle.centerYAnchor.constraint(equalTo: t.window.centerYAnchor).isActive = true
        t.window.layoutIfNeeded()
        #expect(circle.bounds.size == CGSize(width: 40, height: 40))
        #expect(circle.layer.cornerRadius == 20)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aOneWayPanBeginsOnlyInItsDirectionAndReportsItsSelector() {
        let t = TestWorld(profile: .iOS13)
        let surface = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        t.window.addSubview(surface)
        let owner = UIView()
        let pan = OneWayPan(horizontal: true, target: owner, action: Selector("handlePan:"))
        var states: [UIGestureRecognizer.State] = []
        pan.addAction { states.append($0.state) }
        surface.addGestureRecognizer(pan)

        #expect(drag(surface, from: CGPoint(x: 150, y: 40), to: CGPoint(x: 150, y: 260)))
        #expect(!states.contains(.began))
        #expect(t.simulation.diagnostics.isEmpty)

        #expect(drag(surface, from: CGPoint(x: 40, y: 150), to: CGPoint(x: 260, y: 150)))
        #expect(states.first == .began)
        #expect(states.last == .ended)
        // Every action the pan sent went to a selector Linux cannot perform, and said so.
        let reports = t.simulation.diagnostics
        #expect(reports.count == states.count)
        #expect(reports.allSatisfy { $0.code == .invalidValue && $0.message.contains("handlePan:") })
    }

    @Test func aRecognizerMadeWithNilTargetAndActionHasNoActionAndReportsNothing() {
        let t = TestWorld(profile: .iOS13)
        let surface = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 300))
        t.window.addSubview(surface)
        let tapRecognizer = UITapGestureRecognizer(target: nil, action: nil)
        var taps = 0
        tapRecognizer.addAction { _ in taps += 1 }
        surface.addGestureRecognizer(tapRecognizer)
        #expect(tap(surface))
        #expect(taps == 1)
        #expect(t.simulation.diagnostics.isEmpty)
    }
}
