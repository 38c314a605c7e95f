//
//  TwoFingerMultiselect.swift
//
//  Twenty-fourth probe. Apple's "Selecting multiple items with a two-finger pan gesture" sample (iOS 13), as copied in
//  mihaelamj/cupertino-sample-code under `uikit-selecting-multiple-items-with-a-two-finger-pan-gesture/
//  MultiselectGestureSample/` (commit 37fd4fb24f1e9363bb80c988885630cf05344070), five files, each below as the sample
//  has it, its own header and import kept ("See the LICENSE.txt file for this sample's licensing information"):
//  - `TableViewController.swift`: `allowsMultipleSelectionDuringEditing`, `allowsFocus`, `allowsFocusDuringEditing`,
//    `shouldBeginMultipleSelectionInteractionAt`, `didBeginMultipleSelectionInteractionAt`,
//    `tableViewDidEndMultipleSelectionInteraction(_:)` overridden in a `UITableViewController`;
//  - `CollectionViewController.swift`: the collection view's `isEditing`, `selectionFollowsFocus`, the same three
//    delegate methods, `indexPathsForVisibleItems`, `reloadItems(at:)`;
//  - `CollectionViewCell.swift`: `awakeFromNib()`, `isSelected` observed;
//  - `FillerModel.swift`, `PhotoModel.swift`: `arc4random()`, `Bundle.main.path(forResource:ofType:)`.
//  What remains: the outlets, and in the Swift 6 mode the models' `static private var`s (global mutable state).
//
// expect-error: '@IBOutlet' property cannot have non-'@objc' class type 'UICollectionView' (aka 'CollectionView')
// expect-error: '@IBOutlet' property cannot have non-'@objc' class type 'UIImageView' (aka 'ImageView')
// expect-error: '@IBOutlet' property cannot have non-'@objc' class type 'UIView' (aka 'View')
// expect-error-swift6: static property 'titles' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]
// expect-error-swift6: static property 'descriptions' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]
// expect-error-swift6: static property 'lastName' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]
// expect-error-swift6: static property 'names' is not concurrency-safe because it is nonisolated global shared mutable state [#MutableGlobalVariable]
//
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
A table view controller showing that supports a two-finger pan gesture for
 selecting multiple rows.
*/

import UIKit

private let reuseIdentifier = "reuseIdentifier"

class TableViewController: UITableViewController {

    let items = FillerModel.generateFillerItems(count: 100)
    
    override func viewDidLoad() {
        super.viewDidLoad()

        tableView.allowsMultipleSelection = false
        tableView.allowsMultipleSelectionDuringEditing = true
        tableView.allowsFocus = true
        tableView.allowsFocusDuringEditing = true
        
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)

        cell.textLabel?.text = items[indexPath.row].title
        cell.detailTextLabel?.text = items[indexPath.row].descriptionText
        cell.detailTextLabel?.numberOfLines = 0

        return cell
    }

    // MARK: - Multiple selection methods.

    /// - Tag: table-view-should-begin-multi-select
    override func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        return true
    }

    /// - Tag: table-view-did-begin-multi-select
    override func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        // Replace the Edit button with Done, and put the
        // table view into editing mode.
        self.setEditing(true, animated: true)
    }
    
    /// - Tag: table-view-did-end-multi-select
    override func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        print("\(#function)")
    }

}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
A view controller showing that supports a two-finger pan gesture for selecting multiple items.
*/

import UIKit

class CollectionViewController: UIViewController {
    
    @IBOutlet weak var collectionView: UICollectionView!
    
    private let photos = PhotoModel.generatePhotosItems(count: 100)
    private let sectionInsets = UIEdgeInsets(top: 1.0, left: 1.0, bottom: 1.0, right: 1.0)
    private var isPad = false

    override func viewDidLoad() {
        super.viewDidLoad()
        isPad = view.traitCollection.userInterfaceIdiom == .pad
        collectionView.allowsSelection = true
        collectionView.allowsMultipleSelection = false
        collectionView.allowsMultipleSelectionDuringEditing = true
        collectionView.allowsFocus = true
        collectionView.allowsFocusDuringEditing = true
        collectionView.selectionFollowsFocus = true
        
        setEditing(false, animated: false)
        if let flowLayout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
            flowLayout.minimumLineSpacing = sectionInsets.left
            flowLayout.minimumInteritemSpacing = sectionInsets.left
            flowLayout.sectionInset = sectionInsets
            flowLayout.itemSize = itemSize()
        }
        updateUserInterface()
    }

    func updateUserInterface() {
        guard let button = navigationItem.rightBarButtonItem else { return }
        button.title = isEditing ? "Done" : "Select"
    }
    
    func itemSize() -> CGSize {
        let itemsPerRow: CGFloat = isPad ? 10 : 3
        let paddingSpace = sectionInsets.left * (itemsPerRow + 1)
        let availableWidth = view.frame.width - paddingSpace
        let widthPerItem = availableWidth / itemsPerRow
        
        return CGSize(width: widthPerItem, height: widthPerItem)
    }
    
    override func setEditing(_ editing: Bool, animated: Bool) {
        if isEditing != editing {
            super.setEditing(editing, animated: animated)
            collectionView.isEditing = editing
            
            // Reload visible items to make sure our collection view cells show their selection indicators.
            collectionView.reloadItems(at: collectionView.indexPathsForVisibleItems)
            if !editing {
                // Clear selection if leaving edit mode.
                collectionView.indexPathsForSelectedItems?.forEach({ (indexPath) in
                    collectionView.deselectItem(at: indexPath, animated: animated)
                })
            }
            
            updateUserInterface()
        }
    }

    @IBAction func toggleSelectionMode(_ sender: Any) {
        // Toggle selection state.
        setEditing(!isEditing, animated: true)
    }
    
}

