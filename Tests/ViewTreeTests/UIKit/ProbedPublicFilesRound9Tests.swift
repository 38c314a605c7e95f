// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A photo viewer's scroll view delegate (a probed zooming image viewer's): it zooms its image view and logs.
private final class ZoomingViewer: NSObject, UIScrollViewDelegate {
    let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    var events: [String] = []
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        events.append("begin \(scrollView.isZooming)")
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        events.append("end \(scale)")
    }
}

/// A counting label's ticker (a probed animated label's): it counts its display link's calls.
private final class Ticker {
    var ticks = 0
    func tick(_ link: CADisplayLink) { ticks += 1 }
}

/// A settings screen's controller that handles a switch (target-action with a method reference).
private final class NotificationSettings {
    var changes = 0
    func switchChanged(_ sender: UISwitch) { changes += 1 }
}

/// A settings screen that imports a backup or exports one, as probed settings screens do.
private final class BackupSettingsViewController: UIViewController, UIDocumentPickerDelegate {
    var events: [String] = []
    func importBackup() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.json, .plainText], asCopy: true)
        picker.delegate = self
        picker.allowsMultipleSelection = false
        picker.shouldShowFileExtensions = true
        present(picker, animated: true)
    }
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        events.append("picked \(urls.map(\.lastPathComponent)) shown \(presentedViewController != nil)")
    }
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        events.append("cancelled shown \(presentedViewController != nil)")
    }
}

/// The gaps a ninth probe of public UIKit files found: button configurations' line breaks and subtitles, drawing
/// (paths, rect fills, pushed contexts, transparency layers, stroked paths), scroll views' pinch and directional
/// lock, layers, tab bars, display links, controls, presentation and the document picker.
@Suite struct ProbedPublicFilesRound9Tests {
    // MARK: 1. Button configurations

    @Test func aConfigurationsLineBreakModesReachItsLabels() {
        var configuration = UIButton.Configuration.filled()
        #expect(configuration.titleLineBreakMode == .byWordWrapping && configuration.subtitleLineBreakMode == .byWordWrapping)
        #expect(configuration.indicator == .automatic && UIButton.Configuration.Indicator.popup.rawValue == 2)
        let plain = UIButton(type: .system)
        #expect(plain.subtitleLabel == nil)                              // no configuration
        #expect(plain.titleLabel?.lineBreakMode == .byTruncatingMiddle)  // the classic button's
        configuration.title = "Back up now"
        configuration.titleLineBreakMode = .byTruncatingTail
        configuration.attributedSubtitle = AttributedString("Last backup: yesterday")
        configuration.subtitleLineBreakMode = .byClipping
        configuration.indicator = .popup
        let button = UIButton(configuration: configuration)
        #expect(button.titleLabel?.lineBreakMode == .byTruncatingTail)
        #expect(button.subtitleLabel?.text == "Last backup: yesterday")
        #expect(button.subtitleLabel?.lineBreakMode == .byClipping)
        configuration.attributedSubtitle = nil
        configuration.subtitle = "Never"
        configuration.titleLineBreakMode = .byWordWrapping
        button.configuration = configuration
        #expect(button.subtitleLabel?.text == "Never" && button.titleLabel?.lineBreakMode == .byWordWrapping)
        #expect(button.configuration?.indicator == .popup)
    }

    // MARK: 4. Drawing

