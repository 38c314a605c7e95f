//
//  QuiltPointerInteractions.swift
//
//  Twenty-fourth probe. Apple's "Enhancing your iPad app with pointer interactions" sample (iOS 13.4), as copied in
//  mihaelamj/cupertino-sample-code under `uikit-enhancing-your-ipad-app-with-pointer-interactions/QuiltSimulator/`
//  (commit 37fd4fb24f1e9363bb80c988885630cf05344070), five files, each below as the sample has it, its own header and
//  import kept ("See the LICENSE.txt file for this sample's licensing information"):
//  - `ViewController.swift`: a destructive `UIMenu` on a bar button item, `isPointerInteractionEnabled`,
//    `pointerStyleProvider` on two buttons, `UIPointerStyle(effect:shape:)`, `.lift(_:)`, `UITargetedPreview(view:
//    parameters:target:)`, a popover from a storyboard, `viewForZooming(in:)`;
//  - `QuiltView.swift`: `UIPointerInteraction(delegate:)`, `regionFor:defaultRegion:`, `UIPointerRegion(rect:)`,
//    `UIPointerShape.path(_:)`, `constrainedAxes`, a colour archived in `UserDefaults`, a dashed `CAShapeLayer`;
//  - `ThreadPickerViewController.swift`: a `UICollectionViewController` and a cell with a pointer lift effect;
//  - `ColorBlockView.swift`, `PatchworkView.swift`: nested `UIStackView`s of named colours with an intrinsic size.
//  What remains are the edits Porting.md lists for outlets and actions (two of them take `(sender:forEvent:)`), `@objc`
//  and `#selector`; `ThreadPickerViewControllerDelegate: NSObjectProtocol` is adopted by the controller as written.
//
// expect-error: '@IBOutlet' property cannot have non-'@objc' class type 'QuiltView'
// expect-error: '@IBOutlet' property cannot have non-'@objc' class type 'UIScrollView' (aka 'ScrollView')
// expect-error: '@IBOutlet' property cannot have non-'@objc' class type 'UIBarButtonItem' (aka 'BarButtonItem')
// expect-error: '@IBOutlet' property cannot have non-'@objc' class type 'UIView' (aka 'View')
// expect-error: '@IBOutlet' property cannot have non-'@objc' class type 'UIButton' (aka 'Button')
// expect-error: Objective-C interoperability is disabled
// expect-error: @IBAction methods must have 1 argument
// expect-error: '#selector' can only be used with the Objective-C runtime
//
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The main view controller for this sample which configures bars, buttons, and actions.
*/

import UIKit

class ViewController: UIViewController, UIScrollViewDelegate, ThreadPickerViewControllerDelegate {

    @IBOutlet weak var quiltView: QuiltView?
    @IBOutlet weak var scrollView: UIScrollView?
    @IBOutlet weak var removeStitchItem: UIBarButtonItem?
    @IBOutlet weak var floatingToolArea: UIView?
    @IBOutlet weak var straightLineModeButton: UIButton?

    let threadColorButton: UIButton = UIButton(type: .custom)

    override func viewDidLoad() {
        super.viewDidLoad()
        updateRulerButtonState()

        let removeAllStitches =
                UIAction(title: "Remove All Stitches",
                         image: nil,
                         identifier: nil,
                         discoverabilityTitle: nil,
                         attributes: .destructive,
                         state: .off) { (action) in
                    self.quiltView?.ripAllStitches()
                }
        let removeMenu =
                UIMenu(title: "Start Over?",
                       image: nil,
                       identifier: nil,
                       options: .destructive,
                       children: [removeAllStitches])
        removeStitchItem?.menu = removeMenu

        scrollView?.maximumZoomScale = 4.0
        threadColorButton.addTarget(self, action: #selector(threadColorAction), for: .touchUpInside)
        let spoolImage = UIImage(named: "spool")?.withRenderingMode(.alwaysTemplate)
        threadColorButton.setImage(spoolImage, for: .normal)
        threadColorButton.tintColor = quiltView?.stitchColor
        threadColorButton.translatesAutoresizingMaskIntoConstraints = false
        threadColorButton.widthAnchor.constraint(equalTo: threadColorButton.heightAnchor).isActive = true
        threadColorButton.heightAnchor.constraint(equalToConstant: 33).isActive = true
        updateThreadButtonTintColor()
        self.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: threadColorButton)

        // Enable Pointer Interaction on the button.
        straightLineModeButton?.isPointerInteractionEnabled = true
        
        // Setup pointerStyleProvider to expand hover effect shape to more appropriate size.
        straightLineModeButton?.pointerStyleProvider = { button, proposedEffect, proposedShape -> UIPointerStyle? in
            // Rect in proposedEffect’s container’s coordinate space
            var rect = button.bounds.insetBy(dx: -12.0, dy: -14.0)
            rect = button.convert(rect, to: proposedEffect.preview.target.container)
            return UIPointerStyle(effect: proposedEffect, shape: .roundedRect(rect))
        }
        
        // Add Lift Effect to Thread Color Button.
        threadColorButton.pointerStyleProvider = { button, proposedEffect, proposedShape -> UIPointerStyle? in
            let cornerRadius: CGFloat = 4
            let parameters = UIPreviewParameters()
            let shapePath = UIBezierPath(roundedRect: button.bounds, cornerRadius: cornerRadius)
            parameters.shadowPath = shapePath
            let preview = UITargetedPreview(view: proposedEffect.preview.view, parameters: parameters, target: proposedEffect.preview.target)
            
            let rect = button.convert(button.bounds, to: preview.target.container)
            return UIPointerStyle(effect: .lift(preview), shape: .roundedRect(rect, radius: cornerRadius))
        }
    }

