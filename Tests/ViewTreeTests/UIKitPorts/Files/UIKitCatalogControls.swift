//
//  UIKitCatalogControls.swift
//
//  Twenty-first probe. Apple's UIKitCatalog sample, as copied in appium/ios-uicatalog (Apple's sample licence): seven
//  files kept member for member —
//  - `UIKitCatalog/SegmentedControlViewController.swift` (commit 2bb323a5bc5893afdb09f889898c3c6bb2392d66): a disabled
//    segment, a tinted control, symbol-image segments, a custom background with state images, a divider image and
//    title attributes from a Dynamic Type font descriptor;
//  - `UIKitCatalog/UIKitCatalog/ButtonViewController.swift` (commit 477f8563d62984d3058d9f0d472e23ce05f1560e): system,
//    image, attributed-title and symbol buttons (`#imageLiteral`, `setPreferredSymbolConfiguration(_:forImageIn:)`);
//  - `UIKitCatalog/UIKitCatalog/StepperViewController.swift` (commit 25c942de218983be8104c19798c5440371b81e95): a custom
//    stepper's background, divider, increment and decrement images, and a dictionary from steppers to labels;
//  - `UIKitCatalog/UIKitCatalog/PageControlViewController.swift` (same commit): a colour per page;
//  - `UIKitCatalog/UIKitCatalog/TouchableView.swift` and `TouchSpotView.swift` (commit
//    6414099c6cd0630a247a14cb182cad7c4ab1cdc3): a spot under each finger, grown in `UIView.animate`, whose
//    `bounds` override rounds its corners;
//  - `UIKitCatalog/UIKitCatalog/UIViewController+SizeChange.swift` (commit 25c942de…): pop on a size change.
//  Porting edits only (Porting.md): the `@IBOutlet`s are made in code (the storyboard's controls: three-segment
//  controls, a stepper per row; the stepper controller's stay implicitly unwrapped, as its `!?` needs);
//  `#selector(…)` becomes a method reference and `@objc` is dropped; the two title-attribute dictionaries, which mix a
//  `UIColor` and a `UIFont`, are annotated `[NSAttributedString.Key: Any]` (on iOS both are `NSObject`s).
//  The UIKitCatalog of Xcode 13 (this copy, iOS 15) sets the segmented control's `tintColor`; Apple's later copy sets
//  `selectedSegmentTintColor`, which the port keeps beside it.
//
import UIKit

class SegmentedControlViewController: UITableViewController {
    // MARK: - Properties

    let defaultSegmentedControl = UISegmentedControl(items: ["Check", "Search", "Tools"])
    let tintedSegmentedControl = UISegmentedControl(items: ["Check", "Search", "Tools"])
    let customSegmentsSegmentedControl = UISegmentedControl(items: ["", "", ""])
    let customBackgroundSegmentedControl = UISegmentedControl(items: ["Check", "Search", "Tools"])

    // MARK: - View Life Cycle

    override func viewDidLoad() {
        super.viewDidLoad()

        configureDefaultSegmentedControl()
        configureTintedSegmentedControl()
        configureCustomSegmentsSegmentedControl()
        configureCustomBackgroundSegmentedControl()
    }

    // MARK: - Configuration

    func configureDefaultSegmentedControl() {
        // As a demonstration, disable the first segment.
        defaultSegmentedControl.setEnabled(false, forSegmentAt: 0)

        defaultSegmentedControl.addTarget(self, action: SegmentedControlViewController.selectedSegmentDidChange(_:), for: .valueChanged)
    }

    func configureTintedSegmentedControl() {
        // Use a dynamic tinted color (separate one for Light Appearance and separate one for Dark Appearance).
        tintedSegmentedControl.tintColor = UIColor(named: "tinted_segmented_control")!
        tintedSegmentedControl.selectedSegmentTintColor = UIColor(named: "tinted_segmented_control")!

        tintedSegmentedControl.selectedSegmentIndex = 1

        tintedSegmentedControl.addTarget(self, action: SegmentedControlViewController.selectedSegmentDidChange(_:), for: .valueChanged)
    }

