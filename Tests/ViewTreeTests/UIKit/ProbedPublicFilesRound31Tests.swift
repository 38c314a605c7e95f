// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

// The thirty-first probe's controllers and views run (Tests/ViewTreeTests/UIKitPorts/Files/: ManualFrameLayoutViews,
// PasswordTogglesAndFittedHeaders, FeedbackExpandingRowsAndSizeClasses): each one whose code needs nothing but UIKit,
// copied short from its port (outlets made in code, selectors as method references), is loaded in a world on the
// iOS 13 profile, laid out, and driven the way its app drives it (a badge measured and laid out by the same code, a
// frame-laid-out cell, a view laying out in its `frame` observer, a shape-layer circle, a touch spot, a password eye,
// a header measured with `systemLayoutSizeFitting`, the iOS 15 bar fix, bars hidden on a swipe, haptics, a
// self-sizing row expanded with `beginUpdates()`/`endUpdates()`, a rotation's size classes), checking what the app
// relies on, with no diagnostic.

// MARK: - Wikipedia's manually laid-out views

private class SetupView: UIView {
    func setup() {}
    override init(frame: CGRect) {
        super.init(frame: frame)
        setup()
    }
    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setup()
    }
}

private class SizeThatFitsView: SetupView {
    var layoutPasses = 0
    override func setup() {
        super.setup()
        translatesAutoresizingMaskIntoConstraints = false
        autoresizesSubviews = false
        layoutSubviews()
    }
    func sizeThatFits(_ size: CGSize, apply: Bool) -> CGSize { size }
    final override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        _ = sizeThatFits(bounds.size, apply: true)
        for subview in subviews {
            assert(subview.autoresizingMask == [])
            assert(subview.constraints == [])
        }
    }
    final override func sizeThatFits(_ size: CGSize) -> CGSize { sizeThatFits(size, apply: false) }
}

private final class CircledRankView: SizeThatFitsView {
    let label = UILabel()
    let padding = UIEdgeInsetsMake(3, 3, 3, 3)
    var fontSets = 0
    override func setup() {
        super.setup()
        layer.borderWidth = 1
        label.isOpaque = true
        addSubview(label)
    }
    var rank = 0 {
        didSet {
            label.text = String.localizedStringWithFormat("%d", rank)
            setNeedsLayout()
        }
    }
    override func tintColorDidChange() {
        label.textColor = tintColor
        layer.borderColor = tintColor.cgColor
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        label.font = UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traitCollection)
        fontSets += 1
    }
    override func sizeThatFits(_ size: CGSize, apply: Bool) -> CGSize {
        let inner = UIEdgeInsetsInsetRect(CGRect(origin: .zero, size: size), padding)
        let labelSize = label.sizeThatFits(inner.size)
        if apply {
            layer.cornerRadius = 0.5 * size.width
            label.frame = CGRect(origin: CGPoint(x: 0.5 * size.width - 0.5 * labelSize.width,
                                                 y: 0.5 * size.height - 0.5 * labelSize.height), size: labelSize)
        }
        let side = max(labelSize.width + padding.left + padding.right, labelSize.height + padding.top + padding.bottom)
        return CGSize(width: side, height: side)
    }
}

// MARK: - LayoutContainer, promotorov/Swift, GreekKino, DebugSwift

private final class NormalUserAvatar: UIView {
    lazy var avatarImageView: UIImageView = {
        let picture = UIImageView()
        picture.contentMode = .scaleAspectFill
        picture.layer.masksToBounds = true
        return picture
    }()
    lazy var vipImageView = UIImageView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(avatarImageView)
        addSubview(vipImageView)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        avatarImageView.layer.cornerRadius = bounds.size.height / 2
        avatarImageView.frame = CGRect(x: 0, y: 0, width: bounds.size.width, height: bounds.size.height)
        vipImageView.frame = CGRect(x: avatarImageView.frame.maxX - 30, y: avatarImageView.frame.minY, width: 30, height: 30)
    }
}

private final class NormalCell: UITableViewCell {
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
    required init?(coder aDecoder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        avatar.frame = CGRect(x: 12, y: (contentView.bounds.size.height - 100) / 2, width: 100, height: 100)
        descLabel.sizeToFit()
        descLabel.frame = CGRect(x: avatar.frame.maxX + 10, y: (contentView.bounds.size.height - descLabel.bounds.size.height) / 2,
                                 width: descLabel.bounds.size.width, height: descLabel.bounds.size.height)
    }
}

