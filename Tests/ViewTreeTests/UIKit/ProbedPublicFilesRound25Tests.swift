// No `import Foundation`: ViewTreeUIKit re-exports it (and FoundationNetworking on Linux).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

// The twenty-fifth probe's behaviours, driven through code as the port files of the probe write it
// (Tests/ViewTreeTests/UIKitPorts/Files/: DragAndDropCustomView, DragAndDropTableView, TouchCanvas,
// AccessibilityRotors, KeyboardAccessoryInputView). Each type here is a condensed copy of the probed one.

// MARK: Probed code (condensed)

/// Apple's CustomViewDragAndDrop `ViewController`: an image view that takes one dropped image, its border showing
/// where the drop would land. A tray image view beside it is the drag source the test uses.
fileprivate final class ProbedImageDropController: UIViewController, UIDragInteractionDelegate, UIDropInteractionDelegate {
    let imageView = UIImageView(image: UIImage(name: "butterfly", size: CGSize(width: 40, height: 30)))
    let tray = UIImageView(image: UIImage(name: "flower", size: CGSize(width: 20, height: 20)))
    var heard: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        imageView.frame = CGRect(x: 20, y: 20, width: 200, height: 150)
        tray.frame = CGRect(x: 20, y: 300, width: 60, height: 60)
        imageView.isUserInteractionEnabled = true
        tray.isUserInteractionEnabled = true
        imageView.addInteraction(UIDragInteraction(delegate: self))
        tray.addInteraction(UIDragInteraction(delegate: self))
        view.addInteraction(UIDropInteraction(delegate: self))
        view.addSubview(imageView)
        view.addSubview(tray)
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let image = (interaction.view as? UIImageView)?.image else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider(object: image))
        item.localObject = image
        return [item]
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        // The sample asks for `kUTTypeImage` (public.image); an image provider offers PNG and JPEG.
        session.hasItemsConforming(toTypeIdentifiers: ["public.image"]) && session.items.count == 1
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        let location = session.location(in: view)
        updateLayers(forDropLocation: location)
        let operation: UIDropOperation = imageView.frame.contains(location) ? (session.localDragSession == nil ? .copy : .move) : .cancel
        return UIDropProposal(operation: operation)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        heard.append("performDrop")
        session.loadObjects(ofClass: UIImage.self) { items in
            self.heard.append("loaded \(items.count)")
            self.imageView.image = (items as? [UIImage])?.first
        }
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        updateLayers(forDropLocation: session.location(in: view))
    }

    func updateLayers(forDropLocation dropLocation: CGPoint) {
        if imageView.frame.contains(dropLocation) {
            view.layer.borderWidth = 0.0
            imageView.layer.borderWidth = 2.0
        } else if view.frame.contains(dropLocation) {
            view.layer.borderWidth = 5.0
            imageView.layer.borderWidth = 0.0
        }
    }
}

/// Apple's TouchCanvas `ViewController` touch handling, reduced to what it reads from each touch.
fileprivate final class ProbedTouchGauges: UIView {
    var readings: [String] = []
    var estimatedUpdates = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { read(touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { read(touches, event) }
    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) { estimatedUpdates += 1 }

    private func read(_ touches: Set<UITouch>, _ event: UIEvent?) {
        for touch in touches {
            let precise = touch.preciseLocation(in: self)
            let vector = touch.azimuthUnitVector(in: self)
            readings.append("type=\(touch.type == .pencil ? "pencil" : "finger") altitude=\(touch.altitudeAngle) "
                            + "azimuth=\(touch.azimuthAngle(in: self)) vector=\(vector.dx),\(vector.dy) "
                            + "precise=\(precise == touch.location(in: self)) estimated=\(touch.estimatedProperties.isEmpty ? "none" : "some") "
                            + "index=\(touch.estimationUpdateIndex == nil ? "nil" : "set") "
                            + "predicted=\(event?.predictedTouches(for: touch)?.count ?? -1)")
        }
    }
}

/// The probed rotor controller: one rotor on the controller (lucas1295santos/AppleAccessibilityRotorExample).
fileprivate final class ProbedRotorController: UIViewController {
    let valueLabel = UILabel()
    var value = 50
    var predicates: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(valueLabel)
        accessibilityCustomRotors = [UIAccessibilityCustomRotor(name: "Custon Property") { predicate in
            let forward = predicate.searchDirection == UIAccessibilityCustomRotorDirection.next
            self.value += forward ? 5 : -5
            self.valueLabel.text = String(self.value)
            self.predicates.append("\(forward ? "next" : "previous") from \(predicate.currentItem.targetElement === self.valueLabel ? "label" : "other")")
            return UIAccessibilityCustomRotorItemResult(targetElement: self.valueLabel, targetRange: nil)
        }]
    }
}

