import Foundation
import ViewTree

// The differential oracle: the family's final state built in a fresh world and laid out once (one solve from scratch)
// must give the frames the incremental engine gave after every edit.
extension FuzzLayouts {
    /// Whether `view`'s position and length along an axis (in the container's coordinates) are fixed by its pins: an
    /// active required equality of a location and one of a length, each against a constant or items themselves fixed.
    func determined(_ view: Int, horizontal: Bool, depth: Int = 0) -> Bool {
        guard depth < 64, views[view] != nil, let ids = pins[view]?[horizontal] else { return false }
        func fixes(_ id: Int, length: Bool) -> Bool {
            guard let c = constraints[id], let spec = specs[id], c.isActive, c.priority == .required, c.relation == .equal,
                  FuzzLayoutTarget.isDimension(spec.firstAttribute) == length else { return false }
            if case let .view(other)? = spec.second { return determined(other, horizontal: horizontal, depth: depth + 1) }
            return true
        }
        return ids.contains { fixes($0, length: false) } && ids.contains { fixes($0, length: true) }
    }

    /// Whether `view`'s frame (in its superview's coordinates) is fixed: the view and its parent fixed on both axes.
    func frameDetermined(_ view: Int) -> Bool {
        let ownAndParent = [view] + (parents[view].map { [$0] } ?? [])
        return ownAndParent.allSatisfy { determined($0, horizontal: true) && determined($0, horizontal: false) }
    }

    /// Builds the family's views, active constraints and stacks again in a fresh world of the same profile, lays it out
    /// once, and compares: every view whose frame the pins fix, and every stack and arranged view when neither world
    /// finds it ambiguous or broke one of its constraints.
    func compareWithFreshWorld(world: Simulation) {
        guard problem == nil, let window, let container, let stacksContainer else { return }
        let fresh = Simulation(profile: world.profile)
        // Views made now join the fresh world (the newest); the episode's is made current again after the comparison.
        defer { world.makeCurrent() }
        let freshWindow = Window(frame: window.frame, simulation: fresh)
        freshWindow.isHidden = false
        let freshContainer = View(frame: container.frame)
        freshContainer.layoutMargins = container.layoutMargins
        let freshStacks = View(frame: stacksContainer.frame)
        freshWindow.addSubview(freshStacks)
        freshWindow.addSubview(freshContainer)
        func copyBasics(_ real: View) -> View {
            let copy: View
            if let label = real as? Label {
                let l = Label()
                l.text = label.text
                copy = l
            } else {
                copy = View()
            }
            copy.translatesAutoresizingMaskIntoConstraints = real.translatesAutoresizingMaskIntoConstraints
            if copy.translatesAutoresizingMaskIntoConstraints { copy.frame = real.frame }
            for axis in [LayoutConstraintAxis.horizontal, .vertical] {
                copy.setContentHuggingPriority(real.contentHuggingPriority(for: axis), for: axis)
                copy.setContentCompressionResistancePriority(real.contentCompressionResistancePriority(for: axis), for: axis)
            }
            copy.isHidden = real.isHidden
            return copy
        }
        var copies: [Int: View] = [:]
        for id in views.keys.sorted() {
            let copy = copyBasics(views[id]!)
            (parents[id].flatMap { copies[$0] } ?? freshContainer).addSubview(copy)
            copies[id] = copy
        }
        for id in constraints.keys.sorted() {
            guard let c = constraints[id], c.isActive, let spec = specs[id], let first = copies[spec.first] else { continue }
            let second = item(spec.second, in: freshContainer, views: copies)
            if spec.second != nil && second == nil { continue }
            let copy = LayoutConstraint(item: first, attribute: c.firstAttribute, relatedBy: c.relation, toItem: second,
                                        attribute: c.secondAttribute, multiplier: c.multiplier, constant: c.constant)
            copy.priority = c.priority
            copy.isActive = true
        }
        let stackCopies = copyStacks(into: freshStacks)
        freshWindow.layoutIfNeeded()
        freshWindow.layoutIfNeeded()
        let scale = Double(window.screen.scale)
        let tolerance = 1 / scale + 1e-6
        func differs(_ a: CGRect, _ b: CGRect) -> Bool {
            abs(a.minX - b.minX) > tolerance || abs(a.minY - b.minY) > tolerance || abs(a.width - b.width) > tolerance || abs(a.height - b.height) > tolerance
        }
        for id in views.keys.sorted() where frameDetermined(id) {
            framesCompared += 1
            let real = views[id]!.frame, rebuilt = copies[id]!.frame
            if differs(real, rebuilt) {
                problem = "l\(id)'s frame is \(real) after the edits, \(rebuilt) when the same views and constraints are laid out once in a fresh world (its frame is fixed by required constraints)"
                return
            }
        }
        for (real, copy) in stackCopies {
            func settled(_ v: View) -> Bool { !v.hasAmbiguousLayout && !v.constraints.contains(where: \.isBroken) && !(v.superview?.constraints.contains(where: \.isBroken) ?? false) }
            guard settled(real), settled(copy), real.frame.liesWithin(1e6) else { continue }
            framesCompared += 1
            if differs(real.frame, copy.frame) {
                problem = "\(name(of: real))'s frame is \(real.frame) after the edits, \(copy.frame) when the same stacks are laid out once in a fresh world (\(real.superview.map { "in \(name(of: $0))" } ?? ""))"
                return
            }
        }
    }

