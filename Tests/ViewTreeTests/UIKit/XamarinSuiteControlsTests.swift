// No `import Foundation`: ViewTreeUIKit re-exports it (see ViewTreeUIKitTests.swift).
import Testing
import ViewTreeUIKit

// What Xamarin's device-run suite (xamarin/xamarin-macios, tests/monotouch-test/UIKit, files N–Z) asserts about
// controls, scroll and table views, text views and fields, snapshots and nibs, through ViewTree's UIKit names.

private let xamarinFrame = CGRect(x: 10, y: 10, width: 100, height: 100)

/// The `InitWithFrame` tests of PageControlTest, ScrollViewTest, SearchBarTest, SegmentedControlTest, SliderTest,
/// TableViewTest, TextFieldTest, TextViewTest, ToolbarTest, NavigationBarTest and TabBarTest: the frame is kept.
@Suite struct XamarinNZInitWithFrameTests {
    /// PageControlTest.InitWithFrame, ScrollViewTest.InitWithFrame, SearchBarTest.InitWithFrame,
    /// SegmentedControlTest.InitWithFrame, SliderTest.InitWithFrame, TableViewTest.InitWithFrame,
    /// TextFieldTest.InitWithFrame, TextViewTest.InitWithFrame, ToolbarTest.InitWithFrame,
    /// NavigationBarTest.InitWithFrame, TabBarTest.InitWithFrame.
    @Test func theseKeepTheWholeFrame() {
        let views: [UIView] = [
            UIPageControl(frame: xamarinFrame), UIScrollView(frame: xamarinFrame), UISearchBar(frame: xamarinFrame),
            UISegmentedControl(frame: xamarinFrame), UISlider(frame: xamarinFrame), UITableView(frame: xamarinFrame),
            UITextField(frame: xamarinFrame), UITextView(frame: xamarinFrame), UIToolbar(frame: xamarinFrame),
            UINavigationBar(frame: xamarinFrame), UITabBar(frame: xamarinFrame),
        ]
        for view in views { #expect(view.frame == xamarinFrame, "\(type(of: view))") }
    }

    /// PickerViewTest.InitWithFrame, ProgressViewTest.InitWithFrame: x, y and width are kept (the height is the
    /// control's).
    @Test func pickerAndProgressKeepOriginAndWidth() {
        for view in [UIPickerView(frame: xamarinFrame), UIProgressView(frame: xamarinFrame)] as [UIView] {
            #expect(view.frame.origin == xamarinFrame.origin && view.frame.width == 100, "\(type(of: view))")
        }
    }

    /// StepperTest.InitWithFrame, SwitchTest.InitWithFrame: the origin is kept (the size is the control's).
    @Test func stepperAndSwitchKeepTheOrigin() {
        #expect(UIStepper(frame: xamarinFrame).frame.origin == xamarinFrame.origin)
        #expect(UISwitch(frame: xamarinFrame).frame.origin == xamarinFrame.origin)
    }

    /// TableViewCellTest.InitWithFrame: a cell puts itself at (0, 0), whatever the frame given, at its own size.
    @Test func aCellIgnoresTheFrame() {
        let cell = UITableViewCell(frame: xamarinFrame)
        #expect(cell.frame.origin == .zero)
        #expect(cell.frame.size == UITableViewCell(style: .default, reuseIdentifier: nil).frame.size)
    }
}

/// Background images of bars and controls: NavigationBarTest, SegmentedControlTest, StepperTest, ToolbarTest.
@Suite struct XamarinNZBackgroundImageTests {
    /// NavigationBarTest.BackgroundImage.
    @Test func navigationBar() {
        let nb = UINavigationBar()
        #expect(nb.backgroundImage(for: .default) == nil)
        nb.setBackgroundImage(nil, for: .default)
        #expect(nb.backgroundImage(for: .default) == nil)
    }

    /// Checks one background-image slot: `nil` until set, `nil` may be set, an image set for `slot` is read back there
    /// and not at `other`.
    private func expectSlot<Slot>(_ slot: Slot, other: Slot, get: (Slot) -> UIImage?, set: (UIImage?, Slot) -> Void,
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(get(slot) == nil, sourceLocation: sourceLocation)
        set(nil, slot)
        let image = UIImage()
        set(image, slot)
        #expect(get(slot) === image && get(other) == nil, sourceLocation: sourceLocation)
    }

