import Foundation
import Testing
@testable import ViewTree

/// The layer's sparse storage: each group of properties exists only while one of its values is
/// not the default, and splitting the storage changes no value anyone reads.
@Suite struct LayerStorageTests {
    let world = Simulation()
    let window: Window
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.addSubview(view)
    }

    /// Which groups of a layer are allocated, in a fixed order.
    func present(_ layer: Layer) -> [String] {
        [("geometry", layer.geometry.isPresent), ("border", layer.border.isPresent), ("shadow", layer.shadow.isPresent),
         ("contents", layer.freeValues.isPresent), ("tree", layer.tree.isPresent)].filter(\.1).map(\.0)
    }

    @Test func aReadLayerAndDefaultWritesAllocateNoGroup() {
        let layer = view.layer
        _ = (layer.cornerRadius, layer.shadowOffset, layer.transform, layer.zPosition, layer.name)
        layer.cornerRadius = 0
        layer.borderColor = Color.black.cgColor
        layer.shadowRadius = 3
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        view.transform = .identity
        layer.zPosition = 0
        #expect(present(layer) == [])
    }

    @Test func eachGroupComesAndGoesWithItsValues() {
        let layer = view.layer
        layer.cornerRadius = 4
        layer.borderWidth = 1
        layer.borderColor = Color.gray.cgColor
        #expect(present(layer) == ["border"], "styling allocates the border group alone")
        view.transform = CGAffineTransform(rotationAngle: 0.1)
        #expect(present(layer) == ["geometry", "border"])
        layer.shadowOpacity = 0.5
        layer.zPosition = 2
        #expect(present(layer) == ["geometry", "border", "shadow", "tree"])
        #expect(layer.cornerRadius == 4 && layer.borderWidth == 1 && layer.borderColor == Color.gray.cgColor)
        #expect(layer.shadowOpacity == 0.5 && layer.shadowRadius == 3 && layer.zPosition == 2)
        layer.cornerRadius = 0
        layer.borderWidth = 0
        layer.borderColor = Color.black.cgColor
        view.transform = .identity
        layer.shadowOpacity = 0
        layer.zPosition = 0
        #expect(present(layer) == [], "back at the defaults, every group is released")
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test func aViewsLayerNeverUsesTheContentsGroup() {
        let layer = view.layer
        layer.opacity = 0.5
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.backgroundColor = Color.red.cgColor
        layer.isHidden = true
        #expect(present(layer) == [], "the view holds them")
        #expect(view.alpha == 0.5 && view.bounds.size == CGSize(width: 10, height: 10) && view.isHidden)
    }

    @Test func affineTransformsAreStoredCompactlyAnd3DOnesWhole() {
        let layer = view.layer
        view.transform = CGAffineTransform(scaleX: 2, y: 3).rotated(by: 0.5)
        guard case .affine? = layer.geometry.isPresent ? layer.geometry.values.transform : nil else {
            Issue.record("an affine transform is stored as six numbers")
            return
        }
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let turned = perspective.rotated(by: 0.3, x: 0, y: 1, z: 0)
        layer.transform = turned
        #expect(layer.transform == turned, "every entry kept")
        #expect(!layer.transform.isAffine && view.transform == turned.affineTransform)
        layer.transform = .identity
        #expect(present(layer) == [] && view.transform.isIdentity)
    }

    @Test func copiesKeepEveryGroup() {
        let layer = view.layer
        layer.cornerRadius = 6
        layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        layer.anchorPoint = .zero
        layer.name = "card"
        let copy = Layer(layer: layer)
        #expect(copy.cornerRadius == 6 && copy.shadowPath == layer.shadowPath && copy.anchorPoint == .zero)
        #expect(copy.name == "card" && copy.bounds == view.bounds && copy.position == view.center)
        #expect(copy.frame == view.frame, "the copy has the view's geometry as its own")
    }

    @Test func aFreeLayerKeepsItsContentsInItsOwnGroup() {
        let free = Layer()
        #expect(present(free) == ["tree"], "a free layer made in a world has an id")
        free.backgroundColor = Color.red.cgColor
        free.masksToBounds = true
        #expect(present(free) == ["contents", "tree"])
        #expect(free.backgroundColor == Color.red.cgColor && free.masksToBounds && free.opacity == 1)
    }
}
