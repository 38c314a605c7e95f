//
//  ImageFeedLayouts.swift
//
//  Twenty-fourth probe. Apple's "Customizing collection view layouts" sample (ImageFeed), as copied in
//  mihaelamj/cupertino-sample-code under `uikit-customizing-collection-view-layouts/ImageFeed/` (commit
//  37fd4fb24f1e9363bb80c988885630cf05344070), seven files, each below as the sample has it, its own header and import
//  kept ("See the LICENSE.txt file for this sample's licensing information"):
//  - `Layouts/MosaicLayout.swift`: a `UICollectionViewLayout` subclass caching its attributes in `prepare()`, with
//    `collectionViewContentSize`, `shouldInvalidateLayout(forBoundsChange:)` and a binary search in
//    `layoutAttributesForElements(in:)`;
//  - `Layouts/ColumnFlowLayout.swift`: a flow layout subclass sizing columns from the layout margins, with
//    `sectionInsetReference`, `prepare(forCollectionViewUpdates:)`, `UICollectionViewUpdateItem` and appearing and
//    disappearing attributes;
//  - `Cells/MosaicCell.swift`, `Cells/PersonCell.swift`: cells with `backgroundView`, `isBaselineRelativeArrangement`,
//    `firstBaselineAnchor`, a highlighted spring animation and `#colorLiteral`s;
//  - `Controls/AvatarView.swift`, `Model/Person.swift`, `Utilities/Utilities.swift` (`CGRect.divided(atDistance:from:)`).
//  Left out: `FeedViewController.swift` (imports Photos, which Linux lacks) and `FriendsViewController.swift` (it
//  makes a `FeedViewController`).
//  What remains: `PersonCell`, a storyboard cell whose only initializer is `init?(coder:)`, cannot be made from its
//  registered class (Porting.md).
//
// expect-error: 'required' initializer 'init(registeredFrame:)' must be provided by subclass of 'CollectionReusableView'
//
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
Custom view flow layout for mosaic-style appearance.
*/

import UIKit

enum MosaicSegmentStyle {
    case fullWidth
    case fiftyFifty
    case twoThirdsOneThird
    case oneThirdTwoThirds
}

class MosaicLayout: UICollectionViewLayout {

    var contentBounds = CGRect.zero
    var cachedAttributes = [UICollectionViewLayoutAttributes]()
    
    /// - Tag: PrepareMosaicLayout
    override func prepare() {
        super.prepare()
        
        guard let collectionView = collectionView else { return }

        // Reset cached information.
        cachedAttributes.removeAll()
        contentBounds = CGRect(origin: .zero, size: collectionView.bounds.size)
        
        // For every item in the collection view:
        //  - Prepare the attributes.
        //  - Store attributes in the cachedAttributes array.
        //  - Combine contentBounds with attributes.frame.
        let count = collectionView.numberOfItems(inSection: 0)
        
        var currentIndex = 0
        var segment: MosaicSegmentStyle = .fullWidth
        var lastFrame: CGRect = .zero
        
        let cvWidth = collectionView.bounds.size.width
        
        while currentIndex < count {
            let segmentFrame = CGRect(x: 0, y: lastFrame.maxY + 1.0, width: cvWidth, height: 200.0)
            
            var segmentRects = [CGRect]()
            switch segment {
            case .fullWidth:
                segmentRects = [segmentFrame]
                
            case .fiftyFifty:
                let horizontalSlices = segmentFrame.dividedIntegral(fraction: 0.5, from: .minXEdge)
                segmentRects = [horizontalSlices.first, horizontalSlices.second]
                
            case .twoThirdsOneThird:
                let horizontalSlices = segmentFrame.dividedIntegral(fraction: (2.0 / 3.0), from: .minXEdge)
                let verticalSlices = horizontalSlices.second.dividedIntegral(fraction: 0.5, from: .minYEdge)
                segmentRects = [horizontalSlices.first, verticalSlices.first, verticalSlices.second]
                
            case .oneThirdTwoThirds:
                let horizontalSlices = segmentFrame.dividedIntegral(fraction: (1.0 / 3.0), from: .minXEdge)
                let verticalSlices = horizontalSlices.first.dividedIntegral(fraction: 0.5, from: .minYEdge)
                segmentRects = [verticalSlices.first, verticalSlices.second, horizontalSlices.second]
            }
            
            // Create and cache layout attributes for calculated frames.
            for rect in segmentRects {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: currentIndex, section: 0))
                attributes.frame = rect
                
                cachedAttributes.append(attributes)
                contentBounds = contentBounds.union(lastFrame)
                
                currentIndex += 1
                lastFrame = rect
            }

