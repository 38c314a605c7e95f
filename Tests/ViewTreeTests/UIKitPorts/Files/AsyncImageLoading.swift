//
//  AsyncImageLoading.swift
//
//  Twenty-fourth probe. Apple's "Asynchronously loading images into table and collection views" sample (iOS 15), as
//  copied in mihaelamj/cupertino-sample-code under `uikit-asynchronously-loading-images-into-table-and-collection-views/
//  Async Image Loading/` (commit 37fd4fb24f1e9363bb80c988885630cf05344070), five files, each below as the sample has it,
//  its own header and import kept ("See the LICENSE.txt file for this sample's licensing information"):
//  - `CollectionViewController.swift`: a compositional layout, a cell registration with `UIListContentConfiguration.cell()`,
//    `axesPreservingSuperviewLayoutMargins`, a diffable data source reloading one item;
//  - `TableViewController.swift`: `UITableViewDiffableDataSource`, `defaultContentConfiguration()`, `defaultRowAnimation`;
//  - `ImageCache.swift`: `NSCache<NSURL, UIImage>`, `UIImage(data:)`, `URLSession.dataTask(with:completionHandler:)`;
//  - `ImageURLProtocol.swift`: a `URLProtocol` subclass, `URLSessionConfiguration.ephemeral`, `protocolClasses`,
//    `DispatchSerialQueue`, `DispatchWorkItem`, `NSEC_PER_MSEC`;
//  - `Item.swift`: a hashable class item.
//  What remains: `DispatchSerialQueue`, `NSEC_PER_MSEC` and `classForCoder()` in the URL protocol (Porting.md), and in
//  the Swift 6 mode the non-`Sendable` `Item` (UIKit's current SDK requires `Sendable` items too), the shared cache
//  and the closures `URLSession` runs on its own queue.
//
// expect-error: cannot find 'DispatchSerialQueue' in scope
// expect-error: cannot find 'NSEC_PER_MSEC' in scope
// expect-error: instance member 'classForCoder' cannot be used on type 'ImageURLProtocol'; did you mean to use a value of this type instead?
// expect-error: type 'AnyObject' has no member 'init'
// expect-error-swift6: type 'Item' does not conform to the 'Sendable' protocol
// expect-error-swift6: static property 'publicCache' is not concurrency-safe because non-'Sendable' type 'ImageCache' may have shared mutable state [#MutableGlobalVariable]
// expect-error-swift6: capture of 'self' with non-Sendable type 'ImageCache' in a '@Sendable' closure [#SendableClosureCaptures]
// expect-error-swift6: capture of 'completion' with non-Sendable type '(Item, UIImage?) -> Void' (aka '(Item, Optional<Image>) -> ()') in a '@Sendable' closure [#SendableClosureCaptures]
// expect-error-swift6: capture of 'item' with non-Sendable type 'Item' in a '@Sendable' closure [#SendableClosureCaptures]
//
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The UICollectionViewController of the sample.
*/
import UIKit

class CollectionViewController: UICollectionViewController {
    
    var dataSource: UICollectionViewDiffableDataSource<Section, Item>! = nil

    private var imageObjects = [Item]()
    
    // MARK: View
    
    private func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                             heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize,
                                                         subitems: [item])

        let section = NSCollectionLayoutSection(group: group)

        let layout = UICollectionViewCompositionalLayout(section: section)
        return layout
    }
    
    override func viewDidLoad() {
        super.viewDidLoad()
        
        collectionView.collectionViewLayout = createLayout()
        
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Item> { (cell, indexPath, item) in
            var content = UIListContentConfiguration.cell()
            content.directionalLayoutMargins = .zero
            content.axesPreservingSuperviewLayoutMargins = []
            content.image = item.image
            
            ImageCache.publicCache.load(url: item.url as NSURL, item: item) { (fetchedItem, image) in
                if let img = image, img != fetchedItem.image {
                    var updatedSnapshot = self.dataSource.snapshot()
                    if let datasourceIndex = updatedSnapshot.indexOfItem(fetchedItem) {
                        let item = self.imageObjects[datasourceIndex]
                        item.image = img
                        updatedSnapshot.reloadItems([item])
                        self.dataSource.apply(updatedSnapshot, animatingDifferences: true)
                    }
                }
            }
            cell.contentConfiguration = content
        }
        
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, item: Item) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        
        // Get our image URLs for processing.
        if imageObjects.isEmpty {
            for index in 1...100 {
                if let url = Bundle.main.url(forResource: "UIImage_\(index)", withExtension: "png") {
                    self.imageObjects.append(Item(image: ImageCache.publicCache.placeholderImage, url: url))
                }
            }
            var initialSnapshot = NSDiffableDataSourceSnapshot<Section, Item>()
            initialSnapshot.appendSections([.main])
            initialSnapshot.appendItems(self.imageObjects)
            self.dataSource.apply(initialSnapshot, animatingDifferences: true)
        }
    }

}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The UITableViewController of the sample.
*/
import UIKit

class TableViewController: UITableViewController {
    
    var dataSource: UITableViewDiffableDataSource<Section, Item>! = nil

    private var imageObjects = [Item]()
    
    // MARK: View
    
