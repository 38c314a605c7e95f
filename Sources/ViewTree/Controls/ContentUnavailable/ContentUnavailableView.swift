import Foundation

/// `UIContentUnavailableView` (iOS 17): shows a `ContentUnavailableConfiguration`: from top to bottom the activity
/// indicator (`loading()`), the image, the text, the secondary text and the buttons, as one block centred vertically
/// in the view within the margins, each item centred (or along the leading edge, `.natural`). Items with no content
/// take no room. The texts wrap to the width within the margins.
open class ContentUnavailableView: View, ContentView {
    /// The activity indicator of a `loading()` configuration.
    public let activityIndicator = ActivityIndicatorView(style: .medium)
    /// The image view.
    public let imageView = ImageView(frame: .zero)
    /// The text's label.
    public let textLabel = Label(frame: .zero)
    /// The secondary text's label.
    public let secondaryTextLabel = Label(frame: .zero)
    /// The configuration's `button`, while it has a title or an image.
    public private(set) var button: Button?
    /// The configuration's `secondaryButton`, while it has a title or an image.
    public private(set) var secondaryButton: Button?
    /// `isScrollEnabled`: whether the content scrolls when it does not fit. Default `false`. Kept.
    open var isScrollEnabled = false
    private var unavailableConfiguration: ContentUnavailableConfiguration

    /// `init(configuration:)`.
    public init(configuration: ContentUnavailableConfiguration) {
        unavailableConfiguration = configuration
        super.init(frame: .zero)
        for view in [activityIndicator, imageView, textLabel, secondaryTextLabel] as [View] { addSubview(view) }
        apply()
    }

    /// Never decoded: made from a configuration.
    public required init?(coder: NSCoder) { nil }

    /// `configuration`: a `ContentUnavailableConfiguration` (another kind is ignored: `supports(_:)` says no).
    public var configuration: ContentConfiguration {
        get { unavailableConfiguration }
        set {
            guard let made = newValue as? ContentUnavailableConfiguration else { return }
            unavailableConfiguration = made
            apply()
        }
    }

    private func apply() {
        let c = unavailableConfiguration
        backgroundColor = c.background.backgroundColor
        activityIndicator.isHidden = !c.showsActivityIndicator
        if c.showsActivityIndicator { activityIndicator.startAnimating() } else { activityIndicator.stopAnimating() }
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.tintColor = c.imageProperties.tintColor
        c.textProperties.show(c.shownText, in: textLabel)
        c.secondaryTextProperties.show(c.shownSecondaryText, in: secondaryTextLabel)
        if c.alignment == .natural { for label in [textLabel, secondaryTextLabel] { label.textAlignment = .natural } }
        button = place(c.button, c.buttonProperties, replacing: button)
        secondaryButton = place(c.secondaryButton, c.secondaryButtonProperties, replacing: secondaryButton)
        setNeedsLayout()
    }

    /// The button for `configuration` when it has a title or an image (a new one: its action may have changed).
    private func place(_ configuration: Button.Configuration, _ properties: ContentUnavailableConfiguration.ButtonProperties,
                       replacing old: Button?) -> Button? {
        old?.removeFromSuperview()
        guard configuration.title != nil || configuration.attributedTitle != nil || configuration.image != nil else { return nil }
        let made = Button(configuration: configuration, primaryAction: properties.primaryAction)
        if let menu = properties.menu, properties.primaryAction == nil {
            made.menu = menu
            made.showsMenuAsPrimaryAction = true
        }
        made.isEnabled = properties.isEnabled
        addSubview(made)
        return made
    }

    /// The shown items, top to bottom, with their sizes and the space below each.
    private func items(width: CGFloat) -> [(view: View, size: CGSize, spaceAfter: CGFloat)] {
        let c = unavailableConfiguration
        var list: [(view: View, size: CGSize, spaceAfter: CGFloat)] = []
        if c.showsActivityIndicator { list.append((activityIndicator, activityIndicator.intrinsicContentSize, c.imageToTextPadding)) }
        if let image = c.image {
            var size = image.size
            let limit = c.imageProperties.maximumSize
            if limit.width > 0 { size.width = min(size.width, limit.width) }
            if limit.height > 0 { size.height = min(size.height, limit.height) }
            list.append((imageView, size, c.imageToTextPadding))
        }
        if c.shownText != nil {
            list.append((textLabel, wrapped(textLabel, width: width), c.textToSecondaryTextPadding))
        }
        if c.shownSecondaryText != nil {
            list.append((secondaryTextLabel, wrapped(secondaryTextLabel, width: width), 0))
        }
        if let last = list.indices.last, button != nil || secondaryButton != nil { list[last].spaceAfter = c.textToButtonPadding }
        if let button { list.append((button, button.intrinsicContentSize, c.buttonToSecondaryButtonPadding)) }
        if let secondaryButton { list.append((secondaryButton, secondaryButton.intrinsicContentSize, 0)) }
        if let last = list.indices.last { list[last].spaceAfter = 0 }
        return list
    }

    /// The size of `label`'s text wrapped at `width`.
    private func wrapped(_ label: Label, width: CGFloat) -> CGSize {
        let bounds = CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude)
        return label.textRect(forBounds: bounds, limitedToNumberOfLines: label.numberOfLines).size
    }

    /// Places the items as one block centred vertically within the margins.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let c = unavailableConfiguration, m = c.directionalLayoutMargins
        let content = CGRect(x: m.leading, y: m.top, width: max(0, bounds.width - m.leading - m.trailing),
                             height: max(0, bounds.height - m.top - m.bottom))
        let list = items(width: content.width)
        let total = list.reduce(0) { $0 + $1.size.height + $1.spaceAfter }
        var y = (content.midY - total / 2).rounded()
        for item in list {
            let width = min(item.size.width, content.width)
            let x = c.alignment == .center ? (content.midX - width / 2).rounded() : content.minX
            item.view.frame = CGRect(x: x, y: y, width: width, height: item.size.height)
            y += item.size.height + item.spaceAfter
        }
    }

    override var libraryClassName: String { "ContentUnavailableView" }
}