    @objc
    func threadColorAction(sender: UIButton, forEvent event: UIEvent) {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let threadPicker = storyboard.instantiateViewController(identifier: "ThreadPickerViewController") as ThreadPickerViewController
        threadPicker.modalPresentationStyle = .popover
        threadPicker.delegate = self
        if let popoverController = threadPicker.popoverPresentationController {
            popoverController.sourceView = sender
        }
        self.present(threadPicker, animated: true, completion: nil)
    }

    @IBAction func rulerButtonAction(sender: UIButton, forEvent event: UIEvent) {
        if let value = quiltView?.useStraightLineStitch {
            let newValue = !value
            quiltView?.useStraightLineStitch = newValue
            updateRulerButtonState()
        }
    }

    func updateRulerButtonState() {
        if let value = quiltView?.useStraightLineStitch {
            if value {
                straightLineModeButton?.setImage(UIImage(systemName: "ruler.fill"), for: .normal)
            } else {
                straightLineModeButton?.setImage(UIImage(systemName: "ruler"), for: .normal)
            }
        }
    }

    @IBAction func removeStitch(sender: UIBarButtonItem, forEvent event: UIEvent) {
        quiltView?.ripLastStitch()
    }

    // MARK: - ThreadPickerViewControllerDelegate
    
    func threadPickerDidPickColor(_ threadPicker: ThreadPickerViewController, color: UIColor) {
        quiltView?.stitchColor = color
        updateThreadButtonTintColor()
        threadPicker.dismiss(animated: true, completion: nil)
    }

    func updateThreadButtonTintColor() {
        if let color = quiltView?.stitchColor {
            threadColorButton.tintColor = color
        }
    }

    // MARK: - UIScrollViewDelegate
    
    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        return quiltView
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if let roundOverlay = floatingToolArea {
            roundOverlay.layer.cornerRadius = (roundOverlay.bounds.size.width / 2.0)
            roundOverlay.layer.borderWidth = 0.5
            roundOverlay.layer.borderColor = UIColor.separator.cgColor
            roundOverlay.backgroundColor = UIColor.secondarySystemBackground
        }
    }

}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The UIView subclass containing the quilt user interface, grid, and area for stitching.
*/

import UIKit

class QuiltView: UIView, UIPointerInteractionDelegate {

    private static let straightLineStitchUserDefaultsKey = "useStrightLineStitch"
    private static let colorUserDefaultsKey = "threadColor"

    var useStraightLineStitch: Bool {
        get {
            return UserDefaults.standard.bool(forKey: QuiltView.straightLineStitchUserDefaultsKey)
        }
        set {
            UserDefaults.standard.set(newValue, forKey: QuiltView.straightLineStitchUserDefaultsKey)
            UserDefaults.standard.synchronize()
        }
    }
    var stitchColor: UIColor = {
        var result = UIColor(named: "GreyThread")!
        do {
            if let data = UserDefaults.standard.object(forKey: QuiltView.colorUserDefaultsKey) as? Data {
                if let color = try NSKeyedUnarchiver.unarchivedObject(ofClasses: [UIColor.self], from: data) as? UIColor {
                    result = color
                }
            }
        } catch {
        }
        return result
      }() {
        didSet {
            self.setNeedsLayout()
            do {
                let colorData = try NSKeyedArchiver.archivedData(withRootObject: stitchColor, requiringSecureCoding: true)
                UserDefaults.standard.set(colorData, forKey: QuiltView.colorUserDefaultsKey)
                UserDefaults.standard.synchronize()
            } catch {
            }
        }
    }

