import Foundation
import ViewTree
import ViewTreeInterfaceBuilder

func openDetail(_ url: URL) throws -> View? {
    let storyboard = try Storyboard(contentsOf: url)
    guard let list = storyboard.instantiateInitialViewController() else { return nil }
    guard let segue = list.segues.first(where: { $0.identifier == "showDetail" }) else { return nil }
    let detail = storyboard.instantiateDestination(of: segue)      // the scene the segue shows
    let same = try storyboard.instantiateViewController(withIdentifier: "Detail")
    return detail?.topLevelViews.first ?? same.topLevelViews.first
}
