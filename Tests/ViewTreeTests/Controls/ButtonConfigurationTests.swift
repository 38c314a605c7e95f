import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `UIButton.Configuration` (iOS 15), written as real code writes it.
@Suite struct ButtonConfigurationTests {
    @Test func aFilledConfigurationSetsTitleColoursInsetsAndCorners() {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 667))
        var configuration = Button.Configuration.filled()
        configuration.title = "Continue"
        configuration.baseBackgroundColor = Color(red: 1, green: 0, blue: 0)
        configuration.cornerStyle = .capsule
        let button = Button(configuration: configuration)
        t.window.addSubview(button)
        #expect(button.title(for: .normal) == "Continue")
        #expect(button.backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(button.titleColor(for: .normal) == Color(white: 1))
        let insets = Button.Configuration.defaultContentInsets(for: .medium)
        let titleWidth = 17 * Font.narrowAdvanceRatio * 8
        #expect(button.intrinsicContentSize.width == titleWidth + insets.leading + insets.trailing)
        button.sizeToFit()
        button.layoutIfNeeded()
        #expect(button.layer.cornerRadius == button.bounds.height / 2)
    }

    @Test func imagePaddingSeparatesTheImageFromTheTitle() throws {
        _ = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 667))
        var configuration = Button.Configuration.plain()
        configuration.title = "Star"
        configuration.image = Image(systemName: "star")
        configuration.imagePadding = 8
        configuration.contentInsets = .zero
        let button = Button(configuration: configuration)
        button.sizeToFit()
        button.layoutIfNeeded()
        let image = try #require(button.imageView?.frame)
        let title = try #require(button.titleLabel?.frame)
        #expect(title.minX - image.maxX == 8)
        #expect(button.bounds.width == image.width + 8 + title.width)
        #expect(button.backgroundColor == nil)
        #expect(button.titleColor(for: .normal) == button.tintColor)
    }

    @Test func theUpdateHandlerRunsBeforeLayoutAfterAStateChange() {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 667))
        let button = Button(configuration: .tinted())
        t.window.addSubview(button)
        var calls = 0
        button.configurationUpdateHandler = { button in
            calls += 1
            var updated = button.configuration
            updated?.title = button.isSelected ? "On" : "Off"
            button.configuration = updated
        }
        button.layoutIfNeeded()
        #expect(calls == 1 && button.title(for: .normal) == "Off")
        button.isSelected = true
        #expect(calls == 1)
        button.layoutIfNeeded()
        #expect(calls == 2 && button.title(for: .normal) == "On")
        button.layoutIfNeeded()
        #expect(calls == 2)
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        #expect(calls == 3)
    }

    @Test func attributedTitlesShowTheirCharacters() {
        _ = Simulation()
        var configuration = Button.Configuration.gray()
        configuration.attributedTitle = AttributedString("Hello")
        configuration.buttonSize = .small
        let button = Button(configuration: configuration)
        #expect(button.title(for: .normal) == "Hello")
        #expect(button.titleLabel?.font.pointSize == 15)
        #expect(button.backgroundColor == Button.grayFill)
    }
}