private final class NormalListController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = 120
        tableView.register(NormalCell.self, forCellReuseIdentifier: "normal")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 12 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "normal", for: indexPath)
    }
}

private final class UserInfoView: UIView {
    let labelFirstName = UILabel()
    let labelSecondName = UILabel()
    let labelAge = UILabel()
    let imageViewUser: UIImageView = {
        let photo = UIImageView()
        photo.backgroundColor = .red
        return photo
    }()
    var frameSets = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(labelFirstName)
        addSubview(labelSecondName)
        addSubview(labelAge)
        addSubview(imageViewUser)
    }
    override var frame: CGRect {
        didSet {
            frameSets += 1
            labelFirstName.frame = CGRect(x: 20, y: 100, width: 250, height: 30)
            labelSecondName.frame = CGRect(x: 20, y: 150, width: 250, height: 30)
            labelAge.frame = CGRect(x: 20, y: 200, width: 250, height: 30)
            imageViewUser.frame = CGRect(x: 20, y: 300, width: 100, height: 100)
        }
    }
    required init?(coder aDecoder: NSCoder) { nil }
}

private final class CircleWhenIsSelected: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
    override func layoutSubviews() {
        super.layoutSubviews()
        let ring = layer as! CAShapeLayer
        ring.strokeColor = UIColor.lightGray.cgColor
        ring.fillColor = nil
        ring.lineWidth = 3
        ring.path = CGPath(ellipseIn: bounds.insetBy(dx: 1.5, dy: 1.5), transform: nil)
    }
}

private final class TouchIndicatorView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 0.7)
        layer.borderColor = UIColor(red: 0.4, green: 0.4, blue: 0.4, alpha: 0.7).cgColor
        layer.borderWidth = 1.0 / UIScreen.main.scale
        layer.zPosition = .greatestFiniteMagnitude
        layer.shadowColor = UIColor.darkGray.cgColor
        layer.shadowOpacity = 0.7
        layer.shadowRadius = 3.0
        layer.shadowOffset = CGSize(width: 4.0, height: 4.0)
    }
    required init?(coder aDecoder: NSCoder) { nil }
    class func indicatorView() -> TouchIndicatorView { TouchIndicatorView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)) }
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = min(frame.size.width, frame.size.height) / 2
    }
}

// MARK: - Password fields, fitted headers, bars

private final class PasswordTextField: UITextField {
    let eye = UIButton(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    override init(frame: CGRect) {
        super.init(frame: frame)
        isSecureTextEntry = true
        eye.translatesAutoresizingMaskIntoConstraints = false
        eye.widthAnchor.constraint(equalToConstant: 40).isActive = true
        eye.setImage(UIImage(systemName: "eye.slash"), for: .normal)
        eye.setImage(UIImage(systemName: "eye"), for: .selected)
        rightView = eye
        rightViewMode = .always
        eye.addTarget(self, action: PasswordTextField.showHidePassword, for: .touchUpInside)
    }
    required init?(coder aDecoder: NSCoder) { nil }
    private func showHidePassword(_ sender: UIButton) {
        sender.isSelected.toggle()
        isSecureTextEntry = !sender.isSelected
    }
}

extension UITableView {
    fileprivate func setAndLayoutTableHeaderView(_ header: UIView) {
        tableHeaderView = header
        header.setNeedsLayout()
        header.layoutIfNeeded()
        let needed = header.systemLayoutSizeFitting(UILayoutFittingCompressedSize).height
        var headerFrame = header.frame
        headerFrame.size.height = needed
        header.frame = headerFrame
        tableHeaderView = header
    }
}

private final class ResizableHeaderTableView: UITableView {
    override init(frame: CGRect, style: UITableViewStyle) {
        super.init(frame: frame, style: style)
        sizeHeaderToFit()
    }
    required init?(coder aDecoder: NSCoder) { nil }
    private func sizeHeaderToFit() {
        guard let header = tableHeaderView else { return }
        header.frame.size.height = header.systemLayoutSizeFitting(UILayoutFittingCompressedSize).height
        tableHeaderView = header
    }
}

private final class IdeasController: UITableViewController {
    let notice = UILabel()
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "idea")
        let header = UIView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 10))
        notice.numberOfLines = 0
        notice.text = "Your ideas are saved on this device. Sign in to keep them in sync across every device you use."
        notice.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(notice)
        NSLayoutConstraint.activate([
            notice.topAnchor.constraint(equalTo: header.topAnchor, constant: 16),
            notice.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -16),
            notice.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 20),
            notice.trailingAnchor.constraint(equalTo: header.trailingAnchor, constant: -20),
        ])
        tableView.setAndLayoutTableHeaderView(header)
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "idea", for: indexPath)
        cell.textLabel?.text = "Idea \(indexPath.row + 1)"
        return cell
    }
}

