//
//  FloCoreGraphicsViews.swift
//
//  Thirtieth probe. Rewritten member for member from four public files of EricHodgins/CoreGraphicsTutorial, the
//  "Flo" water counter of raywenderlich.com's "Core Graphics Tutorial" (iOS 10, Swift 3; same types, members, calls,
//  labels, overrides and control flow; names of locals and comments our own):
//  - `Flo/CounterView.swift` (commit 03002ff71397e364eb3787c24fece07f7a6e09a0): an `@IBDesignable` view drawing a
//    270° arc and its outline in `draw(_:)` with `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`,
//    `addArc(withCenter:…)`, `close()`, `lineWidth`, `setStroke()` and `stroke()`, and a global `π` from `M_PI`;
//  - `Flo/PushButtonView.swift` (commit 39f921c01993e8fbf867301a0ea246b6fce3a78f): a `UIButton` subclass filling an
//    oval in `draw(_:)`;
//  - `Flo/GraphView.swift` (commit 49efbced68ca1b27e2df53bf48f1364d2cfee926): a linear `CGGradient` drawn from
//    `UIGraphicsGetCurrentContext()` with `[… .cgColor] as CFArray`, `CGColorSpaceCreateDeviceRGB()` and
//    `CGGradientDrawingOptions(rawValue: 0)`;
//  - `Flo/ViewController.swift` (commit 21ab10fdb97dab080145715a90670c6ccd4f5fec): `UIView.transition(from:to:
//    duration:options:completion:)` with `.showHideTransitionViews` flipping between the counter and the graph, the
//    day labels found with `viewWithTag(_:)`, `Calendar.current.dateComponents([.weekday], from:)`.
//  The controller is of a later revision than the views: the two members it reads that the stored views lack,
//  `PushButtonView.isAddButton` and `GraphView.graphPoints`, are written as the tutorial's later revisions declare
//  them (an `@IBInspectable` flag, a week of sample points).
//  Porting edits only: the storyboard's outlets become views the controller makes in `loadView()` (`@IBOutlet`
//  needs Objective-C), and the two `@IBAction`s are plain methods the buttons reach through `addTarget`.
//

import UIKit

let NoOfGlasses = 8
let π: CGFloat = CGFloat(M_PI)

@IBDesignable class CounterView: UIView {

    @IBInspectable var counter: Int = 5
    @IBInspectable var outlineColor: UIColor = UIColor.blue
    @IBInspectable var counterColor: UIColor = UIColor.orange

    override func draw(_ rect: CGRect) {
        // The ring's middle, and the larger side as its diameter.
        let middle = CGPoint(x: bounds.width/2, y: bounds.height/2)
        let diameter: CGFloat = max(bounds.width, bounds.height)
        let ringWidth: CGFloat = 76

        let fromAngle: CGFloat = 3 * π / 4
        let toAngle: CGFloat = π / 4

        let ring = UIBezierPath(arcCenter: middle, radius: diameter/2 - ringWidth/2, startAngle: fromAngle, endAngle: toAngle, clockwise: true)

        ring.lineWidth = ringWidth
        counterColor.setStroke()
        ring.stroke()

        // The outline covers as many eighths of the arc as glasses drunk.
        let sweep: CGFloat = 2 * π - fromAngle + toAngle
        let perGlass = sweep / CGFloat(NoOfGlasses)

        let outlineTo = perGlass * CGFloat(counter) + fromAngle

        let outline = UIBezierPath(arcCenter: middle, radius: bounds.width/2 - 2.5, startAngle: fromAngle, endAngle: outlineTo, clockwise: true)

        outline.addArc(withCenter: middle, radius: bounds.width/2 - ringWidth + 2.5, startAngle: outlineTo, endAngle: fromAngle, clockwise: false)

        outline.close()

        outlineColor.setStroke()
        outline.lineWidth = 5.0
        outline.stroke()
    }

}

class PushButtonView: UIButton {

    @IBInspectable var isAddButton: Bool = true

    override func draw(_ rect: CGRect) {
        let oval = UIBezierPath(ovalIn: rect)
        UIColor.green.setFill()
        oval.fill()
    }

}

@IBDesignable

class GraphView: UIView {

    // The gradient's two ends.
    @IBInspectable var startColor: UIColor = UIColor.red
    @IBInspectable var endColor: UIColor = UIColor.green

    var graphPoints = [4, 2, 6, 4, 5, 8, 3]

