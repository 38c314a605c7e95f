//
//  TooltipInteractions.swift
//
//  Twenty-third probe. Six public files about tooltips (iOS 15's `UIToolTipInteraction`), kept member for member:
//  - Apple's "Showing help tags for views and controls using tooltip interactions" sample, as copied in
//    mihaelamj/cupertino-sample-code under `uikit-showing-help-tags-for-views-and-controls-using-tooltip-interactions/
//    TooltipSample/` (commit 37fd4fb24f1e9363bb80c988885630cf05344070; "See the LICENSE.txt file for this sample's
//    licensing information"): `ViewController.swift` (`UIToolTipInteraction(defaultToolTip:)`, `UIButton.toolTip`,
//    `toolTipInteraction?.delegate`, `UIButton.Configuration.filled()` with `subtitle`, `titleAlignment`,
//    `imagePlacement`, `imagePadding`, `preferredBehavioralStyle`, `UIButton(configuration:primaryAction:)`),
//    `ViewWithBackgroundColorTooltip.swift` (`UIColor.accessibilityName`), `ViewWithTooltipRegion.swift`
//    (`UIToolTipConfiguration(toolTip:in:)`) and `TextViewWithTooltip.swift` (`selectedTextRange`, `firstRect(for:)`,
//    `selectionRects(for:)`, `text(in:)`);
//  - simonbs/AppleFeedback `FB12715265/TooltipPlayground/TooltipPlayground/Source/UIKitView.swift` (commit
//    756ffb2cdc40ab0b82775bdcc0dfa66d34cfbdb5) and `…/Source/CustomControl.swift` (same commit): a button, a label and
//    a `UIControl` subclass with tooltips in a stack view (the feedback report FB12715265: on the Mac only the control
//    showed its tooltip).
//  Porting edits only (Porting.md): the sample's two `@IBOutlet`s (a storyboard's stack view and text view) are made
//  in code.
//
import UIKit

class ViewController: UIViewController {
    
    var containerStackView: UIStackView! = UIStackView()
    var textView: TextViewWithTooltip! = TextViewWithTooltip()
    
    /// - Tag: labelWithTooltip
    lazy var labelWithTooltip: UILabel = {
        let label = UILabel()
        label.text = "Hover the pointer over this label to see its tooltip."
        label.numberOfLines = 0
        
        let tooltipInteraction = UIToolTipInteraction(defaultToolTip: "The label's tooltip.")
        label.addInteraction(tooltipInteraction)
        
        return label
    }()
    
    /// - Tag: buttonWithTooltip
    lazy var buttonWithTooltip: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        configuration.subtitle = "Only $9.99"
        configuration.titleAlignment = .center
        
        let action = UIAction { _ in print("Thank you for your purchase.") }

        let button = UIButton(configuration: configuration, primaryAction: action)
        button.toolTip = "Click to buy this item. You'll have a chance to change your mind before confirming your purchase."
        button.preferredBehavioralStyle = .pad
        
        return button
    }()
    
    var cartItemCount = 0
    
    /// - Tag: shoppingCartButtonWithTooltip
    lazy var shoppingCartButtonWithTooltip: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Add to Cart"
        configuration.image = UIImage(systemName: "cart.circle")
        configuration.imagePlacement = NSDirectionalRectEdge.leading
        configuration.imagePadding = 4
        
        let action = UIAction { [unowned self] _ in self.cartItemCount += 1 }
        
        let button = UIButton(configuration: configuration, primaryAction: action)
        button.toolTip = "Click to add the item to your cart. Your cart is empty."
        button.toolTipInteraction?.delegate = self
        
        return button
    }()
    
    /// - Tag: viewWithDefaultTooltip
    lazy var viewWithDefaultTooltip: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.systemGreen
        view.addText("Hover the pointer over this view to see its default tooltip.")

        let tooltipInteraction = UIToolTipInteraction(defaultToolTip: "The default tooltip for the view.")
        view.addInteraction(tooltipInteraction)

        return view
    }()
    
    /// - Tag: viewWithBackgroundColorTooltip
    lazy var viewWithBackgroundColorTooltip: UIView = {
        let view = ViewWithBackgroundColorTooltip()
        view.backgroundColor = UIColor.systemYellow
        view.addText("Hover the pointer over this view to see the name of the view's background color.")

        let tooltipInteraction = UIToolTipInteraction()
        tooltipInteraction.delegate = view
        view.addInteraction(tooltipInteraction)
        
        return view
    }()
    
    lazy var viewWithTooltipRegion: UIView = {
        let view = ViewWithTooltipRegion()
        view.backgroundColor = UIColor.systemTeal
        view.addText("Hover the pointer over this view's top or bottom regions to see a tooltip.")
        
        let tooltipInteraction = UIToolTipInteraction()
        tooltipInteraction.delegate = view
        view.addInteraction(tooltipInteraction)
        
        return view
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        
        containerStackView.addArrangedSubview(viewWithDefaultTooltip)
        containerStackView.addArrangedSubview(labelWithTooltip)
        containerStackView.addArrangedSubview(buttonWithTooltip)
        containerStackView.addArrangedSubview(viewWithBackgroundColorTooltip)
        containerStackView.addArrangedSubview(shoppingCartButtonWithTooltip)
        containerStackView.addArrangedSubview(viewWithTooltipRegion)
        
        let tooltipInteraction = UIToolTipInteraction()
        tooltipInteraction.delegate = textView
        textView.addInteraction(tooltipInteraction)
    }
    
}

