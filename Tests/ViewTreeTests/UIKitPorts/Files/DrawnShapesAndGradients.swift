//
//  DrawnShapesAndGradients.swift
//
//  Twenty-second probe. Six public views and layers that draw with shape and gradient layers, kept member for member:
//  - ejjonny/ifeelgood `ifeelgood/Resources/CustomComponents/GraphView.swift` (commit
//    3856da8210289f688d6bbbb78917a9dfff459c2b): a shape layer added in `draw(_:)` from a path set from outside;
//  - mukulBakshi28/BezierPathCircularLoder `BezierPathCircleView/AnimatorView.swift` (commit c8e91e06…): Swift 4.1's
//    `kCALineCapRound`, an arc around the view's `center`, a `CABasicAnimation()` whose key path is set afterwards;
//  - markhmwong/Shortlist `Shortlist/View/CircularIndicator/CircularProgressBar.swift` (commit 13adfc09…): a
//    `CAShapeLayer` subclass turned a quarter with `CATransform3DMakeRotation`;
//  - Arss98/MiniApps `MiniApps/Module/WeatherView/Components/GradientView.swift` (commit b0c7c599…): a gradient
//    inserted at index 0 and found again in `layoutSubviews` as `layer.sublayers?.first as? CAGradientLayer`;
//  - dsvil/VKproject `vk/vk/OtherClasses/Gradient.swift` (commit 51b7e6b7…): `locations` as `[0 as NSNumber, …]`,
//    the layer added again at every layout;
//  - Denis411/CustomCell `CustomCell/View/BackgroundView.swift` (commit 955f06b9…): a gradient twice the view's size.
//  Porting edits only (Porting.md): the `CAShapeLayer` subclass's `override init()` and `override init(layer:)` are
//  `required init()` and `required init(layer:)`.
//
import UIKit

class GraphView: UIView {

	let shapeLayer = CAShapeLayer()
	var path: UIBezierPath?

	override func draw(_ rect: CGRect) {
		super.draw(rect)
		guard let graphPath = self.path else { print("Path is nil - no graph drawn."); return }
		shapeLayer.path = graphPath.cgPath
		shapeLayer.fillColor = UIColor.clear.cgColor
		shapeLayer.strokeColor = UIColor.black.cgColor
		shapeLayer.lineWidth = 5
		shapeLayer.lineCap = .round
		self.layer.addSublayer(shapeLayer)
	}

	override func awakeFromNib() {
		super.awakeFromNib()
		self.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
		self.layer.cornerRadius = 10
	}
}

 class AnimatorView: UIView {

    var sLayer:CAShapeLayer!
    override func awakeFromNib() {
        super.awakeFromNib()
        self.drawLayer()
    }

  private  func drawLayer() {
         let bPath = UIBezierPath(arcCenter: self.center, radius: self.frame.size.height / 2 , startAngle: 285.0/180.0 * .pi, endAngle: 280.0/180.0 * .pi, clockwise: true)
         sLayer = CAShapeLayer()
        sLayer.path = bPath.cgPath
        sLayer.strokeColor = UIColor.red.cgColor
        sLayer.lineCap = kCALineCapRound
        sLayer.lineWidth = 3
        sLayer.fillColor =  UIColor.green.cgColor

        sLayer.position = CGPoint(x: self.frame.size.width / 2, y: self.frame.size.height / 2)
         sLayer.bounds = self.frame
         self.layer.addSublayer(sLayer)
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

class CircularProgressBar: CAShapeLayer {

	required init() {
		super.init()
		setupShape()
	}

	required init(layer: Any) {
		super.init(layer: layer)
	}

	required init?(coder: NSCoder) {
		super.init(coder: coder)
	}

	private func setupShape() {
        self.path = path
		self.strokeColor = UIColor.white.cgColor
		self.fillColor = UIColor.clear.cgColor
        self.lineCap = .round
		self.lineWidth = 2.5
        self.transform = CATransform3DMakeRotation(-CGFloat.pi / 2, 0, 0, 1)
		self.strokeEnd = 0.0
	}

}

class GradientView: UIView {

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupGradient()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setupGradient()
    }

    private func setupGradient() {
        let gradientLayer = CAGradientLayer()
        gradientLayer.frame = self.bounds
        gradientLayer.colors = [
            UIColor.red.cgColor,
            UIColor.blue.cgColor
        ]
        gradientLayer.startPoint = CGPoint(x: 0.0, y: 0.0)
        gradientLayer.endPoint = CGPoint(x: 1.0, y: 1.0)

        self.layer.insertSublayer(gradientLayer, at: 0)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let gradientLayer = layer.sublayers?.first as? CAGradientLayer {
            gradientLayer.frame = self.bounds
        }
    }
}

final class MiddleView: UIView {
    let gradientLayer = CAGradientLayer()

    override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
        gradientLayer.locations = [0 as NSNumber, 1 as NSNumber]
        gradientLayer.startPoint = CGPoint.zero
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        layer.addSublayer(gradientLayer)
        gradientLayer.frame = self.bounds

    }
}

class BackgroundView: UIView {

    private let backgroundGradient = CAGradientLayer()

    override func layoutSubviews() {

        backgroundGradient.colors = [ UIColor.blue.cgColor, UIColor.purple.cgColor]
        backgroundGradient.endPoint = CGPoint(x: 0.5, y: 0.0)
        backgroundGradient.startPoint = CGPoint(x: 0.5, y: 1.0)
        backgroundGradient.frame = CGRect(x: 0,
                                          y: 0,
                                          width: self.bounds.width * 2,
                                          height: self.bounds.height * 2)
        self.layer.addSublayer(backgroundGradient)
    }

}
