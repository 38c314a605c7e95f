//
//  DragAndDropTableView.swift
//
//  Twenty-fifth probe. Apple's "Adopting drag and drop in a table view" sample (iOS 11), as copied in
//  mihaelamj/cupertino-sample-code under `uikit-adopting-drag-and-drop-in-a-table-view/TableViewDragAndDrop/`
//  (commit 37fd4fb24f1e9363bb80c988885630cf05344070), six files, each below as the sample has it, its own header
//  and imports kept ("See the LICENSE.txt file for this sample's licensing information"):
//  - `Model/Model.swift`: the place names and their moves;
//  - `Model/Model+Dragging.swift`: `import MobileCoreServices`, `kUTTypePlainText`, `canLoadObjects(ofClass:)`,
//    `NSItemProvider.registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`;
//  - `TableViewController/TableViewController.swift`: `dragInteractionEnabled`, `dragDelegate`, `dropDelegate`;
//  - `TableViewController/TableViewController+Data.swift`: moving rows, `shouldIndentWhileEditingRowAt`;
//  - `TableViewController/TableViewController+Drag.swift`: `UITableViewDragDelegate`;
//  - `TableViewController/TableViewController+Drop.swift`: `UITableViewDropDelegate`, `UITableViewDropProposal`,
//    `hasActiveDrag`, `UITableViewDropCoordinator`.
//  What remains: the data source and delegate overrides written in an extension (Objective-C dispatch).
// expect-error:  instance method 'tableView(_:canMoveRowAt:)' declared in 'TableViewController' cannot be overridden from extension
// expect-error:  instance method 'tableView(_:cellForRowAt:)' declared in 'TableViewController' cannot be overridden from extension
// expect-error:  instance method 'tableView(_:editingStyleForRowAt:)' declared in 'TableViewController' cannot be overridden from extension
// expect-error:  instance method 'tableView(_:moveRowAt:to:)' declared in 'TableViewController' cannot be overridden from extension
// expect-error:  instance method 'tableView(_:numberOfRowsInSection:)' declared in 'TableViewController' cannot be overridden from extension
// expect-error:  instance method 'tableView(_:shouldIndentWhileEditingRowAt:)' declared in 'TableViewController' cannot be overridden from extension
//
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The model object for the table view.
*/

import Foundation

/// The data model used to populate the table view on app launch.
struct Model {
    private(set) var placeNames = [
        "Yosemite",
        "Yellowstone",
        "Theodore Roosevelt",
        "Sequoia",
        "Pinnacles",
        "Mount Rainier",
        "Mammoth Cave",
        "Great Basin",
        "Grand Canyon"
    ]
    
    /// The traditional method for rearranging rows in a table view.
    mutating func moveItem(at sourceIndex: Int, to destinationIndex: Int) {
        guard sourceIndex != destinationIndex else { return }
        
        let place = placeNames[sourceIndex]
        placeNames.remove(at: sourceIndex)
        placeNames.insert(place, at: destinationIndex)
    }
    
    /// The method for adding a new item to the table view's data model.
    mutating func addItem(_ place: String, at index: Int) {
        placeNames.insert(place, at: index)
    }
}
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
Helper methods for providing and consuming drag-and-drop data.
*/

import UIKit
import MobileCoreServices

extension Model {
    /**
         A helper function that serves as an interface to the data model,
         called by the implementation of the `tableView(_ canHandle:)` method.
    */
    func canHandle(_ session: UIDropSession) -> Bool {
        return session.canLoadObjects(ofClass: NSString.self)
    }
    
    /**
         A helper function that serves as an interface to the data mode, called
         by the `tableView(_:itemsForBeginning:at:)` method.
    */
    func dragItems(for indexPath: IndexPath) -> [UIDragItem] {
        let placeName = placeNames[indexPath.row]

        let data = placeName.data(using: .utf8)
        let itemProvider = NSItemProvider()
        
        itemProvider.registerDataRepresentation(forTypeIdentifier: kUTTypePlainText as String, visibility: .all) { completion in
            completion(data, nil)
            return nil
        }

        return [
            UIDragItem(itemProvider: itemProvider)
        ]
    }
}
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
Demonstrates how to enable drag and drop for a UITableView instance.
*/