private final class CustomNavigationController: UINavigationController {
    var appearanceUpdates = 0
    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        updateBarTintColor()
    }
    required init?(coder aDecoder: NSCoder) { nil }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateBarTintColor()
    }
    private func updateBarTintColor() {
        let barLook = UINavigationBarAppearance()
        barLook.configureWithDefaultBackground()
        navigationBar.standardAppearance = barLook
        navigationBar.scrollEdgeAppearance = barLook
        appearanceUpdates += 1
    }
}

private final class SwipeHideViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Hide on Swipe up"
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.hidesBarsOnSwipe = true
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.hidesBarsOnSwipe = false
    }
}

// MARK: - Haptics, expanding rows, size classes

private final class HapticsController: UIViewController {
    var impact: UIImpactFeedbackGenerator?
    var selection: UISelectionFeedbackGenerator?
    var notification: UINotificationFeedbackGenerator?
    func tapButon(_ sender: Any) {
        impact = UIImpactFeedbackGenerator(style: .light)
        impact?.prepare()
        impact?.impactOccurred()
    }
    func tapHeavyButon(_ sender: Any) {
        impact = UIImpactFeedbackGenerator(style: .heavy)
        impact?.impactOccurred()
    }
    func buttonTapped(_ sender: Any) {
        selection = UISelectionFeedbackGenerator()
        selection?.selectionChanged()
    }
    func tapErrorButton(_ sender: Any) {
        notification = UINotificationFeedbackGenerator()
        notification?.notificationOccurred(.error)
    }
    let light = UIButton(type: .system)
    let heavy = UIButton(type: .system)
    let select = UIButton(type: .system)
    let fail = UIButton(type: .system)
    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, (button, title)) in [(light, "Light"), (heavy, "Heavy"), (select, "Select"), (fail, "Error")].enumerated() {
            button.setTitle(title, for: .normal)
            button.frame = CGRect(x: 40, y: 100 + CGFloat(index) * 60, width: 200, height: 44)
            view.addSubview(button)
        }
        light.addTarget(self, action: HapticsController.tapButon, for: .touchUpInside)
        heavy.addTarget(self, action: HapticsController.tapHeavyButon, for: .touchUpInside)
        select.addTarget(self, action: HapticsController.buttonTapped, for: .touchUpInside)
        fail.addTarget(self, action: HapticsController.tapErrorButton, for: .touchUpInside)
    }
}

private struct CellViewModel {
    let top: String
    let bottom: String
    var expanded = false
}

private final class QuoteCell: UITableViewCell {
    let stackView = UIStackView()
    let topLabel = UILabel()
    let bottomLabel = UILabel()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        // The storyboard's cell: a vertical stack pinned to the content view's margins, its labels wrapping.
        stackView.axis = .vertical
        stackView.spacing = 8
        bottomLabel.numberOfLines = 0
        stackView.addArrangedSubview(topLabel)
        stackView.addArrangedSubview(bottomLabel)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stackView.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            stackView.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        ])
    }
    required init?(coder: NSCoder) { nil }
    func decorate(model: CellViewModel) {
        topLabel.text = model.top
        bottomLabel.text = model.bottom
    }
}

private final class ExpandingViewController: UITableViewController {
    var data = [
        CellViewModel(top: "Wayne Gretzky", bottom: "You miss one hundred percent of the shots you don't take."),
        CellViewModel(top: "Edith Wharton", bottom: "There are two ways of spreading light: to be the candle or the mirror that reflects it."),
        CellViewModel(top: "Dr. Seuss", bottom: "Be who you are and say what you feel, because those who mind don't matter, and those who matter don't mind."),
    ]
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(QuoteCell.self, forCellReuseIdentifier: "Cell")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 2
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        data[indexPath.row].expanded.toggle()
        tableView.beginUpdates()
        tableView.reloadRows(at: [indexPath], with: .automatic)
        tableView.endUpdates()
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { data.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let reused = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        reused.selectionStyle = .none
        if let quoteCell = reused as? QuoteCell {
            let model = data[indexPath.row]
            quoteCell.stackView.arrangedSubviews[1].isHidden = !model.expanded
            quoteCell.decorate(model: model)
        }
        return reused
    }
}

