//
//  PhotoViewerViewController.swift
//
//  Written in the style of public photo-viewer screens (not copied from any one file): a zooming
//  `UIScrollView` whose delegate returns the image view from `viewForZooming(in:)` and re-centres it in
//  `scrollViewDidZoom`, a double tap that zooms to a rectangle or back, a caption field kept above the keyboard
//  with `keyboardLayoutGuide` (iOS 15), a thumbnail drawn with `UIGraphicsImageRenderer`, and a
//  `CADisplayLink` counting label. Target-action uses method references, as every port does; no
//  `expect-error` is left.
//

import UIKit

final class CountingLabel: UILabel {
    private var displayLink: CADisplayLink?
    private var startValue = 0.0
    private var endValue = 0.0
    private var startTime: CFTimeInterval = 0
    private let duration: CFTimeInterval = 1

    func count(to value: Double) {
        startValue = Double(text ?? "") ?? 0
        endValue = value
        startTime = CACurrentMediaTime()
        displayLink?.invalidate()
        let link = CADisplayLink(target: self, selector: CountingLabel.step)
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    func step(_ link: CADisplayLink) {
        let progress = min(1, (link.timestamp - startTime) / duration)
        text = String(Int((startValue + (endValue - startValue) * progress).rounded()))
        if progress >= 1 {
            link.invalidate()
            displayLink = nil
        }
    }
}

final class PhotoViewerViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let imageView = UIImageView()
    let captionField = UITextField()
    let likes = CountingLabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(scrollView)

        imageView.image = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 200)).image { context in
            UIColor.systemOrange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 300, height: 200))
        }
        imageView.contentMode = .scaleAspectFit
        imageView.frame = scrollView.bounds
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.frame.size

        let doubleTap = UITapGestureRecognizer(target: self, action: PhotoViewerViewController.handleDoubleTap)
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)

        captionField.placeholder = "Add a caption"
        captionField.borderStyle = .roundedRect
        captionField.backgroundColor = .systemBackground
        captionField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(captionField)
        likes.textColor = .white
        likes.text = "0"
        likes.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(likes)
        NSLayoutConstraint.activate([
            captionField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            captionField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            captionField.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
            captionField.heightAnchor.constraint(equalToConstant: 36),
            likes.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            likes.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        imageView
    }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        let offsetX = max((scrollView.bounds.width - scrollView.contentSize.width) / 2, 0)
        let offsetY = max((scrollView.bounds.height - scrollView.contentSize.height) / 2, 0)
        scrollView.contentInset = UIEdgeInsets(top: offsetY, left: offsetX, bottom: 0, right: 0)
    }

    func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        if scrollView.zoomScale > scrollView.minimumZoomScale {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
        } else {
            let point = recognizer.location(in: imageView)
            let size = CGSize(width: scrollView.bounds.width / 2.5, height: scrollView.bounds.height / 2.5)
            let rect = CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2,
                              width: size.width, height: size.height)
            scrollView.zoom(to: rect, animated: true)
        }
    }
}
