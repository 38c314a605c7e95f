// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// What RxCocoa's suite reads back from real UIKit objects after its bindings set them (ReactiveX/RxSwift,
/// `Tests/RxCocoaTests/`, XCTest cases run on an iOS simulator: `UIControl+RxTests.swift` @0b12d21d,
/// `UIScrollView+RxTests.swift` @00c2a891, `UIButton+RxTests.swift` @0b66f666, `UITextField+RxTests.swift` @0a407c16,
/// `UISearchBar+RxTests.swift`, `UIPageControl+RxTest.swift`, `UIProgressView+RxTests.swift`,
/// `UIActivityIndicatorView+RxTests.swift`, `UIRefreshControl+RxTests.swift`, `UIBarButtonItem+RxTests.swift`
/// @0b66f666, `UIStepper+RxTests.swift` @0314d831, `UIView+RxTests.swift` and `UITabBarItem+RxTests.swift` @2bdd0a76).
/// A binding is a setter (or `startAnimating()`, `beginRefreshing()`…) called with the value; each test calls it and
/// checks what UIKit answered. The delegate-proxy and disposal tests check RxCocoa itself and are left aside. Rows in
/// Docs/Fidelity.md, "Behaviours checked against RxCocoa's, ReactiveCocoa's and Stevia's device tests".
@Suite struct RxCocoaCrossCheckTests {
    /// A target that counts the messages each event sends it.
    final class Counter {
        var count = 0
        func fire() { count += 1 }
    }

    /// testSubscribeEnabledToTrue/False, testSubscribedSelectedToTrue, testSubscribeSelectedToFalse: a plain
    /// control's `isEnabled` and `isSelected` keep what is set.
    @Test func aControlsFlagsReadBack() {
        let control = UIControl()
        #expect(control.isEnabled && !control.isSelected)
        control.isEnabled = false
        control.isSelected = true
        #expect(!control.isEnabled && control.isSelected)
        control.isEnabled = true
        control.isSelected = false
        #expect(control.isEnabled && !control.isSelected)
    }

    /// test_controlEvent and test_controlPropertySource: two targets for `.editingChanged` are both listed
    /// (`allTargets`) and have actions for that event only: `actions(forTarget:forControlEvent:)` is `nil` for
    /// `.editingDidBegin` until targets register for it; sending an event reaches its targets only.
    @Test func targetsAreListedByEvent() {
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        let a = Counter(), b = Counter(), c = Counter()
        control.addTarget(a, action: Counter.fire, for: .editingChanged)
        control.addTarget(b, action: Counter.fire, for: .editingChanged)
        #expect(control.allTargets.count == 2)
        #expect(control.actions(forTarget: a, forControlEvent: .editingChanged)?.count == 1)
        #expect(control.actions(forTarget: a, forControlEvent: .editingDidBegin) == nil)
        control.sendActions(for: .editingDidBegin)
        #expect(a.count == 0 && b.count == 0)
        control.sendActions(for: .editingChanged)
        #expect(a.count == 1 && b.count == 1)
        control.addTarget(c, action: Counter.fire, for: .valueChanged)
        control.sendActions(for: .editingChanged)
        #expect(c.count == 0 && a.count == 2)
        control.sendActions(for: .valueChanged)
        #expect(c.count == 1 && a.count == 2)
    }

    /// testScrollEnabled_False/True, testScrollViewContentOffset: `isScrollEnabled` keeps what is set; a new scroll
    /// view's offset is zero and a set offset of (2, 2) reads back.
    @Test func scrollViewPropertiesReadBack() {
        let scroll = UIScrollView()
        #expect(scroll.isScrollEnabled && scroll.contentOffset == .zero)
        scroll.isScrollEnabled = false
        #expect(!scroll.isScrollEnabled)
        scroll.isScrollEnabled = true
        scroll.contentOffset = CGPoint(x: 2, y: 2)
        #expect(scroll.isScrollEnabled && scroll.contentOffset == CGPoint(x: 2, y: 2))
    }

    final class ScrollDelegate: UIScrollViewDelegate {}

    /// testSetDelegateUsesWeakReference: a scroll view holds its delegate weakly: the delegate goes when its last
    /// owner lets it go.
    @Test func aScrollViewsDelegateIsWeak() {
        let scroll = UIScrollView()
        weak var gone: ScrollDelegate?
        do {
            let delegate = ScrollDelegate()
            scroll.delegate = delegate
            gone = delegate
            #expect(scroll.delegate != nil)
        }
        #expect(gone == nil && scroll.delegate == nil)
    }

