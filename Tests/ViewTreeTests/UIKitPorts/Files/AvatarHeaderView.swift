// A profile header as public UIKit tutorials build one in code: a round avatar (`contentMode`,
// `layer.cornerRadius`), a shrinking name label (`lineBreakMode`, `adjustsFontSizeToFitWidth`,
// `textAlignment`), a tinted follow button, a ring drawn in `draw(_:)` with `UIBezierPath`, and
// `setNeedsDisplay()` when the tint changes. Written for this corpus in the style of such files, not
// copied from one.
import UIKit

final class AvatarHeaderView: UIView {
    let avatarView = UIImageView()
    let nameLabel = UILabel()
    let followButton = UIButton(type: .system)
    var ringWidth: CGFloat = 3 {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .clear
        contentMode = .redraw
        avatarView.contentMode = .scaleAspectFill
        avatarView.clipsToBounds = true
        avatarView.layer.cornerRadius = 32
        nameLabel.font = UIFont.boldSystemFont(ofSize: 20)
        nameLabel.textAlignment = .center
        nameLabel.lineBreakMode = .byTruncatingTail
        nameLabel.adjustsFontSizeToFitWidth = true
        nameLabel.minimumScaleFactor = 0.5
        followButton.setTitle("Follow", for: .normal)
        followButton.tintColor = .systemBlue
        addSubview(avatarView)
        addSubview(nameLabel)
        addSubview(followButton)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        avatarView.frame = CGRect(x: (bounds.width - 64) / 2, y: 16, width: 64, height: 64)
        nameLabel.frame = CGRect(x: 16, y: avatarView.frame.maxY + 8, width: bounds.width - 32, height: 24)
        followButton.sizeToFit()
        followButton.center = CGPoint(x: bounds.midX, y: nameLabel.frame.maxY + 8 + followButton.bounds.height / 2)
    }

    override func draw(_ rect: CGRect) {
        let ring = UIBezierPath(ovalIn: avatarView.frame.insetBy(dx: -ringWidth, dy: -ringWidth))
        ring.lineWidth = ringWidth
        tintColor.setStroke()
        ring.stroke()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}
