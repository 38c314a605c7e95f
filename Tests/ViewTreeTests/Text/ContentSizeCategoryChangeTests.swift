import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// The user changing Settings > Text Size (`Simulation.preferredContentSizeCategory`): adjusting views get new
/// fonts, then the traits change, then the notification is posted.
@Suite struct ContentSizeCategoryChangeTests {
    final class Recorder { var entries: [String] = [] }

    final class RecordingLabel: Label {
        var recorder: Recorder?
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            let previous = previousTraitCollection?.preferredContentSizeCategory ?? .unspecified
            recorder?.entries.append("label \(previous.rawValue) -> \(traitCollection.preferredContentSizeCategory.rawValue), font \(font.pointSize)")
        }
    }

    final class RecordingController: ViewController {
        let recorder = Recorder()
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            let previous = previousTraitCollection?.preferredContentSizeCategory ?? .unspecified
            recorder.entries.append("controller \(previous.rawValue) -> \(traitCollection.preferredContentSizeCategory.rawValue)")
        }
    }

    @Test func anAdjustingLabelGetsItsStylesNewSizeAndANonAdjustingOneDoesNot() {
        let t = TestWorld()
        let adjusting = Label(), fixed = Label(), plain = Label()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        fixed.font = .preferredFont(forTextStyle: .body)
        plain.font = .systemFont(ofSize: 17)
        plain.adjustsFontForContentSizeCategory = true
        for label in [adjusting, fixed, plain] {
            label.text = "Hello"
            t.window.addSubview(label)
        }
        #expect(adjusting.traitCollection.preferredContentSizeCategory == .large)
        #expect(adjusting.intrinsicContentSize.height == 20.5)      // 17 pt's line, rounded up to pixels
        t.simulation.preferredContentSizeCategory = .accessibilityMedium
        #expect(t.simulation.preferredContentSizeCategory == .accessibilityMedium)
        #expect(adjusting.font.pointSize == 28)
        #expect(adjusting.intrinsicContentSize.height == 33.5)      // 28 pt's
        #expect(fixed.font.pointSize == 17)
        #expect(plain.font.pointSize == 17)
        t.simulation.preferredContentSizeCategory = .extraSmall
        #expect(adjusting.font.pointSize == 14)
    }

    @Test func textFieldsTextViewsAndScaledFontsAdjustToo() {
        let t = TestWorld()
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.font = .preferredFont(forTextStyle: .caption1)
        field.adjustsFontForContentSizeCategory = true
        let textView = TextView(frame: CGRect(x: 0, y: 40, width: 200, height: 100))
        textView.font = FontMetrics(forTextStyle: .title2).scaledFont(for: Font(pointSize: 44, name: "Avenir"),
                                                                      maximumPointSize: 100)
        textView.adjustsFontForContentSizeCategory = true
        let scaledLabel = Label()
        scaledLabel.font = FontMetrics.default.scaledFont(for: Font(pointSize: 34, name: "Avenir"), maximumPointSize: 40)
        scaledLabel.adjustsFontForContentSizeCategory = true
        t.window.addSubview(field)
        t.window.addSubview(textView)
        t.window.addSubview(scaledLabel)
        t.simulation.preferredContentSizeCategory = .extraSmall
        #expect(field.font?.pointSize == 11)
        #expect(textView.font?.pointSize == 38)                                     // 44 × 19 / 22
        #expect(textView.font?.name == "Avenir")
        #expect(scaledLabel.font.pointSize == 28)                                   // 34 × 14 / 17
        t.simulation.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(textView.font?.pointSize == 100)                                    // 44 × 56 / 22, capped
        #expect(scaledLabel.font.pointSize == 40)                                   // 34 × 53 / 17, capped
        t.simulation.preferredContentSizeCategory = .large
        #expect(textView.font?.pointSize == 44)
        #expect(scaledLabel.font.pointSize == 34)
    }

    @Test func fontsChangeThenTraitsChangeControllerFirstThenTheNotificationIsPosted() {
        let t = TestWorld()
        let controller = RecordingController()
        t.window.rootViewController = controller
        let label = RecordingLabel()
        label.recorder = controller.recorder
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        controller.view.addSubview(label)
        var posted: [ContentSizeCategory?] = []
        t.simulation.notificationCenter.addObserver(forName: ContentSizeCategory.didChangeNotification, object: nil) { note in
            posted.append(note.userInfo?[ContentSizeCategory.newValueUserInfoKey] as? ContentSizeCategory)
            controller.recorder.entries.append("notification")
        }
        t.simulation.preferredContentSizeCategory = .extraExtraLarge
        #expect(controller.recorder.entries == [
            "controller UICTContentSizeCategoryL -> UICTContentSizeCategoryXXL",
            "label UICTContentSizeCategoryL -> UICTContentSizeCategoryXXL, font 21.0",
            "notification",
        ])
        #expect(posted == [.extraExtraLarge])
    }

    @Test func anUnchangedCategoryDoesNothing() {
        let t = TestWorld()
        let controller = RecordingController()
        t.window.rootViewController = controller
        var posts = 0
        t.simulation.notificationCenter.addObserver(forName: ContentSizeCategory.didChangeNotification, object: nil) { _ in
            posts += 1
        }
        t.simulation.preferredContentSizeCategory = .large
        #expect(posts == 0)
        #expect(controller.recorder.entries.isEmpty)
        t.simulation.preferredContentSizeCategory = .small
        #expect(posts == 1)
        #expect(controller.recorder.entries.count == 1)
    }

    @Test func unspecifiedIsRejectedWithADiagnosticAndTheCategoryStays() {
        let t = TestWorld()
        t.simulation.preferredContentSizeCategory = .extraLarge
        var posts = 0
        t.simulation.notificationCenter.addObserver(forName: ContentSizeCategory.didChangeNotification, object: nil) { _ in
            posts += 1
        }
        t.simulation.preferredContentSizeCategory = .unspecified
        #expect(t.simulation.preferredContentSizeCategory == .extraLarge)
        #expect(posts == 0)
        #expect(t.simulation.diagnostics.map(\.code) == [.invalidValue])
        #expect(t.simulation.diagnostics.first?.message.contains("_UICTContentSizeCategoryUnspecified") == true)
    }

    @Test func aViewInNoWindowHasNoCategoryAndAnotherWorldIsNotTold() {
        let a = TestWorld()
        let labelA = Label()
        labelA.font = .preferredFont(forTextStyle: .body)
        labelA.adjustsFontForContentSizeCategory = true
        a.window.addSubview(labelA)
        let b = TestWorld()
        let labelB = Label()
        labelB.font = .preferredFont(forTextStyle: .body)
        labelB.adjustsFontForContentSizeCategory = true
        b.window.addSubview(labelB)
        #expect(Label().traitCollection.preferredContentSizeCategory == .unspecified)
        b.simulation.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(labelB.font.pointSize == 40)
        #expect(labelA.font.pointSize == 17)
        #expect(a.simulation.preferredContentSizeCategory == .large)
        #expect(labelA.traitCollection.preferredContentSizeCategory == .large)
    }

    @Test func anAdjustingLabelOutOfTheWindowCatchesUpWhenItJoins() {
        let t = TestWorld()
        let pooled = Label(), fixed = Label()
        pooled.font = .preferredFont(forTextStyle: .subheadline)
        pooled.adjustsFontForContentSizeCategory = true
        fixed.font = .preferredFont(forTextStyle: .subheadline)
        t.simulation.preferredContentSizeCategory = .extraExtraExtraLarge        // neither is in a window
        #expect(pooled.font.pointSize == 15)
        t.window.addSubview(pooled)
        t.window.addSubview(fixed)
        #expect(pooled.font.pointSize == 21)
        #expect(fixed.font.pointSize == 15)
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.font = .preferredFont(forTextStyle: .body, compatibleWith: TraitCollection(preferredContentSizeCategory: .small))
        field.adjustsFontForContentSizeCategory = true
        #expect(field.font?.pointSize == 15)
        t.window.addSubview(field)
        #expect(field.font?.pointSize == 23)
    }

    @Test func autoLayoutGivesARefontedLabelItsNewHeight() {
        let t = TestWorld()
        let title = Label(), subtitle = Label()
        for (label, style) in [(title, Font.TextStyle.title1), (subtitle, .body)] {
            label.text = "Text"
            label.font = .preferredFont(forTextStyle: style)
            label.adjustsFontForContentSizeCategory = true
            label.translatesAutoresizingMaskIntoConstraints = false
            t.window.addSubview(label)
            label.leadingAnchor.constraint(equalTo: t.window.leadingAnchor).isActive = true
        }
        title.topAnchor.constraint(equalTo: t.window.topAnchor).isActive = true
        subtitle.topAnchor.constraint(equalTo: title.bottomAnchor).isActive = true
        t.window.layoutIfNeeded()
        #expect(subtitle.frame.minY == 33.5)                                         // 28 pt's line
        t.simulation.preferredContentSizeCategory = .accessibilityMedium             // Title 1 38, Body 28
        t.run(for: 0)                                                                // the world's layout pass
        #expect(subtitle.frame.minY == 45.5)                                         // 38 pt's line
        #expect(subtitle.frame.height == 33.5)
    }
}
