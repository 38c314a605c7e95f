import Foundation

/// `UIAlertViewDelegate` (deprecated in iOS 9, as the class). Every method is optional in UIKit; here each has a
/// default that does nothing (`alertViewShouldEnableFirstOtherButton` answers `true`).
///
/// The order, as Apple's documentation of each method gives it: `willPresent` before the alert shows, `didPresent` once
/// it has; a tap sends `alertView(_:clickedButtonAt:)`, then `alertView(_:willDismissWithButtonIndex:)` "before the
/// animation begins", then `alertView(_:didDismissWithButtonIndex:)` "after the animation ends". A dismissal in code
/// (`dismiss(withClickedButtonIndex:animated:)`) sends the last two only (UIAlertView-Blocks issue 28: "dismisses the
/// alertView, but does not call the button's action"; ReactiveCocoa PR 1461 added `rac_willDismissSignal` because
/// `rac_buttonClickedSignal` "does not fire when an UIAlertView is dismissed programmatically").
public protocol AlertViewDelegate: AnyObject {
    /// A button was tapped; the alert is dismissed after this returns.
    func alertView(_ alertView: AlertView, clickedButtonAt buttonIndex: Int)
    /// The system cancels the alert (UIKit sent it when the app was quit before iOS 4; ViewTree never does).
    func alertViewCancel(_ alertView: AlertView)
    /// The alert is about to show.
    func willPresent(_ alertView: AlertView)
    /// The alert shows.
    func didPresent(_ alertView: AlertView)
    /// The alert is about to animate away.
    func alertView(_ alertView: AlertView, willDismissWithButtonIndex buttonIndex: Int)
    /// The alert is gone.
    func alertView(_ alertView: AlertView, didDismissWithButtonIndex buttonIndex: Int)
    /// Whether the first button other than the cancel one is enabled: asked as the alert shows and whenever the text
    /// of one of its fields changes.
    func alertViewShouldEnableFirstOtherButton(_ alertView: AlertView) -> Bool
}

extension AlertViewDelegate {
    public func alertView(_ alertView: AlertView, clickedButtonAt buttonIndex: Int) {}
    public func alertViewCancel(_ alertView: AlertView) {}
    public func willPresent(_ alertView: AlertView) {}
    public func didPresent(_ alertView: AlertView) {}
    public func alertView(_ alertView: AlertView, willDismissWithButtonIndex buttonIndex: Int) {}
    public func alertView(_ alertView: AlertView, didDismissWithButtonIndex buttonIndex: Int) {}
    public func alertViewShouldEnableFirstOtherButton(_ alertView: AlertView) -> Bool { true }
}

/// `UIAlertView` (iOS 2–8; deprecated in iOS 9 for `UIAlertController`, and still in a great deal of code): a title,
/// a message, buttons (the cancel one first, at index 0, then the others in order: Xamarin's device-run
/// `AlertViewTest.FirstOtherButtonIndex` reads 1 for a cancel and one other) and, by `alertViewStyle`, text fields.
///
/// `show()` shows it as iOS 8 and later do, as an alert controller in a window of its own that becomes key
/// (`LegacyAlertPresentation`); the alert view itself joins no window. A test taps a button with `tapButton(at:)`, or
/// finds the alert controller in that window and taps its action as any other alert's.
open class AlertView: View {
    /// `UIAlertViewStyle`, with UIKit's raw values.
    public enum Style: Int, Sendable, CaseIterable {
        /// No text field.
        case `default` = 0
        /// One field whose text is hidden.
        case secureTextInput = 1
        /// One plain field.
        case plainTextInput = 2
        /// A plain field (index 0) and a hidden one (index 1).
        case loginAndPasswordInput = 3
    }

    /// The delegate (`AlertViewDelegate`), weak as UIKit's. UIKit types it `AnyObject?`; an object that does not adopt
    /// the protocol hears nothing.
    public weak var delegate: AnyObject?
    private var alertDelegate: AlertViewDelegate? { delegate as? AlertViewDelegate }
    private var storedTitle: String?
    /// The title; "" when none was given (UIKit's property is non-optional in Swift).
    public var title: String {
        get { storedTitle ?? "" }
        set { storedTitle = newValue }
    }
    /// The message below the title.
    public var message: String?
    private let presentation = LegacyAlertPresentation()
    private var fields: [TextField] = []

    /// `init(frame:)`: no title, message or buttons; the frame is kept (Xamarin's `AlertViewTest.InitWithFrame`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init()`.
    public convenience init() { self.init(frame: .zero) }

    /// `initWithCoder:`: an alert view with no buttons.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `init(title:message:delegate:cancelButtonTitle:)`: the cancel button, when given, is button 0.
    public convenience init(title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?) {
        self.init(frame: .zero)
        storedTitle = title
        self.message = message
        self.delegate = delegate.map { $0 as AnyObject }
        if let cancelButtonTitle { presentation.cancelIndex = presentation.add(cancelButtonTitle) }
    }

    /// `init(title:message:delegate:cancelButtonTitle:otherButtonTitles:_:)`, the Swift overlay's form of UIKit's
    /// variadic initializer: the other buttons follow the cancel one, in order.
    public convenience init(title: String, message: String, delegate: AlertViewDelegate?, cancelButtonTitle: String?,
                            otherButtonTitles firstButtonTitle: String, _ moreButtonTitles: String...) {
        self.init(title: title, message: message, delegate: delegate as Any?, cancelButtonTitle: cancelButtonTitle)
        addButton(withTitle: firstButtonTitle)
        for buttonTitle in moreButtonTitles { addButton(withTitle: buttonTitle) }
    }

