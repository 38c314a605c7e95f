import Foundation

/// What table and collection view cells share of iOS 14's per-state configuration (the public members are
/// declared in each class, where subclasses can override them): the automatic updates of the background and
/// content configurations, and running `updateConfiguration(using:)` once before a layout when asked.
protocol StateConfiguredCell: View {
    var backgrounds: CellBackgroundViews { get set }
    var backgroundConfiguration: BackgroundConfiguration? { get }
    var contentConfiguration: ContentConfiguration? { get set }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
    var automaticallyUpdatesContentConfiguration: Bool { get }
    var configurationState: CellConfigurationState { get }
    func arrangeBackgrounds()
    func updateConfiguration(using state: CellConfigurationState)
}

extension StateConfiguredCell {
    /// Replaces the background and content configurations with their `updated(for: state)`, each unless its
    /// automatic updates are off (what `updateConfiguration(using:)` does before calling the handler).
    func updateConfigurationsAutomatically(for state: CellConfigurationState) {
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgrounds.setConfiguration(background.updated(for: state), in: self, replacing: true)
            arrangeBackgrounds()
        }
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
    }

    /// Asks for `updateConfiguration(using:)` before the next layout (`setNeedsUpdateConfiguration()`).
    func requestConfigurationUpdate() {
        backgrounds.needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Runs `updateConfiguration(using:)` if the cell asked for it.
    func updateConfigurationIfNeeded() {
        guard backgrounds.needsConfigurationUpdate else { return }
        backgrounds.needsConfigurationUpdate = false
        updateConfiguration(using: configurationState)
    }
}
