//
//  ManualFrameLayoutViews.swift
//
//  Thirty-first probe. Rewritten member for member from eight public files of Objective-C-era manual frame layout
//  (same types, members, calls, labels, overrides and control flow; names of locals and comments our own):
//  - wikimedia/wikipedia-ios `WMF Framework/SetupView.swift` (commit 090903e88d7022e0278603d18445628a893d6adf): an
//    open base view whose designated initialisers (`init(frame:)`, `required init?(coder:)`) both call an open
//    `setup()`;
//  - the same repository's `Wikipedia/Code/SizeThatFitsView.swift` (same commit): `@objc(WMFSizeThatFitsView)`, the
//    base of Wikipedia's manually laid-out cells — `setup()` turns off `translatesAutoresizingMaskIntoConstraints` and
//    `autoresizesSubviews` and calls `layoutSubviews()`; a `final override` of `layoutSubviews()` that calls
//    `sizeThatFits(bounds.size, apply: true)` and, in DEBUG, asserts no subview has an autoresizing mask or
//    constraints; a `final override` of `sizeThatFits(_:)` that measures with `apply: false`;
//  - the same repository's `Wikipedia/Code/CircledRankView.swift` (commit 0b9364a20bc0b84268a4aa219bc4b13435e80098):
//    a round rank badge sized in `sizeThatFits(_:apply:)` from its label's `sizeThatFits(_:)` with Swift 4.1's
//    `UIEdgeInsetsMake` and `UIEdgeInsetsInsetRect`, recoloured in `tintColorDidChange()` (border from
//    `tintColor.cgColor`), its font set in `traitCollectionDidChange(_:)`;
//  - pujiaxin33/LayoutContainer `LayoutContainer/Example/NormalCell.swift` (commit
//    2101718e43baf53272b880640f46b67a19121093): a cell laying out an avatar and a `sizeToFit()` label by frames in
//    `layoutSubviews()`, centred on `contentView.bounds`;
//  - the same repository's `LayoutContainer/Example/NormalUserAvatar.swift` (same commit): lazy image views, a
//    corner radius of half the height, a badge pinned to the avatar's `frame.maxX`;
//  - promotorov/Swift `TableView/TableView/UserInfoView.swift` (commit ac8645dde7b4580292aa982e1389d53c26e30442): a
//    view that lays out its labels in a `didSet` on `override var frame`;
//  - applesakota/GreekKino `GreekKino/CircleWhenIsSelected.swift` (commit 9dfc8e5e147e2c1889114e6b715fa8aa287ee58b):
//    `override class var layerClass` returning `CAShapeLayer.self`, the layer force-cast and given
//    `CGPath(ellipseIn:transform:)` of the inset bounds in `layoutSubviews()`;
//  - DebugSwift/DebugSwift `DebugSwift/Sources/Features/Interface/TouchIndicator/TouchIndicatorView.swift` (commit
//    5255ba52114ba90a2c26bb97fce67a932a8446a0): a touch spot with a hairline border (`1.0 / UIScreen.main.scale`),
//    `layer.zPosition = .greatestFiniteMagnitude`, a shadow, a `class func` factory and a corner radius from
//    `min(frame.size.width, frame.size.height) / 2`.
//  One substitution that is not a porting edit: Wikipedia's own `UIFont.wmf_font(.footnote,
//  compatibleWithTraitCollection:)` (an extension of the app, not UIKit) is written as UIKit's
//  `UIFont.preferredFont(forTextStyle: .footnote, compatibleWith:)`, which it wraps. The images are named as the
//  apps name them. No porting edit: `@objc(…)` is kept, and listed.
//

import UIKit

// MARK: - Wikipedia: SetupView, SizeThatFitsView, CircledRankView

open class SetupView: UIView {
    // Subclasses put their set-up here, not in the initialisers; they call super.
    open func setup() {
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setup()
    }
}

// expect-error: Objective-C interoperability is disabled
@objc(WMFSizeThatFitsView)
open class SizeThatFitsView: SetupView {
    override open func setup() {
        super.setup()
        translatesAutoresizingMaskIntoConstraints = false
        autoresizesSubviews = false
        layoutSubviews()
    }

    // Measures for `size`; lays the subviews out too when `apply` is true. Subclasses override this one.
    open func sizeThatFits(_ size: CGSize, apply: Bool) -> CGSize {
        return size
    }

    open func updateAccessibilityElements() {
    }

    final override public func layoutSubviews() {
        super.layoutSubviews()
        let available = bounds.size
        let _ = sizeThatFits(available, apply: true)
        updateAccessibilityElements()
        #if DEBUG
            for subview in subviews {
                assert(subview.autoresizingMask == [])
                assert(subview.constraints == [])
            }
        #endif
    }

    final override public func sizeThatFits(_ size: CGSize) -> CGSize {
        return sizeThatFits(size, apply: false)
    }
}

class CircledRankView: SizeThatFitsView {
    fileprivate let label: UILabel = UILabel()
    let padding = UIEdgeInsetsMake(3, 3, 3, 3)

    override func setup() {
        super.setup()
        layer.borderWidth = 1
        label.isOpaque = true
        addSubview(label)
    }

    var rank: Int = 0 {
        didSet {
            label.text = String.localizedStringWithFormat("%d", rank)
            setNeedsLayout()
        }
    }

    var labelBackgroundColor: UIColor? {
        didSet {
            label.backgroundColor = labelBackgroundColor
        }
    }

