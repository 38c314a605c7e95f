import Foundation
import ViewTree

/// `UITableView`: ViewTree's `TableView`.
public typealias UITableView = TableView
/// `UITableViewCell`: ViewTree's `TableViewCell`.
public typealias UITableViewCell = TableViewCell
/// `UITableViewDataSource`: ViewTree's `TableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// `UITableViewDelegate`: ViewTree's `TableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate

/// `UITableViewHeaderFooterView`: ViewTree's `TableViewHeaderFooterView`.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// `UITableViewStyle`: the Swift 3 name of `UITableView.Style`.
public typealias UITableViewStyle = TableView.Style
/// `UITableViewCellStyle`: the Swift 3 name of `UITableViewCell.CellStyle`.
public typealias UITableViewCellStyle = TableViewCell.CellStyle
/// `UITableViewCellSelectionStyle`: the Swift 3 name of `UITableViewCell.SelectionStyle`.
public typealias UITableViewCellSelectionStyle = TableViewCell.SelectionStyle
/// `UITableViewScrollPosition`: the Swift 3 name of `UITableView.ScrollPosition`.
public typealias UITableViewScrollPosition = TableView.ScrollPosition

/// `UIContextualAction`: ViewTree's `ContextualAction`.
public typealias UIContextualAction = ContextualAction
/// `UITableViewRowAction` (iOS 8–12): ViewTree's `TableViewRowAction`.
public typealias UITableViewRowAction = TableViewRowAction
/// `UITableViewRowActionStyle`: the Swift 3 name of `UITableViewRowAction.Style`.
public typealias UITableViewRowActionStyle = TableViewRowAction.Style
/// `UISwipeActionsConfiguration`: ViewTree's `SwipeActionsConfiguration`.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
/// `UICollectionViewController`: ViewTree's `CollectionViewController`.
public typealias UICollectionViewController = CollectionViewController
/// `NSDiffableDataSourceSnapshot`: ViewTree's `DiffableDataSourceSnapshot`.
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
/// `NSDiffableDataSourceSectionSnapshot` (iOS 14): ViewTree's `DiffableDataSourceSectionSnapshot`.
public typealias NSDiffableDataSourceSectionSnapshot = DiffableDataSourceSectionSnapshot
/// `NSDiffableDataSourceTransaction` (iOS 14): ViewTree's `DiffableDataSourceTransaction`.
public typealias NSDiffableDataSourceTransaction = DiffableDataSourceTransaction
/// `NSDiffableDataSourceSectionTransaction` (iOS 14): ViewTree's `DiffableDataSourceSectionTransaction`.
public typealias NSDiffableDataSourceSectionTransaction = DiffableDataSourceSectionTransaction
/// `UITableViewDiffableDataSource`: ViewTree's `TableViewDiffableDataSource`.
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
/// `UICollectionViewDiffableDataSource`: ViewTree's `CollectionViewDiffableDataSource`.
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
/// `UITableViewController`: ViewTree's `TableViewController`.
public typealias UITableViewController = TableViewController
/// `UITableViewRowAnimation`: the Swift 3 name of `UITableView.RowAnimation`.
public typealias UITableViewRowAnimation = TableView.RowAnimation
/// `UITableViewCellEditingStyle`: the Swift 3 name of `UITableViewCell.EditingStyle`.
public typealias UITableViewCellEditingStyle = TableViewCell.EditingStyle

/// `UIContentConfiguration`: ViewTree's `ContentConfiguration`.
public typealias UIContentConfiguration = ContentConfiguration
/// `UIContentView`: ViewTree's `ContentView`.
public typealias UIContentView = ContentView
/// `UIConfigurationState`: ViewTree's `ConfigurationState`.
public typealias UIConfigurationState = ConfigurationState
/// `UICellConfigurationState`: ViewTree's `CellConfigurationState`.
public typealias UICellConfigurationState = CellConfigurationState
/// `UITableViewDataSourcePrefetching`: ViewTree's `TableViewDataSourcePrefetching`.
public typealias UITableViewDataSourcePrefetching = TableViewDataSourcePrefetching
/// `UICollectionViewDataSourcePrefetching`: ViewTree's `CollectionViewDataSourcePrefetching`.
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
/// `UIBackgroundConfiguration`: ViewTree's `BackgroundConfiguration`.
public typealias UIBackgroundConfiguration = BackgroundConfiguration
/// `UIConfigurationColorTransformer`: ViewTree's `ConfigurationColorTransformer`.
public typealias UIConfigurationColorTransformer = ConfigurationColorTransformer
/// `UIListContentConfiguration`: ViewTree's `ListContentConfiguration`.
public typealias UIListContentConfiguration = ListContentConfiguration
/// `UIListContentView`: ViewTree's `ListContentView`.
public typealias UIListContentView = ListContentView
/// `UIConfigurationStateCustomKey`: ViewTree's `ConfigurationStateCustomKey`.
public typealias UIConfigurationStateCustomKey = ConfigurationStateCustomKey
/// `UIAxis`: ViewTree's `Axis`.
public typealias UIAxis = Axis

/// `UICollectionViewLayoutInvalidationContext`: ViewTree's `CollectionViewLayoutInvalidationContext`.
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
/// `UICollectionViewFlowLayoutInvalidationContext`: ViewTree's `CollectionViewFlowLayoutInvalidationContext`.
public typealias UICollectionViewFlowLayoutInvalidationContext = CollectionViewFlowLayoutInvalidationContext
/// `UICollectionViewUpdateItem`: ViewTree's `CollectionViewUpdateItem`.
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