extension ViewController: UIToolTipInteractionDelegate {
    
    /// - Tag: shoppingCartButtonWithTooltipDelegate
    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration? {
        
        let text: String
        switch cartItemCount {
        case 0:
            text = "Click to add the item to your cart. Your cart is empty."
        case 1:
            text = "Click to add the item to your cart. Your cart contains \(cartItemCount) item."
        default:
            text = "Click to add the item to your cart. Your cart contains \(cartItemCount) items."
        }
        
        return UIToolTipConfiguration(toolTip: text)
    }
    
}

extension UIView {
    
    func addText(_ text: String) {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.text = text
        addSubview(label)

        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10)
        ])
    }
}

/// - Tag: ViewWithBackgroundColorTooltip
class ViewWithBackgroundColorTooltip: UIView, UIToolTipInteractionDelegate {
    
    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration? {

        let configuration: UIToolTipConfiguration?
        if let accessibilityName = backgroundColor?.accessibilityName {
            configuration = UIToolTipConfiguration(toolTip: "The color is \(accessibilityName).")
        } else {
            configuration = nil
        }
        
        return configuration
    }

}

/// - Tag: ViewWithTooltipRegion
class ViewWithTooltipRegion: UIView, UIToolTipInteractionDelegate {

    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration? {
        
        var topRect = self.bounds
        var bottomRect = self.bounds
        
        let partHeight = self.bounds.size.height / 3
        topRect.size.height = partHeight
        bottomRect.size.height = partHeight
        bottomRect.origin.y = partHeight * 2
        
        // Display the tooltip if the pointer within the top or bottom rects.
        if topRect.contains(point) {
            return UIToolTipConfiguration(toolTip: "Top area of the view.", in: topRect)
        } else if bottomRect.contains(point) {
            return UIToolTipConfiguration(toolTip: "Bottom area of the view.", in: bottomRect)
        }
        
        // Pointer is in the middle of the view; don't display a tooltip.
        return nil
    }
    
}

/// - Tag: TextViewWithTooltip
class TextViewWithTooltip: UITextView, UIToolTipInteractionDelegate {
    
    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration? {
        
        guard
            let selectedTextRange = self.selectedTextRange,
            selectedTextRange.isEmpty == false
        else {
            return nil
        }

        var unionedRect = firstRect(for: selectedTextRange)
        for selectionRect in selectionRects(for: selectedTextRange) {
            unionedRect = unionedRect.union(selectionRect.rect)
        }
        
        if let selectedText = text(in: selectedTextRange) {
            return UIToolTipConfiguration(toolTip: "Selected text: \(selectedText)", in: unionedRect)
        }
        
        return nil
    }
    
}

final class MainView: UIView {
    private let toolTipButton: UIButton = {
        var configuration: UIButton.Configuration = .plain()
        configuration.title = "I'm a UIButton with a tooltip but I won't show it 🙅♂️"
        let this = UIButton(configuration: configuration)
        this.translatesAutoresizingMaskIntoConstraints = false
        this.toolTip = "This is my tooltip!"
        return this
    }()
    private let toolTipInteractionLabel: UIView = {
        let this = UILabel()
        this.text = "I'm a UILabel with a UIToolTipInteraction but I won't show it 🙅♂️"
        let tooltipInteraction = UIToolTipInteraction(defaultToolTip: "This is my tooltip!")
        this.addInteraction(tooltipInteraction)
        return this
    }()
    private let toolTipControl: UIControl = {
        let this = CustomControl()
        this.translatesAutoresizingMaskIntoConstraints = false
        this.titleLabel.text = "I'm a UIControl with a tooltip and I will show it 👍"
        this.toolTip = "This is my tooltip!"
        return this
    }()
    let stackView: UIStackView = {
        let this = UIStackView()
        this.translatesAutoresizingMaskIntoConstraints = false
        this.axis = .vertical
        return this
    }()

    init() {
        super.init(frame: .zero)
        setupView()
        setupLayout()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupView() {
        backgroundColor = .systemBackground
        stackView.spacing = 44
        stackView.addArrangedSubview(toolTipButton)
        stackView.addArrangedSubview(toolTipInteractionLabel)
        stackView.addArrangedSubview(toolTipControl)
        addSubview(stackView)
    }

    private func setupLayout() {
        NSLayoutConstraint.activate([
            stackView.centerXAnchor.constraint(equalTo: centerXAnchor),
            stackView.centerYAnchor.constraint(equalTo: centerYAnchor)
        ])
    }
}

final class CustomControl: UIControl {
    let titleLabel: UILabel = {
        let this = UILabel()
        this.translatesAutoresizingMaskIntoConstraints = false
        this.textAlignment = .center
        return this
    }()

    init() {
        super.init(frame: .zero)
        setupView()
        setupLayout()
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupView() {
        addSubview(titleLabel)
    }

    private func setupLayout() {
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor)
        ])
    }
}
