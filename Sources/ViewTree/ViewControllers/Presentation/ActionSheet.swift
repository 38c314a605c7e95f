import Foundation

/// `UIActionSheetDelegate` (deprecated in iOS 8.3, as the class). Every method is optional in UIKit; here each has a
/// default that does nothing. The order is `AlertViewDelegate`'s: `willPresent`, `didPresent`; on a tap
/// `actionSheet(_:clickedButtonAt:)`, then `actionSheet(_:willDismissWithButtonIndex:)` and, once the sheet has
/// animated away, `actionSheet(_:didDismissWithButtonIndex:)`; a dismissal in code sends the last two only.
public protocol ActionSheetDelegate: AnyObject {
    /// A button was tapped; the sheet is dismissed after this returns.
    func actionSheet(_ actionSheet: ActionSheet, clickedButtonAt buttonIndex: Int)
    /// The system cancels the sheet (ViewTree never does).
    func actionSheetCancel(_ actionSheet: ActionSheet)
    /// The sheet is about to show.
    func willPresent(_ actionSheet: ActionSheet)
    /// The sheet shows.
    func didPresent(_ actionSheet: ActionSheet)
    /// The sheet is about to animate away.
    func actionSheet(_ actionSheet: ActionSheet, willDismissWithButtonIndex buttonIndex: Int)
    /// The sheet is gone.
    func actionSheet(_ actionSheet: ActionSheet, didDismissWithButtonIndex buttonIndex: Int)
}

extension ActionSheetDelegate {
    public func actionSheet(_ actionSheet: ActionSheet, clickedButtonAt buttonIndex: Int) {}
    public func actionSheetCancel(_ actionSheet: ActionSheet) {}
    public func willPresent(_ actionSheet: ActionSheet) {}
    public func didPresent(_ actionSheet: ActionSheet) {}
    public func actionSheet(_ actionSheet: ActionSheet, willDismissWithButtonIndex buttonIndex: Int) {}
    public func actionSheet(_ actionSheet: ActionSheet, didDismissWithButtonIndex buttonIndex: Int) {}
}

/// `UIActionSheet` (iOS 2–8.2; deprecated in iOS 8.3 for `UIAlertController`'s action-sheet style): a title and
/// buttons, one of them maybe destructive and one the cancel button.
///
/// Button order: `init(title:delegate:cancelButtonTitle:destructiveButtonTitle:)` adds the destructive button first
/// (index 0), then the cancel button; the Swift overlay's initializer with `otherButtonTitles` calls it and then adds
/// the others after them (its source: `UIKit.swift` of the Swift overlay, `addButton(withTitle:)` for each other
/// title), so from Swift a sheet with a destructive, a cancel and two other buttons numbers them 0, 1, 2, 3.
/// (Objective-C's variadic initializer put the others between the destructive and the cancel button: apps dispatch
/// `buttonIndex == 0` to "Delete" and 1… to the others, the cancel last. Chameleon's re-implementation adds the
/// others first; apps' code contradicts it.)
///
/// `show(in:)` and the other `show` methods present it as iOS 8 and later do, as an action-sheet alert controller in a
/// window of its own (`LegacyAlertPresentation`), anchored on a pad to the view, rectangle or item given. A test taps
/// a button with `tapButton(at:)`.
open class ActionSheet: View {
    /// `UIActionSheetStyle`, with UIKit's raw values (the bar styles': `UIActionSheetStyleDefault =
    /// UIBarStyleDefault`, …, and −1 for automatic).
    public enum Style: Int, Sendable, CaseIterable {
        /// The toolbar's style when shown from one, else `.default`.
        case automatic = -1
        /// The default look.
        case `default` = 0
        /// Black, opaque.
        case blackOpaque = 1
        /// Black, translucent.
        case blackTranslucent = 2
    }

    /// The delegate, weak as UIKit's.
    public weak var delegate: ActionSheetDelegate?
    private var storedTitle: String?
    /// The title; "" when none was given.
    public var title: String {
        get { storedTitle ?? "" }
        set { storedTitle = newValue }
    }
    /// `actionSheetStyle`: `.default` from iOS 8, `.automatic` before (Xamarin's device-run
    /// `ActionSheetTest.CheckDefault`; `PlatformProfile.legacyAlertsAreAlertControllers`).
    open var actionSheetStyle: Style = .default
    private let presentation = LegacyAlertPresentation()

