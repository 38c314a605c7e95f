//
//  SpeedSketchRingControl.swift
//
//  Twenty-fifth probe. Apple's "Leveraging touch input for drawing apps" sample (SpeedSketch), as copied in
//  mihaelamj/cupertino-sample-code under `uikit-leveraging-touch-input-for-drawing-apps/SpeedSketch/`
//  (commit 37fd4fb24f1e9363bb80c988885630cf05344070), three of its files, each below as the sample has it, its own
//  header and imports kept ("See the LICENSE.txt file for this sample's licensing information"):
//  - `RingControl.swift`: a tool picker fanning `RingView`s out on a tap, `#colorLiteral`, `[unowned view]` state
//    closures, `UIView.animate(withDuration:animations:)`, `hitTest(_:with:)` and `point(inside:with:)` reaching
//    beyond its bounds, `#selector`;
//  - `RingView.swift`: round views (`layer.cornerRadius`, `borderWidth`) with a circular `point(inside:with:)`;
//  - `CGMathExtensions.swift`: `import CoreGraphics`, operators on `CGPoint`/`CGVector`/`CGSize`, `CoreGraphics.round`.
//  What remains: `import CoreGraphics`, the documented edit (Porting.md: ViewTree has no CoreGraphics module, so
//  that `canImport(CoreGraphics)` stays false on Linux); it stops the compiler before anything else. With the line
//  deleted (and `CoreGraphics.round` read as `round`) the three files compile but for `@objc` and its `#selector`.
// expect-error: no such module 'CoreGraphics'
//
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
A custom control using Gesture Recognizers and hit testing beyond its initial bounds.
*/

import UIKit

class RingControl: UIView {
    var selectedView: RingView!
    var previousView: RingView! // Last tool used.
    var tapRecognizer: UITapGestureRecognizer!
    var ringViews = [RingView]()
    
