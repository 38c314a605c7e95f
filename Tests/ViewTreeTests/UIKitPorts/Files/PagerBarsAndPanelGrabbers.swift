//
//  PagerBarsAndPanelGrabbers.swift
//
//  Thirtieth probe. Rewritten member for member from five public files of two widely used component libraries
//  (same types, members, calls, labels, overrides and control flow; names of locals and comments our own):
//  - xmartlabs/XLPagerTabStrip `Sources/XLPagerTabStrip/BarView.swift` (commit
//    fea4600741b9f32c4210a13ec7a2f7542f0cb5dd): a view whose lazy `selectedBar` (made in an `[unowned self]`
//    closure from `self.frame`) is placed in `layoutSubviews()` and moved by `UIView.animate(withDuration:animations:)`
//    or by a progress fraction, with a `willSet` observer clamping the selection;
//  - the same repository's `Sources/XLPagerTabStrip/ButtonBarView.swift` (same commit): a `UICollectionView` subclass
//    overriding `init(frame:collectionViewLayout:)`, with a selected bar on `layer.zPosition = 9999` following the
//    cells' `layoutAttributesForItem(at:)` frames and scrolling with `setContentOffset(_:animated:)`, asking its
//    `dataSource!` for the item count and reading the flow layout's `sectionInset`;
//  - the same repository's `Sources/XLPagerTabStrip/SwipeDirection.swift` (commit
//    d6c1dfdf9d1076ec64333a73b80df0b6294ed5bd): the direction enum the bar takes;
//  - scenee/FloatingPanel `Sources/GrabberView.swift` (commit 60d297756ad6ea0180b7389de794f55278e68e52): the panel's
//    grabber handle, `@objc(FloatingPanelGrabberView)`, a colour in `UIColor(displayP3Red:green:blue:alpha:)`, and a
//    `hitTest(_:with:)` that lets touches on itself through;
//  - the same repository's `Sources/BackdropView.swift` (commit 36012959cf5fe3cef3f5ad4abba2bfc4db16fc43): the
//    backdrop with its dismissal tap recognizer.
//  No porting edit: `@objc(…)` is kept, and listed.
//

import UIKit

// MARK: - XLPagerTabStrip: BarView

open class BarView: UIView {

    open lazy var selectedBar: UIView = { [unowned self] in
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: self.frame.size.width, height: self.frame.size.height))
        return bar
    }()

    var optionsCount = 1 {
        willSet(newOptionsCount) {
            if newOptionsCount <= selectedIndex {
                selectedIndex = optionsCount - 1
            }
        }
    }
    var selectedIndex = 0

    required public init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        addSubview(selectedBar)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(selectedBar)
    }

    // MARK: - Helpers

    private func updateSelectedBarPosition(with animation: Bool) {
        var target = selectedBar.frame
        target.size.width = self.frame.size.width / CGFloat(optionsCount)
        target.origin.x = target.size.width * CGFloat(selectedIndex)
        if animation {
            UIView.animate(withDuration: 0.3, animations: { [weak self] in
                self?.selectedBar.frame = target
            })
        } else {
            selectedBar.frame = target
        }
    }

    open func moveTo(index: Int, animated: Bool) {
        selectedIndex = index
        updateSelectedBarPosition(with: animated)
    }

    open func move(fromIndex: Int, toIndex: Int, progressPercentage: CGFloat) {
        selectedIndex = (progressPercentage > 0.5) ? toIndex : fromIndex

        var slot = selectedBar.frame
        slot.size.width = frame.size.width / CGFloat(optionsCount)
        var from = slot
        from.origin.x = slot.size.width * CGFloat(fromIndex)
        var to = slot
        to.origin.x = to.size.width * CGFloat(toIndex)
        var between = from
        between.origin.x += (to.origin.x - between.origin.x) * CGFloat(progressPercentage)
        selectedBar.frame = between
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateSelectedBarPosition(with: false)
    }
}

// MARK: - XLPagerTabStrip: SwipeDirection

public enum SwipeDirection {
    case left
    case right
    case none
}

// MARK: - XLPagerTabStrip: ButtonBarView

public enum PagerScroll {
    case no
    case yes
    case scrollOnlyIfOutOfScreen
}

public enum SelectedBarAlignment {
    case left
    case center
    case right
    case progressive
}

public enum SelectedBarVerticalAlignment {
    case top
    case middle
    case bottom
}

open class ButtonBarView: UICollectionView {

    open lazy var selectedBar: UIView = { [unowned self] in
        let bar = UIView(frame: CGRect(x: 0, y: self.frame.size.height - CGFloat(self.selectedBarHeight), width: 0, height: CGFloat(self.selectedBarHeight)))
        bar.layer.zPosition = 9999
        return bar
    }()

    internal var selectedBarHeight: CGFloat = 4 {
        didSet {
            updateSelectedBarYPosition()
        }
    }
    var selectedBarVerticalAlignment: SelectedBarVerticalAlignment = .bottom
    var selectedBarAlignment: SelectedBarAlignment = .center
    var selectedIndex = 0