    /// `addButton(withTitle:)`: adds a button after the others and answers its index.
    @discardableResult
    open func addButton(withTitle title: String?) -> Int { presentation.add(title) }

    /// `buttonTitle(at:)`: the title of the button at `buttonIndex`; `nil`, with a diagnostic, for an index that names
    /// no button.
    open func buttonTitle(at buttonIndex: Int) -> String? {
        presentation.title(at: buttonIndex) { reject(.indexOutOfRange, "buttonTitle(at:): \($0)") }
    }

    /// `numberOfButtons`.
    open var numberOfButtons: Int { presentation.titles.count }

    /// `cancelButtonIndex`: the cancel button's index, −1 when there is none. An index that names no button is
    /// refused with a diagnostic, and the index kept.
    open var cancelButtonIndex: Int {
        get { presentation.cancelIndex }
        set { presentation.setIndex(\.cancelIndex, to: newValue) { reject(.indexOutOfRange, "cancelButtonIndex = \($0)") } }
    }

    /// `firstOtherButtonIndex`: the first button other than the cancel one, −1 when there is none.
    open var firstOtherButtonIndex: Int { presentation.firstOtherIndex }

    /// `isVisible`: from `show()` until the dismissal ends.
    open var isVisible: Bool { presentation.isVisible }

    /// `alertViewStyle`: which text fields the alert shows. Setting it makes them (kept while the style stays), so
    /// that `textField(at:)` answers before `show()`, as code configures a field before showing the alert.
    open var alertViewStyle: Style = .default {
        didSet { if alertViewStyle != oldValue { makeFields() } }
    }

    /// `textField(at:)`: the text field at `textFieldIndex` for the style (the login field 0 and the password field 1
    /// of `.loginAndPasswordInput`). An index beyond them is UIKit's `NSRangeException` ("textFieldIndex (0) is outside
    /// of the bounds of the array of text fields"); ViewTree reports it and answers `nil`.
    open func textField(at textFieldIndex: Int) -> TextField? {
        guard fields.indices.contains(textFieldIndex) else {
            reject(.indexOutOfRange, "textField(at:): textFieldIndex (\(textFieldIndex)) is outside of the bounds of the array of text fields (UIKit raises NSRangeException); nil")
            return nil
        }
        return fields[textFieldIndex]
    }

    private func makeFields() {
        let count: Int
        switch alertViewStyle {
        case .default: count = 0
        case .secureTextInput, .plainTextInput: count = 1
        case .loginAndPasswordInput: count = 2
        }
        fields = (0..<count).map { index in
            let field = TextField(frame: .zero)
            field.isSecureTextEntry = alertViewStyle == .secureTextInput || index == 1
            field.addAction(Action { [weak self] _ in self?.updateFirstOtherButton() }, for: .editingChanged)
            return field
        }
    }

    /// Asks the delegate whether the first other button is enabled and applies the answer to the shown alert.
    private func updateFirstOtherButton() {
        let index = firstOtherButtonIndex
        guard let controller = presentation.controller, controller.actions.indices.contains(index) else { return }
        controller.actions[index].isEnabled = alertDelegate?.alertViewShouldEnableFirstOtherButton(self) ?? true
    }

    /// `show()`: tells the delegate `willPresent`, shows the alert over every window (key while it shows), and
    /// tells `didPresent` once it is on screen. An alert already showing is not shown again (diagnostic).
    open func show() {
        guard let world = presentation.worldToShow(in: simulation, rejecting: {
            reject(.viewController, "show(): the alert view \($0)")
        }) else { return }
        alertDelegate?.willPresent(self)
        presentation.present(title: storedTitle, message: message, style: .alert,
                             level: LegacyAlertPresentation.alertViewWindowLevel, in: world, textFields: fields,
                             tapped: { index in self.tapButton(at: index) },
                             presented: { self.alertDelegate?.didPresent(self) })
        updateFirstOtherButton()
    }

    /// A user's tap on button `buttonIndex` of the shown alert: `alertView(_:clickedButtonAt:)`, then the dismissal
    /// (`dismiss(withClickedButtonIndex:animated: true)`). A disabled button, an index that names no button, or an
    /// alert that is not showing (or already going) does nothing.
    open func tapButton(at buttonIndex: Int) {
        presentation.tap(buttonIndex, clicked: { alertDelegate?.alertView(self, clickedButtonAt: buttonIndex) },
                         dismiss: { dismiss(withClickedButtonIndex: buttonIndex, animated: true) })
    }

    /// `dismiss(withClickedButtonIndex:animated:)`: `alertView(_:willDismissWithButtonIndex:)`, the alert animates
    /// away, the key window goes back to the one that had it, and `alertView(_:didDismissWithButtonIndex:)` follows.
    /// No `clickedButtonAt` (see `AlertViewDelegate`). An alert that is not showing, or already going, is left alone.
    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
        presentation.dismiss(animated: animated,
                             willDismiss: { alertDelegate?.alertView(self, willDismissWithButtonIndex: buttonIndex) },
                             didDismiss: { self.alertDelegate?.alertView(self, didDismissWithButtonIndex: buttonIndex) })
    }

    override var libraryClassName: String { "AlertView" }
}
