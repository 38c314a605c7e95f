import Foundation
import ViewTree
import ViewTreeInterfaceBuilder

/// A storyboard of `scenes` scenes, each a root view holding a scroll view pinned to the safe area and
/// a column of `rowsPerScene` labels and views chained top to bottom inside it, with the frames Xcode
/// would save: `1 + 1 + rowsPerScene` views per scene, every one placed by its constraints.
func generatedStoryboard(scenes: Int, rowsPerScene: Int) -> String {
    var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc0">
            <device id="retina4_7" orientation="portrait" appearance="light"/>
            <scenes>

        """
    for s in 0..<scenes {
        var subviews = ""
        var constraints = ""
        var y: Double = 0
        for r in 0..<rowsPerScene {
            let id = "r\(s)-\(r)"
            let isLabel = r % 2 == 0
            let height = isLabel ? 20.5 : 44
            if isLabel {
                subviews += "<label text=\"Row \(r)\" horizontalHuggingPriority=\"251\" verticalHuggingPriority=\"251\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\"><rect key=\"frame\" x=\"16\" y=\"\(y)\" width=\"343\" height=\"\(height)\"/><fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/></label>\n"
            } else {
                subviews += "<view translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(id)\"><rect key=\"frame\" x=\"16\" y=\"\(y)\" width=\"343\" height=\"44\"/><constraints><constraint firstAttribute=\"height\" constant=\"44\" id=\"h\(id)\"/></constraints></view>\n"
            }
            let above = r == 0 ? "sv\(s)\" secondAttribute=\"top" : "r\(s)-\(r - 1)\" secondAttribute=\"bottom"
            constraints += "<constraint firstItem=\"\(id)\" firstAttribute=\"top\" secondItem=\"\(above)\" id=\"t\(id)\"/>\n"
            constraints += "<constraint firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"sv\(s)\" secondAttribute=\"leading\" constant=\"16\" id=\"l\(id)\"/>\n"
            constraints += "<constraint firstItem=\"\(id)\" firstAttribute=\"width\" secondItem=\"sv\(s)\" secondAttribute=\"width\" constant=\"-32\" id=\"w\(id)\"/>\n"
            y += height
        }
        constraints += "<constraint firstAttribute=\"bottom\" secondItem=\"r\(s)-\(rowsPerScene - 1)\" secondAttribute=\"bottom\" id=\"b\(s)\"/>\n"
        constraints += "<constraint firstAttribute=\"trailing\" secondItem=\"r\(s)-0\" secondAttribute=\"trailing\" constant=\"16\" id=\"tr\(s)\"/>\n"
        out += """
            <scene sceneID="s\(s)"><objects><viewController storyboardIdentifier="Scene\(s)" id="vc\(s)" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root\(s)">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="sv\(s)"><rect key="frame" x="0.0" y="20" width="375" height="647"/>
            <subviews>
            \(subviews)</subviews>
            <constraints>
            \(constraints)</constraints>
            </scrollView>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe\(s)"/>
            <constraints>
            <constraint firstItem="sv\(s)" firstAttribute="top" secondItem="safe\(s)" secondAttribute="top" id="st\(s)"/>
            <constraint firstItem="sv\(s)" firstAttribute="leading" secondItem="root\(s)" secondAttribute="leading" id="sl\(s)"/>
            <constraint firstAttribute="trailing" secondItem="sv\(s)" secondAttribute="trailing" id="str\(s)"/>
            <constraint firstAttribute="bottom" secondItem="sv\(s)" secondAttribute="bottom" id="sb\(s)"/>
            </constraints>
            </view></viewController></objects></scene>

            """
    }
    return out + "    </scenes>\n</document>\n"
}

/// Loading and checking a 300-view storyboard (10 scenes of 30 views), parse and check separately.
let interfaceBuilderBenchmarkGroup = BenchmarkGroup(name: "ib", summary: "a 300-view storyboard (10 scenes × 30 views): parse, load and check, ms per run") {
    let data = Data(generatedStoryboard(scenes: 10, rowsPerScene: 28).utf8)
    var views = 0
    var issues = -1
    func runOnce() -> (parse: Double, check: Double) {
        var document: InterfaceBuilderDocument?
        let parse = measure { document = try? InterfaceBuilderDocument(data: data) }
        guard let document else { return (parse, 0) }
        var check: InterfaceBuilderCheck?
        let checking = measure { check = InterfaceBuilderChecker.check(document) }
        views = check?.hierarchies.reduce(0) { $0 + $1.topLevelViews.reduce(0) { $0 + 1 + $1.subviewCount } } ?? 0
        issues = check?.issues.count ?? -1
        return (parse, checking)
    }
    for _ in 0..<3 { _ = runOnce() }   // warm up
    let runs = 20
    var parse = 0.0
    var check = 0.0
    for _ in 0..<runs {
        let (p, c) = runOnce()
        parse += p
        check += c
    }
    print(row(["runs", "file views", "parse ms", "load+check ms", "total ms", "issues"], widths: [6, 11, 10, 14, 10, 7]))
    print(row([String(runs), "300", fmt(parse / Double(runs) / 1e6, 2), fmt(check / Double(runs) / 1e6, 2),
               fmt((parse + check) / Double(runs) / 1e6, 2), String(issues)], widths: [6, 11, 10, 14, 10, 7]))
    print("(views in the loaded trees, scroll indicators included: \(views))")
    if let document = try? InterfaceBuilderDocument(data: data) {
        let storyboard = Storyboard(document: document)
        var loads = 0.0
        var layouts = 0.0
        for _ in 0..<runs {
            for scene in storyboard.scenes {
                var root: View?
                loads += measure { root = storyboard.instantiate(scene).topLevelViews.first }
                layouts += measure {
                    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
                    if let root { window.addSubview(root) }
                    window.layoutIfNeeded()
                }
            }
        }
        print("(of which, at run time: load \(fmt(loads / Double(runs) / 1e6, 2)) ms, first layout \(fmt(layouts / Double(runs) / 1e6, 2)) ms)")
    }
}

extension View {
    /// Every view below this one.
    fileprivate var subviewCount: Int { subviews.reduce(0) { $0 + 1 + $1.subviewCount } }
}