            // Determine the next segment style.
            switch count - currentIndex {
            case 1:
                segment = .fullWidth
            case 2:
                segment = .fiftyFifty
            default:
                switch segment {
                case .fullWidth:
                    segment = .fiftyFifty
                case .fiftyFifty:
                    segment = .twoThirdsOneThird
                case .twoThirdsOneThird:
                    segment = .oneThirdTwoThirds
                case .oneThirdTwoThirds:
                    segment = .fiftyFifty
                }
            }
        }
    }

    /// - Tag: CollectionViewContentSize
    override var collectionViewContentSize: CGSize {
        return contentBounds.size
    }
    
    /// - Tag: ShouldInvalidateLayout
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return false }
        return !newBounds.size.equalTo(collectionView.bounds.size)
    }
    
    /// - Tag: LayoutAttributesForItem
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return cachedAttributes[indexPath.item]
    }
    
    /// - Tag: LayoutAttributesForElements
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var attributesArray = [UICollectionViewLayoutAttributes]()
        
        // Find any cell that sits within the query rect.
        guard let lastIndex = cachedAttributes.indices.last,
              let firstMatchIndex = binSearch(rect, start: 0, end: lastIndex) else { return attributesArray }
        
        // Starting from the match, loop up and down through the array until all the attributes
        // have been added within the query rect.
        for attributes in cachedAttributes[..<firstMatchIndex].reversed() {
            guard attributes.frame.maxY >= rect.minY else { break }
            attributesArray.append(attributes)
        }
        
        for attributes in cachedAttributes[firstMatchIndex...] {
            guard attributes.frame.minY <= rect.maxY else { break }
            attributesArray.append(attributes)
        }
        
        return attributesArray
    }
    
    // Perform a binary search on the cached attributes array.
    func binSearch(_ rect: CGRect, start: Int, end: Int) -> Int? {
        if end < start { return nil }
        
        let mid = (start + end) / 2
        let attr = cachedAttributes[mid]
        
        if attr.frame.intersects(rect) {
            return mid
        } else {
            if attr.frame.maxY < rect.minY {
                return binSearch(rect, start: (mid + 1), end: end)
            } else {
                return binSearch(rect, start: start, end: (mid - 1))
            }
        }
    }

}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
Custom view flow layout for single column or multiple columns.
*/

import UIKit

class ColumnFlowLayout: UICollectionViewFlowLayout {

    private let minColumnWidth: CGFloat = 300.0
    private let cellHeight: CGFloat = 70.0
    
    private var deletingIndexPaths = [IndexPath]()
    private var insertingIndexPaths = [IndexPath]()

    // MARK: Layout Overrides

    /// - Tag: ColumnFlowExample
    override func prepare() {
        super.prepare()

        guard let collectionView = collectionView else { return }
        
        let availableWidth = collectionView.bounds.inset(by: collectionView.layoutMargins).width
        let maxNumColumns = Int(availableWidth / minColumnWidth)
        let cellWidth = (availableWidth / CGFloat(maxNumColumns)).rounded(.down)
        
        self.itemSize = CGSize(width: cellWidth, height: cellHeight)
        self.sectionInset = UIEdgeInsets(top: self.minimumInteritemSpacing, left: 0.0, bottom: 0.0, right: 0.0)
        self.sectionInsetReference = .fromSafeArea
    }
    
    // MARK: Attributes for Updated Items
    
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath) else { return nil }
        
        if !deletingIndexPaths.isEmpty {
            if deletingIndexPaths.contains(itemIndexPath) {
                
                attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                attributes.alpha = 0.0
                attributes.zIndex = 0
            }
        }
        
        return attributes
    }
    
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) else { return nil }
        
        if insertingIndexPaths.contains(itemIndexPath) {
            attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            attributes.alpha = 0.0
            attributes.zIndex = 0
        }
        
        return attributes
    }
    
    // MARK: Updates
    
    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        
        for update in updateItems {
            switch update.updateAction {
            case .delete:
                guard let indexPath = update.indexPathBeforeUpdate else { return }
                deletingIndexPaths.append(indexPath)
            case .insert:
                guard let indexPath = update.indexPathAfterUpdate else { return }
                insertingIndexPaths.append(indexPath)
            default:
                break
            }
        }
    }
    
    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        
        deletingIndexPaths.removeAll()
        insertingIndexPaths.removeAll()
    }
}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
Collection view cell subclass representing a single image.
*/