private final class SizeClassViewController: UIViewController {
    var reported: [String] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        guard let previous = previousTraitCollection else { return }
        reported.append("\(previous.horizontalSizeClass.rawValue) + \(previous.verticalSizeClass.rawValue)")
    }
}

@Suite struct ProbedPublicFilesRound31Tests {

    // MARK: Manual frame layout

    @Test func aRankBadgeIsARoundSquareAroundItsLabelMeasuredAndLaidOutByTheSameCode() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let badge = CircledRankView(frame: .zero)
        #expect(badge.layoutPasses == 1 && !badge.translatesAutoresizingMaskIntoConstraints && !badge.autoresizesSubviews)
        badge.rank = 12
        t.window.addSubview(badge)
        // iOS 13 gives a view its traits before it joins a window, so joining one is no trait change and the badge
        // keeps the label's default font (Fidelity.md); a change of the text size is one, and sets the footnote font.
        #expect(badge.fontSets == 0)
        t.simulation.preferredContentSizeCategory = .accessibilityLarge
        t.window.layoutIfNeeded()
        #expect(badge.fontSets == 1)
        #expect(badge.label.font == UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: badge.traitCollection))
        // sizeToFit asks sizeThatFits(_:), which measures without laying out: the label keeps its zero frame.
        let placed = badge.label.frame
        badge.sizeToFit()
        let labelSize = badge.label.intrinsicContentSize
        let side = max(labelSize.width + 6, labelSize.height + 6)
        #expect(abs(badge.bounds.width - side) < 0.001 && abs(badge.bounds.height - side) < 0.001)
        #expect(badge.label.frame == placed)                      // measured, not laid out
        badge.layoutIfNeeded()
        #expect(abs(badge.layer.cornerRadius - side / 2) < 0.001)
        #expect(abs(badge.label.center.x - side / 2) < 0.5 && abs(badge.label.center.y - side / 2) < 0.5)
        // A tint set on the badge recolours its text and its border (tintColorDidChange).
        badge.tintColor = .systemGreen
        #expect(badge.label.textColor == .systemGreen)
        #expect(badge.layer.borderColor == UIColor.systemGreen.cgColor)
        #expect(badge.layer.borderWidth == 1)
        #expect(UIEdgeInsetsInsetRect(CGRect(x: 0, y: 0, width: 40, height: 30), badge.padding) == CGRect(x: 3, y: 3, width: 34, height: 24))
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aFrameLaidOutCellPlacesItsAvatarAndItsSizedLabel() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let controller = NormalListController()
        t.show(controller)
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? NormalCell)
        #expect(abs(cell.frame.height - 120) < 0.001)
        #expect(expectFrame(cell.avatar, equals: CGRect(x: 12, y: 10, width: 100, height: 100)))
        #expect(expectFrame(cell.avatar.avatarImageView, equals: CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(cell.avatar.avatarImageView.layer.cornerRadius == 50)
        #expect(expectFrame(cell.avatar.vipImageView, equals: CGRect(x: 70, y: 0, width: 30, height: 30)))
        let fitted = cell.descLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        #expect(abs(cell.descLabel.frame.minX - 122) < 0.001)
        #expect(abs(cell.descLabel.frame.width - fitted.width) < 0.5 && abs(cell.descLabel.frame.midY - 60) < 0.5)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aViewThatLaysOutInItsFrameObserverPlacesItsLabelsWhenItsFrameIsSet() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let info = UserInfoView(frame: .zero)
        t.window.addSubview(info)
        let before = info.frameSets
        info.frame = CGRect(x: 0, y: 0, width: 375, height: 500)
        #expect(info.frameSets == before + 1)
        #expect(expectFrame(info.labelAge, equals: CGRect(x: 20, y: 200, width: 250, height: 30)))
        #expect(expectFrame(info.imageViewUser, equals: CGRect(x: 20, y: 300, width: 100, height: 100)))
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aShapeLayerBackedCircleStrokesItsInsetBounds() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let circle = CircleWhenIsSelected(frame: CGRect(x: 20, y: 20, width: 44, height: 44))
        t.window.addSubview(circle)
        circle.layoutIfNeeded()
        let ring = try #require(circle.layer as? CAShapeLayer)
        #expect(ring.lineWidth == 3 && ring.fillColor == nil)
        #expect(ring.path?.boundingBox == CGRect(x: 1.5, y: 1.5, width: 41, height: 41))
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aTouchSpotIsRoundWithAHairlineBorderAboveItsSiblings() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let spot = TouchIndicatorView.indicatorView()
        let cover = UIView(frame: t.window.bounds)
        t.window.addSubview(spot)
        t.window.addSubview(cover)
        spot.layoutIfNeeded()
        #expect(spot.layer.cornerRadius == 20)
        #expect(spot.layer.borderWidth == 0.5)                    // one pixel on the iPhone 8's 2× screen
        #expect(spot.layer.zPosition == .greatestFiniteMagnitude)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    // MARK: Password fields, fitted headers, bars

    @Test func thePasswordFieldsEyeShowsAlwaysAndRevealsThePassword() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let field = PasswordTextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        t.window.addSubview(field)
        t.window.layoutIfNeeded()
        #expect(field.isSecureTextEntry)
        #expect(field.eye.superview != nil)
        let eyeFrame = field.rightViewRect(forBounds: field.bounds)
        #expect(abs(eyeFrame.width - 40) < 0.001 && abs(eyeFrame.maxX - field.bounds.maxX) < 0.001)
        #expect(tap(field.eye))
        #expect(field.eye.isSelected && !field.isSecureTextEntry)
        #expect(tap(field.eye))
        #expect(!field.eye.isSelected && field.isSecureTextEntry)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func beforeIOS13AnOverlayViewKeepsItsFrameAndFromIOS13ItsFittingSizeWins() {
        // iOS 13's release notes: leftViewRect/rightViewRect "now ask the view for its systemLayoutSizeFitting(_:)":
        // a framed label is as large as its text from iOS 13, as its frame before.
        for profile in [PlatformProfile.iOS11, .iOS13] {
            let t = TestWorld(profile: profile, device: .iPhone8)
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
            let unit = UILabel(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            unit.text = "kilograms"
            field.rightView = unit
            field.rightViewMode = .always
            t.window.addSubview(field)
            t.window.layoutIfNeeded()
            let expected = profile.textFieldOverlaysSizeByFitting ? unit.intrinsicContentSize : CGSize(width: 30, height: 30)
            let rect = field.rightViewRect(forBounds: field.bounds)
            #expect(abs(rect.width - expected.width) < 0.001 && abs(rect.height - expected.height) < 0.001, "\(profile.name)")
            #expect(abs(unit.frame.width - expected.width) < 0.001, "\(profile.name)")
            // A plain view with neither constraints nor an intrinsic size keeps its frame's size on both.
            let plain = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
            field.leftView = plain
            field.leftViewMode = .always
            #expect(field.leftViewRect(forBounds: field.bounds).size == CGSize(width: 24, height: 24), "\(profile.name)")
            #expect(t.simulation.diagnostics.isEmpty)
        }
    }

    @Test func aHeaderSetTwiceIsAsTallAsItsContentAndTheRowsStartBelowIt() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let controller = IdeasController()
        t.show(controller)
        let header = try #require(controller.tableView.tableHeaderView)
        let labelHeight = controller.notice.sizeThatFits(CGSize(width: controller.tableView.bounds.width - 40, height: .greatestFiniteMagnitude)).height
        #expect(labelHeight > 30)                                   // the notice wraps
        #expect(abs(header.frame.height - (labelHeight + 32)) < 0.5)
        #expect(abs(controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY - header.frame.maxY) < 0.001)
        // The subclass sizes a header in its initialisers, where a table made in code has none: nothing to do.
        let plain = ResizableHeaderTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        #expect(plain.tableHeaderView == nil)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func theIOS15BarFixGivesTheBarItsDefaultBackgroundAtTheScrollEdgeAndAgainOnATraitChange() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let root = UIViewController()
        let navigation = CustomNavigationController(rootViewController: root)
        t.show(navigation)
        let first = navigation.navigationBar.standardAppearance
        #expect(navigation.navigationBar.scrollEdgeAppearance === first)
        #expect(first.backgroundEffect != nil)                      // configureWithDefaultBackground: the blur
        let updates = navigation.appearanceUpdates
        t.window.overrideUserInterfaceStyle = .dark
        t.window.layoutIfNeeded()                                   // an override is delivered at the next trait update
        #expect(navigation.appearanceUpdates > updates)
        #expect(navigation.navigationBar.standardAppearance !== first)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func hidesBarsOnSwipeIsOnWhileTheControllerShowsAndASwipeUpHidesTheBar() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let swiping = SwipeHideViewController()
        let navigation = UINavigationController(rootViewController: swiping)
        t.show(navigation)
        #expect(navigation.hidesBarsOnSwipe && navigation.barHideOnSwipeGestureRecognizer.isEnabled)
        #expect(!navigation.isNavigationBarHidden)
        // An upward swipe on the content hides the bar; the toolbar, with no items, stays as it was.
        #expect(drag(swiping.view, from: CGPoint(x: 180, y: 500), to: CGPoint(x: 185, y: 250)))
        t.run(for: 0.3)
        #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
        // A downward swipe shows it again; a sideways one does nothing.
        #expect(drag(swiping.view, from: CGPoint(x: 180, y: 250), to: CGPoint(x: 185, y: 500)))
        t.run(for: 0.3)
        #expect(!navigation.isNavigationBarHidden)
        #expect(drag(swiping.view, from: CGPoint(x: 40, y: 400), to: CGPoint(x: 300, y: 380)))
        t.run(for: 0.3)
        #expect(!navigation.isNavigationBarHidden)
        navigation.pushViewController(UIViewController(), animated: false)
        t.waitForTransitions()
        #expect(!navigation.hidesBarsOnSwipe)
        // Off, a swipe up leaves the bar.
        let next = try #require(navigation.topViewController)
        #expect(drag(next.view, from: CGPoint(x: 180, y: 500), to: CGPoint(x: 185, y: 250)))
        t.run(for: 0.3)
        #expect(!navigation.isNavigationBarHidden)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aSwipeUpOnATableScrollsItAndHidesTheBarAndTheToolbarWithItems() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let list = NormalListController()
        list.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
        let navigation = UINavigationController(rootViewController: list)
        navigation.isToolbarHidden = false
        navigation.hidesBarsOnSwipe = true
        t.show(navigation)
        let table = try #require(list.tableView)
        // The points are in the table's bounds, which start at its content offset.
        #expect(drag(table, from: CGPoint(x: 180, y: table.bounds.minY + 450), to: CGPoint(x: 182, y: table.bounds.minY + 200)))
        t.run(for: 1)
        #expect(table.contentOffset.y > 0)                          // the table scrolled under the same finger
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        #expect(drag(table, from: CGPoint(x: 180, y: table.bounds.minY + 200), to: CGPoint(x: 182, y: table.bounds.minY + 450)))
        t.run(for: 1)
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    // MARK: Haptics, expanding rows, size classes

    @Test func hapticButtonsPlayTheirFeedbackAndPreparingPlaysNothing() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let controller = HapticsController()
        t.show(controller)
        #expect(tap(controller.light))
        #expect(tap(controller.heavy))
        #expect(tap(controller.select))
        #expect(tap(controller.fail))
        #expect(t.simulation.playedFeedback == [.impact(.light, intensity: 1), .impact(.heavy, intensity: 1),
                                                .selection, .notification(.error)])
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aTappedQuoteExpandsItsSelfSizingRowAndASecondTapFoldsIt() throws {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let controller = ExpandingViewController()
        t.show(controller)
        let path = IndexPath(row: 2, section: 0)
        let folded = controller.tableView.rectForRow(at: path).height
        let nextTop = controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY
        let cell = try #require(controller.tableView.cellForRow(at: path) as? QuoteCell)
        #expect(cell.bottomLabel.isHidden)
        #expect(tap(cell))
        t.run(for: 0.5)
        let expandedCell = try #require(controller.tableView.cellForRow(at: path) as? QuoteCell)
        #expect(!expandedCell.bottomLabel.isHidden && controller.data[2].expanded)
        let expanded = controller.tableView.rectForRow(at: path).height
        #expect(expanded > folded + 30)                             // the quote wraps onto more than one line
        // The rows above keep the heights they were measured at (only the reloaded row is measured anew).
        #expect(controller.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY == nextTop)
        #expect(tap(expandedCell))
        t.run(for: 0.5)
        #expect(abs(controller.tableView.rectForRow(at: path).height - folded) < 0.001)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func turningThePhoneReportsThePreviousSizeClasses() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let controller = SizeClassViewController()
        t.show(controller)
        controller.reported.removeAll()
        t.simulation.rotate(to: .landscapeLeft)
        t.run(for: 0.5)
        // Portrait iPhone: horizontally compact (1), vertically regular (2).
        #expect(controller.reported.first == "1 + 2")
        #expect(t.simulation.diagnostics.isEmpty)
    }
}
