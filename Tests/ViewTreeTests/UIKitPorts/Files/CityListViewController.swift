//
//  CityListViewController.swift
//
//  Written in the style of public list-detail tutorials (not copied from one file): a `UITableViewController`
//  with a search controller (`UISearchResultsUpdating`), a refresh control, `heightForRowAt`, swipe to delete,
//  segues (`performSegue`, `shouldPerformSegue`, `prepare(for:sender:)`), a storyboard-instantiated detail pushed
//  under a `CATransition`, paging-like snapping in `scrollViewWillEndDragging` through `targetContentOffset.pointee`,
//  and a detail screen laid out with the visual format language, `NSLayoutConstraint(item:…)` and a `UISlider`.
//  Target-action uses method references, as every port does. One error is left: a `UITableViewController`
//  subclass's scroll-view delegate method needs `override` (Porting.md, "What still needs an edit").
//
// expect-error: overriding declaration requires an 'override' keyword
//

import UIKit

struct City { let name: String; let population: Int }

final class CityDetailViewController: UIViewController {
    var city: City?
    private let nameLabel = UILabel()
    private let slider = UISlider()
    private let valueLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        nameLabel.text = city?.name
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 50
        slider.isContinuous = true
        slider.minimumTrackTintColor = .systemBlue
        slider.addTarget(self, action: CityDetailViewController.sliderChanged, for: .valueChanged)
        for v in [nameLabel, slider, valueLabel] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let views: [String: Any] = ["name": nameLabel, "slider": slider, "value": valueLabel]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "V:|-100-[name]-20-[slider]-[value]",
                                                         options: [.alignAllLeading], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-[slider]-|", options: [], metrics: nil, views: views)
        constraints.append(NSLayoutConstraint(item: nameLabel, attribute: .width, relatedBy: .lessThanOrEqual,
                                              toItem: view, attribute: .width, multiplier: 0.8, constant: 0))
        NSLayoutConstraint.activate(constraints)
    }

    private func sliderChanged() {
        valueLabel.text = String(format: "%.0f%%", slider.value)
    }
}

final class CityListViewController: UITableViewController, UISearchResultsUpdating {
    private var cities = [City(name: "Lisbon", population: 545_000), City(name: "Porto", population: 232_000)]
    private var filtered: [City] = []
    private let search = UISearchController(searchResultsController: nil)
    private var isFiltering: Bool { search.isActive && !(search.searchBar.text ?? "").isEmpty }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cities"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "City")
        tableView.decelerationRate = .fast
        tableView.keyboardDismissMode = .onDrag
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search cities"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: CityListViewController.refresh, for: .valueChanged)
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text?.lowercased() ?? ""
        filtered = cities.filter { $0.name.lowercased().contains(query) }
        tableView.reloadData()
    }

    private func refresh() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            self?.refreshControl?.endRefreshing()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        isFiltering ? filtered.count : cities.count
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 0 ? 60 : UITableView.automaticDimension
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "City", for: indexPath)
        let city = isFiltering ? filtered[indexPath.row] : cities[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = city.name
        content.secondaryText = NumberFormatter.localizedString(from: NSNumber(value: city.population), number: .decimal)
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        performSegue(withIdentifier: "showCity", sender: indexPath)
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier == "showCity"
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showCity", let indexPath = sender as? IndexPath,
              let detail = segue.destination as? CityDetailViewController else { return }
        detail.city = cities[indexPath.row]
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        cities.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                            targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let row: CGFloat = 44
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / row).rounded() * row
    }

    func showDetailFromStoryboard(for city: City) {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        guard let detail = storyboard.instantiateViewController(withIdentifier: "CityDetail") as? CityDetailViewController else { return }
        detail.city = city
        let transition = CATransition()
        transition.duration = 0.3
        transition.type = .push
        transition.subtype = .fromRight
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        navigationController?.view.layer.add(transition, forKey: kCATransition)
        navigationController?.pushViewController(detail, animated: false)
    }
}
