//
//  FeedbackExpandingRowsAndSizeClasses.swift
//
//  Thirty-first probe. Rewritten member for member from seven public files of storyboard apps of the iOS 10–13 era
//  (same types, members, calls, labels, overrides and control flow; names of locals and comments our own):
//  - jkatayama/FeedbackGeneratorSample `FeedbackGeneratorSample/ViewController.swift`,
//    `FeedbackGeneratorSample/SelectionViewController.swift` and `FeedbackGeneratorSample/NotificationViewController.swift`
//    (commit d4bb92eb570a1895fde70b388790e05c99b3526b): iOS 10 haptics — `@IBAction`s that make a new
//    `UIImpactFeedbackGenerator(style:)` (`.light` with `prepare()`, `.medium`, `.heavy`) and call
//    `impactOccurred()`, a `UISelectionFeedbackGenerator`'s `selectionChanged()`, a
//    `UINotificationFeedbackGenerator`'s `notificationOccurred(_:)` with `.success`, `.error` and `.warning`, each
//    printing the optional generator's `debugDescription`, beside `didReceiveMemoryWarning()`;
//  - NormanBitSolace/ExpandableCells `ExpandableTableCell/Cell.swift`, `ExpandableTableCell/CellViewModel.swift` and
//    `ExpandableTableCell/ViewController.swift` (commit 5d4d1310bc919fe69b5ac35ac26bb3ca453c1169), Swift 5: a
//    `UITableViewController` of self-sizing rows (`rowHeight = UITableView.automaticDimension`,
//    `estimatedRowHeight = 2`) whose storyboard cell holds a `UIStackView` of two labels; a tap flips the model's
//    `expanded`, and `beginUpdates()`/`reloadRows(at:with: .automatic)`/`endUpdates()` reload the row, whose
//    `cellForRowAt` hides or shows `stackView.arrangedSubviews[1]`;
//  - jyliang/LightHouseLabs `2019-02-26/W8D2/W8D2/ViewController.swift` (commit
//    a61fa8c830cf31579f3d52d8ce0e503c5eb4f61a): `traitCollectionDidChange(_:)` printing the previous size classes'
//    `rawValue`s.
//  The three sample apps each name their controller `ViewController`; in one file they are `ImpactViewController`,
//  `ExpandingViewController` and `SizeClassViewController`. The quotes of the sample data are the sample's.
//  No porting edit: `@IBOutlet` and `@IBAction` are kept; the outlets are listed (a one-argument `@IBAction`
//  compiles on Linux as written, as Porting.md says).
//

import UIKit

// MARK: - FeedbackGeneratorSample

class ImpactViewController: UIViewController {

    var feedbackGenerator: UIImpactFeedbackGenerator? = nil

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }

    @IBAction func tapButon(_ sender: Any) {
        print("light")
        // A fresh generator, prepared, then fired.
        feedbackGenerator = UIImpactFeedbackGenerator(style: .light)
        feedbackGenerator?.prepare()
        feedbackGenerator?.impactOccurred()
    }

    @IBAction func tapMidiumButon(_ sender: Any) {
        print("medium")
        feedbackGenerator = UIImpactFeedbackGenerator(style: .medium)
        feedbackGenerator?.impactOccurred()
    }

    @IBAction func tapHeavyButon(_ sender: Any) {
        print("heavy")
        feedbackGenerator = UIImpactFeedbackGenerator(style: .heavy)
        feedbackGenerator?.impactOccurred()
    }
}

class SelectionViewController: UIViewController {
    var feedbackGenerator: UISelectionFeedbackGenerator? = nil

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }

    @IBAction func buttonTapped(_ sender: Any) {
        feedbackGenerator = UISelectionFeedbackGenerator()
        feedbackGenerator?.selectionChanged()
        print(feedbackGenerator.debugDescription)
    }
}

class NotificationViewController: UIViewController {
    var feedbackGenerator: UINotificationFeedbackGenerator? = nil

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }

    @IBAction func tapButton(_ sender: Any) {
        feedbackGenerator = UINotificationFeedbackGenerator()
        feedbackGenerator?.notificationOccurred(.success)
        print(feedbackGenerator.debugDescription)
    }

    @IBAction func tapErrorButton(_ sender: Any) {
        feedbackGenerator = UINotificationFeedbackGenerator()
        feedbackGenerator?.notificationOccurred(.error)
        print(feedbackGenerator.debugDescription)
    }

    @IBAction func tapWarningButton(_ sender: Any) {
        feedbackGenerator = UINotificationFeedbackGenerator()
        feedbackGenerator?.notificationOccurred(.warning)
        print(feedbackGenerator.debugDescription)
    }
}

// MARK: - ExpandableCells

class Cell: UITableViewCell {

// expect-error: '@IBOutlet' property cannot have non-'@objc' class type 'UIStackView' (aka 'StackView')
// expect-error: '@IBOutlet' property cannot have non-'@objc' class type 'UILabel' (aka 'Label')
    @IBOutlet weak var stackView: UIStackView!
    @IBOutlet weak var topLabel: UILabel!
    @IBOutlet weak var bottomLabel: UILabel!

    func decorate(model: CellViewModel) {
        topLabel.text = model.top
        bottomLabel.text = model.bottom
    }
}

struct CellViewModel {
    let top: String
    let bottom: String
    var expanded = false
}

func sampleData() -> [CellViewModel] {
    var quotes = [CellViewModel]()
    quotes.append(CellViewModel(top: "Barbara Bush", bottom: "Somewhere out there in this audience may even be someone who will one day follow my footsteps, and preside over the White House as the president's spouse. I wish him well!", expanded: false))
    quotes.append(CellViewModel(top: "Wayne Gretzky", bottom: "You miss one hundred percent of the shots you don't take.", expanded: false))
    quotes.append(CellViewModel(top: "Ann Landers", bottom: "Don't accept your dog's admiration as conclusive evidence that you are wonderful.", expanded: false))
    quotes.append(CellViewModel(top: "Gautama Buddha", bottom: "Holding onto anger is like drinking poison and expecting the other person to die.", expanded: false))
    quotes.append(CellViewModel(top: "John Wooden", bottom: "Things turn out best for the people who make the best of the way things turn out.", expanded: false))
    quotes.append(CellViewModel(top: "Dr. Seuss", bottom: "Be who you are and say what you feel, because those who mind don't matter, and those who matter don't mind.", expanded: false))
    quotes.append(CellViewModel(top: "Edith Wharton", bottom: "There are two ways of spreading light: to be the candle or the mirror that reflects it.", expanded: false))
    quotes.append(CellViewModel(top: "Mae West", bottom: "I don't know a lot about politics, but I can recognize a good party man when I see one.", expanded: false))
    return quotes
}

class ExpandingViewController: UITableViewController {

    var data = sampleData()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 2
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let wasExpanded = data[indexPath.row].expanded
        data[indexPath.row].expanded = !wasExpanded
        tableView.beginUpdates()
        tableView.reloadRows(at: [indexPath], with: .automatic)
        tableView.endUpdates()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return data.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let reused = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        reused.selectionStyle = .none
        if let quoteCell = reused as? Cell {
            let model = data[indexPath.row]
            quoteCell.stackView.arrangedSubviews[1].isHidden = !model.expanded
            quoteCell.decorate(model: model)
        }
        return reused
    }
}

// MARK: - LightHouseLabs W8D2

class SizeClassViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        guard let previous = previousTraitCollection else {
            return
        }
        print("\(previous.horizontalSizeClass.rawValue) + \(previous.verticalSizeClass.rawValue)")
    }
}
