// No `import Foundation`: ViewTreeUIKit re-exports it.
import Testing
import ViewTreeTesting
import ViewTreeUIKit

// Xamarin's `xamarin/xamarin-macios` runs `tests/monotouch-test/UIKit/*.cs` on devices and simulators, so its
// assertions record real UIKit. Each test here cites the Xamarin file and test method it checks (files A–L); the rows
// are listed in Docs/Fidelity.md, "Behaviours checked against Xamarin's device-run suite (A–L)".

private let sampleFrame = CGRect(x: 10, y: 10, width: 100, height: 100)

/// `AccessibilityTest.cs`.
@Suite struct XamarinSuiteAccessibilityTests {
    /// `RequestGuidedAccessSession`: a device that is not supervised refuses the session.
    @Test func guidedAccessSessionIsRefused() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        var answers: [Bool] = []
        UIAccessibility.requestGuidedAccessSession(enabled: true) { answers.append($0) }
        UIAccessibility.requestGuidedAccessSession(enabled: false) { answers.append($0) }
        t.run(for: 0.1)
        #expect(answers == [false, false])
    }
}

/// `ActivityIndicatorViewTest.cs`, `ButtonTest.cs`, `ControlTest.cs`, `ImageViewTest.cs`, `LabelTest.cs` and
/// `DatePickerTest.cs`: `init(frame:)`.
@Suite struct XamarinSuiteInitWithFrameTests {
    /// `InitWithFrame` in each file: the frame is kept.
    @Test func initWithFrameKeepsTheFrame() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        #expect(UIActivityIndicatorView(frame: sampleFrame).frame == sampleFrame)
        #expect(UIButton(frame: sampleFrame).frame == sampleFrame)
        #expect(UIControl(frame: sampleFrame).frame == sampleFrame)
        #expect(UIImageView(frame: sampleFrame).frame == sampleFrame)
        #expect(UILabel(frame: sampleFrame).frame == sampleFrame)
    }

    /// `DatePickerTest.InitWithFrame`: the origin is kept (the size is the picker's).
    @Test func datePickerKeepsTheOrigin() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        let picker = UIDatePicker(frame: sampleFrame)
        #expect(picker.frame.origin == sampleFrame.origin)
    }
}

/// `AppearanceTest.cs`.
@Suite struct XamarinSuiteAppearanceTests {
    /// `Equality`, `Inequality`: one proxy per class.
    @Test func proxiesOfOneClassAreOneObject() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        #expect(UITableView.appearance() === UITableView.appearance())
        #expect(UITableView.appearance() !== UILabel.appearance())
    }

    /// `Appearance`, `AppearanceWhenContainedIn`: a proxy's `textColor` reads `nil` until set, a set colour is
    /// read back, other proxies keep theirs, and `nil` clears it.
    @Test func labelProxyTextColorIsNilUntilSetAndClears() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        #expect(UILabel.appearance().textColor == nil)
        UILabel.appearance().textColor = .red
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        UILabel.appearance().textColor.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect((r, g, b, a) == (1, 0, 0, 1))
        #expect(UILabel.appearance(whenContainedInInstancesOf: [UITextField.self]).textColor == nil)
        UILabel.appearance().textColor = nil
        #expect(UILabel.appearance().textColor == nil)

        UILabel.appearance(whenContainedInInstancesOf: [UITextField.self]).textColor = .blue
        #expect(UILabel.appearance(whenContainedInInstancesOf: [UITextField.self]).textColor == .blue)
        #expect(UILabel.appearance().textColor == nil)
        UILabel.appearance(whenContainedInInstancesOf: [UITextField.self]).textColor = nil
        #expect(UILabel.appearance(whenContainedInInstancesOf: [UITextField.self]).textColor == nil)
    }

    /// The proxy's `nil` is the proxy's alone: a label in a window still reads black; a proxy that set no colour
    /// carries none over a broader proxy's; a label that chose black itself keeps it.
    @Test func proxiesCarryOnlyTheColourSetOnThem() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        _ = UILabel.appearance(whenContainedInInstancesOf: [UITextField.self])
        let plain = UILabel()
        t.window.addSubview(plain)
        #expect(plain.textColor == .black)
        UILabel.appearance().textColor = .red
        UILabel.appearance(whenContainedInInstancesOf: [UITextField.self]).font = UIFont.systemFont(ofSize: 22)
        let field = UITextField(), inField = UILabel(), chosen = UILabel()
        chosen.textColor = .black
        field.addSubview(inField)
        t.window.addSubview(field)
        t.window.addSubview(chosen)
        #expect(inField.textColor == .red && inField.font.pointSize == 22)
        #expect(chosen.textColor == .black)
    }
}

