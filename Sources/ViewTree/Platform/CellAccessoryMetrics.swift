import Foundation

/// Where a table view cell puts its accessory, and what it leaves its content view, in one iOS era: a field
/// of `PlatformProfile` (`profile.cellAccessories`). Every number cites its source here and in
/// Docs/Fidelity.md (tables); where none was found, the comment says so.
///
/// The rule common to every era, from real dumps: the accessory keeps its size, its trailing edge is the cell
/// margin from the cell's (`(254 6; 51 31)` for a `UISwitch` accessory in a 320-pt cell, margin 15; a
/// disclosure indicator at `(297 16; 8 12.5)`), and it is centred in the content view's height, rounded to
/// whole points (`y = 6` for a 31-pt switch in a 44-pt cell whose content view is 43.5 high; `y = 30` in a
/// 90.5-pt cell).
public struct CellAccessoryMetrics: Sendable, Equatable, Hashable {
    /// The disclosure indicator's (`.disclosureIndicator`) size.
    public var disclosureIndicatorSize: CGSize
    /// The checkmark's (`.checkmark`) size.
    public var checkmarkSize: CGSize
    /// The detail button's (`.detailButton`, the ⓘ of `UIButton(type: .detailDisclosure)`) size.
    public var detailButtonSize: CGSize
    /// The gap between the detail button and the disclosure indicator of `.detailDisclosureButton`.
    public var detailDisclosureGap: CGFloat
    /// How far the content view ends before the accessory's leading edge.
    public var contentViewGap: CGFloat
    /// How far the built-in labels end before the content view's trailing edge while an accessory shows
    /// (without one, the cell margin).
    public var labelTrailingInset: CGFloat

    /// Creates metrics (the built-in eras are `.iOS7`, `.iOS11` and `.iOS13`).
    public init(disclosureIndicatorSize: CGSize, checkmarkSize: CGSize, detailButtonSize: CGSize,
                detailDisclosureGap: CGFloat, contentViewGap: CGFloat, labelTrailingInset: CGFloat) {
        self.disclosureIndicatorSize = disclosureIndicatorSize
        self.checkmarkSize = checkmarkSize
        self.detailButtonSize = detailButtonSize
        self.detailDisclosureGap = detailDisclosureGap
        self.contentViewGap = contentViewGap
        self.labelTrailingInset = labelTrailingInset
    }

    /// iOS 6–10. An iOS 7 cell, 320 pt wide, with a disclosure indicator (raywenderlich.com's "swipeable
    /// table view cell" tutorial, 2014): `<UIButton: …; frame = (297 16; 8 12.5); … userInteractionEnabled
    /// = NO>` beside `<UITableViewCellContentView: …; frame = (0 0; 287 43.5)>` holding `<UILabel: …; frame =
    /// (15 0; 270 43.5)>`: an 8 × 12.5 indicator, the content view ending 10 pt before it, the label 2 pt
    /// before the content view's end. The checkmark (14 × 11), the detail button (22 × 22, the size of
    /// iOS 7's ⓘ button) and the 10-pt gap between the two parts of `.detailDisclosureButton` are ours:
    /// no dump found.
    public static let iOS7 = CellAccessoryMetrics(
        disclosureIndicatorSize: CGSize(width: 8, height: 12.5), checkmarkSize: CGSize(width: 14, height: 11),
        detailButtonSize: CGSize(width: 22, height: 22), detailDisclosureGap: 10, contentViewGap: 10,
        labelTrailingInset: 2)

    /// iOS 11–12: a 320-pt cell with a disclosure indicator and 16-pt margins prints `<UITableViewCellContentView:
    /// …; frame = (0 0; 286 44)>` holding `<UITableViewLabel: …; frame = (16 0; 269 44)>` (a published dump of
    /// DamnVulnerableIOSApp): the same 8-pt indicator and 10-pt gap (320 − 16 − 8 − 10 = 286), the label 1 pt
    /// before the content view's end. The rest as iOS 7.
    public static let iOS11: CellAccessoryMetrics = {
        var m = iOS7
        m.labelTrailingInset = 1
        return m
    }()

    /// iOS 13 and later. Measured on iOS 26.1 (an inset-grouped 343-pt cell with 16-pt margins, text size
    /// `.large`, published conformance notes of another UIKit re-implementation): the disclosure indicator
    /// (`_UITableCellAccessoryButton`) is 10.5 × 14 at 2× (10.333 × 14 at 3×) at x = 316.5, and the content
    /// view is 316.5 wide: it ends at the accessory, with no gap; a value-1 detail ends 8 pt before the
    /// content view's end. Xcode's canvas agrees: SwiftMessages' `Main.storyboard` saved a 375-pt cell's content
    /// view 348.5 wide beside a disclosure indicator with Xcode 15.3 (375 − 16 − 10.5), 348 with Xcode 11.2 (iOS
    /// 13.2: half a point apart; 10.5 is kept, as two later releases agree). The checkmark (14.5 × 14), the detail
    /// button (22 × 22) and the gap are ours.
    public static let iOS13 = CellAccessoryMetrics(
        disclosureIndicatorSize: CGSize(width: 10.5, height: 14), checkmarkSize: CGSize(width: 14.5, height: 14),
        detailButtonSize: CGSize(width: 22, height: 22), detailDisclosureGap: 10, contentViewGap: 0,
        labelTrailingInset: 8)

    /// The size of the standard accessory of `type` (zero for `.none`).
    public func size(of type: TableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: return .zero
        case .disclosureIndicator: return disclosureIndicatorSize
        case .checkmark: return checkmarkSize
        case .detailButton: return detailButtonSize
        case .detailDisclosureButton:
            return CGSize(width: detailButtonSize.width + detailDisclosureGap + disclosureIndicatorSize.width,
                          height: max(detailButtonSize.height, disclosureIndicatorSize.height))
        }
    }
}
