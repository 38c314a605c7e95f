// No `import Foundation`: ViewTreeUIKit re-exports it (and FoundationNetworking on Linux).
import Testing
import ViewTreeTesting
import ViewTreeUIKit

// The twenty-fourth probe's behaviours, driven through code as the port files of the probe write it
// (Tests/ViewTreeTests/UIKitPorts/Files/: TwoFingerMultiselect, HalloAppBarAppearances, AsyncImageLoading,
// QuiltPointerInteractions, ImageFeedLayouts). Each type here is a condensed copy of the probed one.

// MARK: Probed code (condensed)

/// Apple's MultiselectGestureSample `TableViewController`: a two-finger pan puts the controller into editing mode.
fileprivate final class ProbedMultiselectTable: UITableViewController {
    var heard: [String] = []
    var allowsPan = true
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.allowsMultipleSelection = false
        tableView.allowsMultipleSelectionDuringEditing = true
        tableView.allowsFocus = true
        tableView.allowsFocusDuringEditing = true
        navigationItem.rightBarButtonItem = editButtonItem
    }
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        heard.append("should \(indexPath.section).\(indexPath.row) editing=\(tableView.isEditing)")
        return allowsPan
    }
    override func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        heard.append("begin \(indexPath.section).\(indexPath.row) editing=\(tableView.isEditing)")
        setEditing(true, animated: true)
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        heard.append("select \(indexPath.section).\(indexPath.row)")
    }
    override func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) { heard.append("end") }
}

/// Apple's MultiselectGestureSample `CollectionViewController`: a plain controller that is the collection view's
/// data source and delegate, the delegate methods in an extension.
fileprivate final class ProbedMultiselectGrid: UIViewController {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var heard: [String] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.allowsMultipleSelectionDuringEditing = true
        collectionView.selectionFollowsFocus = true
        (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize = CGSize(width: 100, height: 100)
        view.addSubview(collectionView)
    }
}

extension ProbedMultiselectGrid: UICollectionViewDataSource, UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        true
    }
    func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        heard.append("begin \(indexPath.item) editing=\(collectionView.isEditing)")
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        heard.append("select \(indexPath.item)")
    }
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) { heard.append("end") }
}

/// HalloApp's `UIBarButtonItemAppearance.transparentAppearance`: every state's title clear.
fileprivate func transparentButtons() -> UIBarButtonItemAppearance {
    let appearance = UIBarButtonItemAppearance(style: .plain)
    appearance.normal.titleTextAttributes = [NSAttributedString.Key.foregroundColor: UIColor.clear]
    appearance.highlighted.titleTextAttributes = [NSAttributedString.Key.foregroundColor: UIColor.clear]
    appearance.disabled.titleTextAttributes = [NSAttributedString.Key.foregroundColor: UIColor.clear]
    appearance.focused.titleTextAttributes = [NSAttributedString.Key.foregroundColor: UIColor.clear]
    return appearance
}

/// Apple's Async Image Loading `ImageURLProtocol`, condensed: a URL protocol that answers every request.
fileprivate final class ProbedImageURLProtocol: URLProtocol {
    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }
    override func startLoading() {}
    override func stopLoading() {}
}

/// Apple's QuiltSimulator `ThreadPickerViewControllerDelegate`: a delegate protocol refined from `NSObjectProtocol`.
fileprivate protocol ProbedThreadPickerDelegate: NSObjectProtocol {
    func threadPickerDidPickColor(_ threadPicker: UIViewController, color: UIColor)
}

/// The sample's `ViewController`, adopting it as written.
fileprivate final class ProbedQuiltController: UIViewController, ProbedThreadPickerDelegate {
    var picked: [UIColor] = []
    func threadPickerDidPickColor(_ threadPicker: UIViewController, color: UIColor) { picked.append(color) }
}

/// A view that describes itself, as UIKit code overrides `NSObject.description`.
fileprivate final class ProbedSwatch: UIView {
    override var description: String { "<Swatch \(Int(bounds.width))>" }
}

/// The title label of a bar button item's view.
/// The label showing an item's title: from iOS 11 inside the button's `_UIModernBarButton` (device dumps:
/// `_UIButtonBarButton` → `_UIModernBarButton` → `UIButtonLabel`), so the first label found depth first.
fileprivate func titleLabel(of item: UIBarButtonItem) -> UILabel? {
    func firstLabel(in view: UIView) -> UILabel? {
        for subview in view.subviews {
            if let label = subview as? UILabel ?? firstLabel(in: subview) { return label }
        }
        return nil
    }
    return item.view.flatMap(firstLabel(in:))
}

// MARK: Tests