    required public init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        addSubview(selectedBar)
    }

    public override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame, collectionViewLayout: layout)
        addSubview(selectedBar)
    }

    open func moveTo(index: Int, animated: Bool, swipeDirection: SwipeDirection, pagerScroll: PagerScroll) {
        selectedIndex = index
        updateSelectedBarPosition(animated, swipeDirection: swipeDirection, pagerScroll: pagerScroll)
    }

    open func move(fromIndex: Int, toIndex: Int, progressPercentage: CGFloat, pagerScroll: PagerScroll) {
        selectedIndex = progressPercentage > 0.5 ? toIndex : fromIndex

        let fromFrame = layoutAttributesForItem(at: IndexPath(item: fromIndex, section: 0))!.frame
        let itemCount = dataSource!.collectionView(self, numberOfItemsInSection: 0)

        var toFrame: CGRect

        if toIndex < 0 || toIndex > itemCount - 1 {
            // Past either end: a cell-width beyond the first or the last cell.
            if toIndex < 0 {
                let first = layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
                toFrame = first!.frame.offsetBy(dx: -first!.frame.size.width, dy: 0)
            } else {
                let last = layoutAttributesForItem(at: IndexPath(item: (itemCount - 1), section: 0))
                toFrame = last!.frame.offsetBy(dx: last!.frame.size.width, dy: 0)
            }
        } else {
            toFrame = layoutAttributesForItem(at: IndexPath(item: toIndex, section: 0))!.frame
        }

        var between = fromFrame
        between.size.height = selectedBar.frame.size.height
        between.size.width += (toFrame.size.width - fromFrame.size.width) * progressPercentage
        between.origin.x += (toFrame.origin.x - fromFrame.origin.x) * progressPercentage

        selectedBar.frame = CGRect(x: between.origin.x, y: selectedBar.frame.origin.y, width: between.size.width, height: selectedBar.frame.size.height)

        var offsetX: CGFloat = 0.0
        if contentSize.width > frame.size.width {
            let toOffset = contentOffsetForCell(withFrame: toFrame, andIndex: toIndex)
            let fromOffset = contentOffsetForCell(withFrame: fromFrame, andIndex: fromIndex)

            offsetX = fromOffset + ((toOffset - fromOffset) * progressPercentage)
        }

        setContentOffset(CGPoint(x: offsetX, y: 0), animated: false)
    }

    open func updateSelectedBarPosition(_ animated: Bool, swipeDirection: SwipeDirection, pagerScroll: PagerScroll) {
        var barFrame = selectedBar.frame

        let selectedPath = IndexPath(item: selectedIndex, section: 0)
        let attributes = layoutAttributesForItem(at: selectedPath)
        let cellFrame = attributes!.frame

        updateContentOffset(animated: animated, pagerScroll: pagerScroll, toFrame: cellFrame, toIndex: (selectedPath as NSIndexPath).row)

        barFrame.size.width = cellFrame.size.width
        barFrame.origin.x = cellFrame.origin.x

        if animated {
            UIView.animate(withDuration: 0.3, animations: { [weak self] in
                self?.selectedBar.frame = barFrame
            })
        } else {
            selectedBar.frame = barFrame
        }
    }

    // MARK: - Helpers

    private func updateContentOffset(animated: Bool, pagerScroll: PagerScroll, toFrame: CGRect, toIndex: Int) {
        guard pagerScroll != .no || (pagerScroll != .scrollOnlyIfOutOfScreen && (toFrame.origin.x < contentOffset.x || toFrame.origin.x >= (contentOffset.x + frame.size.width - contentInset.left))) else { return }
        let offsetX = contentSize.width > frame.size.width ? contentOffsetForCell(withFrame: toFrame, andIndex: toIndex) : 0
        setContentOffset(CGPoint(x: offsetX, y: 0), animated: animated)
    }

    private func contentOffsetForCell(withFrame cellFrame: CGRect, andIndex index: Int) -> CGFloat {
        let inset = (collectionViewLayout as! UICollectionViewFlowLayout).sectionInset // swiftlint:disable:this force_cast
        var alignment: CGFloat = 0.0

        switch selectedBarAlignment {
        case .left:
            alignment = inset.left
        case .right:
            alignment = frame.size.width - inset.right - cellFrame.size.width
        case .center:
            alignment = (frame.size.width - cellFrame.size.width) * 0.5
        case .progressive:
            let halfCell = cellFrame.size.width * 0.5
            let leftmost = inset.left + halfCell
            let rightmost = frame.size.width - inset.right - halfCell
            let itemCount = dataSource!.collectionView(self, numberOfItemsInSection: 0)
            let progress = index / (itemCount - 1)
            alignment = leftmost + (rightmost - leftmost) * CGFloat(progress) - halfCell
        }

        var offset = cellFrame.origin.x - alignment
        offset = max(0, offset)
        offset = min(contentSize.width - frame.size.width, offset)
        return offset
    }

    private func updateSelectedBarYPosition() {
        var barFrame = selectedBar.frame

        switch selectedBarVerticalAlignment {
        case .top:
            barFrame.origin.y = 0
        case .middle:
            barFrame.origin.y = (frame.size.height - selectedBarHeight) / 2
        case .bottom:
            barFrame.origin.y = frame.size.height - selectedBarHeight
        }

        barFrame.size.height = selectedBarHeight
        selectedBar.frame = barFrame
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        updateSelectedBarYPosition()
    }
}

// MARK: - FloatingPanel: GrabberView

// expect-error: Objective-C interoperability is disabled
@objc(FloatingPanelGrabberView)
public class GrabberView: UIView {

    public var barColor = UIColor(displayP3Red: 0.76, green: 0.77, blue: 0.76, alpha: 1.0) { didSet { backgroundColor = barColor } }

    required public init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    init() {
        super.init(frame: .zero)
        backgroundColor = barColor
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        render()
    }

    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit == self ? nil : hit
    }

    private func render() {
        self.layer.masksToBounds = true
    }
}

// MARK: - FloatingPanel: BackdropView

/// The view behind a panel.
@objc(FloatingPanelBackdropView)
public class BackdropView: UIView {

    /// Taps on the backdrop that dismiss the panel.
    public var dismissalTapGestureRecognizer: UITapGestureRecognizer!
}
