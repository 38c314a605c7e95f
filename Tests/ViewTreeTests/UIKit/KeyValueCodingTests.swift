// Key-value coding on views and controllers, as UIKit code uses it: properties by name, the private keys apps
// reach for, key paths into the layer, and a nib's user-defined runtime attributes.
import Foundation
import Testing
import ViewTree
import ViewTreeInterfaceBuilder
import ViewTreeTesting
import ViewTreeUIKit

@Suite struct KeyValueCodingTests {
    @Test func propertiesAreSetAndReadByTheirObjectiveCNames() {
        let t = TestWorld()
        let label = UILabel(frame: .zero)
        t.window.addSubview(label)
        label.setValue("Hello", forKey: "text")
        label.setValue(UIColor.red, forKey: "textColor")
        label.setValue(NSNumber(value: 2), forKey: "numberOfLines")
        label.setValue(true, forKey: "hidden")
        label.setValue(0.5, forKey: "alpha")
        #expect(label.text == "Hello" && label.textColor == .red && label.numberOfLines == 2)
        #expect(label.isHidden && label.alpha == 0.5)
        #expect(label.value(forKey: "text") as? String == "Hello")
        #expect(label.value(forKey: "hidden") as? Bool == true)
        label.setValuesForKeys(["tag": 7, "clipsToBounds": true])
        #expect(label.tag == 7 && label.clipsToBounds)
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func aKeyPathReachesTheLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        view.setValue(12, forKeyPath: "layer.cornerRadius")
        view.setValue(NSNumber(value: true), forKeyPath: "layer.masksToBounds")
        view.setValue(UIColor.blue, forKeyPath: "layer.borderColor")
        #expect(view.layer.cornerRadius == 12 && view.layer.masksToBounds && view.clipsToBounds)
        #expect(view.layer.borderColor == UIColor.blue.cgColor)
        #expect(view.value(forKeyPath: "layer.cornerRadius") as? CGFloat == 12)
    }

    @Test func thePrivateKeysAppsUseAreHonoured() throws {
        let t = TestWorld()
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        let styled = NSAttributedString(string: "Delete?", attributes: [.foregroundColor: UIColor.red])
        alert.setValue(styled, forKey: "attributedTitle")
        #expect(alert.value(forKey: "attributedTitle") as? NSAttributedString == styled)
        let picker = UIViewController()
        alert.setValue(picker, forKey: "contentViewController")
        #expect(alert.value(forKey: "contentViewController") as? UIViewController === picker)
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        t.window.addSubview(bar)
        let field = try #require(bar.value(forKey: "searchField") as? UITextField)
        #expect(field === bar.searchTextField)
        bar.setValue("Done", forKey: "cancelButtonText")
        bar.showsCancelButton = true
        #expect(bar.cancelButton?.title(for: .normal) == "Done")
        #expect(t.simulation.diagnostics.isEmpty)
    }

    @Test func anUnknownKeyOrAWrongValueIsReportedAndChangesNothing() {
        let t = TestWorld()
        let field = UITextField(frame: .zero)
        t.window.addSubview(field)
        field.setValue(UIColor.red, forKeyPath: "_placeholderLabel.textColor")
        #expect(t.simulation.diagnostics.last?.message.contains("not key value coding-compliant for the key _placeholderLabel") == true)
        field.setValue("many", forKey: "alpha")
        #expect(field.alpha == 1)
        #expect(t.simulation.diagnostics.last?.message.contains("not a value of that property's kind") == true)
        field.setValue(UIView(), forKey: "layer")
        #expect(t.simulation.diagnostics.last?.message.contains("read-only") == true)
    }

    /// A view with an inspectable property, as apps write one; on Linux it takes its key by overriding
    /// `setValue(_:forUndefinedKey:)`.
    final class BadgeView: UIView {
        var badgeCount = 0
        override func setValue(_ value: Any?, forUndefinedKey key: String) {
            if key == "badgeCount", let count = value as? NSNumber { badgeCount = count.intValue } else { super.setValue(value, forUndefinedKey: key) }
        }
    }

    @Test func aNibsRuntimeAttributesAreSetBeforeAwakeFromNib() throws {
        let xib = InterfaceBuilderLoadingTests.xib("""
            <view contentMode="scaleToFill" id="card" customClass="BadgeView">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <autoresizingMask key="autoresizingMask"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                        <integer key="value" value="10"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="layer.masksToBounds" value="YES"/>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                        <real key="value" value="1.5"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="color" keyPath="layer.borderColor">
                        <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="size" keyPath="layer.shadowOffset">
                        <size key="value" width="0.0" height="2"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="number" keyPath="badgeCount">
                        <integer key="value" value="3"/>
                    </userDefinedRuntimeAttribute>
                    <userDefinedRuntimeAttribute type="image" keyPath="icon" value="star"/>
                </userDefinedRuntimeAttributes>
            </view>
            """)
        var registry = InterfaceBuilderRegistry.standard
        registry.registerClass("BadgeView", BadgeView.self)
        let nib = Nib(document: try InterfaceBuilderDocument(string: xib), registry: registry)
        let hierarchy = nib.instantiateHierarchy(withOwner: nil)
        let card = try #require(hierarchy.topLevelViews.first as? BadgeView)
        #expect(card.layer.cornerRadius == 10 && card.layer.masksToBounds && card.layer.borderWidth == 1.5)
        #expect(card.layer.borderColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
        #expect(card.layer.shadowOffset == CGSize(width: 0, height: 2))
        #expect(card.badgeCount == 3)
        #expect(hierarchy.report.entries.contains { $0.message.contains("'icon' of type image not applied") })
        // Xcode's canvas does not apply them.
        let check = InterfaceBuilderChecker.check(try InterfaceBuilderDocument(string: xib), registry: registry)
        let canvas = try #require(check.hierarchies.first?.topLevelViews.first as? BadgeView)
        #expect(canvas.layer.cornerRadius == 0 && canvas.badgeCount == 0)
    }
}