    var ringRadius: CGFloat {
        return bounds.width / 2.0
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    func setupRings(itemCount: Int) {
        // Define some nice colors.
        let borderColorSelected = #colorLiteral(red: 0, green: 0.7445889711, blue: 1, alpha: 1).cgColor
        let borderColorNormal = UIColor.darkGray.cgColor
        let fillColorSelected = #colorLiteral(red: 0.6543883085, green: 0.8743371367, blue: 1, alpha: 1)
        let fillColorNormal = UIColor.white
        
        // We define generators to return closures which we use to define
        // the different states of our item ring views. Since we add those
        // to the view, they need to capture the view unowned to avoid a
        // retain cycle.
        let selectedGenerator = { (view: RingView) -> () -> Void in
            return { [unowned view] in
                view.layer.borderColor = borderColorSelected
                view.backgroundColor = fillColorSelected
            }
        }
        
        let normalGenerator = { (view: RingView) -> () -> Void in
            return { [unowned view] in
                view.layer.borderColor = borderColorNormal
                view.backgroundColor = fillColorNormal
            }
        }
        
        let startPosition = bounds.center
        let locationNormalGenerator = { (view: RingView) -> () -> Void in
            return { [unowned view] in
                view.center = startPosition
                if !view.selected {
                    view.alpha = 0.0
                }
            }
        }

        let locationFanGenerator = { (view: RingView, offset: CGVector) -> () -> Void in
            return { [unowned view] in
                view.center = startPosition + offset
                view.alpha = 1.0
            }
        }

        // tau is a full circle in radians
        let tau = CGFloat.pi * 2
        let absoluteRingSegment = tau / 4.0
        let requiredLengthPerRing = ringRadius * 2 + 5.0
        let totalRequiredCirlceSegment = requiredLengthPerRing * CGFloat(itemCount - 1)
        let fannedControlRadius = max(requiredLengthPerRing, totalRequiredCirlceSegment / absoluteRingSegment)
        let normalDistance = CGVector(dx: 0, dy: -1 * fannedControlRadius)
        
        let scale = UIScreen.main.scale

        // Setup our item views.
        for index in 0..<itemCount {
            let view = RingView(frame: self.bounds)
            view.stateClosures[.selected] = selectedGenerator(view)
            view.stateClosures[.normal] = normalGenerator(view)
            let transformToApply = CGAffineTransform(rotationAngle: CGFloat(index) / CGFloat(itemCount - 1) * (absoluteRingSegment))
            view.stateClosures[.locationFan] = locationFanGenerator(view, normalDistance.applying(transformToApply).rounding(toScale: scale))
            view.stateClosures[.locationOrigin] = locationNormalGenerator(view)
            self.addSubview(view)
            ringViews.append(view)

            let tapRecognizer = UITapGestureRecognizer(target: self, action: #selector(tap(_:)))
            view.addGestureRecognizer(tapRecognizer)
        }
    }

    func setupInitialSelectionState() {
        guard let selectedView = ringViews.first else { return }

        addSubview(selectedView)
        selectedView.selected = true
        self.selectedView = selectedView
        self.previousView = selectedView
        updateViews(animated: false)
    }
    
    // MARK: View interaction and animation
    
    @objc
    func tap(_ recognizer: UITapGestureRecognizer) {
        guard let view = recognizer.view as? RingView else { return }
            
        let fanState = view.fannedOut
        
        if fanState {
            select(view: view)
        } else {
            for view in ringViews {
                view.fannedOut = true
            }
        }
        
        self.updateViews(animated: true)
    }

    func cancelInteraction() {
        guard selectedView.fannedOut else { return }

        for view in ringViews {
            view.fannedOut = false
        }
        self.updateViews(animated: true)
    }
    
    func select(view: RingView) {
        for view in ringViews {
            if view.selected {
                view.selected = false
                view.selectionState?()
            }
            view.fannedOut = false
        }
        view.selected = true
        // Is the selected view changing?
        if selectedView !== view {
            // Yes, so remember it as the previous view.
            previousView = selectedView
        }
        selectedView = view
        view.actionClosure?()
    }
    
    func updateViews(animated: Bool) {
        // Order the selected view in front.
        self.addSubview(selectedView)
        
        var stateTransitions = [() -> Void]()
        for view in ringViews {
            if let state = view.selectionState {
                stateTransitions.append(state)
            }
            if let state = view.locationState {
                stateTransitions.append(state)
            }
        }
        
        let transition = {
            for transition in stateTransitions {
                transition()
            }
        }
        
        if animated {
            UIView.animate(withDuration: 0.25, animations: transition)
        } else {
            transition()
        }
    }
    
    // MARK: Hit testing
    
    // Hit test on our ring views regardless of our own bounds.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        for view in self.subviews.reversed() {
            let localPoint = view.convert(point, from: self)
            if view.point(inside: localPoint, with: event) {
                return view
            }
        }
        // Don't hit-test ourself.
        return nil
    }
    
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        for view in self.subviews.reversed() {
            if view.point(inside: view.convert(point, from: self), with: event) {
                return true
            }
        }
        return super.point(inside: point, with: event)
    }
    
}

// MARK: - Pencil interaction

extension RingControl {

    func switchToPreviousTool() {
        // If the tools aren't fanned out, fan out the
        // previous one to animate it from its fan location.
        if selectedView.fannedOut == false {
            previousView.fannedOut = true
            updateViews(animated: false)
        }

        select(view: previousView)
        updateViews(animated: true)
    }

}
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The custom views used in the ring control.
*/

import UIKit

enum RingControlState {
    case selected
    case normal
    case locationFan
    case locationOrigin
}

class RingView: UIView {
    /// Closures that configure the view for the corresponding state.
    var stateClosures = [RingControlState: () -> Void]()
    var selected = false
    var fannedOut = false
    
    /// The actionClosure will be executed on selection.
    var actionClosure: (() -> Void)?
    
