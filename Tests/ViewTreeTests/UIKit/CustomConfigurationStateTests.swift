import Testing
import ViewTreeTesting
import ViewTreeUIKit

extension UIConfigurationStateCustomKey {
    static let isArchived = UIConfigurationStateCustomKey("com.example.cell.isArchived")
}

/// A list cell that adds a custom state, as Apple's "Modern Collection Views" sample does.
private final class ArchivableCell: UICollectionViewCell {
    var isArchived = false
    var seen: [AnyHashable?] = []
    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[.isArchived] = isArchived
        return state
    }
    override func updateConfiguration(using state: UICellConfigurationState) {
        seen.append(state[.isArchived])
    }
}

/// A stack view subclass with UIKit's non-failable `init(coder:)`.
private final class FormStack: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .vertical
    }
    required init(coder: NSCoder) {
        super.init(coder: coder)
        axis = .vertical
    }
}

@Suite struct CustomConfigurationStateTests {
    @Test func anOverriddenConfigurationStateReachesUpdateConfiguration() {
        let cell = ArchivableCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        cell.isArchived = true
        cell.setNeedsUpdateConfiguration()
        cell.layoutIfNeeded()
        #expect(cell.seen.last == AnyHashable(true))
        #expect(cell.configurationState[.isArchived] == AnyHashable(true))
        #expect(UICellConfigurationState(traitCollection: cell.traitCollection)[.isArchived] == nil)
    }

    @Test func aStackViewSubclassWithUIKitsCoderInitializer() {
        let stack = FormStack(frame: .zero)
        #expect(stack.axis == .vertical)
    }
}
