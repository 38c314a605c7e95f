import Foundation

// Per-box state, flat by slot. After a constant change that moves every view, the marking and the
// placement visit every box; reading their state from one array (instead of each box object, its
// four variable objects and its view's weak reference) is what keeps that linear pass cheap
// (issue #21: a retain, a side-table load and several cache misses per box before).
extension LayoutEngine {
    /// What the marking and the placement keep of the box in one slot (`Box.slot`).
    struct SlotState {
        /// A variable's tag is its box's slot times `componentCount` plus the component (x, y, width,
        /// height of the box; a scroll view's content width and height share `contentComponent`),
        /// so the solver's list of changed variables names box and component without hashing.
        static let componentCount = 8
        static let xComponent = 0
        static let yComponent = 1
        static let widthComponent = 2
        static let heightComponent = 3
        static let contentComponent = 4

        @inline(__always)
        static func tag(_ slot: Int, _ component: Int) -> Int { slot * componentCount + component }

        /// The box's item (for telling a subview found in its superview's list from another).
        let id: ObjectIdentifier
        /// The item is a scroll view (whose content size the marking also compares).
        let isScrollView: Bool
        /// `Box.isLive`, mirrored.
        var isLive = true
        /// The components (bit `component`) written since `solvedFrameCache` was computed (at the
        /// engine's `pixelCacheScale`): the next marking rounds those again and keeps the others'
        /// pixels (a constant change usually moves one component of each box, say `y`). (Beside the
        /// two flags, in what would be padding.)
        var staleComponents: UInt8 = SlotState.allComponents
        static let allComponents: UInt8 = 0b1111
        /// The bits of x and width, and of y and height: a frame's width is rounded from both its
        /// edges (`LayoutEngine.pixelSpan`), so a change to either rounds the axis again.
        static let horizontalComponents: UInt8 = 1 << UInt8(xComponent) | 1 << UInt8(widthComponent)
        static let verticalComponents: UInt8 = 1 << UInt8(yComponent) | 1 << UInt8(heightComponent)
        /// `LayoutEngine.visitMark` when last visited.
        var mark = 0
        /// The solution for the box's variables as of the last marking: every component the
        /// solver changed since, and all of them for a box the marking read in full.
        var x = 0.0, y = 0.0, w = 0.0, h = 0.0
        /// The `Placement.serial` of the placement whose pending list holds the box, if any.
        var pendingSerial = 0
        /// Where the engine last placed the view, and the frame it left there: while
        /// `placedEpoch` is the engine's `placementEpoch`, nothing else changed that frame or moved
        /// the view, so the marking compares the solution with `placedFrame` without loading the view.
        var placedIn: ObjectIdentifier?
        var placedEpoch = -1
        var placedFrame = CGRect.null
        /// The view's index in its superview's `subviews` when it was placed: the placement finds
        /// it there (checked by identity) without loading the box's weak reference.
        var placedIndex = -1
        /// The solved frame as the marking of `solvedAt` (a `markingSerial`) computed it.
        var solvedFrameCache = CGRect.null
        var solvedAt = 0

        init(id: ObjectIdentifier, isScrollView: Bool) {
            self.id = id
            self.isScrollView = isScrollView
        }

        @inline(__always)
        mutating func setValues(_ x: Double, _ y: Double, _ w: Double, _ h: Double) {
            self.x = x
            self.y = y
            self.w = w
            self.h = h
            staleComponents = SlotState.allComponents
        }

        /// Where the engine placed the view, and the frame it left there (one write of the slot).
        @inline(__always)
        mutating func stamp(in superview: ObjectIdentifier, epoch: Int, frame: CGRect, index: Int) {
            placedIn = superview
            placedEpoch = epoch
            placedFrame = frame
            placedIndex = index
        }

        /// Stores one component's new value (content components are not kept here).
        @inline(__always)
        mutating func setComponent(_ component: Int, _ value: Double) {
            switch component {
            case SlotState.xComponent: x = value
            case SlotState.yComponent: y = value
            case SlotState.widthComponent: w = value
            case SlotState.heightComponent: h = value
            default: return
            }
            staleComponents |= 1 << UInt8(component)
        }
    }

    /// Reads every component of `box` from its variables (a box the marking sees whole).
    func loadSlotValues(of box: Box) {
        let x = box.x.value, y = box.y.value, w = box.w.value, h = box.h.value
        slotStates[box.slot].setValues(x, y, w, h)
    }
}
