import Foundation

extension Int {
    /// `value` rounded toward zero as an `Int`, saturating instead of trapping: NaN gives 0, values beyond the
    /// range of `Int` give `Int.max` or `Int.min`. Swift's `Int(_:)` stops the process on such values; a count
    /// computed from hostile geometry (a 1e300-pt frame, an arc of 1e300 radians) must not. For this package's
    /// modules only.
    package init(saturating value: CGFloat) {
        if value.isNaN {
            self = 0
        } else if value >= CGFloat(Int.max) {
            self = .max
        } else if value <= CGFloat(Int.min) {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