/// `BarButtonItemTest.cs`.
@Suite struct XamarinSuiteBarButtonItemTests {
    /// `InitWithImage`: no target; the image kept; `nil` allowed.
    @Test func initWithImage() {
        let image = UIImage()
        let item = UIBarButtonItem(image: image, style: .bordered, target: nil, action: nil)
        #expect(item.target == nil && item.image === image)
        item.image = nil
        #expect(item.image == nil)
        #expect(UIBarButtonItem(image: nil, style: .bordered, target: nil, action: nil).image == nil)
    }

    /// `InitWithImage2`: `init(image:landscapeImagePhone:style:target:action:)`.
    @Test func initWithImageAndLandscapeImage() {
        let image = UIImage()
        let item = UIBarButtonItem(image: image, landscapeImagePhone: image, style: .bordered, target: nil, action: nil)
        #expect(item.target == nil && item.image === image && item.landscapeImagePhone === image)
        item.image = nil
        #expect(item.image == nil)
        #expect(UIBarButtonItem(image: nil, landscapeImagePhone: nil, style: .bordered, target: nil, action: nil).image == nil)
    }

    /// `InitWithText`, `CustomView_Null`, `TintColor_Null`.
    @Test func titleCustomViewAndTint() {
        let item = UIBarButtonItem(title: "title", style: .bordered, target: nil, action: nil)
        #expect(item.target == nil && item.title == "title")
        item.title = nil
        #expect(item.title == nil)
        #expect(UIBarButtonItem(title: nil, style: .bordered, target: nil, action: nil).title == nil)
        #expect(item.customView == nil)
        item.customView = nil
        #expect(item.tintColor == nil)
        item.tintColor = .blue
        #expect(item.tintColor == .blue)
        item.tintColor = nil
        #expect(item.tintColor == nil)
    }

    /// `Action_Set`: `nil`, and the action read back, can be set.
    @Test func actionCanBeSetToNilAndToItself() {
        let item = UIBarButtonItem()
        item.action = nil
        item.action = item.action
        #expect(item.action == nil)
    }

    /// `BackgroundImage`, `BackButtonBackgroundImage`: `nil` by default; `nil` can be set.
    @Test func backgroundImagesAreNilByDefault() {
        let item = UIBarButtonItem()
        #expect(item.backgroundImage(for: .highlighted, barMetrics: .default) == nil)
        item.setBackgroundImage(nil, for: .highlighted, barMetrics: .default)
        #expect(item.backgroundImage(for: .highlighted, style: .plain, barMetrics: .default) == nil)
        item.setBackgroundImage(nil, for: .highlighted, style: .plain, barMetrics: .default)
        #expect(item.backButtonBackgroundImage(for: .highlighted, barMetrics: .default) == nil)
        item.setBackButtonBackgroundImage(nil, for: .highlighted, barMetrics: .default)
        let image = UIImage()
        item.setBackgroundImage(image, for: .highlighted, barMetrics: .default)
        #expect(item.backgroundImage(for: .highlighted, barMetrics: .default) === image)
        #expect(item.backgroundImage(for: .normal, barMetrics: .default) == nil)
        #expect(item.backgroundImage(for: .highlighted, style: .done, barMetrics: .default) == nil)
    }

    /// `SetTitleTextAttributes_Null`.
    @Test func titleTextAttributesCanBeNil() {
        let item = UIBarButtonItem(customView: UIView())
        item.setTitleTextAttributes(nil, for: .disabled)
        #expect(item.titleTextAttributes(for: .disabled) == nil)
    }
}

