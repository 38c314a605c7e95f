import Foundation
import Synchronization
import Testing
import ViewTree
import ViewTreeTesting

/// The traits a dynamic colour's provider was asked with, from any thread.
private final class ProviderLog: Sendable {
    let styles = Mutex<[UserInterfaceStyle]>([])
    func record(_ traits: TraitCollection) { styles.withLock { $0.append(traits.userInterfaceStyle) } }
    var recorded: [UserInterfaceStyle] { styles.withLock { $0 } }
}

/// A colour a provider can refer to from inside itself.
private final class ColorHolder: Sendable {
    let color = Mutex<Color?>(nil)
}

/// Records what UIKit's trait-sensitive methods see.
private final class AppearanceProbe: View {
    var changes: [(previous: UserInterfaceStyle?, current: UserInterfaceStyle, label: CGColor)] = []
    var layoutStyles: [UserInterfaceStyle] = []
    var drawStyles: [UserInterfaceStyle] = []
    var tintStyles: [UserInterfaceStyle] = []

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append((previousTraitCollection?.userInterfaceStyle, TraitCollection.current.userInterfaceStyle,
                        Color.label.cgColor))
        // The well-known re-set: a layer's CGColor does not follow the appearance by itself.
        layer.borderColor = Color.separator.cgColor
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutStyles.append(TraitCollection.current.userInterfaceStyle)
    }
    override func draw(_ rect: CGRect) { drawStyles.append(TraitCollection.current.userInterfaceStyle) }
    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintStyles.append(TraitCollection.current.userInterfaceStyle)
    }
}

private func components(_ color: CGColor?) -> [CGFloat] {
    guard let color else { return [] }
    var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
    Color(cgColor: color).getRed(&r, green: &g, blue: &b, alpha: &a)
    return [r, g, b, a].map { ($0 * 255).rounded() }
}

private func components(_ color: Color) -> [CGFloat] { components(color.cgColor) }

private let dark = TraitCollection(userInterfaceStyle: .dark)
private let light = TraitCollection(userInterfaceStyle: .light)

/// The ViewControllers.md sample's view, run here (the documentation test only compiles it).
private final class DocBadgeView: View {
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        layer.borderColor = Color.separator.cgColor
    }
}

@Suite struct DarkAppearanceTests {
    @Test func theDocumentationsBadgeFollowsTheWindowIntoDarkMode() {
        let t = TestWorld(profile: .iOS13)
        let badge = DocBadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        badge.backgroundColor = .systemBackground
        badge.layer.borderColor = Color.separator.cgColor
        t.window.addSubview(badge)
        t.window.overrideUserInterfaceStyle = .dark
        #expect(badge.backgroundColor == .systemBackground)
        #expect(badge.layer.backgroundColor == Color(red: 0, green: 0, blue: 0).cgColor)
        #expect(badge.layer.borderColor == Color.separator.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)).cgColor)
        t.run(for: 0.1)
        #expect(badge.layer.borderColor == Color.separator.resolvedColor(with: badge.traitCollection).cgColor)
        #expect(badge.layer.borderColor != Color.separator.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)).cgColor)
    }

    @Test func aDarkWindowFlipsSystemBackgroundOnTheLayerButKeepsTheViewsColour() {
        let t = TestWorld(profile: .iOS13)
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = .systemBackground
        t.window.addSubview(view)
        #expect(components(view.layer.backgroundColor) == [255, 255, 255, 255])
        t.window.overrideUserInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(components(view.layer.backgroundColor) == [0, 0, 0, 255])
        #expect(view.backgroundColor === Color.systemBackground, "reading it back gives the dynamic colour")
        #expect(view.backgroundColor == .systemBackground && view.backgroundColor != .black)
        t.window.overrideUserInterfaceStyle = .unspecified
        #expect(components(view.layer.backgroundColor) == [255, 255, 255, 255])
    }

    @Test func aControllersOverrideResolvesItsViewsColours() {
        let t = TestWorld(profile: .iOS13)
        let controller = ViewController()
        t.window.rootViewController = controller
        controller.view.backgroundColor = .secondarySystemGroupedBackground
        controller.overrideUserInterfaceStyle = .dark
        #expect(components(controller.view.layer.backgroundColor) == [28, 28, 30, 255])
        #expect(controller.view.layer.presentation()?.backgroundColor.map(components) == [28, 28, 30, 255])
    }

