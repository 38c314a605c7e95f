//
//  ScaleTraitsAndTracking.swift
//
//  Twenty-first probe. Seven small public files, kept member for member:
//  - lmparppei/Beat `Beat iOS/Extensions/UIView+Scaling.swift` (commit d440262d7ea7596acae43b7a1b1d50f760d9d865):
//    sets `contentScaleFactor` down a view tree and `contentsScale` down a layer tree (never below 1);
//  - tumblr/kanvas-ios `Classes/Editor/Media/Stickers/StylableImageView.swift` (commit
//    08e4bd38173b0491fc613650e50338f0e75e2330, MPL 2.0): an image view overriding `contentScaleFactor` with a
//    `willSet` that gives its subviews the scale times `UIScreen.main.nativeScale`. Its `MovableViewInnerElement`
//    conformance (a hit test reading a pixel through the app's own `CALayer.getColor(from:)`) is not UIKit and is left out;
//  - tahirzahoor/maindiish-ios `maindiish-ios/App/UI/Components/BorderedView.swift` (commit
//    3754a41d30a23df854f45cad1c8c048420dacb9d): a border colour reset in `traitCollectionDidChange(_:)`; the asset
//    colour `UIColor.onboardingTitleLabel` lives in a file the probe did not read and is written here (**ours**);
//  - nckh/ProductHunt `ProductHunt/Extensions/UITableViewCell+ListContentConfiguration.swift` (commit
//    24e32ac0a16365e15b4dd87420f44a4e32fb8932): the cell's content configuration read back as a `UIListContentConfiguration`;
//  - strejdashek/uicontrolsubclass `UIControlSubclass/CustomControl.swift` (the four tracking overrides calling super);
//  - jianghongbing/APIReferenceDemo `UIKit/UIControl/UIControl/TestControl.swift` (touches forwarded to the tracking
//    methods by hand);
//  - JeanPierreFig/SwiftTutorials `SegmentControlTutorial/SegmentControlTutorial/ViewController.swift` (commit
//    34e2de2dc4491ca753441bf992b060b3b4e5114e): two container views shown by a segmented control.
//  Porting edits only (Porting.md): `@IBOutlet`s are made in code, and the `@IBAction` is a plain method the control's
//  target-action calls. Beside the tutorial, not from it (**ours**): the content offsets UIKit's
//  `setContentOffset(_:forSegmentAt:)` documentation describes, as SampleForContentOffset.m (ToKoRo, 2009) sets them.
//
import UIKit

extension UIView {
	func scaleView(view: UIView, scale: CGFloat) {
		let factor = (scale > 1.0) ? scale : 1.0

		view.contentScaleFactor = factor
		for vi in view.subviews {
			scaleView(view: vi, scale: factor)
		}
	}

	func scaleLayer(layer: CALayer, scale: CGFloat) {
		let factor = (scale > 1.0) ? scale : 1.0
		layer.contentsScale = factor

		guard let sublayers = layer.sublayers else { return }
		for la in sublayers {
			scaleLayer(layer: la, scale: factor)
		}
	}
}

/// Image view that increases its image quality when its contentScaleFactor is modified
final class StylableImageView: UIImageView {

    let id: String

    override var contentScaleFactor: CGFloat {
        willSet {
            setScaleFactor(newValue)
        }
    }

    // MARK: - Initializers

    init(id: String, image: UIImage?) {
        self.id = id
        super.init(image: image)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // MARK: - Scale factor

    /// Sets a new scale factor to update the quality of the inner image. This value represents how content in the view is mapped
    /// from the logical coordinate space (measured in points) to the device coordinate space (measured in pixels).
    /// For example, if the scale factor is 2.0, 2 pixels will be used to draw each point of the frame.
    ///
    /// - Parameter scaleFactor: the new scale factor. The value will be internally multiplied by the native scale of the device.
    /// Values must be higher than 1.0.
    func setScaleFactor(_ scaleFactor: CGFloat) {
        guard scaleFactor >= 1.0 else { return }
        let scaleFactorForDevice = scaleFactor * UIScreen.main.nativeScale
        for subview in subviews {
            subview.contentScaleFactor = scaleFactorForDevice
        }
    }
}

extension UIColor {
    static let onboardingTitleLabel = UIColor { traits in
        traits.userInterfaceStyle == .dark ? .white : UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)
    }
}

class BorderedView: UIView {

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        /// reset color for UIInterfaceStyle
        setBorderColor()
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    func commonInit() {
        layer.cornerRadius = 20
        layer.borderWidth = 1
        setBorderColor()
    }

    func setBorderColor() {
        layer.borderColor = UIColor.onboardingTitleLabel.cgColor
    }

}

extension UITableViewCell {

  var listContentConfiguration: UIListContentConfiguration? {
    contentConfiguration as? UIListContentConfiguration
  }

}

class CustomControl: UIControl {

    var calls: [String] = []

    override open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        print("uicontrol's beginTracking called")
        calls.append("begin")
        super.beginTracking(touch, with: event)
        return true
    }

    override open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        print("uicontrol's continueTracking called")
        calls.append("continue")
        super.continueTracking(touch, with: event)
        return true
    }

    override open func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        print("uicontrol's endTracking called")
        calls.append("end")
        super.endTracking(touch, with: event)
    }

    override open func cancelTracking(with event: UIEvent?) {
        print("uicontrol's cancelTracking called")
        calls.append("cancel")
        super.cancelTracking(with: event)
    }
}

class TestControl: UIControl {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        //开始tracking
        beginTracking(touches.first!, with: event)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        //继续continue tracking
        continueTracking(touches.first!, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        //cancel tarcking
        cancelTracking(with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        //end tracking
        endTracking(touches.first!, with: event)
    }
}

class SegmentTutorialViewController: UIViewController {

    let segmentControl = UISegmentedControl(items: ["First", "Second"])
    let containerVC1 = UIView()
    let containerVC2 = UIView()

    func segmentControlChanged(_ sender: Any) {
        switch segmentControl.selectedSegmentIndex {
        case 0:
            containerVC1.isHidden = false;
            containerVC2.isHidden = true;
            break;
        default:
            containerVC1.isHidden = true;
            containerVC2.isHidden = false;
            break;
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        segmentControl.setTitle("VC1", forSegmentAt: 0);
        segmentControl.setTitle("VC2", forSegmentAt: 1);
        segmentControl.addTarget(self, action: SegmentTutorialViewController.segmentControlChanged, for: .valueChanged)

        // As SampleForContentOffset.m does: the first title up, the last down.
        segmentControl.setContentOffset(CGSize(width: 0, height: -7), forSegmentAt: 0)
        segmentControl.setContentOffset(CGSize(width: 0, height: 7), forSegmentAt: 1)
    }
}