/// `ButtonTest.cs`.
@Suite struct XamarinSuiteButtonTests {
    /// `NullAllowed`: a `nil` title and shadow colour read `nil`; a `nil` title colour reads white from iOS 7, `nil`
    /// on iOS 6.
    @Test func nilTitleAndColours() {
        forEachProfile { world in
            let button = UIButton()
            button.setTitle(nil, for: .normal)
            #expect(button.title(for: .normal) == nil)
            button.setTitleColor(nil, for: .normal)
            if world.profile.identifier == "ios6" {
                #expect(button.titleColor(for: .normal) == nil)
            } else {
                #expect(button.titleColor(for: .normal) == .white)
            }
            button.setTitleShadowColor(nil, for: .normal)
            #expect(button.titleShadowColor(for: .normal) == nil)
            button.setTitle("Title", for: .normal)                     // shown white in every era
            #expect(button.titleLabel?.textColor == .white && button.currentTitleColor == .white)
        }
    }

    /// The shadow colour a state keeps, and `.normal`'s for a state without one.
    @Test func titleShadowColorPerState() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        let button = UIButton()
        button.setTitleShadowColor(.black, for: .normal)
        button.setTitleShadowColor(.red, for: .highlighted)
        #expect(button.titleShadowColor(for: .normal) == .black && button.titleShadowColor(for: .disabled) == .black)
        #expect(button.titleShadowColor(for: .highlighted) == .red && button.currentTitleShadowColor == .black)
    }

    /// `Tag_12557`: the tag keeps the whole integer range.
    @Test func tagKeepsTheWholeRange() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        let button = UIButton()
        #expect(button.tag == 0)
        button.tag = .max
        #expect(button.tag == .max)
        button.tag = .min
        #expect(button.tag == .min)
        button.tag = 0
        #expect(button.tag == 0)
    }
}

/// `CellAccessoryTest.cs`.
@Suite struct XamarinSuiteCellAccessoryTests {
    /// `GetPositionBeforeAccessory`, `GetPositionAfterAccessory`: with no accessories, both positions are 0.
    @Test func positionsInAnEmptyListAreZero() {
        let before = UICellAccessory.Placement.position(before: .checkmark())
        let after = UICellAccessory.Placement.position(after: .checkmark())
        #expect(before([]) == 0 && after([]) == 0)
        let list: [UICellAccessory] = [.delete(), .checkmark(), .reorder()]
        #expect(before(list) == 1 && after(list) == 2)
        #expect(UICellAccessory.Placement.position(before: .disclosureIndicator())(list) == 0)
        #expect(UICellAccessory.Placement.position(after: .disclosureIndicator())(list) == 3)
    }
}

/// `CollectionViewControllerTest.cs`.
@Suite struct XamarinSuiteCollectionViewControllerTests {
    /// `Ctor`: the controller's layout is the one it was made with (iOS 7+).
    @Test func layoutIsTheOneGiven() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        let layout = UICollectionViewLayout()
        #expect(UICollectionViewController(collectionViewLayout: layout).collectionViewLayout === layout)
    }
}

