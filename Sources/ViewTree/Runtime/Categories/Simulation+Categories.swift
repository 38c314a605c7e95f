extension Simulation {
    /// Installs a category in this world: from now on its replacements run for every instance of its
    /// target class (and subclasses) in this world. Installing a second category that replaces the
    /// same method on the same class makes the newer one win until it is removed.
    @discardableResult
    public func install<Target: View>(_ category: Category<Target>) -> InstalledCategory {
        categories.install(category)
    }

    /// Removes an installed category (same as `installed.remove()`).
    public func uninstall(_ installed: InstalledCategory) {
        installed.remove()
    }

    /// `Class (Name)` for each installed category, in installation order.
    public var installedCategories: [String] { categories.installedDescriptions }
}