    func configureCustomSegmentsSegmentedControl() {
        let airplaneImage = UIImage(systemName: "airplane")
        airplaneImage?.accessibilityLabel = NSLocalizedString("Airplane", comment: "")
        customSegmentsSegmentedControl.setImage(airplaneImage, forSegmentAt: 0)

        let giftImage = UIImage(systemName: "gift")
        giftImage?.accessibilityLabel = NSLocalizedString("Gift", comment: "")
        customSegmentsSegmentedControl.setImage(giftImage, forSegmentAt: 1)

        let burstImage = UIImage(systemName: "burst")
        burstImage?.accessibilityLabel = NSLocalizedString("Burst", comment: "")
        customSegmentsSegmentedControl.setImage(burstImage, forSegmentAt: 2)

        customSegmentsSegmentedControl.selectedSegmentIndex = 0

        customSegmentsSegmentedControl.addTarget(self,
                                                 action: SegmentedControlViewController.selectedSegmentDidChange(_:),
                                                 for: .valueChanged)
    }

    func configureCustomBackgroundSegmentedControl() {
        customBackgroundSegmentedControl.selectedSegmentIndex = 2

        // Set the background images for each control state.
        let normalSegmentBackgroundImage = UIImage(named: "stepper_and_segment_background")
        customBackgroundSegmentedControl.setBackgroundImage(normalSegmentBackgroundImage, for: .normal, barMetrics: .default)

        let disabledSegmentBackgroundImage = UIImage(named: "stepper_and_segment_background_disabled")
        customBackgroundSegmentedControl.setBackgroundImage(disabledSegmentBackgroundImage, for: .disabled, barMetrics: .default)

        let highlightedSegmentBackgroundImage = UIImage(named: "stepper_and_segment_background_highlighted")
        customBackgroundSegmentedControl.setBackgroundImage(highlightedSegmentBackgroundImage, for: .highlighted, barMetrics: .default)

        // Set the divider image.
        let segmentDividerImage = UIImage(named: "stepper_and_segment_divider")
        customBackgroundSegmentedControl.setDividerImage(segmentDividerImage,
                                                         forLeftSegmentState: .normal,
                                                         rightSegmentState: .normal,
                                                         barMetrics: .default)

        // Create a font to use for the attributed title, for both normal and highlighted states.
        let captionFontDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .caption1)
        let font = UIFont(descriptor: captionFontDescriptor, size: 0)

        let normalTextAttributes: [NSAttributedString.Key: Any] = [
            NSAttributedString.Key.foregroundColor: UIColor.systemPurple,
            NSAttributedString.Key.font: font
        ]
        customBackgroundSegmentedControl.setTitleTextAttributes(normalTextAttributes, for: .normal)

        let highlightedTextAttributes: [NSAttributedString.Key: Any] = [
            NSAttributedString.Key.foregroundColor: UIColor.systemGreen,
            NSAttributedString.Key.font: font
        ]
        customBackgroundSegmentedControl.setTitleTextAttributes(highlightedTextAttributes, for: .highlighted)

        customBackgroundSegmentedControl.addTarget(self,
                                                   action: SegmentedControlViewController.selectedSegmentDidChange(_:),
                                                   for: .valueChanged)
    }

    // MARK: - Actions

    var changes: [String] = []

    func selectedSegmentDidChange(_ segmentedControl: UISegmentedControl) {
        print("The selected segment changed for: \(segmentedControl).")
        changes.append("\(segmentedControl.selectedSegmentIndex)")
    }
}

class ButtonViewController: UITableViewController {
    // MARK: - Properties

