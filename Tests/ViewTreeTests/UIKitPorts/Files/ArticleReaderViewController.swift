//
//  ArticleReaderViewController.swift
//
//  Written in the style of public iOS 11–15 code (not copied from any one file): a zooming image scroll view,
//  attributed text in a label and a text view, gestures with a delegate, constraints made three ways
//  (anchors, `NSLayoutConstraint(item:…)`, the visual format), priorities, shadows and masks, view
//  transitions, image rendering modes, paging, segmented and stepper controls, and the navigation bar's
//  appearance. No `expect-error` is left.
//

import UIKit

final class ZoomingImageView: UIScrollView, UIScrollViewDelegate {
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
        minimumZoomScale = 1
        maximumZoomScale = 4
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        bouncesZoom = true
        decelerationRate = .fast
        contentInsetAdjustmentBehavior = .never
        imageView.contentMode = .scaleAspectFit
        imageView.isUserInteractionEnabled = true
        addSubview(imageView)
        let doubleTap = UITapGestureRecognizer(target: nil, action: nil)
        doubleTap.numberOfTapsRequired = 2
        imageView.addGestureRecognizer(doubleTap)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func layoutSubviews() {
        super.layoutSubviews()
        if zoomScale == minimumZoomScale { imageView.frame = bounds }
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        let offsetX = max((bounds.width - contentSize.width) * 0.5, 0)
        let offsetY = max((bounds.height - contentSize.height) * 0.5, 0)
        imageView.center = CGPoint(x: contentSize.width * 0.5 + offsetX, y: contentSize.height * 0.5 + offsetY)
    }

    func zoom(to point: CGPoint) {
        if zoomScale > minimumZoomScale {
            setZoomScale(minimumZoomScale, animated: true)
        } else {
            let size = CGSize(width: bounds.width / 2, height: bounds.height / 2)
            zoom(to: CGRect(origin: CGPoint(x: point.x - size.width / 2, y: point.y - size.height / 2), size: size), animated: true)
        }
    }
}

final class ArticleReaderViewController: UIViewController, UIGestureRecognizerDelegate, UITextViewDelegate {
    private let headerImage = ZoomingImageView(frame: .zero)
    private let titleLabel = UILabel()
    private let bodyView = UITextView()
    private let fontStepper = UIStepper()
    private let themeControl = UISegmentedControl(items: ["Light", "Sepia", "Dark"])
    private let pageControl = UIPageControl()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let progress = UIProgressView(progressViewStyle: .bar)
    private let card = UIView()
    private var fontSize: CGFloat = 17

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        navigationController?.navigationBar.standardAppearance = appearance
        navigationController?.navigationBar.scrollEdgeAppearance = appearance
        navigationController?.navigationBar.tintColor = .white

        headerImage.imageView.image = UIImage(systemName: "photo")?.withRenderingMode(.alwaysTemplate)
        headerImage.imageView.tintColor = .systemGray
        titleLabel.attributedText = makeTitle("Reading on Linux")
        titleLabel.numberOfLines = 0
        titleLabel.lineBreakMode = .byWordWrapping
        titleLabel.setContentHuggingPriority(.defaultHigh, for: .vertical)
        titleLabel.setContentCompressionResistancePriority(.required, for: .vertical)

        bodyView.isEditable = false
        bodyView.isScrollEnabled = false
        bodyView.delegate = self
        bodyView.textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        bodyView.textContainer.lineFragmentPadding = 0
        bodyView.dataDetectorTypes = [.link]
        bodyView.attributedText = makeBody()

        fontStepper.minimumValue = 12
        fontStepper.maximumValue = 28
        fontStepper.stepValue = 1
        fontStepper.value = Double(fontSize)
        fontStepper.addAction(UIAction { [weak self] action in
            guard let stepper = action.sender as? UIStepper else { return }
            self?.fontSize = CGFloat(stepper.value)
            self?.bodyView.attributedText = self?.makeBody()
        }, for: .valueChanged)

        themeControl.selectedSegmentIndex = 0
        themeControl.selectedSegmentTintColor = .systemIndigo
        themeControl.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        themeControl.addAction(UIAction { [weak self] _ in self?.applyTheme() }, for: .valueChanged)

        pageControl.numberOfPages = 3
        pageControl.currentPage = 0
        pageControl.pageIndicatorTintColor = .lightGray
        pageControl.currentPageIndicatorTintColor = .darkGray
        spinner.hidesWhenStopped = true
        spinner.startAnimating()
        progress.setProgress(0.3, animated: false)

        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.2
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.layer.shadowRadius = 8
        card.layer.masksToBounds = false

        for subview in [headerImage, titleLabel, bodyView, fontStepper, themeControl, pageControl, spinner, progress, card] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        layOut()

