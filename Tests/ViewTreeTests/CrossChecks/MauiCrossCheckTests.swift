// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// What .NET MAUI's device tests read back from a real `UISwitch` after its handler set it
/// (dotnet/maui, `src/Core/tests/DeviceTests/Handlers/Switch/SwitchHandlerTests.iOS.cs`
/// @09c00b20ff39c252001008dec0e134d7058aea4c, run on iOS devices and simulators). The handler's own mapping
/// (which MAUI colour becomes which UIKit property, the private track subview's colour) is left aside; each test
/// sets on a switch what the handler sets and checks UIKit's answer. Rows in Docs/Fidelity.md, "Behaviours checked
/// against SnapKit's, PureLayout's and .NET MAUI's device tests".
@Suite struct MauiCrossCheckTests {
    /// EnsureUISwitchStaysBelow101Width: a switch given 400 × 400 stays narrower than 100 pt (its own size).
    @Test func aSwitchKeepsItsOwnSize() {
        let t = TestWorld(profile: .iOS13)
        let control = UISwitch(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        t.window.addSubview(control)
        control.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        t.window.layoutIfNeeded()
        #expect(control.bounds.width < 100, "\(control.bounds)")
    }

    /// DefaultSwitchUsesAutomaticStyleOniOSOrMacCatalyst26 and CustomColorsUseSlidingStyleOniOSOrMacCatalyst26: a
    /// new switch prefers `.automatic`; asked for `.sliding` (what the handler sets with custom colours), it prefers
    /// and shows `.sliding`; on a phone or a pad every preference shows a slider, never `.automatic`
    /// (**added**: `preferredStyle`, `style`, `UISwitch.Style` with its raw values 0, 1, 2).
    @Test func styleIsResolvedToASlider() {
        let t = TestWorld(profile: .iOS13)
        let control = UISwitch()
        t.window.addSubview(control)
        #expect(control.preferredStyle == .automatic)
        #expect(control.style == .sliding)
        control.preferredStyle = .sliding
        #expect(control.preferredStyle == .sliding && control.style == .sliding)
        control.preferredStyle = .checkbox
        #expect(control.preferredStyle == .checkbox && control.style == .sliding)
        #expect(UISwitch.Style.allCases.map(\.rawValue) == [0, 1, 2])
    }

    /// ThumbColorClearsWhenResetOniOSOrMacCatalyst26, CustomColorsClearToAutomaticStyleOniOSOrMacCatalyst26 and
    /// AssertDefaultSwitchDoesNotReapplyColors: the tints are `nil` by default, keep what is set through a move to a
    /// window, and read `nil` again once cleared; the preference goes back to `.automatic`.
    @Test func tintsAreKeptAndCleared() {
        let t = TestWorld(profile: .iOS13)
        let control = UISwitch()
        #expect(control.onTintColor == nil && control.thumbTintColor == nil)
        let onTint = UIColor(red: 78 / 255, green: 90 / 255, blue: 123 / 255, alpha: 1)
        let thumb = UIColor(red: 45 / 255, green: 67 / 255, blue: 89 / 255, alpha: 1)
        control.onTintColor = onTint
        control.thumbTintColor = thumb
        control.preferredStyle = .sliding
        t.window.addSubview(control)
        t.simulation.run(until: t.simulation.now + 0.1)
        #expect(control.onTintColor == onTint && control.thumbTintColor == thumb)
        control.thumbTintColor = nil
        #expect(control.thumbTintColor == nil && control.preferredStyle == .sliding)
        control.onTintColor = nil
        control.preferredStyle = .automatic
        #expect(control.onTintColor == nil && control.preferredStyle == .automatic)
    }
}
