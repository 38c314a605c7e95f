//
//  TouchCanvas.swift
//
//  Twenty-fifth probe. Apple's "Illustrating the force, altitude, and azimuth properties of touch input" sample
//  (TouchCanvas), as copied in mihaelamj/cupertino-sample-code under
//  `uikit-illustrating-the-force-altitude-and-azimuth-properties-of-touch-input/TouchCanvas/`
//  (commit 37fd4fb24f1e9363bb80c988885630cf05344070), its six Swift files but the app delegate, each below as the sample
//  has it, its own header and import kept ("See the LICENSE.txt file for this sample's licensing information"):
//  - `ViewController.swift`: the touch overrides with `touchesEstimatedPropertiesUpdated(_:)`, `UITouch.type`,
//    `force`, `altitudeAngle`, `azimuthAngle(in:)`, `azimuthUnitVector(in:)`, `preciseLocation(in:)`,
//    `UIEvent.predictedTouches(for:)`, `UIPencilInteraction` and its `preferredTapAction`, an outlet collection;
//  - `CanvasView.swift`: `NSMapTable<UITouch, Line>.strongToStrongObjects()`, a bitmap `CGContext(data:…)`,
//    `makeImage()`, `draw(_:in:)`, `setNeedsDisplay(_:)`, `UIEvent.coalescedTouches(for:)`, `estimatedProperties`;
//  - `Line.swift`: `UITouch.Properties`, `estimationUpdateIndex`, `estimatedPropertiesExpectingUpdates`,
//    `UIColor(named:)`;
//  - `ReticleView.swift`: `contentScaleFactor`, `CALayerContentsGravity.center`, `CATransaction.setDisableActions`,
//    `UIGraphicsBeginImageContextWithOptions`, `CGContext.strokeEllipse(in:)`, `CGMutablePath.move(to:transform:)`,
//    `CALayer.contents`/`contentsScale`/`setAffineTransform(_:)`, `intrinsicContentSize` from an image;
//  - `SeparatorView.swift`: `draw(_:)` stroking a hairline in `UIColor.opaqueSeparator`;
//  - `Formatters.swift`: `NumberFormatter`s in global `let`s, `CGVector`/`CGPoint`/`CGFloat` extensions.
//  What remains: the outlets.
// expect-error: '@IBOutlet' property cannot be an array of non-'@objc' class type '[UILabel]' (aka 'Array<Label>')
// expect-error: '@IBOutlet' property cannot have non-'@objc' class type 'CanvasView'
// expect-error: '@IBOutlet' property cannot have non-'@objc' class type 'UIButton' (aka 'Button')
// expect-error: '@IBOutlet' property cannot have non-'@objc' class type 'UILabel' (aka 'Label')
//
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The `ReticleView` allows visualization of the azimuth and altitude related properties of a `UITouch`
 via an interactive diagram.
*/

import UIKit

class ReticleView: UIView {
    // MARK: Properties

    var actualAzimuthAngle: CGFloat = 0.0 {
        didSet {
            setNeedsLayout()
        }
    }
    var actualAzimuthUnitVector = CGVector(dx: 0, dy: 0) {
        didSet {
            setNeedsLayout()
        }
    }
    var actualAltitudeAngle: CGFloat = 0.0 {
        didSet {
            setNeedsLayout()
        }
    }

    var predictedAzimuthAngle: CGFloat = 0.0 {
        didSet {
            setNeedsLayout()
        }
    }
    var predictedAzimuthUnitVector = CGVector(dx: 0, dy: 0) {
        didSet {
            setNeedsLayout()
        }
    }
    var predictedAltitudeAngle: CGFloat = 0.0 {
        didSet {
            setNeedsLayout()
        }
    }

    private let reticleLayer = CALayer()
    private let radius: CGFloat = 80
    private var reticleImage: UIImage!
    private let reticleColor = UIColor.systemBlue

    private let dotRadius: CGFloat = 8
    private let lineWidth: CGFloat = 2

    var predictedDotLayer = CALayer()
    var predictedLineLayer = CALayer()
    private let predictedIndicatorColor = UIColor.systemRed

    private var dotLayer = CALayer()
    private var lineLayer = CALayer()
    private let indicatorColor = UIColor.systemRed

    // MARK: Initialization