    /// SegmentedControlTest.BackgroundImage: by state and metrics (the `.application` state reads nothing).
    @Test func segmentedControl() {
        let sc = UISegmentedControl()
        #expect(sc.backgroundImage(for: .application, barMetrics: .default) == nil)
        sc.setBackgroundImage(nil, for: .application, barMetrics: .default)
        expectSlot(UIBarMetrics.default, other: .compact, get: { sc.backgroundImage(for: .normal, barMetrics: $0) },
                   set: { sc.setBackgroundImage($0, for: .normal, barMetrics: $1) })
    }

    /// StepperTest.BackgroundImage: by state (a state without its own reads `.normal`'s, here none).
    @Test func stepper() {
        let s = UIStepper()
        s.setBackgroundImage(nil, for: .application)
        #expect(s.backgroundImage(for: .application) == nil)
        expectSlot(UIControl.State.highlighted, other: .normal, get: { s.backgroundImage(for: $0) },
                   set: { s.setBackgroundImage($0, for: $1) })
    }

    /// ToolbarTest.BackgroundImage: by position and metrics.
    @Test func toolbar() {
        let tb = UIToolbar()
        #expect(tb.backgroundImage(forToolbarPosition: .any, barMetrics: .default) == nil)
        tb.setBackgroundImage(nil, forToolbarPosition: .any, barMetrics: .default)
        expectSlot(UIBarPosition.bottom, other: .any, get: { tb.backgroundImage(forToolbarPosition: $0, barMetrics: .default) },
                   set: { tb.setBackgroundImage($0, forToolbarPosition: $1, barMetrics: .default) })
    }
}

/// SegmentedControlTest.cs: the constructors and the appearance proxy.
@Suite struct XamarinNZSegmentedControlTests {
    /// SegmentedControlTest.CtorString, CtorNSString, CtorNSArray, CtorObjects, CtorUIImage: one segment per item,
    /// titles and images mixed; none for an empty list.
    @Test func oneSegmentPerItem() {
        #expect(UISegmentedControl(items: ["one", "two"]).numberOfSegments == 2)
        #expect(UISegmentedControl(items: ["NSString"]).numberOfSegments == 1)
        #expect(UISegmentedControl(items: []).numberOfSegments == 0)
        #expect(UISegmentedControl(items: ["string", "NSString", UIImage()]).numberOfSegments == 3)
        #expect(UISegmentedControl(items: [UIImage()]).numberOfSegments == 1)
    }

    /// SegmentedControlTest.Appearance_7: the appearance proxy takes a tint colour.
    @Test func appearanceTakesATint() {
        let world = Simulation()
        world.makeCurrent()
        UISegmentedControl.appearance().tintColor = .blue
        let sc = UISegmentedControl(items: ["a"])
        xamarinNZWindow(world).addSubview(sc)
        #expect(sc.tintColor == .blue)
    }
}

/// SliderTest.cs (Ctor_Default_BackingFields and the Current…Image tests, read through the public properties).
@Suite struct XamarinNZSliderTests {
    /// SliderTest.Ctor_Default_BackingFields: no images by default.
    @Test func noImagesByDefault() {
        let s = UISlider()
        #expect(s.currentThumbImage == nil && s.currentMinimumTrackImage == nil && s.currentMaximumTrackImage == nil)
        #expect(s.minimumValueImage == nil && s.maximumValueImage == nil)
    }

