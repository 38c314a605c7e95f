// An Auto Layout view built in code, with both initializers calling a shared set-up: the pattern of e.g.
// paigeshin/UIKit_CustomView's README (an icon and a label pinned with anchors), not its text.
import UIKit

final class QuoteView: UIView {
    let iconView: UIImageView = {
        let view = UIImageView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.image = UIImage(named: "star")
        return view
    }()

    let quoteLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "My favourite quote"
        label.numberOfLines = 0
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .brown
        addSubview(iconView)
        addSubview(quoteLabel)
        NSLayoutConstraint.activate([
            iconView.widthAnchor.constraint(equalToConstant: 24),
            iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor),
            iconView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            iconView.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            quoteLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 12),
            quoteLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
            quoteLabel.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            quoteLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
        ])
    }
}