    override init(frame: CGRect) {
        super.init(frame: frame)

        // Set the contentScaleFactor.
        contentScaleFactor = UIScreen.main.scale

        reticleLayer.contentsGravity = CALayerContentsGravity.center
        reticleLayer.position = layer.position
        layer.addSublayer(reticleLayer)

        configureDotLayer(predictedDotLayer, withColor: predictedIndicatorColor)
        predictedDotLayer.isHidden = true
        configureLineLayer(predictedLineLayer, withColor: predictedIndicatorColor)
        predictedLineLayer.isHidden = true

        configureDotLayer(dotLayer, withColor: indicatorColor)
        configureLineLayer(lineLayer, withColor: indicatorColor)

        reticleLayer.addSublayer(predictedDotLayer)
        reticleLayer.addSublayer(predictedLineLayer)
        reticleLayer.addSublayer(dotLayer)
        reticleLayer.addSublayer(lineLayer)

        renderReticleImage()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: UIView Overrides

    override var intrinsicContentSize: CGSize {
        return reticleImage.size
    }

    override func layoutSubviews() {
        super.layoutSubviews()

        CATransaction.setDisableActions(true)

        reticleLayer.position = CGPoint(x: bounds.size.width / 2, y: bounds.size.height / 2)
        layoutIndicator()

        CATransaction.setDisableActions(false)
    }

    // MARK: Convenience

    private func renderReticleImage() {
        let imageRadius = ceil(radius * 1.2)
        let imageSize = CGSize(width: imageRadius * 2, height: imageRadius * 2)
        UIGraphicsBeginImageContextWithOptions(imageSize, false, contentScaleFactor)
        let ctx: CGContext = UIGraphicsGetCurrentContext()!
        ctx.translateBy(x: imageRadius, y: imageRadius)
        ctx.setLineWidth(2.0)
        ctx.setStrokeColor(reticleColor.cgColor)
        ctx.strokeEllipse(in: CGRect(x: -radius, y: -radius, width: radius * 2, height: radius * 2))

        // Draw targeting lines.
        let path = CGMutablePath()
        var transform = CGAffineTransform.identity

        for _ in 0..<4 {
            path.move(to: CGPoint(x: radius * 0.5, y: 0), transform: transform)
            path.addLine(to: CGPoint(x: radius * 1.15, y: 0), transform: transform)
            transform = transform.rotated(by: CGFloat.pi / 2)
        }
        ctx.addPath(path)
        ctx.strokePath()

        reticleImage = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()

        reticleLayer.contents = reticleImage.cgImage
        reticleLayer.bounds = CGRect(x: 0, y: 0, width: imageRadius * 2, height: imageRadius * 2)
        reticleLayer.contentsScale = contentScaleFactor
    }

    private func layoutIndicator() {
        // Predicted.
        layoutIndicatorWithAzimuthAngle(predictedAzimuthAngle,
                                        azimuthUnitVector: predictedAzimuthUnitVector,
                                        altitudeAngle: predictedAltitudeAngle,
                                        lineLayer: predictedLineLayer,
                                        dotLayer: predictedDotLayer)

        // Actual.
        layoutIndicatorWithAzimuthAngle(actualAzimuthAngle,
                                        azimuthUnitVector: actualAzimuthUnitVector,
                                        altitudeAngle: actualAltitudeAngle,
                                        lineLayer: lineLayer,
                                        dotLayer: dotLayer)
    }
    
    /// Update the interactive diagram with the new values.
    /// - Tag: DiagramTool
    private func layoutIndicatorWithAzimuthAngle(_ azimuthAngle: CGFloat, azimuthUnitVector: CGVector,
                                                 altitudeAngle: CGFloat, lineLayer: CALayer, dotLayer: CALayer) {
        let reticleBounds = reticleLayer.bounds

        let centeringTransform = CGAffineTransform(translationX: reticleBounds.width / 2, y: reticleBounds.height / 2)

        /*
         Make the length of the indicator's line representative of the `altitudeAngle`. When the angle is
         zero radians (parallel to the screen surface) the line will be at its longest. At `.pi` / 2 radians,
         only the dot on top of the indicator will be visible directly beneath the touch location.
         */
        let altitudeRadius = (1.0 - altitudeAngle / ( CGFloat.pi / 2)) * radius
        var lineTransform = CGAffineTransform(scaleX: altitudeRadius, y: 1)
        
        // Draw the azimuth indicator line as opposite the azimuth by rotating `.pi` radians, for easy visualization.
        var rotationTransform = CGAffineTransform(rotationAngle: azimuthAngle)
        rotationTransform = rotationTransform.rotated(by: CGFloat.pi)
        
        var dotPositionTransform = CGAffineTransform(translationX: -azimuthUnitVector.dx * altitudeRadius, y: -azimuthUnitVector.dy * altitudeRadius)
        dotPositionTransform = dotPositionTransform.concatenating(centeringTransform)
        
        lineTransform = lineTransform.concatenating(rotationTransform)
        lineTransform = lineTransform.concatenating(centeringTransform)
        lineLayer.setAffineTransform(lineTransform)

        dotLayer.setAffineTransform(dotPositionTransform)
    }

    private func configureDotLayer(_ targetLayer: CALayer, withColor color: UIColor) {
        targetLayer.backgroundColor = color.cgColor
        targetLayer.bounds = CGRect(x: 0, y: 0, width: dotRadius * 2, height: dotRadius * 2)
        targetLayer.cornerRadius = dotRadius
        targetLayer.position = CGPoint.zero
    }

    private func configureLineLayer(_ targetLayer: CALayer, withColor color: UIColor) {
        targetLayer.backgroundColor = color.cgColor
        targetLayer.bounds = CGRect(x: 0, y: 0, width: 1, height: lineWidth)
        targetLayer.anchorPoint = CGPoint(x: 0, y: 0.5)
        targetLayer.position = CGPoint.zero
    }
}
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The `SeparatorView` shows where the drawing canvas ends.
*/

import UIKit

class SeparatorView: UIView {

    override func draw(_ rect: CGRect) {
        if let context = UIGraphicsGetCurrentContext() {
            context.setLineWidth(1)
            context.move(to: .zero)
            context.addLine(to: CGPoint(x: rect.size.width, y: 0))
            
            if #available(iOS 13.0, *) {
                context.setStrokeColor(UIColor.opaqueSeparator.cgColor)
            } else {
                context.setStrokeColor(UIColor.lightGray.cgColor)
            }
            context.strokePath()
        }
    }
}
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
A file of utility methods for formatting numeric values in a way that's appropiate for frequently updating labels.
*/