/// `ColorTest.cs`.
@Suite struct XamarinSuiteColorTests {
    /// The colour's components as Xamarin's `ToString` prints them: each × 255, truncated.
    private func bytes(_ color: UIColor) -> [Int] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [a, r, g, b].map { Int($0 * 255) }
    }

    private static let named: [(UIColor, [Int])] = [
        (.black, [255, 0, 0, 0]), (.blue, [255, 0, 0, 255]), (.brown, [255, 153, 102, 51]), (.clear, [0, 0, 0, 0]),
        (.cyan, [255, 0, 255, 255]), (.darkGray, [255, 85, 85, 85]), (.gray, [255, 127, 127, 127]),
        (.green, [255, 0, 255, 0]), (.lightGray, [255, 170, 170, 170]), (.magenta, [255, 255, 0, 255]),
        (.orange, [255, 255, 127, 0]), (.purple, [255, 127, 0, 127]), (.red, [255, 255, 0, 0]),
        (.white, [255, 255, 255, 255]), (.yellow, [255, 255, 255, 0]),
    ]

    /// `ToString_`: the named colours' components.
    @Test func namedColoursComponents() {
        for (color, expected) in Self.named { #expect(bytes(color) == expected) }
    }

    /// `HSBA`, `HSB`, `RGBA`, `RGB`, `RGBAConstructor`: the components read back make the same colour.
    @Test func componentsRoundTrip() {
        for color in Self.named.map(\.0) + [.darkText, .lightText] {
            var (h, s, v, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
            color.getHue(&h, saturation: &s, brightness: &v, alpha: &a)
            #expect(bytes(UIColor(hue: h, saturation: s, brightness: v, alpha: a)) == bytes(color))
            var (r, g, b): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
            color.getRed(&r, green: &g, blue: &b, alpha: &a)
            #expect(bytes(UIColor(red: r, green: g, blue: b, alpha: a)) == bytes(color))
        }
    }

    /// `HSBA_No_Saturation`: a colour of all-zero HSBA reads all zeros back.
    @Test func allZeroHSBAReadsZeros() {
        var (h, s, v, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (1, 1, 1, 1)
        UIColor(hue: 0, saturation: 0, brightness: 0, alpha: 0).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect((h, s, v, a) == (0, 0, 0, 0))
    }

    /// `WAConstructor`: `UIColor(white:alpha:)` for four pairs.
    @Test func whiteAlpha() {
        for (w, a) in [(0.2, 0.4), (0.3, 0.5), (0.4, 0.6), (0.5, 0.7)] as [(CGFloat, CGFloat)] {
            #expect(bytes(UIColor(white: w, alpha: a)) == [Int(a * 255), Int(w * 255), Int(w * 255), Int(w * 255)])
        }
    }
}

/// `ControlTest.cs`.
@Suite struct XamarinSuiteControlTests {
    /// `CancelTrackingTest`: `cancelTracking(with:)` takes `nil` or an event.
    @Test func cancelTrackingTakesNil() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        let control = UIControl()
        control.cancelTracking(with: nil)
        #expect(!control.isTracking)
    }
}

/// `DatePickerTest.cs`.
@Suite struct XamarinSuiteDatePickerTests {
    /// `Defaults`, `Locale`: no bounds, no time zone; a calendar, a date and a locale.
    @Test func defaults() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        let picker = UIDatePicker()
        #expect(picker.minimumDate == nil && picker.maximumDate == nil && picker.timeZone == nil)
        #expect(picker.calendar != nil && picker.locale != nil)
        #expect(picker.date.timeIntervalSinceReferenceDate.isFinite)
    }

    /// `Nulls`: `calendar`, `locale`, the bounds and `timeZone` take `nil`; the calendar and locale are
    /// `null_resettable`.
    @Test func nilsAreAccepted() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        let picker = UIDatePicker()
        let calendar = picker.calendar, locale = picker.locale
        picker.calendar = Calendar(identifier: .japanese)
        picker.locale = Locale(identifier: "fr_FR")
        picker.calendar = nil
        picker.locale = nil
        picker.minimumDate = nil
        picker.maximumDate = nil
        picker.timeZone = nil
        #expect(picker.calendar == calendar && picker.locale == locale)
    }
}

/// `DeviceTest.cs`.
@Suite struct XamarinSuiteDeviceTests {
    /// `Battery`: monitoring is off, the state unknown and the level -1; turned on in the Simulator, they stay so.
    @Test func batteryIsUnknownAsInTheSimulator() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        let device = UIDevice.current
        #expect(!device.isBatteryMonitoringEnabled)
        #expect(device.batteryState == .unknown && device.batteryLevel == -1)
        device.isBatteryMonitoringEnabled = true
        #expect(UIDevice.current.isBatteryMonitoringEnabled)
        #expect(device.batteryState == .unknown && device.batteryLevel == -1)
        device.isBatteryMonitoringEnabled = false
        #expect(!UIDevice.current.isBatteryMonitoringEnabled)
    }
}

/// `EdgeInsetsTest.cs` and `DirectionalEdgeInsetsTest.cs`.
@Suite struct XamarinSuiteEdgeInsetsTests {
    /// `FromString_Null`, `ToFromString_Zero`: a string that is not insets reads zero; zero round-trips.
    @Test func insetsFromString() {
        #expect(NSCoder.uiEdgeInsets(for: "") == .zero)
        #expect(NSCoder.uiEdgeInsets(for: NSCoder.string(for: UIEdgeInsets.zero)) == .zero)
        let insets = UIEdgeInsets(top: 10, left: 20.5, bottom: 30, right: 40)
        #expect(NSCoder.string(for: insets) == "{10, 20.5, 30, 40}")
        #expect(NSCoder.uiEdgeInsets(for: NSCoder.string(for: insets)) == insets)
        #expect(NSCoder.nsDirectionalEdgeInsets(for: "") == .zero)
        let directional = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(NSCoder.string(for: directional) == "{1, 2, 3, 4}")
        #expect(NSCoder.nsDirectionalEdgeInsets(for: NSCoder.string(for: NSDirectionalEdgeInsets.zero)) == .zero)
        #expect(NSCoder.nsDirectionalEdgeInsets(for: "{1, 2, 3, 4}") == directional)
    }

