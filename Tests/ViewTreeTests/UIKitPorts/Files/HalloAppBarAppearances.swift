//
//  HalloAppBarAppearances.swift
//
//  Twenty-fourth probe. Three files of HalloAppInc/halloapp-ios-pub, each below as the app has it, its own header and
//  import kept:
//  - `Halloapp/Components/Extensions/UINavigationBar.swift` (commit 7998bf3dfc218cc76fbba73b79035035f96903ce):
//    `UIBarButtonItemAppearance(style:)` with `normal`/`highlighted`/`disabled`/`focused` title attributes, bar
//    appearances with `setBackIndicatorImage(_:transitionMaskImage:)`, `backButtonAppearance`, `buttonAppearance`,
//    `backgroundEffect`, `shadowColor`;
//  - `Halloapp/Components/Extensions/UIFont.swift` (commit 972852c254b79fcf01ffa6583a22b198f67adaaa): fonts by name
//    with a system fallback, `UIFontDescriptor.preferredFontDescriptor(withTextStyle:compatibleWith:)`,
//    `UIFontMetrics.scaledFont(for:maximumPointSize:)`, `withSymbolicTraits(.traitItalic)`;
//  - `Halloapp/Components/Extensions/UITabBarController.swift` (commit cab7fe388549f74faffeef35582e6f724d83896d): the
//    tab bar slid out of sight in an animation, then hidden and put back.
//  `.primaryBg` is the app's own colour, declared in its `UIColor.swift`, which is not copied.
//
// expect-error: type 'Color?' has no member 'primaryBg'
//
//  UINavigationBar.swift
//  HalloApp
//
//  Created by Igor Solomennikov on 6/8/20.
//  Copyright © 2020 Halloapp, Inc. All rights reserved.
//

import UIKit

extension UIBarButtonItemAppearance {

    class var transparentAppearance: UIBarButtonItemAppearance {
        let appearance = UIBarButtonItemAppearance(style: .plain)
        appearance.normal.titleTextAttributes = [ NSAttributedString.Key.foregroundColor: UIColor.clear ]
        appearance.highlighted.titleTextAttributes = [ NSAttributedString.Key.foregroundColor: UIColor.clear ]
        appearance.disabled.titleTextAttributes = [ NSAttributedString.Key.foregroundColor: UIColor.clear ]
        appearance.focused.titleTextAttributes = [ NSAttributedString.Key.foregroundColor: UIColor.clear ]
        return appearance
    }
}

extension UINavigationBarAppearance {

    private func configureTitleTextAttributes() {
        titleTextAttributes = [
            .font: UIFont.gothamFont(ofFixedSize: 15, weight: .medium),
            .foregroundColor: UIColor.label.withAlphaComponent(0.9)
        ]
    }

    class var opaqueAppearance: UINavigationBarAppearance {
        get {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.configureTitleTextAttributes()
            //TODO: proper mask image.
            appearance.setBackIndicatorImage(UIImage(named: "NavbarBack"), transitionMaskImage: UIImage(named: "NavbarBack"))
            appearance.backgroundColor = .primaryBg
            appearance.backButtonAppearance = .transparentAppearance
            appearance.buttonAppearance = UIBarButtonItemAppearance(style: .plain)
            appearance.shadowColor = nil
            return appearance
        }
    }

    class var translucentAppearance: UINavigationBarAppearance {
        get {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithDefaultBackground()
            appearance.configureTitleTextAttributes()
             //TODO: proper mask image.
            appearance.setBackIndicatorImage(UIImage(named: "NavbarBack"), transitionMaskImage: UIImage(named: "NavbarBack"))
            appearance.backgroundEffect = UIBlurEffect(style: .systemUltraThinMaterial)
            appearance.backButtonAppearance = .transparentAppearance
            appearance.shadowColor = nil
            return appearance
        }
    }

    class var transparentAppearance: UINavigationBarAppearance {
        get {
            let appearance = UINavigationBarAppearance()
            appearance.configureWithTransparentBackground()
            appearance.configureTitleTextAttributes()
             //TODO: proper mask image.
            appearance.setBackIndicatorImage(UIImage(named: "NavbarBack"), transitionMaskImage: UIImage(named: "NavbarBack"))
            appearance.backButtonAppearance = .transparentAppearance
            return appearance
        }
    }

}

//
//  UIFont.swift
//  HalloApp
//
//  Created by Igor Solomennikov on 4/20/20.
//  Copyright © 2020 Halloapp, Inc. All rights reserved.
//

import UIKit

extension UIFont {

    class func gothamFont(ofFixedSize fontSize: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
        let suffix: String = {
        switch weight {
        case  .ultraLight: return "Ultra"

        case .thin:  return "Thin"

        case .light:  return "Light"

        case .regular:  return "Book"

        case .medium, .semibold:  return "Medium"

        case .bold:  return "Bold"

        case .heavy, .black:  return "Black"

        default: return "Book"
        }}()
        guard let font = UIFont(name: "Gotham-\(suffix)", size: fontSize) else {
            return UIFont.systemFont(ofSize: fontSize, weight: weight)
        }
        return font
    }