    /// `init(frame:)`: no title or buttons, every index −1; the frame is kept (Xamarin's `ActionSheetTest.InitWithFrame`).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        if simulation?.profile.legacyAlertsAreAlertControllers == false { actionSheetStyle = .automatic }
    }

    /// `init()`.
    public convenience init() { self.init(frame: .zero) }

    /// `initWithCoder:`: a sheet with no buttons.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `init(title:delegate:cancelButtonTitle:destructiveButtonTitle:)`: the destructive button (when given) first,
    /// then the cancel button. All `nil` makes a sheet with no buttons and every index −1 (Xamarin's
    /// `ActionSheetTest.CtorAllNulls`).
    public convenience init(title: String?, delegate: ActionSheetDelegate?, cancelButtonTitle: String?,
                            destructiveButtonTitle: String?) {
        self.init(frame: .zero)
        storedTitle = title
        self.delegate = delegate
        if let destructiveButtonTitle { presentation.destructiveIndex = presentation.add(destructiveButtonTitle) }
        if let cancelButtonTitle { presentation.cancelIndex = presentation.add(cancelButtonTitle) }
    }

    /// `init(title:delegate:cancelButtonTitle:destructiveButtonTitle:otherButtonTitles:_:)`, the Swift overlay's
    /// form: the other buttons after the destructive and cancel ones (see the class's comment).
    public convenience init(title: String?, delegate: ActionSheetDelegate?, cancelButtonTitle: String?,
                            destructiveButtonTitle: String?, otherButtonTitles firstButtonTitle: String,
                            _ moreButtonTitles: String...) {
        self.init(title: title, delegate: delegate, cancelButtonTitle: cancelButtonTitle,
                  destructiveButtonTitle: destructiveButtonTitle)
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

    /// `cancelButtonIndex`: −1 when there is none. An index that names no button is refused with a diagnostic.
    open var cancelButtonIndex: Int {
        get { presentation.cancelIndex }
        set { presentation.setIndex(\.cancelIndex, to: newValue) { reject(.indexOutOfRange, "cancelButtonIndex = \($0)") } }
    }

    /// `destructiveButtonIndex`: −1 when there is none. An index that names no button is refused with a diagnostic.
    open var destructiveButtonIndex: Int {
        get { presentation.destructiveIndex }
        set { presentation.setIndex(\.destructiveIndex, to: newValue) { reject(.indexOutOfRange, "destructiveButtonIndex = \($0)") } }
    }

    /// `firstOtherButtonIndex`: the first button that is neither the cancel nor the destructive one, −1 when none.
    open var firstOtherButtonIndex: Int { presentation.firstOtherIndex }

    /// `isVisible`: from a `show` until the dismissal ends.
    open var isVisible: Bool { presentation.isVisible }

    /// `show(in:)`: shows the sheet over `view`'s window (on a pad, pointing at the view).
    open func show(in view: View) { show(over: view.simulation) { $0?.sourceView = view; $0?.sourceRect = view.bounds } }

    /// `show(from:)` with a toolbar: shows the sheet as from the toolbar's view.
    open func show(from view: Toolbar) { show(in: view) }

    /// `show(from:)` with a tab bar: shows the sheet as from the tab bar.
    open func show(from view: TabBar) { show(in: view) }

    /// `show(from:animated:)`: shows the sheet pointing at a bar button item on a pad.
    open func show(from item: BarButtonItem, animated: Bool) {
        show(over: nil) { $0?.barButtonItem = item }
    }

    /// `show(from:in:animated:)`: shows the sheet pointing at `rect` of `view` on a pad.
    open func show(from rect: CGRect, in view: View, animated: Bool) {
        show(over: view.simulation) { $0?.sourceView = view; $0?.sourceRect = rect }
    }

    private func show(over world: Simulation?, anchor: @escaping (PopoverPresentationController?) -> Void) {
        guard let world = presentation.worldToShow(in: world ?? simulation, rejecting: {
            reject(.viewController, "show: the action sheet \($0)")
        }) else { return }
        delegate?.willPresent(self)
        presentation.present(title: storedTitle, message: nil, style: .actionSheet,
                             level: LegacyAlertPresentation.actionSheetWindowLevel, in: world,
                             anchor: { anchor($0.popoverPresentationController) },
                             tapped: { index in self.tapButton(at: index) },
                             presented: { self.delegate?.didPresent(self) })
    }

    /// A user's tap on button `buttonIndex` of the shown sheet: `actionSheet(_:clickedButtonAt:)`, then the dismissal.
    /// An index that names no button, or a sheet that is not showing (or already going), does nothing.
    open func tapButton(at buttonIndex: Int) {
        presentation.tap(buttonIndex, clicked: { delegate?.actionSheet(self, clickedButtonAt: buttonIndex) },
                         dismiss: { dismiss(withClickedButtonIndex: buttonIndex, animated: true) })
    }

    /// `dismiss(withClickedButtonIndex:animated:)`: `actionSheet(_:willDismissWithButtonIndex:)`, the sheet animates
    /// away, and `actionSheet(_:didDismissWithButtonIndex:)` follows. A sheet that is not showing is left alone.
    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
        presentation.dismiss(animated: animated,
                             willDismiss: { delegate?.actionSheet(self, willDismissWithButtonIndex: buttonIndex) },
                             didDismiss: { self.delegate?.actionSheet(self, didDismissWithButtonIndex: buttonIndex) })
    }

    override var libraryClassName: String { "ActionSheet" }
}
