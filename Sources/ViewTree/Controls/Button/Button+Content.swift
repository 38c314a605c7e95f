import Foundation

// Per-state content: what the button shows for each state, and showing it.
extension Button {
    /// `setTitle(_:for:)`: the title for a state (`nil` removes it; the state then uses `.normal`'s).
    public func setTitle(_ title: String?, for state: State) {
        setStateValue(title, in: \.titles, for: state)
    }

    /// The title for a state: its own, else `.normal`'s.
    public func title(for state: State) -> String? { titles[state] }

    /// `setAttributedTitle(_:for:)`: the styled title for a state (`nil` removes it). A state's
    /// attributed title wins over its plain title, and one set for `.normal` over every state's plain
    /// title ("If you set both a title and an attributed title for the button, the button prefers the
    /// use of the attributed title", Apple's documentation of the method).
    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        setStateValue(title, in: \.attributedTitles, for: state)
    }

    /// `attributedTitle(for:)`: the state's own styled title, else `.normal`'s, else `nil` (Apple's
    /// documentation of the method).
    public func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles[state] }

    /// `currentAttributedTitle`: the styled title for the current state.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The characters the title label shows for a state: its attributed title's string when there is
    /// one (it is preferred), else its plain title.
    func displayedTitle(for state: State) -> String? {
        attributedTitle(for: state)?.string ?? title(for: state)
    }

    /// `setTitleColor(_:for:)`.
    public func setTitleColor(_ color: Color?, for state: State) {
        setStateValue(color, in: \.titleColors, for: state)
    }

    /// The title colour for a state: its own, else `.normal`'s, else the type's default (white
    /// for `.custom`; the tint for `.system`, faded while highlighted, grey while disabled). On iOS 6 a
    /// `.custom` button reports `nil` in place of its white (`PlatformProfile.customButtonReportsDefaultTitleColor`).
    public func titleColor(for state: State) -> Color? {
        if let c = titleColors[state] { return c }
        if buttonType == .custom, !(simulation?.profile ?? .default).customButtonReportsDefaultTitleColor { return nil }
        return defaultTitleColor(for: state)
    }

    /// The colour the title shows in a state: `titleColor(for:)`, else the type's default.
    func shownTitleColor(for state: State) -> Color? { titleColor(for: state) ?? defaultTitleColor(for: state) }

    /// `setTitleShadowColor(_:for:)`: the title's shadow colour for a state (`nil` removes it; the state then uses
    /// `.normal`'s). Shown as the title label's `shadowColor`.
    public func setTitleShadowColor(_ color: Color?, for state: State) {
        setStateValue(color, in: \.titleShadowColors, for: state)
    }

    /// `titleShadowColor(for:)`: the state's own shadow colour, else `.normal`'s, else `nil` (no shadow: UIButton's
    /// default; xamarin-macios `tests/monotouch-test/UIKit/ButtonTest.cs`, `NullAllowed`, run on devices).
    public func titleShadowColor(for state: State) -> Color? { titleShadowColors[state] }

    /// `currentTitleShadowColor`: the shadow colour for the current state.
    public var currentTitleShadowColor: Color? { titleShadowColor(for: state) }

    /// `setImage(_:for:)`.
    public func setImage(_ image: Image?, for state: State) {
        setStateValue(image, in: \.images, for: state)
    }

    /// The image for a state: its own, else `.normal`'s.
    public func image(for state: State) -> Image? { images[state] }

    /// `setPreferredSymbolConfiguration(_:forImageIn:)` (iOS 13): the symbol configuration the image view applies to a
    /// symbol image in `state` (UIKitCatalog sizes a symbol beside a Dynamic Type title with
    /// `UIImage.SymbolConfiguration(textStyle: .body, scale: .small)`); `nil` removes the state's.
    public func setPreferredSymbolConfiguration(_ configuration: Image.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurationsGiven = true
        setStateValue(configuration, in: \.symbolConfigurations, for: state)
    }

    /// `preferredSymbolConfigurationForImage(in:)`: the state's configuration, else `.normal`'s, else `nil`.
    public func preferredSymbolConfigurationForImage(in state: State) -> Image.SymbolConfiguration? { symbolConfigurations[state] }

    /// `setBackgroundImage(_:for:)`.
    public func setBackgroundImage(_ image: Image?, for state: State) {
        setStateValue(image, in: \.backgroundImages, for: state)
    }

    /// The background image for a state: its own, else `.normal`'s.
    public func backgroundImage(for state: State) -> Image? { backgroundImages[state] }

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }
    /// The title colour shown now.
    public var currentTitleColor: Color { shownTitleColor(for: state) ?? .white }
    /// The image shown now.
    public var currentImage: Image? { image(for: state) }
    /// The background image shown now.
    public var currentBackgroundImage: Image? { backgroundImage(for: state) }

    func defaultTitleColor(for state: State) -> Color? {
        switch buttonType {
        case .custom: return .white
        default:
            if state.contains(.disabled) { return Color(white: 0.5, alpha: 0.5) }
            if state.contains(.highlighted) {
                return tintColor.withAlphaComponent(Button.systemHighlightedAlpha)
            }
            return tintColor
        }
    }

    /// Sets a state's value in the table `values` (`nil` removes it) and shows the change.
    func setStateValue<T>(_ value: T?, in values: ReferenceWritableKeyPath<Button, ControlStateValues<T>>, for state: State) {
        self[keyPath: values][state] = value
        contentDidChange()
    }

    func contentDidChange() {
        updateContent()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Shows the current state's content in the parts, adding or removing them as UIKit does
    /// (a part is a subview only while it has something to show; order: background, image, title).
    func updateContent() {
        let s = state
        if let attributed = attributedTitle(for: s) {
            titleLabelStorage.attributedText = attributed
        } else {
            titleLabelStorage.text = title(for: s)
        }
        // UIKit styles the title label only for a title it shows: with no title, a colour set for the
        // state leaves the label's colour alone (`Button.stylesLabelOnlyWithTitle`).
        if !(titleLabelStorage.text ?? "").isEmpty || !Button.stylesLabelOnlyWithTitle {
            titleLabelStorage.textColor = shownTitleColor(for: s)
        }
        // The shadow only once the button was given one, so a colour set on the label itself stays until then.
        if !titleShadowColors.isEmpty { titleLabelStorage.shadowColor = titleShadowColor(for: s) }
        imageViewStorage.image = image(for: s)
        // Only once the button was given one (or `nil`), so a configuration set on the image view itself stays until then.
        if symbolConfigurationsGiven { imageViewStorage.preferredSymbolConfiguration = preferredSymbolConfigurationForImage(in: s) }
        backgroundImageViewStorage.image = backgroundImage(for: s)
        attach(backgroundImageViewStorage, when: backgroundImageViewStorage.image != nil, at: 0)
        let imageIndex = backgroundImageViewStorage.superview === self ? 1 : 0
        attach(imageViewStorage, when: imageViewStorage.image != nil, at: imageIndex)
        attach(titleLabelStorage, when: !(titleLabelStorage.text ?? "").isEmpty, at: nil)
    }

    private func attach(_ part: View, when shown: Bool, at index: Int?) {
        if shown, part.superview !== self {
            if let index { insertSubview(part, at: index) } else { addSubview(part) }
            setNeedsLayout()
        } else if !shown, part.superview === self {
            part.removeFromSuperview()
        }
    }
}