import UIKit

protocol DisplayFormat {
    
    /// A string with a fixed width format that's appropiate for use in a UI with frequently updating values.
    var valueFormattedForDisplay: String? { get }
}

private let vectorFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.allowsFloats = true
    formatter.minimumFractionDigits = 3
    formatter.maximumFractionDigits = 3
    formatter.positivePrefix = "+"
    
    return formatter
}()

extension CGVector: DisplayFormat {
    
    var valueFormattedForDisplay: String? {
        let vectorAsNumbers = (dx: NSNumber(value: Double(dx)), dy: NSNumber(value: Double(dy)))
        
        // Using a custom formatter instead of `NSCoder.string(for:)` so there's a consistent amount of fraction digits.
        // Without this, a `UILabel` can be hard to read when the values update frequently because the label resizes
        // with a changing number of fractional digits.
        guard let xLabel = vectorFormatter.string(from: vectorAsNumbers.dx),
            let yLabel = vectorFormatter.string(from: vectorAsNumbers.dy)
        else { return nil }
        
        return "\(xLabel), \(yLabel)"
    }
}

private let pointFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.allowsFloats = true
    formatter.minimumFractionDigits = 1
    formatter.maximumFractionDigits = 1
    
    return formatter
}()

extension CGPoint: DisplayFormat {
    var valueFormattedForDisplay: String? {
        let coordAsNumbers = (x: NSNumber(value: Double(x)), y: NSNumber(value: Double(y)))
        
        // Using a custom formatter instead of `NSCoder.string(for:)` so there's a consistent amount of fraction digits.
        // Without this, a `UILabel` can be hard to read when the values update frequently because the label resizes
        // with a changing number of fractional digits.
        guard let xLabel = pointFormatter.string(from: coordAsNumbers.x),
            let yLabel = pointFormatter.string(from: coordAsNumbers.y)
            else { return nil }
        
        return "\(xLabel), \(yLabel)"
    }
}

private let valueFormatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.allowsFloats = true
    formatter.minimumFractionDigits = 3
    formatter.maximumFractionDigits = 3
    formatter.minimumIntegerDigits = 1
    formatter.positivePrefix = "+"
    
    return formatter
}()

extension CGFloat: DisplayFormat {
    var valueFormattedForDisplay: String? {
        let value = NSNumber(value: Double(self))
        return valueFormatter.string(from: value)
    }
}
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The primary view controller that hosts a `CanvasView` for the user to interact with.
*/

import UIKit

class ViewController: UIViewController, UIPencilInteractionDelegate {
    
    // MARK: Properties

    private var useDebugDrawing = false

    private let reticleView: ReticleView = {
        let view = ReticleView(frame: CGRect.null)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.isHidden = true

        return view
    }()

    @IBOutlet private weak var canvasView: CanvasView!
    @IBOutlet private weak var debugButton: UIButton!
    
    @IBOutlet private weak var locationLabel: UILabel!
    @IBOutlet private weak var forceLabel: UILabel!
    @IBOutlet private weak var azimuthAngleLabel: UILabel!
    @IBOutlet private weak var azimuthUnitVectorLabel: UILabel!
    @IBOutlet private weak var altitudeAngleLabel: UILabel!
    
    /// An IBOutlet Collection with all of the labels for touch values.
    @IBOutlet private var gagueLabelCollection: [UILabel]!
    
    // MARK: View Life Cycle