// MARK: Tests

@Suite struct ProbedPublicFilesRound25Tests {
    // Drag and drop (DragAndDropCustomView, DragAndDropTableView)

    @Test func anImageProviderConformsToPublicImageSoTheSampleTakesTheDrop() {
        let provider = NSItemProvider(object: UIImage(name: "b", size: CGSize(width: 4, height: 4)))
        #expect(provider.registeredTypeIdentifiers == ["public.png", "public.jpeg"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.image"), "a PNG is an image (UTType conformance)")
        #expect(provider.hasItemConformingToTypeIdentifier("public.data") && provider.hasItemConformingToTypeIdentifier("public.item"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.text") && !provider.hasItemConformingToTypeIdentifier("public.movie"))
        let text = NSItemProvider(object: "Yosemite" as NSString)
        #expect(text.hasItemConformingToTypeIdentifier("public.text") && !text.hasItemConformingToTypeIdentifier("public.image"))
        // Identifiers ViewTree does not know match only themselves.
        #expect(!text.hasItemConformingToTypeIdentifier("com.example.unknown"))
        #expect(UTType.png.conforms(to: .image) && !UTType.image.conforms(to: .png))
    }

    @Test func anImageDroppedOnTheImageViewReplacesItsImageAndBordersIt() {
        let t = TestWorld(device: .iPad)                     // the sample is an iPad app: drags are off on an iPhone
        let controller = ProbedImageDropController()
        t.show(controller)
        let flower = controller.tray.image
        #expect(dragAndDrop(controller.tray, onto: controller.imageView) == .move, "a drag within the app moves")
        #expect(controller.heard == ["performDrop", "loaded 1"])
        #expect(controller.imageView.image === flower)
        #expect(controller.imageView.layer.borderWidth == 2 && controller.view.layer.borderWidth == 0)
        // Let go outside the image view: the sample proposes .cancel, and the view's border shows the miss.
        controller.heard = []
        #expect(dragAndDrop(controller.tray, onto: controller.view, at: CGPoint(x: 250, y: 400)) == .cancel)
        #expect(controller.heard.isEmpty && controller.view.layer.borderWidth == 5)
    }

    @Test func aDataRepresentationIsLoadedLazilyAsTextOrBytes() {
        final class Counter { var calls = 0 }
        let counter = Counter()
        let provider = NSItemProvider()
        let data = "Yosemite".data(using: .utf8)
        provider.registerDataRepresentation(forTypeIdentifier: "public.plain-text", visibility: .all) { completion in
            counter.calls += 1
            completion(data, nil)
            return nil
        }
        #expect(counter.calls == 0 && provider.registeredTypeIdentifiers == ["public.plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(provider.canLoadObject(ofClass: NSString.self) && provider.canLoadObject(ofClass: String.self))
        #expect(!provider.canLoadObject(ofClass: UIImage.self) && counter.calls == 0, "asking does not load")
        let t = TestWorld()
        var text: String?
        var bytes: Data?
        var failure: Error?
        provider.loadObject(ofClass: String.self) { value, _ in text = value }
        provider.loadDataRepresentation(forTypeIdentifier: "public.text") { value, _ in bytes = value }
        provider.loadDataRepresentation(forTypeIdentifier: "public.image") { _, error in failure = error }
        #expect(text == nil && bytes == nil, "loads finish on the next turn")
        t.run(for: 0)
        #expect(text == "Yosemite" && bytes == data && failure != nil)
        #expect(counter.calls == 2)
    }