    let systemTextButton = UIButton(type: .system)
    let systemContactAddButton = UIButton(type: .contactAdd)
    let systemDetailDisclosureButton = UIButton(type: .detailDisclosure)
    let imageButton = UIButton(type: .system)
    let attributedTextButton = UIButton(type: .system)
    let symbolButton = UIButton(type: .system)
    let symbolTextButton = UIButton(type: .system)

    // MARK: - View Life Cycle

    override func viewDidLoad() {
        super.viewDidLoad()

        // All of the buttons are created in the storyboard, but configured below.
        configureSystemTextButton()
        configureSystemContactAddButton()
        configureSystemDetailDisclosureButton()
        configureImageButton()
        configureAttributedTextSystemButton()
        configureSymbolButton()
        configureSymbolTextButton()
    }

    // MARK: - Configuration

    func configureSystemTextButton() {
        let buttonTitle = NSLocalizedString("Button", comment: "")

        systemTextButton.setTitle(buttonTitle, for: .normal)

        systemTextButton.addTarget(self, action: ButtonViewController.buttonClicked(_:), for: .touchUpInside)
    }

    func configureSystemContactAddButton() {
        systemContactAddButton.backgroundColor = UIColor.clear

        systemContactAddButton.addTarget(self, action: ButtonViewController.buttonClicked(_:), for: .touchUpInside)
    }

    func configureSystemDetailDisclosureButton() {
        systemDetailDisclosureButton.backgroundColor = UIColor.clear

        systemDetailDisclosureButton.addTarget(self, action: ButtonViewController.buttonClicked(_:), for: .touchUpInside)
    }

    func configureImageButton() {
        // To create this button in code you can use `UIButton.init(type: .system)`.

        // Remove the title text.
        imageButton.setTitle("", for: .normal)

        imageButton.tintColor = UIColor.systemPurple

        let imageButtonNormalImage = #imageLiteral(resourceName: "x_icon")
        imageButton.setImage(imageButtonNormalImage, for: .normal)

        // Add an accessibility label to the image.
        imageButton.accessibilityLabel = NSLocalizedString("X Button", comment: "")

        imageButton.addTarget(self, action: ButtonViewController.buttonClicked(_:), for: .touchUpInside)
    }

    func configureAttributedTextSystemButton() {
        let buttonTitle = NSLocalizedString("Button", comment: "")

        // Set the button's title for normal state.
        let normalTitleAttributes: [NSAttributedString.Key: Any] = [
            NSAttributedString.Key.foregroundColor: UIColor.systemBlue,
            NSAttributedString.Key.strikethroughStyle: NSUnderlineStyle.single.rawValue
        ]

        let normalAttributedTitle = NSAttributedString(string: buttonTitle, attributes: normalTitleAttributes)
        attributedTextButton.setAttributedTitle(normalAttributedTitle, for: .normal)

        // Set the button's title for highlighted state.
        let highlightedTitleAttributes: [NSAttributedString.Key: Any] = [
            NSAttributedString.Key.foregroundColor: UIColor.systemGreen,
            NSAttributedString.Key.strikethroughStyle: NSUnderlineStyle.thick.rawValue
        ]
        let highlightedAttributedTitle = NSAttributedString(string: buttonTitle, attributes: highlightedTitleAttributes)
        attributedTextButton.setAttributedTitle(highlightedAttributedTitle, for: .highlighted)

        attributedTextButton.addTarget(self, action: ButtonViewController.buttonClicked(_:), for: .touchUpInside)
    }

    func configureSymbolButton() {
        let buttonImage = UIImage(systemName: "person")
        symbolButton.setImage(buttonImage, for: .normal)

        // Add an accessibility label to the image.
        symbolButton.accessibilityLabel = NSLocalizedString("Person", comment: "")

        symbolButton.addTarget(self,
                               action: ButtonViewController.buttonClicked(_:),
                               for: .touchUpInside)
    }