import UIKit

class MosaicCell: UICollectionViewCell {
    static let identifer = "kMosaicCollectionViewCell"

    var imageView = UIImageView()
    var assetIdentifier: String?
    
    override init(frame: CGRect) {
        super.init(frame: frame)
        self.clipsToBounds = true
        self.autoresizesSubviews = true
        
        imageView.frame = self.bounds
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.addSubview(imageView)
        
        // Use a random background color.
        let redColor = CGFloat(arc4random_uniform(255)) / 255.0
        let greenColor = CGFloat(arc4random_uniform(255)) / 255.0
        let blueColor = CGFloat(arc4random_uniform(255)) / 255.0
        self.backgroundColor = UIColor(red: redColor, green: greenColor, blue: blueColor, alpha: 1.0)
    }
    
    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    
    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        assetIdentifier = nil
    }
}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
Collection view cell sublass representing a person.
*/

import UIKit

class PersonCell: UICollectionViewCell {
    static let identifier = "kListCollectionViewCell"
    
    let bgView = UIView()
    let imageView = UIImageView()
    let nameLabel = UILabel()
    let noteLabel = UILabel()
    let updateIndicator = UIView()
    
    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        
        self.clipsToBounds = true
        self.autoresizesSubviews = true
        
        self.backgroundColor = UIColor.appBackgroundColor
        self.layer.cornerRadius = 20

        bgView.frame = self.bounds
        bgView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        bgView.backgroundColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 0.1019638271)
        self.backgroundView = bgView
        
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.backgroundColor = UIColor.white
        imageView.layer.cornerRadius = 12
        imageView.layer.borderWidth = 1.0
        imageView.layer.borderColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 0.1021243579)
        imageView.clipsToBounds = true
        self.addSubview(imageView)
        
        let labelStackView = UIStackView()
        labelStackView.translatesAutoresizingMaskIntoConstraints = false
        labelStackView.axis = .vertical
        labelStackView.isBaselineRelativeArrangement = true
        labelStackView.spacing = 21.0
        self.addSubview(labelStackView)
        
        updateIndicator.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        updateIndicator.translatesAutoresizingMaskIntoConstraints = false
        updateIndicator.backgroundColor = UIColor.cyan
        updateIndicator.layer.cornerRadius = 5
        updateIndicator.isHidden = true
        self.addSubview(updateIndicator)
        
        nameLabel.textColor = UIColor.white
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        labelStackView.addArrangedSubview(nameLabel)
        
        noteLabel.textColor = UIColor.white
        noteLabel.alpha = 0.3
        noteLabel.translatesAutoresizingMaskIntoConstraints = false
        labelStackView.addArrangedSubview(noteLabel)

        setupConstraints(labelStackView: labelStackView)
    }
    
    func setupConstraints(labelStackView: UIStackView) {
        let constraints = [
            imageView.leadingAnchor.constraint(equalTo: self.layoutMarginsGuide.leadingAnchor),
            imageView.centerYAnchor.constraint(equalTo: self.centerYAnchor),
            imageView.widthAnchor.constraint(equalToConstant: 54.0),
            imageView.heightAnchor.constraint(equalToConstant: 54.0),
    
            labelStackView.leadingAnchor.constraint(equalTo: imageView.trailingAnchor, constant: 8.0),
            labelStackView.trailingAnchor.constraint(equalTo: self.layoutMarginsGuide.trailingAnchor),
            labelStackView.firstBaselineAnchor.constraint(equalTo: self.topAnchor, constant: 32.0),
    
            updateIndicator.centerYAnchor.constraint(equalTo: noteLabel.centerYAnchor),
            updateIndicator.centerXAnchor.constraint(equalTo: self.layoutMarginsGuide.trailingAnchor, constant: -16),
            updateIndicator.widthAnchor.constraint(equalToConstant: 10),
            updateIndicator.heightAnchor.constraint(equalToConstant: 10)
        ]
        NSLayoutConstraint.activate(constraints)
    }

    override var isHighlighted: Bool {
        didSet {
            let duration = isHighlighted ? 0.45 : 0.4
            let transform = isHighlighted ?
                CGAffineTransform(scaleX: 0.96, y: 0.96) : CGAffineTransform.identity
            let bgColor = isHighlighted ?
                UIColor(white: 1.0, alpha: 0.2) : UIColor(white: 1.0, alpha: 0.1)
            let animations = {
                self.transform = transform
                self.bgView.backgroundColor = bgColor
            }
            
            UIView.animate(withDuration: duration,
                           delay: 0,
                           usingSpringWithDamping: 1.0,
                           initialSpringVelocity: 0.0,
                           options: [.allowUserInteraction, .beginFromCurrentState],
                           animations: animations,
                           completion: nil)
        }
    }
    
    override func prepareForReuse() {
        super.prepareForReuse()
        updateIndicator.isHidden = true
    }
    
    var person: Person? {
        didSet {
            guard let aPerson = person, let personName = aPerson.name else { return }
            
            nameLabel.text = personName + "’s Feed"
            
            let formatter = DateFormatter()
            formatter.dateStyle = .medium
            noteLabel.text = "Updated " + formatter.string(from: aPerson.lastUpdate)
            
            if let imgName = aPerson.imgName {
                imageView.image = UIImage(named: imgName)
            }
            
            if let updated = aPerson.isUpdated {
                updateIndicator.isHidden = !updated
                
                if updated {
                    noteLabel.text = "Updated Now"
                }
            }
        }
    }
}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
Custom view subclass used for displaying a person's avatar.
*/