    class func quicksandFont(ofFixedSize fontSize: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
        let suffix: String = {
        switch weight {
        case  .ultraLight, .thin, .light:
            return "Light"
        case .regular:
            return "Regular"
        case .medium:
            return "Medium"
        case .semibold:
            return "SemiBold"
        case .heavy, .black, .bold:
            return "Bold"
        default:
            return "Regular"
        }}()
        guard let font = UIFont(name: "Quicksand-\(suffix)", size: fontSize) else {
            return UIFont.systemFont(ofSize: fontSize, weight: weight)
        }
        return font
    }

    class func gothamFont(forTextStyle style: UIFont.TextStyle, pointSizeChange: CGFloat = 0, weight: UIFont.Weight = .regular, maximumPointSize: CGFloat? = nil) -> UIFont {
        let traitCollection = UITraitCollection(preferredContentSizeCategory: .large)
        let fontDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style, compatibleWith: traitCollection)
        let baseFont = UIFont.gothamFont(ofFixedSize: fontDescriptor.pointSize + pointSizeChange, weight: weight)
        if let maximumPointSize = maximumPointSize {
            return UIFontMetrics(forTextStyle: style).scaledFont(for: baseFont, maximumPointSize: maximumPointSize)
        } else {
            return UIFontMetrics(forTextStyle: style).scaledFont(for: baseFont)
        }
    }

    class func scaledGothamFont(ofSize fontSize: CGFloat, weight: UIFont.Weight = .regular, scalingTextStyle: UIFont.TextStyle = .body) -> UIFont {
        return UIFontMetrics(forTextStyle: scalingTextStyle).scaledFont(for: .gothamFont(ofFixedSize: fontSize,weight: weight))
    }

    class func handwritingFont(ofFixedSize fontSize: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
        // bold is the only available weight
        let name = "BradleyHandITCTT-Bold"
        let font = UIFont(name: name, size: fontSize)

        return font ?? .systemFont(ofSize: fontSize, weight: weight)
    }

    class func handwritingFont(forTextStyle style: UIFont.TextStyle, pointSizeChange: CGFloat = 0, weight: UIFont.Weight = .regular, maximumPointSize: CGFloat? = nil) -> UIFont {
        let traitCollection = UITraitCollection(preferredContentSizeCategory: .large)
        let fontDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style, compatibleWith: traitCollection)
        let baseFont = UIFont.handwritingFont(ofFixedSize: fontDescriptor.pointSize + pointSizeChange, weight: weight)
        if let maximumPointSize = maximumPointSize {
            return UIFontMetrics(forTextStyle: style).scaledFont(for: baseFont, maximumPointSize: maximumPointSize)
        } else {
            return UIFontMetrics(forTextStyle: style).scaledFont(for: baseFont)
        }
    }

    class func systemFont(forTextStyle style: UIFont.TextStyle, pointSizeChange: CGFloat = 0, weight: UIFont.Weight = .regular, maximumPointSize: CGFloat? = nil) -> UIFont {
        let traitCollection = UITraitCollection(preferredContentSizeCategory: .large)
        let fontDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style, compatibleWith: traitCollection)
        let baseFont = UIFont.systemFont(ofSize: fontDescriptor.pointSize + pointSizeChange, weight: weight)
        if let maximumPointSize = maximumPointSize {
            return UIFontMetrics(forTextStyle: style).scaledFont(for: baseFont, maximumPointSize: maximumPointSize)
        } else {
            return UIFontMetrics(forTextStyle: style).scaledFont(for: baseFont)
        }
    }

    class func scaledSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight = .regular, scalingTextStyle: UIFont.TextStyle = .body) -> UIFont {
        return UIFontMetrics(forTextStyle: scalingTextStyle).scaledFont(for: UIFont.systemFont(ofSize: fontSize, weight: weight))
    }

    var withItalicsIfAvailable: UIFont {
        guard let italicDescriptor = fontDescriptor.withSymbolicTraits(.traitItalic) else {
            return self
        }
        return UIFont(descriptor: italicDescriptor, size: pointSize)
    }
}

//
//  UITabBarController.swift
//  HalloApp
//
//  Created by Tony Jiang on 5/18/21.
//  Copyright © 2021 HalloApp, Inc. All rights reserved.
//

import UIKit

extension UITabBarController {

    func hideTabBar(vc: UIViewController) {
        DispatchQueue.main.async {
            guard vc.view.window != nil else { return }
            guard let frame = vc.tabBarController?.tabBar.frame else { return }
            UIView.animate(withDuration: 0.2, animations: {
                vc.tabBarController?.tabBar.frame = CGRect(x: frame.origin.x, y: frame.origin.y + frame.height, width: frame.width, height: frame.height)
            }, completion: { _ in
                // put frame back to its original position so it won't affect other views
                vc.tabBarController?.tabBar.isHidden = true
                vc.tabBarController?.tabBar.frame = UITabBarController().tabBar.frame
            })
        }
    }

}
