import Foundation

// Where a placed accessory goes among a cell's others (`UICellAccessory.Placement.Position`, iOS 14).
extension CellAccessory.Placement {
    /// `UICellAccessory.Placement.Position`: an accessory's index among `accessories`.
    public typealias Position = ([CellAccessory]) -> Int

    /// `position(before:)`: the index of the first accessory of `accessory`'s type in the list, or 0 (the beginning)
    /// when there is none, so 0 for an empty list (xamarin-macios `tests/monotouch-test/UIKit/CellAccessoryTest.cs`,
    /// `GetPositionBeforeAccessory`, run on devices).
    public static func position(before accessory: CellAccessory) -> Position {
        { accessories in accessories.firstIndex { $0.isOfSameType(as: accessory) } ?? 0 }
    }

    /// `position(after:)`: the index just after the first accessory of `accessory`'s type in the list, or the end
    /// when there is none, so 0 for an empty list (`CellAccessoryTest.cs`, `GetPositionAfterAccessory`).
    public static func position(after accessory: CellAccessory) -> Position {
        { accessories in accessories.firstIndex { $0.isOfSameType(as: accessory) }.map { $0 + 1 } ?? accessories.count }
    }
}

extension CellAccessory {
    /// Whether both are the same kind of accessory (UIKit's classes: `UICellAccessoryLabel`,
    /// `UICellAccessoryCustomView`, …), whatever their text, view or options.
    func isOfSameType(as other: CellAccessory) -> Bool {
        switch (kind, other.kind) {
        case (.label, .label), (.customView, .customView): return true
        default: return kind == other.kind
        }
    }
}