    override func viewDidLoad() {
        super.viewDidLoad()
        canvasView.addSubview(reticleView)
        
        // Start with debug drawing turned on.
        toggleDebugDrawing(sender: debugButton)
        clearGagues()
        
        if #available(iOS 12.1, *) {
            let pencilInteraction = UIPencilInteraction()
            pencilInteraction.delegate = self
            view.addInteraction(pencilInteraction)
        }
    }
    
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        
        if #available(iOS 13.0, *) {
            if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
                clearView(sender: traitCollection)
            }
        }
    }

    // MARK: Touch Handling

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        canvasView.drawTouches(touches, withEvent: event)

        touches.forEach { (touch) in
            updateGagues(with: touch)
            
            if useDebugDrawing, touch.type == .pencil {
                reticleView.isHidden = false
                updateReticleView(with: touch)
            }
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        canvasView.drawTouches(touches, withEvent: event)

        touches.forEach { (touch) in
            updateGagues(with: touch)
            
            if useDebugDrawing, touch.type == .pencil {
                updateReticleView(with: touch)
                
                // Use the last predicted touch to update the reticle.
                guard let predictedTouch = event?.predictedTouches(for: touch)?.last else { return }
                
                updateReticleView(with: predictedTouch, isPredicted: true)
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        canvasView.drawTouches(touches, withEvent: event)
        canvasView.endTouches(touches, cancel: false)

        touches.forEach { (touch) in
            clearGagues()
            
            if useDebugDrawing, touch.type == .pencil {
                reticleView.isHidden = true
            }
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        canvasView.endTouches(touches, cancel: true)

        touches.forEach { (touch) in
            clearGagues()
            
            if useDebugDrawing, touch.type == .pencil {
                reticleView.isHidden = true
            }
        }
    }

    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        canvasView.updateEstimatedPropertiesForTouches(touches)
    }

    // MARK: Actions

    @IBAction private func clearView(sender: Any) {
        canvasView.clear()
    }

    @IBAction private func toggleDebugDrawing(sender: UIButton) {
        canvasView.isDebuggingEnabled = !canvasView.isDebuggingEnabled
        useDebugDrawing.toggle()
        sender.isSelected = canvasView.isDebuggingEnabled
    }

    @IBAction private func toggleUsePreciseLocations(sender: UIButton) {
        canvasView.usePreciseLocations = !canvasView.usePreciseLocations
        sender.isSelected = canvasView.usePreciseLocations
    }

    // MARK: Convenience

    /// Gather the properties on a `UITouch` for force, altitude, azimuth and location.
    /// - Tag: PencilProperties
    private func updateReticleView(with touch: UITouch, isPredicted: Bool = false) {
        guard touch.type == .pencil else { return }

        reticleView.predictedDotLayer.isHidden = !isPredicted
        reticleView.predictedLineLayer.isHidden = !isPredicted

        let azimuthAngle = touch.azimuthAngle(in: canvasView)
        let azimuthUnitVector = touch.azimuthUnitVector(in: canvasView)
        let altitudeAngle = touch.altitudeAngle

        if isPredicted {
            reticleView.predictedAzimuthAngle = azimuthAngle
            reticleView.predictedAzimuthUnitVector = azimuthUnitVector
            reticleView.predictedAltitudeAngle = altitudeAngle
        } else {
            let location = touch.preciseLocation(in: canvasView)
            reticleView.center = location
            reticleView.actualAzimuthAngle = azimuthAngle
            reticleView.actualAzimuthUnitVector = azimuthUnitVector
            reticleView.actualAltitudeAngle = altitudeAngle
        }
    }
    
    private func updateGagues(with touch: UITouch) {
        forceLabel.text = touch.force.valueFormattedForDisplay ?? ""
        
        let azimuthUnitVector = touch.azimuthUnitVector(in: canvasView)
        azimuthUnitVectorLabel.text = azimuthUnitVector.valueFormattedForDisplay ?? ""
        
        let azimuthAngle = touch.azimuthAngle(in: canvasView)
        azimuthAngleLabel.text = azimuthAngle.valueFormattedForDisplay ?? ""
        
        // When using a finger, the angle is Pi/2 (1.571), representing a touch perpendicular to the device surface.
        altitudeAngleLabel.text = touch.altitudeAngle.valueFormattedForDisplay ?? ""
        
        let location = touch.preciseLocation(in: canvasView)
        locationLabel.text = location.valueFormattedForDisplay ?? ""
    }
    
    private func clearGagues() {
        gagueLabelCollection.forEach { (label) in
            label.text = ""
        }
    }

    /// A view controller extension that implements pencil interactions.
    /// - Tag: PencilInteraction
    @available(iOS 12.1, *)
    func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {
        guard UIPencilInteraction.preferredTapAction == .switchPrevious else { return }
        
        /* The tap interaction is a quick way for the user to switch tools within an app.
         Toggling the debug drawing mode from Apple Pencil is a discoverable action, as the button
         for debug mode is on screen and visually changes to indicate what the tap interaction did.
         */
        toggleDebugDrawing(sender: debugButton)
    }
}
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The `CanvasView` tracks `UITouch`es and represents them as a series of `Line`s.
*/

import UIKit

class CanvasView: UIView {
    // MARK: Properties

    var usePreciseLocations = false {
        didSet {
            needsFullRedraw = true
            setNeedsDisplay()
        }
    }
    var isDebuggingEnabled = false {
        didSet {
            needsFullRedraw = true
            setNeedsDisplay()
        }
    }
    private var needsFullRedraw = true

    /// Array containing all line objects that need to be drawn in `drawRect(_:)`.
    private var lines = [Line]()

    /// Array containing all line objects that have been completely drawn into the frozenContext.
    private var finishedLines = [Line]()

    /**
        Holds a map of `UITouch` objects to `Line` objects whose touch has not ended yet.

        Use `NSMapTable` to handle association as `UITouch` doesn't conform to `NSCopying`. There is no value
        in accessing the properties of the touch used as a key in the map table. `UITouch` properties should
        be accessed in `NSResponder` callbacks and methods called from them.
    */
    private let activeLines: NSMapTable<UITouch, Line> = NSMapTable.strongToStrongObjects()

    /**
        Holds a map of `UITouch` objects to `Line` objects whose touch has ended but still has points awaiting
        updates.

        Use `NSMapTable` to handle association as `UITouch` doesn't conform to `NSCopying`. There is no value
        in accessing the properties of the touch used as a key in the map table. `UITouch` properties should
        be accessed in `NSResponder` callbacks and methods called from them.
    */
    private let pendingLines: NSMapTable<UITouch, Line> = NSMapTable.strongToStrongObjects()

    /// A `CGContext` for drawing the last representation of lines no longer receiving updates into.
    private lazy var frozenContext: CGContext = {
        let scale = self.window!.screen.scale
        var size = self.bounds.size

        size.width *= scale
        size.height *= scale
        let colorSpace = CGColorSpaceCreateDeviceRGB()

        let context: CGContext = CGContext(data: nil,
                                           width: Int(size.width),
                                           height: Int(size.height),
                                           bitsPerComponent: 8,
                                           bytesPerRow: 0,
                                           space: colorSpace,
                                           bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!

        context.setLineCap(.round)
        let transform = CGAffineTransform(scaleX: scale, y: scale)
        context.concatenate(transform)

        return context
    }()

    /// An optional `CGImage` containing the last representation of lines no longer receiving updates.
    private var frozenImage: CGImage?

    // MARK: Drawing

    override func draw(_ rect: CGRect) {
        let context = UIGraphicsGetCurrentContext()!

        context.setLineCap(.round)

        if needsFullRedraw {
            setFrozenImageNeedsUpdate()
            frozenContext.clear(bounds)
            for array in [finishedLines, lines] {
                for line in array {
                    line.drawCommitedPoints(in: frozenContext, isDebuggingEnabled: isDebuggingEnabled, usePreciseLocation: usePreciseLocations)
                }
            }
            needsFullRedraw = false
        }

        frozenImage = frozenImage ?? frozenContext.makeImage()

        if let frozenImage = frozenImage {
            context.draw(frozenImage, in: bounds)
        }

        for line in lines {
            line.drawInContext(context, isDebuggingEnabled: isDebuggingEnabled, usePreciseLocation: usePreciseLocations)
        }
    }

    private func setFrozenImageNeedsUpdate() {
        frozenImage = nil
    }

    // MARK: Actions

    func clear() {
        activeLines.removeAllObjects()
        pendingLines.removeAllObjects()
        lines.removeAll()
        finishedLines.removeAll()
        needsFullRedraw = true
        setNeedsDisplay()
    }

    // MARK: Convenience

    func drawTouches(_ touches: Set<UITouch>, withEvent event: UIEvent?) {
        var updateRect = CGRect.null

        for touch in touches {
            // Retrieve a line from `activeLines`. If no line exists, create one.
            let line: Line = activeLines.object(forKey: touch) ?? addActiveLineForTouch(touch)

            /*
                Remove prior predicted points and update the `updateRect` based on the removals. The touches
                used to create these points are predictions provided to offer additional data. They are stale
                by the time of the next event for this touch.
            */
            updateRect = updateRect.union(line.removePointsWithType(.predicted))

            /*
                Incorporate coalesced touch data. The data in the last touch in the returned array will match
                the data of the touch supplied to `coalescedTouchesForTouch(_:)`
            */
            let coalescedTouches = event?.coalescedTouches(for: touch) ?? []
            let coalescedRect = addPointsOfType(.coalesced, for: coalescedTouches, to: line, in: updateRect)
            updateRect = updateRect.union(coalescedRect)

            /*
                Incorporate predicted touch data. This sample draws predicted touches differently; however,
                you may want to use them as inputs to smoothing algorithms rather than directly drawing them.
                Points derived from predicted touches should be removed from the line at the next event for
                this touch.
            */
            let predictedTouches = event?.predictedTouches(for: touch) ?? []
            let predictedRect = addPointsOfType(.predicted, for: predictedTouches, to: line, in: updateRect)
            updateRect = updateRect.union(predictedRect)
        }

        setNeedsDisplay(updateRect)
    }

    private func addActiveLineForTouch(_ touch: UITouch) -> Line {
        let newLine = Line()

        activeLines.setObject(newLine, forKey: touch)

        lines.append(newLine)

        return newLine
    }

    private func addPointsOfType(_ type: LinePoint.PointType, for touches: [UITouch], to line: Line, in updateRect: CGRect) -> CGRect {
        var accumulatedRect = CGRect.null
        var type = type

        for (idx, touch) in touches.enumerated() {
            let isPencil = touch.type == .pencil

            // The visualization displays non-`.pencil` touches differently.
            if !isPencil {
                type.formUnion(.finger)
            }

            // Touches with estimated properties require updates; add this information to the `PointType`.
            if !touch.estimatedProperties.isEmpty {
                type.formUnion(.needsUpdate)
            }

            // The last touch in a set of `.coalesced` touches is the originating touch. Track it differently.
            if type.contains(.coalesced) && idx == touches.count - 1 {
                type.subtract(.coalesced)
                type.formUnion(.standard)
            }

            let touchRect = line.addPointOfType(type, for: touch, in: self)
            accumulatedRect = accumulatedRect.union(touchRect)

            commitLine(line)
        }

        return updateRect.union(accumulatedRect)
    }

    func endTouches(_ touches: Set<UITouch>, cancel: Bool) {
        var updateRect = CGRect.null

        for touch in touches {
            // Skip over touches that do not correspond to an active line.
            guard let line = activeLines.object(forKey: touch) else { continue }

            // If this is a touch cancellation, cancel the associated line.
            if cancel { updateRect = updateRect.union(line.cancel()) }

            // If the line is complete (no points needing updates) or updating isn't enabled, move the line to the `frozenImage`.
            if line.isComplete {
                finishLine(line)
            }
            // Otherwise, add the line to our map of touches to lines pending update.
            else {
                pendingLines.setObject(line, forKey: touch)
            }

            // This touch is ending, remove the line corresponding to it from `activeLines`.
            activeLines.removeObject(forKey: touch)
        }

        setNeedsDisplay(updateRect)
    }

    func updateEstimatedPropertiesForTouches(_ touches: Set<UITouch>) {
        for touch in touches {
            var isPending = false

            // Look to retrieve a line from `activeLines`. If no line exists, look it up in `pendingLines`.
            let possibleLine: Line? = activeLines.object(forKey: touch) ?? {
                let pendingLine = pendingLines.object(forKey: touch)
                isPending = pendingLine != nil
                return pendingLine
            }()

            // If no line is related to the touch, return as there is no additional work to do.
            guard let line = possibleLine else { return }

            switch line.updateWithTouch(touch) {
                case (true, let updateRect):
                    setNeedsDisplay(updateRect)
                default:
                    ()
            }

            // If this update updated the last point requiring an update, move the line to the `frozenImage`.
            if isPending && line.isComplete {
                finishLine(line)
                pendingLines.removeObject(forKey: touch)
            }
            // Otherwise, have the line add any points no longer requiring updates to the `frozenImage`.
            else {
                commitLine(line)
            }

        }
    }

    private func commitLine(_ line: Line) {
        // Have the line draw any segments between points no longer being updated into the `frozenContext` and remove them from the line.
        line.drawFixedPointsInContext(frozenContext, isDebuggingEnabled: isDebuggingEnabled, usePreciseLocation: usePreciseLocations)
        setFrozenImageNeedsUpdate()
    }

    private func finishLine(_ line: Line) {
        // Have the line draw any remaining segments into the `frozenContext`. All should be fixed now.
        line.drawFixedPointsInContext(frozenContext, isDebuggingEnabled: isDebuggingEnabled, usePreciseLocation: usePreciseLocations, commitAll: true)
        setFrozenImageNeedsUpdate()

        // Cease tracking this line now that it is finished.
        lines.remove(at: lines.firstIndex(of: line)!)

        // Store into finished lines to allow for a full redraw on option changes.
        finishedLines.append(line)
    }
}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
Contains the `Line` and `LinePoint` types used to represent and draw lines derived from touches.
*/

import UIKit

class Line: NSObject {
    // MARK: Properties

    // The live line.
    private var points = [LinePoint]()

    // Use the estimation index of the touch to track points awaiting updates.
    private var pointsWaitingForUpdatesByEstimationIndex = [NSNumber: LinePoint]()

    // Points already drawn into 'frozen' representation of this line.
    private var committedPoints = [LinePoint]()

    var isComplete: Bool {
        return pointsWaitingForUpdatesByEstimationIndex.isEmpty
    }

    func updateWithTouch(_ touch: UITouch) -> (Bool, CGRect) {
        if let estimationUpdateIndex = touch.estimationUpdateIndex,
            let point = pointsWaitingForUpdatesByEstimationIndex[estimationUpdateIndex] {
            var rect = updateRectForExistingPoint(point)
            let didUpdate = point.updateWithTouch(touch)
            if didUpdate {
                rect = rect.union(updateRectForExistingPoint(point))
            }
            if point.estimatedPropertiesExpectingUpdates == [] {
                pointsWaitingForUpdatesByEstimationIndex.removeValue(forKey: estimationUpdateIndex)
            }
            return (didUpdate, rect)
        }
        return (false, CGRect.null)
    }

    // MARK: Interface

    func addPointOfType(_ pointType: LinePoint.PointType, for touch: UITouch, in view: UIView) -> CGRect {
        let previousPoint = points.last
        let previousSequenceNumber = previousPoint?.sequenceNumber ?? -1
        let point = LinePoint(touch: touch, sequenceNumber: previousSequenceNumber + 1, pointType: pointType, locatedIn: view)

        if let estimationIndex = point.estimationUpdateIndex {
            if !point.estimatedPropertiesExpectingUpdates.isEmpty {
                pointsWaitingForUpdatesByEstimationIndex[estimationIndex] = point
            }
        }

        points.append(point)

        let updateRect = updateRectForLinePoint(point, previousPoint: previousPoint)

        return updateRect
    }

    func removePointsWithType(_ type: LinePoint.PointType) -> CGRect {
        var updateRect = CGRect.null
        var priorPoint: LinePoint?

        points = points.filter { point in
            let keepPoint = !point.pointType.contains(type)

            if !keepPoint {
                var rect = self.updateRectForLinePoint(point)

                if let priorPoint = priorPoint {
                    rect = rect.union(updateRectForLinePoint(priorPoint))
                }

                updateRect = updateRect.union(rect)
            }

            priorPoint = point

            return keepPoint
        }

        return updateRect
    }

    func cancel() -> CGRect {
        // Process each point in the line and accumulate the `CGRect` containing all the points.
        let updateRect = points.reduce(CGRect.null) { accumulated, point in
            // Update the type set to include `.Cancelled`.
            point.pointType.formUnion(.cancelled)

            /*
                Union the `CGRect` for this point with accumulated `CGRect` and return it. The result is
                supplied to the next invocation of the closure.
            */
            return accumulated.union(updateRectForLinePoint(point))
        }

        return updateRect
    }

    // MARK: Drawing

    /// Draw line points to the canvas, altering the drawing based on the data originally collected from `UITouch`.
    /// - Tag: DrawLine
    func drawInContext(_ context: CGContext, isDebuggingEnabled: Bool, usePreciseLocation: Bool) {
        var maybePriorPoint: LinePoint?

        for point in points {
            guard let priorPoint = maybePriorPoint else {
                maybePriorPoint = point
                continue
            }

            let color = strokeColor(for: point, useDebugColors: isDebuggingEnabled)
            
            let location = usePreciseLocation ? point.preciseLocation : point.location
            let priorLocation = usePreciseLocation ? priorPoint.preciseLocation : priorPoint.location

            context.setStrokeColor(color.cgColor)

            context.beginPath()

            context.move(to: CGPoint(x: priorLocation.x, y: priorLocation.y))
            context.addLine(to: CGPoint(x: location.x, y: location.y))

            context.setLineWidth(point.magnitude)
            
            context.strokePath()

            // Draw azimuith and elevation on all non-coalesced points when debugging.
            let pointType = point.pointType
            if isDebuggingEnabled && !pointType.contains(.coalesced) && !pointType.contains(.predicted) && !pointType.contains(.finger) {
                context.beginPath()
                context.setStrokeColor(UIColor.systemRed.cgColor)
                context.setLineWidth(0.5)
                context.move(to: CGPoint(x: location.x, y: location.y))
                var targetPoint = CGPoint(x: 0.5 + 10.0 * cos(point.altitudeAngle), y: 0.0)
                targetPoint = targetPoint.applying(CGAffineTransform(rotationAngle: point.azimuthAngle))
                targetPoint.x += location.x
                targetPoint.y += location.y
                context.addLine(to: CGPoint(x: targetPoint.x, y: targetPoint.y))
                context.strokePath()
            }

            maybePriorPoint = point
        }
    }

    func drawFixedPointsInContext(_ context: CGContext, isDebuggingEnabled: Bool, usePreciseLocation: Bool, commitAll: Bool = false) {
        let allPoints = points
        var committing = [LinePoint]()

        if commitAll {
            committing = allPoints
            points.removeAll()
        } else {
            for (index, point) in allPoints.enumerated() {
                // Only points whose type does not include `.needsUpdate` or `.predicted` and are not last or prior to last point can be committed.
                guard point.pointType.intersection([.needsUpdate, .predicted]).isEmpty && index < allPoints.count - 2 else {
                    committing.append(points.first!)
                    break
                }

                guard index > 0 else { continue }

                // First time to this point should be index 1 if there is a line segment that can be committed.
                let removed = points.removeFirst()
                committing.append(removed)
            }
        }
        // If only one point could be committed, no further action is required. Otherwise, draw the `committedLine`.
        guard committing.count > 1 else { return }

        let committedLine = Line()
        committedLine.points = committing
        committedLine.drawInContext(context, isDebuggingEnabled: isDebuggingEnabled, usePreciseLocation: usePreciseLocation)

        if !committedPoints.isEmpty {
            // Remove what was the last point committed point; it is also the first point being committed now.
            committedPoints.removeLast()
        }

        // Store the points being committed for redrawing later in a different style if needed.
        committedPoints.append(contentsOf: committing)
    }

    func drawCommitedPoints(in context: CGContext, isDebuggingEnabled: Bool, usePreciseLocation: Bool) {
        let committedLine = Line()
        committedLine.points = committedPoints
        committedLine.drawInContext(context, isDebuggingEnabled: isDebuggingEnabled, usePreciseLocation: usePreciseLocation)
    }

    // MARK: Convenience

    private func updateRectForLinePoint(_ point: LinePoint) -> CGRect {
        var rect = CGRect(origin: point.location, size: CGSize.zero)

        // The negative magnitude ensures an outset rectangle.
        let magnitude = -3 * point.magnitude - 2
        rect = rect.insetBy(dx: magnitude, dy: magnitude)

        return rect
    }

    private func updateRectForLinePoint(_ point: LinePoint, previousPoint optionalPreviousPoint: LinePoint? = nil) -> CGRect {
        var rect = CGRect(origin: point.location, size: CGSize.zero)

        var pointMagnitude = point.magnitude

        if let previousPoint = optionalPreviousPoint {
            pointMagnitude = max(pointMagnitude, previousPoint.magnitude)
            rect = rect.union( CGRect(origin: previousPoint.location, size: CGSize.zero))
        }

        // The negative magnitude ensures an outset rectangle.
        let magnitude = -3.0 * pointMagnitude - 2.0
        rect = rect.insetBy(dx: magnitude, dy: magnitude)

        return rect
    }

    private func updateRectForExistingPoint(_ point: LinePoint) -> CGRect {
        var rect = updateRectForLinePoint(point)

        let arrayIndex = point.sequenceNumber - points.first!.sequenceNumber

        if arrayIndex > 0 {
            rect = rect.union(updateRectForLinePoint(point, previousPoint: points[arrayIndex - 1]))
        }
        if arrayIndex + 1 < points.count {
            rect = rect.union(updateRectForLinePoint(point, previousPoint: points[arrayIndex + 1]))
        }
        return rect
    }
    
    private func strokeColor(for point: LinePoint, useDebugColors: Bool) -> UIColor {
        // This color will used by default for `.standard` touches.
        guard let defaultSrokeColor = UIColor(named: "defaultStrokeColor") else { fatalError("Color missing from asset catalog") }
        var color = defaultSrokeColor
        
        let pointType = point.pointType
        if useDebugColors {
            
            if pointType.contains(.cancelled) {
                // Cancelled touches happen when the touch was interrupted. To see an example, draw in the
                // app while activiting the app switcher at the same time.
                color = UIColor.systemRed
            } else if pointType.contains(.needsUpdate) {
                // One way to see the needs update color is to look at the line just behind the tip of Apple Pencil.
                // After the update is applied, this flag is removed, and the color of the line segment changes.
                color = UIColor.systemOrange
            } else if pointType.contains(.coalesced) {
                // With finger input, you are more likely to see the coalesced touch color on devices that
                // report touches at 60 Hz frequency. Some devices report touches at a higher frequency, so
                // touch coalescing is less frequent.
                color = UIColor.systemGreen
            } else if pointType.contains(.predicted) {
                // Predicted touches are drawn in this sample for demonstration, but are typically used to influence the
                // drawing indirectly, such as with a smoothing algorithm. Points derived from predicted touches
                // should be removed from the line at the next event, so this color appears only briefly.
                color = UIColor.systemBlue
            } else if pointType.contains(.finger) {
                color = UIColor.systemPurple
            }
        } else {
            if pointType.contains(.cancelled) {
                color = UIColor.clear
            } else if pointType.contains(.finger) {
                color = UIColor.systemPurple
            }
            if pointType.contains(.predicted) && !pointType.contains(.cancelled) {
                color = color.withAlphaComponent(0.5)
            }
        }
        
        return color
    }
}

class LinePoint: NSObject {
    // MARK: Types

    struct PointType: OptionSet {
        // MARK: Properties

        let rawValue: Int

        // MARK: Options

        static let standard = PointType([])
        
        static let coalesced = PointType(rawValue: 1 << 0)
        static let predicted = PointType(rawValue: 1 << 1)
        static let needsUpdate = PointType(rawValue: 1 << 2)
        static let updated = PointType(rawValue: 1 << 3)
        static let cancelled = PointType(rawValue: 1 << 4)
        static let finger = PointType(rawValue: 1 << 5)
    }

    // MARK: Properties

    var sequenceNumber: Int
    let timestamp: TimeInterval
    var force: CGFloat
    var location: CGPoint
    var preciseLocation: CGPoint
    var estimatedPropertiesExpectingUpdates: UITouch.Properties
    var estimatedProperties: UITouch.Properties
    let type: UITouch.TouchType
    var altitudeAngle: CGFloat
    var azimuthAngle: CGFloat
    let estimationUpdateIndex: NSNumber?

    var pointType: PointType
    
    /// Clamp the force of a touch to a usable range.
    /// - Tag: Magnitude
    var magnitude: CGFloat {
        return max(force, 0.025)
    }

    // MARK: Initialization

    init(touch: UITouch, sequenceNumber: Int, pointType: PointType, locatedIn view: UIView) {
        self.sequenceNumber = sequenceNumber
        self.type = touch.type
        self.pointType = pointType

        timestamp = touch.timestamp
        location = touch.location(in: view)
        preciseLocation = touch.preciseLocation(in: view)
        azimuthAngle = touch.azimuthAngle(in: view)
        estimatedProperties = touch.estimatedProperties
        estimatedPropertiesExpectingUpdates = touch.estimatedPropertiesExpectingUpdates
        altitudeAngle = touch.altitudeAngle
        force = (type == .pencil || touch.force > 0) ? touch.force : 1.0

        if !estimatedPropertiesExpectingUpdates.isEmpty {
            self.pointType.formUnion(.needsUpdate)
        }

        estimationUpdateIndex = touch.estimationUpdateIndex
    }

    /// Gather the properties on a `UITouch` for force, altitude, azimuth, and location.
    /// - Tag: TouchProperties
    func updateWithTouch(_ touch: UITouch) -> Bool {
        guard let estimationUpdateIndex = touch.estimationUpdateIndex, estimationUpdateIndex == estimationUpdateIndex else { return false }

        // An array of the touch properties that may be of interest.
        let touchProperties: [UITouch.Properties] = [.altitude, .azimuth, .force, .location]

        // Iterate through possible properties.
        touchProperties.forEach { (touchProperty) in
            // If an update to this property is not expected, exit scope for this property and continue to the next property.
            guard estimatedPropertiesExpectingUpdates.contains(touchProperty) else { return }
            
            // Update the value of the point with the value from the touch's property.
            switch touchProperty {
                case .force:
                    force = touch.force
                case .azimuth:
                    azimuthAngle = touch.azimuthAngle(in: touch.view)
                case .altitude:
                    altitudeAngle = touch.altitudeAngle
                case .location:
                    location = touch.location(in: touch.view)
                    preciseLocation = touch.preciseLocation(in: touch.view)
                default:
                    ()
            }
            
            if !touch.estimatedProperties.contains(touchProperty) {
                // Flag that this point now has a 'final' value for this property.
                estimatedProperties.subtract(touchProperty)
            }

            if !touch.estimatedPropertiesExpectingUpdates.contains(touchProperty) {
                // Flag that this point is no longer expecting updates for this property.
                estimatedPropertiesExpectingUpdates.subtract(touchProperty)
                
                if estimatedPropertiesExpectingUpdates.isEmpty {
                    // Flag that this point has been updated and no longer needs updates.
                    pointType.subtract(.needsUpdate)
                    pointType.formUnion(.updated)
                }
            }
        }

        return true
    }
}