    /// SliderTest.CurrentThumbImage_BackingFields, CurrentMinTrackImage_BackingFields,
    /// CurrentMaxTrackImage_BackingFields: an image set for the normal state is the current one.
    @Test func normalStateImagesAreCurrent() {
        let thumb = UIImage(), minimum = UIImage(), maximum = UIImage()
        let s = UISlider()
        s.setThumbImage(thumb, for: .normal)
        s.setMinimumTrackImage(minimum, for: .normal)
        s.setMaximumTrackImage(maximum, for: .normal)
        #expect(s.currentThumbImage === thumb && s.thumbImage(for: .normal) === thumb)
        #expect(s.currentMinimumTrackImage === minimum && s.minimumTrackImage(for: .normal) === minimum)
        #expect(s.currentMaximumTrackImage === maximum && s.maximumTrackImage(for: .normal) === maximum)
    }
}

/// SearchBarTest.TextInput.
@Suite struct XamarinNZSearchBarTests {
    /// SearchBarTest.TextInput: autocapitalization `.sentences`, autocorrection `.no` (iOS 8 on; 7.1 alone said
    /// `.default`), keyboard and spell checking `.default`; each keeps what is set.
    @Test func textInputTraitDefaults() {
        let sb = UISearchBar()
        #expect(sb.autocapitalizationType == .sentences)
        sb.autocapitalizationType = .allCharacters
        #expect(sb.autocapitalizationType == .allCharacters)
        #expect(sb.autocorrectionType == .no)
        sb.autocorrectionType = .yes
        #expect(sb.autocorrectionType == .yes)
        #expect(sb.keyboardType == .default)
        sb.keyboardType = .emailAddress
        #expect(sb.keyboardType == .emailAddress)
        #expect(sb.spellCheckingType == .default)
    }
}

/// TableViewControllerTest.cs, TextFieldTest.cs, TextViewTest.cs.
@Suite struct XamarinNZTextTests {
    /// TableViewControllerTest.RefreshControl_18744.
    @Test func refreshControlIsKeptAndCleared() {
        let rc = UIRefreshControl()
        let tvc = UITableViewController()
        #expect(tvc.refreshControl == nil)
        tvc.refreshControl = rc
        #expect(tvc.refreshControl === rc)
        tvc.refreshControl = nil
        #expect(tvc.refreshControl == nil)
    }

    /// TextFieldTest.InputAccessoryViewTest.
    @Test func textFieldInputAccessoryView() {
        let tf = UITextField()
        #expect(tf.inputAccessoryView == nil)
        tf.inputAccessoryView = UIView()
        #expect(tf.inputAccessoryView != nil)
        tf.inputAccessoryView = nil
        #expect(tf.inputAccessoryView == nil)
    }

    /// TextFieldTest.EmptySelection: a new field has a selected range (Xcode 9, iOS 11 on; nil before); its typing
    /// attributes are empty (Xcode 13 on, iOS 15) or nil (before Xcode 11, iOS 13), also after setting empty ones.
    @Test(arguments: PlatformProfile.all)
    func textFieldEmptySelection(profile: PlatformProfile) {
        let world = Simulation(profile: profile)
        world.makeCurrent()
        let tf = UITextField()
        let modern = profile.identifier == "ios11" || profile.identifier == "ios13"
        #expect((tf.selectedTextRange != nil) == modern)
        let iOS13 = profile.identifier == "ios13"
        #expect(iOS13 ? tf.typingAttributes?.isEmpty == true : tf.typingAttributes == nil)
        tf.typingAttributes = [:]
        #expect(iOS13 ? tf.typingAttributes?.isEmpty == true : tf.typingAttributes == nil)
    }

    /// TextFieldTest.LeftRight: no side views by default; setting nil is allowed.
    @Test func textFieldSideViews() {
        let tf = UITextField()
        #expect(tf.leftView == nil)
        tf.leftView = nil
        #expect(tf.rightView == nil)
        tf.rightView = nil
        #expect(tf.leftView == nil && tf.rightView == nil)
    }

