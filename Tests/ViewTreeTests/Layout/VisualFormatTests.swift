// `LayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: Apple's visual format
// language, through the layouts it gives and the constraints it makes.
import Foundation
import Testing
import ViewTree

@Suite struct VisualFormatTests {
    let world = Simulation()
    let window: Window
    let a = View(frame: .zero)
    let b = View(frame: .zero)

    init() {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), simulation: world)
        window.makeKeyAndVisible()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
    }

    func activate(_ format: String, options: LayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil) -> [LayoutConstraint] {
        let made = LayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: ["a": a, "b": b])
        LayoutConstraint.activate(made)
        return made
    }

    @Test func standardSpacesAndEqualWidths() {
        _ = activate("H:|-[a]-[b(==a)]-|")
        _ = activate("V:|-[a(44)]")
        _ = activate("V:|-[b(44)]")
        window.layoutIfNeeded()
        // 320 − 20 − 8 − 20 = 272, shared equally.
        #expect(a.frame == CGRect(x: 20, y: 20, width: 136, height: 44))
        #expect(b.frame == CGRect(x: 164, y: 20, width: 136, height: 44))
    }

    @Test func metricsPredicatesAndPriorities() {
        _ = activate("V:|-top-[a(height)]-(>=gap)-[b(50@750,>=30)]", metrics: ["top": 10, "height": CGFloat(44), "gap": 8.0])
        _ = activate("H:|[a(100)]")
        _ = activate("H:|[b(100)]")
        let squeeze = b.heightAnchor.constraint(equalToConstant: 35)
        squeeze.priority = LayoutPriority(751)
        squeeze.isActive = true
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 10, width: 100, height: 44))
        #expect(b.frame.minY == 62, "the >= space sits at its bound: nothing pushes b down")
        #expect(b.frame.height == 35, "751 beats the 750 of the height predicate, and >= 30 holds")
    }

    @Test func theConstraintsAreWrittenAsUIKitWritesThem() {
        let made = LayoutConstraint.constraints(withVisualFormat: "|-8-[a]-(>=4)-[b]-12-|", metrics: nil, views: ["a": a, "b": b])
        #expect(made.count == 3)
        #expect(made.allSatisfy { !$0.isActive }, "made, not activated")
        #expect(made[0].firstItem === a && made[0].firstAttribute == .leading && made[0].secondItem === window
                && made[0].secondAttribute == .leading && made[0].constant == 8)
        #expect(made[1].firstItem === b && made[1].firstAttribute == .leading && made[1].relation == .greaterThanOrEqual
                && made[1].secondItem === a && made[1].secondAttribute == .trailing && made[1].constant == 4)
        #expect(made[2].firstItem === window && made[2].firstAttribute == .trailing && made[2].secondItem === b
                && made[2].secondAttribute == .trailing && made[2].constant == 12)
    }

    @Test func flushViewsAndAlignment() {
        _ = activate("H:|[a(40)][b(60)]", options: .alignAllTop)
        _ = activate("V:|-30-[a(20)]")
        _ = activate("V:[b(10)]")
        window.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 30, width: 40, height: 20))
        #expect(b.frame == CGRect(x: 40, y: 30, width: 60, height: 10))
    }

    @Test func rightToLeftRunsFromTheRightEdge() {
        _ = activate("H:|-10-[a(50)]-5-[b(30)]", options: .directionRightToLeft)
        _ = activate("V:|[a(10)]")
        _ = activate("V:|[b(10)]")
        window.layoutIfNeeded()
        #expect(a.frame.minX == 260)
        #expect(b.frame.minX == 225)
    }

    @Test(arguments: [
        ("Vx:[a]", "Expected ':' after 'V' to specify vertical arrangement"),
        ("H:|-[c]", "Unable to find view with name c"),
        ("H:|-[a(=40)]", "Unknown relation. Must be ==, >=, or <="),
        ("H:[a(40]", "A predicate on a view's thickness must end with ')' and the view must end with ']'"),
        ("H:[a]-gutter-[b]", "Unable to find metric named gutter"),
        ("H:[a(40@2000)]", "Priorities must be between 1 and 1000"),
        ("H:[a]-|-[b]", "Expected the end of the format after the superview '|'"),
    ])
    func badFormatsAreReportedAndMakeNothing(format: String, message: String) {
        let made = LayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: ["a": a, "b": b])
        #expect(made.isEmpty)
        let reported = world.diagnostics.last
        #expect(reported?.code == .invalidValue)
        #expect(reported?.message.hasPrefix("Unable to parse constraint format: \n\(message)") == true)
    }

    @Test func theCaretPointsAtTheMistake() {
        _ = LayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[nope]", metrics: nil, views: ["a": a])
        #expect(world.diagnostics.last?.message.hasSuffix("H:|-[a]-[nope]\n         ^") == true)
    }

    @Test func aSuperviewEdgeNeedsASuperview() {
        let loose = View(frame: .zero)
        let made = LayoutConstraint.constraints(withVisualFormat: "H:|[loose]|", metrics: nil, views: ["loose": loose])
        #expect(made.isEmpty)
        #expect(world.diagnostics.last?.message.contains("because the related view doesn't have a superview") == true)
    }

    @Test func alignmentAlongTheFormatsOwnAxisIsRefused() {
        let made = LayoutConstraint.constraints(withVisualFormat: "H:[a][b]", options: .alignAllLeading, metrics: nil, views: ["a": a, "b": b])
        #expect(made.isEmpty)
        #expect(world.diagnostics.last?.message.contains("aligned on a horizontal edge, which is not allowed for layout that is also horizontal") == true)
    }

    @Test(arguments: ["", "H:", "|", "[", "[]", "H:[a]-", "H:[a]-(", "H:[a(==)]", "H:[a]-(8@)-[b]", "V:[a]--[b]", "H:[a]💥[b]", "H:[a(b,)]"])
    func hostileFormatsAreRejectedWithoutCrashing(format: String) {
        let made = LayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: ["a": a, "b": b])
        #expect(made.isEmpty)
        #expect(world.diagnostics.last?.message.hasPrefix("Unable to parse constraint format: ") == true)
    }

    @Test func aMetricThatIsNoFiniteNumberIsNamed() {
        let made = LayoutConstraint.constraints(withVisualFormat: "H:[a(w)]", metrics: ["w": Double.nan], views: ["a": a])
        #expect(made.isEmpty)
        #expect(world.diagnostics.last?.message.contains("The metric named w is nan, not a finite number") == true)
    }

    @Test func aLongChainIsLinear() {
        var views: [String: Any] = [:]
        var format = "H:|"
        for i in 0..<500 {
            let view = View(frame: .zero)
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
            views["v\(i)"] = view
            format += "-[v\(i)(2)]"
        }
        let made = LayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: views)
        #expect(made.count == 1000)
    }
}

