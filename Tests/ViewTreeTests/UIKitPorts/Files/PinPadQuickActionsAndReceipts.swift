// A PIN pad that takes the keyboard without a text field, an app delegate that offers Home Screen quick actions and
// answers them, and a receipt screen that prints a PDF as public UIKit code builds them (iOS 9–17). Written for this
// corpus in the style of such files, not copied from one.
import UIKit

protocol PinPadViewDelegate: AnyObject {
    func pinPad(_ pinPad: PinPadView, didEnter pin: String)
}

final class PinPadView: UIView, UIKeyInput {
    weak var delegate: PinPadViewDelegate?
    private(set) var digits = ""
    private let dots = UIStackView()

    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !digits.isEmpty }

    override init(frame: CGRect) {
        super.init(frame: frame)
        dots.axis = .horizontal
        dots.distribution = .fillEqually
        dots.spacing = 12
        for _ in 0..<4 {
            let dot = UIView()
            dot.layer.cornerRadius = 8
            dot.layer.borderWidth = 1
            dots.addArrangedSubview(dot)
        }
        addSubview(dots)
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        dots.frame = bounds.insetBy(dx: 16, dy: 8)
    }

    func insertText(_ text: String) {
        if text == "\n" {
            resignFirstResponder()
            return
        }
        guard digits.count < 4, text.allSatisfy(\.isNumber) else { return }
        digits += text
        updateDots()
        if digits.count == 4 {
            delegate?.pinPad(self, didEnter: digits)
        }
    }

    func deleteBackward() {
        guard !digits.isEmpty else { return }
        digits.removeLast()
        updateDots()
    }

    private func updateDots() {
        for (index, dot) in dots.arrangedSubviews.enumerated() {
            dot.backgroundColor = index < digits.count ? .label : .clear
        }
    }
}

final class QuickActionsAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private(set) var lastAction: String?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.shortcutItems = [
            UIApplicationShortcutItem(type: "com.example.pin.unlock", localizedTitle: "Unlock",
                                      localizedSubtitle: "Enter your PIN", icon: UIApplicationShortcutIcon(type: .prohibit)),
            UIApplicationShortcutItem(type: "com.example.pin.receipts", localizedTitle: "Receipts",
                                      localizedSubtitle: nil, icon: UIApplicationShortcutIcon(systemImageName: "doc.text"),
                                      userInfo: ["tab": "receipts" as NSString]),
        ]
        if let item = launchOptions?[.shortcutItem] as? UIApplicationShortcutItem {
            lastAction = item.type
            return false
        }
        return true
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void) {
        lastAction = shortcutItem.type
        completionHandler(shortcutItem.type.hasPrefix("com.example.pin."))
    }

    func renameReceiptsAction(to title: String) {
        var items = UIApplication.shared.shortcutItems ?? []
        guard let index = items.firstIndex(where: { $0.type == "com.example.pin.receipts" }),
              let mutable = items[index].mutableCopy() as? UIMutableApplicationShortcutItem else { return }
        mutable.localizedTitle = title
        items[index] = mutable
        UIApplication.shared.shortcutItems = items
    }
}

final class ReceiptViewController: UIViewController, UIPrintInteractionControllerDelegate {
    var receiptPDF: Data?
    private let printButton = UIButton(type: .system)
    private(set) var printed = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        printButton.setTitle("Print", for: .normal)
        printButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        view.addSubview(printButton)
        printButton.removeTarget(nil, action: nil, for: .allEvents)
        printButton.addAction(UIAction { [weak self] _ in self?.printReceipt() }, for: .touchUpInside)
    }

    func printReceipt() {
        guard let receiptPDF, UIPrintInteractionController.canPrint(receiptPDF) else { return }
        let printInfo = UIPrintInfo(dictionary: nil)
        printInfo.jobName = "Receipt"
        printInfo.outputType = .grayscale
        printInfo.orientation = .portrait

        let controller = UIPrintInteractionController.shared
        controller.delegate = self
        controller.printInfo = printInfo
        controller.showsNumberOfCopies = false
        controller.printingItem = receiptPDF
        controller.present(animated: true) { [weak self] _, completed, error in
            if let error {
                print("Printing failed: \(error.localizedDescription)")
            }
            self?.printed = completed
        }
    }

    func printInteractionControllerDidFinishJob(_ printInteractionController: UIPrintInteractionController) {
        printButton.isEnabled = false
    }
}