extension CollectionViewController: UICollectionViewDataSource {

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        return 1
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CollectionViewCell.reuseIdentifier, for: indexPath)

        if let photoCell = cell as? CollectionViewCell {
            photoCell.configureCell(with: photos[indexPath.item], showSelectionIcons: isEditing)
        }
    
        return cell
    }
    
}

extension CollectionViewController: UICollectionViewDelegate {

    // MARK: - Multiple selection methods.

    /// - Tag: collection-view-multi-select
    func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        // Returning `true` automatically sets `collectionView.isEditing`
        // to `true`. The app sets it to `false` after the user taps the Done button.
        return true
    }
    
    func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        // Replace the Select button with Done, and put the
        // collection view into editing mode.
        setEditing(true, animated: true)
    }
    
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
        print("\(#function)")
    }
    
}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
A custom collection view cell that `CollectionViewController` displays.
*/

import UIKit

class CollectionViewCell: UICollectionViewCell {
    
    static let reuseIdentifier = "reuseIdentifier"

    @IBOutlet weak var imageView: UIImageView!
    @IBOutlet weak var imageViewOverlay: UIView!
    @IBOutlet weak var imageViewSelected: UIImageView!
    @IBOutlet weak var imageViewUnselected: UIImageView!
    
    private var showSelectionIcons = false

    override func awakeFromNib() {
        super.awakeFromNib()
        // Turn `imageViewSelected` into a circle to make its background
        // color act as a border around the checkmark symbol.
        imageViewSelected.layer.cornerRadius = imageViewSelected.bounds.width / 2
        imageViewUnselected.layer.cornerRadius = imageViewSelected.bounds.width / 2
    }
    
    func configureCell(with model: PhotoModel, showSelectionIcons: Bool) {
        self.showSelectionIcons = showSelectionIcons
        if let image = model.image {
            imageView.image = image
        }
    }
    
    override func layoutSubviews() {
        imageViewOverlay.alpha = isSelected ? 1.0 : 0.0
        imageViewSelected.alpha = (isSelected && showSelectionIcons) ? 1.0 : 0.0
        imageViewUnselected.alpha = showSelectionIcons ? 1.0 : 0.0
    }
    
    override func prepareForReuse() {
        super.prepareForReuse()
        showSelectionIcons = false
    }
    
    override var isSelected: Bool {
        didSet { setNeedsLayout() }
    }
}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
A model generated from random data to display in the table view.
*/

import Foundation

struct FillerModel {
    
    let title: String
    let descriptionText: String
    
    static func generateFillerItems(count: Int) -> [FillerModel] {
        var items = [FillerModel]()
        var counter = 0
        repeat {
            items.append(generateFillerItem())
            counter += 1
        } while counter < count
        return items
    }
    
    static private func newlineSeparatedStrings(from filePath: String) -> [String] {
        do {
            let stringRaw = try String(contentsOfFile: filePath)
            let titles = stringRaw.components(separatedBy: "\n")
            return titles.filter { (title) -> Bool in
                return !title.isEmpty
            }
        } catch {
            return ["<unknown>"]
        }
    }
    
    static private var titles: [String] = {
        guard let filePath = Bundle.main.path(forResource: "lipsum_titles", ofType: "txt") else { return ["Title"] }
        return newlineSeparatedStrings(from: filePath)
    }()
    
    static private var descriptions: [String] = {
        guard let filePath = Bundle.main.path(forResource: "lipsum_descriptions", ofType: "txt") else { return ["Description"] }
        return newlineSeparatedStrings(from: filePath)
    }()
    
    static private func randomNumber(upperLimit: Int) -> Int {
        return Int(arc4random() % UInt32(upperLimit))
    }
    
    static private func randomText(from array: [String]) -> String {
        return array[randomNumber(upperLimit: array.count)]
    }
    
    static private func generateFillerItem() -> FillerModel {
        let title = randomText(from: titles)
        let descriptionText = randomText(from: descriptions)
        return FillerModel(title: title, descriptionText: descriptionText)
    }
}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
A photo model to display in the collection view.
*/

import UIKit

struct PhotoModel {
    
    let name: String
    var image: UIImage? {
        return UIImage(systemName: name)
    }
    
    static func generatePhotosItems(count: Int) -> [PhotoModel] {
        var items = [PhotoModel]()
        for _ in 1...count {
            items.append(generatePhotoItem())
        }
        return items
    }
    
    static private var lastName: String = ""
    
    static private var names: [String] = {
        var array = [String]()
        for index in 1...25 {
            array.append("\(index).square")
        }
        return array
    }()
    
    static private func generatePhotoItem() -> PhotoModel {
        // Get a name that is different from the last name.
        var name: String
        repeat {
            name = randomName(from: names)
        } while name == lastName
        lastName = name
        
        return PhotoModel(name: name)
    }
    
    static private func randomName(from array: [String]) -> String {
        return array[randomNumber(upperLimit: array.count)]
    }
    
    static private func randomNumber(upperLimit: Int) -> Int {
        return Int(arc4random() % UInt32(upperLimit))
    }
    
}
