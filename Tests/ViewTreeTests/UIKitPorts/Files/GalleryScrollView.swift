// A horizontally paging gallery that lays out its pages in layoutSubviews and adapts to its size class:
// the everyday UIScrollView-subclass pattern (override layoutSubviews, frames from bounds, contentSize).
import UIKit

final class GalleryScrollView: UIScrollView {
    private var pages: [UIImageView] = []
    var pageInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isPagingEnabled = true
        showsHorizontalScrollIndicator = false
        backgroundColor = UIColor(white: 0.1, alpha: 1)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func show(_ images: [UIImage]) {
        pages.forEach { $0.removeFromSuperview() }
        pages = images.map { image in
            let page = UIImageView(image: image)
            page.backgroundColor = .systemGray
            addSubview(page)
            return page
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let columns: CGFloat = traitCollection.horizontalSizeClass == .regular ? 2 : 1
        let pageWidth = bounds.width / columns
        for (index, page) in pages.enumerated() {
            let slot = CGRect(x: CGFloat(index) * pageWidth, y: 0, width: pageWidth, height: bounds.height)
            page.frame = slot.inset(by: pageInsets)
        }
        contentSize = CGSize(width: pageWidth * CGFloat(pages.count), height: bounds.height)
    }

    func highlight(_ index: Int) {
        guard pages.indices.contains(index) else { return }
        UIView.animate(withDuration: 0.25) {
            self.pages[index].alpha = 1
            self.pages[index].backgroundColor = .systemBlue
        }
    }
}