import UIKit

class TableViewController: UITableViewController {
    // MARK: - Properties
    
    var model = Model()
    
    // MARK: - View Life Cycle
    
    // Specify the table as its own drag source and drop delegate.
    override func viewDidLoad() {
        super.viewDidLoad()
        
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
        tableView.dropDelegate = self

        navigationItem.rightBarButtonItem = editButtonItem
    }
}
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
The standard delegate methods for a table view, which are required whether or not you add drag and drop.
*/

import UIKit

// Logic that connects `TableViewController`'s data model with its user interface.
extension TableViewController {
    // MARK: - UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return model.placeNames.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = model.placeNames[indexPath.row]
        return cell
    }
    
    // MARK: - UITableViewDelegate

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        return true
    }
    
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        model.moveItem(at: sourceIndexPath.row, to: destinationIndexPath.row)
    }
    
    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        return .none
    }
    
    override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        return false
    }
    
}
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
Implements the delegate methods for providing data for a drag interaction.
*/

import UIKit

extension TableViewController: UITableViewDragDelegate {
    // MARK: - UITableViewDragDelegate
    
    /**
         The `tableView(_:itemsForBeginning:at:)` method is the essential method
         to implement for allowing dragging from a table.
    */
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        return model.dragItems(for: indexPath)
    }
    
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {
        navigationItem.rightBarButtonItem?.isEnabled = false
    }
    
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {
        navigationItem.rightBarButtonItem?.isEnabled = true
    }
}
/*
See the LICENSE.txt file for this sample’s licensing information.

Abstract:
Implements the delegate methods for consuming data for a drop interaction.
*/

import UIKit

extension TableViewController: UITableViewDropDelegate {
    // MARK: - UITableViewDropDelegate
    
    /**
         Ensure that the drop session contains a drag item with a data representation
         that the view can consume.
    */
    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        return model.canHandle(session)
    }

    /**
         A drop proposal from a table view includes two items: a drop operation,
         typically .move or .copy; and an intent, which declares the action the
         table view will take upon receiving the items. (A drop proposal from a
         custom view does includes only a drop operation, not an intent.)
    */
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession, withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        var dropProposal = UITableViewDropProposal(operation: .cancel)
        
        // Accept only one drag item.
        guard session.items.count == 1 else { return dropProposal }
        
        // The .move drag operation is available only for dragging within this app and while in edit mode.
        if tableView.hasActiveDrag {
            if tableView.isEditing {
                dropProposal = UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            }
        } else {
            // Drag is coming from outside the app.
            dropProposal = UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }

        return dropProposal
    }
    
    /**
         This delegate method is the only opportunity for accessing and loading
         the data representations offered in the drag item. The drop coordinator
         supports accessing the dropped items, updating the table view, and specifying
         optional animations. Local drags with one item go through the existing
         `tableView(_:moveRowAt:to:)` method on the data source.
    */
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let destinationIndexPath: IndexPath
        
        if let indexPath = coordinator.destinationIndexPath {
            destinationIndexPath = indexPath
        } else {
            // Get last index path of table view.
            let section = tableView.numberOfSections - 1
            let row = tableView.numberOfRows(inSection: section)
            destinationIndexPath = IndexPath(row: row, section: section)
        }
        
        coordinator.session.loadObjects(ofClass: NSString.self) { items in
            // Consume drag items.
            let stringItems = items as! [String]
            
            var indexPaths = [IndexPath]()
            for (index, item) in stringItems.enumerated() {
                let indexPath = IndexPath(row: destinationIndexPath.row + index, section: destinationIndexPath.section)
                self.model.addItem(item, at: indexPath.row)
                indexPaths.append(indexPath)
            }

            tableView.insertRows(at: indexPaths, with: .automatic)
        }
    }
}
