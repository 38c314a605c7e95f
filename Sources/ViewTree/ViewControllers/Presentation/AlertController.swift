import Foundation

/// An alert or action sheet: ViewTree's `UIAlertController`, presented with `present(_:animated:completion:)`.
///
/// Its view is a 270-pt-wide box centred over a dimmed screen, with a label for the title and the message and
/// one `AlertActionView` per action. A test taps an action with `tapAction(_:)` (or by tapping its view with
/// the touch helpers): the alert is dismissed, then the action's handler runs, as in UIKit.
open class AlertController: ViewController {
    /// `UIAlertController.Style`.
    public enum Style: Int, Sendable { case actionSheet, alert }

    /// The width of an alert: 270 pt (UIKit dumps of `_UIAlertControllerView`; Apple HIG alert figures).
    public static let width: CGFloat = 270
    /// How long an alert takes to fade in or out (ours: no public measurement found; UIKit's alert
    /// animation is a short spring of about 0.4 s).
    public static let transitionDuration: TimeInterval = 0.4
    /// The alpha of the black dimming behind an alert (ours; UIKit's `UIDimmingView` for alerts is ~0.4 black).
    public static let dimmingAlpha: CGFloat = 0.4
    /// The height of an action button: 44 pt (HIG minimum hit target; UIKit's alert buttons are 44 pt).
    public static let actionHeight: CGFloat = 44
    /// The height the title and message take (ours: one line each plus padding, no text wrapping is simulated).
    static let headerHeight: CGFloat = 80
    /// The height of one text field's row below the message (ours: no public dump of an alert's text field was
    /// found; a 24-pt field with 8 pt above, UIKit's look on iOS 13+).
    public static let textFieldRowHeight: CGFloat = 32
    /// The inset of a text field from the alert's sides (ours, as the title's 16 pt).
    static let textFieldInset: CGFloat = 16

    /// The alert's message.
    public var message: String?
    /// The title styled with attributes, set through the private `attributedTitle` key (`setValue(_:forKey:)`), as
    /// apps colour an alert's title; kept (ViewTree draws the plain `title`).
    var attributedTitle: NSAttributedString?
    /// The message styled with attributes (the private `attributedMessage` key); kept.
    var attributedMessage: NSAttributedString?
    /// A controller whose view the alert shows above its actions (the private `contentViewController` key, used
    /// to put a picker or a map in an alert); kept, not shown.
    var contentViewController: ViewController?
    /// Alert or action sheet.
    public let preferredStyle: Style
    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// The action shown bold (and run by Return).
    public var preferredAction: AlertAction?
    /// `severity` (iOS 16): how serious the alert is; `.critical` badges it on a Mac. Default `.default`. Kept.
    public var severity: Severity = .default

    /// `UIAlertControllerSeverity` (iOS 16), with UIKit's raw values.
    public enum Severity: Int, Sendable, Hashable {
        /// `.default`.
        case `default` = 0
        /// `.critical`: an alert about something that may lose data or harm the user.
        case critical = 1
    }
    /// The text fields added with `addTextField(configurationHandler:)`, in order.
    private var storedTextFields: [TextField] = []

    /// `textFields`: the alert's text fields in the order added, `nil` when it has none (as UIKit returns).
    public var textFields: [TextField]? { storedTextFields.isEmpty ? nil : storedTextFields }