    @Test func traitCollectionDidChangeIsCalledOnceWithTheNewTraitsCurrent() {
        let t = TestWorld(profile: .iOS13)
        let probe = AppearanceProbe(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        t.window.addSubview(probe)
        probe.layer.borderColor = Color.label.cgColor
        probe.layer.shadowColor = Color.label.cgColor
        t.run(for: 0.1)
        #expect(probe.changes.isEmpty)
        t.window.overrideUserInterfaceStyle = .dark
        #expect(components(probe.layer.borderColor) == [0, 0, 0, 255], "a CGColor on the layer is not updated")
        t.run(for: 0.1)
        #expect(probe.changes.count == 1)
        #expect(probe.changes.first?.previous == .light && probe.changes.first?.current == .dark)
        #expect(components(probe.changes.first?.label) == [255, 255, 255, 255], "`.cgColor` inside resolves dark")
        #expect(components(probe.layer.borderColor) == [84, 84, 88, 153], "re-set in traitCollectionDidChange")
        #expect(components(probe.layer.shadowColor) == [0, 0, 0, 255], "the shadow colour was not re-set: stays")
        #expect(TraitCollection.current.userInterfaceStyle == .light, "restored after the callback")
    }

    @Test func layoutDrawAndTintRunWithTheViewsTraitsCurrent() {
        let t = TestWorld(profile: .iOS13)
        let probe = AppearanceProbe(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        probe.overrideUserInterfaceStyle = .dark
        t.window.addSubview(probe)
        probe.setNeedsLayout()
        probe.setNeedsDisplay()
        t.run(for: 0.1)
        #expect(probe.layoutStyles.last == .dark && probe.drawStyles.last == .dark)
        probe.tintColor = .red
        #expect(probe.tintStyles == [.dark])
        #expect(TraitCollection.current.userInterfaceStyle == .light)
    }

    @Test func aProviderIsAskedPerResolutionNeverWhenMade() {
        let log = ProviderLog()
        let color = Color { traits in
            log.record(traits)
            return traits.userInterfaceStyle == .dark ? .white : .black
        }
        #expect(log.recorded.isEmpty)
        #expect(color.resolvedColor(with: dark) == .white)
        #expect(color.resolvedColor(with: light) == .black)
        #expect(color.resolvedColor(with: TraitCollection()) == .black)
        #expect(log.recorded == [.dark, .light, .unspecified])
        var white: CGFloat = -1
        dark.performAsCurrent { #expect(color.getWhite(&white, alpha: nil) && white == 1) }
        #expect(log.recorded.count == 4, "getWhite asks once")
        #expect(color == color && color != .white && color.isDynamic)
    }

    @Test func componentsResolveWithTheCurrentTraits() {
        _ = TestWorld(profile: .iOS13)
        #expect(components(Color.label) == [0, 0, 0, 255])
        dark.performAsCurrent { #expect(components(Color.label) == [255, 255, 255, 255]) }
        #expect(Color.label.red == 0, "restored")
        TraitCollection.current = dark
        #expect(Color.secondaryLabel.alpha == 0.6 && Color.secondaryLabel.red == 235.0 / 255)
        TraitCollection.current = light
        #expect(Color.secondaryLabel.red == 60.0 / 255)
    }

    @Test func systemColoursHaveDarkAndHighContrastValues() {
        let darkHigh = TraitCollection(userInterfaceStyle: .dark, accessibilityContrast: .high)
        let lightHigh = TraitCollection(userInterfaceStyle: .light, accessibilityContrast: .high)
        #expect(components(Color.systemBlue.resolvedColor(with: dark)) == [10, 132, 255, 255])
        #expect(components(Color.systemBlue.resolvedColor(with: lightHigh)) == [0, 64, 221, 255])
        #expect(components(Color.systemBlue.resolvedColor(with: darkHigh)) == [64, 156, 255, 255])
        #expect(components(Color.systemGray4.resolvedColor(with: dark)) == [58, 58, 60, 255])
        #expect(components(Color.systemGray6.resolvedColor(with: dark)) == [28, 28, 30, 255])
        #expect(components(Color.separator.resolvedColor(with: darkHigh)) == [84, 84, 88, 173])
        #expect(components(Color.tertiarySystemBackground.resolvedColor(with: dark)) == [44, 44, 46, 255])
        #expect(Color.systemBackground.resolvedColor(with: light) == Color(red: 1, green: 1, blue: 1))
    }

    @Test func beforeIOS13ThereIsNoDarkAndProvidersSeeNoStyle() {
        let t = TestWorld(profile: .iOS11)
        let log = ProviderLog()
        let view = View(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.backgroundColor = Color { traits in
            log.record(traits)
            return traits.userInterfaceStyle == .dark ? .white : .black
        }
        t.window.addSubview(view)
        t.window.overrideUserInterfaceStyle = .dark
        #expect(view.traitCollection.userInterfaceStyle == .unspecified)
        #expect(components(view.layer.backgroundColor) == [0, 0, 0, 255])
        #expect(log.recorded == [.unspecified])
    }

    @Test func dynamicColoursPrintAsUIKitAndSnapshotsShowTheResolvedColour() {
        let t = TestWorld(profile: .iOS13)
        #expect(Color.systemBackground.description == "<UIDynamicSystemColor: 0x0; name = systemBackgroundColor>")
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemBackground
        t.window.addSubview(view)
        #expect(view.description.contains("backgroundColor = <UIDynamicSystemColor: 0x0; name = systemBackgroundColor>"))
        view.overrideUserInterfaceStyle = .dark
        let node = t.window.treeSnapshot().nodes.first { $0.frame == [0, 0, 10, 10] }
        #expect(node?.backgroundColor == "UIExtendedSRGBColorSpace 0 0 0 1")
        #expect(Color.label.withAlphaComponent(0.5).resolvedColor(with: dark) == Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        #expect(Color.label.withAlphaComponent(0.5).isDynamic)
    }

    @Test func aProviderResolvingItselfIsRefusedNotRecursed() {
        let t = TestWorld(profile: .iOS13)
        let holder = ColorHolder()
        // Held weakly, as an app's provider would hold its owner: a strong capture would be a cycle (holder → colour →
        // provider → holder) that outlives the test.
        let color = Color { [weak holder] traits in
            let inner = holder?.color.withLock { $0 }
            return inner?.resolvedColor(with: traits) ?? .red
        }
        holder.color.withLock { $0 = color }
        #expect(color.resolvedColor(with: dark) == .clear)
        #expect(t.simulation.diagnostics.contains { $0.message.contains("resolved the same colour again") })
    }
}