    @Test func aBezierPathContainsPointsByItsFillRule() {
        // A square with a square hole traced the same way: the hole is inside by winding, outside by even-odd.
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 50)) && path.contains(CGPoint(x: 10, y: 10)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 50, y: 50)) && path.contains(CGPoint(x: 10, y: 10)))
        #expect(!path.contains(CGPoint(x: 150, y: 50)) && !path.contains(CGPoint(x: CGFloat.nan, y: 0)))
        // Reversed, the hole turns the other way: even with the winding rule it is a hole now.
        let outer = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)).reversing())
        #expect(!outer.contains(CGPoint(x: 50, y: 50)) && outer.contains(CGPoint(x: 10, y: 10)))
    }

    @Test func reversingTracesThePathBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 20, y: 20), controlPoint1: CGPoint(x: 15, y: 0), controlPoint2: CGPoint(x: 20, y: 5))
        path.lineWidth = 4
        let reversed = path.reversing()
        #expect(reversed.currentPoint == CGPoint(x: 0, y: 0) && reversed.lineWidth == 4)
        #expect(reversed.bounds == path.bounds)
        var elements: [CGPathElementType] = []
        var points: [CGPoint] = []
        reversed.cgPath.applyWithBlock { element in
            elements.append(element.pointee.type)
            let count = element.pointee.type == .addCurveToPoint ? 3 : (element.pointee.type == .closeSubpath ? 0 : 1)
            for i in 0..<count { points.append(element.pointee.points[i]) }
        }
        #expect(elements == [.moveToPoint, .addCurveToPoint, .addLineToPoint])
        #expect(points == [CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 5), CGPoint(x: 15, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 0)])
        #expect(path.currentPoint == CGPoint(x: 20, y: 20))              // the original is unchanged
    }

    @Test func pushedContextsAreCurrentUntilPopped() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))               // no context: nothing happens
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20))
        _ = renderer.image { rendererContext in
            let own = rendererContext.cgContext
            let other = CGContext()
            UIGraphicsPushContext(other)
            #expect(UIGraphicsGetCurrentContext() === other)
            #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)     // a pushed context makes no image
            UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 5))
            UIRectFrame(CGRect(x: 0, y: 0, width: 5, height: 5))
            UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: 5, height: 5), .multiply)
            UIGraphicsPopContext()
            #expect(UIGraphicsGetCurrentContext() === own)
            #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 20, height: 20))
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsPopContext()                                           // unbalanced: nothing happens
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func aContextStrokesItsPathAndKeepsItsState() {
        let context = CGContext()
        #expect(context.interpolationQuality == .default)
        context.saveGState()
        context.interpolationQuality = .none
        context.setLineWidth(10)
        context.setLineCap(.square)
        context.move(to: CGPoint(x: 10, y: 50))
        context.addLine(to: CGPoint(x: 90, y: 50))
        context.replacePathWithStrokedPath()
        // The stroke's area: 10 wide, the square caps 5 beyond each end.
        let box = context.boundingBoxOfPath
        #expect(abs(box.minX - 5) < 1e-9 && abs(box.maxX - 95) < 1e-9 && abs(box.minY - 45) < 1e-9 && abs(box.maxY - 55) < 1e-9)
        #expect(context.path?.contains(CGPoint(x: 50, y: 53)) == true)
        context.restoreGState()
        #expect(context.interpolationQuality == .default)                // restored with the state
        context.beginPath()
        context.setLineWidth(.nan)                                       // ignored: the width stays 1
        context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.replacePathWithStrokedPath()
        let square = context.boundingBoxOfPath
        #expect(abs(square.minX + 0.5) < 1e-9 && abs(square.width - 11) < 1e-9 && abs(square.height - 11) < 1e-9)
        // A transparency layer leaves the state and the path alone; an unbalanced end is ignored.
        context.translateBy(x: 3, y: 4)
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 5, height: 5), auxiliaryInfo: nil)
        context.endTransparencyLayer()
        context.endTransparencyLayer()
        context.endTransparencyLayer()
        #expect(context.ctm == CGAffineTransform(translationX: 3, y: 4))
        let empty = CGContext()
        empty.replacePathWithStrokedPath()
        #expect(empty.isPathEmpty)
    }

    @Test func attributedStringsDrawWithAContext() {
        let text = NSAttributedString(string: "Gauge", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let context = NSStringDrawingContext()
        text.draw(with: CGRect(x: 10, y: 20, width: 200, height: 50), options: .usesLineFragmentOrigin, context: context)
        let measured = text.boundingRect(with: CGSize(width: 200, height: 50), options: .usesLineFragmentOrigin, context: nil)
        #expect(context.totalBounds == measured.offsetBy(dx: 10, dy: 20) && measured.width > 0)
        text.draw(at: .zero)
        text.draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    // MARK: 5. Scroll views

    @Test func aScrollViewHasAPinchOnlyWhileItCanZoom() {
        let t = TestWorld()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let viewer = ZoomingViewer()
        scrollView.delegate = viewer
        scrollView.addSubview(viewer.imageView)
        scrollView.contentSize = CGSize(width: 200, height: 200)
        t.window.addSubview(scrollView)
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 4
        let pinchRecognizer = scrollView.pinchGestureRecognizer
        #expect(pinchRecognizer != nil && scrollView.gestureRecognizers?.contains { $0 === pinchRecognizer } == true)
        #expect(!scrollView.isZooming)
        pinch(scrollView, scale: 2)
        #expect(abs(scrollView.zoomScale - 2) < 0.01)
        #expect(viewer.events.first == "begin true" && viewer.events.count == 2 && viewer.events[1].hasPrefix("end 2"))
        #expect(!scrollView.isZooming)
        pinch(scrollView, scale: 10)                                     // clamped to the maximum
        #expect(scrollView.zoomScale == 4)
        scrollView.maximumZoomScale = 1
        #expect(scrollView.pinchGestureRecognizer == nil && scrollView.gestureRecognizers?.contains { $0 === pinchRecognizer } == false)
        #expect(scrollView.allowsKeyboardScrolling)
    }

    @Test func aDirectionallyLockedScrollViewKeepsToItsFirstAxis() {
        let t = TestWorld()
        func makeScrollView() -> UIScrollView {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            scrollView.contentSize = CGSize(width: 1000, height: 1000)
            scrollView.bounces = false
            t.window.addSubview(scrollView)
            return scrollView
        }
        let free = makeScrollView()
        #expect(!free.isDirectionalLockEnabled)
        // Mostly horizontal, drifting down: free scrolls both ways.
        drag(free, from: CGPoint(x: 180, y: 100), to: CGPoint(x: 80, y: 80))
        t.simulation.run(for: 3)
        #expect(free.contentOffset.x > 0 && free.contentOffset.y > 0)
        free.removeFromSuperview()
        let locked = makeScrollView()
        locked.isDirectionalLockEnabled = true
        drag(locked, from: CGPoint(x: 180, y: 100), to: CGPoint(x: 80, y: 80))
        t.simulation.run(for: 3)
        #expect(locked.contentOffset.x > 0 && locked.contentOffset.y == 0)
        // A diagonal drag stays free.
        locked.setContentOffset(.zero, animated: false)
        drag(locked, from: CGPoint(x: 180, y: 180), to: CGPoint(x: 80, y: 80))
        t.simulation.run(for: 3)
        #expect(locked.contentOffset.x > 0 && locked.contentOffset.y > 0)
    }

    // MARK: 7. Layers

    @Test func layersKeepTheirRenderingSettings() {
        let t = TestWorld()
        let knob = CAShapeLayer()
        #expect(!knob.allowsEdgeAntialiasing && knob.allowsGroupOpacity && !knob.isGeometryFlipped)
        #expect(knob.edgeAntialiasingMask == [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        #expect(knob.minificationFilter == .linear && knob.magnificationFilter == .linear && knob.minificationFilterBias == 0)
        #expect(knob.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1) && knob.contentsCenter == knob.contentsRect)
        knob.allowsEdgeAntialiasing = true
        knob.edgeAntialiasingMask = [.layerTopEdge]
        knob.magnificationFilter = .nearest
        knob.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        knob.contentsRect = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)  // rejected
        knob.minificationFilterBias = .nan                                           // rejected
        #expect(knob.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1) && knob.minificationFilterBias == 0)
        #expect(t.simulation.diagnostics.count >= 2)
        let copy = CAShapeLayer(layer: knob)
        #expect(copy.allowsEdgeAntialiasing && copy.edgeAntialiasingMask == .layerTopEdge && copy.magnificationFilter == .nearest)
        copy.allowsEdgeAntialiasing = false                                          // the copy's own
        #expect(knob.allowsEdgeAntialiasing && copy.contentsCenter == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        #expect(CALayerContentsFilter.trilinear.rawValue == "trilinear" && CAEdgeAntialiasingMask.layerBottomEdge.rawValue == 4)
    }

    @Test func aScrollLayerScrollsItsBoundsOrigin() {
        let scroller = CAScrollLayer()
        scroller.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(scroller.scrollMode == .both)
        scroller.scroll(to: CGPoint(x: 30, y: 40))
        #expect(scroller.bounds.origin == CGPoint(x: 30, y: 40) && scroller.bounds.size == CGSize(width: 100, height: 100))
        scroller.scroll(to: CGRect(x: 200, y: 50, width: 20, height: 20))           // x: the right edge comes in
        #expect(scroller.bounds.origin == CGPoint(x: 120, y: 40))
        scroller.scrollMode = .vertically
        scroller.scroll(to: CGPoint(x: 0, y: 0))
        #expect(scroller.bounds.origin == CGPoint(x: 120, y: 0))
        scroller.scroll(to: CGPoint(x: CGFloat.nan, y: 5))                           // rejected
        #expect(scroller.bounds.origin == CGPoint(x: 120, y: 0))
        let group = CATransformLayer()
        group.addSublayer(CALayer())
        #expect(group.sublayers?.count == 1)
    }

    @Test func aKeyframeAnimationFollowsItsPath() {
        let t = TestWorld()
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(dot)
        let route = CGMutablePath()
        route.move(to: CGPoint(x: 0, y: 0))
        route.addLine(to: CGPoint(x: 100, y: 0))
        route.addLine(to: CGPoint(x: 100, y: 300))
        let along = CAKeyframeAnimation(keyPath: "position")
        along.path = route
        along.rotationMode = .rotateAuto
        along.values = [CGPoint(x: -50, y: -50)]                                    // ignored: the path wins
        along.duration = 1
        let start = t.simulation.now
        dot.layer.add(along, forKey: "along")
        t.simulation.run(until: start + 0.25)                                        // each segment half the time
        #expect(dot.layer.presentation()?.position == CGPoint(x: 50, y: 0))
        t.simulation.run(until: start + 0.75)
        #expect(dot.layer.presentation()?.position == CGPoint(x: 100, y: 150))
        let paced = CAKeyframeAnimation(keyPath: "position")
        paced.path = route
        paced.calculationMode = .paced
        paced.duration = 1
        let second = t.simulation.now
        dot.layer.add(paced, forKey: "along")
        let added = dot.layer.animation(forKey: "along") as? CAKeyframeAnimation
        #expect(added !== paced && added?.path === route && added?.calculationMode == .paced)
        t.simulation.run(until: second + 0.25)                                       // a quarter of 400 pt
        #expect(dot.layer.presentation()?.position == CGPoint(x: 100, y: 0))
        t.simulation.run(until: second + 0.75)
        #expect(dot.layer.presentation()?.position == CGPoint(x: 100, y: 200))
        // Paced values: spaced by distance, not evenly.
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0, 0.25, 1]
        fade.calculationMode = .paced
        fade.duration = 1
        let third = t.simulation.now
        dot.layer.add(fade, forKey: "fade")
        t.simulation.run(until: third + 0.5)
        #expect(abs((dot.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6)
        #expect(CAAnimationCalculationMode.cubicPaced.rawValue == "cubicPaced" && CAAnimationRotationMode.rotateAutoReverse.rawValue == "autoReverse")
    }

    // MARK: 6. Tab bars

    @Test func aTabBarCentresItsItemsWhenToldHow() {
        let t = TestWorld()
        let tabs = UITabBarController()
        tabs.viewControllers = ["Home", "Search", "Profile"].map { title in
            let controller = UIViewController()
            controller.title = title
            return controller
        }
        t.show(tabs)
        let bar = tabs.tabBar
        let width = bar.bounds.width
        #expect(bar.itemPositioning == .automatic && bar.effectiveItemPositioning == .fill && bar.barStyle == .default)
        // 2 pt from the edges, 4 pt apart, edges rounded to whole points (device dumps, `TabBar.buttonInset`).
        #expect(width == 320 && bar.buttons.map(\.frame.width) == [103, 102, 103])
        bar.itemPositioning = .centered
        bar.itemWidth = 80
        bar.layoutIfNeeded()
        #expect(bar.buttons[0].frame.width == 103)                         // the system's spacing is not known: fill
        bar.itemSpacing = 10
        bar.layoutIfNeeded()
        let start = (width - 260) / 2
        #expect(bar.buttons.map(\.frame.minX) == [start, start + 90, start + 180] && bar.buttons[1].frame.width == 80)
        bar.itemWidth = -5                                                 // becomes 0 (UIKit's rule)
        bar.itemSpacing = .nan                                             // rejected
        #expect(bar.itemWidth == 0 && bar.itemSpacing == 10)
        bar.barStyle = .black
        #expect(bar.barStyle == .blackOpaque && UIBarStyle.blackTranslucent.rawValue == 2)
    }

    @Test func tabBarItemsHaveTheirOwnAppearances() {
        let t = TestWorld()
        let tabs = UITabBarController()
        let home = UIViewController(), inbox = UIViewController()
        home.title = "Home"
        inbox.title = "Inbox"
        tabs.viewControllers = [home, inbox]
        t.show(tabs)
        let urgent = UITabBarAppearance()
        urgent.stackedLayoutAppearance.normal.iconColor = .red
        urgent.stackedLayoutAppearance.normal.badgePositionAdjustment = UIOffset(horizontal: 1, vertical: 1)
        urgent.stackedLayoutAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 2)
        urgent.stackedItemPositioning = .centered
        urgent.stackedItemWidth = -1
        #expect(urgent.stackedItemWidth == 0)
        urgent.stackedItemSpacing = 12
        let item = inbox.tabBarItem!
        item.standardAppearance = urgent
        item.setBadgeTextAttributes([.foregroundColor: UIColor.white], for: .normal)
        item.imageInsets = UIEdgeInsets(top: 6, left: 0, bottom: -6, right: 0)
        #expect(tabs.tabBar.buttons[1].titleLabel.textColor == .red)           // the item's own appearance
        #expect(tabs.tabBar.buttons[0].titleLabel.textColor != .red)
        #expect(item.badgeTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .white)
        #expect(item.badgeTextAttributes(for: .selected) == nil && item.imageInsets.top == 6 && item.scrollEdgeAppearance == nil)
        let copy = urgent.copy()
        #expect(copy.stackedItemPositioning == .centered && copy.stackedItemSpacing == 12)
        #expect(copy.stackedLayoutAppearance.normal.titlePositionAdjustment == UIOffset(horizontal: 0, vertical: 2))
        let inline = UITabBarItemAppearance(style: .inline)
        inline.normal.iconColor = .blue
        inline.selected.badgePositionAdjustment = UIOffset(horizontal: 3, vertical: 0)
        inline.configureWithDefault(for: .inline)
        #expect(inline.normal.iconColor == nil && inline.selected.badgePositionAdjustment == .zero)
        #expect(UITabBarItemAppearance.Style.compactInline.rawValue == 2)
    }

    // MARK: 2–3. Run loop modes and frame rates

    @Test func aDisplayLinkAddedForTrackingFiresOnceAFrame() {
        let t = TestWorld()
        #expect(RunLoop.Mode.tracking.rawValue == "UITrackingRunLoopMode")
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.tick)
        link.add(to: .main, forMode: .default)
        link.add(to: .main, forMode: .tracking)                          // the same link: still once a frame
        t.simulation.run(for: 1)
        let perSecond = ticker.ticks
        #expect(perSecond >= 59 && perSecond <= 61)
        // A range preferring 30 fps halves the calls, as preferredFramesPerSecond = 30 would.
        #expect(link.preferredFrameRateRange == .default && CAFrameRateRange.default.preferred == nil)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 30)
        #expect(link.preferredFramesPerSecond == 30 && link.preferredFrameRateRange.preferred == 30)
        ticker.ticks = 0
        t.simulation.run(for: 1)
        #expect(ticker.ticks >= 29 && ticker.ticks <= 31)
        // Bad ranges are refused; the previous one stays.
        let before = t.simulation.diagnostics.count
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 60)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: .nan)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 120)
        #expect(link.preferredFrameRateRange.isEqual(to: CAFrameRateRange(minimum: 10, maximum: 60, preferred: 30)))
        #expect(t.simulation.diagnostics.count == before + 3)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: 1e30)  // beyond any display: every frame
        #expect(link.preferredFramesPerSecond == 1_000_000)
        ticker.ticks = 0
        t.simulation.run(for: 1)
        #expect(ticker.ticks >= 59 && ticker.ticks <= 61)
        link.invalidate()
    }

    // MARK: 8. Controls

    @Test func aControlResolvesItsAlignmentAndListsItsHandlers() {
        let t = TestWorld()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("Hi", for: .normal)
        t.window.addSubview(button)
        button.contentHorizontalAlignment = .leading
        #expect(button.effectiveContentHorizontalAlignment == .left)
        button.layoutIfNeeded()
        let leftToRight = button.titleLabel?.frame.minX ?? -1
        button.semanticContentAttribute = .forceRightToLeft
        #expect(button.effectiveContentHorizontalAlignment == .right)
        button.setNeedsLayout()
        button.layoutIfNeeded()
        #expect(leftToRight == 0 && (button.titleLabel?.frame.maxX ?? 0) == 200)       // laid out at the right
        button.contentHorizontalAlignment = .center
        #expect(button.effectiveContentHorizontalAlignment == .center)
        #expect(button.toolTip == nil)
        button.toolTip = "Say hi"
        #expect(button.toolTip == "Say hi")

        let toggle = UISwitch()
        let settings = NotificationSettings()
        let log = UIAction(title: "Log") { _ in }
        toggle.addAction(log, for: .valueChanged)
        toggle.addTarget(settings, action: NotificationSettings.switchChanged, for: [.valueChanged, .touchUpInside])
        var seen: [String] = []
        toggle.enumerateEventHandlers { action, targetAction, events, _ in
            if let action { seen.append("action \(action.title) \(events == .valueChanged)") }
            if let (target, selector) = targetAction {
                seen.append("target \((target as AnyObject) === settings) \(selector.name) \(events == [.valueChanged, .touchUpInside])")
            }
        }
        #expect(seen == ["action Log true", "target true NotificationSettings.action(_: Switch) true"])
        var calls = 0
        toggle.enumerateEventHandlers { _, _, _, stop in
            calls += 1
            stop = true
        }
        #expect(calls == 1)
    }

    // MARK: 11. Document picker

    @Test func aDocumentPickerDismissesItselfThenTellsItsDelegate() {
        let t = TestWorld()
        let settings = BackupSettingsViewController()
        t.show(settings)
        settings.importBackup()
        t.waitForTransitions()
        let picker = settings.presentedViewController as? UIDocumentPickerViewController
        #expect(picker?.documentPickerMode == .import && picker?.contentTypeIdentifiers == ["public.json", "public.plain-text"])
        #expect(picker?.asCopy == true && picker?.shouldShowFileExtensions == true && picker?.directoryURL == nil)
        let backups = URL(fileURLWithPath: "/backups")
        picker?.pickDocuments(at: [backups.appendingPathComponent("a.json"), backups.appendingPathComponent("b.json")])
        #expect(settings.presentedViewController === picker && settings.events.isEmpty)   // two without multiple selection
        picker?.pickDocuments(at: [backups.appendingPathComponent("a.json")])
        #expect(settings.events.isEmpty)                                   // not before the picker is gone
        t.waitForTransitions()
        #expect(settings.events == ["picked [\"a.json\"] shown false"] && settings.presentedViewController == nil)
        settings.importBackup()
        t.waitForTransitions()
        (settings.presentedViewController as? UIDocumentPickerViewController)?.cancel()
        t.waitForTransitions()
        #expect(settings.events.last == "cancelled shown false")
        // Exporting, and the deprecated initialiser.
        let export = UIDocumentPickerViewController(forExporting: [backups.appendingPathComponent("a.json")], asCopy: true)
        #expect(export.documentPickerMode == .exportToService && export.urlsToExport.count == 1)
        #expect(UIDocumentPickerViewController(forExporting: []).documentPickerMode == .moveToService)
        #expect(UIDocumentPickerViewController(documentTypes: ["com.adobe.pdf"], in: .open).contentTypeIdentifiers == ["com.adobe.pdf"])
        #expect(UIDocumentPickerViewController(forOpeningContentTypes: [.pdf]).documentPickerMode == .open)
    }

    @Test func uniformTypesKnowTheirExtensionsAndSupertypes() {
        #expect(UTType.pdf.identifier == "com.adobe.pdf" && UTType.pdf.preferredFilenameExtension == "pdf")
        #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType(filenameExtension: "json") == .json)
        #expect(UTType(filenameExtension: "xyz") == nil && UTType("public.png") == .png && UTType(mimeType: "text/plain") == .plainText)
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(!UTType.png.conforms(to: .text) && UTType.json.conforms(to: .text) && UTType.pdf.conforms(to: .content))
        #expect(UTType.folder.conforms(to: .item) && !UTType.folder.conforms(to: .data))
        #expect(UTType.movie.conforms(to: .audiovisualContent) && UTType.content.isSupertype(of: .audio))
        #expect(Set([UTType.text, .text, .image]).count == 2)
    }

    // MARK: 9. Alerts, popovers, share sheets

    @Test func aSourceItemAnchorsAPopover() {
        let t = TestWorld(profile: .iOS13, device: .iPad)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = share
        t.show(navigation)
        let sheet = UIAlertController(title: "Delete all?", message: nil, preferredStyle: .actionSheet)
        #expect(sheet.severity == .default)
        sheet.severity = .critical
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        root.present(sheet, animated: false)                                       // no source on a pad: refused
        t.waitForTransitions()
        #expect(navigation.presentedViewController == nil && sheet.popoverPresentationController?.sourceItem == nil)
        sheet.popoverPresentationController?.sourceItem = share
        root.present(sheet, animated: false)
        t.waitForTransitions()
        #expect(navigation.presentedViewController === sheet && sheet.severity == .critical)
        // Frames of source items in a reference view.
        let frame = share.frame(in: navigation.view)
        #expect(frame != nil && (frame?.width ?? 0) > 0 && (frame?.minY ?? -1) >= 0)
        #expect(UIBarButtonItem(title: "Loose", style: .plain, target: nil, action: nil).frame(in: root.view) == nil)
        let badge = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        root.view.addSubview(badge)
        #expect(badge.frame(in: root.view) == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(badge.frame(in: UIView()) == nil)                                   // not in the same tree
        let activity = UIActivityViewController(activityItems: ["Hi"], applicationActivities: nil)
        #expect(activity.allowsProminentActivity)
        activity.allowsProminentActivity = false
        #expect(!activity.allowsProminentActivity)
    }

    // MARK: 10. Animators and transitions

    @Test func aSpringOfDurationAndBounceOvershootsByItsBounce() {
        let t = TestWorld()
        func peak(bounce: CGFloat) -> CGFloat {
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            t.window.addSubview(card)
            let animator = UIViewPropertyAnimator(duration: 1, timingParameters: UISpringTimingParameters(duration: 0.5, bounce: bounce))
            #expect(!animator.isManualHitTestingEnabled)
            animator.addAnimations { card.frame.origin.x = 100 }
            animator.startAnimation()
            var highest: CGFloat = 0
            for _ in 0..<120 {
                t.simulation.run(for: 1.0 / 60)
                highest = max(highest, card.presentation().frame.minX)
            }
            card.removeFromSuperview()
            return highest
        }
        #expect(UISpringTimingParameters.dampingRatio(forBounce: 0.25) == 0.75)
        #expect(UISpringTimingParameters.dampingRatio(forBounce: -0.5) == 2)
        let critical = peak(bounce: 0), bouncy = peak(bounce: 0.5)
        #expect(critical <= 100.001 && critical > 99)
        #expect(bouncy > 110)                                              // damping ratio 0.5 overshoots about 16 %
        let before = t.simulation.diagnostics.count
        _ = UISpringTimingParameters(duration: -1, bounce: 0.2)            // rejected: the default spring
        _ = UISpringTimingParameters(duration: 0.3, bounce: -1)
        #expect(t.simulation.diagnostics.count == before + 2)
    }

    @Test func barsAndInteractiveTransitionsKeepTheirSettings() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let recognizer = navigation.barHideOnSwipeGestureRecognizer
        #expect(!recognizer.isEnabled && navigation.barHideOnSwipeGestureRecognizer === recognizer)
        navigation.hidesBarsOnSwipe = true
        #expect(recognizer.isEnabled)
        navigation.hidesBarsOnSwipe = false
        #expect(!recognizer.isEnabled)
        let interaction = UIPercentDrivenInteractiveTransition()
        #expect(interaction.timingCurve == nil)
        interaction.timingCurve = UICubicTimingParameters(animationCurve: .easeOut)
        #expect(interaction.timingCurve?.timingCurveType == .builtin)
    }
}
