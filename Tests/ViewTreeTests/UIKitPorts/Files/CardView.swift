// A frame-based card, written the way many public UIKit tutorials write one (an image filling the view, a
// label over its lower part, a border on the layer): the patterns of e.g. Toan-tech/Mobile_BTVN
// Buoi18/.../CustomView.swift and taoquynh/iOSForFresher Buoi6/.../CustomView.swift, not their text.
import UIKit

class CardView: UIView {
    var imageView = UIImageView()
    var nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let x = bounds.width / 5
        let y = bounds.height / 6
        imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        nameLabel.frame = CGRect(x: x, y: y * 4, width: x * 4, height: y)
        addSubview(imageView)
        addSubview(nameLabel)
        nameLabel.textAlignment = .center
        nameLabel.font = .boldSystemFont(ofSize: 40)
        nameLabel.textColor = .black
        layer.borderWidth = 3
        layer.borderColor = UIColor.black.cgColor
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