    /// `InsetRect_Zero`, `InsetRect`: insetting may leave a negative size, which is kept as it is.
    @Test func insetRect() {
        #expect(CGRect.zero.inset(by: UIEdgeInsets.zero) == .zero)
        let r = CGRect(x: 1, y: 2, width: 3, height: 4).inset(by: UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        #expect(r.origin.x == 21 && r.origin.y == 12 && r.size.width == -57 && r.size.height == -36)
    }

    /// `Operators`, `InsetRect` (`Equals`).
    @Test func equality() {
        let i1 = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40), i2 = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        #expect(i1 == i1 && i2 == i2 && i1 != i2 && i2 != i1 && i1 != .zero)
        let d1 = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        let d2 = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        #expect(d1 == d1 && d2 == d2 && d1 != d2 && d2 != d1)
    }
}

/// `FloatRangeTest.cs`.
@Suite struct XamarinSuiteFloatRangeTests {
    /// `IsInfinite`, `ManagedVersusNative`: the infinite range is infinite, zero is not.
    @Test func zeroAndInfinite() {
        #expect(UIFloatRange.infinite.isInfinite && !UIFloatRange.zero.isInfinite)
        #expect(UIFloatRange.zero.minimum == 0 && UIFloatRange.zero.maximum == 0 && UIFloatRange() == .zero)
        #expect(UIFloatRange.infinite.minimum == -.infinity && UIFloatRange.infinite.maximum == .infinity)
    }

    /// `Equals`, as far as Swift reaches it: `==` compares the components (UIKit's Swift overlay), so unlike the
    /// hidden `UIFloatRangeIsEqualToRange` the infinite range equals itself.
    @Test func equality() {
        let one = UIFloatRange(minimum: 1, maximum: 1)
        #expect(UIFloatRange.zero == .zero && one == one && one != .zero && UIFloatRange.zero != one)
        #expect(UIFloatRange.infinite != .zero && UIFloatRange.zero != .infinite)
        #expect(UIFloatRange.infinite == .infinite)
    }
}

/// `FontTest.cs`.
@Suite struct XamarinSuiteFontTests {
    /// `WithSize`.
    @Test func withSize() {
        #expect(UIFont.systemFont(ofSize: 10).withSize(20).pointSize == 20)
    }

    /// `TestDescriptors`: the descriptor's size attribute is a number.
    @Test func descriptorSizeIsANumber() {
        let size = UIFont.boldSystemFont(ofSize: 80).fontDescriptor.fontAttributes[.size] as? CGFloat
        #expect(size == 80)
    }

    /// `Methods`, `Properties`: the same request gives an equal font.
    @Test func sameRequestGivesEqualFonts() {
        #expect(UIFont(name: "Helvetica", size: 20) == UIFont(name: "Helvetica", size: 20))
        #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12))
        #expect(UIFont.boldSystemFont(ofSize: 12) == UIFont.boldSystemFont(ofSize: 12))
        #expect(UIFont.italicSystemFont(ofSize: 12) == UIFont.italicSystemFont(ofSize: 12))
        #expect(UIFont.systemFont(ofSize: 12).withSize(12) == UIFont.systemFont(ofSize: 12).withSize(12))
        for style in [UIFont.TextStyle.body, .caption1, .caption2, .footnote, .headline, .subheadline] {
            #expect(UIFont.preferredFont(forTextStyle: style) == UIFont.preferredFont(forTextStyle: style))
        }
        let descriptor = UIFont.preferredFont(forTextStyle: .body).fontDescriptor
        #expect(UIFont(descriptor: descriptor, size: 12) == UIFont(descriptor: descriptor, size: 12))
    }

