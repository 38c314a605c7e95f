//
//  DynamicColorTraits.swift
//
//  Twenty-third probe. Nine public files about dark mode (dynamic colours resolved by a trait collection, layer
//  colours refreshed when the appearance changes), kept member for member:
//  - RayJiang16/XYColor `Sources/XYColor/Core/Ex+UIColor.swift` (commit f9292123d9125f5c34d5f0fdc898336805d27317):
//    `UIColor { traitCollection in … }` from two colours or two providers;
//  - RayJiang16/XYColor `Sources/XYColor/Core/_PrivateView.swift` (commit 6bef1845ec7a8d116c087bbdaa86dfaa4797c320): a
//    hidden subview whose `traitCollectionDidChange(_:)` runs callbacks when `hasDifferentColorAppearance(comparedTo:)`;
//  - RayJiang16/XYColor `Sources/XYColor/Core/UIView+PrivateView.swift`, `Ex+UIView.swift` and `Ex+CALayer.swift` (commit
//    16af0ccbee69c93cad30a9bbe3357bc910a0e7d6): the hidden view kept as an associated object
//    (`objc_getAssociatedObject`/`objc_setAssociatedObject` with `.OBJC_ASSOCIATION_ASSIGN`), and `layer.borderColor`,
//    `shadowColor`, `backgroundColor` set from `color.resolvedColor(with: traitCollection).cgColor` again at each change;
//  - nuno-vieira/gist-client `GistClient/Presentation/Common/Extensions/UIColor+light+dark.swift` (commit
//    b81094852677f3a1dbc9ca1deffcdea820d7e90c): `convenience init(light:dark:)` over `init(dynamicProvider:)`;
//  - kutchie-pelaez-packages/CoreUI `Sources/Extensions/UITraitCollection+Extensions.swift` (commit
//    1bfb34281442c65eac75c75175b121e6c2b059a1): `UITraitCollection(userInterfaceStyle:)` as `.light` and `.dark`;
//  - chaltteok-studio/ChapssalKit-iOS `Sources/ChapssalKit/Extension/UIColor+Trait.swift` (commit
//    083ebfa01d05852589326cd4532e5fc3ed314ba8): a colour chosen once from `UITraitCollection.current`.
//  No porting edit: the files are as their repositories have them. Left as errors (Porting.md): the associated
//  objects of `UIView+PrivateView.swift` (`objc_getAssociatedObject`, Objective-C's runtime, which Linux Swift lacks),
//  and in the Swift 6 mode its global `var` key (a strict-concurrency error with UIKit too).
//
import UIKit

extension UIColor {
    
    /// 创建动态 UIColor 的方法
    /// - Parameter lightColor: light 模式下的颜色
    /// - Parameter darkColor: dark 模式下的颜色，低于 iOS 13.0 不生效
    public static func create(light lightColor: UIColor, dark darkColor: UIColor?) -> UIColor {
        if #available(iOS 13.0, *) {
            return UIColor { (traitCollection) -> UIColor in
                if let darkColor = darkColor, traitCollection.userInterfaceStyle == .dark {
                    return darkColor
                } else {
                    return lightColor
                }
            }
        } else {
            return lightColor
        }
    }
    
    /// 创建动态 UIColor 的方法
    /// - Parameter lightProvider: light 模式下的颜色，当模式切换到 light 时触发
    /// - Parameter darkProvider: dark 模式下的颜色，当模式切换到 dark 时触发，低于 iOS 13.0 不生效
    public static func create(light lightProvider: @escaping () -> UIColor, dark darkProvider: (() -> UIColor)?) -> UIColor {
        if #available(iOS 13.0, *) {
            return UIColor { (traitCollection) -> UIColor in
                if let darkProvider = darkProvider, traitCollection.userInterfaceStyle == .dark {
                    return darkProvider()
                } else {
                    return lightProvider()
                }
            }
        } else {
            return lightProvider()
        }
    }

}

class _PrivateView: UIView {

    typealias TraitCollectionCallback = () -> Void
    
    private var callbackList: [TraitCollectionCallback?] = []
    
    convenience init() {
        self.init(frame: .zero)
    }
    
    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }
    
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    
    public func traitCollectionChange(_ callback: TraitCollectionCallback?) {
        callbackList.append(callback)
    }
    
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #available(iOS 13.0, *) {
            if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
                for callback in callbackList {
                    callback?()
                }
            }
        }
    }
}

