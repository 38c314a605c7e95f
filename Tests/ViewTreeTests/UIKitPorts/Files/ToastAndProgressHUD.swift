//
//  ToastAndProgressHUD.swift
//
//  Written in the style of public toast and progress-HUD libraries for iOS 11–16 (not copied from any one
//  file): a UIView extension that shows queued toasts in the key window with attributed text measured by
//  `boundingRect`, a blurred progress HUD with a spinning ring drawn by `CAShapeLayer` and `CABasicAnimation`,
//  a determinate ring, a success checkmark path, accessibility announcements and Reduce Motion, keyboard-aware
//  placement, and a tap to dismiss. In the Swift 5 language mode, which such libraries are written in, it compiles
//  as it is; the Swift 6 mode reports two strict-concurrency errors, as it would for the same file against UIKit
//  (a shared manager of a non-`Sendable` class) or only against ViewTree (`self` of a view captured by
//  NotificationCenter's `@Sendable` block: UIKit's views are `@MainActor`, ViewTree's are not; Porting.md):
// expect-error-swift6: capture of 'self' with non-Sendable type 'ProgressHUD?' in a '@Sendable' closure [#SendableClosureCaptures]
// expect-error-swift6: static property 'shared' is not concurrency-safe because non-'Sendable' type 'ToastManager' may have shared mutable state [#MutableGlobalVariable]
//

import UIKit

public enum ToastPosition {
    case top, center, bottom
}

public struct ToastStyle {
    public var backgroundColor = UIColor.black.withAlphaComponent(0.8)
    public var titleColor = UIColor.white
    public var messageColor = UIColor.white
    public var maxWidthPercentage: CGFloat = 0.8
    public var horizontalPadding: CGFloat = 10
    public var verticalPadding: CGFloat = 10
    public var cornerRadius: CGFloat = 10
    public var titleFont = UIFont.boldSystemFont(ofSize: 16)
    public var messageFont = UIFont.systemFont(ofSize: 16)
    public var displayShadow = true
    public var fadeDuration: TimeInterval = 0.2

    public init() {}
}

public final class ToastManager {
    public static let shared = ToastManager()
    public var style = ToastStyle()
    public var isTapToDismissEnabled = true
    public var isQueueEnabled = true
    public var duration: TimeInterval = 3
    public var position: ToastPosition = .bottom
    fileprivate var queue: [UIView] = []
    fileprivate var active: [UIView] = []
}

public extension UIView {
    func makeToast(_ message: String?, title: String? = nil, duration: TimeInterval = ToastManager.shared.duration,
                   position: ToastPosition = ToastManager.shared.position, style: ToastStyle = ToastManager.shared.style) {
        guard let toast = toastView(message: message, title: title, style: style) else { return }
        showToast(toast, duration: duration, position: position)
    }

    func showToast(_ toast: UIView, duration: TimeInterval, position: ToastPosition) {
        let manager = ToastManager.shared
        if manager.isQueueEnabled, !manager.active.isEmpty {
            manager.queue.append(toast)
            return
        }
        manager.active.append(toast)
        toast.center = centerPoint(for: position, toast: toast)
        toast.alpha = 0
        if manager.isTapToDismissEnabled {
            let tap = UITapGestureRecognizer(target: self, action: UIView.handleToastTapped(_:))
            toast.addGestureRecognizer(tap)
            toast.isUserInteractionEnabled = true
            toast.isExclusiveTouch = true
        }
        addSubview(toast)
        UIAccessibility.post(notification: .announcement, argument: toast.accessibilityLabel)
        let fade = UIAccessibility.isReduceMotionEnabled ? 0 : manager.style.fadeDuration
        UIView.animate(withDuration: fade, delay: 0, options: [.curveEaseOut, .allowUserInteraction], animations: {
            toast.alpha = 1
        }, completion: { _ in
            DispatchQueue.main.asyncAfter(deadline: .now() + duration) { [weak self, weak toast] in
                guard let self = self, let toast = toast else { return }
                self.hideToast(toast)
            }
        })
    }

    func hideToast(_ toast: UIView) {
        let manager = ToastManager.shared
        UIView.animate(withDuration: manager.style.fadeDuration, delay: 0, options: [.curveEaseIn, .beginFromCurrentState], animations: {
            toast.alpha = 0
        }, completion: { _ in
            toast.removeFromSuperview()
            manager.active.removeAll { $0 === toast }
            if !manager.queue.isEmpty {
                let next = manager.queue.removeFirst()
                self.showToast(next, duration: manager.duration, position: manager.position)
            }
        })
    }

    func hideAllToasts(includeActivity: Bool = false, clearQueue: Bool = true) {
        let manager = ToastManager.shared
        if clearQueue { manager.queue.removeAll() }
        manager.active.forEach { hideToast($0) }
        if includeActivity {
            subviews.compactMap { $0 as? ProgressHUD }.forEach { $0.dismiss(animated: false) }
        }
    }