    let gridHeight = CGFloat(20.0)
    var stitchLocations = [CGPoint]()
    var lineDashPattern = [NSNumber]()
    let stitchLayer = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        self.sharedInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        self.sharedInit()
    }

    func sharedInit() {
        let patchworkView = PatchworkView()
        patchworkView.translatesAutoresizingMaskIntoConstraints = false
        self.insertSubview(patchworkView, at: 0)
        patchworkView.centerXAnchor.constraint(equalTo: self.safeAreaLayoutGuide.centerXAnchor).isActive = true
        patchworkView.centerYAnchor.constraint(equalTo: self.safeAreaLayoutGuide.centerYAnchor).isActive = true

        self.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(self.handleTap(_:))))
        stitchLayer.lineWidth = 2
        stitchLayer.fillColor = UIColor.clear.cgColor
        stitchLayer.lineCap = .round
        self.layer.addSublayer(stitchLayer)

        // Add a pointer interaction for the "editor" area Quilt view.
        self.addInteraction(UIPointerInteraction(delegate: self))
    }

    // Supply custom regions that correspond to grid lines when "useStraightLineStitch" is enabled.
    func pointerInteraction(_ interaction: UIPointerInteraction,
                            regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        if useStraightLineStitch {
            let regionNumber = floor(request.location.y / gridHeight)
            return UIPointerRegion(rect: CGRect(x: 0, y: regionNumber * gridHeight, width: self.bounds.size.width, height: gridHeight))
        } else {
            return defaultRegion
        }
    }

    // Supply pointer style with custom crosshair shape.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        let crosshair = UIPointerShape.path(crosshairBezierPath())

        if useStraightLineStitch {
            return UIPointerStyle(shape: crosshair, constrainedAxes: [.vertical])
        } else {
            return UIPointerStyle(shape: crosshair)
        }
    }

    func crosshairBezierPath() -> UIBezierPath {
        let crosshairPath = UIBezierPath()
        crosshairPath.move(to: CGPoint(x: -1.5, y: 1.5))
        crosshairPath.addLine(to: CGPoint(x: -1.5, y: 10))
        crosshairPath.addArc(withCenter: CGPoint(x: 0, y: 10),
                             radius: 1.5,
                             startAngle: CGFloat.pi,
                             endAngle: 0,
                             clockwise: false)
        crosshairPath.addLine(to: CGPoint(x: 1.5, y: 1.5))
        crosshairPath.addLine(to: CGPoint(x: 10, y: 1.5))
        crosshairPath.addArc(withCenter: CGPoint(x: 10, y: 0),
                             radius: 1.5,
                             startAngle: CGFloat.pi / 2.0,
                             endAngle: CGFloat.pi * 1.5,
                             clockwise: false)
        crosshairPath.addLine(to: CGPoint(x: 1.5, y: -1.5))
        crosshairPath.addLine(to: CGPoint(x: 1.5, y: -10))
        crosshairPath.addArc(withCenter: CGPoint(x: 0, y: -10),
                             radius: 1.5,
                             startAngle: 0,
                             endAngle: CGFloat.pi,
                             clockwise: false)
        crosshairPath.addLine(to: CGPoint(x: -1.5, y: -1.5))
        crosshairPath.addLine(to: CGPoint(x: -10, y: -1.5))
        crosshairPath.addArc(withCenter: CGPoint(x: -10, y: 0),
                             radius: 1.5,
                             startAngle: CGFloat.pi * 1.5,
                             endAngle: CGFloat.pi / 2.0,
                             clockwise: false)
        crosshairPath.close()
        return crosshairPath
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        self.updateDashedLinePattern()
    }

    func updateDashedLinePattern() {
        let path = CGMutablePath()
        stitchLayer.strokeColor = self.stitchColor.cgColor
        if stitchLocations.count >= 2 {
            path.addLines(between: stitchLocations)
            lineDashPattern.removeAll()
            
            for (index, _) in stitchLocations.enumerated() {
                if index < stitchLocations.count - 1 {
                    let adjustment = CGFloat((index % 2 == 0) ? -0.5 : 0.5)
                    lineDashPattern.append(self.distanceBetweenPoints(from: stitchLocations[index],
                                                                      toPoint: stitchLocations[index + 1]) + adjustment as NSNumber)
                }
            }
            stitchLayer.lineDashPattern = lineDashPattern
        }
        stitchLayer.path = path
    }

    func distanceBetweenPoints(from: CGPoint, toPoint: CGPoint) -> CGFloat {
        return sqrt(pow((from.x - toPoint.x), 2) + pow((from.y - toPoint.y), 2))
    }

    @objc
    func handleTap(_ sender: UITapGestureRecognizer) {
        if sender.state == .ended {
            var location = sender.location(in: self)
            if useStraightLineStitch {
                location.y = round(((location.y + (gridHeight / 2.0)) / gridHeight)) * gridHeight - gridHeight / 2.0
            }
            stitchLocations.append(location)
            self.setNeedsLayout()
        }
    }

    func ripLastStitch() {
        if !stitchLocations.isEmpty {
            stitchLocations.removeLast()
        }
        self.setNeedsLayout()
    }

    func ripAllStitches() {
        stitchLocations.removeAll()
        self.setNeedsLayout()
    }
    
}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The UICollectionViewController subclass for picking a thread color by displaying a grid of adjacent colored circles with the Lift pointer effect.
*/