    override func tintColorDidChange() {
        label.textColor = tintColor
        layer.borderColor = tintColor.cgColor
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        label.font = UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traitCollection)
    }

    override func sizeThatFits(_ size: CGSize, apply: Bool) -> CGSize {
        let inner = UIEdgeInsetsInsetRect(CGRect(origin: .zero, size: size), padding)
        let labelSize = label.sizeThatFits(inner.size)
        if (apply) {
            layer.cornerRadius = 0.5*size.width
            label.frame = CGRect(origin: CGPoint(x: 0.5*size.width - 0.5*labelSize.width, y: 0.5*size.height - 0.5*labelSize.height), size: labelSize)
        }
        let width = labelSize.width + padding.left + padding.right
        let height = labelSize.height + padding.top + padding.bottom
        let side = max(width, height)
        return CGSize(width: side, height: side)
    }
}

// MARK: - LayoutContainer: NormalUserAvatar and NormalCell

class NormalUserAvatar: UIView {
    lazy var avatarImageView: UIImageView = {
        let picture = UIImageView()
        picture.image = UIImage(named: "lufei.jpg")
        picture.contentMode = UIView.ContentMode.scaleAspectFill
        picture.layer.masksToBounds = true
        return picture
    }()
    lazy var vipImageView: UIImageView = {
        let badge = UIImageView()
        badge.image = UIImage(named: "VIP")
        return badge
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(avatarImageView)
        addSubview(vipImageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatarImageView.layer.cornerRadius = bounds.size.height/2
        avatarImageView.frame = CGRect(x: 0, y: 0, width: bounds.size.width, height: bounds.size.height)
        let badgeSide: CGFloat = 30
        vipImageView.frame = CGRect(x: avatarImageView.frame.maxX - badgeSide, y: avatarImageView.frame.minY, width: badgeSide, height: badgeSide)
    }
}

class NormalCell: UITableViewCell {
    lazy var avatar = NormalUserAvatar()
    lazy var descLabel: UILabel = {
        let caption = UILabel()
        caption.font = .systemFont(ofSize: 15)
        caption.text = "I am Luffy, the man who will be King of the Pirates!"
        return caption
    }()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(avatar)
        contentView.addSubview(descLabel)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatar.frame = CGRect(x: 12, y: (contentView.bounds.size.height - 100)/2, width: 100, height: 100)
        descLabel.sizeToFit()
        descLabel.frame = CGRect(x: avatar.frame.maxX + 10, y: (contentView.bounds.size.height - descLabel.bounds.size.height)/2, width: descLabel.bounds.size.width, height: descLabel.bounds.size.height)
    }
}

// MARK: - promotorov/Swift: UserInfoView

class UserInfoView: UIView {
    var labelFirstName: UILabel = {
        var first = UILabel()
        return first
    }()

    var labelSecondName: UILabel = {
        var second = UILabel()
        return second
    }()

    var labelAge: UILabel = {
        var age = UILabel()
        return age
    }()

    var imageViewUser: UIImageView = {
        var photo = UIImageView()
        photo.backgroundColor = UIColor.red
        return photo
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(labelFirstName)
        addSubview(labelSecondName)
        addSubview(labelAge)
        addSubview(imageViewUser)
    }

    override var frame: CGRect {
        didSet {
            labelFirstName.frame = CGRect(x: 20, y: 100, width: 250, height: 30)
            labelSecondName.frame = CGRect(x: 20, y: 150, width: 250, height: 30)
            labelAge.frame = CGRect(x: 20, y: 200, width: 250, height: 30)
            imageViewUser.frame = CGRect(x: 20, y: 300, width: 100, height: 100)
        }
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init has not been implemented")
    }
}

// MARK: - GreekKino: CircleWhenIsSelected

class CircleWhenIsSelected: UIView {
    override class var layerClass: AnyClass { return CAShapeLayer.self }

    override func layoutSubviews() {
        super.layoutSubviews()
        configureUI()
    }

    func configureUI() {
        let ring = self.layer as! CAShapeLayer
        ring.strokeColor = UIColor.lightGray.cgColor
        ring.fillColor = nil
        let lineWidth: CGFloat = 3
        ring.lineWidth = lineWidth
        ring.path = CGPath(ellipseIn: bounds.insetBy(dx: lineWidth / 2, dy: lineWidth / 2), transform: nil)
    }
}

// MARK: - DebugSwift: TouchIndicatorView

final class TouchIndicatorView: UIView {
    enum Constants {
        static let size = CGSize(width: 40.0, height: 40.0)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupView()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setupView()
    }

    class func indicatorView() -> TouchIndicatorView {
        TouchIndicatorView(
            frame: CGRect(origin: .zero, size: Constants.size)
        )
    }

    private func setupView() {
        backgroundColor = UIColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 0.7)
        layer.borderColor = UIColor(red: 0.4, green: 0.4, blue: 0.4, alpha: 0.7).cgColor
        layer.borderWidth = 1.0 / UIScreen.main.scale
        layer.zPosition = .greatestFiniteMagnitude
        layer.shadowColor = UIColor.darkGray.cgColor
        layer.shadowOpacity = 0.7
        layer.shadowRadius = 3.0
        layer.shadowOffset = CGSize(width: 4.0, height: 4.0)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = min(frame.size.width, frame.size.height) / 2
    }
}