    func toastView(message: String?, title: String?, style: ToastStyle) -> UIView? {
        guard message != nil || title != nil else { return nil }
        let wrapper = UIView()
        wrapper.backgroundColor = style.backgroundColor
        wrapper.layer.cornerRadius = style.cornerRadius
        wrapper.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        if style.displayShadow {
            wrapper.layer.shadowColor = UIColor.black.cgColor
            wrapper.layer.shadowOpacity = 0.8
            wrapper.layer.shadowRadius = 6
            wrapper.layer.shadowOffset = CGSize(width: 4, height: 4)
        }

        let maxWidth = bounds.width * style.maxWidthPercentage - style.horizontalPadding * 2
        var titleRect = CGRect.zero
        var messageRect = CGRect.zero
        let titleLabel = UILabel()
        let messageLabel = UILabel()

        if let title = title {
            titleLabel.numberOfLines = 0
            titleLabel.font = style.titleFont
            titleLabel.textColor = style.titleColor
            titleLabel.lineBreakMode = .byTruncatingTail
            titleLabel.text = title
            let size = titleLabel.sizeThatFits(CGSize(width: maxWidth, height: bounds.height * 0.8))
            titleRect = CGRect(x: style.horizontalPadding, y: style.verticalPadding,
                               width: min(size.width, maxWidth), height: size.height)
            titleLabel.frame = titleRect
            wrapper.addSubview(titleLabel)
        }

        if let message = message {
            let paragraph = NSMutableParagraphStyle()
            paragraph.lineBreakMode = .byWordWrapping
            paragraph.alignment = .center
            let attributes: [NSAttributedString.Key: Any] = [
                .font: style.messageFont,
                .foregroundColor: style.messageColor,
                .paragraphStyle: paragraph,
            ]
            let attributed = NSAttributedString(string: message, attributes: attributes)
            messageLabel.attributedText = attributed
            messageLabel.numberOfLines = 0
            let bounding = attributed.boundingRect(with: CGSize(width: maxWidth, height: .greatestFiniteMagnitude),
                                                   options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
            messageRect = CGRect(x: style.horizontalPadding, y: titleRect.maxY + style.verticalPadding,
                                 width: ceil(bounding.width), height: ceil(bounding.height))
            messageLabel.frame = messageRect
            wrapper.addSubview(messageLabel)
        }

        let width = max(titleRect.width, messageRect.width) + style.horizontalPadding * 2
        let height = max(messageRect.maxY, titleRect.maxY) + style.verticalPadding
        wrapper.frame = CGRect(x: 0, y: 0, width: width, height: height)
        wrapper.isAccessibilityElement = true
        wrapper.accessibilityLabel = [title, message].compactMap { $0 }.joined(separator: ", ")
        return wrapper
    }

    private func centerPoint(for position: ToastPosition, toast: UIView) -> CGPoint {
        let topPadding: CGFloat = 10 + safeAreaInsets.top
        let bottomPadding: CGFloat = 10 + safeAreaInsets.bottom
        switch position {
        case .top:
            return CGPoint(x: bounds.midX, y: toast.frame.height / 2 + topPadding)
        case .center:
            return CGPoint(x: bounds.midX, y: bounds.midY)
        case .bottom:
            return CGPoint(x: bounds.midX, y: bounds.height - toast.frame.height / 2 - bottomPadding)
        }
    }

    private func handleToastTapped(_ recognizer: UITapGestureRecognizer) {
        guard let toast = recognizer.view else { return }
        hideToast(toast)
    }
}

public final class ProgressHUD: UIView {
    public enum Mode {
        case indeterminate, determinate, success, text
    }

    public var mode: Mode = .indeterminate {
        didSet { updateIndicator() }
    }
    public var progress: Float = 0 {
        didSet { ringLayer.strokeEnd = CGFloat(max(0, min(1, progress))) }
    }
    public let label = UILabel()
    public var minShowTime: TimeInterval = 0.5
    public var removeFromSuperViewOnHide = true
    public var completionBlock: (() -> Void)?

    private let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    private let ringLayer = CAShapeLayer()
    private let trackLayer = CAShapeLayer()
    private let checkLayer = CAShapeLayer()
    private var showStarted: Date?
    private var keyboardHeight: CGFloat = 0

    @discardableResult
    public static func show(in view: UIView, animated: Bool = true) -> ProgressHUD {
        let hud = ProgressHUD(frame: view.bounds)
        hud.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(hud)
        hud.show(animated: animated)
        return hud
    }