@Suite struct ProbedPublicFilesRound24Tests {
    @Test func aTwoFingerPanAcrossRowsEditsTheTableAndSelectsEachRowItCrosses() {
        let t = TestWorld(profile: .iOS13)
        let controller = ProbedMultiselectTable(style: .plain)
        t.show(UINavigationController(rootViewController: controller))
        let table = controller.tableView!
        #expect(table.allowsFocus && table.allowsFocusDuringEditing && !table.selectionFollowsFocus)
        #expect(table.panWithTwoFingers(fromRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1)))
        #expect(controller.heard == ["should 0.1 editing=false", "begin 0.1 editing=true",
                                     "select 0.1", "select 0.2", "select 1.0", "end"],
                "asked before editing, told after; each crossed row selected in pan order")
        #expect(table.isEditing && controller.isEditing)
        #expect(controller.navigationItem.rightBarButtonItem?.title == "Done", "the sample's Edit button became Done")
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0),
                                                     IndexPath(row: 0, section: 1)])
        // Backwards over rows already selected: only the new ones are sent.
        controller.heard = []
        #expect(table.panWithTwoFingers(fromRowAt: IndexPath(row: 1, section: 1), to: IndexPath(row: 2, section: 0)))
        #expect(controller.heard == ["should 1.1 editing=true", "begin 1.1 editing=true", "select 1.1", "end"])
        #expect(table.indexPathsForSelectedRows?.count == 4)
    }

    @Test func aTableThatRefusesThePanOnlyScrollsAndABadRowIsRejected() {
        let t = TestWorld(profile: .iOS13)
        let controller = ProbedMultiselectTable(style: .plain)
        controller.allowsPan = false
        t.show(controller)
        let table = controller.tableView!
        #expect(!table.panWithTwoFingers(fromRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
        #expect(controller.heard == ["should 0.0 editing=false"] && !table.isEditing && table.indexPathsForSelectedRows == nil)
        #expect(!table.panWithTwoFingers(fromRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 9, section: 0)))
        #expect(t.simulation.diagnostics.last?.code == .indexOutOfRange)
        #expect(controller.heard.count == 1, "nothing asked for a pan to a row the table does not have")
        // A table whose delegate leaves the question to it pans only with multiple selection during editing.
        let plain = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let rows = ProbedMultiselectTable(style: .plain)
        plain.dataSource = rows
        t.window.addSubview(plain)
        #expect(!plain.panWithTwoFingers(fromRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)))
        plain.allowsMultipleSelectionDuringEditing = true
        #expect(plain.panWithTwoFingers(fromRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)))
        #expect(plain.isEditing && plain.indexPathsForSelectedRows?.count == 2)
    }

    @Test func aTwoFingerPanAcrossItemsPutsTheCollectionViewInEditingModeBeforeTellingTheDelegate() {
        let t = TestWorld(profile: .iOS13)
        let controller = ProbedMultiselectGrid()
        t.show(controller)
        let grid = controller.collectionView
        grid.layoutIfNeeded()
        #expect(grid.selectionFollowsFocus && !grid.allowsFocus)
        #expect(grid.panWithTwoFingers(fromItemAt: IndexPath(item: 5, section: 0), to: IndexPath(item: 2, section: 0)))
        #expect(controller.heard == ["begin 5 editing=true", "select 5", "select 4", "select 3", "select 2", "end"],
                "selected although allowsSelectionDuringEditing is false, as the sample's grid is")
        #expect(grid.indexPathsForSelectedItems?.map(\.item) == [2, 3, 4, 5])
        // A collection view whose content is larger than it both ways does not recognize the gesture.
        controller.heard = []
        grid.contentSize = CGSize(width: grid.bounds.width * 2, height: grid.bounds.height * 2)
        #expect(!grid.panWithTwoFingers(fromItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0)))
        #expect(controller.heard.isEmpty)
        #expect(!grid.panWithTwoFingers(fromItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 40, section: 0)))
        #expect(t.simulation.diagnostics.last?.code == .indexOutOfRange)
    }

    @Test func aNavigationBarStylesItsItemsWithItsButtonAppearances() {
        let t = TestWorld(profile: .iOS13)
        let root = UIViewController()
        root.title = "Chats"
        let detail = UIViewController()
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        detail.navigationItem.leftItemsSupplementBackButton = true
        detail.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let nav = UINavigationController(rootViewController: root)
        t.show(nav)
        nav.pushViewController(detail, animated: false)
        t.waitForTransitions()
        let save = detail.navigationItem.rightBarButtonItem!
        let plainWidth = save.view?.frame.width ?? 0
        // HalloApp's opaque appearance: transparent back button, plain buttons as the style gives them.
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backButtonAppearance = transparentButtons()
        appearance.buttonAppearance = UIBarButtonItemAppearance(style: .plain)
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 34)]
        appearance.doneButtonAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: 3, vertical: -2)
        nav.navigationBar.standardAppearance = appearance
        let back = nav.navigationBar.backButtonItem!
        #expect(titleLabel(of: back)?.textColor == .clear, "the back button takes backButtonAppearance")
        #expect(titleLabel(of: detail.navigationItem.leftBarButtonItem!)?.textColor != .clear)
        #expect(titleLabel(of: save)?.font == UIFont.boldSystemFont(ofSize: 34), "a done item takes doneButtonAppearance")
        #expect((save.view?.frame.width ?? 0) > plainWidth, "a larger font widens the item")
        let label = titleLabel(of: save)
        #expect(label.map { Double($0.frame.origin.x) } == 3, "titlePositionAdjustment moves the title 3 pt in its _UIModernBarButton (a right item's 8-pt padding is on its outer side)")
        // Disabled: the unset disabled state is synthesized from the normal one; a set one is shown.
        save.isEnabled = false
        #expect(titleLabel(of: save)?.font == UIFont.boldSystemFont(ofSize: 34))
        let second = appearance.copy()
        second.doneButtonAppearance.disabled.titleTextAttributes = [.foregroundColor: UIColor.systemGray]
        #expect(appearance.doneButtonAppearance.disabled.titleTextAttributes.isEmpty, "copy() copies the button appearances")
        nav.navigationBar.standardAppearance = second
        #expect(titleLabel(of: save)?.textColor == .systemGray)
        #expect(titleLabel(of: save)?.font != UIFont.boldSystemFont(ofSize: 34), "the disabled state set its own attributes")
        // A back button appearance left unset draws from buttonAppearance.
        let third = UINavigationBarAppearance()
        third.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        nav.navigationBar.standardAppearance = third
        #expect(titleLabel(of: nav.navigationBar.backButtonItem!)?.textColor == .systemRed)
        // The item's own attributes win over the appearance's.
        detail.navigationItem.leftBarButtonItem?.setTitleTextAttributes([.foregroundColor: UIColor.systemGreen], for: .normal)
        nav.navigationBar.standardAppearance = third.copy()
        #expect(titleLabel(of: detail.navigationItem.leftBarButtonItem!)?.textColor == .systemGreen)
    }

    @Test func anEditButtonTakesTheDoneAppearanceWhileItsControllerEdits() {
        let t = TestWorld(profile: .iOS13)
        let controller = ProbedMultiselectTable(style: .plain)
        let nav = UINavigationController(rootViewController: controller)
        let appearance = UINavigationBarAppearance()
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 17)]
        appearance.buttonAppearance.normal.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 17)]
        nav.navigationBar.standardAppearance = appearance
        t.show(nav)
        let edit = controller.editButtonItem
        #expect(titleLabel(of: edit)?.font == UIFont.systemFont(ofSize: 17), "Edit is a plain item")
        controller.setEditing(true, animated: false)
        #expect(edit.style == .done && titleLabel(of: edit)?.font == UIFont.boldSystemFont(ofSize: 17),
                "Done is a done item: the bar styles it again when its style changes")
        controller.setEditing(false, animated: false)
        #expect(titleLabel(of: edit)?.font == UIFont.systemFont(ofSize: 17))
    }

    @Test func aToolbarStylesItsItemsAndRejectsAnOffsetItCannotRepresent() {
        let t = TestWorld(profile: .iOS13)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 400, width: 320, height: 44))
        let share = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        toolbar.items = [share, UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), done]
        t.window.addSubview(toolbar)
        let appearance = UIToolbarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemOrange]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 8)]
        toolbar.standardAppearance = appearance
        #expect(titleLabel(of: share)?.textColor == .systemOrange)
        #expect(titleLabel(of: done)?.font == UIFont.systemFont(ofSize: 8))
        appearance.buttonAppearance.configureWithDefault(for: .plain)
        #expect(appearance.buttonAppearance.normal.titleTextAttributes.isEmpty)
        let bad = UIToolbarAppearance(barAppearance: appearance)
        bad.buttonAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: .nan, vertical: 0)
        toolbar.standardAppearance = bad
        #expect(t.simulation.diagnostics.last?.code == .invalidValue)
        #expect(titleLabel(of: share)?.frame.origin.x == 8, "the title is not moved")
    }

    @Test func respondersAreNSObjectProtocolObjectsSoNSObjectDelegateProtocolsAreAdoptedAsWritten() {
        let controller = ProbedQuiltController()
        let delegate: ProbedThreadPickerDelegate? = controller
        delegate?.threadPickerDidPickColor(UIViewController(), color: .systemPink)
        #expect(controller.picked == [.systemPink])
        #expect(delegate?.isEqual(controller) == true && delegate?.isProxy() == false)
        #expect(!controller.isEqual(ProbedQuiltController()) && controller.hash == controller.hash)
        #expect(controller.description == "<ProbedQuiltController>", "no address: the same text at each run")
        #expect(String(describing: controller) == controller.description)
        let swatch = ProbedSwatch(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(swatch.description == "<Swatch 44>" && "\(swatch)" == "<Swatch 44>", "a view's description is open")
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(plain.description == "<View: 0x1; frame = (0 0; 10 20); layer = <Layer: 0x2>>", "a view keeps UIKit's one-line format")
    }

    @Test func networkingTypesComeWithTheUIKitModuleAsFoundationBringsThemOnApplesPlatforms() {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [ProbedImageURLProtocol.self]
        #expect(configuration.protocolClasses?.count == 1)
        let request = URLRequest(url: URL(fileURLWithPath: "/images/UIImage_1.png"))
        #expect(ProbedImageURLProtocol.canInit(with: request))
        #expect(ProbedImageURLProtocol.canonicalRequest(for: request).url?.lastPathComponent == "UIImage_1.png")
    }
}
