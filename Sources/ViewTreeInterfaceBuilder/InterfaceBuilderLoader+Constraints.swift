import Foundation
import ViewTree

extension InterfaceBuilderLoader {
    /// UIKit's default `layoutMargins` of a view: 8 on every side (`UIView.layoutMargins` documentation).
    static let defaultLayoutMargin: CGFloat = 8
    /// The system minimum horizontal layout margins of a view controller's root view: 16 pt on iPhones
    /// narrower than 414 pt, 20 pt on wider screens (`systemMinimumLayoutMargins`, WWDC 2017 "Updating
    /// Your App for iOS 11"; iOS 8–10 used the same values for root views).
    static func rootHorizontalMargin(width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }

    /// The side margins of a view controller's root view on Xcode 7's "w Any h Any" canvas
    /// (`InterfaceBuilderDocument.hasAnyWidthCanvas`), whatever the root's width: a width class that is not compact gets
    /// the regular 20 pt (iOS 8–10 "vary the left/right margins depending on the size class (16 points for compact width
    /// and 20 points for regular)", Use Your Loaf, "Changing Root View Layout Margins"). Files Xcode 7.2 saved without
    /// markers: Skyscanner/SkyFloatingLabelTextField's example `Main.storyboard` (a 400 × 600 freeform root: labels on its
    /// leading and trailing margins saved at x = 20, 360 wide; a view at the margins + 50 at x = 70, 260 wide) and
    /// BenjaminCorey/Tipper's (600 × 600: views at the margins − 20 at x = 0). The width rule gave the 400-pt root 16.
    static let anyWidthRootHorizontalMargin: CGFloat = 20

    /// The side margins of a view controller's root view on Xcode 6's canvas (tools below
    /// `InterfaceBuilderDocument.retinaCanvasToolsVersion`), whatever the root's width: 16 pt. kharrison/CodeExamples'
    /// `AnimatedConstraints/AnimatedConstraints/Base.lproj/Main.storyboard` @4d2d464c (Xcode 6, tools 7706, a 600 × 600
    /// root without a device, no markers) saves a label and a view on the root's leading margin at x = 16 and a view on
    /// its trailing margin ending at 584; the width rule gave the 600-pt root 20 (three false warnings). Xcode 7's
    /// "w Any" canvas gives 20 (`anyWidthRootHorizontalMargin`). Only this file, a 600-pt root: an Xcode 6 iPad
    /// document (a 768-pt root with a device) is **ours**.
    static let xcode6RootHorizontalMargin: CGFloat = 16

    /// The system minimum vertical layout margin of a view controller's root view since iOS 11: 0 pt
    /// inside the safe area (`systemMinimumLayoutMargins` is (0, 16, 0, 16) on iPhones; WWDC 2017
    /// "Updating Your App for iOS 11"). Before safe areas too, from the root's edges: BenjaminCorey/Tipper's
    /// Xcode 7.2 `Main.storyboard` saves a view pinned to the root's `topMargin` at y = 0.
    static let rootVerticalMargin: CGFloat = 0

    // MARK: Layout guides

    /// Safe areas as guides pinned inside their views (insets computed from the root's and the view's
    /// frame in the file), scroll views' content and frame guides, and the legacy top and bottom layout
    /// guides of a view controller.
    func resolveGuides() {
        for pending in pendingGuides {
            let element = pending.element
            let owner = pending.owner
            var guide: LayoutGuide?
            if element.name == "viewControllerLayoutGuide" {
                guide = legacyGuide(element, in: owner, insets: pending.context.insets)
            } else if let scroll = owner as? ScrollView, element.key == "contentLayoutGuide" {
                guide = scroll.contentLayoutGuide
            } else if let scroll = owner as? ScrollView, element.key == "frameLayoutGuide" {
                guide = scroll.frameLayoutGuide
            } else {
                var insets = element.key == "safeArea" ? safeAreaInsets(of: pending) : .zero
                if element.key == "safeArea", owner is ScrollView {
                    insets = scrollViewSafeAreaInsets(insets, of: owner, context: pending.context)
                }
                guide = pinnedGuide(in: owner, insets: insets, identifier: element.key ?? "guide")
            }
            if let guide, let id = element.id { result.objects[id] = guide }
        }
    }