    override func viewDidLoad() {
        super.viewDidLoad()
        
        dataSource = UITableViewDiffableDataSource<Section, Item>(tableView: tableView) {
            (tableView: UITableView, indexPath: IndexPath, item: Item) -> UITableViewCell? in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            /// - Tag: update
            var content = cell.defaultContentConfiguration()
            content.image = item.image
            ImageCache.publicCache.load(url: item.url as NSURL, item: item) { (fetchedItem, image) in
                if let img = image, img != fetchedItem.image {
                    var updatedSnapshot = self.dataSource.snapshot()
                    if let datasourceIndex = updatedSnapshot.indexOfItem(fetchedItem) {
                        let item = self.imageObjects[datasourceIndex]
                        item.image = img
                        updatedSnapshot.reloadItems([item])
                        self.dataSource.apply(updatedSnapshot, animatingDifferences: true)
                    }
                }
            }
            cell.contentConfiguration = content
            return cell
        }
        
        self.dataSource.defaultRowAnimation = .fade
        
        // Get our image URLs for processing.
        if imageObjects.isEmpty {
                for index in 1...100 {
                    if let url = Bundle.main.url(forResource: "UIImage_\(index)", withExtension: "png") {
                        self.imageObjects.append(Item(image: ImageCache.publicCache.placeholderImage, url: url))
                    }
                }
                var initialSnapshot = NSDiffableDataSourceSnapshot<Section, Item>()
                initialSnapshot.appendSections([.main])
                initialSnapshot.appendItems(self.imageObjects)
                self.dataSource.apply(initialSnapshot, animatingDifferences: true)
        }
    }
    
}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The Image cache.
*/
import UIKit
import Foundation
public class ImageCache {
    
    public static let publicCache = ImageCache()
    var placeholderImage = UIImage(systemName: "rectangle")!
    private let cachedImages = NSCache<NSURL, UIImage>()
    private var loadingResponses = [NSURL: [(Item, UIImage?) -> Swift.Void]]()
    
    public final func image(url: NSURL) -> UIImage? {
        return cachedImages.object(forKey: url)
    }
    /// - Tag: cache
    // Returns the cached image if available, otherwise asynchronously loads and caches it.
    final func load(url: NSURL, item: Item, completion: @escaping (Item, UIImage?) -> Swift.Void) {
        // Check for a cached image.
        if let cachedImage = image(url: url) {
            DispatchQueue.main.async {
                completion(item, cachedImage)
            }
            return
        }
        // In case there are more than one requestor for the image, we append their completion block.
        if loadingResponses[url] != nil {
            loadingResponses[url]?.append(completion)
            return
        } else {
            loadingResponses[url] = [completion]
        }
        // Go fetch the image.
        ImageURLProtocol.urlSession().dataTask(with: url as URL) { (data, response, error) in
            // Check for the error, then data and try to create the image.
            guard let responseData = data, let image = UIImage(data: responseData),
                let blocks = self.loadingResponses[url], error == nil else {
                DispatchQueue.main.async {
                    completion(item, nil)
                }
                return
            }
            // Cache the image.
            self.cachedImages.setObject(image, forKey: url, cost: responseData.count)
            // Iterate over each requestor for the image and pass it back.
            for block in blocks {
                DispatchQueue.main.async {
                    block(item, image)
                }
                return
            }
        }.resume()
    }
        
}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The ImageURLProtocol of the sample.
*/
import UIKit

class ImageURLProtocol: URLProtocol {

    var cancelledOrComplete: Bool = false
    var block: DispatchWorkItem!
    
    private static let queue = DispatchSerialQueue(label: "com.apple.imageLoaderURLProtocol")
    
    override class func canInit(with request: URLRequest) -> Bool {
        return true
    }
    
    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        return request
    }
    
    class override func requestIsCacheEquivalent(_ aRequest: URLRequest, to bRequest: URLRequest) -> Bool {
        return false
    }
    
    final override func startLoading() {
        guard let reqURL = request.url, let urlClient = client else {
            return
        }
        
        block = DispatchWorkItem(block: {
            if self.cancelledOrComplete == false {
                let fileURL = URL(fileURLWithPath: reqURL.path)
                if let data = try? Data(contentsOf: fileURL) {
                    urlClient.urlProtocol(self, didLoad: data)
                    urlClient.urlProtocolDidFinishLoading(self)
                }
            }
            self.cancelledOrComplete = true
        })
        
        ImageURLProtocol.queue.asyncAfter(deadline: DispatchTime(uptimeNanoseconds: 500 * NSEC_PER_MSEC), execute: block)
    }
    
    final override func stopLoading() {
        ImageURLProtocol.queue.async {
            if self.cancelledOrComplete == false, let cancelBlock = self.block {
                cancelBlock.cancel()
                self.cancelledOrComplete = true
            }
        }
    }
    
    static func urlSession() -> URLSession {
        let config = URLSessionConfiguration.ephemeral
        config.protocolClasses = [ImageURLProtocol.classForCoder()]
        return  URLSession(configuration: config)
    }
    
}

/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
A model Item for displaying images.
*/
import UIKit

enum Section {
    case main
}

class Item: Hashable {
    
    var image: UIImage!
    let url: URL!
    let identifier = UUID()
    
    func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }
    static func == (lhs: Item, rhs: Item) -> Bool {
        return lhs.identifier == rhs.identifier
    }
    
    init(image: UIImage, url: URL) {
        self.image = image
        self.url = url
    }

}
