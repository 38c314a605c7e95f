// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// Dynamic Type as UIKit code spells it: a controller that stacks vertically at accessibility sizes, a label that
/// adjusts, and an observer of the category notification.
@Suite struct UIContentSizeCategoryTests {
    final class ProfileViewController: UIViewController {
        let stack = UIStackView()
        let nameLabel = UILabel()
        var observedCategories: [UIContentSizeCategory] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            nameLabel.font = UIFont.preferredFont(forTextStyle: .headline)
            nameLabel.adjustsFontForContentSizeCategory = true
            stack.addArrangedSubview(nameLabel)
            view.addSubview(stack)
            updateAxis()
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory {
                updateAxis()
            }
        }

        func updateAxis() {
            stack.axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
        }

        func contentSizeCategoryDidChange(_ notification: Notification) {
            if let category = notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
                observedCategories.append(category)
            }
        }
    }

    @Test func aControllerRestacksAtAccessibilitySizesAndHearsTheNotification() {
        let t = TestWorld()
        let controller = ProfileViewController()
        t.window.rootViewController = controller
        t.simulation.notificationCenter.addObserver(controller, action: ProfileViewController.contentSizeCategoryDidChange,
                                                    name: .UIContentSizeCategoryDidChange, object: nil)
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
        #expect(controller.stack.axis == .horizontal)
        t.simulation.preferredContentSizeCategory = .accessibilityExtraLarge
        #expect(UIApplication.shared.preferredContentSizeCategory == .accessibilityExtraLarge)
        #expect(controller.stack.axis == .vertical)
        #expect(controller.nameLabel.font == UIFont.systemFont(ofSize: 40, weight: .semibold))
        #expect(controller.observedCategories == [.accessibilityExtraLarge])
        let adjusting: [UIContentSizeCategoryAdjusting] = [controller.nameLabel, UITextField(), UITextView()]
        #expect(adjusting.map(\.adjustsFontForContentSizeCategory) == [true, false, false])
        t.simulation.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(controller.stack.axis == .horizontal)
        #expect(controller.nameLabel.font.pointSize == 23)
    }

    @Test func scaledMetricsFollowTheTraitsTheyAreGiven() {
        let t = TestWorld()
        let label = UILabel()
        t.window.addSubview(label)
        let metrics = UIFontMetrics(forTextStyle: .body)
        #expect(metrics.scaledValue(for: 8, compatibleWith: label.traitCollection) == 8)
        t.simulation.preferredContentSizeCategory = .accessibilityMedium            // Body 28 / 17
        #expect(metrics.scaledValue(for: 17, compatibleWith: label.traitCollection) == 28)
        #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: UITraitCollection(preferredContentSizeCategory: .small)).pointSize == 11)
    }
}