    private func safeAreaInsets(of pending: PendingGuide) -> EdgeInsets {
        Self.safeAreaOverlap(of: pending.frameInRoot, root: pending.root, insets: pending.context.insets)
    }

    /// What of a root's safe-area `insets` a frame (in the root's coordinates) reaches into, edge by edge: the view's
    /// safe-area insets (UIView `safeAreaInsets`: "the portion of the view not covered by" bars and the screen's edges).
    static func safeAreaOverlap(of f: CGRect, root: CGRect, insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: max(0, insets.top - f.minY),
                   left: max(0, insets.left - f.minX),
                   bottom: max(0, f.maxY - (root.height - insets.bottom)),
                   right: max(0, f.maxX - (root.width - insets.right)))
    }

    /// A scroll view's safe area on the canvas, in its content's coordinates. In a navigation stack a scroll view
    /// (`contentInsetAdjustmentBehavior` automatic, the default) takes the bars and the status bar into its adjusted
    /// content inset and rests scrolled back by it, so its safe-area guide starts at the content's origin and ends that
    /// much sooner: top inset 0, bottom inset top + bottom. kharrison/CodeExamples' `ScrollGuide-IB` storyboard (Xcode
    /// 11, iPhone 8, a navigation controller's root): a button 8 pt below the scroll view's safe area saved at y = 8, not
    /// 72 (at run time `adjustedContentInset.top` is 64 and `contentOffset.y` −64). One file: outside a navigation
    /// stack (UIKit's `.scrollableAxes`, which depends on the content size) the insets are left as they are (**ours**).
    private func scrollViewSafeAreaInsets(_ insets: EdgeInsets, of scroll: View, context: RootContext) -> EdgeInsets {
        guard options.designTime, context.isInNavigationStack, !unadjustedScrollViews.contains(ObjectIdentifier(scroll)) else { return insets }
        return EdgeInsets(top: 0, left: insets.left, bottom: insets.top + insets.bottom, right: insets.right)
    }

    private func pinnedGuide(in owner: View, insets: EdgeInsets, identifier: String) -> LayoutGuide {
        let guide = LayoutGuide()
        guide.identifier = identifier
        owner.addLayoutGuide(guide)
        guideConstraints.append((owner, [
            guide.leadingAnchor.constraint(equalTo: owner.leadingAnchor, constant: insets.left),
            owner.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: insets.right),
            guide.topAnchor.constraint(equalTo: owner.topAnchor, constant: insets.top),
            owner.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: insets.bottom),
        ]))
        return guide
    }

    /// `topLayoutGuide` spans the bars above the content; `bottomLayoutGuide` the bars below.
    private func legacyGuide(_ element: InterfaceBuilderElement, in owner: View, insets: EdgeInsets) -> LayoutGuide {
        let guide = LayoutGuide()
        let isTop = element["type"] == "top"
        guide.identifier = isTop ? "topLayoutGuide" : "bottomLayoutGuide"
        owner.addLayoutGuide(guide)
        var constraints = [guide.leadingAnchor.constraint(equalTo: owner.leadingAnchor),
                           guide.trailingAnchor.constraint(equalTo: owner.trailingAnchor)]
        if isTop {
            constraints += [guide.topAnchor.constraint(equalTo: owner.topAnchor), guide.heightAnchor.constraint(equalToConstant: insets.top)]
        } else {
            constraints += [owner.bottomAnchor.constraint(equalTo: guide.bottomAnchor), guide.heightAnchor.constraint(equalToConstant: insets.bottom)]
        }
        if !options.designTime {
            // At run time the nib's guide is a hidden `_UILayoutGuide` view, appended after the file's
            // subviews (see `_UILayoutGuide`); the canvas has none.
            let (view, pins) = _UILayoutGuide.make(following: guide, in: owner)
            owner.addSubview(view)
            constraints += pins
        }
        guideConstraints.append((owner, constraints))
        return guide
    }

    // MARK: Constraints

    /// Makes and adds every `<constraint>`, after all views and guides exist.
    ///
    /// On the canvas the deepest holders' constraints go first and each holder's in reverse file order:
    /// when required constraints conflict, the engine breaks the last one it is given, and this order
    /// breaks the one Interface Builder breaks (an ancestor's, the first in the file) on the files
    /// collected in the tests.
    func resolveConstraints() {
        var ordered = pendingConstraints
        if options.designTime {
            let depths = ordered.map { depth(of: $0.holder) }
            ordered = ordered.indices.sorted { a, b in depths[a] != depths[b] ? depths[a] > depths[b] : a > b }.map { ordered[$0] }
        }
        var guidesAdded = Set<ObjectIdentifier>()
        func addGuideConstraints(of owner: View) {
            guard guidesAdded.insert(ObjectIdentifier(owner)).inserted else { return }
            for (guideOwner, constraints) in guideConstraints where guideOwner === owner { owner.addConstraints(constraints) }
        }
        for (holder, element) in ordered {
            // A holder's guides are placed before its own constraints use them.
            addGuideConstraints(of: holder)
            if element.bool("placeholder") == true && !options.designTime { continue }
            guard let constraint = makeConstraint(element, holder: holder) else { continue }
            let items = [constraint.firstItem, constraint.secondItem].compactMap { $0?.layoutOwningView }
            if items.contains(where: { frozenViews.contains(ObjectIdentifier($0)) }) { continue }
            if let id = element.id { result.objects[id] = constraint }
            holder.addConstraint(constraint)
        }
        for (owner, _) in guideConstraints { addGuideConstraints(of: owner) }
        guideConstraints.removeAll()
    }

    private func depth(of view: View) -> Int {
        var depth = 0
        var current = view.superview
        while let v = current { depth += 1; current = v.superview }
        return depth
    }

    /// Why a constraint's item id names nothing a constraint can hold: another constraint, or nothing in the file.
    private func missingItem(_ id: String) -> String {
        pendingConstraintIDs.contains(id) ? "\(id) is a constraint, not a view or a layout guide" : "\(id) is not in the file"
    }

    private func item(_ id: String?, holder: View) -> LayoutItem? {
        guard let id else { return holder }
        return layoutItem(id)
    }

    /// Views and guides by id, without a dynamic cast to the protocol.
    private func layoutItem(_ id: String) -> LayoutItem? {
        switch result.objects[id] {
        case let view as View: view
        case let guide as LayoutGuide: guide
        default: nil
        }
    }

    private func makeConstraint(_ element: InterfaceBuilderElement, holder: View) -> LayoutConstraint? {
        // A constraint between views the canvas's size classes leave out is not installed either.
        if variations.excludes(element["firstItem"]) || variations.excludes(element["secondItem"]) { return nil }
        guard let first = item(element["firstItem"], holder: holder) else {
            result.report.add(.skippedConstraint, element, "first item \(missingItem(element["firstItem"] ?? ""))")
            return nil
        }
        let second: LayoutItem?
        if let secondID = element["secondItem"] {
            guard let found = layoutItem(secondID) else {
                result.report.add(.skippedConstraint, element, "second item \(missingItem(secondID))")
                return nil
            }
            second = found
        } else if let secondName = element["secondAttribute"] {
            // Xcode writes a second attribute only with its item; without one the constraint means nothing.
            result.report.add(.skippedConstraint, element, "second attribute \(secondName) has no second item")
            return nil
        } else {
            second = nil
        }
        guard let (firstAttribute, firstOffset) = attribute(element["firstAttribute"], of: first) else {
            result.report.add(.skippedConstraint, element, "attribute \(element["firstAttribute"] ?? "(none)") is not modelled")
            return nil
        }
        var secondAttribute = LayoutAttribute.notAnAttribute
        var secondOffset: CGFloat = 0
        if let second {
            guard let (attr, offset) = attribute(element["secondAttribute"], of: second) else {
                result.report.add(.skippedConstraint, element, "attribute \(element["secondAttribute"] ?? "(none)") is not modelled")
                return nil
            }
            secondAttribute = attr
            secondOffset = offset
        }
        let relation: LayoutRelation = switch element["relation"] {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
        // `<variation key="widthClass=regular" constant="30"/>`: the size classes' values.
        let multiplierText = variations.value("multiplier", of: element)
        guard let multiplier = InterfaceBuilderValues.multiplier(multiplierText) else {
            result.report.add(.skippedConstraint, element, "multiplier \"\(multiplierText ?? "")\" is not a number or a ratio with a non-zero denominator")
            return nil
        }
        // UIKit refuses a constraint whose constant is not finite (NSLayoutConstraint raises); so does the loader, with a line.
        var fileConstant: CGFloat?
        if let constantText = variations.value("constant", of: element) {
            guard let value = Double(constantText), value.isFinite else {
                result.report.add(.skippedConstraint, element, "constant \"\(constantText)\" is not a finite number")
                return nil
            }
            fileConstant = CGFloat(value)
        }
        // UIKit's nib loading makes constraints with the initializer that raises on these terms (a location equal to a
        // constant, through a multiplier of 0 or no second item; leading against left): the loader refuses them with its words.
        if let refusal = LayoutConstraint.refusal(of: firstAttribute, to: second == nil ? nil : secondAttribute, multiplier: multiplier) {
            result.report.add(.skippedConstraint, element, refusal)
            return nil
        }
        // first + firstOffset  ~  multiplier × (second + secondOffset) + constant
        let constant = (fileConstant ?? 0) + multiplier * secondOffset - firstOffset
        let constraint = LayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                                          attribute: secondAttribute, multiplier: multiplier, constant: constant)
        if let text = variations.value("priority", of: element) {
            if let value = Double(text), value >= 1, value <= 1000 {
                constraint.priority = LayoutPriority(Float(value))
            } else {
                // Interface Builder's priorities are 1…1000 (UIKit raises for others): the constraint stays required.
                result.report.add(.unmodelledContent, element, "priority \"\(text)\" is not a number in 1…1000; the constraint is required")
            }
        }
        constraint.identifier = element["identifier"]
        return constraint
    }

    /// An attribute name as ViewTree's attribute plus a constant offset: margins are the edge moved
    /// inwards by the item's layout margin, baselines the top or bottom moved by the item's font metrics.
    private func attribute(_ name: String?, of item: LayoutItem) -> (LayoutAttribute, CGFloat)? {
        guard let name else { return nil }
        if let attribute = Self.plainAttributes[name] { return (attribute, 0) }
        let margins = margins(of: item)
        switch name {
        case "leadingMargin", "leftMargin": return (.leading, margins.left)
        case "trailingMargin", "rightMargin": return (.trailing, -margins.right)
        case "topMargin": return (.top, margins.top)
        case "bottomMargin": return (.bottom, -margins.bottom)
        case "centerXWithinMargins": return (.centerX, (margins.left - margins.right) / 2)
        case "centerYWithinMargins": return (.centerY, (margins.top - margins.bottom) / 2)
        case "baseline", "lastBaseline": return (.bottom, descender(of: item))
        case "firstBaseline": return (.top, ascender(of: item))
        default: return nil
        }
    }

    /// The attributes that are ViewTree's own, by Interface Builder's name.
    static let plainAttributes: [String: LayoutAttribute] = [
        "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
    ]

    /// A view's layout margins on the canvas: its own (`ownMargins(of:)`), and where it preserves its superview's
    /// margins, on each edge at least what of the superview's margins reaches into it (`preservesSuperviewLayoutMargins`:
    /// "the superview's margins are also used … if the superview's margins overlap this view's", UIView documentation;
    /// kharrison/CodeExamples' `Margins.storyboard`, Xcode 10.2, iPhone 8: a view with 8-pt margins preserving those of a
    /// root view with 16-pt side margins has its content saved at x = 16).
    func margins(of item: LayoutItem) -> EdgeInsets {
        guard let view = item as? View else { return .zero }
        let own = ownMargins(of: view)
        guard preservingMarginViews.contains(ObjectIdentifier(view)), let superview = view.superview else { return own }
        let outer = margins(of: superview)
        let b = superview.bounds, f = view.frame
        // A scroll view that a navigation stack scrolls back under its bars (`scrollViewSafeAreaInsets`) shows its content
        // that much lower, so its margins reach that much less far into it: kharrison/CodeExamples' `AdaptType` (Xcode
        // 10.1, a navigation root with 20-pt margins, 64 + 20 inside its safe area) saves a stack preserving the margins
        // of a full-screen scroll view preserving the root's with its switch at y = 20, not 84.
        let scrolledBack = scrollViewsInNavigationStacks.contains(ObjectIdentifier(superview))
            && !unadjustedScrollViews.contains(ObjectIdentifier(superview)) ? safeAreaOverlaps[ObjectIdentifier(superview)]?.top ?? 0 : 0
        return EdgeInsets(top: max(own.top, outer.top - (f.minY - b.minY) - scrolledBack), left: max(own.left, outer.left - (f.minX - b.minX)),
                          bottom: max(own.bottom, outer.bottom - (b.maxY - f.maxY)), right: max(own.right, outer.right - (b.maxX - f.maxX)))
    }

    /// A view's own layout margins, inset from its safe area since Xcode 9 (UIView `insetsLayoutMarginsFromSafeArea`,
    /// true by default: "margins that are outside the safe area are adjusted to be within the safe area"): the margins
    /// are measured from the safe area's edges, so a view reaching `safeAreaOverlaps` into the bars or the sensor housing
    /// has that much more. keithharrison's Modern Auto Layout exercises as icerbox/ModernAutoLayout keeps them (Xcode 13.2,
    /// iPhone 11, no markers): `StackProfile-v1`'s root view with 20-pt directional margins under a navigation bar holds
    /// a stack on its top margin saved at y = 108 (88 + 20); `ScrollView-v1`'s container view at y = 20 in a full-screen
    /// scroll view (24 pt under the 44-pt status bar) holds a label on its top margin saved at y = 32 (24 + 8). Views
    /// in table and collection views, and in a scroll view that a navigation stack scrolls back under its bars
    /// (`scrollViewSafeAreaInsets`), are left out (**ours**: no file).
    private func ownMargins(of view: View) -> EdgeInsets {
        let margins = unsafeAreaMargins(of: view)
        let id = ObjectIdentifier(view)
        guard !marginsOutsideSafeArea.contains(id), document.toolsVersion >= Self.safeAreaToolsVersion else { return margins }
        if layoutMargins[id] != nil, let insets = rootInsets[id] {
            return EdgeInsets(top: margins.top + insets.top, left: margins.left + insets.left,
                              bottom: margins.bottom + insets.bottom, right: margins.right + insets.right)
        }
        guard let overlap = safeAreaOverlaps[id], !isScrolledBackOrReused(view) else { return margins }
        return EdgeInsets(top: margins.top + overlap.top, left: margins.left + overlap.left,
                          bottom: margins.bottom + overlap.bottom, right: margins.right + overlap.right)
    }

    /// Whether a view is inside a table or collection view, or inside a scroll view whose content a navigation stack
    /// rests scrolled back under its bars: its saved frame does not say what of the bars it lies under.
    private func isScrolledBackOrReused(_ view: View) -> Bool {
        var ancestor = view.superview
        while let current = ancestor {
            if current is TableView || current is CollectionView { return true }
            if scrollViewsInNavigationStacks.contains(ObjectIdentifier(current)),
               !unadjustedScrollViews.contains(ObjectIdentifier(current)) { return true }
            ancestor = current.superview
        }
        return false
    }

    /// The margins a view has before its safe area is taken into account (a root view's defaults already include it).
    private func unsafeAreaMargins(of view: View) -> EdgeInsets {
        if let custom = layoutMargins[ObjectIdentifier(view)] {
            // iOS 11: a root view's margins are never smaller than the system minimum, whatever was set
            // (`viewRespectsSystemMinimumLayoutMargins`, true by default; `View.ownLayoutMargins` in the core).
            // NSHipster/UITableViewHeaderFooterView-Demo's `SectionHeaderView.xib` (Xcode 10.2, iPhone XR, no markers):
            // a 414 × 50 top-level view with 8-pt directional margins holds a label on its leading margin saved at
            // x = 20 and on its top margin at y = 8, an image on its trailing margin ending at 394.
            guard rootInsets[ObjectIdentifier(view)] != nil, document.toolsVersion >= Self.safeAreaToolsVersion else { return custom }
            let side = rootSideMargin(of: view)
            return EdgeInsets(top: max(custom.top, Self.rootVerticalMargin), left: max(custom.left, side),
                              bottom: max(custom.bottom, Self.rootVerticalMargin), right: max(custom.right, side))
        }
        let m = Self.defaultLayoutMargin
        if let insets = rootInsets[ObjectIdentifier(view)] {
            let horizontal = rootSideMargin(of: view)
            guard document.toolsVersion >= Self.safeAreaToolsVersion else {
                return EdgeInsets(top: Self.rootVerticalMargin, left: horizontal, bottom: Self.rootVerticalMargin, right: horizontal)
            }
            // iOS 11: a root view's margins are the system minimum (0 pt above and below) inside its safe area.
            return EdgeInsets(top: insets.top + Self.rootVerticalMargin, left: insets.left + horizontal,
                              bottom: insets.bottom + Self.rootVerticalMargin, right: insets.right + horizontal)
        }
        if cellContentViews.contains(ObjectIdentifier(view)), document.toolsVersion >= Self.cellContentMarginsToolsVersion {
            // The cell's own width, not the device's: a content view fills its cell (the superview).
            let side = Self.cellSideMargin(cellWidth: view.superview?.bounds.width ?? view.bounds.width)
            // Beside an accessory the content view ends where the accessory's room begins, with a narrower margin.
            let besideAccessory = document.toolsVersion >= InterfaceBuilderChecker.iOS13CanvasToolsVersion
                && (view.superview as? TableViewCell).map { $0.accessoryType != .none || $0.accessoryView != nil } == true
            let trailing = besideAccessory ? Self.cellContentTrailingMarginBesideAccessory : side
            return EdgeInsets(top: Self.cellContentVerticalMargin, left: side, bottom: Self.cellContentVerticalMargin, right: trailing)
        }
        if cells.contains(ObjectIdentifier(view)), document.toolsVersion >= Self.cellSideMarginsToolsVersion {
            let side = Self.cellSideMargin(cellWidth: view.bounds.width)
            return EdgeInsets(top: m, left: side, bottom: m, right: side)
        }
        return EdgeInsets(top: m, left: m, bottom: m, right: m)
    }

    /// The side margins of a root view on this document's canvas: Xcode 7's "w Any" canvas, Xcode 6's, or the device's
    /// width (`rootHorizontalMargin(width:)`). A scene that simulates a screen size (`screenSizedRoots`) is on that
    /// screen, not on the "w Any" canvas: CynthiaStrickland/SizeClassCyn's `SizeClassCyn/Base.lproj/Main.storyboard`
    /// @7961ed2c (Xcode 7.2, no device, a navigation root simulating an iPhone 4.7", unmarked) saves an image view 4 pt
    /// inside the root's leading margin at x = 20: the 375-pt phone's 16-pt margin (the "w Any" 20 put it at 24).
    private func rootSideMargin(of view: View) -> CGFloat {
        document.hasAnyWidthCanvas && !screenSizedRoots.contains(ObjectIdentifier(view)) ? Self.anyWidthRootHorizontalMargin
            : document.toolsVersion < InterfaceBuilderDocument.retinaCanvasToolsVersion ? Self.xcode6RootHorizontalMargin
            : Self.rootHorizontalMargin(width: view.bounds.width)
    }

    /// The side margin of a table view cell and its content view on the canvas: 16 pt, or 20 pt when the **cell** is at
    /// least `cellWideMarginMinimumWidth` wide, whatever the device. A free-standing xib cell is laid out at its own
    /// width, so its width, not the screen's, decides (a prototype in a table is as wide as the table). Files Xcode saved
    /// without markers: pocket-casts-ios' `TimeStepperCell.xib` (Xcode 13.3, a 320-pt cell on a 414-pt iPhone 11: an
    /// image view at the content view's leading margin saved at x = 16), nRF Toolbox's `FindMeTableViewCell.xib` (Xcode
    /// 11, a 412-pt cell on the same device: leading margin + 16 saved at x = 36) and `StepperTableViewCell.xib` (a
    /// 438-pt cell: x = 20), element-ios' `RoomTableViewCell.xib` (tools 14113, a 600-pt cell on a 375-pt iPhone 8:
    /// leading margin + 6 saved at x = 26); cells as wide as a 375-pt device keep 16.
    static func cellSideMargin(cellWidth: CGFloat) -> CGFloat { cellWidth >= cellWideMarginMinimumWidth ? 20 : 16 }

    /// The narrowest cell with 20-pt side margins: the files put it above 375 pt and at most 412 pt; 400 is **ours**.
    static let cellWideMarginMinimumWidth: CGFloat = 400

    /// Since Xcode 9 (iOS 11) a table view cell's own side margins are the system's 16 pt (20 on cells 400 pt and wider:
    /// `cellSideMargin`); its content view uses them when it preserves its superview's margins (Xcode 9.3+ gives the
    /// content view those margins itself: `cellContentVerticalMargin`). WordPress-iOS's `QuickStartChecklistCell.xib` (Xcode 10.1,
    /// iPhone 8, cell and content view preserving): a label at the content view's leading margin + 48 saved at x = 64,
    /// a view at its trailing margin ending at 359 of 375. The Xcode 9 threshold is **ours** (iOS 11's margins).
    static let cellSideMarginsToolsVersion = safeAreaToolsVersion

    /// A table view cell's content view margins on the canvas since Xcode 9.3: 11 pt above and below, and
    /// `cellSideMargin` (16, or 20 in cells 400 pt and wider) at the sides, UIKit's `contentView.layoutMargins` on iOS 11+
    /// (home-assistant's `ClientEvents.storyboard`, Xcode 12, iPhone 8: a stack pinned to the content view's top
    /// and leading margins saved at (16, 11); element-ios' `RoomTableViewCell.xib`, tools 14113 (Xcode 9.3): an image
    /// view at the top margin + 34 saved at y = 45, views at the leading margin + 6 at x = 26 in its 600-pt cell; nRF
    /// Toolbox's `StepperTableViewCell.xib`, tools 14868 (Xcode 11.0): a stack on all four margins saved at (20, 11)).
    /// Xcode 9.0's canvas still used 8 (IBLinter's `TableViewCell.xib`, tools 13196: a label at the top margin + 1
    /// saved at y = 9), so the threshold lies between 13196 and 14113; 14000 is **ours** (it was 15000, Xcode 11,
    /// before the eighth probe found the Xcode 9.3 file).
    static let cellContentVerticalMargin: CGFloat = 11
    /// See `cellContentVerticalMargin`.
    static let cellContentMarginsToolsVersion = 14000

    /// The trailing margin of a table view cell's content view on Xcode 11+'s canvas (iOS 13's UIKit:
    /// `InterfaceBuilderChecker.iOS13CanvasToolsVersion`) when the cell shows an accessory (`accessoryType`, or an
    /// accessory view): 8 pt, not the cell's side margin. Files saved without markers: nRF Blinky's `Main.storyboard`
    /// (Xcode 11.4, iPhone X: a disclosure-indicator prototype whose 348-pt content view holds an image view pinned to
    /// its trailing margin, saved ending at x = 340), and the built-in title labels of styled cells, which UIKit lays
    /// out inside the content view's margins: Alamofire's example `Main.storyboard` (Xcode 11.6, iPhone X: beside a disclosure indicator a
    /// 348-pt content view's label saved at x = 16, 324 wide, ending 8 pt short; without an accessory 16 pt short) and
    /// NetNewsWire's `Settings.storyboard` (Xcode 11.2, iPhone 11: a 383-pt content view's label at x = 20, 355 wide).
    /// UIKit documents no value: 8 is what the files show; every file is Xcode 11's, so older canvases keep the side
    /// margin (**ours**).
    static let cellContentTrailingMarginBesideAccessory: CGFloat = 8

    private func font(of item: LayoutItem) -> Font {
        (item as? Label)?.font ?? (item as? Button)?.titleLabel?.font ?? Font.systemFont(ofSize: Font.labelDefaultPointSize)
    }

    /// How far a button's title line sits inside its frame: UIKit centres the title label vertically
    /// (`contentVerticalAlignment` center, the default), so a 33-pt button's 17-pt title line is about 6 pt
    /// inside its top and bottom; 0 for other views, whose text fills them.
    private func titleInset(of item: LayoutItem) -> CGFloat {
        guard let button = item as? Button else { return 0 }
        return max(0, (button.frame.height - font(of: item).lineHeight) / 2)
    }

    /// The last baseline sits `descender` above the bottom (a negative offset from the bottom); a button's,
    /// above its centred title line's bottom; a view without text has it on its bottom edge.
    private func descender(of item: LayoutItem) -> CGFloat {
        hasNoText(item) ? 0 : font(of: item).descender - titleInset(of: item)
    }

    /// The first baseline sits `ascender` below the top (a button's, below its centred title line's top); a view
    /// without text has it on its top edge.
    private func ascender(of item: LayoutItem) -> CGFloat {
        hasNoText(item) ? 0 : font(of: item).ascender + titleInset(of: item)
    }

    /// Whether `item` is a view whose baselines are its edges, as UIView's are (its `_firstBaselineOffsetFromTop` and
    /// `_baselineOffsetFromBottom` answer 0; Apple's `forFirstBaselineLayout`: "If that view does not have a baseline,
    /// Auto Layout uses the view's top edge"): not a label, button, text field or text view, nor a stack view (whose
    /// baseline views are not modelled here: it keeps the system font's metrics, as before). NSHipster's
    /// `SectionHeaderView.xib` (Xcode 10.2) has an image view's baseline 11.5 pt below a 15-pt label's first baseline and
    /// saves it at y = 10: its bottom on that line (9.78 to the pixel), not 4.1 pt above it as a 17-pt descender puts it.
    private func hasNoText(_ item: LayoutItem) -> Bool {
        guard let view = item as? View else { return false }
        return !(view is Label || view is Button || view is TextField || view is TextView || view is StackView)
    }
}