    /// `NullFonts`: bad sizes and an unknown text style still give a font.
    @Test func badSizesStillGiveAFont() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        #expect(UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "Invalid Font Name")).pointSize > 0)
        #expect(UIFont.systemFont(ofSize: -3).pointSize > 0)
        #expect(UIFont.systemFont(ofSize: 0, weight: .regular).pointSize > 0)
        #expect(UIFont.boldSystemFont(ofSize: -4).pointSize > 0)
        #expect(UIFont.italicSystemFont(ofSize: -5).pointSize > 0)
        #expect(UIFont.systemFont(ofSize: 12).withSize(-6).pointSize > 0)
        #expect(UIFont(descriptor: UIFont.systemFont(ofSize: 12).fontDescriptor, size: -2).pointSize > 0)
    }
}

/// `GestureRecognizerTest.cs`.
@Suite struct XamarinSuiteGestureRecognizerTests {
    /// `Null`: `location(in: nil)` and `removeTarget(nil, action: nil)` are accepted.
    @Test func nilArgumentsAreAccepted() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        let recognizer = UIGestureRecognizer()
        #expect(recognizer.location(in: nil).x.isFinite)
        recognizer.removeTarget(nil, action: nil)
    }

    /// `GenericCallbackTest`: setting a tap recognizer's state to changed, then ended, sends its action.
    @Test func settingTheStateSendsTheAction() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        var ran = false
        let recognizer = UITapGestureRecognizer { _ in ran = true }
        let view = UIView()
        view.addGestureRecognizer(recognizer)
        recognizer.state = .changed
        recognizer.state = .ended
        #expect(ran)
    }
}

/// `ImageViewTest.cs`.
@Suite struct XamarinSuiteImageViewTests {
    /// `AnimationImages`, `HighlightedAnimationImages_BackingFields`: setting the frames leaves `image` and
    /// `highlightedImage` alone.
    @Test func animationImagesLeaveTheImagesAlone() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        let view = UIImageView()
        view.animationImages = [UIImage(), UIImage()]
        #expect(view.image == nil && view.highlightedImage == nil)
        let other = UIImageView()
        other.highlightedAnimationImages = [UIImage(), UIImage()]
        #expect(other.image == nil && other.highlightedImage == nil)
    }
}

/// `KeyCommandTest.cs`.
@Suite struct XamarinSuiteKeyCommandTests {
    private final class Editor: UIResponder { func save() {} }

    /// `Create`: a command for ⌘A.
    @Test func commandIsMade() {
        let command = UIKeyCommand(input: "a", modifierFlags: .command, action: Editor.save)
        #expect(command.input == "a" && command.modifierFlags == .command)
    }
}

/// `LabelTest.cs`.
@Suite struct XamarinSuiteLabelTests {
    /// `HighlightedTextColor`: `nil` by default, settable, and back to `nil`.
    @Test func highlightedTextColor() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        let label = UILabel()
        #expect(label.highlightedTextColor == nil)
        label.highlightedTextColor = .blue
        #expect(label.highlightedTextColor == .blue)
        label.highlightedTextColor = nil
        #expect(label.highlightedTextColor == nil)
    }
}

/// `LayoutConstraintTest.cs`.
@Suite struct XamarinSuiteLayoutConstraintTests {
    /// `Create`: a width constant with no second item.
    @Test func widthWithoutASecondItem() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        let view = UIView()
        let c = NSLayoutConstraint(item: view, attribute: .width, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 5)
        #expect(c.secondItem == nil && c.constant == 5 && c.multiplier == 1)
    }

    /// `FromVisualFormat_NullMetrics`, `FromVisualFormat`: a spacing and one baseline alignment, two constraints.
    @Test func visualFormatAlignedOnBaselineMakesTwoConstraints() {
        let t = TestWorld()
        t.simulation.makeCurrent()
        let b0 = UIButton(type: .infoDark), b1 = UIButton(type: .infoLight)
        let views = ["button0": b0, "button1": b1]
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "[button0]-20-[button1]", options: .alignAllLastBaseline,
                                               metrics: nil, views: views).count == 2)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "[button0]-20-[button1]", options: .alignAllLastBaseline,
                                               metrics: [:], views: views).count == 2)
    }
}
