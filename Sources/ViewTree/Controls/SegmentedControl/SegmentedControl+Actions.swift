import Foundation

// Segments made from `UIAction`s (iOS 14). Every rule here is `UISegmentedControl.h`'s (iOS 14 SDK):
// - "Segments will prefer images over titles when both are provided";
// - "Selecting a segment calls UIAction.actionHandler as well as handlers for the ValueChanged and
//   PrimaryActionTriggered control events";
// - inserting an action whose identifier a segment already has updates that segment (same index) or removes it
//   (another index);
// - `setAction(_:forSegmentAt:)`: "UIAction.identifier must either match the action of the existing segment at this
//   index, or be unique within all actions associated with the segmented control, or this method will assert" —
//   ViewTree refuses such a call with a diagnostic and keeps the segments.
extension SegmentedControl.Segment {
    /// A segment showing `action`'s image, else its title, and running `action` when selected.
    init(action: Action) {
        self.init(title: action.image == nil ? action.title : nil, image: action.image, action: action)
    }
}

extension SegmentedControl {
    /// `init(frame:actions:)` (iOS 14): a segmented control at `frame` with one segment per action, each showing the
    /// action's image, else its title. Selecting a segment runs its action, then sends `.valueChanged` and
    /// `.primaryActionTriggered`.
    public convenience init(frame: CGRect, actions: [Action]) {
        self.init(frame: frame)
        for action in actions { insertSegment(action: action, at: numberOfSegments, animated: false) }
    }

    /// `insertSegment(action:at:animated:)`'s work (see there).
    func insertActionSegment(_ action: Action, at segment: Int) {
        if let existing = segmentIndexOfAction(identifiedBy: action.identifier) {
            if existing == segment {
                replaceAction(of: existing, with: action)
                return
            }
            removeSegment(at: existing, animated: false)
        }
        insert(Segment(action: action), at: segment)
    }

    /// `setAction(_:forSegmentAt:)`'s work (see there).
    func setActionOfSegment(_ action: Action, at segment: Int) {
        guard checkIndex(segment, "setAction(_:forSegmentAt:)") else { return }
        if let other = segmentIndexOfAction(identifiedBy: action.identifier), other != segment {
            reject(.invalidValue, "setAction(_:forSegmentAt: \(segment)): segment \(other) already has an action identified as \(action.identifier); the identifier must match segment \(segment)'s action or be unique (UIKit asserts); nothing changed")
            return
        }
        replaceAction(of: segment, with: action)
    }

    func segmentIndexOfAction(identifiedBy identifier: Action.Identifier) -> Int? {
        segments.firstIndex { $0.action?.identifier == identifier }
    }

    /// The segment shows and runs `action`; its width and enabled state stay.
    private func replaceAction(of index: Int, with action: Action) {
        let made = Segment(action: action)
        segments[index].action = action
        segments[index].title = made.title
        segments[index].image = made.image
        segmentsDidChange()
    }

    /// A user selected the segment: its action runs (with the control as `sender`), then `.valueChanged` and
    /// `.primaryActionTriggered` are sent. Ours: the order (the header names all three, not their order).
    func sendSelectionActions(forSegmentAt index: Int) {
        if let action = segments[index].action { sendAction(action) }
        sendValueChangedActions()
    }
}
