import Foundation
import Testing
import ViewTree

@Suite struct AccessibilityTraitsTests {
    @Test func buttonsAndLabelsHaveUIKitsDefaultTraitsAndSettingOverrides() {
        let world = Simulation()
        let plain = View(frame: .zero), button = Button(type: .system), label = Label(frame: .zero)
        #expect(plain.accessibilityTraits == .none)
        #expect(button.accessibilityTraits == .button)
        #expect(label.accessibilityTraits == .staticText)
        label.accessibilityTraits = [.header, .staticText]
        #expect(label.accessibilityTraits.contains(.header))
        plain.accessibilityHint = "Opens the drawer"
        plain.accessibilityValue = "50%"
        #expect(plain.accessibilityHint == "Opens the drawer" && plain.accessibilityValue == "50%")
        #expect(AccessibilityTraits.header.rawValue == 1 << 16 && AccessibilityTraits.button.rawValue == 1)
        withExtendedLifetime(world) {}
    }

    @Test func textContentTypeIsStoredOnFieldsAndTextViews() {
        let world = Simulation()
        let field = TextField(frame: .zero), text = TextView(frame: .zero)
        #expect(field.textContentType == nil)
        field.textContentType = .oneTimeCode
        text.textContentType = .emailAddress
        #expect(field.textContentType == .oneTimeCode && text.textContentType?.rawValue == "email")
        #expect(Color.red.resolvedColor(with: field.traitCollection) == .red)
        withExtendedLifetime(world) {}
    }
}