    override func draw(_ rect: CGRect) {
        let context = UIGraphicsGetCurrentContext()
        let stops = [startColor.cgColor, endColor.cgColor] as CFArray

        let space = CGColorSpaceCreateDeviceRGB()

        let offsets: [CGFloat] = [0.0, 1.0]

        let gradient = CGGradient(colorsSpace: space, colors: stops, locations: offsets)

        // Top to bottom.
        let top = CGPoint.zero
        let bottom = CGPoint(x: 0, y: self.bounds.height)
        context!.drawLinearGradient(gradient!, start: top, end: bottom, options: CGGradientDrawingOptions(rawValue: 0))
    }

}

class FloViewController: UIViewController {

    var counterView: CounterView!
    var counterLabel: UILabel!

    var containerView: UIView!
    var graphView: GraphView!

    var averageWaterDrunk: UILabel!
    var maxLabel: UILabel!

    var isGraphViewShowing = false

    // The storyboard's scene, made in code: the counter and the graph share a container (the graph hidden), with a
    // day label tagged 1…7 along the graph's bottom, and a plus and a minus button below.
    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        containerView = UIView(frame: CGRect(x: 40, y: 80, width: 240, height: 240))
        counterView = CounterView(frame: containerView.bounds)
        graphView = GraphView(frame: containerView.bounds)
        graphView.isHidden = true
        containerView.addSubview(graphView)
        containerView.addSubview(counterView)
        counterLabel = UILabel(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        counterView.addSubview(counterLabel)
        maxLabel = UILabel(frame: CGRect(x: 200, y: 20, width: 30, height: 20))
        averageWaterDrunk = UILabel(frame: CGRect(x: 20, y: 20, width: 30, height: 20))
        graphView.addSubview(maxLabel)
        graphView.addSubview(averageWaterDrunk)
        for tag in 1...7 {
            let day = UILabel(frame: CGRect(x: CGFloat(tag - 1) * 32 + 8, y: 210, width: 24, height: 20))
            day.tag = tag
            graphView.addSubview(day)
        }
        view.addSubview(containerView)
        let plus = PushButtonView(frame: CGRect(x: 110, y: 340, width: 100, height: 100))
        let minus = PushButtonView(frame: CGRect(x: 135, y: 460, width: 50, height: 50))
        minus.isAddButton = false
        plus.addTarget(self, action: FloViewController.btnPushButton, for: .touchUpInside)
        minus.addTarget(self, action: FloViewController.btnPushButton, for: .touchUpInside)
        view.addSubview(plus)
        view.addSubview(minus)
        let tap = UITapGestureRecognizer(target: self, action: FloViewController.counterViewTap)
        containerView.addGestureRecognizer(tap)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    func btnPushButton(button: PushButtonView) {
        if button.isAddButton {
            counterView.counter += 1
        } else {
            if counterView.counter > 0 {
                counterView.counter -= 1
            }
        }

        counterLabel.text = String(counterView.counter)

        if isGraphViewShowing {
            counterViewTap(gesture: nil)
        }
    }

    func counterViewTap(gesture: UITapGestureRecognizer?) {
        if (isGraphViewShowing) {
            // back to the counter
            UIView.transition(from: graphView, to: counterView, duration: 1.0, options: [.transitionFlipFromLeft, .showHideTransitionViews], completion: nil)

        } else {
            // over to the graph
            UIView.transition(from: counterView, to: graphView, duration: 1.0, options: [.transitionFlipFromRight, .showHideTransitionViews], completion: nil)
            setupGraphDisplay()
        }

        isGraphViewShowing = !isGraphViewShowing
    }

    func setupGraphDisplay() {
        // Today's count replaces the week's last point.
        graphView.graphPoints[graphView.graphPoints.count - 1] = counterView.counter

        graphView.setNeedsDisplay()

        maxLabel.text = "\(graphView.graphPoints.max()!)"

        let mean = graphView.graphPoints.reduce(0, +) / graphView.graphPoints.count
        averageWaterDrunk.text = "\(mean)"

        // Label the days backwards from today (tags 7 down to 1).
        var weekday = Calendar.current.dateComponents([.weekday], from: Date()).weekday!

        let initials = ["S", "M", "T", "W", "T", "F", "S"]

        for i in stride(from: initials.count, to: 0, by: -1) {
            if let dayLabel = graphView.viewWithTag(i) as? UILabel {

                weekday -= 1

                if weekday < 0 {
                    weekday = initials.count - 1
                }

                dayLabel.text = initials[weekday]
            }
        }
    }

}