    /// `init(title:message:preferredStyle:)`.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .alert
    }

    /// `init(nibName:bundle:)` (and so `init()`): no title or message, `.actionSheet` (raw value 0, the style UIKit's
    /// plain initializer leaves); usable as any alert controller (Xamarin's device-run
    /// `UIAlertControllerTest.InitWithNibNameTest`: actions can be added).
    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(title: nil, message: nil, preferredStyle: .actionSheet)
    }

    /// `initWithCoder:` (required by `ViewController`): an alert with no title or message.
    public required init?(coder: NSCoder) {
        message = nil
        preferredStyle = .alert
        super.init(coder: coder)
        modalPresentationStyle = .alert
    }

    /// Adds an action (a button).
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        if isViewLoaded { rebuildActionViews() }
    }

    /// `addTextField(configurationHandler:)`: adds a text field below the message and hands it to the handler to
    /// configure (placeholder, `isSecureTextEntry`, …) before it is shown. Only an alert has text fields: on an
    /// action sheet UIKit raises "Text fields can only be added to an alert controller of style
    /// UIAlertControllerStyleAlert"; ViewTree reports that as a `.viewController` diagnostic and adds none.
    public func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            report(.viewController, "addTextField: Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert; no field added")
            return
        }
        let field = TextField(frame: .zero)
        field.borderStyle = .roundedRect
        storedTextFields.append(field)
        configurationHandler?(field)
        if isViewLoaded { rebuildActionViews() }
    }

    /// Adds a text field made elsewhere (an alert view's, for its `alertViewStyle`), as `addTextField` adds its own.
    func appendTextField(_ field: TextField) {
        storedTextFields.append(field)
        if isViewLoaded { rebuildActionViews() }
    }

    /// Simulates a tap on an action's button: the alert is dismissed (animated), then the handler runs.
    /// A disabled action or one not in this alert does nothing.
    public func tapAction(_ action: AlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// The action with this title, if any (handy in tests).
    public func action(titled title: String) -> AlertAction? { actions.first { $0.title == title } }

    /// Where the actions start: below the header and the text fields.
    var actionsTop: CGFloat {
        AlertController.headerHeight + CGFloat(storedTextFields.count) * AlertController.textFieldRowHeight
    }

    /// The alert's size: the header, the text fields, then one row per action (UIKit lays two actions side by side; so do we).
    var alertSize: CGSize {
        let rows = actions.count == 2 ? 1 : actions.count
        return CGSize(width: AlertController.width, height: actionsTop + CGFloat(rows) * AlertController.actionHeight)
    }

    open override func loadView() {
        let box = View(frame: CGRect(origin: .zero, size: alertSize))
        box.backgroundColor = Color(white: 1, alpha: 1)
        view = box
        let titleLabel = Label(frame: CGRect(x: 16, y: 20, width: AlertController.width - 32, height: 20))
        titleLabel.text = title
        box.addSubview(titleLabel)
        let messageLabel = Label(frame: CGRect(x: 16, y: 44, width: AlertController.width - 32, height: 20))
        messageLabel.text = message
        box.addSubview(messageLabel)
        rebuildActionViews()
    }

    func rebuildActionViews() {
        guard let box = storedView else { return }
        for v in box.subviews where v is AlertActionView { v.removeFromSuperview() }
        box.frame.size = alertSize
        for (index, field) in storedTextFields.enumerated() {
            let rowTop = AlertController.headerHeight + CGFloat(index) * AlertController.textFieldRowHeight
            field.frame = CGRect(x: AlertController.textFieldInset, y: rowTop + 8,
                                 width: AlertController.width - 2 * AlertController.textFieldInset,
                                 height: AlertController.textFieldRowHeight - 8)
            if field.superview !== box { box.addSubview(field) }
        }
        let sideBySide = actions.count == 2
        for (index, action) in actions.enumerated() {
            let width = sideBySide ? AlertController.width / 2 : AlertController.width
            let x = sideBySide ? CGFloat(index) * width : 0
            let y = actionsTop + (sideBySide ? 0 : CGFloat(index) * AlertController.actionHeight)
            let v = AlertActionView(action: action, alert: self,
                                    frame: CGRect(x: x, y: y, width: width, height: AlertController.actionHeight))
            box.addSubview(v)
        }
    }

    override var libraryClassName: String { "AlertController" }
}

/// The button of one alert action (UIKit's `_UIAlertControllerActionView`); its label shows the title.
public final class AlertActionView: View {
    /// The action (weak: the alert owns it).
    public private(set) weak var action: AlertAction?
    weak var alert: AlertController?

    init(action: AlertAction, alert: AlertController, frame: CGRect) {
        self.action = action
        self.alert = alert
        super.init(frame: frame)
        let label = Label(frame: bounds)
        label.text = action.title
        // The key-value-coded look (AlertAction+KeyValueCoding.swift): the alignment, the colour, the leading image.
        label.textAlignment = TextAlignment(rawValue: action.titleTextAlignment) ?? .left
        if let colour = action.titleTextColor { label.textColor = colour }
        addSubview(label)
        if let image = action.image {
            let imageView = ImageView(image: image)
            let size = image.size
            imageView.frame = CGRect(x: AlertAction.imageLeadingInset, y: ((frame.height - size.height) / 2).rounded(),
                                     width: size.width, height: size.height)
            if let tint = action.imageTintColor { imageView.tintColor = tint }
            addSubview(imageView)
        }
    }

    /// Never decoded: a private part of an alert.
    required init?(coder: NSCoder) { nil }

    /// What a tap on the button does: `alert.tapAction(action)`.
    public func performTap() {
        guard let action, let alert else { return }
        alert.tapAction(action)
    }

    override var libraryClassName: String { "AlertActionView" }
}
