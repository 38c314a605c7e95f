import Foundation
import Testing
import ViewTree

final class MyCustomView: View {}

@Suite struct DescriptionTests {
    @Test func fieldsAppearOnlyWhenNotDefaultInUIKitsOrder() {
        let world = Simulation(profile: .iOS13)   // backgroundColor prints from iOS 13
        defer { withExtendedLifetime(world) {} }
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        let v = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        v.clipsToBounds = true
        v.alpha = 0.5
        v.isHidden = true
        v.isOpaque = false
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.isUserInteractionEnabled = false
        v.tag = 7
        v.backgroundColor = .red
        window.addSubview(v)
        #expect(v.description == "<View: 0x3; frame = (0 0; 320 480); clipsToBounds = YES; alpha = 0.5; hidden = YES; opaque = NO; autoresize = W+H; userInteractionEnabled = NO; tag = 7; backgroundColor = UIExtendedSRGBColorSpace 1 0 0 1; layer = <Layer: 0x4>>")
    }

    /// A direct subclass of `View` prints no `baseClass`, as UIKit prints none for a direct UIView
    /// subclass (`<WXView: 0x7fc59a416140; frame = …>` beside `<WXImageView: …; baseClass =
    /// UIImageView; …>` in one dump); a subclass of another library class names it.
    @Test func recursiveDescriptionIndentsAndNamesBaseClasses() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = MyCustomView(frame: CGRect(x: 10, y: 20.5, width: 100, height: 333.666666))
        let b = View(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        window.addSubview(a)
        a.addSubview(b)
        #expect(window.recursiveDescription() == """
            <Window: 0x1; frame = (0 0; 320 480); hidden = YES; layer = <WindowLayer: 0x2>>
               | <MyCustomView: 0x3; frame = (10 20.5; 100 333.667); layer = <Layer: 0x4>>
               |    | <View: 0x5; frame = (0 0; 1 1); layer = <Layer: 0x6>>

            """)
    }

    @Test func theSameProgramPrintsTheSameBytes() {
        func build() -> String {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            for i in 0..<20 {
                let v = View(frame: CGRect(x: Double(i) / 3, y: 0, width: 10, height: 10))
                v.tag = i
                window.addSubview(v)
            }
            return window.recursiveDescription() + window.treeSnapshot().jsonString()
        }
        #expect(build() == build())
    }

    @Test func viewsInNoWorldAreNumberedPerDescription() {
        let a = View(frame: .zero), b = View(frame: .zero)
        a.addSubview(b)
        #expect(a.recursiveDescription() == "<View: 0x1; frame = (0 0; 0 0); layer = <Layer: 0x2>>\n   | <View: 0x3; frame = (0 0; 0 0); layer = <Layer: 0x4>>\n")
        #expect(b.description == "<View: 0x1; frame = (0 0; 0 0); layer = <Layer: 0x2>>")
    }

    @Test func jsonSnapshotIsFlatAndDecodable() throws {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = MyCustomView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        child.tag = 5
        window.addSubview(child)
        let snapshot = window.treeSnapshot()
        let decoded = try JSONDecoder().decode(TreeSnapshot.self, from: Data(snapshot.jsonString().utf8))
        #expect(decoded == snapshot)
        #expect(snapshot.nodes.count == 2)
        #expect(snapshot.nodes[1].parent == 1 && snapshot.nodes[1].depth == 1 && snapshot.nodes[1].tag == 5)
        #expect(snapshot.nodes[1].baseClass == "View" && snapshot.nodes[1].frame == [1, 2, 3, 4])
    }
}