    /// testTitleNormal, testTitleSelected, testTitleDefault: a new button has no title for `.normal` or `.selected`;
    /// a title set for either state reads back for it.
    @Test func buttonTitlesByState() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(button.title(for: []) == nil && button.title(for: .selected) == nil)
        button.setTitle("normal", for: .selected)
        #expect(button.title(for: .selected) == "normal" && button.title(for: []) == nil)
        button.setTitle("normal", for: [])
        #expect(button.title(for: []) == "normal")
    }

    /// test_attributedTextObserver and test_isSecureTextEntryObserver: a new text field's attributed text is an
    /// empty attributed string, not `nil`; an attributed text set reads back with its characters; secure entry
    /// is off by default and keeps what is set.
    @Test func textFieldTextAndSecureEntry() {
        let field = UITextField()
        #expect(field.attributedText != nil && field.attributedText?.length == 0)
        field.attributedText = NSAttributedString(string: "Hello!")
        #expect(field.attributedText?.string == "Hello!" && field.text == "Hello!")
        #expect(!field.isSecureTextEntry)
        field.isSecureTextEntry = true
        #expect(field.isSecureTextEntry)
    }

    /// testSelectedScopeButtonIndex_changeEventWorks and _binding (on a search controller's bar): with scope titles,
    /// the selected scope is 0 until 1 is set; `text` keeps what is set (testText_binding).
    @Test func searchBarScopeAndText() {
        let controller = UISearchController(searchResultsController: UIViewController())
        let bar = controller.searchBar
        bar.scopeButtonTitles = ["One", "Two", "Three"]
        #expect(bar.selectedScopeButtonIndex == 0)
        bar.selectedScopeButtonIndex = 1
        #expect(bar.selectedScopeButtonIndex == 1)
        #expect(bar.text != "value")
        bar.text = "value"
        #expect(bar.text == "value")
    }

    /// testPageControl_CurrentPage and testPageControl_NumberOfPages: ten pages, the fifth current.
    @Test func pageControlPages() {
        let pages = UIPageControl(frame: .zero)
        pages.numberOfPages = 10
        pages.currentPage = 5
        #expect(pages.numberOfPages == 10 && pages.currentPage == 5)
    }

    /// testProgressView_NextElementsSetsValue, testStepper_stepValueObserver: progress 1 and a step of 0.42 read back.
    @Test func progressAndStepValues() {
        let progress = UIProgressView()
        progress.progress = 1
        #expect(progress.progress == 1)
        let stepper = UIStepper()
        stepper.stepValue = 0.42
        #expect(abs(stepper.stepValue - 0.42) < 0.0001)
    }

    /// testActivityIndicator_NextElementsSetsValue and testRefreshing_True/False: starting and stopping the spinner,
    /// beginning and ending a refresh, are read back at once (no window, no run loop turn).
    @Test func spinnersStartAndStopAtOnce() {
        let spinner = UIActivityIndicatorView()
        #expect(!spinner.isAnimating)
        spinner.startAnimating()
        #expect(spinner.isAnimating)
        spinner.stopAnimating()
        #expect(!spinner.isAnimating)
        let refresh = UIRefreshControl()
        refresh.beginRefreshing()
        #expect(refresh.isRefreshing)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
    }

    /// testHidden_True, testEnabled_False, testAlpha_0, testAlpha_1: a view's `isHidden` and `alpha` read back.
    @Test func viewHiddenAndAlpha() {
        let view = UIView(frame: .zero)
        view.isHidden = true
        #expect(view.isHidden)
        view.isHidden = false
        view.alpha = 0
        #expect(!view.isHidden && view.alpha == 0)
        view.alpha = 1
        #expect(view.alpha == 1)
    }

    /// testButton_titleObserver (a new bar button item has no title) and testBadgetValue_Text/Empty (a system tab
    /// bar item's badge reads "5", then `nil`).
    @Test func barItemTitlesAndBadges() {
        let item = UIBarButtonItem()
        #expect(item.title == nil)
        item.title = "title"
        #expect(item.title == "title")
        let tab = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        tab.badgeValue = "5"
        #expect(tab.badgeValue == "5")
        tab.badgeValue = nil
        #expect(tab.badgeValue == nil)
    }
}