    var selectionState: (() -> Void)? {
        if selected {
            return stateClosures[.selected]
        } else {
            return stateClosures[.normal]
        }
    }
    var locationState: (() -> Void)? {
        if selected {
            if fannedOut {
                return stateClosures[.locationFan]
            } else {
                return stateClosures[.locationOrigin]
            }
        } else {
            let fanState = stateClosures[.locationFan]
            let transform = fannedOut ? CGAffineTransform.identity : CGAffineTransform(scaleX: 0.01, y: 0.01)
            let alpha: CGFloat = fannedOut ? 1.0 : 0.0
            return { [unowned self] () -> Void in
                fanState?()
                self.transform = transform
                self.alpha = alpha
            }
        }
    }
    
    override init(frame: CGRect) {
        super.init(frame: frame)
        
        let layer = self.layer
        layer.cornerRadius = frame.width / 2.0
        layer.borderColor = UIColor.black.cgColor
        layer.borderWidth = 2.0
    }
    
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        // Quadrance as the square of the length requires less computation and cases
        let quadrance = (bounds.center - point).quadrance
        let maxQuadrance = pow(bounds.width / 2.0, 2.0)
        return quadrance < maxQuadrance
    }
    
    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
Math extensions to Core Graphics structs.
*/

import Foundation
import CoreGraphics

// MARK: - CGRect and Size

extension CGRect {
    var center: CGPoint {
        return origin + CGVector(dx: width, dy: height) / 2.0
    }
}

func +(left: CGSize, right: CGFloat) -> CGSize {
    return CGSize(width: left.width + right, height: left.height + right)
}

func -(left: CGSize, right: CGFloat) -> CGSize {
    return left + (-1.0 * right)
}

// MARK: - CGPoint and CGVector math

func -(left: CGPoint, right: CGPoint) -> CGVector {
    return CGVector(dx: left.x - right.x, dy: left.y - right.y)
}

func /(left: CGVector, right: CGFloat) -> CGVector {
    return CGVector(dx: left.dx / right, dy: left.dy / right)
}

func *(left: CGVector, right: CGFloat) -> CGVector {
    return CGVector(dx: left.dx * right, dy: left.dy * right)
}

func +(left: CGPoint, right: CGVector) -> CGPoint {
    return CGPoint(x: left.x + right.dx, y: left.y + right.dy)
}

func +(left: CGVector, right: CGVector) -> CGVector {
    return CGVector(dx: left.dx + right.dx, dy: left.dy + right.dy)
}

func +(left: CGVector?, right: CGVector?) -> CGVector? {
    if let left = left, let right = right {
        return CGVector(dx: left.dx + right.dx, dy: left.dy + right.dy)
    } else {
        return nil
    }
}

func -(left: CGPoint, right: CGVector) -> CGPoint {
    return CGPoint(x: left.x - right.dx, y: left.y - right.dy)
}

extension CGPoint {
    init(_ vector: CGVector) {
        self.init()
        x = vector.dx
        y = vector.dy
    }
}

extension CGVector {
    init(_ point: CGPoint) {
        self.init()
        dx = point.x
        dy = point.y
    }
    
    func applying(_ transform: CGAffineTransform) -> CGVector {
        return CGVector(CGPoint(self).applying(transform))
    }
    
    func rounding(toScale scale: CGFloat) -> CGVector {
        return CGVector(dx: CoreGraphics.round(dx * scale) / scale,
                        dy: CoreGraphics.round(dy * scale) / scale)
    }
    
    var quadrance: CGFloat {
        return dx * dx + dy * dy
    }
    
    var normal: CGVector? {
        if !(dx.isZero && dy.isZero) {
            return CGVector(dx: -dy, dy: dx)
        } else {
            return nil
        }
    }
    
    /// CGVector pointing in the same direction as self, with a length of 1.0 - or nil if the length is zero.
    var normalized: CGVector? {
        let quadrance = self.quadrance
        if quadrance > 0.0 {
            return self / sqrt(quadrance)
        } else {
            return nil
        }
    }
}
