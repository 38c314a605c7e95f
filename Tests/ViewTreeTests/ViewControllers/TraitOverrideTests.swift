import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// iOS 17's trait system as apps use it: custom traits, `traitOverrides` on views and controllers, the iOS 8
/// `setOverrideTraitCollection(_:forChild:)`, and the changes reaching `traitCollectionDidChange(_:)` and
/// registrations at the next trait update, top-down.
@Suite struct TraitOverrideTests {
    enum Theme: Int { case standard, monochrome }
    struct ThemeTrait: TraitDefinition {
        static let defaultValue = Theme.standard
        static let affectsColorAppearance = true
    }
    struct CompactCardsTrait: TraitDefinition {
        static let defaultValue = false
        static let name = "CompactCards"
    }

    final class Log { var lines: [String] = [] }

    final class LoggingView: View {
        var log: Log?
        var role = ""
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log?.lines.append("\(role) \(previousTraitCollection?.userInterfaceStyle ?? .unspecified) -> \(traitCollection.userInterfaceStyle)")
        }
    }

    final class LoggingController: ViewController {
        let log = Log()
        override func loadView() {
            let view = LoggingView(frame: .zero)
            view.log = log
            view.role = "root"
            self.view = view
        }
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.lines.append("controller \(previousTraitCollection?.userInterfaceStyle ?? .unspecified) -> \(traitCollection.userInterfaceStyle)")
        }
    }

    /// A controller showing `LoggingController` with a logging subview, in an iOS 13 world.
    private func shown() -> (TestWorld, LoggingController, LoggingView) {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let controller = LoggingController()
        t.show(controller)
        let child = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.log = controller.log
        child.role = "child"
        controller.view.addSubview(child)
        t.run(for: 0.1)
        controller.log.lines = []
        return (t, controller, child)
    }

    @Test func aCustomTraitReadsItsDefaultUntilSomethingSetsIt() {
        let (t, controller, child) = shown()
        defer { withExtendedLifetime(t) {} }
        #expect(child.traitCollection[ThemeTrait.self] == .standard)
        #expect(TraitCollection()[CompactCardsTrait.self] == false)
        let built = TraitCollection { $0[ThemeTrait.self] = .monochrome }
        #expect(built[ThemeTrait.self] == .monochrome)
        // A collection that set a custom trait to its default equals one that never heard of it.
        #expect(built.modifyingTraits { $0[ThemeTrait.self] = .standard } == TraitCollection())
        controller.traitOverrides[ThemeTrait.self] = .monochrome
        #expect(child.traitCollection[ThemeTrait.self] == .monochrome)
        #expect(controller.traitCollection[ThemeTrait.self] == .monochrome)
        #expect(ThemeTrait.name == "ThemeTrait" && CompactCardsTrait.name == "CompactCards")
    }

    @Test func mutationsSetSystemTraitsThroughTheirProperties() {
        let traits = TraitCollection { mutable in
            mutable.userInterfaceStyle = .dark
            mutable.horizontalSizeClass = .regular
            mutable.userInterfaceIdiom = .pad
        }
        #expect(traits.userInterfaceStyle == .dark && traits.horizontalSizeClass == .regular)
        #expect(traits.userInterfaceIdiom == .pad && traits.verticalSizeClass == .unspecified)
        #expect(traits[TraitUserInterfaceStyle.self] == .dark)
        let merged = TraitCollection(traitsFrom: [traits, TraitCollection(userInterfaceStyle: .light)])
        #expect(merged.userInterfaceStyle == .light && merged.horizontalSizeClass == .regular)
    }

    @Test func aViewsOverrideReachesItsSubviewsAtOnceAndItsCallbacksAtTheNextTraitUpdate() {
        let (t, controller, child) = shown()
        defer { withExtendedLifetime(t) {} }
        let root = controller.view!
        #expect(root.traitCollection.userInterfaceStyle == .light)
        root.traitOverrides.userInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.traitCollection.userInterfaceStyle == .dark)   // a controller reports its view's traits
        #expect(controller.log.lines.isEmpty)                              // delivered later, as in UIKit
        root.updateTraitsIfNeeded()
        // The controller's own traits are its view's, so it hears too; top-down, each once.
        #expect(controller.log.lines == ["controller light -> dark", "root light -> dark", "child light -> dark"])
        controller.log.lines = []
        root.updateTraitsIfNeeded()
        #expect(controller.log.lines.isEmpty)
    }

    @Test func theNextLayoutPassDeliversPendingChanges() {
        let (t, controller, child) = shown()
        child.traitOverrides.userInterfaceStyle = .dark
        #expect(controller.log.lines.isEmpty)
        t.run(for: 0.05)
        #expect(controller.log.lines == ["child light -> dark"])
        controller.log.lines = []
        child.traitOverrides.remove(TraitUserInterfaceStyle.self)
        controller.view.layoutIfNeeded()
        #expect(controller.log.lines == ["child dark -> light"])
        #expect(child.traitCollection.userInterfaceStyle == .light)
    }

    @Test func theNearestOverrideWinsAndRemovingItInheritsAgain() {
        let (t, controller, child) = shown()
        defer { withExtendedLifetime(t) {} }
        controller.traitOverrides.userInterfaceStyle = .dark
        child.traitOverrides.userInterfaceStyle = .light
        #expect(controller.view.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        #expect(child.traitOverrides.contains(TraitUserInterfaceStyle.self))
        controller.updateTraitsIfNeeded()
        #expect(controller.log.lines == ["controller light -> dark", "root light -> dark"])
        controller.log.lines = []
        var overrides = child.traitOverrides
        overrides.remove(TraitUserInterfaceStyle.self)
        child.traitOverrides = overrides
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        controller.updateTraitsIfNeeded()
        #expect(controller.log.lines == ["child light -> dark"])
    }

    @Test func registrationsHearACustomTraitChangeWithThePreviousTraits() {
        let (t, controller, child) = shown()
        defer { withExtendedLifetime(t) {} }
        var heard: [String] = []
        child.registerForTraitChanges([ThemeTrait.self]) { (view: LoggingView, previous: TraitCollection) in
            heard.append("\(view.role) \(previous[ThemeTrait.self]) -> \(view.traitCollection[ThemeTrait.self])")
        }
        controller.traitOverrides.userInterfaceStyle = .dark
        controller.updateTraitsIfNeeded()
        #expect(heard.isEmpty)                                 // not one of its traits
        controller.traitOverrides[ThemeTrait.self] = .monochrome
        controller.updateTraitsIfNeeded()
        #expect(heard == ["child standard -> monochrome"])
    }

    @Test func aParentOverridesAChildsTraitsWithTheIOS8Call() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let parent = ViewController()
        let child = LoggingController()
        t.show(parent)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        parent.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.traitCollection.verticalSizeClass == .regular)            // not specified: inherited
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        let stranger = ViewController()
        parent.setOverrideTraitCollection(TraitCollection(horizontalSizeClass: .regular), forChild: stranger)
        #expect(t.simulation.diagnostics.contains { $0.code == .viewController && $0.message.contains("not its child") })
        #expect(stranger.traitCollection.horizontalSizeClass == .unspecified)
    }

    @Test func aRotationSkipsAViewWhoseOverrideHidesTheChange() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let controller = LoggingController()
        t.show(controller)
        let pinned = SizeClassView(frame: .zero)
        pinned.traitOverrides.verticalSizeClass = .regular
        let free = SizeClassView(frame: .zero)
        controller.view.addSubview(pinned)
        controller.view.addSubview(free)
        t.run(for: 0.1)
        pinned.changes = 0
        free.changes = 0
        t.simulation.rotate(to: .landscapeLeft)
        #expect(free.traitCollection.verticalSizeClass == .compact && free.changes == 1)
        #expect(pinned.traitCollection.verticalSizeClass == .regular && pinned.changes == 0)
    }

    final class SizeClassView: View {
        var changes = 0
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes += 1
        }
    }

    /// A view that answers its own change by changing its override again, for ever.
    final class FlippingView: View {
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            traitOverrides.userInterfaceStyle = traitCollection.userInterfaceStyle == .dark ? .light : .dark
        }
    }

    @Test func handlersThatKeepChangingOverridesAreStoppedWithADiagnostic() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let flipping = FlippingView(frame: .zero)
        t.window.addSubview(flipping)
        flipping.traitOverrides.userInterfaceStyle = .dark
        flipping.updateTraitsIfNeeded()
        #expect(t.simulation.diagnostics.contains { $0.code == .layoutLoop && $0.message.contains("trait change handlers") })
        t.run(for: 0.1)                                    // no hang, the world goes on
    }

    @Test func aPendingChangeOfAViewThatIsGoneIsDroppedQuietly() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        do {
            let view = View(frame: .zero)
            t.window.addSubview(view)
            view.traitOverrides.userInterfaceStyle = .dark
            view.removeFromSuperview()
        }
        t.window.updateTraitsIfNeeded()
        t.run(for: 0.1)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func windowsReportTheDevicesIdiomAndTheIOS13Traits() {
        let phone = TestWorld(profile: .iOS13, device: .iPhone8)
        #expect(phone.window.traitCollection.userInterfaceIdiom == .phone)
        #expect(phone.window.traitCollection.userInterfaceLevel == .base)
        #expect(phone.window.traitCollection.accessibilityContrast == .normal)
        #expect(phone.window.traitCollection.legibilityWeight == .regular)
        #expect(phone.window.traitCollection.layoutDirection == .leftToRight)
        let pad = TestWorld(profile: .iOS11, device: .iPad)
        #expect(pad.window.traitCollection.userInterfaceIdiom == .pad)
        #expect(pad.window.traitCollection.userInterfaceLevel == .unspecified)    // before iOS 13
        #expect(View(frame: .zero).traitCollection.userInterfaceIdiom == .unspecified)
        #expect(Device.Idiom.unspecified.rawValue == -1 && Device.Idiom.pad.rawValue == 1 && Device.Idiom.mac.rawValue == 5)
    }

    @Test func aClosureThatReplacesItsMutableTraitsGivesWhatItPutThere() {
        struct Plain: MutableTraits {
            var style = UserInterfaceStyle.dark
            subscript<T: TraitDefinition>(trait: T.Type) -> T.Value {
                get { T.self == TraitUserInterfaceStyle.self ? style as! T.Value : T.defaultValue }
                set { if let value = newValue as? UserInterfaceStyle { style = value } }
            }
        }
        let view = View(frame: .zero)
        view.traitOverrides.horizontalSizeClass = .compact
        view.traitOverrides[ThemeTrait.self] = .monochrome
        let base = TraitCollection(userInterfaceStyle: .light)
        let fromOverrides = base.modifyingTraits { $0 = view.traitOverrides }
        #expect(fromOverrides.horizontalSizeClass == .compact && fromOverrides[ThemeTrait.self] == .monochrome)
        #expect(fromOverrides.userInterfaceStyle == .light, "what the overrides leave alone is kept")
        let fromPlain = TraitCollection { $0 = Plain() }
        #expect(fromPlain.userInterfaceStyle == .dark && fromPlain.horizontalSizeClass == .unspecified)
    }

    @Test func aCustomTraitThatAffectsColoursChangesTheColourAppearance() {
        let plain = TraitCollection(userInterfaceStyle: .light)
        let themed = plain.modifyingTraits { $0[ThemeTrait.self] = .monochrome }
        let compact = plain.modifyingTraits { $0[CompactCardsTrait.self] = true }
        #expect(themed.hasDifferentColorAppearance(comparedTo: plain))
        #expect(!compact.hasDifferentColorAppearance(comparedTo: plain))
        #expect(compact != plain)
        #expect(TraitCollection.systemTraitsAffectingColorAppearance.count == 3)
    }

    @Test func contentSizeLimitsClampTheTextSizeOfAViewAndItsSubviews() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let card = View(frame: .zero)
        let title = Label(frame: .zero)
        title.font = .preferredFont(forTextStyle: .body)
        title.adjustsFontForContentSizeCategory = true
        card.addSubview(title)
        t.window.addSubview(card)
        card.maximumContentSizeCategory = .extraExtraExtraLarge
        t.simulation.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(title.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
        #expect(t.window.traitCollection.preferredContentSizeCategory == .accessibilityExtraExtraExtraLarge)
        #expect(title.font == .preferredFont(forTextStyle: .body, compatibleWith: TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)))
        card.maximumContentSizeCategory = nil
        card.updateTraitsIfNeeded()                          // the label re-fonts as its traits change
        #expect(title.font == .preferredFont(forTextStyle: .body, compatibleWith: TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)))
        card.minimumContentSizeCategory = .unspecified       // not a size: refused
        #expect(card.minimumContentSizeCategory == nil)
        #expect(t.simulation.diagnostics.contains { $0.code == .invalidValue && $0.message.contains("minimumContentSizeCategory") })
        card.maximumContentSizeCategory = .large
        #expect(title.appliedContentSizeCategoryLimitsDescription.contains("maximum UICTContentSizeCategoryL"))
    }

    @Test func anOverriddenTextSizeReFontsAdjustingLabels() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let title = Label(frame: .zero)
        title.font = .preferredFont(forTextStyle: .headline)
        title.adjustsFontForContentSizeCategory = true
        t.window.addSubview(title)
        let large: Font = title.font
        title.traitOverrides.preferredContentSizeCategory = .extraSmall
        #expect(title.font == large)                         // at the next trait update, as UIKit
        t.run(for: 0.05)
        #expect(title.font.pointSize < large.pointSize)
    }

    @Test func aSheetIsElevatedAndAFullScreenPresentationIsNot() {
        let t = TestWorld(profile: .iOS13, device: .iPhone8)
        let root = ViewController()
        t.show(root)
        let sheet = ViewController()
        root.present(sheet, animated: false)
        t.waitForTransitions()
        #expect(root.traitCollection.userInterfaceLevel == .base)
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated)
        sheet.dismiss(animated: false)
        t.waitForTransitions()
        let cover = ViewController()
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        t.waitForTransitions()
        #expect(cover.traitCollection.userInterfaceLevel == .base)
    }
}
