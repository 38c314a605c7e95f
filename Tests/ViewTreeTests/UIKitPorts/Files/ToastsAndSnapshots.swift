//
//  ToastsAndSnapshots.swift
//
//  Nineteenth probe. Adapted (rewritten, keeping the UIKit members they use) from public helper extensions:
//  - organicmaps/organicmaps `iphone/Maps/Tourism/Presentation/Extensions/UIViewExtensions.swift` (commit
//    a85dcd0efc6ee970c3a652e290f979e53303a18a): a toast label added to a view and faded out with
//    `UIView.animate(withDuration:delay:options:animations:completion:)`, removed in the completion;
//  - Berkay-Disli/UIKitHelpers `Toast.swift`: a controller's toast sized from the label's `intrinsicContentSize`,
//    faded in with `.autoreverse` and removed when the animation ends;
//  - befortier/JukeJam `JukeJam/Model/Helpers/UIView+Snapshot.swift`, appteur/ios_scrollview_image
//    `scrollviewImage/UIView+Extensions.swift` and keith27staines/iOSApp `WorkfinderModules/WorkfinderUI/WorkfinderUI/
//    Source/Extensions/UIView+snapShot.swift`: a view's image taken with `drawHierarchy(in:afterScreenUpdates:)`,
//    inside `UIGraphicsBeginImageContextWithOptions` or a `UIGraphicsImageRenderer`.
//
import UIKit

extension UIView {
    func showFadingToast(message: String, duration: TimeInterval = 2.0) {
        let toast = UILabel(frame: CGRect(x: frame.size.width / 2 - 75, y: frame.size.height - 100, width: 150, height: 35))
        toast.backgroundColor = UIColor.black.withAlphaComponent(0.6)
        toast.textColor = UIColor.white
        toast.textAlignment = .center
        toast.font = UIFont.systemFont(ofSize: 12.0)
        toast.text = message
        toast.alpha = 1.0
        toast.layer.cornerRadius = 10
        toast.clipsToBounds = true
        addSubview(toast)
        UIView.animate(withDuration: duration, delay: 0.1, options: .curveEaseOut, animations: {
            toast.alpha = 0.0
        }, completion: { _ in
            toast.removeFromSuperview()
        })
    }

    func hierarchySnapshot() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(bounds.size, false, UIScreen.main.scale)
        let drew = drawHierarchy(in: bounds, afterScreenUpdates: true)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        return drew ? image : nil
    }

    var rendererSnapshot: UIImage {
        UIGraphicsImageRenderer(size: bounds.size).image { _ in
            drawHierarchy(in: bounds, afterScreenUpdates: true)
        }
    }
}

extension UIViewController {
    func showPillToast(message: String, font: UIFont, toastColor: UIColor = UIColor.white,
                       toastBackground: UIColor = UIColor.black) {
        let toast = UILabel()
        toast.textColor = toastColor
        toast.font = font
        toast.textAlignment = .center
        toast.text = message
        toast.alpha = 0.0
        toast.layer.cornerRadius = 6
        toast.backgroundColor = toastBackground
        toast.clipsToBounds = true
        let width = toast.intrinsicContentSize.width + 16
        let height: CGFloat = 32
        toast.frame = CGRect(x: view.frame.width / 2 - width / 2, y: view.frame.height - height * 3, width: width, height: height)
        view.addSubview(toast)
        UIView.animate(withDuration: 1.5, delay: 0.25, options: .autoreverse, animations: {
            toast.alpha = 1.0
        }) { _ in
            toast.removeFromSuperview()
        }
    }
}