    func configureSymbolTextButton() {
        let buttonImage = UIImage(systemName: "person")
        symbolTextButton.setImage(buttonImage, for: .normal)

        symbolTextButton.addTarget(self,
                                   action: ButtonViewController.buttonClicked(_:),
                                   for: .touchUpInside)

        symbolTextButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
        let config = UIImage.SymbolConfiguration(textStyle: .body, scale: .small)
        symbolTextButton.setPreferredSymbolConfiguration(config, forImageIn: .normal)
    }

    // MARK: - Actions

    var clicked: [UIButton] = []

    func buttonClicked(_ sender: UIButton) {
        print("A button was clicked: \(sender).")
        clicked.append(sender)
    }
}

class StepperViewController: UITableViewController {
    // MARK: - Properties

    var defaultStepper: UIStepper! = UIStepper()

    var tintedStepper: UIStepper! = UIStepper()

    var customStepper: UIStepper! = UIStepper()

    var defaultStepperLabel: UILabel! = UILabel()

    var tintedStepperLabel: UILabel! = UILabel()

    var customStepperLabel: UILabel! = UILabel()

    // MARK: - View Life Cycle

    override func viewDidLoad() {
        super.viewDidLoad()

        configureDefaultStepper()
        configureTintedStepper()
        configureCustomStepper()
    }

    // MARK: - Configuration

    func configureDefaultStepper() {
        defaultStepper.value = 0
        defaultStepper.minimumValue = 0
        defaultStepper.maximumValue = 10
        defaultStepper.stepValue = 1

        defaultStepperLabel.text = "\(Int(defaultStepper.value))"
        defaultStepper.addTarget(self, action: StepperViewController.stepperValueDidChange(_:), for: .valueChanged)
    }

    func configureTintedStepper() {
        tintedStepper.tintColor = UIColor(named: "tinted_stepper_control")!

        tintedStepperLabel.text = "\(Int(tintedStepper.value))"
        tintedStepper.addTarget(self, action: StepperViewController.stepperValueDidChange(_:), for: .valueChanged)
    }

    func configureCustomStepper() {
        // Set the background image.
        let stepperBackgroundImage = UIImage(named: "stepper_and_segment_background")
        customStepper.setBackgroundImage(stepperBackgroundImage, for: .normal)

        let stepperHighlightedBackgroundImage = UIImage(named: "stepper_and_segment_background_highlighted")
        customStepper.setBackgroundImage(stepperHighlightedBackgroundImage, for: .highlighted)

        let stepperDisabledBackgroundImage = UIImage(named: "stepper_and_segment_background_disabled")
        customStepper.setBackgroundImage(stepperDisabledBackgroundImage, for: .disabled)

        // Set the image which will be painted in between the two stepper segments. It depends on the states of both segments.
        let stepperSegmentDividerImage = UIImage(named: "stepper_and_segment_divider")
        customStepper.setDividerImage(stepperSegmentDividerImage, forLeftSegmentState: .normal, rightSegmentState: .normal)

        // Set the image for the + button.
        let stepperIncrementImage = UIImage(named: "stepper_increment")
        customStepper.setIncrementImage(stepperIncrementImage, for: .normal)

        // Set the image for the - button.
        let stepperDecrementImage = UIImage(named: "stepper_decrement")
        customStepper.setDecrementImage(stepperDecrementImage, for: .normal)

        customStepperLabel.text = "\(Int(customStepper.value))"
        customStepper.addTarget(self, action: StepperViewController.stepperValueDidChange(_:), for: .valueChanged)
    }

    // MARK: - Actions

    func stepperValueDidChange(_ stepper: UIStepper) {
        print("A stepper changed its value: \(stepper).")

        // A mapping from a stepper to its associated label.
        let stepperMapping = [
            defaultStepper: defaultStepperLabel,
            tintedStepper: tintedStepperLabel,
            customStepper: customStepperLabel
        ]

        stepperMapping[stepper]!?.text = "\(Int(stepper.value))"
    }
}