import UIKit

class AvatarView: UIView {
    
    let avatarImgView = UIImageView()
    
    override init(frame: CGRect) {
        super.init(frame: CGRect(x: 0, y: 0, width: 36, height: 44))
        
        let avatar = #imageLiteral(resourceName: "someone")
        avatarImgView.image = avatar
        avatarImgView.contentMode = .scaleAspectFill
        avatarImgView.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin, .flexibleRightMargin, .flexibleBottomMargin]
        self.addSubview(avatarImgView)
        
        avatarImgView.layer.borderWidth = 1.0
        avatarImgView.layer.borderColor = #colorLiteral(red: 1, green: 1, blue: 1, alpha: 0.5)
        avatarImgView.clipsToBounds = true
    }
    
    override func layoutSubviews() {
        super.layoutSubviews()

        let newHeight = self.frame.size.height - 8.0
        avatarImgView.bounds = CGRect(x: 0, y: 0, width: newHeight, height: newHeight)
        avatarImgView.center = CGPoint(x: self.bounds.midX, y: self.bounds.midY)
        avatarImgView.layer.cornerRadius = newHeight / 2.0
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
Model object representing a single person.
*/

import Foundation

enum PersonUpdate {
    case delete(Int)
    case insert(Person, Int)
    case move(Int, Int)
    case reload(Int)
}

struct Person: CustomStringConvertible {
    var name: String?
    var imgName: String?
    var lastUpdate = Date()
    
    init(name: String, month: Int, day: Int, year: Int) {
        self.name = name
        self.imgName = name.lowercased()
        
        var components = DateComponents()
        components.day = day
        components.month = month
        components.year = year
        
        if let date = Calendar.current.date(from: components) {
            lastUpdate = date
        }
    }
    
    var isUpdated: Bool? {
        didSet {
            lastUpdate = Date()
        }
    }

    var description: String {
        if let name = self.name {
            return "<\(type(of: self)): name = \(name)>"
        } else {
            return "<\(type(of: self))>"
        }
    }
}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
Utility functions for helping display the user interface.
*/

import UIKit

extension CGRect {
    func dividedIntegral(fraction: CGFloat, from fromEdge: CGRectEdge) -> (first: CGRect, second: CGRect) {
        let dimension: CGFloat
        
        switch fromEdge {
        case .minXEdge, .maxXEdge:
            dimension = self.size.width
        case .minYEdge, .maxYEdge:
            dimension = self.size.height
        }
        
        let distance = (dimension * fraction).rounded(.up)
        var slices = self.divided(atDistance: distance, from: fromEdge)
        
        switch fromEdge {
        case .minXEdge, .maxXEdge:
            slices.remainder.origin.x += 1
            slices.remainder.size.width -= 1
        case .minYEdge, .maxYEdge:
            slices.remainder.origin.y += 1
            slices.remainder.size.height -= 1
        }
        
        return (first: slices.slice, second: slices.remainder)
    }
}

extension UIColor {
    static let appBackgroundColor = #colorLiteral(red: 0.05882352941, green: 0.09019607843, blue: 0.1098039216, alpha: 1)
}