import UIKit

protocol ThreadPickerViewControllerDelegate: NSObjectProtocol {

    func threadPickerDidPickColor(_ threadPicker: ThreadPickerViewController, color: UIColor)
}

class ThreadPickerViewController: UICollectionViewController {

    weak var delegate: ThreadPickerViewControllerDelegate?

    let colors = [UIColor(named: "GreyThread"),
                  UIColor(named: "BrownThread"),
                  UIColor(named: "PurpleThread"),
                  UIColor(named: "BlueThread"),
                  UIColor(named: "GreenThread"),
                  UIColor(named: "YellowThread"),
                  UIColor(named: "OrangeThread"),
                  UIColor(named: "RedThread"),
                  UIColor(named: "PinkThread")]

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        return 1
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return colors.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "ColorCell", for: indexPath) as? ThreadCell
            else { preconditionFailure("Failed to load collection view cell") }
        
        cell.swatch?.backgroundColor = colors[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        if let newColor = colors[indexPath.item] {
            delegate?.threadPickerDidPickColor(self, color: newColor)
        }
    }
    
}

class ThreadCell: UICollectionViewCell, UIPointerInteractionDelegate {
    @IBOutlet weak var swatch: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        sharedInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        sharedInit()
    }

    func sharedInit() {
        let pointerInteraction = UIPointerInteraction(delegate: self)
        self.addInteraction(pointerInteraction)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        self.swatch?.layer.cornerRadius = (self.swatch?.bounds.size.height ?? 0) / 2.0
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        if let circleView = swatch {
            let parameters = UIPreviewParameters()
            let shapePath = UIBezierPath(roundedRect: circleView.bounds, cornerRadius: circleView.bounds.size.height / 2.0)
            parameters.shadowPath = shapePath
            let preview = UITargetedPreview(view: circleView, parameters: parameters)
            return UIPointerStyle(effect: .lift(preview), shape: .path(shapePath))
        } else {
            return nil
        }
    }

}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The UIView subclass containing the individual color blocks in the quilt patchwork.
*/

import UIKit

class ColorBlockView: UIView {
    let stackView = UIStackView()
    
    override init(frame: CGRect) {
        super.init(frame: frame)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.distribution = .fillEqually
        stackView.alignment = .fill

        let colors = [UIColor(named: "GreenStrip"),
                      UIColor(named: "YellowStrip"),
                      UIColor(named: "OrangeStrip"),
                      UIColor(named: "RedStrip"),
                      UIColor(named: "PurpleStrip"),
                      UIColor(named: "BlueStrip")]
        for color in colors {
            let colorView = UIView()
            colorView.backgroundColor = color
            stackView.addArrangedSubview(colorView)
        }

        self.addSubview(stackView)
        stackView.leadingAnchor .constraint(equalTo: self.leadingAnchor).isActive = true
        stackView.trailingAnchor .constraint(equalTo: self.trailingAnchor).isActive = true
        stackView.topAnchor .constraint(equalTo: self.topAnchor).isActive = true
        stackView.bottomAnchor .constraint(equalTo: self.bottomAnchor).isActive = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    var rotated: Bool {
        get {
            return (stackView.axis == .horizontal)
        }
        set(newValue) {
            if newValue {
                stackView.axis = .horizontal
            } else {
                stackView.axis = .vertical
            }
        }
    }

    override open var intrinsicContentSize: CGSize {
        return CGSize(width: 200, height: 200)
    }

}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The UIView subclass containing the collection of color blocks that makes up the "background" of the quilt.
*/

import UIKit

class PatchworkView: UIView {

    override init(frame: CGRect) {
        super.init(frame: frame)
        let horizontalStack = UIStackView()
        horizontalStack.axis = .horizontal
        var phase = false
        for _ in 1...4 {
            let verticalStack = UIStackView()
            verticalStack.axis = .vertical
            for _ in 1...3 {
                let colorBlock = ColorBlockView()
                colorBlock.rotated = phase
                phase = !phase
                verticalStack.addArrangedSubview(colorBlock)
            }
            horizontalStack.addArrangedSubview(verticalStack)
        }
        self.addSubview(horizontalStack)
        horizontalStack.translatesAutoresizingMaskIntoConstraints = false
        horizontalStack.centerXAnchor.constraint(equalTo: self.centerXAnchor).isActive = true
        horizontalStack.centerYAnchor.constraint(equalTo: self.centerYAnchor).isActive = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

}