    public static func hud(for view: UIView) -> ProgressHUD? {
        view.subviews.reversed().first { $0 is ProgressHUD } as? ProgressHUD
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.black.withAlphaComponent(0.2)
        alpha = 0
        accessibilityViewIsModal = true
        blur.layer.cornerRadius = 14
        blur.clipsToBounds = true
        addSubview(blur)

        for layer in [trackLayer, ringLayer] {
            layer.fillColor = UIColor.clear.cgColor
            layer.lineWidth = 4
            layer.lineCap = .round
            blur.contentView.layer.addSublayer(layer)
        }
        trackLayer.strokeColor = UIColor.secondaryLabel.withAlphaComponent(0.3).cgColor
        ringLayer.strokeColor = UIColor.label.cgColor
        checkLayer.fillColor = UIColor.clear.cgColor
        checkLayer.strokeColor = UIColor.systemGreen.cgColor
        checkLayer.lineWidth = 4
        checkLayer.lineJoin = .round
        blur.contentView.layer.addSublayer(checkLayer)

        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        label.textAlignment = .center
        label.numberOfLines = 0
        blur.contentView.addSubview(label)

        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil,
                                               queue: .main) { [weak self] note in
            guard let self = self, let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
            self.keyboardHeight = max(0, self.bounds.maxY - self.convert(frame, from: nil).minY)
            self.setNeedsLayout()
        }
        updateIndicator()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let textSize = label.sizeThatFits(CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        let side = max(100, textSize.width + 32)
        let height = mode == .text ? textSize.height + 32 : side + (textSize.height > 0 ? textSize.height + 8 : 0)
        let available = bounds.inset(by: UIEdgeInsets(top: safeAreaInsets.top, left: 0, bottom: max(safeAreaInsets.bottom, keyboardHeight), right: 0))
        blur.frame = CGRect(x: (bounds.width - side) / 2, y: available.midY - height / 2, width: side, height: height).integral
        let ringRect = CGRect(x: (side - 44) / 2, y: 24, width: 44, height: 44)
        let path = UIBezierPath(arcCenter: CGPoint(x: ringRect.midX, y: ringRect.midY), radius: 22,
                                startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        ringLayer.path = path.cgPath
        trackLayer.path = path.cgPath
        let check = UIBezierPath()
        check.move(to: CGPoint(x: ringRect.minX + 8, y: ringRect.midY))
        check.addLine(to: CGPoint(x: ringRect.midX - 4, y: ringRect.maxY - 10))
        check.addLine(to: CGPoint(x: ringRect.maxX - 6, y: ringRect.minY + 10))
        checkLayer.path = check.cgPath
        label.frame = CGRect(x: 16, y: mode == .text ? 16 : ringRect.maxY + 12, width: side - 32, height: textSize.height)
    }

    private func updateIndicator() {
        ringLayer.removeAllAnimations()
        trackLayer.isHidden = mode != .determinate
        ringLayer.isHidden = mode == .success || mode == .text
        checkLayer.isHidden = mode != .success
        switch mode {
        case .indeterminate:
            ringLayer.strokeEnd = 0.8
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0
            spin.toValue = 2 * Double.pi
            spin.duration = 1
            spin.repeatCount = .infinity
            spin.isRemovedOnCompletion = false
            ringLayer.add(spin, forKey: "spin")
        case .determinate:
            ringLayer.strokeEnd = CGFloat(progress)
        case .success:
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = 1
            draw.duration = 0.3
            draw.timingFunction = CAMediaTimingFunction(name: .easeOut)
            draw.fillMode = .forwards
            checkLayer.add(draw, forKey: "draw")
            UINotificationFeedbackGenerator().notificationOccurred(.success)
        case .text:
            break
        }
        setNeedsLayout()
    }

    public func show(animated: Bool) {
        showStarted = Date()
        UIAccessibility.post(notification: .screenChanged, argument: label.text ?? "Loading")
        let changes = { self.alpha = 1; self.blur.transform = .identity }
        guard animated, !UIAccessibility.isReduceMotionEnabled else { return changes() }
        blur.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                       options: [.beginFromCurrentState, .allowUserInteraction], animations: changes)
    }

    public func dismiss(animated: Bool, afterDelay delay: TimeInterval = 0) {
        let shown = showStarted.map { Date().timeIntervalSince($0) } ?? minShowTime
        let wait = max(delay, minShowTime - shown)
        let work = DispatchWorkItem { [weak self] in self?.finishDismissal(animated: animated) }
        if wait > 0 {
            DispatchQueue.main.asyncAfter(deadline: .now() + wait, execute: work)
        } else {
            work.perform()
        }
    }

    private func finishDismissal(animated: Bool) {
        UIView.animate(withDuration: animated ? 0.3 : 0, animations: {
            self.alpha = 0
            self.blur.transform = CGAffineTransform(scaleX: 0.7, y: 0.7)
        }, completion: { _ in
            if self.removeFromSuperViewOnHide { self.removeFromSuperview() }
            self.completionBlock?()
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
        })
    }

    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? self : hit
    }
}

public extension UIWindow {
    static var keyWindowForToasts: UIWindow? {
        UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows)
            .first(where: \.isKeyWindow)
    }
}

public func showGlobalToast(_ message: String) {
    guard let window = UIWindow.keyWindowForToasts ?? UIApplication.shared.windows.first else { return }
    window.makeToast(message, position: window.traitCollection.verticalSizeClass == .compact ? .top : .bottom)
}
