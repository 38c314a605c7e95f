import Foundation
import Testing
import ViewTree
import ViewTreeFuzzing

/// The gestures family of the fuzzer (`FuzzGestureStep`: views with recognizers of every kind, delegates and actions
/// that re-enter, failure requirements, fingers sent through `Window.sendEvent`, bad touches) on a small fixed budget,
/// so that CI keeps it running; the campaigns are `swift run ViewTreeFuzz --gesture-weight 2000 …` (Reliability.md).
@Suite struct GestureFuzzTests {
    /// A short episode, mostly the family's steps, with bad values ten times as often as the default.
    static let configuration: FuzzConfiguration = {
        var c = FuzzConfiguration(episodeLength: 400, maxViews: 60, maxTreeSize: 20, hostileRate: 0.1)
        c.gestureWeight = 2000
        return c
    }()

    @Test func anEpisodeOfTheGesturesFamilyRunsClean() {
        var statistics = FuzzStatistics()
        if let report = FuzzCampaign.runEpisode(seed: 375, configuration: Self.configuration, shrinkRuns: 200, statistics: &statistics) {
            Issue.record("\(report.originalFailure)\n\n\(report.reproduction)")
        }
        let ops = FuzzGenerator.episode(seed: 375, configuration: Self.configuration).1
        let steps = ops.compactMap { op -> FuzzGestureStep? in if case let .gesture(step) = op { step } else { nil } }
        #expect(steps.count > ops.count / 2, "\(steps.count) of \(ops.count) steps are the family's")
        let kinds = Set(steps.map { String(describing: $0).prefix { $0 != "(" } })
        #expect(kinds.count == 12, "kinds drawn: \(kinds.sorted())")
        // Its recognizers recognized (the action-order checks ran) and its bad touches were refused.
        #expect(statistics.gestureActions > 0)
        #expect(statistics.diagnostics > 0)
    }

    /// A short episode with the surfaces (`--gesture-surfaces`): collection views with diffable data sources, sliders,
    /// switches, steppers, segmented controls, buttons in scroll views, text views, presented sheets and a tab bar
    /// controller under the family's fingers.
    static let surfaces: FuzzConfiguration = {
        var c = configuration
        c.episodeLength = 300
        c.hostileRate = 0.1
        c.gestureSurfaces = true
        return c
    }()

    @Test func anEpisodeWithTheSurfacesRunsClean() {
        var statistics = FuzzStatistics()
        if let report = FuzzCampaign.runEpisode(seed: 463, configuration: Self.surfaces, shrinkRuns: 200, statistics: &statistics) {
            Issue.record("\(report.originalFailure)\n\n\(report.reproduction)")
        }
        let ops = FuzzGenerator.episode(seed: 463, configuration: Self.surfaces).1
        let surfaces = ops.compactMap { op -> FuzzGestureSurfaceStep? in if case let .gesture(.surface(step)) = op { step } else { nil } }
        let kinds = Set(surfaces.map { String(describing: $0).prefix { $0 != "(" } })
        #expect(kinds.count == 9, "surface kinds drawn: \(kinds.sorted())")
        // The surface checks compared something: slider and stepper values, collection views' selections and cell
        // requests, settled presentations. (A slider that is dragged past its end without clamping fails this episode.)
        let checks = statistics.gestureSurfaceChecks
        #expect(checks.valuesChecked > 0 && checks.collectionsChecked > 0 && checks.presentationsChecked > 0, "\(checks)")
        #expect(statistics.diagnostics > 0)
    }

    /// A short episode with the second surfaces (`--gesture-surfaces-2`): split and page view controllers, popovers,
    /// text fields and a root tab bar controller under the family's fingers.
    static let surfaces2: FuzzConfiguration = {
        var c = configuration
        c.episodeLength = 300
        c.gestureSurfaces2 = true
        return c
    }()

    @Test func anEpisodeWithTheSecondSurfacesRunsClean() {
        var statistics = FuzzStatistics()
        if let report = FuzzCampaign.runEpisode(seed: 0x1d0b_14e4_db01_8fed, configuration: Self.surfaces2, shrinkRuns: 200, statistics: &statistics) {
            Issue.record("\(report.originalFailure)\n\n\(report.reproduction)")
        }
        let ops = FuzzGenerator.episode(seed: 0x1d0b_14e4_db01_8fed, configuration: Self.surfaces2).1
        let steps = ops.compactMap { op -> FuzzGestureSurface2Step? in if case let .gesture(.surface2(step)) = op { step } else { nil } }
        let kinds = Set(steps.map { String(describing: $0).prefix { $0 != "(" } })
        #expect(kinds.count == 16, "second-surface kinds drawn: \(kinds.sorted())")
        // The checks compared something: controllers' appearance against their view's place once settled, a settled page
        // view controller's visible pages, text fields' responder state, selection and delegate refusals.
        let checks = statistics.gestureSurfaceChecks
        #expect(checks.controllersSettled > 0 && checks.pagesChecked > 0 && checks.fieldsChecked > 0, "\(checks)")
        #expect(statistics.diagnostics > 0)
    }

    /// A second episode of the second surfaces, picked (of episode seeds 5400–5479) because it taps a field whose delegate
    /// refuses `textFieldShouldBeginEditing` and switches the root tab bar controller's tab while it shows: a field that
    /// ignores the refusal fails it at step 112, a switch that never ends the old tab's disappearance at step 227.
    @Test func anEpisodeThatTapsARefusingFieldAndSwitchesTheShownTabsRunsClean() {
        let seed: UInt64 = 5410
        var statistics = FuzzStatistics()
        if let report = FuzzCampaign.runEpisode(seed: seed, configuration: Self.surfaces2, shrinkRuns: 200, statistics: &statistics) {
            Issue.record("\(report.originalFailure)\n\n\(report.reproduction)")
        }
        let ops = FuzzGenerator.episode(seed: seed, configuration: Self.surfaces2).1
        let steps = ops.compactMap { op -> FuzzGestureSurface2Step? in if case let .gesture(.surface2(step)) = op { step } else { nil } }
        #expect(steps.contains { if case .textField(_, _, _, .refuseBegin) = $0 { true } else { false } })
        #expect(steps.contains { if case .rootSelect = $0 { true } else { false } })
        // Fields were checked, and a tab switch was checked while the root showed.
        let checks = statistics.gestureSurfaceChecks
        #expect(checks.fieldsChecked > 0 && checks.tabSwitchesChecked > 0, "\(checks)")
    }

    @Test func aZeroWeightLeavesEveryEarlierStreamAsItWas() {
        let (_, ops) = FuzzGenerator.episode(seed: 0x5EED_0001, configuration: .ci)
        #expect(!ops.contains { if case .gesture = $0 { true } else { false } })
        // Without `gestureSurfaces`, the family draws no surface step (its earlier streams are kept byte for byte).
        let family = FuzzGenerator.episode(seed: 375, configuration: Self.configuration).1
        #expect(!family.contains { if case .gesture(.surface) = $0 { true } else { false } })
        // Without `gestureSurfaces2`, no second-surface step either, with the first surfaces or without.
        let surfaced = FuzzGenerator.episode(seed: 463, configuration: Self.surfaces).1
        #expect(!(family + surfaced).contains { if case .gesture(.surface2) = $0 { true } else { false } })
    }
}
