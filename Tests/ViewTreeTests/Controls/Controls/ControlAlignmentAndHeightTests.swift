import Foundation
import Testing
import ViewTree

/// Per-era alignment insets of the switch and the slider, and the rounded-rect text field's height
/// (`ControlMetrics`; sources in `Docs/Fidelity.md`).
@Suite struct ControlAlignmentAndHeightTests {
    @Test(arguments: [PlatformProfile.iOS6, .iOS7, .iOS13])
    func switchAndSliderAlignmentInsetsFollowTheEra(profile: PlatformProfile) {
        let (world, window) = makeControlWorld(profile); defer { withExtendedLifetime(world) {} }
        let toggle = Switch(frame: .zero)
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        window.addSubview(toggle)
        window.addSubview(slider)
        let modern = profile != .iOS6
        #expect(toggle.alignmentRectInsets == (modern ? EdgeInsets(top: 0, left: 0, bottom: 0, right: 2) : .zero))
        #expect(slider.alignmentRectInsets == (modern ? EdgeInsets(top: 0, left: 2, bottom: 1, right: 2) : .zero))
        slider.sizeToFit()
        #expect(slider.frame.size == CGSize(width: 200, height: modern ? 31 : 23))
    }

    /// Reusable's `MyXIBSwitchCell.xib`: a switch pinned 20 pt from the trailing edge of a 320-pt cell, with no
    /// width constraint, sits at x = 251 — its 49-pt alignment rectangle ends 20 pt in, its 51-pt frame 18.
    @Test func autoLayoutPlacesASwitchAndASliderByTheirAlignmentRectangles() {
        let (world, window) = makeControlWorld(.iOS13); defer { withExtendedLifetime(world) {} }
        let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 48))
        window.addSubview(cell)
        let toggle = Switch(frame: .zero)
        let slider = Slider(frame: .zero)
        for control in [toggle, slider] as [View] {
            control.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(control)
        }
        LayoutConstraint.activate([
            toggle.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -20),
            toggle.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            slider.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 20),
            slider.widthAnchor.constraint(equalToConstant: 200),
            slider.topAnchor.constraint(equalTo: cell.topAnchor),
        ])
        window.layoutIfNeeded()
        #expect(toggle.frame == CGRect(x: 251, y: 8, width: 51, height: 31))
        #expect(slider.frame == CGRect(x: 18, y: 0, width: 204, height: 31))
        #expect(world.autoLayoutIssues(in: window).isEmpty)
    }

    @Test(arguments: [(PlatformProfile.iOS6, CGFloat(31)), (.iOS7, 30), (.iOS13, 34)])
    func aRoundedRectFieldHasTheErasHeightForAUsualFont(profile: PlatformProfile, height: CGFloat) {
        let (world, window) = makeControlWorld(profile); defer { withExtendedLifetime(world) {} }
        let field = TextField(frame: .zero)
        field.borderStyle = .roundedRect
        field.text = "Hello"
        window.addSubview(field)
        field.sizeToFit()
        #expect(field.frame.height == height)
    }

    /// From iOS 13 a large font makes the field taller: `max(line, 30) + 2 + 2` (UIKit's padded metrics);
    /// before, the height stays 30 whatever the font.
    @Test func fromIOS13ALargeFontGrowsARoundedRectField() {
        let (world, window) = makeControlWorld(.iOS13); defer { withExtendedLifetime(world) {} }
        let field = TextField(frame: .zero)
        field.borderStyle = .roundedRect
        window.addSubview(field)
        field.font = Font.systemFont(ofSize: 40)
        let line = field.font!.lineHeight
        #expect(line > 30)
        #expect(field.intrinsicContentSize.height > 34)
        #expect(abs(field.intrinsicContentSize.height - (line + 4)) < 1)

        let (oldWorld, oldWindow) = makeControlWorld(.iOS7); defer { withExtendedLifetime(oldWorld) {} }
        let old = TextField(frame: .zero)
        old.borderStyle = .roundedRect
        oldWindow.addSubview(old)
        old.font = Font.systemFont(ofSize: 40)
        #expect(old.intrinsicContentSize.height == 30)
    }
}