    /// TextFieldTest.TextInputTraits, TextViewTest.TextInputTraits: every keyboard trait can be read and set back.
    @Test func inputTraitsRoundTrip() {
        let tf = UITextField()
        let tv = UITextView()
        let before = (tf.inputTraits, tv.inputTraits)
        // Each read, then written back (a local in between: Swift refuses assigning a property to itself).
        var capitalization = tf.autocapitalizationType; tf.autocapitalizationType = capitalization
        var correction = tf.autocorrectionType; tf.autocorrectionType = correction
        var automatic = tf.enablesReturnKeyAutomatically; tf.enablesReturnKeyAutomatically = automatic
        var appearance = tf.keyboardAppearance; tf.keyboardAppearance = appearance
        var keyboard = tf.keyboardType; tf.keyboardType = keyboard
        var returnKey = tf.returnKeyType; tf.returnKeyType = returnKey
        var secure = tf.isSecureTextEntry; tf.isSecureTextEntry = secure
        var spelling = tf.spellCheckingType; tf.spellCheckingType = spelling
        capitalization = tv.autocapitalizationType; tv.autocapitalizationType = capitalization
        correction = tv.autocorrectionType; tv.autocorrectionType = correction
        automatic = tv.enablesReturnKeyAutomatically; tv.enablesReturnKeyAutomatically = automatic
        appearance = tv.keyboardAppearance; tv.keyboardAppearance = appearance
        keyboard = tv.keyboardType; tv.keyboardType = keyboard
        returnKey = tv.returnKeyType; tv.returnKeyType = returnKey
        secure = tv.isSecureTextEntry; tv.isSecureTextEntry = secure
        spelling = tv.spellCheckingType; tv.spellCheckingType = spelling
        #expect(!tf.isSecureTextEntry && !tv.isSecureTextEntry)
        #expect(tf.inputTraits == before.0 && tv.inputTraits == before.1)
    }

    /// TextViewTest.EmptySelection: a new text view's selected range is empty.
    @Test func textViewEmptySelection() {
        #expect(UITextView().selectedRange.length == 0)
    }

    /// TextViewTest.NonEmptySelection: `selectAll(_:)` selects the text; typing attributes are there.
    @Test func textViewSelectAll() {
        let world = Simulation()
        let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        xamarinNZWindow(world).addSubview(tv)
        tv.text = "Bla bla bla"
        tv.selectAll(tv)
        #expect(tv.selectedRange.length != 0)
        #expect(tv.typingAttributes[.font] != nil)
    }

    /// TextViewTest.LayoutManager (iOS 7 on): the defaults of a new text view's layout manager.
    @Test func textViewLayoutManagerDefaults() {
        let world = Simulation()
        let tv = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        xamarinNZWindow(world).addSubview(tv)
        let lm = tv.layoutManager
        #expect(lm.allowsNonContiguousLayout)
        #expect(!lm.extraLineFragmentRect.isEmpty)
        #expect(lm.extraLineFragmentTextContainer != nil)
        #expect(!lm.extraLineFragmentUsedRect.isEmpty)
        #expect(lm.firstUnlaidCharacterIndex() == 0)
        #expect(lm.firstUnlaidGlyphIndex() == 0)
        #expect(!lm.hasNonContiguousLayout)
        #expect(lm.hyphenationFactor == 0)
        #expect(lm.numberOfGlyphs == 0)
        #expect(!lm.showsControlCharacters)
        #expect(!lm.showsInvisibleCharacters)
        #expect(lm.textStorage != nil)
        #expect(lm.usesFontLeading)
    }
}

/// NSDiffableDataSourceSnapshotTest.cs, UIListSeparatorConfigurationTest.cs, NibTest.cs.
@Suite struct XamarinNZSnapshotAndListTests {
    /// NSDiffableDataSourceSnapshotTest.ObjectUsageTest: a section with an item counts.
    @Test func snapshotCountsAppendedSectionsAndItems() {
        var diff = NSDiffableDataSourceSnapshot<Int, UUID>()
        diff.appendSections([1])
        diff.appendItems([UUID()], toSection: 1)
        #expect(diff.numberOfSections > 0)
        #expect(diff.numberOfItems(inSection: 1) > 0)
    }

    /// UIListSeparatorConfigurationTest.AutomaticInsetsTest: the automatic insets' leading and trailing are not zero.
    @Test func automaticInsetsAreNotZero() {
        let insets = UIListSeparatorConfiguration.automaticInsets
        #expect(insets.leading != 0 && insets.trailing != 0)
    }

    /// NibTest.FromName_DoesNotExists: a nib of a name no file has is still made (it is read when instantiated).
    @Test func aNibOfAMissingFileIsMade() {
        let nib: UINib? = UINib(nibName: "does-not-exists", bundle: nil)
        #expect(nib != nil)
    }
}
