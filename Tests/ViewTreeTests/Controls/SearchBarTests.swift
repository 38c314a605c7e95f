import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// `UISearchBar` and `UISearchController`, typed into as a user would.
@Suite struct SearchBarTests {
    final class Listener: SearchBarDelegate, SearchResultsUpdating, SearchControllerDelegate {
        var calls: [String] = []
        func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { calls.append("shouldBegin"); return true }
        func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { calls.append("didBegin") }
        func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            calls.append("shouldChange \(text)")
            return text != "!"
        }
        func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { calls.append("textDidChange \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: SearchBar) { calls.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: SearchBar) { calls.append("cancel") }
        func updateSearchResults(for searchController: SearchController) {
            calls.append("update '\(searchController.searchBar.text ?? "")' active=\(searchController.isActive)")
        }
        func willPresentSearchController(_ searchController: SearchController) { calls.append("willPresent") }
        func didDismissSearchController(_ searchController: SearchController) { calls.append("didDismiss") }
    }

    @Test func typingIntoASearchBarTellsItsDelegateInUIKitsOrder() {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 667))
        let bar = SearchBar(frame: CGRect(x: 0, y: 0, width: 375, height: 0))
        bar.sizeToFit()
        #expect(bar.bounds.height == 56)
        t.window.addSubview(bar)
        let listener = Listener()
        bar.delegate = listener
        bar.placeholder = "Search"
        #expect(bar.searchTextField.placeholder == "Search")
        #expect(bar.becomeFirstResponder() && bar.isFirstResponder)
        bar.searchTextField.insertText("a")
        bar.searchTextField.insertText("!")
        bar.searchTextField.pressReturnKey()
        #expect(listener.calls == ["shouldBegin", "didBegin", "shouldChange a", "textDidChange a", "shouldChange !", "search"])
        #expect(bar.text == "a" && bar.isFirstResponder)
        bar.text = "set by code"
        #expect(listener.calls.last == "search")
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame.minX == SearchBar.fieldInset)
        #expect(bar.searchTextField.frame.width == 375 - 2 * SearchBar.fieldInset)
    }

    @Test func aSearchBarIs44PointsTallBeforeIOS11AndRejectsAScopeThatIsNotThere() {
        let t = TestWorld(profile: .iOS7, windowSize: CGSize(width: 320, height: 480))
        let bar = SearchBar(frame: .zero)
        t.window.addSubview(bar)
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 44)
        bar.scopeButtonTitles = ["All", "Mine"]
        bar.selectScope(at: 1)
        #expect(bar.selectedScopeButtonIndex == 1)
        bar.selectScope(at: 5)
        #expect(bar.selectedScopeButtonIndex == 1)
        #expect(t.simulation.diagnostics.last?.code == .indexOutOfRange)
    }

    @Test func aSearchControllerActivatesOnEditingUpdatesOnEachChangeAndCancels() throws {
        let t = TestWorld(profile: .iOS13, windowSize: CGSize(width: 375, height: 667))
        let results = ViewController()
        let search = SearchController(searchResultsController: results)
        let listener = Listener()
        search.searchResultsUpdater = listener
        search.delegate = listener
        let list = ViewController()
        list.navigationItem.searchController = search
        t.window.rootViewController = NavigationController(rootViewController: list)
        t.window.addSubview(search.searchBar)
        #expect(!search.isActive && !search.isShowingSearchResults)

        #expect(search.searchBar.becomeFirstResponder())
        #expect(search.isActive && search.searchBar.showsCancelButton)
        #expect(!search.isShowingSearchResults)
        search.searchBar.searchTextField.insertText("x")
        #expect(search.isShowingSearchResults)
        let cancel = try #require(search.searchBar.cancelButton)
        search.searchBar.layoutIfNeeded()
        #expect(tap(cancel))
        #expect(listener.calls == ["willPresent", "update '' active=true", "update 'x' active=true", "didDismiss", "update '' active=false"])
        #expect(!search.isActive && search.searchBar.text == "" && !search.searchBar.isFirstResponder)
        #expect(!search.searchBar.showsCancelButton)
    }
}
