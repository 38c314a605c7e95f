import Foundation
import Testing
import ViewTree
import ViewTreeTesting

/// Auto Layout places a view's alignment rectangle (its frame inset by `alignmentRectInsets`), not its frame
/// (Apple's documentation of `alignmentRectInsets` and `frame(forAlignmentRect:)`).
@Suite struct AlignmentRectTests {
    /// A view that draws a 10-pt ornament on its right (zacwe.st, "Alignment rects in Auto Layout views").
    final class BadgedView: View {
        var insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 10)
        override var alignmentRectInsets: EdgeInsets { insets }
    }

    /// A view with a natural size of 50 × 20 and a 2-pt shadow all round.
    final class ShadowedView: View {
        override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 2, left: 2, bottom: 2, right: 2) }
        override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 20) }
    }

    /// A window holding a 300 × 300 container.
    private struct Scene {
        let t = TestWorld()
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        init() { t.window.addSubview(container) }

        func add(_ view: View) {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }

        /// Adds `view` with its leading edge `leading` points into the container, at the top, `width` × `height`.
        func addPinned(_ view: View, leading: CGFloat, width: CGFloat, height: CGFloat) {
            add(view)
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: leading),
                view.topAnchor.constraint(equalTo: container.topAnchor),
                view.widthAnchor.constraint(equalToConstant: width),
                view.heightAnchor.constraint(equalToConstant: height),
            ])
        }
    }

    @Test func aPlainViewsAlignmentRectIsItsFrame() {
        let view = View(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        #expect(view.alignmentRectInsets == .zero)
        #expect(view.alignmentRect(forFrame: view.frame) == view.frame)
        #expect(view.frame(forAlignmentRect: view.frame) == view.frame)
    }

    @Test func theDefaultMethodsInsetAndOutsetByTheInsets() {
        let view = BadgedView(frame: .zero)
        view.insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        let alignment = view.alignmentRect(forFrame: frame)
        #expect(alignment == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(view.frame(forAlignmentRect: alignment) == frame, "the two are inverses")
    }

    @Test func constraintsCentreTheContentNotTheFrame() {
        let s = Scene()
        let badged = BadgedView(frame: .zero)
        s.add(badged)
        LayoutConstraint.activate([
            badged.centerXAnchor.constraint(equalTo: s.container.centerXAnchor),
            badged.topAnchor.constraint(equalTo: s.container.topAnchor, constant: 20),
            badged.widthAnchor.constraint(equalToConstant: 100),
            badged.heightAnchor.constraint(equalToConstant: 40),
        ])
        s.t.window.layoutIfNeeded()
        // The 100-pt alignment rectangle is centred (x 100…200); the frame reaches 10 pt further right.
        #expect(badged.frame == CGRect(x: 100, y: 20, width: 110, height: 40))
        #expect(badged.alignmentRect(forFrame: badged.frame) == CGRect(x: 100, y: 20, width: 100, height: 40))
    }

    @Test func subviewsPinnedToTheEdgesOrMarginsStayInsideTheAlignmentRect() {
        let s = Scene()
        let badged = BadgedView(frame: .zero)
        s.addPinned(badged, leading: 0, width: 200, height: 100)
        let edgeToEdge = View(), inMargins = View()
        for v in [edgeToEdge, inMargins] {
            v.translatesAutoresizingMaskIntoConstraints = false
            badged.addSubview(v)
        }
        badged.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        LayoutConstraint.activate([
            edgeToEdge.leadingAnchor.constraint(equalTo: badged.leadingAnchor),
            edgeToEdge.trailingAnchor.constraint(equalTo: badged.trailingAnchor),
            edgeToEdge.topAnchor.constraint(equalTo: badged.topAnchor),
            edgeToEdge.heightAnchor.constraint(equalToConstant: 10),
            inMargins.leadingAnchor.constraint(equalTo: badged.layoutMarginsGuide.leadingAnchor),
            inMargins.trailingAnchor.constraint(equalTo: badged.layoutMarginsGuide.trailingAnchor),
            inMargins.topAnchor.constraint(equalTo: badged.layoutMarginsGuide.topAnchor),
            inMargins.heightAnchor.constraint(equalToConstant: 10),
        ])
        s.t.window.layoutIfNeeded()
        #expect(badged.frame == CGRect(x: 0, y: 0, width: 210, height: 100))
        #expect(edgeToEdge.frame == CGRect(x: 0, y: 0, width: 200, height: 10), "the ornament's 10 pt are left out")
        #expect(inMargins.frame == CGRect(x: 8, y: 8, width: 184, height: 10))
        #expect(badged.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
    }

    @Test func anIntrinsicSizeIsTheAlignmentRectsSize() {
        let s = Scene()
        let shadowed = ShadowedView(frame: .zero)
        s.add(shadowed)
        LayoutConstraint.activate([
            shadowed.leadingAnchor.constraint(equalTo: s.container.leadingAnchor, constant: 20),
            shadowed.topAnchor.constraint(equalTo: s.container.topAnchor, constant: 20),
        ])
        s.t.window.layoutIfNeeded()
        #expect(shadowed.frame == CGRect(x: 18, y: 18, width: 54, height: 24))
    }

    @Test func siblingSpacingIsMeasuredBetweenAlignmentRects() {
        let s = Scene()
        let first = ShadowedView(frame: .zero), second = ShadowedView(frame: .zero)
        s.add(first)
        s.add(second)
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: s.container.leadingAnchor, constant: 20),
            first.topAnchor.constraint(equalTo: s.container.topAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.topAnchor.constraint(equalTo: s.container.topAnchor),
        ])
        s.t.window.layoutIfNeeded()
        // 20 + 50 + 8 = 78 is where the second's content starts; its shadow starts 2 pt before.
        #expect(second.frame.minX == 76)
        #expect(second.frame.minX - first.frame.maxX == 4, "the shadows overlap the 8-pt gap")
    }

    @Test func anImageViewAlignsItsImagesContentAndKeepsTheImagesSize() {
        let s = Scene()
        let glow = Image(name: "glow", size: CGSize(width: 60, height: 60))
            .withAlignmentRectInsets(EdgeInsets(top: 0, left: 0, bottom: 20, right: 20))
        let imageView = ImageView(image: glow)
        s.add(imageView)
        #expect(imageView.alignmentRectInsets == glow.alignmentRectInsets)
        #expect(imageView.intrinsicContentSize == CGSize(width: 40, height: 40))
        LayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: s.container.centerXAnchor),
            imageView.centerYAnchor.constraint(equalTo: s.container.centerYAnchor),
        ])
        s.t.window.layoutIfNeeded()
        // The 40-pt content is centred at 150; the frame is the image's 60 pt.
        #expect(imageView.frame == CGRect(x: 130, y: 130, width: 60, height: 60))

        imageView.image = Image(name: "plain", size: CGSize(width: 60, height: 60))
        s.t.window.layoutIfNeeded()
        #expect(imageView.frame == CGRect(x: 120, y: 120, width: 60, height: 60), "new insets, new rows")
    }

    @Test func insetsThatChangeWithTheContentTakeEffectAfterInvalidation() {
        let s = Scene()
        let badged = BadgedView(frame: .zero)
        s.addPinned(badged, leading: 50, width: 100, height: 10)
        s.t.window.layoutIfNeeded()
        #expect(badged.frame == CGRect(x: 50, y: 0, width: 110, height: 10))
        badged.insets = EdgeInsets(top: 0, left: 5, bottom: 0, right: 0)
        badged.invalidateIntrinsicContentSize()
        s.t.window.layoutIfNeeded()
        #expect(badged.frame == CGRect(x: 45, y: 0, width: 105, height: 10))
        badged.insets = .zero
        badged.invalidateIntrinsicContentSize()
        s.t.window.layoutIfNeeded()
        #expect(badged.frame == CGRect(x: 50, y: 0, width: 100, height: 10))
    }

    @Test func unusableInsetsAreRefusedAndTheFrameIsUsed() {
        let s = Scene()
        let badged = BadgedView(frame: .zero)
        badged.insets = EdgeInsets(top: 0, left: .nan, bottom: 0, right: .infinity)
        s.addPinned(badged, leading: 10, width: 100, height: 10)
        s.t.window.layoutIfNeeded()
        #expect(badged.frame == CGRect(x: 10, y: 0, width: 100, height: 10))
        #expect(s.t.simulation.diagnostics.contains { $0.code == .invalidValue && $0.message.contains("alignmentRectInsets") })
    }

    @Test func anImageKeepsItsInsetsThroughItsVariantsAndArchives() throws {
        let insets = EdgeInsets(top: 2, left: 2, bottom: 16, right: 16)
        let image = Image(name: "icon", size: CGSize(width: 20, height: 20)).withAlignmentRectInsets(insets)
        #expect(image.withRenderingMode(.alwaysTemplate).alignmentRectInsets == insets)
        #expect(image.withTintColor(.red).alignmentRectInsets == insets)
        #expect(image != Image(name: "icon", size: CGSize(width: 20, height: 20)))
        #expect(image.withAlignmentRectInsets(EdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)).alignmentRectInsets == insets,
                "insets that are not finite are not kept")
        let decoded = try JSONDecoder().decode(Image.self, from: JSONEncoder().encode(image))
        #expect(decoded == image)
    }

    @Test func aStackViewSpacesAndAlignsItsViewsByTheirAlignmentRects() {
        let s = Scene()
        let first = ShadowedView(frame: .zero), second = ShadowedView(frame: .zero)
        let stack = StackView(arrangedSubviews: [first, second])
        stack.spacing = 10
        stack.alignment = .top
        s.add(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: s.container.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: s.container.topAnchor, constant: 20),
        ])
        s.t.window.layoutIfNeeded()
        // Contents 50 pt wide, 10 pt apart, from x = 20 in the container: the stack's own frame is its views'
        // alignment rectangles; each view's frame reaches its 2-pt shadow beyond them.
        #expect(stack.frame == CGRect(x: 20, y: 20, width: 110, height: 20))
        #expect(first.frame == CGRect(x: -2, y: -2, width: 54, height: 24))
        #expect(second.frame == CGRect(x: 58, y: -2, width: 54, height: 24))
    }
}
