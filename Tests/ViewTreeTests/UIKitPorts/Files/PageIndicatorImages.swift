//
//  PageIndicatorImages.swift
//
//  Twentieth probe. From 3sidedcube/ThunderCloud `ThunderCloud/UIPageIndicator+CustomImages.swift` (commit
//  b839bc6c9e06e159cb12c723881f12af1b6c9cee): a `UIPageControl` extension that gives the current page's dot its own
//  image with `setIndicatorImage(_:forPage:)` (iOS 14), called again whenever the page changes. Beside it, and not
//  from the file (**ours**), the iOS 16 way to get the same effect, `preferredCurrentPageIndicatorImage` and
//  `setCurrentPageIndicatorImage(_:forPage:)` (ThunderCloud's own note: "This allows a custom image just for the
//  selected page of the control"). No porting edit.
//
import UIKit

extension UIPageControl {

    /// Call to redraw `UIPageControl` images when the selected page changes.
    /// This allows a custom image just for the selected page of the control
    /// - Parameters:
    ///   - unselectedImage: Unselected indicator image
    ///   - selectedImage: Selected indicator image
    func redrawPageIndicatorImagesWith(
        unselected unselectedImage: UIImage?,
        selected selectedImage: UIImage?
    ) {
        if #available(iOS 14, *) {
            for i in 0..<numberOfPages {
                setIndicatorImage(i == currentPage ? selectedImage : unselectedImage, forPage: i)
            }
        }
    }

    /// The iOS 16 spelling: one image for every dot, another for the current one, and a page with a current-page image
    /// of its own.
    func useIndicatorImages(dot: UIImage?, current: UIImage?, currentOnFirstPage: UIImage?) {
        if #available(iOS 16, *) {
            preferredIndicatorImage = dot
            preferredCurrentPageIndicatorImage = current
            setCurrentPageIndicatorImage(currentOnFirstPage, forPage: 0)
        }
    }
}
