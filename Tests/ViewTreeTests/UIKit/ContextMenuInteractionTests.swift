import Testing
import ViewTreeTesting
import ViewTreeUIKit

/// A photo cell's context menu, as UIKit code writes one, logging what the interaction tells it.
private final class PhotoMenu: UIContextMenuInteractionDelegate {
    var log: [String] = []
    var offersMenu = true
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configuration at \(Int(location.x)),\(Int(location.y))")
        guard offersMenu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: { [weak self] in
            self?.log.append("preview")
            return UIViewController()
        }, actionProvider: { [weak self] suggested in
            self?.log.append("menu (\(suggested.count) suggested)")
            let share = UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in self?.log.append("shared") }
            let delete = UIAction(title: "Delete", attributes: .destructive) { _ in self?.log.append("deleted") }
            let hidden = UIAction(title: "Hidden", attributes: .hidden) { _ in self?.log.append("hidden ran") }
            return UIMenu(title: "", children: [share, hidden, delete])
        })
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.append("willDisplay")
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.append("willEnd")
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        log.append("commit \(animator.previewViewController != nil)")
        animator.addCompletion { [weak self] in self?.log.append("commit completion") }
    }
}

@Suite struct ContextMenuInteractionTests {
    let t = TestWorld()
    let photo = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
    fileprivate let menu = PhotoMenu()
    let interaction: UIContextMenuInteraction

    init() {
        interaction = UIContextMenuInteraction(delegate: menu)
        photo.addInteraction(interaction)
        t.window.addSubview(photo)
    }

    @Test func aPressAndHoldShowsTheConfiguredMenu() {
        longPress(photo, at: CGPoint(x: 50, y: 60))
        #expect(menu.log == ["configuration at 50,60", "preview", "menu (0 suggested)", "willDisplay"])
        #expect(interaction.presentedMenu?.children.count == 3 && interaction.presentedPreview != nil)
        #expect(interaction.location(in: photo) == CGPoint(x: 50, y: 60))
        #expect(interaction.location(in: nil) == CGPoint(x: 70, y: 160))
        #expect(photo.interactions.count == 1 && interaction.view === photo)
    }

    @Test func choosingAnItemEndsTheMenuThenRunsTheAction() {
        interaction.presentMenu(at: CGPoint(x: 10, y: 10))
        menu.log.removeAll()
        #expect(interaction.performMenuAction(titled: "Hidden") == false)    // hidden items cannot be chosen
        #expect(interaction.performMenuAction(titled: "Delete"))
        #expect(menu.log == ["willEnd", "deleted"])
        #expect(interaction.presentedMenu == nil)
        #expect(interaction.performMenuAction(titled: "Share") == false)     // no menu showing now
    }

    @Test func tappingThePreviewCommitsThenDismisses() {
        interaction.presentMenu(at: CGPoint(x: 10, y: 10))
        menu.log.removeAll()
        #expect(interaction.commitPreview())
        #expect(menu.log == ["commit true", "willEnd", "commit completion"])
    }

    @Test func noConfigurationMeansNoMenu() {
        menu.offersMenu = false
        #expect(interaction.presentMenu(at: CGPoint(x: 10, y: 10)) == false)
        #expect(interaction.presentedMenu == nil && menu.log == ["configuration at 10,10"])
        interaction.dismissMenu()
        #expect(menu.log.count == 1)                                        // nothing to dismiss, nothing told
    }

    @Test func generatedIdentifiersCountPerWorld() {
        let first = UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
        let second = UIContextMenuConfiguration()
        #expect((first.identifier as? NSString) == "ContextMenuConfiguration-1")
        #expect((second.identifier as? NSString) == "ContextMenuConfiguration-2")
        let given = UIContextMenuConfiguration(identifier: NSString(string: "row-3"), previewProvider: nil, actionProvider: nil)
        #expect((given.identifier as? NSString) == "row-3")
    }

    @Test func movingTheInteractionTakesItsRecognizerAlong() {
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        t.window.addSubview(other)
        interaction.presentMenu(at: .zero)
        other.addInteraction(interaction)
        #expect(photo.interactions.isEmpty && other.interactions.count == 1 && interaction.view === other)
        #expect(photo.gestureRecognizers?.isEmpty ?? true)
        #expect(other.gestureRecognizers?.count == 1)
        #expect(menu.log.last == "willEnd")                                 // the menu went with the old view
        other.removeInteraction(interaction)
        #expect(interaction.view == nil && (other.gestureRecognizers?.isEmpty ?? true))
    }

    @Test func droppingTheViewFreesTheInteraction() {
        weak var weakInteraction: UIContextMenuInteraction?
        do {
            let view = UIView()
            let made = UIContextMenuInteraction(delegate: menu)
            view.addInteraction(made)
            weakInteraction = made
        }
        #expect(weakInteraction == nil)
    }
}