// expect-error-swift6: var '_privateViewKey' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]
// expect-error: cannot find 'objc_getAssociatedObject' in scope
// expect-error: cannot find 'objc_setAssociatedObject' in scope
// expect-error: cannot infer contextual base in reference to member 'OBJC_ASSOCIATION_ASSIGN'
private var _privateViewKey: UInt8 = 0

extension UIView {
    
    var _pv: _PrivateView? {
        get {
            return objc_getAssociatedObject(self, &_privateViewKey) as? _PrivateView
        }
        set {
            if let newValue = newValue, _pv != newValue {
                _pv?.removeFromSuperview()
                newValue.isHidden = true
                insertSubview(newValue, at: 0)
                objc_setAssociatedObject(self, &_privateViewKey, newValue, .OBJC_ASSOCIATION_ASSIGN)
            }
        }
    }
}

extension UIView {

    public func setLayerBorderColor(_ color: UIColor) {
        if #available(iOS 13.0, *) {
            if _pv == nil { _pv = _PrivateView() }
            _pv?.traitCollectionChange({ [weak self] in
                guard let self = self else { return }
                self.layer.borderColor = color.resolvedColor(with: self.traitCollection).cgColor
            })
            layer.borderColor = color.resolvedColor(with: traitCollection).cgColor
        } else {
            layer.borderColor = color.cgColor
        }
    }

    public func setLayerShadowColor(_ color: UIColor) {
        if #available(iOS 13.0, *) {
            if _pv == nil { _pv = _PrivateView() }
            _pv?.traitCollectionChange({ [weak self]  in
                guard let self = self else { return }
                self.layer.shadowColor = color.resolvedColor(with: self.traitCollection).cgColor
            })
            layer.shadowColor = color.resolvedColor(with: traitCollection).cgColor
        } else {
            layer.shadowColor = color.cgColor
        }
    }

    public func setLayerBackgroundColor(_ color: UIColor) {
        if #available(iOS 13.0, *) {
            if _pv == nil { _pv = _PrivateView() }
            _pv?.traitCollectionChange({ [weak self]  in
                guard let self = self else { return }
                self.layer.backgroundColor = color.resolvedColor(with: self.traitCollection).cgColor
            })
            layer.backgroundColor = color.resolvedColor(with: traitCollection).cgColor
        } else {
            layer.backgroundColor = color.cgColor
        }
    }

}

extension CALayer {

    public func setBorderColor(_ color: UIColor, with target: UIView) {
        if #available(iOS 13.0, *) {
            if target._pv == nil { target._pv = _PrivateView() }
            target._pv?.traitCollectionChange({ [weak self] in
                guard let self = self else { return }
                self.borderColor = color.resolvedColor(with: target.traitCollection).cgColor
            })
            borderColor = color.resolvedColor(with: target.traitCollection).cgColor
        } else {
            borderColor = color.cgColor
        }
    }
    
    public func setShadowColor(_ color: UIColor, with target: UIView) {
        if #available(iOS 13.0, *) {
            if target._pv == nil { target._pv = _PrivateView() }
            target._pv?.traitCollectionChange({ [weak self]  in
                guard let self = self else { return }
                self.shadowColor = color.resolvedColor(with: target.traitCollection).cgColor
            })
            shadowColor = color.resolvedColor(with: target.traitCollection).cgColor
        } else {
            shadowColor = color.cgColor
        }
    }

    public func setBackgroundColor(_ color: UIColor, with target: UIView) {
        if #available(iOS 13.0, *) {
            if target._pv == nil { target._pv = _PrivateView() }
            target._pv?.traitCollectionChange({ [weak self]  in
                guard let self = self else { return }
                self.backgroundColor = color.resolvedColor(with: target.traitCollection).cgColor
            })
            backgroundColor = color.resolvedColor(with: target.traitCollection).cgColor
        } else {
            backgroundColor = color.cgColor
        }
    }
    
}

extension UIColor {
    convenience init(light: UIColor, dark: UIColor) {
        self.init(dynamicProvider: { traitCollection -> UIColor in
            switch traitCollection.userInterfaceStyle {
            case .light:
                return light
            case .dark:
                return dark
            default:
                return light
            }
        })
    }
}

extension UITraitCollection {
    public static var light: UITraitCollection {
        UITraitCollection(userInterfaceStyle: .light)
    }

    public static var dark: UITraitCollection {
        UITraitCollection(userInterfaceStyle: .dark)
    }
}

public extension UIColor {
    static func traitColor(_ light: UIColor, dark: UIColor? = nil) -> UIColor {
        switch UITraitCollection.current.userInterfaceStyle {
        case .dark:
            return dark ?? light
            
        default:
            return light
        }
    }
}