class PageControlViewController: UIViewController {
    // MARK: - Properties

    let pageControl = UIPageControl()

    let colorView = UIView()

    // Colors that correspond to the selected page. Used as the background color for `colorView`.
    let colors = [
        UIColor.black,
        UIColor.systemGray,
        UIColor.systemRed,
        UIColor.systemGreen,
        UIColor.systemBlue,
        UIColor.systemPink,
        UIColor.systemYellow,
        UIColor.systemIndigo,
        UIColor.systemOrange,
        UIColor.systemPurple
    ]

    // MARK: - View Life Cycle

    override func viewDidLoad() {
        super.viewDidLoad()

        configurePageControl()
        pageControlValueDidChange()
    }

    // MARK: - Configuration

    func configurePageControl() {
        // The total number of available pages is based on the number of available colors.
        pageControl.numberOfPages = colors.count
        pageControl.currentPage = 2

        pageControl.pageIndicatorTintColor = UIColor.systemGreen
        pageControl.currentPageIndicatorTintColor = UIColor.systemPurple

        pageControl.addTarget(self, action: PageControlViewController.pageControlValueDidChange, for: .valueChanged)
    }

    // MARK: - Actions

    func pageControlValueDidChange() {
        // Note: gesture swiping between pages is provided by `UIPageViewController` and not `UIPageControl`.
        print("The page control changed its current page to \(pageControl.currentPage).")

        colorView.backgroundColor = colors[pageControl.currentPage]
    }
}

protocol TouchableViewDelegate: AnyObject {
    func shouldHandleTouchesNumber(_ touchesCount: Int)
    func shouldHandleTapsNumber(_ numberOfTaps: Int)
}

class TouchableView: UIView {
    var touchViews = [UITouch:TouchSpotView]()
    var numberOfTaps:Int=0
    var delegate: TouchableViewDelegate?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isMultipleTouchEnabled = true
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        isMultipleTouchEnabled = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.numberOfTaps=self.numberOfTaps+1
        delegate?.shouldHandleTouchesNumber(touches.count)
        for touch in touches {
            createViewForTouch(touch: touch)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            let view = viewForTouch(touch: touch)
            // Move the view to the new location.
            let newLocation = touch.location(in: self)
            view?.center = newLocation
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            removeViewForTouch(touch: touch)
        }
        delegate?.shouldHandleTapsNumber(self.numberOfTaps)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            removeViewForTouch(touch: touch)
        }
    }

    func createViewForTouch( touch : UITouch ) {
        let newView = TouchSpotView()
        newView.bounds = CGRect(x: 0, y: 0, width: 1, height: 1)
        newView.center = touch.location(in: self)

        // Add the view and animate it to a new size.
        addSubview(newView)
        UIView.animate(withDuration: 0.2) {
            newView.bounds.size = CGSize(width: 100, height: 100)
        }

        // Save the views internally
        touchViews[touch] = newView
    }

    func viewForTouch (touch : UITouch) -> TouchSpotView? {
        return touchViews[touch]
    }

    func removeViewForTouch (touch : UITouch ) {
        if let view = touchViews[touch] {
            view.removeFromSuperview()
            touchViews.removeValue(forKey: touch)
        }
    }

}

class TouchSpotView : UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.lightGray
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // Update the corner radius when the bounds change.
    override var bounds: CGRect {
        get { return super.bounds }
        set(newBounds) {
            super.bounds = newBounds
            layer.cornerRadius = newBounds.size.width / 2.0
        }
    }
}

extension UIViewController {
    func popDueToSizeChange() {
        /** This view controller was pushed in a table view while in the split view controller's
            master table, upon rotation to expand, we want to pop this view controller (to avoid
            master and detail being the same view controller).
        */
        if navigationController != nil {
            navigationController?.popViewController(animated: true)
        }
    }
}
