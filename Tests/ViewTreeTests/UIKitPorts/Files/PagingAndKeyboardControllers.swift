//
//  PagingAndKeyboardControllers.swift
//
//  Twenty-first probe. Five public view-controller files, kept member for member:
//  - johnny919/Scroll `Scroll/ViewController.swift` (a later revision than the stored commit 5c1f0594…, as indexed):
//    a paging scroll view and a page control that follow each other (`setContentOffset(_:animated:)` from the control,
//    `currentPage` from `scrollViewDidEndDecelerating`);
//  - Chang-Geun-Ryu/Task `2019.04.11/ScrollViewExample/ScrollViewExample/ViewController.swift`: the page from
//    `scrollViewDidScroll` with integer division by the view's width;
//  - avijitnagare/iOSConcepts `iOSConcepts/ScrollView/ScrollVC.swift`: the rounding
//    `floor((contentOffset.x - pageWidth / 2) / pageWidth) + 1`;
//  - artsinsider/SPIR-iOS `SPIR/ViewController+Keyboard.swift` (commit 8c45c54c0050a82fa42923629a4606a337436c67):
//    the keyboard's frame read `as? CGRect` and its duration `as? NSNumber`, constraints rebuilt and laid out in
//    `UIView.animate`; its `buildContent(keyboardHeight:)` lives in a file the probe did not read and is written here
//    (**ours**: a bottom constraint of the keyboard's height);
//  - MauBao/IOS `LamApp/AnimationTextFiled/AnimationTextFiled/ViewController.swift` (commit
//    536a3fb007959b8b9841964d95cad1dbbd71ae99): Swift 4.1's `NSNotification.Name.UIKeyboardWillShow` and the frame read
//    by its string key `as! CGRect`.
//  Porting edits only (Porting.md): `@IBOutlet`s are made in code and `@IBAction`s are plain methods;
//  `NotificationCenter.default.addObserver(self, selector: #selector(…), …)` is the world's centre with a method reference.
//
import UIKit

class PagingScrollViewController: UIViewController {

    let scrollView = UIScrollView()
    let pageControl = UIPageControl()
    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
        scrollView.isPagingEnabled = true
        scrollView.delegate = self
        pageControl.addTarget(self, action: PagingScrollViewController.changePage, for: .valueChanged)
    }
    func changePage(_ sender: UIPageControl) {
        let point = CGPoint(x: scrollView.bounds.width * CGFloat(sender.currentPage), y: 0)
        scrollView.setContentOffset(point, animated: true)
    }
}
extension PagingScrollViewController: UIScrollViewDelegate {
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let page = scrollView.contentOffset.x / scrollView.bounds.width
        pageControl.currentPage = Int(page)
    }
}

class ScrollViewExampleViewController: UIViewController {

    let paging = UIPageControl()
    let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
        scrollView.delegate = self

//        paging.bringSubviewToFront(paging)
    }

    func valueChanged(_ sender: UIPageControl) {
        print(sender.currentPage)
    }

}

extension ScrollViewExampleViewController: UIScrollViewDelegate{
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {

       // print(scrollView.contentOffset)
//        print(velocity)
//        paging.currentPage
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
//        print(scrollView.)
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        // 414
//        scrollView.
        print(scrollView.contentOffset)
        print(Int(scrollView.contentOffset.x) / Int(self.view.frame.width))
        self.paging.currentPage = Int(scrollView.contentOffset.x) / Int(self.view.frame.width)
    }
}

class ScrollVC: UIViewController, UIScrollViewDelegate {

     let scrollView = UIScrollView()
     var lastPage: CGFloat = -1

    override func viewDidLoad() {
        super.viewDidLoad()

        scrollView.delegate = self
        // Do any additional setup after loading the view.
    }
    // MARK: - ScrollViewDelegate
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView){

        let pageWidth: CGFloat = scrollView.frame.width

     let page: CGFloat = floor((scrollView.contentOffset.x - pageWidth/2) / pageWidth) + 1
        lastPage = page
    }
}

class KeyboardFormViewController: UIViewController {
    let field = UITextField()
    var bottomConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        bottomConstraint = field.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            field.heightAnchor.constraint(equalToConstant: 44),
            bottomConstraint
        ])
        view.simulation?.notificationCenter.addObserver(self, action: KeyboardFormViewController.willShowKeyboard,
                                                        name: UIResponder.keyboardWillShowNotification, object: nil)
        view.simulation?.notificationCenter.addObserver(self, action: KeyboardFormViewController.willHideKeyboard,
                                                        name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func buildContent(keyboardHeight: CGFloat) {
        bottomConstraint.constant = -keyboardHeight
    }
}

extension KeyboardFormViewController {

    func willShowKeyboard(_ notification: Notification) {
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        guard let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber else { return }
        self.buildContent(keyboardHeight: frame.size.height)
        UIView.animate(withDuration: TimeInterval(duration.floatValue), animations: {
            self.view.setNeedsUpdateConstraints()
            self.view.layoutIfNeeded()
        })
    }

    func willHideKeyboard(_ notification: Notification) {
        guard let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber else { return }
        self.buildContent(keyboardHeight: 0)
        UIView.animate(withDuration: TimeInterval(duration.floatValue), animations: {
            self.view.setNeedsUpdateConstraints()
            self.view.layoutIfNeeded()
        })
    }

}

class AnimationTextFieldViewController: UIViewController {

    var textFieldbottomContraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view, typically from a nib.

        view.simulation?.notificationCenter.addObserver(self, action: AnimationTextFieldViewController.keyboardWillShow(notification:), name: NSNotification.Name.UIKeyboardWillShow, object: nil)
    }

    func keyboardWillShow(notification: NSNotification) {

        if let info =  notification.userInfo {
            let rect:CGRect = info["UIKeyboardFrameEndUserInfoKey"] as! CGRect
            self.view.layoutIfNeeded()
            UIView.animate(withDuration: 0.25) {
                self.view.layoutIfNeeded()
                self.textFieldbottomContraint.constant = rect.height + 20
            }
        }
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        // Dispose of any resources that can be recreated.
    }

}
