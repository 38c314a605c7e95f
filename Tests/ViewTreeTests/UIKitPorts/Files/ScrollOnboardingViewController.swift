//
//  ScrollOnboardingViewController.swift
//
//  Nineteenth probe. Adapted (rewritten, keeping the UIKit members it uses) from the controller printed in
//  IhwanID/IhwanID `content/posts/2020-03-30-membuat-onboarding-screen-xcode-swift.md` (commit
//  37157b27e6ef688235b3f3d9c5d70abe24d12ab2): onboarding slides laid side by side in a paging scroll view from the
//  sizes read in `viewDidLayoutSubviews` (forced early with `view.layoutIfNeeded()` in `viewDidLoad`), a custom
//  font scaled with `UIFontMetrics`, a page control kept in step in `scrollViewDidEndDecelerating(_:)`, and the page
//  control's action scrolling with `scrollRectToVisible(_:animated:)`. Porting edits only (Porting.md): the
//  `@IBOutlet`s are made in code, the `@IBAction` is a method reference, and the bundled font, which a test world
//  does not have, falls back to the system font rather than `fatalError`.
//
import UIKit

final class ScrollOnboardingViewController: UIViewController, UIScrollViewDelegate {
    let pageControl = UIPageControl()
    let scrollView = UIScrollView()
    var scrollWidth: CGFloat! = 0.0
    var scrollHeight: CGFloat! = 0.0
    let titles = ["CHALLENGE", "COMPARE", "WIN"]
    let details = ["Challenge your friends.", "Compare your progress.", "Win and share."]
    let images = ["challenge", "compare", "win"]

    override func loadView() {
        super.loadView()
        scrollView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height - 60)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pageControl.frame = CGRect(x: 0, y: view.bounds.height - 50, width: view.bounds.width, height: 30)
        pageControl.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(scrollView)
        view.addSubview(pageControl)
    }

    override func viewDidLayoutSubviews() {
        scrollWidth = scrollView.frame.size.width
        scrollHeight = scrollView.frame.size.height
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.layoutIfNeeded()
        scrollView.delegate = self
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        let titleFont = UIFont(name: "CooperHewitt-BoldItalic", size: 24) ?? UIFont.boldSystemFont(ofSize: 24)
        var frame = CGRect(x: 0, y: 0, width: 0, height: 0)
        for index in 0..<titles.count {
            frame.origin.x = scrollWidth * CGFloat(index)
            frame.size = CGSize(width: scrollWidth, height: scrollHeight)
            let slide = UIView(frame: frame)
            let imageView = UIImageView(image: UIImage(named: images[index]))
            imageView.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
            imageView.contentMode = .scaleAspectFit
            imageView.center = CGPoint(x: scrollWidth / 2, y: scrollHeight / 2 - 50)
            let title = UILabel(frame: CGRect(x: 32, y: imageView.frame.maxY + 30, width: scrollWidth - 64, height: 30))
            title.textAlignment = .center
            title.font = UIFontMetrics.default.scaledFont(for: titleFont)
            title.text = titles[index]
            title.textColor = UIColor(red: 149 / 255.0, green: 35 / 255.0, blue: 167 / 255.0, alpha: 1.0)
            let detail = UILabel(frame: CGRect(x: 32, y: title.frame.maxY + 10, width: scrollWidth - 64, height: 50))
            detail.textAlignment = .center
            detail.numberOfLines = 3
            detail.font = UIFont.systemFont(ofSize: 18.0)
            detail.text = details[index]
            slide.addSubview(imageView)
            slide.addSubview(title)
            slide.addSubview(detail)
            scrollView.addSubview(slide)
        }
        scrollView.contentSize = CGSize(width: scrollWidth * CGFloat(titles.count), height: scrollHeight)
        scrollView.contentSize.height = 1.0
        pageControl.numberOfPages = titles.count
        pageControl.currentPage = 0
        pageControl.addTarget(self, action: ScrollOnboardingViewController.pageChanged, for: .valueChanged)
    }

    func pageChanged(_ sender: Any) {
        scrollView.scrollRectToVisible(CGRect(x: scrollWidth * CGFloat(pageControl.currentPage), y: 0,
                                              width: scrollWidth, height: scrollHeight), animated: true)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        setIndicatorForCurrentPage()
    }

    func setIndicatorForCurrentPage() {
        let page = scrollView.contentOffset.x / scrollWidth
        pageControl.currentPage = Int(page)
    }
}
