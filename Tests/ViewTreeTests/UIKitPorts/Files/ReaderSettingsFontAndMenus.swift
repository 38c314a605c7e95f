// A reader app's settings screen as public UIKit code builds one: a font button that presents the system font
// picker, a "More" button whose menu is filled in when it opens (`UIDeferredMenuElement`), and a preview card whose
// highlight follows the iPad pointer (`UIHoverGestureRecognizer`). Written for this corpus in the style of such
// files, not copied from one.
import UIKit

final class PreviewCardView: UIView {
    private let highlight = CAGradientLayer()
    private(set) var hoverPoint: CGPoint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 12
        highlight.colors = [UIColor.white.cgColor, UIColor.systemBlue.cgColor]
        highlight.accessibilityHint = "highlight"
        layer.insertSublayer(highlight, at: 0)
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: PreviewCardView.hovered))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        highlight.frame = bounds
    }

    func hovered(_ recognizer: UIHoverGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            let location = recognizer.location(in: self)
            hoverPoint = CGPoint(x: location.x / max(bounds.width, 1), y: location.y / max(bounds.height, 1))
        default:
            hoverPoint = nil
        }
    }
}

final class ReaderSettingsViewController: UIViewController, UIFontPickerViewControllerDelegate {
    let fontButton = UIButton(type: .system)
    let moreButton = UIButton(type: .system)
    let preview = PreviewCardView(frame: CGRect(x: 20, y: 200, width: 280, height: 160))
    private(set) var fontName = "System"
    private(set) var recentFiles = ["Notes.txt"]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        fontButton.setTitle("Font", for: .normal)
        fontButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        fontButton.addAction(UIAction { [weak self] _ in self?.pickFont() }, for: .touchUpInside)
        moreButton.setTitle("More", for: .normal)
        moreButton.frame = CGRect(x: 180, y: 100, width: 120, height: 44)
        moreButton.showsMenuAsPrimaryAction = true
        moreButton.menu = UIMenu(children: [
            UIDeferredMenuElement.uncached { [weak self] completion in
                let files = self?.recentFiles ?? []
                completion(files.map { name in UIAction(title: name) { _ in } })
            },
            UIAction(title: "Clear", attributes: .destructive) { [weak self] _ in self?.recentFiles.removeAll() }
        ])
        view.addSubview(fontButton)
        view.addSubview(moreButton)
        view.addSubview(preview)
    }

    func pickFont() {
        let configuration = UIFontPickerViewController.Configuration()
        configuration.includeFaces = false
        let picker = UIFontPickerViewController(configuration: configuration)
        picker.delegate = self
        present(picker, animated: true)
    }

    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        viewController.dismiss(animated: true)
        guard let descriptor = viewController.selectedFontDescriptor else { return }
        fontName = UIFont(descriptor: descriptor, size: 17).fontName
    }

    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {
        fontName = "System"
    }
}
