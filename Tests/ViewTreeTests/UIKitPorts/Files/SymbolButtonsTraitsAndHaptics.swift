//
//  SymbolButtonsTraitsAndHaptics.swift
//
//  Twenty-sixth probe. Rewritten from nine small public files, keeping the UIKit members each uses:
//  - WadeHuangDeveloper/TodoListCoreDataDemo `TodoListCoreDataDemo/Model/Extensions/UIButton+Extension.swift`
//    (commit 513428182b36d28ca90ce77c818130cdd3d18920): a copy of `self.configuration` (or `.plain()`) with an
//    `image`, `imagePadding = .zero` and `imagePlacement = .all`;
//  - jesusrafaelchris/LivePhotoView `Sources/LivePhotoController/Views/UIButton+Ext.swift` (commit
//    4366074435f0ab97b0e1f326dd2e78fea1ce0472): `SymbolConfiguration(pointSize:weight:scale:)`, then
//    `withTintColor(_:)` and `withRenderingMode(.alwaysOriginal)` on the symbol;
//  - MoysesAz/BornLogic `News/Utils/Extensions/UIButton+.swift` (commit c0da0f104a83cb6a879bfc0a2b7c8b3dabbaa2c1):
//    `UIImage.SymbolWeight` and `UIImage.SymbolScale` as parameters, `tintColor` and `backgroundColor` set after;
//  - antonianemi/CoolManager `CoolManager/ViewControllers/Extensions/UIButton.swift` (commit
//    b1dc5dfd6abe0efce177549310dc21031592ac1b): `withConfiguration(_:)` on a symbol, a `.fill` image for `.selected`;
//  - wordpress-mobile/WordPress-iOS `Modules/Sources/JetpackStats/Extensions/UIColor+Extensions.swift` (commit
//    b743e7c4e6f7f8fe280d5248c6ebfbc20f6fd804): `UIColor(light:dark:)` over the trailing-closure `UIColor { … }`;
//  - kutchie-pelaez-packages/CoreUI `Sources/Extensions/UITraitCollection+Extensions.swift` (commit
//    1bfb34281442c65eac75c75175b121e6c2b059a1): `UITraitCollection.light` / `.dark` from
//    `UITraitCollection(userInterfaceStyle:)`;
//  - trilliondigital/Dirt-v1.0 `Dirt/Dirt/Utilities/HapticFeedback.swift` (commit
//    938b52c5f424873e313e89e0754e911dee19540b): `UIImpactFeedbackGenerator.FeedbackStyle` with a `.medium` default,
//    `UINotificationFeedbackGenerator.FeedbackType`, `prepare()` before each;
//  - Bagya921230/FinancialCalc `FinancialCalc/Extensions/UIFontExtension.swift` (commit
//    7dcda3932e6299137e5f66cd5b00b82126514cef): `UIFontMetrics.default.scaledFont(for:)` behind `#available`;
//  - Devendranath/UIControlsPart-3 `UIControlsPart-3/ViewController.swift` (commit
//    263546dabb95915c65b54ac301125ffc596f4a43): a paging scroll view whose delegate sets a page control's
//    `currentPage` from the offset, and `numberOfPages` from `contentSize.width / frame.size.width`.
//  Porting edits only, in the last file: its outlets are made in code and its `@IBAction` is a plain method; the other
//  eight compile as written. No `expect-error` is left.
//

import UIKit

extension UIButton {
    func getConfiguration(image: UIImage?) -> UIButton.Configuration {
        if var configuration = self.configuration {
            configuration.image = image
            configuration.imagePadding = .zero
            configuration.imagePlacement = .all
            return configuration
        } else {
            var configuration = UIButton.Configuration.plain()
            configuration.image = image
            configuration.imagePadding = .zero
            configuration.imagePlacement = .all
            return configuration
        }
    }

    @available(iOS 13.0, *)
    func setSizedImage(symbol: String, size: CGFloat, colour: UIColor) {
        let largeConfig = UIImage.SymbolConfiguration(pointSize: size, weight: .bold, scale: .large)
        let image = UIImage(systemName: symbol, withConfiguration: largeConfig)?.withTintColor(colour).withRenderingMode(.alwaysOriginal)
        setImage(image, for: .normal)
    }

    func setSFSymbol(iconName: String, size: CGFloat, weight: UIImage.SymbolWeight,
                     scale: UIImage.SymbolScale, tintColor: UIColor, backgroundColor: UIColor) {
        let symbolConfiguration = UIImage.SymbolConfiguration(pointSize: size, weight: weight, scale: scale)
        setImage(UIImage(systemName: iconName, withConfiguration: symbolConfiguration), for: .normal)
        self.tintColor = tintColor
        self.backgroundColor = backgroundColor
    }

    func configure(withIcon icon: String) {
        let pointSize = UIImage.SymbolConfiguration(pointSize: 60)
        frame = CGRect(origin: .zero, size: CGSize(width: 125, height: 117))
        setImage(UIImage(systemName: icon)!.withConfiguration(pointSize), for: .normal)
        setImage(UIImage(systemName: "\(icon).fill")!.withConfiguration(pointSize), for: .selected)
    }
}

extension UIColor {
    convenience init(light: UIColor, dark: UIColor) {
        self.init { traitCollection in
            if traitCollection.userInterfaceStyle == .dark {
                return dark
            } else {
                return light
            }
        }
    }
}

extension UITraitCollection {
    public static var light: UITraitCollection { UITraitCollection(userInterfaceStyle: .light) }
    public static var dark: UITraitCollection { UITraitCollection(userInterfaceStyle: .dark) }
}

enum HapticFeedback {
    static func impact(style: UIImpactFeedbackGenerator.FeedbackStyle = .medium) {
        let generator = UIImpactFeedbackGenerator(style: style)
        generator.prepare()
        generator.impactOccurred()
    }

    static func notify(_ type: UINotificationFeedbackGenerator.FeedbackType) {
        let generator = UINotificationFeedbackGenerator()
        generator.prepare()
        generator.notificationOccurred(type)
    }
}

extension UIFont {
    var scaled: UIFont {
        if #available(iOS 11.0, *) {
            return UIFontMetrics.default.scaledFont(for: self)
        } else {
            return self
        }
    }
}

final class PagedScrollViewController: UIViewController {
    let pageControl = UIPageControl()
    let scrollView = UIScrollView()

    func home(_ sender: Any) {
        scrollView.contentOffset = CGPoint(x: 0, y: 0)
        pageControl.numberOfPages = Int(scrollView.contentSize.width / scrollView.frame.size.width)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        view.addSubview(pageControl)
        scrollView.delegate = self
        scrollView.isPagingEnabled = true
    }
}

extension PagedScrollViewController: UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        pageControl.currentPage = Int(scrollView.contentOffset.x / scrollView.frame.size.width)
    }
}