    /// The stacks, their subviews and arrangement, hidden views and custom spacings, copied under `freshStacks`;
    /// returns each real stack and arranged view with its copy.
    private func copyStacks(into freshStacks: View) -> [(View, View)] {
        var copies: [ObjectIdentifier: View] = [:]
        var pairs: [(View, View)] = []
        for id in stacks.keys.sorted() {
            let real = stacks[id]!
            let copy = FuzzReentrantStack()
            copy.axis = real.axis
            copy.distribution = real.distribution
            copy.alignment = real.alignment
            copy.spacing = real.spacing
            copy.isLayoutMarginsRelativeArrangement = real.isLayoutMarginsRelativeArrangement
            copy.isHidden = real.isHidden
            copies[ObjectIdentifier(real)] = copy
            if let pinsMade = stackPins[id], pinsMade.allSatisfy(\.isActive) {
                copy.translatesAutoresizingMaskIntoConstraints = false
                freshStacks.addSubview(copy)
                LayoutConstraint.activate(FuzzLayouts.stackPinConstraints(copy, in: freshStacks, id: id))
            }
            pairs.append((real, copy))
        }
        for id in arranged.keys.sorted() {
            let real = arranged[id]!
            guard real.superview is FuzzReentrantStack else { continue }
            let copy = real is Label ? { () -> View in let l = Label(); l.text = (real as! Label).text; return l }() : View()
            for (i, c) in (sizeConstraints[id] ?? []).enumerated() where c.isActive {
                let made = (i == 0 ? copy.widthAnchor : copy.heightAnchor).constraint(equalToConstant: c.constant)
                made.priority = c.priority
                made.isActive = true
            }
            copy.translatesAutoresizingMaskIntoConstraints = real.translatesAutoresizingMaskIntoConstraints
            copies[ObjectIdentifier(real)] = copy
            pairs.append((real, copy))
        }
        for id in stacks.keys.sorted() {
            let real = stacks[id]!
            guard let copy = copies[ObjectIdentifier(real)] as? StackView else { continue }
            for sub in real.subviews { if let c = copies[ObjectIdentifier(sub)] { copy.addSubview(c) } }
            for sub in real.arrangedSubviews { if let c = copies[ObjectIdentifier(sub)] { copy.addArrangedSubview(c) } }
            for sub in real.arrangedSubviews {
                let custom = real.customSpacing(after: sub)
                if custom != StackView.spacingUseDefault, let c = copies[ObjectIdentifier(sub)] { copy.setCustomSpacing(custom, after: c) }
            }
        }
        for (real, copy) in pairs { copy.isHidden = real.isHidden }
        return pairs
    }
}