        let swipe = UISwipeGestureRecognizer(target: nil, action: nil)
        swipe.direction = .left
        swipe.delegate = self
        view.addGestureRecognizer(swipe)
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.delegate = self
        pan.maximumNumberOfTouches = 1
        card.addGestureRecognizer(pan)
        pan.require(toFail: swipe)
    }

    private func layOut() {
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            headerImage.topAnchor.constraint(equalTo: guide.topAnchor),
            headerImage.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            headerImage.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            headerImage.heightAnchor.constraint(equalTo: headerImage.widthAnchor, multiplier: 9.0 / 16.0),
            titleLabel.topAnchor.constraint(equalToSystemSpacingBelow: headerImage.bottomAnchor, multiplier: 2),
            titleLabel.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            bodyView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 8),
            bodyView.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            bodyView.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
        ])
        let centered = NSLayoutConstraint(item: pageControl, attribute: .centerX, relatedBy: .equal,
                                          toItem: view, attribute: .centerX, multiplier: 1, constant: 0)
        centered.priority = .defaultHigh
        centered.identifier = "pageControl.centerX"
        centered.isActive = true
        let views: [String: Any] = ["stepper": fontStepper, "theme": themeControl, "spinner": spinner]
        NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[stepper]-(>=8)-[theme]-[spinner]-|",
                                                                   options: [.alignAllCenterY], metrics: nil, views: views))
        NSLayoutConstraint.activate([
            fontStepper.topAnchor.constraint(greaterThanOrEqualTo: bodyView.bottomAnchor, constant: 12),
            pageControl.topAnchor.constraint(equalTo: fontStepper.bottomAnchor, constant: 8),
            progress.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            progress.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            progress.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            card.widthAnchor.constraint(equalToConstant: 120),
            card.heightAnchor.constraint(equalToConstant: 80),
            card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            card.bottomAnchor.constraint(equalTo: progress.topAnchor, constant: -16),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12).cgPath
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(roundedRect: headerImage.bounds,
                                 byRoundingCorners: [.bottomLeft, .bottomRight],
                                 cornerRadii: CGSize(width: 16, height: 16)).cgPath
        headerImage.layer.mask = mask
    }

    private func makeTitle(_ text: String) -> NSAttributedString {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 4
        paragraph.alignment = .natural
        return NSAttributedString(string: text, attributes: [
            .font: UIFont.systemFont(ofSize: 28, weight: .heavy),
            .foregroundColor: UIColor.darkText,
            .paragraphStyle: paragraph,
            .kern: 0.5,
        ])
    }

    private func makeBody() -> NSAttributedString {
        let body = NSMutableAttributedString(string: "ViewTree keeps UIKit's behaviour. Read more at example.com.",
                                             attributes: [.font: UIFont.systemFont(ofSize: fontSize)])
        let range = (body.string as NSString).range(of: "example.com")
        body.addAttribute(.link, value: URL(string: "https://example.com")!, range: range)
        body.addAttributes([.underlineStyle: NSUnderlineStyle.single.rawValue], range: range)
        return body
    }

    private func applyTheme() {
        let colors: [UIColor] = [.white, UIColor(red: 0.98, green: 0.94, blue: 0.85, alpha: 1), .black]
        UIView.transition(with: view, duration: 0.25, options: [.transitionCrossDissolve, .allowUserInteraction]) {
            self.view.backgroundColor = colors[self.themeControl.selectedSegmentIndex]
            self.bodyView.textColor = self.themeControl.selectedSegmentIndex == 2 ? .white : .black
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer is UIPanGestureRecognizer && otherGestureRecognizer is UIPinchGestureRecognizer
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? UIPanGestureRecognizer else { return true }
        let velocity = pan.velocity(in: view)
        return abs(velocity.x) > abs(velocity.y)
    }

    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool {
        spinner.startAnimating()
        return false
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: view)
        switch pan.state {
        case .changed:
            card.transform = CGAffineTransform(translationX: translation.x, y: 0).rotated(by: translation.x / 600)
        case .ended, .cancelled:
            UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseOut, animations: {
                self.card.transform = .identity
            }, completion: { finished in
                if finished { self.pageControl.currentPage = (self.pageControl.currentPage + 1) % 3 }
            })
        default:
            break
        }
        pan.setTranslation(.zero, in: view)
    }

    func snapshotCard() -> UIImage? {
        let snapshot = card.snapshotView(afterScreenUpdates: false)
        snapshot?.alpha = 0.5
        UIGraphicsBeginImageContextWithOptions(card.bounds.size, false, UIScreen.main.scale)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return nil }
        card.layer.render(in: context)
        return UIGraphicsGetImageFromCurrentImageContext()
    }
}
