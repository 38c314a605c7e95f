import Foundation

/// `UIInteraction`: behaviour added to a view with `addInteraction(_:)` (a context menu, a drag, a pointer
/// effect). The view holds its interactions; an interaction knows its view weakly.
public protocol Interaction: AnyObject {
    /// The view the interaction is added to (weak in conforming types).
    var view: View? { get }
    /// Called before the interaction is added to (`view`) or removed from (`nil`) a view.
    func willMove(to view: View?)
    /// Called after the interaction was added to (`view`) or removed from (`nil`) a view.
    func didMove(to view: View?)
}

extension View {
    /// `interactions`: the interactions added to the view, in order. Setting it removes the old ones and adds
    /// the new ones, as `removeInteraction` and `addInteraction` do.
    public var interactions: [Interaction] {
        get { extras?.interactions ?? [] }
        set {
            for old in interactions where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue { addInteraction(new) }
        }
    }

    /// `addInteraction(_:)`: the view keeps `interaction` and tells it (`willMove(to:)`, `didMove(to:)`). An
    /// interaction on another view leaves it first; adding one the view has already changes nothing.
    public func addInteraction(_ interaction: Interaction) {
        guard !interactions.contains(where: { $0 === interaction }) else { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        layoutExtras.interactions.append(interaction)
        interaction.didMove(to: self)
    }

    /// `removeInteraction(_:)`: the view lets go of `interaction` and tells it; one it does not have is ignored.
    public func removeInteraction(_ interaction: Interaction) {
        guard let index = extras?.interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        extras?.interactions.remove(at: index)
        interaction.didMove(to: nil)
    }
}