    // Touches (TouchCanvas)

    @Test func aFingerReportsNoTiltNoEstimatesAndItsOwnLocationAsThePreciseOne() {
        let t = TestWorld()
        let gauges = ProbedTouchGauges(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        t.window.addSubview(gauges)
        tap(gauges, at: CGPoint(x: 30, y: 40))
        let expected = "type=finger altitude=\(CGFloat.pi / 2) azimuth=0.0 vector=1.0,0.0 precise=true estimated=none index=nil predicted=0"
        #expect(gauges.readings == [expected])
        #expect(UITouch.fingerAltitudeAngle == .pi / 2)
        #expect(gauges.estimatedUpdates == 0, "UIKit never sends a finger's estimated-property updates")
        #expect(UITouch.Properties.force.rawValue == 1 && UITouch.Properties.azimuth.rawValue == 2
                && UITouch.Properties.altitude.rawValue == 4 && UITouch.Properties.location.rawValue == 8)
    }

    @Test func estimatedPropertyUpdatesGoUpTheResponderChain() {
        let t = TestWorld()
        let gauges = ProbedTouchGauges(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        gauges.addSubview(inner)
        t.window.addSubview(gauges)
        inner.touchesEstimatedPropertiesUpdated([])
        #expect(gauges.estimatedUpdates == 1, "UIResponder's default forwards to the next responder")
    }

    @Test func aBitmapContextKeepsItsLayoutAndMakesImagesOfItsSize() throws {
        let rgb = CGColorSpaceCreateDeviceRGB()
        let context = try #require(CGContext(data: nil, width: 750, height: 1334, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(context.width == 750 && context.height == 1334 && context.bitsPerPixel == 32)
        #expect(context.bytesPerRow == 3000, "0 is computed: 750 pixels of 4 bytes")
        #expect(context.alphaInfo == .premultipliedLast)
        let image = try #require(context.makeImage())
        #expect(image.width == 750 && image.height == 1334)
        // Where Core Graphics returns NULL.
        #expect(CGContext(data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.none.rawValue) == nil, "RGB needs an alpha or skip byte")
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 39, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue) == nil, "rows shorter than 40 bytes")
        let gray = try #require(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                                          space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
        #expect(gray.bytesPerRow == 10)
        // A drawing context is not a bitmap.
        let drawing = CGContext()
        #expect(drawing.makeImage() == nil && drawing.width == 0 && drawing.bytesPerRow == 0)
    }

    @Test func aMapTableKeysObjectsByIdentityAndDropsFreedWeakKeys() {
        let lines: NSMapTable<UITouch, NSString> = NSMapTable.strongToStrongObjects()
        let t = TestWorld()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        t.window.addSubview(view)
        final class Recorder: UIView {
            var touches: [UITouch] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += touches }
        }
        let recorder = Recorder(frame: CGRect(x: 0, y: 60, width: 50, height: 50))
        t.window.addSubview(recorder)
        tap(recorder)
        tap(recorder)
        #expect(recorder.touches.count == 2)
        lines.setObject("first", forKey: recorder.touches[0])
        lines.setObject("second", forKey: recorder.touches[1])
        #expect(lines.object(forKey: recorder.touches[0]) == "first" && lines.object(forKey: recorder.touches[1]) == "second")
        lines.setObject(nil, forKey: recorder.touches[0])
        #expect(lines.object(forKey: recorder.touches[0]) == nil && lines.count == 1)
        // Weak keys: the entry goes with its key.
        let weak: NSMapTable<UIView, NSString> = NSMapTable.weakToStrongObjects()
        var transient: UIView? = UIView()
        weak.setObject("kept", forKey: transient)
        weak.setObject("view", forKey: view)
        #expect(weak.count == 2)
        transient = nil
        #expect(weak.count == 1 && weak.object(forKey: view) == "view")
        weak.removeAllObjects()
        #expect(weak.count == 0)
    }

    // Accessibility rotors (AccessibilityRotors)

    @Test func aControllersRotorIsOfferedInItsViewAndMovesVoiceOverToTheLabel() {
        let t = TestWorld()
        let controller = ProbedRotorController()
        t.show(controller)
        let label = controller.valueLabel
        #expect(label.accessibilityCustomRotors == nil)
        #expect(label.accessibilityRotorsInScope.map(\.name) == ["Custon Property"], "the controller is an ancestor")
        let result = label.performAccessibilityCustomRotor(named: "Custon Property", direction: .next)
        #expect(result?.targetElement === label && result?.targetRange == nil)
        #expect(label.text == "55" && controller.predicates == ["next from label"])
        label.performAccessibilityCustomRotor(named: "Custon Property", direction: .previous)
        #expect(label.text == "50")
        #expect(label.performAccessibilityCustomRotor(named: "Headings", direction: .next) == nil && controller.value == 50)
    }

    @Test func theNearestRotorOfANameWinsAndSystemRotorsKeepTheirType() {
        let t = TestWorld()
        let stack = UIStackView()
        let buttons = (0..<3).map { index -> UIButton in
            let button = UIButton()
            button.setTitle("button \(index)", for: .normal)
            stack.addArrangedSubview(button)
            return button
        }
        t.window.addSubview(stack)
        var selected = 0
        let rotor = UIAccessibilityCustomRotor(name: "Test Rotor") { predicate in
            selected = (selected + (predicate.searchDirection == .next ? 1 : -1) + 3) % 3
            return UIAccessibilityCustomRotorItemResult(targetElement: buttons[selected], targetRange: nil)
        }
        buttons.forEach { $0.accessibilityCustomRotors = [rotor] }
        var outerRuns = 0
        stack.accessibilityCustomRotors = [
            UIAccessibilityCustomRotor(name: "Test Rotor") { _ in outerRuns += 1; return nil },
            UIAccessibilityCustomRotor(systemType: .heading) { _ in nil },
        ]
        #expect(buttons[0].accessibilityRotorsInScope.map(\.name) == ["Test Rotor", ""])
        #expect(buttons[0].accessibilityRotorsInScope.last?.systemRotorType == .heading)
        #expect(buttons[0].performAccessibilityCustomRotor(named: "Test Rotor", direction: .next)?.targetElement === buttons[1])
        #expect(buttons[1].performAccessibilityCustomRotor(named: "Test Rotor", direction: .previous)?.targetElement === buttons[0])
        #expect(outerRuns == 0, "the button's own rotor of that name hides the stack's")
        #expect(stack.performAccessibilityCustomRotor(named: "Test Rotor", direction: .next) == nil && outerRuns == 1)
        #expect(UIAccessibilityCustomRotor.Direction.next.rawValue == 1 && UIAccessibilityCustomRotor.SystemRotorType.landmark.rawValue == 18)
    }

    // Input views (KeyboardAccessoryInputView)

    @Test func aSelfSizingInputViewIsMeasuredByItsConstraintsNotItsFrame() {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 667))
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
        let accessory = UIInputView(frame: CGRect(x: 0, y: 0, width: 375, height: 100), inputViewStyle: .keyboard)
        #expect(accessory.inputViewStyle == .keyboard && !accessory.allowsSelfSizing)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        accessory.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: accessory.topAnchor),
            bar.bottomAnchor.constraint(equalTo: accessory.bottomAnchor),
            bar.leadingAnchor.constraint(equalTo: accessory.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: accessory.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 60),
        ])
        field.inputAccessoryView = accessory
        t.window.addSubview(field)
        field.becomeFirstResponder()
        let keys = (t.simulation.keyboard.frame?.height ?? 0) - 100
        #expect(accessory.frame.height == 100, "by its frame until it allows self-sizing")
        field.resignFirstResponder()
        accessory.allowsSelfSizing = true
        field.becomeFirstResponder()
        #expect(accessory.frame.height == 60, "by its constraints")
        #expect(t.simulation.keyboard.frame?.height == keys + 60)
        #expect(UIInputView(frame: .zero).inputViewStyle == .default)
    }
}
